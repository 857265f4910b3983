package shedding

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// shownTable is a table of Boxes' kind for the tests of what a position
// shows: four seats in two sides, following the suit, drawing one card
// only when stuck, the 8s wild, a 2 making the next seat draw two at once
// unless it answers with a 2, a 5 making every other seat draw one, every
// card left a penalty point.
func shownTable() Rules {
	t := Rules{Game: "shown", Players: 4, Deck: cards.Deck52, FollowSuit: true, StuckDraw: true,
		DrawEnds: true, MaxDraw: 1, Reshuffle: true, Wild: cards.RankSet(cards.Eight),
		Answer: cards.RankSet(cards.Two), ForcedDraw: true, Sides: 2}
	t.HandSize[4] = 2
	t.Draw[cards.Two] = 2
	t.Others[cards.Five] = 1
	for k := cards.Two; k <= cards.Ace; k++ {
		t.Penalty[k] = 1
	}
	return t
}

// requireDocuments requires that the text and the JSON of s, and the
// JSON of every view of s under r, read back to what they were written
// from.
func requireDocuments(t *testing.T, r Rules, s State) {
	t.Helper()
	require.Equal(t, s, readBack(t, r, s), "%s", stateText(t, r, s))
	for seat := cards.Spectator; seat < r.Players; seat++ {
		v := r.View(s, seat)
		data, err := json.Marshal(v)
		require.NoError(t, err)
		var w View[Rules]
		require.NoError(t, json.Unmarshal(data, &w), "%s", data)
		require.Equal(t, v, w, "%s", data)
	}
}

