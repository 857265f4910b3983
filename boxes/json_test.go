package boxes

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// compact returns the JSON text doc without its white space.
func compact(t *testing.T, doc string) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, json.Compact(&b, []byte(doc)))
	return b.String()
}

// scriptedStateJSON is the state of the scripted match after its first move,
// written out by hand: seat 0 played 5H and the three others drew 2C, 6D and
// 10S; the stock starts with 8H, then the rest in card order; the generator
// is as seeded (hi 7, lo "boxes"), since dealing a given deck shuffles
// nothing.
const scriptedStateJSON = `{
	"schedule": "2", "deal": 0, "dealer": 3, "turn": 1, "phase": "play", "direction": "clockwise",
	"top": "5H", "suit": "H", "discards": "{9H}", "chain": 0, "pending": 0, "drawn": "",
	"passes": 0, "moves": 1, "totals": [0, 0, 0, 0],
	"lastDeal": {"deal": -1, "reason": "none", "out": -1, "scores": [0, 0, 0, 0], "hands": ["{}", "{}", "{}", "{}"]},
	"last": {"deal": 0, "seat": 0, "move": "5H", "drew": [0, 1, 1, 1]},
	"hands": ["{KS}", "{2C 3D QC}", "{6D 7S JH}", "{4C 10S AD}"],
	"stock": "8H 2D 2H 2S 3C 3H 3S 4D 4H 4S 5C 5D 5S 6C 6H 6S 7C 7D 7H 8C 8D 8S 9C 9D 9S 10C 10D 10H JC JD JS QD QH QS KC KD KH AC AH AS",
	"rng": "0000000000000007000000626f786573"
}`

// scriptedRulesJSON is the JSON of the rules of the scripted match.
const scriptedRulesJSON = `{"wildEightsNines": false, "bigSets": false, "strictPairs": false,
	"twoDraw": "chain+1", "fiveSelf": false, "playDrawn": false, "pairAnswersTwo": false,
	"lastCardEffects": false, "upcardEffects": false, "deals": "2", "maxMoves": 0}`

// scriptedViewJSON is seat 1's view after the first move of the scripted
// match, written out by hand.
const scriptedViewJSON = `{
	"rules": ` + scriptedRulesJSON + `,
	"seat": 1, "hand": "{2C 3D QC}", "handCounts": [1, 3, 3, 3], "stockCount": 40,
	"schedule": "2", "deal": 0, "dealer": 3, "turn": 1, "phase": "play", "direction": "clockwise",
	"top": "5H", "suit": "H", "discards": "{9H}", "chain": 0, "pending": 0, "drawn": "",
	"passes": 0, "moves": 1, "totals": [0, 0, 0, 0],
	"lastDeal": {"deal": -1, "reason": "none", "out": -1, "scores": [0, 0, 0, 0], "hands": ["{}", "{}", "{}", "{}"]},
	"last": {"deal": 0, "seat": 0, "move": "5H", "drew": [0, 1, 1, 1]}
}`

// scriptedSpectatorJSON is the spectator's view of the same position: no
// hand, every count.
const scriptedSpectatorJSON = `{
	"rules": ` + scriptedRulesJSON + `,
	"seat": -1, "hand": "{}", "handCounts": [1, 3, 3, 3], "stockCount": 40,
	"schedule": "2", "deal": 0, "dealer": 3, "turn": 1, "phase": "play", "direction": "clockwise",
	"top": "5H", "suit": "H", "discards": "{9H}", "chain": 0, "pending": 0, "drawn": "",
	"passes": 0, "moves": 1, "totals": [0, 0, 0, 0],
	"lastDeal": {"deal": -1, "reason": "none", "out": -1, "scores": [0, 0, 0, 0], "hands": ["{}", "{}", "{}", "{}"]},
	"last": {"deal": 0, "seat": 0, "move": "5H", "drew": [0, 1, 1, 1]}
}`

func TestStateJSONForm(t *testing.T) {
	g := scripted(t, 1)
	r, s := g.Rules().(Rules), g.State()
	data, err := r.MarshalState(s)
	require.NoError(t, err)
	assert.Equal(t, compact(t, scriptedStateJSON), string(data))
	back, err := r.DecodeState([]byte(scriptedStateJSON))
	require.NoError(t, err)
	assert.Equal(t, s, back)

	_, err = r.MarshalState(State{})
	assert.ErrorIs(t, err, cards.ErrInvalidState)
}

