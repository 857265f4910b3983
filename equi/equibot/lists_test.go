package equibot

import (
	"math/rand/v2"
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
				var want []equi.Move
				for _, m := range r.View(s, s.Turn()).AppendFirst(nil, ScanMoves) {
					want = keepOne(want, m)
				}
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

// keepOne is the rule Moves documents, one move at a time, written out
// plainly for the test: it adds m to the kept moves while there are fewer
// than TreeMoves, else replaces the last of the weakest when m is stronger,
// the others moving up.
func keepOne(kept []equi.Move, m equi.Move) []equi.Move {
	if len(kept) < TreeMoves {
		return append(kept, m)
	}
	w := -1
	for i, k := range kept {
		if w < 0 || weight(k) <= weight(kept[w]) {
			w = i
		}
	}
	if weight(m) > weight(kept[w]) {
		kept = append(kept[:w], kept[w+1:]...)
		kept = append(kept, m)
	}
	return kept
}
