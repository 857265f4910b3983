package boxes

import (
	"math"
	"sync"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
	"github.com/cardrules/cardrules/shedding"
)

// A Variant changes the rules in code where no option of Rules says it:
// Rules.Variant holds one; nil plays the standard game. [Effects] says
// exactly when Moved runs and what its steps do; examples/variant/jack is
// a whole variant.
//
// Its dynamic type must be comparable (a struct value with comparable
// fields, or a pointer), as [Rules] is compared with == and a [View],
// which keeps its Rules, too. It must be a pure function of the position:
// the same Effects in, the same steps taken, so that a record of a match
// replays to the same position.
type Variant interface {
	// Name returns the variant's name: the value of the Variant tag of its records.
	// It is a non-empty name that cards.CheckName accepts, fixed for the type.
	Name() string
	// Moved is called once for every move the rules apply, with the move's
	// standard effects done and before the end of the deal/game is decided
	// (the game's doc says exactly where). It may change the position only
	// through e's steps, which keep the position's invariants.
	Moved(e *Effects)
}

// NumCounters is the number of a variant's own counters a position keeps
// ([Effects.Counter], [Public.Counter]).
const NumCounters = 4

// Effects is the handle on the position a move has just changed that
// [Variant.Moved] receives, valid only during that call. Its steps keep
// the position's invariants: cards only move from the stock (or the
// discards, reshuffled) to a hand, the turn goes to a seat, the suit in
// force is a suit.
//
// Moved runs for every move, plays, draws and passes alike, in
// [Rules.Apply], [Rules.ApplyTo] and so in every tool: the move's standard
// effects are done (the cards laid, the forced draws of a 2, 5 or 7, the
// suit named, the turn passed to the seat that moves next, or the
// [PhaseAnswer] or [PhaseDrawn] entered), and the end of the deal is not
// yet decided. After it, the deal ends when the mover's hand is empty
// (B14), when the fourth pass in a row was made (B13), or at the move
// limit (B22), and its hands are scored as they stand: what Moved made a
// seat draw counts, as the draws of [Rules.LastCardEffects] do. When the
// move emptied the mover's hand the deal ends whatever Moved does: that
// seat draws nothing ([Effects.Draw] returns 0), and the steps of the turn
// (Skip, Reverse, Again) and NameSuit change nothing that lasts, as the
// next deal starts afresh. The first upcard of a deal is no move: Moved is
// not called for it, even with [Rules.UpcardEffects].
//
// On Boxes' table ([Rules.Table]) the same Variant runs unchanged: the
// engine calls Moved at the same point of every move, and each step calls
// the engine's [shedding.Effects], which has the same steps.
//
// A kept *Effects must not be used after Moved returns: its calls then
// change nothing and read the zero State, as on the zero Effects. It is
// not safe for concurrent use; each call of Moved gets its own.
type Effects struct {
	st    State
	m     Move
	seat  int
	out   bool              // the move emptied the mover's hand: the deal ends
	live  bool              // within the call of Moved
	t     *shedding.Effects // on the table (Rules.Table): the engine's, which every step calls
	sched Schedule          // on the table: the match's schedule, for State
}

// effectsPool keeps the Effects of the variants' moves, so that a move of
// a variant allocates nothing: an Effects handed to an interface method
// must live on the heap.
var effectsPool = sync.Pool{New: func() any { return new(Effects) }}

// moved calls r.Variant.Moved on the move m that seat just made in s, and
// keeps the changes its steps make.
func (r *Rules) moved(s *State, m Move, seat int) {
	e := effectsPool.Get().(*Effects)
	e.st, e.m, e.seat, e.out, e.live = *s, m, seat, s.hands[seat&(NumSeats-1)] == 0, true
	r.Variant.Moved(e)
	*s = e.st
	*e = Effects{}
	effectsPool.Put(e)
}

// Seat returns the seat that made the move, or -1 outside Moved.
func (e *Effects) Seat() int {
	if e.t != nil {
		return e.t.Seat()
	}
	if !e.live {
		return -1
	}
	return e.seat
}

// Move returns the move just made, or the zero Move outside Moved.
func (e *Effects) Move() Move {
	if e.t != nil {
		return fromTableMove(e.t.Move())
	}
	return e.m
}

// State returns a copy of the position as it stands: the move's standard
// effects and the steps taken so far done. On the table ([Rules.Table])
// it is the table's position as a State, but for the generator of the
// reshuffles and later deals, which the table does not give: a variant
// reads the position, and plays no move on it.
func (e *Effects) State() State {
	if e.t != nil {
		s := fromTable(e.t.State(), e.sched)
		if e.t.Next() < 0 {
			s.phase = PhasePlay // the deal ends: the mover's turn, as play leaves it
		}
		return s
	}
	return e.st
}

// Draw makes seat draw up to n cards as the rules draw: from the stock,
// turning the discards under the top card into a new shuffled stock when
// it is empty (B12). It returns how many cards were drawn, fewer than n
// when the stock and the discards run out, and 0 for n <= 0, a seat that
// is not 0 to 3, or the mover when the move emptied his hand. The cards
// count in [Public.Drew] for the move.
func (e *Effects) Draw(seat, n int) int {
	if e.t != nil {
		return e.t.Draw(seat, n)
	}
	if !e.live || seat < 0 || seat >= NumSeats || (e.out && seat == e.seat) {
		return 0
	}
	drawn := 0
	for ; drawn < n; drawn++ {
		if _, ok := e.st.drawOne(seat); !ok {
			break
		}
	}
	return drawn
}

