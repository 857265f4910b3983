//go:build !cardrules_reference

package fishing

import (
	"encoding/binary"
	"math/bits"

	"github.com/cardrules/cardrules/cards"
)

// cardValue[c] is the point value of card c (Equi's rule E2), 0 for the
// cards below six, which are not in the Equi deck. valuePlane[k] holds the
// cards whose value has bit k set, so that a set's point sum is four
// popcounts. Both come from equiValues, by initialisers, so that they are
// ready before any package-level variable that calls New; every value is
// below 16.
var (
	cardValue  = equiCardValues()
	valuePlane = equiValuePlanes()
)

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

// numRanks is the number of ranks in the Equi deck, six to ace.
const numRanks = 9

// rankSide is one side of the captures being listed, the hand or some table
// cards, grouped by rank: all cards of a rank are worth the same. It holds
// the ranks present, highest first; for each, the offset of its four cards in
// a [cards.Set] (4 × its index), the cards present as a 4-bit mask (bit i for
// the card at offset+i) and their value; and for each j the sums made by the
// cards of ranks j and lower, ranks n and lower making only 0. rest holds
// the sums below 64, which are all a listing needs when the hand or the
// table makes less than 64 points; wide, set only otherwise, holds them all.
//
// A set is listed by choosing, from the highest rank down, which of its
// cards of each rank to put in, as a 4-bit mask in increasing order: that
// lists sets in increasing [cards.Set] order, the highest rank's cards being
// the highest bits.
type rankSide struct {
	set    cards.Set // the cards loaded
	n      int
	offset [numRanks]uint8
	mask   [numRanks]uint8
	val    [numRanks]uint8
	rest   [numRanks + 1]uint64
	wide   *[numRanks + 1]sums
}

// load fills sd with the cards of s that belong to the Equi deck.
func (sd *rankSide) load(s cards.Set) {
	sd.set = s
	n := 0
	for v := uint64(s & cards.Deck36); v != 0; n++ {
		c := 63 - bits.LeadingZeros64(v)
		off := c &^ 3
		sd.offset[n] = uint8(off)
		sd.mask[n] = uint8(v >> off & 0xF)
		sd.val[n] = cardValue[c]
		v &^= 0xF << off
	}
	sd.n = n
	r := uint64(1)
	sd.rest[n] = r
	for j := n - 1; j >= 0; j-- {
		for range bits.OnesCount8(sd.mask[j]) {
			r |= r << sd.val[j]
		}
		sd.rest[j] = r
	}
	if sd.wide == nil {
		return
	}
	w := sums{1}
	sd.wide[n] = w
	for j := n - 1; j >= 0; j-- {
		for range bits.OnesCount8(sd.mask[j]) {
			w = w.plus(int(sd.val[j]))
		}
		sd.wide[j] = w
	}
}

// can reports whether the cards of ranks j and lower make need points, for
// 0 <= need <= the listing's limit.
func (sd *rankSide) can(j, need int) bool {
	if need < 64 {
		return sd.rest[j]>>need&1 != 0
	}
	return sd.wide[j].has(need)
}

// output receives the captures a listing finds: appended to dst, handed to
// yield, counted, or, for a probe, the one after the first skip kept.
type output struct {
	list  bool // append to dst
	dst   []Move
	yield func(Move) bool
	count bool // only count the captures
	probe bool // keep the capture after the first skip, and stop
	skip  int
	first Move
	found int // the captures found, but for appending: len(dst) says
	limit int // when above 0, append to dst up to this length, then stop
}

// emit hands m to the output and reports whether to go on. Appending, the
// case of every listing, is the inlined path.
func (o *output) emit(m Move) bool {
	if o.list {
		o.dst = append(o.dst, m)
		return true
	}
	return o.hand(m)
}

// hand is emit for a yield function, a count, a probe or a bounded list.
func (o *output) hand(m Move) bool {
	o.found++
	switch {
	case o.limit > 0:
		o.dst = append(o.dst, m)
		return len(o.dst) < o.limit
	case o.count:
		return true
	case o.probe:
		if o.found <= o.skip {
			return true
		}
		o.first = m
		return false
	}
	return o.yield(m)
}

