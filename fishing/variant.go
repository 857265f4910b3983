package fishing

import (
	"sync"

	"github.com/cardrules/cardrules/cards"
)

// NumCounters is the number of a Variant's own counters a position keeps
// ([Public.Counter], [Effects.SetCounter]).
const NumCounters = 4

// MaxAddedScore is the largest added score a position keeps, and
// -MaxAddedScore the smallest: [Effects.AddScore] stops there.
const MaxAddedScore = 32767

// A Variant changes the rules in code where no field of the [Table] says
// it: Table.Variant holds one; nil plays the table alone. Its dynamic type
// must be comparable, so that the table stays comparable.
//
// Moved runs once for every move applied, right after the move itself:
// the played cards have left the hand, a capture's cards are in the
// mover's pile (or a trailed card on the table), the last move and the
// move counters are updated, and nothing else has happened yet: the end
// by ClearEnds, the refill, the pile taken back into an empty hand, the
// turn passing and the end of the game come after it and see what it did.
type Variant interface {
	// Name returns the variant's name: the value of the Variant tag of its
	// records, a name cards.CheckName accepts, fixed for the type.
	Name() string
	// Moved is called once for every move, as the type's doc says. It may
	// change the position only through e's steps.
	Moved(e *Effects)
}

// Effects is a [Variant]'s handle on the position being changed, valid
// only during the call of Variant.Moved it is given to (a kept *Effects
// changes nothing and reads the zero State afterwards). It changes the
// position only through steps that keep its invariants. It is not safe
// for concurrent use; each call of Moved gets its own.
type Effects struct {
	s    State
	live bool
}

// effectsPool keeps the Effects of finished calls, so that a variant's
// moves allocate nothing.
var effectsPool = sync.Pool{New: func() any { return new(Effects) }}

// moved runs the variant's Moved on *s.
func (r *Rules) moved(s *State) {
	e := effectsPool.Get().(*Effects)
	e.s, e.live = *s, true
	r.t.Variant.Moved(e)
	*s = e.s
	e.s, e.live = State{}, false
	effectsPool.Put(e)
}

// Seat returns the seat that made the move, or -1 outside Moved.
func (e *Effects) Seat() int {
	if e == nil || !e.live {
		return -1
	}
	return int(e.s.lastSeat)
}

// Move returns the move made, or the zero Move outside Moved.
func (e *Effects) Move() Move {
	if e == nil || !e.live {
		return Move{}
	}
	return e.s.lastMove
}

// State returns a copy of the position as it stands, or the zero State
// outside Moved.
func (e *Effects) State() State {
	if e == nil || !e.live {
		return State{}
	}
	return e.s
}

// Table returns the cards on the table after the move: the empty set
// after a capture that cleared it.
func (e *Effects) Table() cards.Set {
	if e == nil || !e.live {
		return 0
	}
	return e.s.table
}

// Draw draws up to n cards from the top of the stock into seat's hand and
// returns how many it drew: fewer when the stock runs short, 0 for a seat
// not at the table or n <= 0. Every seat sees how many cards each hand
// holds, not which ([Public.VariantDrawn] counts them).
func (e *Effects) Draw(seat, n int) int {
	if e == nil || !e.live || seat < 0 || seat >= int(e.s.players) {
		return 0
	}
	s := &e.s
	drawn := 0
	for ; drawn < n && s.stockLen > 0 && s.variantDrawn < 255; drawn++ {
		s.hands[seat] = s.hands[seat].Add(s.draw())
		s.variantDrawn++
	}
	return drawn
}

// AddScore adds n (which may be negative) to seat's added score, which
// [Rules.Score] adds to the seat's score; the sum stops at
// ±[MaxAddedScore]. A seat not at the table changes nothing.
func (e *Effects) AddScore(seat, n int) {
	if e == nil || !e.live || seat < 0 || seat >= int(e.s.players) {
		return
	}
	a := &e.s.added[seat]
	*a = int16(max(-MaxAddedScore, min(MaxAddedScore, int(*a)+max(-2*MaxAddedScore, min(2*MaxAddedScore, n)))))
}

// Counter returns the variant's counter i, as [Public.Counter] does.
func (e *Effects) Counter(i int) int {
	if e == nil || !e.live {
		return 0
	}
	return e.s.Counter(i)
}

// SetCounter sets the variant's counter i (0 to NumCounters-1) to v,
// which stops at 0 and 255. An i outside the counters changes nothing.
func (e *Effects) SetCounter(i, v int) {
	if e == nil || !e.live || i < 0 || i >= NumCounters {
		return
	}
	e.s.counters[i] = uint8(max(0, min(255, v)))
}

// Counter returns the Variant's counter i, 0 to 255; 0 without a variant
// and for i outside 0 to NumCounters-1. Every seat sees the counters.
func (p Public) Counter(i int) int {
	if i < 0 || i >= NumCounters {
		return 0
	}
	return int(p.counters[i])
}

// AddedScore returns the score a Variant added to seat's result, which
// [Rules.Score] counts; 0 without a variant and for a seat not at the
// table.
func (p Public) AddedScore(seat int) int {
	if seat < 0 || seat >= int(p.players) {
		return 0
	}
	return int(p.added[seat])
}

// VariantDrawn returns the number of cards a Variant's steps drew from
// the stock in the game so far ([Effects.Draw]); 0 without a variant.
func (p Public) VariantDrawn() int { return int(p.variantDrawn) }

// varied reports whether a Variant changed anything a table alone keeps
// at zero.
func (p *Public) varied() bool {
	return p.counters != [NumCounters]uint8{} || p.added != [MaxPlayers]int16{} || p.variantDrawn != 0
}
