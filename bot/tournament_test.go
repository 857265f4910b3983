package bot_test

import (
	"encoding/json"
	"errors"
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/scoring"
)

func TestWilsonKnownValues(t *testing.T) {
	// Values from the closed form, computed by hand to 4 places:
	// p=0.5, n=100: centre 0.5, half 1.96*sqrt(0.0025+0.000096)/1.0384.
	for _, c := range []struct {
		k, n   int
		lo, hi float64
	}{
		{50, 100, 0.4038, 0.5962},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{1, 4, 0.0456, 0.6994},
		{0, 0, 0, 1},
	} {
		lo, hi := bot.Wilson(c.k, c.n)
		assert.InDelta(t, c.lo, lo, 5e-5, "Wilson(%d, %d) low", c.k, c.n)
		assert.InDelta(t, c.hi, hi, 5e-5, "Wilson(%d, %d) high", c.k, c.n)
	}
}

func TestTournamentPartnerships(t *testing.T) {
	// Four seats in two partnerships (0+2 against 1+3), lower totals win.
	tour, err := bot.NewTournament(4, scoring.Partners4(), scoring.LowerWins)
	require.NoError(t, err)
	ms := time.Millisecond
	// Game 1: A holds 0 and 2 and wins (3+1 < 5+5).
	require.NoError(t, tour.Add(bot.Entry{
		Entrants: []string{"A", "B", "A", "B"}, Scores: []int{3, 5, 1, 5}, Moves: 10,
		Turns: []int{3, 2, 3, 2}, Think: []time.Duration{3 * ms, 4 * ms, 3 * ms, 4 * ms},
	}))
	// Game 2: B wins (2+2 < 4+4).
	require.NoError(t, tour.Add(bot.Entry{
		Entrants: []string{"A", "B", "A", "B"}, Scores: []int{4, 2, 4, 2}, Moves: 20,
	}))
	// Game 3: a tie of the two teams: both share.
	require.NoError(t, tour.Add(bot.Entry{
		Entrants: []string{"A", "B", "A", "B"}, Scores: []int{1, 1, 1, 1}, Moves: 30,
	}))
	// Game 4: mixed teams, A and B on the winning team 0+2: both share;
	// C loses.
	require.NoError(t, tour.Add(bot.Entry{
		Entrants: []string{"A", "C", "B", "C"}, Scores: []int{0, 9, 0, 9}, Moves: 40,
	}))
	sum := tour.Summary()
	assert.Equal(t, 4, sum.Games)
	require.Len(t, sum.Entrants, 3)
	a, b, c := sum.Entrants[0], sum.Entrants[1], sum.Entrants[2]
	assert.Equal(t, "A", a.Name)
	assert.Equal(t, [3]int{1, 2, 1}, [3]int{a.Wins, a.Shared, a.Losses})
	assert.Equal(t, [3]int{1, 2, 1}, [3]int{b.Wins, b.Shared, b.Losses})
	assert.Equal(t, "C", c.Name)
	assert.Equal(t, [4]int{1, 0, 0, 1}, [4]int{c.Games, c.Wins, c.Shared, c.Losses})
	assert.Equal(t, 4, a.Games)
	assert.InDelta(t, 7.0/4, a.Seats, 1e-12) // 2+2+2+1 seats in 4 games
	assert.InDelta(t, 0.25, a.WinRate, 1e-12)
	lo, hi := bot.Wilson(1, 4)
	assert.Equal(t, [2]float64{lo, hi}, a.WinInterval)
	// A's seats scored 3,1,4,4,1,1,0: mean 2.
	assert.InDelta(t, 2.0, a.Score.Mean, 1e-12)
	assert.Equal(t, 6, a.Moves)
	assert.InDelta(t, 1.0, a.MsPerMove, 1e-12) // 6 ms over 6 moves
	assert.Equal(t, 0, c.Moves)
	assert.Zero(t, c.MsPerMove)
	// Seat 1 scored 5, 2, 1, 9: mean 4.25, squared deviations summing to 38.75.
	require.Len(t, sum.SeatScores, 4)
	assert.InDelta(t, 4.25, sum.SeatScores[1].Mean, 1e-12)
	assert.InDelta(t, math.Sqrt(38.75/3), sum.SeatScores[1].StdDev, 1e-12)
	assert.Equal(t, bot.LengthSummary{Mean: 25, Min: 10, P10: 10, Median: 20, P90: 40, Max: 40}, sum.Length)

	data, err := json.Marshal(sum)
	require.NoError(t, err)
	var back bot.Summary
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, sum, back)
	assert.Contains(t, string(data), `"winInterval":[`)
}

