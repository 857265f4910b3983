package shedding

import (
	"strconv"
	"strings"
	"sync"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// A Variant changes the rules in code where no field of [Rules] says it:
// Rules.Variant holds one; nil plays the table alone. [Effects] says
// exactly when Moved runs and what its steps do.
//
// Its dynamic type must be comparable (a struct value with comparable
// fields, or a pointer), as [Rules] is compared with == and a [View],
// which keeps its rules, too: [Rules.Validate] refuses a Variant that
// cannot be compared. It must be a pure function of the position: the
// same Effects in, the same steps taken, so that a seed and the moves
// reproduce a game.
type Variant interface {
	// Name returns the variant's name: the value of the Variant tag of
	// its records, a non-empty name that cards.CheckName accepts, fixed
	// for the type.
	Name() string
	// Moved is called once for every move the rules apply, as [Effects]
	// says. It may change the position only through e's steps, which keep
	// the position's invariants.
	Moved(e *Effects)
}

// NumCounters is the number of a variant's own counters a position keeps
// ([Effects.SetCounter], [Public.Counter]).
const NumCounters = 4

// MaxAddedScore is the largest score a variant's steps may add to a
// seat's, and -MaxAddedScore the smallest: [Effects.AddScore] stops
// there.
const MaxAddedScore = 32767

// Effects is the handle on the position a move has just changed that
// [Variant.Moved] receives, valid only during that call. Its steps keep
// the position's invariants: cards only move from the stock (or the
// discards, reshuffled as the table says) to a hand, the turn goes to a
// seat, the suit in force is a suit.
//
// Moved runs for every move, plays, draws and passes alike, in
// [Rules.Apply], [Rules.ApplyTo], [Rules.RandomStep] and
// [Rules.RandomSteps], and so in every tool; listing the moves does not
// call it. It runs once the move's own effects are done (the cards laid,
// the suit named, the draws the card made: a pending draw, Others, Feed,
// the forced draw of a seat with no answer; the turn passed to the seat
// that moves next, or the answer or drawn phase entered) and before the
// end of the game is decided, as Boxes' hook runs. After it the game ends
// when the move played the mover's last card or the table's MaxPlays-th
// card, or made the Blocked-th pass in a row; then at the move limit
// (MaxMoves); and in a match (Deals) the next deal starts. The hands are
// scored as they stand then: what Moved made a seat draw counts.
//
// When the move played the mover's last card or the MaxPlays-th card,
// the game ends whatever Moved does: the turn is not passed, [Effects.Next]
// returns -1, the steps of the turn (Skip, Again) change nothing and
// Reverse only the direction, as a card that ends the game has no effect
// of its own, and a mover whose hand is empty draws nothing
// ([Effects.Draw] returns 0). After the Blocked-th pass the turn has
// passed as after any pass, and the game ends after Moved. The upcard of
// a deal is no move: Moved is not called for it, even with UpcardActs.
//
// A kept *Effects must not be used after Moved returns: its calls then
// change nothing and read the zero State. It is not safe for concurrent
// use; each call of Moved gets its own.
type Effects struct {
	draw Rules // the table's drawing rules alone: Reshuffle, LateReshuffle
	st   State
	m    Move
	seat int
	end  EndReason // the end the move makes, decided after Moved
	live bool      // within the call of Moved
}

// effectsPool keeps the Effects of finished calls, so that a move of a
// variant allocates nothing: an Effects handed to an interface method
// must live on the heap.
var effectsPool = sync.Pool{New: func() any { return new(Effects) }}

// moved calls r.Variant.Moved on the move m that seat just made in s, and
// keeps the changes its steps make; end is the end the move makes.
func (r *Rules) moved(s *State, m Move, seat int, end EndReason) {
	e := effectsPool.Get().(*Effects)
	e.draw = Rules{Reshuffle: r.Reshuffle, LateReshuffle: r.LateReshuffle}
	e.st, e.m, e.seat, e.end, e.live = *s, m, seat, end, true
	r.Variant.Moved(e)
	*s = e.st
	*e = Effects{}
	effectsPool.Put(e)
}

// out reports whether the move emptied the mover's hand.
func (e *Effects) out() bool { return e.end == EndOut }

// ends reports whether the move ends the game whatever Moved does: the
// mover's last card or the MaxPlays-th card played.
func (e *Effects) ends() bool { return e.end == EndOut || e.end == EndTurnLimit }

// Seat returns the seat that made the move, or -1 outside Moved.
func (e *Effects) Seat() int {
	if e == nil || !e.live {
		return -1
	}
	return e.seat
}

// Move returns the move just made, or the zero Move outside Moved.
func (e *Effects) Move() Move {
	if e == nil || !e.live {
		return Move{}
	}
	return e.m
}

// State returns a copy of the position as it stands: the move's own
// effects and the steps taken so far done; the zero State outside Moved.
func (e *Effects) State() State {
	if e == nil || !e.live {
		return State{}
	}
	return e.st
}

// Draw makes seat draw up to n cards as the table draws: from the stock,
// turning the discards under the top card into a new shuffled stock as
// Reshuffle and LateReshuffle say. It returns how many cards were drawn:
// fewer than n when no card is left to draw, and 0 for n <= 0, a seat not
// in the game, or the mover when the move emptied its hand. The cards
// count in [Public.Drew] for the move; a draw that empties the stock ends
// a pending draw, as the table's own draws do. A card drawn this way shows
// no void.
func (e *Effects) Draw(seat, n int) int {
	if e == nil || !e.live || seat < 0 || seat >= int(e.st.players) || (e.out() && seat == e.seat) {
		return 0
	}
	s, r := &e.st, &e.draw
	drawn := 0
	for ; drawn < n && r.stocked(&s.Public); drawn++ {
		r.drawOne(s, seat)
	}
	r.unstocked(s)
	return drawn
}

// AddScore adds n points (a negative n takes points off) to seat's score
// as [Rules.Score] counts it, kept in the position apart from the hands'
// penalties ([Public.AddedScore]); the sum kept stops at ±[MaxAddedScore].
// A seat not in the game gets nothing.
func (e *Effects) AddScore(seat, n int) {
	if e == nil || !e.live || seat < 0 || seat >= int(e.st.players) {
		return
	}
	a := &e.st.added[seat]
	*a = int16(max(-MaxAddedScore, min(MaxAddedScore, int(*a)+max(-2*MaxAddedScore, min(2*MaxAddedScore, n)))))
}

// Counter returns the variant's counter i, as [Public.Counter] does.
func (e *Effects) Counter(i int) int {
	if e == nil || !e.live {
		return 0
	}
	return e.st.Counter(i)
}

// SetCounter sets the variant's counter i, from 0 to [NumCounters]-1, to
// v, held to 0..255, kept in the position and seen by every seat
// ([Public.Counter]); every counter starts at 0 and keeps its value
// across the deals of a match. An i outside the counters changes nothing.
func (e *Effects) SetCounter(i, v int) {
	if e == nil || !e.live || i < 0 || i >= NumCounters {
		return
	}
	e.st.counters[i] = uint8(max(0, min(255, v)))
}

// NameSuit makes suit the suit in force, as a card of the table's Call
// names it: [Public.Named] then reports whether it differs from the top
// card's suit (naming the top card's own suit leaves the suit as the top
// card makes it, which the documents write as such). A value that is not
// a suit changes nothing.
func (e *Effects) NameSuit(suit cards.Suit) {
	if e != nil && e.live && suit.Valid() {
		e.st.suit, e.st.named = suit, suit != e.st.top.Suit() || e.st.namedByLast()
	}
}

// turns reports whether the steps of the turn apply: the game goes on in
// an ordinary turn ([PhasePlay]). In [PhaseAnswer] the seat that must
// answer keeps the turn, and in [PhaseDrawn] the seat that drew.
func (e *Effects) turns() bool {
	return e != nil && e.live && !e.ends() && e.st.mover != 0 && e.st.Phase() == PhasePlay
}

// Skip makes the seat that would move next ([Effects.Next]) lose its
// turn, as a card of the table's Skip does: the turn goes one seat
// further in the direction of play. It changes nothing in [PhaseAnswer]
// and [PhaseDrawn], and when the move ends the game ([Effects.Next] is
// -1).
func (e *Effects) Skip() {
	if e.turns() {
		e.st.mover = uint8(e.st.next(e.st.Turn(), 1) + 1)
	}
}

// Reverse reverses the direction of play, as a card of the table's
// Reverse does. In [PhasePlay] the seat that moves next is then the one
// as far from the mover the other way: the mover's other neighbour after
// an ordinary card, the mover again after a card of Again. In
// [PhaseAnswer] and [PhaseDrawn], and when the move ends the game
// ([Effects.Next] is -1), only the direction changes.
func (e *Effects) Reverse() {
	if e == nil || !e.live {
		return
	}
	s := &e.st
	n := int(s.players)
	k := (s.Turn() - e.seat + n) % n // the seats from the mover to the next, clockwise
	if s.dir == Counterclockwise {
		k = (n - k) % n
	}
	turns := e.turns()
	s.dir ^= 1
	if turns {
		s.mover = uint8(s.next(e.seat, k) + 1)
	}
}

// Again gives the mover another turn, as a card of the table's Again
// does. It changes nothing in [PhaseAnswer] and [PhaseDrawn], and when
// the move ends the game ([Effects.Next] is -1).
func (e *Effects) Again() {
	if e.turns() {
		e.st.mover = uint8(e.seat + 1)
	}
}

// Next returns the seat that moves next as the position stands, or -1
// when the move ends the game whatever Moved does (the last card or the
// MaxPlays-th card played) and outside Moved.
func (e *Effects) Next() int {
	if e == nil || !e.live || e.ends() {
		return -1
	}
	return e.st.Turn()
}

// Counter returns a [Variant]'s counter i ([Effects.SetCounter]), from 0
// to 255: 0 without a variant, and for an i that is not 0 to
// [NumCounters]-1. Every seat sees the counters.
func (p Public) Counter(i int) int {
	if i < 0 || i >= NumCounters {
		return 0
	}
	return int(p.counters[i])
}

// AddedScore returns the points a [Variant] added to seat's score
// ([Effects.AddScore]), which [Rules.Score] counts: 0 without a variant,
// and for a seat not in the game.
func (p Public) AddedScore(seat int) int {
	if seat < 0 || seat >= int(p.players) {
		return 0
	}
	return int(p.added[seat])
}

// varied reports whether a variant's counters or added scores are set.
func (p *Public) varied() bool {
	return p.counters != [NumCounters]uint8{} || p.added != [MaxPlayers]int16{}
}

// variantName returns the name of r's variant, or "" for none.
func (r *Rules) variantName() string {
	if r.Variant == nil {
		return ""
	}
	return r.Variant.Name()
}

// checkVariant returns nil when named, the variant a document of kind
// ("record", "document") names ("" for none), is the one r plays, and
// otherwise an error wrapping [cards.ErrInvalidRules] that says both.
func (r *Rules) checkVariant(kind, named string) error {
	return cardtext.VariantMismatch("shedding", kind, named, r.variantName())
}

// comparableVariant reports whether v can be compared with == (its
// dynamic type, and whatever that holds, is comparable).
func comparableVariant(v Variant) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return v == v
}

