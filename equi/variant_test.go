package equi

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
)

// Tests of the Variant hook, the Effects steps and Rules.Scoring (issue 14).

// busy is a test variant that uses every step: a capture that clears the
// table scores 2; a trail counts in counter 0 and scores -1; every
// every-th move the next seat draws a card; counter 1 counts the moves.
type busy struct{ every int }

func (busy) Name() string { return "busy" }

func (b busy) Moved(e *Effects) {
	seat, n := e.Seat(), e.State().Players()
	if e.Move().IsTrail() {
		e.SetCounter(0, e.Counter(0)+1)
		e.AddScore(seat, -1)
	} else if e.Table().Empty() {
		e.AddScore(seat, 2)
	}
	e.SetCounter(1, e.Counter(1)+1)
	if e.State().MoveCount()%b.every == 0 {
		e.Draw((seat+1)%n, 1)
	}
}

// recorder is a test variant that records what each call saw, and keeps
// the last handle.
type recorder struct{ seen *[]seen }

// seen is what one call of Moved saw.
type seen struct {
	seat  int
	move  Move
	table cards.Set
	state State
	e     *Effects
}

func (recorder) Name() string { return "recorder" }

func (r recorder) Moved(e *Effects) {
	*r.seen = append(*r.seen, seen{e.Seat(), e.Move(), e.Table(), e.State(), e})
}

// dealText is a two-player deal, dealer 1 and seat 0 to move, in which seat
// 0's whole hand (32 points) can take the whole table, and 10C+6C the two
// cards 8C+8D.
const dealText = "6C,6D,10C,10D/6H,6S,7C,7D -/- 8C,8D,8H,8S " +
	"7H,7S,9C,9D,9H,9S,10H,10S,JC,JD,JH,JS,QC,QD,QH,QS,KC,KD,KH,KS,AC,AD,AH,AS 1 0 0/0/0 - -"

// TestVariantMovedSeesTheMove checks where Moved runs (Variant's doc):
// once per move, after the move itself, with the table as the capture left
// it, before the refill; and that a kept Effects is dead after the call.
func TestVariantMovedSeesTheMove(t *testing.T) {
	var calls []seen
	r := Rules{Variant: recorder{&calls}}
	s := stateOfPos(t, dealText)
	clear := move(t, "6C+6D+10C+10D=8C+8D+8H+8S")
	require.NoError(t, r.ApplyTo(&s, clear))
	require.Len(t, calls, 1)
	c := calls[0]
	assert.Equal(t, 0, c.seat)
	assert.Equal(t, clear, c.move)
	assert.True(t, c.table.Empty(), "the capture cleared the table")
	assert.True(t, c.state.Hand(0).Empty(), "before the refill")
	assert.Equal(t, 24, c.state.StockLen(), "before the refill")
	assert.Equal(t, 1, c.state.MoveCount())
	assert.Equal(t, set(t, "6C,6D,10C,10D,8C,8D,8H,8S"), c.state.Pile(0))
	// After the call the handle is dead: it reads nothing and changes nothing.
	assert.Equal(t, -1, c.e.Seat())
	assert.Equal(t, State{}, c.e.State())
	assert.Equal(t, 0, c.e.Draw(0, 4))
	// The refill came after: seat 0 holds the stock's top 4.
	assert.Equal(t, set(t, "7H,7S,9C,9D"), s.Hand(0))

	// A refused move calls nothing.
	before := s
	require.Error(t, r.ApplyTo(&s, clear))
	assert.Len(t, calls, 1)
	assert.Equal(t, before, s)
	// Apply calls it as ApplyTo does, and leaves its argument alone.
	s2, err := r.Apply(s, move(t, "6H"))
	require.NoError(t, err)
	assert.Len(t, calls, 2)
	assert.Equal(t, before, s)
	assert.Equal(t, 1, calls[1].seat)
	assert.NotEqual(t, s, s2)
}

