package equi

import (
	"math/bits"

	"github.com/cardrules/cardrules/cards"
)

// What a trail reveals (rule E7, docs/rules/equi.md, "What a search may
// infer"). A seat that trails while capturing is compulsory held, at that
// moment, a hand with no legal capture against the table. Its hand then was
// the trailed card c and a other cards A, every one of which the seat has
// since played (publicly) or still holds: the cards it drew after (E8, and
// a Variant's draws) are in its hand too, or played. So A is a set of a
// cards of H ∪ P, H the seat's hand now and P the cards it played since.
//
// The order of play bounds A further. A card played at the seat's j-th move
// after the trail was in A or drawn before that move; with h the number of
// cards in hand before the move and p the number played by it, the draws
// before it number h − a + |P before it|, so at least n = p − h + a cards of
// A are among the cards played up to and with that move (Hall's condition
// for the draws as slots, which the counts satisfy exactly when these hold).
// For k = 1, 2 let Q_k be the cards played up to the first move with
// n ≥ k: the constraints are |A ∩ Q_k| ≥ k, and every later bound is
// implied by one of these. When n reaches a, all of A has been played, the
// hand now says nothing more, and the record is dropped.
//
// So each seat keeps its latest trail while it may still tell something
// about its hand: the table T before it, the card c, a (1 to 3: a hand of
// 2 to 4 cards, none of them known), the level (how many of Q_1, Q_2 are
// set) and the planes below. A trail made under [Rules.VoluntaryTrail],
// from a hand of 1 card or of more than 4 (only a Variant's draws make
// those), from a hand of known cards (rule E9) or on an empty table (no
// hand captures there) records nothing; the seat's next trail replaces the
// record. Earlier trails of the seat are not kept.
//
// The record is two words. P, Q_1 and Q_2 are kept in two planes, pp the
// Equi bits (16 to 51) of w0 and q those of w1:
//
//	Q_1 = pp & q, Q_2 = q, P = pp | q,
//
// a card of Q_2 but not Q_1 being in q alone, one of P but not Q_2 in pp
// alone (at level 1, q is Q_1). The 36 Equi bits of T, shifted down by 16,
// fill the spare bits: 0 to 15 of w0 (T's bits 0 to 15), 52 to 63 of w0
// (its bits 16 to 27) and 0 to 7 of w1 (28 to 35). Bits 8 to 13 of w1 hold
// c − 16, bit 14 is set when the rank ban (rule E4) did
// not apply to the trail ([Rules.NoRankBan]), 52 and 53 hold a, 54 and 55
// the level. The zero trail is no record. A record says under which ban it
// was made, so that it is read the same under any rules.
type trail struct {
	w0, w1 uint64
}

const (
	deck36    = uint64(cards.Deck36)
	trailA    = 52      // the shift of a in w1
	trailLvl  = 54      // the shift of the level in w1
	trailCard = 8       // the shift of c − 16 in w1
	trailFree = 1 << 14 // in w1: no rank ban
	trailMaxA = HandSize - 1
)

// newTrail returns the record of a trail of card c from a hand of a+1
// cards, with table on the table before it, noBan telling that the rank
// ban did not apply.
func newTrail(table cards.Set, c cards.Card, a int, noBan bool) trail {
	t := uint64(table) >> 16
	w1 := t>>28&0xFF | uint64(c-16)&0x3F<<trailCard | uint64(a)<<trailA
	if noBan {
		w1 |= trailFree
	}
	return trail{w0: t&0xFFFF | (t>>16&0xFFF)<<52, w1: w1}
}

// noBan reports whether the rank ban did not apply to the trail.
func (t trail) noBan() bool { return t.w1&trailFree != 0 }

// held returns a, the number of cards held beside the trailed card; 0 for
// no record.
func (t trail) held() int { return int(t.w1 >> trailA & 3) }

// level returns how many of Q_1 and Q_2 are set (0 to a−1).
func (t trail) level() int { return int(t.w1 >> trailLvl & 3) }

