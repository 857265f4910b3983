package boxes

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// TestScheduleSizes checks that a schedule keeps every size it is given,
// two of which share a byte.
func TestScheduleSizes(t *testing.T) {
	full := make([]int, MaxDeals)
	for i := range full {
		full[i] = MaxDealSize - i%MaxDealSize
	}
	s, err := NewSchedule(full...)
	require.NoError(t, err)
	assert.Equal(t, full, s.Sizes())
	assert.Equal(t, 12, s.Size(0))
	assert.Equal(t, 1, s.Size(11))
	assert.Equal(t, 5, s.Size(MaxDeals-1))
	assert.Equal(t, 0, s.Size(MaxDeals))

	rapid.Check(t, func(t *rapid.T) {
		sizes := rapid.SliceOfN(rapid.IntRange(1, MaxDealSize), 1, MaxDeals).Draw(t, "sizes")
		s, err := NewSchedule(sizes...)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.Sizes(); !slices.Equal(got, sizes) {
			t.Fatalf("sizes %v come back as %v", sizes, got)
		}
		if back, err := ParseSchedule(s.String()); err != nil || back != s {
			t.Fatalf("%v reads back as %v, %v", s, back, err)
		}
	})
}
