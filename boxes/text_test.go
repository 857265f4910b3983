//go:build ignore

package boxes

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// position returns the State the text form text gives, or fails the test.
func position(t testing.TB, text string) State {
	t.Helper()
	var s State
	require.NoError(t, s.UnmarshalText([]byte(text)), "position %q", text)
	return s
}

// scripted3Text is the scripted match after its first three moves, written
// out by hand from scriptDeck and scriptMoves: seat 0 played 5H (seats 1, 2
// and 3 drew 2C, 6D and 10S), seat 1 drew 8H, seat 2 played JH; the stock
// is 2D and the other cards in card order; the generator has not moved
// from its seed 7 (no shuffle: the deck was given).
const scripted3Text = "KS/2C,3D,8H,QC/6D,7S/4C,10S,AD JH/5H,9H " +
	"2D,2H,2S,3C,3H,3S,4D,4H,4S,5C,5D,5S,6C,6H,6S,7C,7D,7H,8C,8D,8S,9C,9D,9S,10C,10D,10H,JC,JD,JS,QD,QH,QS,KC,KD,KH,AC,AH,AS " +
	"3:play cw 0 3 0/2 3 0,0,0,0 - 2:JH/0,0,0,0 0000000000000007000000626f786573" + " " + scripted3Voids

// scripted3Voids is the voids' field of scripted3Text: seat 1 drew on
// hearts holding 3 cards (Public.Barred).
const scripted3Voids = "v-/0,0,3,0,0,0/-/-"

// TestStateTextByPlay checks that a position read from text is the
// position play reaches, and that the position writes that text.
func TestStateTextByPlay(t *testing.T) {
	played := scripted(t, 3).State()
	assert.Equal(t, played, position(t, scripted3Text))
	text, err := played.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, scripted3Text, string(text))
	assert.Equal(t, scripted3Text, played.String())

	// The same position in the input forms: lower case, symbols, T for
	// ten, a suit in force equal to the top's, the discards as the rest,
	// the rng in capitals.
	loose := strings.NewReplacer("KS/", "k♠/", "10S", "ts", "JH/5H,9H", "jh:H/*", "626f786573", "626F786573").Replace(scripted3Text)
	assert.Equal(t, played, position(t, loose))
}

// TestStateTextDocExample checks the example of docs/notation.md
// ("Shedding positions", of which Boxes' are an instance): it reads as the
// scripted match after six moves, and that position writes it.
func TestStateTextDocExample(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "notation.md"))
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(doc), "\n## Shedding positions\n")
	require.True(t, ok, "docs/notation.md has a section Shedding positions")
	section, _, _ = strings.Cut(section, "\n## ")
	_, example, ok := strings.Cut(section, "Example")
	require.True(t, ok, "the section has an example")
	_, example, ok = strings.Cut(example, "```text\n")
	require.True(t, ok, "the example is a text block")
	example, _, ok = strings.Cut(example, "\n```")
	require.True(t, ok)
	line := strings.Join(strings.Fields(example), " ") // the block may wrap
	played := scripted(t, 6).State()
	assert.Equal(t, played, position(t, line))
	assert.Equal(t, played.String(), line)
}

// textOptionSets are the rules of the round-trip property: every option
// on in some set, short schedules so that matches end, move limits so
// that deals end by the limit.
func textOptionSets(t *testing.T) []Rules {
	one, err := NewSchedule(2)
	require.NoError(t, err)
	two, err := NewSchedule(1, 3)
	require.NoError(t, err)
	return []Rules{
		{},
		{Deals: one},
		{WildEightsNines: true, BigSets: true, PlayDrawn: true, Deals: two, MaxMoves: 80},
		{StrictPairs: true, TwoDraw: TwoDrawTwoEach, FiveSelf: true, LastCardEffects: true, Deals: one, MaxMoves: 80},
		{UpcardEffects: true, PairAnswersTwo: true, TwoDraw: TwoDrawPerTwo, PlayDrawn: true, Deals: two},
		{MaxMoves: 30, WildEightsNines: true, Deals: two},
		{UpcardEffects: true, LastCardEffects: true, BigSets: true, PairAnswersTwo: true, Deals: two, MaxMoves: 80},
	}
}

