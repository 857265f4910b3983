package boxes

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// with returns the standard rules with a variant named "test" doing f.
func with(f func(e *Effects)) Rules { return variantDoing("test", f) }

// twoEach is the schedule of the positions below: one deal of two cards
// each.
var twoEach = func() Schedule {
	s, err := NewSchedule(2)
	if err != nil {
		panic(err)
	}
	return s
}()

// withTwoEach returns with(f) playing one deal of two cards each, the
// match of the positions below.
func withTwoEach(f func(e *Effects)) Rules {
	r := with(f)
	r.Deals = twoEach
	return r
}

// twoEachPosition reads a position of the standard rules playing one deal
// of two cards each, or fails the test.
func twoEachPosition(t *testing.T, text string) State {
	t.Helper()
	s, err := Rules{Deals: twoEach}.ParseState(text)
	require.NoError(t, err, "position %q", text)
	return s
}

// The rest of a position text after the hands, pile and stock: seat 0 to
// play clockwise, the first move of a one-deal match of two cards each,
// dealer 3.
const (
	playRest = " 0:play cw 0 0 0/2 3 0,0,0,0 - - 0000000000000007000000626f786573"
	// seat 0 holds 3H, JH and 2C on the 5H; the stock is KS, KD, KC, KS
	// on top; every other card is in the discards.
	stepsText = "3H,JH,2C/3D,QC/6D,7S/4C,10S 5H/* KS,KD,KC" + playRest
)

// TestEffectsSteps plays the 3H, an ordinary card, in the same position
// with a variant taking each step, and checks the position it leaves.
func TestEffectsSteps(t *testing.T) {
	s := twoEachPosition(t, stepsText)
	three := move(t, "3H")
	for _, tc := range []struct {
		name  string
		step  func(e *Effects)
		check func(t *testing.T, next State)
	}{
		{"none", func(*Effects) {}, func(t *testing.T, next State) {
			assert.Equal(t, 1, next.Turn())
		}},
		{"skip", func(e *Effects) { e.Skip() }, func(t *testing.T, next State) {
			assert.Equal(t, 2, next.Turn(), "seat 1 loses its turn")
		}},
		{"skip twice", func(e *Effects) { e.Skip(); e.Skip() }, func(t *testing.T, next State) {
			assert.Equal(t, 3, next.Turn())
		}},
		{"reverse", func(e *Effects) { e.Reverse() }, func(t *testing.T, next State) {
			assert.Equal(t, Counterclockwise, next.Direction())
			assert.Equal(t, 3, next.Turn(), "the mover's other neighbour")
		}},
		{"again", func(e *Effects) { e.Again() }, func(t *testing.T, next State) {
			assert.Equal(t, 0, next.Turn())
		}},
		{"again then reverse", func(e *Effects) { e.Again(); e.Reverse() }, func(t *testing.T, next State) {
			assert.Equal(t, 0, next.Turn(), "the mover again, as after a 6")
			assert.Equal(t, Counterclockwise, next.Direction())
		}},
		{"name a suit", func(e *Effects) { e.NameSuit(cards.Spades); e.NameSuit(cards.Suit(7)) }, func(t *testing.T, next State) {
			assert.Equal(t, cards.Spades, next.Suit())
			assert.Equal(t, card(t, "3H"), next.Top())
		}},
		{"draw", func(e *Effects) { assert.Equal(t, 2, e.Draw(e.Next(), 2)) }, func(t *testing.T, next State) {
			assert.Equal(t, set(t, "3D QC KS KD"), next.Hand(1))
			assert.Equal(t, 2, next.Drew(1))
			assert.Equal(t, 1, next.Turn())
		}},
		{"draw past the stock", func(e *Effects) { assert.Equal(t, 43, e.Draw(2, 60)) }, func(t *testing.T, next State) {
			assert.Equal(t, 45, next.Hand(2).Len(), "the 3 of the stock, then the 40 discards reshuffled")
			assert.Equal(t, 43, next.Drew(2))
			assert.Zero(t, next.StockLen())
			assert.Zero(t, next.Discards())
		}},
		{"draw nothing", func(e *Effects) {
			assert.Zero(t, e.Draw(4, 1))
			assert.Zero(t, e.Draw(-1, 1))
			assert.Zero(t, e.Draw(1, -2))
		}, func(t *testing.T, next State) {
			assert.Equal(t, 3, next.StockLen())
		}},
		{"add score", func(e *Effects) { e.AddScore(2, 7); e.AddScore(1, -40000); e.AddScore(9, 1) }, func(t *testing.T, next State) {
			// The engine holds an added score between -32,767 and 32,767
			// (package boxes bottomed out at -32,768).
			assert.Equal(t, []int{0, -32767, 7, 0}, Rules{Deals: twoEach}.Score(next))
			assert.Equal(t, 7, next.AddedScore(2))
			assert.Equal(t, 1, winner(Rules{}, next), "seats 1 and 3 have fewer points")
		}},
		{"counters", func(e *Effects) {
			e.SetCounter(0, 5)
			e.SetCounter(3, 300)
			e.SetCounter(1, -2)
			e.SetCounter(4, 9)
			assert.Equal(t, 5, e.Counter(0))
		}, func(t *testing.T, next State) {
			assert.Equal(t, []int{5, 0, 0, 255}, []int{next.Counter(0), next.Counter(1), next.Counter(2), next.Counter(3)})
			assert.Zero(t, next.Counter(4))
		}},
		{"reads the move done", func(e *Effects) {
			assert.Equal(t, 0, e.Seat())
			assert.Equal(t, three, e.Move())
			assert.Equal(t, set(t, "JH 2C"), e.State().Hand(0))
			assert.Equal(t, 1, e.Next())
			e.Skip()
			assert.Equal(t, 2, e.State().Turn(), "State shows the steps taken")
		}, func(*testing.T, State) {}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := withTwoEach(tc.step)
			next, err := r.Apply(s, three)
			require.NoError(t, err)
			tc.check(t, next)
			var inPlace = s
			require.NoError(t, r.Table().ApplyTo(&inPlace, three))
			assert.Equal(t, next, inPlace, "ApplyTo, the fast path, does as Apply")
			back, err := r.ParseState(text(t, r, next))
			require.NoError(t, err)
			assert.Equal(t, next, back, "the position text reads back")
		})
	}
}

