package equibot

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// Moves and Rollout list into buffers (every move with few cards, else the
// first ones through View.AppendFirst); they must keep and draw exactly what
// the rule written out plainly gives on the view's first moves, and
// allocate nothing.
func TestFewCardsListsAsTheIterator(t *testing.T) {
	checked := 0
	for seed := range uint64(1000) {
		r := equi.Rules{Players: 2 + int(seed%5)}
		s, err := r.Start(cards.Deal{Seed: seed})
		require.NoError(t, err)
		p := rand.NewPCG(seed, 1)
		for s.Turn() >= 0 {
			{
				checked++
				want := strongest(r.View(s, s.Turn()).AppendFirst(nil, ScanMoves))
				require.Equal(t, want, Moves(r)(nil, s))
				a, b := rand.New(rand.NewPCG(seed, uint64(checked))), rand.New(rand.NewPCG(seed, uint64(checked)))
				var chosen equi.Move
				n := 0
				for _, m := range r.View(s, s.Turn()).AppendFirst(nil, RolloutMoves) {
					if pick(a, &n, &chosen, m) {
						break
					}
				}
				require.Equal(t, chosen, Rollout(r)(s, b))
			}
			m, _ := r.RandomMove(&s, p)
			require.NoError(t, r.ApplyTo(&s, m))
		}
	}
	require.Greater(t, checked, 10000)

	if underRace {
		return // sync.Pool drops buffers at random under the race detector
	}
	r := equi.Rules{}
	s, err := r.Start(cards.Deal{Seed: 5})
	require.NoError(t, err)
	require.True(t, few(s))
	moves, rollout := Moves(r), Rollout(r)
	buf := make([]equi.Move, 0, TreeMoves)
	rng := rand.New(rand.NewPCG(1, 2))
	allocs := testing.AllocsPerRun(100, func() {
		buf = moves(buf[:0], s)
		_ = rollout(s, rng)
	})
	require.Zero(t, allocs)
}

// strongest is the rule Moves documents, written out plainly for the
// test: every move listed when there are at most TreeMoves, in the order
// listed; otherwise the TreeMoves that take the most cards, then play the
// most, in that order, the first listed among equals.
func strongest(listed []equi.Move) []equi.Move {
	if len(listed) <= TreeMoves {
		return listed
	}
	w := func(m equi.Move) int { return m.Taken().Len()*64 + m.Played().Len() }
	sorted := slices.Clone(listed)
	slices.SortStableFunc(sorted, func(a, b equi.Move) int { return w(b) - w(a) })
	return sorted[:TreeMoves]
}