// captures lists into o every legal capture of hand from table, ban telling
// whether rule E4 applies (E5 may still lift it for one capture), and
// reports whether o let it finish.
//
// Almost every position of a game has at most 4 cards in hand and 4 on the
// table: tinyCaptures lists them from the byte-packed sums of the 16
// subsets of each side, and finds that there is no capture, as for about
// half the positions, from the sums both sides make, a shift and an or per
// card. A larger hand against at most 4 table cards, as when a pile is
// taken back (rule E9), goes to fewCaptures; at most 4 cards in hand and 8
// on the table to smallCaptures; the rest to the enumerator.
func captures(hand, table cards.Set, ban bool, o *output) bool {
	hand, table = hand&cards.Deck36, table&cards.Deck36
	if table.Len() <= 4 {
		if hand.Len() <= 4 {
			return tinyCaptures(hand, table, ban, o)
		}
		return fewCaptures(hand, table, ban, o)
	}
	tableSums := smallSums(table)
	common := smallSums(hand) & tableSums &^ 1
	// A side makes 64 points only with 7 cards or more (a card is worth at
	// most 10).
	wide := hand.Len() >= 7 && table.Len() >= 7 && pointSum(hand) >= 64 && pointSum(table) >= 64
	switch {
	case wide:
		return wideCaptures(hand, table, ban, o)
	case common == 0:
		return true
	case hand.Len() <= 4 && table.Len() <= 8:
		return smallCaptures(hand, table, ban, common, tableSums, o)
	}
	var e enumerator
	e.init(hand, table, ban)
	return e.run(o)
}

// small is one side of a capture of at most 4 cards, for smallCaptures: its
// 16 subsets, and their point sums, one byte each, so that the subsets of
// one sum are found with a few word operations. Subset i holds the side's
// k-th lowest card when bit k of i is set; the subsets are in increasing
// [cards.Set] order of i.
type small struct {
	set   [16]cards.Set
	sums  [2]uint64 // byte i of sums[i/8] is the sum of subset i
	valid uint16    // bit i set for the subsets that exist: i < 2^(cards)
}

// Byte masks of the subset indices 0 to 7 in which bit 0, 1 or 2 is set,
// and of all eight.
const (
	bytesBit0 = 0x0100010001000100
	bytesBit1 = 0x0101000001010000
	bytesBit2 = 0x0101010100000000
	bytesAll  = 0x0101010101010101
	bytesLow7 = 0x7F7F7F7F7F7F7F7F
)

// load fills sd with s, which must hold at most 4 cards. The sum of subset i is
// the sum over k of bit k of i times the value of card k: each card's value
// times the byte mask of the indices that pick it, which cannot carry from
// one byte to the next since no sum exceeds 40.
func (sd *small) load(s cards.Set) {
	var card [4]cards.Set
	var val [4]uint64
	n := 0
	for v := uint64(s); v != 0; v &= v - 1 {
		c := bits.TrailingZeros64(v)
		card[n&3], val[n&3] = 1<<c, uint64(cardValue[c])
		n++
	}
	low := val[0]*bytesBit0 + val[1]*bytesBit1 + val[2]*bytesBit2
	sd.sums = [2]uint64{low, low + val[3]*bytesAll}
	sd.valid = uint16(1<<(1<<n) - 1)
	a, b, c, d := card[0], card[1], card[2], card[3]
	sd.set = [16]cards.Set{
		0, a, b, a | b, c, a | c, b | c, a | b | c,
		d, a | d, b | d, a | b | d, c | d, a | c | d, b | c | d, a | b | c | d,
	}
}

// sum returns the point sum of subset i.
func (sd *small) sum(i int) int { return int(sd.sums[i>>3&1] >> (8 * (i & 7)) & 0xFF) }

// withSum returns the indices of the subsets of sum v, bit i for subset i.
func (sd *small) withSum(v int) uint16 {
	x := uint64(v) * bytesAll
	return (uint16(zeroBytes(sd.sums[0]^x)) | uint16(zeroBytes(sd.sums[1]^x))<<8) & sd.valid
}

// zeroBytes returns a mask of the bytes of y that are zero, bit i for byte
// i. Adding 0x7F to the low seven bits of a byte sets its high bit unless
// they are all zero; or-ing in the byte itself leaves the high bit clear
// only for a zero byte. The multiply gathers the eight high bits (shifted
// down to bits 0, 8, ..., 56) into the top byte.
func zeroBytes(y uint64) uint8 {
	t := ^((y&bytesLow7 + bytesLow7) | y | bytesLow7)
	return uint8((t >> 7) * 0x0102040810204080 >> 56)
}

// zeroBytesLow is zeroBytes for a word whose bytes are all below 128, as
// rank numbers are: adding 0x7F to such a byte sets its high bit unless it
// is zero, and carries into no other byte.
func zeroBytesLow(y uint64) uint8 {
	return uint8((^(y + bytesLow7) >> 7 & bytesAll) * 0x0102040810204080 >> 56)
}