// TestEffectsPhases: in the answer phase the seat that must answer the 2
// keeps the turn, whatever Skip and Again say, and Reverse changes only
// the direction; in the drawn phase (B26) the drawer keeps it.
func TestEffectsPhases(t *testing.T) {
	s := twoEachPosition(t, "3H,2H,JH/2D,QC/6D,7S/4C,10S 5H/* KS,KD,KC"+playRest)
	r := withTwoEach(func(e *Effects) { e.Skip(); e.Again(); e.Reverse() })
	next := apply(t, r, s, "2H")
	assert.Equal(t, PhaseAnswer, next.Phase())
	assert.Equal(t, 1, next.Turn())
	assert.Equal(t, Counterclockwise, next.Direction())

	r.PlayDrawn = true
	drawn := apply(t, r, twoEachPosition(t, "3C,JC/2D,QC/6D,7S/4C,10S 5H/* KS,KD,KC"+playRest), "draw")
	assert.Equal(t, PhaseDrawn, drawn.Phase())
	assert.Equal(t, 0, drawn.Turn())
	assert.Equal(t, Counterclockwise, drawn.Direction())
}

// TestEffectsOut: when the move empties the mover's hand, Moved runs, the
// mover draws nothing, Next is -1, the other seats' draws count in the
// deal's scores, and the deal ends with the mover out.
func TestEffectsOut(t *testing.T) {
	s := twoEachPosition(t, "3H/3D,QC/6D,7S/4C,10S 5H/* KS,KD,KC"+playRest)
	ran := false
	r := withTwoEach(func(e *Effects) {
		ran = true
		assert.Equal(t, -1, e.Next())
		assert.Zero(t, e.Draw(0, 2), "the seat out draws nothing")
		assert.Equal(t, 2, e.Draw(1, 2))
		e.Skip()
		e.Again()
	})
	over := apply(t, r, s, "3H")
	require.True(t, ran)
	_, reason, out := over.LastEnd()
	assert.Equal(t, EndOut, reason)
	assert.Equal(t, 0, out)
	assert.Equal(t, set(t, "3D QC KS KD"), over.LastHand(1))
	assert.Equal(t, HandPenalty(set(t, "3D QC KS KD")), r.Score(over)[1], "the draws count, as LastCardEffects' do")
	assert.Equal(t, -1, over.Turn(), "the one deal is over")
}

