//go:build ignore

package boxes

import (
	"math/bits"

	"github.com/cardrules/cardrules/cards"
)

// This file keeps the engine of the first release, written plainly, as an
// oracle for the fast one: refLegal and refApply are AppendLegal and Apply
// as they were before they were tuned for speed (a switch over the phase
// and the rank, a listing that appends move by move, a check that tests
// one rule after another). They build moves only through the exported
// constructors and read them only through the exported accessors, so they
// do not depend on how a Move is laid out, and they share no helper with
// the package: TestPropertyApplyTo compares the two engines on thousands
// of random positions.

// refLegal returns the legal moves of s in the documented order.
func refLegal(r Rules, s State) []Move {
	if s.mover == 0 {
		return nil
	}
	var dst []Move
	h := s.hands[s.mover-1]
	switch s.phase {
	case PhaseAnswer:
		twos := h.OfRank(cards.Two)
		for v := twos; v != 0; v &= v - 1 {
			dst = append(dst, Play(refLow(v)))
		}
		if r.PairAnswersTwo {
			dst = refSets(r, dst, twos, twos, false)
		}
		return dst
	case PhaseDrawn:
		if refPlayable(r, cards.SetOf(s.drawn), s.suit) != 0 {
			dst = refSingles(dst, s.drawn)
		}
		return append(dst, Pass())
	}
	firsts := refPlayable(r, h, s.suit)
	if firsts == 0 {
		if s.nstock > 0 || s.discard != 0 {
			return append(dst, Draw())
		}
		return append(dst, Pass())
	}
	for v := firsts; v != 0; v &= v - 1 {
		dst = refSingles(dst, refLow(v))
	}
	return refSets(r, dst, h, firsts, !r.StrictPairs)
}

// refLow returns the lowest card of a non-empty set.
func refLow(v cards.Set) cards.Card { return cards.Card(bits.TrailingZeros64(uint64(v))) }

// refCaller reports whether c names a suit when it takes effect.
func refCaller(c cards.Card) bool { return c.Rank() == cards.Eight || c.Rank() == cards.Nine }

// refSingles appends the moves playing c alone: once per named suit for an
// 8 or a 9.
func refSingles(dst []Move, c cards.Card) []Move {
	if !refCaller(c) {
		return append(dst, Play(c))
	}
	for u := range cards.Suit(cards.NumSuits) {
		dst = append(dst, Play(c).WithCall(u))
	}
	return dst
}

// refSets appends the sets of cards of h whose first card is in firsts:
// each called (once per named suit for 8s and 9s), then uncalled when
// uncalled is true.
func refSets(r Rules, dst []Move, h, firsts cards.Set, uncalled bool) []Move {
	for vf := firsts; vf != 0; vf &= vf - 1 {
		f := refLow(vf)
		others := h.OfRank(f.Rank()).Remove(f)
		for vt := others; vt != 0; vt &= vt - 1 {
			t := refLow(vt)
			var rest cards.Set
			if r.BigSets {
				rest = others.Remove(t)
			}
			for sub := cards.Set(0); ; sub = (sub - rest) & rest {
				cs := append([]cards.Card{f}, sub.Cards()...)
				cs = append(cs, t)
				if refCaller(f) {
					for u := range cards.Suit(cards.NumSuits) {
						dst = append(dst, PlaySet(true, cs...).WithCall(u))
					}
				} else {
					dst = append(dst, PlaySet(true, cs...))
				}
				if uncalled {
					dst = append(dst, PlaySet(false, cs...))
				}
				if sub == rest {
					break
				}
			}
		}
	}
	return dst
}

// refPlayable returns the cards of h that may be played on suit.
func refPlayable(r Rules, h cards.Set, suit cards.Suit) cards.Set {
	p := h.OfSuit(suit)
	if r.WildEightsNines {
		p |= h.OfRank(cards.Eight) | h.OfRank(cards.Nine)
	}
	return p
}

// refApply returns the position after m, or s unchanged and the
// *cards.MoveError Apply documents.
func refApply(r Rules, s State, m Move) (State, error) {
	if why := refRefusal(r, &s, m); why != "" {
		return s, &cards.MoveError{Game: "boxes", Seat: s.Turn(), Move: m.String(), Reason: why}
	}
	refPlay(r, &s, m)
	return s, nil
}

