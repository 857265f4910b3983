package crazyeights

import (
	"fmt"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/shedding"
)

// contractRules are the option sets the generic tests run under: 2, 3 and
// 5 players, special cards and reshuffle on and off, a small max_turns
// and draw cap.
var contractRules = []Rules{
	{},
	{Players: 2},
	{Players: 3, UseSpecialCards: true},
	{Players: 2, UseSpecialCards: true, Reshuffle: true},
	{Players: 5, UseSpecialCards: true, Reshuffle: true, MaxDrawCards: 1},
	{Players: 3, Reshuffle: true, MaxTurns: 12, MaxDrawCards: 2},
}

// TestContract runs the contract check of package cards on Crazy Eights
// under each of contractRules, over contractGames random games each: card
// conservation, Apply pure, every legal move applies and every other one
// tried is refused with the position unchanged (each card of the mover's
// hand played alone, with and without a suit named, the draw and the
// pass), the views and the spectator's, Sample, the fast paths,
// termination, and session records resumed from text and JSON.
func TestContract(t *testing.T) {
	for _, r := range contractRules {
		t.Run(fmt.Sprintf("%+v", r), func(t *testing.T) {
			t.Parallel()
			cardstest.Check[State, Move, View](t, r, cardstest.Config[State, Move]{
				Start: func(seed uint64) (State, error) {
					return r.Start(cards.Deal{Dealer: int(seed % uint64(r.Seats())), Seed: seed})
				},
				Cards: places,
				Deck:  cards.Deck52,
				Games: contractGames,
				Candidates: func(s State) []Move {
					out := []Move{shedding.Draw(), shedding.Pass()}
					for c := range s.Hand(max(s.Turn(), 0)).All() {
						out = append(out, shedding.Play(c), shedding.Play(c).WithCall(cards.Hearts))
					}
					return out
				},
			})
		})
	}
}

// places returns every place a card of s can be: the top, the discards,
// the stock and each hand.
func places(s State) []cards.Set {
	p := []cards.Set{s.Discards(), cards.SetOf(stockOf(s)...)}
	if s.Top().Valid() {
		p = append(p, cards.SetOf(s.Top()))
	}
	h := handsOf(s)
	return append(p, h[:]...)
}
