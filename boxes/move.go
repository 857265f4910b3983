package boxes

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// MoveKind is the kind of a [Move].
type MoveKind uint8

// The kinds of move. The zero Move has kind KindNone and is never legal.
const (
	KindNone MoveKind = iota // not a move
	KindCard                 // one card played, or a 2 answering a 2
	KindSet                  // two to four cards of one rank, with or without "one card"
	KindDraw                 // draw one card because no card can be played
	KindPass                 // pass: nothing to play or draw, or keep a drawn card
	numKinds
)

var kindNames = [...]string{"none", "card", "set", "draw", "pass"}

// String returns "none", "card", "set", "draw" or "pass", or "MoveKind(9)".
func (k MoveKind) String() string {
	if k >= numKinds {
		return "MoveKind(" + strconv.Itoa(int(k)) + ")"
	}
	return kindNames[k]
}

// Move is one move of a Boxes player. It is a small comparable value; build
// it with [Play] (with [Move.WithCall] for an 8 or 9), [PlaySet], [Draw] or [Pass], or
// read it with [Rules.ParseMove].
//
// A set (a pair, or three or four of a kind) has a first card, which must be
// playable on its own, and a top card, which lies on top of the pile
// afterwards and gives the suit in force; the cards between them have no
// order. An 8 or a 9 that takes effect (played alone, or as a set with the
// "one card" call) always carries the suit it names.
//
// Notation: "QS", "8S:H" (an 8 naming hearts), "7H+7C!" (a pair with the
// "one card" call, 7H first, 7C on top), "7H+7C" (without it),
// "8H+8D+8C!:S", "draw", "pass".
type Move struct {
	// v holds the kind in bits 0 to 7, the first card in bits 8 to 15, the
	// top card (the card itself for a single) in bits 16 to 23 and the
	// [moveBits] in bits 24 to 31. One word is one register: a Move is
	// stored, loaded, passed and compared in one instruction each.
	v uint32
}

// newMove returns the move of kind k with first card c, top card t and
// bits b.
func newMove(k MoveKind, c, t cards.Card, b moveBits) Move {
	return Move{uint32(k) | uint32(c)<<8 | uint32(t)<<16 | uint32(b)<<24}
}

// kind returns the kind of m, whatever it is.
func (m Move) kind() MoveKind { return MoveKind(m.v) }

// card returns the first card of m, whatever its kind.
func (m Move) card() cards.Card { return cards.Card(m.v >> 8) }

// top returns the top card of m, whatever its kind.
func (m Move) top() cards.Card { return cards.Card(m.v >> 16) }

// bits returns the suits played, the "one card" call and the suit named.
func (m Move) bits() moveBits { return moveBits(m.v >> 24) }

// withBits returns m with its bits set to b.
func (m Move) withBits(b moveBits) Move { return Move{m.v&0xFFFFFF | uint32(b)<<24} }

// moveBits holds the suits played, the "one card" call and the suit named
// in one byte. Bits 0 to 3 are the suits of the cards played, one bit each;
// bit 4 is the "one card" call; bits 5 to 7 are the suit named: 0 for none,
// 1 + the suit, or [badCall].
type moveBits uint8

const (
	suitBits  moveBits = 0x0F // the suits played
	oneBit    moveBits = 0x10 // the "one card" call
	callShift          = 5    // the suit named, above the rest
	badCall            = 7    // the suit named is not a suit
)

// suits returns the suits of the cards m plays, one bit each.
func (m Move) suits() uint8 { return uint8(m.bits() & suitBits) }

// one reports whether m carries the "one card" call.
func (m Move) one() bool { return m.bits()&oneBit != 0 }

// call returns 0 when m names no suit, 1 + the suit it names, or [badCall].
func (m Move) call() uint8 { return uint8(m.bits() >> callShift) }

// Play returns the move playing the single card c. An 8 or a 9 needs a suit:
// name it with [Move.WithCall], as in Play(c).WithCall(cards.Hearts).
func Play(c cards.Card) Move {
	var b moveBits
	if c.Valid() {
		b = 1 << c.Suit()
	}
	return newMove(KindCard, c, c, b)
}

// PlaySet returns the move laying cs together, with the "one card" call when
// oneCard is true: cs[0] must be playable on its own, and the last card lies
// on top afterwards. It takes two to four cards of one rank (more than two
// needs [Rules.BigSets]); other lists give a move that is not
// [Move.Valid] and that Apply refuses.
func PlaySet(oneCard bool, cs ...cards.Card) Move {
	var b moveBits
	if oneCard {
		b = oneBit
	}
	if len(cs) < 2 || len(cs) > cards.NumSuits {
		return newMove(KindSet, cards.NoCard, cards.NoCard, b)
	}
	for _, c := range cs {
		if !c.Valid() || c.Rank() != cs[0].Rank() || b&(1<<c.Suit()) != 0 {
			return newMove(KindSet, cs[0], cs[len(cs)-1], b&^suitBits)
		}
		b |= 1 << c.Suit()
	}
	return newMove(KindSet, cs[0], cs[len(cs)-1], b)
}

