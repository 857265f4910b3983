package boxes

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// checkDraw checks that random, drawing from a generator seeded with seed1
// and seed2, returns legal[k] for the k that cards.UintN draws from a copy
// of the generator, and leaves the generator where that draw leaves it; or,
// when legal is empty, returns the zero Move and false and draws nothing.
// It returns k, or len(legal) when legal is empty. It uses == and Fatalf,
// not testify, which costs a stack walk a call.
func checkDraw(t require.TestingT, legal []Move, random func(*rand.PCG) (Move, bool), seed1, seed2 uint64) uint64 {
	want := rand.NewPCG(seed1, seed2)
	got := rand.NewPCG(seed1, seed2)
	m, ok := random(got)
	n := uint64(len(legal))
	if n == 0 {
		if ok || m != (Move{}) || *got != *want {
			t.Errorf("no legal move, yet %v, %v, and the generator advanced: %v", m, ok, *got != *want)
			t.FailNow()
		}
		return 0
	}
	k := cards.UintN(want, n)
	if !ok || m != legal[k] {
		t.Errorf("drew %v, %v; want move %d of %d, %v, of %v", m, ok, k, n, legal[k], legal)
		t.FailNow()
	}
	if *got != *want {
		t.Errorf("the generator did not advance as cards.UintN advances it")
		t.FailNow()
	}
	return k
}

// TestPropertyRandomMove draws positions of random matches under random
// rules (every option), in every phase, and checks Rules.RandomMove against
// Rules.Legal with generators at random seeds, and a random seat's
// View.RandomMove against View.Legal, the view made by Rules.View and read
// back from its JSON.
func TestPropertyRandomMove(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, s, seat := drawPlayed(t)
		legal := cards.Legal(r, s)
		random := func(p *rand.PCG) (Move, bool) { return r.Table().RandomMove(&s, p) }
		for range 3 {
			checkDraw(t, legal, random, rapid.Uint64().Draw(t, "seed1"), rapid.Uint64().Draw(t, "seed2"))
		}
		v := r.View(s, seat)
		checkDraw(t, v.AppendLegal(nil), v.RandomMove, rapid.Uint64().Draw(t, "view seed1"), rapid.Uint64().Draw(t, "view seed2"))

		// A view read back from its JSON draws the same way.
		data, err := v.MarshalJSON()
		require.NoError(t, err)
		var back View
		require.NoError(t, back.UnmarshalJSON(data))
		checkDraw(t, v.AppendLegal(nil), back.RandomMove, rapid.Uint64().Draw(t, "JSON view seed1"), rapid.Uint64().Draw(t, "JSON view seed2"))
	})
}

// drawPlayed draws rules (drawRules), a match under them played some
// random moves in, possibly to its end, and a seat: the seat to move
// three times in four.
func drawPlayed(t *rapid.T) (Rules, State, int) {
	r := drawRules(t)
	s, err := r.Start(cards.Deal{Dealer: rapid.IntRange(0, NumSeats-1).Draw(t, "dealer"), Seed: rapid.Uint64().Draw(t, "seed")})
	require.NoError(t, err)
	p := rand.NewPCG(rapid.Uint64().Draw(t, "play seed"), 3)
	for range rapid.IntRange(0, 400).Draw(t, "moves") {
		m, ok := r.Table().RandomMove(&s, p)
		if !ok {
			break
		}
		require.NoError(t, r.Table().ApplyTo(&s, m))
	}
	seat := rapid.IntRange(0, NumSeats-1).Draw(t, "seat")
	if s.Turn() >= 0 && rapid.IntRange(0, 3).Draw(t, "the mover's view") != 0 {
		seat = s.Turn()
	}
	return r, s, seat
}

