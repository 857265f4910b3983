package equi

import (
	"iter"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// This file holds the tests' only reads of State's unexported fields and
// of the listing's internals: the other test files build and read
// positions through the public API and the position text (position_test.go),
// so they hold whichever type State is. A State built here may leave cards
// out of play, which the decoders, reading a game of the 36 cards, refuse.

// sceneStateOf builds the position p describes, without checking it. It has
// no trail records.
func sceneStateOf(t testing.TB, p pos) State {
	t.Helper()
	n := len(p.Hands)
	require.Len(t, p.Piles, n)
	require.Empty(t, p.Rest, "no variant field nor trail records")
	s := State{Public: Public{players: uint8(n), dealer: uint8(p.Dealer), lastCapturer: -1, lastSeat: -1}}
	if turn := p.TurnSeat(); turn >= 0 {
		s.turn = uint8(turn)
	} else {
		var e endText
		require.NoError(t, e.UnmarshalText([]byte(strings.ReplaceAll(p.Turn, "-", " "))))
		s.end = EndReason(e)
	}
	for i := range n {
		s.hands[i], s.piles[i] = p.Hands[i], p.Piles[i]
	}
	s.known, s.table = p.Known, p.Table
	for i, c := range p.Stock {
		s.stock[len(p.Stock)-1-i] = c
	}
	s.stockLen = uint8(len(p.Stock))
	if p.Capturer != "-" {
		c, err := strconv.Atoi(p.Capturer)
		require.NoError(t, err)
		s.lastCapturer = int8(c)
	}
	s.moves, s.movesAfter, s.idle = uint16(p.Moves), uint16(p.After), uint16(p.Idle)
	require.Less(t, p.LastSeat, 0, "no last move")
	return s
}

// movesOf returns an iterator over the legal moves of s, in the order of
// AppendLegal, that lists them one at a time and can stop early, through
// the listing's yield mode; none when s is over.
func movesOf(r Rules, s State) iter.Seq[Move] {
	return func(yield func(Move) bool) {
		if r.over(&s) {
			return
		}
		r.moves(s.hands[s.turn], s.table, s.stockLen == 0, yield)
	}
}

// uncheckedState returns base with every field p holds set from p, unchecked:
// a position the decoders may refuse, for the tests of the view decoder.
// base gives what p does not hold: the trail records and a variant's
// fields; the zero State gives none.
func uncheckedState(t testing.TB, base State, p pos) State {
	t.Helper()
	s := base
	n := len(p.Hands)
	if s.Players() == 0 {
		s.players = uint8(n) // the zero State: no records, no variant
	}
	require.Equal(t, s.Players(), n)
	s.dealer = uint8(p.Dealer)
	s.end = EndNone
	if turn := p.TurnSeat(); turn >= 0 {
		s.turn = uint8(turn)
	} else {
		var e endText
		require.NoError(t, e.UnmarshalText([]byte(strings.ReplaceAll(p.Turn, "-", " "))))
		s.end = EndReason(e)
	}
	for i := range n {
		s.hands[i], s.piles[i] = p.Hands[i], p.Piles[i]
	}
	s.known, s.table = p.Known, p.Table
	s.stock = [len(s.stock)]cards.Card{}
	for i, c := range p.Stock {
		s.stock[len(p.Stock)-1-i] = c
	}
	s.stockLen = uint8(len(p.Stock))
	s.lastCapturer = -1
	if p.Capturer != "-" {
		c, err := strconv.Atoi(p.Capturer)
		require.NoError(t, err)
		s.lastCapturer = int8(c)
	}
	s.moves, s.movesAfter, s.idle = uint16(p.Moves), uint16(p.After), uint16(p.Idle)
	s.lastSeat, s.lastMove, s.lastDrawn, s.lastRecycled = int8(p.LastSeat), p.LastMove, uint8(p.LastDrawn), uint8(p.LastRecycled.Len())
	return s
}
