package cards

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"sync"
)

// Game is the rules of a turn-based card game. Positions are values of type S
// and moves values of type M. A Game holds rules and options only, never a
// position, so one Game value serves any number of games at once.
//
// Game is the whole contract generic tools need; [Legal] and [Over] are
// built on it. A game with hidden information implements [HiddenGame] as
// well, and may offer the optional fast paths [InPlace] and [RandomMover],
// which tools find by method set.
type Game[S, M any] interface {
	// Seats returns the number of seats at the table. Seats are numbered
	// from 0 in clockwise order.
	Seats() int
	// ToMove returns the seat whose turn it is in s, or -1 when s is over.
	ToMove(s S) int
	// AppendLegal appends to dst the moves of the seat to act in s, in an
	// order the game documents and keeps fixed, and returns the extended
	// slice. It appends none when s is over. With a large enough dst it
	// allocates nothing.
	AppendLegal(dst []M, s S) []M
	// Apply returns the position after m is played in s. It never changes
	// s. When m is not legal in s it returns s unchanged and an error that
	// wraps ErrIllegalMove and says why, a [*MoveError] for the games of
	// this module.
	Apply(s S, m M) (S, error)
	// Score returns each seat's score in s as these rules count it, indexed
	// by seat. Whether more is better is the game's to document.
	Score(s S) []int
}

// Spectator is the seat of the spectator's view: [HiddenGame.View] called
// with it returns what everyone at the table may see, and no seat's hand.
const Spectator = -1

// HiddenGame is a [Game] with hidden information: each seat sees a view of
// type V of a position, and a search can deal the unseen cards anew. Players
// ([bot.Player]) and sessions ([Session]) take one HiddenGame.
type HiddenGame[S, M, V any] interface {
	Game[S, M]
	// View returns what seat may know of s, and nothing more. For
	// [Spectator] it returns what every seat may know.
	View(s S, seat int) V
	// Sample returns a full position consistent with v: every card v does
	// not show dealt at random from r, with every known count kept, so that
	// View(Sample(v, r), seat) equals v for v's seat.
	Sample(v V, r *rand.Rand) S
}

// View is what a generic player needs of a seat's view of a position: whose
// view it is and what that seat may play now.
type View[M any] interface {
	// Seat returns the seat whose view this is, or [Spectator].
	Seat() int
	// AppendLegal appends to dst the moves the seat may play now, in the
	// game's fixed order, and returns the extended slice: none when it is
	// not that seat's turn.
	AppendLegal(dst []M) []M
}

// InPlace is the optional fast path of a [Game] that applies a move to a
// position in place: ApplyTo(&s, m) leaves s as Apply(s, m) returns it, and
// on an error leaves s unchanged.
type InPlace[S, M any] interface {
	ApplyTo(s *S, m M) error
}

// RandomMover is the optional fast path of a [Game] that draws a random legal
// move without listing them all: RandomMove(&s, p) returns Legal(g, s)[k]
// for k = UintN(p, n), n the number of legal moves, drawing from p exactly as
// that does, and true; or false, drawing nothing, when s has no legal move.
// It does not change s.
type RandomMover[S, M any] interface {
	RandomMove(s *S, p *rand.PCG) (M, bool)
}

// RandomStepper is the optional fast path of a [Game] that draws a random
// legal move and plays it in one call: RandomStep(&s, p) draws m =
// Legal(g, s)[k] for k = UintN(p, n), n the number of legal moves, drawing
// from p exactly as that does, leaves s as Apply(s, m) returns it, and
// returns m and true; or, when s has no legal move, returns false, drawing
// nothing and leaving s unchanged. A game implementing it also implements
// [RandomMover] and [InPlace], and RandomStep does what RandomMove followed
// by ApplyTo does; because the move is the position's own draw, it is
// played without the check a move from elsewhere gets, which is what makes
// the one call cheaper than the two. It allocates nothing.
//
// A random playout written against a game's own types is then one loop:
//
//	for {
//		if _, ok := r.RandomStep(&s, &p); !ok {
//			break
//		}
//	}
type RandomStepper[S, M any] interface {
	RandomStep(s *S, p *rand.PCG) (M, bool)
}

