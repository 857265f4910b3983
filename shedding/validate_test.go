package shedding

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// mauMatch returns Mau-Mau for three in a match of two deals of five.
func mauMatch() Rules {
	r := MauMau(3)
	r.Deals[0], r.Deals[1] = 5, 5
	return r
}

// mauAnswer is a position of mauMatch: seat 0 answered seat 2's 7D with
// the 7C, and seat 1, holding no 7, owes 4 cards.
const mauAnswer = "QS/9D,9S,KS,AH/10H,QH,KC,KH 7C/7D,7S,8D,8H,8S,9C,9H,10C,10D,10S,JD,JH,JS,QD,AC QC,KD,AS,JC,7H,AD,8C " +
	"1:answer:2:4 cw 0 25 0/5,5 0 0,0,0 - 0:7C/0,0,0 d12008dcabce06ecc5941d7ad2f3ba29 plays:15"

// mauJack is a position of mauMatch after seat 1 played the JS naming
// spades.
const mauJack = "7C,7S,QS,AC/9D,9S,JD,KS,AH/8D,8H,9C,QH,KC,KH JS/10C,10D,10S 8S,9H,QD,10H,JH,7D,QC,KD,AS,JC,7H,AD,8C " +
	"2:play cw 0 7 0/5,5 0 0,0,0 - 1:JS:S/0,0,0 d12008dcabce06ecc5941d7ad2f3ba29 plays:3"

// invalid requires that text is refused under r as a position no game
// reaches, with an error saying want.
func invalid(t *testing.T, r Rules, text, want string) {
	t.Helper()
	s, err := r.ParseState(text)
	require.ErrorIs(t, err, cards.ErrInvalidState, text)
	assert.NotErrorIs(t, err, cards.ErrSyntax)
	assert.Contains(t, err.Error(), want)
	assert.Equal(t, State{}, s)
}

// TestCheckAnswerHeld: under ForcedDraw a seat holding no answer draws a
// pending draw at once, so the seat to answer one holds an answer: the
// decoders refuse a State whose seat to answer holds none, and a view
// whose unseen cards hold none for it. Without ForcedDraw the seat may
// hold none and draw.
func TestCheckAnswerHeld(t *testing.T) {
	r := mauMatch()
	s := mustParse(t, r, mauAnswer)
	assert.Zero(t, s.Hand(1)&r.Answer, "seat 1 holds no 7")
	forced := r
	forced.ForcedDraw = true
	invalid(t, forced, mauAnswer, "seat 1 must answer a pending draw of 4, yet holds no card of the rules' Answer")
	data, err := r.MarshalState(s)
	require.NoError(t, err)
	_, err = forced.DecodeState(data)
	assert.ErrorContains(t, err, "seat 1 must answer a pending draw of 4")

	// Seat 1 holds the 7H instead of the AH: a position of both tables.
	held := strings.NewReplacer("9D,9S,KS,AH/", "9D,9S,KS,7H/", "JC,7H,AD", "JC,AH,AD").Replace(mauAnswer)
	mustParse(t, forced, held)

	// Seat 0 holds the 7H instead of the QS: every 7 is seen by seat 0,
	// so no deal of its view gives seat 1 an answer; seat 2's and the
	// spectator's may.
	seen := strings.NewReplacer("QS/9D", "7H/9D", "JC,7H,AD", "JC,QS,AD").Replace(mauAnswer)
	s = mustParse(t, r, seen)
	for seat, ok := range map[int]bool{0: false, 2: true, cards.Spectator: true} {
		v := NewView(forced, s, seat)
		if ok {
			assert.NoError(t, v.check(), "seat %d", seat)
			assert.NotEqual(t, State{}, SampleView(v, nil), "seat %d", seat)
			continue
		}
		err := v.check()
		require.ErrorIs(t, err, cards.ErrInvalidState, "seat %d", seat)
		assert.Contains(t, err.Error(), "no deal of the")
		assert.Equal(t, State{}, SampleView(v, nil), "seat %d", seat)
		// Its JSON, the rules made ForcedDraw's, is refused too.
		doc, err := NewView(r, s, seat).MarshalJSON()
		require.NoError(t, err)
		data := string(doc)
		require.Contains(t, data, `"game":"mau-mau",`)
		back := NewView(forced, State{}, seat)
		err = back.UnmarshalJSON([]byte(strings.Replace(data, `"game":"mau-mau",`, `"game":"mau-mau","forcedDraw":true,`, 1)))
		assert.ErrorIs(t, err, cards.ErrInvalidState)
		assert.ErrorContains(t, err, "no deal of the")
		var plain View[Rules]
		require.NoError(t, plain.UnmarshalJSON([]byte(data)), "without ForcedDraw the view reads")
	}
}

