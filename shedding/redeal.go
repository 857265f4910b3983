package shedding

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// Redeal returns a position seat cannot tell from s, for searches and
// [cards.Redealer]: the cards of the other hands (every hand, for
// [cards.Spectator]) and of the stock dealt anew from rng, each hand
// keeping its count and the stock its length, among the deals that fit
// what play showed, as [Rules.Sample] deals them from a view (the voids
// of [Public.Barred], the answer a seat to answer holds under
// ForcedDraw, the card the seat to move drew this turn drawn anew among
// the rest), and a fresh generator for the later shuffles drawn from
// rng. Everything seat sees is kept, so the views of seat of the two
// positions are equal. r must be the rules s is played under: their
// voids and answers are read. It returns s for a seat not in the game,
// the zero State, a nil rng, or a position no deal fits, and does not
// change s. It allocates nothing.
func (r Rules) Redeal(s State, seat int, rng *rand.Rand) State {
	n := int(s.players)
	if rng == nil || n == 0 || seat < cards.Spectator || seat >= n {
		return s
	}
	x := s
	var unknown cards.Set
	var need [MaxPlayers]uint8
	for i := range n {
		if i != seat {
			unknown |= s.hands[i]
			need[i] = uint8(s.hands[i].Len())
			x.hands[i] = 0
		}
	}
	unknown |= cards.SetOf(s.stock[:s.nstock]...)
	if seat != s.Turn() {
		x.justDrew = 0 // dealt anew with the hand: redrawn
	}
	if !r.deal(&x, seat, need, unknown, rng) {
		return s
	}
	x.rng.Seed(rng.Uint64(), rng.Uint64())
	return x
}
