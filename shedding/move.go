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
	numKinds
)

var kindNames = [...]string{"none", "card", "draw", "pass"}

// String returns "none", "card", "draw" or "pass", or "MoveKind(9)".
func (k MoveKind) String() string {
	if k >= numKinds {
		return "MoveKind(" + strconv.Itoa(int(k)) + ")"
	}
	return kindNames[k]
}

// Move is one move of a player: a card played (with the suit it names,
// for a card of the table's Call), a draw or a pass. It is a small
// comparable value; build it with [Play] (with [Move.WithCall] for a card
// that names a suit), [Draw] or [Pass], or read it with
// [Rules.ParseMove].
//
// Notation, as in Boxes: "QS", "8S:H" (an 8 naming hearts), "draw",
// "pass". A card and the suit it names are one move.
type Move struct {
	kind MoveKind
	card cards.Card
	call uint8 // 0 for none, 1 + the suit named, or badCall
}

// badCall marks a suit named that is not a suit.
const badCall = 7

// Play returns the move playing card c. A card of the table's Call needs
// a suit: name it with [Move.WithCall], as in
// Play(c).WithCall(cards.Hearts).
func Play(c cards.Card) Move { return Move{kind: KindCard, card: c} }

// Draw returns the move drawing a card, or the pending draw.
func Draw() Move { return Move{kind: KindDraw} }

// Pass returns the move passing.
func Pass() Move { return Move{kind: KindPass} }

// WithCall returns m naming suit s: for a card of the table's Call. On a
// draw or a pass, or for a suit that is none, the result is not
// [Move.Valid].
func (m Move) WithCall(s cards.Suit) Move {
	m.call = badCall
	if s.Valid() {
		m.call = 1 + uint8(s)
	}
	return m
}

// Kind returns the kind of move.
func (m Move) Kind() MoveKind { return m.kind }

// Card returns the card played, or [cards.NoCard] for a draw or a pass.
func (m Move) Card() cards.Card {
	if m.kind != KindCard {
		return cards.NoCard
	}
	return m.card
}

// Call returns the suit m names, and false when it names none.
func (m Move) Call() (cards.Suit, bool) {
	if m.call != 0 && m.call <= cards.NumSuits {
		return cards.Suit(m.call - 1), true
	}
	return 0, false
}

// Valid reports whether m is well formed: a move some table could allow.
// A card played is a card, and names a suit or none; a draw and a pass
// carry nothing. Which cards name a suit is the table's (Rules.Call),
// checked by [Rules.ParseMove] and [Rules.Apply]. Every move
// [Rules.ParseMove] returns is valid.
func (m Move) Valid() bool {
	switch m.kind {
	case KindDraw, KindPass:
		return m == Move{kind: m.kind}
	case KindCard:
		return m.card.Valid() && m.call <= cards.NumSuits
	}
	return false
}

// String returns the move's notation: "QS", "8S:H", "draw" or "pass".
// [Rules.ParseMove] reads it back. A move that is not [Move.Valid] prints
// as "invalid(...)" around what it holds.
func (m Move) String() string {
	if m.Valid() {
		return moveTexts[moveIndex(m)]
	}
	return m.format()
}

// moveIndex returns the place of a valid move in moveTexts: a card's
// index times 5 plus its call (0 for none, 1 + the suit), then the draw
// and the pass.
func moveIndex(m Move) int {
	switch m.kind {
	case KindDraw:
		return cards.NumCards * 5
	case KindPass:
		return cards.NumCards*5 + 1
	}
	return int(m.card)*5 + int(m.call)
}

// moveTexts holds the notation of every valid move, so that String, which
// every refusal and every record calls, allocates nothing.
var moveTexts = func() []string {
	t := make([]string, cards.NumCards*5+2)
	for c := range cards.Card(cards.NumCards) {
		t[int(c)*5] = Play(c).format()
		for u := range cards.Suit(cards.NumSuits) {
			t[int(c)*5+1+int(u)] = Play(c).WithCall(u).format()
		}
	}
	t[cards.NumCards*5] = Draw().format()
	t[cards.NumCards*5+1] = Pass().format()
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
	default:
		b = append(b, "none"...)
	}
	if m.call != 0 {
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
	c, err := cards.ParseCard(cardText)
	if err != nil {
		return Move{}, "bad card " + strconv.Quote(cardText)
	}
	m := Play(c)
	if hasCall {
		s, err := cards.ParseSuit(suitText)
		if err != nil {
			return Move{}, "bad suit " + strconv.Quote(suitText) + " after ':'"
		}
		m = m.WithCall(s)
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
// [Rules.ParseMove] accepts under any table (a suit named or not). On error, and for a nil m, m is unchanged.
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
