//go:build ignore

package boxes

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
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/shedding"
)

// tableRules are the option sets of TestTablePlaysAsBoxes: each option
// alone, then all of them, in single deals and in whole matches.
func tableRules(t *testing.T) []Rules {
	one, err := NewSchedule(8)
	require.NoError(t, err)
	return []Rules{
		{Deals: one}, {Deals: one, WildEightsNines: true}, {Deals: one, BigSets: true},
		{Deals: one, StrictPairs: true}, {Deals: one, TwoDraw: TwoDrawPerTwo},
		{Deals: one, TwoDraw: TwoDrawTwoEach}, {Deals: one, FiveSelf: true},
		{Deals: one, PlayDrawn: true}, {Deals: one, PairAnswersTwo: true},
		{Deals: one, LastCardEffects: true}, {Deals: one, UpcardEffects: true},
		{Deals: one, MaxMoves: 40},
		{WildEightsNines: true, BigSets: true, FiveSelf: true, PlayDrawn: true, PairAnswersTwo: true,
			LastCardEffects: true, UpcardEffects: true},
		{},
	}
}

// TestTablePlaysAsBoxes plays random matches of Boxes under each option
// set and the same moves under its table ([Rules.Table]): at every move
// the two list the same legal moves in the same order and agree on the
// hands, the pile, the stock, the direction, the turn, the deal, the
// dealer and the totals, and on the scores at the end; and on what
// Boxes shows beyond play: the phase, the voids (Barred), every seat's
// draws of the last event, the upcard event, the last move, the last
// deal's end and hands, the partnerships' scores and the winner; and
// they tell the same story of every move, as each seat and the spectator
// see it, but for what tellsAsBoxes says; and at every move they write
// the same documents, each reading the other's (requireEngineDocuments:
// in the first game of each option set, and in a whole match at every
// 25th move and the first two of each deal; with CARDRULES_LONG=1 at
// every move of the first 5 games of each set).
// A record of Boxes replays on its table move for move.
func TestTablePlaysAsBoxes(t *testing.T) {
	for i, b := range tableRules(t) {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			games := testlong.N(12, 80)
			if b.Deals.Len() > 1 {
				games = testlong.N(1, 8)
			}
			playAsBoxes(t, b, b.Table(), games)
		})
	}
}

// mirror returns a variant that takes stepper's steps and, on the table,
// requires that its Effects show what Boxes' showed for the same move
// just before (playAsBoxes applies each move to Boxes first): the seat,
// the move, the next seat, the counters and the position, but for its
// generator, which the table does not give.
func mirror(t *testing.T) Rules {
	type seen struct {
		Seat, Next int
		Move       Move
		State      State
	}
	var want *seen
	steps := stepper.Variant.(hook).moved
	return with(func(e *Effects) {
		got := seen{e.Seat(), e.Next(), e.Move(), e.State()}
		got.State.rng, got.State.shuffler = rand.PCG{}, 0
		if e.t == nil {
			want = &got
		} else if want != nil && *want != got {
			require.Equal(t, *want, got, "what Moved sees on the table")
		}
		(*steps)(e)
	})
}

