package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/cardrules/cardrules/bot"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// simulateJSON runs the command with -json and decodes its report.
func simulateJSON(t *testing.T, args ...string) report {
	t.Helper()
	var out bytes.Buffer
	require.NoError(t, run(context.Background(), &out, io.Discard, append(args, "-json"), false, Bots{}))
	var rep report
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	return rep
}

// untimed returns rep without what varies from run to run or with the
// number of workers: the times and the workers.
func untimed(rep report) report {
	rep.Seconds, rep.GamesPerSecond, rep.Workers = 0, 0, 0
	rep.Entrants = append([]bot.EntrantSummary(nil), rep.Entrants...)
	for i := range rep.Entrants {
		rep.Entrants[i].MsPerMove = 0
	}
	return rep
}

func TestEquiReport(t *testing.T) {
	rep := simulateJSON(t, "-game", "equi", "-games", "60", "-seats", "greedy,random", "-seed", "4", "-workers", "1")
	assert.Equal(t, "equi", rep.Game)
	assert.Equal(t, 2, rep.Players)
	assert.Empty(t, rep.Deals)
	assert.Equal(t, []string{"greedy", "random"}, rep.Seats)
	assert.Equal(t, 1, rep.Workers)
	assert.Equal(t, 60, rep.Games)
	require.Len(t, rep.Entrants, 2)
	for _, k := range rep.Entrants {
		assert.Equal(t, 60, k.Games, k.Name)
		assert.Equal(t, 1.0, k.Seats, k.Name)
		assert.Equal(t, 60, k.Wins+k.Shared+k.Losses, k.Name)
		assert.InDelta(t, float64(k.Wins)/60, k.WinRate, 1e-12, k.Name)
		assert.Less(t, k.WinInterval[0], k.WinRate, k.Name)
		assert.Greater(t, k.WinInterval[1], k.WinRate, k.Name)
		assert.Positive(t, k.Moves, k.Name)
	}
	greedy, random := rep.Entrants[0], rep.Entrants[1]
	assert.Equal(t, "greedy", greedy.Name)
	assert.Greater(t, greedy.Wins, random.Wins, "Greedy beats Random")
	assert.Equal(t, greedy.Wins, random.Losses, "two kinds: one's wins are the other's losses")
	assert.Equal(t, greedy.Shared, random.Shared)
	assert.Equal(t, rep.Length.Mean*60, float64(greedy.Moves+random.Moves), "every move is chosen by a kind")
	assert.InDelta(t, 36, greedy.Score.Mean+random.Score.Mean, 1e-9, "the 36 cards are shared out")
	require.Len(t, rep.SeatScores, 2)
	assert.InDelta(t, 36, rep.SeatScores[0].Mean+rep.SeatScores[1].Mean, 1e-9)
	assert.Positive(t, rep.Length.Min)
	assert.LessOrEqual(t, rep.Length.Min, rep.Length.Median)
	assert.LessOrEqual(t, rep.Length.Median, rep.Length.Max)

	// The same seed gives the same games with any number of workers, and
	// another seed other games.
	again := simulateJSON(t, "-game", "equi", "-games", "60", "-seats", "greedy,random", "-seed", "4", "-workers", "3")
	assert.Equal(t, 3, again.Workers)
	assert.Equal(t, untimed(rep), untimed(again))
	other := simulateJSON(t, "-game", "equi", "-games", "60", "-seats", "greedy,random", "-seed", "5", "-workers", "1")
	assert.NotEqual(t, untimed(rep).Summary, untimed(other).Summary)
}