// TestPropertyStateText checks every position of textMatches seeded random
// matches (1,400; fewer under the race detector), under several option
// sets: the whole match under the schedules of one or two deals, the first
// deal and the next one's first position under the standard one. Its text
// reads back as a State == the position, and that State writes the same
// text. It counts the positions, the phases and the ends it met, so that
// the property cannot pass on a narrow sample.
func TestPropertyStateText(t *testing.T) {
	sets := textOptionSets(t)
	p := rand.NewPCG(14, 2026)
	var positions, over, answer, drawn, called, ended int
	var reasons [numEnds]int
	var buf, again []byte
	for i := range textMatches {
		r := sets[i%len(sets)]
		s, err := r.Start(cards.Deal{Dealer: i % NumSeats, Seed: uint64(i)})
		require.NoError(t, err)
		for {
			buf, err = s.appendTextChecked(buf[:0])
			if err != nil {
				t.Fatalf("match %d: %v", i, err)
			}
			var back State
			if err := back.UnmarshalText(buf); err != nil {
				t.Fatalf("match %d: %s does not read back: %v", i, buf, err)
			}
			if back != s {
				t.Fatalf("match %d: %s reads back as another position", i, buf)
			}
			if again, err = back.appendTextChecked(again[:0]); err != nil || !bytes.Equal(again, buf) {
				t.Fatalf("match %d: %s writes back as %s: %v", i, buf, again, err)
			}
			positions++
			switch s.Phase() {
			case PhaseOver:
				over++
			case PhaseAnswer:
				answer++
			case PhaseDrawn:
				drawn++
			}
			if s.Suit() != s.Top().Suit() {
				called++
			}
			if _, reason, _ := s.LastEnd(); reason != EndNone {
				ended++
				reasons[reason]++
			}
			if s.Turn() < 0 || s.Deal() >= 1 && s.Schedule().Len() > 2 {
				break
			}
			m, ok := r.RandomMove(&s, p)
			require.True(t, ok)
			if s, err = r.Apply(s, m); err != nil {
				t.Fatalf("match %d: %v", i, err)
			}
		}
	}
	t.Logf("%d matches, %d positions: %d finished, %d answering a 2, %d after a draw, %d with a named suit, %d after a deal ended (out %d, move limit %d)",
		textMatches, positions, over, answer, drawn, called, ended, reasons[EndOut], reasons[EndMoveLimit])
	assert.Greater(t, positions, 100*textMatches)
	for name, n := range map[string]int{"finished": over, "answer": answer, "drawn": drawn, "named suit": called, "out": reasons[EndOut], "move limit": reasons[EndMoveLimit]} {
		assert.Greater(t, n, textMatches/14, "positions %s", name) // 100 in the normal run
	}
}

// appendTextChecked is MarshalText appending to b, for the property's hot
// loop.
func (s State) appendTextChecked(b []byte) ([]byte, error) {
	if s.sched.n == 0 {
		return b, invalidState("the zero State is no match")
	}
	if err := s.check(); err != nil {
		return b, err
	}
	return s.appendText(b), nil
}

// TestStateTextRest checks "*", every card not named elsewhere, in a hand
// and in the discards, against the same position written out.
func TestStateTextRest(t *testing.T) {
	const tail = " 0:play cw 0 0 0/8 0 0,0,0,0 - - 0000000000000000000000626f786573"
	all := cards.Deck52.Minus(set(t, "QC KD 5H 2C 3C"))
	s := position(t, "QC,KD/*/3H/4H 5H/- 2C,3C"+tail)
	assert.Equal(t, all.Minus(set(t, "3H 4H")), s.Hand(1))
	assert.Equal(t, cards.Set(0), s.Discards())
	d := position(t, "QC,KD/3H/4H/6H 5H/* 2C,3C"+tail)
	assert.Equal(t, all.Minus(set(t, "3H 4H 6H")), d.Discards())
	written := d.String()
	assert.NotContains(t, written, "*", "the writer names every card")
	assert.Equal(t, d, position(t, written))
}

