package boxes

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// Redeal returns a position seat cannot tell from s, for searches and
// [cards.Redealer]: r.Sample(r.View(s, seat), rng), the cards seat cannot
// see dealt anew among the deals that fit the voids and phases play
// showed it, every count kept, and a fresh generator for the later
// shuffles. For [cards.Spectator] every hand is dealt anew. So
// r.View(r.Redeal(s, seat, rng), seat) equals r.View(s, seat). It returns
// s for a seat not at the table, a nil rng, or a position no deal of
// [Rules.Sample] fits; it does not change s, and allocates nothing.
func (r Rules) Redeal(s State, seat int, rng *rand.Rand) State {
	if rng == nil || seat < cards.Spectator || seat >= NumSeats {
		return s
	}
	x := r.Sample(r.View(s, seat), rng)
	if x == (State{}) {
		return s
	}
	return x
}