// TestTablePlaysVariantsAsBoxes: a Variant of Boxes runs unchanged on its
// table, which carries it: jackVariant (examples/variant/jack's rule),
// stepper (every step of Effects) and mirror (stepper, and what Moved
// sees), each compared with Boxes move for move as TestTablePlaysAsBoxes
// does (documents byte for byte, stories, Sample, scores), in single
// deals under no option and under all, and in a match; and the table with
// the variant keeps the contract (cardstest.Check).
func TestTablePlaysVariantsAsBoxes(t *testing.T) {
	short, err := NewSchedule(5, 3)
	require.NoError(t, err)
	one, err := NewSchedule(8)
	require.NoError(t, err)
	variants := map[string]Variant{"jack": jackVariant.Variant, "stepper": stepper.Variant, "mirror": mirror(t).Variant}
	for name, v := range variants {
		for i, b := range []Rules{{Deals: one}, {Deals: one, WildEightsNines: true, BigSets: true, FiveSelf: true, PlayDrawn: true,
			PairAnswersTwo: true, LastCardEffects: true, UpcardEffects: true}, {Deals: short, MaxMoves: 60}} {
			t.Run(fmt.Sprint(name, i), func(t *testing.T) {
				b.Variant = v
				e := b.Table()
				require.Equal(t, b.Variant.Name(), e.Variant.Name())
				playAsBoxes(t, b, e, testlong.N(6, 20))
			})
		}
	}
	for _, v := range []Variant{jackVariant.Variant, stepper.Variant} {
		r := Rules{Deals: short, Variant: v}.Table()
		checkTable(t, r)
	}
}

// playAsBoxes plays games random matches under b and e, as
// TestTablePlaysAsBoxes says.
func playAsBoxes(t *testing.T, b Rules, e shedding.Rules, games int) {
	rng := rand.New(rand.NewPCG(5, 31))
	every := 1 // the documents of every move, but in the quick suite's matches
	if b.Deals.Len() > 1 {
		every = testlong.N(25, 1)
	}
	samples := rand.New(rand.NewPCG(6, 31)) // the draws of the table's Sample
	for game := range games {
		d := cards.Deal{Seed: uint64(game), Dealer: game % NumSeats}
		bs, err := b.Start(d)
		require.NoError(t, err)
		es, err := e.Start(d)
		require.NoError(t, err)
		tellsAsBoxes(t, fmt.Sprintf("game %d, the deal", game), b.StartStory(bs), e.StartStory(es), false)
		for step := 0; ; step++ {
			var bl, el []string
			for _, m := range cards.Legal(b, bs) {
				bl = append(bl, m.String())
			}
			for _, m := range cards.Legal(e, es) {
				el = append(el, m.String())
			}
			require.Equal(t, bl, el, "game %d, move %d: legal moves\nboxes %v\ntable %v", game, step, bs, es)
			requireSameShown(t, e, bs.Public, es.Public, game, step)
			requireSampleFitsBoxes(t, e, bs, es, step%(NumSeats+1)-1, samples, game, step)
			if game < testlong.N(1, 5) && (step%every == 0 || bs.MoveCount() <= 1 || bs.Turn() < 0) {
				requireEngineDocuments(t, e, b, bs, es, game, step)
			}
			for seat := cards.Spectator; seat < NumSeats; seat++ {
				bv, ev := b.View(bs, seat), e.View(es, seat)
				if bv.Unknown() != ev.Unknown() || bv.Hand() != ev.Hand() || drawnOf(bv.Drawn()) != drawnOf(ev.Drawn()) {
					require.Equal(t, []any{bv.Hand(), bv.Unknown(), drawnOf(bv.Drawn())}, []any{ev.Hand(), ev.Unknown(), drawnOf(ev.Drawn())},
						"game %d, move %d: seat %d's view: its hand, what it does not see, the card it drew", game, step, seat)
				}
			}
			require.Equal(t, bs.Turn(), es.Turn(), "game %d, move %d: turn", game, step)
			for seat := range NumSeats {
				require.Equal(t, bs.Hand(seat), es.Hand(seat), "game %d, move %d: seat %d", game, step, seat)
			}
			require.Equal(t, b.Score(bs), e.Score(es), "game %d, move %d: the scores", game, step)
			if bs.Turn() < 0 {
				break
			}
			require.Equal(t, bs.Top(), es.Top(), "game %d, move %d: top", game, step)
			require.Equal(t, bs.Suit(), es.Suit(), "game %d, move %d: suit", game, step)
			require.Equal(t, bs.Direction().String(), es.Direction().String(), "game %d, move %d: direction", game, step)
			require.Equal(t, []cards.Card(bs.Stock()), es.AppendStock([]cards.Card{}), "game %d, move %d: stock", game, step)
			require.Equal(t, bs.Deal(), es.Deal(), "game %d, move %d: deal", game, step)
			require.Equal(t, bs.Dealer(), es.Dealer(), "game %d, move %d: dealer", game, step)
			for seat := range NumSeats {
				require.Equal(t, bs.Score(seat)-bs.AddedScore(seat), -es.Total(seat), "game %d, move %d: the total of seat %d", game, step, seat)
				require.Equal(t, bs.AddedScore(seat), es.AddedScore(seat), "game %d, move %d: the added score of seat %d", game, step, seat)
			}
			text := bl[rng.IntN(len(bl))]
			bm, err := b.ParseMove(text)
			require.NoError(t, err)
			em, err := e.ParseMove(text)
			require.NoError(t, err)
			bNext, err := b.Apply(bs, bm)
			require.NoError(t, err)
			eNext, err := e.Apply(es, em)
			require.NoError(t, err)
			tellsAsBoxes(t, fmt.Sprintf("game %d, move %d (%s)", game, step, text),
				b.Story(bs, bm, bNext), e.Story(es, em, eNext), bNext.Deal() != bs.Deal() && bNext.Turn() >= 0)
			bs, es = bNext, eNext
		}
	}
}

