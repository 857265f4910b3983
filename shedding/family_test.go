package shedding

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// boxesTable is Boxes (docs/rules/boxes.md) as far as the table says it,
// one deal of eight cards: each field below is one row of its rules page.
func boxesTable() Rules {
	r := Rules{
		Game:          "boxes-table",
		Players:       4,
		Deck:          cards.Deck52,
		Call:          cards.RankSet(cards.Eight) | cards.RankSet(cards.Nine), // B2
		FollowSuit:    true,                                                   // B1
		Answer:        cards.RankSet(cards.Two),                               // B5
		ForcedDraw:    true,                                                   // B5
		MaxSet:        2,                                                      // B3
		UncalledDraw:  1,                                                      // B4
		Skip:          cards.RankSet(cards.Four),                              // B6
		Again:         cards.RankSet(cards.Six),                               // B8
		Reverse:       cards.RankSet(cards.Ten),                               // B10
		StuckDraw:     true,                                                   // B11
		DrawEnds:      true,                                                   // B11
		MaxDraw:       1,                                                      // B11
		Reshuffle:     true,                                                   // B12
		LateReshuffle: true,                                                   // B12
		Blocked:       4,                                                      // B13
		MaxMoves:      5000,                                                   // B22
		BonusRank:     cards.Three,                                            // B16
		Bonus:         [cards.NumSuits + 1]int16{2: 50, 3: 50, 4: 50},         // B16
		Stream:        0x626f786573,                                           // B23: "boxes"
	}
	r.HandSize[4] = 8
	r.Draw[cards.Two], r.Chain[cards.Two] = 2, 1 // B5: 2, then one more a 2
	r.Others[cards.Five] = 1                     // B7
	r.Feed[cards.Seven] = 1                      // B9
	for k, p := range map[cards.Rank]int16{      // B16
		cards.Three: 3, cards.Jack: 10, cards.Queen: 10, cards.King: 10, cards.Four: 15,
		cards.Two: 20, cards.Seven: 20, cards.Ten: 25, cards.Five: 30, cards.Six: 30,
		cards.Nine: 30, cards.Eight: 50,
	} {
		r.Penalty[k] = p
	}
	return r
}

// boxesPos reads a position of four seats of boxesTable in the text
// form, the cards of "*" in seat 3's hand: hands of seats 0 to 2, the top
// card and the stock, seat 0 to move, dealer 3, no move made.
func boxesPos(t *testing.T, h0, h1, h2, top, stock string) State {
	t.Helper()
	return pos(t, boxesTable(), h0+"/"+h1+"/"+h2+"/* "+top+"/- "+stock+" 0:play cw 0 0 0/8 3 0,0,0,0 - -")
}

func TestTableValidatesBoxes(t *testing.T) {
	require.NoError(t, boxesTable().Validate())
	for name, bad := range map[string]func(*Rules){
		"Chain by rank":  func(r *Rules) { r.Chain[1] = 1 },
		"Others by rank": func(r *Rules) { r.Others[0] = 1 },
		"Feed by rank":   func(r *Rules) { r.Feed[1] = 1 },
		"Blocked":        func(r *Rules) { r.Blocked = 6 },
		"Blocked < 0":    func(r *Rules) { r.Blocked = -1 },
		"MaxMoves":       func(r *Rules) { r.MaxMoves = -1 },
		"BonusRank":      func(r *Rules) { r.BonusRank = 1 },
		"Bonus alone":    func(r *Rules) { r.BonusRank = 0 },
		"Chain too big":  func(r *Rules) { r.Chain[cards.Two] = 254 },
	} {
		r := boxesTable()
		bad(&r)
		assert.ErrorIs(t, r.Validate(), cards.ErrInvalidRules, name)
	}
}

// TestTableFollowSuit: under FollowSuit the top card's rank does not
// match (B1); the field off, it does.
func TestTableFollowSuit(t *testing.T) {
	r := boxesTable()
	s := boxesPos(t, "QC,3H,KS", "AC", "AD", "QH", "AH")
	assert.Equal(t, []string{"3H"}, legal(r, s))
	assert.Equal(t, "the suit in force is hearts and the top card is QH", refused(t, r, s, "QC"))
	r.FollowSuit = false
	assert.Equal(t, []string{"3H", "QC"}, legal(r, s))
}

