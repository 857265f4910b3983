package bot

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// This file holds how the players read a view's legal moves without a new
// slice per turn, and how Play applies moves without copying positions.
//
// This module's games are named in type switches rather than found through
// interfaces: converting a view (a struct of some 250 bytes) to an
// interface allocates a copy of it, and calling a method through an
// interface with a pointer to a view or a position moves it to the heap,
// each more than the list or the copy it would save.

// legalAppender is implemented by views that can list their legal moves
// into a caller's buffer, in the order of Legal: boxes.View and equi.View.
type legalAppender[M any] interface {
	AppendLegal(dst []M) []M
}

// drawKnown draws a legal move of *v from p without listing the moves, and
// returns it and true, when the view can count them (boxes.View.RandomMove
// and equi.View.RandomMove, which pick Legal()[k] for the k cards.UintN(p,
// n) draws: the move a Random draws from the list); otherwise it returns
// false and leaves p as it was.
func drawKnown[V cards.View[M], M any](v *V, p *rand.PCG) (M, bool) {
	var zero M
	switch x := any(v).(type) {
	case *boxes.View:
		if bm, drawn := x.RandomMove(p); drawn {
			m, ok := any(bm).(M)
			return m, ok
		}
	case *equi.View:
		if em, drawn := x.RandomMove(p); drawn {
			m, ok := any(em).(M)
			return m, ok
		}
	}
	return zero, false
}

// appendLegal appends the legal moves of *v to dst, in the order of
// v.Legal(): through the view's AppendLegal when it implements
// [legalAppender], else through Legal. Boxes and Equi views come here only
// when drawKnown found no move to draw.
func appendLegal[V cards.View[M], M any](v *V, dst []M) []M {
	if a, ok := any(*v).(legalAppender[M]); ok {
		return a.AppendLegal(dst)
	}
	return append(dst, (*v).Legal()...)
}

// applyKnown plays m on *s in place and returns true and ApplyTo's error
// when g is the rules of one of this module's games (boxes.Rules,
// equi.Rules); otherwise it returns false and leaves *s as it was. Calling
// ApplyTo through an interface would move the position to the heap, one
// allocation a game, where this keeps it on the caller's stack.
func applyKnown[S, M any](g cards.Game[S, M], s *S, m M) (bool, error) {
	switch r := any(g).(type) {
	case boxes.Rules:
		if p, ok := any(s).(*boxes.State); ok {
			return true, r.ApplyTo(p, any(m).(boxes.Move))
		}
	case equi.Rules:
		if p, ok := any(s).(*equi.State); ok {
			return true, r.ApplyTo(p, any(m).(equi.Move))
		}
	}
	return false, nil
}

// isKnown reports whether applyKnown plays the moves of g.
func isKnown[S, M any](g cards.Game[S, M]) bool {
	switch any(g).(type) {
	case boxes.Rules:
		_, ok := any((*S)(nil)).(*boxes.State)
		return ok
	case equi.Rules:
		_, ok := any((*S)(nil)).(*equi.State)
		return ok
	}
	return false
}
