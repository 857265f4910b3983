package equi

import (
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// quote quotes text for an error message, shortening very long input so that
// a hostile string cannot make a huge message.
func quote(text string) string {
	const max = 32
	if len(text) > max {
		return strconv.Quote(text[:max]) + "..."
	}
	return strconv.Quote(text)
}

// invalidState returns an error wrapping [cards.ErrInvalidState] with the
// message that format and args give.
func invalidState(format string, args ...any) error {
	return fmt.Errorf("equi: %w: "+format, append([]any{cards.ErrInvalidState}, args...)...)
}

// nilReceiver returns the error of a decoding method called on a nil
// pointer of the type named what.
func nilReceiver(what string) error {
	return fmt.Errorf("equi: %w: a nil *%s", cards.ErrInvalidArgument, what)
}

// moveError returns the error of Apply for m refused in a position where
// seat is to move (-1 when none is) for reason.
func moveError(seat int, m Move, reason string) error {
	return &cards.MoveError{Game: gameName, Seat: seat, Move: m.String(), Reason: reason}
}
