package bot_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
)

// trickSimulation plays the 4-seat tricks game: ISMCTS in seats 0 and 2
// against Random in seats 1 and 3, a fresh Random per game.
func trickSimulation(games, workers int) bot.Simulation[trickState, cards.Card, trickView] {
	g := tricks{seats: 4, hand: 3, last: 2}
	return bot.Simulation[trickState, cards.Card, trickView]{
		Game:  g,
		Start: func(_ int, seed uint64) (trickState, error) { return g.deal(seed), nil },
		Players: func(_ int, seed uint64) ([]trickPlayer, error) {
			search := &bot.ISMCTS[trickState, cards.Card, trickView]{
				Game: g, Reward: teamReward, Iterations: 50, Seed: seed,
			}
			random := bot.NewRandom[trickView, cards.Card](seed)
			return []trickPlayer{search, random, search, random}, nil
		},
		Games:   games,
		Seed:    7,
		Workers: workers,
	}
}

// withoutTimes returns results with Think cleared: the one field that
// varies from run to run.
func withoutTimes(results []bot.GameResult[trickState]) []bot.GameResult[trickState] {
	out := make([]bot.GameResult[trickState], len(results))
	for i, r := range results {
		r.Think = nil
		out[i] = r
	}
	return out
}

func TestSimulateSameResultsWithAnyNumberOfWorkers(t *testing.T) {
	one, err := bot.Simulate(context.Background(), trickSimulation(40, 1))
	require.NoError(t, err)
	four, err := bot.Simulate(context.Background(), trickSimulation(40, 4))
	require.NoError(t, err)
	require.Len(t, one, 40)
	assert.Equal(t, withoutTimes(one), withoutTimes(four))

	g := tricks{seats: 4, hand: 3, last: 2}
	deals := map[trickState]bool{}
	for i, r := range one {
		assert.Equal(t, i, r.Game, "results in game order")
		assert.Equal(t, bot.GameSeed(7, i), r.Seed)
		assert.True(t, cards.Over(g, r.Final))
		assert.Equal(t, 12, r.Moves, "4 seats play 3 tricks")
		assert.Equal(t, []int{3, 3, 3, 3}, r.Turns)
		assert.Len(t, r.Think, 4)
		assert.Equal(t, g.Score(r.Final), r.Scores)
		assert.Equal(t, 4, r.Scores[0]+r.Scores[1]+r.Scores[2]+r.Scores[3], "1 + 1 + 2 points")
		deals[g.deal(r.Seed)] = true
	}
	assert.Greater(t, len(deals), 35, "games get different deals")
}

func TestSimulateReplaysAGameFromItsSeed(t *testing.T) {
	sim := trickSimulation(10, 2)
	results, err := bot.Simulate(context.Background(), sim)
	require.NoError(t, err)
	r := results[6]
	players, err := sim.Players(6, r.Seed)
	require.NoError(t, err)
	start, err := sim.Start(6, r.Seed)
	require.NoError(t, err)
	end, n, err := bot.Play(sim.Game, start, players, 0)
	require.NoError(t, err)
	assert.Equal(t, r.Final, end)
	assert.Equal(t, r.Moves, n)
}

func TestGameSeed(t *testing.T) {
	assert.Equal(t, bot.GameSeed(1, 0), bot.GameSeed(1, 0))
	assert.NotEqual(t, bot.GameSeed(1, 0), bot.GameSeed(1, 1))
	assert.NotEqual(t, bot.GameSeed(1, 0), bot.GameSeed(2, 0))
	assert.NotEqual(t, bot.GameSeed(1, 1), bot.GameSeed(2, 0), "not a sum of base and index")
}

func TestSimulateProgress(t *testing.T) {
	sim := trickSimulation(25, 3)
	var mu sync.Mutex
	var calls []int
	sim.Progress = func(done int) {
		mu.Lock()
		defer mu.Unlock()
		calls = append(calls, done)
	}
	_, err := bot.Simulate(context.Background(), sim)
	require.NoError(t, err)
	want := make([]int, 25)
	for i := range want {
		want[i] = i + 1
	}
	assert.Equal(t, want, calls)
}

