package cards

import (
	"errors"
	"strconv"
	"unicode/utf8"
)

// ErrSyntax is wrapped by every error that reports malformed text: a card, a
// set, a deck, or a game's move notation. Test for it with [errors.Is].
var ErrSyntax = errors.New("syntax error")

// ErrIllegalMove is wrapped by every error that reports a move the rules do not
// allow in the position it was applied to. Test for it with [errors.Is].
var ErrIllegalMove = errors.New("illegal move")

// ErrInvalidArgument is wrapped by the error a function returns for an
// argument it cannot use: a nil Game, generator or player, a seat that is not
// at the table, a deck that is not the game's. Test for it with [errors.Is].
var ErrInvalidArgument = errors.New("invalid argument")

// ErrInvalidRules is wrapped by every error that reports rules a game cannot
// be played by: an impossible combination of options, or a record's tags
// that name no rules of the game.
var ErrInvalidRules = errors.New("invalid rules")

// ErrInvalidState is wrapped by every error that reports a position or a view
// that no game could reach, such as a decoded one with a card missing or in
// two places.
var ErrInvalidState = errors.New("invalid state")

// ErrInvalidRecord is wrapped by every error that reports a record whose
// parts do not fit together: another game's name, names for another number
// of seats, a result the moves do not give. An illegal move in a record is
// a [*MoveError] instead.
var ErrInvalidRecord = errors.New("invalid record")

// MoveError reports a move the rules refused, in every game of this module
// and in [Play], [Playout], [Session] and record replay, so that a frontend
// shows Reason without parsing the message. It wraps [ErrIllegalMove], and
// Err when that is not nil.
type MoveError struct {
	Game string // the game's name, such as "boxes", or "" when not known
	// Number is the move's number in its game, record or list, counting
	// from 1; 0 for a move given to Apply alone.
	Number int
	Seat   int    // the seat whose turn it was, or -1 when the game was over
	Move   string // the move in the game's notation
	Reason string // why, such as "the suit in force is hearts"
	Err    error  // the game's own error, when it gave one that is not a MoveError
}

// Error returns a message such as "boxes: move 12 (QS) by seat 2: the suit
// in force is hearts", leaving out the parts that are not known.
func (e *MoveError) Error() string {
	if e == nil {
		return "<nil>"
	}
	b := make([]byte, 0, 64)
	if e.Game != "" {
		b = append(b, e.Game...)
		b = append(b, ": "...)
	}
	b = append(b, "move "...)
	if e.Number > 0 {
		b = strconv.AppendInt(b, int64(e.Number), 10)
		b = append(b, ' ')
	}
	b = append(b, '(')
	b = append(b, e.Move...)
	b = append(b, ')')
	if e.Seat >= 0 {
		b = append(b, " by seat "...)
		b = strconv.AppendInt(b, int64(e.Seat), 10)
	}
	b = append(b, ": "...)
	b = append(b, e.Reason...)
	return string(b)
}

// Unwrap returns [ErrIllegalMove], and Err when it is not nil.
func (e *MoveError) Unwrap() []error {
	if e == nil {
		return nil
	}
	if e.Err != nil {
		return []error{ErrIllegalMove, e.Err}
	}
	return []error{ErrIllegalMove}
}

// MaxErrorInput is the most bytes of its input a [ParseError] keeps.
const MaxErrorInput = 64

// ParseError reports text that could not be parsed. It wraps [ErrSyntax].
// Game packages use it for their move notation too.
//
// An error made by [NewParseError], as every ParseError of this module is,
// keeps at most [MaxErrorInput] bytes of the input, cut on a rune boundary,
// and the whole input's length, so that an error about a huge document does
// not keep the document alive.
type ParseError struct {
	Kind string // what was being parsed: "card", "set", "boxes move", ...
	// Input is the text as given, or its first bytes (at most
	// [MaxErrorInput]) when InputLen is longer.
	Input    string
	InputLen int    // the length of the whole input in bytes
	Reason   string // what is wrong with it
}

// NewParseError returns a [*ParseError] about input that keeps at most
// [MaxErrorInput] bytes of it, cut on a rune boundary, and its length.
// The input may be a string or a byte slice; neither is kept.
func NewParseError[T string | []byte](kind string, input T, reason string) *ParseError {
	return &ParseError{Kind: kind, Input: prefix(input, MaxErrorInput), InputLen: len(input), Reason: reason}
}

// prefix returns the longest prefix of text of at most max bytes that does
// not end inside a valid UTF-8 encoded rune (a byte that is not part of one
// counts as a rune of its own): all of text when it is short enough. The
// prefix is a copy, so that it does not keep text alive.
func prefix[T string | []byte](text T, max int) string {
	if len(text) <= max {
		return string([]byte(text))
	}
	cut := 0
	for cut < max {
		_, size := utf8.DecodeRune([]byte(text[cut:min(len(text), cut+utf8.UTFMax)]))
		if cut+size > max {
			break
		}
		cut += size
	}
	return string([]byte(text[:cut]))
}

// Error returns a message such as: parse card "QX": want a rank ... followed
// by a suit. A long input is shortened, with its length: parse deck "QS
// QS ..."... (10485760 bytes): card QS appears twice.
func (e *ParseError) Error() string {
	if e == nil {
		return "<nil>"
	}
	q := quote(e.Input)
	if e.InputLen > len(e.Input) {
		q = quote(prefix(e.Input, 32)) + "... (" + strconv.Itoa(e.InputLen) + " bytes)"
	}
	return "parse " + e.Kind + " " + q + ": " + e.Reason
}

// Unwrap returns [ErrSyntax].
func (e *ParseError) Unwrap() error { return ErrSyntax }

func itoa(i int) string { return strconv.Itoa(i) }

// quote quotes text for an error message, shortening very long input so that a
// hostile string cannot make a huge message.
func quote(text string) string {
	const max = 64
	if len(text) > max {
		return strconv.Quote(prefix(text, max)) + "..."
	}
	return strconv.Quote(text)
}
