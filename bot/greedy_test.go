package bot_test

import (
	"errors"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
)

func TestGreedy(t *testing.T) {
	v := sixCards() // 2S to 7S
	tests := []struct {
		name  string
		score func(trickView, cards.Card) float64
		want  cards.Card
	}{
		{"highest rank", func(_ trickView, c cards.Card) float64 { return float64(c.Rank()) }, card("7S")},
		{"lowest rank", func(_ trickView, c cards.Card) float64 { return -float64(c.Rank()) }, card("2S")},
		{"nearest to 5", func(_ trickView, c cards.Card) float64 { return -math.Abs(float64(c.Rank()) - 5) }, card("5S")},
		{"all equal: first listed", func(trickView, cards.Card) float64 { return 1 }, card("2S")},
		{"ties: first listed", func(_ trickView, c cards.Card) float64 { return float64(c.Rank() / 4) }, card("4S")},
		{"NaN below numbers", func(_ trickView, c cards.Card) float64 {
			if c == card("2S") || c == card("7S") {
				return math.NaN()
			}
			return -float64(c.Rank())
		}, card("3S")},
		{"all NaN: first listed", func(trickView, cards.Card) float64 { return math.NaN() }, card("2S")},
		{"-Inf still a move", func(trickView, cards.Card) float64 { return math.Inf(-1) }, card("2S")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := bot.Greedy[trickView, cards.Card]{Score: tt.score}.Choose(v)
			require.NoError(t, err)
			assert.Equal(t, tt.want, m)
		})
	}
}

func TestGreedyErrors(t *testing.T) {
	g := tricks{seats: 2, hand: 6, last: 1}
	s := g.deal(2)
	p := bot.Greedy[trickView, cards.Card]{Score: func(trickView, cards.Card) float64 { return 0 }}
	_, err := p.Choose(g.View(s, 1))
	assert.ErrorIs(t, err, bot.ErrNoMove)
	_, err = bot.Greedy[trickView, cards.Card]{}.Choose(g.View(s, 0))
	assert.ErrorIs(t, err, bot.ErrConfig)
	var e *bot.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "greedy", e.Op)
	assert.Equal(t, 0, e.Seat)
}

func TestPlayerFunc(t *testing.T) {
	lowest := bot.PlayerFunc[trickView, cards.Card](func(v trickView) (cards.Card, error) {
		legal := v.AppendLegal(nil)
		if len(legal) == 0 {
			return cards.NoCard, bot.ErrNoMove
		}
		return legal[0], nil
	})
	var p trickPlayer = lowest
	m, err := p.Choose(sixCards())
	require.NoError(t, err)
	assert.Equal(t, card("2S"), m)

	var none bot.PlayerFunc[trickView, cards.Card]
	_, err = none.Choose(sixCards())
	assert.ErrorIs(t, err, bot.ErrConfig)

	boom := errors.New("boom")
	_, err = bot.PlayerFunc[trickView, cards.Card](func(trickView) (cards.Card, error) { return 0, boom }).Choose(sixCards())
	assert.ErrorIs(t, err, boom)
}
