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

// deck2024 is the deck seed 2024 dealt under engine 1 (cardrules before
// v0.2.0), top first. The record tests play it as an explicit deck, so that
// their game, and the moves and errors they name, do not depend on the
// shuffle.
const deck2024 = "10D 7D 6S 7C 8S QS JD 9C 7S KS AD 10S 9D KH AS 10C 8H 8C QD JC KD AC 6D JH 9H QH 6H JS 6C 8D AH 9S 10H KC QC 7H"

// deckRecord is the record of the game firstMoveGame plays: deck2024,
// dealer 0, each seat playing its first legal move, with an End tag as
// equi.Record wrote before the generic session.
const deckRecord = `[Game "equi"]
[Engine "2"]
[Players "2"]
[NoRankBan "false"]
[VoluntaryTrail "false"]
[RecycleByFour "false"]
[NoProgressRounds "0"]
[MaxMoves "0"]
[Dealer "0"]
[Seed "0"]
[Deck "` + deck2024 + `"]
[Seat0 "Ann"]
[Seat1 "Bob"]
[Result "20 16, seat 0 wins"]
[End "table cleared"]

1. 8S=7S+AD 2. 7C+QS=10S 3. 6S 4. 9C+AS=6S+KS 5. 9D 6. 7D 7. 10C 8. 8C+JC=10C
9. QD+KD=7D 10. 8H+AC=9D 11. 9H 12. 6D+QH=9H 13. 10D 14. 6C+KH=10D 15. JD 16. 6H
17. JH+KC=6H 18. 8D 19. 7H+AH=8D 20. 9S 21. JS=JD 22. 10H 23. 7D+JD=9S 24. QC
25. JH+AD=QC 26. 8C+JC=10H
`

// seeded2024 is the same game as equi.Record wrote it under engine 1, from
// seed 2024 and without an Engine tag: a record made before v0.2.0.
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
[Result "20 16, seat 0 wins"]
[End "table cleared"]

1. 8S=7S+AD 2. 7C+QS=10S 3. 6S 4. 9C+AS=6S+KS 5. 9D 6. 7D 7. 10C 8. 8C+JC=10C
9. QD+KD=7D 10. 8H+AC=9D 11. 9H 12. 6D+QH=9H 13. 10D 14. 6C+KH=10D 15. JD 16. 6H
17. JH+KC=6H 18. 8D 19. 7H+AH=8D 20. 9S 21. JS=JD 22. 10H 23. 7D+JD=9S 24. QC
25. JH+AD=QC 26. 8C+JC=10H
`

// resume reads a record's text and plays it back through the session.
func resume(text string) (*session, error) {
	rec, err := cards.ParseRecord(text)
	if err != nil {
		return nil, err
	}
	return cards.Resume[State, Move, View](Rules{}, rec)
}

// firstMoveGame plays deck2024 through a session, each seat playing its
// first legal move. It checks the game it is there for: the one
// deckRecord records, 26 moves to a cleared table and 20 16: seat 0 wins.
func firstMoveGame(t testing.TB) *session {
	t.Helper()
	deck, err := cards.ParseDeck(deck2024)
	require.NoError(t, err)
	g, err := cards.NewSession[State, Move, View](Rules{Players: 2}, cards.Deal{Deck: deck}, "Ann", "Bob")
	require.NoError(t, err)
	for g.ToMove() >= 0 {
		require.NoError(t, g.Play(cards.Legal[State, Move](rulesOf(g), g.State())[0]))
	}
	require.Equal(t, 26, g.State().MoveCount())
	require.Equal(t, EndTableCleared, g.State().End())
	require.Equal(t, "20 16, seat 0 wins", g.Result())
	return g
}

// TestRecordText checks that the session writes deckRecord (without its
// End tag), that deckRecord, with the End tag a record of equi.Record
// had, reads and replays to the same game, and that the session writes it
// back with the End tag kept, before the Result. The same game as equi.Record
// wrote it under engine 1, from its seed and with no Engine tag, replays
// with engine 1's shuffle to the same position, and its session's record
// names engine 1.
func TestRecordText(t *testing.T) {
	g := firstMoveGame(t)
	want := strings.Replace(deckRecord, "[Result \"20 16, seat 0 wins\"]\n[End \"table cleared\"]", "[Result \"20 16, seat 0 wins\"]", 1)
	assert.Equal(t, want, g.Record().String())

	back, err := resume(deckRecord)
	require.NoError(t, err)
	assert.Equal(t, g.State(), back.State())
	assert.Equal(t, g.History(), back.History())
	assert.Equal(t, []string{"Ann", "Bob"}, back.Names())
	assert.Equal(t, []int{20, 16}, Rules{}.Score(back.State()))
	assert.Equal(t, EndTableCleared, back.State().End())
	assert.Equal(t, strings.Replace(deckRecord, "[Result \"20 16, seat 0 wins\"]\n[End \"table cleared\"]", "[End \"table cleared\"]\n[Result \"20 16, seat 0 wins\"]", 1),
		back.Record().String(), "the unknown End tag is kept")
	old, err := resume(strings.Replace(deckRecord, "20 16, seat 0 wins", "20-16", 1))
	require.NoError(t, err, "the Result of a record written before it named the winners")
	assert.Equal(t, "20 16, seat 0 wins", old.Result())

	e1, err := resume(seeded2024)
	require.NoError(t, err)
	assert.Equal(t, g.State(), e1.State())
	assert.Equal(t, g.History(), e1.History())
	assert.Equal(t, strings.Replace(seeded2024, "[Game \"equi\"]\n", "[Game \"equi\"]\n[Engine \"1\"]\n", 1),
		strings.Replace(e1.Record().String(), "[End \"table cleared\"]\n[Result \"20 16, seat 0 wins\"]", "[Result \"20 16, seat 0 wins\"]\n[End \"table cleared\"]", 1),
		"written back with the Engine tag")
	seeded := strings.Replace(seeded2024, "[Game \"equi\"]\n", "[Game \"equi\"]\n[Engine \"2\"]\n", 1)
	_, err = resume(seeded)
	assert.Error(t, err, "engine 2's shuffle of seed 2024 deals otherwise")
	_, err = resume(strings.Replace(deckRecord, "[Engine \"2\"]\n", "[Engine \"3\"]\n", 1))
	assert.ErrorIs(t, err, cards.ErrInvalidRecord, "a record of a newer engine is refused even when its Deck tag fixes the game")
}

func TestRecordFromDeck(t *testing.T) {
	g, err := cards.NewSession[State, Move, View](Rules{Players: 3, VoluntaryTrail: true}, cards.Deal{Dealer: 2, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	text := g.Record().String()
	assert.Equal(t, `[Game "equi"]
