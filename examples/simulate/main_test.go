package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// simulateJSON runs the command with -json and decodes its report.
func simulateJSON(t *testing.T, args ...string) report {
	t.Helper()
	var out bytes.Buffer
	require.NoError(t, run(context.Background(), &out, append(args, "-json"), false))
	var rep report
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	return rep
}

func TestEquiReport(t *testing.T) {
	rep := simulateJSON(t, "-game", "equi", "-games", "60", "-seats", "greedy,random", "-seed", "4", "-workers", "1")
	assert.Equal(t, "equi", rep.Game)
	assert.Equal(t, 2, rep.Players)
	assert.Equal(t, []string{"greedy", "random"}, rep.Seats)
	assert.Equal(t, 60, rep.Games)
	require.Len(t, rep.Entrants, 2)
	for _, k := range rep.Entrants {
		assert.Equal(t, 1.0, k.Seats, k.Name)
		assert.Equal(t, 60, k.Wins+k.Shared+k.Losses, k.Name)
		assert.InDelta(t, float64(k.Wins)/60, k.WinRate, 1e-12, k.Name)
		assert.LessOrEqual(t, k.WinInterval[0], k.WinRate, k.Name)
		assert.GreaterOrEqual(t, k.WinInterval[1], k.WinRate, k.Name)
		assert.Positive(t, k.Moves, k.Name)
	}
	greedy, random := rep.Entrants[0], rep.Entrants[1]
	assert.Equal(t, "greedy", greedy.Name)
	assert.Equal(t, greedy.Wins, random.Losses, "two kinds: one's wins are the other's losses")
	assert.Equal(t, greedy.Shared, random.Shared)
	assert.InDelta(t, 36, greedy.Score.Mean+random.Score.Mean, 1e-9, "the 36 cards are shared out")
	require.Len(t, rep.SeatScores, 2)
	assert.InDelta(t, 36, rep.SeatScores[0].Mean+rep.SeatScores[1].Mean, 1e-9)
	assert.LessOrEqual(t, rep.Length.Min, rep.Length.Median)
	assert.LessOrEqual(t, rep.Length.Median, rep.Length.Max)
	assert.Positive(t, rep.Length.Min)

	// The same seed gives the same games with any number of workers.
	again := simulateJSON(t, "-game", "equi", "-games", "60", "-seats", "greedy,random", "-seed", "4", "-workers", "3")
	for i := range rep.Entrants {
		rep.Entrants[i].MsPerMove, again.Entrants[i].MsPerMove = 0, 0
	}
	rep.Seconds, rep.GamesPerSecond, again.Seconds, again.GamesPerSecond = 0, 0, 0, 0
	assert.Equal(t, rep, again)
}

func TestBoxesTable(t *testing.T) {
	var out bytes.Buffer
	err := run(context.Background(), &out, []string{"-deals", "3", "-games", "8", "-seats", "ismcts,random", "-iterations", "20"}, false)
	require.NoError(t, err)
	text := out.String()
	assert.Contains(t, text, "boxes, 4 players, deals 3; seats ismcts,random,ismcts,random (rotated); 8 games, seed 1, ISMCTS 20 iterations")
	assert.Contains(t, text, "win rate")
	assert.Contains(t, text, "ismcts      2")
	assert.Contains(t, text, "moves per game: mean ")
	assert.Contains(t, text, "games/s")
	assert.NotContains(t, text, "\r", "no progress bar when the output is not a terminal")
}

func TestProgressBarOnATerminal(t *testing.T) {
	var out bytes.Buffer
	err := run(context.Background(), &out, []string{"-game", "equi", "-games", "50", "-seats", "random"}, true)
	require.NoError(t, err)
	text := out.String()
	assert.Contains(t, text, "\r["+strings.Repeat("#", barWidth)+"] 50/50 games")
	assert.Contains(t, text, "\r\033[K", "the bar is erased before the report")
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out bytes.Buffer
	err := run(ctx, &out, []string{"-game", "equi", "-games", "50"}, false)
	assert.ErrorIs(t, err, context.Canceled)
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "chess"},
		{"-games", "0"},
		{"-players", "7", "-game", "equi"},
		{"-seats", "ismcts,oracle"},
		{"-iterations", "0"},
		{"-workers", "-1"},
		{"-deals", "0"},
		{"extra"},
	} {
		var out bytes.Buffer
		assert.Error(t, run(context.Background(), &out, args, false), "%v", args)
	}
	var out bytes.Buffer
	assert.ErrorIs(t, run(context.Background(), &out, []string{"-h"}, false), flag.ErrHelp)
}

// TestBench checks the form of the -bench output: the same games on one
// worker and on one worker a core, then the ratio. The speeds themselves are
// not checked: a test asserts no timing.
func TestBench(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run(context.Background(), &out, []string{"-bench", "-game", "equi", "-games", "6", "-seats", "random"}, false))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 3, out.String())
	assert.True(t, strings.HasPrefix(lines[0], "1 core(s), 1 worker(s): 6 games in "), lines[0])
	n := runtime.GOMAXPROCS(0)
	assert.True(t, strings.HasPrefix(lines[1], fmt.Sprintf("%d core(s), %d worker(s): 6 games in ", n, n)), lines[1])
	assert.Equal(t, n, runtime.GOMAXPROCS(0), "GOMAXPROCS is back as it was")
	assert.True(t, strings.HasPrefix(lines[2], "scaling: "), lines[2])

	out.Reset()
	require.NoError(t, run(context.Background(), &out, []string{"-bench", "-json", "-game", "equi", "-games", "6", "-seats", "random"}, false))
	var runs []speed
	require.NoError(t, json.Unmarshal(out.Bytes(), &runs))
	require.Len(t, runs, 2)
	assert.Equal(t, 1, runs[0].Workers)
	assert.Equal(t, 1, runs[0].Cores)
	assert.Equal(t, runtime.GOMAXPROCS(0), runs[1].Workers)
	assert.Equal(t, runtime.GOMAXPROCS(0), runs[1].Cores)
	assert.Equal(t, 6, runs[0].Games)
	assert.Equal(t, 6, runs[1].Games)
	for _, r := range runs {
		// A game allocates at least its result: the runtime's counts are read.
		assert.Positive(t, r.AllocsPerGame, "allocations per game")
		assert.Positive(t, r.BytesPerGame, "bytes per game")
		assert.GreaterOrEqual(t, r.BytesPerGame, r.AllocsPerGame, "an allocation is a byte or more")
		assert.True(t, r.GCShare >= 0 && r.GCShare <= 1, "GC share %v", r.GCShare)
		assert.GreaterOrEqual(t, r.MutexWait, 0.0)
	}
	assert.Contains(t, lines[0], " allocs, ", "the text form gives the allocations")
	assert.Contains(t, lines[0], "% of the CPU; lock wait ", "and the collector's share and the lock waits")
}
