package equi

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// Sample returns a full position consistent with v: every card v does not
// show is dealt at random from rng to the hands, each getting as many as it
// holds beyond the cards v shows of it, and to the stock, in a random
// order. Everything v shows is kept: the seat's hand, the known cards of
// every hand, the piles, the table, every count and counter, and the last
// move. So r.View(r.Sample(v, rng), v.Seat()) equals v, for a seat's view
// and the spectator's alike. Search bots use it to deal the hidden cards
// afresh. Equi has no randomness beyond the order of the cards, so nothing
// else is drawn.
//
// Every View a caller can hold (one made by [Rules.View] of a position that
// play or a decoder gave, or one [View.UnmarshalJSON] accepted) gives a
// position that passes the checks of [State.UnmarshalJSON]: the hidden
// cards go back into the places the view counts, so every check made from
// the view holds for the position.
//
// Sample uses only v; r is there to implement [cards.HiddenGame]. A nil
// rng deals the hidden cards in a fixed order. The zero View gives the
// zero State.
func (r Rules) Sample(v View, rng *rand.Rand) State {
	if v.players == 0 {
		return State{}
	}
	s := State{Public: v.Public, hands: v.hands}
	var buf [DeckSize]cards.Card
	deck := cards.Deck(v.Unknown().AppendCards(buf[:0]))
	if rng == nil {
		rng = rand.New(rand.NewPCG(0, 0))
	}
	deck.Shuffle(rng)
	for i := range int(s.players) {
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
