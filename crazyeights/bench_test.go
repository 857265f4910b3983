package crazyeights

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/cardrules/cardrules/cards"
)

// benchRules are the rules of the benchmarks: OpenSpiel's defaults, and
// two players with special cards and reshuffle, whose games are longer.
var benchRules = []struct {
	name string
	r    Rules
}{
	{"default", Rules{}},
	{"players=2,special,reshuffle", Rules{Players: 2, UseSpecialCards: true, Reshuffle: true}},
}

// playout plays s out with the fast paths RandomMove and ApplyTo, as
// cards.Playout does, and returns the moves played.
func playout(r Rules, s State, p *rand.PCG) int {
	n := 0
	for {
		m, ok := r.RandomMove(&s, p)
		if !ok {
			return n
		}
		if r.ApplyTo(&s, m) != nil {
			panic("a random move is refused")
		}
		n++
	}
}

// BenchmarkGamePlayout plays whole random games from the first position
// of a game, each move drawn by RandomMove and applied in place by
// ApplyTo: the loop of cards.Playout without its interface calls, which
// allocates nothing. The sub-benchmark "cards.Playout" runs cards.Playout
// itself, which allocates twice a game, not a move: the position it
// passes to the fast paths through an interface escapes to the heap. It
// reports the moves per game, the time per move and the size of a State,
// which every Apply copies.
func BenchmarkGamePlayout(b *testing.B) {
	for _, bc := range benchRules {
		start, err := bc.r.Start(cards.Deal{Seed: 1})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(bc.name, func(b *testing.B) {
			p := rand.NewPCG(1, 2)
			moves := 0
			b.ReportAllocs()
			for b.Loop() {
				moves += playout(bc.r, start, p)
			}
			b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
			b.ReportMetric(float64(unsafe.Sizeof(start)), "B/state")
		})
		b.Run(bc.name+"/cards.Playout", func(b *testing.B) {
			p := rand.NewPCG(1, 2)
			moves := 0
			b.ReportAllocs()
			for b.Loop() {
				_, n, err := cards.Playout(bc.r, start, p, 0)
				if err != nil {
					b.Fatal(err)
				}
				moves += n
			}
			b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
		})
	}
}
