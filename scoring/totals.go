package scoring

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
