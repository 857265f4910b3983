package boxes

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// The scenario tests below build exact positions and check exact results,
// one test (or more) per row of docs/rules/boxes.md. Some read their
// position from its one-line text form (docs/notation.md, "Boxes
// positions"); the others describe it as a scene for build.

func TestB1FollowSuit(t *testing.T) {
	r := Rules{}
	// Seat 0 holds 8S, QS and KH on the 5H; the stock is 2C, 3C; every
	// other card lies under the top (*).
	s := position(t, "8S,QS,KH/QC/QD/JC 5H/* 2C,3C 0:play cw 0 0 0/8,7,6,5,4,3,2,1,2,3,4,5,6,7,8 0 0,0,0,0 - - 0000000000000000000000626f786573")
	assert.Equal(t, []string{"KH"}, legalText(r, s))
	refusedSaying(t, r, s, "QS", "the suit in force is hearts")
	refusedSaying(t, r, s, "8S:D", "the suit in force is hearts")
	s = apply(t, r, s, "KH")
	assert.Equal(t, set(t, "QS 8S"), s.Hand(0))
	assert.Equal(t, card(t, "KH"), s.Top())
	assert.Equal(t, cards.Hearts, s.Suit())
	assert.Equal(t, 1, s.Turn())
}

func TestB1WildEightsNines(t *testing.T) {
	r := Rules{WildEightsNines: true}
	s := build(t, r, scene{hands: [4]string{"QS KH 8S", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	assert.Equal(t, []string{"8S:C", "8S:D", "8S:H", "8S:S", "KH"}, legalText(r, s))
	refusedSaying(t, r, s, "QS", "the suit in force is hearts")
	s = apply(t, r, s, "8S:D")
	assert.Equal(t, set(t, "QS KH"), s.Hand(0))
	assert.Equal(t, card(t, "8S"), s.Top())
	assert.Equal(t, cards.Diamonds, s.Suit())
	assert.Equal(t, 1, s.Turn())
}

func TestB2EightNamesSuit(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"8H 9C KD", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	assert.Equal(t, []string{"8H:C", "8H:D", "8H:H", "8H:S"}, legalText(r, s))
	next := apply(t, r, s, "8H:S")
	assert.Equal(t, cards.Spades, next.Suit())
	assert.Equal(t, card(t, "8H"), next.Top())
	assert.Equal(t, 1, next.Turn())
	same := apply(t, r, s, "8H:H")
	assert.Equal(t, cards.Hearts, same.Suit(), "naming the same suit")
	// Naming is part of the move: an 8 without a suit is refused.
	next, err := r.Apply(s, Play(card(t, "8H")))
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Contains(t, me.Reason, "must name a suit")
	assert.Equal(t, s, next)
	assert.NotContains(t, cards.Legal(r, s), Play(card(t, "8H")))
}

func TestB3OneCardPair(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"7H 7C KD", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	assert.Equal(t, []string{"7H", "7H+7C!", "7H+7C"}, legalText(r, s))
	s = apply(t, r, s, "7H+7C!")
	assert.Equal(t, set(t, "KD"), s.Hand(0))
	assert.Equal(t, card(t, "7C"), s.Top())
	assert.Equal(t, cards.Clubs, s.Suit())
	assert.True(t, s.Discards().Contains(set(t, "5H 7H")))
	// The 7 acts once: the next seat draws one card, 2C, and plays.
	assert.Equal(t, set(t, "QC 2C"), s.Hand(1))
	assert.Equal(t, 1, s.Drew(1))
	assert.Equal(t, 1, s.Turn())
}

func TestB3BigSets(t *testing.T) {
	sc := scene{hands: [4]string{"7H 7C 7D KD", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"}
	r := Rules{}
	s := build(t, r, sc)
	refusedSaying(t, r, s, "7H+7D+7C!", "a set is at most 2 cards")

	r = Rules{BigSets: true}
	s = build(t, r, sc)
	assert.Equal(t, []string{
		"7H", "7H+7C!", "7H+7C", "7H+7D+7C!", "7H+7D+7C",
		"7H+7D!", "7H+7D", "7H+7C+7D!", "7H+7C+7D",
	}, legalText(r, s))
	s = apply(t, r, s, "7H+7D+7C!")
	assert.Equal(t, set(t, "KD"), s.Hand(0))
	assert.Equal(t, card(t, "7C"), s.Top())
	assert.Equal(t, set(t, "QC 2C"), s.Hand(1), "the 7 acts once")
	assert.Equal(t, 1, s.Turn())
}

func TestB4UncalledPair(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"7H 7C KD", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	s = apply(t, r, s, "7H+7C")
	assert.Equal(t, set(t, "KD 2C"), s.Hand(0), "one penalty card")
	assert.Equal(t, 1, s.Drew(0))
	assert.Equal(t, card(t, "7C"), s.Top(), "the cards stay on the pile")
	assert.Equal(t, set(t, "QC"), s.Hand(1), "no effect: the next seat does not draw")
	assert.Equal(t, 0, s.Drew(1))
	assert.Equal(t, 1, s.Turn())
}

func TestB4StrictPairs(t *testing.T) {
	r := Rules{StrictPairs: true}
	s := build(t, r, scene{hands: [4]string{"7H 7C KD", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	assert.Equal(t, []string{"7H", "7H+7C!"}, legalText(r, s))
	refusedSaying(t, r, s, "7H+7C", `the "one card" call`)
}

func TestB5TwoChain(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"2H KD", "2S QC", "KC", "QD"}, top: "5H", stock: "3C 3D 3H 4C 4D"})
	s = apply(t, r, s, "2H")
	assert.Equal(t, PhaseAnswer, s.Phase())
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, 1, s.Chain())
	assert.Equal(t, 2, s.PendingDraw())
	assert.Equal(t, []string{"2S"}, legalText(r, s), "answering is compulsory")
	refusedSaying(t, r, s, "QC", "a 2 is on the pile")
	refusedSaying(t, r, s, "draw", "must play one")
	s = apply(t, r, s, "2S")
	// Seat 2 holds no 2: he draws 2+1 cards inside Apply and his turn ends.
	assert.Equal(t, set(t, "KC 3C 3D 3H"), s.Hand(2))
	assert.Equal(t, 3, s.Drew(2))
	assert.Equal(t, PhasePlay, s.Phase())
	assert.Equal(t, 3, s.Turn())
	assert.Equal(t, cards.Spades, s.Suit(), "the suit of the last 2")
	assert.Equal(t, 0, s.Chain())
	assert.Equal(t, 0, s.PendingDraw())
}

func TestB5TwoDrawCounts(t *testing.T) {
	for _, tc := range []struct {
		rule     TwoDraw
		one, two int // cards drawn after one 2 and after two 2s
	}{
		{TwoDrawChainPlusOne, 2, 3},
		{TwoDrawPerTwo, 1, 2},
		{TwoDrawTwoEach, 2, 4},
	} {
		t.Run(tc.rule.String(), func(t *testing.T) {
			r := Rules{TwoDraw: tc.rule}
			sc := scene{hands: [4]string{"2H KD", "QC", "KC", "QD"}, top: "5H", stock: "3C 3D 3H 4C 4D AC"}
			s := apply(t, r, build(t, r, sc), "2H")
			assert.Equal(t, tc.one, s.Drew(1))
			assert.Equal(t, 1+tc.one, s.Hand(1).Len())
			assert.Equal(t, 2, s.Turn())

			sc.hands[1] = "2S QC"
			s = apply(t, r, build(t, r, sc), "2H", "2S")
			assert.Equal(t, tc.two, s.Drew(2))
			assert.Equal(t, 1+tc.two, s.Hand(2).Len())
			assert.Equal(t, 3, s.Turn())
		})
	}
	// Chains of one to four 2s: the draw pending after each 2, and the
	// cards seat 0 draws when the fourth 2 comes back to him.
	for _, tc := range []struct {
		rule    TwoDraw
		pending [4]int
	}{
		{TwoDrawChainPlusOne, [4]int{2, 3, 4, 5}},
		{TwoDrawPerTwo, [4]int{1, 2, 3, 4}},
		{TwoDrawTwoEach, [4]int{2, 4, 6, 8}},
	} {
		t.Run(tc.rule.String()+" chain", func(t *testing.T) {
			r := Rules{TwoDraw: tc.rule}
			s := build(t, r, scene{hands: [4]string{"2H KD", "2S QC", "2C KC", "2D QD"}, top: "5H", stock: "3C 3D 3H 4C 4D AC 5C 5D 6C"})
			for i, two := range []string{"2H", "2S", "2C"} {
				s = apply(t, r, s, two)
				assert.Equal(t, PhaseAnswer, s.Phase())
				assert.Equal(t, i+1, s.Chain())
				assert.Equal(t, tc.pending[i], s.PendingDraw(), "after %d 2s", i+1)
			}
			s = apply(t, r, s, "2D")
			assert.Equal(t, tc.pending[3], s.Drew(0), "after four 2s")
			assert.Equal(t, 1+tc.pending[3], s.Hand(0).Len())
		})
	}
	assert.ErrorIs(t, Rules{TwoDraw: 7}.Validate(), cards.ErrInvalidRules, "no count for a rule that is not one")
}

func TestB6FourSkips(t *testing.T) {
	r := Rules{}
	s := position(t, "4H,KD/QH/KH/JH 5H/* 3C 0:play cw 0 0 0/8,7,6,5,4,3,2,1,2,3,4,5,6,7,8 0 0,0,0,0 - - 0000000000000000000000626f786573")
	s = apply(t, r, s, "4H")
	assert.Equal(t, 2, s.Turn(), "seat 1 misses his turn")
	// Counterclockwise (ccw), seat 3 skips seat 2 and seat 1 plays.
	s = position(t, "KD/QH/KH/4H,JH 5H/* 3C 3:play ccw 0 0 0/8,7,6,5,4,3,2,1,2,3,4,5,6,7,8 0 0,0,0,0 - - 0000000000000000000000626f786573")
	s = apply(t, r, s, "4H")
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, Counterclockwise, s.Direction())
}

func TestB7FiveOthersDraw(t *testing.T) {
	r := Rules{}
	sc := scene{hands: [4]string{"5H KD", "QC", "QD", "JC"}, top: "3H", stock: "2C 2D 2S 3C"}
	s := apply(t, r, build(t, r, sc), "5H")
	assert.Equal(t, set(t, "KD"), s.Hand(0))
	assert.Equal(t, set(t, "QC 2C"), s.Hand(1), "in turn order")
	assert.Equal(t, set(t, "QD 2D"), s.Hand(2))
	assert.Equal(t, set(t, "JC 2S"), s.Hand(3))
	assert.Equal(t, [4]int{0, 1, 1, 1}, [4]int{s.Drew(0), s.Drew(1), s.Drew(2), s.Drew(3)})
	assert.Equal(t, 1, s.Turn())

	// Counterclockwise the order of drawing follows the direction.
	sc.dir = Counterclockwise
	s = apply(t, r, build(t, r, sc), "5H")
	assert.Equal(t, set(t, "JC 2C"), s.Hand(3))
	assert.Equal(t, set(t, "QD 2D"), s.Hand(2))
	assert.Equal(t, set(t, "QC 2S"), s.Hand(1))
	assert.Equal(t, 3, s.Turn())
}

func TestB7FiveSelf(t *testing.T) {
	r := Rules{FiveSelf: true}
	s := build(t, r, scene{hands: [4]string{"5H KD", "QC", "QD", "JC"}, top: "3H", stock: "2C 2D 2S 3C"})
	s = apply(t, r, s, "5H")
	assert.Equal(t, set(t, "QC 2C"), s.Hand(1))
	assert.Equal(t, set(t, "QD 2D"), s.Hand(2))
	assert.Equal(t, set(t, "JC 2S"), s.Hand(3))
	assert.Equal(t, set(t, "KD 3C"), s.Hand(0), "the player of the 5 draws last")
	assert.Equal(t, 1, s.Turn())
}

func TestB8SixExtraTurn(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"6H JH QC", "QD", "KD", "JC"}, top: "5H", stock: "2C"})
	s = apply(t, r, s, "6H")
	assert.Equal(t, 0, s.Turn(), "the same player again")
	assert.Equal(t, []string{"JH"}, legalText(r, s))
	s = apply(t, r, s, "JH")
	assert.Equal(t, 1, s.Turn())

	// If he cannot follow in his extra turn he draws and the turn passes.
	s = build(t, r, scene{hands: [4]string{"6H QC KS", "QD", "KD", "JC"}, top: "5H", stock: "2C"})
	s = apply(t, r, s, "6H")
	assert.Equal(t, []string{"draw"}, legalText(r, s))
	s = apply(t, r, s, "draw")
	assert.Equal(t, set(t, "QC KS 2C"), s.Hand(0))
	assert.Equal(t, 1, s.Turn())
}

