package equi

import (
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// MoveError reports a move that [Rules.Apply] refused. It wraps
// [cards.ErrIllegalMove]; get it with [errors.As] to read the seat, the move
// and the reason.
type MoveError struct {
	Seat   int    // the seat to move, or -1 when the game is over
	Move   Move   // the move refused
	Reason string // why, such as "rank Q is both played and taken"
}

// Error returns a message such as
// "equi: seat 1 cannot play 9C+QC+AC=10H+QS: rank Q is both played and taken".
func (e *MoveError) Error() string {
	if e.Seat < 0 {
		return "equi: cannot play " + e.Move.String() + ": " + e.Reason
	}
	return "equi: seat " + strconv.Itoa(e.Seat) + " cannot play " + e.Move.String() + ": " + e.Reason
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
