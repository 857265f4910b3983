package boxes

import (
	"math/bits"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// RandomMove returns a legal move of the seat to move in s drawn uniformly
// at random from p, and true; or the zero Move and false when s is over, or
// s or p is nil. It does not change s. The move is exactly
// cards.Legal(r, *s)[k] for the k that cards.UintN(p, n) draws, n the
// number of legal moves, and p advances as that
// draw advances it, so a seeded playout gives the same match through
// RandomMove as through [Rules.AppendLegal] and a drawn index.
//
// The moves are counted with bit counts, not listed, and only the chosen
// one is built: singles with the suit calls of 8s and 9s, sets (bigger ones
// too, under [Rules.BigSets]) with and without the "one card" call, a draw
// or a pass. It allocates nothing.
func (r Rules) RandomMove(s *State, p *rand.PCG) (Move, bool) {
	m, in := r.random(s, p)
	return m, in != drewNone
}

// RandomStep draws a random legal move of the seat to move in s from p and
// plays it in place: the [cards.RandomStepper] fast path. The move is the
// one [Rules.RandomMove] draws, with the same draws from p, and *s ends as
// [Rules.ApplyTo] leaves it for that move; it returns the move and true.
// When s is over, or s or p is nil, it returns the zero Move and false,
// drawing nothing and changing nothing. The move, being the position's own
// draw, is played without the checks ApplyTo makes of a move from outside,
// by the code that plays ApplyTo's, in the call that draws it.
// It allocates nothing (a [Variant]'s moves take their Effects from a
// pool, as ApplyTo's do).
func (r Rules) RandomStep(s *State, p *rand.PCG) (Move, bool) {
	if p == nil || r.play(s, Move{}, p) != nil { // a nil p would ask play to check Move{}
		return Move{}, false
	}
	m := s.lastMove // the move applied, even when it dealt a deal whose upcard is the last event
	s.settleUpcard()
	return m, true
}

// The answers of random besides the move: in which phase it drew one.
const (
	drewNone  = iota // none: s is over, or s or p is nil
	drewPlay         // a move of PhasePlay, s not nil
	drewOther        // a move of another phase
)

// random is RandomMove, but returns with the move the phase of s it drew
// it in (drewPlay or drewOther), or drewNone for no move, so that play
// need not look at s again.
func (r *Rules) random(s *State, p *rand.PCG) (Move, uint8) {
	if p == nil || s == nil || s.mover == 0 {
		return Move{}, drewNone
	}
	if s.phase != PhasePlay {
		if m, ok := r.randomOther(s, p); ok {
			return m, drewOther
		}
		return Move{}, drewNone
	}
	h := s.hands[(s.mover-1)&(NumSeats-1)] // in range, said so to spare a check
	firsts := r.playable(h, s.suit)
	if firsts == 0 {
		// One move: cards.UintN(p, 1) draws one number and returns 0.
		p.Uint64()
		if s.nstock > 0 || s.discard != 0 {
			return Draw(), drewPlay
		}
		return Pass(), drewPlay
	}
	// The singles in card order: the cards below the 8s, the 8s and 9s
	// (four moves each, one per suit named), the cards above the 9s; then
	// the sets, started by a first card with a partner of its rank.
	const below = callers&^(callers<<1) - 1 // the cards below the 8 of clubs, its bit less one
	calls := firsts & callers
	n := uint64(firsts.Len())
	if calls != 0 {
		n += 3 * uint64(calls.Len())
	}
	total := n
	sets := firsts & paired(h)
	if sets != 0 {
		total += r.countSets(h, sets, !r.StrictPairs)
	}
	k := cards.UintN(p, total)
	switch {
	case k >= n:
		return r.nthSet(h, sets, !r.StrictPairs, k-n), drewPlay
	case calls == 0:
		return singles[nthCard(firsts, k)], drewPlay
	}
	under := firsts & below
	m := uint64(under.Len())
	if k < m {
		return singles[nthCard(under, k)], drewPlay
	}
	k -= m
	if m = 4 * uint64(calls.Len()); k < m {
		return withCall(singles[nthCard(calls, k/4)], k%4), drewPlay
	}
	return singles[nthCard(firsts&^(below|callers), k-m)], drewPlay
}

// randomOther is RandomMove in [PhaseAnswer] and [PhaseDrawn].
func (r *Rules) randomOther(s *State, p *rand.PCG) (Move, bool) {
	if s.phase == PhaseDrawn {
		// The drawn card when it can be played (once per suit named for
		// an 8 or 9), then Pass.
		c := s.drawn
		n := uint64(1)
		switch {
		case r.playable(1<<(c&63), s.suit) == 0:
			n = 0
		case isCaller(c.Rank()):
			n = 4
		}
		k := cards.UintN(p, n+1)
		switch {
		case k == n:
			return Pass(), true
		case n == 4:
			return withCall(single(c), k), true
		}
		return single(c), true
	}
	// Each 2 alone, in card order, then the called sets of 2s.
	twos := s.hands[(s.mover-1)&(NumSeats-1)].OfRank(cards.Two)
	n := uint64(twos.Len())
	var sets cards.Set
	if r.PairAnswersTwo && paired(twos) != 0 {
		sets = twos
	}
	total := n + r.countSets(twos, sets, false)
	if total == 0 {
		return Move{}, false // not reached: a seat answers a 2 with a 2
	}
	k := cards.UintN(p, total)
	if k < n {
		return singles[nthCard(twos, k)], true
	}
	return r.nthSet(twos, sets, false, k-n), true
}

// withCall returns m, which names no suit, naming suit i: the i-th of the
// moves appendCalls appends for m.
func withCall(m Move, i uint64) Move {
	const call = 1 << (24 + callShift) // the suit named, 1 + the suit
	return Move{m.v + uint32(i+1)*call}
}

// nthCard returns the card of v that has k cards of v below it, k < v.Len().
func nthCard(v cards.Set, k uint64) cards.Card {
	for ; k > 0; k-- {
		v &= v - 1
	}
	return low(v)
}

// setMoves returns the factors of the number of moves appendSets appends
// for the sets of cards of h whose first card is f, which has a partner of
// its rank in h: the top cards (tops, one for each partner), the sets of
// cards between for each top (1<<between: 1, or with [Rules.BigSets] every
// subset of the other partners), and the moves of each set (each: the "one
// card" call once, or once per suit named for 8s and 9s, and then once
// without it when uncalled).
func (r *Rules) setMoves(h cards.Set, f cards.Card, uncalled bool) (tops, between, each uint64) {
	tops = uint64(bits.OnesCount8(uint8(h>>(f&^3))&0xF)) - 1
	if r.BigSets && tops > 1 {
		between = tops - 1
	}
	each = 1
	if callers&(1<<(f&63)) != 0 {
		each = 4
	}
	if uncalled {
		each++
	}
	return tops, between, each
}

// countSets returns the number of moves appendSets appends for the sets of
// cards of h whose first card is in firsts, every card of firsts having a
// partner of its rank in h.
func (r *Rules) countSets(h, firsts cards.Set, uncalled bool) uint64 {
	n := uint64(0)
	for v := firsts; v != 0; v &= v - 1 {
		tops, between, each := r.setMoves(h, low(v), uncalled)
		n += tops << (between & 3) * each // between < 3
	}
	return n
}

// nthSet returns move k of those appendSets appends for the sets of cards
// of h whose first card is in firsts, k below their count.
func (r *Rules) nthSet(h, firsts cards.Set, uncalled bool, k uint64) Move {
	for v := firsts; v != 0; v &= v - 1 {
		f := low(v)
		tops, between, each := r.setMoves(h, f, uncalled)
		if n := tops << (between & 3) * each; k >= n { // between < 3
			k -= n
			continue
		}
		i, j := k/each, k%each
		base := f &^ 3 // the rank's first card
		others := h & (0xF << base) &^ (1 << f)
		// Choice i: the top card, in card order, and for each the cards
		// between, a subset of the rest in increasing order, which is
		// the order of its bits deposited in the rest's.
		t := nthCard(others, i>>between)
		played := cards.Set(1)<<f | cards.Set(1)<<t
		rest := others &^ (1 << t)
		for sub := i & (1<<between - 1); sub != 0; sub >>= 1 {
			if sub&1 != 0 {
				played |= rest & -rest
			}
			rest &= rest - 1
		}
		m := newMove(KindSet, f, t, oneBit|moveBits(played>>base)&suitBits)
		switch {
		case j == each-1 && uncalled:
			return m.withBits(m.bits() &^ oneBit)
		case each >= 4:
			return withCall(m, j)
		}
		return m
	}
	return Move{} // not reached: k is below the count
}
