package bot_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/scoring"
)

// equiRandomSimulation plays 4-player Equi games between Random players
// that are handed back through Recycle and reset for the next game, their
// results counted in tour, as examples/simulate does.
func equiRandomSimulation(games int, tour *bot.Tournament) (bot.Simulation[equi.State, equi.Move, equi.View], func(bot.GameResult[equi.State]) error) {
	r := equi.Rules{Players: 4}
	players := make([]bot.Player[equi.View, equi.Move], 4)
	for seat := range players {
		players[seat] = bot.NewRandom[equi.View, equi.Move](0)
	}
	entrants := []string{"a", "b", "c", "d"}
	sim := bot.Simulation[equi.State, equi.Move, equi.View]{
		Game: r, Games: games, Seed: 3, Workers: 1,
		Start: func(i int, seed uint64) (equi.State, error) { return r.Start(cards.Deal{Dealer: i % 4, Seed: seed}) },
		Players: func(_ int, seed uint64) ([]bot.Player[equi.View, equi.Move], error) {
			for seat, p := range players {
				p.(*bot.Random[equi.View, equi.Move]).Reset(bot.GameSeed(seed, seat))
			}
			return players, nil
		},
		Recycle: func([]bot.Player[equi.View, equi.Move]) {},
	}
	add := func(res bot.GameResult[equi.State]) error {
		return tour.Add(bot.Entry{Entrants: entrants, Scores: res.Scores, Moves: res.Moves, Turns: res.Turns, Think: res.Think})
	}
	return sim, add
}

// kept returns res with slices of its own, as a loop over SimulateSeq
// must keep a result: the yielded slices are reused after the loop body.
func kept[S any](res bot.GameResult[S]) bot.GameResult[S] {
	res.Scores, res.Turns, res.Think = slices.Clone(res.Scores), slices.Clone(res.Turns), slices.Clone(res.Think)
	return res
}

// A run of SimulateSeq over a game with AppendScore (Equi), with recycled
// players and a Tournament counting the results, allocates nothing per
// game: a run of 1,000 more games allocates no more than a run of 2,100.
// (Each result slot allocates its slices once; both runs have 64 slots.)
func TestSimulateSeqAllocatesNothingPerGame(t *testing.T) {
	if referenceBuild {
		t.Skip("the reference build's Equi listing allocates in positions of more than 64 moves")
	}
	tour, err := bot.NewTournament(4, nil, scoring.HigherWins)
	require.NoError(t, err)
	run := func(games int) float64 {
		return testing.AllocsPerRun(5, func() {
			sim, add := equiRandomSimulation(games, tour)
			for res, err := range bot.SimulateSeq(context.Background(), sim) {
				if err == nil {
					err = add(res)
				}
				require.NoError(t, err)
			}
		})
	}
	short, long := run(2100), run(3100)
	assert.Equal(t, short, long, "allocations of a run of 2,100 games and of 3,100")
	assert.Equal(t, 6*(2100+3100), tour.Summary().Games, "every game was counted") // 6 runs each (AllocsPerRun warms up once)
}

// The results SimulateSeq yields are those Simulate returns, whose slices
// are each their own: a yielded result's slices are cloned to keep them.
func TestSimulateOwnsResultSlices(t *testing.T) {
	tour, err := bot.NewTournament(4, nil, scoring.HigherWins)
	require.NoError(t, err)
	sim, _ := equiRandomSimulation(50, tour)
	simulated, err := bot.Simulate(context.Background(), sim)
	require.NoError(t, err)
	var seq []bot.GameResult[equi.State]
	for res, err := range bot.SimulateSeq(context.Background(), sim) {
		require.NoError(t, err)
		res.Think = nil
		seq = append(seq, kept(res))
	}
	require.Len(t, seq, 50)
	total := 0
	for i, res := range simulated {
		assert.Equal(t, equi.Rules{Players: 4}.Score(res.Final), res.Scores, "game %d: Scores is the final position's Score", i)
		assert.Equal(t, seq[i].Scores, res.Scores, "game %d", i)
		assert.Equal(t, seq[i].Turns, res.Turns, "game %d", i)
		for _, n := range res.Turns {
			total += n
		}
		assert.Equal(t, res.Moves, total, "game %d: the turns add up to the moves", i)
		total = 0
	}
}

// A run long enough for the workers to take several games a claim (8 on 1
// and 2 workers, 6 on 3) gives the same results on 1, 2 and 3 workers, and
// a failure in it is reported after every result before it, and nothing
// after.
func TestSimulateSeqInClaims(t *testing.T) {
	const games = 5000
	results := func(workers, failAt int) ([]bot.GameResult[equi.State], error) {
		tour, err := bot.NewTournament(4, nil, scoring.HigherWins)
		require.NoError(t, err)
		sim, _ := equiRandomSimulation(games, tour)
		sim.Workers = workers
		// New players for each game: the recycled table of
		// equiRandomSimulation serves one worker only.
		sim.Players = func(_ int, seed uint64) ([]bot.Player[equi.View, equi.Move], error) {
			players := make([]bot.Player[equi.View, equi.Move], 4)
			for seat := range players {
				players[seat] = bot.NewRandom[equi.View, equi.Move](bot.GameSeed(seed, seat))
			}
			return players, nil
		}
		start := sim.Start
		sim.Start = func(i int, seed uint64) (equi.State, error) {
			if i == failAt {
				return equi.State{}, errors.New("boom")
			}
			return start(i, seed)
		}
		var out []bot.GameResult[equi.State]
		for res, err := range bot.SimulateSeq(context.Background(), sim) {
			if err != nil {
				return out, err
			}
			res.Think = nil
			out = append(out, kept(res))
		}
		return out, nil
	}
	want, err := results(1, -1)
	require.NoError(t, err)
	require.Len(t, want, games)
	for _, workers := range []int{2, 3} {
		got, err := results(workers, -1)
		require.NoError(t, err)
		require.Equal(t, want, got, "%d workers", workers)

		got, err = results(workers, 1234)
		require.ErrorContains(t, err, "game 1234 (seed ")
		require.Equal(t, want[:1234], got, "%d workers: the results before the failure", workers)
	}
}
