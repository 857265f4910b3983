//go:build !cardrules_reference

package fishing

import (
	"math/bits"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// This file enters the fast enumerators and counters of the fast_*.go
// files (built without the cardrules_reference tag) for the tables whose
// capture rule they implement: Equi's. Every other table, and every table
// under the tag, goes through the capture rule of capture.go, against
// which fast_test.go checks them.

// equiValues is the value of each rank the fast paths know (Equi's, rule
// E2); a table with other values is played by the reference.
var equiValues = [cards.Ace + 1]uint8{
	cards.Six: 6, cards.Seven: 7, cards.Eight: 8, cards.Nine: 9, cards.Ten: 10,
	cards.Jack: 2, cards.Queen: 3, cards.King: 4, cards.Ace: 1,
}

// equiCardValues returns cardValue: equiValues by card, 0 off the Equi deck.
func equiCardValues() (v [cards.NumCards]uint8) {
	for c := range cards.Deck36.All() {
		v[c] = equiValues[c.Rank()]
	}
	return v
}

// equiValuePlanes returns valuePlane: plane k holds the cards whose value
// has bit k set.
func equiValuePlanes() (planes [4]cards.Set) {
	for c := range cards.Deck36.All() {
		for k := range planes {
			if equiValues[c.Rank()]>>k&1 != 0 {
				planes[k] = planes[k].Add(c)
			}
		}
	}
	return planes
}

// equiQuadValues returns quadValue: the values of the 64 cards of a set,
// and 64 at index 64.
func equiQuadValues() (q [65]uint8) {
	for c := range cards.Deck36.All() {
		q[c] = equiValues[c.Rank()]
	}
	q[64] = 64
	return q
}

// fastShape reports whether the fast paths play t's capture rule: Equi's
// deck and values, a subset of the hand played for cards of equal value,
// no equal-first rule, the rank ban with both its exceptions or no ban,
// and a trail allowed always or only without a capture.
func fastShape(t *Table, value *[cards.NumCards]uint8) bool {
	if t.Deck != cards.Deck36 || t.Play != PlaySubset || t.Relation != SumEqual || t.EqualFirst ||
		(t.RankBan && !(t.WholeLifts && t.LastLifts)) || (t.Compulsory != CompelHand && t.Compulsory != CompelNone) {
		return false
	}
	return *value == cardValue
}

// fastBan reports whether the rank ban applies to the player holding
// hand: the table has it and rule E6 (the stock exhausted, one card in
// hand) does not lift it.
func (r *Rules) fastBan(hand cards.Set, stockEmpty bool) bool {
	return r.t.RankBan && !(stockEmpty && hand.Len() == 1)
}

// fastFirst is appendFirst through the fast enumerators: it appends the
// first most legal moves (all when most is negative) and returns true, or
// returns dst and false when r's table is not one they play.
func (r *Rules) fastFirst(dst []Move, hand, table cards.Set, stockEmpty bool, most int) ([]Move, bool) {
	if !r.fast {
		return dst, false
	}
	if most == 0 {
		return dst, true
	}
	voluntary := r.t.Compulsory == CompelNone
	o := output{list: true, dst: dst}
	if most > 0 {
		o = output{dst: dst, limit: len(dst) + most}
	}
	n := len(dst)
	if !captures(hand, table, r.fastBan(hand, stockEmpty), &o) || (len(o.dst) > n && !voluntary) {
		return o.dst, true
	}
	for v := uint64(hand); v != 0 && (most < 0 || len(o.dst) < o.limit); v &= v - 1 {
		o.dst = append(o.dst, Move{played: 1 << bits.TrailingZeros64(v)})
	}
	return o.dst, true
}

// fastAny is anyCapture through the fast enumerators: it reports whether
// hand has a legal capture against table, and true; or false when r's
// table is not one they play.
func (r *Rules) fastAny(hand, table cards.Set, stockEmpty bool) (has, ok bool) {
	if !r.fast {
		return false, false
	}
	return captureExists(hand, table, r.fastBan(hand, stockEmpty)), true
}

// fastRandom is randomMove by counting: it draws the legal move
// randomMove draws, with the same draws from p, building only that one,
// and returns it and true; or false, drawing nothing, when r's table is
// not one the fast paths play.
func (r *Rules) fastRandom(p *rand.PCG, hand, table cards.Set, stockEmpty bool) (Move, bool) {
	if !r.fast {
		return Move{}, false
	}
	ban := r.fastBan(hand, stockEmpty)
	// The trails count when there is no capture or the table lets a
	// player trail anyway.
	trails := uint64(0)
	if r.t.Compulsory == CompelNone {
		trails = uint64(bits.OnesCount64(uint64(hand)))
	}
	var c tinyCounter
	if n, ok := c.count(hand, table, ban); ok {
		if n == 0 {
			trails = uint64(bits.OnesCount64(uint64(hand)))
		}
		k := cards.UintN(p, n+trails)
		if k < n {
			return c.nth(k), true
		}
		return nthTrail(hand, k-n), true
	}
	var big counter
	n := big.init(hand, table, ban)
	if n == 0 {
		trails = uint64(bits.OnesCount64(uint64(hand)))
	}
	k := cards.UintN(p, n+trails)
	if k < n {
		return big.nth(k), true
	}
	return nthTrail(hand, k-n), true
}
