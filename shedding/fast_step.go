//go:build !cardrules_reference

package shedding

import (
	"encoding/binary"
	"math/bits"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// The fast path of the random steps ([Rules.Steps], and so cards.Playout):
// the moves randomMove draws and the positions apply leaves, computed
// another way for the common moves, with what the table says read once a
// call into a fastTable. Every move it does not know (a draw pending, a
// set, a card that ends the deal) goes to the rule steps of play.go, so
// that no rule lives here alone. fast_test.go checks it against them.

// fastTable is what the fast path reads of a table, worked out once for a
// run of steps.
type fastTable struct {
	r *Rules
	// plain are the cards whose play does nothing beyond the pile: not
	// of Reverse, Again or Skip, and of a rank with no Draw, Chain,
	// Others or Feed. With no draw pending, the next seat moves.
	plain cards.Set
	// movesCap is MaxMoves-1 as apply compares it: a move made while
	// fewer moves than it have been made does not end the game.
	movesCap uint32
	// playsCap is the count of cards played that ends the game: MaxPlays,
	// or MaxPlaysLimit.
	playsCap int
	// refill says that the stock is refilled as soon as it runs out
	// (Reshuffle, not LateReshuffle).
	refill bool
}

// newFastTable returns the fastTable of r.
func newFastTable(r *Rules) fastTable {
	f := fastTable{r: r, movesCap: uint32(r.MaxMoves - 1), playsCap: r.MaxPlays,
		refill: r.Reshuffle && !r.LateReshuffle}
	if f.playsCap == 0 {
		f.playsCap = MaxPlaysLimit
	}
	f.plain = cards.Deck52 &^ (r.Reverse | r.Again | r.Skip)
	for k := cards.Two; k <= cards.Ace; k++ {
		if r.Draw[k]|r.Chain[k]|r.Others[k]|r.Feed[k] != 0 {
			f.plain &^= cards.RankSet(k)
		}
	}
	return f
}

// fastSteps is [Rules.Steps] for a position that fits r, through the fast
// path; it reports false when it does not play the table (never, in this
// build).
func (r *Rules) fastSteps(s *State, p *rand.PCG, max int) (int, bool) {
	f := newFastTable(r)
	n := 0
	for n < max && s.mover != 0 {
		f.apply(s, f.random(s, p))
		n++
	}
	return n, true
}

// random is randomMove: the moves of a seat that has not drawn this turn,
// with no draw pending, are counted and drawn here, pairs included
// (MaxSet 2); the rest by randomMove.
func (f *fastTable) random(s *State, p *rand.PCG) Move {
	r := f.r
	if s.pending != 0 || s.drawn != 0 {
		return r.randomMove(s, p)
	}
	h := s.hands[s.mover-1]
	cs := r.playable(&s.Public, h)
	if cs == 0 {
		// The draw or the pass alone: cards.UintN(p, 1) draws one
		// number and returns 0.
		p.Uint64()
		return r.drawOrPass(&s.Public)
	}
	n := r.moveCount(cs)
	all := n // and the draw or pass, but under StuckDraw
	if !r.StuckDraw {
		all++
	}
	var firsts cards.Set
	if r.MaxSet >= 2 {
		firsts = cs & paired(h)
	}
	if firsts != 0 {
		if r.MaxSet != 2 {
			return r.randomWithSets(s, p, cs, h, firsts, n, all)
		}
		uncalled := r.UncalledDraw > 0
		ns := f.countPairs(h, firsts, uncalled)
		k := int(cards.UintN(p, uint64(all+ns)))
		switch {
		case k < n:
			return r.nthPlay(cs, k)
		case k < n+ns:
			return f.nthPair(h, firsts, uncalled, k-n)
		}
		return r.drawOrPass(&s.Public)
	}
	k := int(cards.UintN(p, uint64(all)))
	switch {
	case k == n:
		return r.drawOrPass(&s.Public)
	case cs&r.Call == 0:
		c, _ := cs.Nth(k)
		return Play(c)
	}
	return r.nthPlay(cs, k)
}

// countPairs is countSets for a table whose sets are pairs (MaxSet 2):
// for each first card, each other card of its rank in h is a top card,
// laid with the call once, or once for each suit when it is one of Call,
// and once more without it when uncalled.
func (f *fastTable) countPairs(h, firsts cards.Set, uncalled bool) int {
	n := 0
	for vf := firsts; vf != 0; vf &= vf - 1 {
		c := cards.Card(bits.TrailingZeros64(uint64(vf)))
		others := h.OfRank(c.Rank()).Remove(c)
		per := others.Len()
		if uncalled {
			per *= 2
		}
		n += per + 3*(others&f.r.Call).Len()
	}
	return n
}

// nthPair is walkSets for the k-th pair, in its order: by first card,
// then top card, the calls before the pair laid without the call.
func (f *fastTable) nthPair(h, firsts cards.Set, uncalled bool, k int) Move {
	for vf := firsts; vf != 0; vf &= vf - 1 {
		c := cards.Card(bits.TrailingZeros64(uint64(vf)))
		for vt := h.OfRank(c.Rank()).Remove(c); vt != 0; vt &= vt - 1 {
			t := cards.Card(bits.TrailingZeros64(uint64(vt)))
			suits := uint8(1<<c.Suit() | 1<<t.Suit())
			calls := 1
			if has(f.r.Call, t) {
				calls = cards.NumSuits
			}
			if k < calls {
				m := newSet(c, t, suits, true)
				if calls > 1 {
					m = m.WithCall(cards.Suit(k))
				}
				return m
			}
			k -= calls
			if uncalled {
				if k == 0 {
					return newSet(c, t, suits, false)
				}
				k--
			}
		}
	}
	return Move{} // not reached: k is below countPairs
}

// apply is apply: a card played that leaves its seat a card, ends
// neither the deal nor the game and leaves no draw pending, here; the
// rest by apply.
func (f *fastTable) apply(s *State, m Move) {
	seat := int(s.mover) - 1
	h := s.hands[seat]
	c := m.card
	if m.kind != KindCard || h&^cards.SetOf(c) == 0 || int(s.plays)+1 >= f.playsCap || s.moves >= f.movesCap {
		f.r.apply(s, m)
		return
	}
	s.moves++
	s.lastSeat, s.lastMove, s.upcard, s.justDrew = uint8(seat+1), m, false, 0
	s.drew = [MaxPlayers]uint8{}
	s.passes, s.drawn = 0, 0
	s.hands[seat] = h &^ cards.SetOf(c)
	f.spend(&s.barred[seat], c)
	s.discard |= cards.SetOf(s.top)
	s.plays++
	s.top, s.suit, s.named = c, c.Suit(), false
	if u := m.call(); u != 0 {
		s.suit, s.named = cards.Suit(u-1), true
	}
	if s.nstock == 0 && f.refill && s.discard != 0 {
		reshuffle(s)
	}
	if s.pending == 0 && has(f.plain, c) {
		s.mover = uint8(s.next(seat, 1) + 1)
		return
	}
	s.mover = uint8(f.r.effect(s, seat, c) + 1)
}

// spend is the rule step spend for one card c played by a seat whose
// counts of Public.Barred are x: the six counts as the bytes of one
// uint64, at most 52 each, so that the counts above b are found at once
// (a byte x > b exactly when x + 127 - b reaches 128).
func (f *fastTable) spend(x *[NumVoids]uint8, c cards.Card) {
	v := uint64(binary.LittleEndian.Uint32(x[:4])) | uint64(binary.LittleEndian.Uint16(x[4:]))<<32
	if v == 0 {
		return
	}
	const (
		ones  = 0x0101_0101_0101 // 1 in each kind's byte
		highs = ones << 7        // the high bit of each
	)
	// b: the highest count of c's kinds, its suit, the answers, the
	// wild cards.
	b := v >> (8 * (c & 3)) & 0xFF
	if has(f.r.Answer, c) {
		b = max(b, v>>(8*VoidAnswer)&0xFF)
	}
	if has(f.r.Wild, c) {
		b = max(b, v>>(8*VoidWild)&0xFF)
	}
	v -= (v + (0x7F-b)*ones) & highs >> 7
	binary.LittleEndian.PutUint32(x[:4], uint32(v))
	binary.LittleEndian.PutUint16(x[4:], uint16(v>>32))
}