// TestStateTextRefusals checks that malformed text gives a
// *cards.ParseError naming the field, that a position no match reaches
// gives the validator's error, and that neither changes the State.
func TestStateTextRefusals(t *testing.T) {
	// The scripted position without its voids, a position too (one whose
	// seats showed no void), so that the fields after it can be added.
	good := strings.TrimSuffix(scripted3Text, " "+scripted3Voids)
	// replace returns good with the field i (from 0) replaced by field.
	replace := func(i int, field string) string {
		f := strings.Split(good, " ")
		f[i] = field
		return strings.Join(f, " ")
	}
	for _, tc := range []struct {
		name, text, reason string // reason: of the ParseError
	}{
		{"empty", "", "empty"},
		{"blank", " ", "hands: empty (the fields are separated by single spaces)"},
		{"too few fields", good[:strings.LastIndexByte(good, ' ')], "want 13 fields separated by single spaces, not 12"},
		{"too many fields", good + " 0,0,0,0/0,0,0,0 " + scripted3Voids + " 0", "more than 15 fields, or a field after the voids"},
		{"field after the voids", good + " " + scripted3Voids + " 0,0,0,0/0,0,0,0", "more than 15 fields, or a field after the voids"},
		{"fifteenth field not the voids", good + " 0,0,0,0/0,0,0,0 0", `the fifteenth field must be the voids, starting with "v"`},
		{"voids of three seats", good + " v-/0,0,3,0,0,0/-", "voids: want 4 seats separated by '/'"},
		{"voids of five kinds", good + " v-/0,0,3,0,0/-/-", `voids: seat 1: want "-" or 6 numbers separated by commas`},
		{"voids of seven kinds", good + " v-/0,0,3,0,0,0,0/-/-", `voids: seat 1: want "-" or 6 numbers separated by commas`},
		{"voids all zero for a seat", good + " v-/0,0,0,0,0,0/-/-", `voids: seat 1: six 0s are written "-"`},
		{"voids all zero", good + " v-/-/-/-", "voids: no seat is barred: leave the field out"},
		{"void too big", good + " v-/0,0,53,0,0,0/-/-", `voids: seat 1: "53": want a number from 0 to 52 without a leading zero`},
		{"void with a leading zero", good + " v-/0,0,03,0,0,0/-/-", `voids: seat 1: "03": want a number from 0 to 52 without a leading zero`},
		{"empty variant field", good + " ", "variant: empty (the fields are separated by single spaces)"},
		{"variant field without added scores", good + " 0,3,0,0", "variant: want the counters, '/' and the added scores"},
		{"counter too big", good + " 256,0,0,0/0,0,0,0", `variant: counters: "256": want a number from 0 to 255 without a leading zero`},
		{"three counters", good + " 1,0,0/0,0,0,0", "variant: want 4 numbers separated by ','"},
		{"three added scores", good + " 1,0,0,0/0,0,0", "variant: want 4 added scores separated by ','"},
		{"added too big", good + " 0,0,0,0/32768,0,0,0", `variant: added scores: "32768": want a number from -32768 to 32767 without a leading zero`},
		{"added too small", good + " 0,0,0,0/-32769,0,0,0", `variant: added scores: "-32769": want a number from -32768 to 32767 without a leading zero`},
		{"added minus zero", good + " 0,0,0,0/-0,0,0,0", `variant: added scores: "-0": want a number from -32768 to 32767 without a leading zero`},
		{"two spaces", strings.Replace(good, " ", "  ", 1), "pile: empty (the fields are separated by single spaces)"},
		{"too long", good + strings.Repeat(" ", maxStateText), "longer than 1024 bytes"},
		{"three hands", replace(0, "KS/2C,3D,8H,QC/6D,7S"), "hands: want 4 hands separated by '/'"},
		{"five hands", replace(0, "KS/2C/3D/8H/QC"), "hands: want 4 hands separated by '/'"},
		{"bad card", replace(0, "1S/2C,3D,8H,QC/6D,7S/4C,10S,AD"), `hands: seat 0: card "1S": bad rank "1"`},
		{"empty card", replace(0, "KS,/2C,3D,8H,QC/6D,7S/4C,10S,AD"), `hands: seat 0: card "": empty`},
		{"card twice in a hand", replace(0, "KS,KS/2C,3D,8H,QC/6D,7S/4C,10S,AD"), "hands: seat 0: card KS appears twice"},
		{"rest twice", replace(0, "*/*/6D,7S/4C,10S,AD"), `hands: seat 1: the rest ("*") is given twice`},
		{"rest in hand and discards", strings.Replace(replace(1, "JH/*"), "KS/", "*/", 1), `pile: discards: the rest ("*") is given twice`},
		{"no discards", replace(1, "JH"), "pile: want the top card, '/' and the discards"},
		{"bad suit", replace(1, "JH:X/5H,9H"), "pile: suit in force: want one of C D H S or ♣ ♦ ♥ ♠"},
		{"rest in the stock", replace(2, "*"), `stock: card "*": want a rank (2-10, T, J, Q, K, A) followed by a suit (C, D, H, S or ♣ ♦ ♥ ♠)`},
		{"card twice in the stock", replace(2, "2D,2D"), "stock: card 2D appears twice"},
		{"no phase", replace(3, "3"), `turn: want "over" or the seat to move, ':' and the phase`},
		{"seat 4", replace(3, "4:play"), `turn: seat to move: "4": want a seat from 0 to 3`},
		{"bad phase", replace(3, "3:think"), `turn: phase "think": want play, answer:CHAIN:PENDING or drawn:CARD`},
		{"answer without counts", replace(3, "3:answer"), "turn: want answer:CHAIN:PENDING, the 2s in the chain and the cards to draw"},
		{"drawn without card", replace(3, "3:drawn"), `turn: drawn card: card "": empty`},
		{"direction", replace(4, "left"), `direction: want "cw" or "ccw"`},
		{"negative passes", replace(5, "-1"), `passes: "-1": want a number from 0 to 255 without a leading zero`},
		{"passes too big", replace(5, "256"), `passes: "256": want a number from 0 to 255 without a leading zero`},
		{"moves too long", replace(6, "1000000000000000000000"), `moves: "1000000000000000000000": want a number from 0 to 65535 without a leading zero`},
		{"leading zero", replace(6, "03"), `moves: "03": want a number from 0 to 65535 without a leading zero`},
		{"space before", " " + good, "hands: empty (the fields are separated by single spaces)"},
		{"newline after", good + "\n", `control character '\n' at byte 235`},
		{"tab", strings.Replace(good, " ", "\t", 1), `control character '\t' at byte 30`},
		{"no schedule", replace(7, "0"), "deal/schedule: want the deal number, '/' and the schedule"},
		{"bad schedule", replace(7, "0/13"), "deal/schedule: schedule: want deal sizes from 1 to 12"},
		{"dealer", replace(8, "x"), `dealer: "x": want a seat from 0 to 3`},
		{"three totals", replace(9, "0,0,0"), "totals: want 4 numbers separated by ','"},
		{"bad end", replace(10, "won/-/-/-/-"), `last deal: end "won": want out:SEAT, blocked or move-limit`},
		{"out without seat", replace(10, "out/-/-/-/-"), `last deal: end "out": want out:SEAT, blocked or move-limit`},
		{"bad move", replace(11, "2:8H/0,0,0,0"), `last move: move "8H": an 8 or a 9 must name a suit, as in 8S:H`},
		{"no draws", replace(11, "2:JH"), "last move: want the move, '/' and the cards each seat drew"},
		{"short rng", replace(12, "00"), "rng: want 32 hex digits, not 2 characters"},
		{"bad rng", replace(12, strings.Repeat("g", 32)), "rng: want 32 hex digits"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := scripted(t, 1).State()
			before := s
			err := s.UnmarshalText([]byte(tc.text))
			require.Error(t, err)
			pe, ok := errors.AsType[*cards.ParseError](err)
			require.True(t, ok, "a *cards.ParseError: %v", err)
			assert.ErrorIs(t, err, cards.ErrSyntax)
			assert.Equal(t, "boxes position", pe.Kind)
			assert.Equal(t, tc.reason, pe.Reason)
			assert.LessOrEqual(t, len(pe.Input), cards.MaxErrorInput)
			assert.Equal(t, before, s, "a refused text changes nothing")
		})
	}

	// Well formed, but no match reaches it: the validator's errors.
	// stock49 holds 49 cards in the stock, the three others on the pile.
	stock49 := "-/-/-/- 2C/3C,4C " + strings.ReplaceAll(strings.Trim(cards.Deck52.Minus(set(t, "2C 3C 4C")).String(), "{}"), " ", ",") +
		" 0:play cw 0 0 0/8 0 0,0,0,0 - - 0000000000000000000000626f786573"
	// over is the text of a finished match with the voids of seat 1.
	one, err := NewSchedule(2)
	require.NoError(t, err)
	r := Rules{Deals: one}
	end, err := r.Start(cards.Deal{Seed: 3})
	require.NoError(t, err)
	for p := rand.NewPCG(3, 3); end.Turn() >= 0; {
		m, _ := r.RandomMove(&end, p)
		require.NoError(t, r.ApplyTo(&end, m))
	}
	over := end.String() + " " + scripted3Voids
	for _, tc := range []struct{ name, text, err string }{
		{"card twice", replace(0, "KS/2C,3D,8H,QC/6D,7S/4C,10S,AD,KS"), "card KS appears twice: in seat 0's hand and in seat 3's hand"},
		{"card missing", replace(1, "JH/5H"), "card 9H is missing"},
		{"empty hand in play", replace(0, "-/2C,3D,8H,QC,KS/6D,7S/4C,10S,AD"), "seat 0 holds no card while deal 0 goes on"},
		{"answer without a 2", replace(3, "3:answer:1:2"), "seat 3 must answer a 2 without holding one"},
		{"chain of 5", replace(3, "1:answer:5:6"), "a 2-chain of 5 to answer; want 1 to 3"},
		{"pending 7 for a chain of 1", replace(3, "1:answer:1:7"), "7 cards to draw for a 2-chain of 1; want 1, 2 or 2"},
		{"drawn card not held", replace(3, "3:drawn:KS"), "the drawn card KS is not in seat 3's hand"},
		{"four passes", replace(5, "4"), "4 passes in a row; a deal ends at 4"},
		{"deal past the schedule", replace(7, "1/2"), "deal 1 is past the last deal of the schedule, 0"},
		{"over during the deal", replace(3, "over"), "the match is over after deal 0 of 1"},
		{"a result before any deal ended", replace(10, "blocked/-/-/-/-"), "no deal has ended, yet there is a result or a score"},
		{"a score before any deal ended", replace(9, "0,5,0,0"), "no deal has ended, yet there is a result or a score"},
		{"drew 60", replace(11, "2:JH/0,60,0,0"), "seat 1 drew 60 cards"},
		{"no last move but moves", replace(11, "-"), "no move has been made, yet there is a last move, a draw or a move count"},
		{"stock of 49", stock49, "the stock holds 49 cards; it can hold 48"},
		{"barred more than held", good + " v-/0,0,5,0,0,0/-/-", "seat 1 is barred 5 cards from hearts, more than the 4 it holds"},
		{"a hand the voids bar", good + " v-/0,0,4,0,0,0/-/-", "seat 1 holds {2C 3D 8H QC}, more cards of the kinds it showed it lacks than it drew since"},
		{"voids after the match", over, "a finished match has no voids (Barred)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := scripted(t, 1).State()
			before := s
			err := s.UnmarshalText([]byte(tc.text))
			require.ErrorIs(t, err, cards.ErrInvalidState)
			assert.NotErrorIs(t, err, cards.ErrSyntax)
			assert.Equal(t, "boxes: invalid state: "+tc.err, err.Error())
			assert.Equal(t, before, s, "a refused text changes nothing")
		})
	}

	assert.ErrorIs(t, (*State)(nil).UnmarshalText([]byte(good)), cards.ErrInvalidArgument)
	_, err = State{}.MarshalText()
	assert.ErrorIs(t, err, cards.ErrInvalidState)
}

