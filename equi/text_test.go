package equi

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// Tests of the position text (the engine's; docs/notation.md, "Equi
// positions").

// textGames is the number of seeded games TestStateTextRoundTrip plays:
// every number of players under each of textRules, textGames/30 seeds each
// (1,200 games in the long suite, 240 in the quick one); a quarter of them
// under the race detector.
var textGames = testlong.N(240, 1200)

// textRules are the option sets the round trip is played under: the
// default, each option alone, and mixes that reach the move limit and the
// piles taken back by four.
var textRules = []Rules{
	{},
	{NoRankBan: true},
	{VoluntaryTrail: true, NoProgressRounds: 3},
	{RecycleByFour: true, NoProgressRounds: 2},
	{VoluntaryTrail: true, RecycleByFour: true, MaxMoves: 5},
	{NoRankBan: true, VoluntaryTrail: true, NoProgressRounds: 4, MaxMoves: 40},
}

// textOf returns the text of s, failing the test on an error.
func textOf(t require.TestingT, s State) string {
	b, err := s.MarshalText()
	require.NoError(t, err)
	return string(b)
}

// stateOfPos reads a position text that must be accepted.
func stateOfPos(t require.TestingT, text string) State {
	s, err := parseState(Rules{}, text)
	require.NoError(t, err, "%s", text)
	return s
}

// TestStateTextRoundTrip writes every position of textGames seeded random
// games (2 to 6 players, six option sets) as text and reads it back: the
// State is == the original, the text written again is the same, String
// gives it too, and the State read from the text is the one read from the
// JSON of the position. It also checks that the games reached each kind of
// field the text has (every end, piles taken back, known cards), so that
// the round trip covers them.
func TestStateTextRoundTrip(t *testing.T) {
	var games, positions, recycled, known, before int
	ends := map[EndReason]int{}
	longest := 0
	seeds := textGames / (len(textRules) * (MaxPlayers - MinPlayers + 1))
	if raceDetector {
		seeds /= 4
	}
	for ri, base := range textRules {
		for n := MinPlayers; n <= MaxPlayers; n++ {
			r := base
			r.Players = n
			for seed := range uint64(seeds) {
				s, err := r.Start(cards.Deal{Dealer: int(seed) % n, Seed: seed*31 + uint64(ri)})
				require.NoError(t, err)
				pick := rand.New(rand.NewPCG(seed, uint64(ri)))
				buf := make([]Move, 0, window)
				for {
					text := textOf(t, s)
					back, err := parseState(r, text)
					require.NoError(t, err, text)
					require.Equal(t, s, back, "%s", text)
					require.Equal(t, text, textOf(t, back), "the text is stable")
					require.Equal(t, text, s.String())
					data, err := json.Marshal(s)
					require.NoError(t, err)
					fromJSON, err := decodeState(r, data)
					require.NoError(t, err)
					require.Equal(t, fromJSON, back, "the text and the JSON give the same State")
					positions++
					longest = max(longest, len(text))
					if s.LastRecycled() > 0 {
						recycled++
					}
					if posOf(t, s).Known != 0 {
						known++
					}
					if s.LastCapturer() < 0 {
						before++
					}
					if cards.Over(r, s) {
						ends[s.End()]++
						break
					}
					buf = firstMoves(r, s, buf[:0])
					require.NoError(t, r.ApplyTo(&s, buf[pick.IntN(len(buf))]))
				}
				games++
			}
		}
	}
	t.Logf("%d games, %d positions, the longest text %d bytes; %d positions right after a pile was taken back, %d with known cards, %d before the first capture; ends %v",
		games, positions, longest, recycled, known, before, ends)
	if !raceDetector {
		assert.GreaterOrEqual(t, games, textGames*5/6)
	}
	assert.Positive(t, recycled)
	assert.Positive(t, known)
	assert.Positive(t, before)
	// Nobody holding a card (EndNoCards) is too rare in random play for
	// these games: TestStateTextEqualsPlay reaches it.
	for _, e := range []EndReason{EndTableCleared, EndNoProgress, EndMoveLimit} {
		assert.Positive(t, ends[e], "no game ended by %v", e)
	}
	assert.Less(t, longest, 4096, "within half the 8192 bytes the reader takes")
}