// TestEffectsSteps checks each step on an exact position: Draw from the
// top of the stock, the refill drawing only what the hand lacks of 4,
// AddScore in Score and saturating, SetCounter clamped, and bad
// arguments changing nothing.
func TestEffectsSteps(t *testing.T) {
	var got int
	steps := &stepper{func(e *Effects) {
		got = e.Draw(1, 2)                // seat 1 draws 7H, 7S
		e.Draw(0, 1)                      // the mover draws 9C
		e.Draw(7, 1)                      // no seat 7: nothing
		e.Draw(1, -3)                     // nothing
		e.AddScore(0, 5)                  // +5
		e.AddScore(1, -2*MaxAddedScore-9) // stops at -MaxAddedScore
		e.AddScore(2, 1)                  // no seat 2: nothing
		e.SetCounter(0, 300)              // 255
		e.SetCounter(3, -4)               // 0
		e.SetCounter(2, 17)
		e.SetCounter(4, 1) // no counter 4: nothing
	}}
	r := Rules{Variant: steps}
	s := stateOfPos(t, dealText)
	require.NoError(t, r.ApplyTo(&s, move(t, "10C+6C=8C+8D")))
	assert.Equal(t, 2, got)
	assert.Equal(t, set(t, "6D,10D,9C,9D"), s.Hand(0), "9C by the variant, then the refill's 9D only: it fills the hand to 4")
	assert.Equal(t, 1, s.LastDrawn(), "the refill drew 1")
	assert.Equal(t, set(t, "6H,6S,7C,7D,7H,7S"), s.Hand(1))
	assert.Equal(t, 3, s.VariantDrawn())
	assert.Equal(t, 24-3-1, s.StockLen())
	assert.Equal(t, 5, s.AddedScore(0))
	assert.Equal(t, -MaxAddedScore, s.AddedScore(1))
	assert.Equal(t, []int{255, 0, 17, 0}, []int{s.Counter(0), s.Counter(1), s.Counter(2), s.Counter(3)})
	assert.Equal(t, 0, s.Counter(4))
	assert.Equal(t, []int{4 + 4 + 5, 6 - MaxAddedScore}, r.Score(s), "cards held plus the added scores")
	r.Scoring = ScorePoints
	assert.Equal(t, []int{32 + 5, -MaxAddedScore}, r.Score(s), "points captured plus the added scores")
	// The position is one the decoders accept, under the variant's rules.
	require.NoError(t, checkState(r, s))
	back, err := parseState(r, textOf(t, s))
	require.NoError(t, err)
	assert.Equal(t, s, back)
	v := r.View(s, 1)
	backView, err := r.UnmarshalView([]byte(viewJSONText(t, v)))
	require.NoError(t, err)
	assert.Equal(t, v, backView)
}

// stepper is a test variant that runs a function; a *stepper is
// comparable.
type stepper struct{ f func(e *Effects) }

func (*stepper) Name() string       { return "stepper" }
func (s *stepper) Moved(e *Effects) { s.f(e) }

// busyRules are the rules the variant properties run under.
var busyRules = []Rules{
	{Variant: busy{3}},
	{Players: 3, Variant: busy{2}, Scoring: ScorePoints},
	{Players: 4, Variant: busy{5}, VoluntaryTrail: true},
	{Players: 5, Variant: busy{1}, RecycleByFour: true, Scoring: ScorePoints},
	{Players: 6, Variant: busy{4}, NoProgressRounds: 2, MaxMoves: 60},
}

// TestVariantContract runs the contract check of package cards on a
// variant that uses every step: card conservation with the variant's
// draws, purity, every legal move applied and others refused, the views,
// Sample, RandomMove and ApplyTo agreeing with the plain calls,
// termination within MaxGameMoves, and session records resumed from text
// and JSON under the variant's rules.
func TestVariantContract(t *testing.T) {
	for _, r := range busyRules {
		t.Run(fmt.Sprintf("%d players, %+v", r.Seats(), r.Variant), func(t *testing.T) {
			t.Parallel()
			cardstest.Check[State, Move, View](t, r, contractConfig(r))
		})
	}
}

