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

func (w walk) Seats() int      { return 1 }
func (w walk) Over(n int) bool { return n >= w.end }
func (w walk) ToMove(n int) int {
	if w.Over(n) {
		return -1
	}
	return 0
}
func (w walk) Legal(n int) []int { return walkView{n, w.end}.Legal() }
func (w walk) Apply(n, m int) (int, error) {
	if w.Over(n) || m < 1 || m > 3 {
		return n, errors.New("illegal")
	}
	return n + m, nil
}
func (w walk) Score(n int) []int                   { return []int{n} }
func (w walk) View(n, _ int) walkView              { return walkView{n, w.end} }
func (w walk) Sample(v walkView, _ *rand.Rand) int { return v.n }
func (v walkView) Seat() int                       { return 0 }
func (v walkView) Legal() []int {
	if v.n >= v.end {
		return nil
	}
	return []int{1, 2, 3}
}

func walkSearch(end, iterations int) *search[int, int, walkView] {
	w := walk{end}
	b := &ISMCTS[int, int, walkView]{
		Game: w, Observer: w, Iterations: iterations, MaxMoves: 100,
		Reward: func(n, _ int) float64 { return float64(n % 2) },
	}
	v := w.View(0, 0)
	return b.newSearch(v, v.Legal())
}

func TestSearchAddsOneNodePerIteration(t *testing.T) {
	s := walkSearch(1000, 50)
	require.NoError(t, s.run(walkView{0, 1000}))
	assert.Len(t, s.nodes, 51)
	assert.Len(t, s.edges, 50)
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
