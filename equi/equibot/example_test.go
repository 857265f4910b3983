package equibot_test

import (
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
)

// Greedy Equi counts the cards a move wins: QS+KD+AD (3+4+1 points) takes
// two cards and draws three to refill the hand, where 7D=6S+AC would take
// two and draw one.
func ExampleGreedy() {
	deck, _ := cards.ParseDeck(`
		7D KH KD 7C AD 8H QS AH
		AC 6S JC 7S
		JS 9C 10D 8S 9S AS 9D 7H 10S 9H 10C QD KS 8D 6C 8C KC JH 6H 10H JD QC 6D QH`)
	r := equi.Rules{}
	s, _ := r.Start(cards.Deal{Dealer: 0, Deck: deck})
	v := r.View(s, s.Turn())
	fmt.Println("table:", v.Table(), "hand:", v.Hand())
	m, _ := equibot.Greedy().Choose(v)
	fmt.Println("plays:", m)
	// Output:
	// table: {6S 7S JC AC} hand: {7D QS KD AD}
	// plays: QS+KD+AD=6S+JC
}
