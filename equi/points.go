package equi

import (
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// Points returns the capture values of the cards (rule E2): king 4, queen
// 3, jack 2, ace 1, and six to ten their pip count. Ranks below six are not
// in the Equi deck and count 0. A capture takes cards of the table whose
// points add up to the points of the cards played.
func Points() scoring.Table {
	return scoring.Table{
		cards.King: 4, cards.Queen: 3, cards.Jack: 2, cards.Ace: 1,
		cards.Ten: 10, cards.Nine: 9, cards.Eight: 8, cards.Seven: 7, cards.Six: 6,
	}
}
