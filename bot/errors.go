package bot

import (
	"errors"
	"fmt"
	"strconv"
)

// ErrNoMove is wrapped by the error a player returns when the view it was
// given lists no legal move: the game is over, or it is another seat's turn.
var ErrNoMove = errors.New("the view lists no legal move")

// ErrConfig is wrapped by the error a player returns when its own settings are
// unusable: a missing game, observer, reward or scoring function, or a
// negative budget. It is also returned by [Play] when there are fewer players
// than seats.
var ErrConfig = errors.New("invalid player settings")

// ErrGame is wrapped by the error [ISMCTS] returns when the game broke its
// contract during the search: Sample gave a position that does not match the
// view, Apply refused a move that Legal (or the search's Moves or Rollout)
// gave, a position that is not over had no legal move (or Moves listed
// none), or ToMove named a seat that does not exist. It is the game's bug,
// reported instead of a panic or a wrong answer.
var ErrGame = errors.New("the game broke its contract")

// Error reports why a player could not choose a move, or why [Play] stopped:
// which player, for which seat, which move when one is concerned, and why.
type Error struct {
	Op   string // the player or function: "random", "greedy", "ismcts", "func", "play" or "drive"
	Seat int    // the seat the move was for
	Move any    // the move concerned, or nil when there is none
	Err  error  // the reason: it wraps ErrNoMove, ErrConfig, ErrGame or the game's own error
}

// Error returns a message such as
// "bot: ismcts for seat 2: the view lists no legal move".
func (e *Error) Error() string {
	if e == nil {
		return "<nil>"
	}
	msg := "bot: " + e.Op + " for seat " + strconv.Itoa(e.Seat)
	if e.Move != nil {
		msg += ", move " + fmt.Sprint(e.Move)
	}
	if e.Err == nil {
		return msg
	}
	return msg + ": " + e.Err.Error()
}

// Unwrap returns the reason.
func (e *Error) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}