// WithCall returns m naming suit s: for an 8 or 9 played alone or as a set
// with the "one card" call. On other moves the result is not [Move.Valid].
func (m Move) WithCall(s cards.Suit) Move {
	call := moveBits(badCall)
	if s.Valid() {
		call = 1 + moveBits(s)
	}
	return m.withBits(m.bits()&^(badCall<<callShift) | call<<callShift)
}

// Draw returns the move drawing one card when no card can be played.
func Draw() Move { return newMove(KindDraw, 0, 0, 0) }

// Pass returns the move passing: when a player can neither play nor draw,
// or (with [Rules.PlayDrawn]) to keep a card just drawn.
func Pass() Move { return newMove(KindPass, 0, 0, 0) }

// Kind returns the kind of move.
func (m Move) Kind() MoveKind { return m.kind() }

// Card returns the card played, or the first card of a set. It returns
// [cards.NoCard] for a draw or a pass.
func (m Move) Card() cards.Card {
	if m.kind() != KindCard && m.kind() != KindSet {
		return cards.NoCard
	}
	return m.card()
}

// Top returns the card that lies on top of the pile after m: the card played,
// or the last card of a set. It returns [cards.NoCard] for a draw or a pass.
func (m Move) Top() cards.Card {
	if m.kind() != KindCard && m.kind() != KindSet {
		return cards.NoCard
	}
	return m.top()
}

// Cards returns every card m plays, or the empty set for a draw or a pass.
func (m Move) Cards() cards.Set {
	if (m.kind() != KindCard && m.kind() != KindSet) || !m.card().Valid() {
		return 0
	}
	// The four cards of a rank are consecutive, clubs first: the suits'
	// bits moved to the rank's club are the cards.
	return cards.Set(m.suits()) << (m.card() &^ (cards.NumSuits - 1))
}

// Call returns the suit m names, and false when it names none.
func (m Move) Call() (cards.Suit, bool) {
	if c := m.call(); c != 0 && c <= cards.NumSuits {
		return cards.Suit(c - 1), true
	}
	return 0, false
}

// OneCard reports whether m is a set laid with the "one card" call.
func (m Move) OneCard() bool { return m.kind() == KindSet && m.one() }

// Valid reports whether m is well formed: a move that some position could
// allow. A single card or called set of 8s or 9s names a suit, and nothing
// else does; a set is two to four distinct cards of one rank; a draw and a
// pass carry nothing. Every move [Rules.ParseMove] returns is valid.
func (m Move) Valid() bool {
	switch m.kind() {
	case KindDraw, KindPass:
		return m == newMove(m.kind(), 0, 0, 0)
	case KindCard:
		if !m.card().Valid() || m.top() != m.card() || m.bits()&^(badCall<<callShift) != 1<<m.card().Suit() {
			return false // a single card has one suit and no "one card" call
		}
		return m.callOK(true)
	case KindSet:
		if !m.card().Valid() || !m.top().Valid() || m.card() == m.top() || m.card().Rank() != m.top().Rank() {
			return false
		}
		need := uint8(1)<<m.card().Suit() | uint8(1)<<m.top().Suit()
		if m.suits()&need != need {
			return false
		}
		return m.callOK(m.one())
	}
	return false
}

// callOK reports whether m names a suit exactly when it must: when its card
// is an 8 or 9 and it takes effect.
func (m Move) callOK(effect bool) bool {
	c := m.call()
	if c > cards.NumSuits {
		return false
	}
	return (c != 0) == (effect && isCaller(m.card().Rank()))
}

