package equi

import (
	"math/bits"

	"github.com/cardrules/cardrules/cards"
)

// poly counts sets by point sum: p[n] is the number of sets making n
// points, for n up to the limit of the sums its user counts (below 64).
type poly [64]uint64

// times multiplies p by (1 + x^w)^n up to lim: it adds n cards worth w
// points each to the sets p counts, each card in or out.
func (p *poly) times(w, n, lim int) {
	if w < 1 || w > lim || lim > 63 {
		return // no sum up to lim changes: w is a card's value, at least 1
	}
	// hi[i] is sum w+i and lo[i] sum i, of the same length.
	hi, lo := p[w:lim+1], p[:lim+1-w]
	for range n {
		for i := len(hi) - 1; i >= 0; i-- {
			hi[i] += lo[i]
		}
	}
}

// over divides p by (1 + x^w)^n up to lim, undoing times: it takes n
// cards worth w points each out of the sets p counts. The division is
// exact, so the uint64 arithmetic that wraps in between ends right.
func (p *poly) over(w, n, lim int) {
	if w < 1 || w > lim || lim > 63 {
		return // no sum up to lim changes: w is a card's value, at least 1
	}
	hi, lo := p[w:lim+1], p[:lim+1-w]
	for range n {
		for i := range hi {
			hi[i] -= lo[i]
		}
	}
}

// timesSome multiplies p by (1 + x^w)^n - 1 up to lim: it adds at least
// one of n cards worth w points each to the sets p counts.
func (p *poly) timesSome(w, n, lim int) {
	if lim < 0 || lim > 63 {
		return // not reached: lim is a sum below 64
	}
	if n == 1 {
		if w <= lim {
			copy(p[w:lim+1], p[:lim+1-w])
		}
		clear(p[:min(w, lim+1)])
		return
	}
	q := *p
	p.times(w, n, lim)
	d, o := p[:lim+1], q[:lim+1]
	for i := range d {
		d[i] -= o[i]
	}
}

// maxShared is the most ranks held by both the hand and the table (among
// the table cards the hand's ranks forbid) that bigCounter accepts: its
// count visits 2^(ranks+1) choices of them.
const maxShared = 7

// maxCombos is the most choices of the hand's cards of the shared ranks,
// counted by rank and number of cards, that bigCounter accepts: building
// a capture weighs them at each rank of the hand. A table of at most 4
// cards shares at most 4 ranks, of which the hand holds at most 3 cards
// each: 4^4 choices, so every such position is accepted.
const maxCombos = 256

// shared is a rank held by the hand whose table cards a played set of that
// rank may not take (rule E4, [forbidden]): its value, the hand's cards of
// it (as their number and their index among the hand's ranks, highest
// first), its table cards and their number.
type shared struct {
	val, inHand, rank, onTable int
	forbids                    cards.Set // its table cards
}

// bigCounter counts the captures of a position with more than 4 cards on a
// side whose captures make less than 64 points, and builds the k-th in the
// order of [Rules.AppendLegal], without listing them: by sum; for one sum,
// by played set in increasing [cards.Set] order; for one played set, by
// taken set in increasing order.
//
// A played set p may take the table subsets of its sum that hold no card
// of [forbidden](p), which is the union of what each of its ranks forbids;
// and, under rule E5 ([wholeTake]), the whole hand the whole table. So the
// number of taken sets of p depends only on its sum and on which of the
// shared ranks (those of the hand that forbid some table card) it holds.
// The count goes through the 2^shared choices of these ranks, the played
// sets counted by sum from the hand's other cards and at least one card of
// each chosen rank, the taken sets by sum from the table cards no chosen
// rank forbids: for a table of at most 4 cards, as the subsets of its quad
// (countQuad, fillTakes, taken), for a larger one as polys.
type bigCounter struct {
	hand, table cards.Set
	ban         bool
	handSum     int
	lim         int // the largest sum both sides make, and so of a capture
	h           side
	n           int // the shared ranks, highest first
	sh          [maxShared]shared
	loose       poly                   // subsets of the hand's cards of ranks that are not shared, by sum
	free        poly                   // subsets of the table cards no rank of the hand forbids, by sum (a table of 5 cards or more)
	total       poly                   // the captures by sum
	take        [1 << maxShared]uint64 // for the sum being built, the taken sets of each choice
	small       bool                   // the table holds at most 4 cards, loaded in tq
	tq          quad
}