// smallCaptures is captures for a hand of at most 4 cards and a table of at
// most 8, common holding the sums both make and tableSums the sums the
// table makes. A table of more than 4 cards is split in two halves, its 4
// lowest cards and the others: a taken set is a subset of the high half and
// one of the low half, and taken sets in increasing order are the high
// half's subsets in increasing order, each with the low half's. For each
// common sum, in increasing order, and each played set of that sum, in
// increasing order, it runs through the taken sets of that sum.
func smallCaptures(hand, table cards.Set, ban bool, common, tableSums uint64, o *output) bool {
	var h, low, high small
	h.load(hand)
	lowCards, lowSums := table, tableSums
	split := table.Len() > 4
	if split {
		lowCards = lowest(table, 4)
		lowSums = smallSums(lowCards)
		high.load(table &^ lowCards)
	}
	low.load(lowCards)
	for ; common != 0; common &= common - 1 {
		v := bits.TrailingZeros64(common)
		// The taken sets of sum v: high subset i, for each i in highs,
		// with the low subsets in lows[i].
		highs, lows := uint16(1), [16]uint16{low.withSum(v)}
		if split {
			highs = 0
			for hs := high.valid; hs != 0; hs &= hs - 1 {
				i := bits.TrailingZeros16(hs)
				if need := v - high.sum(i); need >= 0 && lowSums>>need&1 != 0 {
					highs |= 1 << i
					lows[i] = low.withSum(need)
				}
			}
		}
		for ps := h.withSum(v); ps != 0; ps &= ps - 1 {
			p := h.set[bits.TrailingZeros16(ps)]
			avoid := forbidden(p, table, ban)
			for hs := highs; hs != 0; hs &= hs - 1 {
				i := bits.TrailingZeros16(hs)
				for ls := lows[i]; ls != 0; ls &= ls - 1 {
					q := high.set[i] | low.set[bits.TrailingZeros16(ls)]
					// Rule E5: the whole hand may take the whole table
					// whatever the ranks.
					if (q&avoid == 0 || wholeTake(p, q, hand, table)) && !o.emit(Move{played: p, taken: q}) {
						return false
					}
				}
			}
		}
	}
	return true
}

// quad is a set of at most 4 cards, for tinyCaptures: where its cards are,
// lowest first, and the point sums of its 16 subsets, one byte each, as in
// small. Subset i holds the k-th lowest card when bit k of i is set. Past
// the set's size a card is at 64, the trailing zeros of an empty set, and
// counts 64 points (quadValue), so that a subset that names it sums to 64
// or more and matches no sum a listing looks for: no mask of the subsets
// that exist is needed. The largest byte, three such cards and 10 points,
// is 202, so no byte carries into the next.
type quad struct {
	sums  [2]uint64 // byte i of sums[i/8] is the sum of subset i
	reach uint64    // the sums below 64 its subsets make, bit n for sum n
	at    [4]uint8  // the cards, lowest first, as bit numbers of a [cards.Set]
}

// quadValue[c] is cardValue[c] for the 64 cards of a [cards.Set] and 64 for
// c = 64, the trailing zeros of an empty set.
var quadValue = equiQuadValues()

// load fills q with s, which must hold at most 4 cards of the Equi deck.
func (q *quad) load(s cards.Set) {
	v := uint64(s)
	c0 := v & -v
	v ^= c0
	c1 := v & -v
	v ^= c1
	c2 := v & -v
	c3 := v ^ c2
	a0, a1 := bits.TrailingZeros64(c0), bits.TrailingZeros64(c1)
	a2, a3 := bits.TrailingZeros64(c2), bits.TrailingZeros64(c3)
	w0, w1 := uint64(quadValue[a0]), uint64(quadValue[a1])
	w2, w3 := uint64(quadValue[a2]), uint64(quadValue[a3])
	q.sums[0], q.sums[1] = quadSums(w0, w1, w2, w3)
	q.reach = quadReach(w0, w1, w2, w3)
	q.at = [4]uint8{uint8(a0), uint8(a1), uint8(a2), uint8(a3)}
}

// quadSums returns the words of a quad's sums for cards worth w0 to w3.
func quadSums(w0, w1, w2, w3 uint64) (low, high uint64) {
	low = w0*bytesBit0 + w1*bytesBit1 + w2*bytesBit2
	return low, low + w3*bytesAll
}

// quadReach returns the reach of a quad for cards worth w0 to w3. A shift
// by 64 & 63 = 0 adds nothing.
func quadReach(w0, w1, w2, w3 uint64) uint64 {
	r := uint64(1)
	r |= r << (w0 & 63)
	r |= r << (w1 & 63)
	r |= r << (w2 & 63)
	return r | r<<(w3&63)
}

