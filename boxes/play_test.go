//go:build ignore

package boxes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// The set helpers of the hot path, checked against plain definitions.

func TestCallers(t *testing.T) {
	assert.Equal(t, cards.RankSet(cards.Eight)|cards.RankSet(cards.Nine), callers)
}

// wantPaired is paired written plainly: the cards whose rank holds two cards
// of h or more.
func wantPaired(h cards.Set) cards.Set {
	var p cards.Set
	for c := range h.All() {
		if h.OfRank(c.Rank()).Len() >= 2 {
			p = p.Add(c)
		}
	}
	return p
}

func TestPaired(t *testing.T) {
	// Every pattern of one rank, alone and beside a full rank and an empty one.
	for bits := range cards.Set(16) {
		for r := cards.Two; r <= cards.Ace; r++ {
			h := bits << ((r - cards.Two) * cards.NumSuits)
			assert.Equal(t, wantPaired(h), paired(h), "%v", h)
			if r > cards.Two {
				h |= cards.RankSet(r - 1)
				assert.Equal(t, wantPaired(h), paired(h), "%v", h)
			}
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		h := cards.Set(rapid.Uint64().Draw(t, "bits")) & cards.Deck52
		if got, want := paired(h), wantPaired(h); got != want {
			t.Fatalf("paired(%v) = %v, want %v", h, got, want)
		}
	})
}

func TestMoveCards(t *testing.T) {
	assert.Equal(t, cards.Set(0), Draw().Cards())
	assert.Equal(t, cards.Set(0), Move{}.Cards())
	rapid.Check(t, func(t *rapid.T) {
		first := cards.Card(rapid.IntRange(0, cards.NumCards-1).Draw(t, "first"))
		var want cards.Set
		cs := []cards.Card{first}
		for u := range cards.Suit(cards.NumSuits) {
			if c := cards.New(first.Rank(), u); c == first || rapid.Bool().Draw(t, "with "+c.String()) {
				want = want.Add(c)
				if c != first {
					cs = append(cs, c)
				}
			}
		}
		m := Play(first)
		if len(cs) > 1 {
			m = PlaySet(rapid.Bool().Draw(t, "one card"), cs...)
		}
		if got := m.Cards(); got != want {
			t.Fatalf("%v plays %v, want %v", m, got, want)
		}
	})
}
