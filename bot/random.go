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
// generator and at the buffer the moves are listed into, in an order the
// scheduler decides. The zero value is ready to use
// and plays as NewRandom(0). A Random must not be copied after first use.
type Random[V cards.View[M], M any] struct {
	mu    sync.Mutex
	pcg   rand.PCG
	slot  viewSlot[V, M] // the view being chosen from, and its fast paths
	legal []M            // the legal moves of the last view, reused from turn to turn
}

// NewRandom returns a Random player whose choices are drawn from seed.
func NewRandom[V cards.View[M], M any](seed uint64) *Random[V, M] {
	return &Random[V, M]{pcg: *rand.NewPCG(seed, 0)}
}

// Reset makes p choose from now on exactly as NewRandom(seed) would, and
// keeps the buffer it lists moves into. A simulation that plays millions
// of short games reuses its players through it ([Simulation].Recycle)
// rather than allocating new ones for every game. A nil p does nothing.
func (p *Random[V, M]) Reset(seed uint64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pcg.Seed(seed, 0)
}

// Choose returns one of v's legal moves, each with the same chance. It
// returns an [*Error] wrapping [ErrNoMove] when v lists no legal move.
//
// A view whose pointer implements [cards.RandomView] (boxes.View and
// equi.View do) draws the move itself, counting its moves without listing
// them, so that a position with thousands of captures costs no list. Other
// views list their moves into a buffer the Random keeps. A choice allocates
// nothing once the buffer has grown. The choice is the same either way: the
// move at the index cards.UintN draws into v.AppendLegal(nil).
func (p *Random[V, M]) Choose(v V) (M, error) {
	var zero M
	if p == nil {
		return zero, &Error{Op: "random", Seat: v.Seat(), Err: ErrConfig}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	drawer := p.slot.set(&v)
	if drawer != nil {
		if m, ok := drawer.RandomMove(&p.pcg); ok {
			return m, nil
		}
	}
	if p.legal == nil {
		// Room for the moves of most positions at once, rather than
		// growing 1, 2, 4, 8 in a Random's first turns.
		p.legal = make([]M, 0, 16)
	}
	p.legal = v.AppendLegal(p.legal[:0])
	if len(p.legal) == 0 {
		return zero, &Error{Op: "random", Seat: v.Seat(), Err: ErrNoMove}
	}
	m := p.legal[cards.UintN(&p.pcg, uint64(len(p.legal)))]
	clear(p.legal) // keep no move alive after the turn
	return m, nil
}