// TestRandomMoveSeededMatches plays whole seeded matches through
// RandomMove and ApplyTo, under several sets of options, checking every
// move against a listing and an index drawn from a copy of the generator,
// and the seat to move's view against its own listing.
func TestRandomMoveSeededMatches(t *testing.T) {
	all := Rules{
		WildEightsNines: true, BigSets: true, PlayDrawn: true, PairAnswersTwo: true,
		UpcardEffects: true, LastCardEffects: true, FiveSelf: true,
	}
	strict := all
	strict.StrictPairs = true
	for _, r := range []Rules{{}, all, strict, {WildEightsNines: true, PairAnswersTwo: true}, {BigSets: true, StrictPairs: true, PlayDrawn: true}} {
		for seed := uint64(1); seed <= 8; seed++ {
			s, err := r.Start(cards.Deal{Dealer: int(seed) % NumSeats, Seed: seed})
			require.NoError(t, err)
			a, b := rand.NewPCG(seed, 9), rand.NewPCG(seed, 9)
			buf := make([]Move, 0, 64)
			for moves := 0; ; moves++ {
				buf = r.AppendLegal(buf[:0], s)
				m, ok := r.Table().RandomMove(&s, a)
				if len(buf) == 0 {
					require.False(t, ok)
					require.Equal(t, *b, *a, "no draw once the match is over")
					require.True(t, s.Turn() < 0)
					break
				}
				if want := buf[cards.UintN(b, uint64(len(buf)))]; !ok || m != want || *a != *b {
					t.Fatalf("%+v, seed %d, move %d: RandomMove gives %v, %v; the listing %v", r, seed, moves, m, ok, want)
				}
				if moves%16 == 0 {
					v := r.View(s, s.Turn())
					checkDraw(t, v.AppendLegal(nil), v.RandomMove, seed, uint64(moves))
				}
				require.NoError(t, r.Table().ApplyTo(&s, m))
			}
		}
	}
}

// checkEveryIndex draws with random from generators of seeds 1, 2, ...
// until every index of legal has been drawn, checking each draw with
// checkDraw.
func checkEveryIndex(t *testing.T, legal []Move, random func(*rand.PCG) (Move, bool)) {
	t.Helper()
	seen := make([]bool, len(legal))
	left := len(legal)
	for seed := uint64(1); left > 0 && seed <= 100_000; seed++ {
		if k := checkDraw(t, legal, random, seed, 5); !seen[k] {
			seen[k] = true
			left--
		}
	}
	require.Zero(t, left, "indexes never drawn")
}

// TestRandomMoveEveryIndex draws every index of positions with many moves:
// 8s and 9s in hand, four 7s, pairs and bigger sets of them, under the
// options that change their number; answers to a 2 with sets of 2s; a drawn
// 8 or king; a forced draw or pass. The counts are written by hand. Each is
// checked through the seat's view too.
func TestRandomMoveEveryIndex(t *testing.T) {
	many := scene{hands: [4]string{"7C 7D 7H 7S 8C 8D 8H 8S 9C 9D KH AH", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"}
	answer := scene{
		hands: [4]string{"KD", "2C 2D 2H KS", "QC", "QD"}, top: "2S",
		stock: "3C 3D", turn: 1, phase: PhaseAnswer, chain: 1,
	}
	// Seat 0, holding no heart, draws the stock's top card (B11).
	drawn8 := scene{hands: [4]string{"QS", "QC", "QD", "JC"}, top: "5H", stock: "8S 2C"}
	drawnK := scene{hands: [4]string{"QS", "QC", "QD", "JC"}, top: "5H", stock: "KH 2C"}
	drawnQ := scene{hands: [4]string{"JS", "QC", "QD", "JC"}, top: "5H", stock: "QS 2C"}
	draw := scene{hands: [4]string{"QS", "QC", "QD", "JC"}, top: "5H", stock: "2C"}
	pass := scene{hands: [4]string{"QS", "QC", "QD", "JC"}, top: "5H", leftTo: 2}
	for _, tc := range []struct {
		name  string
		r     Rules
		sc    scene
		moves int
		drawn bool // the position after seat 0's draw
	}{
		// Singles 7H, KH, AH, and the four suit calls of each of the
		// four 8s and two 9s: 27. Sets from 7H and each 8 (three
		// partners) and each 9 (one partner).
		{"wild big sets", Rules{WildEightsNines: true, BigSets: true}, many, 27 + 12*2 + 4*12*5 + 2*5, false},
		{"wild big sets strict", Rules{WildEightsNines: true, BigSets: true, StrictPairs: true}, many, 27 + 12 + 4*12*4 + 2*4, false},
		{"wild pairs", Rules{WildEightsNines: true}, many, 27 + 3*2 + 4*3*5 + 2*5, false},
		{"hearts only", Rules{}, many, 3 + 4 + 3*2 + 3*5, false},
		{"big sets of 2s", Rules{PairAnswersTwo: true, BigSets: true}, answer, 3 + 3*4, false},
		{"pairs of 2s", Rules{PairAnswersTwo: true}, answer, 3 + 3*2, false},
		{"single 2s", Rules{}, answer, 3, false},
		{"drawn 8", Rules{PlayDrawn: true, WildEightsNines: true}, drawn8, 5, true},
		{"drawn king", Rules{PlayDrawn: true}, drawnK, 2, true},
		{"drawn unplayable", Rules{PlayDrawn: true}, drawnQ, 1, true},
		{"draw", Rules{}, draw, 1, false},
		{"pass", Rules{}, pass, 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, tc.r, tc.sc)
			if tc.drawn {
				s = apply(t, tc.r, s, "draw")
				require.Equal(t, PhaseDrawn, s.Phase())
			}
			legal := cards.Legal(tc.r, s)
			require.Len(t, legal, tc.moves)
			checkEveryIndex(t, legal, func(p *rand.PCG) (Move, bool) { return tc.r.Table().RandomMove(&s, p) })
			v := tc.r.View(s, s.Turn())
			require.Equal(t, legal, v.AppendLegal(nil))
			checkEveryIndex(t, legal, v.RandomMove)
		})
	}
}

