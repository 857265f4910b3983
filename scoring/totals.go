package scoring

import "slices"

// Totals returns each seat's total over the deals of a match: deals[d][s] is
// seat s's score in deal d, and the result, indexed by seat, sums them with
// int arithmetic. With no deals it returns nil and no error. When the deals do
// not all have the same number of seats it returns nil and an [*Error]
// wrapping [ErrInvalid] whose Index is the first deal that differs from
// deal 0.
func Totals(deals [][]int) ([]int, error) {
	if len(deals) == 0 {
		return nil, nil
	}
	seats := len(deals[0])
	totals := make([]int, seats)
	for d, deal := range deals {
		if len(deal) != seats {
			return nil, &Error{Func: "Totals", Index: d, Reason: "deal " + itoa(d) + " has " + itoa(len(deal)) + " scores, deal 0 has " + itoa(seats)}
		}
		for s, v := range deal {
			totals[s] += v
		}
	}
	return totals, nil
}

// Ledger records the scores of the deals of a match as they are played and
// keeps each seat's running total. The zero Ledger is empty and ready to use;
// the first deal added fixes the number of seats. A Ledger copies what it is
// given and what it returns, so a caller cannot change it except through
// [Ledger.Add]. It is not safe for concurrent use.
type Ledger struct {
	deals  [][]int
	totals []int
}

// Add records the scores of one more deal, indexed by seat. When scores does
// not have one score per seat of the deals already recorded it returns an
// [*Error] wrapping [ErrInvalid], with the would-be deal's number as Index,
// and records nothing.
func (l *Ledger) Add(scores []int) error {
	if len(l.deals) > 0 && len(scores) != len(l.totals) {
		return &Error{Func: "Ledger.Add", Index: len(l.deals), Reason: "deal " + itoa(len(l.deals)) + " has " + itoa(len(scores)) + " scores for " + itoa(len(l.totals)) + " seats"}
	}
	if len(l.deals) == 0 {
		l.totals = make([]int, len(scores))
	}
	l.deals = append(l.deals, slices.Clone(scores))
	for s, v := range scores {
		l.totals[s] += v
	}
	return nil
}

// Seats returns the number of seats of the deals recorded, or 0 before the
// first deal.
func (l *Ledger) Seats() int { return len(l.totals) }

// Len returns the number of deals recorded.
func (l *Ledger) Len() int { return len(l.deals) }

// Deal returns a copy of the scores of deal d, counting from 0, or nil when
// there is no such deal.
func (l *Ledger) Deal(d int) []int {
	if d < 0 || d >= len(l.deals) {
		return nil
	}
	return slices.Clone(l.deals[d])
}

// Totals returns a copy of each seat's total over the deals recorded so far,
// or nil before the first deal.
func (l *Ledger) Totals() []int { return slices.Clone(l.totals) }