func TestViewJSONForm(t *testing.T) {
	for seat, doc := range map[int]string{1: scriptedViewJSON, cards.Spectator: scriptedSpectatorJSON} {
		v := scripted(t, 1).View(seat)
		data, err := json.Marshal(v)
		require.NoError(t, err)
		assert.Equal(t, compact(t, doc), string(data))
		var back View
		require.NoError(t, json.Unmarshal([]byte(doc), &back))
		assert.Equal(t, v, back)
	}

	_, err := json.Marshal(View{})
	assert.ErrorIs(t, err, cards.ErrInvalidState)
}

// edit returns doc with old replaced by new, failing when old is not there.
func edit(t *testing.T, doc, old, new string) string {
	t.Helper()
	require.Contains(t, doc, old)
	return strings.Replace(doc, old, new, 1)
}

func TestStateJSONErrors(t *testing.T) {
	r := scripted(t, 0).Rules().(Rules)
	doc := compact(t, scriptedStateJSON)
	for _, tc := range []struct {
		name     string
		doc      string
		sentinel error
		want     string // the message, or the end of it for a *cards.ParseError
	}{
		{"duplicated card", edit(t, doc, `"hands":["{KS}"`, `"hands":["{KS 8H}"`), cards.ErrInvalidState,
			"card 8H appears twice"},
		{"missing card", edit(t, doc, `"stock":"8H `, `"stock":"`), cards.ErrInvalidState,
			"card 8H is nowhere"},
		{"unknown member", edit(t, doc, `{"schedule"`, `{"extra":1,"schedule"`), cards.ErrSyntax,
			`: at byte 1: member "extra" is unknown`},
		{"member in capitals", edit(t, doc, `"turn"`, `"Turn"`), cards.ErrSyntax,
			`: member "Turn" is unknown`},
		{"missing member", edit(t, doc, `"passes":0,`, ``), cards.ErrSyntax,
			`: member "passes" is missing`},
		{"wrong type", edit(t, doc, `"deal":0`, `"deal":"0"`), cards.ErrSyntax,
			`: member "deal": want an integer in range, not string`},
		{"not an object", `[]`, cards.ErrSyntax,
			`: at byte 0: want a JSON object`},
		{"cut short", doc[:len(doc)/2], cards.ErrSyntax, `: unterminated string`},
		{"seat out of range", edit(t, doc, `"turn":1`, `"turn":4`), cards.ErrInvalidState,
			"turn 4 is not between -1 and 3"},
		{"over with a seat to move", edit(t, doc, `"phase":"play"`, `"phase":"over"`), cards.ErrInvalidState,
			"phase over, yet the turn is 1"},
		{"bad card", edit(t, doc, `"top":"5H"`, `"top":"5X"`), cards.ErrSyntax,
			`top: parse card "5X"`},
		{"answer without a 2", edit(t, doc, `"turn":1,"phase":"play","direction":"clockwise","top":"5H","suit":"H","discards":"{9H}","chain":0,"pending":0`,
			`"turn":0,"phase":"answer","direction":"clockwise","top":"5H","suit":"H","discards":"{9H}","chain":1,"pending":2`), cards.ErrInvalidState,
			"boxes: invalid state: seat 0 must answer a pending draw of 2, yet holds no card of the rules' Answer"},
		{"bad generator", edit(t, doc, `"rng":"0000000000000007000000626f786573"`, `"rng":"07"`), cards.ErrInvalidState,
			"rng: want 32 hex digits, not 2"},
		{"last move in another deal", edit(t, doc, `"last":{"deal":0`, `"last":{"deal":1`), cards.ErrInvalidState,
			"the last move was made in deal 0, not 1"},
		{"score before a deal ended", edit(t, doc, `"totals":[0,0,0,0]`, `"totals":[5,0,0,0]`), cards.ErrInvalidState,
			"boxes: invalid state: no deal has ended, yet seat 0 has a total score"},
		{"scores before a deal ended", edit(t, doc, `"scores":[0,0,0,0]`, `"scores":[0,0,3,0]`), cards.ErrInvalidState,
			"seat 2 scored 3 in the last deal, but its hand {} scores 0"},
		{"drawn card outside its phase", edit(t, doc, `"drawn":""`, `"drawn":"KS"`), cards.ErrInvalidState,
			"a card drawn, KS, in the play phase"},
		{"barred of 23 numbers", edit(t, doc, `"hands":["{KS}"`, `"barred":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"hands":["{KS}"`), cards.ErrInvalidState,
			"barred: want 24 numbers, 6 a seat, not 23"},
		{"barred all 0", edit(t, doc, `"hands":["{KS}"`, `"barred":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"hands":["{KS}"`), cards.ErrInvalidState,
			"barred: every number is 0: leave the member out"},
		{"barred 53", edit(t, doc, `"hands":["{KS}"`, `"barred":[53,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"hands":["{KS}"`), cards.ErrInvalidState,
			"barred 53 is not between 0 and 52"},
		{"barred more than held", edit(t, doc, `"hands":["{KS}"`, `"barred":[0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"hands":["{KS}"`), cards.ErrInvalidState,
			"seat 0 holds 1 cards, yet 2 are barred from hearts"},
		{"a hand its voids bar", edit(t, doc, `"hands":["{KS}"`, `"barred":[0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"hands":["{KS}"`), cards.ErrInvalidState,
			"boxes: invalid state: seat 0 holds {KS}, more cards of the kinds it showed it lacks (barred) than it drew since"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := r.DecodeState([]byte(tc.doc))
			require.ErrorIs(t, err, tc.sentinel)
			if strings.HasPrefix(tc.want, ":") {
				var pe *cards.ParseError
				require.ErrorAs(t, err, &pe)
				assert.True(t, strings.HasSuffix(pe.Kind, " state JSON"), "kind %q", pe.Kind)
				assert.True(t, strings.HasSuffix(err.Error(), tc.want), "%v", err)
			} else {
				assert.Contains(t, err.Error(), tc.want)
			}
			assert.Equal(t, State{}, s, "a refused document gives no position")
		})
	}
	_, err := r.DecodeState([]byte(" null "))
	assert.ErrorIs(t, err, cards.ErrSyntax, "null is no position")
}

