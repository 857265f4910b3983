package cardtext

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/cards"
)

// AppendCard writes every card value, valid or not, as cards.Card.String
// does.
func TestAppendCardIsCardString(t *testing.T) {
	for c := range 256 {
		assert.Equal(t, cards.Card(c).String(), string(AppendCard(nil, cards.Card(c))), "card %d", c)
	}
}

func TestAppendCardsAndList(t *testing.T) {
	set, err := cards.ParseSet("QS 10H 7H AD")
	assert.NoError(t, err)
	known, err := cards.ParseSet("10H AD")
	assert.NoError(t, err)
	assert.Equal(t, "7H+10H+QS+AD", string(AppendCards(nil, set, '+', 0)))
	assert.Equal(t, "x7H,*10H,QS,*AD", string(AppendList([]byte("x"), set, known)))
	assert.Equal(t, "-", string(AppendList(nil, 0, known)))
	assert.Empty(t, AppendCards(nil, 0, ',', 0))
}
