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

// Places returns the place of each score, indexed like scores, in standard
// competition ranking: a score's place is 1 plus the number of strictly
// better scores, so equal scores share a place and the next place is skipped
// ("1, 1, 3"). It returns nil for no scores or an invalid order.
func Places(scores []int, order Order) []int {
	if len(scores) == 0 || !order.Valid() {
		return nil
	}
	sorted := slices.Clone(scores)
	slices.SortFunc(sorted, func(a, b int) int {
		switch {
		case order.Better(a, b):
			return -1
		case order.Better(b, a):
			return 1
		}
		return 0
	})
	places := make([]int, len(scores))
	for i, v := range scores {
		// The scores better than v come first in sorted.
		better, _ := slices.BinarySearchFunc(sorted, v, func(w, v int) int {
			if order.Better(w, v) {
				return -1
			}
			return 1
		})
		places[i] = better + 1
	}
	return places
}

// Winners returns the indexes of the best scores, in increasing order: one
// index for an outright winner, several for a shared win (for two teams, a
// draw). It returns nil for no scores or an invalid order.
func Winners(scores []int, order Order) []int { return AppendWinners(nil, scores, order) }

// AppendWinners appends to dst the indexes [Winners] returns and returns
// the extended slice: dst itself for no scores or an invalid order. With
// room in dst it allocates nothing.
func AppendWinners(dst, scores []int, order Order) []int {
	if len(scores) == 0 || !order.Valid() {
		return dst
	}
	best := scores[0]
	for _, v := range scores[1:] {
		if order.Better(v, best) {
			best = v
		}
	}
	for i, v := range scores {
		if v == best {
			dst = append(dst, i)
		}
	}
	return dst
}
