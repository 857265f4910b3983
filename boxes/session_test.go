package boxes

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
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

// session is the generic session of a Boxes match.
type session = cards.Session[State, Move, View]

// scripted returns the scripted match (one deal of two cards each, seed 7,
// seats named Ann, Bob, Cid and Dee) after its first n moves.
func scripted(t testing.TB, n int) *session {
	t.Helper()
	sched, err := NewSchedule(2)
	require.NoError(t, err)
	g, err := cards.NewSession(Rules{Deals: sched}, cards.Deal{Dealer: 3, Deck: fullDeckFrom(t, scriptDeck), Seed: 7}, "Ann", "Bob", "Cid", "Dee")
	require.NoError(t, err)
	for _, m := range scriptMoves[:n] {
		_, err := g.PlayText(m)
		require.NoError(t, err, "move %s", m)
	}
	return g
}

func TestSessionScripted(t *testing.T) {
	g := scripted(t, 0)
	s := g.State()
	assert.Equal(t, []cards.Set{set(t, "5H KS"), set(t, "QC 3D"), set(t, "JH 7S"), set(t, "4C AD")},
		[]cards.Set{s.Hand(0), s.Hand(1), s.Hand(2), s.Hand(3)})
	assert.Equal(t, card(t, "9H"), s.Top())
	assert.Equal(t, 0, g.ToMove())
	assert.Equal(t, []string{"5H"}, legalText(g.Rules().(Rules), s))
	assert.Empty(t, g.History())
	seat, last := s.LastMove()
	assert.Equal(t, -1, seat)
	assert.Equal(t, Move{}, last)

	g = scripted(t, 1)
	s = g.State()
	seat, last = s.LastMove()
	assert.Equal(t, 0, seat)
	assert.Equal(t, Play(card(t, "5H")), last)
	assert.Equal(t, []int{0, 1, 1, 1}, []int{s.Drew(0), s.Drew(1), s.Drew(2), s.Drew(3)}, "a 5 makes the three others draw")

	g = scripted(t, 6)
	s = g.State()
	assert.Equal(t, []cards.Set{set(t, "KS 2H"), set(t, "QC 3D 2C"), set(t, "7S 6D"), set(t, "4C AD 10S 2D")},
		[]cards.Set{s.Hand(0), s.Hand(1), s.Hand(2), s.Hand(3)})
	assert.Equal(t, cards.Clubs, s.Suit())
	assert.Equal(t, 2, g.ToMove())
	assert.Equal(t, 6, s.MoveCount())
	assert.Equal(t, "*", g.Result())
	var seats []int
	for _, e := range g.History() {
		seats = append(seats, e.Seat)
	}
	assert.Equal(t, []int{0, 1, 2, 3, 0, 1}, seats)
	assert.Equal(t, []string{"Ann", "Bob", "Cid", "Dee"}, g.Names())
}

func TestSessionPlayErrors(t *testing.T) {
	g := scripted(t, 2)
	before := g.State()

	_, err := g.PlayText("7X")
	require.ErrorIs(t, err, cards.ErrSyntax)
	pe, ok := errors.AsType[*cards.ParseError](err)
	require.True(t, ok)
	assert.Equal(t, "7X", pe.Input)
	assert.Equal(t, `bad card "7X"`, pe.Reason)

	_, err = g.PlayText("7S")
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	me, ok := err.(*cards.MoveError)
	require.True(t, ok)
	assert.Equal(t, cards.MoveError{Game: "boxes", Number: 3, Seat: 2, Move: "7S", Reason: me.Reason}, *me)
	assert.Contains(t, me.Reason, "the suit in force is hearts")
	assert.True(t, strings.HasPrefix(err.Error(), "boxes: move 3 (7S) by seat 2: the suit in force is hearts"), err.Error())

	assert.Equal(t, before, g.State(), "a refused move changes nothing")
	assert.Len(t, g.History(), 2)
}

