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
