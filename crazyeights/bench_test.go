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
		m, ok := r.engine().RandomMove(&s, p)
		if !ok {
			return n
		}
		if r.engine().ApplyTo(&s, m) != nil {
			panic("a random move is refused")
		}
		n++
	}
}

// stepPlayout plays s out with the fast path RandomStep, which draws the
// moves playout draws and plays them without checking them again, and
// returns the moves played.
func stepPlayout(r Rules, s State, p *rand.PCG) int {
	n := 0
	for {
		if _, ok := r.engine().RandomStep(&s, p); !ok {
			return n
		}
		n++
	}
}

// BenchmarkGamePlayout plays whole random games from the first position
// of a game. The sub-benchmark "RandomMove" draws each move by RandomMove
// and applies it in place by ApplyTo: the loop of cards.Playout without its
// interface calls. "RandomStep" plays the same games through RandomStep,
// one call a move. "cards.Playout" runs cards.Playout itself, on the rules
// converted to a cards.Game once. None allocates: cards.Playout plays in a
// pooled cell. It reports the moves per game, the time per move and the
// size of a State, which every Apply copies.
func BenchmarkGamePlayout(b *testing.B) {
	for _, bc := range benchRules {
		start, err := bc.r.Start(cards.Deal{Seed: 1})
		if err != nil {
			b.Fatal(err)
		}
		for _, loop := range []struct {
			name string
			play func(Rules, State, *rand.PCG) int // a call a game, not a move
		}{{"RandomMove", playout}, {"RandomStep", stepPlayout}} {
			b.Run(bc.name+"/"+loop.name, func(b *testing.B) {
				p := rand.NewPCG(1, 2)
				moves := 0
				b.ReportAllocs()
				for b.Loop() {
					moves += loop.play(bc.r, start, p)
				}
				b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
				b.ReportMetric(float64(unsafe.Sizeof(start)), "B/state")
			})
		}
		b.Run(bc.name+"/cards.Playout", func(b *testing.B) {
			var g cards.Game[State, Move] = bc.r // converted once: a conversion a call would copy the Rules to the heap
			p := rand.NewPCG(1, 2)
			moves := 0
			b.ReportAllocs()
			for b.Loop() {
				_, n, err := cards.Playout(g, start, p, 0)
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

// BenchmarkStartPlayout deals and plays out whole games of 4 players
// through Rules.Start and cards.Playout, game i with seed i: the figure
// of docs/dev/performance.md ("Crazy Eights on the shedding engine"),
// measured as the difference of two game counts under cachegrind. It
// reports the moves per game and the time per move.
func BenchmarkStartPlayout(b *testing.B) {
	r := Rules{Players: 4}
	var g cards.Game[State, Move] = r
	p := rand.NewPCG(1, 2)
	moves, i := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		s, err := r.Start(cards.Deal{Seed: uint64(i), Dealer: i % 4})
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
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
}
