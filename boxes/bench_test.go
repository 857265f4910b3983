package boxes

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// midGame returns a position at least 20 moves into a seeded match where
// the seat to move has three legal moves or more, the first playing a card,
// and that move.
func midGame(tb testing.TB, r Rules) (State, Move) {
	tb.Helper()
	s, err := r.Start(cards.Deal{Dealer: 1, Seed: 2024})
	require.NoError(tb, err)
	for n := 0; ; n++ {
		legal := cards.Legal(r, s)
		if n >= 20 && len(legal) >= 3 && legal[0].Kind() == KindCard {
			return s, legal[0]
		}
		s, err = r.Apply(s, legal[len(legal)-1])
		require.NoError(tb, err)
	}
}

// TestAllocs: AppendLegal, Apply, ApplyTo, RandomMove and a view's
// RandomMove allocate nothing, nor do whole matches through each, under
// the standard rules and every option.
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
		if n := testing.AllocsPerRun(100, func() {
			x := s
			_ = r.engine().ApplyTo(&x, m)
		}); n != 0 {
			t.Errorf("ApplyTo allocates %v times", n)
		}
		// A whole match: every reshuffle and every new deal included.
		if n := testing.AllocsPerRun(5, func() {
			p := rand.NewPCG(1, 2)
			x, _ := r.Start(cards.Deal{Dealer: 0, Seed: 7})
			for x.Turn() >= 0 {
				buf = r.AppendLegal(buf[:0], x)
				x, _ = r.Apply(x, buf[cards.UintN(p, uint64(len(buf)))])
			}
		}); n != 0 {
			t.Errorf("a whole match allocates %v times", n)
		}
		if n := testing.AllocsPerRun(5, func() {
			p := rand.NewPCG(1, 2)
			x, _ := r.Start(cards.Deal{Dealer: 0, Seed: 7})
			for buf = r.AppendLegal(buf[:0], x); len(buf) > 0; buf = r.AppendLegal(buf[:0], x) {
				_ = r.engine().ApplyTo(&x, buf[cards.UintN(p, uint64(len(buf)))])
			}
		}); n != 0 {
			t.Errorf("a whole match through ApplyTo allocates %v times", n)
		}
		p := rand.NewPCG(1, 2)
		if n := testing.AllocsPerRun(100, func() { _, _ = r.engine().RandomMove(&s, p) }); n != 0 {
			t.Errorf("RandomMove allocates %v times", n)
		}
		v := r.View(s, s.Turn())
		if n := testing.AllocsPerRun(100, func() { _, _ = v.RandomMove(p) }); n != 0 {
			t.Errorf("View.RandomMove allocates %v times", n)
		}
		if n := testing.AllocsPerRun(5, func() {
			p := rand.NewPCG(1, 2)
			x, _ := r.Start(cards.Deal{Dealer: 0, Seed: 7})
			for m, ok := r.engine().RandomMove(&x, p); ok; m, ok = r.engine().RandomMove(&x, p) {
				_ = r.engine().ApplyTo(&x, m)
			}
		}); n != 0 {
			t.Errorf("a whole match through RandomMove allocates %v times", n)
		}
	}
}

// BenchmarkAppendLegal lists the moves of a position in the middle of a
// match into a reused buffer.
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
		_ = cards.Legal(r, s)
	}
}

// BenchmarkApply applies a card to a position in the middle of a match. It
// reports the size of a State, which every Apply copies.
func BenchmarkApply(b *testing.B) {
	r := Rules{}
	s, m := midGame(b, r)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = r.Apply(s, m)
	}
	b.ReportMetric(float64(unsafe.Sizeof(s)), "B/state")
}

// playoutSeeds is the fixed set of matches BenchmarkMatchPlayout cycles
// through: each seed deals a match and drives its random moves, so every
// run plays the same matches whatever b.N is.
var playoutSeeds = func() [64]uint64 {
	var seeds [64]uint64
	for i := range seeds {
		seeds[i] = uint64(i + 1)
	}
	return seeds
}()

