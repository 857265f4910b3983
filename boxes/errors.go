package boxes

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// invalidState returns an error wrapping [cards.ErrInvalidState] with the
// message format and args give, such as "boxes: invalid state: card 7H
// appears twice: in seat 1's hand and in the stock".
func invalidState(format string, args ...any) error {
	return fmt.Errorf("boxes: %w: "+format, append([]any{cards.ErrInvalidState}, args...)...)
}

// invalidArgument returns an error wrapping [cards.ErrInvalidArgument].
func invalidArgument(format string, args ...any) error {
	return fmt.Errorf("boxes: %w: "+format, append([]any{cards.ErrInvalidArgument}, args...)...)
}

// moveError returns the [*cards.MoveError] refusing m for seat.
func moveError(seat int, m Move, why string) error {
	return &cards.MoveError{Game: "boxes", Seat: seat, Move: m.String(), Reason: why}
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

// reasonOf returns the reason of a [*cards.ParseError], or the error's text.
func reasonOf(err error) string {
	if pe, ok := errors.AsType[*cards.ParseError](err); ok {
		return pe.Reason
	}
	return err.Error()
}

// quote quotes text for an error message: see [cardtext.Quote].
var quote = cardtext.Quote
