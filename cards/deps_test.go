package cards_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

func TestCardOrderProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := cards.Rank(rapid.IntRange(2, 14).Draw(t, "rank"))
		s := cards.Suit(rapid.IntRange(0, 3).Draw(t, "suit"))
		c := cards.New(r, s)
		require.Equal(t, r, c.Rank())
		require.Equal(t, s, c.Suit())
	})
}