func TestStartErrors(t *testing.T) {
	_, err := Rules{MaxMoves: -1}.Start(cards.Deal{Seed: 1})
	assert.ErrorIs(t, err, cards.ErrInvalidRules)
	assert.ErrorIs(t, err, cards.ErrInvalidArgument)
	_, err = Rules{}.Start(cards.Deal{Dealer: 4, Seed: 1})
	assert.ErrorIs(t, err, cards.ErrInvalidArgument)
	assert.Contains(t, err.Error(), "dealer 4 is not a seat from 0 to 3")
	_, err = Rules{}.Start(cards.Deal{Dealer: -1})
	assert.ErrorIs(t, err, cards.ErrInvalidArgument)
	_, err = Rules{}.Start(cards.Deal{Deck: cards.Deck{}, Seed: 1})
	assert.ErrorIs(t, err, cards.ErrInvalidArgument)
	_, err = Rules{}.Start(cards.Deal{Deck: cards.NewDeck52()[:51], Seed: 1})
	assert.ErrorIs(t, err, cards.ErrInvalidArgument)
	assert.Contains(t, err.Error(), "not 51 cards")
	_, err = Rules{}.Start(cards.Deal{Deck: append(cards.NewDeck52()[:51], 0), Seed: 1})
	assert.ErrorIs(t, err, cards.ErrInvalidArgument)
	_, err = cards.NewSession(Rules{}, cards.Deal{}, "Ann", "Bob")
	assert.ErrorIs(t, err, cards.ErrInvalidArgument)
}

// TestNewDealLastMove checks that the move that ends a deal is still the
// last move of the next deal's first position, with the last deal's end.
func TestNewDealLastMove(t *testing.T) {
	sched, err := NewSchedule(1, 1)
	require.NoError(t, err)
	// Dealer 3: seat 0 gets 5H and the upcard is 9H, so seat 0 goes out at once.
	r := Rules{Deals: sched}
	g, err := cards.NewSession(r, cards.Deal{Dealer: 3, Deck: fullDeckFrom(t, "5H QC JH 4C 9H"), Seed: 1})
	require.NoError(t, err)
	_, err = g.PlayText("5H")
	require.NoError(t, err)
	s := g.State()
	assert.Equal(t, 1, s.Deal())
	assert.Equal(t, 0, s.Dealer())
	assert.Equal(t, 0, s.MoveCount())
	v := g.View(2)
	seat, last := v.LastMove()
	assert.Equal(t, 0, seat)
	assert.Equal(t, Play(card(t, "5H")), last)
	assert.Equal(t, [NumSeats]int{}, [NumSeats]int{v.Drew(0), v.Drew(1), v.Drew(2), v.Drew(3)}, "the last deal's effects are ignored (B14)")
	assert.Equal(t, dealResult{Deal: 0, Reason: EndOut, Out: 0, Scores: [NumSeats]int{0, 10, 10, 15},
		Hands: [NumSeats]cards.Set{0, set(t, "QC"), set(t, "JH"), set(t, "4C")}}, lastDeal(v.Public))
	var points [NumSeats]int
	for seat := range points {
		points[seat] = r.Table().Points(v.Public, seat)
	}
	assert.Equal(t, [NumSeats]int{0, 10, 10, 15}, points)
	assert.Equal(t, points, totals(r, g.State()))
}

// scriptedDeckTag is the Deck tag of the scripted match: scriptDeck, then
// the other cards in card order.
const scriptedDeckTag = "5H QC JH 4C KS 3D 7S AD 9H 2C 6D 10S 8H 2D 2H 2S 3C 3H 3S 4D 4H 4S 5C 5D 5S 6C 6H 6S 7C 7D 7H 8C 8D 8S 9C 9D 9S 10C 10D 10H JC JD JS QD QH QS KC KD KH AC AH AS"

// scriptedRecordText is the record of the scripted match after six moves,
// written out by hand: the form boxes.Record wrote before the session
// replaced it, which the session writes the same, with the Engine tag of
// the shuffle (cards.Engine, 2) after Game.
const scriptedRecordText = `[Game "boxes"]
[Engine "2"]
[WildEightsNines "false"]
[BigSets "false"]
[StrictPairs "false"]
[TwoDraw "chain+1"]
[FiveSelf "false"]
[PlayDrawn "false"]
[PairAnswersTwo "false"]
[LastCardEffects "false"]
[UpcardEffects "false"]
[Deals "2"]
[MaxMoves "0"]
[Dealer "3"]
[Seed "7"]
[Deck "` + scriptedDeckTag + `"]
[Seat0 "Ann"]
[Seat1 "Bob"]
[Seat2 "Cid"]
[Seat3 "Dee"]
[Result "*"]

1. 5H 2. draw 3. JH 4. draw 5. draw 6. 8H:C
`