// played2 is the deal of the deck in card order (dealer 1) after seat 0
// trailed 6C and seat 1 played 7D+7S=6C+8C, written by hand: played2Base
// and seat 0's trail record (6C on the 8s, from a hand of 4).
const played2 = played2Base + " 6C@8C,8D,8H,8S:3:-:-:-/-"

// played2Base is played2 without its trail records, for the malformed
// texts that count fields.
const played2Base = "6H,7C,7H,9C/6D,6S,9D,9H -/6C,7D,7S,8C 8D,8H,8S " +
	"9S,10C,10D,10H,10S,JC,JD,JH,JS,QC,QD,QH,QS,KC,KD,KH,KS,AC,AD,AH,AS 1 0 2/0/0 1 1:7D+7S=6C+8C/2/-"

// TestStateTextEqualsPlay builds positions from hand-written text and
// compares them with the positions play reaches: the deal, and two moves
// later.
func TestStateTextEqualsPlay(t *testing.T) {
	r := Rules{}
	s, err := r.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	assert.Equal(t, stateOfPos(t, "6C,6H,7C,7H/6D,6S,7D,7S -/- 8C,8D,8H,8S "+
		"9C,9D,9H,9S,10C,10D,10H,10S,JC,JD,JH,JS,QC,QD,QH,QS,KC,KD,KH,KS,AC,AD,AH,AS 1 0 0/0/0 - -"), s)
	s = play(t, r, s, "6C")
	s = play(t, r, s, "7D+7S=6C+8C")
	assert.Equal(t, stateOfPos(t, played2), s)
	assert.Equal(t, played2, s.String())
	after := s

	// The last card of the game, trailed (under VoluntaryTrail: 9D=9C is
	// possible, rule E6): nobody holds a card any more (rule E11), and the
	// table goes to the last capturer, seat 1.
	s = stateOfPos(t, "9D/- -/- 6C,6D,6H,6S,7C,7D,7H,7S,8C,8D,8H,8S,9C,9H,9S,10C,10D,10H,10S,"+
		"JC,JD,JH,JS,QC,QD,QH,QS,KC,KD,KH,KS,AC,AD,AH,AS - 0 0 40/20/1 1 1:8S/0/-")
	end := "-/- -/6C,6D,6H,6S,7C,7D,7H,7S,8C,8D,8H,8S,9C,9D,9H,9S,10C,10D,10H,10S," +
		"JC,JD,JH,JS,QC,QD,QH,QS,KC,KD,KH,KS,AC,AD,AH,AS - - 0 no-cards 41/21/3 1 0:9D/0/-"
	assert.Equal(t, stateOfPos(t, end), play(t, Rules{VoluntaryTrail: true}, s, "9D"))

	// Cards in other orders and forms, the same position.
	assert.Equal(t, after, stateOfPos(t, "9c,7h,7C,6♥/9H,9D,6S,6D -/8C,7S,7D,6C 8S,8H,8D "+
		"9S,TC,10D,10♥,10S,JC,JD,JH,JS,QC,QD,QH,QS,KC,KD,KH,KS,AC,AD,AH,AS 1 0 2/0/0 1 1:7s+7d=8c+6c/2/- 6c@8S,8H,8D,8C:3:-:-:-/-"))
}

// TestStateTextJSONUnchanged checks that encoding/json still uses
// MarshalJSON and UnmarshalJSON, not the text methods: a State is a JSON
// object, alone and as a member, and a JSON string holding its text is
// refused.
func TestStateTextJSONUnchanged(t *testing.T) {
	s := stateOfPos(t, played2)
	want, err := s.MarshalJSON()
	require.NoError(t, err)
	got, err := json.Marshal(s)
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got))
	assert.True(t, strings.HasPrefix(string(got), `{"players":2,"dealer":1,"turn":0,`), "%s", got)
	member, err := json.Marshal(struct{ S State }{s})
	require.NoError(t, err)
	assert.Equal(t, `{"S":`+string(want)+`}`, string(member))
	m, err := json.Marshal(map[string]State{"a": s})
	require.NoError(t, err)
	assert.Equal(t, `{"a":`+string(want)+`}`, string(m))

	back, err := decodeState(Rules{}, got)
	require.NoError(t, err)
	assert.Equal(t, s, back)
	quoted, err := json.Marshal(played2)
	require.NoError(t, err)
	back, err = decodeState(Rules{}, quoted)
	assert.ErrorIs(t, err, cards.ErrSyntax, "a JSON string is not a State")
	assert.Equal(t, State{}, back)
}

