package bot

import (
	"math/rand/v2"
	"sync"

	"github.com/cardrules/cardrules/cards"
)

// Random is a [Player] that picks a move uniformly at random among the legal
// moves of its view. Its moves come from one generator seeded by the caller,
// so the same seed gives the same sequence of choices for the same sequence
// of views.
//
// A Random is safe for concurrent use; calls then take their turns at the
// generator, in an order the scheduler decides. The zero value is ready to use
// and plays as NewRandom(0). A Random must not be copied after first use.
type Random[V cards.View[M], M any] struct {
	mu  sync.Mutex
	pcg rand.PCG
}

// NewRandom returns a Random player whose choices are drawn from seed.
func NewRandom[V cards.View[M], M any](seed uint64) *Random[V, M] {
	return &Random[V, M]{pcg: *rand.NewPCG(seed, 0)}
}

// Choose returns one of v.Legal(), each with the same chance. It returns an
// [*Error] wrapping [ErrNoMove] when v lists no legal move.
func (p *Random[V, M]) Choose(v V) (M, error) {
	var zero M
	if p == nil {
		return zero, &Error{Op: "random", Seat: v.Seat(), Err: ErrConfig}
	}
	legal := v.Legal()
	if len(legal) == 0 {
		return zero, &Error{Op: "random", Seat: v.Seat(), Err: ErrNoMove}
	}
	p.mu.Lock()
	i := cards.UintN(&p.pcg, uint64(len(legal)))
	p.mu.Unlock()
	return legal[i], nil
}
