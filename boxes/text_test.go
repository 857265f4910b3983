package boxes

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/sentinel"
)

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
	g := scripted(t, 3)
	r, played := g.Rules().(Rules), g.State()
	back, err := r.ParseState(scripted3Text)
	require.NoError(t, err)
	assert.Equal(t, played, back)
	assert.Equal(t, scripted3Text, text(t, r, played))

	// The same position in the input forms: lower case, symbols, T for
	// ten, a suit in force equal to the top's, the discards as the rest,
	// the rng in capitals.
	loose := strings.NewReplacer("KS/", "k♠/", "10S", "ts", "JH/5H,9H", "jh:H/*", "626f786573", "626F786573").Replace(scripted3Text)
	back, err = r.ParseState(loose)
	require.NoError(t, err)
	assert.Equal(t, played, back)
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
	g := scripted(t, 6)
	r, played := g.Rules().(Rules), g.State()
	back, err := r.ParseState(line)
	require.NoError(t, err)
	assert.Equal(t, played, back)
	assert.Equal(t, text(t, r, played), line)
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
// matches, under several option sets: the whole match under the schedules
// of one or two deals, the first deal and the next one's first position
// under the standard one. Its text under the rules reads back as a State
// == the position, and that State writes the same text. It counts the
// positions, the phases and the ends it met, so that the property cannot
// pass on a narrow sample.
func TestPropertyStateText(t *testing.T) {
	sets := textOptionSets(t)
	p := rand.NewPCG(14, 2026)
	var positions, over, answer, drawn, called, ended int
	reasons := map[EndReason]int{}
	var buf, again []byte
	for i := range textMatches {
		r := sets[i%len(sets)]
		s, err := r.Start(cards.Deal{Dealer: i % NumSeats, Seed: uint64(i)})
		require.NoError(t, err)
		for {
			buf, err = r.AppendState(buf[:0], s)
			if err != nil {
				t.Fatalf("match %d: %v", i, err)
			}
			back, err := r.ParseState(string(buf))
			if err != nil {
				t.Fatalf("match %d: %s does not read back: %v", i, buf, err)
			}
			if back != s {
				t.Fatalf("match %d: %s reads back as another position", i, buf)
			}
			if again, err = r.AppendState(again[:0], back); err != nil || !bytes.Equal(again, buf) {
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
			if s.Turn() < 0 || s.Deal() >= 1 && r.Deals.Len() > 2 {
				break
			}
			m, ok := r.Table().RandomMove(&s, p)
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
		assert.Greater(t, n, textMatches/14, "positions %s", name)
	}
}

// TestStateTextRest checks "*", every card not named elsewhere, in a hand
// and in the discards, against the same position written out.
func TestStateTextRest(t *testing.T) {
	const tail = " 0:play cw 0 0 0/8 0 0,0,0,0 - - 0000000000000000000000626f786573"
	eight, err := NewSchedule(8)
	require.NoError(t, err)
	r := Rules{Deals: eight}
	position := func(text string) State {
		s, err := r.ParseState(text)
		require.NoError(t, err, "position %q", text)
		return s
	}
	all := cards.Deck52.Minus(set(t, "QC KD 5H 2C 3C"))
	s := position("QC,KD/*/3H/4H 5H/- 2C,3C" + tail)
	assert.Equal(t, all.Minus(set(t, "3H 4H")), s.Hand(1))
	assert.Equal(t, cards.Set(0), s.Discards())
	d := position("QC,KD/3H/4H/6H 5H/* 2C,3C" + tail)
	assert.Equal(t, all.Minus(set(t, "3H 4H 6H")), d.Discards())
	written := text(t, r, d)
	assert.NotContains(t, written, "*", "the writer names every card")
	assert.Equal(t, d, position(written))
}

// TestStateTextRefusals checks that malformed text gives a
// *cards.ParseError naming the field, that a position no match reaches
// gives the validator's error, and that neither changes the State.
func TestStateTextRefusals(t *testing.T) {
	// The scripted position without its voids, a position too (one whose
	// seats showed no void), so that the fields after it can be added.
	r := scripted(t, 0).Rules().(Rules)
	good := strings.TrimSuffix(scripted3Text, " "+scripted3Voids)
	// replace returns good with the field i (from 0) replaced by field.
	replace := func(i int, field string) string {
		f := strings.Split(good, " ")
		f[i] = field
		return strings.Join(f, " ")
	}
	for _, tc := range []struct {
		name, text, reason string // reason: what the ParseError's reason says
	}{
		{"empty", "", "empty"},
		{"blank", " ", "hands: empty (the fields are separated by single spaces)"},
		{"too few fields", good[:strings.LastIndexByte(good, ' ')], "want 13 fields separated by single spaces, not 12"},
		{"too many fields", good + " 0,0,0,0/0,0,0,0 " + scripted3Voids + " 0", `optional field "0": want a variant's counters, the voids`},
		{"field after the voids", good + " " + scripted3Voids + " 0,0,0,0/0,0,0,0", `optional field "0,0,0,0/0,0,0,0": want a variant's counters, the voids`},
		{"fifteenth field not the voids", good + " 0,0,0,0/0,0,0,0 0", `optional field "0": want a variant's counters, the voids`},
		{"voids of three seats", good + " v-/0,0,3,0,0,0/-", "voids: want 4 seats separated by '/'"},
		{"voids of five kinds", good + " v-/0,0,3,0,0/-/-", "voids: want 6 numbers"},
		{"voids of seven kinds", good + " v-/0,0,3,0,0,0,0/-/-", "voids: want 6 numbers"},
		{"voids all zero for a seat", good + " v-/0,0,0,0,0,0/-/-", `voids: seat 1: six 0s are written "-"`},
		{"voids all zero", good + " v-/-/-/-", "voids: no seat is barred: leave the field out"},
		{"void too big", good + " v-/0,0,53,0,0,0/-/-", `voids: seat 1: "53": want a number from 0 to 52 without a leading zero`},
		{"void with a leading zero", good + " v-/0,0,03,0,0,0/-/-", `voids: seat 1: "03": want a number from 0 to 52 without a leading zero`},
		{"empty variant field", good + " ", "variant: empty (the fields are separated by single spaces)"},
		{"variant field without added scores", good + " 0,3,0,0", "variant: want 4 counters, '/' and one added score a seat"},
		{"counter too big", good + " 256,0,0,0/0,0,0,0", `variant: counter "256": want a number from 0 to 255`},
		{"three counters", good + " 1,0,0/0,0,0,0", "variant: want 4 counters, '/' and one added score a seat"},
		{"three added scores", good + " 1,0,0,0/0,0,0", "variant: want 4 counters, '/' and one added score a seat"},
		{"added too big", good + " 0,0,0,0/32768,0,0,0", `variant: added score "32768": want a number from -32767 to 32767`},
		{"added too small", good + " 0,0,0,0/-32769,0,0,0", `variant: added score "-32769": want a number from -32767 to 32767`},
		// The engine bottoms added scores out at -32,767 (Effects.AddScore),
		// where Boxes kept -32,768.
		{"added at -32768", good + " 0,0,0,0/-32768,0,0,0", `variant: added score "-32768": want a number from -32767 to 32767`},
		{"added minus zero", good + " 0,0,0,0/-0,0,0,0", `variant: added score "-0": want a number from -32767 to 32767`},
		{"two spaces", strings.Replace(good, " ", "  ", 1), "pile: empty (the fields are separated by single spaces)"},
		{"too long", good + strings.Repeat(" ", overLongText), "longer than 2048 bytes"},
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
		{"answer without counts", replace(3, "3:answer"), "turn: want answer:CHAIN:PENDING"},
		{"direction", replace(4, "left"), `direction: want "cw" or "ccw"`},
		{"negative passes", replace(5, "-1"), `passes: "-1": want a number from 0 to 255 without a leading zero`},
		{"passes too big", replace(5, "256"), `passes: "256": want a number from 0 to 255 without a leading zero`},
		{"moves too long", replace(6, "1000000000000000000000"), `moves: "1000000000000000000000": want a number from 0 to`},
		{"leading zero", replace(6, "03"), `moves: "03": want a number from 0 to`},
		{"space before", " " + good, "hands: empty (the fields are separated by single spaces)"},
		{"newline after", good + "\n", `control character '\n' at byte 235`},
		{"tab", strings.Replace(good, " ", "\t", 1), `control character '\t' at byte 30`},
		{"no schedule", replace(7, "0"), "deal/schedule: want the deal number, '/' and the schedule"},
		{"bad schedule", replace(7, "0/13"), `deal/schedule: the schedule is "13", and the rules deal 2`},
		{"dealer", replace(8, "x"), `dealer: "x": want a seat from 0 to 3`},
		{"three totals", replace(9, "0,0,0"), "totals: want 4 totals separated by ','"},
		{"bad end", replace(10, "won/-/-/-/-"), `last deal: end "won": want out:SEAT, blocked`},
		{"out without seat", replace(10, "out/-/-/-/-"), `last deal: end "out": want out:SEAT, blocked`},
		{"no draws", replace(11, "2:JH"), `last move: want "-", SEAT:MOVE/DREW`},
		{"short rng", replace(12, "00"), "rng: want 32 hex digits, not 2 characters"},
		{"bad rng", replace(12, strings.Repeat("g", 32)), "rng: want 32 hex digits"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := r.ParseState(tc.text)
			require.Error(t, err)
			pe, ok := errors.AsType[*cards.ParseError](err)
			require.True(t, ok, "a *cards.ParseError: %v", err)
			assert.ErrorIs(t, err, cards.ErrSyntax)
			assert.True(t, strings.HasSuffix(pe.Kind, " position"), "kind %q", pe.Kind)
			assert.Contains(t, pe.Reason, tc.reason)
			assert.LessOrEqual(t, len(pe.Input), cards.MaxErrorInput)
			assert.Equal(t, State{}, s, "a refused text gives no position")
		})
	}

	// Well formed, but no match reaches it: the validator's errors.
	// stock49 holds 49 cards in the stock, the three others on the pile.
	stock49 := "-/-/-/- 2C/3C,4C " + strings.ReplaceAll(strings.Trim(cards.Deck52.Minus(set(t, "2C 3C 4C")).String(), "{}"), " ", ",") +
		" 0:play cw 0 0 0/2 0 0,0,0,0 - - 0000000000000000000000626f786573"
	// over is the text of a finished match with the voids of seat 1.
	end, err := r.Start(cards.Deal{Seed: 3})
	require.NoError(t, err)
	for p := rand.NewPCG(3, 3); end.Turn() >= 0; {
		m, _ := r.Table().RandomMove(&end, p)
		require.NoError(t, r.Table().ApplyTo(&end, m))
	}
	over := text(t, r, end) + " " + scripted3Voids
	for _, tc := range []struct {
		name, text string
		err        string // what the error says
		syntax     bool   // refused by the reader (ErrSyntax) rather than the validator
	}{
		{"card twice", replace(0, "KS/2C,3D,8H,QC/6D,7S/4C,10S,AD,KS"), "card KS appears twice", false},
		{"card missing", replace(1, "JH/5H"), "card 9H is nowhere", false},
		{"empty hand in play", replace(0, "-/2C,3D,8H,QC,KS/6D,7S/4C,10S,AD"), "seat 0 holds no card, yet the game goes on", false},
		{"drawn without card", replace(3, "3:drawn"), "seat 3 has drawn 1 cards this turn", false},
		{"drawn card not held", replace(3, "3:drawn:KS"), "seat 3 has drawn 1 cards this turn", false},
		{"four passes", replace(5, "4"), "4 passes", false},
		{"deal past the schedule", replace(7, "1/2"), "this is deal 1", false},
		{"over during the deal", replace(3, "over"), "the game is over, so the deals played are at least 1", true},
		{"a result before any deal ended", replace(10, "blocked/-/-/-/-"), "no deal has ended, yet the last deal has an end", false},
		{"drew 60", replace(11, "2:JH/0,60,0,0"), `drew: "60": want a number from 0 to 52`, true},
		{"no last move but moves", replace(11, "-"), "3 moves, yet no last move", false},
		{"last move not on top", replace(11, "2:8H:C/0,0,0,0"), "the last move played 8H, yet JH is on top", false},
		{"stock of 49", stock49, "seat 0 holds no card", false}, // the stock can hold 47 at most
		{"barred more than held", good + " v-/0,0,5,0,0,0/-/-", "seat 1 holds 4 cards, yet 5 are barred from hearts", false},
		{"voids after the match", over, "seat 1 holds 0 cards, yet 3 are barred from hearts", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := r.ParseState(tc.text)
			require.Error(t, err)
			if tc.syntax {
				assert.ErrorIs(t, err, cards.ErrSyntax)
			} else {
				assert.ErrorIs(t, err, cards.ErrInvalidState)
				assert.NotErrorIs(t, err, cards.ErrSyntax)
			}
			assert.Contains(t, err.Error(), tc.err)
			assert.Equal(t, State{}, s, "a refused text gives no position")
		})
	}

	// uncalled is a position whose last move is an 8 played naming its own
	// suit, written as if it had named none.
	uncalled := func() string {
		s, err := Rules{}.Start(cards.Deal{Seed: 1})
		require.NoError(t, err)
		p := rand.NewPCG(1, 1)
		for {
			_, ok := Rules{}.Table().RandomStep(&s, p)
			require.True(t, ok, "the match has an 8 naming its own suit")
			if seat, m := s.LastMove(); m.Kind() == KindCard && m.Card().Rank() == cards.Eight && s.Suit() == m.Card().Suit() {
				f := strings.Split(text(t, Rules{}, s), " ")
				f[11] = strings.Replace(f[11], fmt.Sprintf("%d:%v", seat, m), fmt.Sprintf("%d:%v", seat, m.Card()), 1)
				return strings.Join(f, " ")
			}
		}
	}()
	// Positions no Boxes match reaches, which Boxes' own reader refused:
	// the engine's checks refuse them, from the table (ForcedDraw and
	// Answer, Draw and Chain of the 2s, Deals, the voids, Call).
	for _, tc := range []struct{ name, text, err string }{
		{"answer without a 2", replace(3, "3:answer:1:2"), "seat 3 must answer a pending draw of 2, yet holds no card of the rules' Answer"},
		{"chain of 5", replace(3, "1:answer:5:6"), "a chain of 5 plays makes the pending draw, yet the rules' cards (Draw, Answer) make one of 4 at most"},
		{"pending 7 for a chain of 1", replace(3, "1:answer:1:7"), "7 cards to draw for a chain of 1 plays, yet the rules' Draw and Chain give 2"},
		{"a score before any deal ended", replace(9, "0,5,0,0"), "no deal has ended, yet seat 1 has a total score"},
		{"a hand the voids bar", good + " v-/0,0,4,0,0,0/-/-", "seat 1 holds {2C 3D 8H QC}, more cards of the kinds it showed it lacks (barred) than it drew since"},
		{"an 8 that names no suit", uncalled, "the last move 8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := r
			if tc.text == uncalled {
				r = Rules{}
			}
			s, err := r.ParseState(tc.text)
			require.Error(t, err)
			assert.ErrorIs(t, err, cards.ErrInvalidState)
			assert.NotErrorIs(t, err, cards.ErrSyntax)
			assert.Contains(t, err.Error(), tc.err)
			assert.Equal(t, State{}, s, "a refused text gives no position")
		})
	}
	// The 8 that names no suit: the reason is the move reader's.
	_, err = Rules{}.ParseState(uncalled)
	assert.ErrorContains(t, err, "is no move of the rules: an 8 must name a suit, as in 8")

	_, err = r.AppendState(nil, State{})
	assert.ErrorIs(t, err, cards.ErrInvalidState)
}