// TestTableHouseRule: "a 2 may also be answered by a 7" is one field of
// Boxes' table changed, and the table so changed keeps the contract.
func TestTableHouseRule(t *testing.T) {
	short, err := NewSchedule(5, 3)
	require.NoError(t, err)
	r := Rules{Deals: short}.Table()
	r.Answer |= cards.RankSet(cards.Seven)
	start, err := r.ParseState("2H,KH/7C,KS/KD,QD/* JH/- AC,AD,AH,AS 0:play cw 0 0 0/5,3 3 0,0,0,0 - - 00000000000000010000000000000002")
	require.NoError(t, err)
	two := shedding.Play(cards.New(cards.Two, cards.Hearts))
	s, err := Rules{Deals: short}.Table().Apply(start, two)
	require.NoError(t, err)
	assert.Equal(t, 2, s.Turn(), "Boxes: seat 1, holding no 2, draws two and loses its turn")
	s, err = r.Apply(start, two)
	require.NoError(t, err)
	assert.Equal(t, "[7C]", fmt.Sprint(cards.Legal(r, s)), "the house rule: the 7 answers")
	checkTable(t, r)
}

// shown is what a position shows beyond play, in one comparable value.
type shown struct {
	Phase             string
	Pending, Chain    int
	Drawn             cards.Card
	Passes            int
	Moves, Stock      int
	Discards          cards.Set
	Barred            [NumSeats][NumVoids]int
	Drew              [NumSeats]int
	LastHands         [NumSeats]cards.Set
	Upcard            bool
	LastSeat          int
	LastMove          string
	LastDeal, LastOut int
	LastReason        string
	Sides             [2]int
	Winner            int
}

