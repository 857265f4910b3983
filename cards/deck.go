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
// their order. A card named twice is an error. On failure it returns a
// [*ParseError] wrapping [ErrSyntax].
//
// It reads the text once, card by card, and stops at the first bad or
// repeated card, so at the 53rd card at the latest; it allocates the deck
// (at most 52 bytes) and nothing that grows with the text.
func ParseDeck(text string) (Deck, error) {
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

// ShufflePCG puts the deck in a uniformly random order drawn from p, in place,
// and allocates nothing. Games keep a [rand.PCG] inside their positions (it is
// a plain comparable value), so a shuffle during play stays a pure function of
// the position. A nil p leaves d as it is.
func (d Deck) ShufflePCG(p *rand.PCG) {
	if p == nil {
		return
	}
	for i := len(d) - 1; i > 0; i-- {
		// UintN(p, i+1), written in the loop: the call per card cost more
		// than the draw.
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
