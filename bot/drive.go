package bot

import (
	"context"
	"fmt"

	"github.com/cardrules/cardrules/cards"
)

// Drive plays the moves of the seats that bots hold in the session s, one
// after another, until a person must move, the game is over, or ctx ends.
// players has one entry per seat: the bot of that seat, or nil where a
// person sits. Each bot is asked with its seat's view only (s.View), and its
// move is played through s.Play, so that the session checks it and records
// it like a person's.
//
// When played is not nil, Drive calls it after each move it plays, with the
// seat and the move, and the session already holds the move; a frontend
// shows the move there, or saves it. An error from played stops Drive, which
// returns it as it is.
//
// Drive returns the number of moves it played. It returns an error wrapping
// [ErrConfig] when s is nil or has no rules, or when players does not have
// one entry per seat, and then it plays nothing. When a bot fails, or
// chooses a move the session refuses, or ctx ends, Drive returns an [*Error]
// naming the seat (and the move when one is concerned) that wraps the
// bot's error, the session's [*cards.MoveError] or ctx's error; the session
// keeps every move played before. A call on a game that is over, or when a
// person is to move, plays nothing and returns 0 and nil.
//
// Drive is the loop of a frontend between two moves of persons: after a
// person's move, call Drive, then show the person the seat's view.
func Drive[S, M any, V cards.View[M]](ctx context.Context, s *cards.Session[S, M, V], players []Player[V, M], played func(seat int, m M) error) (int, error) {
	if s == nil || s.Rules() == nil {
		return 0, &Error{Op: "drive", Seat: -1, Err: fmt.Errorf("%w: a session with no rules", ErrConfig)}
	}
	if seats := s.Rules().Seats(); len(players) != seats {
		return 0, &Error{Op: "drive", Seat: -1, Err: fmt.Errorf("%w: %d players for %d seats: want one per seat, nil for a person", ErrConfig, len(players), seats)}
	}
	if ctx == nil {
		ctx = context.Background()
	}
	n := 0
	for {
		seat := s.ToMove()
		if seat < 0 || players[seat] == nil {
			return n, nil
		}
		if err := ctx.Err(); err != nil {
			return n, &Error{Op: "drive", Seat: seat, Err: err}
		}
		m, err := players[seat].Choose(s.View(seat))
		if err != nil {
			return n, &Error{Op: "drive", Seat: seat, Err: err}
		}
		if err := s.Play(m); err != nil {
			return n, &Error{Op: "drive", Seat: seat, Move: m, Err: err}
		}
		n++
		if played != nil {
			if err := played(seat, m); err != nil {
				return n, err
			}
		}
	}
}
