package boxes

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// issue13DeckA is the deck of the position of issue 13, item 1: with
// dealer 0 and eight cards each, seat 1 cannot follow the upcard 10H and
// draws 8H, which it can play. issue13DeckB is the same deck with 8H and 4C
// swapped: seat 1 draws 4C, which it cannot play. Seat 2 sees neither card.
const (
	issue13DeckA = "5S QS 7C 9H 2D 2C 4C QD JD 6D 6C 7D QC 10S 5D AC 8C KD KS AS 9C 2S QH 8D JC " +
		"KH JS 3H 3D KC 10D 9D 10H 8H 9S JH 2H 6H 4H 7S 4D 8S AD 5C 3C 6S 7H 5H 10C 4S 3S AH"
	issue13DeckB = "5S QS 7C 9H 2D 2C 8H QD JD 6D 6C 7D QC 10S 5D AC 8C KD KS AS 9C 2S QH 8D JC " +
		"KH JS 3H 3D KC 10D 9D 10H 4C 9S JH 2H 6H 4H 7S 4D 8S AD 5C 3C 6S 7H 5H 10C 4S 3S AH"
)

// TestPlayDrawnHidesTheDrawnCard plays the position of issue 13, item 1:
// under PlayDrawn, whether seat 1 can play the card it drew must not show
// to the other seats. In both decks seat 1 enters the drawn phase; with the
// playable 8H it may play it or pass, with the unplayable 4C it may only
// pass; after the pass the two games look the same to seat 2, history
// included.
func TestPlayDrawnHidesTheDrawnCard(t *testing.T) {
	r := Rules{PlayDrawn: true}
	deckA, err := cards.ParseDeck(issue13DeckA)
	require.NoError(t, err)
	deckB, err := cards.ParseDeck(issue13DeckB)
	require.NoError(t, err)
	a, err := NewGameFromDeck(r, 0, deckA, 1)
	require.NoError(t, err)
	b, err := NewGameFromDeck(r, 0, deckB, 1)
	require.NoError(t, err)
	require.Equal(t, card(t, "10H"), a.State().Top())
	require.False(t, a.State().Hand(1).Has(card(t, "8H")))
	require.False(t, b.State().Hand(1).Has(card(t, "4C")))

	same := func(step string) {
		t.Helper()
		va, vb := a.View(2), b.View(2)
		assert.Equal(t, va, vb, "seat 2's view %s", step)
		ja, err := json.Marshal(va)
		require.NoError(t, err)
		jb, err := json.Marshal(vb)
		require.NoError(t, err)
		assert.Equal(t, string(ja), string(jb), "seat 2's view in JSON %s", step)
	}
	same("after the deal")
	for _, g := range []*Game{a, b} {
		_, err := g.PlayText("draw")
		require.NoError(t, err)
		assert.Equal(t, 1, g.Turn(), "the drawer keeps the turn")
		assert.Equal(t, PhaseDrawn, g.State().Phase())
	}
	same("after seat 1 drew")
	assert.Equal(t, []string{"8H:C", "8H:D", "8H:H", "8H:S", "pass"}, legalText(r, a.State()))
	assert.Equal(t, []string{"pass"}, legalText(r, b.State()), "an unplayable drawn card can only be kept")
	refused(t, r, b.State(), "4C", "the drawn card 4C cannot be played on hearts: only pass is legal")
	// The position with an unplayable drawn card is one the decoders accept.
	data, err := json.Marshal(b.State())
	require.NoError(t, err)
	var back State
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, b.State(), back)
	for _, seat := range []int{1, 2} {
		data, err := json.Marshal(b.View(seat))
		require.NoError(t, err)
		var v View
		require.NoError(t, json.Unmarshal(data, &v), "the view of seat %d", seat)
		assert.Equal(t, b.View(seat), v)
	}
	for _, g := range []*Game{a, b} {
		_, err := g.PlayText("pass")
		require.NoError(t, err)
		assert.Equal(t, 2, g.Turn())
	}
	same("after seat 1 passed")
	assert.Equal(t, []Event{
		{Seat: 1, Move: Draw(), Drew: [NumSeats]int{0, 1, 0, 0}},
		{Seat: 1, Move: Pass()},
	}, a.History())
}
