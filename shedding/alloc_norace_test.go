//go:build !race

package shedding

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAppendLegalAllocatesNothing lists the moves of a position with sets
// into a buffer on the stack: the buffer must not move to the heap
// (walkSets keeps it from escaping).
func TestAppendLegalAllocatesNothing(t *testing.T) {
	r := boxesLike()
	s := mustParse(t, r, "5H,5C,KH,KD/JC/QS/JD 3H/* 9C,8C,7C 0:play cw 0 60 0/2,1 3 0,0,0,0 - 3:3H/0,0,0,0 00000000000000010000000000000002 plays:60")
	n := 0
	allocs := testing.AllocsPerRun(100, func() {
		var buf [64]Move
		n = len(r.AppendLegal(buf[:0], s))
	})
	assert.Greater(t, n, 4, "the sets are listed")
	assert.Zero(t, allocs)
}

// TestSampleAllocatesNothing samples and redeals a view where a seat
// showed a void, dealt seat by seat: nothing moves to the heap.
func TestSampleAllocatesNothing(t *testing.T) {
	r := boxesTable()
	s := play(t, r, boxesPos(t, "3C,4C,5C,KS,KD,QC", "JC,JD", "AC,AD", "QH", "-"), "pass")
	require.Equal(t, 6, s.Barred(0, VoidHearts))
	v := r.View(s, 1)
	rng := rand.New(rand.NewPCG(1, 2))
	allocs := testing.AllocsPerRun(100, func() {
		_ = r.Sample(v, rng)
		_ = r.Redeal(s, 1, rng)
	})
	assert.Zero(t, allocs)
}
