package cards

import (
	"fmt"
	"iter"
	"math/bits"
	"strconv"
	"strings"
)

// Set is a set of cards, one bit per card: bit c is set when card c is in the
// set. A hand, a pile, the table or a whole deck is one Set. Set is a value:
// the methods that change membership return a new Set and leave the receiver
// as it was. The zero value is the empty set.
//
// Cards are listed in card order (by rank, then suit: 2♣ 2♦ 2♥ 2♠ 3♣ ...).
// Bits 52 to 63 are never set by this package; [Set.Valid] reports whether a
// Set holds only real cards.
type Set uint64

// Deck52 is the set of all 52 cards.
const Deck52 Set = 1<<NumCards - 1

// Deck36 is the set of the 36 cards from six to ace.
const Deck36 Set = Deck52 &^ (1<<(4*(Six-Two)) - 1)

// SetOf returns the set holding the given cards. Invalid cards are ignored.
func SetOf(cs ...Card) Set {
	var s Set
	for _, c := range cs {
		s = s.Add(c)
	}
	return s
}

// SuitSet returns the set of the 13 cards of suit s.
func SuitSet(s Suit) Set {
	if !s.Valid() {
		return 0
	}
	const clubs Set = 0x1111111111111 // bits 0, 4, 8, ..., 48
	return clubs << s
}

// RankSet returns the set of the 4 cards of rank r.
func RankSet(r Rank) Set {
	if !r.Valid() {
		return 0
	}
	return 0xF << ((r - Two) * NumSuits)
}

// bit returns the set holding only c, or the empty set for an invalid card.
func bit(c Card) Set {
	if !c.Valid() {
		return 0
	}
	return 1 << c
}

// Valid reports whether every member of s is one of the 52 cards.
func (s Set) Valid() bool { return s&^Deck52 == 0 }

// Add returns s with c added. An invalid card is ignored.
func (s Set) Add(c Card) Set { return s | bit(c) }

// Remove returns s without c.
func (s Set) Remove(c Card) Set { return s &^ bit(c) }

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return c.Valid() && s&(1<<c) != 0 }

// Len returns the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Empty reports whether s holds no card.
func (s Set) Empty() bool { return s == 0 }

// Union returns the cards in s or t.
func (s Set) Union(t Set) Set { return s | t }

// Intersect returns the cards in both s and t.
func (s Set) Intersect(t Set) Set { return s & t }

// Minus returns the cards in s that are not in t.
func (s Set) Minus(t Set) Set { return s &^ t }

// Contains reports whether every card of t is in s.
func (s Set) Contains(t Set) bool { return t&^s == 0 }

// Disjoint reports whether s and t have no card in common.
func (s Set) Disjoint(t Set) bool { return s&t == 0 }

// OfSuit returns the cards of s whose suit is u.
func (s Set) OfSuit(u Suit) Set { return s & SuitSet(u) }

// OfRank returns the cards of s whose rank is r.
func (s Set) OfRank(r Rank) Set { return s & RankSet(r) }

// Min returns the lowest card of s in card order, and false when s is empty.
func (s Set) Min() (Card, bool) {
	if s == 0 {
		return NoCard, false
	}
	return Card(bits.TrailingZeros64(uint64(s))), true
}

// Max returns the highest card of s in card order, and false when s is empty.
func (s Set) Max() (Card, bool) {
	if s == 0 {
		return NoCard, false
	}
	return Card(63 - bits.LeadingZeros64(uint64(s))), true
}

// Nth returns the n-th card of s in card order, counting from 0, and false
// when n is negative or s has n cards or fewer.
func (s Set) Nth(n int) (Card, bool) {
	if n < 0 || n >= s.Len() {
		return NoCard, false
	}
	for ; n > 0; n-- {
		s &= s - 1
	}
	return Card(bits.TrailingZeros64(uint64(s))), true
}

// All returns an iterator over the cards of s in card order.
func (s Set) All() iter.Seq[Card] {
	return func(yield func(Card) bool) {
		for v := uint64(s); v != 0; v &= v - 1 {
			if !yield(Card(bits.TrailingZeros64(v))) {
				return
			}
		}
	}
}

// Cards returns the cards of s in card order, in a new slice.
func (s Set) Cards() []Card {
	return s.AppendCards(make([]Card, 0, s.Len()))
}

// AppendCards appends the cards of s in card order to dst and returns the
// extended slice.
func (s Set) AppendCards(dst []Card) []Card {
	for v := uint64(s); v != 0; v &= v - 1 {
		dst = append(dst, Card(bits.TrailingZeros64(v)))
	}
	return dst
}

// String returns the cards in card order between braces, such as "{10H QS}";
// the empty set is "{}". [ParseSet] reads the text back.
func (s Set) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for c := range s.All() {
		if b.Len() > 1 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	b.WriteByte('}')
	return b.String()
}

// ParseSet parses a set written as cards separated by spaces or commas,
// optionally between braces: "{QS 10H}", "QS,10H", "QS, 10H", "" (the empty
// set). A comma stands between two cards: "{QS,,KS}", "{,QS}" and "{QS,}"
// are errors. A card named twice is an error, as is anything [ParseCard]
// refuses. On failure it returns a [*ParseError] wrapping [ErrSyntax].
//
// It reads the text card by card, after one pass over it for its commas
// when it holds one, stops at the first bad or repeated card (so at the
// 53rd card at the latest), and allocates nothing unless it fails.
func ParseSet(text string) (Set, error) {
	body := strings.TrimSpace(text)
	if strings.HasPrefix(body, "{") || strings.HasSuffix(body, "}") {
		if len(body) < 2 || body[0] != '{' || body[len(body)-1] != '}' {
			return 0, NewParseError("set", text, "unbalanced braces")
		}
		body = body[1 : len(body)-1]
	}
	if reason := checkCommas(body); reason != "" {
		return 0, NewParseError("set", text, reason)
	}
	var s Set
	for field := range strings.FieldsFuncSeq(body, isSeparator) {
		c, reason := parseCard(field)
		if reason != "" {
			return 0, NewParseError("set", text, "card "+quote(field)+": "+reason)
		}
		if s.Has(c) {
			return 0, NewParseError("set", text, "card "+c.String()+" appears twice")
		}
		s = s.Add(c)
	}
	return s, nil
}

func isSeparator(r rune) bool {
	return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r'
}

// checkCommas returns why the cards of text are not separated as they must
// be, or "": each comma stands between two cards, with white space around
// it or not.
func checkCommas(text string) string {
	if !strings.Contains(text, ",") {
		return ""
	}
	for part := range strings.SplitSeq(text, ",") {
		if strings.TrimFunc(part, isSeparator) == "" {
			return "a comma must stand between two cards"
		}
	}
	return ""
}

// MarshalText implements [encoding.TextMarshaler]; the text is [Set.String].
// A set with bits beyond the 52 cards is an error.
func (s Set) MarshalText() ([]byte, error) {
	if !s.Valid() {
		return nil, &ParseError{Kind: "set", Input: "0x" + strconv.FormatUint(uint64(s), 16), Reason: "holds bits that are not cards"}
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting what
// [ParseSet] accepts. On error s is unchanged.
func (s *Set) UnmarshalText(text []byte) error {
	if s == nil {
		return fmt.Errorf("%w: UnmarshalText on a nil *Set", ErrInvalidArgument)
	}
	v, err := ParseSet(string(text))
	if err != nil {
		return err
	}
	*s = v
	return nil
}
