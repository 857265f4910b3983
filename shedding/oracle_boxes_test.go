package shedding_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/shedding"
)

// boxesOptions are Boxes' options, each with the table fields it changes.
var boxesOptions = []struct {
	name  string
	boxes func(*boxes.Rules)
	table func(*shedding.Rules)
}{
	{"standard", func(*boxes.Rules) {}, func(*shedding.Rules) {}},
	{"WildEightsNines", func(b *boxes.Rules) { b.WildEightsNines = true }, func(t *shedding.Rules) { t.Wild = t.Call }},
	{"BigSets", func(b *boxes.Rules) { b.BigSets = true }, func(t *shedding.Rules) { t.MaxSet = 4 }},
	{"StrictPairs", func(b *boxes.Rules) { b.StrictPairs = true }, func(t *shedding.Rules) { t.UncalledDraw = 0 }},
	{"TwoDrawPerTwo", func(b *boxes.Rules) { b.TwoDraw = boxes.TwoDrawPerTwo }, func(t *shedding.Rules) { t.Draw[cards.Two], t.Chain[cards.Two] = 1, 1 }},
	{"TwoDrawTwoEach", func(b *boxes.Rules) { b.TwoDraw = boxes.TwoDrawTwoEach }, func(t *shedding.Rules) { t.Draw[cards.Two], t.Chain[cards.Two] = 2, 2 }},
	{"FiveSelf", func(b *boxes.Rules) { b.FiveSelf = true }, func(t *shedding.Rules) { t.OthersSelf = true }},
	{"PlayDrawn", func(b *boxes.Rules) { b.PlayDrawn = true }, func(t *shedding.Rules) { t.DrawEnds = false }},
	{"PairAnswersTwo", func(b *boxes.Rules) { b.PairAnswersTwo = true }, func(t *shedding.Rules) { t.SetAnswers = true }},
	{"LastCardEffects", func(b *boxes.Rules) { b.LastCardEffects = true }, func(t *shedding.Rules) { t.LastCardActs = true }},
	{"UpcardEffects", func(b *boxes.Rules) { b.UpcardEffects = true }, func(t *shedding.Rules) { t.UpcardActs = true }},
	{"all", func(b *boxes.Rules) {
		b.WildEightsNines, b.BigSets, b.FiveSelf, b.PlayDrawn, b.PairAnswersTwo, b.LastCardEffects, b.UpcardEffects = true, true, true, true, true, true, true
	}, func(t *shedding.Rules) {
		t.Wild, t.MaxSet, t.OthersSelf, t.DrawEnds, t.SetAnswers, t.LastCardActs, t.UpcardActs = t.Call, 4, true, false, true, true, true
	}},
}

// TestTablePlaysAsBoxes plays random deals of boxes.Rules (one deal of
// eight cards), under each option, and the same moves under Boxes' table
// with the option's fields: at every move the two list the same legal
// moves in the same order and agree on the hands, the pile, the stock,
// the pending draw and the seat to move, to the end of the deal. Boxes'
// deals could then replay on the table move for move.
func TestTablePlaysAsBoxes(t *testing.T) {
	one, err := boxes.NewSchedule(8)
	require.NoError(t, err)
	for _, o := range boxesOptions {
		t.Run(o.name, func(t *testing.T) {
			b, e := boxes.Rules{Deals: one}, shedding.BoxesTable()
			o.boxes(&b)
			o.table(&e)
			playAsBoxes(t, b, e, testlong.N(15, 300))
		})
	}
}

// TestTableMatchesAsBoxes is TestTablePlaysAsBoxes over whole matches of
// Boxes, 15 deals of 8, 7, ..., 1, ..., 8 cards, the table's Deals
// saying the same: the deals, dealers and totals agree too.
func TestTableMatchesAsBoxes(t *testing.T) {
	for _, o := range []int{0, len(boxesOptions) - 1} {
		t.Run(boxesOptions[o].name, func(t *testing.T) {
			b, e := boxes.Rules{}, shedding.BoxesTable()
			boxesOptions[o].boxes(&b)
			boxesOptions[o].table(&e)
			e.Deals = [32]uint8{8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8}
			playAsBoxes(t, b, e, testlong.N(2, 50))
		})
	}
}

// playAsBoxes plays games random deals under b and e, as
// TestTablePlaysAsBoxes says.
func playAsBoxes(t *testing.T, b boxes.Rules, e shedding.Rules, games int) {
	rng := rand.New(rand.NewPCG(5, 31))
	for game := range games {
		d := cards.Deal{Seed: uint64(game), Dealer: game % 4}
		bs, err := b.Start(d)
		require.NoError(t, err)
		es, err := e.Start(d)
		require.NoError(t, err)
		for step := 0; ; step++ {
			var bl, el []string
			for _, m := range cards.Legal(b, bs) {
				bl = append(bl, m.String())
			}
			for _, m := range cards.Legal(e, es) {
				el = append(el, m.String())
			}
			require.Equal(t, bl, el, "game %d, move %d: legal moves\nboxes %v\ntable %v", game, step, bs, es)
			require.Equal(t, bs.Turn(), es.Turn(), "game %d, move %d: turn", game, step)
			for seat := range 4 {
				require.Equal(t, bs.Hand(seat), es.Hand(seat), "game %d, move %d: seat %d", game, step, seat)
			}
			if bs.Turn() < 0 {
				for seat := range 4 {
					h := bs.LastHand(seat)
					require.Equal(t, boxes.HandPenalty(h), e.HandPenalty(h), "game %d: the penalty of %v", game, h)
					require.Equal(t, bs.Score(seat), -e.Score(es)[seat], "game %d: the score of seat %d", game, seat)
				}
				break
			}
			require.Equal(t, bs.Deal(), es.Deal(), "game %d, move %d: deal", game, step)
			require.Equal(t, bs.Dealer(), es.Dealer(), "game %d, move %d: dealer", game, step)
			for seat := range 4 {
				require.Equal(t, bs.Score(seat), -es.Total(seat), "game %d, move %d: the total of seat %d", game, step, seat)
			}
			require.Equal(t, bs.Top(), es.Top(), "game %d, move %d: top", game, step)
			require.Equal(t, bs.Suit(), es.Suit(), "game %d, move %d: suit", game, step)
			require.Equal(t, bs.Direction().String(), es.Direction().String(), "game %d, move %d: direction", game, step)
			require.Equal(t, []cards.Card(bs.Stock()), es.AppendStock([]cards.Card{}), "game %d, move %d: stock", game, step)
			text := bl[rng.IntN(len(bl))]
			bm, err := b.ParseMove(text)
			require.NoError(t, err)
			em, err := e.ParseMove(text)
			require.NoError(t, err)
			bs, err = b.Apply(bs, bm)
			require.NoError(t, err)
			es, err = e.Apply(es, em)
			require.NoError(t, err)
		}
	}
}
