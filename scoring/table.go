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

// BoxesPenalties returns the penalty points of cards left in hand at the end
// of a Boxes deal: ace 0, three 3, jack, queen and king 10, four 15, two and
// seven 20, ten 25, five, six and nine 30, eight 50. (The +50 for holding two
// or more threes is a rule of the hand, not of a card; package boxes adds it.)
func BoxesPenalties() Table {
	return Table{
		cards.Ace: 0, cards.Three: 3,
		cards.Jack: 10, cards.Queen: 10, cards.King: 10,
		cards.Four: 15, cards.Two: 20, cards.Seven: 20, cards.Ten: 25,
		cards.Five: 30, cards.Six: 30, cards.Nine: 30, cards.Eight: 50,
	}
}

// EquiValues returns the capture values of the Equi cards: king 4, queen 3,
// jack 2, ace 1, and six to ten their pip count. Ranks below six are not in
// the Equi deck and count 0.
func EquiValues() Table {
	return Table{
		cards.King: 4, cards.Queen: 3, cards.Jack: 2, cards.Ace: 1,
		cards.Ten: 10, cards.Nine: 9, cards.Eight: 8, cards.Seven: 7, cards.Six: 6,
	}
}