func TestViewJSONErrors(t *testing.T) {
	doc := compact(t, scriptedViewJSON)
	seat2 := edit(t, doc, `"seat":1,"hand":"{2C 3D QC}"`, `"seat":2,"hand":"{6D 7S JH}"`)
	spectator := compact(t, scriptedSpectatorJSON)
	for _, tc := range []struct {
		name, doc, want string
		sentinel        error
	}{
		{"counts do not add up", edit(t, doc, `"handCounts":[1,3,3,3]`, `"handCounts":[1,3,3,4]`),
			"the hands, the stock and the pile hold 53 cards, not 52", cards.ErrInvalidState},
		{"a card twice", edit(t, doc, `"hand":"{2C 3D QC}"`, `"hand":"{2C 3D 9H QC}"`),
			"the hand holds a card of the pile", cards.ErrInvalidState},
		{"a spectator with a hand", edit(t, spectator, `"hand":"{}"`, `"hand":"{2C}"`),
			"the spectator's view holds a hand", cards.ErrInvalidState},
		{"seat out of range", edit(t, doc, `"seat":1`, `"seat":-2`),
			"seat -2 is not between -1 and 3", cards.ErrInvalidState},
		{"the legal moves are no member", edit(t, doc, `}}`, `},"legal":["draw"]}`),
			`at byte 637: member "legal" is unknown`, cards.ErrSyntax},
		// Bad rules in a view are refused as the rules' JSON refuses them
		// (ErrInvalidRules), where Boxes said ErrInvalidState.
		{"a bad two-draw rule", edit(t, doc, `"twoDraw":"chain+1"`, `"twoDraw":"x"`),
			`twoDraw "x": want one of "chain+1", "per-two", "two-each"`, cards.ErrInvalidRules},
		{"a bad schedule", edit(t, doc, `"deals":"2"`, `"deals":"0"`),
			`boxes: invalid rules: member deals "0": want deal sizes from 1 to 12`, cards.ErrInvalidRules},
		{"voids no deal fits", edit(t, doc, `"drew":[0,1,1,1]}}`, `"drew":[0,1,1,1]},"barred":[0,0,0,0,0,0,0,0,0,0,0,0,3,3,3,3,0,0,0,0,0,0,0,0]}`),
			"boxes: invalid state: no deal of the 47 unseen cards fits the voids the seats showed (barred)", cards.ErrInvalidState},
		{"voids barring the seat's own hand", edit(t, doc, `"drew":[0,1,1,1]}}`, `"drew":[0,1,1,1]},"barred":[0,0,0,0,0,0,3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}`),
			"seat 1 holds {2C 3D QC}, more cards of the kinds it showed it lacks (barred)", cards.ErrInvalidState},
		{"a bad move limit", edit(t, doc, `"maxMoves":0`, `"maxMoves":70000`),
			`boxes: invalid rules: member maxMoves "70000": want a number from 0 to 65535`, cards.ErrInvalidRules},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := scripted(t, 4).View(2)
			before := v
			err := v.UnmarshalJSON([]byte(tc.doc))
			require.ErrorIs(t, err, tc.sentinel)
			assert.Contains(t, err.Error(), tc.want)
			assert.Equal(t, before, v, "a refused document changes nothing")
		})
	}
	var v View
	require.NoError(t, json.Unmarshal([]byte(seat2), &v), "seat 2's view of the same position")
	assert.Equal(t, scripted(t, 1).View(2), v)
	require.NoError(t, json.Unmarshal([]byte(" null "), &v))
	assert.Equal(t, scripted(t, 1).View(2), v, "null is no change")
}

