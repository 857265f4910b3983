package scoring_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

func mustSet(t testing.TB, text string) cards.Set {
	t.Helper()
	s, err := cards.ParseSet(text)
	require.NoError(t, err)
	return s
}

func TestTableInvalid(t *testing.T) {
	tb := scoring.Table{cards.Ace: 11, cards.Ten: 10}
	assert.Equal(t, 11, tb.Points(cards.Ace))
	assert.Equal(t, 0, tb.Points(cards.Rank(0)))
	assert.Equal(t, 0, tb.Points(cards.Rank(1)))
	assert.Equal(t, 0, tb.Points(cards.Rank(200)))
	assert.Equal(t, 10, tb.Card(cards.New(cards.Ten, cards.Clubs)))
	assert.Equal(t, 0, tb.Card(cards.NoCard))
	assert.Equal(t, 0, tb.Card(cards.Card(52)))
	assert.Equal(t, 21, tb.Sum(mustSet(t, "AS 10D")|1<<60), "bits that are not cards count 0")

	// A Table is a value: changing a copy leaves the original alone.
	cp := tb
	cp[cards.Ace] = 1
	assert.Equal(t, 11, tb.Points(cards.Ace))
}

func TestTableSumProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var tb scoring.Table
		for r := cards.Two; r <= cards.Ace; r++ {
			tb[r] = rapid.IntRange(-100, 100).Draw(t, "points of "+r.String())
		}
		a := cards.Set(rapid.Uint64().Draw(t, "a")) & cards.Deck52
		b := cards.Set(rapid.Uint64().Draw(t, "b")) & cards.Deck52
		want := 0
		for c := range a.All() {
			want += tb.Card(c)
		}
		require.Equal(t, want, tb.Sum(a))
		require.Equal(t, tb.Sum(a.Union(b))+tb.Sum(a.Intersect(b)), tb.Sum(a)+tb.Sum(b))
	})
}

func BenchmarkTableSum(b *testing.B) {
	b.ReportAllocs()
	t := scoring.Table{cards.Ace: 1, cards.Two: 20, cards.Eight: 50, cards.King: 10}
	hand := cards.Deck52 &^ cards.RankSet(cards.Ace)
	n := 0
	for b.Loop() {
		n += t.Sum(hand)
	}
	_ = n
}
