package equi

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

func stateJSONText(t require.TestingT, s State) string {
	b, err := json.Marshal(s)
	require.NoError(t, err)
	return string(b)
}

// TestStateJSONRoundTrip writes every position of a random game to JSON and
// reads it back: the same position, which plays on as the original does.
func TestStateJSONRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t)
		r, turns := rulesOf(g), g.History()
		s, err := r.Start(g.Deal())
		require.NoError(t, err)
		for i := 0; ; i++ {
			text := stateJSONText(t, s)
			back, err := decodeState(r, []byte(text))
			require.NoError(t, err)
			require.Equal(t, s, back)
			require.Equal(t, text, stateJSONText(t, back))
			if i == len(turns) {
				break
			}
			next, err := r.Apply(s, turns[i].Move)
			require.NoError(t, err)
			again, err := r.Apply(back, turns[i].Move)
			require.NoError(t, err)
			require.Equal(t, next, again)
			s = next
		}
		require.Equal(t, g.State(), s)
	})
}

func TestStateJSONAtTheDeal(t *testing.T) {
	s, err := Rules{}.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	assert.Equal(t, `{"players":2,"dealer":1,"turn":0,"end":"not over",`+
		`"hands":["{6C 6H 7C 7H}","{6D 6S 7D 7S}"],"known":["{}","{}"],"piles":["{}","{}"],`+
		`"table":"{8C 8D 8H 8S}",`+
		`"stock":"9C 9D 9H 9S 10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS",`+
		`"lastCapturer":-1,"moves":0,"movesAfterStock":0,"idleTurns":0,"last":null}`, stateJSONText(t, s))

	_, err = json.Marshal(State{})
	assert.ErrorIs(t, err, cards.ErrInvalidState)
}

func TestStateJSONAfterTheEnd(t *testing.T) {
	r := Rules{}
	s := scene{
		Hands:    []string{"9S AD", "6C 7C"},
		Piles:    []string{"", cards.Deck36.Minus(set(t, "9S AD 6C 7C 10H")).String()},
		Table:    "10H",
		Capturer: seat(1),
	}.state(t)
	s = play(t, r, s, "9S+AD=10H")
	require.Equal(t, EndTableCleared, s.End())
	text := stateJSONText(t, s)
	assert.Contains(t, text, `"turn":-1,"end":"table cleared"`)
	assert.Contains(t, text, `"last":{"seat":0,"move":"9S+AD=10H","drew":0,"recycled":"{}"}`)
	back, err := decodeState(r, []byte(text))
	require.NoError(t, err)
	assert.Equal(t, s, back)
}

// dealt is the JSON of the deal in card order, dealer 1, for the error
// cases to edit.
const dealt = `{"players":2,"dealer":1,"turn":0,"end":"not over",` +
	`"hands":["{6C 6H 7C 7H}","{6D 6S 7D 7S}"],"known":["{}","{}"],"piles":["{}","{}"],` +
	`"table":"{8C 8D 8H 8S}",` +
	`"stock":"9C 9D 9H 9S 10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS",` +
	`"lastCapturer":-1,"moves":0,"movesAfterStock":0,"idleTurns":0,"last":null}`

// later is a position after two moves, for the error cases to edit, written
// out by hand: the deal in card order with dealer 1, then, with the rank ban
// off, seat 0 trails 6C and draws 9C, and seat 1 takes it with 6D and draws
// 9D; seat 0's trail record says it held 3 more cards then, none of which
// could capture.
const later = `{"players":2,"dealer":1,"turn":0,"end":"not over",` +
	`"hands":["{6H 7C 7H 9C}","{6S 7D 7S 9D}"],"known":["{}","{}"],"piles":["{}","{6C 6D}"],` +
	`"table":"{8C 8D 8H 8S}",` +
	`"stock":"9H 9S 10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS",` +
	`"lastCapturer":1,"moves":2,"movesAfterStock":0,"idleTurns":0,` +
	`"last":{"seat":1,"move":"6D=6C","drew":1,"recycled":"{}"},` +
	`"trails":[{"seat":0,"card":"6C","table":"{8C 8D 8H 8S}","held":3,"noRankBan":true,"played":"{}","oneOf":"{}","twoOf":"{}"}]}`

func TestStateJSONLaterIsReal(t *testing.T) {
	// later is the position NoRankBan reaches by those two moves.
	r := Rules{NoRankBan: true}
	s, err := r.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	s = play(t, r, s, "6C")
	s = play(t, r, s, "6D=6C")
	assert.Equal(t, later, stateJSONText(t, s))
}

