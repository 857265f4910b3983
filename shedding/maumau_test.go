package shedding

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/internal/rulesdoc"
	"github.com/cardrules/cardrules/internal/testlong"
)

// TestMauMauRulesDoc checks docs/rules/mau-mau.md against the tests:
// every row M1 to M10 has a section naming at least one test, and every
// test the page names is a function of this package's test files.
func TestMauMauRulesDoc(t *testing.T) {
	problems, err := rulesdoc.Check(filepath.Join("..", "docs", "rules", "mau-mau.md"), ".", "M", 10)
	require.NoError(t, err)
	assert.Empty(t, problems)
}

// deckWith returns the cards of deck in card order with c moved to index
// at: a deck for cards.Deal that turns c up.
func deckWith(deck cards.Set, at int, c cards.Card) cards.Deck {
	d := cards.Deck(deck.Remove(c).Cards())
	d = append(d[:at], append(cards.Deck{c}, d[at:]...)...)
	return d
}

func TestM1Deal(t *testing.T) {
	assert.Equal(t, 4, MauMau(0).Players)
	for n := 2; n <= 6; n++ {
		r := MauMau(n)
		s, err := r.Start(cards.Deal{Seed: uint64(n)})
		require.NoError(t, err)
		for seat := range n {
			assert.Equal(t, 5, s.Hand(seat).Len())
			assert.True(t, Deck32.Contains(s.Hand(seat)), "32 cards, 7 to ace")
		}
		assert.Equal(t, 32-5*n-1, s.StockLen())
	}
	for _, n := range []int{1, 7} {
		assert.ErrorIs(t, MauMau(n).Validate(), cards.ErrInvalidRules, "%d players", n)
	}
}

func TestM2Upcard(t *testing.T) {
	r := MauMau(2)
	seven, eight, jack := cards.New(cards.Seven, cards.Hearts), cards.New(cards.Eight, cards.Hearts), cards.New(cards.Jack, cards.Spades)
	// A 7 turned up: the first player owes 2, or answers with a 7.
	s, err := r.Start(cards.Deal{Deck: deckWith(Deck32, 10, seven)})
	require.NoError(t, err)
	assert.Equal(t, seven, s.Top())
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, 2, s.PendingDraw())
	// An 8 turned up: the first player, seat 1, is skipped.
	s, err = r.Start(cards.Deal{Deck: deckWith(Deck32, 10, eight)})
	require.NoError(t, err)
	assert.Equal(t, 0, s.Turn(), "seat 1 is skipped")
	// A jack turned up names no suit: its own is in force.
	s, err = r.Start(cards.Deal{Deck: deckWith(Deck32, 10, jack)})
	require.NoError(t, err)
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, cards.Spades, s.Suit())
	assert.False(t, s.Named())
}

func TestM3Follow(t *testing.T) {
	r := MauMau(2)
	s := pos(t, r, "9H,10C,KS,AD,7D/8S,9S,KD,QC,10H 9C/- * 0:play cw 0 0 0/5 1 0,0 - -")
	assert.Equal(t, []string{"9H", "10C", "draw"}, legal(r, s), "the rank or the suit of the top card")
	assert.Equal(t, "the suit in force is clubs and the top card is 9C", refused(t, r, s, "KS"))
}

func TestM4JackWild(t *testing.T) {
	r := MauMau(2)
	s := pos(t, r, "JD,KS,AD,7D,8D/JS,10H,KD,QC,9S 9C/- * 0:play cw 0 0 0/5 1 0,0 - -")
	assert.Equal(t, []string{"JD:C", "JD:D", "JD:H", "JD:S", "draw"}, legal(r, s), "a jack on anything, naming each suit")
	_, err := r.ParseMove("JD")
	assert.ErrorIs(t, err, cards.ErrSyntax, "a jack names a suit")
	s = play(t, r, s, "JD:H")
	assert.Equal(t, cards.Hearts, s.Suit())
	assert.True(t, s.Named())
	assert.Equal(t, []string{"10H", "JS:C", "JS:D", "JS:H", "JS:S", "draw"}, legal(r, s), "hearts, or a jack on the jack")
	assert.Equal(t, "the suit in force is hearts and the top card is JD", refused(t, r, s, "KD"))
}

