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
// of Boxes replays on it with its Result; and r.Variant, which the
// table carries as its Variant, runs unchanged on it, the same steps at
// the same point of each move (B27). A house rule of Boxes is a field of
// it changed, such as "a 2 may also be answered by a 7": t.Answer |=
// cards.RankSet(cards.Seven). docs/rules/boxes.md names the field of each
// row.
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
	// B27: the variant, run on the engine.
	if r.Variant != nil {
		t.Variant = tableVariant{v: r.Variant, sched: sched}
	}
	return t
}

// voidKinds maps each kind of Boxes' [Void] to the engine's.
var voidKinds = [NumVoids]shedding.Void{shedding.VoidClubs, shedding.VoidDiamonds, shedding.VoidHearts,
	shedding.VoidSpades, shedding.VoidAnswer, shedding.VoidWild}

// endReasons maps each of the engine's ends to Boxes' [EndReason] (the
// engine's turn limit is not Boxes').
var endReasons = [...]EndReason{shedding.EndNone: EndNone, shedding.EndOut: EndOut,
	shedding.EndBlocked: EndBlocked, shedding.EndMoveLimit: EndMoveLimit}

// fromTable returns s, a position of Boxes' table playing a match of
// schedule sched, as package boxes keeps it, but for the generator of its
// reshuffles and later deals (and the engine of its shuffles), which the
// engine does not give: those are the zero ones.
func fromTable(s shedding.State, sched Schedule) State {
	var b State
	for seat := range NumSeats {
		b.hands[seat], b.lastHands[seat] = s.Hand(seat), s.LastHand(seat)
		b.totals[seat] = uint16(-s.Total(seat))
		b.added[seat], b.drew[seat] = int16(s.AddedScore(seat)), uint8(s.Drew(seat))
		for k, ek := range voidKinds {
			b.setBar(seat, Void(k), uint8(s.Barred(seat, ek)))
		}
	}
	var buf [maxStock]cards.Card
	stock := s.AppendStock(buf[:0]) // top first
	for i, c := range stock {
		b.stock[len(stock)-1-i] = c
	}
	b.nstock = uint8(len(stock))
	b.discard, b.top, b.suit = s.Discards(), s.Top(), s.Suit()
	b.mover, b.dealer, b.deal = uint8(s.Turn()+1), uint8(s.Dealer()), uint8(s.Deal())
	b.dir, b.phase = Direction(s.Direction()), Phase(s.Phase())
	b.chain, b.pending, b.passes = uint8(s.Chain()), uint8(s.PendingDraw()), uint8(s.Passes())
	b.moves, b.drawn = uint16(s.MoveCount()), cards.NoCard
	if c, ok := s.Drawn(); ok {
		b.drawn = c
	}
	seat, m := s.LastMove()
	b.lastSeat, b.lastMove = int8(seat+1), fromTableMove(m)
	if s.UpcardEvent() {
		b.lastSeat = upcardSeat
	}
	deal, reason, out := s.LastEnd()
	b.lastDeal, b.lastReason, b.lastOut = int8(deal+1), endReasons[reason%shedding.EndReason(len(endReasons))], int8(out+1)
	b.sched = sched
	for i := range NumCounters {
		b.counters[i] = uint8(s.Counter(i))
	}
	return b
}

// fromTableMove returns m, a move of Boxes' table, as a Boxes [Move].
func fromTableMove(m shedding.Move) Move {
	var b Move
	switch m.Kind() {
	case shedding.KindCard:
		b = Play(m.Card())
	case shedding.KindSet:
		// The first card, those between (in card order: a Move keeps
		// only their suits), the top card.
		f, t := m.Card(), m.Top()
		cs := [cards.NumSuits]cards.Card{f}
		n := 1
		for c := range m.Cards().Remove(f).Remove(t).All() {
			cs[n] = c
			n++
		}
		cs[n] = t
		b = PlaySet(m.OneCard(), cs[:n+1]...)
	case shedding.KindDraw:
		return Draw()
	case shedding.KindPass:
		return Pass()
	default:
		return Move{}
	}
	if u, ok := m.Call(); ok {
		b = b.WithCall(u)
	}
	return b
}
