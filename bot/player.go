package bot

import (
	"context"
	"fmt"
	"time"

	"github.com/cardrules/cardrules/cards"
)

// Player chooses moves for a seat from what that seat may see. V is the
// game's view type (boxes.View, equi.View) and M its move type.
//
// Choose returns one of v.AppendLegal(nil), for the seat v.Seat(). It returns an error
// wrapping [ErrNoMove] when v lists no legal move. A Player is never given the
// position itself, so it cannot see hidden cards.
type Player[V cards.View[M], M any] interface {
	Choose(v V) (M, error)
}

// PlayerFunc adapts a function to the [Player] interface, so that a
// hand-written strategy needs no type of its own.
type PlayerFunc[V cards.View[M], M any] func(v V) (M, error)

// Choose returns f(v). A nil f returns an [*Error] wrapping [ErrConfig].
func (f PlayerFunc[V, M]) Choose(v V) (M, error) {
	if f == nil {
		var zero M
		return zero, &Error{Op: "func", Seat: v.Seat(), Err: fmt.Errorf("%w: nil PlayerFunc", ErrConfig)}
	}
	return f(v)
}

// Play plays a game from s to its end: it asks players[seat] for the move of
// each seat to act, giving it only that seat's view from g, and applies the
// move with g. It returns the final position and the number of moves played.
//
// A limit above 0 caps the number of moves: when it is reached Play returns
// the position reached and an error wrapping [cards.ErrMoveLimit]. When a
// player fails, or chooses a move that Apply refuses, Play returns the
// position before that move and an [*Error] naming the seat (and the move):
// the player's own when it is one, else one wrapping the player's error or
// Apply's error, which wraps [cards.ErrIllegalMove]. Fewer players than
// g.Seats() give an error wrapping [ErrConfig].
//
// A game that implements [cards.InPlace] (boxes.Rules and equi.Rules do)
// has its moves applied through ApplyTo, so that no move copies the position. Play keeps the position
// in one allocation per call, and allocates nothing per move itself.
func Play[S any, M any, V cards.View[M]](g cards.HiddenGame[S, M, V], s S, players []Player[V, M], limit int) (S, int, error) {
	return play(context.Background(), g, s, players, limit, nil, nil)
}

// clock is what [Simulate] measures while play runs: the moves each seat
// chose and the time its player took.
type clock struct {
	turns []int
	think []time.Duration
}

// play is [Play], stopping also when ctx is cancelled, and
// counting the turns and thinking time of each seat in c when not nil.
// When g plays moves in place it plays them on *cell, which it allocates
// when cell is nil; a caller playing many games passes one cell for all.
func play[S any, M any, V cards.View[M]](ctx context.Context, g cards.HiddenGame[S, M, V], s S, players []Player[V, M], limit int, c *clock, cell *S) (S, int, error) {
	if g == nil || len(players) < g.Seats() {
		return s, 0, &Error{Op: "play", Seat: -1, Err: fmt.Errorf("%w: need a game and one player per seat", ErrConfig)}
	}
	// Resolved once, not at every move. The position lives in *cell for
	// the whole game, so that passing it to ApplyTo through the interface
	// neither copies it nor moves a local variable to the heap.
	applyTo, _ := cards.As[cards.InPlace[S, M]](g)
	if cell == nil {
		cell = new(S)
	}
	*cell = s
	// Times are read on the monotonic clock only, from base: time.Since
	// reads one clock where time.Now reads two.
	var base time.Time
	if c != nil {
		base = time.Now()
	}
	n := 0
	for {
		// ToMove is -1 exactly when the game is over: one call a move,
		// not two, each copying the position.
		seat := g.ToMove(*cell)
		if seat < 0 {
			break
		}
		if err := ctx.Err(); err != nil {
			return *cell, n, &Error{Op: "play", Seat: seat, Err: err}
		}
		if limit > 0 && n >= limit {
			return *cell, n, &Error{Op: "play", Seat: seat, Err: cards.ErrMoveLimit}
		}
		if seat >= len(players) || players[seat] == nil {
			return *cell, n, &Error{Op: "play", Seat: seat, Err: fmt.Errorf("%w: no player for seat %d", ErrConfig, seat)}
		}
		var began time.Duration
		if c != nil {
			began = time.Since(base)
		}
		m, err := players[seat].Choose(g.View(*cell, seat))
		if c != nil && seat < len(c.turns) {
			c.think[seat] += time.Since(base) - began
			c.turns[seat]++
		}
		if err != nil {
			if _, ok := err.(*Error); ok {
				return *cell, n, err // it names the player and the seat already
			}
			return *cell, n, &Error{Op: "play", Seat: seat, Err: err}
		}
		if applyTo != nil {
			err = applyTo.ApplyTo(cell, m)
		} else {
			var next S
			if next, err = g.Apply(*cell, m); err == nil {
				*cell = next
			}
		}
		if err != nil {
			return *cell, n, &Error{Op: "play", Seat: seat, Move: m, Err: err}
		}
		n++
	}
	return *cell, n, nil
}
