package equi

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// seeded2024 is the record of the package example's game: seed 2024, dealer
// 0, each seat playing its first legal move.
const seeded2024 = `[Game "equi"]
[Players "2"]
[NoRankBan "false"]
[VoluntaryTrail "false"]
[RecycleByFour "false"]
[NoProgressRounds "0"]
[MaxMoves "0"]
[Dealer "0"]
[Seed "2024"]
[Seat0 "Ann"]
[Seat1 "Bob"]
[Result "20-16"]
[End "table cleared"]

1. 8S=7S+AD 2. 7C+QS=10S 3. 6S 4. 9C+AS=6S+KS 5. 9D 6. 7D 7. 10C 8. 8C+JC=10C
9. QD+KD=7D 10. 8H+AC=9D 11. 9H 12. 6D+QH=9H 13. 10D 14. 6C+KH=10D 15. JD 16. 6H
17. JH+KC=6H 18. 8D 19. 7H+AH=8D 20. 9S 21. JS=JD 22. 10H 23. 7D+JD=9S 24. QC
25. JH+AD=QC 26. 8C+JC=10H
`

// firstMoveGame plays the example's game through a Game.
func firstMoveGame(t *testing.T) *Game {
	g, err := NewGame(Rules{Players: 2}, 0, 2024, "Ann", "Bob")
	require.NoError(t, err)
	for !g.Over() {
		require.NoError(t, g.Play(g.Legal()[0]))
	}
	return g
}

func TestRecordText(t *testing.T) {
	g := firstMoveGame(t)
	assert.Equal(t, seeded2024, g.String())
	rec := g.Record()
	text, err := rec.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, seeded2024, string(text))

	back, err := ParseRecord(seeded2024)
	require.NoError(t, err)
	assert.Equal(t, rec, *back)
	final, err := back.Replay()
	require.NoError(t, err)
	assert.Equal(t, g.State(), final)
	assert.Equal(t, []int{20, 16}, Rules{}.Score(final))
}

func TestRecordFromDeck(t *testing.T) {
	rec := Record{Rules: Rules{Players: 3, VoluntaryTrail: true}, Dealer: 2, Deck: cards.NewDeck36()}
	text, err := rec.Text()
	require.NoError(t, err)
	assert.Equal(t, `[Game "equi"]
[Players "3"]
[NoRankBan "false"]
[VoluntaryTrail "true"]
[RecycleByFour "false"]
[NoProgressRounds "0"]
[MaxMoves "0"]
[Dealer "2"]
[Deck "6C 6D 6H 6S 7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H 9S 10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS"]
[Result "*"]

`, text.String())
	back, err := ParseRecord(text.String())
	require.NoError(t, err)
	assert.Equal(t, rec, *back)

	b, err := json.Marshal(rec)
	require.NoError(t, err)
	assert.Equal(t, `{"game":"equi","rules":{"players":3,"noRankBan":false,"voluntaryTrail":true,"recycleByFour":false,"noProgressRounds":0,"maxMoves":0},`+
		`"dealer":2,"deck":"6C 6D 6H 6S 7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H 9S 10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS",`+
		`"names":[],"moves":[],"result":null}`, string(b))
	var fromJSON Record
	require.NoError(t, json.Unmarshal(b, &fromJSON))
	assert.Equal(t, rec, fromJSON)
}

func TestRecordJSON(t *testing.T) {
	g := firstMoveGame(t)
	b, err := json.Marshal(g)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(b), `{"game":"equi","rules":{"players":2,"noRankBan":false,"voluntaryTrail":false,"recycleByFour":false,"noProgressRounds":0,"maxMoves":0},"dealer":0,"seed":"2024","names":["Ann","Bob"],"moves":["8S=7S+AD","7C+QS=10S",`), string(b))
	assert.True(t, strings.HasSuffix(string(b), `"JH+AD=QC","8C+JC=10H"],"result":{"end":"table cleared","score":[20,16]}}`), string(b))

	var h Game
	require.NoError(t, json.Unmarshal(b, &h))
	assert.Equal(t, g.State(), h.State())
	assert.Equal(t, g.History(), h.History())
	assert.Equal(t, g.Record(), h.Record())
}