// card returns the card trailed.
func (t trail) card() cards.Card { return cards.Card(t.w1>>trailCard&0x3F) + 16 }

// table returns the cards on the table before the trail.
func (t trail) table() cards.Set {
	v := t.w0&0xFFFF | (t.w0>>52)<<16 | (t.w1&0xFF)<<28
	return cards.Set(v << 16)
}

// played returns P, the cards the seat played after the trail.
func (t trail) played() cards.Set { return cards.Set((t.w0 | t.w1) & deck36) }

// first returns Q_1 (empty at level 0): at least one of its cards was held
// at the trail.
func (t trail) first() cards.Set {
	if t.level() < 1 {
		return 0
	}
	return cards.Set(t.w0 & t.w1 & deck36)
}

// second returns Q_2 (empty below level 2): at least two of its cards were
// held at the trail.
func (t trail) second() cards.Set {
	if t.level() < 2 {
		return 0
	}
	return cards.Set(t.w1 & deck36)
}

// makeTrail builds the record from its parts, which the decoders have
// checked: Q_1 ⊆ Q_2 ⊆ P, Q_1 empty at level 0, Q_2 empty below level 2.
func makeTrail(table cards.Set, c cards.Card, a int, noBan bool, played, first, second cards.Set) trail {
	t := newTrail(table, c, a, noBan)
	lvl := 0
	q := uint64(0)
	pp := uint64(played)
	switch {
	case second != 0:
		lvl, q = 2, uint64(second)
		pp = uint64(played)&^uint64(second) | uint64(first)
	case first != 0:
		lvl, q = 1, uint64(first)
	}
	t.w0 |= pp & deck36
	t.w1 |= q&deck36 | uint64(lvl)<<trailLvl
	return t
}

// noteTrail and noteCapture keep the trail records: apply calls the one
// for a trail, and the other for a capture by a seat with a record, before
// the hand changes (other moves change no record). They count the cards of
// the hand only up to 4, without a population count, as they run on the
// moves of every playout.

// noteTrail records seat's trail of played, one card of hand, with the
// table before it, under the options of r.
func (p *Public) noteTrail(seat int, hand, played cards.Set, r *Rules) {
	rest := hand &^ played
	r1 := rest & (rest - 1)
	r2 := r1 & (r1 - 1)
	// A hand of 2 to 4: 1 to 3 cards held beside the trailed one.
	if r.VoluntaryTrail || rest == 0 || r2&(r2-1) != 0 || hand&p.known != 0 || p.table == 0 {
		p.trails[seat] = trail{}
		return
	}
	p.trails[seat] = newTrail(p.table, cards.Card(bits.TrailingZeros64(uint64(played))), 1+b2i(r1 != 0)+b2i(r2 != 0), r.NoRankBan)
}

// noteCapture updates the record t, not zero, as its seat, holding hand,
// captures with played: n = played − hand + a = a − |hand − played| (the
// rest counted up to 3, enough since a − level ≤ 3) may set Q_1 or Q_2,
// and at n = a (the whole hand played) the record ends.
func (t *trail) noteCapture(hand, played cards.Set) {
	rest := hand &^ played
	if rest == 0 {
		*t = trail{}
		return
	}
	r1 := rest & (rest - 1)
	n := t.held() - 1 - b2i(r1 != 0) - b2i(r1&(r1-1) != 0)
	t.w0 |= uint64(played)
	if lvl := t.level(); n > lvl {
		t.raise(lvl, n)
	}
}

// raise moves t from level lvl to n: Q_k, for each new level k, is every
// card played so far.
func (t *trail) raise(lvl, n int) {
	all := (t.w0 | t.w1) & deck36
	if lvl == 0 {
		// Q_1 (and Q_2 when n is 2) are every card played so far.
		t.w0 |= all
		t.w1 |= all
	} else {
		// Level 1 to 2: Q_2 is every card played so far; Q_1 keeps both
		// planes, the rest of P moves to q alone.
		t.w0 &^= all &^ t.w1
		t.w1 |= all
	}
	t.w1 = t.w1&^(3<<trailLvl) | uint64(n)<<trailLvl
}