// requireSameShown requires that b, the public part of a position of
// Boxes, and p, that of the same position on its table e, show the same
// beyond play: the phase, the counters, the voids, the draws of the last
// event, the upcard event, the last move, the last deal, the
// partnerships' points (Boxes' penalty points, the table's scores) and
// the winner.
func requireSameShown(t *testing.T, e shedding.Rules, b Public, p shedding.Public, game, step int) {
	t.Helper()
	bw := shown{Phase: b.Phase().String(), Pending: b.PendingDraw(), Chain: b.Chain(), Drawn: drawnOf(b.Drawn()), Passes: b.Passes(), Moves: b.MoveCount(),
		Stock: b.StockLen(), Discards: b.Discards(), Upcard: b.UpcardEvent(), Winner: b.Winner()}
	ew := shown{Phase: p.Phase().String(), Pending: p.PendingDraw(), Chain: p.Chain(), Drawn: drawnOf(p.Drawn()), Passes: p.Passes(), Moves: p.MoveCount(),
		Stock: p.StockLen(), Discards: p.Discards(), Upcard: p.UpcardEvent(), Winner: e.Winner(p)}
	for seat := range NumSeats {
		for k, ek := range voidKinds {
			bw.Barred[seat][k], ew.Barred[seat][k] = b.Barred(seat, Void(k)), p.Barred(seat, ek)
		}
		bw.Drew[seat], ew.Drew[seat] = b.Drew(seat), p.Drew(seat)
		bw.LastHands[seat], ew.LastHands[seat] = b.LastHand(seat), p.LastHand(seat)
	}
	var bm Move
	var em shedding.Move
	bw.LastSeat, bm = b.LastMove()
	ew.LastSeat, em = p.LastMove()
	bw.LastMove, ew.LastMove = bm.String(), em.String()
	var bre EndReason
	var ere shedding.EndReason
	bw.LastDeal, bre, bw.LastOut = b.LastEnd()
	ew.LastDeal, ere, ew.LastOut = p.LastEnd()
	bw.LastReason, ew.LastReason = bre.String(), ere.String()
	for side := range 2 {
		bw.Sides[side], ew.Sides[side] = b.Score(side)+b.Score(side+2), e.Standing(p, side)
	}
	if bw != ew {
		require.Equal(t, bw, ew, "game %d, move %d: what the position shows", game, step)
	}
}

// requireEngineDocuments requires that the engine writes the documents
// of s, a position of Boxes' table e, as package boxes writes those of b,
// the same position of Boxes: the text and JSON of the position, byte for
// byte, and the JSON of every seat's view and the spectator's from its
// seat on (the rules before it are each package's own); and that the
// engine reads boxes' documents back to s and to its views.
func requireEngineDocuments(t *testing.T, e shedding.Rules, b Rules, bs State, s shedding.State, game, step int) {
	t.Helper()
	at := fmt.Sprintf("game %d, move %d", game, step)
	btext, err := bs.MarshalText()
	require.NoError(t, err, at)
	text, err := e.AppendState(nil, s)
	require.NoError(t, err, at)
	require.Equal(t, string(btext), string(text), "%s: the text", at)
	back, err := e.ParseState(string(btext))
	require.NoError(t, err, "%s: %s", at, btext)
	if back != s {
		require.Equal(t, s, back, "%s: text %s read back", at, btext)
	}
	bdata, err := json.Marshal(bs)
	require.NoError(t, err, at)
	data, err := e.MarshalState(s)
	require.NoError(t, err, at)
	require.Equal(t, string(bdata), string(data), "%s: the JSON", at)
	back, err = e.DecodeState(bdata)
	require.NoError(t, err, "%s: %s", at, bdata)
	if back != s {
		require.Equal(t, s, back, "%s: JSON %s read back", at, bdata)
	}
	for seat := cards.Spectator; seat < NumSeats; seat++ {
		v := e.View(s, seat)
		data, err := json.Marshal(v)
		require.NoError(t, err, "%s: seat %d", at, seat)
		bdata, err := json.Marshal(b.View(bs, seat))
		require.NoError(t, err, "%s: seat %d", at, seat)
		rules, rest, ok := strings.Cut(string(data), `,"seat":`)
		require.True(t, ok, "%s", data)
		_, brest, ok := strings.Cut(string(bdata), `,"seat":`)
		require.True(t, ok, "%s", bdata)
		require.Equal(t, brest, rest, "%s: the view of seat %d", at, seat)
		w := e.View(s, 1-min(seat, 1)) // another seat's: the rules (their Variant) kept, the rest read
		require.NoError(t, json.Unmarshal([]byte(rules+`,"seat":`+brest), &w), "%s: %s", at, bdata)
		if w != v {
			require.Equal(t, v, w, "%s: boxes' view JSON %s read back", at, bdata)
		}
	}
}