func TestM5SevenChain(t *testing.T) {
	r := MauMau(3)
	s := pos(t, r, "7H,KS,AD/7C,9S,KD/QC,10S,8D 9H/- * 0:play cw 0 0 0/5 2 0,0,0 - -")
	s = play(t, r, s, "7H")
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, 2, s.PendingDraw())
	assert.Equal(t, []string{"7C", "draw"}, legal(r, s), "a 7 or the draw")
	assert.Equal(t, "a 7 is on the pile: play a 7 or draw 2", refused(t, r, s, "9S"))
	s = play(t, r, s, "7C")
	assert.Equal(t, 4, s.PendingDraw(), "the 7s add up")
	hand := s.Hand(2)
	s = play(t, r, s, "draw")
	assert.Equal(t, 4, s.Drew(2))
	assert.Equal(t, hand.Len()+4, s.Hand(2).Len())
	assert.Equal(t, 0, s.Turn(), "the draw ends the turn")
}

func TestM6EightSkips(t *testing.T) {
	r := MauMau(3)
	s := pos(t, r, "8H,KS,AD/7C,9S,KD/QC,10S,8D 9H/- * 0:play cw 0 0 0/5 2 0,0,0 - -")
	s = play(t, r, s, "8H")
	assert.Equal(t, 2, s.Turn(), "seat 1 is skipped")
}

func TestM7DrawOne(t *testing.T) {
	r := MauMau(2)
	s := pos(t, r, "9H,KS,AD,7D,8D/JS,10H,KD,QC,9S 9C/- * 0:play cw 0 0 0/5 1 0,0 - -")
	assert.Contains(t, refused(t, r, s, "pass"), "only after drawing a card")
	s = play(t, r, s, "draw")
	assert.Equal(t, 0, s.Turn(), "the turn goes on after a draw")
	assert.True(t, s.Hand(0).Has(cards.New(cards.Seven, cards.Clubs)), "the top of the stock")
	assert.Equal(t, []string{"7C", "9H", "pass"}, legal(r, s), "play (the 7C drawn follows the clubs), or pass: one draw a turn")
	s = play(t, r, s, "pass")
	assert.Equal(t, 1, s.Turn())
}

func TestM8Reshuffle(t *testing.T) {
	r := MauMau(2)
	s := pos(t, r, "9H,KS,AD,7D,8D/* 9C/10C,10D,QH 7C 0:play cw 0 3 0/5 1 0,0 - 1:9C/0,0 plays:3")
	s = play(t, r, s, "draw")
	assert.True(t, s.Hand(0).Has(cards.New(cards.Seven, cards.Clubs)))
	assert.Equal(t, 3, s.StockLen(), "the discards became the stock")
	assert.Zero(t, s.Discards())
}

func TestM9End(t *testing.T) {
	r := MauMau(2)
	s := pos(t, r, "9H/JS,AC,7H 9C/* 7C,7D 0:play cw 0 27 0/5 1 0,0 - 1:9C/0,0 plays:27")
	s = play(t, r, s, "9H")
	reason, out := s.End()
	assert.Equal(t, EndOut, reason)
	assert.Equal(t, 0, out)
	assert.Equal(t, []int{0, -(20 + 11 + 7)}, r.Score(s), "a jack 20, an ace 11, a 7 its face")
}

// TestMauMauContract runs the checks of cards/cardstest over seeded
// random games of Mau-Mau with 2, 4 and 6 players.
func TestMauMauContract(t *testing.T) {
	for _, n := range []int{2, 4, 6} {
		r := MauMau(n)
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			t.Parallel()
			contract(t, r)
		})
	}
}

// contract runs cardstest.Check on r over a third of testlong.N(200,
// 2000) games: the three seat counts of a game play the whole count.
func contract(t *testing.T, r Rules) { contractOver(t, r, testlong.N(200, 2000)/3) }