// TestRecordRoundTrip writes random games, finished or not, as records in
// text and JSON, reads them back and replays them to the same position.
func TestRecordRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t)
		rec := g.Record()
		final, err := rec.Replay()
		require.NoError(t, err)
		require.Equal(t, g.State(), final)

		text, err := rec.MarshalText()
		require.NoError(t, err)
		require.Equal(t, string(text), rec.String())
		back, err := ParseRecord(string(text))
		require.NoError(t, err)
		require.Equal(t, rec, *back)

		b, err := json.Marshal(rec)
		require.NoError(t, err)
		var fromJSON Record
		require.NoError(t, json.Unmarshal(b, &fromJSON))
		require.Equal(t, rec, fromJSON)

		resumed, err := rec.Resume()
		require.NoError(t, err)
		require.Equal(t, g.State(), resumed.State())
		require.Equal(t, g.History(), resumed.History())
		for seat := range g.Rules().Players {
			require.Equal(t, g.View(seat), resumed.View(seat))
		}
	})
}

// TestRecordReplaysWholeGames plays whole random games through a Game and
// replays their records, from text and from JSON, to the identical final
// position.
func TestRecordReplaysWholeGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		g, err := NewGame(r, rapid.IntRange(0, r.Players-1).Draw(t, "dealer"), rapid.Uint64().Draw(t, "seed"))
		require.NoError(t, err)
		pick := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "pick"), 3))
		buf := make([]Move, 0, window)
		for !g.Over() {
			buf = firstMoves(r, g.State(), buf[:0])
			require.NoError(t, g.Play(buf[pick.IntN(len(buf))]))
		}
		require.Len(t, g.History(), g.State().MoveCount())

		back, err := ParseRecord(g.String())
		require.NoError(t, err)
		s, err := back.Replay()
		require.NoError(t, err)
		require.Equal(t, g.State(), s)

		b, err := json.Marshal(g)
		require.NoError(t, err)
		var h Game
		require.NoError(t, json.Unmarshal(b, &h))
		require.Equal(t, g.State(), h.State())
	})
}

func TestRecordCutShort(t *testing.T) {
	// The record of a finished game, its last moves lost: the Result tag
	// tells.
	cut := seeded2024[:strings.Index(seeded2024, "21. ")] + "\n"
	_, err := ParseRecord(cut)
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrInvalidRecord)
	assert.EqualError(t, err, `equi: invalid record: the moves stop after move 20 with the game not over, and the record gives the result "20-16": is it cut short?`)

	// Cut inside a move: the move is not in notation.
	cut = seeded2024[:strings.Index(seeded2024, "=10C")+2]
	_, err = ParseRecord(cut)
	require.Error(t, err)
	assert.ErrorIs(t, err, cards.ErrSyntax)
	var pe *cards.ParseError
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, `move 8 "8C+JC=1": bad taken card "1"`, pe.Reason)

	// Cut inside the tags.
	cut = seeded2024[:strings.Index(seeded2024, "2024")+2]
	_, err = ParseRecord(cut)
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, "line 9: tag Seed: unterminated value", pe.Reason)

	// Cut before the Seed tag: the deal is unknown.
	cut = seeded2024[:strings.Index(seeded2024, "[Seed")]
	_, err = ParseRecord(cut)
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, "no Seed or Deck tag", pe.Reason)

	// The JSON form of the same game, cut short: encoding/json says so.
	g := firstMoveGame(t)
	b, err := json.Marshal(g)
	require.NoError(t, err)
	var rec Record
	err = json.Unmarshal(b[:len(b)-40], &rec)
	assert.EqualError(t, err, "unexpected end of JSON input")
	// Moves lost from the JSON: the result tells.
	short := strings.Replace(string(b), `,"7D+JD=9S","QC","JH+AD=QC","8C+JC=10H"]`, `]`, 1)
	err = json.Unmarshal([]byte(short), &rec)
	assert.EqualError(t, err, `equi: invalid record: the moves stop after move 22 with the game not over, and the record gives the result "20-16": is it cut short?`)
	assert.Equal(t, Record{}, rec, "unchanged")
}

