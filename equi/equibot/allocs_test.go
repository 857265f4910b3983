package equibot_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
)

// An ISMCTS iteration allocates nothing once the search has warmed up:
// 3,000 more iterations cost fewer than 0.01 allocations an iteration (the
// tree's slices growing, a pooled buffer remade after a collection).
//
// Not under the race detector, which makes sync.Pool drop a share of the
// buffers Rollout puts back, on purpose, nor in the reference build.
func TestISMCTSAllocatesNothingPerIteration(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops buffers at random under the race detector")
	}
	if referenceBuild {
		t.Skip("the reference listing allocates for positions of more than 64 moves")
	}
	r := equi.Rules{}
	s, err := r.Start(cards.Deal{Seed: 5})
	require.NoError(t, err)
	v := r.View(s, s.Turn())
	allocs := func(n int) float64 {
		p := equibot.NewISMCTS(r, n, 1)
		return testing.AllocsPerRun(2, func() {
			if _, err := p.Choose(v); err != nil {
				t.Fatal(err)
			}
		})
	}
	few, many := allocs(1000), allocs(4000)
	assert.Less(t, (many-few)/3000, 0.01, "3,000 more iterations cost %v more allocations", many-few)
}
