package equi

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// ErrInvalidState is wrapped by the errors that report a [State] or a [View]
// no game could reach, from their UnmarshalJSON methods: a card missing or in
// two places, counts that do not add up, a seat or an end reason out of
// range. The message names the problem, such as "equi: invalid state: card 7H
// appears twice: in seat 1's hand and in the stock".
var ErrInvalidState = errors.New("equi: invalid state")

// ErrInvalidRecord is wrapped by the errors that report a [Record] whose parts
// do not fit together: names for another number of seats, both a seed and a
// deck, a name [cards.CheckName] refuses, or a result the moves do not give.
var ErrInvalidRecord = errors.New("equi: invalid record")

// MoveError reports a move that [Rules.Apply] refused. It wraps
// [cards.ErrIllegalMove]; get it with [errors.As] to read the seat, the move,
// its number and the reason.
type MoveError struct {
	Seat   int    // the seat to move, or -1 when the game is over
	Move   Move   // the move refused
	Reason string // why, such as "rank Q is both played and taken"
	// Number is the move's number in its game or record, counting from 1
	// ([Game.Play], [Record.Replay], [ParseRecord]); 0 for a move given to
	// [Rules.Apply] alone.
	Number int
}

// Error returns a message such as
// "equi: seat 1 cannot play 9C+QC+AC=10H+QS: rank Q is both played and taken",
// or, for a move of a game or a record, "equi: move 12: seat 1 cannot play
// 9C+AS=10H: 10H is not on the table".
func (e *MoveError) Error() string {
	msg := "equi: "
	if e.Number > 0 {
		msg += "move " + strconv.Itoa(e.Number) + ": "
	}
	if e.Seat >= 0 {
		msg += "seat " + strconv.Itoa(e.Seat) + " "
	}
	return msg + "cannot play " + e.Move.String() + ": " + e.Reason
}

// Unwrap returns [cards.ErrIllegalMove].
func (e *MoveError) Unwrap() error { return cards.ErrIllegalMove }

// quote quotes text for an error message, shortening very long input so that
// a hostile string cannot make a huge message.
func quote(text string) string {
	const max = 32
	if len(text) > max {
		return strconv.Quote(text[:max]) + "..."
	}
	return strconv.Quote(text)
}

// invalidState returns an error wrapping [ErrInvalidState] with the message
// that format and args give.
func invalidState(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInvalidState}, args...)...)
}

// invalidRecord returns an error wrapping [ErrInvalidRecord] with the
// message that format and args give.
func invalidRecord(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInvalidRecord}, args...)...)
}