// TestStateTextRefusals changes the text of real positions in one place
// each and checks the error: malformed text gives a *cards.ParseError, an
// unreachable position an error wrapping cards.ErrInvalidState with the
// validator's reason; the State decoded into is unchanged.
func TestStateTextRefusals(t *testing.T) {
	long := strings.Repeat("6C,", 3000)
	tests := []struct {
		name, text string
		syntax     bool
		reason     string
	}{
		// Malformed.
		{"empty", "", true, "field 1 is empty"},
		{"too long", long, true, "the text is 9000 bytes, more than 8192"},
		{"too long valid prefix", played2Base + strings.Repeat(" ", 8192), true, "the text is 8335 bytes, more than 8192"},
		{"one field", "6C", true, "1 field, want 9: hands piles table stock dealer turn moves capturer last"},
		{"eight fields", strings.TrimSuffix(played2Base, " 1:7D+7S=6C+8C/2/-"), true, "8 fields, want 9"},
		{"ten fields", played2Base + " x", true, "the variant field is \"x\""},
		{"eleven fields", played2Base + " 0,0,0,1/0,0/0 x", true, "the field \"x\" is out of place"},
		{"two spaces", strings.Replace(played2Base, " ", "  ", 1), true, "field 2 is empty"},
		{"leading space", " " + played2Base, true, "field 1 is empty"},
		{"trailing space", played2Base + " ", true, "field 10 is empty"},
		{"newline", played2Base + "\n", true, `control character '\n' at byte 143`},
		{"tab", strings.Replace(played2Base, " ", "\t", 1), true, `control character '\t' at byte 23`},
		{"bad card", strings.Replace(played2Base, "9C/", "9X/", 1), true, `seat 0's hand: bad card "9X"`},
		{"card twice in a hand", strings.Replace(played2Base, "6H,7C", "7C,7C", 1), true, "seat 0's hand: card 7C appears twice"},
		{"card twice in the stock", strings.Replace(played2Base, "AH,AS", "AS,AS", 1), true, "the stock: card AS appears twice"},
		{"empty card", strings.Replace(played2Base, "6H,7C", "6H,,7C", 1), true, "seat 0's hand: empty card; an empty list is -"},
		{"empty list", strings.Replace(played2Base, " -/", " /", 1), true, "seat 0's pile: empty card"},
		{"known in a pile", strings.Replace(played2Base, "-/6C", "-/*6C", 1), true, "seat 1's pile: only the cards of a hand are marked known (*)"},
		{"known on the table", strings.Replace(played2Base, " 8D,", " *8D,", 1), true, "the table: only the cards of a hand"},
		{"seven hands", "-/-/-/-/-/-/- " + played2Base[strings.Index(played2Base, " ")+1:], true, "more than 6 hands"},
		{"leading zero", strings.Replace(played2Base, " 1 0 ", " 01 0 ", 1), true, `the dealer is "01", want a number of 1 to 5 digits`},
		{"negative", strings.Replace(played2Base, " 1 0 ", " -1 0 ", 1), true, `the dealer is "-1", want a number`},
		{"six digits", strings.Replace(played2Base, " 2/0/0 ", " 200000/0/0 ", 1), true, `the move count is "200000"`},
		{"bad turn", strings.Replace(played2Base, " 1 0 ", " 1 over ", 1), true, `the turn is "over", want a number, or an end: table-cleared, no-progress, no-cards, move-limit`},
		{"not over is a seat", strings.Replace(played2Base, " 1 0 ", " 1 not-over ", 1), true, "or an end"},
		{"two counts", strings.Replace(played2Base, " 2/0/0 ", " 2/0 ", 1), true, `the counts are "2/0", want moves/after/idle`},
		{"four counts", strings.Replace(played2Base, " 2/0/0 ", " 2/0/0/0 ", 1), true, "want moves/after/idle"},
		{"bad capturer", strings.Replace(played2Base, " 1 1:", " x 1:", 1), true, `the last capturer is "x", want a number, or - for nobody`},
		{"last without seat", strings.Replace(played2Base, "1:7D", "1-7D", 1), true, "want - or seat:move/drawn/taken-back"},
		{"last without taken back", strings.TrimSuffix(played2Base, "/-"), true, "want seat:move/drawn/taken-back"},
		{"last move malformed", strings.Replace(played2Base, "7D+7S=6C+8C", "7D+7S", 1), true, `the last move "7D+7S": a trail is one card`},
		{"drawn not a number", strings.Replace(played2Base, "/2/-", "/two/-", 1), true, `the count of cards drawn after the last move is "two"`},
		{"trail parts", played2Base + " 6C@8C,8D,8H,8S:3:-:-/-", true, "seat 0's trail is \"6C@8C,8D,8H,8S:3:-:-\", want card@table:held:played:oneOf:twoOf"},
		{"trails for one seat", played2Base + " 6C@8C,8D,8H,8S:3:-:-:-", true, "the trails field has 1 entries, want one for each of the 2 seats"},
		{"trails for three", played2 + "/-", true, "the trails field has more than 2 entries"},
		{"trails before the variant", played2 + " 0,0,0,1/0,0/0", true, "is out of place: the sweeps (s:…), the variant's field and the trails come in that order"},
		{"trail held not a number", strings.Replace(played2, ":3:", ":x:", 1), true, `seat 0's trail's count of cards held is "x"`},
		{"trail bad card", strings.Replace(played2, "6C@", "6X@", 1), true, `seat 0's trail: bad card "6X"`},

		// Unreachable.
		{"trail of 5", strings.Replace(played2, ":3:", ":4:", 1), false, "seat 0's trail record holds 4 cards beside the trailed one, want 1 to 3"},
		{"trail not face up", strings.Replace(played2, "6C@", "9C@", 1), false, "seat 0's hand is not one its trail record allows"},
		{"trail oneOf not played", strings.Replace(played2, ":3:-:-:-", ":3:-:7D:-", 1), false, "want oneOf and twoOf within played"},
		{"trail for another seat", strings.Replace(played2, ":3:-:-:-/-", ":3:-:-:-/6C@7S,8D:3:-:-:-", 1), false, "seat 1's hand is not one its trail record allows"},
		{"trail the hand breaks", strings.Replace(played2, "6C@8C,8D,8H,8S:3:", "6C@10D,QD:3:", 1), false, "seat 0's hand is not one its trail record allows"},
		{"card in two places", strings.Replace(played2Base, "8D,8H,8S", "8D,8H,8S,9C", 1), false, "card 9C appears twice (again in the table)"},
		{"card missing", strings.Replace(played2Base, ",AH,AS", ",AH", 1), false, "cards {AS} are in no place"},
		{"not an Equi card", strings.Replace(played2Base, ",AS", ",2C", 1), false, "2C in the stock is not a card of the deck"},
		{"one seat", strings.Replace(strings.Replace(played2Base, "/6D", ",6D", 1), " -/6C", " 6C", 1), false, "players is 1 and the rules have 2"},
		{"piles for three", strings.Replace(played2Base, " -/6C", " -/-/6C", 1), false, "piles and known have 3 and 2 entries"},
		{"dealer not a seat", strings.Replace(played2Base, " 1 0 2/", " 2 0 2/", 1), false, "dealer 2 is not a seat"},
		{"turn out of order", strings.Replace(played2Base, " 1 0 2/", " 1 1 2/", 1), false, "seat 0 holds cards and was passed over"},
		{"over during play", strings.Replace(played2Base, " 1 0 2/", " 1 no-cards 2/", 1), false, "the game is over (no cards) and no move was made with the stock exhausted"},
		{"moves", strings.Replace(played2Base, " 2/0/0 ", " 99999/0/0 ", 1), false, "the counters moves 99999"},
		{"idle with stock", strings.Replace(played2Base, " 2/0/0 ", " 2/0/1 ", 1), false, "moves counted after the stock ran out while it holds 21 cards"},
		{"capturer", strings.Replace(played2Base, " 1 1:", " 0 1:", 1), false, "the last move is a capture by seat 1 and the last capturer is 0"},
		{"no last move", strings.TrimSuffix(played2Base, "1:7D+7S=6C+8C/2/-") + "-", false, "a position with moves has a last move, and one without has none"},
		{"drew wrong", strings.Replace(played2Base, "/2/-", "/1/-", 1), false, "the last move played 2 cards and drew 1 with 21 left in the stock"},
		{"sums differ", strings.Replace(played2Base, "7D+7S=6C+8C", "7D+7S=6C+8C+8D", 1), false, "card 8D of the last move 7D+7S=6C+8C+8D is not in seat 1's pile"},
		{"taken back with stock", strings.Replace(played2Base, "/2/-", "/0/6D,6S", 1), false, "the cards taken back after the last move are not the known cards"},
		{"known with stock", strings.Replace(played2Base, "6H,7C", "*6H,7C", 1), false, "the pile comes back only into an empty hand"},
		{"deal with a last move", "6C,6H,7C,7H/6D,6S,7D,7S -/- 8C,8D,8H,8S 9C,9D,9H,9S,10C,10D,10H,10S,JC,JD,JH,JS,QC,QD,QH,QS,KC,KD,KH,KS,AC,AD,AH,AS 1 0 0/0/0 - 0:6C/1/-", false, "a position with moves has a last move, and one without has none"},
	}
	_ = stateOfPos(t, played2Base) // the base reads
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := parseState(Rules{}, tc.text)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.reason)
			assert.Equal(t, State{}, s, "a refused text gives no position")
			var pe *cards.ParseError
			if tc.syntax {
				assert.ErrorIs(t, err, cards.ErrSyntax)
				require.True(t, errors.As(err, &pe), "%v", err)
				assert.Equal(t, "fishing position", pe.Kind)
				assert.Equal(t, len(tc.text), pe.InputLen)
				assert.LessOrEqual(t, len(pe.Input), cards.MaxErrorInput)
			} else {
				assert.ErrorIs(t, err, cards.ErrInvalidState)
				assert.False(t, errors.As(err, &pe), "%v", err)
			}
		})
	}
	_, err := State{}.MarshalText()
	assert.ErrorIs(t, err, cards.ErrInvalidState)
	assert.Equal(t, "-", State{}.String())
}