// loadPair loads hand into h and table into t, for the tiny paths, and
// returns the sums from 1 to 63 that a subset of each makes, and true.
// When there is none it returns 0 and leaves the sums out. When a side
// holds more than 4 cards it returns 0 and false, and h and t are not to be
// read.
func loadPair(h, t *quad, hand, table cards.Set) (uint64, bool) {
	v := uint64(hand)
	a0 := bits.TrailingZeros64(v)
	v &= v - 1
	a1 := bits.TrailingZeros64(v)
	v &= v - 1
	a2 := bits.TrailingZeros64(v)
	v &= v - 1
	a3 := bits.TrailingZeros64(v)
	more := v & (v - 1)
	v = uint64(table)
	b0 := bits.TrailingZeros64(v)
	v &= v - 1
	b1 := bits.TrailingZeros64(v)
	v &= v - 1
	b2 := bits.TrailingZeros64(v)
	v &= v - 1
	b3 := bits.TrailingZeros64(v)
	if more|v&(v-1) != 0 {
		return 0, false
	}
	h.at = [4]uint8{uint8(a0), uint8(a1), uint8(a2), uint8(a3)}
	t.at = [4]uint8{uint8(b0), uint8(b1), uint8(b2), uint8(b3)}
	h0, h1 := uint64(quadValue[a0]), uint64(quadValue[a1])
	h2, h3 := uint64(quadValue[a2]), uint64(quadValue[a3])
	w0, w1 := uint64(quadValue[b0]), uint64(quadValue[b1])
	w2, w3 := uint64(quadValue[b2]), uint64(quadValue[b3])
	h.reach, t.reach = quadReach(h0, h1, h2, h3), quadReach(w0, w1, w2, w3)
	common := h.reach & t.reach &^ 1
	if common == 0 {
		return 0, true
	}
	h.sums[0], h.sums[1] = quadSums(h0, h1, h2, h3)
	t.sums[0], t.sums[1] = quadSums(w0, w1, w2, w3)
	return common, true
}

// withSum returns the indices of the subsets of sum v, 0 < v < 64, bit i for
// subset i.
func (q *quad) withSum(v int) uint16 {
	x := uint64(v) * bytesAll
	return uint16(zeroBytes(q.sums[0]^x)) | uint16(zeroBytes(q.sums[1]^x))<<8
}

// withSumLow is withSum for a set of at most 3 cards (at[3] is 64), whose
// subsets are 0 to 7: one word of sums instead of two.
func (q *quad) withSumLow(v int) uint16 { return uint16(zeroBytes(q.sums[0] ^ uint64(v)*bytesAll)) }

// sum returns the point sum of subset i, 0 <= i < 16.
func (q *quad) sum(i int) int { return int(q.sums[i>>3&1] >> (8 * (i & 7)) & 0xFF) }

// subset returns subset i, which must name cards of q only (as the subsets
// of a sum below 64 do).
func (q *quad) subset(i int) cards.Set {
	return cards.Set(uint64(i&1)<<(q.at[0]&63) | uint64(i>>1&1)<<(q.at[1]&63) |
		uint64(i>>2&1)<<(q.at[2]&63) | uint64(i>>3&1)<<(q.at[3]&63))
}

// avoiding returns the indices of the subsets that hold no card of forbid,
// a set of Equi cards.
func (q *quad) avoiding(forbid cards.Set) uint16 { return subsetsAvoiding[q.positions(forbid)&15] }

// positions returns the positions in q of the cards of forbid, a set of
// Equi cards, bit k for q's k-th card. A card past the set's size reads bit
// 64 & 63 = 0 of forbid, which is no Equi card.
func (q *quad) positions(forbid cards.Set) uint64 {
	f := uint64(forbid)
	return f>>(q.at[0]&63)&1 | f>>(q.at[1]&63)&1<<1 |
		f>>(q.at[2]&63)&1<<2 | f>>(q.at[3]&63)&1<<3
}

// subsetsAvoiding[k] has bit i set for each subset index i with no bit of k.
var subsetsAvoiding = func() (t [16]uint16) {
	for k := range t {
		for i := range 16 {
			if i&k == 0 {
				t[k] |= 1 << i
			}
		}
	}
	return t
}()

// tinyCaptures is captures for a hand and a table of at most 4 cards each,
// almost every position of a game: for each sum both make, in increasing
// order, each played set of that sum in increasing order, and for each the
// taken sets of that sum its ranks allow, in increasing order.
func tinyCaptures(hand, table cards.Set, ban bool, o *output) bool {
	if table == 0 {
		return true // nothing to take
	}
	var h, t quad
	common, _ := loadPair(&h, &t, hand, table)
	if common == 0 {
		return true
	}
	var rb tinyRanks
	rb.init(&h, &t, ban)
	for ; common != 0; common &= common - 1 {
		v := bits.TrailingZeros64(common)
		takes := t.withSum(v)
		for ps := h.withSum(v); ps != 0; ps &= ps - 1 {
			i := bits.TrailingZeros16(ps)
			p := h.subset(i)
			allowed := takes
			if f := rb.forbids(i); f != 0 {
				allowed = rb.allowed(i, f, takes)
			}
			for ; allowed != 0; allowed &= allowed - 1 {
				if !o.emit(Move{played: p, taken: t.subset(bits.TrailingZeros16(allowed))}) {
					return false
				}
			}
		}
	}
	return true
}