// refRefusal returns why m is not legal in s, or "".
func refRefusal(r Rules, s *State, m Move) string {
	if s.mover == 0 {
		return "the match is over"
	}
	if !m.Valid() {
		return "the move is malformed"
	}
	h := s.hands[s.mover-1]
	switch s.phase {
	case PhaseAnswer:
		if (m.Kind() != KindCard && m.Kind() != KindSet) || m.Card().Rank() != cards.Two {
			return "a 2 must be answered with a 2"
		}
		if m.Kind() == KindSet {
			switch {
			case !r.PairAnswersTwo:
				return "a 2 is answered with a single 2"
			case !m.OneCard():
				return "a set of 2s answers only with the \"one card\" call"
			case m.Cards().Len() > 2 && !r.BigSets:
				return "only pairs may be laid together"
			}
		}
		if miss := m.Cards().Minus(h); miss != 0 {
			return refLow(miss).String() + " is not in the hand"
		}
		return ""
	case PhaseDrawn:
		if m.Kind() == KindPass {
			return ""
		}
		if refPlayable(r, cards.SetOf(s.drawn), s.suit) == 0 {
			return "the drawn card " + s.drawn.String() + " cannot be played on " + s.suit.Name() + ": only pass is legal"
		}
		if m.Kind() == KindCard && m.Card() == s.drawn {
			return ""
		}
		return "only the drawn card " + s.drawn.String() + " may be played, or pass"
	}
	playable := refPlayable(r, h, s.suit)
	switch m.Kind() {
	case KindDraw, KindPass:
		if playable != 0 {
			return "a card can be played"
		}
		canDraw := s.nstock > 0 || s.discard != 0
		if m.Kind() == KindDraw && !canDraw {
			return "there is nothing to draw"
		}
		if m.Kind() == KindPass && canDraw {
			return "a card can be drawn"
		}
		return ""
	case KindSet:
		if m.Cards().Len() > 2 && !r.BigSets {
			return "only pairs may be laid together"
		}
		if !m.OneCard() && r.StrictPairs {
			return "a pair must be announced with \"one card\""
		}
	}
	if miss := m.Cards().Minus(h); miss != 0 {
		return refLow(miss).String() + " is not in the hand"
	}
	if !playable.Has(m.Card()) {
		return "the suit in force is " + s.suit.Name()
	}
	return ""
}

// refMaxMoves returns the move limit per deal: MaxMoves, or the default
// for 0 and less, at most MaxMovesLimit (for rules that were not validated).
func refMaxMoves(r Rules) int {
	switch {
	case r.MaxMoves <= 0:
		return DefaultMaxMoves
	case r.MaxMoves > MaxMovesLimit:
		return MaxMovesLimit
	}
	return r.MaxMoves
}

// refPlay plays the legal move m.
func refPlay(r Rules, s *State, m Move) {
	seat := int(s.mover) - 1
	s.drew = [NumSeats]uint8{}
	s.lastMove, s.lastSeat = m, int8(seat+1)
	s.moves++
	step := 1
	if s.dir == Counterclockwise {
		step = NumSeats - 1
	}
	switch m.Kind() {
	case KindDraw:
		s.passes = 0
		refVoid(r, s, seat)
		c, ok := refDrawOne(s, seat)
		if ok && r.PlayDrawn {
			s.phase, s.drawn = PhaseDrawn, c
		} else {
			refTurnTo(s, seat+step)
		}
	case KindPass:
		if s.phase == PhaseDrawn {
			s.passes = 0
		} else {
			s.passes++
			refVoid(r, s, seat)
		}
		s.phase, s.drawn = PhasePlay, cards.NoCard
		if s.passes >= NumSeats {
			refEndDeal(r, s, EndBlocked)
			return
		}
		refTurnTo(s, seat+step)
	default:
		s.passes = 0
		s.phase, s.drawn = PhasePlay, cards.NoCard
		played := m.Cards()
		for c := range played.All() {
			refSpend(s, seat, c)
		}
		s.hands[seat] &^= played
		if s.top.Valid() {
			s.discard = s.discard.Add(s.top)
		}
		s.discard |= played.Remove(m.Top())
		s.top, s.suit = m.Top(), m.Top().Suit()
		if m.Kind() == KindSet && !m.OneCard() {
			refDrawOne(s, seat)
			if s.hands[seat] == 0 {
				refEndDeal(r, s, EndOut)
				return
			}
			refTurnTo(s, seat+step)
			break
		}
		if u, ok := m.Call(); ok {
			s.suit = u
		}
		if s.hands[seat] == 0 {
			if r.LastCardEffects {
				refLastCardEffect(r, s, m.Card().Rank(), seat)
			}
			refEndDeal(r, s, EndOut)
			return
		}
		refEffect(r, s, m.Card().Rank(), seat)
	}
	if int(s.moves) >= refMaxMoves(r) {
		refEndDeal(r, s, EndMoveLimit)
	}
}

