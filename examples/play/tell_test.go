package main

import (
	"bufio"
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// cardsOf reads cards written as "4H 5S", in that order.
func cardsOf(t *testing.T, text string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Fields(text) {
		c, err := cards.ParseCard(f)
		require.NoError(t, err, f)
		out = append(out, c)
	}
	return out
}

// boxesDeck returns the deck that deals hands (one string per seat, n cards
// each) with dealer 3, turns up the card up and puts the cards of stock on
// top of the stock, the first of them drawn first; the other cards follow in
// card order.
func boxesDeck(t *testing.T, hands [boxes.NumSeats]string, up, stock string) cards.Deck {
	t.Helper()
	var hs [boxes.NumSeats][]cards.Card
	n := -1
	var used cards.Set
	for seat, h := range hands {
		hs[seat] = cardsOf(t, h)
		require.True(t, n < 0 || n == len(hs[seat]), "hands of one size")
		n = len(hs[seat])
		used = used.Union(cards.SetOf(hs[seat]...))
	}
	var deck cards.Deck
	for i := range boxes.NumSeats * n {
		deck = append(deck, hs[i%boxes.NumSeats][i/boxes.NumSeats]) // seat 0 is left of dealer 3
	}
	upcard := cardsOf(t, up)
	deck = append(deck, upcard...)
	top := cardsOf(t, stock)
	used = used.Union(cards.SetOf(upcard...)).Union(cards.SetOf(top...))
	rest := cards.Deck52.Minus(used).Cards()
	// The stock is drawn from the card after the upcard on.
	deck = append(append(deck, top...), rest...)
	require.Len(t, deck, cards.NumCards)
	return deck
}

// boxesScript plays moves from the start of one deal dealt by boxesDeck
// under r, and returns what the table wrote for each move.
func boxesScript(t *testing.T, r boxes.Rules, deck cards.Deck, moves ...string) (start string, told []string) {
	t.Helper()
	s, err := cards.NewSession(r, cards.Deal{Dealer: 3, Seed: 1, Deck: deck})
	require.NoError(t, err)
	var out bytes.Buffer
	c := &console{out: &out}
	tab := newBoxesTable(c, r, s.View(0), s.Story(0, 0))
	start = out.String()
	for _, text := range moves {
		out.Reset()
		_, err := s.PlayText(text)
		require.NoError(t, err, text)
		tab.moved(s.View(0), lastStory(s))
		told = append(told, out.String())
	}
	return start, told
}

func TestBoxesEffectsAnnounced(t *testing.T) {
	deck := boxesDeck(t, [boxes.NumSeats]string{
		"4H 5H 5C 5D KS",   // you
		"6H 7H JS QS AS",   // Left
		"10H 2D 9S 9C 10S", // Partner
		"2C 8D KD QD 3S",   // Right
	}, "3H", "9D JH")
	r := boxes.Rules{Deals: mustSchedule(t, 5)}
	start, told := boxesScript(t, r, deck,
		"4H", "10H", "6H", "7H", "5H+5C", "2C", "2D", "5D", "8D:S", "10S")
	assert.Equal(t, "\n--- Deal 1 of 1: 5 cards each, dealt by Right. 3♥ turns up: ♥ in force. ---\n"+
		"The upcard has no effect but its suit; You start.\n", start)
	want := []string{
		"You play 4♥.\n  Left misses a turn (the 4♥).\n",
		"Partner plays 10♥.\n  Play reverses (the 10♥): it now goes counterclockwise.\n",
		"Left plays 6♥.\n  Left plays again (the 6♥).\n",
		"Left plays 7♥.\n  You draw 1 card (the 7♥): 9♦.\n",
		"You lay 5♥+5♣ without the \"one card\" call.\n  You draw 1 penalty card, J♥: the pair 5♥+5♣ was laid without the call.\n",
		"Right plays 2♣.\n  Partner must answer with a 2, or draw 2 cards (the 2♣ chain).\n",
		"Partner plays 2♦.\n  Left draws 3 cards (the 2♣ 2♦ chain).\n",
		"You play 5♦.\n  Right draws 1 card (the 5♦).\n  Partner draws 1 card (the 5♦).\n  Left draws 1 card (the 5♦).\n",
		"Right plays 8♦ naming ♠: spades in force.\n",
		"Partner plays 10♠.\n  Play reverses (the 10♠): it now goes clockwise.\n",
	}
	require.Len(t, told, len(want))
	for i := range want {
		assert.Equal(t, want[i], told[i], "move %d", i+1)
	}
}

func TestBoxesPenaltyOfABot(t *testing.T) {
	// Left lays an uncalled pair: his penalty card is named to nobody.
	deck := boxesDeck(t, [boxes.NumSeats]string{
		"4C 5C",
		"7C 7D",
		"JS QS",
		"KD QD",
	}, "3C", "9D JH")
	_, told := boxesScript(t, boxes.Rules{Deals: mustSchedule(t, 2)}, deck, "5C", "7C+7D")
	assert.Equal(t, "Left lays 7♣+7♦ without the \"one card\" call.\n  Left draws 1 penalty card: the pair 7♣+7♦ was laid without the call.\n", told[1])
}

func TestBoxesTwoWithoutAnswer(t *testing.T) {
	// You play a 2 and Left holds none: he draws 2 and his turn ends.
	deck := boxesDeck(t, [boxes.NumSeats]string{
		"2C 5C",
		"7H 7D",
		"JC QS",
		"KD QD",
	}, "3C", "")
	_, told := boxesScript(t, boxes.Rules{Deals: mustSchedule(t, 2)}, deck, "2C")
	assert.Equal(t, "You play 2♣.\n  Left draws 2 cards (the 2♣ chain).\n", told[0])
}

func TestBoxesUpcardEffectsAnnounced(t *testing.T) {
	r := boxes.Rules{Deals: mustSchedule(t, 2), UpcardEffects: true}
	hands := [boxes.NumSeats]string{"4H 5H", "6H 7D", "JS QS", "KD QD"}
	head := func(up string) string {
		c, _ := cards.ParseCard(up)
		return "\n--- Deal 1 of 1: 2 cards each, dealt by Right. " + c.Symbol() + " turns up: " + c.Suit().Symbol() + " in force. ---\n"
	}
	for up, want := range map[string]string{
		"2C":  "  You draw 2 cards (the 2♣ chain).\nLeft starts.\n",
		"4C":  "  You miss the first turn (the 4♣ upcard).\nLeft starts.\n",
		"5C":  "  You draw 1 card (the 5♣ upcard).\n  Left draws 1 card (the 5♣ upcard).\n  Partner draws 1 card (the 5♣ upcard).\nYou start.\n",
		"6C":  "  Right, the dealer, takes the first turn (the 6♣ upcard).\nRight starts.\n",
		"7C":  "  You draw 1 card (the 7♣ upcard).\nYou start.\n",
		"10C": "  Play starts counterclockwise (the 10♣ upcard).\nPartner starts.\n",
		"3C":  "The upcard has no effect but its suit; You start.\n",
		"8C":  "The upcard has no effect but its suit; You start.\n",
	} {
		start, _ := boxesScript(t, r, boxesDeck(t, hands, up, ""))
		assert.Equal(t, head(up)+want, start, "upcard %s", up)
	}
	// A 2 that the dealer's left can answer.
	start, _ := boxesScript(t, r, boxesDeck(t, [boxes.NumSeats]string{"2H 5H", "6H 7D", "JS QS", "KD QD"}, "2C", ""))
	assert.Equal(t, head("2C")+"  You must answer the 2♣ with a 2, or draw 2 cards.\n", start)
}

func mustSchedule(t *testing.T, sizes ...int) boxes.Schedule {
	t.Helper()
	s, err := boxes.NewSchedule(sizes...)
	require.NoError(t, err)
	return s
}

// equiDeck returns the deck that deals hands (4 cards a seat) with the last
// seat dealing, lays table and puts the cards of stock on top of the stock,
// the first of them drawn first; the other cards follow in card order.
func equiDeck(t *testing.T, hands []string, table, stock string) cards.Deck {
	t.Helper()
	var hs [][]cards.Card
	used := cards.Set(0)
	for _, h := range hands {
		cs := cardsOf(t, h)
		require.Len(t, cs, equi.HandSize)
		hs = append(hs, cs)
		used = used.Union(cards.SetOf(cs...))
	}
	var deck cards.Deck
	for i := range equi.HandSize * len(hands) {
		deck = append(deck, hs[i%len(hands)][i/len(hands)]) // seat 0 is left of the last seat
	}
	tab, top := cardsOf(t, table), cardsOf(t, stock)
	used = used.Union(cards.SetOf(tab...)).Union(cards.SetOf(top...))
	deck = append(append(append(deck, tab...), top...), cards.Deck36.Minus(used).Cards()...)
	require.Len(t, deck, equi.DeckSize)
	return deck
}

func TestEquiMovesAnnounced(t *testing.T) {
	r := equi.Rules{Players: 3}
	deck := equiDeck(t, []string{"9C AS 6D 7D", "9H 9S JC 6C", "KH KS 8C 10C"}, "10H QC 7S 8D", "JD QD")
	s, err := cards.NewSession(r, cards.Deal{Dealer: 2, Deck: deck})
	require.NoError(t, err)
	var out bytes.Buffer
	tab := newEquiTable(&console{out: &out}, r, s.View(0))
	assert.Equal(t, "Bot 2 deals; You start. Whoever holds the most cards at the end wins.\nTable: 7♠ 8♦ 10♥ Q♣.\n", out.String())
	for i, step := range []struct{ move, want string }{
		{"9C+AS=10H", "You take 10♥ with 9♣+A♠ (10 points).\n  You draw 2 cards: J♦ Q♦.\n"},
		{"9H+9S=QC+7S+8D", "Bot 1 takes 7♠+8♦+Q♣ with 9♥+9♠ (18 points).\n  Bot 1 sweeps the table; the next player must trail.\n  Bot 1 draws 2 cards.\n"},
		{"KH", "Bot 2 trails K♥.\n  Bot 2 draws 1 card.\n"},
	} {
		out.Reset()
		_, err := s.PlayText(step.move)
		require.NoError(t, err, step.move)
		tab.moved(s.View(0), lastStory(s))
		assert.Equal(t, step.want, out.String(), "move %d", i+1)
	}
}

func TestRefusalShowsTheWholeReason(t *testing.T) {
	// Under PlayDrawn you draw 9♦, which cannot follow hearts: the refusal
	// of 9♦ (naming hearts) or of another card is shown with the whole
	// reason of its *cards.MoveError, and the question comes again until a
	// legal move is typed. The reasons are the library's; the console must
	// show them as they are.
	deck := boxesDeck(t, [boxes.NumSeats]string{"4C 5C", "7C 7D", "JS QS", "KD QD"}, "3H", "9D JH")
	r := boxes.Rules{Deals: mustSchedule(t, 2), PlayDrawn: true}
	s, err := cards.NewSession(r, cards.Deal{Dealer: 3, Deck: deck})
	require.NoError(t, err)
	var out bytes.Buffer
	tab := newBoxesTable(&console{out: &out}, r, s.View(human), s.Story(0, human))
	_, err = s.PlayText("draw")
	require.NoError(t, err)
	tab.moved(s.View(human), lastStory(s))
	drawn := s.State()

	out.Reset()
	c := &console{in: bufio.NewScanner(strings.NewReader("9d:h\n4c\nnonsense\npass\n")), out: &out}
	require.NoError(t, ask(c, s, tab))
	text := out.String()
	assert.Contains(t, text, "You drew 9♦, which you cannot play: pass.\n")
	for move, shown := range map[string]string{"9D:H": "9♦ naming ♥", "4C": "4♣"} {
		m, err := r.ParseMove(move)
		require.NoError(t, err)
		_, err = r.Apply(drawn, m)
		var me *cards.MoveError
		require.ErrorAs(t, err, &me, move)
		require.Contains(t, me.Reason, "hearts", "the reason names the suit in force")
		assert.Contains(t, text, "\nYour move (1-1, a move, help or quit): "+shown+" is not legal now: "+me.Reason+".\n")
	}
	assert.Contains(t, text, "\nYour move (1-1, a move, help or quit): \"nonsense\" is not a move: bad card \"nonsense\". Type \"help\" for the notation.\n")
	assert.Equal(t, 4, strings.Count(text, "Your move ("), "one question per answer")
	h := s.History()
	require.Len(t, h, 2)
	assert.Equal(t, cards.Turn[boxes.Move]{Seat: human, Move: boxes.Pass()}, h[1], "the pass played, nothing else")
}
