package equi

import (
	"iter"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
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
func sceneStateOf(t require.TestingT, p pos) State {
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

// The tests below are of equi's own trail records (trail.go): their
// encoding and the check Sample makes on them.

func recordOfTrail(t trail) record {
	if t.held() == 0 {
		return record{}
	}
	return record{
		Card: t.card().String(), Table: t.table().String(), Held: t.held(), Level: t.level(), NoBan: t.noBan(),
		Played: t.played().String(), One: t.first().String(), Two: t.second().String(),
	}
}

// TestTrailAllowsOrder checks the check Sample makes on a record where the
// order of play matters: 6C was trailed on 10H from a hand of 3, and the
// seat has since played KD and QH. A hand of 9S 7S with the trailed card
// has no capture on 10H, and 6C+KD and 7S+QH would take it; so at level 0
// (the two cards held then may be 9S and 7S) the hand is allowed, and at
// level 1 with Q_1 = {KD} (KD was held then) it is not: every pair with KD
// captures with 6C.
func TestTrailAllowsOrder(t *testing.T) {
	set := mustSet
	c := card1("6C")
	hand := set("9S 7S")
	var cache rankCache
	free := makeTrail(set("10H"), c, 2, false, set("KD QH"), 0, 0)
	assert.True(t, free.allows(hand, &cache))
	cache = rankCache{}
	bound := makeTrail(set("10H"), c, 2, false, set("KD QH"), set("KD"), 0)
	assert.False(t, bound.allows(hand, &cache))
}

// TestTrailEncoding packs random records (a table, a card, 1 to 3 cards
// held, the ban flag, the cards played and the nested Q_1 and Q_2 of each
// level) into the two words and reads every part back.
func TestTrailEncoding(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 10000 {
		deck := cards.NewDeck36()
		deck.Shuffle(rng)
		c := deck[0]
		var table, played, first, second cards.Set
		for _, x := range deck[1:] {
			switch rng.IntN(3) {
			case 0:
				table = table.Add(x)
			case 1:
				played = played.Add(x)
			}
		}
		a := 1 + rng.IntN(3)
		lvl := rng.IntN(a)
		if played.Len() < 2 {
			lvl = 0
		}
		list := played.AppendCards(nil)
		switch lvl {
		case 1:
			first = cards.SetOf(list[:1+rng.IntN(len(list))]...)
		case 2:
			k := 2 + rng.IntN(len(list)-1)
			second = cards.SetOf(list[:k]...)
			first = cards.SetOf(list[:1+rng.IntN(k)]...)
		}
		noBan := rng.IntN(2) == 0
		tr := makeTrail(table, c, a, noBan, played, first, second)
		require.Equal(t, record{Card: c.String(), Table: table.String(), Held: a, Level: lvl, NoBan: noBan,
			Played: played.String(), One: first.String(), Two: second.String()}, recordOfTrail(tr))
	}
}
