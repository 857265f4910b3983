package fishing

import (
	"math/bits"
	"slices"

	"github.com/cardrules/cardrules/cards"
)

// This file is the capture rule: rule says which captures are legal (with
// isCapture in front of it for a capture of any shape, which checks the
// sides and sums their values), and every other place that needs the rule
// (listing, Apply's check, the compulsory trail, the random move, the
// trail records Sample reads) asks it, through eachCapture when it needs to
// find captures.

// sum returns the total value of the cards of s.
func (r *Rules) sum(s cards.Set) int {
	total := 0
	for ; s != 0; s &= s - 1 {
		total += int(r.value[bits.TrailingZeros64(uint64(s))])
	}
	return total
}

// wanted returns the value the taken cards of a capture must make when the
// cards played make p (the capture relation); 0 or less when no cards can.
func (r *Rules) wanted(p int) int {
	if r.t.Relation == SumTo {
		return r.t.Target - p // played and taken make Target together
	}
	return p // the taken cards make what the played cards make
}

// ranks returns the ranks among the cards of s, one bit per rank: bit 4k
// for rank Two+k, the lowest bit of the rank's four cards.
func ranks(s cards.Set) uint64 {
	x := uint64(s)
	return (x | x>>1 | x>>2 | x>>3) & 0x1111111111111
}

// isCapture is the capture rule: it reports whether playing the cards
// played from hand and taking the cards taken from table is a legal
// capture, stockEmpty telling whether the stock is exhausted.
func (r *Rules) isCapture(hand, table, played, taken cards.Set, stockEmpty bool) bool {
	// The shape: at least one card each side, the played cards from the
	// hand, the taken ones from the table.
	if played == 0 || taken == 0 || played&^hand != 0 || taken&^table != 0 || played&taken != 0 ||
		!(played | taken).Valid() {
		return false
	}
	return r.rule(hand, table, played, taken, r.sum(played), r.sum(taken), stockEmpty)
}

// rule is the capture rule for a capture of the right shape whose played
// cards are worth p and taken cards t.
func (r *Rules) rule(hand, table, played, taken cards.Set, p, t int, stockEmpty bool) bool {
	// What a move plays: one card, or any cards of the hand.
	if r.t.Play == PlayOne && played.Len() != 1 {
		return false
	}
	// The relation: equal values (Equi, Scopa), or a total (Escoba).
	if t != r.wanted(p) {
		return false
	}
	// Equal first (Scopa): a card played alone that has a card of equal
	// value on the table takes one such card and nothing else.
	if r.t.EqualFirst && played.Len() == 1 && taken.Len() > 1 && r.equalOnTable(p, table) {
		return false
	}
	// The rank ban (Equi E4): no rank on both sides, unless the whole
	// hand takes the whole table (E5), or the stock is exhausted and this
	// is the player's last card (E6).
	if r.t.RankBan && ranks(played)&ranks(taken) != 0 {
		whole := r.t.WholeLifts && played == hand && taken == table
		last := r.t.LastLifts && stockEmpty && hand.Len() == 1
		if !whole && !last {
			return false
		}
	}
	return true
}

// equalOnTable reports whether a card of the table has value v.
func (r *Rules) equalOnTable(v int, table cards.Set) bool {
	for c := range table.All() {
		if int(r.value[c]) == v {
			return true
		}
	}
	return false
}

// part is a set of cards and its value.
type part struct {
	set cards.Set
	sum int
}

// playedLimit returns the most the played cards of a capture can be
// worth against table.
func (r *Rules) playedLimit(table cards.Set) int {
	if r.t.Relation == SumTo {
		return r.t.Target - 1 // the taken cards are worth 1 or more
	}
	return r.sum(table) // the taken cards are worth at most the table
}

// eachPlayed calls yield with every set a capture may play from hand and
// its value, in no particular order, until yield returns false: the single
// cards under PlayOne, every non-empty subset otherwise, leaving out sets
// worth more than any capture can use. It returns false when yield did.
func (r *Rules) eachPlayed(hand, table cards.Set, yield func(part) bool) bool {
	limit := r.playedLimit(table)
	if r.t.Play == PlayOne {
		for c := range hand.All() {
			if v := int(r.value[c]); v <= limit && !yield(part{cards.SetOf(c), v}) {
				return false
			}
		}
		return true
	}
	var cs [cards.NumCards]cards.Card
	return r.eachSubset(hand.AppendCards(cs[:0]), 0, 0, limit, yield)
}

// eachSubset calls yield with every non-empty set made of have plus some
// of the cards cs whose value (sum being have's) is at most limit, until
// yield returns false; it returns false when yield did.
func (r *Rules) eachSubset(cs []cards.Card, have cards.Set, sum, limit int, yield func(part) bool) bool {
	for i, c := range cs {
		v := sum + int(r.value[c])
		if v > limit {
			continue
		}
		set := have.Add(c)
		if !yield(part{set, v}) || !r.eachSubset(cs[i+1:], set, v, limit, yield) {
			return false
		}
	}
	return true
}

