package boxes

import (
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// Table returns the table of the shedding engine (package shedding) that
// plays r: the same deals from the same seeds, the same legal moves in
// the same order and the same effects, move for move, over the whole
// match; the same scores, penalty points (PenaltyPoints), and the same
// winners, the partnership with fewer (its Sides, 2), so that a record
// of Boxes replays on it with its Result. A house rule of
// Boxes is a field of it changed, such as "a 2 may also be answered by a
// 7": t.Answer |= cards.RankSet(cards.Seven). docs/rules/boxes.md names
// the field of each row. r.Variant,
// code, has no place in a table and is left out.
func (r Rules) Table() shedding.Rules {
	eights := cards.RankSet(cards.Eight) | cards.RankSet(cards.Nine)
	t := shedding.Rules{
		Game: "boxes", Players: NumSeats, Deck: cards.Deck52,
		Call: eights, FollowSuit: true, // B1, B2
		Answer: cards.RankSet(cards.Two), ForcedDraw: true, // B5
		MaxSet: 2, UncalledDraw: 1, // B3, B4
		Skip: cards.RankSet(cards.Four), Again: cards.RankSet(cards.Six), // B6, B8
		Reverse:   cards.RankSet(cards.Ten),                 // B10
		StuckDraw: true, DrawEnds: !r.PlayDrawn, MaxDraw: 1, // B11, B26
		Reshuffle: true, LateReshuffle: true, // B12
		Blocked:       NumSeats,     // B13
		MaxMoves:      r.maxMoves(), // B22
		Stream:        pcgStream,    // B23
		Sides:         2,            // seats 0 and 2 against 1 and 3
		PenaltyPoints: true,         // B16, B17: the fewer points win
		OthersSelf:    r.FiveSelf, SetAnswers: r.PairAnswersTwo,
		LastCardActs: r.LastCardEffects, UpcardActs: r.UpcardEffects,
		BonusRank: cards.Three, Bonus: [cards.NumSuits + 1]int16{2: ThreesBonus, 3: ThreesBonus, 4: ThreesBonus}, // B16
	}
	if r.WildEightsNines {
		t.Wild = eights
	}
	if r.BigSets {
		t.MaxSet = cards.NumSuits
	}
	if r.StrictPairs {
		t.UncalledDraw = 0
	}
	// B5: the 2-chain, by TwoDraw.
	t.Draw[cards.Two], t.Chain[cards.Two] = 2, 1
	switch r.TwoDraw {
	case TwoDrawPerTwo:
		t.Draw[cards.Two] = 1
	case TwoDrawTwoEach:
		t.Chain[cards.Two] = 2
	}
	t.Others[cards.Five], t.Feed[cards.Seven] = 1, 1 // B7, B9
	for k := cards.Two; k <= cards.Ace; k++ {
		t.Penalty[k] = int16(penalties[k]) // B16
	}
	// B17: the match.
	sched := r.Deals.norm()
	for i := range sched.Len() {
		t.Deals[i] = uint8(sched.Size(i))
	}
	return t
}
