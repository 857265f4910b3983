// Package cardtext is the text the games write alike: cards and a
// generator's state into byte slices for the text forms (move notation,
// the one-line positions), without building a string for each card; input
// quoted in error messages; and the error for a document of another
// variant. One home for what the games and the engines all write.
package cardtext

import (
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"strconv"
	"unicode/utf8"

	"github.com/cardrules/cardrules/cards"
)

// AppendCard appends the text of c as [cards.Card.String] writes it.
func AppendCard(b []byte, c cards.Card) []byte {
	if !c.Valid() {
		return append(b, c.String()...)
	}
	return append(append(b, c.Rank().String()...), c.Suit().String()...)
}

// AppendCards appends the cards of set in card order, separated by sep,
// each card of marked preceded by a '*'. An empty set appends nothing.
func AppendCards(b []byte, set cards.Set, sep byte, marked cards.Set) []byte {
	first := true
	for c := range set.All() {
		if !first {
			b = append(b, sep)
		}
		first = false
		if marked.Has(c) {
			b = append(b, '*')
		}
		b = AppendCard(b, c)
	}
	return b
}

// AppendList appends the cards of set separated by commas, as
// AppendCards does, or "-" for the empty set.
func AppendList(b []byte, set, marked cards.Set) []byte {
	if set.Empty() {
		return append(b, '-')
	}
	return AppendCards(b, set, ',', marked)
}

// maxQuoted is the most bytes of input [Quote] writes.
const maxQuoted = 32

// Quote quotes text for an error message as strconv.Quote does, keeping at
// most its first 32 bytes, cut at a whole rune and followed by "...", so
// that hostile input cannot make a huge message.
func Quote(text string) string {
	if len(text) <= maxQuoted {
		return strconv.Quote(text)
	}
	n := maxQuoted
	for n > 0 && !utf8.RuneStart(text[n]) {
		n--
	}
	return strconv.Quote(text[:n]) + "..."
}

// VariantMismatch returns nil when named, the variant a document of kind
// doc ("record", "view", ...) names, is have, the variant the rules play
// ("" for the standard game in both), and otherwise an error of game
// wrapping [cards.ErrInvalidRules] that says both, such as `boxes: invalid
// rules: the record is of variant "jack-draws-two", and these rules play
// the standard game`.
func VariantMismatch(game, doc, named, have string) error {
	if named == have {
		return nil
	}
	theirs, ours := "the standard game", "the standard game"
	if named != "" {
		theirs = "variant " + Quote(named)
	}
	if have != "" {
		ours = "variant " + Quote(have)
	}
	return fmt.Errorf("%s: %w: the %s is of %s, and these rules play %s", game, cards.ErrInvalidRules, doc, theirs, ours)
}

// pcgMagic is the prefix of [rand.PCG.MarshalBinary], which the text and
// JSON forms of a position leave out.
const pcgMagic = "pcg:"

// AppendPCG appends the state of p as the 32 hex digits of the positions'
// text and JSON forms.
func AppendPCG(b []byte, p *rand.PCG) []byte {
	raw, _ := p.MarshalBinary() // never fails
	return hex.AppendEncode(b, raw[len(pcgMagic):])
}

// SetPCG sets p to the state raw, the 16 bytes that the 32 hex digits of
// [AppendPCG] decode to, or returns why raw is not one, leaving p as it is.
func SetPCG(p *rand.PCG, raw []byte) error {
	return p.UnmarshalBinary(append([]byte(pcgMagic), raw...))
}

// AppendKept appends what a variant kept, as the position texts write it:
// its counters, '/', then the points it added to each seat's score, each
// list joined by commas, such as "0,2,0,0/0,-5,0".
func AppendKept(b []byte, counters []uint8, added []int16) []byte {
	for i, c := range counters {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, uint64(c), 10)
	}
	b = append(b, '/')
	for i, a := range added {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(a), 10)
	}
	return b
}