// tinyRanks is the rank ban (rule E4) for a hand and a table of at most 4
// cards each, loaded in quads: for each card of the hand, the table cards
// of its rank. Its zero value forbids nothing, as when the ban does not
// apply or no rank is on both sides.
type tinyRanks struct {
	rows   uint16 // nibble k: the positions on the table of the rank of the hand's k-th card
	whole  uint16 // the whole hand, as the index of a subset of its quad
	wtable uint16 // the whole table, as a bit of the table's subsets
}

// nibbleMasks[i] has nibble k all set for each bit k of i.
var nibbleMasks = func() (t [16]uint16) {
	for i := range t {
		for k := range 4 {
			if i>>k&1 != 0 {
				t[i] |= 0xF << (4 * k)
			}
		}
	}
	return t
}()

// ranksOf returns the ranks of q's cards, byte k for its k-th card: the
// rank's index (a card's bit number over 4), and 48 past the set's size.
func (q *quad) ranksOf() uint64 {
	at := uint64(binary.LittleEndian.Uint32(q.at[:]))
	// A card past the set's size is at 64: bit 6 set, so at>>2 is 16 and
	// at>>1 has bit 5 set, which no card of the deck (below 36) has.
	return (at>>2 | at>>1&0x20202020) & 0x3F3F3F3F
}

// init sets rb for the hand and the table loaded in h and t, ban telling whether
// the rank ban applies. Each hand card's rank is compared with the four
// table positions at once, bytewise, two hand cards a word.
func (rb *tinyRanks) init(h, t *quad, ban bool) {
	if !ban {
		return
	}
	hr := h.ranksOf()
	// A table position past its size has rank 16, which no hand card has.
	tr := uint64(binary.LittleEndian.Uint32(t.at[:])) >> 2 & 0x3F3F3F3F * 0x100000001
	lo := (hr&0xFF)*0x01010101 | (hr>>8&0xFF)*0x0101010100000000
	hi := (hr>>16&0xFF)*0x01010101 | (hr>>24)*0x0101010100000000
	// Every rank here is below 64.
	rows := uint16(zeroBytesLow(lo^tr)) | uint16(zeroBytesLow(hi^tr))<<8
	if rows == 0 {
		return
	}
	rb.rows = rows
	// The sizes of the sets: the index of their first position past it
	// (rank 48 in hr, 16 in tr), 4 when there is none.
	hn := bits.TrailingZeros32(uint32(hr)&0x20202020) >> 3
	tn := bits.TrailingZeros32(uint32(tr)&0x10101010) >> 3
	rb.whole = 1<<(hn&7) - 1
	rb.wtable = 1 << ((1<<(tn&7) - 1) & 15)
}

// forbids returns, for the hand's subset i, the rows of its cards whose
// rank is on the table: 0 when the ban takes nothing from i.
func (rb *tinyRanks) forbids(i int) uint16 { return rb.rows & nibbleMasks[i&15] }

// allowed returns the subsets of takes, the table subsets of the sum of
// the hand's subset i, that i may take, f being forbids(i) (not 0): those
// that hold no card of the ranks of i, and the whole table for the whole
// hand whatever the ranks (rule E5).
func (rb *tinyRanks) allowed(i int, f, takes uint16) uint16 {
	k := (f | f>>4 | f>>8 | f>>12) & 0xF
	allowed := takes & subsetsAvoiding[k]
	if uint16(i) == rb.whole {
		// Rule E5: the whole hand may take the whole table whatever the
		// ranks.
		allowed |= takes & rb.wtable
	}
	return allowed
}

// tinyHas reports whether tinyCaptures would list a capture.
func tinyHas(hand, table cards.Set, ban bool) bool {
	if table == 0 {
		return false // nothing to take
	}
	var h, t quad
	common, _ := loadPair(&h, &t, hand, table)
	if common == 0 {
		return false
	}
	var rb tinyRanks
	rb.init(&h, &t, ban)
	if rb.rows == 0 {
		return true
	}
	for ; common != 0; common &= common - 1 {
		v := bits.TrailingZeros64(common)
		takes := t.withSum(v)
		for ps := h.withSum(v); ps != 0; ps &= ps - 1 {
			i := bits.TrailingZeros16(ps)
			if f := rb.forbids(i); f == 0 || rb.allowed(i, f, takes) != 0 {
				return true
			}
		}
	}
	return false
}

// minLarge is the smallest hand fewCaptures searches with playedLarge.
const minLarge = 12

// picksOf[m][k] has bit p set for each non-empty submask p of the 4-bit
// mask m whose number of cards has bit k set in k: the picks of a rank that
// leave a sum the lower ranks can make, in increasing order.
var picksOf = func() (t [16][32]uint16) {
	for m := range 16 {
		for k := range 32 {
			for p := 1; p < 16; p++ {
				if p&^m == 0 && k>>bits.OnesCount(uint(p))&1 != 0 {
					t[m][k] |= 1 << p
				}
			}
		}
	}
	return t
}()

