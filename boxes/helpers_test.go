package boxes

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// scene describes an exact position for a scenario test. Every card not
// named in a hand, the top, the stock or the discards lies in the discard
// pile under the top, unless leftTo names a seat (1 to 4 for seats 0 to 3)
// that holds them.
type scene struct {
	hands   [NumSeats]string // each hand, as cards.ParseSet reads it
	top     string           // the top card of the discard pile
	suit    string           // the suit in force; "" for the top card's suit
	stock   string           // the stock, top first, as cards.ParseDeck reads it
	discard string           // cards under the top, besides the leftovers
	leftTo  int              // 0: leftover cards to the discards; s+1: to seat s
	turn    int              // the seat to move
	dealer  int
	dir     Direction
	phase   Phase
	chain   int    // 2s in the chain to answer (PhaseAnswer)
	drawn   string // the card just drawn (PhaseDrawn)
	deal    int    // the deal number, from 0
	sched   []int  // the schedule; nil for the standard one
	seed    uint64
	moves   int // moves already played in the deal
	passes  int // passes in a row already
}

// build returns the position sc describes under rules r.
func build(t *testing.T, r Rules, sc scene) State {
	t.Helper()
	var s State
	var seen cards.Set
	add := func(c cards.Card) {
		require.False(t, seen.Has(c), "card %v named twice", c)
		seen = seen.Add(c)
	}
	for i, text := range sc.hands {
		h, err := cards.ParseSet(text)
		require.NoError(t, err)
		for c := range h.All() {
			add(c)
		}
		s.hands[i] = h
	}
	top, err := cards.ParseCard(sc.top)
	require.NoError(t, err)
	add(top)
	s.top, s.suit = top, top.Suit()
	if sc.suit != "" {
		s.suit, err = cards.ParseSuit(sc.suit)
		require.NoError(t, err)
	}
	stock, err := cards.ParseDeck(sc.stock)
	require.NoError(t, err)
	for i, c := range stock {
		add(c)
		s.stock[len(stock)-1-i] = c
	}
	s.nstock = uint8(len(stock))
	disc, err := cards.ParseSet(sc.discard)
	require.NoError(t, err)
	for c := range disc.All() {
		add(c)
	}
	s.discard = disc
	rest := cards.Deck52.Minus(seen)
	if sc.leftTo > 0 {
		s.hands[sc.leftTo-1] |= rest
	} else {
		s.discard |= rest
	}
	s.rng.Seed(sc.seed, pcgStream)
	if sc.sched == nil {
		s.sched = Schedule{}
	} else {
		s.sched, err = NewSchedule(sc.sched...)
		require.NoError(t, err)
	}
	s.sched = s.sched.norm() // a position keeps its schedule spelt out
	s.mover = uint8(sc.turn) + 1
	s.dealer = uint8(sc.dealer)
	s.deal = uint8(sc.deal)
	s.dir = sc.dir
	s.phase = sc.phase
	s.chain = uint8(sc.chain)
	if sc.chain > 0 {
		s.pending = uint8(r.twoDraw(sc.chain))
	}
	s.drawn = cards.NoCard
	if sc.drawn != "" {
		s.drawn, err = cards.ParseCard(sc.drawn)
		require.NoError(t, err)
	}
	s.moves = uint16(sc.moves)
	s.passes = uint8(sc.passes)
	require.Equal(t, cards.Deck52, accounted(s), "every card in one place")
	return s
}

// accounted returns the union of every card of s, and fails to be the whole
// deck when a card is lost; the sum of the counts must be 52 too.
func accounted(s State) cards.Set {
	all := s.discard.Add(s.top)
	n := s.discard.Len() + 1 + int(s.nstock)
	for _, h := range s.hands {
		all |= h
		n += h.Len()
	}
	for _, c := range s.stock[:s.nstock] {
		all = all.Add(c)
	}
	if n != cards.NumCards {
		return 0
	}
	return all
}

// set parses a set or fails the test.
func set(t *testing.T, text string) cards.Set {
	t.Helper()
	s, err := cards.ParseSet(text)
	require.NoError(t, err)
	return s
}

// card parses a card or fails the test.
func card(t *testing.T, text string) cards.Card {
	t.Helper()
	c, err := cards.ParseCard(text)
	require.NoError(t, err)
	return c
}

// move parses a move or fails the test.
func move(t *testing.T, text string) Move {
	t.Helper()
	m, err := Rules{}.ParseMove(text)
	require.NoError(t, err)
	return m
}

// apply applies the moves written in notation, failing the test on an error.
func apply(t *testing.T, r Rules, s State, moves ...string) State {
	t.Helper()
	for _, text := range moves {
		next, err := r.Apply(s, move(t, text))
		require.NoError(t, err, "move %s", text)
		s = next
	}
	return s
}

// refused checks that r refuses the move text in s with an error wrapping
// cards.ErrIllegalMove whose reason is reason, and that it is not legal.
func refused(t *testing.T, r Rules, s State, text, reason string) {
	t.Helper()
	m := move(t, text)
	next, err := r.Apply(s, m)
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	require.Equal(t, reason, me.Reason)
	require.Equal(t, s, next, "a refused move leaves the position")
	require.NotContains(t, cards.Legal(r, s), m)
}

// legalText returns the legal moves of s in notation.
func legalText(r Rules, s State) []string {
	var out []string
	for _, m := range cards.Legal(r, s) {
		out = append(out, m.String())
	}
	return out
}

// stockText returns the stock, top first.
func stockText(s State) string {
	d := make(cards.Deck, 0, s.nstock)
	for i := int(s.nstock) - 1; i >= 0; i-- {
		d = append(d, s.stock[i])
	}
	return d.String()
}

// scorer is what State and View share of Public for the helpers below.
type scorer interface {
	Score(seat int) int
	LastEnd() (deal int, reason EndReason, out int)
	LastHand(seat int) cards.Set
}

// totals returns every seat's Score.
func totals(p scorer) [NumSeats]int {
	var t [NumSeats]int
	for i := range t {
		t[i] = p.Score(i)
	}
	return t
}

// teamTotals returns the partnerships' points: seats 0 and 2, 1 and 3.
func teamTotals(p scorer) [2]int {
	t := totals(p)
	return [2]int{t[0] + t[2], t[1] + t[3]}
}

// dealResult is the last deal's end as LastEnd and LastHand give it.
type dealResult struct {
	Deal, Out int
	Reason    EndReason
	Scores    [NumSeats]int
	Hands     [NumSeats]cards.Set
}

func lastDeal(p scorer) dealResult {
	var d dealResult
	d.Deal, d.Reason, d.Out = p.LastEnd()
	for i := range d.Hands {
		d.Hands[i] = p.LastHand(i)
		d.Scores[i] = HandPenalty(d.Hands[i])
	}
	return d
}
