package boxes

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
)

// ErrInvalidRules is wrapped by every error that reports an impossible
// combination of options, from [Rules.Validate] and the constructors.
var ErrInvalidRules = errors.New("boxes: invalid rules")

// ErrInvalidStart is wrapped by the errors of [Rules.Start] and
// [Rules.StartFromDeck] that report a bad argument: a dealer that is not a
// seat, or a deck that is not the 52 cards.
var ErrInvalidStart = errors.New("boxes: invalid start")

// ErrInvalidState is wrapped by every error that reports a [State] or a
// [View] that no match could reach, from their UnmarshalJSON methods: a card
// missing or in two places, counts that do not add up, a seat or phase out
// of range. The message names the problem, such as "boxes: invalid state:
// card 7H appears twice: in seat 1's hand and in the stock".
var ErrInvalidState = errors.New("boxes: invalid state")

// ErrInvalidRecord is wrapped by the errors that report a [Record] whose
// parts do not fit together: names for another number of seats, a name
// [cards.CheckName] refuses, or a result the moves do not give.
var ErrInvalidRecord = errors.New("boxes: invalid record")

// MoveError reports a move that the rules do not allow in the position it was
// applied to. It wraps [cards.ErrIllegalMove].
type MoveError struct {
	Seat   int    // the seat whose turn it was, or -1 when the match is over
	Move   Move   // the move that was refused
	Reason string // why, such as "the suit in force is hearts"
	// Number is the move's number in its game or record, counting from 1
	// ([Game.Play], [Record.Replay], [ParseRecord]); 0 for a move given to
	// [Rules.Apply] alone.
	Number int
}

// Error returns a message such as
// "boxes: seat 2 cannot play QS: the suit in force is hearts", or, for a move
// of a record, "boxes: move 12: seat 2 cannot play QS: the suit in force is
// hearts".
func (e *MoveError) Error() string {
	var verb string
	switch e.Move.kind() {
	case KindDraw:
		verb = "draw"
	case KindPass:
		verb = "pass"
	default:
		verb = "play " + e.Move.String()
	}
	who := "boxes: "
	if e.Number > 0 {
		who += "move " + strconv.Itoa(e.Number) + ": "
	}
	if e.Seat >= 0 {
		who += "seat " + strconv.Itoa(e.Seat) + " "
	}
	return who + "cannot " + verb + ": " + e.Reason
}

// Unwrap returns [cards.ErrIllegalMove].
func (e *MoveError) Unwrap() error { return cards.ErrIllegalMove }

// invalidState returns an error wrapping [ErrInvalidState] with the message
// format and args give.
func invalidState(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInvalidState}, args...)...)
}

// enumError reports a value of an enumeration that has no text form.
func enumError(kind, text string) error {
	return cards.NewParseError("boxes "+kind, text, "not a "+kind)
}

// parseEnum returns the index of text in names, or a [*cards.ParseError].
func parseEnum(kind string, text []byte, names []string) (int, error) {
	for i, n := range names {
		if string(text) == n {
			return i, nil
		}
	}
	return 0, cards.NewParseError("boxes "+kind, string(text), "want one of "+strings.Join(quoteAll(names), ", "))
}

func quoteAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = strconv.Quote(n)
	}
	return out
}

// invalidRecord returns an error wrapping [ErrInvalidRecord] with the
// message format and args give.
func invalidRecord(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInvalidRecord}, args...)...)
}

// quote quotes text for an error message, shortening very long input so that
// a hostile string cannot make a huge message.
func quote(text string) string {
	const max = 32
	if len(text) > max {
		return strconv.Quote(text[:max]) + "..."
	}
	return strconv.Quote(text)
}
