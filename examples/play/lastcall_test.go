package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// TestSheddingMoveTellsTheLastCall checks that the terminal tells the
// two moves of a card that leaves one apart: with the last-card call and
// without it.
func TestSheddingMoveTellsTheLastCall(t *testing.T) {
	nine, ace := shedding.Play(cards.New(cards.Nine, cards.Hearts)), shedding.Play(cards.New(cards.Ace, cards.Diamonds))
	assert.Equal(t, "9♥", sheddingMove(nine))
	assert.Equal(t, "9♥ last card", sheddingMove(nine.WithOneCard()))
	assert.Equal(t, "A♦ naming ♠", sheddingMove(ace.WithCall(cards.Spades)))
	assert.Equal(t, "A♦ last card naming ♠", sheddingMove(ace.WithCall(cards.Spades).WithOneCard()))
	assert.Equal(t, "draw", sheddingMove(shedding.Draw()))
}
