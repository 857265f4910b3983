package crazyeights

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// TestMoveNotation checks the notation of moves, valid and not, and that
// every valid move (each card alone, each 8 naming each suit, the draw and
// the pass: 52 - 4 + 16 + 2 = 66) reads back from its notation.
func TestMoveNotation(t *testing.T) {
	ten := cards.New(cards.Ten, cards.Hearts)
	eight := cards.New(cards.Eight, cards.Spades)
	assert.Equal(t, "10H", Play(ten).String())
	assert.Equal(t, "8S:H", Play(eight).WithCall(cards.Hearts).String())
	assert.Equal(t, "draw", Draw().String())
	assert.Equal(t, "pass", Pass().String())
	assert.Equal(t, "invalid(8S)", Play(eight).String())
	assert.Equal(t, "invalid(10H:C)", Play(ten).WithCall(cards.Clubs).String())
	assert.Equal(t, "invalid(8S:?)", Play(eight).WithCall(9).String())
	valid := 0
	for c := range cards.Card(cards.NumCards) {
		for _, m := range []Move{Play(c), Play(c).WithCall(cards.Clubs), Play(c).WithCall(cards.Diamonds), Play(c).WithCall(cards.Hearts), Play(c).WithCall(cards.Spades)} {
			if !m.Valid() {
				continue
			}
			valid++
			back, err := Rules{}.ParseMove(m.String())
			require.NoError(t, err, m.String())
			assert.Equal(t, m, back)
		}
	}
	assert.Equal(t, 52-4+16, valid)
	for _, text := range []string{"q♠", " qs ", "DRAW", "Pass", "8s:♥", "th"} {
		_, err := Rules{}.ParseMove(text)
		assert.NoError(t, err, text)
	}
	for _, text := range []string{"8S", "QS:H", "8S:X", "XX", "", "draw draw"} {
		_, err := Rules{}.ParseMove(text)
		assert.ErrorIs(t, err, cards.ErrSyntax, text)
	}
}
