package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
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
	s, err := r.StartFromDeck(3, deck, 1)
	require.NoError(t, err)
	var out bytes.Buffer
	c := &console{out: &out}
	tab := newBoxesTable(c, r.View(s, 0))
	start = out.String()
	for _, text := range moves {
		out.Reset()
		m, err := boxes.ParseMove(text)
		require.NoError(t, err, text)
		require.True(t, m.Kind() == boxes.KindDraw || m.Kind() == boxes.KindPass || s.Hand(s.Turn()).Contains(m.Cards()), "%s in hand", text)
		s, err = r.Apply(s, m)
		require.NoError(t, err, text)
		tab.moved(r.View(s, 0))
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
		"3C":  "You start.\n",
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