func TestSimulateErrors(t *testing.T) {
	ctx := context.Background()
	boom := errors.New("boom")

	sim := trickSimulation(20, 2)
	sim.Start = func(game int, seed uint64) (trickState, error) {
		if game == 13 {
			return trickState{}, boom
		}
		return tricks{seats: 4, hand: 3, last: 2}.deal(seed), nil
	}
	results, err := bot.Simulate(ctx, sim)
	require.ErrorIs(t, err, boom)
	assert.Nil(t, results)
	assert.Contains(t, err.Error(), "game 13 (seed ")

	sim = trickSimulation(20, 2)
	sim.Players = func(int, uint64) ([]trickPlayer, error) {
		failing := bot.PlayerFunc[trickView, cards.Card](func(trickView) (cards.Card, error) { return 0, boom })
		random := bot.NewRandom[trickView, cards.Card](1)
		return []trickPlayer{random, random, failing, random}, nil
	}
	_, err = bot.Simulate(ctx, sim)
	require.ErrorIs(t, err, boom)
	var e *bot.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, 2, e.Seat, "the failing player's seat")

	sim = trickSimulation(20, 2)
	sim.MaxMoves = 5
	_, err = bot.Simulate(ctx, sim)
	assert.ErrorIs(t, err, cards.ErrMoveLimit)

	sim = trickSimulation(20, 2)
	sim.Players = func(int, uint64) ([]trickPlayer, error) { return nil, boom }
	_, err = bot.Simulate(ctx, sim)
	assert.ErrorIs(t, err, boom)

	for name, change := range map[string]func(*bot.Simulation[trickState, cards.Card, trickView]){
		"no game":          func(s *bot.Simulation[trickState, cards.Card, trickView]) { s.Game = nil },
		"no start":         func(s *bot.Simulation[trickState, cards.Card, trickView]) { s.Start = nil },
		"no players":       func(s *bot.Simulation[trickState, cards.Card, trickView]) { s.Players = nil },
		"negative games":   func(s *bot.Simulation[trickState, cards.Card, trickView]) { s.Games = -1 },
		"negative workers": func(s *bot.Simulation[trickState, cards.Card, trickView]) { s.Workers = -1 },
		"negative limit":   func(s *bot.Simulation[trickState, cards.Card, trickView]) { s.MaxMoves = -1 },
	} {
		sim := trickSimulation(3, 1)
		change(&sim)
		_, err := bot.Simulate(ctx, sim)
		assert.ErrorIs(t, err, bot.ErrConfig, name)
	}

	results, err = bot.Simulate(ctx, trickSimulation(0, 0))
	require.NoError(t, err)
	assert.Empty(t, results, "no games")
}

func TestSimulateStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	sim := trickSimulation(1000, 2)
	sim.Progress = func(done int) {
		if done == 10 {
			cancel()
		}
	}
	results, err := bot.Simulate(ctx, sim)
	require.ErrorIs(t, err, context.Canceled)
	assert.Nil(t, results)

	// A context cancelled before the start plays no game.
	played := false
	sim.Progress = func(int) { played = true }
	_, err = bot.Simulate(ctx, sim)
	require.ErrorIs(t, err, context.Canceled)
	assert.False(t, played)

	// A player blocked in a long move is not interrupted, but no move
	// follows it.
	ctx, cancel = context.WithTimeout(context.Background(), time.Hour)
	defer cancel()
	sim = trickSimulation(4, 1)
	moves := 0
	sim.Players = func(int, uint64) ([]trickPlayer, error) {
		p := bot.PlayerFunc[trickView, cards.Card](func(v trickView) (cards.Card, error) {
			moves++
			cancel()
			return v.AppendLegal(nil)[0], nil
		})
		return []trickPlayer{p, p, p, p}, nil
	}
	_, err = bot.Simulate(ctx, sim)
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, 1, moves)
}

func TestSimulateSeqYieldsWhatSimulateReturns(t *testing.T) {
	want, err := bot.Simulate(context.Background(), trickSimulation(100, 1))
	require.NoError(t, err)
	for _, workers := range []int{1, 3} {
		var got []bot.GameResult[trickState]
		var progress []int
		sim := trickSimulation(100, workers)
		sim.Progress = func(done int) { progress = append(progress, done) }
		for res, err := range bot.SimulateSeq(context.Background(), sim) {
			require.NoError(t, err)
			require.Len(t, progress, len(got)+1, "Progress is called before each result")
			got = append(got, kept(res))
		}
		assert.Equal(t, withoutTimes(want), withoutTimes(got), "%d workers", workers)
		assert.Equal(t, 100, progress[99])
	}
}

