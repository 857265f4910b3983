package scoring

import "strconv"

func itoa(i int) string { return strconv.Itoa(i) }

// Teams splits the seats of a table into teams: Teams[t] lists the seats of
// team t. Every seat belongs to exactly one team; [Teams.Validate] checks it.
// A game of individuals is a Teams of one seat each, [Alternating](n, n).
type Teams [][]int

// Partners4 returns the partnerships of four players sitting opposite each
// other: seats 0 and 2 against seats 1 and 3, as {{0, 2}, {1, 3}}.
func Partners4() Teams { return Alternating(4, 2) }

// Alternating returns teams teams over seats seats in which seat s plays for
// team s % teams, so partners sit every teams seats apart: Alternating(6, 2)
// is {{0, 2, 4}, {1, 3, 5}} and Alternating(6, 3) is {{0, 3}, {1, 4}, {2, 5}}.
// It returns nil when teams is less than 1 or more than seats.
func Alternating(seats, teams int) Teams {
	if teams < 1 || teams > seats {
		return nil
	}
	t := make(Teams, teams)
	for s := range seats {
		t[s%teams] = append(t[s%teams], s)
	}
	return t
}

// Validate reports whether t splits the seats 0 to seats-1 into teams: every
// team has at least one seat, every seat is in range and in exactly one team.
// It returns nil when it does, and otherwise an [*Error] wrapping [ErrInvalid]
// whose Index is the team at fault, or -1 for a seat in no team. No teams over
// no seats is valid.
func (t Teams) Validate(seats int) error {
	return t.validate("Teams.Validate", seats)
}

func (t Teams) validate(fn string, seats int) error {
	if seats < 0 {
		return &Error{Func: fn, Index: -1, Reason: "negative seat count " + itoa(seats)}
	}
	team := map[int]int{} // seat to team, sized by the input, not by seats
	for i, members := range t {
		if len(members) == 0 {
			return &Error{Func: fn, Index: i, Reason: "team " + itoa(i) + " has no seat"}
		}
		for _, s := range members {
			if s < 0 || s >= seats {
				return &Error{Func: fn, Index: i, Reason: "team " + itoa(i) + ": seat " + itoa(s) + " is not one of the " + itoa(seats) + " seats"}
			}
			if j, dup := team[s]; dup {
				return &Error{Func: fn, Index: i, Reason: "team " + itoa(i) + ": seat " + itoa(s) + " is already in team " + itoa(j)}
			}
			team[s] = i
		}
	}
	// Every listed seat is in range and listed once, so a seat is missing
	// exactly when fewer seats are listed than there are; the first missing
	// one is found within len(team)+1 steps.
	for s := 0; len(team) < seats; s++ {
		if _, ok := team[s]; !ok {
			return &Error{Func: fn, Index: -1, Reason: "seat " + itoa(s) + " is in no team"}
		}
	}
	return nil
}

// Of returns the team of seat, the first that lists it, or -1 when no team
// does.
func (t Teams) Of(seat int) int {
	for i, members := range t {
		for _, s := range members {
			if s == seat {
				return i
			}
		}
	}
	return -1
}

// TeamTotals returns the score of each team, indexed like teams: the sum of
// the scores of its seats, where seatScores is indexed by seat. When teams
// does not split the seats of seatScores (see [Teams.Validate]) it returns nil
// and an [*Error] wrapping [ErrInvalid]. No seats and no teams give an empty
// slice.
func TeamTotals(seatScores []int, teams Teams) ([]int, error) {
	totals, err := appendTeamTotals("TeamTotals", make([]int, 0, len(teams)), seatScores, teams)
	if err != nil {
		return nil, err
	}
	return totals, nil
}

// AppendTeamTotals appends to dst the team scores [TeamTotals] returns and
// returns the extended slice. When teams does not split the seats of
// seatScores it returns dst unchanged and the error TeamTotals returns.
// With room in dst it allocates nothing.
func AppendTeamTotals(dst, seatScores []int, teams Teams) ([]int, error) {
	return appendTeamTotals("AppendTeamTotals", dst, seatScores, teams)
}

// appendTeamTotals is AppendTeamTotals, its errors naming fn.
func appendTeamTotals(fn string, dst, seatScores []int, teams Teams) ([]int, error) {
	if err := teams.validate(fn, len(seatScores)); err != nil {
		return dst, err
	}
	for _, members := range teams {
		total := 0
		for _, s := range members {
			total += seatScores[s]
		}
		dst = append(dst, total)
	}
	return dst, nil
}
