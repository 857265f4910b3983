package boxes

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// scriptedDeckTag is the Deck tag of the scripted match: scriptDeck, then
// the other cards in card order.
const scriptedDeckTag = "5H QC JH 4C KS 3D 7S AD 9H 2C 6D 10S 8H 2D 2H 2S 3C 3H 3S 4D 4H 4S 5C 5D 5S 6C 6H 6S 7C 7D 7H 8C 8D 8S 9C 9D 9S 10C 10D 10H JC JD JS QD QH QS KC KD KH AC AH AS"

// scriptedRecordText is the record of the scripted match after six moves,
// written out by hand.
const scriptedRecordText = `[Game "boxes"]
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

// scriptedRecordJSON is the same record in JSON.
const scriptedRecordJSON = `{"game": "boxes", "rules": ` + scriptedRulesJSON + `, "dealer": 3, "seed": "7",
	"deck": "` + scriptedDeckTag + `", "names": ["Ann", "Bob", "Cid", "Dee"],
	"moves": ["5H", "draw", "JH", "draw", "draw", "8H:C"], "result": null}`

func TestRecordText(t *testing.T) {
	rec := scripted(t, 6).Record()
	assert.Equal(t, scriptedRecordText, rec.String())
	text, err := rec.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, scriptedRecordText, string(text))

	back, err := ParseRecord(scriptedRecordText)
	require.NoError(t, err)
	assert.Equal(t, rec, *back)
	var u Record
	require.NoError(t, u.UnmarshalText([]byte(scriptedRecordText)))
	assert.Equal(t, rec, u)
}

func TestRecordFinished(t *testing.T) {
	sched, err := NewSchedule(1)
	require.NoError(t, err)
	// Dealer 3: seat 0 gets 5H, seat 1 QC, seat 2 JH, seat 3 4C; the upcard
	// is 9H. Seat 0 goes out at once; the others score 10, 10 and 15.
	g, err := NewGameFromDeck(Rules{Deals: sched}, 3, fullDeckFrom(t, "5H QC JH 4C 9H"), 0)
	require.NoError(t, err)
	_, err = g.PlayText("5H")
	require.NoError(t, err)
	require.True(t, g.Over())
	text := g.String()
	assert.Contains(t, text, "[Seed \"0\"]\n[Deck \"5H QC JH 4C 9H 2C 2D 2H")
	assert.NotContains(t, text, "Seat0", "no names, no Seat tags")
	assert.True(t, strings.HasSuffix(text, "[Result \"0-10-10-15\"]\n\n1. 5H\n"), text)

	data, err := json.Marshal(g.Record())
	require.NoError(t, err)
	assert.Contains(t, string(data), `"names":[],"moves":["5H"],"result":{"score":[0,10,10,15]}}`)

	// A wrong result is refused, in text and in JSON.
	_, err = ParseRecord(strings.Replace(text, "0-10-10-15", "0-10-10-16", 1))
	assert.ErrorIs(t, err, ErrInvalidRecord)
	assert.EqualError(t, err, `boxes: invalid record: the record gives the result "0-10-10-16" and the moves give 0-10-10-15`)
	var rec Record
	err = json.Unmarshal([]byte(strings.Replace(string(data), "[0,10,10,15]", "[0,10,10]", 1)), &rec)
	assert.EqualError(t, err, `boxes: invalid record: the record gives the result "0-10-10" and the moves give 0-10-10-15`)
	_, err = ParseRecord(strings.Replace(text, "0-10-10-15", "*", 1))
	assert.EqualError(t, err, "boxes: invalid record: the record says the match goes on, and it ended with move 1")
}

func TestRecordJSON(t *testing.T) {
	rec := scripted(t, 6).Record()
	data, err := json.Marshal(rec)
	require.NoError(t, err)
	assert.Equal(t, compact(t, scriptedRecordJSON), string(data))
	var back Record
	require.NoError(t, json.Unmarshal([]byte(scriptedRecordJSON), &back))
	assert.Equal(t, rec, back)

	// Without a deck, names or result.
	sparse := `{"game":"boxes","rules":{},"dealer":1,"seed":"42","names":[],"moves":[]}`
	var r2 Record
	require.NoError(t, json.Unmarshal([]byte(sparse), &r2))
	assert.Equal(t, Record{Dealer: 1, Seed: 42}, r2)
}

func TestRecordJSONErrors(t *testing.T) {
	doc := compact(t, scriptedRecordJSON)
	for _, tc := range []struct {
		name     string
		doc      string
		sentinel error
		want     string // the end of the message
	}{
		{"other game", edit(t, doc, `"game":"boxes"`, `"game":"equi"`), cards.ErrSyntax, `: "game" is "equi", want "boxes"`},
		{"seed not a string", edit(t, doc, `"seed":"7"`, `"seed":7`), cards.ErrSyntax,
			`: member "seed": want a string, not number`},
		{"bad seed", edit(t, doc, `"seed":"7"`, `"seed":"-7"`), cards.ErrSyntax, `: "seed" is "-7", want a string of decimal digits`},
		{"bad move", edit(t, doc, `"8H:C"`, `"8H:"`), cards.ErrSyntax, `: "moves": move 6 "8H:": bad suit "" after ':'`},
		{"illegal move", edit(t, doc, `"JH"`, `"7S"`), cards.ErrIllegalMove, "boxes: move 3: seat 2 cannot play 7S: the suit in force is hearts"},
		{"three names", edit(t, doc, `"Ann",`, ``), ErrInvalidRecord, "boxes: invalid record: 3 names for 4 seats"},
		{"short deck", edit(t, doc, ` AH AS"`, `"`), ErrInvalidStart, "boxes: invalid start: the deck must hold the 52 cards once each, not 50 cards"},
		{"unknown member", edit(t, doc, `"result":null`, `"score":null`), cards.ErrSyntax, `: member "score" is unknown`},
		{"missing member", edit(t, doc, `"dealer":3,`, ``), cards.ErrSyntax, `: member "dealer" is missing`},
		{"bad rules", edit(t, doc, `"maxMoves":0`, `"maxMoves":-1`), ErrInvalidRules, "boxes: invalid rules: MaxMoves -1 is not between 0 and 65535"},
		{"cut short", doc[:len(doc)-40], cards.ErrSyntax, ": unterminated string"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := scripted(t, 2).Record()
			before := rec.clone()
			err := rec.UnmarshalJSON([]byte(tc.doc))
			require.ErrorIs(t, err, tc.sentinel)
			assert.True(t, strings.HasSuffix(err.Error(), tc.want), "%v", err)
			assert.Equal(t, before, rec, "a refused document changes nothing")
		})
	}
}

// TestParseRecordTruncated reads records cut short in three places: inside
// a tag, inside a move, and between two moves of a finished match.
func TestParseRecordTruncated(t *testing.T) {
	text := scripted(t, 6).Record().String()
	cut := strings.Index(text, `[Deals "`) + len(`[Deals "`)
	_, err := ParseRecord(text[:cut])
	require.ErrorIs(t, err, cards.ErrSyntax)
	assert.True(t, strings.HasSuffix(err.Error(), "line 11: tag Deals: unterminated value"), "%v", err)

	_, err = ParseRecord(strings.TrimSuffix(text, "C\n"))
	require.ErrorIs(t, err, cards.ErrSyntax)
	assert.True(t, strings.HasSuffix(err.Error(), `: move 6 "8H:": bad suit "" after ':'`), "%v", err)

	g := finished(t)
	text = g.String()
	n := len(g.Record().Moves)
	last := strings.LastIndex(text, " "+strconv.Itoa(n)+". ")
	require.Positive(t, last)
	_, err = ParseRecord(text[:last] + "\n")
	require.ErrorIs(t, err, ErrInvalidRecord)
	score := g.Score()
	result := strconv.Itoa(score[0]) + "-" + strconv.Itoa(score[1]) + "-" + strconv.Itoa(score[2]) + "-" + strconv.Itoa(score[3])
	assert.EqualError(t, err, "boxes: invalid record: the moves stop after move "+strconv.Itoa(n-1)+
		" with the match not over, and the record gives the result \""+result+"\": is it cut short?")
}

func TestParseRecordErrors(t *testing.T) {
	text := scripted(t, 6).Record().String()
	for _, tc := range []struct {
		name     string
		text     string
		sentinel error
		want     string // the end of the message
	}{
		{"illegal move", strings.Replace(text, "3. JH", "3. 7S", 1), cards.ErrIllegalMove,
			"boxes: move 3: seat 2 cannot play 7S: the suit in force is hearts"},
		{"unknown tag", strings.Replace(text, "[Seed", "[Event \"x\"]\n[Seed", 1), cards.ErrSyntax, `: tag Event "x": unknown tag`},
		{"other game", strings.Replace(text, `[Game "boxes"]`, `[Game "equi"]`, 1), cards.ErrSyntax, `: tag Game "equi": this is not a record of boxes`},
		{"no Game", strings.Replace(text, "[Game \"boxes\"]\n", "", 1), cards.ErrSyntax, ": no Game tag"},
		{"no Dealer", strings.Replace(text, "[Dealer \"3\"]\n", "", 1), cards.ErrSyntax, ": no Dealer tag"},
		{"no Seed", strings.Replace(text, "[Seed \"7\"]\n", "", 1), cards.ErrSyntax, ": no Seed tag"},
		{"bad dealer", strings.Replace(text, `[Dealer "3"]`, `[Dealer "+3"]`, 1), cards.ErrSyntax, `: tag Dealer "+3": want a seat from 0 to 3`},
		{"bad option", strings.Replace(text, `[BigSets "false"]`, `[BigSets "no"]`, 1), cards.ErrSyntax, `: tag BigSets "no": want "true" or "false"`},
		{"bad two-draw rule", strings.Replace(text, `[TwoDraw "chain+1"]`, `[TwoDraw "3"]`, 1), cards.ErrSyntax,
			`: tag TwoDraw "3": want one of "chain+1", "per-two", "two-each"`},
		{"bad schedule", strings.Replace(text, `[Deals "2"]`, `[Deals "13"]`, 1), cards.ErrSyntax, `: tag Deals "13": want deal sizes from 1 to 12`},
		{"bad move limit", strings.Replace(text, `[MaxMoves "0"]`, `[MaxMoves "65536"]`, 1), cards.ErrSyntax, `: tag MaxMoves "65536": want a number from 0 to 65535`},
		{"short deck", strings.Replace(text, " AH AS\"]", "\"]", 1), cards.ErrSyntax, `: want the 52 cards, not 50`},
		{"a seat unnamed", strings.Replace(text, "[Seat2 \"Cid\"]\n", "", 1), cards.ErrSyntax, ": tag Seat2 is missing: name every seat or none"},
		{"Seat4", strings.Replace(text, "[Seat3 \"Dee\"]", "[Seat4 \"Dee\"]", 1), cards.ErrSyntax, `: tag Seat4 "Dee": unknown tag`},
		{"tag twice", strings.Replace(text, "[Seed \"7\"]", "[Seed \"7\"]\n[Seed \"8\"]", 1), cards.ErrSyntax, `line 15: tag "Seed" appears twice`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseRecord(tc.text)
			require.ErrorIs(t, err, tc.sentinel)
			assert.True(t, strings.HasSuffix(err.Error(), tc.want), "%v", err)
			var u Record
			assert.Error(t, u.UnmarshalText([]byte(tc.text)))
			assert.Equal(t, Record{}, u)
		})
	}

	// A hand-written record needs only Game, Dealer and Seed.
	rec, err := ParseRecord("[Game \"boxes\"]\n[Dealer \"2\"]\n[Seed \"9\"]\n\n1. " + firstMove(t, 2, 9) + "\n")
	require.NoError(t, err)
	assert.Equal(t, 2, rec.Dealer)
	assert.Equal(t, uint64(9), rec.Seed)
	assert.Len(t, rec.Moves, 1)
	assert.Nil(t, rec.Names)
}

// firstMove returns the first legal move of the standard match dealt by
// dealer from seed.
func firstMove(t *testing.T, dealer int, seed uint64) string {
	t.Helper()
	g, err := NewGame(Rules{}, dealer, seed)
	require.NoError(t, err)
	return g.Legal()[0].String()
}