func TestRecordIllegalMove(t *testing.T) {
	// Move 8 of the example's game, 8C+JC=10C, becomes 8C+JC=10D: 10D is
	// in seat 1's hand, not on the table.
	text := strings.Replace(seeded2024, "8. 8C+JC=10C", "8. 8C+JC=10D", 1)
	_, err := ParseRecord(text)
	require.Error(t, err)
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *MoveError
	require.True(t, errors.As(err, &me))
	assert.Equal(t, 8, me.Number)
	assert.Equal(t, 0, me.Seat)
	assert.Equal(t, "8C+JC=10D", me.Move.String())
	assert.EqualError(t, err, "equi: move 8: seat 0 cannot play 8C+JC=10D: 10D is not on the table")

	// Replay returns the position before the illegal move.
	rec, err := ParseRecord(seeded2024)
	require.NoError(t, err)
	rec.Moves[7] = move(t, "8C+JC=10D")
	s, err := rec.Replay()
	require.Error(t, err)
	assert.Equal(t, 7, s.MoveCount())
	_, err = rec.Resume()
	assert.EqualError(t, err, "equi: move 8: seat 0 cannot play 8C+JC=10D: 10D is not on the table")
	_, err = rec.Text()
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	_, err = json.Marshal(rec)
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	assert.NotContains(t, rec.String(), "Result", "a record that does not replay is written without a result")

	// A move after the end.
	text = strings.Replace(seeded2024, "26. 8C+JC=10H", "26. 8C+JC=10H 27. 6D", 1)
	_, err = ParseRecord(text)
	assert.EqualError(t, err, "equi: move 27: cannot play 6D: the game is over")
}

