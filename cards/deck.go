package cards

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"
)

// Deck is an ordered pile of cards, for shuffling and dealing. Index 0 is the
// top: [Deck.Deal] takes cards from the front. A Deck is a slice, so unlike
// [Set] it is changed in place by [Deck.Shuffle]; copy it with [slices.Clone]
// when the original order is still needed.
type Deck []Card

// NewDeck52 returns the 52 cards in card order (2♣ 2♦ 2♥ 2♠ 3♣ ... A♠).
func NewDeck52() Deck { return NewDeck(Deck52) }

// NewDeck36 returns the 36 cards from six to ace in card order (6♣ 6♦ ... A♠).
func NewDeck36() Deck { return NewDeck(Deck36) }

// NewDeck returns the cards of s in card order. Bits of s that are not cards
// (see [Set.Valid]) are ignored.
func NewDeck(s Set) Deck { return Deck((s & Deck52).Cards()) }

// Shuffle puts the deck in a uniformly random order drawn from r, in place.
// The same generator state gives the same order; a nil r leaves d as it is.
func (d Deck) Shuffle(r *rand.Rand) {
	if r == nil {
		return
	}
	r.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
}

// Deal takes n cards from the top of the deck and returns them as a set, with
// the rest of the deck. It returns ok false, and no cards, when the deck holds
// fewer than n cards or n is negative.
func (d Deck) Deal(n int) (hand Set, rest Deck, ok bool) {
	if n < 0 || n > len(d) {
		return 0, d, false
	}
	return SetOf(d[:n]...), d[n:], true
}

// DealRound deals one card at a time to each of hands in turn, n rounds, the
// way cards are dealt at a table, and returns the rest of the deck. hands[0]
// gets the first card. It returns the whole deck and ok false, and leaves
// hands unchanged, when n is negative or the deck holds fewer than
// n*len(hands) cards.
func (d Deck) DealRound(hands []Set, n int) (rest Deck, ok bool) {
	if n < 0 || (len(hands) > 0 && n > len(d)/len(hands)) {
		return d, false
	}
	need := n * len(hands)
	for i, c := range d[:need] {
		h := i % len(hands)
		hands[h] = hands[h].Add(c)
	}
	return d[need:], true
}

// Set returns the cards of d as a set.
func (d Deck) Set() Set { return SetOf(d...) }

// Valid reports whether every card of d is valid and none appears twice.
func (d Deck) Valid() bool {
	var seen Set
	for _, c := range d {
		if !c.Valid() || seen.Has(c) {
			return false
		}
		seen = seen.Add(c)
	}
	return true
}