// TestCheckChain: a chain of plays and its pending draw are what the
// table's cards make: without the last-card call Mau-Mau's four 7s make
// a chain of 4 at most, each adding 2 (with it, a 7 may come back: see
// TestChainPlaysASevenTwice); a table whose 4s start a draw of 4 and add
// 1 when they answer gives each chain its sums, and a card of Answer
// adding nothing is no play of the chain; where a card may be played
// twice in a chain, any number of answers add up.
func TestCheckChain(t *testing.T) {
	r := mauMatch()
	r.LastCall = 0
	invalid(t, r, strings.Replace(mauAnswer, "1:answer:2:4", "1:answer:5:10", 1),
		"a chain of 5 plays makes the pending draw, yet the rules' cards (Draw, Answer) make one of 4 at most")
	invalid(t, r, strings.Replace(mauAnswer, "1:answer:2:4", "1:answer:2:5", 1),
		"5 cards to draw for a chain of 2 plays, yet the rules' Draw and Chain give 4")
	mustParse(t, r, strings.Replace(mauAnswer, "1:answer:2:4", "1:answer:4:8", 1))
	r.LastCall = 1
	mustParse(t, r, strings.Replace(mauAnswer, "1:answer:2:4", "1:answer:5:10", 1))
	invalid(t, r, strings.Replace(mauAnswer, "1:answer:2:4", "1:answer:5:11", 1),
		"11 cards to draw for a chain of 5 plays, yet the rules' Draw and Chain give 10")

	sw := Switch(4)
	sw.LastCall = 0
	sw.Draw[cards.Four], sw.Chain[cards.Four] = 4, 1
	sw.Answer |= cards.RankSet(cards.Four) | cards.RankSet(cards.Nine)
	require.NoError(t, sw.Validate())
	for _, tc := range []struct {
		chain, pending uint8
		err            string
	}{
		{1, 2, ""}, {1, 4, ""}, {1, 3, "give 2 or 4"},
		{2, 3, ""}, {2, 6, ""}, {2, 7, "give 3, 4, 5 or 6"},
		// All eight: a 2 first, then three 2s and four 4s; or a 4 first.
		{8, 12, ""}, {8, 15, ""}, {8, 13, "give 12 or 15"},
		{9, 15, "a chain of 9 plays makes the pending draw, yet the rules' cards (Draw, Answer) make one of 8 at most"},
	} {
		err := sw.checkChain(&Public{chain: tc.chain, pending: tc.pending})
		if tc.err == "" {
			assert.NoError(t, err, "chain %d, pending %d", tc.chain, tc.pending)
			continue
		}
		assert.ErrorIs(t, err, cards.ErrInvalidState)
		assert.ErrorContains(t, err, tc.err, "chain %d, pending %d", tc.chain, tc.pending)
	}

	// Switch's call costs two cards, which may be a 2 or a 4 of the
	// chain, reshuffled: a 2 or a 4 first, then any answers.
	sw.LastCall = 2
	for _, tc := range []struct {
		chain, pending uint8
		err            string
	}{
		{1, 2, ""}, {1, 4, ""}, {1, 3, "give 2 or 4"},
		{9, 10, ""}, {9, 15, ""}, {9, 20, ""}, {9, 9, "give from 10 to 20"}, {9, 21, "give from 10 to 20"},
		{40, 41, ""}, {40, 82, ""}, {40, 40, "give from 41 to 82"},
	} {
		err := sw.checkChain(&Public{chain: tc.chain, pending: tc.pending})
		if tc.err == "" {
			assert.NoError(t, err, "chain %d, pending %d", tc.chain, tc.pending)
			continue
		}
		assert.ErrorIs(t, err, cards.ErrInvalidState)
		assert.ErrorContains(t, err, tc.err, "chain %d, pending %d", tc.chain, tc.pending)
	}
}

