package shedding

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// Redeal returns a position seat cannot tell from s, for searches and
// [cards.Redealer]: the cards of the other hands (every hand, for
// [cards.Spectator]) and of the stock dealt anew at random from rng, each
// hand keeping its count and the stock its length, and a fresh generator
// for the later shuffles drawn from rng, as [Rules.Sample] does from a
// view. Everything seat sees is kept, so the views of seat of the two
// positions are equal. Like Sample, it keeps no void the play showed
// ([Public.Barred]); the card the seat to move drew this turn
// ([Public.Drawn]), which only that seat sees, is drawn anew among the
// cards dealt to it. It
// returns s for a seat not in the game, the zero State or a nil rng, and
// does not change s. It allocates nothing.
func (r Rules) Redeal(s State, seat int, rng *rand.Rand) State {
	n := int(s.players)
	if rng == nil || n == 0 || seat < cards.Spectator || seat >= n {
		return s
	}
	var buf [cards.NumCards]cards.Card
	deck := cards.Deck(buf[:0])
	for i := range n {
		if i != seat {
			deck = s.hands[i].AppendCards(deck)
		}
	}
	deck = append(deck, s.stock[:s.nstock]...)
	if seat != s.Turn() {
		s.justDrew = 0 // dealt anew with the hand: redrawn
	}
	deck.ShufflePCG(rand.NewPCG(rng.Uint64(), rng.Uint64()))
	for i := range n {
		if i != seat {
			hand, rest, _ := deck.Deal(s.hands[i].Len())
			s.hands[i] = hand
			deck = rest
		}
	}
	copy(s.stock[:], deck)
	s.rng.Seed(rng.Uint64(), rng.Uint64())
	s.redrawn(seat, rng)
	return s
}
