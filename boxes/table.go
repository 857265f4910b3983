package boxes

import (
	"cmp"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/intern"
	"github.com/cardrules/cardrules/shedding"
)

// Table returns the table of the shedding engine that r plays, r.Variant
// its Variant (B27). A house rule of Boxes is a field of it changed, such
// as "a 2 may also be answered by a 7": t.Answer |=
// cards.RankSet(cards.Seven), the changed table a game of its own.
// docs/rules/boxes.md names the field of each row.
func (r Rules) Table() shedding.Rules { return *r.engine() }

// table builds the table of r; [Rules.engine] keeps it.
func (r *Rules) table() shedding.Rules {
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
		Blocked:       NumSeats,                                                        // B13
		MaxMoves:      min(cmp.Or(max(r.MaxMoves, 0), DefaultMaxMoves), MaxMovesLimit), // B22
		Stream:        0x626f786573,                                                    // B23: "boxes"
		Sides:         2,                                                               // seats 0 and 2 against 1 and 3
		PenaltyPoints: true,                                                            // B16, B17: the fewer points win
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
	t.Others[cards.Five], t.Feed[cards.Seven] = 1, 1                                                                  // B7, B9
	t.Penalty = [cards.Ace + 1]int16{cards.Three: 3, cards.Jack: 10, cards.Queen: 10, cards.King: 10, cards.Four: 15, // B16
		cards.Two: 20, cards.Seven: 20, cards.Ten: 25, cards.Five: 30, cards.Six: 30, cards.Nine: 30, cards.Eight: 50}
	// B17: the match.
	for i := range r.Deals.Len() {
		t.Deals[i] = uint8(r.Deals.Size(i))
	}
	t.Variant = r.Variant // B27
	return t
}

// tables holds the table of every Rules met.
var tables intern.Table[Rules, shedding.Rules]

// engine returns the table of r, made once for equal Rules: a pointer
// that must not be written through. Rules whose Variant cannot be
// compared get a table of their own each call.
func (r *Rules) engine() *shedding.Rules {
	if r.Variant != nil && !intern.Comparable(*r) {
		t := r.table()
		return &t
	}
	return tables.Get(*r, func(r Rules) shedding.Rules { return r.table() })
}
