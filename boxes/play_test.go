package boxes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// TestMoveCards checks the cards of every form of move against the cards
// it was made of.
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
