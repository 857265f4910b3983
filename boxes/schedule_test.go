package boxes

import (
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
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
	assert.Equal(t, full, sizesOf(s))
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
		if got := sizesOf(s); !slices.Equal(got, sizes) {
			t.Fatalf("sizes %v come back as %v", sizes, got)
		}
		if back, err := ParseSchedule(s.String()); err != nil || back != s {
			t.Fatalf("%v reads back as %v, %v", s, back, err)
		}
	})
}

func FuzzParseSchedule(f *testing.F) {
	for _, text := range []string{"8,7,6,5,4,3,2,1,2,3,4,5,6,7,8", "8", "1 2\t3", "", "0", "13", ",,1,,", "+1", "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseSchedule(text)
		if err != nil {
			var pe *cards.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, cards.ErrSyntax) && !errors.Is(err, cards.ErrInvalidRules) {
				t.Fatalf("error %v is not a *cards.ParseError", err)
			}
			if len(pe.Input) > cards.MaxErrorInput || pe.InputLen != len(text) {
				t.Fatalf("error keeps %d bytes of %d, says %d", len(pe.Input), len(text), pe.InputLen)
			}
			if s != (Schedule{}) {
				t.Fatalf("a refused text gave the schedule %v", s)
			}
			return
		}
		if s.Len() < 1 || s.Len() > MaxDeals {
			t.Fatalf("%q gives %d deals", text, s.Len())
		}
		back, err := ParseSchedule(s.String())
		if err != nil || back != s {
			t.Fatalf("%q reads as %v, which reads back as %v, %v", text, s, back, err)
		}
	})
}

// sizesOf returns the deal sizes of s in order.
func sizesOf(s Schedule) []int {
	out := make([]int, s.Len())
	for i := range out {
		out[i] = s.Size(i)
	}
	return out
}
