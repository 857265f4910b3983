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

func TestStandings(t *testing.T) {
	scores := []int{30, 10, 30, 50, 10}
	assert.Equal(t, []scoring.Standing{
		{Index: 1, Score: 10, Place: 1},
		{Index: 4, Score: 10, Place: 1},
		{Index: 0, Score: 30, Place: 3},
		{Index: 2, Score: 30, Place: 3},
		{Index: 3, Score: 50, Place: 5},
	}, scoring.Standings(scores, scoring.LowerWins))
	assert.Equal(t, []scoring.Standing{
		{Index: 3, Score: 50, Place: 1},
		{Index: 0, Score: 30, Place: 2},
		{Index: 2, Score: 30, Place: 2},
		{Index: 1, Score: 10, Place: 4},
		{Index: 4, Score: 10, Place: 4},
	}, scoring.Standings(scores, scoring.HigherWins))
	assert.Equal(t, []int{30, 10, 30, 50, 10}, scores, "the input is not changed")

	assert.Equal(t, []int{3, 1, 3, 5, 1}, scoring.Places(scores, scoring.LowerWins))
	assert.Equal(t, []int{2, 4, 2, 1, 4}, scoring.Places(scores, scoring.HigherWins))

	assert.Equal(t, []int{1, 4}, scoring.Winners(scores, scoring.LowerWins))
	assert.Equal(t, []int{3}, scoring.Winners(scores, scoring.HigherWins))

	// All equal: everyone shares first place.
	assert.Equal(t, []int{1, 1, 1}, scoring.Places([]int{7, 7, 7}, scoring.HigherWins))
	assert.Equal(t, []int{0, 1, 2}, scoring.Winners([]int{7, 7, 7}, scoring.LowerWins))
	// One score.
	assert.Equal(t, []scoring.Standing{{Index: 0, Score: -3, Place: 1}}, scoring.Standings([]int{-3}, scoring.LowerWins))
	assert.Equal(t, []int{0}, scoring.Winners([]int{-3}, scoring.HigherWins))
	// Two partnerships with equal totals: a draw.
	assert.Equal(t, []int{0, 1}, scoring.Winners([]int{220, 220}, scoring.LowerWins))
}

func TestStandingsEmptyAndInvalid(t *testing.T) {
	for _, o := range []scoring.Order{scoring.LowerWins, scoring.HigherWins} {
		assert.Nil(t, scoring.Standings(nil, o))
		assert.Nil(t, scoring.Standings([]int{}, o))
		assert.Nil(t, scoring.Places(nil, o))
		assert.Nil(t, scoring.Winners(nil, o))
	}
	for _, o := range []scoring.Order{-1, 2, 100} {
		assert.Nil(t, scoring.Standings([]int{1, 2}, o))
		assert.Nil(t, scoring.Places([]int{1, 2}, o))
		assert.Nil(t, scoring.Winners([]int{1, 2}, o))
	}
}

func TestStandingsProperty(t *testing.T) {
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

		st := scoring.Standings(scores, order)
		require.Len(t, st, len(scores))
		seen := make([]bool, len(scores))
		for k, s := range st {
			require.False(t, seen[s.Index], "index %d twice", s.Index)
			seen[s.Index] = true
			require.Equal(t, scores[s.Index], s.Score)
			require.Equal(t, places[s.Index], s.Place)
			require.GreaterOrEqual(t, s.Place, 1)
			require.LessOrEqual(t, s.Place, k+1)
			if k > 0 {
				prev := st[k-1]
				require.False(t, better(s.Score, prev.Score), "ranked best first")
				if s.Score == prev.Score {
					require.Less(t, prev.Index, s.Index, "ties keep index order")
				}
			}
		}
		require.Equal(t, 1, st[0].Place)

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

func BenchmarkStandings4(b *testing.B) {
	b.ReportAllocs()
	scores := []int{145, 55, 63, 80}
	for b.Loop() {
		_ = scoring.Standings(scores, scoring.LowerWins)
	}
}