func TestStateJSONErrors(t *testing.T) {
	invalid := []struct {
		from, old, new string
		reason         string
	}{
		{dealt, `"stock":"9C`, `"stock":"7H 9C`, "card 7H appears twice (again in the stock)"},
		{dealt, `"table":"{8C 8D 8H 8S}"`, `"table":"{8C 8D 8H 8S 6S}"`, "card 6S appears twice (again in the table)"},
		{dealt, `"stock":"9C 9D`, `"stock":"9D`, "cards {9C} are in no place"},
		{dealt, `"table":"{8C`, `"table":"{2C 8C`, "2C in the table is not a card of the deck"},
		{dealt, `"players":2`, `"players":7`, "players is 7 and the rules have 2"},
		{dealt, `"piles":["{}","{}"]`, `"piles":["{}"]`, "piles and known have 1 and 2 entries, want one for each of the 2 seats"},
		{dealt, `"dealer":1`, `"dealer":2`, "dealer 2 is not a seat"},
		{dealt, `"turn":0`, `"turn":2`, "turn 2 is not a seat"},
		{dealt, `"turn":0`, `"turn":1`, "seat 1 is to move first, want seat 0, left of the dealer"},
		{dealt, `"turn":0,"end":"not over"`, `"turn":0,"end":"no cards"`, "turn is 0 in a game over, want -1"},
		{dealt, `"known":["{}","{}"]`, `"known":["{8C}","{}"]`, "seat 0's known cards are not in his hand"},
		{dealt, `"known":["{}","{}"]`, `"known":["{6C}","{}"]`, "seat 0 holds 1 cards taken back from his pile with 3 the other seats have not seen: the pile comes back only into an empty hand"},
		{dealt, `"moves":0`, `"moves":1`, "a position with moves has a last move, and one without has none"},
		{dealt, `"lastCapturer":-1`, `"lastCapturer":0`, "a last capturer before the first move"},
		{dealt, `"lastCapturer":-1`, `"lastCapturer":5`, "lastCapturer 5 is not a seat or -1"},
		{dealt, `"idleTurns":0`, `"idleTurns":3`, "moves counted after the stock ran out while it holds 24 cards"},
		{dealt, `"last":null`, `"last":{"seat":0,"move":"6D","drew":1,"recycled":"{}"}`, "a position with moves has a last move, and one without has none"},
		{later, `"hands":["{6H 7C 7H 9C}"`, `"hands":["{6H 7C 7H}"`, "cards {9C} are in no place"},
		{later, `"stock":"9H `, `"stock":"`, "cards {9H} are in no place"},
		{later, `"card":"6C"`, `"card":"-"`, "seat 0's trail record: its card, table (not empty) and cards played are cards of the deck in one place each"}, // cards.NoCard's JSON, where a card is required
		{later, `"stock":"9H `, `"stock":"6C 6C `, `stock: parse deck "6C 6C 9S 10C 10D 10H 10S JC JD J"... (72 bytes): card 6C appears twice`},
		{later, `"stock":"9H `, `"stock":"9H 9H `, `stock: parse deck "9H 9H 9S 10C 10D 10H 10S JC JD J"... (72 bytes): card 9H appears twice`},
		{later, `"hands":["{6H 7C 7H 9C}"`, `"hands":["{6H 7C 7H}"`, "cards {9C} are in no place"},
		{later, `"last":{"seat":1,"move":"6D=6C"`, `"last":{"seat":1,"move":"6S=6C"`, "card 6S of the last move 6S=6C is not in seat 1's pile"},
		{later, `"lastCapturer":1`, `"lastCapturer":0`, "the last move is a capture by seat 1 and the last capturer is 0"},
		{later, `"last":{"seat":1,`, `"last":{"seat":4,`, "the last move is not a well-formed move of a seat"},
		{later, `,"last":{"seat":1,"move":"6D=6C","drew":1,"recycled":"{}"}`, `,"last":null`, "a position with moves has a last move, and one without has none"},
		{later, `"moves":2`, `"moves":3`, "move 3 was seat 1's, want seat 0: the turn goes round from the dealer's left while every seat holds cards"},
		{later, `"movesAfterStock":0`, `"movesAfterStock":1`, "moves counted after the stock ran out while it holds 22 cards"},
		{later, `"end":"not over"`, `"end":"finished"`, `end is "finished", want one of`},
		{later, `"drew":1`, `"drew":5`, "the last move played 1 cards and drew 5 with 22 left in the stock: it draws one for each card played while the stock lasts"},
		{later, `"recycled":"{}"`, `"recycled":"{9C}"`, "the cards taken back after the last move are not the known cards of the mover's hand"},
		{later, `"piles":["{}","{6C 6D}"]`, `"piles":["{6C 6D}","{}"]`, "card 6C of the last move 6D=6C is not in seat 1's pile"},
	}
	for _, c := range invalid {
		require.Contains(t, c.from, c.old)
		doc := strings.Replace(c.from, c.old, c.new, 1)
		r := Rules{NoRankBan: c.from == later} // later is a position of NoRankBan
		keep, err := decodeState(r, []byte(doc))
		require.Error(t, err, c.reason)
		assert.ErrorIs(t, err, cards.ErrInvalidState, c.reason)
		assert.Contains(t, err.Error(), c.reason)
		assert.Equal(t, State{}, keep, "a refused document gives no position")
	}

	// Malformed documents, most of them later with one member changed.
	edit := func(old, new string) string {
		require.Contains(t, later, old)
		return strings.Replace(later, old, new, 1)
	}
	malformed := map[string]string{
		`{"players":2,`:                                                   "at byte 13: want a member name",
		edit(`"players":2`, `"players":"2"`):                              `member "players": want an integer in range, not string`,
		edit(`"players":2`, `"players":2,"colour":"red"`):                 `member "colour" is unknown`,
		edit(`"players":2`, `"Players":2`):                                `member "Players" is unknown`,
		edit(`"players":2`, `"players":2,"players":2`):                    `member "players" appears twice`,
		edit(`"dealer":1,`, ``):                                           `member "dealer" is missing`,
		later + ` {}`:                                                     "data after the JSON value",
		edit(`"hands":["{6H 7C 7H 9C}"`, `"hands":["{6C 6C}"`):            `parse set "{6C 6C}": card 6C appears twice`,
		edit(`"move":"6D=6C"`, `"move":"9C+AS"`):                          `parse fishing move "9C+AS": a trail is one card; a capture is written played=taken`,
		`[1, 2]`:                                                          "at byte 0: want a JSON object",
		edit(`"moves":2`, `"moves":1e9`):                                  `member "moves": want an integer in range, not number 1e9`,
		edit(`"players":2`, `"players":99999999999999999999`):             `member "players": want an integer in range, not number 99999999999999999999`,
		edit(`"table":"{`, `"table":"} {`):                                `unbalanced braces`,
		edit(`"hands":[`, `"hands":["{}","{}","{}","{}","{}","{}","{}",`): `member "hands": more than 6 elements`,
		edit(`"hands":[`, `"hands":[null,`):                               `member "hands": element 0 is null`,
		edit(`"last":{"seat":1,`, `"last":{"seat":1,"seat":1,`):           `member "seat" appears twice`,
		"\xff": "at byte 0: want a JSON object",
	}
	for doc, reason := range malformed {
		keep, err := decodeState(Rules{}, []byte(doc))
		require.Error(t, err, doc)
		assert.ErrorIs(t, err, cards.ErrSyntax, doc)
		var pe *cards.ParseError
		require.True(t, errors.As(err, &pe), doc)
		assert.Contains(t, err.Error(), reason, doc)
		assert.Equal(t, State{}, keep, "a refused document gives no position")
	}
}