// BatchStepper is the optional fast path of a [Game] that plays a run of
// random moves in one call: RandomSteps(&s, p, max) plays up to max moves
// in s, each drawn and played exactly as [RandomStepper]'s RandomStep
// would (the same draws from p, the same moves), and returns how many it
// played. It stops before max only when s has no legal move, and plays
// nothing when max is 0 or less or s or p is nil. A game implementing it
// also implements [RandomStepper]. It allocates nothing.
//
// The loop then runs inside the game, with one call for the whole run in
// place of one interface call a move: [Playout] and the rollouts of a
// search use it.
type BatchStepper[S any] interface {
	RandomSteps(s *S, p *rand.PCG, max int) int
}

// RandomView is the optional fast path of a [View] that draws one of its
// legal moves without listing them, as [RandomMover] does for a position. A
// pointer to the view implements it.
type RandomView[M any] interface {
	RandomMove(p *rand.PCG) (M, bool)
}

// ScoreAppender is the optional fast path of a [Game] that writes the
// scores into a caller's buffer: AppendScore(dst, s) appends to dst what
// Score(s) returns, one entry per seat, and returns the extended slice.
// With room in dst it allocates nothing, so a run of millions of games
// ([bot.SimulateSeq]) need not allocate a slice for each.
type ScoreAppender[S any] interface {
	AppendScore(dst []int, s S) []int
}

// Legal returns the legal moves of s in a new slice, or nil when there are
// none or g is nil.
func Legal[S, M any](g Game[S, M], s S) []M {
	if g == nil {
		return nil
	}
	return g.AppendLegal(nil, s)
}

// Over reports whether s is over: no seat may move. A nil g reports true.
func Over[S, M any](g Game[S, M], s S) bool {
	return g == nil || g.ToMove(s) < 0
}

// Play applies moves to s in order and returns the final position. When a
// move fails it returns the position reached before that move and a
// [*MoveError] whose Number is the move's place in moves, from 1; a move
// played after the game is over fails with Seat -1. With no moves it returns
// s and no error. A nil g returns s and an error wrapping
// [ErrInvalidArgument].
func Play[S, M any](g Game[S, M], s S, moves ...M) (S, error) {
	if g == nil {
		return s, fmt.Errorf("%w: cards.Play: nil Game", ErrInvalidArgument)
	}
	for i, m := range moves {
		next, err := g.Apply(s, m)
		if err != nil {
			return s, numbered(err, g, s, m, i+1)
		}
		s = next
	}
	return s, nil
}

// numbered returns err, the error of Apply(s, m), as a [*MoveError] with the
// given move number: a copy of the game's own MoveError, or a new one that
// wraps err.
func numbered[S, M any](err error, g Game[S, M], s S, m M, number int) error {
	if me, ok := errors.AsType[*MoveError](err); ok {
		c := *me
		c.Number = number
		return &c
	}
	return &MoveError{Number: number, Seat: g.ToMove(s), Move: fmt.Sprint(m), Reason: err.Error(), Err: err}
}

// ErrNoLegalMove is returned by [Playout] when a position that is not over has
// no legal move: a bug in the rules, never a state of a correct game.
var ErrNoLegalMove = errors.New("no legal move in a position that is not over")

// ErrMoveLimit is returned by [Playout] when the game did not end within the
// given number of moves.
var ErrMoveLimit = errors.New("move limit reached")

// Playout plays uniformly random legal moves, drawn from p with [UintN], from
// s until the game is over or limit moves have been played, and returns the
// final position and the number of moves played. A limit of 0 or less means
// no limit. It uses the game's [BatchStepper], or [RandomStepper], or
// [RandomMover] and [InPlace], fast paths when it has them, which draw and
// play the same moves, so the result depends only on s and p.
//
// It returns [ErrMoveLimit] when the limit stopped it, and when the rules
// misbehave [ErrNoLegalMove] or a [*MoveError]; the position returned is
// then the one where it stopped. A nil g or p returns s, 0 and an error
// wrapping [ErrInvalidArgument]. With the fast paths it allocates nothing
// (it plays in a cell it keeps in a pool by position type, made on the
// first call and remade only when the garbage collector empties the
// pool); without, it allocates only its move list. It is safe for
// concurrent use.
func Playout[S, M any](g Game[S, M], s S, p *rand.PCG, limit int) (S, int, error) {
	switch {
	case g == nil:
		return s, 0, fmt.Errorf("%w: cards.Playout: nil Game", ErrInvalidArgument)
	case p == nil:
		return s, 0, fmt.Errorf("%w: cards.Playout: nil generator", ErrInvalidArgument)
	}
	// The fast paths take the position through a pointer, which an
	// interface call makes escape: the playout runs in a pooled cell
	// rather than moving s to the heap on every call.
	c := getCell[S]()
	c.s = s
	var n int
	var err error
	if bs, ok := As[BatchStepper[S]](g); ok {
		n, err = batchPlayout(g, bs, &c.s, p, limit)
	} else if st, ok := As[RandomStepper[S, M]](g); ok {
		n, err = stepPlayout(g, st, &c.s, p, limit)
	} else {
		rm, _ := As[RandomMover[S, M]](g)
		ip, _ := As[InPlace[S, M]](g)
		n, err = playout(g, rm, ip, &c.s, p, limit)
	}
	s = c.s
	putCell(c)
	return s, n, err
}