// TestStateTextBounded checks that reading a text costs a small constant
// amount of memory: a position allocates a few times, and a text over the
// bound (a megabyte) is refused before it is read, allocating for the error
// only: neither copies the input (bytes counted by runtime.MemStats, not
// timed).
func TestStateTextBounded(t *testing.T) {
	r := Rules{}
	short := played2
	long := strings.Repeat("x", 1<<20)
	allocsShort := testing.AllocsPerRun(100, func() { _, _ = r.ParseState(short) })
	allocsLong := testing.AllocsPerRun(100, func() { _, _ = r.ParseState(long) })
	pos := stateOfPos(t, played2)
	allocsWrite := testing.AllocsPerRun(100, func() { _, _ = pos.MarshalText() })
	t.Logf("allocations: %v to read a position, %v to refuse a megabyte, %v to write a position", allocsShort, allocsLong, allocsWrite)
	if !raceDetector { // which adds allocations of its own
		assert.LessOrEqual(t, allocsWrite, 1.0, "the buffer only")
		assert.LessOrEqual(t, allocsShort, 12.0)
		assert.LessOrEqual(t, allocsLong, 8.0)
	}
	for _, text := range []string{short, long} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for range 100 {
			_, _ = r.ParseState(text)
		}
		runtime.ReadMemStats(&after)
		perRun := (after.TotalAlloc - before.TotalAlloc) / 100
		t.Logf("%d bytes allocated a read of %d bytes", perRun, len(text))
		assert.Less(t, perRun, uint64(2048), "%d-byte input", len(text))
	}
}

