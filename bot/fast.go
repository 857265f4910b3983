package bot

import (
	"reflect"

	"github.com/cardrules/cardrules/cards"
)

// This file holds the optional fast paths of the players and of Play. They
// are found through method sets, never by naming a game, so a game of your
// own gets them by having the methods:
//
//   - a view whose pointer implements [cards.RandomView] draws a legal move
//     itself, the one AppendLegal(nil)[cards.UintN(p, n)] would give,
//     without listing them; false means it cannot, and leaves p as it was;
//   - a game that implements [cards.InPlace] plays a move in place, as Apply
//     would return it, or leaves *s unchanged with Apply's error;
//   - [ISMCTS] plays its iterations in place through [cards.InPlace], and
//     its rollouts through [cards.BatchStepper], [cards.RandomStepper], or
//     [cards.RandomMover], found once a search on the game (in the
//     search's own position, a field of the search, so that nothing moves
//     to the heap).
//
// Converting a view or a position (a struct of a few hundred bytes) to an
// interface allocates a copy of it, and calling an interface method with a
// pointer to a local variable moves that variable to the heap. So the
// interfaces are resolved once, on a pointer to a slot that the player (or
// the game being played) owns, and each call copies the view or position
// into the slot: a copy of a few hundred bytes, never an allocation.

// viewSlot holds the view a player is choosing from, and the view's
// RandomView fast path, resolved at the first use. It keeps the last view
// until the next one replaces it. The zero value is ready.
type viewSlot[V cards.View[M], M any] struct {
	v        V
	resolved bool
	// dynamic is true when V is an interface or a pointer type: its
	// methods are found on each view, which converts to an interface
	// without allocating.
	dynamic bool
	drawer  cards.RandomView[M] // &v as a RandomView, or nil
}

// set makes *v the slot's view and returns its RandomView, or nil when the
// view has none. v is not kept.
func (s *viewSlot[V, M]) set(v *V) cards.RandomView[M] {
	if !s.resolved {
		s.resolved = true
		switch reflect.TypeFor[V]().Kind() {
		case reflect.Interface, reflect.Pointer:
			s.dynamic = true
		default:
			s.drawer, _ = any(&s.v).(cards.RandomView[M])
		}
	}
	if s.dynamic {
		d, _ := any(*v).(cards.RandomView[M])
		return d
	}
	s.v = *v
	return s.drawer
}
