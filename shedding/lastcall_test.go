package shedding

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// TestMissedCallEmptiesStockWhilePending: under Mau-Mau of three seats
// without the reshuffle, eight cards each, seat 2 answers a pending draw
// with its 7H, of two cards, without the last-card call, and the card it
// draws for it is the last of the stock: the draw pending ends, as when
// any draw empties the stock, and the 7H adds none. Seat 0 may then play
// or pass, and the pass it is offered is accepted.
func TestMissedCallEmptiesStockWhilePending(t *testing.T) {
	r := MauMau(3)
	r.Reshuffle = false
	r.HandSize[3] = 8
	s := mustParse(t, r, "7S,9D,QH,AD/7D,9H,KD,AH/7H,9S 7C/8C,8D,8H,8S,9C,10C,10D,10H,JC,JD,JH,JS,QC,QD,QS,KC,KH,KS,AC,AS 10S "+
		"2:answer:1:2 cw 0 26 0/8 0 0,0,0 - 1:7C/0,0,0 d5e4bba57a868e21c5941d7ad2f3ba29 plays:20")
	assert.Equal(t, []string{"7H!", "7H", "draw"}, legal(r, s))

	s = readBack(t, r, play(t, r, s, "7H"))
	assert.Equal(t, cards.SetOf(cards.New(cards.Nine, cards.Spades), cards.New(cards.Ten, cards.Spades)), s.Hand(2),
		"the missed call costs the last card of the stock")
	assert.Equal(t, 0, s.StockLen())
	assert.Equal(t, uint8(0), s.pending, "no card to draw: no draw pending")
	assert.Equal(t, uint8(0), s.chain)
	assert.Equal(t, 0, s.Turn())
	assert.Equal(t, []string{"7S", "QH", "pass"}, legal(r, s))
	require.NoError(t, r.ApplyTo(&s, Pass()))
	assert.Equal(t, 1, s.Turn())
}

// TestChainPlaysASevenTwice: under Mau-Mau of two seats a 7 of a chain
// may come back to be played in it again: a missed last-card call draws
// from a stock the discards, covered 7s among them, have just refilled.
// Here the 7C, played earlier in the chain, is played again as its fifth
// play, which no four distinct 7s make: the position the move leaves
// reads back, and each seat's view is one Sample deals again.
func TestChainPlaysASevenTwice(t *testing.T) {
	r := MauMau(2)
	s := mustParse(t, r, "KH,AH/7C,JH 7H/7D,7S KS,10D,QC,JD,10H,8D,9H,JC,KD,9C,9D,AD,QH,8H,JS,8C,8S,AS,QS,10C,KC,QD,AC,9S,10S "+
		"1:answer:4:8 cw 0 187 0/5 0 0,0 - 0:7H/1,0 45984147c0d3b420d90b88b4f049ee11 plays:97")
	assert.Equal(t, []string{"7C!", "7C", "draw"}, legal(r, s))

	s = readBack(t, r, play(t, r, s, "7C"))
	assert.Equal(t, "0:answer:5:10", strings.Fields(stateText(t, r, s))[3])
	assert.Equal(t, cards.SetOf(cards.New(cards.Jack, cards.Hearts), cards.New(cards.King, cards.Spades)), s.Hand(1),
		"the missed call costs the top of the stock")
	rng := rand.New(rand.NewPCG(1, 2))
	for seat := cards.Spectator; seat < r.Players; seat++ {
		v := NewView(r, s, seat)
		require.NoError(t, v.check(), "seat %d", seat)
		assert.Equal(t, v, NewView(r, SampleView(v, rng), seat), "seat %d: the view of a Sample of the view", seat)
	}
	assert.Equal(t, []string{"draw"}, legal(r, s))
	s = play(t, r, s, "draw")
	assert.Equal(t, 12, s.Hand(0).Len(), "seat 0 draws the ten cards")
}
