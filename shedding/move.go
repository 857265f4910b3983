package shedding

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
	KindCard                 // one card played
	KindDraw                 // draw a card, or a pending draw
	KindPass                 // pass: after the draws a turn allows, or with an empty stock
	KindSet                  // two to four cards of one rank laid together (Rules.MaxSet)
	numKinds
)

var kindNames = [...]string{"none", "card", "draw", "pass", "set"}

// String returns "none", "card", "draw", "pass" or "set", or "MoveKind(9)".
func (k MoveKind) String() string {
	if k >= numKinds {
		return "MoveKind(" + strconv.Itoa(int(k)) + ")"
	}
	return kindNames[k]
}

// Move is one move of a player: a card played (with the suit it names,
// for a card of the table's Call, and the last-card call under a table's
// LastCall), a set of cards of one rank (with or
// without the "one card" call), a draw or a pass. It is a small
// comparable value; build it with [Play] (with [Move.WithCall] for a card
// that names a suit, [Move.WithOneCard] for the last-card call), [PlaySet], [Draw] or [Pass], or read it with
// [Rules.ParseMove].
//
// A set has a first card, which must be playable on its own, and a top
// card, which lies on the pile afterwards; the cards between have no
// order. Notation, as in Boxes: "QS", "8S:H" (an 8 naming hearts),
// "QS!" and "JH!:S" (with the last-card call),
// "7H+7C!" (a pair with the "one card" call, 7H first, 7C on top), "7H+7C"
// (without it), "8H+8D+8C!:S", "draw", "pass". A card and the suit it
// names are one move.
type Move struct {
	kind MoveKind
	card cards.Card // the card, or a set's first card
	// x holds, in bits 0 to 2, the suit named: 0 for none, 1 + the suit,
	// or badCall; for a set, in bits 3 to 8 its top card (noTop for
	// none), in bits 9 to 12 the suits of its cards, one bit each, and in
	// bit 13 the call written "!": a set's "one card" call, or a single
	// card's last-card call; the other bits are 0 for a single card. Three
	// fields keep a Move in three registers.
	x uint16
}

// The fields of Move.x.
const (
	callMask  = 7
	topShift  = 3
	noTop     = 63
	suitShift = 9
	oneBit    = 1 << 13
)

// call returns 0 when m names no suit, 1 + the suit it names, or badCall.
func (m Move) call() uint8 { return uint8(m.x & callMask) }

// top returns the top card of a set, whatever it is.
func (m Move) top() cards.Card {
	if t := cards.Card(m.x >> topShift & 63); t != noTop {
		return t
	}
	return cards.NoCard
}

// suits returns the suits of a set's cards, one bit each.
func (m Move) suits() uint8 { return uint8(m.x >> suitShift & 15) }

// one reports whether m carries the call written "!": a set's "one card"
// call or a single card's last-card call.
func (m Move) one() bool { return m.x&oneBit != 0 }

// newSet returns the set of first card f, top card t (a card, or NoCard),
// the suits of its cards and the "one card" call when one.
func newSet(f, t cards.Card, suits uint8, one bool) Move {
	x := uint16(noTop) << topShift
	if t.Valid() {
		x = uint16(t) << topShift
	}
	x |= uint16(suits&15) << suitShift
	if one {
		x |= oneBit
	}
	return Move{kind: KindSet, card: f, x: x}
}

// badCall marks a suit named that is not a suit.
const badCall = 7

// Play returns the move playing card c. A card of the table's Call needs
// a suit: name it with [Move.WithCall], as in
// Play(c).WithCall(cards.Hearts).
func Play(c cards.Card) Move { return Move{kind: KindCard, card: c} }

// PlaySet returns the move laying cs together, with the "one card" call
// when oneCard is true: cs[0] is the first card, which must be playable
// on its own, and the last lies on top afterwards. It takes two to four
// distinct cards of one rank; other lists give a move that is not
// [Move.Valid]. A set whose top card names a suit (a card of the table's
// Call) names it with [Move.WithCall] when laid with the call.
func PlaySet(oneCard bool, cs ...cards.Card) Move {
	bad := newSet(cards.NoCard, cards.NoCard, 0, oneCard)
	if len(cs) < 2 || len(cs) > cards.NumSuits {
		return bad
	}
	suits := uint8(0)
	for _, c := range cs {
		if !c.Valid() || c.Rank() != cs[0].Rank() || suits&(1<<c.Suit()) != 0 {
			return bad
		}
		suits |= 1 << c.Suit()
	}
	return newSet(cs[0], cs[len(cs)-1], suits, oneCard)
}