// TestEffectsEveryMove: Moved runs for every move, plays, draws and
// passes, the last pass that blocks the deal included, before the deal
// ends; the counters last across deals.
func TestEffectsEveryMove(t *testing.T) {
	r := withTwoEach(func(e *Effects) { e.SetCounter(0, e.Counter(0)+1) })
	// Seat 0 holds no heart, the stock and the discards are empty, three
	// seats passed (the last, seat 3): its pass blocks the deal.
	blocked := apply(t, r, twoEachPosition(t, "2C/3D/4C/* 5H/- - 0:play cw 3 3 0/2 3 0,0,0,0 - 3:pass/0,0,0,0 0000000000000007000000626f786573"), "pass")
	_, reason, _ := blocked.LastEnd()
	assert.Equal(t, EndBlocked, reason)
	assert.Equal(t, 1, blocked.Counter(0))

	// A whole match through cards.Playout (RandomMove and ApplyTo).
	sched, err := NewSchedule(4, 3, 2)
	require.NoError(t, err)
	r.Deals = sched
	start, err := r.Start(cards.Deal{Seed: 5})
	require.NoError(t, err)
	end, n, err := cards.Playout(r, start, rand.NewPCG(1, 2), 0)
	require.NoError(t, err)
	assert.Equal(t, min(n, 255), end.Counter(0), "one count a move, held to 255")
	assert.Positive(t, n)
}

// stepper is a variant taking every step, chosen by the rank played, for
// the random games of the property tests: allSteps.
var stepper = allSteps

// TestVariantPositions: every position of random matches of a variant
// taking every step reads back from its text and its JSON, and so does
// the mover's view and the spectator's, decoded into a View of the
// variant's rules, and what Sample deals from them; the
// counters and added scores are among them.
func TestVariantPositions(t *testing.T) {
	r := stepper
	sched, err := NewSchedule(6, 4)
	require.NoError(t, err)
	r.Deals = sched
	p := rand.NewPCG(7, 8)
	var counters, added int
	for seed := range uint64(testlong.N(3, 12)) {
		s, err := r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
		require.NoError(t, err)
		first := s
		for s.Turn() >= 0 {
			m, ok := r.Table().RandomMove(&s, p)
			require.True(t, ok)
			require.NoError(t, r.Table().ApplyTo(&s, m))
			if s.Counter(1) != 0 {
				counters++
			}
			if s.AddedScore(0) != 0 {
				added++
			}
			fromText, err := r.ParseState(text(t, r, s))
			require.NoError(t, err)
			require.Equal(t, s, fromText)
			data, err := r.MarshalState(s)
			require.NoError(t, err)
			fromJSON, err := r.DecodeState(data)
			require.NoError(t, err)
			require.Equal(t, s, fromJSON)
			for _, seat := range []int{cards.Spectator, s.Turn()} {
				v := r.View(s, seat)
				data, err := json.Marshal(v)
				require.NoError(t, err)
				back := r.View(first, 0) // a View holding r, to decode into
				require.NoError(t, json.Unmarshal(data, &back), "%s", data)
				require.Equal(t, v, back)
				require.Equal(t, v, r.View(r.Sample(v, rand.New(p)), seat), "Sample keeps the counters and scores")
			}
		}
	}
	assert.Positive(t, counters)
	assert.Positive(t, added)
}