// FuzzStateText reads arbitrary text as a position. No input panics; a
// refused one leaves the State as it was and gives an error wrapping
// cards.ErrSyntax or cards.ErrInvalidState; an accepted one is a position
// the validator accepts, whose text (written again) reads back to the same
// State and is stable. The seed corpus in testdata/fuzz/FuzzStateText holds
// texts of played positions (the deal, during play, after a pile was taken
// back, every end) and broken ones.
// sweptText is a position of the sweep variant after seat 0 cleared the
// table, one point added (docs/notation.md, "Equi positions").
const sweptText = "7H,7S,9C,9D/6H,6S,7C,7D 6C,6D,8C,8D,8H,8S,10C,10D/- - 9H,9S,10H,10S,JC,JD,JH,JS,QC,QD,QH,QS,KC,KD,KH,KS,AC,AD,AH,AS 1 1 1/0/0 0 0:6C+6D+10C+10D=8C+8D+8H+8S/4/- 0,0,0,0/1,0/0"

func FuzzStateText(f *testing.F) {
	for _, text := range []string{played2, "", "-", "- - - - 0 0 0/0/0 - -", strings.Repeat("6C,", 400), sweptText, played2 + " 0,0,0,0/0,0/0", played2 + " 0,0,0/-1,2/0"} {
		f.Add([]byte(text))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := rulesForText(string(data))
		s, err := parseState(r, string(data))
		if err != nil {
			if !errors.Is(err, cards.ErrSyntax) && !errors.Is(err, cards.ErrInvalidState) {
				t.Fatalf("error %v wraps neither ErrSyntax nor ErrInvalidState", err)
			}
			if s != (State{}) {
				t.Fatal("a refused text gave a State")
			}
			return
		}
		if err := checkState(r, s); err != nil {
			t.Fatalf("accepted, then refused by the validator: %v", err)
		}
		text, err := s.MarshalText()
		if err != nil {
			t.Fatalf("accepted, then not written: %v", err)
		}
		if back, err := parseState(r, string(text)); err != nil || back != s {
			t.Fatalf("%q written as %q, read back as %v, %v", data, text, back, err)
		}
		if again, _ := s.MarshalText(); string(again) != string(text) {
			t.Fatalf("%q is written %q, then %q", data, text, again)
		}
	})
}

