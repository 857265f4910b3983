package bot

import (
	"fmt"
	"math"

	"github.com/cardrules/cardrules/cards"
)

// Greedy is a [Player] that plays the legal move its game-supplied Score
// rates highest, looking no further ahead. Game packages give it a scoring
// function of (view, move); it sees only the view, like every player.
//
// Ties go to the move listed first by v.AppendLegal, so a Greedy is deterministic.
// It holds no state of its own: it is safe for concurrent use when Score is.
type Greedy[V cards.View[M], M any] struct {
	// Score rates move m for the seat of view v; higher is better. A NaN
	// rates below every number.
	Score func(v V, m M) float64
	// Root, when not nil, appends to dst the moves Greedy rates: some of
	// the legal moves of v, at least one when v has any. A game whose
	// views can have a huge number of legal moves gives a bounded list
	// here, so that a choice takes bounded time and memory. By default
	// Greedy rates every legal move.
	Root func(dst []M, v V) []M
}

// Choose returns the legal move of v with the highest Score, the first one
// listed among equals (among the moves of Root when it is set). It returns an [*Error] wrapping [ErrNoMove] when v
// lists no legal move, and one wrapping [ErrConfig] when Score is nil.
func (p Greedy[V, M]) Choose(v V) (M, error) {
	var best M
	if p.Score == nil {
		return best, &Error{Op: "greedy", Seat: v.Seat(), Err: fmt.Errorf("%w: Score is nil", ErrConfig)}
	}
	var legal []M
	if p.Root != nil {
		legal = p.Root(nil, v)
	} else {
		legal = v.AppendLegal(nil)
	}
	if len(legal) == 0 {
		return best, &Error{Op: "greedy", Seat: v.Seat(), Err: ErrNoMove}
	}
	bestScore := math.Inf(-1)
	for i, m := range legal {
		score := p.Score(v, m)
		if math.IsNaN(score) {
			score = math.Inf(-1)
		}
		if i == 0 || score > bestScore {
			best, bestScore = m, score
		}
	}
	return best, nil
}
