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

func TestBoxesPenalties(t *testing.T) {
	p := scoring.BoxesPenalties()
	want := map[cards.Rank]int{
		cards.Ace: 0, cards.Three: 3, cards.Jack: 10, cards.Queen: 10, cards.King: 10,
		cards.Four: 15, cards.Two: 20, cards.Seven: 20, cards.Ten: 25,
		cards.Five: 30, cards.Six: 30, cards.Nine: 30, cards.Eight: 50,
	}
	for r := cards.Two; r <= cards.Ace; r++ {
		assert.Equal(t, want[r], p.Points(r), "%v", r)
	}
	assert.Equal(t, 55, p.Sum(mustSet(t, "QS 10H 7H AD")))
	assert.Equal(t, 50+50+3+3, p.Sum(mustSet(t, "8C 8D 3H 3S")))
	// (0+3+10+10+10+15+20+20+25+30+30+30+50) * 4
	assert.Equal(t, 1012, p.Sum(cards.Deck52))
	assert.Equal(t, 0, p.Sum(0))
}

func TestEquiValues(t *testing.T) {
	v := scoring.EquiValues()
	want := map[cards.Rank]int{
		cards.King: 4, cards.Queen: 3, cards.Jack: 2, cards.Ace: 1,
		cards.Ten: 10, cards.Nine: 9, cards.Eight: 8, cards.Seven: 7, cards.Six: 6,
	}
	for r := cards.Two; r <= cards.Ace; r++ {
		assert.Equal(t, want[r], v.Points(r), "%v", r)
	}
	assert.Equal(t, 10, v.Sum(mustSet(t, "9D AC")))
	assert.Equal(t, 10, v.Sum(mustSet(t, "10S")))
	assert.Equal(t, 200, v.Sum(cards.Deck36)) // (6+7+8+9+10+2+3+4+1) * 4
	assert.Equal(t, 200, v.Sum(cards.Deck52), "ranks below six count 0")
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
	t := scoring.BoxesPenalties()
	hand := cards.Deck52 &^ cards.RankSet(cards.Ace)
	n := 0
	for b.Loop() {
		n += t.Sum(hand)
	}
	_ = n
}
