package scoring

import "errors"

// ErrInvalid is wrapped by every error of this package: input that cannot be
// scored, such as deals of different lengths or teams that do not split the
// seats. Test for it with [errors.Is].
var ErrInvalid = errors.New("invalid argument")

// Error reports input that a function of this package refuses: which
// function, which item of the input and why. It wraps [ErrInvalid].
type Error struct {
	Func   string // the function that refused the input, such as "Totals"
	Index  int    // the deal, team or seat at fault, or -1 when none is
	Reason string // what is wrong
}

// Error returns a message such as: scoring.Totals: deal 2 has 3 scores, deal 0 has 4.
func (e *Error) Error() string {
	if e == nil {
		return "<nil>"
	}
	return "scoring." + e.Func + ": " + e.Reason
}

// Unwrap returns [ErrInvalid].
func (e *Error) Unwrap() error { return ErrInvalid }
