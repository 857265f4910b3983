package cards

import "fmt"

// Suit is one of the four French suits. The zero value is [Clubs].
type Suit uint8

// The four suits, in the order cards are sorted within a rank.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// NumSuits is the number of suits.
const NumSuits = 4

var (
	suitLetters = [NumSuits]string{"C", "D", "H", "S"}
	suitSymbols = [NumSuits]string{"♣", "♦", "♥", "♠"}
	suitNames   = [NumSuits]string{"clubs", "diamonds", "hearts", "spades"}
)

// Valid reports whether s is one of the four suits.
func (s Suit) Valid() bool { return s < NumSuits }

// String returns the suit's letter: "C", "D", "H" or "S".
// An invalid suit prints as "Suit(7)".
func (s Suit) String() string {
	if !s.Valid() {
		return "Suit(" + itoa(int(s)) + ")"
	}
	return suitLetters[s]
}

// Symbol returns the suit's symbol: "♣", "♦", "♥" or "♠".
// An invalid suit gives the same text as [Suit.String].
func (s Suit) Symbol() string {
	if !s.Valid() {
		return s.String()
	}
	return suitSymbols[s]
}

// Name returns the suit's English name in lower case, such as "hearts".
// An invalid suit gives the same text as [Suit.String].
func (s Suit) Name() string {
	if !s.Valid() {
		return s.String()
	}
	return suitNames[s]
}

// Red reports whether s is diamonds or hearts.
func (s Suit) Red() bool { return s == Diamonds || s == Hearts }

// ParseSuit parses a suit from its letter (C, D, H, S, either case), its symbol
// (♣ ♦ ♥ ♠, also the white forms ♧ ♢ ♡ ♤) or its English name ("hearts").
// On failure it returns a [*ParseError] wrapping [ErrSyntax].
func ParseSuit(text string) (Suit, error) {
	if s, ok := suitOf(text); ok {
		return s, nil
	}
	for s, name := range suitNames {
		if equalFoldASCII(text, name) {
			return Suit(s), nil
		}
	}
	return 0, NewParseError("suit", text, "want one of C D H S or ♣ ♦ ♥ ♠")
}

// suitOf parses the short forms of a suit: a letter or a symbol.
func suitOf(text string) (Suit, bool) {
	switch text {
	case "C", "c", "♣", "♧":
		return Clubs, true
	case "D", "d", "♦", "♢":
		return Diamonds, true
	case "H", "h", "♥", "♡":
		return Hearts, true
	case "S", "s", "♠", "♤":
		return Spades, true
	}
	return 0, false
}