// contractOver runs cardstest.Check on r over the given number of games,
// at most raceGames.
func contractOver(t *testing.T, r Rules, games int) {
	games = min(games, raceGames)
	cardstest.Check[State, Move, View[Rules]](t, r, cardstest.Config[State, Move]{
		Start: func(seed uint64) (State, error) {
			return r.Start(cards.Deal{Dealer: int(seed % uint64(r.Players)), Seed: seed})
		},
		Cards: places,
		Deck:  r.Deck,
		Games: games,
		Candidates: func(s State) []Move {
			out := []Move{Draw(), Pass()}
			h := s.Hand(max(s.Turn(), 0))
			for c := range h.All() {
				out = append(out, Play(c), Play(c).WithCall(cards.Hearts), Play(c).WithOneCard(), Play(c).WithOneCard().WithCall(cards.Hearts))
				for o := range h.OfRank(c.Rank()).Remove(c).All() {
					out = append(out, PlaySet(true, c, o), PlaySet(false, c, o), PlaySet(true, c, o).WithCall(cards.Hearts))
				}
			}
			return out
		},
	})
}

func TestM10Mau(t *testing.T) {
	r := MauMau(2)
	s := pos(t, r, "9H,KS/JS,AC,7H 9C/* 7C,7D 0:play cw 0 25 0/5 1 0,0 - 1:9C/0,0 plays:25")
	assert.Equal(t, []string{"9H!", "9H", "draw"}, legal(r, s), "the call right before the same play without it")

	called := readBack(t, r, play(t, r, s, "9H!"))
	assert.Equal(t, cards.SetOf(cards.New(cards.King, cards.Spades)), called.Hand(0), "with the call: no penalty")
	assert.Equal(t, 0, called.Drew(0))
	assert.Equal(t, 1, called.Turn())
	assert.Equal(t, "0:9H!/0,0", lastMoveField(t, r, called))

	uncalled := readBack(t, r, play(t, r, s, "9H"))
	assert.Equal(t, cards.SetOf(cards.New(cards.King, cards.Spades), cards.New(cards.Seven, cards.Clubs)), uncalled.Hand(0),
		"without the call: one card drawn, the top of the stock")
	assert.Equal(t, 1, uncalled.Drew(0))
	assert.Equal(t, 1, uncalled.StockLen())
	assert.Equal(t, 1, uncalled.Turn())
	penalty := storyOf(r.Story(s, Play(cards.New(cards.Nine, cards.Hearts)), uncalled), cards.EventPenalty)
	require.Len(t, penalty, 1)
	assert.Equal(t, []cards.Card{cards.New(cards.Seven, cards.Clubs)}, penalty[0].Cards)
	assert.Equal(t, missedReason, penalty[0].Reason)
	assert.Empty(t, storyOf(r.Story(s, Play(cards.New(cards.Nine, cards.Hearts)).WithOneCard(), called), cards.EventPenalty))

	three := pos(t, r, "9H,KS,AD/JS,AC,7H 9C/* 7C,7D 0:play cw 0 25 0/5 1 0,0 - 1:9C/0,0 plays:25")
	assert.Equal(t, []string{"9H", "draw"}, legal(r, three), "no call with three cards")
	assert.Equal(t, "the last-card call (!) goes with a card that leaves one, and seat 0 holds 3 cards", refused(t, r, three, "9H!"))

	jack := pos(t, r, "9H,JD/JS,AC,7H 9C/* 7C,7D 0:play cw 0 25 0/5 1 0,0 - 1:9C/0,0 plays:25")
	assert.Equal(t, []string{"9H!", "9H", "JD!:C", "JD:C", "JD!:D", "JD:D", "JD!:H", "JD:H", "JD!:S", "JD:S", "draw"}, legal(r, jack))
	s = play(t, r, jack, "JD!:S")
	assert.Equal(t, cards.Spades, s.Suit())
	assert.Equal(t, 1, s.Hand(0).Len())
}

// lastMoveField returns the last move field of the text of s under r.
func lastMoveField(t *testing.T, r Rules, s State) string {
	t.Helper()
	return strings.Fields(stateText(t, r, s))[11]
}