// TestTableChain: Boxes' 2s start a draw of two and add one each (B5);
// Crazy Eights' add their Draw, two each.
func TestTableChain(t *testing.T) {
	r := boxesTable()
	s := boxesPos(t, "2H,KH", "2C,KS", "KD,QD", "JH", "AC,AD,AH,AS")
	s = play(t, r, s, "2H")
	assert.Equal(t, 2, s.PendingDraw())
	assert.Equal(t, []string{"2C"}, legal(r, s), "answering is compulsory under StuckDraw")
	s = play(t, r, s, "2C")
	assert.Equal(t, 0, s.PendingDraw(), "drawn at once by seat 2")
	assert.Equal(t, set("KD QD AC AD AH"), s.Hand(2), "chain + 1: three cards")
	assert.Equal(t, 3, s.Turn(), "seat 2 loses its turn")
	r.Chain[cards.Two] = 0
	s = play(t, r, boxesPos(t, "2H,KH", "2C,KS", "KD,QD", "JH", "AC,AD,AH,AS"), "2H", "2C")
	assert.Equal(t, 6, s.Hand(2).Len(), "without Chain a 2 adds its Draw: four cards")
}

// TestTableForcedDraw: a seat that cannot answer the 2-chain draws it
// inside the move that made it, without a move of its own (B5); without
// ForcedDraw the draw is its move.
func TestTableForcedDraw(t *testing.T) {
	r := boxesTable()
	s := play(t, r, boxesPos(t, "2H,KH", "KC,KS", "KD,QD", "JH", "AC,AD,AH,AS"), "2H")
	assert.Equal(t, set("KC KS AC AD"), s.Hand(1))
	assert.Equal(t, 2, s.Turn())
	assert.Equal(t, 0, s.PendingDraw())
	r.ForcedDraw = false
	s = play(t, r, boxesPos(t, "2H,KH", "KC,KS", "KD,QD", "JH", "AC,AD,AH,AS"), "2H")
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, []string{"draw"}, legal(r, s))
	s = play(t, r, s, "draw")
	assert.Equal(t, set("KC KS AC AD"), s.Hand(1))
	assert.Equal(t, 2, s.Turn())
}

// TestTableAnswerBySeven is the house rule "a 2 may also be answered by
// a 7": one field changed. The 7 passes the chain on as it stands and
// feeds the next seat one card; that seat, holding no 2 or 7, then draws
// the chain.
func TestTableAnswerBySeven(t *testing.T) {
	start := boxesPos(t, "2H,KH", "7C,KS", "KD,QD", "JH", "AC,AD,AH,AS")
	r := boxesTable()
	s := play(t, r, start, "2H")
	assert.Equal(t, 2, s.Turn(), "standard: a 7 does not answer, seat 1 draws two")
	assert.Equal(t, set("7C KS AC AD"), s.Hand(1))
	r.Answer |= cards.RankSet(cards.Seven)
	s = play(t, r, start, "2H")
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, []string{"7C"}, legal(r, s))
	s = play(t, r, s, "7C")
	assert.Equal(t, set("KD QD AC AD AH"), s.Hand(2), "fed one, then the chain of two")
	assert.Equal(t, 3, s.Turn())
}

// TestTableOthers: a 5 makes every other seat draw one, from the next
// seat on (B7); with OthersSelf its player draws too, last.
func TestTableOthers(t *testing.T) {
	r := boxesTable()
	s := play(t, r, boxesPos(t, "5H,KH", "KS", "KD", "JH", "AC,AD,AH,AS"), "5H")
	assert.Equal(t, set("KS AC"), s.Hand(1))
	assert.Equal(t, set("KD AD"), s.Hand(2))
	assert.True(t, s.Hand(3).Has(card("AH")))
	assert.Equal(t, set("KH"), s.Hand(0))
	assert.Equal(t, 1, s.Turn())
	r.OthersSelf = true
	s = play(t, r, boxesPos(t, "5H,KH", "KS", "KD", "JH", "AC,AD,AH,AS"), "5H")
	assert.Equal(t, set("KH AS"), s.Hand(0), "the player last")
}