// overLongText is longer than the longest position text the reader reads
// (2,048 bytes: docs/notation.md).
const overLongText = 2049

// TestStateTextRefusesEarly checks that a huge input is refused before it
// is read: the allocations do not grow with it.
func TestStateTextRefusesEarly(t *testing.T) {
	r := scripted(t, 0).Rules().(Rules)
	refused := func(text string) float64 {
		return testing.AllocsPerRun(10, func() {
			if _, err := r.ParseState(text); err == nil {
				t.Fatal("accepted")
			}
		})
	}
	over := refused(strings.Repeat("K", overLongText))
	assert.Equal(t, over, refused(strings.Repeat("KS,", 1<<20)), "3 MB cost what 2,049 bytes cost")
	assert.LessOrEqual(t, over, 5.0, "the error, its input's prefix, the game's name in it")
	// A position is read with a bounded number of allocations.
	for _, text := range []string{text(t, r, scripted(t, 0).State()), scripted3Text} {
		allocs := testing.AllocsPerRun(10, func() {
			if _, err := r.ParseState(text); err != nil {
				t.Fatal(err)
			}
		})
		assert.LessOrEqual(t, allocs, 24.0, text)
	}
}

// textVariant is a variant that changes nothing, so that a position with
// a variant's counters and added scores reads.
type textVariant struct{}

