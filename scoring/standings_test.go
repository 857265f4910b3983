package scoring_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/scoring"
)

func TestOrder(t *testing.T) {
	assert.Equal(t, scoring.Order(0), scoring.LowerWins, "the zero order is lower wins")
	assert.Equal(t, "lower wins", scoring.LowerWins.String())
	assert.Equal(t, "higher wins", scoring.HigherWins.String())
	assert.Equal(t, "Order(7)", scoring.Order(7).String())
	assert.True(t, scoring.LowerWins.Valid())
	assert.True(t, scoring.HigherWins.Valid())
	assert.False(t, scoring.Order(-1).Valid())
	assert.False(t, scoring.Order(2).Valid())

	assert.True(t, scoring.LowerWins.Better(1, 2))
	assert.False(t, scoring.LowerWins.Better(2, 1))
	assert.False(t, scoring.LowerWins.Better(2, 2))
	assert.True(t, scoring.HigherWins.Better(2, 1))
	assert.False(t, scoring.HigherWins.Better(1, 2))
	assert.False(t, scoring.HigherWins.Better(2, 2))
	assert.False(t, scoring.Order(2).Better(1, 2))
	assert.False(t, scoring.Order(2).Better(2, 1))
}

func TestPlaces(t *testing.T) {
	scores := []int{30, 10, 30, 50, 10}
	assert.Equal(t, []int{30, 10, 30, 50, 10}, scores, "the input is not changed")

	assert.Equal(t, []int{3, 1, 3, 5, 1}, scoring.Places(scores, scoring.LowerWins))
	assert.Equal(t, []int{2, 4, 2, 1, 4}, scoring.Places(scores, scoring.HigherWins))

	assert.Equal(t, []int{1, 4}, scoring.Winners(scores, scoring.LowerWins))
	assert.Equal(t, []int{3}, scoring.Winners(scores, scoring.HigherWins))

	// All equal: everyone shares first place.
	assert.Equal(t, []int{1, 1, 1}, scoring.Places([]int{7, 7, 7}, scoring.HigherWins))
	assert.Equal(t, []int{0, 1, 2}, scoring.Winners([]int{7, 7, 7}, scoring.LowerWins))
	// One score.
	assert.Equal(t, []int{1}, scoring.Places([]int{-3}, scoring.LowerWins))
	assert.Equal(t, []int{0}, scoring.Winners([]int{-3}, scoring.HigherWins))
	// Two partnerships with equal totals: a draw.
	assert.Equal(t, []int{0, 1}, scoring.Winners([]int{220, 220}, scoring.LowerWins))
}

func TestPlacesEmptyAndInvalid(t *testing.T) {
	for _, o := range []scoring.Order{scoring.LowerWins, scoring.HigherWins} {
		assert.Nil(t, scoring.Places([]int{}, o))
		assert.Nil(t, scoring.Places(nil, o))
		assert.Nil(t, scoring.Winners(nil, o))
	}
	for _, o := range []scoring.Order{-1, 2, 100} {
		assert.Nil(t, scoring.Places([]int{1, 2}, o))
		assert.Nil(t, scoring.Winners([]int{1, 2}, o))
	}
}

func TestPlacesProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		scores := rapid.SliceOfN(rapid.IntRange(-20, 20), 1, 10).Draw(t, "scores")
		order := rapid.SampledFrom([]scoring.Order{scoring.LowerWins, scoring.HigherWins}).Draw(t, "order")
		better := func(a, b int) bool { // written here, not taken from Order
			if order == scoring.LowerWins {
				return a < b
			}
			return a > b
		}

		places := scoring.Places(scores, order)
		require.Len(t, places, len(scores))
		for i, v := range scores {
			above := 0
			for _, w := range scores {
				if better(w, v) {
					above++
				}
			}
			require.Equal(t, 1+above, places[i], "place of index %d", i)
		}

		var firsts []int
		for i, p := range places {
			if p == 1 {
				firsts = append(firsts, i)
			}
		}
		winners := scoring.Winners(scores, order)
		require.Equal(t, firsts, winners)
		best := slices.Min(scores)
		if order == scoring.HigherWins {
			best = slices.Max(scores)
		}
		for _, w := range winners {
			require.Equal(t, best, scores[w])
		}

		// Higher wins is lower wins on the negated scores.
		neg := make([]int, len(scores))
		for i, v := range scores {
			neg[i] = -v
		}
		other := scoring.LowerWins
		if order == scoring.LowerWins {
			other = scoring.HigherWins
		}
		require.Equal(t, places, scoring.Places(neg, other))
	})
}

func BenchmarkPlaces4(b *testing.B) {
	b.ReportAllocs()
	scores := []int{145, 55, 63, 80}
	for b.Loop() {
		_ = scoring.Places(scores, scoring.LowerWins)
	}
}

// AppendWinners appends what Winners returns to the caller's slice and
// allocates nothing with room in it.
func TestAppendWinners(t *testing.T) {
	buf := []int{7}
	assert.Equal(t, []int{7, 1, 4}, scoring.AppendWinners(buf, []int{5, 2, 9, 9, 2}, scoring.LowerWins))
	assert.Equal(t, []int{7}, scoring.AppendWinners(buf, nil, scoring.LowerWins))
	assert.Equal(t, []int{7}, scoring.AppendWinners(buf, []int{1, 2}, scoring.Order(5)))

	scores, w := []int{3, 8, 8, 1}, make([]int, 0, 4)
	allocs := testing.AllocsPerRun(100, func() {
		w = scoring.AppendWinners(w[:0], scores, scoring.HigherWins)
	})
	assert.Zero(t, allocs)
	assert.Equal(t, []int{1, 2}, w)
}
