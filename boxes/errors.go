package boxes

import (
	"errors"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// ErrInvalidRules is wrapped by every error that reports an impossible
// combination of options, from [Rules.Validate] and the constructors.
var ErrInvalidRules = errors.New("boxes: invalid rules")

// ErrInvalidStart is wrapped by the errors of [Rules.Start] and
// [Rules.StartFromDeck] that report a bad argument: a dealer that is not a
// seat, or a deck that is not the 52 cards.
var ErrInvalidStart = errors.New("boxes: invalid start")

// MoveError reports a move that the rules do not allow in the position it was
// applied to. It wraps [cards.ErrIllegalMove].
type MoveError struct {
	Seat   int    // the seat whose turn it was, or -1 when the match is over
	Move   Move   // the move that was refused
	Reason string // why, such as "the suit in force is hearts"
}

// Error returns a message such as
// "boxes: seat 2 cannot play QS: the suit in force is hearts".
func (e *MoveError) Error() string {
	var verb string
	switch e.Move.kind {
	case KindDraw:
		verb = "draw"
	case KindPass:
		verb = "pass"
	default:
		verb = "play " + e.Move.String()
	}
	who := "boxes: "
	if e.Seat >= 0 {
		who += "seat " + strconv.Itoa(e.Seat) + " "
	}
	return who + "cannot " + verb + ": " + e.Reason
}

// Unwrap returns [cards.ErrIllegalMove].
func (e *MoveError) Unwrap() error { return cards.ErrIllegalMove }