func TestB9SevenNextDraws(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"7H KD", "QC", "QD", "JC"}, top: "5H", stock: "JH 2C"})
	s = apply(t, r, s, "7H")
	assert.Equal(t, set(t, "QC JH"), s.Hand(1))
	assert.Equal(t, 1, s.Drew(1))
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, []string{"JH"}, legalText(r, s), "he may play the card he drew")
}

func TestB10TenReverses(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"10H KD", "QC", "10S KC", "QH JC"}, top: "5H", stock: "2C"})
	s = apply(t, r, s, "10H")
	assert.Equal(t, Counterclockwise, s.Direction())
	assert.Equal(t, 3, s.Turn())
	s = apply(t, r, s, "QH")
	assert.Equal(t, 2, s.Turn())
	refusedSaying(t, r, s, "10S", "the suit in force is hearts")
}

func TestB11DrawWhenStuck(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"QC KD", "QS", "QD", "JC"}, top: "5H", stock: "JH 2C"})
	assert.Equal(t, []string{"draw"}, legalText(r, s))
	refusedSaying(t, r, s, "pass", "may pass only after drawing")
	s = apply(t, r, s, "draw")
	assert.Equal(t, set(t, "QC KD JH"), s.Hand(0))
	assert.Equal(t, 1, s.Turn(), "the drawn card is not played this turn")

	// Playing is compulsory when possible.
	s = build(t, r, scene{hands: [4]string{"QH KD", "QS", "QD", "JC"}, top: "5H", stock: "JH 2C"})
	refusedSaying(t, r, s, "draw", "must play one")
	refusedSaying(t, r, s, "pass", "must play one")
}

