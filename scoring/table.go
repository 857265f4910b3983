package scoring

import "github.com/cardrules/cardrules/cards"

// Table gives the points of each rank, indexed by [cards.Rank]; indexes 0 and 1
// are unused. It is a plain array, so a literal can name ranks directly:
//
//	t := scoring.Table{cards.Ace: 11, cards.Ten: 10}
//
// and copying a Table copies its points.
type Table [cards.Ace + 1]int

// Points returns the points of rank r, or 0 for an invalid rank.
func (t Table) Points(r cards.Rank) int {
	if !r.Valid() {
		return 0
	}
	return t[r]
}

// Card returns the points of card c, or 0 for an invalid card.
func (t Table) Card(c cards.Card) int {
	if !c.Valid() {
		return 0
	}
	return t[c.Rank()]
}

// Sum returns the total points of the cards in s.
func (t Table) Sum(s cards.Set) int {
	total := 0
	for r := cards.Two; r <= cards.Ace; r++ {
		if n := s.OfRank(r).Len(); n > 0 {
			total += n * t[r]
		}
	}
	return total
}
