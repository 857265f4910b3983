package fishing_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/internal/testlong"
)

// equiTable is Equi under the options of r as a table of the engine.
func equiTable(r equi.Rules) fishing.Table { return r.Table() }

// Config returns the cardstest configuration of games under r.
func Config(r fishing.Rules, games int) cardstest.Config[fishing.State, fishing.Move] {
	return cardstest.Config[fishing.State, fishing.Move]{
		Start: func(seed uint64) (fishing.State, error) {
			return r.Start(cards.Deal{Dealer: int(seed % uint64(r.Seats())), Seed: seed})
		},
		Cards: func(s fishing.State) []cards.Set {
			places := []cards.Set{s.Table(), s.Stock()}
			for i := range s.Players() {
				places = append(places, s.Hand(i), s.Pile(i))
			}
			return places
		},
		Deck:     r.Table().Deck,
		Games:    games,
		MaxMoves: r.MaxGameMoves(),
		Candidates: func(s fishing.State) []fishing.Move {
			var out []fishing.Move
			for c := range r.Table().Deck.All() {
				out = append(out, fishing.Trail(c))
			}
			return out
		},
	}
}

// sweepPoint is examples/variant/sweep on the engine: a capture that
// leaves the table empty adds a point to the mover's score.
type sweepPoint struct{}

func (sweepPoint) Name() string { return "sweep" }

func (sweepPoint) Moved(e *fishing.Effects) {
	if !e.Move().IsTrail() && e.Table().Empty() {
		e.AddScore(e.Seat(), 1)
	}
}

// TestContractEqui runs the contract check on Equi's table under the
// option sets equi's own contract test uses, and under the sweep variant
// (points scored, a point a sweep).
func TestContractEqui(t *testing.T) {
	sweep := equiTable(equi.Rules{Scoring: equi.ScorePoints})
	sweep.Variant = sweepPoint{}
	tables := map[string]fishing.Table{"sweep": sweep}
	for _, r := range []equi.Rules{{}, {Players: 3}, {Players: 4, VoluntaryTrail: true}, {Players: 5, RecycleByFour: true}, {Players: 6, NoProgressRounds: 2, MaxMoves: 40}} {
		tables[fmt.Sprintf("%+v", r)] = equiTable(r)
	}
	for name, tb := range tables {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			rules, err := fishing.New(tb)
			require.NoError(t, err)
			cardstest.Check[fishing.State, fishing.Move, fishing.View](t, rules, Config(rules, testlong.N(50, 2000)))
		})
	}
}
