package equi

import (
	"iter"
	"math/bits"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// cardValue[c] is the point value of card c (rule E2), 0 for the cards below
// six, which are not in the Equi deck. valuePlane[k] holds the cards whose
// value has bit k set, so that a set's point sum is four popcounts. Both come
// from scoring.EquiValues once, at package initialisation; every value is
// below 16.
var (
	cardValue  [cards.NumCards]uint8
	valuePlane [4]cards.Set
)

func init() {
	t := scoring.EquiValues()
	for c := range cards.Card(cards.NumCards) {
		if !cards.Deck36.Has(c) {
			continue
		}
		v := t.Card(c)
		cardValue[c] = uint8(v)
		for k := range valuePlane {
			if v>>k&1 != 0 {
				valuePlane[k] = valuePlane[k].Add(c)
			}
		}
	}
}

// pointSum returns the point value of the cards of s.
func pointSum(s cards.Set) int {
	return bits.OnesCount64(uint64(s&valuePlane[0])) +
		bits.OnesCount64(uint64(s&valuePlane[1]))<<1 +
		bits.OnesCount64(uint64(s&valuePlane[2]))<<2 +
		bits.OnesCount64(uint64(s&valuePlane[3]))<<3
}

// lowBits has bit 4i set for every rank i: the lowest card of each rank.
const lowBits = 0x1111111111111

// rankBits returns a set with bit 4i set for every rank i that s holds.
func rankBits(s cards.Set) uint64 {
	x := uint64(s)
	return (x | x>>1 | x>>2 | x>>3) & lowBits
}

// rankCards returns every card of every rank that s holds.
func rankCards(s cards.Set) cards.Set { return cards.Set(rankBits(s) * 0xF) }

// sameRanks returns the cards of s whose rank also appears in t.
func sameRanks(s, t cards.Set) cards.Set { return s & rankCards(t) }

// smallSums returns the point sums below 64 that subsets of s make, bit n
// standing for the sum n; bit 0 (the empty set) is always set. It costs a
// shift and an or per card.
func smallSums(s cards.Set) uint64 {
	r := uint64(1)
	for v := uint64(s & cards.Deck36); v != 0; v &= v - 1 {
		r |= r << cardValue[bits.TrailingZeros64(v)]
	}
	return r
}

// mayCapture reports whether some non-empty subset of hand and some of table
// make the same point sum, which every capture needs. It is exact for sums
// below 64, and answers true when both sides make 64 points or more.
func mayCapture(hand, table cards.Set) bool {
	if smallSums(hand)&smallSums(table) > 1 {
		return true
	}
	return pointSum(hand) >= 64 && pointSum(table) >= 64
}

// sums is a set of point sums 0 to 255, one bit each. The 36 cards are worth
// 200 points in all, so every sum fits.
type sums [4]uint64

func (a sums) has(n int) bool { return n >= 0 && n < 256 && a[n>>6]&(1<<(n&63)) != 0 }

// plus returns a together with every sum of a increased by n, for 0 < n < 64.
func (a sums) plus(n int) sums {
	k := uint(n)
	return sums{
		a[0] | a[0]<<k,
		a[1] | a[1]<<k | a[0]>>(64-k),
		a[2] | a[2]<<k | a[1]>>(64-k),
		a[3] | a[3]<<k | a[2]>>(64-k),
	}
}

// side is one side of the captures being listed, the hand or the table
// cards a played set may take: its cards highest first and, for each suffix
// card[j:], the sums its subsets make, card[n:] making only 0. rest holds the
// sums below 64, which are all a listing needs when the hand or the table
// makes less than 64 points; wide, set only otherwise, holds them all.
type side struct {
	set  cards.Set // the cards loaded
	n    int
	card [DeckSize]cards.Card
	rest [DeckSize + 1]uint64
	wide *[DeckSize + 1]sums
}

// load fills sd with the cards of s that belong to the Equi deck.
func (sd *side) load(s cards.Set) {
	sd.set = s
	n := 0
	for v := uint64(s & cards.Deck36); v != 0; n++ {
		c := 63 - bits.LeadingZeros64(v)
		v &^= 1 << c
		sd.card[n] = cards.Card(c)
	}
	sd.n = n
	r := uint64(1)
	sd.rest[n] = r
	for j := n - 1; j >= 0; j-- {
		r |= r << cardValue[sd.card[j]]
		sd.rest[j] = r
	}
	if sd.wide == nil {
		return
	}
	w := sums{1}
	sd.wide[n] = w
	for j := n - 1; j >= 0; j-- {
		w = w.plus(int(cardValue[sd.card[j]]))
		sd.wide[j] = w
	}
}

// can reports whether some subset of card[j:] makes need points, for
// 0 <= need <= the listing's limit.
func (sd *side) can(j, need int) bool {
	if need < 64 {
		return sd.rest[j]>>need&1 != 0
	}
	return sd.wide[j].has(need)
}

// output receives the captures a listing finds: appended to dst, handed to
// yield, or, for a probe, only the first one kept.
type output struct {
	dst   []Move
	yield func(Move) bool
	probe bool
	first Move
	found int // the captures found
}

// emit hands m to the output and reports whether to go on.
func (o *output) emit(m Move) bool {
	o.found++
	switch {
	case o.probe:
		o.first = m
		return false
	case o.yield != nil:
		return o.yield(m)
	}
	o.dst = append(o.dst, m)
	return true
}

// captures lists into o every legal capture of hand from table, ban telling
// whether rule E4 applies (E5 may still lift it for one capture), and
// returns o and whether o let it finish. Positions where no capture is
// possible, most of them, cost only [mayCapture].
func captures(hand, table cards.Set, ban bool, o output) (output, bool) {
	if !mayCapture(hand, table) {
		return o, true
	}
	if pointSum(hand) >= 64 && pointSum(table) >= 64 {
		return wideCaptures(hand, table, ban, o)
	}
	var e enumerator
	e.init(hand, table, ban)
	ok := e.run(&o)
	return o, ok
}

// wideCaptures is captures for positions where the hand and the table both
// make 64 points or more, which need the sums of every size; it keeps their
// larger tables out of the frame of the ordinary listing.
func wideCaptures(hand, table cards.Set, ban bool, o output) (output, bool) {
	var e enumerator
	var wide [2][DeckSize + 1]sums
	e.h.wide, e.t.wide = &wide[0], &wide[1]
	e.init(hand, table, ban)
	ok := e.run(&o)
	return o, ok
}

// enumerator lists the captures of one position into an output passed
// down its calls. It lives on the stack of [captures], so that listing
// allocates nothing but the moves appended to the caller's slice.
type enumerator struct {
	hand, table       cards.Set
	handSum, tableSum int
	limit             int  // the largest sum a capture can have
	ban               bool // rule E4 applies (E5 may still lift it for one capture)

	h, t side // the hand, and the table cards the current played set may take

	// The table cards some played set leaves allowed, and the sums below 64
	// they make: the last answer of mayTake, kept for its next question.
	allowed     cards.Set
	allowedSums uint64
}

func (e *enumerator) init(hand, table cards.Set, ban bool) {
	e.hand, e.table = hand, table
	e.handSum, e.tableSum = pointSum(hand), pointSum(table)
	e.limit = min(e.handSum, e.tableSum)
	e.ban = ban
	e.h.load(hand)
	e.t.load(table)
	e.allowed, e.allowedSums = table, e.t.rest[0]
}

// run lists every legal capture: for each point sum v that some subset of
// the hand and some subset of the table both make, in increasing order, each
// played set of sum v in increasing [cards.Set] order, and for each the
// taken sets of sum v in increasing order. It returns false when the output
// asked to stop.
func (e *enumerator) run(o *output) bool {
	// The sums both sides make, read before the table side is reloaded with
	// the cards each played set may take.
	common := e.h.rest[0] & e.t.rest[0] &^ 1
	var wideCommon sums
	if e.limit >= 64 {
		for w := range wideCommon {
			wideCommon[w] = e.h.wide[0][w] & e.t.wide[0][w]
		}
	}
	for ; common != 0; common &= common - 1 {
		v := bits.TrailingZeros64(common)
		if !e.played(o, 0, v, 0, v) {
			return false
		}
	}
	for v := 64; v <= e.limit; v++ {
		if wideCommon.has(v) && !e.played(o, 0, v, 0, v) {
			return false
		}
	}
	return true
}

// played lists the played sets of sum v that extend cur with hand cards i
// and lower, need points still to find. It is called only when some subset
// of those cards makes need. The next card put in is tried lowest first,
// which lists the sets in increasing order since cards are indexed highest
// first.
func (e *enumerator) played(o *output, i, need int, cur cards.Set, v int) bool {
	if need == 0 {
		return e.takeFor(o, cur, v)
	}
	h := &e.h
	j := i
	for h.can(j+1, need) {
		j++
	}
	for ; j >= i; j-- {
		w := int(cardValue[h.card[j]])
		if need < w || !h.can(j+1, need-w) {
			continue
		}
		p := cur | 1<<h.card[j]
		if !e.mayTake(p, v) {
			continue
		}
		if !e.played(o, j+1, need-w, p, v) {
			return false
		}
	}
	return true
}

// mayTake reports whether the table cards that a played set holding p may
// take (rule E4) can still make v. When they cannot, no played set that
// holds p has a capture of sum v, and played skips them all. It answers
// true when it cannot tell cheaply (v of 64 or more) and for v the sum of
// the whole hand, which rule E5 may let take the whole table.
func (e *enumerator) mayTake(p cards.Set, v int) bool {
	if !e.ban || v >= 64 || v == e.handSum {
		return true
	}
	allowed := e.table &^ rankCards(p)
	if allowed != e.allowed {
		e.allowed, e.allowedSums = allowed, smallSums(allowed)
	}
	return e.allowedSums>>v&1 != 0
}

// takeFor lists the captures that play p, of sum v.
func (e *enumerator) takeFor(o *output, p cards.Set, v int) bool {
	allowed := e.table
	if e.ban {
		allowed &^= rankCards(p)
	}
	if allowed != e.t.set {
		e.t.load(allowed)
	}
	if e.t.can(0, v) && !e.taken(o, 0, v, 0, p) {
		return false
	}
	// Rule E5: the whole hand may take the whole table whatever the ranks.
	// The whole table is the largest taken set, so it comes last.
	if allowed != e.table && p == e.hand && v == e.tableSum {
		return o.emit(Move{played: p, taken: e.table})
	}
	return true
}

// taken lists the taken sets that extend cur with allowed table cards i
// and lower, need points still to find; like played, it is called only when
// some subset makes need, and lists its sets in increasing order.
func (e *enumerator) taken(o *output, i, need int, cur, p cards.Set) bool {
	if need == 0 {
		return o.emit(Move{played: p, taken: cur})
	}
	t := &e.t
	j := i
	for t.can(j+1, need) {
		j++
	}
	for ; j >= i; j-- {
		if w := int(cardValue[t.card[j]]); need >= w && t.can(j+1, need-w) {
			if !e.taken(o, j+1, need-w, cur|1<<t.card[j], p) {
				return false
			}
		}
	}
	return true
}

// rankBan reports whether rule E4 applies to a player holding hand: the
// option is on and rule E6 (the stock exhausted, one card in hand) does not
// lift it.
func (r Rules) rankBan(hand cards.Set, stockEmpty bool) bool {
	return !r.NoRankBan && !(stockEmpty && hand.Len() == 1)
}

// appendTrails appends a trail of each card of hand, in card order.
func appendTrails(dst []Move, hand cards.Set) []Move {
	for v := uint64(hand); v != 0; v &= v - 1 {
		dst = append(dst, Move{played: 1 << bits.TrailingZeros64(v)})
	}
	return dst
}

// AppendLegal appends the legal moves of the seat to move in s to dst, in
// the order of [Rules.Legal], and returns the extended slice. It appends
// nothing when s is over. It allocates nothing beyond growing dst.
func (r Rules) AppendLegal(dst []Move, s State) []Move {
	if r.over(&s) {
		return dst
	}
	hand := s.hands[s.turn]
	o, _ := captures(hand, s.table, r.rankBan(hand, s.stockLen == 0), output{dst: dst})
	if o.found > 0 && !r.VoluntaryTrail {
		return o.dst
	}
	return appendTrails(o.dst, hand)
}

// Legal returns the legal moves of the seat to move in s, none when s is
// over, in this fixed order:
//
//   - first the captures, by increasing point sum; for one sum, by the
//     played set, then by the taken set, smaller set first, where sets
//     compare as the numbers [cards.Set] holds (of two sets, the one without
//     the highest card in which they differ is the smaller);
//   - then the trails, one for each card of the hand in card order: only
//     when there is no capture, or always under [Rules.VoluntaryTrail].
//
// See docs/rules/equi.md for the cost: it is proportional to the number of
// moves listed, times the number of cards in hand and on the table, plus the
// played sets whose sum no allowed table set matches.
func (r Rules) Legal(s State) []Move { return r.AppendLegal(nil, s) }

// Moves returns an iterator over the legal moves of s in the order of
// [Rules.Legal], for callers that may stop early: breaking out of the loop
// ends the enumeration.
func (r Rules) Moves(s State) iter.Seq[Move] {
	return func(yield func(Move) bool) {
		if r.Over(s) {
			return
		}
		hand := s.hands[s.turn]
		o, ok := captures(hand, s.table, r.rankBan(hand, s.stockLen == 0), output{yield: yield})
		if !ok || (o.found > 0 && !r.VoluntaryTrail) {
			return
		}
		for v := uint64(hand); v != 0; v &= v - 1 {
			if !yield(Move{played: 1 << bits.TrailingZeros64(v)}) {
				return
			}
		}
	}
}

// firstCapture returns a legal capture of s and true, or false when there is
// none; it stops at the first one it finds.
func (r Rules) firstCapture(s *State) (Move, bool) {
	hand := s.hands[s.turn]
	o, _ := captures(hand, s.table, r.rankBan(hand, s.stockLen == 0), output{probe: true})
	return o.first, o.found > 0
}
