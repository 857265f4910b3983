package crazyeights

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// TestMoveNotation checks the notation of moves, valid and not, and that
// exactly the moves of Crazy Eights (each card alone, each 8 naming each
// suit: 52 - 4 + 16) read back from their notation.
func TestMoveNotation(t *testing.T) {
	ten := cards.New(cards.Ten, cards.Hearts)
	eight := cards.New(cards.Eight, cards.Spades)
	assert.Equal(t, "10H", shedding.Play(ten).String())
	assert.Equal(t, "8S:H", shedding.Play(eight).WithCall(cards.Hearts).String())
	assert.Equal(t, "draw", shedding.Draw().String())
	assert.Equal(t, "pass", shedding.Pass().String())
	assert.Equal(t, "invalid(8S:?)", shedding.Play(eight).WithCall(9).String())
	// Which cards name a suit is the table's: the engine's moves "8S" and
	// "10H:C" are well formed, and Crazy Eights refuses them.
	for _, m := range []Move{shedding.Play(eight), shedding.Play(ten).WithCall(cards.Clubs)} {
		assert.True(t, m.Valid())
		_, err := Rules{}.ParseMove(m.String())
		assert.ErrorIs(t, err, cards.ErrSyntax, m.String())
		_, err = Rules{}.Apply(fuzzStart(t), m)
		assert.ErrorIs(t, err, cards.ErrIllegalMove, m.String())
	}
	valid := 0
	for c := range cards.Card(cards.NumCards) {
		for _, m := range []Move{shedding.Play(c), shedding.Play(c).WithCall(cards.Clubs), shedding.Play(c).WithCall(cards.Diamonds), shedding.Play(c).WithCall(cards.Hearts), shedding.Play(c).WithCall(cards.Spades)} {
			back, err := Rules{}.ParseMove(m.String())
			if err != nil {
				continue
			}
			valid++
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