[Engine "2"]
[Players "3"]
[NoRankBan "false"]
[VoluntaryTrail "true"]
[RecycleByFour "false"]
[NoProgressRounds "0"]
[MaxMoves "0"]
[Dealer "2"]
[Seed "0"]
[Deck "6C 6D 6H 6S 7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H 9S 10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS"]
[Result "*"]

`, text)
	back, err := resume(text)
	require.NoError(t, err)
	assert.Equal(t, g.State(), back.State())
	assert.Equal(t, Rules{Players: 3, VoluntaryTrail: true}, rulesOf(back))

	// A record without a Seed tag (equi.Record wrote none for a game from
	// a deck) replays too.
	old := strings.Replace(text, "[Seed \"0\"]\n", "", 1)
	back, err = resume(old)
	require.NoError(t, err)
	assert.Equal(t, g.State(), back.State())
}

// TestRecordRoundTrip writes random games, finished or not, as records in
// text and JSON, reads them back and replays them to the same position and
// history.
func TestRecordRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t)
		rec := g.Record()
		back, err := resume(rec.String())
		require.NoError(t, err)
		require.Equal(t, g.State(), back.State())
		require.Equal(t, len(g.History()), len(back.History()))
		for i, turn := range g.History() {
			require.Equal(t, turn, back.History()[i])
		}
		require.Equal(t, rulesOf(g), rulesOf(back))
		require.Equal(t, rec, back.Record())

		b, err := json.Marshal(rec)
		require.NoError(t, err)
		var fromJSON cards.Record
		require.NoError(t, json.Unmarshal(b, &fromJSON))
		again, err := cards.Resume[State, Move, View](Rules{}, &fromJSON)
		require.NoError(t, err)
		require.Equal(t, g.State(), again.State())
	})
}

// TestRecordReplaysWholeGames plays random games to their end through a
// session and replays their records.
func TestRecordReplaysWholeGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		g, err := cards.NewSession[State, Move, View](r, cards.Deal{Dealer: rapid.IntRange(0, r.Players-1).Draw(t, "dealer"), Seed: rapid.Uint64().Draw(t, "seed")})
		require.NoError(t, err)
		pick := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "pick"), 3))
		buf := make([]Move, 0, window)
		for g.ToMove() >= 0 {
			buf = firstMoves(r, g.State(), buf[:0])
			require.NoError(t, g.Play(buf[pick.IntN(len(buf))]))
		}
		require.Len(t, g.History(), g.State().MoveCount())
		require.NotEqual(t, "*", g.Result())

		back, err := resume(g.Record().String())
		require.NoError(t, err)
		require.Equal(t, g.State(), back.State())
	})
}

func TestRecordCutShort(t *testing.T) {
	// The record of a finished game, its last moves lost: the Result tag
	// tells.
	cut := deckRecord[:strings.Index(deckRecord, "21. ")] + "\n"
	_, err := resume(cut)
	assert.ErrorIs(t, err, cards.ErrInvalidRecord)
	assert.EqualError(t, err, `equi: invalid record: tag Result is "20 16, seat 0 wins", but the moves give "*"`)

	// Cut inside a move: the move is not in notation.
	cut = deckRecord[:strings.Index(deckRecord, "=10C")+2]
	_, err = resume(cut)
	assert.ErrorIs(t, err, cards.ErrSyntax)
	pe, ok := errors.AsType[*cards.ParseError](err)
	require.True(t, ok)
	assert.Equal(t, `bad taken card "1"`, pe.Reason)
}

func TestRecordIllegalMove(t *testing.T) {
	// Move 8 of deckRecord's game, 8C+JC=10C, becomes 8C+JC=10D: 10D is
	// in seat 1's hand, not on the table.
	text := strings.Replace(deckRecord, "8. 8C+JC=10C", "8. 8C+JC=10D", 1)
	_, err := resume(text)
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	me, ok := errors.AsType[*cards.MoveError](err)
	require.True(t, ok)
	assert.Equal(t, cards.MoveError{Game: "equi", Number: 8, Seat: 0, Move: "8C+JC=10D", Reason: "10D is not on the table"}, *me)
	assert.EqualError(t, err, "equi: move 8 (8C+JC=10D) by seat 0: 10D is not on the table")

	// A move after the end.
	text = strings.Replace(deckRecord, "26. 8C+JC=10H", "26. 8C+JC=10H 27. 6D", 1)
	_, err = resume(text)
	assert.EqualError(t, err, "equi: move 27 (6D): the game is over")
}

func TestRecordTagErrors(t *testing.T) {
	invalid := []struct {
		old, new string
		want     error
		message  string
	}{
		{`[Players "2"]`, `[Players "7"]`, cards.ErrInvalidRules, "equi: invalid rules: Players is 7, want 2 to 6 (or 0 for 2)"},
		{`[Players "2"]`, `[Players "two"]`, cards.ErrInvalidRules, `equi: invalid rules: tag Players is "two": want a number`},
		{`[Players "2"]`, `[Players "+2"]`, cards.ErrInvalidRules, `equi: invalid rules: tag Players is "+2": want a number`},
		{`[NoRankBan "false"]`, `[NoRankBan "no"]`, cards.ErrInvalidRules, `equi: invalid rules: tag NoRankBan is "no": want "true" or "false"`},
		{`[MaxMoves "0"]`, `[MaxMoves "99999999999"]`, cards.ErrInvalidRules, `equi: invalid rules: tag MaxMoves is "99999999999": want a number`},
		{`[Dealer "0"]`, `[Dealer "2"]`, cards.ErrInvalidRecord, `equi: invalid record: tag Dealer is "2": want a seat from 0 to 1`},
		{`[Deck "` + deck2024 + `"]`, `[Deck "6C 7C"]`, cards.ErrInvalidRecord, "equi: invalid argument: the deck has 2 cards, want 36; missing " + cards.Deck36.Minus(set(t, "6C 7C")).String()},
		{`[Game "equi"]`, `[Game "boxes"]`, cards.ErrInvalidRecord, `equi: invalid record: the record's Game tag is "boxes", not "equi"`},
		{`[Result "20 16, seat 0 wins"]`, `[Result "18-18"]`, cards.ErrInvalidRecord, `equi: invalid record: tag Result is "18-18", but the moves give "20 16, seat 0 wins"`},
	}
	for _, c := range invalid {
		require.Contains(t, deckRecord, c.old)
		_, err := resume(strings.Replace(deckRecord, c.old, c.new, 1))
		require.Error(t, err, c.message)
		assert.ErrorIs(t, err, c.want)
		assert.EqualError(t, err, c.message)
	}

	// Without the option tags, the Result and End tags or the names, a
	// record is of the standard game; a tag the game does not know is kept.
	text := deckRecord
	for _, tag := range []string{"[Players \"2\"]\n", "[NoRankBan \"false\"]\n", "[MaxMoves \"0\"]\n", "[Result \"20 16, seat 0 wins\"]\n", "[Seat0 \"Ann\"]\n[Seat1 \"Bob\"]\n"} {
		require.Contains(t, text, tag)
		text = strings.Replace(text, tag, "", 1)
	}
	text = strings.Replace(text, `[End "table cleared"]`, `[Event "Cup"]`, 1)
	g, err := resume(text)
	require.NoError(t, err)
	assert.Equal(t, Rules{}, rulesOf(g))
	assert.Nil(t, g.Names())
	assert.Equal(t, firstMoveGame(t).State(), g.State())
	ev, ok := g.Record().Get("Event")
	assert.True(t, ok)
	assert.Equal(t, "Cup", ev)
}

