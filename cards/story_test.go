package cards_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

func TestEventSeenBy(t *testing.T) {
	deal := cards.Event{Kind: cards.EventDeal, Seat: 3, Count: 1, Secret: true,
		Hands: []cards.Set{cards.SetOf(cards.New(cards.Two, cards.Clubs)), cards.SetOf(cards.New(cards.Ace, cards.Spades))}}
	seen := deal.SeenBy(1)
	assert.Equal(t, []cards.Set{0, cards.SetOf(cards.New(cards.Ace, cards.Spades))}, seen.Hands, "seat 1 sees its hand alone")
	assert.Equal(t, []cards.Set{0, 0}, deal.SeenBy(cards.Spectator).Hands, "the spectator sees none")
	assert.Equal(t, cards.SetOf(cards.New(cards.Two, cards.Clubs)), deal.Hands[0], "SeenBy changes not the event")
	seen.Hands[1] = 0
	assert.NotZero(t, deal.Hands[1], "the event seen shares no slice")

	end := cards.Event{Kind: cards.EventDealEnd, Seat: -1, Hands: deal.Hands, Scores: []int{3, 4}}
	assert.Equal(t, end, end.SeenBy(0), "an event that is no secret is seen whole")
}

func TestEventJSON(t *testing.T) {
	e := cards.Event{Kind: cards.EventPlay, Seat: 2, Cards: []cards.Card{cards.New(cards.Eight, cards.Spades)}, Suit: cards.Hearts, Named: true}
	data, err := json.Marshal(e)
	require.NoError(t, err)
	assert.JSONEq(t, `{"kind":"play","seat":2,"cards":["8S"],"suit":"H","named":true}`, string(data))
	var back cards.Event
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, e, back)

	_, err = json.Marshal(cards.Event{})
	assert.ErrorIs(t, err, cards.ErrSyntax, "an event of no kind has no JSON form")
}
