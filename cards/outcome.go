package cards

import (
	"strconv"
	"strings"
)

// Outcome is what a game may say of how its scores decide who wins,
// beside Score: which seats score together and which way the scores count.
// It is optional: a game's rules implement it when their seats play in
// teams or a lower score wins, and a game without it has every seat play
// for itself and the highest score win. [Session.Winners] and
// [Session.Result] read it.
type Outcome interface {
	// Teams returns the seats of each team, team by team, every seat in
	// exactly one team, such as [[0 2] [1 3]] for two partnerships of
	// four seats; or nil when every seat plays for itself. A team's score
	// is the sum of its seats' scores.
	Teams() [][]int
	// LowerWins reports whether the lowest score wins, as with penalty
	// points, rather than the highest.
	LowerWins() bool
}

// Winners returns the seats that won the game, in order: the seats of
// the team, or the seat, with the best score as the game's [Outcome]
// counts it (the highest, for a game without one), every seat that shares
// it included. It returns nil while the game goes on. A game whose Teams
// do not split its seats exactly is counted seat by seat.
func (s *Session[S, M, V]) Winners() []int {
	if !s.ok() || s.spec.ToMove(s.state) >= 0 {
		return nil
	}
	return winners(s.spec, s.spec.Score(s.state))
}

// winners returns the seats that won with score, as g's [Outcome] counts it.
func winners(g any, score []int) []int {
	lower := false
	var teams [][]int
	if o, ok := g.(Outcome); ok {
		lower, teams = o.LowerWins(), o.Teams()
	}
	if !splits(teams, len(score)) {
		teams = make([][]int, len(score))
		for seat := range score {
			teams[seat] = []int{seat}
		}
	}
	totals := make([]int, len(teams))
	for i, team := range teams {
		for _, seat := range team {
			totals[i] += score[seat]
		}
	}
	var out []int
	for i, total := range totals {
		best := true
		for _, other := range totals {
			if lower && other < total || !lower && other > total {
				best = false
				break
			}
		}
		if best {
			out = append(out, teams[i]...)
		}
	}
	// Seats in order: a team's seats need not follow the team before.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// splits reports whether teams puts each of seats seats in exactly one
// team, and has at least one.
func splits(teams [][]int, seats int) bool {
	if len(teams) == 0 {
		return false
	}
	seen := make([]bool, seats)
	n := 0
	for _, team := range teams {
		if len(team) == 0 {
			return false
		}
		for _, seat := range team {
			if seat < 0 || seat >= seats || seen[seat] {
				return false
			}
			seen[seat] = true
			n++
		}
	}
	return n == seats
}

// resultText returns the Result of a game over with score, which the seats
// won: the scores in seat order separated by spaces, then who won, as in
// "183 0 60 50, seats 1 and 3 win", "-23 -10 -51 -43 0, seat 4 wins" or
// "18 18, drawn" when every seat shares the win.
func resultText(score, won []int) string {
	var b strings.Builder
	for i, n := range score {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(n))
	}
	switch {
	case len(won) == 0:
	case len(won) == len(score) && len(score) > 1:
		b.WriteString(", drawn")
	case len(won) == 1:
		b.WriteString(", seat " + strconv.Itoa(won[0]) + " wins")
	default:
		b.WriteString(", seats ")
		for i, seat := range won {
			switch {
			case i == len(won)-1:
				b.WriteString(" and ")
			case i > 0:
				b.WriteString(", ")
			}
			b.WriteString(strconv.Itoa(seat))
		}
		b.WriteString(" win")
	}
	return b.String()
}

// legacyResult returns the Result that records written before
// [Session.Result] named the winners hold for score: the scores joined by
// "-", such as "183-0-60-50". [Resume] accepts it.
func legacyResult(score []int) string {
	parts := make([]string, len(score))
	for i, n := range score {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, "-")
}