// variantTag is the name of the tag that names a record's [Variant].
const variantTag = "Variant"

// appendVariant appends the optional field of the text form that holds
// what a variant kept, when one of its numbers is not 0: a space, then
// COUNTERS/ADDED, four counters and one added score a seat, each list
// separated by commas, such as " 0,2,0,0/0,-5,0" (Boxes' form).
func (p *Public) appendVariant(b []byte) []byte {
	if !p.varied() {
		return b
	}
	return cardtext.AppendKept(append(b, ' '), p.counters[:], p.added[:p.players])
}

// variant reads the text field of appendVariant into p, whose players
// are set.
func (r *textReader) variant(text string, p *Public) error {
	counters, added, ok := strings.Cut(text, "/")
	cs, as := strings.Split(counters, ","), strings.Split(added, ",")
	if !ok || len(cs) != NumCounters || len(as) != int(p.players) {
		return r.fail("want %d counters, '/' and one added score a seat, each list separated by commas", NumCounters)
	}
	for i, c := range cs {
		n, err := strconv.Atoi(c)
		if err != nil || n < 0 || n > 255 || strconv.Itoa(n) != c {
			return r.fail("counter %s: want a number from 0 to 255", quote(c))
		}
		p.counters[i] = uint8(n)
	}
	for i, a := range as {
		n, err := strconv.Atoi(a)
		if err != nil || n < -MaxAddedScore || n > MaxAddedScore || strconv.Itoa(n) != a {
			return r.fail("added score %s: want a number from %d to %d", quote(a), -MaxAddedScore, MaxAddedScore)
		}
		p.added[i] = int16(n)
	}
	return nil
}