// TestVariantTags: the Variant tag comes first, and only for a variant;
// WithTags keeps the receiver's variant and refuses a record of another,
// with the three messages.
func TestVariantTags(t *testing.T) {
	std := Rules{}.Tags()
	assert.NotContains(t, tagNames(std), "Variant", "standard records are unchanged")
	r := stepper
	r.BigSets = true
	tags := r.Tags()
	assert.Equal(t, cards.Tag{Name: "Variant", Value: "test"}, tags[0])
	assert.Equal(t, tagNames(std), tagNames(tags[1:]), "then the options")

	back, err := r.WithTags(tags)
	require.NoError(t, err)
	assert.Equal(t, r, back)
	back, err = Rules{Variant: r.Variant}.WithTags(tags)
	require.NoError(t, err)
	assert.Equal(t, r, back, "the options come from the tags, the variant from the receiver")

	other := Rules{Variant: funcVariant{"x", new(func(*Effects))}}
	for _, tc := range []struct {
		rules Rules
		tags  []cards.Tag
		msg   string
	}{
		{Rules{}, tags, `boxes: invalid rules: the record is of variant "test", and these rules play the standard game`},
		{other, tags, `boxes: invalid rules: the record is of variant "test", and these rules play variant "x"`},
		{other, std, `boxes: invalid rules: the record is of the standard game, and these rules play variant "x"`},
		{r, append(tags, cards.Tag{Name: "Variant", Value: "test"}), `boxes: invalid rules: tag Variant is given twice`},
		{r, append([]cards.Tag{{Name: "Variant", Value: ""}}, std...), `boxes: invalid rules: tag Variant is empty`},
	} {
		_, err := tc.rules.WithTags(tc.tags)
		require.ErrorIs(t, err, cards.ErrInvalidRules)
		assert.EqualError(t, err, tc.msg)
	}
}

func tagNames(tags []cards.Tag) []string {
	var names []string
	for _, t := range tags {
		names = append(names, t.Name)
	}
	return names
}

// TestVariantJSON: the JSON of a variant's view and rules names it; it is
// read only into a value holding the same variant.
func TestVariantJSON(t *testing.T) {
	r := stepper
	s, err := r.Start(cards.Deal{Seed: 3})
	require.NoError(t, err)
	v := r.View(s, 1)
	data, err := json.Marshal(v)
	require.NoError(t, err)
	assert.Contains(t, string(data), `{"rules":{"variant":"test","wildEightsNines":false`, "the rules name the variant")

	var plain View
	err = json.Unmarshal(data, &plain)
	require.ErrorIs(t, err, cards.ErrInvalidRules)
	assert.ErrorContains(t, err, `of variant "test", and these rules play the standard game`)
	assert.Equal(t, View{}, plain, "a refused document changes nothing")
	// A View made by r from a position holds r; the view of no position
	// is the zero View, which holds no variant.
	into := r.View(s, 0)
	require.NoError(t, json.Unmarshal(data, &into))
	assert.Equal(t, v, into)

	stdData, err := json.Marshal(Rules{}.View(s, 1))
	require.NoError(t, err)
	assert.NotContains(t, string(stdData), "variant")
	into = r.View(s, 0)
	err = json.Unmarshal(stdData, &into)
	require.ErrorIs(t, err, cards.ErrInvalidRules)
	assert.ErrorContains(t, err, `of the standard game, and these rules play variant "test"`)
	assert.Equal(t, r.View(s, 0), into, "a refused document changes nothing")

	rd, err := json.Marshal(r)
	require.NoError(t, err)
	assert.Contains(t, string(rd), `{"variant":"test","wildEightsNines":false`)
	var rules Rules
	assert.ErrorIs(t, json.Unmarshal(rd, &rules), cards.ErrInvalidRules)
	rules = Rules{Variant: r.Variant, BigSets: true}
	require.NoError(t, json.Unmarshal(rd, &rules))
	assert.Equal(t, r, rules)

	// A name of 64 bytes that encoding/json escapes reads back.
	long := Rules{Variant: funcVariant{strings.Repeat("<&>", 21) + "x", new(func(*Effects))}}
	require.NoError(t, long.Validate())
	data, err = json.Marshal(long.View(s, 0))
	require.NoError(t, err)
	back := long.View(s, 1)
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, long.View(s, 0), back)
}

