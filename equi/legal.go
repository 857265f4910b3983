package equi

import (
	"iter"
	"math/bits"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// rankValue[i] is the point value (rule E2) of the rank whose cards are bits
// 4i to 4i+3 of a cards.Set; cardValue[c] the value of card c. Both come from
// scoring.EquiValues once, at package initialisation.
var (
	rankValue [cards.NumRanks]int
	cardValue [cards.NumCards]int
)

func init() {
	t := scoring.EquiValues()
	for r := cards.Two; r <= cards.Ace; r++ {
		rankValue[r-cards.Two] = t.Points(r)
	}
	for c := range cards.Card(cards.NumCards) {
		cardValue[c] = t.Card(c)
	}
}

// lowBits has bit 4i set for every rank i: the lowest card of each rank.
const lowBits = 0x1111111111111

// pointSum returns the point value of the cards of s.
func pointSum(s cards.Set) int {
	total := 0
	for v := uint64(s) &^ 0xFFFF; v != 0; {
		i := bits.TrailingZeros64(v) / 4
		total += bits.OnesCount64(v&(0xF<<(4*i))) * rankValue[i]
		v &^= 0xF << (4 * i)
	}
	return total
}

// rankBits returns a set with bit 4i set for every rank i that s holds.
func rankBits(s cards.Set) uint64 {
	x := uint64(s)
	return (x | x>>1 | x>>2 | x>>3) & lowBits
}

// sameRanks returns the cards of s whose rank also appears in t.
func sameRanks(s, t cards.Set) cards.Set { return s & cards.Set(rankBits(t)*0xF) }

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

// items is a list of cards, highest first, with their values and, for each
// suffix, the set of sums its subsets make: rest[i] for the cards i to n-1,
// rest[n] holding only the sum 0.
type items struct {
	n    int
	card [DeckSize]cards.Card
	val  [DeckSize]int
	rest [DeckSize + 1]sums
}

// load fills it with the cards of s that belong to the Equi deck. Only the
// sums up to limit are needed: when limit is below 64 the sets of sums are
// kept in one word, which is most of the work saved on ordinary positions.
func (it *items) load(s cards.Set, limit int) {
	n := 0
	for v := uint64(s & cards.Deck36); v != 0; n++ {
		c := 63 - bits.LeadingZeros64(v)
		v &^= 1 << c
		it.card[n] = cards.Card(c)
		it.val[n] = cardValue[c]
	}
	it.n = n
	if limit < 64 {
		r := uint64(1)
		it.rest[n] = sums{r}
		for i := n - 1; i >= 0; i-- {
			r |= r << uint(it.val[i])
			it.rest[i] = sums{r}
		}
		return
	}
	r := sums{1}
	it.rest[n] = r
	for i := n - 1; i >= 0; i-- {
		r = r.plus(it.val[i])
		it.rest[i] = r
	}
}

// enumerator lists the legal moves of one position. It is used by value on
// the stack of AppendLegal, Moves and Apply, so listing allocates nothing but
// the moves appended to the caller's slice.
type enumerator struct {
	hand, table cards.Set
	handSum     int
	tableSum    int
	limit       int  // the largest sum a capture can have
	ban         bool // rule E4 applies (E5 may still lift it for one capture)
	voluntary   bool

	// Output: append to dst, or call yield, or (probe) stop at the first
	// capture and keep it in first.
	dst      []Move
	yield    func(Move) bool
	probe    bool
	first    Move
	captures int

	h, t     items     // the hand, and the table cards the current played set may take
	allTable sums      // the sums the whole table makes
	tFor     cards.Set // the cards loaded in t
}

func (r Rules) newEnumerator(e *enumerator, s State) {
	seat := int(s.turn)
	e.hand = s.hands[seat]
	e.table = s.table
	e.handSum = pointSum(e.hand)
	e.tableSum = pointSum(e.table)
	// Rule E4 unless switched off, or lifted by E6: the stock is exhausted
	// and the player holds one card.
	e.ban = !r.NoRankBan && !(s.stockLen == 0 && e.hand.Len() == 1)
	e.voluntary = r.VoluntaryTrail
}

// emit hands m to the output and reports whether to go on.
func (e *enumerator) emit(m Move) bool {
	e.captures++
	switch {
	case e.probe:
		e.first = m
		return false
	case e.yield != nil:
		return e.yield(m)
	default:
		e.dst = append(e.dst, m)
		return true
	}
}

// run lists the moves: captures by increasing point sum, then trails. It
// returns false when the output asked to stop.
func (e *enumerator) run() bool {
	if !e.runCaptures() {
		return false
	}
	if e.probe || (e.captures > 0 && !e.voluntary) {
		return true
	}
	for v := uint64(e.hand); v != 0; v &= v - 1 {
		c := cards.Card(bits.TrailingZeros64(v))
		if e.yield != nil {
			if !e.yield(Trail(c)) {
				return false
			}
		} else {
			e.dst = append(e.dst, Trail(c))
		}
	}
	return true
}

// runCaptures lists every legal capture: for each point sum v that some
// subset of the hand and some subset of the table both make, in increasing
// order, each played set of sum v in increasing [cards.Set] order, and for
// each the taken sets of sum v in increasing order.
func (e *enumerator) runCaptures() bool {
	if e.hand == 0 || e.table == 0 {
		return true
	}
	e.limit = min(e.handSum, e.tableSum)
	e.h.load(e.hand, e.limit)
	e.t.load(e.table, e.limit)
	e.allTable = e.t.rest[0]
	e.tFor = e.table
	hs := e.h.rest[0]
	for w := range hs {
		for common := hs[w] & e.allTable[w]; common != 0; common &= common - 1 {
			v := w*64 + bits.TrailingZeros64(common)
			if v == 0 {
				continue
			}
			if !e.played(0, v, 0, v) {
				return false
			}
		}
	}
	return true
}

// played lists the played sets of sum v that extend cur with hand cards i
// and lower, need points still to find. It is called only when some subset
// of those cards makes need, so every call leads to at least one played set.
// The next card put in is tried lowest first, which lists the sets in
// increasing order since cards are indexed highest first.
func (e *enumerator) played(i, need int, cur cards.Set, v int) bool {
	if need == 0 {
		return e.takeFor(cur, v)
	}
	h := &e.h
	j := i
	for h.rest[j+1].has(need) {
		j++
	}
	for ; j >= i; j-- {
		if w := h.val[j]; need >= w && h.rest[j+1].has(need-w) {
			if !e.played(j+1, need-w, cur|1<<h.card[j], v) {
				return false
			}
		}
	}
	return true
}

// takeFor lists the captures that play p, of sum v.
func (e *enumerator) takeFor(p cards.Set, v int) bool {
	allowed := e.table
	if e.ban {
		allowed = e.table &^ cards.Set(rankBits(p)*0xF)
	}
	if allowed != e.tFor {
		e.t.load(allowed, e.limit)
		e.tFor = allowed
	}
	if e.t.rest[0].has(v) {
		if !e.taken(0, v, 0, p) {
			return false
		}
	}
	// Rule E5: the whole hand may take the whole table whatever the ranks.
	// The whole table is the largest taken set, so it comes last.
	if allowed != e.table && p == e.hand && v == e.tableSum {
		return e.emit(Move{played: p, taken: e.table})
	}
	return true
}

// taken lists the taken sets that extend cur with allowed table cards i and
// lower, need points still to find; like played, every call succeeds at
// least once, and lists its sets in increasing order.
func (e *enumerator) taken(i, need int, cur, p cards.Set) bool {
	if need == 0 {
		return e.emit(Move{played: p, taken: cur})
	}
	t := &e.t
	j := i
	for t.rest[j+1].has(need) {
		j++
	}
	for ; j >= i; j-- {
		if w := t.val[j]; need >= w && t.rest[j+1].has(need-w) {
			if !e.taken(j+1, need-w, cur|1<<t.card[j], p) {
				return false
			}
		}
	}
	return true
}

// AppendLegal appends the legal moves of the seat to move in s to dst, in
// the order of [Rules.Legal], and returns the extended slice. It appends
// nothing when s is over. It allocates nothing beyond growing dst.
func (r Rules) AppendLegal(dst []Move, s State) []Move {
	if r.Over(s) {
		return dst
	}
	var e enumerator
	r.newEnumerator(&e, s)
	e.dst = dst
	e.run()
	return e.dst
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
		var e enumerator
		r.newEnumerator(&e, s)
		e.yield = yield
		e.run()
	}
}

// firstCapture returns a legal capture of s and true, or false when there is
// none; it stops at the first one it finds.
func (r Rules) firstCapture(s State) (Move, bool) {
	var e enumerator
	r.newEnumerator(&e, s)
	e.probe = true
	e.runCaptures()
	return e.first, e.captures > 0
}