func TestRecordTagErrors(t *testing.T) {
	syntax := []struct{ old, new, reason string }{
		{`[Game "equi"]`, `[Game "boxes"]`, `tag Game "boxes": this is not a record of equi`},
		{`[Game "equi"]`, ``, "no Game tag"},
		{`[Players "2"]`, ``, "no Players tag"},
		{`[Dealer "0"]`, ``, "no Dealer tag"},
		{`[Players "2"]`, `[Players "two"]`, `tag Players "two": want a number`},
		{`[Players "2"]`, `[Players "+2"]`, `tag Players "+2": want a number`},
		{`[NoRankBan "false"]`, `[NoRankBan "no"]`, `tag NoRankBan "no": want "true" or "false"`},
		{`[Seed "2024"]`, `[Seed "-1"]`, `tag Seed "-1": want a number from 0 to 18446744073709551615`},
		{`[Seed "2024"]`, `[Seed "2024"][Deck "6C"]`, "both a Seed and a Deck tag"},
		{`[Seed "2024"]`, `[Deck "6C 6X"]`, `tag Deck "6C 6X": card "6X": want a rank (2-10, T, J, Q, K, A) followed by a suit (C, D, H, S or ♣ ♦ ♥ ♠)`},
		{`[Seat1 "Bob"]`, `[Seat2 "Cid"]`, "tag Seat2: a 2-player game has no seat 2"},
		{`[Seat1 "Bob"]`, `[Seat01 "Bob"]`, `unknown tag "Seat01"`},
		{`[End "table cleared"]`, `[Event "Cup"]`, `unknown tag "Event"`},
		{`3. 6S`, `3. 6X`, `move 3 "6X": bad played card "6X"`},
	}
	for _, c := range syntax {
		require.Contains(t, seeded2024, c.old)
		text := strings.Replace(seeded2024, c.old, c.new, 1)
		_, err := ParseRecord(text)
		require.Error(t, err, c.reason)
		assert.ErrorIs(t, err, cards.ErrSyntax)
		var pe *cards.ParseError
		require.True(t, errors.As(err, &pe), c.reason)
		assert.Equal(t, c.reason, pe.Reason)
		assert.Equal(t, "equi record", pe.Kind)
	}

	invalid := []struct {
		old, new string
		want     error
		message  string
	}{
		{`[Players "2"]`, `[Players "7"]`, ErrInvalidRules, "equi: invalid rules: Players is 7, want 2 to 6 (or 0 for 2)"},
		{`[Dealer "0"]`, `[Dealer "2"]`, ErrInvalidStart, "equi: invalid start: dealer 2 is not a seat of a 2-player game"},
		{`[Seed "2024"]`, `[Deck "6C 7C"]`, ErrInvalidStart, "equi: invalid start: the deck has 2 cards, want 36; missing " + cards.Deck36.Minus(set(t, "6C 7C")).String()},
		{`[Result "20-16"]`, `[Result "18-18"]`, ErrInvalidRecord, `equi: invalid record: the record gives the result "18-18" and the moves give 20-16`},
		{`[Result "20-16"]`, `[Result "*"]`, ErrInvalidRecord, `equi: invalid record: the record gives an end ("table cleared") and no result`},
		{`[Result "20-16"]`, ``, ErrInvalidRecord, `equi: invalid record: the record gives an end ("table cleared") and no result`},
		{`[End "table cleared"]`, `[End "no cards"]`, ErrInvalidRecord, `equi: invalid record: the record says the game ended by "no cards", and it ended by table cleared`},
		{"[Result \"20-16\"]\n[End \"table cleared\"]", `[Result "*"]`, ErrInvalidRecord, "equi: invalid record: the record says the game goes on, and it ended after move 26 (table cleared)"},
	}
	for _, c := range invalid {
		require.Contains(t, seeded2024, c.old)
		_, err := ParseRecord(strings.Replace(seeded2024, c.old, c.new, 1))
		require.Error(t, err, c.message)
		assert.ErrorIs(t, err, c.want)
		assert.EqualError(t, err, c.message)
	}

	// Without Result and End tags, or without names, a record is fine.
	text := strings.Replace(seeded2024, "[Result \"20-16\"]\n[End \"table cleared\"]\n", "", 1)
	text = strings.Replace(text, "[Seat0 \"Ann\"]\n[Seat1 \"Bob\"]\n", "", 1)
	rec, err := ParseRecord(text)
	require.NoError(t, err)
	assert.Nil(t, rec.Names)
	assert.Len(t, rec.Moves, 26)

	// One name of two: the other is empty.
	rec, err = ParseRecord(strings.Replace(seeded2024, "[Seat1 \"Bob\"]\n", "", 1))
	require.NoError(t, err)
	assert.Equal(t, []string{"Ann", ""}, rec.Names)

	// UnmarshalText leaves the record as it was on error.
	keep := *rec
	assert.Error(t, keep.UnmarshalText([]byte(strings.Replace(seeded2024, "3. 6S", "3. 6X", 1))))
	assert.Equal(t, *rec, keep)
	require.NoError(t, keep.UnmarshalText([]byte(seeded2024)))
	assert.Equal(t, []string{"Ann", "Bob"}, keep.Names)
}

func TestRecordValidate(t *testing.T) {
	cases := []struct {
		rec     Record
		want    error
		message string
	}{
		{Record{Rules: Rules{Players: 3}, Names: []string{"a", "b"}}, ErrInvalidRecord, "equi: invalid record: 2 names for 3 seats"},
		{Record{Seed: 1, Deck: cards.NewDeck36()}, ErrInvalidRecord, "equi: invalid record: a game is dealt from a seed or from a deck, and this one has both"},
		{Record{Names: []string{"a", "b\nc"}}, ErrInvalidRecord, `equi: invalid record: seat 1's name: invalid name "b\nc": holds the control character '\n'`},
		{Record{Names: []string{"a", "\xff"}}, ErrInvalidRecord, `equi: invalid record: seat 1's name: invalid name "\xff": is not valid UTF-8`},
		{Record{Dealer: -1}, ErrInvalidStart, "equi: invalid start: dealer -1 is not a seat of a 2-player game"},
		{Record{Rules: Rules{MaxMoves: -1}}, ErrInvalidRules, "equi: invalid rules: MaxMoves is -1, want 0 to 10000"},
	}
	for _, c := range cases {
		err := c.rec.Validate()
		assert.ErrorIs(t, err, c.want)
		assert.EqualError(t, err, c.message)
		_, err = c.rec.Replay()
		assert.EqualError(t, err, c.message)
		_, err = c.rec.MarshalText()
		assert.EqualError(t, err, c.message)
	}
	assert.NoError(t, Record{}.Validate(), "the zero Record: two players, seed 0")
}