func TestRecordText(t *testing.T) {
	g := scripted(t, 6)
	assert.Equal(t, scriptedRecordText, g.Record().String())

	rec, err := cards.ParseRecord(scriptedRecordText)
	require.NoError(t, err)
	back, err := cards.Resume(Rules{}, rec)
	require.NoError(t, err)
	assert.Equal(t, g.State(), back.State())
	assert.Equal(t, g.History(), back.History())
	assert.Equal(t, g.Names(), back.Names())
	assert.Equal(t, scriptedRecordText, back.Record().String())
	assert.Equal(t, g.Rules(), back.Rules())

	// In JSON too.
	data, err := json.Marshal(g.Record())
	require.NoError(t, err)
	var fromJSON cards.Record
	require.NoError(t, json.Unmarshal(data, &fromJSON))
	back, err = cards.Resume(Rules{}, &fromJSON)
	require.NoError(t, err)
	assert.Equal(t, g.State(), back.State())

	// A hand-written record needs only Game, Engine, Dealer and Seed: every
	// option left out is the standard one.
	rec, err = cards.ParseRecord("[Game \"boxes\"]\n[Engine \"2\"]\n[Dealer \"2\"]\n[Seed \"9\"]\n\n1. " + firstMove(t, 2, 9) + "\n")
	require.NoError(t, err)
	back, err = cards.Resume(Rules{}, rec)
	require.NoError(t, err)
	assert.Equal(t, Rules{}, back.Rules())
	assert.Len(t, back.History(), 1)
	assert.Nil(t, back.Names())

	// Without the Engine tag the record is engine 1's (before v0.2.0),
	// whose seeds deal otherwise: it is replayed with engine 1's shuffles.
	// A record of a newer engine is refused.
	rec, err = cards.ParseRecord(strings.Replace(scriptedRecordText, "[Engine \"2\"]\n", "", 1))
	require.NoError(t, err)
	back, err = cards.Resume(Rules{}, rec)
	require.NoError(t, err)
	assert.Equal(t, 1, back.Deal().Engine)
	rec, err = cards.ParseRecord(strings.Replace(scriptedRecordText, "[Engine \"2\"]\n", "[Engine \"3\"]\n", 1))
	require.NoError(t, err)
	_, err = cards.Resume(Rules{}, rec)
	assert.ErrorIs(t, err, cards.ErrInvalidRecord)
}

func TestRecordFinished(t *testing.T) {
	sched, err := NewSchedule(1)
	require.NoError(t, err)
	// Dealer 3: seat 0 gets 5H, seat 1 QC, seat 2 JH, seat 3 4C; the upcard
	// is 9H. Seat 0 goes out at once; the others score 10, 10 and 15.
	g, err := cards.NewSession(Rules{Deals: sched}, cards.Deal{Dealer: 3, Deck: fullDeckFrom(t, "5H QC JH 4C 9H")})
	require.NoError(t, err)
	_, err = g.PlayText("5H")
	require.NoError(t, err)
	require.True(t, g.ToMove() < 0)
	text := g.Record().String()
	assert.Contains(t, text, "[Seed \"0\"]\n[Deck \"5H QC JH 4C 9H 2C 2D 2H")
	assert.NotContains(t, text, "Seat0", "no names, no Seat tags")
	assert.True(t, strings.HasSuffix(text, "[Result \"0 10 10 15, seats 0 and 2 win\"]\n\n1. 5H\n"), text)
	assert.Equal(t, []int{0, 2}, g.Winners(), "the partnership with fewer penalty points")

	// A wrong result is refused; the result as records wrote it before
	// it named the winners is not.
	for result, ok := range map[string]bool{"0 10 10 16, seats 0 and 2 win": false, "0 10 10 15, seats 1 and 3 win": false, "0-10-10-15": true, "0-10-10-16": false} {
		rec, err := cards.ParseRecord(strings.Replace(text, "0 10 10 15, seats 0 and 2 win", result, 1))
		require.NoError(t, err)
		_, err = cards.Resume(Rules{}, rec)
		if ok {
			assert.NoError(t, err, result)
		} else {
			assert.ErrorIs(t, err, cards.ErrInvalidRecord, result)
		}
	}

	// A move after the end of the match.
	rec, err := cards.ParseRecord(strings.Replace(text, "1. 5H", "1. 5H 2. draw", 1))
	require.NoError(t, err)
	_, err = cards.Resume(Rules{}, rec)
	me, ok := err.(*cards.MoveError)
	require.True(t, ok, "%v", err)
	assert.Equal(t, 2, me.Number)
	assert.Equal(t, -1, me.Seat)
	assert.Contains(t, me.Reason, "is over")
}