// variantWire is the JSON form of what a variant kept, each member
// written only when one of its numbers is not 0.
type variantWire struct {
	Counters []int `json:"counters,omitempty"`
	Added    []int `json:"added,omitempty"`
}

// from fills w with what a variant kept in p.
func (w *variantWire) from(p *Public) {
	if p.counters != [NumCounters]uint8{} {
		for _, c := range p.counters {
			w.Counters = append(w.Counters, int(c))
		}
	}
	if p.added != [MaxPlayers]int16{} {
		for _, a := range p.added[:p.players] {
			w.Added = append(w.Added, int(a))
		}
	}
}

// to reads w into p, whose players are set.
func (w *variantWire) to(p *Public, d *decoder) {
	if len(w.Counters) != 0 && len(w.Counters) != NumCounters {
		d.fail("counters: want %d numbers, not %d", NumCounters, len(w.Counters))
	}
	if len(w.Added) != 0 && len(w.Added) != int(p.players) {
		d.fail("added: want one number a seat, not %d", len(w.Added))
	}
	for i, c := range w.Counters {
		p.counters[i%NumCounters] = uint8(d.num("counters", c, 0, 255))
	}
	for i, a := range w.Added {
		p.added[i%MaxPlayers] = int16(d.num("added", a, -MaxAddedScore, MaxAddedScore))
	}
}