// TestCheckTotalsBeforeADealEnded: a match's totals are the scores of the
// deals before this one: none before the first has ended.
func TestCheckTotalsBeforeADealEnded(t *testing.T) {
	r := mauMatch()
	mustParse(t, r, mauJack)
	invalid(t, r, strings.Replace(mauJack, " 0,0,0 ", " 0,-3,0 ", 1), "no deal has ended, yet seat 1 has a total score")
}

// TestCheckLastMoveForm: the last move is one the table allows, read as
// ParseMove reads it: Mau-Mau's jacks name a suit.
func TestCheckLastMoveForm(t *testing.T) {
	r := mauMatch()
	text := strings.Replace(mauJack, "1:JS:S/", "1:JS/", 1)
	invalid(t, r, text, "the last move JS is no move of the rules: a J must name a suit, as in JS:H")
	_, err := r.ParseMove("JS")
	assert.ErrorContains(t, err, "a J must name a suit, as in JS:H", "the same reason")
}

// TestCheckHandVoids: every hand of a State fits the voids its seat
// showed, as a view's own hand does: under StuckDraw seat 0 drew on
// spades holding two cards, so it holds at most one spade or 8 besides
// what it drew since.
func TestCheckHandVoids(t *testing.T) {
	r := shownTable()
	text := func(hand string) string {
		return hand + "/5C,6C/7D,9D/JS,QS KH/* 2D,AC 0:play cw 0 40 0/2 3 0,0,0,0 - 3:KH/0,0,0,0 " + rng0 + " v0,0,0,2,0,2/-/-/- plays:40"
	}
	mustParse(t, r, text("2C,3H,4S"))
	invalid(t, r, text("2C,3S,4S"), "seat 0 holds {2C 3S 4S}, more cards of the kinds it showed it lacks (barred) than it drew since")
	invalid(t, r, text("3H,4S,8C"), "seat 0 holds {3H 4S 8C}, more cards of the kinds") // the 8s are wild
}

// TestCheckViewVoidsFitADeal: a view's voids fit some deal of the cards
// its seat cannot see, all seats at once: seats 1 and 2, each showing it
// holds only clubs other than the 2C (or hearts), cannot both hold two of
// the three such clubs seat 0 cannot see, though each alone can.
func TestCheckViewVoidsFitADeal(t *testing.T) {
	r := shownTable()
	s := pos(t, r, "3H,4H/5C,6C/7D,9D/JS,QS KS/* 2C,2D,AC,AD 0:play cw 0 40 0/2 3 0,0,0,0 - 3:KS/0,0,0,0 plays:40")
	only := [NumVoids]uint8{VoidDiamonds: 2, VoidSpades: 2, VoidAnswer: 2}
	s.barred[1] = only
	v := NewView(r, s, 0)
	require.NoError(t, v.check(), "seat 1 alone holds two of 5C, 6C and AC")
	assert.NotEqual(t, State{}, SampleView(v, rand.New(rand.NewPCG(1, 2))))
	s.barred[2] = only
	v = NewView(r, s, 0)
	err := v.check()
	require.ErrorIs(t, err, cards.ErrInvalidState)
	assert.ErrorContains(t, err, "no deal of the 10 unseen cards fits the voids the seats showed (barred)")
	assert.Equal(t, State{}, SampleView(v, rand.New(rand.NewPCG(1, 2))))
}