// b2i returns 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// allows reports whether hand, the seat's whole hand now, is consistent
// with its trail record t: some a cards of hand ∪ P, with at least k of
// Q_k for each level k, make with the trailed card a hand that has no legal
// capture against the table of the trail. cache keeps what the capture
// rule said across calls with the same record (see each). A zero t allows
// every hand.
func (t trail) allows(hand cards.Set, cache *rankCache) bool {
	if t.held() == 0 {
		return true
	}
	return !t.each(hand, DeckSize, cache, nil, func(cards.Set) bool { return false })
}

// each calls yield with every witness of t: every set A of a cards of
// from ∪ P, at most most of them from from, with at least k of Q_k for
// each level k, that makes with the trailed card a hand without a legal
// capture against the table of the trail; it stops and returns false when
// yield does. cache keeps what the capture rule said for each rankKey:
// the rule reads only the ranks of a hand. A non-nil budget is lowered by one for every set tried, and
// each stops, returning false, when it goes below zero. t is a record
// (a ≥ 1).
func (t trail) each(from cards.Set, most int, cache *rankCache, budget *int, yield func(cards.Set) bool) bool {
	a := t.held()
	played := t.played()
	q1, q2 := t.first(), t.second()
	lvl := t.level()
	var buf [DeckSize]cards.Card
	pool := (from | played).AppendCards(buf[:0])
	c, table, ban := bit(t.card()), t.table(), !t.noBan()
	try := func(set cards.Set, key int) bool {
		if budget != nil {
			if *budget--; *budget < 0 {
				return false
			}
		}
		switch {
		case lvl >= 1 && set&q1 == 0, lvl >= 2 && (set&q2).Len() < 2, (set &^ played).Len() > most:
			return true
		}
		w, b := key>>6, uint64(1)<<(key&63)
		if cache.asked[w]&b == 0 {
			cache.asked[w] |= b
			if captureExists(c|set, table, ban) {
				cache.capture[w] |= b
			}
		}
		return cache.capture[w]&b != 0 || yield(set)
	}
	n := len(pool)
	for i := range n {
		if a == 1 {
			if !try(bit(pool[i]), rankKey(pool[i], 0, 0, 1)) {
				return false
			}
			continue
		}
		for j := i + 1; j < n; j++ {
			if a == 2 {
				if !try(bit(pool[i])|bit(pool[j]), rankKey(pool[i], pool[j], 0, 2)) {
					return false
				}
				continue
			}
			for k := j + 1; k < n; k++ {
				if !try(bit(pool[i])|bit(pool[j])|bit(pool[k]), rankKey(pool[i], pool[j], pool[k], 3)) {
					return false
				}
			}
		}
	}
	return true
}

// rankCache keeps, for one trail record, what the capture rule said of
// the sets of each rankKey: whether it was asked, and whether the hand had
// a capture. Its zero value knows nothing.
type rankCache struct {
	asked, capture [(rankKeys + 63) / 64]uint64
}

// rankKeys is the number of keys rankKey gives: the multisets of up to 3
// of the 9 Equi ranks, a missing card counting as a tenth rank.
const rankKeys = 10 * 10 * 10

// rankKey returns the cache index of the ranks of the a cards x, y and z
// (those beyond a are ignored): the capture rule reads only the ranks of a
// hand, so sets of the same ranks share a key.
func rankKey(x, y, z cards.Card, a int) int {
	r0, r1, r2 := int(x/4)-4, int(y/4)-4, int(z/4)-4
	if a < 3 {
		r2 = 9
	}
	if a < 2 {
		r1 = 9
	}
	if r0 > r1 {
		r0, r1 = r1, r0
	}
	if r1 > r2 {
		r1, r2 = r2, r1
	}
	if r0 > r1 {
		r0, r1 = r1, r0
	}
	return (r0*10+r1)*10 + r2
}

// bit returns the set of the one card c.
func bit(c cards.Card) cards.Set { return 1 << (c & 63) }