// BenchmarkMatchPlayout plays whole standard matches (15 deals) of random
// legal moves, listed with AppendLegal into a reused buffer, chosen with a
// PCG generator and applied in place with ApplyTo, until no move is left:
// the fastest public way to play. It reports ns/action, the time per player
// action (every move a seat makes: plays, draws and passes), and the
// actions per match.
func BenchmarkMatchPlayout(b *testing.B) {
	r := Rules{}
	buf := make([]Move, 0, 64)
	var p rand.PCG
	actions, matches := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		seed := playoutSeeds[matches%len(playoutSeeds)]
		matches++
		p.Seed(seed, 1)
		s, err := r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		for {
			// AppendLegal lists no move once the match is over. Calling
			// s.Turn() < 0 here would cost a copy of the State: Go copies the
			// receiver of a value method even where it inlines the call.
			buf = r.AppendLegal(buf[:0], s)
			if len(buf) == 0 {
				break
			}
			if err := r.engine().ApplyTo(&s, buf[cards.UintN(&p, uint64(len(buf)))]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(actions), "ns/action")
	b.ReportMetric(float64(actions)/float64(matches), "actions/match")
}

// BenchmarkMatchPlayoutRandomMove plays the matches of
// BenchmarkMatchPlayout through RandomMove, which draws the same moves
// without listing them, and ApplyTo. The difference with
// BenchmarkMatchPlayout is the cost of the listing against that of the
// count and the one move built.
func BenchmarkMatchPlayoutRandomMove(b *testing.B) { benchmarkRandomPlayout(b, Rules{}) }

// benchmarkRandomPlayout plays the matches of BenchmarkMatchPlayout under r
// through RandomMove and ApplyTo.
func benchmarkRandomPlayout(b *testing.B, r Rules) {
	var p rand.PCG
	actions, matches := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		seed := playoutSeeds[matches%len(playoutSeeds)]
		matches++
		p.Seed(seed, 1)
		s, err := r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		for {
			m, ok := r.engine().RandomMove(&s, &p)
			if !ok {
				break
			}
			if err := r.engine().ApplyTo(&s, m); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(actions), "ns/action")
	b.ReportMetric(float64(actions)/float64(matches), "actions/match")
}

// BenchmarkMatchPlayoutApply plays the matches of BenchmarkMatchPlayout
// through the immutable Apply, s, err = r.Apply(s, m), instead of ApplyTo.
// The difference with BenchmarkMatchPlayout is the cost of Apply's copies
// of the State.
func BenchmarkMatchPlayoutApply(b *testing.B) {
	r := Rules{}
	buf := make([]Move, 0, 64)
	var p rand.PCG
	actions, matches := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		seed := playoutSeeds[matches%len(playoutSeeds)]
		matches++
		p.Seed(seed, 1)
		s, err := r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		for {
			buf = r.AppendLegal(buf[:0], s)
			if len(buf) == 0 {
				break
			}
			s, err = r.Apply(s, buf[cards.UintN(&p, uint64(len(buf)))])
			if err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(actions), "ns/action")
	b.ReportMetric(float64(actions)/float64(matches), "actions/match")
}

// positions returns n positions met in random standard matches, one every
// few moves, each with a random legal move: the mix of phases, hand sizes
// and moves a playout meets.
func positions(tb testing.TB, n int) ([]State, []Move) {
	tb.Helper()
	r := Rules{}
	p := rand.NewPCG(3, 4)
	states := make([]State, 0, n)
	moves := make([]Move, 0, n)
	for seed := uint64(1); len(states) < n; seed++ {
		s, err := r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
		require.NoError(tb, err)
		for s.Turn() >= 0 && len(states) < n {
			legal := cards.Legal(r, s)
			m := legal[cards.UintN(p, uint64(len(legal)))]
			if cards.UintN(p, 3) == 0 {
				states, moves = append(states, s), append(moves, m)
			}
			s, err = r.Apply(s, m)
			require.NoError(tb, err)
		}
	}
	return states, moves
}

// BenchmarkAppendLegalMixed lists the moves of 1024 positions of random
// matches in turn; ns/op is the mean over them.
func BenchmarkAppendLegalMixed(b *testing.B) {
	r := Rules{}
	states, _ := positions(b, 1024)
	buf := make([]Move, 0, 64)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendLegal(buf[:0], states[i%len(states)])
		i++
	}
}

// BenchmarkRandomMoveMixed draws a random legal move in each of the 1024
// positions of BenchmarkAppendLegalMixed in turn, where that benchmark
// lists them all and draws none; ns/op is the mean over them, the draw
// (a step of the generator, and Lemire's bound) included.
func BenchmarkRandomMoveMixed(b *testing.B) {
	r := Rules{}
	states, _ := positions(b, 1024)
	p := rand.NewPCG(1, 2)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := r.engine().RandomMove(&states[i%len(states)], p); !ok {
			b.Fatal("no move drawn")
		}
		i++
	}
}

// BenchmarkApplyMixed applies a random legal move to each of 1024 positions
// of random matches in turn; ns/op is the mean over them.
func BenchmarkApplyMixed(b *testing.B) {
	r := Rules{}
	states, moves := positions(b, 1024)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		k := i % len(states)
		if _, err := r.Apply(states[k], moves[k]); err != nil {
			b.Fatal(err)
		}
		i++
	}
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
		data, err := r.MarshalState(s)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := r.DecodeState(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkResume measures replaying the record of a whole standard
// match through the session.
func BenchmarkResume(b *testing.B) {
	g, err := cards.NewSession(Rules{}, cards.Deal{Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	p := rand.NewPCG(4, 5)
	for g.ToMove() >= 0 {
		legal := cards.Legal(g.Rules(), g.State())
		if err := g.Play(legal[cards.UintN(p, uint64(len(legal)))]); err != nil {
			b.Fatal(err)
		}
	}
	rec, err := cards.ParseRecord(g.Record().String())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := cards.Resume(Rules{}, rec); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(rec.Moves)), "moves")
}

// BenchmarkMatchPlayoutVariant plays the matches of
// BenchmarkMatchPlayoutRandomMove under a variant, "a Jack makes the next
// player draw two": the cost of calling a Variant's Moved after every move.
func BenchmarkMatchPlayoutVariant(b *testing.B) { benchmarkRandomPlayout(b, jackRule) }

// BenchmarkMatchPlayoutRandomStep plays the matches of
// BenchmarkMatchPlayoutRandomMove through RandomStep, which draws the same
// moves and plays each without the check ApplyTo makes.
func BenchmarkMatchPlayoutRandomStep(b *testing.B) { benchmarkStepPlayout(b, Rules{}) }

// BenchmarkMatchPlayoutStepVariant plays the matches of
// BenchmarkMatchPlayoutVariant through RandomStep.
func BenchmarkMatchPlayoutStepVariant(b *testing.B) { benchmarkStepPlayout(b, jackRule) }

// benchmarkStepPlayout plays the matches of BenchmarkMatchPlayout under r
// through RandomStep.
func benchmarkStepPlayout(b *testing.B, r Rules) {
	var p rand.PCG
	actions, matches := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		seed := playoutSeeds[matches%len(playoutSeeds)]
		matches++
		p.Seed(seed, 1)
		s, err := r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		for {
			if _, ok := r.engine().RandomStep(&s, &p); !ok {
				break
			}
			actions++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(actions), "ns/action")
	b.ReportMetric(float64(actions)/float64(matches), "actions/match")
}
