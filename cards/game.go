package cards

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Game is the rules of a turn-based card game. Positions are values of type S
// and moves values of type M. A Game holds rules and options only, never a
// position, so one Game value serves any number of games at once.
//
// The games of this module implement Game on a Rules value: boxes.Rules and
// equi.Rules. Their positions are comparable values with no slice, map or
// pointer inside, so Apply cannot change its argument.
type Game[S, M any] interface {
	// Seats returns the number of seats at the table. Seats are numbered
	// from 0 in clockwise order.
	Seats() int
	// ToMove returns the seat whose turn it is in s, or -1 when s is over.
	ToMove(s S) int
	// Over reports whether s is a final position: no seat may move.
	Over(s S) bool
	// Legal returns the moves of the seat to act, in an order the game
	// documents and keeps fixed. It returns none when s is over.
	Legal(s S) []M
	// Apply returns the position after m is played in s. It never changes
	// s. When m is not legal in s it returns s unchanged and an error that
	// wraps ErrIllegalMove and says why.
	Apply(s S, m M) (S, error)
	// Score returns each seat's score in s as these rules count it, indexed
	// by seat. Whether more is better is the game's to document.
	Score(s S) []int
}

// Appender is implemented by games that can list the legal moves into a
// caller's buffer, so hot loops (playouts, search) allocate nothing.
// AppendLegal appends to dst the moves Legal would return, in the same order,
// and returns the extended slice.
type Appender[S, M any] interface {
	AppendLegal(dst []M, s S) []M
}

// Observer is implemented by games with hidden information. A view of type V
// holds what one seat may know of a position and nothing more.
type Observer[S, V any] interface {
	// View returns what seat may know of s.
	View(s S, seat int) V
	// Sample returns a full position consistent with v: every hidden card
	// dealt at random from r, with every known count kept, so that
	// View(Sample(v, r), seat) equals v. Search bots use it.
	Sample(v V, r *rand.Rand) S
}

// View is what a generic player needs of a seat's view of a position: whose
// view it is and what that seat may play now. The view types of this module's
// games (boxes.View, equi.View) implement it.
type View[M any] interface {
	// Seat returns the seat whose view this is.
	Seat() int
	// Legal returns the moves the seat may play now, in the game's fixed
	// order, or none when it is not that seat's turn.
	Legal() []M
}

// AppendLegal appends the legal moves of s to dst, through [Appender] when g
// implements it and through Game.Legal otherwise. A nil g appends nothing.
func AppendLegal[S, M any](g Game[S, M], dst []M, s S) []M {
	if g == nil {
		return dst
	}
	if a, ok := g.(Appender[S, M]); ok {
		return a.AppendLegal(dst, s)
	}
	return append(dst, g.Legal(s)...)
}

// PlayError reports the move at which [Play] or [Playout] stopped: which move,
// which seat, and why.
type PlayError struct {
	Index int   // the move's index from 0: in the list given to Play, or the number of moves Playout had played before it
	Seat  int   // the seat to move when the move was refused, or -1 when the game was over
	Move  any   // the move itself
	Err   error // why it failed; it wraps ErrIllegalMove for an illegal move
}

// Error returns a message naming the move's index (from 0), the move, the
// seat and the reason, such as: move 2 (QS) by seat 1: illegal move: no such
// card in hand.
func (e *PlayError) Error() string {
	if e.Seat < 0 {
		return fmt.Sprintf("move %d (%v): %v", e.Index, e.Move, e.Err)
	}
	return fmt.Sprintf("move %d (%v) by seat %d: %v", e.Index, e.Move, e.Seat, e.Err)
}

// Unwrap returns the reason the move failed.
func (e *PlayError) Unwrap() error { return e.Err }

// Play applies moves to s in order and returns the final position. When a
// move fails it returns the position reached before that move and a
// [*PlayError] naming it; a move played after the game is over fails with an
// error wrapping [ErrIllegalMove]. With no moves it returns s and no error.
// A nil g returns s and an error wrapping [ErrNilArgument].
func Play[S, M any](g Game[S, M], s S, moves ...M) (S, error) {
	if g == nil {
		return s, fmt.Errorf("%w: cards.Play: nil Game", ErrNilArgument)
	}
	for i, m := range moves {
		if g.Over(s) {
			return s, &PlayError{Index: i, Seat: -1, Move: m, Err: fmt.Errorf("%w: the game is over", ErrIllegalMove)}
		}
		next, err := g.Apply(s, m)
		if err != nil {
			return s, &PlayError{Index: i, Seat: g.ToMove(s), Move: m, Err: err}
		}
		s = next
	}
	return s, nil
}

// ErrNoLegalMove is returned by [Playout] when a position that is not over has
// no legal move: a bug in the rules, never a state of a correct game.
var ErrNoLegalMove = errors.New("no legal move in a position that is not over")

// ErrNilArgument is wrapped by the error a function returns when an
// argument it needs is nil, such as the Game or the generator of [Playout].
var ErrNilArgument = errors.New("nil argument")

// ErrMoveLimit is returned by [Playout] when the game did not end within the
// given number of moves.
var ErrMoveLimit = errors.New("move limit reached")

// Playout plays uniformly random legal moves, drawn from r, from s until the
// game is over or limit moves have been played, and returns the final
// position and the number of moves played. A limit of 0 or less means no
// limit. It returns [ErrMoveLimit] when the limit stopped it, and when the
// rules misbehave [ErrNoLegalMove] or a [*PlayError] wrapping the error of
// Apply; the position returned is then the one where it stopped. A nil g
// or r returns s, 0 and an error wrapping [ErrNilArgument].
func Playout[S, M any](g Game[S, M], s S, r *rand.Rand, limit int) (S, int, error) {
	switch {
	case g == nil:
		return s, 0, fmt.Errorf("%w: cards.Playout: nil Game", ErrNilArgument)
	case r == nil:
		return s, 0, fmt.Errorf("%w: cards.Playout: nil generator", ErrNilArgument)
	}
	var buf []M
	n := 0
	for !g.Over(s) {
		if limit > 0 && n >= limit {
			return s, n, ErrMoveLimit
		}
		buf = AppendLegal(g, buf[:0], s)
		if len(buf) == 0 {
			return s, n, ErrNoLegalMove
		}
		m := buf[r.IntN(len(buf))]
		next, err := g.Apply(s, m)
		if err != nil {
			return s, n, &PlayError{Index: n, Seat: g.ToMove(s), Move: m, Err: err}
		}
		s = next
		n++
	}
	return s, n, nil
}
