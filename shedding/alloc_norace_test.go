//go:build !race

package shedding

import (
	"testing"

	"github.com/stretchr/testify/assert"
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
