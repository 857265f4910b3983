package equi

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// checkRandomMove checks that RandomMove returns Legal(s)[k] for the k
// that cards.UintN draws from a copy of the generator, and leaves the
// generator where that draw leaves it.
func checkRandomMove(t require.TestingT, r Rules, s State, seed1, seed2 uint64) {
	legal := cards.Legal(r, s)
	want := rand.NewPCG(seed1, seed2)
	got := rand.NewPCG(seed1, seed2)
	m, ok := r.RandomMove(&s, got)
	if len(legal) == 0 {
		require.False(t, ok)
		require.Equal(t, Move{}, m)
		require.Equal(t, want, got, "no draw when there is no move")
		return
	}
	k := cards.UintN(want, uint64(len(legal)))
	require.True(t, ok)
	require.Equal(t, legal[k], m, "move %d of %d", k, len(legal))
	require.Equal(t, want, got, "the generator advanced as cards.UintN advances it")
}

// TestRandomMoveIsLegalIndex draws small positions, larger hands against
// small tables (where moves are counted by point sums), and positions of
// seeded games under every option, with the generator at random seeds.
func TestRandomMoveIsLegalIndex(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var r Rules
		var s State
		switch rapid.IntRange(0, 2).Draw(t, "kind of position") {
		case 0:
			r, s = drawPosition(t)
		case 1:
			r, s = drawSizedPosition(t, 5, 14, 0, 4)
		default:
			r, s = drawPlayedPosition(t)
		}
		for range 4 {
			checkRandomMove(t, r, s, rapid.Uint64().Draw(t, "seed1"), rapid.Uint64().Draw(t, "seed2"))
		}
	})
}

func TestRandomMoveOverOrNil(t *testing.T) {
	r := Rules{}
	m, ok := r.RandomMove(&State{}, rand.NewPCG(1, 2))
	assert.False(t, ok)
	assert.Equal(t, Move{}, m)
	s := ordinary(t)
	m, ok = r.RandomMove(&s, nil)
	assert.False(t, ok)
	assert.Equal(t, Move{}, m)
}

// TestRandomMoveSeededGames plays whole seeded games through RandomMove,
// checking each move against a listing and an index drawn from a copy of
// the generator.
func TestRandomMoveSeededGames(t *testing.T) {
	for _, players := range []int{2, 4, 6} {
		r := Rules{Players: players}
		for seed := uint64(1); seed <= 200; seed++ {
			s, err := r.Start(cards.Deal{Dealer: int(seed) % players, Seed: seed})
			require.NoError(t, err)
			a, b := rand.NewPCG(seed, 2), rand.NewPCG(seed, 2)
			for {
				m, ok := r.RandomMove(&s, a)
				legal := cards.Legal(r, s)
				if len(legal) == 0 {
					require.False(t, ok)
					break
				}
				require.True(t, ok)
				require.Equal(t, legal[cards.UintN(b, uint64(len(legal)))], m)
				require.NoError(t, r.ApplyTo(&s, m))
			}
		}
	}
}

func TestRandomMoveAllocs(t *testing.T) {
	if referenceBuild {
		t.Skip("the reference listing allocates for more than 64 moves")
	}
	r := Rules{}
	pcg := rand.NewPCG(1, 2)
	// A tiny position; hands of 9 and of 16 cards against 4 table cards,
	// counted by point sums; a listing's count and probe.
	few := scene{Hands: []string{"6C 7C 8C 9C 10C JC QC KC AC", "6S"}, Table: "6D 7D 8D 9D"}.state(t)
	larger := scene{Hands: []string{"6C 6D 7C 7D 8C 8D 9C 9D 10C JC JD QC QD KC AC AD", "6S"}, Table: "6H 7H 9H QH"}.state(t)
	for _, s := range []State{ordinary(t), few, larger, large(t)} {
		assert.Zero(t, testing.AllocsPerRun(5, func() { _, _ = r.RandomMove(&s, pcg) }))
	}
}

// TestPlayoutUsesTheFastPaths plays seeded games with cards.Playout, which
// finds the RandomMover and InPlace fast paths of Rules: it reaches the
// position a loop of RandomMove and ApplyTo reaches, and allocates nothing
// for its moves.
func TestPlayoutUsesTheFastPaths(t *testing.T) {
	for _, players := range []int{2, 4, 6} {
		r := Rules{Players: players}
		for seed := uint64(1); seed <= 50; seed++ {
			s, err := r.Start(cards.Deal{Dealer: int(seed) % players, Seed: seed})
			require.NoError(t, err)
			want, n := s, 0
			p := rand.NewPCG(seed, 2)
			for m, ok := r.RandomMove(&want, p); ok; m, ok = r.RandomMove(&want, p) {
				require.NoError(t, r.ApplyTo(&want, m))
				n++
			}
			got, moves, err := cards.Playout(r, s, rand.NewPCG(seed, 2), 0)
			require.NoError(t, err)
			require.Equal(t, want, got)
			require.Equal(t, n, moves)
		}
	}
	s, err := Rules{}.Start(cards.Deal{Seed: 7})
	require.NoError(t, err)
	var p rand.PCG
	// A Rules value in an interface is one allocation, made once here; the
	// position cards.Playout passes to the fast paths through the interface
	// escapes, one allocation a playout whatever its length: none a move.
	var g cards.Game[State, Move] = Rules{}
	assert.LessOrEqual(t, testing.AllocsPerRun(20, func() {
		p.Seed(7, 2)
		_, _, _ = cards.Playout(g, s, &p, 0)
	}), 1.0)
}

