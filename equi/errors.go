package equi

import (
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// quote quotes text for an error message: see [cardtext.Quote].
var quote = cardtext.Quote

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