// init loads the position, hand and table holding Equi cards only, and
// returns the number of captures; or false when the position is not one
// it counts (captures of 64 points or more, more than maxShared shared
// ranks or maxCombos choices of their cards).
func (c *bigCounter) init(hand, table cards.Set, ban bool) (uint64, bool) {
	c.hand, c.table, c.ban = hand, table, ban
	c.handSum = pointSum(hand)
	if min(c.handSum, pointSum(table)) >= 64 {
		return 0, false
	}
	// Every capture makes a sum both sides make.
	common := smallSums(hand) & smallSums(table) &^ 1
	if common == 0 {
		return 0, true
	}
	c.lim = 63 - bits.LeadingZeros64(common)
	c.h.load(hand)
	c.n = 0
	// Only the sums up to lim are read: the polys are set up to it.
	clear(c.loose[:c.lim+1])
	c.loose[0] = 1
	combos := 1
	for j := range c.h.n {
		cnt, val := bits.OnesCount8(c.h.mask[j]), int(c.h.val[j])
		f := forbidden(cards.Set(c.h.mask[j])<<c.h.offset[j], table, ban)
		if f == 0 {
			c.loose.times(val, cnt, c.lim)
			continue
		}
		if c.n == maxShared {
			return 0, false
		}
		c.sh[c.n] = shared{val: val, inHand: cnt, rank: j, onTable: f.Len(), forbids: f}
		c.n++
		if combos *= cnt + 1; combos > maxCombos {
			return 0, false
		}
	}
	clear(c.total[:c.lim+1])
	if c.small = table.Len() <= 4; c.small {
		c.tq.load(table)
		c.countQuad(&c.tq, 0, &c.loose, 0)
	} else {
		clear(c.free[:c.lim+1])
		c.free[0] = 1
		for v := uint64(table &^ forbidden(hand, table, ban)); v != 0; v &= v - 1 {
			c.free.times(int(cardValue[bits.TrailingZeros64(v)]), 1, c.lim)
		}
		c.count(0, &c.loose, &c.free)
	}
	if c.whole() {
		c.total[c.handSum]++
	}
	n := uint64(0)
	for v := 1; v <= c.lim; v++ {
		n += c.total[v]
	}
	return n, true
}

// whole reports whether rule E5 ([wholeTake]) adds a capture the rank ban
// forbids: the whole hand taking the whole table, which makes the same
// sum and holds a card forbidden(hand) names.
func (c *bigCounter) whole() bool {
	return c.ban && c.handSum == pointSum(c.table) && forbidden(c.hand, c.table, c.ban) != 0
}

// count adds to total the captures of each choice of the shared ranks i
// and after, played counting the played sets and taken the taken sets of
// the choice made before i.
func (c *bigCounter) count(i int, played, taken *poly) {
	if i == c.n {
		lim := min(c.lim, 63)
		t, p, q := c.total[1:lim+1], played[1:lim+1], taken[1:lim+1]
		for v := range t {
			t[v] += p[v] * q[v]
		}
		return
	}
	r := &c.sh[i]
	// Without rank i in the played set, its table cards may be taken.
	t := *taken
	t.times(r.val, r.onTable, c.lim)
	c.count(i+1, played, &t)
	// With it, they may not.
	p := *played
	p.timesSome(r.val, r.inHand, c.lim)
	c.count(i+1, &p, taken)
}

// fillTakes fills take[choice] with the number of taken sets of sum v of
// each choice of the shared ranks, bit i of choice standing for rank i:
// the table subsets of sum v that hold no table card of a chosen rank.
// For a table of at most 4 cards each choice is a mask of the subsets of
// its quad; a larger one is counted by takes.
func (c *bigCounter) fillTakes(v int) {
	if !c.small {
		c.takes(0, v, 0, &c.free)
		return
	}
	q := &c.tq
	withSum := q.withSum(v)
	// pos[choice]: the quad positions of the chosen ranks' table cards.
	var pos [1 << maxShared]uint8
	for choice := 1; choice < 1<<c.n; choice++ {
		f := c.sh[bits.TrailingZeros(uint(choice))].forbids // the lowest chosen rank's
		pos[choice&(1<<maxShared-1)] = pos[choice&(choice-1)&(1<<maxShared-1)] | uint8(q.positions(f))
	}
	for choice := range 1 << c.n {
		c.take[choice&(1<<maxShared-1)] = uint64(bits.OnesCount16(withSum & subsetsAvoiding[pos[choice&(1<<maxShared-1)]&15]))
	}
}

// countQuad is count for a table of at most 4 cards, loaded in q: it adds
// to total the captures of each choice of the shared ranks i and after,
// played counting the played sets of the choice made before i and pos
// holding the positions in q of the table cards that choice forbids. A
// choice's taken sets are the subsets of q that avoid pos, each adding the
// played sets of its sum.
func (c *bigCounter) countQuad(q *quad, i int, played *poly, pos uint64) {
	if i == c.n {
		for a := subsetsAvoiding[pos&15] &^ 1; a != 0; a &= a - 1 { // not the empty set
			// A subset naming a card past q's size sums to 64 or more.
			if v := q.sum(bits.TrailingZeros16(a)); v <= c.lim {
				c.total[v&63] += played[v&63]
			}
		}
		return
	}
	r := &c.sh[i]
	// Without rank i in the played set, its table cards may be taken.
	c.countQuad(q, i+1, played, pos)
	// With it, they may not.
	p := *played
	p.timesSome(r.val, r.inHand, c.lim)
	c.countQuad(q, i+1, &p, pos|q.positions(r.forbids))
}

// takes fills take[choice] with the taken sets of sum v of each choice of
// the shared ranks i and after, bit i of choice standing for rank i.
func (c *bigCounter) takes(i, v int, choice uint, taken *poly) {
	if i == c.n {
		c.take[choice%(1<<maxShared)] = taken[v]
		return
	}
	r := &c.sh[i]
	t := *taken
	t.times(r.val, r.onTable, v)
	c.takes(i+1, v, choice, &t)
	c.takes(i+1, v, choice|1<<i, taken)
}

