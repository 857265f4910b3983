// Package sentinel tells the tests of several packages (their fuzz targets
// above all) whether an error wraps one of package cards' sentinels, as
// docs/json.md and docs/notation.md require of every refusal: a decoder,
// a parser or a check never returns an error a caller cannot classify with
// errors.Is. It is for tests only.
package sentinel

import (
	"errors"

	"github.com/cardrules/cardrules/cards"
)

// Known reports whether err wraps one of the sentinels of package cards
// that refusals wrap: ErrSyntax, ErrIllegalMove, ErrInvalidArgument,
// ErrInvalidRules, ErrInvalidState or ErrInvalidRecord. A nil err wraps
// none.
func Known(err error) bool {
	for _, s := range []error{cards.ErrSyntax, cards.ErrIllegalMove, cards.ErrInvalidArgument, cards.ErrInvalidRules, cards.ErrInvalidState, cards.ErrInvalidRecord} {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}