// refEffect applies the effect of a card of rank k played by seat and
// passes the turn.
func refEffect(r Rules, s *State, k cards.Rank, seat int) {
	st := 1
	if s.dir == Counterclockwise {
		st = NumSeats - 1
	}
	next := (seat + st) % NumSeats
	switch k {
	case cards.Two:
		s.chain++
		s.pending = uint8(refTwoDraw(r, int(s.chain)))
		if s.hands[next].OfRank(cards.Two) != 0 {
			s.phase = PhaseAnswer
			refTurnTo(s, next)
			return
		}
		s.setBar(next, VoidTwos, uint8(s.hands[next].Len())) // no free draw after the void
		refDrawN(s, next, int(s.pending))
		s.chain, s.pending = 0, 0
		refTurnTo(s, next+st)
	case cards.Four:
		refTurnTo(s, seat+2*st)
	case cards.Five:
		for i := 1; i < NumSeats; i++ {
			refDrawOne(s, (seat+i*st)%NumSeats)
		}
		if r.FiveSelf {
			refDrawOne(s, seat)
		}
		refTurnTo(s, next)
	case cards.Six:
		refTurnTo(s, seat)
	case cards.Seven:
		refDrawOne(s, next)
		refTurnTo(s, next)
	case cards.Ten:
		s.dir ^= 1
		if s.dir == Counterclockwise {
			refTurnTo(s, seat+NumSeats-1)
		} else {
			refTurnTo(s, seat+1)
		}
	default:
		refTurnTo(s, next)
	}
}

// refLastCardEffect applies the draw effects of the card with which seat
// went out.
func refLastCardEffect(r Rules, s *State, k cards.Rank, seat int) {
	st := 1
	if s.dir == Counterclockwise {
		st = NumSeats - 1
	}
	next := (seat + st) % NumSeats
	switch k {
	case cards.Two:
		refDrawN(s, next, refTwoDraw(r, int(s.chain)+1))
	case cards.Five:
		for i := 1; i < NumSeats; i++ {
			refDrawOne(s, (seat+i*st)%NumSeats)
		}
	case cards.Seven:
		refDrawOne(s, next)
	}
}

// refTwoDraw returns the cards drawn for a chain of n 2s (B5); rules that
// were not validated, and chains out of range, draw as the default does.
func refTwoDraw(r Rules, n int) int {
	if n >= 1 && n <= cards.NumSuits {
		switch r.TwoDraw {
		case TwoDrawChainPlusOne:
			return n + 1
		case TwoDrawPerTwo:
			return n
		case TwoDrawTwoEach:
			return 2 * n
		}
	}
	return min(max(n, 1), cards.NumSuits) + 1
}

// refVoid records that seat, which draws or passes in PhasePlay, holds no
// card of the suit in force (nor an 8 or 9 when they are wild): no draw
// of it is free after this one for those kinds.
func refVoid(r Rules, s *State, seat int) {
	h := uint8(s.hands[seat].Len())
	s.setBar(seat, Void(s.suit), h)
	if r.WildEightsNines {
		s.setBar(seat, VoidEightsNines, h)
	}
}