func TestRecordIllegal(t *testing.T) {
	text := scripted(t, 6).Record().String()
	rec, err := cards.ParseRecord(strings.Replace(text, "5. draw", "5. KS", 1)) // seat 0 holds KS, but hearts are in force
	require.NoError(t, err)
	_, err = cards.Resume(Rules{}, rec)
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	assert.True(t, strings.HasPrefix(err.Error(), "boxes: move 5 (KS) by seat 0: the suit in force is hearts"), err.Error())

	rec, err = cards.ParseRecord(strings.TrimSuffix(text, "C\n"))
	require.NoError(t, err)
	_, err = cards.Resume(Rules{}, rec)
	require.ErrorIs(t, err, cards.ErrSyntax)
	require.ErrorIs(t, err, cards.ErrInvalidRecord)
	assert.True(t, strings.HasPrefix(err.Error(), "boxes: invalid record: move 6: "), err.Error())
	pe, ok := errors.AsType[*cards.ParseError](err)
	require.True(t, ok)
	assert.Equal(t, "8H:", pe.Input)
	assert.Equal(t, `bad suit "" after ':'`, pe.Reason)
}

// TestTags checks the options' tags: written in a fixed order, read back
// to the same rules, each missing one the standard, unknown ones ignored,
// bad values refused.
func TestTags(t *testing.T) {
	sched, err := NewSchedule(3, 1)
	require.NoError(t, err)
	r := Rules{WildEightsNines: true, BigSets: true, StrictPairs: true, TwoDraw: TwoDrawTwoEach, FiveSelf: true,
		PlayDrawn: true, PairAnswersTwo: true, LastCardEffects: true, UpcardEffects: true, Deals: sched, MaxMoves: 99}
	tags := r.Tags()
	var names []string
	for _, tag := range tags {
		names = append(names, tag.Name+"="+tag.Value)
	}
	assert.Equal(t, []string{"WildEightsNines=true", "BigSets=true", "StrictPairs=true", "TwoDraw=two-each",
		"FiveSelf=true", "PlayDrawn=true", "PairAnswersTwo=true", "LastCardEffects=true", "UpcardEffects=true",
		"Deals=3,1", "MaxMoves=99"}, names)
	back, err := Rules{}.WithTags(append(tags, cards.Tag{Name: "Event", Value: "x"}))
	require.NoError(t, err)
	assert.Equal(t, r, back)
	back, err = r.WithTags([]cards.Tag{{Name: "FiveSelf", Value: "true"}})
	require.NoError(t, err)
	assert.Equal(t, Rules{FiveSelf: true}, back, "the receiver is not read")
	back, err = Rules{}.WithTags(Rules{}.Tags())
	require.NoError(t, err)
	assert.Equal(t, Rules{}, back, "the standard schedule reads as the zero Schedule")
	assert.Equal(t, "boxes", Rules{}.Name())

	for _, tc := range []struct{ tag, value, want string }{
		{"BigSets", "no", `boxes: invalid rules: tag BigSets "no": want "true" or "false"`},
		{"TwoDraw", "3", `boxes: invalid rules: tag TwoDraw "3": want one of "chain+1", "per-two", "two-each"`},
		{"Deals", "13", `boxes: invalid rules: tag Deals "13": want deal sizes from 1 to 12`},
		{"MaxMoves", "65536", `boxes: invalid rules: tag MaxMoves "65536": want a number from 0 to 65535`},
		{"MaxMoves", "+5", `boxes: invalid rules: tag MaxMoves "+5": want a number from 0 to 65535`},
	} {
		_, err := Rules{}.WithTags([]cards.Tag{{Name: tc.tag, Value: tc.value}})
		assert.ErrorIs(t, err, cards.ErrInvalidRules)
		assert.EqualError(t, err, tc.want)
	}
	_, err = Rules{}.WithTags([]cards.Tag{{Name: "BigSets", Value: "true"}, {Name: "BigSets", Value: "true"}})
	assert.EqualError(t, err, "boxes: invalid rules: tag BigSets is given twice")
	assert.ErrorIs(t, err, cards.ErrInvalidRules)

	// Through a record: a bad option is refused by Resume.
	text := strings.Replace(scripted(t, 0).Record().String(), `[BigSets "false"]`, `[BigSets "no"]`, 1)
	rec, err := cards.ParseRecord(text)
	require.NoError(t, err)
	_, err = cards.Resume(Rules{}, rec)
	assert.ErrorIs(t, err, cards.ErrInvalidRules)
}