// TestRandomMoveNone: RandomMove draws nothing without a position, in a
// finished match, without a generator, and from a view of a seat not to
// move, the zero View or none.
func TestRandomMoveNone(t *testing.T) {
	r := Rules{}
	p := rand.NewPCG(1, 2)
	m, ok := r.Table().RandomMove(&State{}, p)
	assert.False(t, ok)
	assert.Equal(t, Move{}, m)
	assert.Equal(t, *rand.NewPCG(1, 2), *p, "nothing drawn")

	// A finished match.
	s, err := Rules{Deals: mustSchedule(t, 1)}.Start(cards.Deal{Dealer: 0, Seed: 3})
	require.NoError(t, err)
	for s.Turn() >= 0 {
		s, err = r.Apply(s, cards.Legal(r, s)[0])
		require.NoError(t, err)
	}
	m, ok = r.Table().RandomMove(&s, p)
	assert.False(t, ok)
	assert.Equal(t, Move{}, m)
	assert.Equal(t, *rand.NewPCG(1, 2), *p, "nothing drawn")

	s, err = r.Start(cards.Deal{Dealer: 0, Seed: 3})
	require.NoError(t, err)
	m, ok = r.Table().RandomMove(&s, nil)
	assert.False(t, ok)
	assert.Equal(t, Move{}, m)

	// Views: not the seat's turn, no generator, the zero View.
	other := r.View(s, (s.Turn()+1)%NumSeats)
	m, ok = other.RandomMove(p)
	assert.False(t, ok)
	assert.Equal(t, Move{}, m)
	assert.Equal(t, *rand.NewPCG(1, 2), *p, "nothing drawn")
	mine := r.View(s, s.Turn())
	m, ok = mine.RandomMove(nil)
	assert.False(t, ok)
	assert.Equal(t, Move{}, m)
	var zero View
	m, ok = zero.RandomMove(p)
	assert.False(t, ok)
	assert.Equal(t, Move{}, m)
	m, ok = (*View)(nil).RandomMove(p)
	assert.False(t, ok)
	assert.Equal(t, Move{}, m)
	assert.Equal(t, *rand.NewPCG(1, 2), *p, "nothing drawn")
}

// mustSchedule returns the schedule of the given deal sizes.
func mustSchedule(t *testing.T, sizes ...int) Schedule {
	t.Helper()
	sc, err := NewSchedule(sizes...)
	require.NoError(t, err)
	return sc
}
