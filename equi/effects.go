package equi

import (
	"sync"

	"github.com/cardrules/cardrules/cards"
)

// Effects is a [Variant]'s handle on the position being changed, valid
// only during the call of Variant.Moved it is given to: a kept *Effects
// must not be used after Moved returns (its calls then change nothing and
// read the zero State). It reads the position and changes it only through
// steps that keep the position's invariants, so every position a variant
// reaches is one its own Rules can go on playing, view, sample and decode.
//
// Effects is not safe for concurrent use; each call of Moved gets its own.
type Effects struct {
	s    State
	live bool
}

// effectsPool keeps the Effects of finished calls, so that a variant's
// moves allocate nothing.
var effectsPool = sync.Pool{New: func() any { return new(Effects) }}

// moved runs the variant's Moved on *s, after the move itself: see
// [Variant]. It is apply's one branch for variants.
func (r *Rules) moved(s *State) {
	e := effectsPool.Get().(*Effects)
	e.s, e.live = *s, true
	r.Variant.Moved(e)
	*s = e.s
	e.s, e.live = State{}, false
	effectsPool.Put(e)
}

// Seat returns the seat that made the move.
func (e *Effects) Seat() int {
	if !e.live {
		return -1
	}
	return int(e.s.lastSeat)
}

// Move returns the move made.
func (e *Effects) Move() Move {
	if !e.live {
		return Move{}
	}
	return e.s.lastMove
}

// State returns a copy of the position as it stands: after the move and
// the steps taken so far, before the refill and the end of the game (see
// [Variant]).
func (e *Effects) State() State {
	if !e.live {
		return State{}
	}
	return e.s
}

// Table returns the cards on the table after the move: the empty set
// after a capture that cleared it. It is State().Table() without the copy.
func (e *Effects) Table() cards.Set {
	if !e.live {
		return 0
	}
	return e.s.table
}

// Draw draws up to n cards from the top of the stock into seat's hand, as
// the refill of rule E8 draws them, and returns how many it drew: fewer
// when the stock runs short, 0 for a seat not at the table or n <= 0. The
// hand may then hold more than 4 cards; the mover's refill after Moved
// draws only what his hand lacks of 4. Every seat sees how many cards
// each hand holds, not which ([Public.VariantDrawn] counts them).
func (e *Effects) Draw(seat, n int) int {
	s := &e.s
	if !e.live || seat < 0 || seat >= int(s.players) {
		return 0
	}
	drawn := 0
	for ; drawn < n && s.stockLen > 0; drawn++ {
		s.stockLen--
		s.hands[seat] = s.hands[seat].Add(s.stock[s.stockLen])
		s.stock[s.stockLen] = 0
	}
	s.variantDrawn += uint8(drawn)
	return drawn
}

// AddScore adds n (which may be negative) to seat's added score, which
// [Rules.Score] adds to the seat's count; the sum stops at ±[MaxAddedScore].
// A seat not at the table changes nothing.
func (e *Effects) AddScore(seat, n int) {
	s := &e.s
	if !e.live || seat < 0 || seat >= int(s.players) {
		return
	}
	s.added[seat] = int16(max(-MaxAddedScore, min(MaxAddedScore, int(s.added[seat])+max(-2*MaxAddedScore, min(2*MaxAddedScore, n)))))
}

// Counter returns the variant's counter i, as [Public.Counter] does.
func (e *Effects) Counter(i int) int {
	if !e.live {
		return 0
	}
	return e.s.Counter(i)
}

// SetCounter sets the variant's counter i, 0 to [NumCounters]-1, to v,
// which stops at 0 and 255. The counters start at 0, and every seat sees
// them. An i outside the counters changes nothing.
func (e *Effects) SetCounter(i, v int) {
	if !e.live || i < 0 || i >= NumCounters {
		return
	}
	e.s.counters[i] = uint8(max(0, min(255, v)))
}