func TestTournamentSeatsAlone(t *testing.T) {
	// nil teams: every seat alone; higher wins. A tie of seats 0 and 1
	// played by one entrant is a win, not a share.
	tour, err := bot.NewTournament(3, nil, scoring.HigherWins)
	require.NoError(t, err)
	require.NoError(t, tour.Add(bot.Entry{Entrants: []string{"X", "X", "Y"}, Scores: []int{5, 5, 1}}))
	require.NoError(t, tour.Add(bot.Entry{Entrants: []string{"X", "Y", "X"}, Scores: []int{5, 5, 1}}))
	sum := tour.Summary()
	require.Len(t, sum.Entrants, 2)
	x, y := sum.Entrants[0], sum.Entrants[1]
	assert.Equal(t, [3]int{1, 1, 0}, [3]int{x.Wins, x.Shared, x.Losses})
	assert.Equal(t, [3]int{0, 1, 1}, [3]int{y.Wins, y.Shared, y.Losses})
}

func TestTournamentRefusesBadInput(t *testing.T) {
	for _, c := range []struct {
		seats int
		teams scoring.Teams
		order scoring.Order
	}{
		{0, nil, scoring.LowerWins},
		{4, scoring.Teams{{0, 1}}, scoring.LowerWins},
		{4, nil, scoring.Order(99)},
	} {
		_, err := bot.NewTournament(c.seats, c.teams, c.order)
		assert.ErrorIs(t, err, bot.ErrConfig, "%+v", c)
	}
	tour, err := bot.NewTournament(2, nil, scoring.LowerWins)
	require.NoError(t, err)
	for _, e := range []bot.Entry{
		{Entrants: []string{"A"}, Scores: []int{1, 2}},
		{Entrants: []string{"A", "B"}, Scores: []int{1}},
		{Entrants: []string{"A", ""}, Scores: []int{1, 2}},
		{Entrants: []string{"A", "B"}, Scores: []int{1, 2}, Turns: []int{1}},
		{Entrants: []string{"A", "B"}, Scores: []int{1, 2}, Think: []time.Duration{1}},
		{Entrants: []string{"A", "B"}, Scores: []int{1, 2}, Moves: -1},
	} {
		err := tour.Add(e)
		assert.True(t, errors.Is(err, bot.ErrConfig), "%+v: %v", e, err)
	}
	assert.Equal(t, bot.Summary{}, tour.Summary(), "refused entries count nothing")
	var zero bot.Tournament
	assert.ErrorIs(t, zero.Add(bot.Entry{}), bot.ErrConfig)
	assert.Equal(t, bot.Summary{}, zero.Summary())
	var nilTour *bot.Tournament
	assert.Equal(t, bot.Summary{}, nilTour.Summary())
	assert.ErrorIs(t, nilTour.Add(bot.Entry{}), bot.ErrConfig)
}

func TestTournamentAddAllocatesNothingOnceWarm(t *testing.T) {
	tour, err := bot.NewTournament(4, scoring.Partners4(), scoring.LowerWins)
	require.NoError(t, err)
	e := bot.Entry{Entrants: []string{"A", "B", "A", "B"}, Scores: []int{1, 2, 3, 4}, Moves: 7}
	require.NoError(t, tour.Add(e))
	allocs := testing.AllocsPerRun(100, func() { _ = tour.Add(e) })
	// scoring.TeamTotals and scoring.Winners return fresh slices: two
	// allocations a game, none of the tournament's own.
	assert.LessOrEqual(t, allocs, 2.0)
}