// TestTags checks that every drawn Rules value comes back from its own
// tags, and that WithTags takes a missing option as the standard one.
func TestTags(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := Rules{
			Players:          rapid.IntRange(0, MaxPlayers).Filter(func(n int) bool { return n != 1 }).Draw(t, "players"),
			NoRankBan:        rapid.Bool().Draw(t, "no rank ban"),
			VoluntaryTrail:   rapid.Bool().Draw(t, "voluntary trail"),
			RecycleByFour:    rapid.Bool().Draw(t, "recycle by four"),
			NoProgressRounds: rapid.IntRange(0, MaxNoProgressRounds).Draw(t, "rounds"),
			MaxMoves:         rapid.IntRange(0, MaxMovesLimit).Draw(t, "max moves"),
		}
		back, err := Rules{Players: 5}.WithTags(r.Tags())
		require.NoError(t, err)
		require.Equal(t, r, back)
	})
	std, err := Rules{Players: 5, NoRankBan: true}.WithTags(nil)
	require.NoError(t, err)
	assert.Equal(t, Rules{}, std, "no tag: the standard game")
	assert.Equal(t, "equi", Rules{}.Name())
}

func TestSessionErrors(t *testing.T) {
	cases := []struct {
		r       Rules
		d       cards.Deal
		want    error
		message string
	}{
		{Rules{Players: 7}, cards.Deal{}, cards.ErrInvalidRules, "equi: invalid argument (invalid rules): Players is 7, want 2 to 6 (or 0 for 2)"},
		{Rules{}, cards.Deal{Dealer: 2}, cards.ErrInvalidArgument, "equi: invalid argument: dealer 2 is not a seat of a 2-player game"},
		{Rules{}, cards.Deal{Dealer: -1}, cards.ErrInvalidArgument, "equi: invalid argument: dealer -1 is not a seat of a 2-player game"},
		{Rules{}, cards.Deal{Deck: cards.Deck{}}, cards.ErrInvalidArgument, "equi: invalid argument: the deck has 0 cards, want 36; missing " + cards.Deck36.String()},
		{Rules{}, cards.Deal{Deck: append(cards.NewDeck36()[:35], cards.NewDeck36()[0])}, cards.ErrInvalidArgument, "equi: invalid argument: deck card 36 is 6C, which appears twice"},
	}
	for _, c := range cases {
		_, err := cards.NewSession[State, Move, View](c.r, c.d)
		assert.ErrorIs(t, err, c.want, c.message)
		assert.ErrorIs(t, err, cards.ErrInvalidArgument, c.message)
		assert.EqualError(t, err, c.message)
	}
	g := firstMoveGame(t)
	_, err := g.PlayText("6X")
	assert.ErrorIs(t, err, cards.ErrSyntax)
	err = g.Play(move(t, "6D"))
	assert.EqualError(t, err, "equi: move 27 (6D): the game is over")
}

// WithTags refuses an option given twice, as Boxes does.
func TestWithTagsTwice(t *testing.T) {
	_, err := Rules{}.WithTags([]cards.Tag{{Name: "Players", Value: "3"}, {Name: "Players", Value: "4"}})
	require.ErrorIs(t, err, cards.ErrInvalidRules)
	assert.EqualError(t, err, "equi: invalid rules: tag Players is given twice")
}

// TestResumeRefusesATagInAnotherCase: a tag that differs only in case from
// an option's, such as players beside Players, is refused and named, not
// kept as an unknown tag.
func TestResumeRefusesATagInAnotherCase(t *testing.T) {
	_, err := resume("[Game \"equi\"]\n[Engine \"2\"]\n[Players \"3\"]\n[players \"2\"]\n")
	require.ErrorIs(t, err, cards.ErrInvalidRecord)
	assert.EqualError(t, err, `equi: invalid record: tag "players" is not tag Players: tag names are case-sensitive`)
}
