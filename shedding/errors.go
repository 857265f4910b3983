package shedding

import (
	"errors"
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// invalidState returns an error wrapping [cards.ErrInvalidState].
func invalidState(format string, args ...any) error {
	return fmt.Errorf("shedding: %w: "+format, append([]any{cards.ErrInvalidState}, args...)...)
}

// invalidArgument returns an error wrapping [cards.ErrInvalidArgument].
func invalidArgument(format string, args ...any) error {
	return fmt.Errorf("shedding: %w: "+format, append([]any{cards.ErrInvalidArgument}, args...)...)
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
