package equi

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// Sample returns a full position consistent with v: every card v does not
// show ([View.Unknown]) is dealt at random from rng to the other seats'
// hands, each getting as many as it holds beyond its known cards, and to the
// stock, in a random order. Everything v shows is kept: the seat's hand, the
// known cards of every hand, the piles, the table, every count and counter,
// and the last move. So r.View(Sample(v, rng), v.Seat()) equals v, apart
// from the history, which a State does not keep. Search bots use it to
// deal the hidden cards afresh. Equi has no randomness beyond the order of
// the cards, so nothing else is drawn.
//
// Every View a caller can hold (one made by [Rules.View] or [Game.View] of
// a position that play or a decoder gave, or one [View.UnmarshalJSON]
// accepted) gives a position that passes the checks of
// [State.UnmarshalJSON]: the hidden cards go back into the places the view
// counts, so every check made from the view holds for the position.
//
// Sample uses only v; r is there to implement [cards.Observer]. A nil rng
// deals the hidden cards in a fixed order. The zero View gives the zero
// State.
func (r Rules) Sample(v View, rng *rand.Rand) State {
	if v.seat == 0 {
		return State{}
	}
	s := v.s
	var buf [DeckSize]cards.Card
	deck := cards.Deck(v.Unknown().AppendCards(buf[:0]))
	if rng == nil {
		rng = rand.New(rand.NewPCG(0, 0))
	}
	deck.Shuffle(rng)
	seat := v.Seat()
	for i := range int(s.players) {
		if i == seat {
			continue
		}
		need := int(v.counts[i]) - s.hands[i].Len()
		for ; need > 0 && len(deck) > 0; need-- {
			s.hands[i] = s.hands[i].Add(deck[0])
			deck = deck[1:]
		}
	}
	// The rest is the stock, its top card last in the array.
	n := min(len(deck), maxStock)
	for i, c := range deck[:n] {
		s.stock[n-1-i] = c
	}
	s.stockLen = uint8(n)
	return s
}