// TestTableFeed: after a 7 the next seat draws one at once and then
// plays, the card drawn included (B9).
func TestTableFeed(t *testing.T) {
	r := boxesTable()
	s := play(t, r, boxesPos(t, "7H,KH", "KS", "KD", "JH", "AH,AD,AC"), "7H")
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, 0, s.PendingDraw())
	assert.Equal(t, set("KS AH"), s.Hand(1))
	assert.Equal(t, []string{"AH"}, legal(r, s))
}

// TestTableAgainThenSkip: the 6's extra turn is a whole turn, in which a
// 4 skips and a 7 feeds as always (B20).
func TestTableAgainThenSkip(t *testing.T) {
	r := boxesTable()
	s := play(t, r, boxesPos(t, "6H,4H,KH", "KS", "KD", "JH", "AC,AD,AH"), "6H")
	assert.Equal(t, 0, s.Turn())
	s = play(t, r, s, "4H")
	assert.Equal(t, 2, s.Turn(), "seat 1 skipped")
	s = play(t, r, boxesPos(t, "6H,7H,KH", "KS", "KD", "JH", "AH,AD,AC"), "6H", "7H")
	assert.Equal(t, set("KS AH"), s.Hand(1))
}

// TestTableStuckDraw: a seat draws only when it holds no card it may
// play, and the draw ends its turn (B11); without DrawEnds and with
// MaxDraw 1 it then plays the card drawn or keeps it with a pass (B26).
func TestTableStuckDraw(t *testing.T) {
	r := boxesTable()
	s := boxesPos(t, "3H,KS", "KC", "KD", "JH", "AH,AD")
	assert.Equal(t, []string{"3H"}, legal(r, s))
	assert.Equal(t, "seat 0 holds a card it may play, and must play one", refused(t, r, s, "draw"))
	assert.Equal(t, "seat 0 holds a card it may play, and must play one", refused(t, r, s, "pass"))
	s = play(t, r, s, "3H")
	assert.Equal(t, []string{"draw"}, legal(r, s), "seat 1 holds no heart")
	s = play(t, r, s, "draw")
	assert.Equal(t, 2, s.Turn(), "DrawEnds: the turn passes")
	assert.Equal(t, set("KC AH"), s.Hand(1))

	r.DrawEnds = false
	s = play(t, r, boxesPos(t, "3H,KS", "KC", "KD", "JH", "AH,AD"), "3H", "draw")
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, []string{"AH", "pass"}, legal(r, s), "the card drawn, or keep it")
	s = play(t, r, boxesPos(t, "3H,KS", "KC", "KD", "JH", "AD,AH"), "3H", "draw")
	assert.Equal(t, []string{"pass"}, legal(r, s), "AD cannot be played")
}