// few lists the captures of a hand of any size from a table of at most 4
// cards, for fewCaptures: the hand is searched by rank as the enumerator
// searches it, and the taken sets of the sum being listed are a 16-bit
// mask of the table's subsets, which each rank of the played set narrows
// with one AND (rule E4).
type few struct {
	hand cards.Set
	h    rankSide
	t    quad
	// keep[j] holds the table subsets that hold no card of the hand's
	// rank j: all of them when the rank ban does not apply.
	keep [numRanks]uint16
	// whole is the whole table's subset when rule E5 may let the whole
	// hand take it for the sum being listed, else 0.
	whole uint16
	// For a hand of minLarge cards or more, last[need] is the highest j
	// whose ranks j and lower make need points: the lowest rank a played
	// set making need can start from.
	last [64]uint8
}

// fewCaptures is captures for a table of at most 4 cards and a hand of
// more than 4, such as hands taken back from a pile (rule E9): for each sum
// both make, in increasing order, each played set of that sum in
// increasing order, and for each the taken sets its ranks allow, in
// increasing order. A table of 4 cards makes at most 40 points, so every
// sum is below 64.
func fewCaptures(hand, table cards.Set, ban bool, o *output) bool {
	return fewSearch(hand, table, ban, hand.Len() >= minLarge, o)
}

// fewSearch is fewCaptures, searching with playedLarge when large is set.
func fewSearch(hand, table cards.Set, ban, large bool, o *output) bool {
	var f few
	f.hand = hand
	f.t.load(table)
	f.h.load(hand)
	common := f.h.rest[0] & f.t.reach &^ 1
	if common == 0 {
		return true
	}
	for j := range f.h.n {
		f.keep[j] = f.t.avoiding(forbidden(cards.Set(f.h.mask[j])<<f.h.offset[j], table, ban))
	}
	if large {
		for j := 0; j <= f.h.n; j++ {
			for r := f.h.rest[j]; r != 0; r &= r - 1 {
				f.last[bits.TrailingZeros64(r)] = uint8(j)
			}
		}
	}
	handSum := pointSum(hand)
	for ; common != 0; common &= common - 1 {
		v := bits.TrailingZeros64(common)
		takes := f.t.withSum(v)
		f.whole = 0
		if ban && v == handSum {
			// Only the whole hand makes its own sum: rule E5 lets it take
			// the whole table whatever the ranks.
			f.whole = takes & (1 << (1<<table.Len() - 1))
		}
		if large && !f.playedLarge(o, 0, v, 0, takes) || !large && !f.played(o, 0, v, 0, takes) {
			return false
		}
	}
	return true
}

// played lists the played sets that extend cur with cards of the hand's
// ranks j and lower, need points still to find, in the order of
// enumerator.played, each with the taken sets of allowed, which the ranks
// of cur leave. It is called only when those ranks can make need.
func (f *few) played(o *output, j, need int, cur cards.Set, allowed uint16) bool {
	h := &f.h
	// The lowest rank a played set making need can start from.
	top := j
	for h.rest[top+1]>>need&1 != 0 {
		top++
	}
	for ; top >= j; top-- {
		a := allowed & f.keep[top]
		if a == 0 && f.whole == 0 {
			continue // no taken set is left for any played set with this rank
		}
		m, w, off := h.mask[top], int(h.val[top]), h.offset[top]
		lower := h.rest[top+1]
		for pick := m & -m; pick != 0; pick = (pick - m) & m {
			rest := need - bits.OnesCount8(pick)*w
			switch {
			case rest < 0 || lower>>rest&1 == 0:
				// The lower ranks cannot make the rest.
			case rest == 0:
				if !f.emit(o, cur|cards.Set(pick)<<off, a) {
					return false
				}
			case !f.played(o, top+1, rest, cur|cards.Set(pick)<<off, a):
				return false
			}
		}
	}
	return true
}

// playedLarge is played for a large hand, whose search visits many nodes:
// the rank to start from is read from last, and only the picks whose
// number of cards leaves a sum the lower ranks make are tried.
func (f *few) playedLarge(o *output, j, need int, cur cards.Set, allowed uint16) bool {
	h := &f.h
	for top := int(f.last[need&63]); top >= j; top-- {
		a := allowed & f.keep[top]
		if a == 0 && f.whole == 0 {
			continue // no taken set is left for any played set with this rank
		}
		m, w, off := h.mask[top], int(h.val[top]), h.offset[top]
		// The numbers of cards of this rank after which the lower ranks
		// can make the rest, bit k for k cards.
		counts, lower := 0, h.rest[top+1]
		for k, rest := 1, need-w; k <= 4 && rest >= 0; k, rest = k+1, rest-w {
			counts |= int(lower>>rest&1) << k
		}
		for picks := picksOf[m&15][counts&31]; picks != 0; picks &= picks - 1 {
			pick := bits.TrailingZeros16(picks)
			p := cur | cards.Set(pick)<<off
			if rest := need - bits.OnesCount16(uint16(pick))*w; rest == 0 {
				if !f.emit(o, p, a) {
					return false
				}
			} else if !f.playedLarge(o, top+1, rest, p, a) {
				return false
			}
		}
	}
	return true
}