// TestRecordTruncated reads a finished match's record cut before its last
// move: the Result tag no longer fits.
func TestRecordTruncated(t *testing.T) {
	g := finished(t)
	text := g.Record().String()
	n := len(g.History())
	last := strings.LastIndex(text, " "+strconv.Itoa(n)+". ")
	require.Positive(t, last)
	rec, err := cards.ParseRecord(text[:last] + "\n")
	require.NoError(t, err)
	_, err = cards.Resume(Rules{}, rec)
	require.ErrorIs(t, err, cards.ErrInvalidRecord)
}

// finished returns a finished single-deal match, seed 5, every seat
// playing its first legal move.
func finished(t testing.TB) *session {
	t.Helper()
	sched, err := NewSchedule(3)
	require.NoError(t, err)
	g, err := cards.NewSession(Rules{Deals: sched}, cards.Deal{Dealer: 2, Seed: 5})
	require.NoError(t, err)
	for g.ToMove() >= 0 {
		require.NoError(t, g.Play(cards.Legal(g.Rules(), g.State())[0]))
	}
	return g
}

// firstMove returns the first legal move of the standard match dealt by
// dealer from seed.
func firstMove(t *testing.T, dealer int, seed uint64) string {
	t.Helper()
	s, err := Rules{}.Start(cards.Deal{Dealer: dealer, Seed: seed})
	require.NoError(t, err)
	return cards.Legal(Rules{}, s)[0].String()
}

// A session's history is JSON: each turn its seat and the move in notation.
func TestHistoryJSON(t *testing.T) {
	s, err := cards.NewSession(Rules{}, cards.Deal{Seed: 42})
	require.NoError(t, err)
	for range 6 {
		require.NoError(t, s.Play(s.View(s.ToMove()).AppendLegal(nil)[0]))
	}
	data, err := json.Marshal(s.History())
	require.NoError(t, err)
	assert.Contains(t, string(data), `{"seat":`)
	assert.NotContains(t, string(data), `"move":{}`)
	var back []cards.Turn[Move]
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, s.History(), back)
}

// A Boxes record with tags neither the session nor the game knows reads,
// plays on, and writes them back intact and in order; it names its game and
// resumes through the generic record.
func TestRecordUnknownTagsKept(t *testing.T) {
	s, err := cards.NewSession(Rules{BigSets: true}, cards.Deal{Seed: 42})
	require.NoError(t, err)
	for range 5 {
		require.NoError(t, s.Play(s.View(s.ToMove()).AppendLegal(nil)[0]))
	}
	rec := s.Record()
	require.NoError(t, rec.Set("Event", `Club "night"`))
	require.NoError(t, rec.Set("Annotator", "Ann"))
	text := rec.String()
	assert.Contains(t, text, "[Game \"boxes\"]\n")

	parsed, err := cards.ParseRecord(text)
	require.NoError(t, err)
	back, err := cards.Resume(Rules{}, parsed)
	require.NoError(t, err)
	assert.Equal(t, Rules{BigSets: true}, back.Rules(), "the rules come from the tags")
	assert.Equal(t, s.State(), back.State())
	out := back.Record().String()
	// The session writes its own tags first and Result last; the unknown
	// ones come between, intact and in their order.
	assert.Contains(t, out, "[Event \"Club \\\"night\\\"\"]\n[Annotator \"Ann\"]\n[Result \"*\"]\n")
	again, err := cards.ParseRecord(out)
	require.NoError(t, err)
	third, err := cards.Resume(Rules{}, again)
	require.NoError(t, err)
	assert.Equal(t, out, third.Record().String(), "written back byte for byte")
}

// TestResumeRefusesATagInAnotherCase: a tag that differs only in case from
// an option's, such as playdrawn beside PlayDrawn, is refused and named,
// not kept as an unknown tag while the option stays standard.
func TestResumeRefusesATagInAnotherCase(t *testing.T) {
	rec, err := cards.ParseRecord("[Game \"boxes\"]\n[Engine \"2\"]\n[playdrawn \"true\"]\n[Seed \"1\"]\n")
	require.NoError(t, err)
	_, err = cards.Resume(Rules{}, rec)
	require.ErrorIs(t, err, cards.ErrInvalidRecord)
	assert.EqualError(t, err, `boxes: invalid record: tag "playdrawn" is not tag PlayDrawn: tag names are case-sensitive`)
}