// TestTableLastCardActs: going out ends the game at once (B14); under
// LastCardActs the draws of the last card happen first (B25): a 2's
// pending draw with its part, a 5's, a 7's; the player draws nothing.
func TestTableLastCardActs(t *testing.T) {
	r := boxesTable()
	for _, c := range []struct {
		card   string
		drew   [4]int
		answer bool
	}{
		{card: "7H", drew: [4]int{0, 1, 0, 0}},
		{card: "5H", drew: [4]int{0, 1, 1, 1}},
		{card: "2H", drew: [4]int{0, 3, 0, 0}, answer: true},
	} {
		s := boxesPos(t, c.card, "KS", "KD,2C", "JH", "AC,AD,AH,AS")
		if c.answer {
			// Seat 0's 2 answers seat 3's: a chain of 2 pending.
			s = pos(t, r, c.card+"/KS/KD/* 2S/- AC,AD,AH,AS 0:answer:1:2 cw 0 1 0/8 2 0,0,0,0 - 3:2S/0,0,0,0")
		}
		for _, acts := range []bool{false, true} {
			r.LastCardActs = acts
			next := play(t, r, s, c.card)
			reason, out := next.End()
			assert.Equal(t, EndOut, reason)
			assert.Equal(t, 0, out)
			for seat := range 4 {
				want := 0
				if acts {
					want = c.drew[seat]
				}
				assert.Equal(t, s.Hand(seat).Len()+want-b2i(seat == 0), next.Hand(seat).Len(), "%s, LastCardActs %t, seat %d", c.card, acts, seat)
			}
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestTableBlocked: Boxes' deal is blocked after one pass a seat with an
// empty stock (B13); by default it takes one more.
func TestTableBlocked(t *testing.T) {
	r := boxesTable()
	s := pos(t, r, "KS/KD/KC/* JH/- - 0:play cw 3 3 0/8 3 0,0,0,0 - 3:pass/0,0,0,0")
	require.Equal(t, []string{"pass"}, legal(r, s))
	next := play(t, r, s, "pass")
	reason, _ := next.End()
	assert.Equal(t, EndBlocked, reason)
	r.Blocked = 0
	next = play(t, r, s, "pass")
	assert.Equal(t, 1, next.Turn(), "the fifth pass blocks")
	next = play(t, r, next, "pass")
	reason, _ = next.End()
	assert.Equal(t, EndBlocked, reason)
}

// TestTableMaxMoves: the game ends after MaxMoves moves of any kind
// (B22), and the end reads back from the text form.
func TestTableMaxMoves(t *testing.T) {
	r := boxesTable()
	r.MaxMoves = 3
	s := boxesPos(t, "3H,KS", "KC", "KD", "JH", "AH,AD,AC,AS")
	s = play(t, r, s, "3H", "draw")
	assert.Equal(t, 2, s.Turn())
	s = play(t, r, s, "draw")
	reason, _ := s.End()
	assert.Equal(t, EndMoveLimit, reason)
	assert.Equal(t, "move limit", reason.String())
	assert.Equal(t, s, readBack(t, r, s))
}

// TestTableBonus: a hand's penalty is its cards' and the bonus by its
// count of 3s (B16).
func TestTableBonus(t *testing.T) {
	r := boxesTable()
	assert.Equal(t, 13, r.HandPenalty(set("3C KS")))
	assert.Equal(t, 56, r.HandPenalty(set("3C 3D AS")))
	assert.Equal(t, 59, r.HandPenalty(set("3C 3D 3S")))
	s := pos(t, r, "3C,3D/KS/KD/* JH/- - 0:play cw 0 0 0/8 3 0,0,0,0 - -")
	assert.Equal(t, []int{-56, -10, -10}, r.Score(s)[:3])
}

// TestTableJSONKeepsTheFamily: the table's JSON holds the new fields, and
// a table without them writes what it wrote before.
func TestTableJSONKeepsTheFamily(t *testing.T) {
	r := boxesTable()
	data, err := r.MarshalJSON()
	require.NoError(t, err)
	var back Rules
	require.NoError(t, back.UnmarshalJSON(data))
	assert.Equal(t, r, back)
	data, err = MauMau(4).MarshalJSON()
	require.NoError(t, err)
	assert.NotContains(t, string(data), "followSuit")
	assert.NotContains(t, string(data), "stream")
}

// set reads a set of cards, such as "KS AH", panicking on a bad one.
func set(text string) cards.Set {
	s, err := cards.ParseSet(text)
	if err != nil {
		panic(err)
	}
	return s
}

// card reads a card, panicking on a bad one.
func card(text string) cards.Card {
	c, err := cards.ParseCard(text)
	if err != nil {
		panic(err)
	}
	return c
}

// TestTableBoxesContract runs the checks of cards/cardstest over games of
// Boxes' table (about 290 moves a game under random play) and of its
// options as fields changed: LastCardEffects, PlayDrawn (a draw does not
// end the turn), FiveSelf and UpcardEffects; BigSets, StrictPairs,
// PairAnswersTwo and WildEightsNines; and the 7 answering a 2.
func TestTableBoxesContract(t *testing.T) {
	for name, change := range map[string]func(*Rules){
		"standard":      func(*Rules) {},
		"options":       func(r *Rules) { r.LastCardActs, r.DrawEnds, r.OthersSelf, r.UpcardActs = true, false, true, true },
		"sets":          func(r *Rules) { r.MaxSet, r.UncalledDraw, r.SetAnswers, r.Wild = 4, 0, true, r.Call },
		"seven answers": func(r *Rules) { r.Answer |= cards.RankSet(cards.Seven) },
	} {
		t.Run(name, func(t *testing.T) {
			r := boxesTable()
			change(&r)
			contractOver(t, r, testlong.N(8, 300))
		})
	}
}

// TestTableSets: two cards of a rank laid as one move with the "one card"
// call, the first playable on its own, the top card's effect once (B3,
// B21); without the call a penalty card and no effect (B4, B19); three or
// four with MaxSet 4 (BigSets).
func TestTableSets(t *testing.T) {
	r := boxesTable()
	s := boxesPos(t, "7H,7C,KS", "KD", "QD", "JH", "AH,AD,AC,AS")
	assert.Equal(t, []string{"7H", "7H+7C!", "7H+7C"}, legal(r, s))
	assert.Contains(t, refused(t, r, s, "7C+7H!"), "the first card of a set must be playable on its own")
	next := play(t, r, s, "7H+7C!")
	assert.Equal(t, card("7C"), next.Top())
	assert.Equal(t, cards.Clubs, next.Suit())
	assert.True(t, next.Discards().Has(card("7H")))
	assert.Equal(t, set("KD AH"), next.Hand(1), "the 7's feed, once")
	assert.Equal(t, 1, next.Turn())
	assert.Equal(t, next, readBack(t, r, next))

	// Without the call: one penalty card, no effect, the suit of the top.
	next = play(t, r, s, "7H+7C")
	assert.Equal(t, set("KS AH"), next.Hand(0))
	assert.Equal(t, set("KD"), next.Hand(1), "no feed")
	assert.Equal(t, cards.Clubs, next.Suit())
	assert.Equal(t, 1, next.Drew(0))
	assert.Equal(t, next, readBack(t, r, next))

	// StrictPairs: no uncalled set.
	r.UncalledDraw = 0
	assert.Equal(t, []string{"7H", "7H+7C!"}, legal(r, s))
	assert.Contains(t, refused(t, r, s, "7H+7C"), `must be laid with the "one card" call`)

	// BigSets.
	r = boxesTable()
	r.MaxSet = 4
	s = boxesPos(t, "7H,7C,7D,KS", "KD", "QD", "JH", "AH,AD,AC,AS")
	assert.Equal(t, []string{"7H", "7H+7C!", "7H+7C", "7H+7D+7C!", "7H+7D+7C", "7H+7D!", "7H+7D", "7H+7C+7D!", "7H+7C+7D"}, legal(r, s))
	assert.Contains(t, refused(t, boxesTable(), s, "7H+7D+7C!"), "at most 2 cards")
}

// TestTableSetNamesSuit: a set of 8s laid with the call names a suit;
// without it, none (B2, B19).
func TestTableSetNamesSuit(t *testing.T) {
	r := boxesTable()
	s := boxesPos(t, "8H,8C,KS", "KD", "QD", "JH", "AH,AD,AC,AS")
	assert.Equal(t, []string{"8H:C", "8H:D", "8H:H", "8H:S", "8H+8C!:C", "8H+8C!:D", "8H+8C!:H", "8H+8C!:S", "8H+8C"}, legal(r, s))
	assert.Equal(t, cards.Spades, play(t, r, s, "8H+8C!:S").Suit())
	for _, bad := range []string{"8H+8C!", "8H+8C:S", "8H+8H!", "8H+9H!", "8H"} {
		_, err := r.ParseMove(bad)
		assert.ErrorIs(t, err, cards.ErrSyntax, bad)
	}
	_, err := MauMau(4).ParseMove("QH+QC!")
	assert.ErrorIs(t, err, cards.ErrSyntax, "no sets in Mau-Mau")
}

// TestTableSetAnswers: a 2 is answered by a single 2; with SetAnswers a
// called set of 2s answers too, counting once in the chain (B18).
func TestTableSetAnswers(t *testing.T) {
	r := boxesTable()
	s := play(t, r, boxesPos(t, "2H,KH", "2C,2D,KS", "KD,QD", "JH", "AC,AD,AH,AS"), "2H")
	assert.Equal(t, []string{"2C", "2D"}, legal(r, s))
	assert.Equal(t, "a 2 is on the pile: play a 2 or draw 2", refused(t, r, s, "2C+2D!"))
	r.SetAnswers = true
	assert.Equal(t, []string{"2C", "2D", "2C+2D!", "2D+2C!"}, legal(r, s))
	s = play(t, r, s, "2C+2D!")
	assert.Equal(t, 5, s.Hand(2).Len(), "seat 2 draws one more, as for one 2: three")
	assert.Equal(t, 3, s.Turn())
}

// TestTableDeals: a match of two deals, of 2 cards then 1 (B17): the
// deal's scores join the totals, the next seat deals, and the position
// of the second deal reads back from its text and JSON forms.
func TestTableDeals(t *testing.T) {
	r := boxesTable()
	r.Deals[0], r.Deals[1] = 2, 1
	one := r
	one.Deals = [maxDeals]uint8{}
	one.HandSize[4] = 2
	s, err := r.Start(cards.Deal{Seed: 7, Dealer: 3})
	require.NoError(t, err)
	for seat := range 4 {
		assert.Equal(t, 2, s.Hand(seat).Len())
	}
	p := rand.NewPCG(1, 2)
	for s.Deal() == 0 {
		require.GreaterOrEqual(t, s.Turn(), 0)
		m, _ := r.RandomMove(&s, p)
		// The same move under the table of one deal ends it there.
		end, err := one.Apply(s, m)
		require.NoError(t, err)
		s, err = r.Apply(s, m)
		require.NoError(t, err)
		if s.Deal() == 1 {
			assert.Equal(t, -1, end.Turn())
			for seat := range 4 {
				assert.Equal(t, -r.HandPenalty(end.Hand(seat)), s.Total(seat), "seat %d", seat)
				assert.Equal(t, 1, s.Hand(seat).Len(), "seat %d", seat)
			}
		}
	}
	assert.Equal(t, 0, s.Dealer(), "the seat after the last dealer")
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, s, readBack(t, r, s))
	for s.Turn() >= 0 {
		s, _ = r.Apply(s, cards.Legal(r, s)[0])
	}
	assert.Equal(t, 1, s.Deal(), "the last deal ends the match")
}

// TestPenaltyPoints: under PenaltyPoints the scores are the penalty
// points of the deals finished, the sides' too, and the lowest wins, in a
// session's Result as well; without it, minus the penalties, the hands
// counted as they stand.
func TestPenaltyPoints(t *testing.T) {
	r := boxesTable()
	r.Deals[0], r.Sides = 8, 2
	s := pos(t, r, "KS/KD/KC/* JH/- - 0:play cw 3 3 0/8 3 0,0,0,0 - 3:pass/0,0,0,0")
	big := r.HandPenalty(s.Hand(3))
	assert.Equal(t, []int{-10, -10, -10, -big}, r.Score(s), "the hands as they stand")
	assert.Equal(t, [][]int{{0, 2}, {1, 3}}, r.Teams())
	assert.False(t, r.LowerWins())
	end := play(t, r, s, "pass")
	assert.Equal(t, []int{-10, -10, -10, -big}, r.Score(end))
	assert.Equal(t, []int{-20, -10 - big}, []int{r.Standing(end.Public, 0), r.Standing(end.Public, 1)})
	assert.Equal(t, 0, r.Winner(end.Public))

	r.PenaltyPoints = true
	assert.True(t, r.LowerWins())
	assert.Equal(t, []int{0, 0, 0, 0}, r.Score(s), "no deal finished yet")
	assert.Equal(t, []int{10, 10, 10, big}, r.Score(end))
	assert.Equal(t, []int{20, 10 + big}, []int{r.Standing(end.Public, 0), r.Standing(end.Public, 1)})
	assert.Equal(t, 0, r.Winner(end.Public), "the fewer points win")
	// A session's Result: the penalty points, the side with fewer wins.
	g, err := cards.NewSession(r, cards.Deal{Seed: 3}, "A", "B", "C", "D")
	require.NoError(t, err)
	for g.State().Turn() >= 0 {
		require.NoError(t, g.Play(r.AppendLegal(nil, g.State())[0]))
	}
	score := r.Score(g.State())
	winners := map[int]string{0: "seats 0 and 2 win", 1: "seats 1 and 3 win", -1: "drawn"}[r.Winner(g.State().Public)]
	assert.Equal(t, fmt.Sprintf("%d %d %d %d, %s", score[0], score[1], score[2], score[3], winners), g.Result())
	assert.Equal(t, score[0]+score[2], r.Standing(g.State().Public, 0))
}