// TestVariantFields: the counters and added scores appear in the text and
// the JSON of a position only when one is not 0, and the rules of a
// variant read them back; rules without a variant refuse numbers other
// than 0 (the engine's tables hold no counters without a Variant).
func TestVariantFields(t *testing.T) {
	r := stepper
	r.Deals = twoEach
	s := twoEachPosition(t, stepsText)
	assert.True(t, strings.HasSuffix(text(t, r, s), "626f786573"), "no variant field")
	data, err := r.MarshalState(s)
	require.NoError(t, err)
	assert.NotContains(t, string(data), "counters")
	assert.NotContains(t, string(data), "added")

	withFields := stepsText + " 0,3,0,255/-5,0,12,0"
	s, err = r.ParseState(withFields)
	require.NoError(t, err)
	assert.Equal(t, []int{0, 3, 0, 255}, []int{s.Counter(0), s.Counter(1), s.Counter(2), s.Counter(3)})
	assert.Equal(t, []int{-5, 0, 12, 0}, []int{s.AddedScore(0), s.AddedScore(1), s.AddedScore(2), s.AddedScore(3)})
	assert.True(t, strings.HasSuffix(text(t, r, s), "626f786573 0,3,0,255/-5,0,12,0"), text(t, r, s))
	data, err = r.MarshalState(s)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"counters":[0,3,0,255],"added":[-5,0,12,0]`)
	back, err := r.DecodeState(data)
	require.NoError(t, err)
	assert.Equal(t, s, back)
	_, err = Rules{Deals: twoEach}.ParseState(withFields)
	assert.Error(t, err, "the standard rules keep no counters")

	onlyAdded := stepsText + " 0,0,0,0/-5,0,12,0"
	s, err = r.ParseState(onlyAdded)
	require.NoError(t, err)
	assert.True(t, strings.HasSuffix(text(t, r, s), "626f786573 0,0,0,0/-5,0,12,0"), text(t, r, s))
	zero, err := r.ParseState(stepsText + " 0,0,0,0/0,0,0,0")
	require.NoError(t, err, "an all-zero field reads")
	assert.Equal(t, twoEachPosition(t, stepsText), zero)
	assert.True(t, strings.HasSuffix(text(t, r, zero), "626f786573"), "no variant field when every number is 0")
}

// TestVariantValidate: a variant needs a valid name and a comparable type.
func TestVariantValidate(t *testing.T) {
	assert.NoError(t, stepper.Validate())
	for _, r := range []Rules{
		{Variant: funcVariant{"", new(func(*Effects))}},
		{Variant: funcVariant{" x", new(func(*Effects))}},
		{Variant: uncomparable(nil)},
	} {
		assert.ErrorIs(t, r.Validate(), cards.ErrInvalidRules)
		_, err := r.Start(cards.Deal{})
		assert.ErrorIs(t, err, cards.ErrInvalidRules)
	}
}

// uncomparable is a variant whose type == cannot compare.
type uncomparable []int

func (uncomparable) Name() string     { return "uncomparable" }
func (uncomparable) Moved(e *Effects) {}

// TestVariantAllocs: a variant's moves allocate nothing, a whole match
// through RandomMove and ApplyTo included: the Effects come from a pool.
func TestVariantAllocs(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector makes sync.Pool drop what is put back")
	}
	r := stepper
	s, m := variantMidGame(t, r)
	if n := testing.AllocsPerRun(100, func() { _, _ = r.Apply(s, m) }); n != 0 {
		t.Errorf("Apply allocates %v times", n)
	}
	if n := testing.AllocsPerRun(5, func() {
		p := rand.NewPCG(1, 2)
		x, _ := r.Start(cards.Deal{Dealer: 0, Seed: 7})
		for m, ok := r.Table().RandomMove(&x, p); ok; m, ok = r.Table().RandomMove(&x, p) {
			_ = r.Table().ApplyTo(&x, m)
		}
	}); n != 0 {
		t.Errorf("a whole match through RandomMove allocates %v times", n)
	}
	// On the table, which runs it through the engine's Effects.
	e := r.Table()
	if n := testing.AllocsPerRun(5, func() {
		p := rand.NewPCG(1, 2)
		x, _ := e.Start(cards.Deal{Dealer: 0, Seed: 7})
		for m, ok := e.RandomMove(&x, p); ok; m, ok = e.RandomMove(&x, p) {
			_ = e.ApplyTo(&x, m)
		}
	}); n != 0 {
		t.Errorf("a whole match on the table allocates %v times", n)
	}
}

// variantMidGame returns a position at least 20 moves into a seeded match
// under r where the seat to move has three legal moves or more, the first
// playing a card, and that move.
func variantMidGame(t *testing.T, r Rules) (State, Move) {
	t.Helper()
	s, err := r.Start(cards.Deal{Dealer: 1, Seed: 2024})
	require.NoError(t, err)
	for n := 0; ; n++ {
		legal := cards.Legal(r, s)
		if n >= 20 && len(legal) >= 3 && legal[0].Kind() == KindCard {
			return s, legal[0]
		}
		s, err = r.Apply(s, legal[len(legal)-1])
		require.NoError(t, err)
	}
}
