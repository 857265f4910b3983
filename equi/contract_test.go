package equi

import (
	"fmt"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
)

// TestContract runs the contract check of package cards on Equi: card
// conservation, Apply pure, every legal move applies and others are
// refused, the views and the spectator's, Sample, the fast paths,
// termination, and session records resumed from text and JSON. The rank
// ban stays on: without it a random game meets positions of a million
// moves, each of which the check applies.
func TestContract(t *testing.T) {
	for _, r := range []Rules{{}, {Players: 3}, {Players: 4, VoluntaryTrail: true}, {Players: 5, RecycleByFour: true}, {Players: 6, NoProgressRounds: 2, MaxMoves: 40}} {
		t.Run(fmt.Sprintf("%+v", r), func(t *testing.T) {
			t.Parallel()
			config := contractConfig(r)
			config.Candidates = func(s State) []Move {
				var out []Move
				for c := range cards.Deck36.All() {
					out = append(out, Trail(c))
				}
				return out
			}
			cardstest.Check[State, Move, View](t, r, config)
		})
	}
}

// contractConfig is the cardstest configuration of a game under r: seeded
// deals with the dealer turning with the seed, every place a card can be,
// contractGames games within r's move limit.
func contractConfig(r Rules) cardstest.Config[State, Move] {
	return cardstest.Config[State, Move]{
		Start: func(seed uint64) (State, error) {
			return r.Start(cards.Deal{Dealer: int(seed % uint64(r.Seats())), Seed: seed})
		},
		Cards: func(s State) []cards.Set {
			p := posOf(nil, s)
			places := []cards.Set{p.Table, cards.SetOf(p.Stock...)}
			for i := range s.Players() {
				places = append(places, p.Hands[i], p.Piles[i])
			}
			return places
		},
		Deck:     cards.Deck36,
		Games:    contractGames,
		MaxMoves: r.MaxGameMoves(),
	}
}

var (
	_ cards.Spec[State, Move, View]    = Rules{}
	_ cards.InPlace[State, Move]       = Rules{}
	_ cards.RandomStepper[State, Move] = Rules{}
	_ cards.BatchStepper[State]        = Rules{}
	_ cards.ScoreAppender[State]       = Rules{}
	_ cards.Redealer[State]            = Rules{}
	_ cards.Teller[State, Move]        = Rules{}
)