// String returns the move's notation: "QS", "8S:H", "7H+7C!", "7H+7C",
// "8H+8D+8C!:S", "draw" or "pass". [Rules.ParseMove] reads it back. A move that is
// not [Move.Valid] prints as "invalid(...)" around what it holds.
func (m Move) String() string {
	var buf [48]byte // the longest valid move, "10H+10D+10S+10C!", and room
	b := buf[:0]
	valid := m.Valid()
	if !valid {
		b = append(b, "invalid("...)
	}
	switch m.kind() {
	case KindDraw:
		b = append(b, "draw"...)
	case KindPass:
		b = append(b, "pass"...)
	case KindCard:
		b = cardtext.AppendCard(b, m.card())
	case KindSet:
		b = cardtext.AppendCard(b, m.card())
		if m.card().Valid() {
			for u := range cards.Suit(cards.NumSuits) {
				c := cards.New(m.card().Rank(), u)
				if m.suits()&(1<<u) != 0 && c != m.card() && c != m.top() {
					b = append(b, '+')
					b = cardtext.AppendCard(b, c)
				}
			}
		}
		b = append(b, '+')
		b = cardtext.AppendCard(b, m.top())
		if m.one() {
			b = append(b, '!')
		}
	default:
		b = append(b, "none"...)
	}
	if m.call() != 0 {
		b = append(b, ':')
		if s, ok := m.Call(); ok {
			b = append(b, s.String()...)
		} else {
			b = append(b, '?')
		}
	}
	if !valid {
		b = append(b, ')')
	}
	return string(b)
}

// maxMoveText is the longest text ParseMove reads: four cards written with
// suit symbols, the call and some room.
const maxMoveText = 64

// ParseMove reads a move in the notation of [Move.String]. Cards are read as
// [cards.ParseCard] reads them (lower case, "T" for ten and the suit symbols
// are accepted); the named suit as [cards.ParseSuit] reads it; "draw" and
// "pass" in any case. It checks the form only, not whether a position allows
// the move. Malformed text, or a move that is not [Move.Valid] (an 8 without
// a suit, a suit named by a queen, a set of mixed ranks), gives a
// [*cards.ParseError] wrapping [cards.ErrSyntax]. The receiver is not read.
func (Rules) ParseMove(text string) (Move, error) { return parseMoveText(text) }

// parseMoveText is [Rules.ParseMove].
func parseMoveText(text string) (Move, error) {
	m, reason := parseMove(text)
	if reason != "" {
		return Move{}, cards.NewParseError("boxes move", text, reason)
	}
	return m, nil
}

func parseMove(text string) (Move, string) {
	if len(text) > maxMoveText {
		return Move{}, "too long"
	}
	body := strings.TrimSpace(text)
	switch {
	case body == "":
		return Move{}, "empty"
	case strings.EqualFold(body, "draw"):
		return Draw(), ""
	case strings.EqualFold(body, "pass"):
		return Pass(), ""
	}
	var call cards.Suit
	hasCall := false
	if i := strings.LastIndexByte(body, ':'); i >= 0 {
		s, err := cards.ParseSuit(body[i+1:])
		if err != nil {
			return Move{}, "bad suit " + strconv.Quote(body[i+1:]) + " after ':'"
		}
		call, hasCall, body = s, true, body[:i]
	}
	one := strings.HasSuffix(body, "!")
	if one {
		body = body[:len(body)-1]
	}
	parts := strings.Split(body, "+")
	if len(parts) > cards.NumSuits {
		return Move{}, "a set has at most 4 cards"
	}
	var cs [cards.NumSuits]cards.Card
	for i, p := range parts {
		c, err := cards.ParseCard(p)
		if err != nil {
			return Move{}, "bad card " + strconv.Quote(p)
		}
		cs[i] = c
	}
	var m Move
	if len(parts) == 1 {
		if one {
			return Move{}, "\"one card\" ('!') is called for a set only"
		}
		m = Play(cs[0])
	} else {
		m = PlaySet(one, cs[:len(parts)]...)
		if m.suits() == 0 {
			return Move{}, "a set is distinct cards of one rank"
		}
	}
	if hasCall {
		m = m.WithCall(call)
	}
	if !m.Valid() {
		switch {
		case hasCall && !isCaller(m.card().Rank()):
			return Move{}, "only an 8 or a 9 names a suit"
		case hasCall:
			return Move{}, "a set without \"one card\" names no suit"
		default:
			return Move{}, "an 8 or a 9 must name a suit, as in 8S:H"
		}
	}
	return m, ""
}

// MarshalText implements [encoding.TextMarshaler] with the move's notation,
// so that a move is a JSON string (as in the history of a [cards.Session]).
// It returns a [*cards.ParseError] for a move that is not [Move.Valid].
func (m Move) MarshalText() ([]byte, error) {
	if !m.Valid() {
		return nil, cards.NewParseError("boxes move", m.String(), "not a valid move")
	}
	return []byte(m.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting what
// [Rules.ParseMove] accepts. On error, and for a nil m, m is unchanged.
func (m *Move) UnmarshalText(text []byte) error {
	if m == nil {
		return fmt.Errorf("boxes: %w: UnmarshalText on a nil *Move", cards.ErrInvalidArgument)
	}
	v, err := parseMoveText(string(text))
	if err != nil {
		return err
	}
	*m = v
	return nil
}
