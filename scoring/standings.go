package scoring

import (
	"slices"
	"strconv"
)

// Order says which scores are better.
type Order int

const (
	// LowerWins ranks lower scores first, as for penalty points (Boxes).
	LowerWins Order = iota
	// HigherWins ranks higher scores first, as for cards or points won (Equi).
	HigherWins
)

// Valid reports whether o is [LowerWins] or [HigherWins].
func (o Order) Valid() bool { return o == LowerWins || o == HigherWins }

// String returns "lower wins" or "higher wins", or "Order(7)" for an invalid
// order.
func (o Order) String() string {
	switch o {
	case LowerWins:
		return "lower wins"
	case HigherWins:
		return "higher wins"
	}
	return "Order(" + strconv.Itoa(int(o)) + ")"
}

// Better reports whether score a ranks strictly above score b in order o. It
// reports false for an invalid order.
func (o Order) Better(a, b int) bool {
	switch o {
	case LowerWins:
		return a < b
	case HigherWins:
		return a > b
	}
	return false
}

// Standing is one entry of a table of standings: the index of a seat or team
// in the scores ranked, its score and its place.
type Standing struct {
	Index int // the seat or team: its index in the scores ranked
	Score int // its score
	Place int // its place from 1; equal scores share a place
}

// Places returns the place of each score, indexed like scores, in standard
// competition ranking: a score's place is 1 plus the number of strictly
// better scores, so equal scores share a place and the next place is skipped
// ("1, 1, 3"). It returns nil for no scores or an invalid order.
func Places(scores []int, order Order) []int {
	st := Standings(scores, order)
	if st == nil {
		return nil
	}
	places := make([]int, len(scores))
	for _, s := range st {
		places[s.Index] = s.Place
	}
	return places
}

// Standings returns the scores ranked best first, with places as [Places]
// gives them; equal scores keep the order of their indexes. It returns nil
// for no scores or an invalid order.
func Standings(scores []int, order Order) []Standing {
	if len(scores) == 0 || !order.Valid() {
		return nil
	}
	st := make([]Standing, len(scores))
	for i, v := range scores {
		st[i] = Standing{Index: i, Score: v}
	}
	slices.SortStableFunc(st, func(a, b Standing) int {
		switch {
		case order.Better(a.Score, b.Score):
			return -1
		case order.Better(b.Score, a.Score):
			return 1
		}
		return 0
	})
	for i := range st {
		if i > 0 && st[i].Score == st[i-1].Score {
			st[i].Place = st[i-1].Place
		} else {
			st[i].Place = i + 1
		}
	}
	return st
}

// Winners returns the indexes of the best scores, in increasing order: one
// index for an outright winner, several for a shared win (for two teams, a
// draw). It returns nil for no scores or an invalid order.
func Winners(scores []int, order Order) []int {
	if len(scores) == 0 || !order.Valid() {
		return nil
	}
	best := scores[0]
	for _, v := range scores[1:] {
		if order.Better(v, best) {
			best = v
		}
	}
	var w []int
	for i, v := range scores {
		if v == best {
			w = append(w, i)
		}
	}
	return w
}
