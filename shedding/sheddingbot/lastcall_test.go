package sheddingbot

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/shedding"
)

// TestScoreMakesTheLastCall checks that Greedy plays a card that leaves
// one with the last-card call: the same card without it scores 300 less,
// below a draw.
func TestScoreMakesTheLastCall(t *testing.T) {
	r := shedding.Switch(2)
	named := "9D KD 7C 7H 8C 10D"
	var stock []string
	for c := range r.Deck.All() {
		if !strings.Contains(" "+named+" ", " "+c.String()+" ") {
			stock = append(stock, c.String())
		}
	}
	s, err := r.ParseState("9D,KD/7C,7H,8C 10D/- " + strings.Join(stock, ",") +
		" 0:play cw 0 0 0/7 1 0,0 - - 00000000000000010000000000000002")
	require.NoError(t, err)
	v := r.View(s, 0)
	var legal []string
	for _, m := range v.AppendLegal(nil) {
		legal = append(legal, m.String())
	}
	assert.Equal(t, []string{"9D!", "9D", "KD!", "KD", "draw"}, legal)
	move := func(text string) shedding.Move {
		m, err := r.ParseMove(text)
		require.NoError(t, err)
		return m
	}
	assert.Equal(t, 10+3.0, Score(v, move("KD!")), "a king and the 9D kept in diamonds")
	assert.Equal(t, 10+3-300.0, Score(v, move("KD")), "the same without the call")
	assert.Less(t, Score(v, move("KD")), Score(v, move("draw")))
	m, err := Greedy[shedding.Rules]().Choose(v)
	require.NoError(t, err)
	assert.Equal(t, "KD!", m.String())
}