// emit hands o the captures that play p, with the taken sets of allowed.
func (f *few) emit(o *output, p cards.Set, allowed uint16) bool {
	if p == f.hand {
		allowed |= f.whole
	}
	for ; allowed != 0; allowed &= allowed - 1 {
		if !o.emit(Move{played: p, taken: f.t.subset(bits.TrailingZeros16(allowed))}) {
			return false
		}
	}
	return true
}

// wideCaptures is captures for positions where the hand and the table both
// make 64 points or more, which need the sums of every size; it keeps their
// larger tables out of the frame of the ordinary listing.
func wideCaptures(hand, table cards.Set, ban bool, o *output) bool {
	var e enumerator
	var wide [3][numRanks + 1]sums
	e.h.wide, e.t.wide, e.a.wide = &wide[0], &wide[1], &wide[2]
	e.init(hand, table, ban)
	return e.run(o)
}

// maxTaken is the most taken sets of one sum an enumerator keeps in its
// list. Random games rarely meet more than 20; a table with more falls back
// to a search of the table for each played set.
const maxTaken = 32

// enumerator lists the captures of one position into an output passed
// down its calls. It lives on the stack of [captures], so that listing
// allocates nothing but the moves appended to the caller's slice.
//
// For each point sum v that a part of the hand and a part of the table both
// make, it searches the played sets of sum v (played) and gives each the
// taken sets of sum v its ranks allow (rule E4, takeFor). A hand of more
// than 4 cards has many played sets for each sum: the taken sets of sum v
// are then listed once (takeSets, into taken) and each played set keeps
// those it may take, and the search drops a rank choice as soon as none is
// left. Otherwise, or when a sum has more than maxTaken taken sets, each
// played set searches the table cards it allows.
type enumerator struct {
	hand, table       cards.Set
	handSum, tableSum int
	limit             int  // the largest sum a capture can have
	ban               bool // rule E4 applies (E5 may still lift it for one capture)

	h, t rankSide // the hand and the table
	a    rankSide // the table cards a played set allows, when the taken sets are not listed

	manyPlayed bool // the hand holds more than 4 cards: list the taken sets
	listed     bool // the taken sets of the current sum are in taken[:nTaken]
	nTaken     int
	taken      [maxTaken]cards.Set

	// The table cards some played set leaves allowed, and the sums below 64
	// they make: the last answer of mayTake when not listed, kept for its
	// next question.
	allowed     cards.Set
	allowedSums uint64
}

func (e *enumerator) init(hand, table cards.Set, ban bool) {
	e.hand, e.table = hand, table
	e.handSum, e.tableSum = pointSum(hand), pointSum(table)
	e.limit = min(e.handSum, e.tableSum)
	e.ban = ban
	e.manyPlayed = hand.Len() > 4
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
	common := e.h.rest[0] & e.t.rest[0] &^ 1
	for ; common != 0; common &= common - 1 {
		if !e.sum(o, bits.TrailingZeros64(common)) {
			return false
		}
	}
	for v := 64; v <= e.limit; v++ {
		if e.h.can(0, v) && e.t.can(0, v) && !e.sum(o, v) {
			return false
		}
	}
	return true
}

// sum lists the captures of sum v.
func (e *enumerator) sum(o *output, v int) bool {
	e.nTaken = 0
	e.listed = e.manyPlayed && e.takeSets(nil, &e.t, 0, v, 0, 0)
	return e.played(o, 0, v, 0, 0, v)
}

// played lists the played sets of sum v that extend cur with cards of the
// hand's ranks j and lower, need points still to find; avoid holds the table
// cards of the ranks of cur, which rule E4 forbids to take. It is called
// only when those ranks can make need.
//
// The sets whose highest new rank is lowest come first: it finds the lowest
// rank that can still be the highest, then goes up, and for each rank tries
// its subsets in increasing order.
func (e *enumerator) played(o *output, j, need int, cur, avoid cards.Set, v int) bool {
	if need == 0 {
		return e.takeFor(o, cur, avoid, v)
	}
	h := &e.h
	top := j
	for h.can(top+1, need) {
		top++
	}
	for ; top >= j; top-- {
		m, w, off := h.mask[top], int(h.val[top]), h.offset[top]
		// What forbidden(cur|pick<<off) adds for this rank: its table
		// cards, found from the rank's offset (the general helper's
		// rank mask costs 1% of a listing here).
		a := avoid
		if e.ban {
			a |= e.table & (0xF << off)
		}
		if a != avoid && !e.mayTake(a, v) {
			continue
		}
		for pick := m & -m; pick != 0; pick = (pick - m) & m {
			rest := need - bits.OnesCount8(pick)*w
			if rest >= 0 && h.can(top+1, rest) && !e.played(o, top+1, rest, cur|cards.Set(pick)<<off, a, v) {
				return false
			}
		}
	}
	return true
}