// TestStateTextDocExample reads the three-player example of
// docs/notation.md, "Equi positions", and checks it field by field.
func TestStateTextDocExample(t *testing.T) {
	const doc = "*7C,*8D,*8S,*QD,*KH/9C/7D -/6D,6H,7S,8C,9D,9H,9S,10D,10H,10S,JD,JH,JS,QS,KC,AD,AH,AS/6S,7H,JC,QC,QH,KD,KS,AC 6C,8H,10C - 0 1 21/7/0 0 0:8D=8S/0/7C,8D,8S,QD,KH"
	s, err := parseState(Rules{Players: 3}, doc)
	require.NoError(t, err)
	assert.Equal(t, 3, s.Players())
	assert.Equal(t, set(t, "7C 8D 8S QD KH"), s.Hand(0))
	assert.Equal(t, set(t, "7C 8D 8S QD KH"), s.Known(0))
	assert.Equal(t, set(t, "9C"), s.Hand(1))
	assert.True(t, s.Known(1).Empty())
	assert.Equal(t, set(t, "7D"), s.Hand(2))
	assert.True(t, s.Pile(0).Empty())
	assert.Equal(t, 18, s.Pile(1).Len())
	assert.Equal(t, set(t, "6S 7H JC QC QH KD KS AC"), s.Pile(2))
	assert.Equal(t, set(t, "6C 8H 10C"), s.Table())
	assert.Equal(t, 0, s.StockLen())
	assert.Equal(t, 0, s.Dealer())
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, EndNone, s.End())
	assert.Equal(t, 21, s.MoveCount())
	assert.Equal(t, 7, s.MovesAfterStock())
	assert.Equal(t, 0, s.IdleTurns())
	assert.Equal(t, 0, s.LastCapturer())
	seat, m := s.LastMove()
	assert.Equal(t, 0, seat)
	assert.Equal(t, move(t, "8D=8S"), m)
	assert.Equal(t, 0, s.LastDrawn())
	assert.Equal(t, 5, s.LastRecycled())
	assert.Equal(t, doc, s.String())
}

// TestAppendCardIsCardString checks that Move.String, which writes its
// cards through internal/cardtext (tested there against cards.Card.String
// for every card value), prints an invalid move as before: "Card(60)".
func TestAppendCardIsCardString(t *testing.T) {
	assert.Equal(t, "Card(60)", Capture(cards.Set(1)<<60, 0).String())
	assert.Equal(t, "2C=Card(63)", Capture(1, cards.Set(1)<<63).String())
}
