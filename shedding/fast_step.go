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
// another way for the common moves, with what the table says worked out
// once a run into a fastTable. A seat that has not drawn this turn, with
// no draw pending and the move cap not near, has its move counted, drawn
// and played here when it is a card or a set that leaves it a card and
// does not reach the cap of cards played, or a draw; every other move
// (an answer to a pending draw, a move after a draw, a pass, a last card)
// goes to the rule steps of play.go, and so do the effects of the cards
// (effect) and the sets of more than two cards (randomWithSets).
// fast_test.go checks it against them.

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
	// follow are, by the suit in force, the cards a seat may play on it
	// with no draw pending: the suit's and the wild cards; and unless
	// rank is false, the cards of the top card's rank too.
	follow [cards.NumSuits]cards.Set
	rank   bool
	// early says that the stock is refilled as soon as it runs out
	// (Reshuffle, not LateReshuffle).
	early bool
	// counts says that the cards played are counted (countsPlays).
	counts bool
}

// newFastTable returns the fastTable of r.
func newFastTable(r *Rules) fastTable {
	f := fastTable{r: r, movesCap: uint32(r.MaxMoves - 1), playsCap: r.MaxPlays,
		early: r.Reshuffle && !r.LateReshuffle, counts: r.countsPlays()}
	for u := range cards.Suit(cards.NumSuits) {
		f.follow[u] = cards.SuitSet(u) | r.Wild
	}
	f.rank = !r.FollowSuit
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
// path; it reports false when it does not play the table: a table with a
// Variant, whose hook runs in apply, or with the last-card call
// (LastCall), whose forms of a card it does not count.
func (r *Rules) fastSteps(s *State, p *rand.PCG, max int) (int, bool) {
	if r.Variant != nil || r.LastCall > 0 {
		return 0, false // the hook runs in apply; the call's forms are the rule steps'
	}
	f := newFastTable(r)
	return f.run(s, p, max), true
}

// run plays up to max random steps in s, as Steps, and returns how many
// it played. Each draws the move randomMove draws and plays it as apply
// does. The moves of a seat that has not drawn this turn, with no draw
// pending and the move cap not near, are counted and drawn here, pairs
// included (MaxSet 2), and played by play and draw; the rest by the rule
// steps.
func (f *fastTable) run(s *State, p *rand.PCG, max int) int {
	r := f.r
	n := 0
	for ; n < max && s.mover != 0; n++ {
		if s.pending != 0 || s.drawn != 0 || s.moves >= f.movesCap {
			r.apply(s, r.randomMove(s, p))
			continue
		}
		seat := int(s.mover-1) & (MaxPlayers - 1) // the mask spares a bounds check
		h := s.hands[seat]
		// playable: the suit in force, the wild cards, the top card's rank.
		cs := h & f.follow[s.suit&3]
		if f.rank {
			cs |= h & (0xF << (s.top &^ 3 & 63))
		}
		if cs == 0 {
			// The draw or the pass alone: cards.UintN(p, 1) draws one
			// number and returns 0.
			p.Uint64()
			if r.canDraw(&s.Public) {
				f.draw(s, seat, Draw())
			} else {
				r.apply(s, Pass())
			}
			continue
		}
		plays := r.playCount(cs)
		all := plays // and the draw or pass, but under StuckDraw
		if !r.StuckDraw {
			all++
		}
		var firsts cards.Set
		if r.MaxSet >= 2 {
			firsts = cs & paired(h)
		}
		var m Move
		switch {
		case firsts != 0 && r.MaxSet != 2:
			m = r.randomWithSets(s, p, cs, h, firsts, plays, all)
		case firsts != 0:
			uncalled := r.UncalledDraw > 0
			ns := f.countPairs(h, firsts, uncalled)
			switch k := int(cards.UintN(p, uint64(all+ns))); {
			case k < plays:
				m = f.nthPlay(cs, k)
			case k < plays+ns:
				m = f.nthPair(h, firsts, uncalled, k-plays)
			default:
				m = r.drawOrPass(&s.Public)
			}
		default:
			switch k := int(cards.UintN(p, uint64(all))); {
			case k == plays:
				m = r.drawOrPass(&s.Public)
			case cs&r.Call == 0:
				c, _ := cs.Nth(k)
				m = Play(c)
			default:
				m = f.nthPlay(cs, k)
			}
		}
		switch {
		case m.kind == KindDraw:
			f.draw(s, seat, m)
		case m.kind == KindPass || !f.play(s, seat, m):
			r.apply(s, m)
		}
	}
	return n
}

// nthPlay is nthPlay: the k-th move that plays a card of cs, in card
// order, a card of Call once for each suit it may name.
func (f *fastTable) nthPlay(cs cards.Set, k int) Move {
	for v := uint64(cs); v != 0; v &= v - 1 {
		c := cards.Card(bits.TrailingZeros64(v))
		switch {
		case !has(f.r.Call, c) && k == 0:
			return Play(c)
		case !has(f.r.Call, c):
			k--
		case k < cards.NumSuits:
			return Play(c).WithCall(cards.Suit(k))
		default:
			k -= cards.NumSuits
		}
	}
	return Move{} // not reached: k is below playCount(cs)
}

// countPairs is countSets for a table whose sets are pairs (MaxSet 2):
// for each first card, each other card of its rank in h is a top card,
// laid with the call once, or once for each suit when it is one of Call,
// and once more without it when uncalled.
func (f *fastTable) countPairs(h, firsts cards.Set, uncalled bool) int {
	n, each := 0, 1
	if uncalled {
		each = 2
	}
	for vf := uint64(firsts); vf != 0; vf &= vf - 1 {
		c := bits.TrailingZeros64(vf)
		others := h & (0xF << (c &^ 3)) &^ (1 << c) // a rank is four bits in a row
		n += each*others.Len() + 3*(others&f.r.Call).Len()
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

// begin is the bookkeeping of apply for every move m of seat.
func begin(s *State, seat int, m Move) {
	s.moves++
	s.lastSeat, s.lastMove, s.upcard, s.justDrew = uint8(seat+1), m, false, 0
	s.drew = [MaxPlayers]uint8{}
	s.named = s.suit != s.top.Suit()
}

// play is apply for a card or set m of seat, to move in s with no draw
// pending, nothing drawn this turn and the move cap not near, when it
// leaves seat a card and does not reach the cap of cards played; it
// reports whether it played m.
func (f *fastTable) play(s *State, seat int, m Move) bool {
	seat &= MaxPlayers - 1 // a seat already: the mask spares bounds checks
	h, set, size := s.hands[seat], bit(m.card), 1
	if m.kind == KindSet {
		set = m.Cards()
		size = set.Len()
	}
	if h&^set == 0 || int(s.plays)+size >= f.playsCap {
		return false
	}
	begin(s, seat, m)
	s.passes, s.drawn = 0, 0
	s.hands[seat] = h &^ set
	f.spend(&s.barred[seat], set)
	c := m.card
	if m.kind == KindSet {
		c = m.top()
	}
	s.discard |= bit(s.top) | set&^bit(c)
	if f.counts {
		s.plays += uint16(size)
	}
	s.top, s.suit, s.named = c, c.Suit(), false
	if m.kind == KindSet && !m.one() {
		// Uncalled: the penalty draw, no effect, the turn passes.
		f.r.drawN(s, seat, int(f.r.UncalledDraw))
		f.refill(s)
		s.mover = uint8(s.next(seat, 1) + 1)
		return true
	}
	if u := m.call(); u != 0 {
		s.suit, s.named = cards.Suit(u-1), true
	}
	f.refill(s)
	if has(f.plain, c) {
		s.mover = uint8(s.next(seat, 1) + 1)
	} else {
		s.mover = uint8(f.r.effect(s, seat, c) + 1)
	}
	return true
}

// draw is apply for a draw m of seat with no draw pending, nothing drawn
// this turn and the move cap not near.
func (f *fastTable) draw(s *State, seat int, m Move) {
	r := f.r
	seat &= MaxPlayers - 1 // a seat already: the mask spares bounds checks
	begin(s, seat, m)
	s.passes = 0
	if r.StuckDraw {
		r.showStuck(s, seat)
	}
	// drawOne: the stock holds a card or, under LateReshuffle, the
	// discards do.
	if s.nstock == 0 {
		reshuffle(s)
	}
	s.nstock--
	c := s.stock[s.nstock]
	s.stock[s.nstock] = 0
	s.hands[seat] |= bit(c)
	s.drew[seat]++
	f.refill(s)
	s.drawn++
	if r.DrawEnds {
		s.drawn = 0
		s.mover = uint8(s.next(seat, 1) + 1)
	} else {
		s.justDrew = uint8(c) + 1
	}
}

// refill is the rule step refill, its fields read once.
func (f *fastTable) refill(s *State) {
	if s.nstock == 0 && f.early && s.discard != 0 {
		reshuffle(s)
	}
}

// spend is the rule step spend: the six counts of Public.Barred of a
// seat, x, as the bytes of one uint64, at most 52 each (spendOne).
func (f *fastTable) spend(x *[NumVoids]uint8, played cards.Set) {
	v := uint64(binary.LittleEndian.Uint32(x[:4])) | uint64(binary.LittleEndian.Uint16(x[4:]))<<32
	if v == 0 {
		return
	}
	for ; played != 0; played &= played - 1 {
		v = f.spendOne(v, cards.Card(bits.TrailingZeros64(uint64(played))))
	}
	binary.LittleEndian.PutUint32(x[:4], uint32(v))
	binary.LittleEndian.PutUint16(x[4:], uint16(v>>32))
}

// spendOne is the rule step spend for one card: it returns the counts v
// of a seat after it plays card c. With b the highest count of c's kinds
// (its suit, the answers, the wild cards), the counts above b lose one,
// found at once: a byte x > b exactly when x + 127 - b reaches 128.
func (f *fastTable) spendOne(v uint64, c cards.Card) uint64 {
	const (
		ones  = 0x0101_0101_0101 // 1 in each kind's byte
		highs = ones << 7        // the high bit of each
	)
	b := v >> (8 * (c & 3)) & 0xFF
	if has(f.r.Answer, c) {
		b = max(b, v>>(8*VoidAnswer)&0xFF)
	}
	if has(f.r.Wild, c) {
		b = max(b, v>>(8*VoidWild)&0xFF)
	}
	return v - (v+(0x7F-b)*ones)&highs>>7
}

// bit returns the set of card c, a card.
func bit(c cards.Card) cards.Set { return 1 << (c & 63) }