func TestRecordJSONErrors(t *testing.T) {
	g := firstMoveGame(t)
	b, err := json.Marshal(g)
	require.NoError(t, err)
	good := string(b)
	cases := []struct {
		old, new string
		want     error
		message  string
	}{
		{`"game":"equi"`, `"game":"boxes"`, cards.ErrSyntax, `"game" is "boxes", want "equi"`},
		{`"seed":"2024"`, `"seed":"2024","deck":"6C"`, cards.ErrSyntax, `both "seed" and "deck"`},
		{`"seed":"2024",`, ``, cards.ErrSyntax, `no "seed" and no "deck"`},
		{`"seed":"2024"`, `"seed":"-5"`, cards.ErrSyntax, `"seed" is "-5", want a string of decimal digits`},
		{`"seed":"2024"`, `"seed":2024`, cards.ErrSyntax, `member "seed": want a string, not number`},
		{`"dealer":0`, `"dealer":0,"date":"today"`, cards.ErrSyntax, `member "date" is unknown`},
		{`"moves":["8S=7S+AD"`, `"moves":["8S=7S+AX"`, cards.ErrSyntax, `"moves": move 1 "8S=7S+AX": bad taken card "AX"`},
		{`"moves":["8S=7S+AD"`, `"moves":["8S=7S"`, cards.ErrIllegalMove, "equi: move 1: seat 1 cannot play 8S=7S: the cards played make 8 points and the cards taken 7"},
		{`"players":2`, `"players":9`, ErrInvalidRules, "equi: invalid rules: Players is 9, want 2 to 6 (or 0 for 2)"},
		{`"names":["Ann","Bob"]`, `"names":["Ann"]`, ErrInvalidRecord, "equi: invalid record: 1 names for 2 seats"},
		{`"score":[20,16]`, `"score":[16,20]`, ErrInvalidRecord, `equi: invalid record: the record gives the result "16-20" and the moves give 20-16`},
		{`"score":[20,16]`, `"score":[]`, ErrInvalidRecord, `equi: invalid record: the record gives the result "-" and the moves give 20-16`},
		{`"end":"table cleared"`, `"end":"no cards"`, ErrInvalidRecord, `equi: invalid record: the record says the game ended by "no cards", and it ended by table cleared`},
	}
	for _, c := range cases {
		require.Contains(t, good, c.old)
		doc := strings.Replace(good, c.old, c.new, 1)
		keep := g.Record()
		err := json.Unmarshal([]byte(doc), &keep)
		require.Error(t, err, c.message)
		assert.ErrorIs(t, err, c.want, c.message)
		assert.Contains(t, err.Error(), c.message)
		assert.Equal(t, g.Record(), keep, "a refused document changes nothing")

		h := firstMoveGame(t)
		assert.Error(t, json.Unmarshal([]byte(doc), h))
		assert.Equal(t, g.State(), h.State(), "a refused document changes no Game")
	}

	// No result: nothing to check.
	var rec Record
	require.NoError(t, json.Unmarshal([]byte(strings.Replace(good, `,"result":{"end":"table cleared","score":[20,16]}`, "", 1)), &rec))
	assert.Equal(t, g.Record(), rec)
	require.NoError(t, json.Unmarshal([]byte("null"), &rec))
	assert.Equal(t, g.Record(), rec)
}

