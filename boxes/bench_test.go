package boxes

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// midGame returns a position at least 20 moves into a seeded match where
// the seat to move has three legal moves or more, the first playing a card,
// and that move.
func midGame(tb testing.TB, r Rules) (State, Move) {
	tb.Helper()
	s, err := r.Start(1, 2024)
	require.NoError(tb, err)
	for n := 0; ; n++ {
		legal := r.Legal(s)
		if n >= 20 && len(legal) >= 3 && legal[0].Kind() == KindCard {
			return s, legal[0]
		}
		s, err = r.Apply(s, legal[len(legal)-1])
		require.NoError(tb, err)
	}
}

func TestAllocs(t *testing.T) {
	for _, r := range []Rules{{}, {WildEightsNines: true, BigSets: true, PlayDrawn: true, PairAnswersTwo: true, UpcardEffects: true, LastCardEffects: true, FiveSelf: true}} {
		s, m := midGame(t, r)
		buf := make([]Move, 0, 1024)
		if n := testing.AllocsPerRun(100, func() { buf = r.AppendLegal(buf[:0], s) }); n != 0 {
			t.Errorf("AppendLegal allocates %v times", n)
		}
		if n := testing.AllocsPerRun(100, func() { _, _ = r.Apply(s, m) }); n != 0 {
			t.Errorf("Apply allocates %v times", n)
		}
		// A whole match: every reshuffle and every new deal included.
		if n := testing.AllocsPerRun(5, func() {
			p := rand.NewPCG(1, 2)
			x, _ := r.Start(0, 7)
			for !x.Over() {
				buf = r.AppendLegal(buf[:0], x)
				x, _ = r.Apply(x, buf[cards.UintN(p, uint64(len(buf)))])
			}
		}); n != 0 {
			t.Errorf("a whole match allocates %v times", n)
		}
	}
}

func BenchmarkAppendLegal(b *testing.B) {
	r := Rules{}
	s, _ := midGame(b, r)
	buf := make([]Move, 0, 1024)
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendLegal(buf[:0], s)
	}
}

// BenchmarkLegal measures Legal, which allocates the slice it returns.
func BenchmarkLegal(b *testing.B) {
	r := Rules{}
	s, _ := midGame(b, r)
	b.ReportAllocs()
	for b.Loop() {
		_ = r.Legal(s)
	}
}

func BenchmarkApply(b *testing.B) {
	r := Rules{}
	s, m := midGame(b, r)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = r.Apply(s, m)
	}
}

// BenchmarkPlayout plays whole matches of random legal moves and reports
// matches per second and moves per match.
func BenchmarkPlayout(b *testing.B) {
	r := Rules{}
	buf := make([]Move, 0, 1024)
	p := rand.NewPCG(1, 2)
	moves := 0
	seed := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		s, _ := r.Start(int(seed%NumSeats), seed)
		for !s.Over() {
			buf = r.AppendLegal(buf[:0], s)
			s, _ = r.Apply(s, buf[cards.UintN(p, uint64(len(buf)))])
			moves++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "matches/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/match")
}

// BenchmarkView measures a seat's view of a position in the middle of a
// match, its legal moves included.
func BenchmarkView(b *testing.B) {
	r := Rules{}
	s, _ := midGame(b, r)
	b.ReportAllocs()
	for b.Loop() {
		_ = r.View(s, s.Turn())
	}
}

// BenchmarkSample measures dealing the unseen cards of a view anew, as a
// search bot does once per iteration.
func BenchmarkSample(b *testing.B) {
	r := Rules{}
	s, _ := midGame(b, r)
	v := r.View(s, (s.Turn()+1)%NumSeats)
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		_ = r.Sample(v, rng)
	}
}

// BenchmarkStateJSON measures writing a position as JSON and reading it
// back, with its checks.
func BenchmarkStateJSON(b *testing.B) {
	r := Rules{}
	s, _ := midGame(b, r)
	b.ReportAllocs()
	for b.Loop() {
		data, err := s.MarshalJSON()
		if err != nil {
			b.Fatal(err)
		}
		var back State
		if err := back.UnmarshalJSON(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseRecord measures reading the text record of a whole
// standard match, which replays it.
func BenchmarkParseRecord(b *testing.B) {
	g, err := NewGame(Rules{}, 0, 3)
	if err != nil {
		b.Fatal(err)
	}
	p := rand.NewPCG(4, 5)
	for !g.Over() {
		legal := g.Legal()
		if err := g.Play(legal[cards.UintN(p, uint64(len(legal)))]); err != nil {
			b.Fatal(err)
		}
	}
	text := g.String()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseRecord(text); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(g.Record().Moves)), "moves")
}
