package cards

import (
	"errors"
	"strconv"
)

// ErrSyntax is wrapped by every error that reports malformed text: a card, a
// set, a deck, or a game's move notation. Test for it with [errors.Is].
var ErrSyntax = errors.New("syntax error")

// ErrIllegalMove is wrapped by every error that reports a move the rules do not
// allow in the position it was applied to. Test for it with [errors.Is].
var ErrIllegalMove = errors.New("illegal move")

// ParseError reports text that could not be parsed. It wraps [ErrSyntax].
// Game packages use it for their move notation too.
type ParseError struct {
	Kind   string // what was being parsed: "card", "set", "boxes move", ...
	Input  string // the text as given
	Reason string // what is wrong with it
}

// Error returns a message such as: parse card "QX": want a rank ... followed by a suit.
func (e *ParseError) Error() string {
	return "parse " + e.Kind + " " + quote(e.Input) + ": " + e.Reason
}

// Unwrap returns [ErrSyntax].
func (e *ParseError) Unwrap() error { return ErrSyntax }

func itoa(i int) string { return strconv.Itoa(i) }

// quote quotes text for an error message, shortening very long input so that a
// hostile string cannot make a huge message.
func quote(text string) string {
	const max = 64
	if len(text) > max {
		return strconv.Quote(text[:max]) + "..."
	}
	return strconv.Quote(text)
}