// TestSimulateSeqStopsWithTheLoop breaks out after game 5: the workers, two
// of them, have started at most 128 games (64 each) beyond the 6 handed over,
// and none after the iterator returned.
func TestSimulateSeqStopsWithTheLoop(t *testing.T) {
	sim := trickSimulation(1000, 2)
	start := sim.Start
	var started atomic.Int64
	sim.Start = func(game int, seed uint64) (trickState, error) {
		started.Add(1)
		return start(game, seed)
	}
	seen := 0
	for res, err := range bot.SimulateSeq(context.Background(), sim) {
		require.NoError(t, err)
		require.Equal(t, seen, res.Game)
		if seen++; seen == 6 {
			break
		}
	}
	n := started.Load()
	assert.LessOrEqual(t, n, int64(6+128))
	assert.GreaterOrEqual(t, n, int64(6))
	assert.Equal(t, n, started.Load(), "no game starts once the iterator has returned")
}

func TestSimulateSeqFailure(t *testing.T) {
	boom := errors.New("boom")
	sim := trickSimulation(50, 2)
	sim.Start = func(game int, seed uint64) (trickState, error) {
		if game == 13 {
			return trickState{}, boom
		}
		return tricks{seats: 4, hand: 3, last: 2}.deal(seed), nil
	}
	var games []int
	var failure error
	for res, err := range bot.SimulateSeq(context.Background(), sim) {
		require.NoError(t, failure, "nothing after the failure")
		if err != nil {
			assert.Zero(t, res)
			failure = err
			continue
		}
		games = append(games, res.Game)
	}
	require.ErrorIs(t, failure, boom)
	assert.Contains(t, failure.Error(), "game 13 (seed ")
	want := make([]int, 13)
	for i := range want {
		want[i] = i
	}
	assert.Equal(t, want, games, "every result before the failing game, in order, and none after")

	sim.Workers = -1
	for _, err := range bot.SimulateSeq(context.Background(), sim) {
		assert.ErrorIs(t, err, bot.ErrConfig)
	}
}

// TestSimulateRecycle reuses each game's players for later games through
// Recycle and Random.Reset: the results are those of new players for each
// game, every game's players are recycled once, and no more tables of
// players are made than games are played at once.
func TestSimulateRecycle(t *testing.T) {
	want, err := bot.Simulate(context.Background(), trickSimulation(60, 1))
	require.NoError(t, err)
	for _, workers := range []int{1, 3} {
		sim := trickSimulation(60, workers)
		g := tricks{seats: 4, hand: 3, last: 2}
		var (
			mu       sync.Mutex
			free     [][]trickPlayer
			made     int
			recycled int
		)
		sim.Players = func(_ int, seed uint64) ([]trickPlayer, error) {
			search := &bot.ISMCTS[trickState, cards.Card, trickView]{
				Game: g, Reward: teamReward, Iterations: 50, Seed: seed,
			}
			mu.Lock()
			defer mu.Unlock()
			if n := len(free); n > 0 {
				players := free[n-1]
				free = free[:n-1]
				random := players[1].(*bot.Random[trickView, cards.Card])
				random.Reset(seed)
				players[0], players[2] = search, search
				return players, nil
			}
			made++
			random := bot.NewRandom[trickView, cards.Card](seed)
			return []trickPlayer{search, random, search, random}, nil
		}
		sim.Recycle = func(players []trickPlayer) {
			mu.Lock()
			defer mu.Unlock()
			recycled++
			free = append(free, players)
		}
		got, err := bot.Simulate(context.Background(), sim)
		require.NoError(t, err)
		assert.Equal(t, withoutTimes(want), withoutTimes(got), "%d workers", workers)
		assert.Equal(t, 60, recycled, "%d workers", workers)
		assert.LessOrEqual(t, made, workers, "%d workers", workers)
		assert.Positive(t, made)
	}
}