// TestVariantPositionsDecode plays 1,000 random games under the variant and
// checks that every position reached passes the validator and round-trips
// through its text and its JSON, that a seat's view of one position in 4
// (or the spectator's) round-trips through JSON under the variant's rules (and is
// refused under the standard rules, or into a View of no variant, once
// the variant has kept something), and that the games met every step.
func TestVariantPositionsDecode(t *testing.T) {
	games := 1000
	if raceDetector {
		games = 100
	}
	var drew, counted, added, negative, bigHand int
	for g := range games {
		r := busyRules[g%len(busyRules)]
		s, err := r.Start(cards.Deal{Dealer: g % r.Seats(), Seed: uint64(g)})
		require.NoError(t, err)
		pick := rand.New(rand.NewPCG(uint64(g), 7))
		buf := make([]Move, 0, window)
		for {
			require.NoError(t, checkState(r, s), "%v", s)
			fromText, err := parseState(r, textOf(t, s))
			require.NoError(t, err)
			assert.Equal(t, s, fromText)
			data, err := json.Marshal(s)
			require.NoError(t, err)
			back, err := decodeState(r, data)
			require.NoError(t, err)
			require.Equal(t, s, back)
			// One seat's view of one position in 4, or the spectator's.
			if seat := pick.IntN(r.Seats()+1) - 1; pick.IntN(4) == 0 && (seat != s.Turn() || fewMoves(r, s, 100)) {
				v := r.View(s, seat)
				text := viewJSONText(t, v)
				u, err := r.UnmarshalView([]byte(text))
				require.NoError(t, err, "%s", text)
				require.Equal(t, v, u)
				if varied(s) && pick.IntN(4) == 0 {
					var z View
					err = json.Unmarshal([]byte(text), &z)
					require.ErrorIs(t, err, cards.ErrInvalidRules)
					assert.Contains(t, err.Error(), `the document is of variant "busy", and these rules play the standard game`)
					_, err = Rules{}.UnmarshalView([]byte(text))
					require.ErrorIs(t, err, cards.ErrInvalidRules)
				}
			}
			// busy counts the moves in counter 1: Moved ran once a move.
			require.Equal(t, min(255, s.MoveCount()), s.Counter(1))
			if s.VariantDrawn() > 0 {
				drew++
			}
			if s.Counter(0) > 0 {
				counted++
			}
			for i := range s.Players() {
				if s.AddedScore(i) > 0 {
					added++
				}
				if s.AddedScore(i) < 0 {
					negative++
				}
				if s.Hand(i).Minus(s.Known(i)).Len() > HandSize {
					bigHand++
				}
			}
			if cards.Over(r, s) {
				break
			}
			buf = firstMoves(r, s, buf[:0])
			require.NoError(t, r.ApplyTo(&s, buf[pick.IntN(len(buf))]))
		}
	}
	for name, n := range map[string]int{"drew": drew, "counted": counted, "added": added, "negative": negative, "bigHand": bigHand} {
		assert.Positive(t, n, "no position met %s", name)
	}
}

// TestVariantStandardViewRefused checks that a view in which the variant
// kept something is refused when its JSON is stripped of the variant's
// name and read under the standard rules: the standard game keeps no
// counter, added score or variant draw.
func TestVariantStandardViewRefused(t *testing.T) {
	r := Rules{Variant: busy{1}}
	s := stateOfPos(t, dealText)
	require.NoError(t, r.ApplyTo(&s, move(t, "6C+6D+10C+10D=8C+8D+8H+8S")))
	var doc map[string]any
	require.NoError(t, json.Unmarshal([]byte(viewJSONText(t, r.View(s, 1))), &doc))
	rules := doc["rules"].(map[string]any)
	assert.Equal(t, "busy", rules["variant"])
	delete(rules, "variant")
	data, err := json.Marshal(doc)
	require.NoError(t, err)
	_, err = Rules{}.UnmarshalView(data)
	require.ErrorIs(t, err, cards.ErrInvalidState)
	assert.Contains(t, err.Error(), "what a variant keeps is not zero, and the rules play no variant")
}

// TestVariantTags checks the tags of a variant's rules and the three
// errors of WithTags for a record of another variant.
func TestVariantTags(t *testing.T) {
	std := Rules{}.Tags()
	assert.Len(t, std, 6, "the standard tags are as they were")
	r := Rules{Players: 3, Variant: busy{2}, Scoring: ScorePoints}
	tags := r.Tags()
	require.Len(t, tags, 8)
	assert.Equal(t, cards.Tag{Name: "Variant", Value: "busy"}, tags[0], "first among the options")
	assert.Equal(t, cards.Tag{Name: "Scoring", Value: "points"}, tags[7])

	got, err := Rules{Variant: busy{2}}.WithTags(tags)
	require.NoError(t, err)
	assert.Equal(t, r, got, "the receiver's Variant, the record's options")
	assert.True(t, r == got.(Rules), "Rules with a comparable Variant compare with ==")
	assert.False(t, r == Rules{Players: 3, Variant: busy{3}, Scoring: ScorePoints}, "== compares the variants")

	for _, tc := range []struct {
		rules Rules
		tags  []cards.Tag
		want  string
	}{
		{Rules{}, tags, `equi: invalid rules: the record is of variant "busy", and these rules play the standard game`},
		{Rules{Variant: recorder{}}, tags, `equi: invalid rules: the record is of variant "busy", and these rules play variant "recorder"`},
		{Rules{Variant: busy{2}}, std, `equi: invalid rules: the record is of the standard game, and these rules play variant "busy"`},
		{Rules{}, []cards.Tag{{Name: "Scoring", Value: "goals"}}, `equi: invalid rules: tag Scoring is "goals": want "cards" or "points"`},
		{Rules{}, []cards.Tag{{Name: "Variant", Value: ""}}, `equi: invalid rules: tag Variant is "": want the name of a variant`},
	} {
		_, err := tc.rules.WithTags(tc.tags)
		require.ErrorIs(t, err, cards.ErrInvalidRules)
		assert.Equal(t, tc.want, err.Error())
	}
}