// storyOf returns the events of story of the given kind.
func storyOf(story []cards.Event, kind cards.EventKind) []cards.Event {
	var out []cards.Event
	for _, e := range story {
		if e.Kind == kind {
			out = append(out, e)
		}
	}
	return out
}

// TestLastCallForm checks the notation of the last-card call and what a
// table without it refuses: the move's text, and a decoded position whose
// last move made a call the rules do not have or that left more than one
// card.
func TestLastCallForm(t *testing.T) {
	r, none := MauMau(2), MauMau(2)
	none.LastCall = 0
	for text, want := range map[string]Move{
		"QS!":   Play(cards.New(cards.Queen, cards.Spades)).WithOneCard(),
		"JH!:S": Play(cards.New(cards.Jack, cards.Hearts)).WithCall(cards.Spades).WithOneCard(),
	} {
		m, err := r.ParseMove(text)
		require.NoError(t, err, text)
		assert.Equal(t, want, m, text)
		assert.Equal(t, text, m.String())
		assert.True(t, m.OneCard())
		_, err = none.ParseMove(text)
		assert.ErrorIs(t, err, cards.ErrSyntax, text)
		assert.ErrorContains(t, err, "this game has no last-card call (!)")
	}
	for _, bad := range []string{"QS:!", "Q!S", "QS!!", "!QS", "JH:S!"} {
		_, err := r.ParseMove(bad)
		assert.ErrorIs(t, err, cards.ErrSyntax, bad)
	}
	assert.False(t, Draw().WithOneCard().Valid(), "a draw carries no call")

	data, err := json.Marshal(none)
	require.NoError(t, err)
	assert.NotContains(t, string(data), "lastCall", "a table without the call writes no lastCall")
	data, err = json.Marshal(r)
	require.NoError(t, err)
	assert.Contains(t, string(data), `,"lastCall":1}`)
	var back Rules
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, r, back)
	bad := bytes.Replace(data, []byte(`"lastCall":1`), []byte(`"lastCall":53`), 1)
	assert.ErrorIs(t, json.Unmarshal(bad, &back), cards.ErrInvalidRules)
	r53 := r
	r53.LastCall = 53
	assert.ErrorIs(t, r53.Validate(), cards.ErrInvalidRules)

	s := pos(t, r, "9H,KS/JS,AC,7H 9C/* 7C,7D 0:play cw 0 25 0/5 1 0,0 - 1:9C/0,0 plays:25")
	called := stateText(t, r, play(t, r, s, "9H!"))
	_, err = none.ParseState(called)
	assert.ErrorIs(t, err, cards.ErrInvalidState, "a call the rules do not have")
	assert.ErrorContains(t, err, "no move of the rules")
	uncalled := stateText(t, r, play(t, r, s, "9H"))
	require.Contains(t, uncalled, " 0:9H/1,0 ")
	_, err = r.ParseState(strings.Replace(uncalled, " 0:9H/1,0 ", " 0:9H!/0,0 ", 1))
	assert.ErrorIs(t, err, cards.ErrInvalidState, "a call that left two cards")
	assert.ErrorContains(t, err, "made the last-card call, yet its player holds 2 cards and drew 0")

	view, err := json.Marshal(r.View(play(t, r, s, "9H"), 1))
	require.NoError(t, err)
	require.Contains(t, string(view), `"move":"9H"`)
	into := NewView(r, State{}, 1)
	require.NoError(t, json.Unmarshal(view, &into), "%s", view)
	badView := bytes.Replace(bytes.Replace(view, []byte(`"move":"9H"`), []byte(`"move":"9H!"`), 1), []byte(`"drew":[1,0]`), []byte(`"drew":[0,0]`), 1)
	into = NewView(r, State{}, 1)
	err = json.Unmarshal(badView, &into)
	assert.ErrorIs(t, err, cards.ErrInvalidState, "a view whose last move made a call that left two cards: %s", badView)
	assert.ErrorContains(t, err, "made the last-card call")
}
