package fishing

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// TestViewDecoderChecksTrails checks the trail records of a view's JSON
// against the hands, on Equi's table without the rank ban: seat 0 trails
// 6C on 8C 8D 8H 8S (the deck in card order, dealer 1), and its record
// is changed to a trail on 6D, which 6C itself takes: no hand is one the
// record allows. Seat 0's view is refused for its own hand, seat 1's for
// every hand of seat 0's unseen cards. Each view decodes before the
// change.
func TestViewDecoderChecksTrails(t *testing.T) {
	tb := Table{
		Name: "equi", Players: 2, Deck: cards.Deck36,
		Values: scoring.Table{cards.King: 4, cards.Queen: 3, cards.Jack: 2, cards.Ace: 1,
			cards.Ten: 10, cards.Nine: 9, cards.Eight: 8, cards.Seven: 7, cards.Six: 6},
		Hand: 4, TableCards: 4, Refill: RefillMover, Play: PlaySubset, WholeLifts: true, LastLifts: true,
		Compulsory: CompelHand, Recycle: RecycleAll, ClearEnds: true, NoProgressRounds: 1, MaxMoves: 500,
	}
	r, err := New(tb)
	require.NoError(t, err)
	s, err := r.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	m, err := r.ParseMove("6C")
	require.NoError(t, err)
	require.NoError(t, r.ApplyTo(&s, m))
	require.NotZero(t, s.trails[0].held, "the trail made a record")
	for seat, reason := range map[int]string{
		0: "seat 0's hand is not one its trail record allows",
		1: "no hand of seat 0's unseen and known cards is one its trail record allows",
	} {
		b, err := json.Marshal(r.View(s, seat))
		require.NoError(t, err)
		_, err = r.DecodeView(b)
		require.NoError(t, err, "seat %d's view decodes", seat)
		doc := strings.Replace(string(b), `"table":"{8C 8D 8H 8S}","held"`, `"table":"{6D}","held"`, 1)
		require.NotEqual(t, string(b), doc)
		_, err = r.DecodeView([]byte(doc))
		require.ErrorIs(t, err, cards.ErrInvalidState, "seat %d", seat)
		assert.Contains(t, err.Error(), reason)
	}
}