// batchPlayout is [Playout] for a game with the [BatchStepper] fast path,
// which plays in place in *s.
func batchPlayout[S, M any](g Game[S, M], bs BatchStepper[S], s *S, p *rand.PCG, limit int) (int, error) {
	if limit <= 0 {
		limit = math.MaxInt
	}
	// RandomSteps plays fewer moves than asked exactly when the game
	// ends: ToMove is asked once.
	n := bs.RandomSteps(s, p, limit)
	switch {
	case g.ToMove(*s) < 0:
		return n, nil
	case n < limit:
		return n, ErrNoLegalMove
	}
	return n, ErrMoveLimit
}

// stepPlayout is the loop of [Playout] for a game with the [RandomStepper]
// fast path, which plays in place in *s.
func stepPlayout[S, M any](g Game[S, M], st RandomStepper[S, M], s *S, p *rand.PCG, limit int) (int, error) {
	for n := 0; ; n++ {
		if limit > 0 && n >= limit && g.ToMove(*s) >= 0 {
			return n, ErrMoveLimit
		}
		// RandomStep finds no move exactly when there is none: only then
		// is ToMove asked whether the game is over, which spares a copy
		// of the position a move.
		if _, ok := st.RandomStep(s, p); !ok {
			if g.ToMove(*s) >= 0 {
				return n, ErrNoLegalMove
			}
			return n, nil
		}
	}
}

// playout is the loop of [Playout], which plays in place in *s: through
// rm and ip when they are not nil (g's fast paths), else through g.
func playout[S, M any](g Game[S, M], rm RandomMover[S, M], ip InPlace[S, M], s *S, p *rand.PCG, limit int) (int, error) {
	var buf []M
	n := 0
	for g.ToMove(*s) >= 0 {
		if limit > 0 && n >= limit {
			return n, ErrMoveLimit
		}
		var m M
		if rm != nil {
			var ok bool
			if m, ok = rm.RandomMove(s, p); !ok {
				return n, ErrNoLegalMove
			}
		} else {
			buf = g.AppendLegal(buf[:0], *s)
			if len(buf) == 0 {
				return n, ErrNoLegalMove
			}
			m = buf[UintN(p, uint64(len(buf)))]
		}
		var err error
		if ip != nil {
			err = ip.ApplyTo(s, m)
		} else {
			var next S
			if next, err = g.Apply(*s, m); err == nil {
				*s = next
			}
		}
		if err != nil {
			return n, numbered(err, g, *s, m, n+1)
		}
		n++
	}
	return n, nil
}

// A cell holds a position that [Playout] plays in place. Cells are pooled
// by position type, so that a playout through the fast paths allocates
// nothing once a cell of its type exists.
type cell[S any] struct{ s S }

// cells maps the reflect.Type of S to a *sync.Pool of *cell[S].
var cells sync.Map

// getCell returns a cell for a position of type S from the pool of S.
func getCell[S any]() *cell[S] {
	pool, ok := cells.Load(reflect.TypeFor[S]())
	if !ok {
		pool, _ = cells.LoadOrStore(reflect.TypeFor[S](), new(sync.Pool))
	}
	if c, ok := pool.(*sync.Pool).Get().(*cell[S]); ok {
		return c
	}
	return new(cell[S])
}

// putCell returns c to the pool of its type, cleared.
func putCell[S any](c *cell[S]) {
	var zero S
	c.s = zero
	pool, _ := cells.Load(reflect.TypeFor[S]())
	pool.(*sync.Pool).Put(c)
}
