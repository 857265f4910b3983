package bot

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// walk is a one-seat game with nothing hidden: the seat adds 1, 2 or 3 to a
// count, and the game is over once the count reaches end.
type walk struct{ end int }

type walkView struct{ n, end int }

func (w walk) Seats() int { return 1 }
func (w walk) ToMove(n int) int {
	if n >= w.end {
		return -1
	}
	return 0
}
func (w walk) AppendLegal(dst []int, n int) []int { return walkView{n, w.end}.AppendLegal(dst) }
func (w walk) Apply(n, m int) (int, error) {
	if w.ToMove(n) < 0 || m < 1 || m > 3 {
		return n, errors.New("illegal")
	}
	return n + m, nil
}
func (w walk) Score(n int) []int                   { return []int{n} }
func (w walk) View(n, _ int) walkView              { return walkView{n, w.end} }
func (w walk) Sample(v walkView, _ *rand.Rand) int { return v.n }
func (v walkView) Seat() int                       { return 0 }
func (v walkView) AppendLegal(dst []int) []int {
	if v.n >= v.end {
		return dst
	}
	return append(dst, 1, 2, 3)
}

func walkSearch(end, iterations int) *search[int, int, walkView] {
	w := walk{end}
	b := &ISMCTS[int, int, walkView]{
		Game: w, Iterations: iterations, MaxMoves: 100,
		Reward: func(n, _ int) float64 { return float64(n % 2) },
	}
	v := w.View(0, 0)
	return b.newSearch(v, v.AppendLegal(nil))
}

func TestSearchAddsOneNodePerIteration(t *testing.T) {
	s := walkSearch(1000, 50)
	require.NoError(t, s.run(walkView{0, 1000}))
	assert.Len(t, s.nodes, 51)
}

func TestSearchAddsNoNodeBelowTheEnd(t *testing.T) {
	// The game ends after one move: the tree is the root and its three
	// children, however many iterations run.
	s := walkSearch(1, 10)
	require.NoError(t, s.run(walkView{0, 1}))
	assert.Len(t, s.nodes, 4)
	total := 0
	for _, st := range s.stats([]int{1, 2, 3}) {
		assert.Positive(t, st.Visits)
		total += st.Visits
	}
	assert.Equal(t, 10, total)
}

// fan is a one-seat game of two moves, each a number from 1 to 40.
type fan struct{}

type fanView struct{ s fanState }

type fanState struct{ moves, sum int }

func (fan) Seats() int { return 1 }
func (fan) ToMove(s fanState) int {
	if s.moves >= 2 {
		return -1
	}
	return 0
}
func (fan) AppendLegal(dst []int, s fanState) []int { return fanView{s}.AppendLegal(dst) }
func (g fan) Apply(s fanState, m int) (fanState, error) {
	if g.ToMove(s) < 0 || m < 1 || m > 40 {
		return s, errors.New("illegal")
	}
	return fanState{s.moves + 1, s.sum + m}, nil
}
func (fan) Score(s fanState) []int                  { return []int{s.sum} }
func (fan) View(s fanState, _ int) fanView          { return fanView{s} }
func (fan) Sample(v fanView, _ *rand.Rand) fanState { return v.s }
func (fanView) Seat() int                           { return 0 }
func (v fanView) AppendLegal(dst []int) []int {
	if (fan{}).ToMove(v.s) < 0 {
		return dst
	}
	for m := 1; m <= 40; m++ {
		dst = append(dst, m)
	}
	return dst
}

func TestSearchFindsChildrenOfWideNodes(t *testing.T) {
	// 40 moves at the root and at each child: the root and some children
	// are wide, the rest are lists. Every node's children are found by
	// their move, and each move has one child at most.
	b := &ISMCTS[fanState, int, fanView]{
		Game: fan{}, Iterations: 1500,
		Reward: func(s fanState, _ int) float64 { return float64(s.sum) / 80 },
	}
	v := fanView{}
	s := b.newSearch(v, v.AppendLegal(nil))
	require.NoError(t, s.run(v))
	require.LessOrEqual(t, len(s.nodes), 1501, "one node per iteration at most")
	assert.Equal(t, int32(40), s.nodes[0].kids)
	wide, entries := 0, 0
	for p := range s.nodes {
		n := s.nodes[p]
		if n.kids > wideAt {
			wide++
			entries += int(n.kids)
		}
		seen := map[int]bool{}
		kids := int32(0)
		for c := n.first; c != 0; c = s.nodes[c].next {
			m := s.nodes[c].move
			if seen[m] || s.find(int32(p), m) != c {
				t.Fatalf("node %d: child %d for move %d is found as %d, or seen twice", p, c, m, s.find(int32(p), m))
			}
			seen[m] = true
			kids++
		}
		require.Equal(t, n.kids, kids)
		for m := 1; m <= 40; m++ {
			if !seen[m] && s.find(int32(p), m) != -1 {
				t.Fatalf("node %d: move %d has no child but is found", p, m)
			}
		}
	}
	assert.Greater(t, wide, 1, "the root and at least one child are wide")
	assert.Len(t, s.edges, entries, "one map entry per child of a wide node")
}