// TestStateTextRefusesEarly checks that a huge input is refused before it
// is read: the allocations do not grow with it.
func TestStateTextRefusesEarly(t *testing.T) {
	refused := func(text []byte) float64 {
		var s State
		return testing.AllocsPerRun(10, func() {
			if s.UnmarshalText(text) == nil {
				t.Fatal("accepted")
			}
		})
	}
	over := refused(bytes.Repeat([]byte("K"), maxStateText+1))
	assert.Equal(t, over, refused(bytes.Repeat([]byte("KS,"), 1<<20)), "3 MB cost what 1025 bytes cost")
	assert.LessOrEqual(t, over, 4.0)
	var s State
	// A text at the limit is read with a bounded number of allocations.
	text := []byte(scripted3Text)
	allocs := testing.AllocsPerRun(10, func() {
		if err := s.UnmarshalText(text); err != nil {
			t.Fatal(err)
		}
	})
	assert.LessOrEqual(t, allocs, 4.0)
}

// TestStateJSONUnchanged checks that the text form does not change the
// JSON of a State: encoding/json prefers MarshalJSON and UnmarshalJSON to
// MarshalText and UnmarshalText, in a State and in a value holding one.
func TestStateJSONUnchanged(t *testing.T) {
	s := scripted(t, 3).State()
	want, err := s.MarshalJSON()
	require.NoError(t, err)
	got, err := json.Marshal(s)
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got))
	assert.True(t, bytes.HasPrefix(got, []byte(`{"schedule":"2",`)), "an object, not the text as a JSON string")
	wrapped, err := json.Marshal(struct{ S State }{s})
	require.NoError(t, err)
	assert.Equal(t, `{"S":`+string(want)+`}`, string(wrapped))
	var back State
	require.NoError(t, json.Unmarshal(got, &back))
	assert.Equal(t, s, back)
	// The text as a JSON string is no JSON form of a State.
	quoted, err := json.Marshal(scripted3Text)
	require.NoError(t, err)
	assert.ErrorIs(t, json.Unmarshal(quoted, &back), cards.ErrSyntax)
	assert.Equal(t, s, back)
}