// TestBoxesSearchDeterministic plays ISMCTS seats, which search with seeds
// of their own: the same games on 1 and 2 workers.
func TestBoxesSearchDeterministic(t *testing.T) {
	args := []string{"-deals", "3", "-games", "8", "-seats", "ismcts,greedy", "-iterations", "20"}
	rep := simulateJSON(t, append(args, "-workers", "1")...)
	assert.Equal(t, "boxes", rep.Game)
	assert.Equal(t, 4, rep.Players)
	assert.Equal(t, "3", rep.Deals)
	assert.Equal(t, []string{"ismcts", "greedy", "ismcts", "greedy"}, rep.Seats)
	require.Len(t, rep.Entrants, 2)
	for _, k := range rep.Entrants {
		assert.Equal(t, 8, k.Games, k.Name)
		assert.Equal(t, 2.0, k.Seats, "a kind holds a partnership")
		assert.Equal(t, 0, k.Shared, "partners play the same kind")
	}
	assert.Equal(t, 8, rep.Entrants[0].Wins+rep.Entrants[1].Wins, "a partnership wins each deal (or both share a draw)")
	assert.Equal(t, untimed(rep), untimed(simulateJSON(t, append(args, "-workers", "2")...)))
}

func TestRotation(t *testing.T) {
	c, err := parse([]string{"-seats", "ismcts,greedy,random"}, nil, Bots{})
	require.NoError(t, err)
	assert.Equal(t, []string{"ismcts", "greedy", "random", "ismcts"}, c.Seats, "the kinds fill the 4 seats of Boxes")
	require.Len(t, c.kinds, 4, "the kinds come round every 4 games")
	assert.Equal(t, c.Seats, c.kinds[0])
	assert.Equal(t, []string{"greedy", "random", "ismcts", "ismcts"}, c.kinds[1])
	assert.Equal(t, []string{"random", "ismcts", "ismcts", "greedy"}, c.kinds[2])
	assert.Equal(t, []string{"ismcts", "ismcts", "greedy", "random"}, c.kinds[3])
	assert.Equal(t, []string{"ismcts", "greedy", "random", "ismcts"}, c.Seats, "the turns leave the seats alone")
	c, err = parse([]string{"-game", "equi", "-players", "3", "-seats", "greedy,random", "-rotate=false"}, nil, Bots{})
	require.NoError(t, err)
	assert.Equal(t, []string{"greedy", "random", "greedy"}, c.Seats)
	assert.Equal(t, [][]string{c.Seats}, c.kinds, "without rotation every game has game 0's kinds")

	// Without rotation a kind's scores are its seat's, with it they mix.
	fixed := simulateJSON(t, "-game", "equi", "-games", "40", "-seats", "greedy,random", "-rotate=false")
	assert.Equal(t, fixed.SeatScores[0], fixed.Entrants[0].Score, "greedy sits at seat 0")
	assert.Equal(t, fixed.SeatScores[1], fixed.Entrants[1].Score)
	rotated := simulateJSON(t, "-game", "equi", "-games", "40", "-seats", "greedy,random")
	assert.NotEqual(t, rotated.SeatScores[0], rotated.Entrants[0].Score)
}

func TestBoxesTable(t *testing.T) {
	var out bytes.Buffer
	err := run(context.Background(), &out, io.Discard, []string{"-deals", "3", "-games", "8", "-seats", "ismcts,random", "-iterations", "20"}, false, Bots{})
	require.NoError(t, err)
	text := out.String()
	assert.Contains(t, text, "boxes, 4 players, deals 3; seats ismcts,random,ismcts,random, rotated true; 8 games, seed 1, ISMCTS 20 iterations")
	assert.Contains(t, text, "win rate")
	assert.Contains(t, text, "ismcts      2")
	assert.Contains(t, text, "moves per game: mean ")
	assert.Contains(t, text, "games/s")
	assert.NotContains(t, text, "\r", "no count of the games when the output is not a terminal")
}

func TestCountOnATerminal(t *testing.T) {
	var out bytes.Buffer
	err := run(context.Background(), &out, io.Discard, []string{"-game", "equi", "-games", "50", "-seats", "random"}, true, Bots{})
	require.NoError(t, err)
	text := out.String()
	assert.Regexp(t, `^\r\033\[K1/50 games, [0-9.]+ games/s, [0-9hms.]+ left\r`, text, "the count, the rate and the time left")
	assert.Regexp(t, `\r\033\[K50/50 games, [0-9.]+ games/s, 0s left\r\033\[Kequi, 2 players`, text, "the count is erased before the report")
}