// requireSampleFitsBoxes requires that the table's Sample of seat's view
// of es, the position bs of Boxes on its table e, deals every other seat
// a hand Boxes' own check of decoded positions accepts (checkFits: the
// voids, the card drawn apart) and, in PhaseAnswer, a 2 to the seat to
// answer it.
func requireSampleFitsBoxes(t *testing.T, e shedding.Rules, bs State, es shedding.State, seat int, rng *rand.Rand, game, step int) {
	t.Helper()
	if bs.Turn() < 0 {
		return
	}
	x := e.Sample(e.View(es, seat), rng)
	require.NotEqual(t, shedding.State{}, x, "game %d, move %d: no sample for seat %d", game, step, seat)
	p := bs.Public
	if c, ok := x.Drawn(); ok {
		p.drawn = c
	}
	for i := range NumSeats {
		if i == seat {
			continue
		}
		require.NoError(t, checkFits(&p, i, x.Hand(i)), "game %d, move %d: the sample for seat %d, seat %d's hand", game, step, seat, i)
		if i == bs.Turn() && bs.Phase() == PhaseAnswer {
			require.False(t, x.Hand(i).OfRank(cards.Two).Empty(), "game %d, move %d: seat %d answers a 2", game, step, i)
		}
	}
}

// drawnOf returns the card of a Drawn accessor, or NoCard when it gives
// none.
func drawnOf(c cards.Card, ok bool) cards.Card {
	if !ok {
		return cards.NoCard
	}
	return c
}

// TestTableVariantEmptiesStockInAnswer pins the one known difference of a
// variant on the table: a Draw that empties the stock and the discards
// while a 2 waits for its answer ends the pending draw on the table (the
// engine keeps a pending draw only while a card can be drawn), where
// Boxes keeps the answer owed.
func TestTableVariantEmptiesStockInAnswer(t *testing.T) {
	r := with(func(e *Effects) {
		if m := e.Move(); m.Kind() == KindCard && m.Top().Rank() == cards.Two {
			assert.Equal(t, 2, e.Draw(2, 3), "the stock's card, then the reshuffled 3H")
		}
	})
	s := position(t, "2H,KH/2C,KS/KD,QD/* 3H/- AC 0:play cw 0 0 0/2 3 0,0,0,0 - - 0000000000000007000000626f786573")
	r.Deals = s.Schedule()
	two := Play(cards.New(cards.Two, cards.Hearts))
	b, err := r.Apply(s, two)
	require.NoError(t, err)
	assert.Equal(t, PhaseAnswer, b.Phase(), "Boxes: seat 1 still answers the 2")
	assert.Equal(t, "[2C]", fmt.Sprint(cards.Legal(r, b)))
	e := r.Table()
	es, err := e.ParseState(s.String())
	require.NoError(t, err)
	es, err = e.Apply(es, shedding.Play(two.Card()))
	require.NoError(t, err)
	assert.Equal(t, shedding.PhasePlay, es.Phase(), "the table: the pending draw ended with the stock")
	assert.Equal(t, "[pass]", fmt.Sprint(cards.Legal(e, es)))
}

// checkTable runs the contract check of cards/cardstest over
// testlong.N(10, 300) games of r, a table of Boxes' seats and deck, the
// dealer turning with the seed.
func checkTable(t *testing.T, r shedding.Rules) {
	t.Helper()
	cardstest.Check[shedding.State, shedding.Move, shedding.View[shedding.Rules]](t, r, cardstest.Config[shedding.State, shedding.Move]{
		Start: func(seed uint64) (shedding.State, error) {
			return r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
		},
		Cards: func(s shedding.State) []cards.Set {
			places := []cards.Set{s.Discards(), cards.SetOf(s.AppendStock(nil)...), cards.SetOf(s.Top())}
			for seat := range NumSeats {
				places = append(places, s.Hand(seat))
			}
			return places
		},
		Deck:  cards.Deck52,
		Games: testlong.N(10, 300),
	})
}
