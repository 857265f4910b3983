//go:build ignore

package boxes

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// tellsAsBoxes checks that the table's story of a move (or of the deal),
// table, is Boxes' own, boxes, as every seat and the spectator see it,
// but for what the table cannot know: when the move ended a deal that
// another follows (lost), the table tells of the cards the move drew
// their count only (not Secret): no view of the next deal says which
// they were.
func tellsAsBoxes(t *testing.T, where string, boxes, table []cards.Event, lost bool) {
	t.Helper()
	want := make([]cards.Event, len(boxes))
	ended := false
	for i, e := range boxes {
		e = boxes[i]
		e.Cards, e.Hands = slices.Clone(e.Cards), slices.Clone(e.Hands)
		e.Scores, e.Totals = slices.Clone(e.Scores), slices.Clone(e.Totals)
		switch e.Kind {
		case cards.EventDealEnd, cards.EventGameEnd:
			ended = true
		case cards.EventDraw, cards.EventPenalty:
			if lost && !ended {
				e.Cards, e.Secret = nil, false
			}
		}
		want[i] = e
	}
	for seat := cards.Spectator; seat < NumSeats; seat++ {
		require.Equal(t, seenBy(want, seat), seenBy(table, seat), "%s: the story as seat %d sees it", where, seat)
	}
}

// seenBy returns story as seat sees it.
func seenBy(story []cards.Event, seat int) []cards.Event {
	out := make([]cards.Event, len(story))
	for i, e := range story {
		out[i] = e.SeenBy(seat)
	}
	return out
}

// TestTableContract runs cardstest.Check, whose leak check covers the
// stories, on Boxes' table under every option at once and under none,
// in short matches, so that deals end and others follow.
func TestTableContract(t *testing.T) {
	short, err := NewSchedule(4, 2, 3)
	require.NoError(t, err)
	for _, b := range []Rules{{Deals: short}, {Deals: short, WildEightsNines: true, BigSets: true, FiveSelf: true,
		PlayDrawn: true, PairAnswersTwo: true, LastCardEffects: true, UpcardEffects: true, MaxMoves: 60}} {
		r := b.Table()
		checkTable(t, r)
	}
}