func TestRulesJSON(t *testing.T) {
	r := Rules{Players: 3, NoRankBan: true, RecycleByFour: true, NoProgressRounds: 2, MaxMoves: 40}
	b, err := json.Marshal(r)
	require.NoError(t, err)
	assert.Equal(t, `{"players":3,"noRankBan":true,"voluntaryTrail":false,"recycleByFour":true,"noProgressRounds":2,"maxMoves":40}`, string(b))
	var back Rules
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, r, back)

	var partial Rules
	require.NoError(t, json.Unmarshal([]byte(`{"players":4}`), &partial))
	assert.Equal(t, Rules{Players: 4}, partial, "members left out keep the default")

	for doc, want := range map[string]error{
		`{"players":4,"jokers":true}`: cards.ErrSyntax,
		`{"players":"4"}`:             cards.ErrSyntax,
		`{"players":7}`:               cards.ErrInvalidRules,
		`{"maxMoves":-1}`:             cards.ErrInvalidRules,
	} {
		keep := r
		err := json.Unmarshal([]byte(doc), &keep)
		assert.ErrorIs(t, err, want, doc)
		assert.Equal(t, r, keep, "unchanged: %s", doc)
	}
	err = json.Unmarshal([]byte(`{"players":7}`), &back)
	assert.EqualError(t, err, "equi: invalid rules: Players is 7, want 2 to 6 (or 0 for 2)")
	err = json.Unmarshal([]byte(`{"players":4,"jokers":true}`), &back)
	assert.EqualError(t, err, `parse equi rules JSON "{\"players\":4,\"jokers\":true}": at byte 13: member "jokers" is unknown`)

	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		b, err := json.Marshal(r)
		require.NoError(t, err)
		var back Rules
		require.NoError(t, json.Unmarshal(b, &back))
		require.Equal(t, r, back)
	})
}

