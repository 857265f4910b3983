//go:build ignore

package boxes

import (
	"math/rand/v2"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// BenchmarkTableStartPlayout deals and plays out one 8-card deal a game
// through Start and cards.Playout, game i with seed i, under Boxes' table
// ("table") and under boxes.Rules ("boxes"): the figures of
// docs/dev/shedding.md, measured as the difference of two game counts
// under cachegrind. It reports the moves per game, all the moves and the time per move.
func BenchmarkTableStartPlayout(b *testing.B) {
	one, err := NewSchedule(8)
	if err != nil {
		b.Fatal(err)
	}
	r := Rules{Deals: one}
	b.Run("table", func(b *testing.B) {
		t := r.Table()
		benchStartPlayout(b, cards.Game[shedding.State, shedding.Move](t), t.Start)
	})
	b.Run("boxes", func(b *testing.B) {
		benchStartPlayout(b, cards.Game[State, Move](r), r.Start)
	})
}

// benchStartPlayout is BenchmarkTableStartPlayout for one game g, dealt
// by start.
func benchStartPlayout[S, M any](b *testing.B, g cards.Game[S, M], start func(cards.Deal) (S, error)) {
	p := rand.NewPCG(1, 2)
	moves, i := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		s, err := start(cards.Deal{Seed: uint64(i), Dealer: i % NumSeats})
		if err != nil {
			b.Fatal(err)
		}
		_, n, err := cards.Playout(g, s, p, 0)
		if err != nil {
			b.Fatal(err)
		}
		moves += n
		i++
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
	b.ReportMetric(float64(moves), "moves")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
}