// String returns the cards in deck order separated by spaces, top first,
// such as "QS 10H 2C". [ParseDeck] reads it back.
func (d Deck) String() string {
	var b strings.Builder
	for i, c := range d {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// ParseDeck parses cards separated by spaces or commas, top first, keeping
// their order. A comma stands between two cards, as in [ParseSet]. A card
// named twice is an error. On failure it returns a
// [*ParseError] wrapping [ErrSyntax].
//
// It reads the text card by card, after one pass over it for its commas
// when it holds one, and stops at the first bad or repeated card, so at the
// 53rd card at the latest; it allocates the deck
// (at most 52 bytes) and nothing that grows with the text.
func ParseDeck(text string) (Deck, error) {
	if reason := checkCommas(text); reason != "" {
		return nil, NewParseError("deck", text, reason)
	}
	var d Deck
	var seen Set
	for field := range strings.FieldsFuncSeq(text, isSeparator) {
		c, reason := parseCard(field)
		if reason != "" {
			return nil, NewParseError("deck", text, "card "+quote(field)+": "+reason)
		}
		if seen.Has(c) {
			return nil, NewParseError("deck", text, "card "+c.String()+" appears twice")
		}
		if d == nil {
			d = make(Deck, 0, NumCards)
		}
		seen = seen.Add(c)
		d = append(d, c)
	}
	if d == nil {
		d = Deck{}
	}
	return d, nil
}

// MarshalText implements [encoding.TextMarshaler]; the text is [Deck.String].
func (d Deck) MarshalText() ([]byte, error) {
	if !d.Valid() {
		return nil, NewParseError("deck", d.String(), "holds an invalid or repeated card")
	}
	return []byte(d.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting what
// [ParseDeck] accepts. On error d is unchanged.
func (d *Deck) UnmarshalText(text []byte) error {
	if d == nil {
		return fmt.Errorf("%w: UnmarshalText on a nil *Deck", ErrInvalidArgument)
	}
	v, err := ParseDeck(string(text))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// Engine is the version of the shuffles and deals a seed gives, the engine
// of this build: a record names the engine that made it (the Engine tag
// [Session.Record] writes), and [Resume] replays it with that engine's
// shuffles, so that its seed deals the same cards. Engine 1 is every
// cardrules release before v0.2.0, whose shuffle drew one number per card;
// engine 2, this build's [Deck.ShufflePCG], draws its numbers in batches.
//
// A change that alters what a seed deals takes a new engine number and
// keeps the shuffles of every earlier engine, as one more case of
// [Shuffler.Shuffle]: a record lasts as long as the library does.
const Engine = 2

// Shuffler is the shuffle of one engine, as a game's position keeps it: the
// zero value is this build's [Engine] ([Deck.ShufflePCG]), and Shuffler(n)
// for n from 1 to Engine-1 is the shuffle of the earlier engine n. A game
// takes it from its [Deal] ([Deal.Shuffler]) when it starts and shuffles
// with it for the rest of the game, reshuffles and later deals included,
// so that a game started from an old record plays on with its own engine's
// deals. It is one byte and comparable, so a position may hold it.
type Shuffler uint8

// Engine returns the number of the engine whose shuffle e is: [Engine] for
// the zero value.
func (e Shuffler) Engine() int {
	if e == 0 || int(e) >= Engine {
		return Engine
	}
	return int(e)
}

// Shuffle puts d in the order engine e's shuffle draws from p, in place,
// allocating nothing: [Deck.ShufflePCG] for the zero value (and for any
// value that is not an earlier engine), the earlier engine's shuffle
// otherwise. A nil p leaves d as it is.
func (e Shuffler) Shuffle(d Deck, p *rand.PCG) {
	if e == 1 {
		d.shuffleEngine1(p)
		return
	}
	d.ShufflePCG(p)
}

// shuffleEngine1 is engine 1's shuffle: a Fisher-Yates shuffle from the
// last card down, card i swapped with card j = [UintN](p, i+1), one draw
// (or more, on a rejection) per card.
func (d Deck) shuffleEngine1(p *rand.PCG) {
	if p == nil {
		return
	}
	for i := len(d) - 1; i > 0; i-- {
		n := uint64(i + 1)
		j, lo := bits.Mul64(p.Uint64(), n)
		if lo < n {
			for threshold := -n % n; lo < threshold; {
				j, lo = bits.Mul64(p.Uint64(), n)
			}
		}
		d[i], d[j] = d[j], d[i]
	}
}

// ShufflePCG puts the deck in a uniformly random order drawn from p, in place,
// and allocates nothing. Games keep a [rand.PCG] inside their positions (it is
// a plain comparable value), so a shuffle during play stays a pure function of
// the position. A nil p leaves d as it is.
//
// It is a Fisher-Yates shuffle from the last card down, card i swapped with
// a card j from 0 to i, that takes several of its j from each 64-bit draw
// of p: the batched method of N. Brackett-Rozinsky and D. Lemire, "Batched
// Ranged Random Integer Generation", Software: Practice and Experience,
// 2024 (doi:10.1002/spe.3369, arXiv:2408.06213). From card i a batch takes
// as many cards down as keep the product P of their bounds i+1, i, ...
// within 2^60 (a deck of 52 cards takes 4 draws, one of 36 takes 3). Of a
// draw r, j for card i is the high word of r*(i+1), j for card i-1 the high
// word of its low word times i, and so on; a draw whose last low word is
// below 2^64 mod P is rejected, and the batch drawn again. The j of a batch
// are then the digits of a number uniform in [0, P), so the shuffle has no
// bias: every order of the deck is exactly as likely. Cards beyond the 52nd
// of a longer deck take one draw each, as [UintN] does.
//
// The order a generator state gives is that of engine [Engine]; a change to
// it is a new engine, and this shuffle then becomes one more case of
// [Shuffler.Shuffle] under its own engine number. A game shuffles with its
// [Shuffler], which is this one unless the game replays an earlier engine.
func (d Deck) ShufflePCG(p *rand.PCG) {
	if p == nil {
		return
	}
	i := len(d) - 1
	for ; i >= len(shuffleBatches); i-- {
		j := UintN(p, uint64(i+1))
		d[i], d[j] = d[j], d[i]
	}
	for i > 0 {
		b := shuffleBatches[i]
		r := p.Uint64()
		if r*b.product < b.product {
			r = batchAccept(p, r, b.product)
		}
		for ; i > int(b.end); i-- {
			var j uint64
			j, r = bits.Mul64(r, uint64(i+1))
			d[i], d[j] = d[j], d[i]
		}
	}
}

// shuffleBatch is the batch of [Deck.ShufflePCG] that starts at card i
// (the index of shuffleBatches): the cards from i down to end+1 take their
// indices from one draw, whose bounds i+1, i, ..., end+2 multiply to product.
type shuffleBatch struct {
	product uint64
	end     uint8
}

// shuffleLimit bounds the product of a batch's bounds: a batch draws again
// with a chance below product/2^64 (2^-4), and costs a division only when
// the low word of its draw times product falls below product.
const shuffleLimit = 1 << 60

// shuffleBatches holds the batch that starts at each card of a deck of up
// to 52 cards: from card i, as many cards down as keep the product of their
// bounds within shuffleLimit.
var shuffleBatches = func() (t [NumCards]shuffleBatch) {
	for i := 1; i < NumCards; i++ {
		product, end := uint64(i+1), i-1
		for end > 0 && product <= shuffleLimit/uint64(end+1) {
			product *= uint64(end + 1)
			end--
		}
		t[i] = shuffleBatch{product: product, end: uint8(end)}
	}
	return t
}()

// batchAccept returns r, or when r is rejected a later draw of p, for a
// batch of indices bounded by numbers n1, ..., nk whose product is product
// (at least 1, the product itself at most 2^64-1): the indices are j1, r1 =
// bits.Mul64(r, n1); j2, r2 = bits.Mul64(r1, n2); ... They are the
// mixed-radix digits of the high word of r*product, and the last r_k is its
// low word, so they are uniform exactly when that high word is: when the
// low word is not below 2^64 mod product (Lemire's rejection). As that
// bound is below product, a caller may skip the call when the low word is
// not below product.
func batchAccept(p *rand.PCG, r, product uint64) uint64 {
	for t := -product % product; r*product < t; {
		r = p.Uint64()
	}
	return r
}

// UintN returns a uniformly random number in [0, n) drawn from p, without
// bias and without allocating. It returns 0, drawing nothing, when n is 0 or p is nil.
func UintN(p *rand.PCG, n uint64) uint64 {
	if n == 0 || p == nil {
		return 0
	}
	// Lemire's multiply-and-reject method.
	hi, lo := bits.Mul64(p.Uint64(), n)
	if lo < n {
		threshold := -n % n
		for lo < threshold {
			hi, lo = bits.Mul64(p.Uint64(), n)
		}
	}
	return hi
}