// TestStuckDrawShowsVoids: under StuckDraw a draw before any in the turn
// shows that the seat holds none of the suit in force and no wild card;
// a card played later frees one barred card of the kinds it is not.
func TestStuckDrawShowsVoids(t *testing.T) {
	r := shownTable()
	s := pos(t, r, "3H,4H/5C,6C/7D,9D/JS,QS KS/* 2C,2D,AC 0:play cw 0 40 0/2 3 0,0,0,0 - 3:KS/0,0,0,0 plays:40")
	assert.Equal(t, []string{"draw"}, legal(r, s))
	s = play(t, r, s, "draw")
	// Seat 0 held 3H and 4H: two cards, none a spade or an 8.
	want := [NumVoids]int{VoidSpades: 2, VoidWild: 2}
	for k := range Void(NumVoids) {
		assert.Equal(t, want[k], s.Barred(0, k), "seat 0, %v", k)
		assert.Zero(t, s.Barred(1, k), "seat 1, %v", k)
	}
	assert.Equal(t, 1, s.Drew(0))
	assert.Equal(t, PhasePlay, s.Phase())
	text := stateText(t, r, s)
	assert.Contains(t, text, " 0:draw/1,0,0,0 ")
	assert.Contains(t, text, " v0,0,0,2,0,2/-/-/-")
	data, err := r.MarshalState(s)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"barred":[0,0,0,2,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]`)
	requireDocuments(t, r, s)

	// Seat 0 drew the 2C, then plays the 3H on hearts: the 3H took the
	// place of a dealt card, which was barred from the spades and the 8s.
	s = pos(t, r, "2C,3H,4H/5C,6C/7D,9D/JS,QS KH/* 2D,AC 0:play cw 0 40 0/2 3 0,0,0,0 - 3:KH/0,0,0,0 v0,0,0,2,0,2/-/-/- plays:40")
	s = play(t, r, s, "3H")
	assert.Equal(t, 1, s.Barred(0, VoidSpades))
	assert.Equal(t, 1, s.Barred(0, VoidWild))
	assert.Zero(t, s.Barred(0, VoidHearts))
	requireDocuments(t, r, s)

	// Without DrawEnds the seat that drew moves again, in the drawn phase.
	r.DrawEnds = false
	s = play(t, r, pos(t, r, "3H,4H/5C,6C/7D,9D/JS,QS KS/* 2C,2D,AC 0:play cw 0 40 0/2 3 0,0,0,0 - 3:KS/0,0,0,0 plays:40"), "draw")
	assert.Equal(t, PhaseDrawn, s.Phase())
	assert.Equal(t, 0, s.Turn())
	c, ok := s.Drawn()
	assert.True(t, ok)
	assert.Equal(t, card("2C"), c, "the top of the stock")
	assert.Contains(t, stateText(t, r, s), " 0:drawn:2C cw 0 ")
	_, ok = r.View(s, 0).Drawn()
	assert.True(t, ok, "the drawer sees the card")
	_, ok = r.View(s, 1).Drawn()
	assert.False(t, ok, "another seat does not")
	requireDocuments(t, r, s)
	x := r.Redeal(s, 1, rand.New(rand.NewPCG(1, 2)))
	c, ok = x.Drawn()
	assert.True(t, ok && x.Hand(0).Has(c), "a redeal for seat 1 draws the card anew among seat 0's")
	assert.Equal(t, r.View(s, 1), r.View(x, 1))
	// A voluntary draw (no StuckDraw) shows nothing.
	r.StuckDraw = false
	s = play(t, r, pos(t, r, "3S,4H/5C,6C/7D,9D/JS,QS KS/* 2C,2D,AC 0:play cw 0 40 0/2 3 0,0,0,0 - 3:KS/0,0,0,0 plays:40"), "draw")
	assert.Zero(t, s.Barred(0, VoidSpades))
}

// TestDrewByEverySeat: the draws of a card's effect are the last event's,
// seat by seat, and a forced draw of a pending draw shows that the seat
// held no answer.
func TestDrewByEverySeat(t *testing.T) {
	r := shownTable()
	s := play(t, r, pos(t, r, "5S,4H/5C,6C/7D,9D/JS,QS KS/* 2C,2D,AC,AD 0:play cw 0 40 0/2 3 0,0,0,0 - 3:KS/0,0,0,0 plays:40"), "5S")
	assert.Equal(t, [4]int{0, 1, 1, 1}, [4]int{s.Drew(0), s.Drew(1), s.Drew(2), s.Drew(3)})
	assert.Equal(t, set("5C 6C 2C"), s.Hand(1))
	assert.Contains(t, stateText(t, r, s), " 0:5S/0,1,1,1 ")
	data, err := r.MarshalState(s)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"last":{"deal":0,"seat":0,"move":"5S","drew":[0,1,1,1]}`)
	requireDocuments(t, r, s)

	// Seat 1 holds no 2: it draws the two at once, showing it, and seat
	// 2 moves.
	s = play(t, r, pos(t, r, "2S,4H/5C,6C/7D,9D/JS,QS KS/* 2C,2D,AC,AD 0:play cw 0 40 0/2 3 0,0,0,0 - 3:KS/0,0,0,0 plays:40"), "2S")
	assert.Equal(t, 2, s.Drew(1))
	assert.Equal(t, 2, s.Barred(1, VoidAnswer))
	assert.Equal(t, 2, s.Turn())
	assert.Equal(t, PhasePlay, s.Phase())
	requireDocuments(t, r, s)

	// Seat 1 holds a 2: it must answer.
	s = play(t, r, pos(t, r, "2S,4H/2C,6C/7D,9D/JS,QS KS/* 5C,2D,AC,AD 0:play cw 0 40 0/2 3 0,0,0,0 - 3:KS/0,0,0,0 plays:40"), "2S")
	assert.Equal(t, PhaseAnswer, s.Phase())
	assert.Equal(t, []string{"2C"}, legal(r, s))
	assert.Zero(t, s.Barred(1, VoidAnswer))
	assert.Equal(t, 1, s.Chain())
	requireDocuments(t, r, s)

	// A chain of two 2s owes four cards: the phase is answer:CHAIN:PENDING
	// in the text, and the JSON has chain and pending.
	s = play(t, r, pos(t, r, "2S,4H/2C,6C/2D,9D/JS,QS KS/* 5C,7D,AC,AD 0:play cw 0 40 0/2 3 0,0,0,0 - 3:KS/0,0,0,0 plays:40"), "2S", "2C")
	assert.Equal(t, []int{4, 2, 2}, []int{s.PendingDraw(), s.Chain(), s.Turn()})
	text := stateText(t, r, s)
	assert.Contains(t, text, " 2:answer:2:4 ")
	data, err = r.MarshalState(s)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"chain":2,"pending":4,`)
	requireDocuments(t, r, s)
	_, err = r.ParseState(strings.Replace(text, " 2:answer:2:4 ", " 2:answer:0:4 ", 1))
	assert.ErrorIs(t, err, cards.ErrInvalidState, "a chain of no play")
	_, err = r.ParseState(strings.Replace(text, " 2:answer:2:4 ", " 2:answer:5:4 ", 1))
	assert.ErrorIs(t, err, cards.ErrInvalidState, "a chain longer than its draw")
}

// TestUpcardEvent: an upcard that makes seats draw under UpcardActs is the
// deal's last event, as if the dealer had played it.
func TestUpcardEvent(t *testing.T) {
	r := shownTable()
	r.UpcardActs, r.HandSize[4] = true, 1
	first := cards.Deck{card("3H"), card("4H"), card("6H"),
		card("7H"), card("5S")}
	s, err := r.Start(cards.Deal{Deck: append(first, cards.Deck52.Minus(first.Set()).Cards()...)})
	require.NoError(t, err)
	assert.True(t, s.UpcardEvent())
	seat, m := s.LastMove()
	assert.Equal(t, 0, seat)
	assert.Equal(t, "5S", m.String())
	assert.Zero(t, s.MoveCount())
	assert.Equal(t, [4]int{0, 1, 1, 1}, [4]int{s.Drew(0), s.Drew(1), s.Drew(2), s.Drew(3)})
	assert.Contains(t, stateText(t, r, s), " upcard/0,1,1,1 ")
	requireDocuments(t, r, s)
	s = play(t, r, s, legal(r, s)[0])
	assert.False(t, s.UpcardEvent())
}

// TestLastDealAndSides: in a match the last finished deal's end and hands
// are shown, the last move stays the last event into the next deal, and
// the sides are scored together.
func TestLastDealAndSides(t *testing.T) {
	r := shownTable()
	r.Deals[0], r.Deals[1] = 1, 1
	first := cards.Deck{card("3S"), card("4H"), card("6H"),
		card("7H"), card("KS")}
	s, err := r.Start(cards.Deal{Deck: append(first, cards.Deck52.Minus(first.Set()).Cards()...)})
	require.NoError(t, err)
	deal, reason, out := s.LastEnd()
	assert.Equal(t, []int{-1, int(EndNone), -1}, []int{deal, int(reason), out})
	assert.Equal(t, -1, r.Winner(s.Public), "no deal scored: the sides are level")
	s = play(t, r, s, "3S") // seat 1 goes out
	assert.Equal(t, 1, s.Deal())
	deal, reason, out = s.LastEnd()
	assert.Equal(t, []int{0, int(EndOut), 1}, []int{deal, int(reason), out})
	assert.Equal(t, set("7H"), s.LastHand(0))
	assert.Equal(t, set("4H"), s.LastHand(2))
	assert.Equal(t, set("6H"), s.LastHand(3))
	seat, m := s.LastMove()
	assert.Equal(t, 1, seat)
	assert.Equal(t, "3S", m.String())
	assert.Equal(t, []int{0, 1, 0, 1}, []int{r.Side(0), r.Side(1), r.Side(2), r.Side(3)})
	assert.Equal(t, -2, r.Standing(s.Public, 0), "seats 0 and 2 kept a card each")
	assert.Equal(t, -1, r.Standing(s.Public, 1), "seat 3 kept one card")
	assert.Equal(t, 1, r.Winner(s.Public))
	requireDocuments(t, r, s)
	for i := 0; s.Turn() >= 0 && i < 500; i++ {
		s = play(t, r, s, legal(r, s)[0])
	}
	require.Equal(t, -1, s.Turn())
	deal, _, _ = s.LastEnd()
	assert.Equal(t, 1, deal)
	score := r.Score(s)
	assert.Equal(t, score[0]+score[2], r.Standing(s.Public, 0))
	assert.Equal(t, score[1]+score[3], r.Standing(s.Public, 1))
	requireDocuments(t, r, s)
}

// TestDrawAtTheMoveLimitShowsNoCard plays a draw that is the last move
// MaxMoves allows, under a table where a draw does not end the turn: the
// game ends, so no seat moves again knowing the card, and neither the
// position nor the spectator's view may say it (the long contract check
// once found the spectator's view naming it); the position's text reads
// back.
func TestDrawAtTheMoveLimitShowsNoCard(t *testing.T) {
	r := Rules{Game: "limit", Players: 2, Deck: cards.Deck52, FollowSuit: true, StuckDraw: true,
		MaxDraw: 1, MaxMoves: 1, HandSize: [MaxPlayers + 1]uint8{2: 3}}
	for seed := range uint64(500) {
		s, err := r.Start(cards.Deal{Seed: seed})
		require.NoError(t, err)
		if s.Turn() < 0 || !slices.Contains(cards.Legal(r, s), Draw()) {
			continue
		}
		after, err := r.Apply(s, Draw())
		require.NoError(t, err)
		require.Equal(t, -1, after.Turn(), "seed %d: the move limit ends the game", seed)
		_, ok := after.Drawn()
		assert.False(t, ok, "seed %d", seed)
		for seat := cards.Spectator; seat < 2; seat++ {
			_, ok := NewView(r, after, seat).Drawn()
			assert.False(t, ok, "seed %d: seat %d's view names the card drawn", seed, seat)
			assert.Equal(t, NewView(r, after, seat).Public, after.Public, "seed %d: seat %d's view", seed, seat)
		}
		assert.Equal(t, after, readBack(t, r, after), "seed %d", seed)
		return
	}
	t.Fatal("no deal of 500 gives the first seat a draw")
}
