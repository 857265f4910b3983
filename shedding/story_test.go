package shedding

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// boxesLike is a table with Boxes' rules that the scenarios of
// TestStoryScenes need: sets with the "one card" call and a penalty card
// without it, 2s whose chain the next seat draws at once when it cannot
// answer, 5s that make every other seat draw, 7s that feed the next seat,
// every card a penalty point, in a match of deals of 2 and 1 cards.
func boxesLike() Rules {
	r := Rules{Game: "boxes-like", Players: 4, Deck: cards.Deck52, FollowSuit: true,
		Call: cards.RankSet(cards.Eight), Answer: cards.RankSet(cards.Two), ForcedDraw: true,
		MaxSet: 2, UncalledDraw: 1, StuckDraw: true, DrawEnds: true, MaxDraw: 1,
		Reshuffle: true, LateReshuffle: true, Deals: [maxDeals]uint8{2, 1}}
	r.Draw[cards.Two], r.Chain[cards.Two] = 2, 1
	r.Others[cards.Five], r.Feed[cards.Seven] = 1, 1
	for k := cards.Two; k <= cards.Ace; k++ {
		r.Penalty[k] = 1
	}
	return r
}

// toldAs writes a story as seat sees it, one event a line.
func toldAs(story []cards.Event, seat int) string {
	var b strings.Builder
	for _, e := range story {
		e = e.SeenBy(seat)
		fmt.Fprintf(&b, "%s %d %v %d", e.Kind, e.Seat, e.Cards, e.Count)
		if e.Reason != "" {
			fmt.Fprintf(&b, " %q", e.Reason)
		}
		if e.Kind == cards.EventDealEnd || e.Kind == cards.EventGameEnd {
			fmt.Fprintf(&b, " %v %v %v", e.Hands, e.Scores, e.Totals)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestStoryScenes plays one move in a position written out and checks
// its story as the mover, the next seat and the spectator see it.
func TestStoryScenes(t *testing.T) {
	const rest = " 0:play cw 0 60 0/2,1 3 0,0,0,0 - 3:3H/0,0,0,0 00000000000000010000000000000002 plays:60"
	for _, c := range []struct {
		name, pos, move string
		want            [3]string // as seat 0 (the mover), seat 1 and the spectator see it
	}{
		{"a set with the call", "5H,5C,KD/JC/QS/JD 3H/* 9C,8C,7C" + rest, "5H+5C!", [3]string{
			"play 0 [5H 5C] 0\ndraw 1 [] 1\ndraw 2 [] 1\ndraw 3 [] 1\n",
			"play 0 [5H 5C] 0\ndraw 1 [9C] 1\ndraw 2 [] 1\ndraw 3 [] 1\n",
			"play 0 [5H 5C] 0\ndraw 1 [] 1\ndraw 2 [] 1\ndraw 3 [] 1\n"}},
		{"a set without the call", "5H,5C,KD/JC/QS/JD 3H/* 9C,8C,7C" + rest, "5H+5C", [3]string{
			"play 0 [5H 5C] 0\npenalty 0 [9C] 1 \"cards of a rank laid together without the \\\"one card\\\" call\"\n",
			"play 0 [5H 5C] 0\npenalty 0 [] 1 \"cards of a rank laid together without the \\\"one card\\\" call\"\n",
			"play 0 [5H 5C] 0\npenalty 0 [] 1 \"cards of a rank laid together without the \\\"one card\\\" call\"\n"}},
		{"a 5: the others draw", "5H,KD/JC/QS/JD 3H/* 9C,8C,7C" + rest, "5H", [3]string{
			"play 0 [5H] 0\ndraw 1 [] 1\ndraw 2 [] 1\ndraw 3 [] 1\n",
			"play 0 [5H] 0\ndraw 1 [9C] 1\ndraw 2 [] 1\ndraw 3 [] 1\n",
			"play 0 [5H] 0\ndraw 1 [] 1\ndraw 2 [] 1\ndraw 3 [] 1\n"}},
		{"a 7 feeds the next seat", "7H,KD/JC/QS/JD 3H/* 9C,8C,7C" + rest, "7H", [3]string{
			"play 0 [7H] 0\ndraw 1 [] 1\n", "play 0 [7H] 0\ndraw 1 [9C] 1\n", "play 0 [7H] 0\ndraw 1 [] 1\n"}},
		{"a 2 the next seat cannot answer", "2H,KD/JC/QS/JD 3H/* 9C,8C,7C" + rest, "2H", [3]string{
			"play 0 [2H] 0\nchain 1 [] 2\ndraw 1 [] 2\n", "play 0 [2H] 0\nchain 1 [] 2\ndraw 1 [8C 9C] 2\n",
			"play 0 [2H] 0\nchain 1 [] 2\ndraw 1 [] 2\n"}},
		{"a 2 the next seat answers", "2H,KD/2C/QS/JD 3H/* 9C,8C,7C" + rest, "2H", [3]string{
			"play 0 [2H] 0\nchain 1 [] 2\n", "play 0 [2H] 0\nchain 1 [] 2\n", "play 0 [2H] 0\nchain 1 [] 2\n"}},
		{"a reshuffle to draw", "KD/JC/QS/JD 3H/* -" + rest, "draw", [3]string{
			// The 47 discards are the stock, shuffled; JS is drawn.
			"draw 0 [JS] 1\nreshuffle -1 [] 47\n", "draw 0 [] 1\nreshuffle -1 [] 47\n", "draw 0 [] 1\nreshuffle -1 [] 47\n"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := boxesLike()
			s := mustParse(t, r, c.pos)
			m, err := r.ParseMove(c.move)
			require.NoError(t, err)
			after, err := r.Apply(s, m)
			require.NoError(t, err)
			story := r.Story(s, m, after)
			for i, seat := range []int{0, 1, cards.Spectator} {
				assert.Equal(t, c.want[i], toldAs(story, seat), "as seat %d sees it", seat)
			}
		})
	}
}

// TestStoryMatch plays the match of boxesLike from a written position:
// seat 0 goes out of the first deal; the story tells the end of the deal
// (who went out and why, the hands it ended with, the deal's scores and
// the totals), then the next deal,
// dealt by seat 0 after seat 3, and its upcard; the last deal's end shows
// every hand, then the game's end.
func TestStoryMatch(t *testing.T) {
	r := boxesLike()
	s := mustParse(t, r, "KH/JC/QS,QD/JD 3H/* 9C,8C,7C 0:play cw 0 60 0/2,1 3 0,0,0,0 - 3:3H/0,0,0,0 00000000000000010000000000000002 plays:60")
	m := Play(cards.New(cards.King, cards.Hearts))
	after, err := r.Apply(s, m)
	require.NoError(t, err)
	require.Equal(t, 1, after.Deal())
	story := r.Story(s, m, after)
	require.Len(t, story, 4)
	assert.Equal(t, "play 0 [KH] 0\ndeal end 0 [] 1 \"out\" [{} {JC} {QD QS} {JD}] [0 -1 -2 -1] [0 -1 -2 -1]\n", toldAs(story[:2], cards.Spectator))
	assert.Equal(t, cards.Event{Kind: cards.EventDeal, Seat: 0, Count: 1, Secret: true,
		Hands: []cards.Set{after.Hand(0), after.Hand(1), after.Hand(2), after.Hand(3)}}, story[2])
	assert.Equal(t, cards.Event{Kind: cards.EventTurnUp, Seat: -1, Cards: []cards.Card{after.Top()}, Suit: after.Top().Suit()}, story[3])
	// The last deal, played to its end by the first legal move.
	for after.Turn() >= 0 {
		s = after
		m = cards.Legal(r, s)[0]
		after, err = r.Apply(s, m)
		require.NoError(t, err)
	}
	story = r.Story(s, m, after)
	end, over := story[len(story)-2], story[len(story)-1]
	reason, out := after.End()
	assert.Equal(t, cards.Event{Kind: cards.EventDealEnd, Seat: out, Count: 2, Reason: reason.String(),
		Hands:  []cards.Set{after.Hand(0), after.Hand(1), after.Hand(2), after.Hand(3)},
		Scores: []int{-after.Hand(0).Len(), -after.Hand(1).Len(), -after.Hand(2).Len(), -after.Hand(3).Len()},
		Totals: []int{-after.Hand(0).Len(), -1 - after.Hand(1).Len(), -2 - after.Hand(2).Len(), -1 - after.Hand(3).Len()}}, end)
	assert.Equal(t, cards.Event{Kind: cards.EventGameEnd, Seat: -1, Scores: end.Totals}, over)
}

// TestStartStoryUpcard deals a 2 as the upcard under UpcardActs: the
// seat after the dealer holds no 2 and draws the two at once; the story
// tells the chain and the draw's count, not its cards (a dealt position
// does not say which cards were drawn), and the seat's hand with them.
func TestStartStoryUpcard(t *testing.T) {
	r := boxesLike()
	r.UpcardActs = true
	var deck cards.Deck
	for _, text := range []string{"3C", "3D", "3H", "3S", "4C", "4D", "4H", "4S", "2H", "5C", "5D"} {
		c, err := cards.ParseCard(text)
		require.NoError(t, err)
		deck = append(deck, c)
	}
	for c := range cards.Deck52.Minus(deck.Set()).All() {
		deck = append(deck, c)
	}
	s, err := r.Start(cards.Deal{Dealer: 0, Deck: deck})
	require.NoError(t, err)
	story := r.StartStory(s)
	assert.Equal(t, "deal 0 [] 2\nturn up -1 [2H] 0\nchain 1 [] 2\ndraw 1 [] 2\n", toldAs(story, 1))
	assert.Equal(t, "[{3S 4S} {3C 4C 5C 5D} {3D 4D} {3H 4H}]", fmt.Sprint(story[0].Hands))
	assert.Equal(t, 2, s.Turn(), "seat 1 lost its turn")
}