// mayTake reports whether a played set whose ranks forbid the table cards
// of avoid may still take some set of sum v. When it may not, played skips
// every played set that extends it. It answers true when it cannot tell
// cheaply (v of 64 or more, with the taken sets not listed), for v the sum
// of the whole hand, which rule E5 may let take the whole table, and for a
// hand of at most 4 cards, whose few played sets are cheaper to try.
func (e *enumerator) mayTake(avoid cards.Set, v int) bool {
	switch {
	case v == e.handSum || !e.manyPlayed:
		return true
	case e.listed:
		for _, t := range e.taken[:e.nTaken] {
			if t&avoid == 0 {
				return true
			}
		}
		return false
	case v >= 64:
		return true
	}
	allowed := e.table &^ avoid
	if allowed != e.allowed {
		e.allowed, e.allowedSums = allowed, smallSums(allowed)
	}
	return e.allowedSums>>v&1 != 0
}

// takeFor lists the captures that play p, of sum v, where rule E4 forbids
// taking the cards of avoid.
func (e *enumerator) takeFor(o *output, p, avoid cards.Set, v int) bool {
	// Rule E5: the whole hand may take the whole table whatever the ranks.
	// The whole table is the largest taken set, so it comes last.
	whole := avoid != 0 && v == e.tableSum && wholeTake(p, e.table, e.hand, e.table)
	if e.listed {
		for _, t := range e.taken[:e.nTaken] {
			if (t&avoid == 0 || whole && t == e.table) && !o.emit(Move{played: p, taken: t}) {
				return false
			}
		}
		return true
	}
	allowed := e.table &^ avoid
	if allowed != e.a.set {
		e.a.load(allowed)
	}
	if e.a.can(0, v) && !e.takeSets(o, &e.a, 0, v, 0, p) {
		return false
	}
	if whole {
		return o.emit(Move{played: p, taken: e.table})
	}
	return true
}

// takeSets lists the sets of sum v that extend cur with cards of t's ranks
// j and lower, need points still to find, in increasing order as played
// does: each as a capture playing p into o, or, when o is nil, into
// e.taken, reporting false when more than maxTaken do not fit. It is called
// only when those ranks can make need.
func (e *enumerator) takeSets(o *output, t *rankSide, j, need int, cur, p cards.Set) bool {
	if need == 0 {
		if o != nil {
			return o.emit(Move{played: p, taken: cur})
		}
		if e.nTaken == maxTaken {
			return false
		}
		e.taken[e.nTaken] = cur
		e.nTaken++
		return true
	}
	top := j
	for t.can(top+1, need) {
		top++
	}
	for ; top >= j; top-- {
		m, w, off := t.mask[top], int(t.val[top]), t.offset[top]
		for pick := m & -m; pick != 0; pick = (pick - m) & m {
			rest := need - bits.OnesCount8(pick)*w
			if rest >= 0 && t.can(top+1, rest) && !e.takeSets(o, t, top+1, rest, cur|cards.Set(pick)<<off, p) {
				return false
			}
		}
	}
	return true
}

// forbidden returns the cards of table that rule E4 forbids a played set p
// to take when ban says it applies: those of the ranks p holds, and so the
// union of what each rank of p forbids; none without the ban. Rule E5 may
// still let the whole hand take the whole table ([wholeTake]).
func forbidden(p, table cards.Set, ban bool) cards.Set {
	if !ban {
		return 0
	}
	return sameRanks(table, p)
}

// wholeTake reports whether rule E5 lets played set p take q whatever the
// ranks: p is the whole hand and q the whole table.
func wholeTake(p, q, hand, table cards.Set) bool { return p == hand && q == table }

// captureExists reports whether a player holding hand has a legal capture
// against table, ban saying whether rule E4 applies (E5 may still lift
// it): the one test of "a capture is possible" behind the compulsory
// capture of rule E7, for the seat to move and for a trail's record.
func captureExists(hand, table cards.Set, ban bool) bool {
	if h, t := hand&cards.Deck36, table&cards.Deck36; h.Len() <= 4 && t.Len() <= 4 {
		return tinyHas(h, t, ban)
	}
	return searchCapture(hand, table, ban)
}

// searchCapture is captureExists for the positions with more than 4 cards
// on a side: the general search, stopped at the first capture.
func searchCapture(hand, table cards.Set, ban bool) bool {
	o := output{probe: true}
	captures(hand, table, ban, &o)
	return o.found > 0
}