func TestB11PlayDrawn(t *testing.T) {
	r := Rules{PlayDrawn: true}
	sc := scene{hands: [4]string{"QC KD", "QS", "QD", "JC"}, top: "5H", stock: "JH 2C"}
	s := apply(t, r, build(t, r, sc), "draw")
	assert.Equal(t, PhaseDrawn, s.Phase())
	assert.Equal(t, 0, s.Turn())
	c, ok := s.Drawn()
	assert.True(t, ok)
	assert.Equal(t, card(t, "JH"), c)
	assert.Equal(t, []string{"JH", "pass"}, legalText(r, s))
	refusedSaying(t, r, s, "KD", "the suit in force is hearts")
	played := apply(t, r, s, "JH")
	assert.Equal(t, set(t, "QC KD"), played.Hand(0))
	assert.Equal(t, card(t, "JH"), played.Top())
	assert.Equal(t, 1, played.Turn())
	kept := apply(t, r, s, "pass")
	assert.Equal(t, set(t, "QC KD JH"), kept.Hand(0))
	assert.Equal(t, 1, kept.Turn())

	// A drawn card that cannot be played is kept with pass, the only move:
	// the turn does not pass by itself, which would tell the other seats
	// that the card cannot be played (B26).
	sc.stock = "2C JH"
	s = apply(t, r, build(t, r, sc), "draw")
	assert.Equal(t, PhaseDrawn, s.Phase())
	assert.Equal(t, 0, s.Turn())
	c, ok = s.Drawn()
	assert.True(t, ok)
	assert.Equal(t, card(t, "2C"), c)
	assert.Equal(t, []string{"pass"}, legalText(r, s))
	refusedSaying(t, r, s, "2C", "the suit in force is hearts")
	refusedSaying(t, r, s, "KD", "the suit in force is hearts")
	kept = apply(t, r, s, "pass")
	assert.Equal(t, set(t, "QC KD 2C"), kept.Hand(0))
	assert.Equal(t, PhasePlay, kept.Phase())
	assert.Equal(t, 1, kept.Turn())
	assert.Equal(t, 0, kept.Passes(), "a pass after a draw is no block")
}

func TestB12Reshuffle(t *testing.T) {
	r := Rules{}
	// The stock is empty and one card, 9S, lies under the top.
	s := build(t, r, scene{hands: [4]string{"QC KD", "", "QD", "JC"}, top: "5H", discard: "9S", leftTo: 2})
	require.Equal(t, 0, s.StockLen())
	require.Equal(t, 2, s.Discards().Len()+1)
	s = apply(t, r, s, "draw")
	assert.Equal(t, set(t, "QC KD 9S"), s.Hand(0))
	assert.Equal(t, 0, s.StockLen())
	assert.Equal(t, 1, s.Discards().Len()+1, "the top card stays")
	assert.Equal(t, card(t, "5H"), s.Top())

	// With three cards under the top, the stock becomes those three.
	s = build(t, r, scene{hands: [4]string{"QC KD", "", "QD", "JC"}, top: "5H", discard: "9S 9D AS", leftTo: 2})
	s = apply(t, r, s, "draw")
	drawn := s.Hand(0).Minus(set(t, "QC KD"))
	assert.Equal(t, 1, drawn.Len())
	assert.True(t, set(t, "9S 9D AS").Contains(drawn))
	assert.Equal(t, 2, s.StockLen())
	assert.Equal(t, cards.Set(0), s.Discards())
}

func TestB12ForcedDrawTakesWhatExists(t *testing.T) {
	r := Rules{}
	// One card in the stock; after the 5 the old top 3H is the only discard.
	s := build(t, r, scene{hands: [4]string{"5H KD", "QC", "QD", ""}, top: "3H", stock: "2C", leftTo: 4})
	s = apply(t, r, s, "5H")
	assert.Equal(t, set(t, "QC 2C"), s.Hand(1))
	assert.Equal(t, set(t, "QD 3H"), s.Hand(2), "the discards were reshuffled")
	assert.Equal(t, [4]int{0, 1, 1, 0}, [4]int{s.Drew(0), s.Drew(1), s.Drew(2), s.Drew(3)}, "seat 3 finds nothing")
	assert.Equal(t, 1, s.Turn())
}