func (textVariant) Name() string     { return "test" }
func (textVariant) Moved(e *Effects) {}

// textRules returns the rules a position text may be read under: the
// standard ones with the schedule its deal/schedule field names (the
// standard schedule when it names none), and the same with a variant.
func textRules(text string) []Rules {
	var r Rules
	if fields := strings.Split(text, " "); len(fields) > 7 {
		if _, sched, ok := strings.Cut(fields[7], "/"); ok {
			if d, err := ParseSchedule(sched); err == nil {
				r.Deals = d
			}
		}
	}
	v := r
	v.Variant = textVariant{}
	return []Rules{r, v}
}

// FuzzStateText checks that no text panics the reader, that a refused
// text gives an error wrapping a sentinel of package cards and no
// position, and that an accepted text is a position whose text
// (canonical, stable) reads back as the same position, whose JSON reads
// back as it too, and whose legal moves apply. Each text is read under
// the rules of textRules.
func FuzzStateText(f *testing.F) {
	for _, text := range []string{"", "-", scripted3Text, "*/-/-/- 2C/- - 0:play cw 0 0 0/8 0 0,0,0,0 - - 00000000000000000000000000000000"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, r := range textRules(text) {
			s, err := r.ParseState(text)
			if err != nil {
				if !sentinel.Known(err) {
					t.Fatalf("error %v wraps no sentinel of package cards", err)
				}
				if s != (State{}) {
					t.Fatal("a refused text gave a position")
				}
				continue
			}
			out, err := r.AppendState(nil, s)
			if err != nil {
				t.Fatalf("accepted %q, then cannot write it: %v", text, err)
			}
			back, err := r.ParseState(string(out))
			if err != nil || back != s {
				t.Fatalf("%q writes %s, which reads back as another position: %v", text, out, err)
			}
			if again, err := r.AppendState(nil, back); err != nil || string(again) != string(out) {
				t.Fatalf("%s writes back as %s: %v", out, again, err)
			}
			data, err := r.MarshalState(s)
			if err != nil {
				t.Fatalf("accepted %q, then cannot write its JSON: %v", text, err)
			}
			if back, err := r.DecodeState(data); err != nil || back != s {
				t.Fatalf("%s: its JSON %s reads back as another position: %v", out, data, err)
			}
			// A position read from text is playable: its legal moves apply.
			for _, m := range cards.Legal(r, s) {
				if _, err := r.Apply(s, m); err != nil {
					t.Fatalf("legal move %v refused: %v", m, err)
				}
			}
		}
	})
}