// Draw returns the move drawing a card, or the pending draw.
func Draw() Move { return Move{kind: KindDraw} }

// Pass returns the move passing.
func Pass() Move { return Move{kind: KindPass} }

// WithCall returns m naming suit s: for a card of the table's Call. On a
// draw or a pass, or for a suit that is none, the result is not
// [Move.Valid].
func (m Move) WithCall(s cards.Suit) Move {
	m.x = m.x&^callMask | badCall
	if s.Valid() {
		m.x = m.x&^callMask | uint16(1+s)
	}
	return m
}

// WithOneCard returns m with the call written "!": on a single card the
// last-card call ([Rules].LastCall), as in "QS!"; on a set the "one card"
// call, as [PlaySet] with oneCard true lays it. On a draw or a pass the
// result is not [Move.Valid].
func (m Move) WithOneCard() Move {
	m.x |= oneBit
	return m
}

// Kind returns the kind of move.
func (m Move) Kind() MoveKind { return m.kind }

// Card returns the card played, or a set's first card; [cards.NoCard] for
// a draw or a pass.
func (m Move) Card() cards.Card {
	if m.kind != KindCard && m.kind != KindSet {
		return cards.NoCard
	}
	return m.card
}

// Top returns the card m leaves on top of the pile: the card played, or a
// set's top card; [cards.NoCard] for a draw or a pass.
func (m Move) Top() cards.Card {
	switch m.kind {
	case KindCard:
		return m.card
	case KindSet:
		return m.top()
	}
	return cards.NoCard
}

// Cards returns the cards m plays: one, a set's, or none.
func (m Move) Cards() cards.Set {
	switch {
	case m.kind == KindCard && m.card.Valid():
		return cards.SetOf(m.card)
	case m.kind == KindSet && m.card.Valid():
		// A rank's four cards are four bits in a row, clubs lowest, as
		// the suits are.
		return cards.Set(uint64(m.suits()) << (uint(m.card) &^ 3))
	}
	return 0
}

// OneCard reports whether m carries the call written "!": a set laid
// with the "one card" call ("7H+7C!"), or a single card played with the
// last-card call ("QS!", [Rules].LastCall). A draw or a pass carries none.
func (m Move) OneCard() bool { return (m.kind == KindSet || m.kind == KindCard) && m.one() }

// Call returns the suit m names, and false when it names none.
func (m Move) Call() (cards.Suit, bool) {
	if u := m.call(); u != 0 && u <= cards.NumSuits {
		return cards.Suit(u - 1), true
	}
	return 0, false
}

// Valid reports whether m is well formed: a move some table could allow.
// A card played is a card, names a suit or none, and carries the
// last-card call or not; a draw and a pass
// carry nothing. Which cards name a suit is the table's (Rules.Call),
// checked by [Rules.ParseMove] and [Rules.Apply]. Every move
// [Rules.ParseMove] returns is valid.
func (m Move) Valid() bool {
	switch m.kind {
	case KindDraw, KindPass:
		return m == Move{kind: m.kind}
	case KindCard:
		return m.card.Valid() && m.x&^oneBit <= cards.NumSuits
	case KindSet:
		t := m.top()
		return m.card.Valid() && t.Valid() && m.card != t && m.card.Rank() == t.Rank() &&
			m.suits()&(1<<m.card.Suit()) != 0 && m.suits()&(1<<t.Suit()) != 0 &&
			m.call() <= cards.NumSuits && (m.one() || m.call() == 0)
	}
	return false
}

// String returns the move's notation: "QS", "8S:H", "QS!", "JH!:S",
// "7H+7C!", "draw" or
// "pass". [Rules.ParseMove] reads it back. A move that is not
// [Move.Valid] prints as "invalid(...)" around what it holds.
func (m Move) String() string {
	if m.Valid() && m.kind != KindSet {
		return moveTexts[moveIndex(m)]
	}
	return m.format()
}

// moveIndex returns the place of a valid move in moveTexts: a card's
// index times 10, plus 5 with the last-card call, plus its suit named (0
// for none, 1 + the suit); then the draw and the pass.
func moveIndex(m Move) int {
	switch m.kind {
	case KindDraw:
		return cards.NumCards * 10
	case KindPass:
		return cards.NumCards*10 + 1
	}
	if m.one() {
		return int(m.card)*10 + 5 + int(m.call())
	}
	return int(m.card)*10 + int(m.call())
}

