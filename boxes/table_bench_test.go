package boxes

import (
	"math/rand/v2"
	"testing"

	"github.com/cardrules/cardrules/cards"
)

// BenchmarkStartPlayout deals and plays out one 8-card deal a game through
// Rules.Start and cards.Playout, game i with seed i and dealer i mod 4:
// the figures of docs/dev/shedding.md, measured as the difference of two
// game counts under cachegrind. It reports the moves per game, all the
// moves played and the time per move.
func BenchmarkStartPlayout(b *testing.B) {
	one, err := NewSchedule(8)
	if err != nil {
		b.Fatal(err)
	}
	r := Rules{Deals: one}
	g := cards.Game[State, Move](r) // converted once: a Rules boxed a call would allocate
	p := rand.NewPCG(1, 2)
	moves, i := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		s, err := r.Start(cards.Deal{Seed: uint64(i), Dealer: i % NumSeats})
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