// refSpend records that seat plays c, written with the free draws of
// docs/dev/inference.md rather than the barred counts the engine keeps:
// free[k], the draws free after the seat's last void in k (the deal's
// cards counting as draws before every void), is the hand's size less
// barred[k]; c takes the earliest draw free after the latest void of its
// kinds, which is free for every k with at least as many free draws.
func refSpend(s *State, seat int, c cards.Card) {
	h := s.hands[seat].Len()
	var free [NumVoids]int
	for k := range free {
		free[k] = h - s.Barred(seat, Void(k))
	}
	f := free[c.Suit()]
	if c.Rank() == cards.Two {
		f = min(f, free[VoidTwos])
	}
	if refCaller(c) {
		f = min(f, free[VoidEightsNines])
	}
	for k := range free {
		if free[k] >= f {
			free[k]--
		}
		s.setBar(seat, Void(k), uint8(h-1-free[k]))
	}
}

// refTurnTo gives the turn to seat x modulo 4.
func refTurnTo(s *State, x int) { s.mover = uint8(x%NumSeats) + 1 }

// refDrawN makes seat draw n cards, or as many as exist.
func refDrawN(s *State, seat, n int) {
	for range n {
		if _, ok := refDrawOne(s, seat); !ok {
			return
		}
	}
}

// refDrawOne moves the top card of the stock to seat's hand, reshuffling
// the discards into the stock first when it is empty.
func refDrawOne(s *State, seat int) (cards.Card, bool) {
	if s.nstock == 0 {
		n := 0
		for v := s.discard; v != 0; v &= v - 1 {
			s.stock[n] = refLow(v)
			n++
		}
		s.discard = 0
		cards.Deck(s.stock[:n]).ShufflePCG(&s.rng)
		s.nstock = uint8(n)
		if n == 0 {
			return cards.NoCard, false
		}
	}
	s.nstock--
	c := s.stock[s.nstock]
	s.stock[s.nstock] = 0
	s.hands[seat] = s.hands[seat].Add(c)
	s.drew[seat]++
	return c, true
}

// refEndDeal scores the deal and deals the next one, or ends the match.
func refEndDeal(r Rules, s *State, why EndReason) {
	s.lastOut = 0
	for seat, h := range s.hands {
		if h == 0 && why == EndOut {
			s.lastOut = int8(seat + 1)
		}
		s.totals[seat] = uint16(min(int(s.totals[seat])+wantScore(h), 0xFFFF))
	}
	s.lastHands = s.hands
	s.barred = [NumSeats]uint64{}
	s.lastReason = why
	s.lastDeal = int8(s.deal) + 1
	s.deal++
	s.chain, s.pending, s.passes = 0, 0, 0
	s.phase, s.drawn = PhasePlay, cards.NoCard
	if int(s.deal) >= s.sched.Len() {
		s.mover = 0
		return
	}
	s.dealer = (s.dealer + 1) % NumSeats
	deck := cards.NewDeck52()
	deck.ShufflePCG(&s.rng)
	n := s.sched.Size(int(s.deal))
	s.hands = [NumSeats]cards.Set{}
	for i := range NumSeats * n {
		seat := (int(s.dealer) + 1 + i) % NumSeats
		s.hands[seat] = s.hands[seat].Add(deck[i])
	}
	s.top = deck[NumSeats*n]
	s.suit = s.top.Suit()
	s.discard = 0
	s.stock = [maxStock]cards.Card{}
	rest := cards.NumCards - NumSeats*n - 1
	for i := range rest {
		s.stock[i] = deck[cards.NumCards-1-i]
	}
	s.nstock = uint8(rest)
	s.dir = Clockwise
	s.chain, s.pending, s.passes, s.moves = 0, 0, 0, 0
	refTurnTo(s, int(s.dealer)+1)
	if r.UpcardEffects {
		drew := s.drew
		s.drew = [NumSeats]uint8{}
		refEffect(r, s, s.top.Rank(), int(s.dealer))
		if s.drew == ([NumSeats]uint8{}) {
			s.drew = drew
		} else { // an upcard that made seats draw is the deal's first event (B24)
			s.lastSeat, s.lastMove = upcardSeat, Play(s.top)
		}
	}
}