// moveTexts holds the notation of every valid move, so that String, which
// every refusal and every record calls, allocates nothing.
var moveTexts = func() []string {
	t := make([]string, cards.NumCards*10+2)
	for c := range cards.Card(cards.NumCards) {
		for _, m := range [...]Move{Play(c), Play(c).WithOneCard()} {
			t[moveIndex(m)] = m.format()
			for u := range cards.Suit(cards.NumSuits) {
				t[moveIndex(m.WithCall(u))] = m.WithCall(u).format()
			}
		}
	}
	t[cards.NumCards*10] = Draw().format()
	t[cards.NumCards*10+1] = Pass().format()
	return t
}()

// format writes the notation of m, valid or not.
func (m Move) format() string {
	var buf [24]byte
	b := buf[:0]
	valid := m.Valid()
	if !valid {
		b = append(b, "invalid("...)
	}
	switch m.kind {
	case KindDraw:
		b = append(b, "draw"...)
	case KindPass:
		b = append(b, "pass"...)
	case KindCard:
		b = cardtext.AppendCard(b, m.card)
		if m.one() {
			b = append(b, '!')
		}
	case KindSet:
		// The first card, the cards between in card order, the top card.
		b = appendSetCard(b, m.card)
		for u := range cards.Suit(cards.NumSuits) {
			if c := cards.New(m.card.Rank(), u); m.suits()&(1<<u) != 0 && c != m.card && c != m.top() && m.card.Valid() {
				b = cardtext.AppendCard(append(b, '+'), c)
			}
		}
		b = appendSetCard(append(b, '+'), m.top())
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

// appendSetCard appends a set's first or top card, or "?" for none.
func appendSetCard(b []byte, c cards.Card) []byte {
	if !c.Valid() {
		return append(b, '?')
	}
	return cardtext.AppendCard(b, c)
}

// maxMoveText is the longest text ParseMove reads.
const maxMoveText = 32

// parseMoveText reads a move in the notation of [Move.String], valid but
// not checked against a table: [Rules.ParseMove] without the form.
func parseMoveText(text string) (Move, error) {
	m, reason := parseMove(text)
	if reason != "" {
		return Move{}, cards.NewParseError("shedding move", text, reason)
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
	cardText, suitText, hasCall := strings.Cut(body, ":")
	if strings.Contains(cardText, "+") {
		return parseSet(cardText, suitText, hasCall)
	}
	cardText, one := strings.CutSuffix(cardText, "!")
	c, err := cards.ParseCard(cardText)
	if err != nil {
		return Move{}, "bad card " + strconv.Quote(cardText)
	}
	m := Play(c)
	if one {
		m = m.WithOneCard()
	}
	if hasCall {
		s, err := cards.ParseSuit(suitText)
		if err != nil {
			return Move{}, "bad suit " + strconv.Quote(suitText) + " after ':'"
		}
		m = m.WithCall(s)
	}
	return m, ""
}

// parseSet reads a set, "7H+7C!" with suitText after a ':' when hasCall.
func parseSet(cardText, suitText string, hasCall bool) (Move, string) {
	body, one := strings.CutSuffix(cardText, "!")
	parts := strings.Split(body, "+")
	if len(parts) > cards.NumSuits {
		return Move{}, "a set of more than four cards"
	}
	var cs [cards.NumSuits]cards.Card
	for i, part := range parts {
		c, err := cards.ParseCard(part)
		if err != nil {
			return Move{}, "bad card " + strconv.Quote(part)
		}
		cs[i] = c
	}
	m := PlaySet(one, cs[:len(parts)]...)
	if hasCall {
		if !one {
			return Move{}, "a set without the \"one card\" call (!) names no suit"
		}
		s, err := cards.ParseSuit(suitText)
		if err != nil {
			return Move{}, "bad suit " + strconv.Quote(suitText) + " after ':'"
		}
		m = m.WithCall(s)
	}
	if !m.Valid() {
		return Move{}, "a set is two to four cards of one rank, each once"
	}
	return m, ""
}

// MarshalText implements [encoding.TextMarshaler] with the move's notation.
// It returns a [*cards.ParseError] for a move that is not [Move.Valid].
func (m Move) MarshalText() ([]byte, error) {
	if !m.Valid() {
		return nil, cards.NewParseError("shedding move", m.String(), "not a valid move")
	}
	return []byte(m.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting what
// [Rules.ParseMove] accepts under any table (a suit named or not, the
// last-card call or not). On error, and for a nil m, m is unchanged.
func (m *Move) UnmarshalText(text []byte) error {
	if m == nil {
		return fmt.Errorf("shedding: %w: UnmarshalText on a nil *Move", cards.ErrInvalidArgument)
	}
	v, err := parseMoveText(string(text))
	if err != nil {
		return err
	}
	*m = v
	return nil
}