func TestGame(t *testing.T) {
	// The deal in card order, dealer 1: seat 0 holds 6C 6H 7C 7H, seat 1
	// 6D 6S 7D 7S, the table the four 8s.
	g, err := NewGameFromDeck(Rules{}, 1, cards.NewDeck36(), "Ann", "Bob")
	require.NoError(t, err)
	assert.Equal(t, 0, g.Turn())
	assert.Equal(t, []string{"Ann", "Bob"}, g.Names())
	assert.Equal(t, []int{4, 4}, g.Score())

	_, err = g.PlayText("6C+7C=8C")
	assert.EqualError(t, err, "equi: move 1: seat 0 cannot play 6C+7C=8C: the cards played make 13 points and the cards taken 8")
	_, err = g.PlayText("6C+")
	assert.ErrorIs(t, err, cards.ErrSyntax)
	assert.Empty(t, g.History(), "refused moves change nothing")
	assert.Equal(t, 0, g.State().MoveCount())

	m, err := g.PlayText("6c")
	require.NoError(t, err)
	assert.Equal(t, "6C", m.String())
	_, err = g.PlayText("7S=6C")
	assert.EqualError(t, err, "equi: move 2: seat 1 cannot play 7S=6C: the cards played make 7 points and the cards taken 6")
	_, err = g.PlayText("6D")
	assert.EqualError(t, err, "equi: move 2: seat 1 cannot play 6D: capturing is compulsory and 7D+7S=6C+8C is possible")
	_, err = g.PlayText("6S=6C")
	assert.EqualError(t, err, "equi: move 2: seat 1 cannot play 6S=6C: rank 6 is both played and taken")
	_, err = g.PlayText("7d+7s=6c+8h")
	require.NoError(t, err)
	assert.Equal(t, []string{"6C", "7D+7S=6C+8H"}, moveTexts(g.Record().Moves))
	assert.Equal(t, set(t, "6C 7D 7S 8H"), g.State().Pile(1))
}

func TestGameHistoryAndViews(t *testing.T) {
	g, err := NewGameFromDeck(Rules{}, 1, cards.NewDeck36())
	require.NoError(t, err)
	for _, text := range []string{"6C", "7D+7S=6C+8C"} {
		_, err := g.PlayText(text)
		require.NoError(t, err)
	}
	h := g.History()
	assert.Equal(t, []Event{
		{Seat: 0, Move: move(t, "6C"), Drew: 1},
		{Seat: 1, Move: move(t, "7D+7S=6C+8C"), Drew: 2},
	}, h)
	assert.Equal(t, "seat 1 plays 7D+7S=6C+8C and draws 2", h[1].String())
	v := g.View(0)
	assert.Equal(t, h, v.History())
	assert.Equal(t, View{}, g.View(5))
	last, _ := v.LastEvent()
	assert.Equal(t, h[1], last)
	assert.Equal(t, Rules{}.View(g.State(), 0).Hand(), v.Hand())

	h[0].Seat = 9
	assert.Equal(t, 0, g.History()[0].Seat, "History returns a copy")
	rec := g.Record()
	rec.Moves[0] = Move{}
	assert.Equal(t, "6C", g.Record().Moves[0].String(), "Record returns a copy")
}

func TestGameErrors(t *testing.T) {
	_, err := NewGame(Rules{Players: 3}, 0, 1, "Ann")
	assert.EqualError(t, err, "equi: invalid record: 1 names for 3 seats")
	_, err = NewGame(Rules{Players: 3}, 3, 1)
	assert.ErrorIs(t, err, ErrInvalidStart)
	_, err = NewGameFromDeck(Rules{}, 0, nil)
	assert.EqualError(t, err, "equi: invalid start: the deck has 0 cards, want 36; missing "+cards.Deck36.String())
	_, err = NewGame(Rules{Players: 1}, 0, 1)
	assert.ErrorIs(t, err, ErrInvalidRules)

	var zero Game
	assert.True(t, zero.Over())
	assert.Equal(t, -1, zero.Turn())
	assert.Empty(t, zero.Legal())
	assert.EqualError(t, zero.Play(move(t, "6D")), "equi: move 1: cannot play 6D: the position is not a dealt game")
	assert.Equal(t, View{}, zero.View(0))
	assert.NoError(t, zero.UnmarshalText([]byte(seeded2024)))
	assert.True(t, zero.Over())
	assert.Equal(t, []int{20, 16}, zero.Score())
	text, err := zero.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, seeded2024, string(text))
	assert.Error(t, zero.UnmarshalText([]byte("[Game \"boxes\"]")))
	assert.Equal(t, []int{20, 16}, zero.Score(), "unchanged on error")
}