// nth returns capture k, 0 <= k < the count init returned.
func (c *bigCounter) nth(k uint64) Move {
	v := 1
	for ; v <= c.lim && k >= c.total[v]; v++ {
		k -= c.total[v]
	}
	if v > c.lim {
		return Move{} // not reached: k is below the count
	}
	if v == c.handSum {
		// Only the whole hand makes its own sum.
		return c.taken(c.hand, v, k)
	}
	c.fillTakes(v)
	// low counts the subsets of the loose cards of the ranks below the
	// one being chosen by sum.
	low := c.loose
	h := &c.h
	// Choose the played set rank by rank, highest first, each rank's
	// cards in increasing order of their 4-bit mask (none first): that is
	// increasing [cards.Set] order.
	var p cards.Set
	need, choice, i := v, uint(0), 0
	for j := 0; j < h.n && need > 0; j++ { // once need is 0, the ranks left add no card
		m, val, off := h.mask[j], int(h.val[j]), h.offset[j]
		isShared := i < c.n && c.sh[i].rank == j
		next := i
		if isShared {
			next++
		} else {
			low.over(val, bits.OnesCount8(m), v)
		}
		if val > need {
			// No card of rank j fits: every capture left chooses none.
			i = next
			continue
		}
		// weight[a] is the number of captures after choosing a cards of rank j.
		var weight [5]uint64
		for a := range bits.OnesCount8(m) + 1 {
			if rest := need - a*val; rest >= 0 {
				ch := choice
				if isShared && a > 0 {
					ch |= 1 << i
				}
				weight[a] = c.weigh(next, rest, ch, &low)
			}
		}
		pick, ok := nthPick(m, &weight, &k)
		if !ok {
			return Move{} // not reached: k is below the count
		}
		p |= cards.Set(pick) << off
		need -= bits.OnesCount8(pick) * val
		if isShared && pick != 0 {
			choice |= 1 << i
		}
		i = next
	}
	return c.taken(p, v, k)
}

// weigh returns the number of captures of the played sets that add to the
// choice made so far need points from the shared ranks i and after and the
// loose cards loose counts.
func (c *bigCounter) weigh(i, need int, choice uint, loose *poly) uint64 {
	if i == c.n {
		return c.take[choice%(1<<maxShared)] * loose[need]
	}
	r := &c.sh[i]
	n := c.weigh(i+1, need, choice, loose)
	for a := 1; a <= r.inHand && a*r.val <= need; a++ {
		n += binomial[r.inHand][a] * c.weigh(i+1, need-a*r.val, choice|1<<i, loose)
	}
	return n
}

// taken returns capture k among those that play p, of sum v: the taken
// sets of sum v that hold no card forbidden(p) names, in increasing order,
// then the whole table when rule E5 lets the whole hand take it.
func (c *bigCounter) taken(p cards.Set, v int, k uint64) Move {
	allowed := c.table &^ forbidden(p, c.table, c.ban)
	if allowed.Len() <= 4 {
		// A quad's subsets in index order are in increasing order.
		var q quad
		q.load(allowed)
		a := q.withSum(v)
		if k >= uint64(bits.OnesCount16(a)) {
			return Capture(p, c.table) // rule E5
		}
		return Capture(p, q.subset(nthBit(a, k)))
	}
	var t side
	t.load(allowed)
	// low counts the subsets of t's ranks below the one being chosen by
	// sum: first all of them.
	low := poly{1}
	for j := range t.n {
		low.times(int(t.val[j]), bits.OnesCount8(t.mask[j]), v)
	}
	if k >= low[v] {
		return Capture(p, c.table) // rule E5
	}
	var q cards.Set
	need := v
	for j := range t.n {
		m, val, off := t.mask[j], int(t.val[j]), t.offset[j]
		low.over(val, bits.OnesCount8(m), v)
		// weight[a] is the number of taken sets after choosing a cards of rank j.
		var weight [5]uint64
		for a := range bits.OnesCount8(m) + 1 {
			if rest := need - a*val; rest >= 0 {
				weight[a] = low[rest]
			}
		}
		pick, ok := nthPick(m, &weight, &k)
		if !ok {
			return Move{} // not reached: k is below the count
		}
		q |= cards.Set(pick) << off
		need -= bits.OnesCount8(pick) * val
	}
	return Capture(p, q)
}

// nthPick walks the subsets of a rank's cards m in increasing order of
// their 4-bit mask (none first), each weighing weight[its number of cards],
// and returns the one index *k falls in, lowering *k by the weights of
// those before it; false when *k is not below their sum.
func nthPick(m uint8, weight *[5]uint64, k *uint64) (uint8, bool) {
	pick := uint8(0)
	for {
		w := weight[bits.OnesCount8(pick)]
		if *k < w {
			return pick, true
		}
		*k -= w
		if pick = (pick - m) & m; pick == 0 {
			return 0, false
		}
	}
}
