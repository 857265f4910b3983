package boxes

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// scriptDeck is the deck of the scripted match: with dealer 3 and two cards
// each, seat 0 gets 5H and KS, seat 1 QC and 3D, seat 2 JH and 7S, seat 3
// 4C and AD; the upcard is 9H; the stock starts 2C, 6D, 10S, 8H, then the
// other cards in card order, 2D first.
const scriptDeck = "5H QC JH 4C KS 3D 7S AD 9H 2C 6D 10S 8H"

// scriptMoves are the first six moves of the scripted match: seat 0 plays
// 5H and the three others draw (2C, 6D, 10S); seat 1 cannot follow and
// draws 8H; seat 2 plays JH; seat 3 draws 2D; seat 0 draws 2H; seat 1 plays
// 8H naming clubs.
var scriptMoves = []string{"5H", "draw", "JH", "draw", "draw", "8H:C"}

// fullDeckFrom returns the deck of text followed by every other card in
// card order.
func fullDeckFrom(t testing.TB, text string) cards.Deck {
	t.Helper()
	d, err := cards.ParseDeck(text)
	require.NoError(t, err)
	for c := range cards.Deck52.Minus(d.Set()).All() {
		d = append(d, c)
	}
	return d
}

// scripted returns the scripted match (one deal of two cards each, seed 7,
// seats named Ann, Bob, Cid and Dee) after its first n moves.
func scripted(t testing.TB, n int) *Game {
	t.Helper()
	sched, err := NewSchedule(2)
	require.NoError(t, err)
	g, err := NewGameFromDeck(Rules{Deals: sched}, 3, fullDeckFrom(t, scriptDeck), 7, "Ann", "Bob", "Cid", "Dee")
	require.NoError(t, err)
	for _, m := range scriptMoves[:n] {
		_, err := g.PlayText(m)
		require.NoError(t, err, "move %s", m)
	}
	return g
}

func TestGameScripted(t *testing.T) {
	g := scripted(t, 0)
	s := g.State()
	assert.Equal(t, []cards.Set{set(t, "5H KS"), set(t, "QC 3D"), set(t, "JH 7S"), set(t, "4C AD")},
		[]cards.Set{s.Hand(0), s.Hand(1), s.Hand(2), s.Hand(3)})
	assert.Equal(t, card(t, "9H"), s.Top())
	assert.Equal(t, 0, g.Turn())
	assert.Equal(t, []string{"5H"}, legalText(g.Rules(), s))
	assert.Empty(t, g.History())

	g = scripted(t, 6)
	s = g.State()
	assert.Equal(t, []cards.Set{set(t, "KS 2H"), set(t, "QC 3D 2C"), set(t, "7S 6D"), set(t, "4C AD 10S 2D")},
		[]cards.Set{s.Hand(0), s.Hand(1), s.Hand(2), s.Hand(3)})
	assert.Equal(t, cards.Clubs, s.Suit())
	assert.Equal(t, 2, g.Turn())
	assert.False(t, g.Over())
	assert.Equal(t, []int{0, 0, 0, 0}, g.Score())
	var words []string
	for _, e := range g.History() {
		words = append(words, e.String())
	}
	assert.Equal(t, []string{
		"seat 0 plays 5H; seat 1 draws 1; seat 2 draws 1; seat 3 draws 1",
		"seat 1 draws 1",
		"seat 2 plays JH",
		"seat 3 draws 1",
		"seat 0 draws 1",
		"seat 1 plays 8H:C",
	}, words)
	assert.Equal(t, Event{Deal: 0, Seat: 0, Move: Play(card(t, "5H")), Drew: [NumSeats]int{0, 1, 1, 1}}, g.History()[0])
	assert.Equal(t, []string{"Ann", "Bob", "Cid", "Dee"}, g.Names())
	rec := g.Record()
	assert.Len(t, rec.Moves, 6)
	assert.Equal(t, 3, rec.Dealer)
	assert.Equal(t, uint64(7), rec.Seed)
}

func TestGamePlayErrors(t *testing.T) {
	g := scripted(t, 2)
	before := g.State()

	_, err := g.PlayText("7X")
	require.ErrorIs(t, err, cards.ErrSyntax)
	assert.EqualError(t, err, `parse boxes move "7X": bad card "7X"`)

	_, err = g.PlayText("7S")
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, 3, me.Number)
	assert.Equal(t, 2, me.Seat)
	assert.EqualError(t, err, "boxes: move 3: seat 2 cannot play 7S: the suit in force is hearts")

	assert.Equal(t, before, g.State(), "a refused move changes nothing")
	assert.Len(t, g.Record().Moves, 2)
	assert.Len(t, g.History(), 2)

	var zero Game
	assert.True(t, zero.Over())
	assert.ErrorIs(t, zero.Play(Draw()), cards.ErrIllegalMove)
	assert.Equal(t, -1, zero.View(0).Seat())
}

func TestNewGameErrors(t *testing.T) {
	_, err := NewGame(Rules{MaxMoves: -1}, 0, 1)
	assert.ErrorIs(t, err, ErrInvalidRules)
	_, err = NewGame(Rules{}, 4, 1)
	assert.ErrorIs(t, err, ErrInvalidStart)
	_, err = NewGame(Rules{}, 0, 1, "Ann", "Bob")
	assert.ErrorIs(t, err, ErrInvalidRecord)
	assert.EqualError(t, err, "boxes: invalid record: 2 names for 4 seats")
	_, err = NewGame(Rules{}, 0, 1, "Ann", "B\nob", "Cid", "Dee")
	assert.EqualError(t, err, `boxes: invalid record: seat 1's name: invalid name "B\nob": holds the control character '\n'`)
	assert.ErrorIs(t, err, ErrInvalidRecord)
	assert.ErrorIs(t, err, cards.ErrInvalidName)
	_, err = NewGameFromDeck(Rules{}, 0, nil, 1)
	assert.ErrorIs(t, err, ErrInvalidStart)
	_, err = NewGameFromDeck(Rules{}, 0, cards.NewDeck52()[:51], 1)
	assert.ErrorIs(t, err, ErrInvalidStart)
}

