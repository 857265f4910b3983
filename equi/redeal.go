package equi

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// redealTries is the most deals [Rules.Redeal] draws to find one that
// every trail record allows.
const redealTries = 256

// Redeal returns a position seat cannot tell from s, for searches and
// [cards.Redealer]: the cards of the other hands that seat has not seen
// ([State.Known] stays in its hand) and those of the stock dealt anew at
// random from rng, each hand keeping its count and the stock its length,
// keeping only a deal every other seat's trail record allows (as
// [Rules.Sample] does from a view: "What a search may infer",
// docs/rules/equi.md). For [cards.Spectator] every hand's unknown cards are
// dealt anew. Everything seat sees is kept, so r.View(r.Redeal(s, seat,
// rng), seat) equals r.View(s, seat). It returns s itself when no deal of
// redealTries is allowed, for a seat not at the table, the zero State and
// a nil rng; it does not change s, and allocates nothing.
func (r Rules) Redeal(s State, seat int, rng *rand.Rand) State {
	n := int(s.players)
	if rng == nil || n == 0 || seat < cards.Spectator || seat >= n {
		return s
	}
	var buf [DeckSize]cards.Card
	deck := cards.Deck(buf[:0])
	for i := range n {
		if i != seat {
			deck = s.hands[i].Minus(s.known).AppendCards(deck)
		}
	}
	deck = append(deck, s.stock[:s.stockLen]...)
	for range redealTries {
		deck.Shuffle(rng)
		x, rest := s, deck
		for i := range n {
			if i != seat {
				hand, more, _ := rest.Deal(s.hands[i].Minus(s.known).Len())
				x.hands[i] = s.hands[i].Intersect(s.known).Union(hand)
				rest = more
			}
		}
		copy(x.stock[:], rest)
		if x.checkTrailHands() == nil {
			return x
		}
	}
	return s
}
