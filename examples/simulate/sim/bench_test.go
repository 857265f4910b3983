package sim

import (
	"context"
	"io"
	"runtime"
	"strconv"
	"testing"
)

// benchSimulate plays b.N games of args with random players through the
// command's own code (views, bot.SimulateSeq, the Tournament), one worker a
// core: run it with -cpu 1,2 -benchmem for the games/s of -bench and the
// allocations it does not print. An op is one game, so allocs/op and B/op
// are per game, the Tournament's counting and Summary included.
func benchSimulate(b *testing.B, args ...string) {
	c, err := parse(append(args, "-seats", "random", "-workers", strconv.Itoa(runtime.GOMAXPROCS(0))), io.Discard, Bots{})
	if err != nil {
		b.Fatal(err)
	}
	c.games = b.N
	b.ReportAllocs()
	b.ResetTimer()
	rep, err := play(context.Background(), c, nil, false, Bots{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(rep.Length.Mean, "moves/game")
	b.ReportMetric(rep.GamesPerSecond, "games/s")
}

// BenchmarkSimulateBoxes plays whole 15-deal Boxes matches, as
// "-bench -game boxes -seats random" does.
func BenchmarkSimulateBoxes(b *testing.B) { benchSimulate(b, "-game", "boxes") }

// BenchmarkSimulateEqui4 plays 4-player Equi games, as "-bench -game equi
// -players 4 -seats random" does.
func BenchmarkSimulateEqui4(b *testing.B) { benchSimulate(b, "-game", "equi", "-players", "4") }