// badName is a variant whose name cards.CheckName refuses.
type badName struct{ name string }

func (b badName) Name() string { return b.name }
func (badName) Moved(*Effects) {}

// TestVariantValidate checks that Validate refuses a variant without a
// proper name and a Scoring that is not one.
func TestVariantValidate(t *testing.T) {
	for _, tc := range []struct {
		r    Rules
		want string
	}{
		{Rules{Variant: badName{""}}, "the Variant's Name is empty"},
		{Rules{Variant: badName{"a\nb"}}, "the Variant's Name: "},
		{Rules{Scoring: 2}, "Scoring is 2, want ScoreCards or ScorePoints"},
	} {
		err := tc.r.Validate()
		require.ErrorIs(t, err, cards.ErrInvalidRules)
		assert.Contains(t, err.Error(), tc.want)
	}
	require.NoError(t, Rules{Variant: busy{1}, Scoring: ScorePoints}.Validate())
}

// TestVariantRulesJSON checks the JSON of Rules with a Variant and a
// Scoring: the standard form is as it was, a variant's names it, and a
// document decodes only into rules of its variant.
func TestVariantRulesJSON(t *testing.T) {
	data, err := json.Marshal(Rules{})
	require.NoError(t, err)
	assert.JSONEq(t, `{"players":0,"noRankBan":false,"voluntaryTrail":false,"recycleByFour":false,"noProgressRounds":0,"maxMoves":0}`, string(data))
	r := Rules{Players: 4, Variant: busy{2}, Scoring: ScorePoints}
	data, err = json.Marshal(r)
	require.NoError(t, err)
	assert.JSONEq(t, `{"players":4,"noRankBan":false,"voluntaryTrail":false,"recycleByFour":false,"noProgressRounds":0,"maxMoves":0,"scoring":"points","variant":"busy"}`, string(data))
	into := Rules{Variant: busy{2}}
	require.NoError(t, json.Unmarshal(data, &into))
	assert.Equal(t, r, into)
	var plain Rules
	err = json.Unmarshal(data, &plain)
	require.ErrorIs(t, err, cards.ErrInvalidRules)
	assert.Equal(t, `equi: invalid rules: the document is of variant "busy", and these rules play the standard game`, err.Error())
	assert.Equal(t, Rules{}, plain, "unchanged")
	err = json.Unmarshal([]byte(`{"scoring":"goals"}`), &plain)
	require.ErrorIs(t, err, cards.ErrInvalidRules)
}

// TestVariantAllocs checks that a variant's moves allocate nothing: the
// Effects handles are pooled. The race detector drops pooled values on
// purpose, so it is skipped there.
func TestVariantAllocs(t *testing.T) {
	if raceDetector {
		t.Skip("sync.Pool drops values under the race detector")
	}
	r := Rules{Variant: busy{2}}
	start := stateOfPos(t, dealText)
	m := move(t, "10C+6C=8C+8D")
	s := start
	allocs := testing.AllocsPerRun(1000, func() {
		s = start
		if err := r.ApplyTo(&s, m); err != nil {
			t.Fatal(err)
		}
	})
	assert.Zero(t, allocs)
}

// TestVariantDocExamples checks that the variant's position of
// docs/notation.md and its JSON in the fuzz seeds are the same position,
// one the decoders accept.
func TestVariantDocExamples(t *testing.T) {
	r := Rules{Scoring: ScorePoints, Variant: busy{1}} // a variant's rules read what any variant kept
	s, err := parseState(r, sweptText)
	require.NoError(t, err)
	fromJSON, err := decodeState(r, []byte(variantState))
	require.NoError(t, err)
	counted := strings.Replace(sweptText, " 0,0,0,0/1,0/0", " 0,3,0,0/1,0/0", 1)
	require.NotEqual(t, sweptText, counted)
	assert.Equal(t, 0, s.Counter(1))
	s, err = parseState(r, counted)
	require.NoError(t, err)
	assert.Equal(t, s, fromJSON)
	assert.Equal(t, 1, s.AddedScore(0))
}