// FuzzStateText checks that no text panics the reader, that a refused
// text changes nothing and gives an error wrapping a sentinel of the
// package, and that an accepted text is a position the validator accepts
// and whose text (canonical, stable) reads back as the same position.
func FuzzStateText(f *testing.F) {
	for _, text := range []string{"", "-", scripted3Text, "*/-/-/- 2C/- - 0:play cw 0 0 0/8 0 0,0,0,0 - - 00000000000000000000000000000000"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		start := scripted(t, 3).State()
		s := start
		if err := s.UnmarshalText([]byte(text)); err != nil {
			if !knownError(err) {
				t.Fatalf("error %v wraps no sentinel of the package", err)
			}
			if s != start {
				t.Fatal("a refused text changed the State")
			}
			return
		}
		if err := s.check(); err != nil {
			t.Fatalf("accepted, then refused: %v", err)
		}
		out, err := s.MarshalText()
		if err != nil {
			t.Fatalf("accepted %q, then cannot write it: %v", text, err)
		}
		var back State
		if err := back.UnmarshalText(out); err != nil || back != s {
			t.Fatalf("%q writes %s, which reads back as another position: %v", text, out, err)
		}
		if again := back.String(); again != string(out) {
			t.Fatalf("%s writes back as %s", out, again)
		}
		// A position read from text is playable: its legal moves apply.
		r := Rules{}
		for _, m := range cards.Legal(r, s) {
			if _, err := r.Apply(s, m); err != nil {
				t.Fatalf("legal move %v refused: %v", m, err)
			}
		}
	})
}
