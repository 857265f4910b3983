package boxes

import (
	"fmt"
	"strings"
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

// pcgStream is the stream of the generator of a Boxes match: "boxes".
const pcgStream = 0x626f786573

// build returns the position sc describes under rules r, read from its
// text (docs/notation.md, "Shedding positions") by r.ParseState, which
// checks that a match reaches it.
func build(t *testing.T, r Rules, sc scene) State {
	t.Helper()
	s, err := r.ParseState(sceneText(t, r, sc))
	require.NoError(t, err)
	return s
}

// sceneText returns the position text of sc under rules r.
func sceneText(t *testing.T, r Rules, sc scene) string {
	t.Helper()
	var seen cards.Set
	add := func(cs ...cards.Card) {
		for _, c := range cs {
			require.False(t, seen.Has(c), "card %v named twice", c)
			seen = seen.Add(c)
		}
	}
	var hands [NumSeats]cards.Set
	for i, text := range sc.hands {
		hands[i] = set(t, text)
		add(hands[i].Cards()...)
	}
	top := card(t, sc.top)
	add(top)
	pile := top.String()
	if sc.suit != "" {
		suit, err := cards.ParseSuit(sc.suit)
		require.NoError(t, err)
		if suit != top.Suit() {
			pile += ":" + suit.String()
		}
	}
	stock, err := cards.ParseDeck(sc.stock)
	require.NoError(t, err)
	add(stock...)
	disc := set(t, sc.discard)
	add(disc.Cards()...)
	rest := cards.Deck52.Minus(seen)
	if sc.leftTo > 0 {
		hands[sc.leftTo-1] |= rest
	} else {
		disc |= rest
	}
	var b strings.Builder
	for i, h := range hands {
		if i > 0 {
			b.WriteByte('/')
		}
		b.WriteString(listText(h.Cards()))
	}
	fmt.Fprintf(&b, " %s/%s %s %d:", pile, listText(disc.Cards()), listText(stock), sc.turn)
	switch sc.phase {
	case PhaseAnswer:
		fmt.Fprintf(&b, "answer:%d:%d", sc.chain, twoDraws(r.TwoDraw, sc.chain))
	case PhaseDrawn:
		b.WriteString("drawn:" + sc.drawn)
	default:
		b.WriteString("play")
	}
	dir := "cw"
	if sc.dir == Counterclockwise {
		dir = "ccw"
	}
	sched := r.Deals
	if sc.sched != nil {
		sched, err = NewSchedule(sc.sched...)
		require.NoError(t, err)
	}
	fmt.Fprintf(&b, " %s %d %d %d/%s %d 0,0,0,0 - - %016x%016x", dir, sc.passes, sc.moves, sc.deal, sched, sc.dealer, sc.seed, pcgStream)
	return b.String()
}

// listText returns cs as the position text writes a list: "-" when empty.
func listText(cs []cards.Card) string {
	if len(cs) == 0 {
		return "-"
	}
	return strings.ReplaceAll(cards.Deck(cs).String(), " ", ",")
}

// twoDraws returns the cards drawn for a chain of n 2s under rule d (B5),
// as the rule's table says it.
func twoDraws(d TwoDraw, n int) int {
	switch d {
	case TwoDrawPerTwo:
		return n
	case TwoDrawTwoEach:
		return 2 * n
	}
	return n + 1
}

// accounted returns the union of every card of s: the hands, the pile and
// the stock; 0 when the counts do not add up to 52, a card being lost or
// held twice.
func accounted(s State) cards.Set {
	all := s.Discards().Add(s.Top())
	n := s.Discards().Len() + 1 + s.StockLen()
	for seat := range NumSeats {
		all |= s.Hand(seat)
		n += s.Hand(seat).Len()
	}
	for _, c := range s.AppendStock(nil) {
		all = all.Add(c)
	}
	if n != cards.NumCards {
		return 0
	}
	return all
}

// winner returns the partnership that leads s under r (0: seats 0 and 2;
// 1: seats 1 and 3), or -1 when the two are level: once the match is over,
// its result.
func winner(r Rules, s State) int {
	return r.Table().Winner(s.Public)
}

// text returns the position text of s under r, or fails the test.
func text(t testing.TB, r Rules, s State) string {
	t.Helper()
	b, err := r.AppendState(nil, s)
	require.NoError(t, err)
	return string(b)
}

// edited returns s with field i (from 0) of its position text under r set
// to value, read back by r.ParseState, which checks it: the way a test
// changes what no move reaches at once, such as the totals of a match.
func edited(t testing.TB, r Rules, s State, i int, value string) State {
	t.Helper()
	fields := strings.Split(text(t, r, s), " ")
	require.Less(t, i, len(fields))
	fields[i] = value
	back, err := r.ParseState(strings.Join(fields, " "))
	require.NoError(t, err)
	return back
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
	return cards.Deck(s.AppendStock(nil)).String()
}

// totals returns every seat's Score under r.
func totals(r Rules, s State) [NumSeats]int {
	return [NumSeats]int(r.Score(s))
}

// teamTotals returns the partnerships' points: seats 0 and 2, 1 and 3.
func teamTotals(r Rules, s State) [2]int {
	t := totals(r, s)
	return [2]int{t[0] + t[2], t[1] + t[3]}
}

// dealResult is the last deal's end as LastEnd and LastHand give it.
type dealResult struct {
	Deal, Out int
	Reason    EndReason
	Scores    [NumSeats]int
	Hands     [NumSeats]cards.Set
}

// lastDeal returns the last deal's end as p shows it.
func lastDeal(p Public) dealResult {
	var d dealResult
	d.Deal, d.Reason, d.Out = p.LastEnd()
	for i := range d.Hands {
		d.Hands[i] = p.LastHand(i)
		d.Scores[i] = HandPenalty(d.Hands[i])
	}
	return d
}

// position reads a position of the standard rules from its text, or fails
// the test.
func position(t testing.TB, text string) State {
	t.Helper()
	s, err := Rules{}.ParseState(text)
	require.NoError(t, err, "position %q", text)
	return s
}