// AddScore adds n points (a negative n takes points off) to seat's score
// as [Public.Score] and [Rules.Score] report it, kept in the position apart
// from the penalty points of the deals ([Public.AddedScore]); the sum kept
// stays between -32768 and 32767. A seat that is not 0 to 3 gets nothing.
func (e *Effects) AddScore(seat, n int) {
	if e.t != nil {
		e.t.AddScore(seat, n)
		return
	}
	if !e.live || seat < 0 || seat >= NumSeats {
		return
	}
	v := int(e.st.added[seat]) + n
	e.st.added[seat] = int16(min(max(v, math.MinInt16), math.MaxInt16))
}

// Counter returns the variant's counter i, from 0 to [NumCounters]-1, or 0
// for another i. Every counter starts at 0 and keeps its value across
// deals until [Effects.SetCounter] changes it.
func (e *Effects) Counter(i int) int {
	if e.t != nil {
		return e.t.Counter(i)
	}
	return e.st.Counter(i)
}

// SetCounter sets the variant's counter i to v, kept in the position and
// seen by every seat ([Public.Counter]). v is held to 0..255; an i that is
// not 0 to [NumCounters]-1 changes nothing.
func (e *Effects) SetCounter(i, v int) {
	if e.t != nil {
		e.t.SetCounter(i, v)
		return
	}
	if !e.live || i < 0 || i >= NumCounters {
		return
	}
	e.st.counters[i] = uint8(min(max(v, 0), math.MaxUint8))
}

// NameSuit makes suit the suit in force, as an 8 or a 9 names it (B2). A
// value that is not a suit changes nothing.
func (e *Effects) NameSuit(suit cards.Suit) {
	if e.t != nil {
		e.t.NameSuit(suit)
		return
	}
	if e.live && suit.Valid() {
		e.st.suit = suit
	}
}

// turns reports whether the steps of the turn apply: the turn is an
// ordinary one ([PhasePlay]) and the deal goes on. In [PhaseAnswer] the
// seat that must answer the 2 keeps the turn, and in [PhaseDrawn] the
// seat that drew.
func (e *Effects) turns() bool { return e.live && !e.out && e.st.mover != 0 && e.st.phase == PhasePlay }

// Skip makes the seat that would move next ([Effects.Next]) lose its turn,
// as a 4 does (B6): the turn goes one seat further in the direction of
// play. It changes nothing in [PhaseAnswer] and [PhaseDrawn].
func (e *Effects) Skip() {
	if e.t != nil {
		e.t.Skip()
		return
	}
	if e.turns() {
		e.st.turnTo(e.st.Turn() + e.st.dir.step())
	}
}

// Reverse reverses the direction of play, as a 10 does (B10). In
// [PhasePlay] the seat that moves next is then the one as far from the
// mover the other way: the mover's other neighbour after an ordinary card,
// the mover again after a 6. In [PhaseAnswer] and [PhaseDrawn] only the
// direction changes.
func (e *Effects) Reverse() {
	if e.t != nil {
		e.t.Reverse()
		return
	}
	if !e.live {
		return
	}
	e.st.dir ^= 1
	if e.turns() {
		e.st.turnTo(2*e.seat + NumSeats - e.st.Turn())
	}
}

// Again gives the mover another turn, as a 6 does (B8). It changes nothing
// in [PhaseAnswer] and [PhaseDrawn].
func (e *Effects) Again() {
	if e.t != nil {
		e.t.Again()
		return
	}
	if e.turns() {
		e.st.turnTo(e.seat)
	}
}

// Next returns the seat that moves next as the position stands, or -1
// when the move emptied the mover's hand, which ends the deal, and outside
// Moved.
func (e *Effects) Next() int {
	if e.t != nil {
		return e.t.Next()
	}
	if !e.live || e.out {
		return -1
	}
	return e.st.Turn()
}

// tableVariant is the [shedding.Variant] of Boxes' table ([Rules.Table]):
// it runs v, a Boxes Variant, on the engine, its Effects calling the
// engine's, which has the same steps at the same point of a move.
type tableVariant struct {
	v     Variant
	sched Schedule
}

// Name returns the name of the Boxes Variant.
func (t tableVariant) Name() string { return t.v.Name() }

// Moved calls the Boxes Variant's Moved with an Effects on se.
func (t tableVariant) Moved(se *shedding.Effects) {
	e := effectsPool.Get().(*Effects)
	e.t, e.sched, e.live = se, t.sched, true
	t.v.Moved(e)
	*e = Effects{}
	effectsPool.Put(e)
}

// variantName returns the name of r's variant, or "" for the standard game.
func (r *Rules) variantName() string {
	if r.Variant == nil {
		return ""
	}
	return r.Variant.Name()
}

// checkVariant returns nil when named, the variant a document of kind
// ("record", "view", "rules") names ("" for the standard game), is the one
// r plays, and otherwise an error wrapping [cards.ErrInvalidRules] that
// says both.
func (r *Rules) checkVariant(kind, named string) error {
	return cardtext.VariantMismatch("boxes", kind, named, r.variantName())
}
