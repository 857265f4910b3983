package equi

import (
	"math/bits"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// RandomMove returns a legal move of the seat to move in *s drawn
// uniformly at random from p, and true; or the zero Move and false, drawing
// nothing, when s is nil or over ([Rules.ToMove] is -1) or p is nil. The
// move is exactly cards.Legal(r, *s)[k] for the k that
// cards.UintN(p, uint64(n)) draws, n the number of legal moves, and p
// advances as that draw advances it, so a seeded playout gives the same
// game through RandomMove as through [Rules.AppendLegal] and a drawn index.
// It does not change *s; the pointer saves copying the position.
//
// The moves are counted, not listed, and only the chosen one is built: a
// position with thousands of captures, such as a hand taken back from a
// pile (rule E9) against a table of at most 4 cards, costs a count by
// point sums instead of a listing. It allocates nothing.
func (r Rules) RandomMove(s *State, p *rand.PCG) (Move, bool) {
	if s == nil || p == nil || r.over(s) {
		return Move{}, false
	}
	return r.randomMove(p, s.hands[s.turn], s.table, s.stockLen == 0), true
}

// RandomStep is the [cards.RandomStepper] fast path: it draws the move m
// [Rules.RandomMove] draws from p, with the same draws, plays it in *s so
// that *s ends as [Rules.Apply](*s, m) would return it (the refill, the
// pile taken back, the end of the game, the trail records and a Variant's
// Moved hook included), and returns m and true; or the zero Move and false,
// drawing nothing and changing nothing, when s is nil or over
// ([Rules.ToMove] is -1) or p is nil. Because m is the position's own draw
// it is played without the check ApplyTo makes of a move from elsewhere.
// It allocates nothing beyond what a Variant's hook allocates.
func (r Rules) RandomStep(s *State, p *rand.PCG) (Move, bool) {
	if s == nil || p == nil || r.over(s) {
		return Move{}, false
	}
	m := r.randomMove(p, s.hands[s.turn], s.table, s.stockLen == 0)
	r.apply(s, m)
	return m, true
}

// randomMove is RandomMove for the seat holding hand, with table on the
// table, in a game that is not over.
func (r *Rules) randomMove(p *rand.PCG, hand, table cards.Set, stockEmpty bool) Move {
	h36, t36 := hand&cards.Deck36, table&cards.Deck36
	ban := r.rankBan(hand, stockEmpty)
	if h36.Len() <= 4 && t36.Len() <= 4 {
		var c tinyCounter
		k, trail := r.pick(p, c.init(h36, t36, ban), hand)
		if trail != (Move{}) {
			return trail
		}
		return c.nth(k)
	}
	return r.randomLarge(p, h36, t36, ban, hand)
}

// randomLarge is RandomMove for a position with more than 4 cards on a
// side, hand and table holding Equi cards only, and full the whole hand.
func (r *Rules) randomLarge(p *rand.PCG, hand, table cards.Set, ban bool, full cards.Set) Move {
	var c counter
	k, trail := r.pick(p, c.init(hand, table, ban), full)
	if trail != (Move{}) {
		return trail
	}
	return c.nth(k)
}

// pick draws from p the index k of a move among n captures and the trails
// that follow them, as [Rules.AppendLegal] lists them: it returns k < n for a
// capture, or the trail drawn.
func (r *Rules) pick(p *rand.PCG, n uint64, hand cards.Set) (uint64, Move) {
	total := n
	if n == 0 || r.VoluntaryTrail {
		total += uint64(hand.Len())
	}
	k := cards.UintN(p, total)
	if k < n {
		return k, Move{}
	}
	// The trails follow the captures, in card order.
	v := uint64(hand)
	for i := k - n; i > 0; i-- {
		v &= v - 1
	}
	return k, Move{played: cards.Set(v & -v)}
}

// tinyCounter counts the captures of a hand and a table of at most 4 cards
// each in the order of tinyCaptures, keeping each played set with the
// taken sets it may take, so that the k-th capture is found without a
// second search. Every played set has one sum, so there are at most 15.
type tinyCounter struct {
	t       quad
	n       int // the played sets kept
	played  [15]cards.Set
	allowed [15]uint16
}

// init loads the position and returns the number of captures.
func (c *tinyCounter) init(hand, table cards.Set, ban bool) uint64 {
	var h quad
	h.load(hand)
	t := &c.t
	t.load(table)
	total := uint64(0)
	for common := h.reach & t.reach &^ 1; common != 0; common &= common - 1 {
		v := bits.TrailingZeros64(common)
		takes := t.withSum(v)
		for ps := h.withSum(v); ps != 0; ps &= ps - 1 {
			p := h.subset(bits.TrailingZeros16(ps))
			allowed := takes
			if ban {
				allowed &= t.avoiding(rankCards(p))
				if p == hand {
					// Rule E5.
					allowed |= takes & (1 << (1<<table.Len() - 1))
				}
			}
			if allowed != 0 && c.n < len(c.played) {
				c.played[c.n], c.allowed[c.n] = p, allowed
				c.n++
				total += uint64(bits.OnesCount16(allowed))
			}
		}
	}
	return total
}

// nth returns capture k, 0 <= k < the count init returned.
func (c *tinyCounter) nth(k uint64) Move {
	for i := range c.n {
		a := c.allowed[i%len(c.allowed)]
		if m := uint64(bits.OnesCount16(a)); k >= m {
			k -= m
			continue
		}
		return Move{played: c.played[i%len(c.played)], taken: c.t.subset(nthBit(a, k))}
	}
	return Move{} // not reached: k is below the count
}

// counter counts the captures of a position with more than 4 cards on a
// side and builds the k-th of them in the order of [Rules.AppendLegal]: by point
// sums for a hand against at most 4 table cards, and otherwise by a
// counting pass and a probe of the listing.
type counter struct {
	hand, table cards.Set
	ban         bool
	few         bool // the table holds at most 4 cards
	isBig       bool // big counts the captures
	big         bigCounter
	f           few    // the search of fewCaptures
	keepAll     uint16 // the table subsets no rank of the hand forbids
	handSum     int
}

// init loads the position, hand and table holding Equi cards only, and
// returns the number of captures.
func (c *counter) init(hand, table cards.Set, ban bool) uint64 {
	c.hand, c.table, c.ban = hand, table, ban
	if n, ok := c.big.init(hand, table, ban); ok {
		c.isBig = true
		return n
	}
	if table.Len() <= 4 && hand.Len() >= minCounted {
		c.few = true
		return c.fewInit()
	}
	o := output{count: true}
	captures(hand, table, ban, &o)
	return uint64(o.found)
}

// nth returns capture k, 0 <= k < the count init returned.
func (c *counter) nth(k uint64) Move {
	if c.few {
		return c.fewNth(k)
	}
	if c.isBig {
		return c.big.nth(k)
	}
	o := output{probe: true, skip: int(k)}
	captures(c.hand, c.table, c.ban, &o)
	return o.first
}

// minCounted is the smallest hand whose captures against a table of at
// most 4 cards are counted by point sums: smaller hands have few enough
// captures that a counting pass of the listing and a probe cost less.
const minCounted = 9

// nthBit returns the index of the bit of x that has i set bits below it.
func nthBit(x uint16, i uint64) int {
	for ; i > 0; i-- {
		x &= x - 1
	}
	return bits.TrailingZeros16(x)
}

// binomial[n][k] is n choose k, for the 0 to 4 cards of a rank.
var binomial = [5][5]uint64{
	{1},
	{1, 1},
	{1, 2, 1},
	{1, 3, 3, 1},
	{1, 4, 6, 4, 1},
}

// maxSameSum is the most subsets of at most 4 table cards that make one
// sum. Every card is worth at least 1, so of two such subsets neither holds
// the other: they form an antichain of the subsets of 4 cards, which has at
// most 4 choose 2 = 6 members (Sperner), as two of four cards of one value
// have.
const maxSameSum = 6

// ways holds, for some taken sets of one sum v, the number of played sets
// each allows: ways[i][j][need] counts the subsets of the hand's cards of
// ranks j and lower (in the order of side) that taken set i allows, making
// need points, need <= v <= 40.
type ways [maxSameSum][numRanks + 1][41]uint64

// fill computes ways[i] for the taken set of table subset q and sum v.
func (w *ways) fill(c *counter, i, q, v int) {
	h := &c.f.h
	t := &w[i]
	t[h.n] = [41]uint64{1}
	for j := h.n - 1; j >= 0; j-- {
		t[j] = t[j+1]
		if c.f.keep[j]>>q&1 == 0 {
			continue // a card of rank j would forbid q
		}
		cnt, val := bits.OnesCount8(h.mask[j]), int(h.val[j])
		for need := 1; need <= v; need++ {
			for k := 1; k <= cnt && k*val <= need; k++ {
				t[j][need] += binomial[cnt][k] * t[j+1][need-k*val]
			}
		}
	}
}

// fewInit counts the captures of a hand of more than 4 cards against a
// table of at most 4: for each taken set q, the played sets of its sum
// that its ranks allow, counted by point sums rank by rank; plus the whole
// hand taking the whole table under rule E5.
func (c *counter) fewInit() uint64 {
	f := &c.f
	f.hand = c.hand
	f.t.load(c.table)
	f.h.load(c.hand)
	c.keepAll = 0xFFFF
	for j := range f.h.n {
		f.keep[j] = f.t.avoiding(forbidden(cards.Set(f.h.mask[j])<<f.h.offset[j], c.table, c.ban))
		c.keepAll &= f.keep[j]
	}
	c.handSum = pointSum(c.hand)
	n := uint64(0)
	for common := f.h.rest[0] & f.t.reach &^ 1; common != 0; common &= common - 1 {
		n += c.fewSum(bits.TrailingZeros64(common), nil)
	}
	return n
}

// fewSum returns the number of captures of sum v; with w, it fills w for
// the taken sets of sum v, in increasing order.
func (c *counter) fewSum(v int, w *ways) uint64 {
	f := &c.f
	takes := f.t.withSum(v)
	if v == c.handSum {
		// Only the whole hand makes its own sum; rule E5 lets it take the
		// whole table whatever the ranks.
		return uint64(bits.OnesCount16(c.fewWhole(takes)))
	}
	n := uint64(0)
	for i, qs := 0, takes; qs != 0; i, qs = i+1, qs&(qs-1) {
		q := bits.TrailingZeros16(qs)
		if w == nil {
			n += c.count(q, v)
			continue
		}
		w.fill(c, i, q, v)
		n += w[i][0][v]
	}
	return n
}

// count returns the number of played sets of sum v that table subset q
// allows: ways.fill with one row, updated in place rank by rank.
func (c *counter) count(q, v int) uint64 {
	h := &c.f.h
	var t [41]uint64
	t[0] = 1
	for j := h.n - 1; j >= 0; j-- {
		if c.f.keep[j]>>q&1 == 0 {
			continue
		}
		cnt, val := bits.OnesCount8(h.mask[j]), int(h.val[j])
		for need := v; need >= val; need-- {
			for k := 1; k <= cnt && k*val <= need; k++ {
				t[need] += binomial[cnt][k] * t[need-k*val]
			}
		}
	}
	return t[v]
}

// fewWhole returns the taken sets of takes the whole hand may take.
func (c *counter) fewWhole(takes uint16) uint16 {
	allowed := takes & c.keepAll
	if c.ban {
		allowed |= takes & (1 << (1<<c.table.Len() - 1))
	}
	return allowed
}

// fewNth returns capture k of a hand of more than 4 cards against a table
// of at most 4: it finds its sum, then walks the search of few.played,
// skipping every branch whose captures, counted by ways, all come before
// k.
func (c *counter) fewNth(k uint64) Move {
	f := &c.f
	var w ways
	for common := f.h.rest[0] & f.t.reach &^ 1; common != 0; common &= common - 1 {
		v := bits.TrailingZeros64(common)
		takes := f.t.withSum(v)
		if v == c.handSum {
			allowed := c.fewWhole(takes)
			if m := uint64(bits.OnesCount16(allowed)); k >= m {
				k -= m
				continue
			}
			return Move{played: c.hand, taken: f.t.subset(nthBit(allowed, k))}
		}
		m := c.fewSum(v, &w)
		if k >= m {
			k -= m
			continue
		}
		// slot[q] is the index in w of table subset q.
		var slot [16]uint8
		for i, qs := 0, takes; qs != 0; i, qs = i+1, qs&(qs-1) {
			slot[bits.TrailingZeros16(qs)] = uint8(i)
		}
		return c.fewWalk(&w, &slot, 0, v, 0, takes, k)
	}
	return Move{}
}

// fewWalk returns capture k among those few.played lists from its
// arguments.
func (c *counter) fewWalk(w *ways, slot *[16]uint8, j, need int, cur cards.Set, allowed uint16, k uint64) Move {
	f := &c.f
	h := &f.h
	for {
		if need == 0 {
			return Move{played: cur, taken: f.t.subset(nthBit(allowed, k))}
		}
		top := j
		for h.can(top+1, need) {
			top++
		}
		next := false
		for ; top >= j && !next; top-- {
			a := allowed & f.keep[top]
			if a == 0 {
				continue
			}
			m, val, off := h.mask[top], int(h.val[top]), h.offset[top]
			for pick := m & -m; pick != 0; pick = (pick - m) & m {
				rest := need - bits.OnesCount8(pick)*val
				if rest < 0 || !h.can(top+1, rest) {
					continue
				}
				n := uint64(0)
				for qs := a; qs != 0; qs &= qs - 1 {
					n += w[slot[bits.TrailingZeros16(qs)]][top+1][rest]
				}
				if k < n {
					j, need, cur, allowed = top+1, rest, cur|cards.Set(pick)<<off, a
					next = true
					break
				}
				k -= n
			}
		}
		if !next {
			return Move{} // not reached: k is below the count
		}
	}
}