// equalFoldASCII reports whether text equals lower, a lower-case ASCII word,
// ignoring ASCII case only, so that no exotic Unicode folding ("ſ" for "s")
// is accepted.
func equalFoldASCII(text, lower string) bool {
	if len(text) != len(lower) {
		return false
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// MarshalText implements [encoding.TextMarshaler]; the text is [Suit.String].
// An invalid suit is an error.
func (s Suit) MarshalText() ([]byte, error) {
	if !s.Valid() {
		return nil, NewParseError("suit", s.String(), "not a suit")
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting what
// [ParseSuit] accepts. On error s is unchanged.
func (s *Suit) UnmarshalText(text []byte) error {
	if s == nil {
		return fmt.Errorf("%w: UnmarshalText on a nil *Suit", ErrInvalidArgument)
	}
	v, err := ParseSuit(string(text))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// Rank is the rank of a card, from [Two] to [Ace]. Its value is the pip count
// for 2 to 10, then 11 for the jack up to 14 for the ace, so ranks compare in
// the usual order with <. The zero value is not a valid rank.
type Rank uint8

// The thirteen ranks.
const (
	Two Rank = iota + 2
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

// NumRanks is the number of ranks.
const NumRanks = 13

var rankText = [...]string{
	Two: "2", Three: "3", Four: "4", Five: "5", Six: "6", Seven: "7", Eight: "8",
	Nine: "9", Ten: "10", Jack: "J", Queen: "Q", King: "K", Ace: "A",
}

var rankNames = [...]string{
	Two: "two", Three: "three", Four: "four", Five: "five", Six: "six", Seven: "seven",
	Eight: "eight", Nine: "nine", Ten: "ten", Jack: "jack", Queen: "queen", King: "king", Ace: "ace",
}

// Valid reports whether r is one of the thirteen ranks.
func (r Rank) Valid() bool { return r >= Two && r <= Ace }

// String returns the rank's text: "2" to "10", "J", "Q", "K", "A".
// An invalid rank prints as "Rank(1)".
func (r Rank) String() string {
	if !r.Valid() {
		return "Rank(" + itoa(int(r)) + ")"
	}
	return rankText[r]
}

// Name returns the rank's English name in lower case, such as "queen".
// An invalid rank gives the same text as [Rank.String].
func (r Rank) Name() string {
	if !r.Valid() {
		return r.String()
	}
	return rankNames[r]
}

// ParseRank parses a rank: "2" to "10", "T" for ten, "J", "Q", "K", "A", in
// either case. On failure it returns a [*ParseError] wrapping [ErrSyntax].
func ParseRank(text string) (Rank, error) {
	if r, ok := rankOf(text); ok {
		return r, nil
	}
	return 0, NewParseError("rank", text, "want 2-10, T, J, Q, K or A")
}

func rankOf(text string) (Rank, bool) {
	switch len(text) {
	case 1:
		c := text[0]
		switch {
		case c >= '2' && c <= '9':
			return Rank(c - '0'), true
		case c == 'T' || c == 't':
			return Ten, true
		case c == 'J' || c == 'j':
			return Jack, true
		case c == 'Q' || c == 'q':
			return Queen, true
		case c == 'K' || c == 'k':
			return King, true
		case c == 'A' || c == 'a':
			return Ace, true
		}
	case 2:
		if text == "10" {
			return Ten, true
		}
	}
	return 0, false
}

// MarshalText implements [encoding.TextMarshaler]; the text is [Rank.String].
// An invalid rank is an error.
func (r Rank) MarshalText() ([]byte, error) {
	if !r.Valid() {
		return nil, NewParseError("rank", r.String(), "not a rank")
	}
	return []byte(r.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting what
// [ParseRank] accepts. On error r is unchanged.
func (r *Rank) UnmarshalText(text []byte) error {
	if r == nil {
		return fmt.Errorf("%w: UnmarshalText on a nil *Rank", ErrInvalidArgument)
	}
	v, err := ParseRank(string(text))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// Card is one playing card, numbered 0 to 51 as (rank-2)*4 + suit: 2♣ is 0,
// 2♦ is 1, A♠ is 51. Cards compare by rank first, then suit. The zero value
// is the two of clubs.
type Card uint8

// NumCards is the number of distinct cards, and so of the card numbers 0 to 51.
const NumCards = 52

// NoCard stands for "no card", for instance the top of an empty pile. It is not
// [Card.Valid].
const NoCard Card = 255

// New returns the card of rank r and suit s, or [NoCard] when r or s is not
// valid.
func New(r Rank, s Suit) Card {
	if !r.Valid() || !s.Valid() {
		return NoCard
	}
	return Card((r-Two)*NumSuits) + Card(s)
}

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c < NumCards }

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c/NumSuits) + Two }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c % NumSuits) }

// String returns the card's text: rank then suit letter, such as "QS", "10H"
// or "AD". An invalid card prints as "Card(60)" and [NoCard] as "-".
func (c Card) String() string {
	switch {
	case c.Valid():
		return rankText[c.Rank()] + suitLetters[c.Suit()]
	case c == NoCard:
		return "-"
	}
	return "Card(" + itoa(int(c)) + ")"
}

// Symbol returns the card's text with a suit symbol, such as "Q♠" or "10♥".
// An invalid card gives the same text as [Card.String].
func (c Card) Symbol() string {
	if !c.Valid() {
		return c.String()
	}
	return rankText[c.Rank()] + suitSymbols[c.Suit()]
}

// ParseCard parses a card written as rank then suit: "QS", "10H", "TH", "ad",
// "Q♠". Ranks and suits are read as [ParseRank] and the short forms of
// [ParseSuit] read them. On failure it returns a [*ParseError] wrapping
// [ErrSyntax] that names the input. It looks at the last bytes of the text
// and its length only, so its cost does not grow with the text, and it
// allocates nothing unless it fails.
func ParseCard(text string) (Card, error) {
	c, reason := parseCard(text)
	if reason != "" {
		return 0, NewParseError("card", text, reason)
	}
	return c, nil
}

// parseCard returns the card, or the reason the text is not one.
func parseCard(text string) (Card, string) {
	if text == "" {
		return 0, "empty"
	}
	// The suit is the last character: one byte for a letter, three for a symbol.
	for _, n := range [...]int{1, 3} {
		if len(text) <= n {
			continue
		}
		s, ok := suitOf(text[len(text)-n:])
		if !ok {
			continue
		}
		r, ok := rankOf(text[:len(text)-n])
		if !ok {
			return 0, "bad rank " + quote(text[:len(text)-n])
		}
		return New(r, s), ""
	}
	return 0, "want a rank (2-10, T, J, Q, K, A) followed by a suit (C, D, H, S or ♣ ♦ ♥ ♠)"
}

// MarshalText implements [encoding.TextMarshaler]; the text is [Card.String]:
// a card's name, or "-" for [NoCard], so that a value holding an optional
// card (the top of an empty pile) has a JSON form. Any other invalid card
// is an error.
func (c Card) MarshalText() ([]byte, error) {
	if c == NoCard {
		return []byte("-"), nil
	}
	if !c.Valid() {
		return nil, NewParseError("card", c.String(), "not a card")
	}
	return []byte(c.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting what
// [ParseCard] accepts and "-", which [Card.MarshalText] writes for [NoCard].
// A decoder that needs a card, not an optional one, checks [Card.Valid]:
// [ParseCard] refuses "-". On error c is unchanged.
func (c *Card) UnmarshalText(text []byte) error {
	if c == nil {
		return fmt.Errorf("%w: UnmarshalText on a nil *Card", ErrInvalidArgument)
	}
	if string(text) == "-" {
		*c = NoCard
		return nil
	}
	v, err := ParseCard(string(text))
	if err != nil {
		return err
	}
	*c = v
	return nil
}
