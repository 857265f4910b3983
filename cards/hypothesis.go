package cards

import "math/rand/v2"

// Redealer is the optional hypothesis step of a [HiddenGame]: it states,
// from a position rather than from a view, what a seat cannot tell apart.
// Redeal(s, seat, r) returns a position that seat cannot tell from s: the
// cards seat cannot see in s (those of the other hands it has not seen,
// the stock's) dealt anew at random from r, every count kept, among the
// deals that fit what the rules have shown seat so far, and everything
// seat sees as in s; for [Spectator], every card no seat's view shows to
// all is dealt anew. It may draw anything else hidden too, such as the
// generator of the position's later shuffles. It does not change s, and
// it allocates nothing.
//
// So View(Redeal(s, seat, r), seat) equals View(s, seat): a view that
// changes shows a card its seat cannot see, which [cardstest.Check] reports.
// A search can build its own determinizations on it, such as a sampler
// for [bot.ISMCTS] that re-deals a sampled position as another seat sees
// it, or that keeps only the deals an opponent model finds likely.
type Redealer[S any] interface {
	Redeal(s S, seat int, r *rand.Rand) S
}