// A cancelled run writes the report of the games played so far, none
// here, and says it was interrupted.
func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out bytes.Buffer
	err := run(ctx, &out, io.Discard, []string{"-game", "equi", "-games", "50", "-json"}, false, Bots{})
	assert.ErrorIs(t, err, errInterrupted)
	var rep report
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	assert.True(t, rep.Interrupted)
	assert.Zero(t, rep.Games)
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "chess"},
		{"-games", "0"},
		{"-players", "7", "-game", "equi"},
		{"-players", "1", "-game", "equi"},
		{"-seats", "ismcts,oracle"},
		{"-seats", ""},
		{"-iterations", "0"},
		{"-workers", "-1"},
		{"-deals", "0"},
		{"-deals", "8,x"},
		{"extra"},
	} {
		var out bytes.Buffer
		assert.Error(t, run(context.Background(), &out, io.Discard, args, false, Bots{}), "%v", args)
		assert.NotContains(t, out.String(), "games", "%v: nothing played", args)
	}
	var out bytes.Buffer
	assert.ErrorIs(t, run(context.Background(), &out, io.Discard, []string{"-h"}, false, Bots{}), flag.ErrHelp)
	assert.Contains(t, out.String(), "-iterations")
}

// TestBench checks the -bench output: each round the same games on one
// worker and one core and on one worker a core, the first round in that
// order and the second in the other, then the ratios and their median. The
// speeds themselves are not checked: a test asserts no timing.
func TestBench(t *testing.T) {
	n := runtime.GOMAXPROCS(0)
	if n < 2 {
		t.Skip("-bench needs 2 cores")
	}
	var out bytes.Buffer
	require.NoError(t, run(context.Background(), &out, io.Discard, []string{"-bench", "-rounds", "2", "-game", "equi", "-games", "6", "-seats", "random"}, false, Bots{}))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 5, out.String())
	one, all := "1 core(s), 1 worker(s): 6 games in ", fmt.Sprintf("%d core(s), %d worker(s): 6 games in ", n, n)
	for i, want := range []string{"round 1: " + one, "round 1: " + all, "round 2: " + all, "round 2: " + one} {
		assert.True(t, strings.HasPrefix(lines[i], want), "line %d: %s", i, lines[i])
	}
	assert.Regexp(t, fmt.Sprintf(`^scaling on %d cores: median [0-9.]+× of 2 rounds \([0-9.]+, [0-9.]+\)$`, n), lines[4])
	assert.Equal(t, n, runtime.GOMAXPROCS(0), "GOMAXPROCS is back as it was")

	out.Reset()
	require.NoError(t, run(context.Background(), &out, io.Discard, []string{"-bench", "-json", "-rounds", "3", "-game", "equi", "-games", "6", "-seats", "greedy,random"}, false, Bots{}))
	var b benchReport
	require.NoError(t, json.Unmarshal(out.Bytes(), &b))
	require.Len(t, b.Runs, 6)
	require.Len(t, b.Scaling, 3)
	for i, w := range []int{1, n, n, 1, 1, n} {
		assert.Equal(t, w, b.Runs[i].Workers, "run %d", i)
		assert.Equal(t, 6, b.Runs[i].Games)
		assert.Equal(t, untimed(*b.Runs[0]), untimed(*b.Runs[i]), "the same games every time")
	}
	for i, x := range b.Scaling {
		one, all := b.Runs[2*i], b.Runs[2*i+1]
		if one.Workers != 1 {
			one, all = all, one
		}
		assert.InDelta(t, all.GamesPerSecond/one.GamesPerSecond, x, 1e-9, "round %d", i)
	}
	sorted := slices.Sorted(slices.Values(b.Scaling))
	assert.Equal(t, sorted[1], b.Median, "the middle of three")
	assert.Equal(t, n, runtime.GOMAXPROCS(0), "GOMAXPROCS is back as it was")

	assert.Error(t, run(context.Background(), &out, io.Discard, []string{"-bench", "-rounds", "0"}, false, Bots{}))
}
