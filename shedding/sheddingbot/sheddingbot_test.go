package sheddingbot

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/zerotest"
	"github.com/cardrules/cardrules/shedding"
)

type (
	view   = shedding.View[shedding.Rules]
	player = bot.Player[view, shedding.Move]
)

// totals plays games of r between the players mk gives, and returns the
// sum of each seat's scores.
func totals(t *testing.T, r shedding.Rules, games int, mk func(seed uint64) []player) []int {
	t.Helper()
	results, err := bot.Simulate(context.Background(), bot.Simulation[shedding.State, shedding.Move, view]{
		Game: r,
		Start: func(i int, seed uint64) (shedding.State, error) {
			return r.Start(cards.Deal{Dealer: i % r.Players, Seed: seed})
		},
		Players: func(i int, seed uint64) ([]player, error) { return mk(seed), nil },
		Games:   games,
		Seed:    7,
	})
	require.NoError(t, err)
	total := make([]int, r.Players)
	for _, res := range results {
		for i, s := range res.Scores {
			total[i] += s
		}
	}
	return total
}

// TestGreedyBeatsRandom plays Greedy against Random in 200 two-player
// games of Mau-Mau and of Switch: Greedy's total score is higher.
func TestGreedyBeatsRandom(t *testing.T) {
	for _, r := range []shedding.Rules{shedding.MauMau(2), shedding.Switch(2)} {
		total := totals(t, r, 200, func(seed uint64) []player {
			return []player{Greedy[shedding.Rules](), bot.NewRandom[view, shedding.Move](seed)}
		})
		assert.Greater(t, total[0], total[1], "%s: greedy %d, random %d", r.Game, total[0], total[1])
	}
}

// TestISMCTSPlays plays a small ISMCTS against Random in 12 three-player
// games of Mau-Mau: it scores above Random.
func TestISMCTSPlays(t *testing.T) {
	r := shedding.MauMau(3)
	total := totals(t, r, 12, func(seed uint64) []player {
		return []player{NewISMCTS(r, 60, seed), Greedy[shedding.Rules](), bot.NewRandom[view, shedding.Move](seed)}
	})
	assert.Greater(t, total[0], total[2], "ismcts %d, random %d", total[0], total[2])
}

// TestScore checks Score's order on an exact position of Mau-Mau: the
// most expensive card staying in the suit first, a jack held back while
// another card can be played, the draw last; Greedy's choice; and Reward.
func TestScore(t *testing.T) {
	r := shedding.MauMau(2)
	named := "9D JS KD 7C 7H 8C 10D"
	var stock []string
	for c := range shedding.Deck32.All() {
		if !strings.Contains(" "+named+" ", " "+c.String()+" ") {
			stock = append(stock, c.String())
		}
	}
	s, err := r.ParseState("9D,JS,KD/7C,7H,8C 10D/- " + strings.Join(stock, ",") +
		" 0:play cw 0 0 0/5 1 0,0 - - 00000000000000010000000000000002")
	require.NoError(t, err)
	v := r.View(s, 0)
	move := func(text string) shedding.Move {
		m, err := r.ParseMove(text)
		require.NoError(t, err)
		return m
	}
	assert.Equal(t, 9+3.0, Score(v, move("9D")), "a 9 and the KD kept in diamonds")
	assert.Equal(t, 4+3.0, Score(v, move("KD")))
	assert.Equal(t, 20-60+3*2.0, Score(v, move("JS:D")), "a jack held back")
	assert.Greater(t, Score(v, move("JS:D")), Score(v, move("JS:S")), "naming the suit the hand holds")
	assert.Greater(t, Score(v, move("JS:S")), Score(v, move("draw")))
	m, err := Greedy[shedding.Rules]().Choose(v)
	require.NoError(t, err)
	assert.Equal(t, "9D", m.String())
	reward := Reward(r)
	assert.Less(t, reward(s, 0), 0.5, "seat 0 holds 33 points, seat 1 22")
	assert.Greater(t, reward(s, 1), 0.5)
	assert.InDelta(t, 1.0, reward(s, 0)+reward(s, 1), 1e-12)
}

// TestZeroValues calls every exported function with zero values.
func TestZeroValues(t *testing.T) {
	var v view
	zerotest.Run(t, ".", zerotest.Calls{
		"Reward":        func() { assert.Zero(t, Reward(shedding.Rules{})(shedding.State{}, 0)) },
		"NewISMCTS":     func() { assert.NotNil(t, NewISMCTS(shedding.Rules{}, 0, 0)) },
		"StopAtDealEnd": func() { assert.True(t, StopAtDealEnd(shedding.State{}, shedding.State{}), "no seat to move") },
		"ISMCTS.Choose": func() {
			var v view
			_, err := NewISMCTS(shedding.Rules{}, 0, 0).Choose(v)
			assert.Error(t, err, "the zero View lists no move")
			_, err = (*ISMCTS[shedding.Rules])(nil).Choose(v)
			assert.ErrorIs(t, err, bot.ErrConfig)
			_, err = new(ISMCTS[shedding.Rules]).Choose(v)
			assert.ErrorIs(t, err, bot.ErrConfig)
		},
		"ISMCTS.Analyze": func() {
			var v view
			_, err := (*ISMCTS[shedding.Rules])(nil).Analyze(v)
			assert.ErrorIs(t, err, bot.ErrConfig)
			_, err = new(ISMCTS[shedding.Rules]).Analyze(v)
			assert.ErrorIs(t, err, bot.ErrConfig)
		},
		"Greedy": func() {
			_, err := Greedy[shedding.Rules]().Choose(v)
			assert.Error(t, err)
		},
		"Prior": func() {
			assert.InDelta(t, 0.5+0.5*math.Tanh(-1), Prior(shedding.MauMau(2))(shedding.State{}, shedding.Draw()), 1e-12)
		},
		"Rollout": func() {
			assert.Equal(t, shedding.Move{}, Rollout(shedding.MauMau(2))(shedding.State{}, nil), "no legal move")
		},
		"Score": func() { assert.Equal(t, float64(scoreDraw), Score(v, shedding.Draw())) },
	})
}
