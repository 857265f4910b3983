package scoring_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/scoring"
)

func TestTotals(t *testing.T) {
	deals := [][]int{
		{0, 45, 120, 30},
		{60, 0, 25, 0},
		{3, 10, 0, 50},
	}
	got, err := scoring.Totals(deals)
	require.NoError(t, err)
	assert.Equal(t, []int{63, 55, 145, 80}, got)
	assert.Equal(t, []int{0, 45, 120, 30}, deals[0], "the input is not changed")

	got, err = scoring.Totals([][]int{{5, -5}})
	require.NoError(t, err)
	assert.Equal(t, []int{5, -5}, got)

	got, err = scoring.Totals(nil)
	require.NoError(t, err)
	assert.Nil(t, got)

	got, err = scoring.Totals([][]int{{}, {}})
	require.NoError(t, err)
	assert.Empty(t, got)

	got, err = scoring.Totals([][]int{{1, 2}, {3, 4}, {5}})
	requireInvalid(t, err, "Totals", 2)
	assert.Nil(t, got)
	assert.Equal(t, "scoring.Totals: deal 2 has 1 scores, deal 0 has 2", err.Error())
	_, err = scoring.Totals([][]int{{1, 2}, {3, 4, 5}})
	requireInvalid(t, err, "Totals", 1)
}

func TestTotalsDoesNotAlias(t *testing.T) {
	deal := []int{1, 2}
	got, err := scoring.Totals([][]int{deal})
	require.NoError(t, err)
	got[0] = 99
	assert.Equal(t, []int{1, 2}, deal)
}

func TestTotalsLinearProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seats := rapid.IntRange(0, 6).Draw(t, "seats")
		deal := rapid.SliceOfN(rapid.IntRange(-500, 500), seats, seats)
		a := rapid.SliceOfN(deal, 1, 10).Draw(t, "a")
		b := rapid.SliceOfN(deal, 1, 10).Draw(t, "b")
		ta, err := scoring.Totals(a)
		require.NoError(t, err)
		tb, err := scoring.Totals(b)
		require.NoError(t, err)
		tab, err := scoring.Totals(append(append([][]int{}, a...), b...))
		require.NoError(t, err)
		require.Len(t, tab, seats)
		for s := range seats {
			require.Equal(t, ta[s]+tb[s], tab[s], "seat %d", s)
		}
		// Each seat's total is its own column's sum, whatever the others hold.
		for s := range seats {
			sum := 0
			for _, d := range a {
				sum += d[s]
			}
			require.Equal(t, sum, ta[s])
		}
	})
}
