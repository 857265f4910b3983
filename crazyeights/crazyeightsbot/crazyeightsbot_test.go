package crazyeightsbot

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
)

type player = bot.Player[crazyeights.View, crazyeights.Move]

// simulate plays games of r between the players mk gives, and returns the
// sum of each seat's scores.
func simulate(t *testing.T, r crazyeights.Rules, games int, mk func(seed uint64) []player) []int {
	t.Helper()
	results, err := bot.Simulate(context.Background(), bot.Simulation[crazyeights.State, crazyeights.Move, crazyeights.View]{
		Game: r,
		Start: func(i int, seed uint64) (crazyeights.State, error) {
			return r.Start(cards.Deal{Dealer: i % r.Seats(), Seed: seed})
		},
		Players: func(i int, seed uint64) ([]player, error) { return mk(seed), nil },
		Games:   games,
		Seed:    7,
	})
	require.NoError(t, err)
	require.Len(t, results, games)
	total := make([]int, r.Seats())
	for _, res := range results {
		assert.Less(t, res.Final.Turn(), 0, "every game ends")
		for i, s := range res.Scores {
			total[i] += s
		}
	}
	return total
}

// TestGreedyBeatsRandom plays Greedy against Random in 200 two-player
// games through bot.Simulate: Greedy's total score (minus its penalties)
// is higher.
func TestGreedyBeatsRandom(t *testing.T) {
	r := crazyeights.Rules{Players: 2, UseSpecialCards: true}
	total := simulate(t, r, 200, func(seed uint64) []player {
		return []player{Greedy(), bot.NewRandom[crazyeights.View, crazyeights.Move](seed)}
	})
	assert.Greater(t, total[0], total[1], "greedy %d, random %d", total[0], total[1])
}

// TestISMCTSPlays plays a small ISMCTS against Greedy and Random in three-
// player games through bot.Simulate: every game ends, and ISMCTS scores
// above Random.
func TestISMCTSPlays(t *testing.T) {
	r := crazyeights.Rules{Players: 3}
	total := simulate(t, r, 12, func(seed uint64) []player {
		return []player{NewISMCTS(r, 60, seed), Greedy(), bot.NewRandom[crazyeights.View, crazyeights.Move](seed)}
	})
	assert.Greater(t, total[0], total[2], "ismcts %d, random %d", total[0], total[2])
}

// TestScore checks Score's order on an exact position: going out first,
// then the most expensive card, an 8 held back while another card can be
// played, the draw last.
func TestScore(t *testing.T) {
	s, err := crazyeights.Rules{Players: 2}.Table().ParseState("3D,8S,KD/* 9D/- 2C,2D 0:play cw 0 0 0/7 1 0,0 - - 00000000000000010000000000000002")
	require.NoError(t, err)
	v := crazyeights.Rules{Players: 2}.View(s, 0)
	move := func(text string) crazyeights.Move {
		m, err := crazyeights.Rules{}.ParseMove(text)
		require.NoError(t, err)
		return m
	}
	assert.Greater(t, Score(v, move("KD")), Score(v, move("3D")))
	assert.Greater(t, Score(v, move("3D")), Score(v, move("8S:D")))
	assert.Greater(t, Score(v, move("8S:D")), Score(v, move("draw")))
	m, err := Greedy().Choose(v)
	require.NoError(t, err)
	assert.Equal(t, "KD", m.String())
	assert.Equal(t, 0.0, Reward(s, 7))
	assert.Greater(t, Reward(s, 0), 0.5, "seat 0 holds 63 points, seat 1 the rest")
	assert.Less(t, Reward(s, 1), 0.5)
}

// An ISMCTS iteration allocates nothing once the search has warmed up: the
// rollouts step through the game's RandomStep in a position the search
// keeps, and Sample allocates nothing.
func TestISMCTSAllocatesNothingPerIteration(t *testing.T) {
	r := crazyeights.Rules{Players: 2}
	s, err := r.Start(cards.Deal{Seed: 1, Dealer: 1})
	require.NoError(t, err)
	v := r.View(s, 0)
	allocs := func(n int) float64 {
		b := NewISMCTS(r, n, 1)
		return testing.AllocsPerRun(3, func() {
			if _, err := b.Choose(v); err != nil {
				t.Fatal(err)
			}
		})
	}
	few, many := allocs(1000), allocs(4000)
	assert.LessOrEqual(t, many-few, 8.0, "3,000 more iterations cost %v more allocations", many-few)
}
