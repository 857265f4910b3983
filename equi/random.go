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
// pile (rule E9), costs a count by point sums instead of a listing when
// its captures make less than 64 points and its hand and table share at
// most 7 ranks, as in every position of the playouts measured; others are
// counted by a pass of the listing. It allocates nothing.
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
	var c tinyCounter
	n, ok := c.count(h36, t36, ban)
	if !ok {
		return r.randomLarge(p, h36, t36, ban, hand)
	}
	k := r.draw(p, n, hand)
	if k < n {
		return c.nth(k)
	}
	return nthTrail(hand, k-n)
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
	k := r.draw(p, n, hand)
	if k < n {
		return k, Move{}
	}
	return k, nthTrail(hand, k-n)
}

// draw draws from p the index of a move among n captures and the trails
// that follow them, as [Rules.AppendLegal] lists them: the trails count
// when there is no capture or the rules let a player trail anyway. It is
// small enough to be inlined (the hand's size is counted with
// bits.OnesCount64, which costs the inliner less than Len).
func (r *Rules) draw(p *rand.PCG, n uint64, hand cards.Set) uint64 {
	total := n
	if n == 0 || r.VoluntaryTrail {
		total += uint64(bits.OnesCount64(uint64(hand)))
	}
	return cards.UintN(p, total)
}

// nthTrail returns trail i of hand: the trails follow the captures, in
// card order.
func nthTrail(hand cards.Set, i uint64) Move {
	v := uint64(hand)
	for ; i > 0; i-- {
		v &= v - 1
	}
	return Capture(cards.Set(v&-v), 0)
}

// tinyCounter counts the captures of a hand and a table of at most 4 cards
// each in the order of tinyCaptures, keeping each played set (as its index
// among the hand's subsets) with the taken sets it may take, so that the
// k-th capture is found without a second search. Every played set has one
// sum, so there are at most 15.
type tinyCounter struct {
	h, t    quad
	n       int        // the played sets kept
	played  [16]uint8  // the hand subsets with a capture, in listing order
	allowed [16]uint16 // allowed[i]: the taken sets hand subset i may take
}

// init loads the position, hand and table holding at most 4 cards each,
// and returns the number of captures.
func (c *tinyCounter) init(hand, table cards.Set, ban bool) uint64 {
	n, _ := c.count(hand, table, ban)
	return n
}

// count is init for any position of Equi cards: it returns the number of
// captures and true, or false when a side holds more than 4 cards and the
// table is not empty. An empty table has no capture whatever the hand.
func (c *tinyCounter) count(hand, table cards.Set, ban bool) (uint64, bool) {
	if table == 0 {
		return 0, true // nothing to take
	}
	h, t := &c.h, &c.t
	common, ok := loadPair(h, t, hand, table)
	if common == 0 {
		return 0, ok
	}
	var rb tinyRanks
	rb.init(h, t, ban)
	total := uint64(0)
	for ; common != 0; common &= common - 1 {
		v := bits.TrailingZeros64(common)
		var takes uint16
		if t.at[3] == 64 {
			takes = t.withSumLow(v) // a table of at most 3 cards, as nearly always
		} else {
			takes = t.withSum(v)
		}
		for ps := h.withSum(v); ps != 0; ps &= ps - 1 {
			i := bits.TrailingZeros16(ps)
			allowed := takes
			if f := rb.forbids(i); f != 0 {
				allowed = rb.allowed(i, f, takes)
			}
			if allowed != 0 {
				c.played[c.n&15], c.allowed[i&15] = uint8(i), allowed
				c.n++
				total += uint64(bits.OnesCount16(allowed))
			}
		}
	}
	return total, true
}

// nth returns capture k, 0 <= k < the count init or count returned.
func (c *tinyCounter) nth(k uint64) Move {
	for _, i := range c.played[:c.n&15] {
		a := c.allowed[i&15]
		if m := uint64(bits.OnesCount16(a)); k >= m {
			k -= m
			continue
		}
		return Capture(c.h.subset(int(i)), c.t.subset(nthBit(a, k)))
	}
	return Move{} // not reached: k is below the count
}

// counter counts the captures of a position with more than 4 cards on a
// side and builds the k-th of them in the order of [Rules.AppendLegal]:
// for a hand of minBig cards or more, through bigCounter, which counts
// them by point sums, when it accepts the position (every one with at
// most 4 table cards, and every one met in the playout benchmark's
// games); otherwise by a counting pass and a probe of the listing.
type counter struct {
	hand, table cards.Set
	ban         bool
	isBig       bool // big counts the captures
	big         bigCounter
}

// init loads the position, hand and table holding Equi cards only, and
// returns the number of captures.
func (c *counter) init(hand, table cards.Set, ban bool) uint64 {
	c.hand, c.table, c.ban = hand, table, ban
	if hand.Len() >= minBig {
		if n, ok := c.big.init(hand, table, ban); ok {
			c.isBig = true
			return n
		}
	}
	o := output{count: true}
	captures(hand, table, ban, &o)
	return uint64(o.found)
}

// nth returns capture k, 0 <= k < the count init returned.
func (c *counter) nth(k uint64) Move {
	if c.isBig {
		return c.big.nth(k)
	}
	o := output{probe: true, skip: int(k)}
	captures(c.hand, c.table, c.ban, &o)
	return o.first
}

// minBig is the smallest hand whose captures bigCounter counts: a hand of
// at most 4 cards against a larger table has few played sets, whose
// captures a counting pass of smallCaptures and a probe find for less.
const minBig = 5

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
