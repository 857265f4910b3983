package boxes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// told writes a story as seat sees it, one event a line: its kind, seat,
// cards and count, and the fields some kinds use.
func told(story []cards.Event, seat int) string {
	var b strings.Builder
	for _, e := range story {
		e = e.SeenBy(seat)
		fmt.Fprintf(&b, "%s %d %v %d", e.Kind, e.Seat, e.Cards, e.Count)
		if e.Named {
			fmt.Fprintf(&b, " naming %v", e.Suit)
		}
		if e.Kind == cards.EventReverse {
			fmt.Fprintf(&b, " clockwise %t", e.Clockwise)
		}
		if e.Kind == cards.EventDealEnd || e.Kind == cards.EventGameEnd {
			fmt.Fprintf(&b, " %v %v %v", e.Hands, e.Scores, e.Totals)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestStory plays one move in a built position and checks its story, as
// the mover, the next seat and the spectator see it.
func TestStory(t *testing.T) {
	for _, c := range []struct {
		name string
		sc   scene
		move string
		want [3]string // as seat 0 (the mover), seat 1 and the spectator see it
	}{
		{"a 2 to answer", scene{hands: [4]string{"2H KD", "2C QC", "QS", "JC"}, top: "5H", stock: "9C"}, "2H", [3]string{
			"play 0 [2H] 0\nchain 1 [] 2\n", "play 0 [2H] 0\nchain 1 [] 2\n", "play 0 [2H] 0\nchain 1 [] 2\n"}},
		{"a 2 not answered", scene{hands: [4]string{"2H KD", "QC", "QS", "JC"}, top: "5H", stock: "9C 8C 7C"}, "2H", [3]string{
			"play 0 [2H] 0\nchain 1 [] 2\ndraw 1 [] 2\n", "play 0 [2H] 0\nchain 1 [] 2\ndraw 1 [8C 9C] 2\n", "play 0 [2H] 0\nchain 1 [] 2\ndraw 1 [] 2\n"}},
		{"a 4 skips", scene{hands: [4]string{"4H KD", "QC", "QS", "JC"}, top: "5H", stock: "9C"}, "4H", [3]string{
			"play 0 [4H] 0\nskip 1 [] 0\n", "play 0 [4H] 0\nskip 1 [] 0\n", "play 0 [4H] 0\nskip 1 [] 0\n"}},
		{"a 6 plays again", scene{hands: [4]string{"6H KD", "QC", "QS", "JC"}, top: "5H", stock: "9C"}, "6H", [3]string{
			"play 0 [6H] 0\nagain 0 [] 0\n", "play 0 [6H] 0\nagain 0 [] 0\n", "play 0 [6H] 0\nagain 0 [] 0\n"}},
		{"a 7 makes the next draw", scene{hands: [4]string{"7H KD", "QC", "QS", "JC"}, top: "5H", stock: "9C 8C"}, "7H", [3]string{
			"play 0 [7H] 0\ndraw 1 [] 1\n", "play 0 [7H] 0\ndraw 1 [9C] 1\n", "play 0 [7H] 0\ndraw 1 [] 1\n"}},
		{"an 8 names a suit", scene{hands: [4]string{"8H KD", "QC", "QS", "JC"}, top: "5H", stock: "9C"}, "8H:S", [3]string{
			"play 0 [8H] 0 naming S\n", "play 0 [8H] 0 naming S\n", "play 0 [8H] 0 naming S\n"}},
		{"a 10 reverses", scene{hands: [4]string{"10H KD", "QC", "QS", "JC"}, top: "5H", stock: "9C"}, "10H", [3]string{
			"play 0 [10H] 0\nreverse -1 [] 0 clockwise false\n", "play 0 [10H] 0\nreverse -1 [] 0 clockwise false\n", "play 0 [10H] 0\nreverse -1 [] 0 clockwise false\n"}},
		{"a pair without the call", scene{hands: [4]string{"QH QC KD", "JC", "QS", "JD"}, top: "5H", stock: "9C"}, "QH+QC", [3]string{
			"play 0 [QH QC] 0\npenalty 0 [9C] 1\n", "play 0 [QH QC] 0\npenalty 0 [] 1\n", "play 0 [QH QC] 0\npenalty 0 [] 1\n"}},
		{"a draw", scene{hands: [4]string{"QC KD", "QS", "QD", "JC"}, top: "5H", stock: "JH 2C"}, "draw", [3]string{
			"draw 0 [JH] 1\n", "draw 0 [] 1\n", "draw 0 [] 1\n"}},
		{"a draw that reshuffles", scene{hands: [4]string{"QC KD", "QS", "QD", "JC"}, top: "5H", discard: "3H"}, "draw", [3]string{
			"draw 0 [", "draw 0 [] 1\nreshuffle -1 [] ", "draw 0 [] 1\nreshuffle -1 [] "}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := Rules{}
			s := build(t, r, c.sc)
			m, err := r.ParseMove(c.move)
			require.NoError(t, err)
			after, err := r.Apply(s, m)
			require.NoError(t, err)
			story := r.Table().Story(s, m, after)
			for i, seat := range []int{0, 1, cards.Spectator} {
				if strings.Contains(c.name, "reshuffle") {
					assert.True(t, strings.HasPrefix(told(story, seat), c.want[i]), "as seat %d sees it:\n%s", seat, told(story, seat))
					continue
				}
				assert.Equal(t, c.want[i], told(story, seat), "as seat %d sees it", seat)
			}
		})
	}
}

// TestStoryOfADealsEnd checks the story of the move that ends a deal: the
// end with every hand and the scores, then the next deal and its upcard.
func TestStoryOfADealsEnd(t *testing.T) {
	r := Rules{Deals: schedOf(t, 1, 1)}
	s := build(t, r, scene{hands: [4]string{"QH", "3C", "8S", "KD"}, top: "5H", stock: "9C", sched: []int{1, 1}})
	m, err := r.ParseMove("QH")
	require.NoError(t, err)
	after, err := r.Apply(s, m)
	require.NoError(t, err)
	story := r.Table().Story(s, m, after)
	require.Len(t, story, 4)
	assert.Equal(t, "play 0 [QH] 0\ndeal end 0 [] 1 [{} {3C} {8S} {KD}] [0 3 50 10] [0 3 50 10]\n", told(story[:2], 1))
	assert.Equal(t, cards.EventDeal, story[2].Kind)
	assert.Equal(t, 1, story[2].Seat, "the next dealer")
	assert.Equal(t, 1, story[2].Count, "one card each")
	seen := story[2].SeenBy(1)
	assert.Equal(t, after.Hand(1), seen.Hands[1], "seat 1 sees its own new hand")
	assert.Zero(t, seen.Hands[0]|seen.Hands[2]|seen.Hands[3], "and no other")
	assert.Equal(t, cards.EventTurnUp, story[3].Kind)
	assert.Equal(t, []cards.Card{after.Top()}, story[3].Cards)
}

// TestStartStoryOfUpcardEffects checks the story of a deal whose upcard
// acts under UpcardEffects: a 7 makes the dealer's left draw one card,
// told to every seat by its count only, and a 4 skips the dealer's left.
func TestStartStoryOfUpcardEffects(t *testing.T) {
	for _, c := range []struct {
		upcard string
		want   string
	}{
		{"7H", "deal 0 [] 1\nturn up -1 [7H] 0\ndraw 1 [] 1\n"},
		{"4H", "deal 0 [] 1\nturn up -1 [4H] 0\nskip 1 [] 0\n"},
		{"10H", "deal 0 [] 1\nturn up -1 [10H] 0\nreverse -1 [] 0 clockwise false\n"},
		{"6H", "deal 0 [] 1\nturn up -1 [6H] 0\nagain 0 [] 0\n"},
	} {
		r := Rules{UpcardEffects: true, Deals: schedOf(t, 1)}
		// Dealer 0 deals one card each to seats 1, 2, 3 and 0; then the
		// upcard; then the stock, QS drawn first.
		head := []cards.Card{card(t, "2C"), card(t, "3C"), card(t, "4C"), card(t, "5C"), card(t, c.upcard), card(t, "QS")}
		deck := cards.Deck(head)
		for x := range cards.Deck52.Minus(cards.SetOf(head...)).All() {
			deck = append(deck, x)
		}
		s, err := r.Start(cards.Deal{Deck: deck})
		require.NoError(t, err)
		story := r.Table().StartStory(s)
		for _, seat := range []int{0, 1, cards.Spectator} {
			assert.Equal(t, c.want, told(story, seat), "%s, as seat %d sees it", c.upcard, seat)
		}
		want := cards.SetOf(card(t, "2C"))
		if c.upcard == "7H" {
			want = want.Add(card(t, "QS")) // the hand as the upcard left it
		}
		assert.Equal(t, []cards.Set{0, want, 0, 0}, story[0].SeenBy(1).Hands, "seat 1 sees its hand alone")
	}
}
