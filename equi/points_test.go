package equi

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/cards"
)

// The capture values of rule E2, written out by hand.
func TestPoints(t *testing.T) {
	want := map[cards.Rank]int{
		cards.King: 4, cards.Queen: 3, cards.Jack: 2, cards.Ace: 1,
		cards.Ten: 10, cards.Nine: 9, cards.Eight: 8, cards.Seven: 7, cards.Six: 6,
	}
	p := Points()
	for r := cards.Two; r <= cards.Ace; r++ {
		assert.Equal(t, want[r], p.Points(r), "%v", r)
	}
	assert.Equal(t, 200, p.Sum(cards.Deck36)) // (6+7+8+9+10+2+3+4+1) * 4
	assert.Equal(t, 200, p.Sum(cards.Deck52), "ranks below six count 0")
	values := Rules{}.Table().Values
	for c := range cards.Deck36.All() {
		assert.Equal(t, values.Card(c), p.Card(c), "the table's value of %v", c)
	}
}