// TestGameHistoryNewDeal checks that the history of a deal starts again
// when a move ends it, and that the move is still the view's last event.
func TestGameHistoryNewDeal(t *testing.T) {
	sched, err := NewSchedule(1, 1)
	require.NoError(t, err)
	// Dealer 3: seat 0 gets 5H and the upcard is 9H, so seat 0 goes out at once.
	g, err := NewGameFromDeck(Rules{Deals: sched}, 3, fullDeckFrom(t, "5H QC JH 4C 9H"), 1)
	require.NoError(t, err)
	_, err = g.PlayText("5H")
	require.NoError(t, err)
	s := g.State()
	assert.Equal(t, 1, s.Deal())
	assert.Equal(t, 0, s.Dealer())
	assert.Empty(t, g.History())
	v := g.View(2)
	assert.Empty(t, v.History())
	last, ok := v.Last()
	require.True(t, ok)
	assert.Equal(t, Event{Deal: 0, Seat: 0, Move: Play(card(t, "5H"))}, last, "the last deal's effects are ignored (B14)")
	d := v.LastDeal()
	assert.Equal(t, DealResult{Deal: 0, Reason: EndOut, Out: 0, Scores: [NumSeats]int{0, 10, 10, 15},
		Hands: [NumSeats]cards.Set{0, set(t, "QC"), set(t, "JH"), set(t, "4C")}}, d)
}

func TestGameJSONAndText(t *testing.T) {
	g := scripted(t, 6)
	data, err := json.Marshal(g)
	require.NoError(t, err)
	var back Game
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, g.State(), back.State())
	assert.Equal(t, g.History(), back.History())
	assert.Equal(t, g.String(), back.String())

	text, err := g.MarshalText()
	require.NoError(t, err)
	var fromText Game
	require.NoError(t, fromText.UnmarshalText(text))
	assert.Equal(t, g.View(1), fromText.View(1))

	// A refused document leaves the game as it was.
	keep := scripted(t, 2)
	before := keep.State()
	assert.Error(t, keep.UnmarshalText([]byte("[Game \"boxes\"]")))
	assert.Error(t, json.Unmarshal([]byte(`{"game":"equi"}`), keep))
	assert.Equal(t, before, keep.State())
	require.NoError(t, json.Unmarshal([]byte(`null`), keep))
	assert.Equal(t, before, keep.State())
}

func TestRecordReplayIllegal(t *testing.T) {
	rec := scripted(t, 6).Record()
	rec.Moves[4] = Play(card(t, "KS")) // seat 0 holds KS, but hearts are in force
	s, err := rec.Replay()
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	assert.EqualError(t, err, "boxes: move 5: seat 0 cannot play KS: the suit in force is hearts")
	assert.Equal(t, scripted(t, 4).State(), s, "the position before the illegal move")
	_, err = rec.Resume()
	assert.EqualError(t, err, "boxes: move 5: seat 0 cannot play KS: the suit in force is hearts")

	// A move after the end of the match.
	g := finished(t)
	rec = g.Record()
	rec.Moves = append(rec.Moves, Draw())
	_, err = rec.Replay()
	var me *MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, len(rec.Moves), me.Number)
	assert.Equal(t, -1, me.Seat)
	assert.Equal(t, "the match is over", me.Reason)
}

// finished returns a finished single-deal match, seed 5, every seat
// playing its first legal move.
func finished(t testing.TB) *Game {
	t.Helper()
	sched, err := NewSchedule(3)
	require.NoError(t, err)
	g, err := NewGame(Rules{Deals: sched}, 2, 5)
	require.NoError(t, err)
	for !g.Over() {
		require.NoError(t, g.Play(g.Legal()[0]))
	}
	return g
}

func TestRecordValidate(t *testing.T) {
	good := Record{Names: []string{"a", "b", "c", "d"}}
	require.NoError(t, good.Validate())
	for name, tc := range map[string]struct {
		rec  Record
		want error
	}{
		"rules":       {Record{Rules: Rules{TwoDraw: 9}}, ErrInvalidRules},
		"dealer":      {Record{Dealer: -1}, ErrInvalidStart},
		"short deck":  {Record{Deck: cards.Deck{}}, ErrInvalidStart},
		"deck twice":  {Record{Deck: append(cards.NewDeck52()[:51], 0)}, ErrInvalidStart},
		"three names": {Record{Names: []string{"a", "b", "c"}}, ErrInvalidRecord},
		"bad UTF-8":   {Record{Names: []string{"a", "b", "\xff", "d"}}, ErrInvalidRecord},
	} {
		t.Run(name, func(t *testing.T) {
			err := tc.rec.Validate()
			assert.ErrorIs(t, err, tc.want)
			_, err = tc.rec.Replay()
			assert.ErrorIs(t, err, tc.want)
			_, err = tc.rec.Text()
			assert.ErrorIs(t, err, tc.want)
			_, err = json.Marshal(tc.rec)
			assert.True(t, errors.Is(err, tc.want), "JSON: %v", err)
		})
	}
}
