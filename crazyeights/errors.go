package crazyeights

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// gameName is the name of the game: [Rules.Name], and the Game of its
// errors.
const gameName = "crazy-eights"

// invalidState returns an error wrapping [cards.ErrInvalidState].
func invalidState(format string, args ...any) error {
	return fmt.Errorf("crazyeights: %w: "+format, append([]any{cards.ErrInvalidState}, args...)...)
}

// invalidArgument returns an error wrapping [cards.ErrInvalidArgument].
func invalidArgument(format string, args ...any) error {
	return fmt.Errorf("crazyeights: %w: "+format, append([]any{cards.ErrInvalidArgument}, args...)...)
}

// reasonOf returns the reason of a [*cards.ParseError], or the error's text.
func reasonOf(err error) string {
	if pe, ok := errors.AsType[*cards.ParseError](err); ok {
		return pe.Reason
	}
	return err.Error()
}

// quote quotes text for an error message, shortening very long input so
// that a hostile string cannot make a huge message.
func quote(text string) string {
	const max = 32
	if len(text) > max {
		return strconv.Quote(text[:max]) + "..."
	}
	return strconv.Quote(text)
}
