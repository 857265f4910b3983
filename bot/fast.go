package bot

import (
	"math/rand/v2"
	"reflect"

	"github.com/cardrules/cardrules/cards"
)

// This file holds the optional fast paths of the players and of Play. They
// are found through method sets, never by naming a game, so a game of your
// own gets them by having the methods:
//
//   - a view with RandomMove(p *rand.PCG) (M, bool) draws a legal move
//     itself, the one Legal()[cards.UintN(p, n)] would give, without
//     listing them; false means it cannot, and leaves p as it was;
//   - a view with AppendLegal(dst []M) []M lists its moves, in the order of
//     Legal, into a buffer the player keeps;
//   - a game with ApplyTo(s *S, m M) error plays a move in place, as Apply
//     would return it, or leaves *s unchanged with Apply's error.
//
// Converting a view or a position (a struct of a few hundred bytes) to an
// interface allocates a copy of it, and calling an interface method with a
// pointer to a local variable moves that variable to the heap. So the
// interfaces are resolved once, on a pointer to a slot that the player (or
// the game being played) owns, and each call copies the view or position
// into the slot: a copy of a few hundred bytes, never an allocation.

// randomDrawer is a view that draws one of its legal moves without listing
// them.
type randomDrawer[M any] interface {
	RandomMove(p *rand.PCG) (M, bool)
}

// legalAppender is a view that lists its legal moves into a caller's buffer.
type legalAppender[M any] interface {
	AppendLegal(dst []M) []M
}

// inPlace is a game that applies a move to a position in place.
type inPlace[S, M any] interface {
	ApplyTo(s *S, m M) error
}

// viewSlot holds the view a player is choosing from, and the view's fast
// paths, resolved at the first use. It keeps the last view until the next
// one replaces it. The zero value is ready.
type viewSlot[V cards.View[M], M any] struct {
	v        V
	resolved bool
	// dynamic is true when V is an interface or a pointer type: its
	// methods are found on each view, which converts to an interface
	// without allocating.
	dynamic  bool
	drawer   randomDrawer[M]  // &v as a drawer, or nil
	appender legalAppender[M] // &v as an appender, or nil
}

// set makes *v the slot's view and returns its drawer and appender, either
// nil when the view has no such method. v is not kept.
func (s *viewSlot[V, M]) set(v *V) (randomDrawer[M], legalAppender[M]) {
	if !s.resolved {
		s.resolved = true
		switch reflect.TypeFor[V]().Kind() {
		case reflect.Interface, reflect.Pointer:
			s.dynamic = true
		default:
			s.drawer, _ = any(&s.v).(randomDrawer[M])
			s.appender, _ = any(&s.v).(legalAppender[M])
		}
	}
	if s.dynamic {
		d, _ := any(*v).(randomDrawer[M])
		a, _ := any(*v).(legalAppender[M])
		return d, a
	}
	s.v = *v
	return s.drawer, s.appender
}

// appendMoves appends the legal moves of v, which set has made the slot's
// view, to dst: through a, v's appender, when not nil, else through Legal.
func appendMoves[V cards.View[M], M any](v V, a legalAppender[M], dst []M) []M {
	if a != nil {
		return a.AppendLegal(dst)
	}
	return append(dst, v.Legal()...)
}