func TestB12PassWhenNothingToDraw(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"QC KD", "", "QD", "JC"}, top: "5H", leftTo: 2})
	assert.Equal(t, []string{"pass"}, legalText(r, s))
	refusedSaying(t, r, s, "draw", "the stock is empty")
	s = apply(t, r, s, "pass")
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, set(t, "QC KD"), s.Hand(0))
}

func TestB13Blocked(t *testing.T) {
	r := Rules{}
	// Three seats have passed (passes 3, the last seat 3's pass, three
	// moves into the deal); seat 0 can neither play nor draw: the stock
	// and the discards are empty, seat 3 holds the rest.
	s := position(t, "QC/KD/3C,3D,JS/* 5H/- - 0:play cw 3 3 0/8,7,6,5,4,3,2,1,2,3,4,5,6,7,8 0 0,0,0,0 - 3:pass/0,0,0,0 0000000000000000000000626f786573")
	s = apply(t, r, s, "pass")
	d := lastDeal(s.Public)
	assert.Equal(t, EndBlocked, d.Reason)
	assert.Equal(t, -1, d.Out)
	assert.Equal(t, 0, d.Deal)
	// Seat 3 holds the other 46 cards: 1012 points in the deck, less
	// 5H, QC, KD, JS, 3C, 3D (66), plus 50 for 3H and 3S.
	assert.Equal(t, [4]int{10, 10, 66, 996}, d.Scores)
	assert.Equal(t, [4]int{10, 10, 66, 996}, totals(r, s))
	assert.Equal(t, 1, s.Deal(), "the next deal is dealt")
	assert.Equal(t, 1, s.Dealer())
	assert.Equal(t, 2, s.Turn())
	for seat := range NumSeats {
		assert.Equal(t, 7, s.Hand(seat).Len())
	}

	// Fewer passes in a row do not block.
	s = position(t, "QC/KD/3C,3D,JS/* 5H/- - 0:play cw 2 2 0/8,7,6,5,4,3,2,1,2,3,4,5,6,7,8 0 0,0,0,0 - 3:pass/0,0,0,0 0000000000000000000000626f786573")
	s = apply(t, r, s, "pass")
	assert.Equal(t, EndNone, lastDeal(s.Public).Reason)
	assert.Equal(t, 1, s.Turn())
}

func TestB14GoingOut(t *testing.T) {
	r := Rules{Deals: schedOf(t, 8)}
	s := build(t, r, scene{hands: [4]string{"7H", "QC", "QD", "JC"}, top: "5H", stock: "JH 2C"})
	s = apply(t, r, s, "7H")
	require.True(t, s.Turn() < 0)
	d := lastDeal(s.Public)
	assert.Equal(t, EndOut, d.Reason)
	assert.Equal(t, 0, d.Out)
	assert.Equal(t, set(t, "QC"), d.Hands[1], "the 7 is ignored")
	assert.Equal(t, 0, s.Drew(1))
	assert.Equal(t, [4]int{0, 10, 10, 10}, d.Scores)
}

func TestB14LastCardEffects(t *testing.T) {
	r := Rules{LastCardEffects: true, Deals: schedOf(t, 8)}
	s := build(t, r, scene{hands: [4]string{"7H", "QC", "QD", "JC"}, top: "5H", stock: "JH 2C"})
	s = apply(t, r, s, "7H")
	require.True(t, s.Turn() < 0)
	d := lastDeal(s.Public)
	assert.Equal(t, set(t, "QC JH"), d.Hands[1], "the 7 still makes seat 1 draw")
	assert.Equal(t, 1, s.Drew(1))
	assert.Equal(t, [4]int{0, 20, 10, 10}, d.Scores)

	// A 5 makes the others draw; the player who went out draws nothing,
	// even with FiveSelf.
	r = Rules{LastCardEffects: true, FiveSelf: true, Deals: schedOf(t, 8)}
	s = build(t, r, scene{hands: [4]string{"5H", "QC", "QD", "JC"}, top: "3H", stock: "2C 2D 2S 3C"})
	s = apply(t, r, s, "5H")
	d = lastDeal(s.Public)
	assert.Equal(t, [4]cards.Set{0, set(t, "QC 2C"), set(t, "QD 2D"), set(t, "JC 2S")}, d.Hands)
}

// refusedSaying checks that r refuses the move text in s with a
// *cards.MoveError wrapping cards.ErrIllegalMove whose reason holds
// words, that the refusal leaves the position, and that the move is not
// legal. The reasons are the engine's; a test pins the words that say
// which rule refused the move.
func refusedSaying(t *testing.T, r Rules, s State, text, words string) {
	t.Helper()
	m := move(t, text)
	next, err := r.Apply(s, m)
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Contains(t, me.Reason, words, "the reason for refusing %s", text)
	assert.Equal(t, s, next, "a refused move leaves the position")
	assert.NotContains(t, cards.Legal(r, s), m)
}

// schedOf returns the schedule of the given deal sizes, or fails the test.
func schedOf(t *testing.T, sizes ...int) Schedule {
	t.Helper()
	sc, err := NewSchedule(sizes...)
	require.NoError(t, err)
	return sc
}

// positionUnder reads a position under rules r from its text, or fails
// the test: position for rules other than the standard ones, such as a
// schedule of their own, which the position text must name.
func positionUnder(t *testing.T, r Rules, text string) State {
	t.Helper()
	s, err := r.ParseState(text)
	require.NoError(t, err, "position %q", text)
	return s
}

// The fields of a position text (docs/notation.md) that tests read or
// change: the deal and schedule, the seats' totals.
const (
	dealField   = 7
	totalsField = 9
)

// scheduleIn returns the schedule that the position text of s under r
// holds: the deals of its match, as Schedule.String writes them.
func scheduleIn(t *testing.T, r Rules, s State) string {
	t.Helper()
	fields := strings.Split(text(t, r, s), " ")
	require.Greater(t, len(fields), dealField)
	_, sched, ok := strings.Cut(fields[dealField], "/")
	require.True(t, ok, "deal field %q", fields[dealField])
	return sched
}