// randomStepRules are the rules TestRandomStepMatchesRandomMove plays: the
// standard game, the option sets of TestContract, the rank ban lifted, and
// the variants of TestVariantContract.
func randomStepRules() []Rules {
	rs := []Rules{{}, {Players: 3}, {Players: 4, VoluntaryTrail: true}, {Players: 5, RecycleByFour: true},
		{Players: 6, NoProgressRounds: 2, MaxMoves: 40}, {NoRankBan: true, MaxMoves: 40},
		{Players: 3, NoRankBan: true, VoluntaryTrail: true, Scoring: ScorePoints, MaxMoves: 40}}
	return append(rs, busyRules...)
}

// TestRandomStepMatchesRandomMove plays seeded games under each of
// randomStepRules, at every position comparing RandomStep with RandomMove
// followed by ApplyTo from a copy of the position and of the generator:
// the same move, the same position after it and the same generator state,
// over at least 100,000 positions under each rules (10,000 under the race
// detector); at the end of each game both refuse, drawing nothing and
// changing nothing.
func TestRandomStepMatchesRandomMove(t *testing.T) {
	want := testlong.N(5000, 100000)
	if raceDetector {
		want = 2000
	}
	for _, r := range randomStepRules() {
		positions := 0
		for seed := uint64(1); positions < want; seed++ {
			s, err := r.Start(cards.Deal{Dealer: int(seed % uint64(r.Seats())), Seed: seed})
			require.NoError(t, err)
			var got, drawn rand.PCG
			got.Seed(seed, 7)
			drawn.Seed(seed, 7)
			for {
				before := s
				m, ok := r.RandomMove(&before, &drawn)
				step, stepOK := r.RandomStep(&s, &got)
				if ok != stepOK || got != drawn || m != step {
					t.Fatalf("%+v seed %d: RandomMove %v %v, RandomStep %v %v, generators equal %v", r, seed, m, ok, step, stepOK, got == drawn)
				}
				if !ok {
					require.Equal(t, Move{}, step)
					require.Equal(t, before, s, "a game over is not changed")
					break
				}
				require.NoError(t, r.ApplyTo(&before, m))
				if before != s {
					require.Equal(t, before, s, "%+v seed %d after %v", r, seed, m)
				}
				positions++
			}
		}
	}
}

// TestRandomStepOverOrNil checks that RandomStep refuses a nil position, a
// nil generator and a position that is not a dealt game, changing nothing.
func TestRandomStepOverOrNil(t *testing.T) {
	r := Rules{}
	p := rand.NewPCG(1, 2)
	_, ok := r.RandomStep(nil, p)
	require.False(t, ok)
	s := ordinary(t)
	before := s
	_, ok = r.RandomStep(&s, nil)
	require.False(t, ok)
	require.Equal(t, before, s)
	var zero State
	_, ok = r.RandomStep(&zero, p)
	require.False(t, ok)
	require.Equal(t, State{}, zero)
	require.Equal(t, rand.NewPCG(1, 2), p, "nothing drawn")
}

func TestRandomStepAllocs(t *testing.T) {
	if referenceBuild {
		t.Skip("the reference listing allocates for more than 64 moves")
	}
	r := Rules{}
	pcg := rand.NewPCG(1, 2)
	few := scene{Hands: []string{"6C 7C 8C 9C 10C JC QC KC AC", "6S"}, Table: "6D 7D 8D 9D"}.state(t)
	larger := scene{Hands: []string{"6C 6D 7C 7D 8C 8D 9C 9D 10C JC JD QC QD KC AC AD", "6S"}, Table: "6H 7H 9H QH"}.state(t)
	for _, start := range []State{ordinary(t), few, larger, large(t)} {
		assert.Zero(t, testing.AllocsPerRun(5, func() {
			s := start
			_, _ = r.RandomStep(&s, pcg)
		}))
	}
	g, err := r.Start(cards.Deal{Seed: 3})
	require.NoError(t, err)
	assert.Zero(t, testing.AllocsPerRun(5, func() {
		s := g
		p := rand.NewPCG(3, 2)
		for _, ok := r.RandomStep(&s, p); ok; _, ok = r.RandomStep(&s, p) {
		}
	}))
}
