//go:build !race

package shedding

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// TestStepsAllocateNothing plays whole games of Boxes', Mau-Mau's and
// Switch's tables through Steps, in either build: no move allocates.
func TestStepsAllocateNothing(t *testing.T) {
	for _, r := range []Rules{boxesTable(), MauMau(4), Switch(3)} {
		s, err := r.Start(cards.Deal{Seed: 3})
		require.NoError(t, err)
		p := rand.NewPCG(1, 2)
		moves := 0
		allocs := testing.AllocsPerRun(10, func() {
			x := s
			moves += r.Steps(&x, p, 10_000)
		})
		assert.Greater(t, moves, 10, r.Game)
		assert.Zero(t, allocs, r.Game)
	}
}
