package shedding

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/rulesdoc"
)

// TestSwitchRulesDoc checks docs/rules/switch.md against the tests: every
// row S1 to S10 has a section naming at least one test, and every test the
// page names is a function of this package's test files.
func TestSwitchRulesDoc(t *testing.T) {
	problems, err := rulesdoc.Check(filepath.Join("..", "docs", "rules", "switch.md"), ".", "S", 10)
	require.NoError(t, err)
	assert.Empty(t, problems)
}

func TestS1Deal(t *testing.T) {
	assert.Equal(t, 4, Switch(0).Players)
	for n := 2; n <= 6; n++ {
		s, err := Switch(n).Start(cards.Deal{Seed: uint64(n)})
		require.NoError(t, err)
		want := 7
		if n >= 5 {
			want = 5
		}
		for seat := range n {
			assert.Equal(t, want, s.Hand(seat).Len(), "%d players", n)
		}
	}
	for _, n := range []int{1, 7} {
		assert.ErrorIs(t, Switch(n).Validate(), cards.ErrInvalidRules, "%d players", n)
	}
}

func TestS2Upcard(t *testing.T) {
	r := Switch(2)
	trick := r.Wild | r.Skip | r.Reverse | r.Answer
	for _, c := range []cards.Card{cards.New(cards.Ace, cards.Spades), cards.New(cards.Two, cards.Hearts),
		cards.New(cards.Eight, cards.Clubs), cards.New(cards.Jack, cards.Diamonds)} {
		s, err := r.Start(cards.Deal{Deck: deckWith(cards.Deck52, 14, c), Seed: 3})
		require.NoError(t, err)
		assert.False(t, trick.Has(s.Top()), "%v turned up: play starts on no trick card, not %v", c, s.Top())
		assert.True(t, cards.SetOf(s.AppendStock(nil)...).Has(c), "%v goes back into the stock", c)
		assert.Equal(t, 1, s.Turn())
		assert.Zero(t, s.PendingDraw())
	}
}

func TestS3Follow(t *testing.T) {
	r := Switch(2)
	s := pos(t, r, "9H,10C,KS,AD,7D,3D,4D/8S,9S,KD,QC,10H,3S,4S 9C/- * 0:play cw 0 0 0/7 1 0,0 - -")
	assert.Equal(t, []string{"9H", "10C", "AD:C", "AD:D", "AD:H", "AD:S", "draw"}, legal(r, s))
	assert.Equal(t, "the suit in force is clubs and the top card is 9C", refused(t, r, s, "KS"))
}

func TestS4AceWild(t *testing.T) {
	r := Switch(2)
	s := pos(t, r, "AS,KS,7D,3D,4D,5D,6D/AD,9S,KD,QC,10H,3S,4S 9C/- * 0:play cw 0 0 0/7 1 0,0 - -")
	s = play(t, r, s, "AS:D")
	assert.Equal(t, cards.Diamonds, s.Suit())
	assert.True(t, s.Named())
	assert.Equal(t, []string{"KD", "AD:C", "AD:D", "AD:H", "AD:S", "draw"}, legal(r, s), "diamonds, or an ace")
}

func TestS5TwoChain(t *testing.T) {
	r := Switch(3)
	s := pos(t, r, "2H,KS,AD/2C,9S,KD/QC,10S,8D 9H/- * 0:play cw 0 0 0/7 2 0,0,0 - -")
	s = play(t, r, s, "2H")
	assert.Equal(t, 2, s.PendingDraw())
	assert.Equal(t, []string{"2C", "draw"}, legal(r, s), "a 2 or pick up")
	assert.Equal(t, "a 2 is on the pile: play a 2 or draw 2", refused(t, r, s, "9S"))
	s = play(t, r, s, "2C", "draw")
	assert.Equal(t, 4, s.Drew(2), "the 2s add up")
	assert.Equal(t, 0, s.Turn())
}

func TestS6EightSkips(t *testing.T) {
	r := Switch(3)
	s := pos(t, r, "8H,KS,AD/2C,9S,KD/QC,10S,8D 9H/- * 0:play cw 0 0 0/7 2 0,0,0 - -")
	s = play(t, r, s, "8H")
	assert.Equal(t, 2, s.Turn(), "seat 1 misses a go")
}

func TestS7JackReverses(t *testing.T) {
	r := Switch(3)
	s := pos(t, r, "JH,KS,AD/2C,9S,KD/QC,10S,8D 9H/- * 0:play cw 0 0 0/7 2 0,0,0 - -")
	s = play(t, r, s, "JH")
	assert.Equal(t, Counterclockwise, s.Direction())
	assert.Equal(t, 2, s.Turn(), "play goes back the other way")
}

