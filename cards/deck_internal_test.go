package cards

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBatchAcceptRejects checks the rejection of a batch on bounds whose
// product is near 2^64, where a batch without it is most biased: the bounds
// 2 and 0x5555_5555_5555_5556, whose product P is about two thirds of 2^64,
// so that a third of the draws are rejected. The two indices taken from an
// accepted draw are the digits of a number uniform in [0, P): its lower half
// and its even numbers each come up about half the time, where the number
// of an unchecked draw is even two times in three.
func TestBatchAcceptRejects(t *testing.T) {
	const n1, n2 = 2, 0x5555_5555_5555_5556
	const product = n1 * n2
	const draws = 30000
	var threshold uint64 = product
	threshold = -threshold % product // 2^64 mod product, 2^64 - product
	p := rand.NewPCG(13, 14)
	rejected, low, even := 0, 0, 0
	for range draws {
		first := p.Uint64()
		r := batchAccept(p, first, product)
		if r != first {
			rejected++
		}
		hi, lo := bits.Mul64(r, product)
		require.GreaterOrEqual(t, lo, threshold, "an accepted draw")
		j1, r1 := bits.Mul64(r, n1)
		j2, r2 := bits.Mul64(r1, n2)
		require.Less(t, j1, uint64(n1))
		require.Less(t, j2, uint64(n2))
		require.Equal(t, hi, j1*n2+j2, "the indices are the digits of the high word")
		require.Equal(t, lo, r2, "and the last low word is its low word")
		if hi < product/2 {
			low++
		}
		if hi%2 == 0 {
			even++
		}
	}
	assert.InDelta(t, 1.0/3, float64(rejected)/draws, 0.02, "draws rejected")
	assert.InDelta(t, 0.5, float64(low)/draws, 0.02, "lower half")
	assert.InDelta(t, 0.5, float64(even)/draws, 0.02, "even numbers")

	// A draw that is kept is returned as it is, drawing nothing: the low
	// word of (2^63+1)*132600 is 132600, not below 2^64 mod 132600. The low
	// word of 2^63*132600 is 0, which is: that draw is rejected.
	q := *p
	assert.Equal(t, uint64(1<<63+1), batchAccept(p, 1<<63+1, 52*51*50))
	assert.Equal(t, q, *p)
	assert.NotEqual(t, uint64(1<<63), batchAccept(p, 1<<63, 52*51*50))
	assert.NotEqual(t, q, *p)
}

// TestShuffleBatches checks the batches of ShufflePCG: each starts where the
// one above it ends, its product is that of its bounds, within 2^60, and
// one more card would take it beyond.
func TestShuffleBatches(t *testing.T) {
	require.Equal(t, shuffleBatch{}, shuffleBatches[0])
	for i := 1; i < len(shuffleBatches); i++ {
		b := shuffleBatches[i]
		require.Less(t, int(b.end), i)
		product := uint64(1)
		for k := i; k > int(b.end); k-- {
			hi, lo := bits.Mul64(product, uint64(k+1))
			require.Zero(t, hi)
			product = lo
		}
		require.Equal(t, product, b.product, "batch from card %d", i)
		require.LessOrEqual(t, product, uint64(shuffleLimit))
		if b.end > 0 {
			hi, lo := bits.Mul64(product, uint64(b.end)+1)
			assert.True(t, hi > 0 || lo > shuffleLimit, "batch from card %d could take card %d", i, b.end)
		}
	}
}
