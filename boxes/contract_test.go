//go:build ignore

package boxes

import (
	"fmt"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
)

// TestContract runs the contract check of package cards on Boxes, under
// several option sets: card conservation, Apply pure, every legal move
// applies and every other one tried is refused (each card of the mover's
// hand played alone, with and without a suit call, the draw and the pass),
// the views and the spectator's, Sample, the fast paths, termination, and
// session records resumed from text and JSON; the last rules add a
// variant taking every step of Effects. Matches of two short deals
// keep it quick; the rapid properties cover whole matches.
func TestContract(t *testing.T) {
	short, err := NewSchedule(5, 3)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []Rules{
		{Deals: short},
		{Deals: short, WildEightsNines: true, BigSets: true, TwoDraw: TwoDrawTwoEach},
		{Deals: short, PlayDrawn: true, PairAnswersTwo: true, LastCardEffects: true, UpcardEffects: true},
		{Deals: short, StrictPairs: true, FiveSelf: true, TwoDraw: TwoDrawPerTwo},
		{Deals: short, PlayDrawn: true, PairAnswersTwo: true, Variant: stepper.Variant},
	} {
		t.Run(fmt.Sprintf("%+v", r), func(t *testing.T) {
			t.Parallel()
			cardstest.Check[State, Move, View](t, r, cardstest.Config[State, Move]{
				Start: func(seed uint64) (State, error) {
					return r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
				},
				Cards: func(s State) []cards.Set {
					places := []cards.Set{s.discard, cards.SetOf(s.stock[:s.nstock]...)}
					if s.top != cards.NoCard {
						places = append(places, cards.SetOf(s.top))
					}
					return append(places, s.hands[:]...)
				},
				Deck:  cards.Deck52,
				Games: contractGames,
				Candidates: func(s State) []Move {
					out := []Move{Draw(), Pass()}
					for c := range s.hands[max(s.Turn(), 0)].All() {
						out = append(out, Play(c), Play(c).WithCall(cards.Hearts))
					}
					return out
				},
			})
		})
	}
}