// TestViewRulesJSON checks the "rules" member of a view's JSON: every
// option by name, read back to the same rules.
func TestViewRulesJSON(t *testing.T) {
	sched, err := NewSchedule(3, 1)
	require.NoError(t, err)
	all := Rules{WildEightsNines: true, BigSets: true, StrictPairs: true, TwoDraw: TwoDrawTwoEach, FiveSelf: true,
		PlayDrawn: true, PairAnswersTwo: true, LastCardEffects: true, UpcardEffects: true, Deals: sched, MaxMoves: 300}
	for _, r := range []Rules{{}, all} {
		s, err := r.Start(cards.Deal{Seed: 5})
		require.NoError(t, err)
		v := r.View(s, 2)
		data, err := json.Marshal(v)
		require.NoError(t, err)
		var back View
		require.NoError(t, json.Unmarshal(data, &back))
		assert.Equal(t, v, back)
		assert.Equal(t, r, back.Rules(), "the standard schedule reads as the zero Schedule")
		if r == all {
			assert.Contains(t, string(data), `{"rules":{"wildEightsNines":true,"bigSets":true,"strictPairs":true,"twoDraw":"two-each","fiveSelf":true,"playDrawn":true,"pairAnswersTwo":true,"lastCardEffects":true,"upcardEffects":true,"deals":"3,1","maxMoves":300},`)
		} else {
			assert.Contains(t, string(data), `{"rules":{"wildEightsNines":false,"bigSets":false,"strictPairs":false,"twoDraw":"chain+1","fiveSelf":false,"playDrawn":false,"pairAnswersTwo":false,"lastCardEffects":false,"upcardEffects":false,"deals":"8,7,6,5,4,3,2,1,2,3,4,5,6,7,8","maxMoves":0},`)
		}
	}
}

// TestViewJSONVariant checks that a variant's view names the variant
// first inside its "rules" member, and reads back only into a View whose
// rules hold that variant (code has no JSON form): into the standard
// game's View it is refused and changes nothing.
func TestViewJSONVariant(t *testing.T) {
	r := Rules{Variant: textVariant{}}
	s, err := r.Start(cards.Deal{Seed: 5})
	require.NoError(t, err)
	v := r.View(s, 2)
	data, err := json.Marshal(v)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(data), `{"rules":{"variant":"test","wildEightsNines":false,`), "%s", data)
	back := r.View(s, 0) // a View of the variant, another seat
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, v, back)
	var plain View
	err = json.Unmarshal(data, &plain)
	assert.ErrorIs(t, err, cards.ErrInvalidRules)
	assert.Equal(t, View{}, plain, "a refused document changes nothing")
}

// TestStateJSONLastDealScores checks that the scores of the last deal read
// from JSON must be those of its hands, which is all a State keeps.
func TestStateJSONLastDealScores(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"KH", "QC 3C 3D", "QD", "JC"}, top: "5H", stock: "2C 4C", dealer: 3})
	s = apply(t, r, s, "KH")
	require.Equal(t, 1, s.Deal())
	data, err := r.MarshalState(s)
	require.NoError(t, err)
	doc := string(data)
	require.Contains(t, doc, `"lastDeal":{"deal":0,"reason":"out","out":0,"scores":[0,66,10,10],"hands":["{}","{3C 3D QC}","{QD}","{JC}"]}`)
	back, err := r.DecodeState(data)
	require.NoError(t, err)
	assert.Equal(t, s, back)

	back, err = r.DecodeState([]byte(edit(t, doc, `"scores":[0,66,10,10]`, `"scores":[0,65,10,10]`)))
	assert.ErrorIs(t, err, cards.ErrInvalidState)
	assert.Contains(t, err.Error(), "65")
	assert.Equal(t, State{}, back, "a refused document gives no position")
}

// A view's rules, like a Rules document, take an option left out as the
// standard game's, as Equi's views do.
func TestViewJSONRuleMissing(t *testing.T) {
	r := Rules{BigSets: true}
	s, err := r.Start(cards.Deal{Seed: 3})
	require.NoError(t, err)
	data, err := json.Marshal(r.View(s, s.Turn()))
	require.NoError(t, err)
	doc := strings.Replace(string(data), `"bigSets":true,`, ``, 1)
	require.NotEqual(t, string(data), doc)
	var v View
	require.NoError(t, json.Unmarshal([]byte(doc), &v))
	assert.Equal(t, Rules{}.View(s, s.Turn()), v)
}