func TestS8DrawOne(t *testing.T) {
	r := Switch(2)
	s := pos(t, r, "9H,KS,QD,7D,3D,4D,5D/AD,9S,KD,QC,10H,3S,4S 9C/- * 0:play cw 0 0 0/7 1 0,0 - -")
	s = play(t, r, s, "draw")
	assert.True(t, s.Hand(0).Has(cards.New(cards.Two, cards.Clubs)), "the top of the stock")
	assert.Equal(t, []string{"2C", "9H", "pass"}, legal(r, s), "play (the 2C drawn follows the clubs), or pass")
}

func TestS9End(t *testing.T) {
	r := Switch(2)
	s := pos(t, r, "9H/AS,KD,5C 9C/* 2C,2D 0:play cw 0 46 0/7 1 0,0 - 1:9C/0,0 plays:46")
	s = play(t, r, s, "9H")
	reason, out := s.End()
	assert.Equal(t, EndOut, reason)
	assert.Equal(t, 0, out)
	assert.Equal(t, []int{0, -(20 + 10 + 5)}, r.Score(s), "an ace 20, a court card 10, the rest their face")
}

// TestSwitchContract runs the checks of cards/cardstest over seeded random
// games of Switch with 2, 4 and 6 players.
func TestSwitchContract(t *testing.T) {
	for _, n := range []int{2, 4, 6} {
		r := Switch(n)
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			t.Parallel()
			contract(t, r)
		})
	}
}

func TestS10LastCard(t *testing.T) {
	r := Switch(2)
	s := pos(t, r, "9H,KS/AS,KD,5C 9C/* 2C,2D 0:play cw 0 45 0/7 1 0,0 - 1:9C/0,0 plays:45")
	assert.Equal(t, []string{"9H!", "9H", "draw"}, legal(r, s), "the call right before the same play without it")

	called := readBack(t, r, play(t, r, s, "9H!"))
	assert.Equal(t, cards.SetOf(cards.New(cards.King, cards.Spades)), called.Hand(0), "with the call: no penalty")
	assert.Equal(t, 0, called.Drew(0))
	assert.Equal(t, 2, called.StockLen())
	assert.Equal(t, 1, called.Turn())

	uncalled := readBack(t, r, play(t, r, s, "9H"))
	assert.Equal(t, cards.SetOf(cards.New(cards.King, cards.Spades), cards.New(cards.Two, cards.Clubs), cards.New(cards.Two, cards.Diamonds)),
		uncalled.Hand(0), "without the call: the two cards of the stock picked up")
	assert.Equal(t, 2, uncalled.Drew(0))
	assert.Equal(t, 45, uncalled.StockLen(), "the stock ran out: the discards under the 9H became the stock")
	assert.Equal(t, 1, uncalled.Turn())
	assert.Equal(t, "0:9H/2,0", lastMoveField(t, r, uncalled))

	two := pos(t, r, "2H,KS/AS,KD,5C 9H/* 3C,3D,4C 0:play cw 0 44 0/7 1 0,0 - 1:9H/0,0 plays:44")
	assert.Equal(t, []string{"2H!", "2H", "draw"}, legal(r, two))
	two = play(t, r, two, "2H")
	assert.Equal(t, 3, two.Hand(0).Len(), "the penalty picked up before the 2 acts")
	assert.Equal(t, 2, two.PendingDraw(), "the 2 still makes the next player pick up two")
	assert.Equal(t, 1, two.Turn())

	ace := pos(t, r, "9H,AD/AS,KD,5C 9C/* 2C,2D 0:play cw 0 45 0/7 1 0,0 - 1:9C/0,0 plays:45")
	assert.Equal(t, []string{"9H!", "9H", "AD!:C", "AD:C", "AD!:D", "AD:D", "AD!:H", "AD:H", "AD!:S", "AD:S", "draw"}, legal(r, ace))

	three := pos(t, r, "9H,KS,3D/AS,KD,5C 9C/* 2C,2D 0:play cw 0 45 0/7 1 0,0 - 1:9C/0,0 plays:45")
	assert.Equal(t, "the last-card call (!) goes with a card that leaves one, and seat 0 holds 3 cards", refused(t, r, three, "9H!"))
	out := pos(t, r, "9H/AS,KD,5C 9C/* 2C,2D 0:play cw 0 46 0/7 1 0,0 - 1:9C/0,0 plays:46")
	assert.Equal(t, []string{"9H", "draw"}, legal(r, out), "the last card carries no call")
	assert.Equal(t, "the last-card call (!) goes with a card that leaves one, not with the last", refused(t, r, out, "9H!"))
	assert.Contains(t, refused(t, r, out, "KS!"), "does not hold KS", "the card first")
}
