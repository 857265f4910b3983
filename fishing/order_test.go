package fishing_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/escoba"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/scopa"
)

// orderTables are the tables whose games the checks of the order of play
// are tried on: Equi's under five option sets, Scopa and Escoba for 2 to
// 4 seats, and a table where nobody captures.
func orderTables(t testing.TB) []fishing.Rules {
	var out []fishing.Rules
	tables := []fishing.Table{
		equi.Rules{}.Table(), equi.Rules{Players: 3, NoRankBan: true}.Table(),
		equi.Rules{Players: 4, VoluntaryTrail: true}.Table(), equi.Rules{Players: 5, RecycleByFour: true}.Table(),
		equi.Rules{Players: 6, NoProgressRounds: 3, MaxMoves: 60}.Table(),
	}
	for n := 2; n <= 4; n++ {
		tables = append(tables, scopa.Table(n), escoba.Table(n))
	}
	// A table where nobody can capture (a card is worth 1 or more, and
	// two make the target 1 only if worth less): every move is a trail.
	never := scopa.Table(3)
	never.Name, never.Relation, never.Target, never.EqualFirst = "never", fishing.SumTo, 1, false
	tables = append(tables, never)
	for _, tb := range tables {
		r, err := fishing.New(tb)
		require.NoError(t, err)
		out = append(out, r)
	}
	return out
}

// orderPositions returns every position of games random moves play under
// each of orderTables, games games a table.
func orderPositions(t testing.TB, games int) map[fishing.Rules][]fishing.State {
	out := map[fishing.Rules][]fishing.State{}
	for _, r := range orderTables(t) {
		for g := range uint64(games) {
			s, err := r.Start(cards.Deal{Dealer: int(g) % r.Seats(), Seed: g})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(g, 11))
			for {
				out[r] = append(out[r], s)
				legal := cards.Legal(r, s)
				if len(legal) == 0 {
					break
				}
				s, err = r.Apply(s, legal[rng.IntN(len(legal))])
				require.NoError(t, err)
			}
		}
	}
	return out
}

// TestOrderOfPlayAcceptsPlay reads back every position of random games of
// Equi's tables, Scopa and Escoba, through the text and the JSON: the
// checks of the order of play refuse nothing play reaches.
func TestOrderOfPlayAcceptsPlay(t *testing.T) {
	for r, all := range orderPositions(t, testlong.N(40, 1000)) {
		for _, s := range all {
			got, err := r.ParseState(s.String())
			require.NoError(t, err, "%s: %s", r.Name(), s)
			require.Equal(t, s, got)
			data, err := json.Marshal(s)
			require.NoError(t, err)
			got, err = r.DecodeState(data)
			require.NoError(t, err, "%s: %s", r.Name(), data)
			require.Equal(t, s, got)
		}
	}
}

// TestOrderOfPlayRefuses changes real positions, the first of each table
// a case fits, so that the order of play cannot give them, and checks that
// the decoders' check refuses them for what was changed. Each case must
// fit some table.
func TestOrderOfPlayRefuses(t *testing.T) {
	positions := orderPositions(t, 8)
	for _, c := range fishing.OrderCases() {
		t.Run(c.Name, func(t *testing.T) {
			fitted := 0
			for _, r := range orderTables(t) {
				for _, s := range positions[r] {
					changed := s
					if !c.Change(r, &changed) {
						continue
					}
					require.NoError(t, fishing.CheckState(r, s), "the position before the change reads")
					err := fishing.CheckState(r, changed)
					require.ErrorIs(t, err, cards.ErrInvalidState, "%s: %s", r.Name(), changed)
					assert.Contains(t, err.Error(), c.Reason, "%s: %s", r.Name(), changed)
					fitted++
					break
				}
			}
			require.NotZero(t, fitted, "no position fits the change")
		})
	}
}