// deckStarting returns the 52 cards with the given ones on top, in order,
// and the rest in card order.
func deckStarting(t *testing.T, top string) cards.Deck {
	t.Helper()
	d, err := cards.ParseDeck(top)
	require.NoError(t, err)
	for c := range cards.Deck52.Minus(d.Set()).All() {
		d = append(d, c)
	}
	return d
}

func TestB15Upcard(t *testing.T) {
	sched, err := NewSchedule(1)
	require.NoError(t, err)
	// Dealer 3: seats 0, 1, 2, 3 get QC, KD, JS, 3H; the upcard is 7H;
	// the stock starts with 9S.
	deck := deckStarting(t, "QC KD JS 3H 7H 9S")
	r := Rules{Deals: sched}
	s, err := r.Start(cards.Deal{Dealer: 3, Deck: deck, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, card(t, "7H"), s.Top())
	assert.Equal(t, cards.Hearts, s.Suit())
	assert.Equal(t, set(t, "QC"), s.Hand(0), "no effect by default")
	assert.Equal(t, 0, s.Turn())

	r.UpcardEffects = true
	s, err = r.Start(cards.Deal{Dealer: 3, Deck: deck, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, set(t, "QC 9S"), s.Hand(0), "the first player draws for the 7")
	assert.Equal(t, 0, s.Turn())
	assert.Equal(t, 1, s.Drew(0), "the upcard's draw is the deal's first event")
	seat, m := s.LastMove()
	assert.Equal(t, 3, seat, "as if the dealer had played the upcard")
	assert.Equal(t, Play(card(t, "7H")), m)
	assert.True(t, s.UpcardEvent())
	assert.Zero(t, s.MoveCount(), "the upcard is no move")
}

// TestB24ForcedDrawAtTheStart is the forced draw at the start of a match
// (UpcardEffects, dealer 0, seed 23, engine 2: the upcard is 2C and seat 1,
// holding no 2, draws 2): every view's last event is the dealer's play of
// the upcard with seat 1's draws, in the JSON too, and the first move
// played after it is the last event in its place.
func TestB24ForcedDrawAtTheStart(t *testing.T) {
	r := Rules{UpcardEffects: true}
	g, err := cards.NewSession(r, cards.Deal{Dealer: 0, Seed: 23})
	require.NoError(t, err)
	s := g.State()
	require.Equal(t, card(t, "2C"), s.Top())
	require.Equal(t, 10, s.Hand(1).Len())
	assert.Empty(t, g.History(), "the upcard is no move")
	for seat := cards.Spectator; seat < NumSeats; seat++ {
		v := g.View(seat)
		assert.True(t, v.UpcardEvent())
		last, m := v.LastMove()
		assert.Equal(t, 0, last, "seat %d", seat)
		assert.Equal(t, Play(card(t, "2C")), m, "seat %d", seat)
		assert.Equal(t, 2, v.Drew(1), "seat %d", seat)
		data, err := json.Marshal(v)
		require.NoError(t, err)
		assert.Contains(t, string(data), `"last":{"deal":0,"seat":0,"move":"2C","drew":[0,2,0,0]}`)
		var back View
		require.NoError(t, json.Unmarshal(data, &back))
		assert.Equal(t, v, back)
	}
	assert.Contains(t, text(t, r, s), " upcard/0,2,0,0 ")
	back, err := r.ParseState(text(t, r, s))
	require.NoError(t, err)
	assert.Equal(t, s, back)

	m := cards.Legal(r, s)[0]
	require.NoError(t, g.Play(m))
	assert.False(t, g.State().UpcardEvent())
	seat, last := g.State().LastMove()
	assert.Equal(t, 2, seat)
	assert.Equal(t, m, last)
}

func TestB16DealScore(t *testing.T) {
	r := Rules{Deals: schedOf(t, 8)}
	s := build(t, r, scene{
		hands: [4]string{"7H", "3C 3D AS", "8S 10D", "2C 5D 6H 9C JS QD KH 4S"},
		top:   "5H", stock: "JH 2D",
	})
	s = apply(t, r, s, "7H")
	require.True(t, s.Turn() < 0)
	want := [4]int{0, 3 + 3 + 0 + 50, 50 + 25, 20 + 30 + 30 + 30 + 10 + 10 + 10 + 15}
	assert.Equal(t, want, lastDeal(s.Public).Scores)
	assert.Equal(t, want, totals(r, s))
	assert.Equal(t, want[:], r.Score(s))
	assert.Equal(t, [2]int{75, 211}, teamTotals(r, s))
	assert.Equal(t, 0, winner(r, s))
	assert.Equal(t, 3, HandPenalty(set(t, "3C")), "one 3 has no bonus")
	assert.Equal(t, 3*3+50, HandPenalty(set(t, "3C 3D 3S")))
}

func TestB17Match(t *testing.T) {
	r := Rules{}
	s, err := r.Start(cards.Deal{Dealer: 2, Seed: 7})
	require.NoError(t, err)
	assert.Equal(t, "8,7,6,5,4,3,2,1,2,3,4,5,6,7,8", scheduleIn(t, r, s), "the position keeps the schedule")
	var sizes, dealers, firsts []int
	var buf []Move
	deal := -1
	for s.Turn() >= 0 {
		if s.Deal() != deal {
			deal = s.Deal()
			sizes = append(sizes, s.Hand(0).Len())
			dealers = append(dealers, s.Dealer())
			firsts = append(firsts, s.Turn())
			assert.Equal(t, Clockwise, s.Direction())
			assert.Equal(t, cards.NumCards-4*r.Deals.Size(s.Deal())-1, s.StockLen())
			assert.Equal(t, cards.Deck52, accounted(s))
		}
		buf = r.AppendLegal(buf[:0], s)
		s, err = r.Apply(s, buf[0])
		require.NoError(t, err)
	}
	assert.Equal(t, []int{8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8}, sizes)
	assert.Equal(t, []int{2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0}, dealers)
	assert.Equal(t, []int{3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1}, firsts)
	// Once the match is over the position text counts the deals played
	// (docs/notation.md), while Deal, the engine's accessor, stays on the
	// last deal's number (boxes' own Deal gave 15 here).
	assert.Equal(t, "15/"+Schedule{}.String(), strings.Fields(text(t, r, s))[dealField])
	assert.Equal(t, 14, s.Deal())
	assert.Equal(t, 14, lastDeal(s.Public).Deal)
	assert.Equal(t, -1, s.Turn())
	assert.Equal(t, -1, r.ToMove(s))
	assert.Empty(t, cards.Legal(r, s))
	next, err := r.Apply(s, Draw())
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Contains(t, me.Reason, "is over")
	assert.Equal(t, s, next)

	// The partnership with fewer points wins; equal totals draw.
	s = edited(t, r, s, totalsField, "10,20,30,5")
	assert.Equal(t, [NumSeats]int{10, 20, 30, 5}, totals(r, s))
	assert.Equal(t, 1, winner(r, s))
	s = edited(t, r, s, totalsField, "10,20,15,5")
	assert.Equal(t, -1, winner(r, s))
}

func TestB17Schedule(t *testing.T) {
	sched, err := NewSchedule(3, 12)
	require.NoError(t, err)
	r := Rules{Deals: sched}
	s, err := r.Start(cards.Deal{Dealer: 0, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, "3,12", scheduleIn(t, r, s))
	assert.Equal(t, 3, s.Hand(1).Len())
	assert.Equal(t, 52-13, s.StockLen())
	// Play the first deal out with the first legal move each time.
	for s.Deal() == 0 {
		s, err = r.Apply(s, cards.Legal(r, s)[0])
		require.NoError(t, err)
	}
	assert.Equal(t, 1, s.Dealer())
	assert.Equal(t, 12, s.Hand(2).Len())
	assert.Equal(t, 3, s.StockLen())

	single, err := NewSchedule(8)
	require.NoError(t, err)
	s, err = Rules{Deals: single}.Start(cards.Deal{Dealer: 0, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, "8", scheduleIn(t, Rules{Deals: single}, s))
	assert.Equal(t, "8", single.String())
	assert.Equal(t, "8,7,6,5,4,3,2,1,2,3,4,5,6,7,8", Schedule{}.String())
	std, err := Rules{}.Start(cards.Deal{Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, Schedule{}.String(), scheduleIn(t, Rules{}, std), "the standard schedule is the zero Schedule")
	full, err := NewSchedule(8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8)
	require.NoError(t, err)
	assert.Equal(t, Schedule{}, full)
}

func TestB18PairAnswersTwo(t *testing.T) {
	sc := scene{hands: [4]string{"2H KD", "2S 2C QD", "KC", "QC"}, top: "5H", stock: "3C 3D 3H 4C 4D"}
	r := Rules{}
	s := apply(t, r, build(t, r, sc), "2H")
	assert.Equal(t, []string{"2C", "2S"}, legalText(r, s))
	refusedSaying(t, r, s, "2S+2C!", "a 2 is on the pile")

	r = Rules{PairAnswersTwo: true}
	s = apply(t, r, build(t, r, sc), "2H")
	assert.Equal(t, []string{"2C", "2S", "2C+2S!", "2S+2C!"}, legalText(r, s))
	refusedSaying(t, r, s, "2S+2C", `the "one card" call`)
	s = apply(t, r, s, "2C+2S!")
	assert.Equal(t, set(t, "QD"), s.Hand(1))
	assert.Equal(t, cards.Spades, s.Suit())
	assert.Equal(t, 3, s.Drew(2), "the pair counts as one 2: chain of two, 3 cards")
	assert.Equal(t, 3, s.Turn())
}

func TestB19UncalledPairSuit(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"9H 9C KD", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	assert.Equal(t, []string{"9H:C", "9H:D", "9H:H", "9H:S", "9H+9C!:C", "9H+9C!:D", "9H+9C!:H", "9H+9C!:S", "9H+9C"}, legalText(r, s))
	s = apply(t, r, s, "9H+9C")
	assert.Equal(t, cards.Clubs, s.Suit(), "the suit of the card on top; no suit named")
	_, err := Rules{}.ParseMove("9H+9C:S")
	assert.ErrorIs(t, err, cards.ErrSyntax)
}

func TestB20SixThenFour(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"6H 4H 7H KD", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	s = apply(t, r, s, "6H", "4H")
	assert.Equal(t, 2, s.Turn(), "the 4 of the extra turn skips seat 1")
	s = build(t, r, scene{hands: [4]string{"6H 4H 7H KD", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	s = apply(t, r, s, "6H", "7H")
	assert.Equal(t, set(t, "QC 2C"), s.Hand(1), "the 7 of the extra turn makes seat 1 draw")
	assert.Equal(t, 1, s.Turn())
}

func TestB21SetFirstCard(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"7C 7H KD", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	refusedSaying(t, r, s, "7C+7H!", "the first card of a set must be playable on its own")
	refusedSaying(t, r, s, "7H+7S!", "does not hold")

	r = Rules{WildEightsNines: true}
	s = build(t, r, scene{hands: [4]string{"8C 8D KD", "QC", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	s = apply(t, r, s, "8C+8D!:S")
	assert.Equal(t, cards.Spades, s.Suit())
	assert.Equal(t, card(t, "8D"), s.Top())
}

func TestB22MoveLimit(t *testing.T) {
	r := Rules{MaxMoves: 3, Deals: schedOf(t, 8)}
	// A single deal of 8 (0/8) two moves in, the last a draw by seat 3.
	s := positionUnder(t, r, "QC,KH/QD/KD/JC 5H/* 2C,3C 0:play cw 0 2 0/8 0 0,0,0,0 - 3:draw/0,0,0,1 0000000000000000000000626f786573")
	s = apply(t, r, s, "KH")
	require.True(t, s.Turn() < 0)
	d := lastDeal(s.Public)
	assert.Equal(t, EndMoveLimit, d.Reason)
	assert.Equal(t, [4]int{10, 10, 10, 10}, d.Scores)

	r = Rules{Deals: schedOf(t, 8)}
	// The same, DefaultMaxMoves-2 = 4998 moves in.
	s = positionUnder(t, r, "QC,KH/QD/KD/JC 5H/* 2C,3C 0:play cw 0 4998 0/8 0 0,0,0,0 - 3:draw/0,0,0,1 0000000000000000000000626f786573")
	s = apply(t, r, s, "KH")
	assert.False(t, s.Turn() < 0)
	assert.Equal(t, DefaultMaxMoves-1, s.MoveCount())
	s = apply(t, r, s, "draw")
	assert.True(t, s.Turn() < 0)
	assert.Equal(t, EndMoveLimit, lastDeal(s.Public).Reason)

	require.ErrorIs(t, Rules{MaxMoves: -1}.Validate(), cards.ErrInvalidRules)
	require.ErrorIs(t, Rules{MaxMoves: MaxMovesLimit + 1}.Validate(), cards.ErrInvalidRules)
	require.NoError(t, Rules{MaxMoves: MaxMovesLimit}.Validate())
}

func TestB24UpcardEffects(t *testing.T) {
	sched, err := NewSchedule(1)
	require.NoError(t, err)
	// Dealer 3 deals QC KD JS 2H to seats 0 to 3; then the upcard; the
	// stock starts 9S 9D 9C.
	for _, tc := range []struct {
		upcard string
		turn   int
		dir    Direction
		phase  Phase
		suit   cards.Suit
		hands  [4]string
	}{
		{"2S", 1, Clockwise, PhasePlay, cards.Spades, [4]string{"QC 9S 9D", "KD", "JS", "2H"}},
		{"4S", 1, Clockwise, PhasePlay, cards.Spades, [4]string{"QC", "KD", "JS", "2H"}},
		{"5S", 0, Clockwise, PhasePlay, cards.Spades, [4]string{"QC 9S", "KD 9D", "JS 9C", "2H"}},
		{"6S", 3, Clockwise, PhasePlay, cards.Spades, [4]string{"QC", "KD", "JS", "2H"}},
		{"7S", 0, Clockwise, PhasePlay, cards.Spades, [4]string{"QC 9S", "KD", "JS", "2H"}},
		{"8S", 0, Clockwise, PhasePlay, cards.Spades, [4]string{"QC", "KD", "JS", "2H"}},
		{"10S", 2, Counterclockwise, PhasePlay, cards.Spades, [4]string{"QC", "KD", "JS", "2H"}},
		{"KS", 0, Clockwise, PhasePlay, cards.Spades, [4]string{"QC", "KD", "JS", "2H"}},
	} {
		t.Run(tc.upcard, func(t *testing.T) {
			deck := deckStarting(t, "QC KD JS 2H "+tc.upcard+" 9S 9D 9C")
			s, err := Rules{Deals: sched, UpcardEffects: true}.Start(cards.Deal{Dealer: 3, Deck: deck, Seed: 1})
			require.NoError(t, err)
			assert.Equal(t, tc.turn, s.Turn())
			assert.Equal(t, tc.dir, s.Direction())
			assert.Equal(t, tc.phase, s.Phase())
			assert.Equal(t, tc.suit, s.Suit())
			for seat, h := range tc.hands {
				assert.Equal(t, set(t, h), s.Hand(seat), "seat %d", seat)
			}
		})
	}
	// A 2 upcard with a 2 in the first player's hand must be answered.
	deck := deckStarting(t, "2C KD JS QH 2S 9S 9D 9C")
	s, err := Rules{Deals: sched, UpcardEffects: true}.Start(cards.Deal{Dealer: 3, Deck: deck, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, PhaseAnswer, s.Phase())
	assert.Equal(t, 0, s.Turn())
	assert.Equal(t, 2, s.PendingDraw())
}

// TestB24UpcardEvents checks that what an upcard that takes effect does
// is shown to every seat and the spectator: the cards it made each seat
// draw (the hand counts less the cards dealt), in the view and in JSON.
// The upcard is no move: it is not the last move and draws nothing in
// Drew.
func TestB24UpcardEvents(t *testing.T) {
	sched, err := NewSchedule(1)
	require.NoError(t, err)
	r := Rules{Deals: sched, UpcardEffects: true}
	// Dealer 3 deals QC KD JS 2H (or 2C KD JS QH) to seats 0 to 3; then
	// the upcard; the stock starts 9S 9D 9C.
	for _, tc := range []struct {
		deal, upcard string
		drew         [NumSeats]int
	}{
		{"QC KD JS 2H", "2S", [4]int{2, 0, 0, 0}},
		{"2C KD JS QH", "2S", [4]int{}}, // seat 0 must answer
		{"QC KD JS 2H", "4S", [4]int{}},
		{"QC KD JS 2H", "5S", [4]int{1, 1, 1, 0}},
		{"QC KD JS 2H", "6S", [4]int{}},
		{"QC KD JS 2H", "7S", [4]int{1, 0, 0, 0}},
		{"QC KD JS 2H", "10S", [4]int{}},
		{"QC KD JS 2H", "8S", [4]int{}}, // an 8 names nothing: no effect
		{"QC KD JS 2H", "KS", [4]int{}},
	} {
		t.Run(tc.upcard+" "+tc.deal, func(t *testing.T) {
			s, err := r.Start(cards.Deal{Dealer: 3, Deck: deckStarting(t, tc.deal+" "+tc.upcard+" 9S 9D 9C"), Seed: 1})
			require.NoError(t, err)
			drewAny := tc.drew != [NumSeats]int{}
			for seat := cards.Spectator; seat < NumSeats; seat++ {
				v := r.View(s, seat)
				var drew, event [NumSeats]int
				for i := range drew {
					drew[i] = v.HandLen(i) - 1
					event[i] = v.Drew(i)
				}
				assert.Equal(t, tc.drew, drew, "seat %d is shown what the upcard did", seat)
				last, m := v.LastMove()
				assert.Equal(t, drewAny, v.UpcardEvent())
				if drewAny {
					// A forced draw is the deal's first event, as if the
					// dealer had played the upcard.
					assert.Equal(t, tc.drew, event, "seat %d is shown the upcard's draws", seat)
					assert.Equal(t, 3, last)
					assert.Equal(t, Play(card(t, tc.upcard)), m)
				} else {
					assert.Equal(t, [NumSeats]int{}, event)
					assert.Equal(t, -1, last)
				}
				data, err := json.Marshal(v)
				require.NoError(t, err)
				var back View
				require.NoError(t, json.Unmarshal(data, &back), "seat %d's view reads back", seat)
				assert.Equal(t, v, back)
			}
		})
	}

	// The upcard of a later deal: the move that ends deal 0 deals deal 1
	// (seed 88, engine 2: the Deck fixes deal 0 only, deal 1 is shuffled
	// from the seed: dealer 0, upcard 2D; seat 1 holds no 2 and draws 2).
	twice, err := NewSchedule(1, 1)
	require.NoError(t, err)
	g, err := cards.NewSession(Rules{Deals: twice, UpcardEffects: true}, cards.Deal{Dealer: 3, Deck: deckStarting(t, "5H QC JH 4C 9H"), Seed: 88})
	require.NoError(t, err)
	for seat := range NumSeats {
		assert.Equal(t, 1, g.State().Hand(seat).Len(), "a 9 upcard does nothing")
	}
	_, err = g.PlayText("5H")
	require.NoError(t, err)
	s := g.State()
	require.Equal(t, 1, s.Deal(), "the move dealt deal 1")
	require.Equal(t, 0, s.Dealer())
	require.Equal(t, card(t, "2D"), s.Top(), "deal 1's upcard is a 2")
	for _, c := range s.Hand(1).Cards() {
		require.NotEqual(t, card(t, "2D").Rank(), c.Rank(), "seat 1 holds no 2 to answer with")
	}
	require.Equal(t, 2, s.Turn())
	assert.Equal(t, 3, s.Hand(1).Len())
	assert.Equal(t, 3, g.View(cards.Spectator).HandLen(1))
	assert.True(t, s.UpcardEvent(), "the forced draw is deal 1's first event")
	last, m := g.View(cards.Spectator).LastMove()
	assert.Equal(t, 0, last)
	assert.Equal(t, Play(card(t, "2D")), m)
	assert.Equal(t, 2, g.View(2).Drew(1))
	assert.Equal(t, []cards.Turn[Move]{{Seat: 0, Move: Play(card(t, "5H"))}}, g.History(), "the history holds the move that dealt the deal")
	resumed, err := cards.Resume(Rules{}, g.Record())
	require.NoError(t, err)
	assert.Equal(t, s, resumed.State(), "a resumed game reaches the same position")
}

func TestB25LastTwoDraws(t *testing.T) {
	r := Rules{LastCardEffects: true, Deals: schedOf(t, 8)}
	s := build(t, r, scene{hands: [4]string{"2H", "2S QC", "QD", "JC"}, top: "5H", stock: "3C 3D 3H"})
	s = apply(t, r, s, "2H")
	require.True(t, s.Turn() < 0)
	assert.Equal(t, set(t, "2S QC 3C 3D"), lastDeal(s.Public).Hands[1], "no answer after the deal ended")

	r = Rules{Deals: schedOf(t, 8)}
	s = build(t, r, scene{hands: [4]string{"2H", "2S QC", "QD", "JC"}, top: "5H", stock: "3C 3D 3H"})
	s = apply(t, r, s, "2H")
	assert.Equal(t, set(t, "2S QC"), lastDeal(s.Public).Hands[1])
}

// TestB26KeepIsNotBlock: a seat that keeps the card it drew passes, but
// that pass is no block (B13): four seats in a row drawing a card they
// cannot play and keeping it leave the deal going, with no pass counted.
// (Passes in a row come only with nothing to draw, so a keep never follows
// one: the count it would have cleared cannot be built.)
func TestB26KeepIsNotBlock(t *testing.T) {
	r := Rules{PlayDrawn: true}
	s := build(t, r, scene{hands: [4]string{"QC KD", "QS", "QD", "JC"}, top: "5H", stock: "2C 2D 2S 3C 3D"})
	for seat := range NumSeats {
		require.Equal(t, seat, s.Turn())
		s = apply(t, r, s, "draw")
		require.Equal(t, []string{"pass"}, legalText(r, s), "seat %d cannot play what it drew", seat)
		s = apply(t, r, s, "pass")
		assert.Equal(t, 0, s.Passes(), "after seat %d kept its card", seat)
	}
	assert.Equal(t, 0, s.Turn())
	assert.Equal(t, PhasePlay, s.Phase())
	assert.Equal(t, EndNone, lastDeal(s.Public).Reason, "no block")
	assert.Equal(t, set(t, "QC KD 2C"), s.Hand(0))
	assert.Equal(t, set(t, "JC 3C"), s.Hand(3))
}

func TestB23DealOrder(t *testing.T) {
	deck := cards.NewDeck52()
	slices.Reverse(deck) // AS on top
	s, err := Rules{}.Start(cards.Deal{Dealer: 2, Deck: deck, Seed: 9})
	require.NoError(t, err)
	// Dealer 2: seat 3 gets the 1st, 5th, ... card, seat 0 the 2nd, 6th, ...
	assert.Equal(t, set(t, "AS KS QS JS 10S 9S 8S 7S"), s.Hand(3))
	assert.Equal(t, set(t, "AH KH QH JH 10H 9H 8H 7H"), s.Hand(0))
	assert.Equal(t, set(t, "AD KD QD JD 10D 9D 8D 7D"), s.Hand(1))
	assert.Equal(t, set(t, "AC KC QC JC 10C 9C 8C 7C"), s.Hand(2))
	assert.Equal(t, card(t, "6S"), s.Top(), "the 33rd card is the upcard")
	assert.Equal(t, "6H 6D 6C 5S 5H 5D 5C 4S 4H 4D 4C 3S 3H 3D 3C 2S 2H 2D 2C", stockText(s))
	assert.Equal(t, 3, s.Turn())
	assert.Equal(t, 2, s.Dealer())
	assert.Equal(t, 1, s.Discards().Len()+1)
}

func TestB16HandPenalty(t *testing.T) {
	for _, tc := range []struct {
		hand string
		want int
	}{
		{"", 0},
		{"AS", 0},
		{"3H", 3},
		{"JC QD KH", 30},
		{"4S 2C 7D 10H", 15 + 20 + 20 + 25},
		{"5C 6D 9H 8S", 30 + 30 + 30 + 50},
		{"3C 3D", 3 + 3 + 50},
		{"3C 3D 3H AS", 3 + 3 + 3 + 50},
	} {
		h, err := cards.ParseSet(tc.hand)
		require.NoError(t, err)
		assert.Equal(t, tc.want, HandPenalty(h), "hand %q", tc.hand)
	}
}