func TestViewJSONErrors(t *testing.T) {
	s, err := Rules{}.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	good := viewJSONText(t, Rules{}.View(s, 0))
	invalid := []struct{ old, new, reason string }{
		{`"seat":0`, `"seat":2`, "handCounts, known and held have 2, 2 and 2 entries for 2 seats, and seat is 2"},
		{`"seat":0`, `"seat":-2`, "handCounts, known and held have 2, 2 and 2 entries for 2 seats, and seat is -2"},
		{`"seat":0`, `"seat":-1`, "the spectator's view has a hand"},
		{`"hand":"{6C 6H 7C 7H}"`, `"hand":"{6C 6H 7C 8C}"`, "card 8C appears twice (again in the table)"},
		{`"hand":"{6C 6H 7C 7H}"`, `"hand":"{6C 6H 7C}"`, "seat 0's hand shows {6C 6H 7C} of 4 cards"},
		{`"handCounts":[4,4]`, `"handCounts":[4,3]`, "seat 1's held count is 4, want 3 (hand and pile)"},
		{`"handCounts":[4,4],`, `"handCounts":[3,5],`, "seat 0's hand shows {6C 6H 7C 7H} of 3 cards"},
		{`"held":[4,4]`, `"held":[4,5]`, "seat 1's held count is 5, want 4 (hand and pile)"},
		{`"stockCount":24`, `"stockCount":25`, "28 cards are unseen, and the hands and the stock hide 29"},
		{`"known":["{}","{}"]`, `"known":["{}","{6D}"]`, "a hand holds cards taken back from a pile and nobody has captured"},
	}
	for _, c := range invalid {
		require.Contains(t, good, c.old)
		doc := strings.Replace(good, c.old, c.new, 1)
		keep := Rules{}.View(s, 1)
		err := json.Unmarshal([]byte(doc), &keep)
		require.Error(t, err, c.reason)
		assert.ErrorIs(t, err, cards.ErrInvalidState)
		assert.Contains(t, err.Error(), c.reason)
		assert.Equal(t, Rules{}.View(s, 1), keep, "a refused document changes nothing")
	}
	keep := Rules{}.View(s, 1)
	err = json.Unmarshal([]byte(strings.Replace(good, `"players":2`, `"players":8`, 1)), &keep)
	assert.ErrorIs(t, err, cards.ErrInvalidRules)
	err = json.Unmarshal([]byte(strings.Replace(good, `"seat":0`, `"seat":0,"cheat":1`, 1)), &keep)
	assert.ErrorIs(t, err, cards.ErrSyntax)
	assert.Equal(t, Rules{}.View(s, 1), keep)

	// The view holds no legal moves and no history: a document with them
	// is refused, as one with any unknown member is.
	for _, extra := range []string{`,"legal":["6C","6H","7C","7H"]`, `,"history":[]`} {
		err = json.Unmarshal([]byte(strings.Replace(good, `,"last":null`, `,"last":null`+extra, 1)), &keep)
		assert.ErrorIs(t, err, cards.ErrSyntax, extra)
	}
	// Every member is required.
	err = json.Unmarshal([]byte(strings.Replace(good, `,"idleTurns":0`, "", 1)), &keep)
	assert.ErrorIs(t, err, cards.ErrSyntax)
	assert.ErrorContains(t, err, `member "idleTurns" is missing`)
	other := viewJSONText(t, Rules{}.View(s, 1))
	var v View
	require.NoError(t, json.Unmarshal([]byte(other), &v))
	assert.Equal(t, Rules{}.View(s, 1), v)

	_, err = json.Marshal(View{})
	assert.ErrorIs(t, err, cards.ErrInvalidState)
}
