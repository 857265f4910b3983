package bot_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
)

// The bot package knows no game; its tests use this module's two games as
// fixtures of real size, alongside the tricks game of game_test.go.

// boxesRules returns the standard rules with a schedule of the given deal
// sizes.
func boxesRules(t testing.TB, sizes ...int) boxes.Rules {
	t.Helper()
	sc, err := boxes.NewSchedule(sizes...)
	require.NoError(t, err)
	return boxes.Rules{Deals: sc}
}

// boxesPosition returns a position of a single-deal match of 1 to 8 cards
// reached by random moves from a seeded deal, and its rules.
func boxesPosition(t *rapid.T) (boxes.Rules, boxes.State) {
	n := rapid.IntRange(1, 8).Draw(t, "deal size")
	sc, err := boxes.NewSchedule(n)
	require.NoError(t, err)
	r := boxes.Rules{Deals: sc}
	s, err := r.Start(rapid.IntRange(0, 3).Draw(t, "dealer"), rapid.Uint64().Draw(t, "deal"))
	require.NoError(t, err)
	steps := rapid.IntRange(0, 60).Draw(t, "moves")
	for range steps {
		legal := r.Legal(s)
		if len(legal) == 0 {
			break
		}
		next, err := r.Apply(s, rapid.SampledFrom(legal).Draw(t, "move"))
		require.NoError(t, err)
		if next.Over() {
			break
		}
		s = next
	}
	return r, s
}

// equiPosition returns a position of a game of 2 to 6 players reached by
// random moves, and its rules.
func equiPosition(t *rapid.T) (equi.Rules, equi.State) {
	r := equi.Rules{Players: rapid.IntRange(2, 6).Draw(t, "players")}
	s, err := r.Start(rapid.IntRange(0, r.Seats()-1).Draw(t, "dealer"), rapid.Uint64().Draw(t, "deal"))
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "moves seed"), 0))
	rollout := equibot.Rollout(r) // among the first 64 moves: no huge lists
	for range rapid.IntRange(0, 40).Draw(t, "moves") {
		next, err := r.Apply(s, rollout(s, rng))
		require.NoError(t, err)
		if next.Over() {
			break
		}
		s = next
	}
	return r, s
}