// playedSets appends to dst the sets of eachPlayed ordered by value, then
// by set as numbers.
func (r *Rules) playedSets(dst []part, hand, table cards.Set) []part {
	r.eachPlayed(hand, table, func(p part) bool {
		dst = append(dst, p)
		return true
	})
	slices.SortFunc(dst, func(a, b part) int {
		if a.sum != b.sum {
			return a.sum - b.sum
		}
		return cmpSet(a.set, b.set)
	})
	return dst
}

// takenSets appends to dst every non-empty subset of table whose value is
// want, in increasing order as numbers.
func (r *Rules) takenSets(dst []cards.Set, table cards.Set, want int) []cards.Set {
	if want <= 0 {
		return dst
	}
	var cs [cards.NumCards]cards.Card
	r.eachSubset(table.AppendCards(cs[:0]), 0, 0, want, func(p part) bool {
		if p.sum == want {
			dst = append(dst, p.set)
		}
		return true
	})
	slices.SortFunc(dst, cmpSet)
	return dst
}

// cmpSet orders sets as numbers.
func cmpSet(a, b cards.Set) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// eachCapture calls yield with every legal capture of hand against table,
// in the order of [Rules.AppendLegal], until yield returns false; it
// returns false when yield did.
func (r *Rules) eachCapture(hand, table cards.Set, stockEmpty bool, yield func(Move) bool) bool {
	if hand == 0 || table == 0 {
		return true
	}
	var pbuf [255]part
	var tbuf [64]cards.Set
	taken, sum := tbuf[:0], -1
	for _, p := range r.playedSets(pbuf[:0], hand, table) {
		if p.sum != sum {
			taken, sum = r.takenSets(tbuf[:0], table, r.wanted(p.sum)), p.sum
		}
		// The sets come from the hand and the table with the values the
		// relation pairs: only the rule proper is asked.
		for _, t := range taken {
			if r.rule(hand, table, p.set, t, p.sum, r.wanted(p.sum), stockEmpty) && !yield(Capture(p.set, t)) {
				return false
			}
		}
	}
	return true
}

// anyCapture reports whether hand has a legal capture against table. It
// stops at the first it finds, in no particular order.
func (r *Rules) anyCapture(hand, table cards.Set, stockEmpty bool) bool {
	if hand == 0 || table == 0 {
		return false
	}
	if has, ok := r.fastAny(hand, table, stockEmpty); ok {
		return has
	}
	return r.refAny(hand, table, stockEmpty)
}

// refAny is anyCapture by the capture rule.
func (r *Rules) refAny(hand, table cards.Set, stockEmpty bool) bool {
	return !r.eachPlayed(hand, table, func(p part) bool {
		var tbuf [64]cards.Set
		for _, t := range r.takenSets(tbuf[:0], table, r.wanted(p.sum)) {
			if r.rule(hand, table, p.set, t, p.sum, r.wanted(p.sum), stockEmpty) {
				return false
			}
		}
		return true
	})
}

// cardCaptures reports whether card c of hand, played alone, has a legal
// capture against table.
func (r *Rules) cardCaptures(hand, table cards.Set, c cards.Set, stockEmpty bool) bool {
	var tbuf [64]cards.Set
	v := r.sum(c)
	for _, t := range r.takenSets(tbuf[:0], table, r.wanted(v)) {
		if r.rule(hand, table, c, t, v, r.wanted(v), stockEmpty) {
			return true
		}
	}
	return false
}

// mayTrail is the trailing rule: it reports whether the player holding
// hand may put card c of it on the table, anyCapture telling whether he
// has a legal capture.
func (r *Rules) mayTrail(hand, table, c cards.Set, stockEmpty, anyCapture bool) bool {
	switch r.t.Compulsory {
	case CompelHand:
		return !anyCapture // Equi E7: trail only when nothing can be taken
	case CompelCard:
		return !anyCapture || !r.cardCaptures(hand, table, c, stockEmpty) // a card that can take must take
	}
	return true
}

// appendLegal appends the legal moves of the player holding hand: the
// captures in the order of eachCapture, then the trails in card order.
func (r *Rules) appendLegal(dst []Move, hand, table cards.Set, stockEmpty bool) []Move {
	return r.appendFirst(dst, hand, table, stockEmpty, -1)
}

// appendFirst appends the first most legal moves of the player holding
// hand, in the order of appendLegal; all of them when most is negative.
func (r *Rules) appendFirst(dst []Move, hand, table cards.Set, stockEmpty bool, most int) []Move {
	if out, ok := r.fastFirst(dst, hand, table, stockEmpty, most); ok {
		return out
	}
	return r.refFirst(dst, hand, table, stockEmpty, most)
}

// refFirst is appendFirst by the capture rule.
func (r *Rules) refFirst(dst []Move, hand, table cards.Set, stockEmpty bool, most int) []Move {
	n := len(dst)
	captures := false
	r.eachCapture(hand, table, stockEmpty, func(m Move) bool {
		captures = true
		if len(dst)-n == most {
			return false
		}
		dst = append(dst, m)
		return true
	})
	for c := range hand.All() {
		if len(dst)-n == most {
			break
		}
		if one := cards.SetOf(c); r.mayTrail(hand, table, one, stockEmpty, captures) {
			dst = append(dst, Trail(c))
		}
	}
	return dst
}
