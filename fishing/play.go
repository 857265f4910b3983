package fishing

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// seedStream is the PCG stream Start uses, so that a seed alone fixes a
// deal; it is Equi's, so that a seed deals Equi's cards as package equi does.
const seedStream = 0x9e3779b97f4a7c15

// Start deals a game as d says: the deck, in card order, shuffled with a
// PCG generator seeded by d.Seed with the shuffle of d's engine
// ([cards.Deal.Shuffler]), or d.Deck in its order when it is not nil, top
// (index 0) first. The cards go one at a time to each seat in turn
// starting left of the dealer until each holds Hand, then TableCards face
// up to the table; the rest is the stock, drawn from the top. Under
// OpeningSweep, a table worth Target goes to the dealer as a sweep. The
// seat left of the dealer moves first.
//
// It returns an error wrapping [cards.ErrInvalidArgument] for the zero
// Rules (wrapping [cards.ErrInvalidRules] too), a dealer that is not a
// seat, an engine this build does not play or a deck that is not the
// table's deck, each card once.
func (r Rules) Start(d cards.Deal) (State, error) {
	if !r.ready() {
		return State{}, fmt.Errorf("fishing: %w (%w): the zero Rules; make rules with New", cards.ErrInvalidArgument, cards.ErrInvalidRules)
	}
	n := r.t.Players
	if d.Dealer < 0 || d.Dealer >= n {
		return State{}, fmt.Errorf("%s: %w: dealer %d is not a seat of a %d-player game", r.t.Name, cards.ErrInvalidArgument, d.Dealer, n)
	}
	shuffler, err := d.Shuffler()
	if err != nil {
		return State{}, fmt.Errorf("%s: %w", r.t.Name, err)
	}
	deck := r.deck
	order := deck[:r.t.Deck.Len()]
	if d.Deck != nil {
		if err := r.checkDeck(d.Deck); err != nil {
			return State{}, err
		}
		copy(order, d.Deck)
	} else {
		shuffler.Shuffle(order, rand.NewPCG(d.Seed, seedStream))
	}
	var s State
	r.deal(&s, d.Dealer, order)
	return s, nil
}

// checkDeck returns nil when deck is the table's deck, each card once.
func (r *Rules) checkDeck(deck cards.Deck) error {
	var seen cards.Set
	for i, c := range deck {
		switch {
		case !r.t.Deck.Has(c):
			return fmt.Errorf("%s: %w: deck card %d is %v, not a card of the game's deck", r.t.Name, cards.ErrInvalidArgument, i+1, c)
		case seen.Has(c):
			return fmt.Errorf("%s: %w: deck card %d is %v, which appears twice", r.t.Name, cards.ErrInvalidArgument, i+1, c)
		}
		seen = seen.Add(c)
	}
	if missing := r.t.Deck.Minus(seen); !missing.Empty() {
		return fmt.Errorf("%s: %w: the deck has %d cards, want %d; missing %v", r.t.Name, cards.ErrInvalidArgument, len(deck), r.t.Deck.Len(), missing)
	}
	return nil
}

// deal deals deck (the whole deck, in order) into *s as Start says.
func (r *Rules) deal(s *State, dealer int, deck []cards.Card) {
	n := r.t.Players
	*s = State{Public: Public{players: uint8(n), dealer: uint8(dealer), lastCapturer: -1, lastSeat: -1}}
	// Card i of the deal goes to the seat i+1 places after the dealer.
	k, seat := 0, dealer
	for ; k < n*r.t.Hand; k++ {
		if seat++; seat == n {
			seat = 0
		}
		s.hands[seat] = s.hands[seat].Add(deck[k])
	}
	for ; k < n*r.t.Hand+r.t.TableCards; k++ {
		s.table = s.table.Add(deck[k])
	}
	// The stock is the rest reversed: its top, the next card dealt, last.
	rest := deck[k:]
	stock := s.stock[:len(rest)]
	for i, c := range rest {
		stock[len(stock)-1-i] = c
	}
	s.stockLen = uint8(len(rest))
	s.turn = uint8((dealer + 1) % n)
	// Escoba: a table worth Target goes to the dealer, a sweep.
	if r.t.OpeningSweep && s.table != 0 && r.sum(s.table) == r.t.Target {
		s.piles[dealer] = s.table
		s.table = 0
		if r.t.Scoring.Sweep != 0 {
			s.sweeps[dealer]++
		}
		s.lastCapturer = int8(dealer)
	}
}

// fits reports whether s is a position r can play.
func (r *Rules) fits(s *State) bool {
	return r.ready() && s.players != 0 && int(s.players) == r.t.Players
}

// ToMove returns the seat whose turn it is in s, or -1 when s is over: the
// game has ended, or r cannot play s (the zero Rules or State, a State of
// another number of seats).
func (r Rules) ToMove(s State) int {
	if !r.fits(&s) || s.end != EndNone {
		return -1
	}
	return int(s.turn)
}

// AppendLegal appends the legal moves of the seat to move in s to dst and
// returns the extended slice: the captures, ordered by the value of the
// cards played, then by the played set and the taken set as numbers
// ([cards.Set] values), then the trails the rules allow, in card order.
// It appends nothing when s is over.
func (r Rules) AppendLegal(dst []Move, s State) []Move {
	if r.ToMove(s) < 0 {
		return dst
	}
	return r.appendLegal(dst, s.hands[s.turn], s.table, s.stockLen == 0)
}

// Apply returns the position after the seat to move plays m in s, and
// never changes s. When m is not legal it returns s and a
// [*cards.MoveError] wrapping [cards.ErrIllegalMove] that says why.
func (r Rules) Apply(s State, m Move) (State, error) {
	err := r.ApplyTo(&s, m)
	return s, err
}

// ApplyTo applies m to *s in place: on success *s is what [Rules.Apply]
// returns, on error *s is unchanged and the error is Apply's. A nil s is
// refused with a MoveError whose Seat is -1.
func (r Rules) ApplyTo(s *State, m Move) error {
	if s == nil {
		return r.moveError(-1, m, "there is no position (a nil *State)")
	}
	if reason := r.refusal(s, m); reason != "" {
		return r.moveError(r.ToMove(*s), m, reason)
	}
	r.apply(s, m)
	return nil
}

func (r *Rules) moveError(seat int, m Move, reason string) error {
	return &cards.MoveError{Game: r.table().Name, Seat: seat, Move: m.String(), Reason: reason}
}

// refusal returns why m is not legal in s, or "" when it is.
func (r *Rules) refusal(s *State, m Move) string {
	switch {
	case !r.ready():
		return "the rules are the zero Rules"
	case s.players == 0:
		return "the position is not a dealt game"
	case int(s.players) != r.t.Players:
		return "the position has " + strconv.Itoa(int(s.players)) + " seats and the rules " + strconv.Itoa(r.t.Players)
	case s.end != EndNone:
		return "the game is over"
	case !m.Valid():
		return "not a well-formed move"
	}
	hand, stockEmpty := s.hands[s.turn], s.stockLen == 0
	if missing := m.played.Minus(hand); !missing.Empty() {
		c, _ := missing.Min()
		return c.String() + " is not in the hand"
	}
	if m.IsTrail() {
		if r.mayTrail(hand, s.table, m.played, stockEmpty, r.anyCapture(hand, s.table, stockEmpty)) {
			return ""
		}
		return "capturing is compulsory"
	}
	if missing := m.taken.Minus(s.table); !missing.Empty() {
		c, _ := missing.Min()
		return c.String() + " is not on the table"
	}
	if r.isCapture(hand, s.table, m.played, m.taken, stockEmpty) {
		return ""
	}
	return r.why(hand, s.table, m)
}

// why says which part of the capture rule refuses the capture m.
func (r *Rules) why(hand, table cards.Set, m Move) string {
	p, t := r.sum(m.played), r.sum(m.taken)
	switch {
	case r.t.Play == PlayOne && m.played.Len() != 1:
		return "a move plays one card"
	case t != r.wanted(p) && r.t.Relation == SumTo:
		return "the cards played and taken make " + strconv.Itoa(p+t) + ", not " + strconv.Itoa(r.t.Target)
	case t != r.wanted(p):
		return "the cards played make " + strconv.Itoa(p) + " and the cards taken " + strconv.Itoa(t)
	case r.t.EqualFirst && r.equalOnTable(p, table):
		return "a card of equal value is on the table: take it alone"
	}
	for c := range m.played.All() {
		if !m.taken.Intersect(cards.RankSet(c.Rank())).Empty() {
			return "rank " + c.Rank().String() + " is both played and taken"
		}
	}
	return "a rank is both played and taken"
}

// apply plays the legal move m in s: one step per rule, in this order.
func (r *Rules) apply(s *State, m Move) {
	seat := int(s.turn)
	stockWasEmpty := s.stockLen == 0
	capture := m.taken != 0

	// What the move shows of the mover's hand, for Sample.
	if !capture || s.trails[seat].held != 0 {
		r.note(s, seat, m) // a capture changes no record but one being kept
	}

	// The move: a capture goes to the mover's pile, a trail to the table.
	s.hands[seat] &^= m.played
	s.known &^= m.played
	if capture {
		s.table &^= m.taken
		s.piles[seat] |= m.played | m.taken
		s.lastCapturer = int8(seat)
		s.idle = 0
	} else {
		s.table |= m.played
		if stockWasEmpty {
			s.idle++
		}
	}
	s.moves++
	if stockWasEmpty {
		s.movesAfter++
	}
	s.lastMove, s.lastSeat, s.lastDrawn, s.lastRecycled = m, int8(seat), 0, 0
	// The Variant's steps, before the end and the refill.
	if r.t.Variant != nil {
		r.moved(s)
	}
	cleared := capture && s.table == 0

	// ClearEnds (Equi E10): clearing the table after the stock ends the game.
	if cleared && stockWasEmpty && r.t.ClearEnds {
		s.end = EndTableCleared
		return
	}
	if s.stockLen != 0 {
		r.refill(s, seat)
	}
	if s.stockLen == 0 && s.hands[seat] == 0 {
		r.recycle(s, seat)
	}
	r.pass(s, seat)
	// A sweep: a capture that clears the table, unless it ended the game,
	// counted under tables that score sweeps.
	if cleared && s.end == EndNone && r.t.Scoring.Sweep != 0 {
		s.sweeps[seat]++
	}
}

// refill draws from the stock: the mover back up to Hand (RefillMover),
// or Hand to every seat, one at a time from left of the dealer, once every
// hand is empty (RefillRound).
func (r *Rules) refill(s *State, seat int) {
	if s.stockLen == 0 {
		return
	}
	if r.t.Refill == RefillMover {
		n := min(r.t.Hand-s.hands[seat].Len(), int(s.stockLen))
		for i := 0; i < n; i++ {
			s.hands[seat] = s.hands[seat].Add(s.draw())
		}
		s.lastDrawn = uint8(max(n, 0))
		return
	}
	n := r.t.Players
	for i := range n {
		if s.hands[i] != 0 {
			return
		}
	}
	for k := 0; k < n*r.t.Hand && s.stockLen > 0; k++ {
		to := (int(s.dealer) + 1 + k%n) % n
		s.hands[to] = s.hands[to].Add(s.draw())
	}
	s.lastDrawn = uint8(s.hands[seat].Len())
}

// draw takes the top card of the stock, which is not empty.
func (s *State) draw() cards.Card {
	s.stockLen--
	c := s.stock[s.stockLen]
	s.stock[s.stockLen] = 0
	return c
}

// recycle (Equi E9): with the stock exhausted and the mover's hand empty,
// his pile comes into his hand, all of it or its Hand lowest cards; every
// seat saw those cards when they were captured.
func (r *Rules) recycle(s *State, seat int) {
	if r.t.Recycle == RecycleNone || s.stockLen != 0 || s.hands[seat] != 0 || s.piles[seat] == 0 {
		return
	}
	take := s.piles[seat]
	if r.t.Recycle == RecycleLowest {
		take = lowest(take, r.t.Hand)
	}
	s.hands[seat] = take
	s.known |= take
	s.piles[seat] &^= take
	s.lastRecycled = uint8(take.Len())
}

// lowest returns the n lowest cards of s in card order.
func lowest(s cards.Set, n int) cards.Set {
	var out cards.Set
	for ; n > 0 && s != 0; n-- {
		low := s & -s
		out |= low
		s &^= low
	}
	return out
}

// pass passes the turn to the next seat holding a card, skipping the
// others (each skip a turn without a capture), and ends the game when
// nobody holds a card, after NoProgressRounds rounds without a capture or
// at MaxMoves; then the cards left on the table go to the last capturer,
// or to the dealer when nobody captured.
func (r *Rules) pass(s *State, seat int) {
	n := r.t.Players
	next := -1
	for k, t := 1, seat; k <= n; k++ {
		if t++; t == n {
			t = 0
		}
		if s.hands[t] != 0 {
			next = t
			break
		}
		if t != seat {
			s.idle++
		}
	}
	switch {
	case next < 0:
		s.end = EndNoCards
	case r.t.NoProgressRounds > 0 && int(s.idle) >= r.t.NoProgressRounds*n:
		s.end = EndNoProgress
	case r.t.MaxMoves > 0 && int(s.movesAfter) >= r.t.MaxMoves:
		s.end = EndMoveLimit
	default:
		s.turn = uint8(next)
		return
	}
	to := int(s.lastCapturer)
	if to < 0 {
		to = int(s.dealer)
	}
	s.piles[to] |= s.table
	s.table = 0
}

// RandomMove returns a legal move of s drawn uniformly at random from p,
// exactly Legal(s)[cards.UintN(p, n)] for the n legal moves, and true; or
// the zero Move and false, drawing nothing, when s is over or nil or p is
// nil. It is the [cards.RandomMover] fast path; it lists the moves into a
// buffer of its own, which allocates only for a position of more than 64.
func (r Rules) RandomMove(s *State, p *rand.PCG) (Move, bool) {
	if s == nil || p == nil || !r.live(s) {
		return Move{}, false
	}
	return r.randomMove(p, s.hands[s.turn], s.table, s.stockLen == 0)
}

// RandomStep is the [cards.RandomStepper] fast path: it draws the move m
// [Rules.RandomMove] draws from p, with the same draws, plays it in *s so
// that *s ends as [Rules.ApplyTo] leaves it (a Variant's steps included),
// and returns m and true; or the zero Move and false, drawing nothing and
// changing nothing, when s is nil or over or p is nil. The move being the
// position's own draw, it is played without ApplyTo's check.
func (r Rules) RandomStep(s *State, p *rand.PCG) (Move, bool) {
	if s == nil || p == nil || !r.live(s) {
		return Move{}, false
	}
	hand, stockEmpty := s.hands[s.turn], s.stockLen == 0
	m, ok := r.fastRandom(p, hand, s.table, stockEmpty)
	if !ok {
		m, ok = r.refRandom(p, hand, s.table, stockEmpty)
	}
	if ok {
		r.apply(s, m)
	}
	return m, ok
}

// RandomSteps is the [cards.BatchStepper] fast path: it plays up to max
// moves in *s, each drawn and played as [Rules.RandomStep] does, with the
// same draws from p, and returns how many it played. It stops before max
// only when the game ends; it plays nothing when max is 0 or less, s or p
// is nil or s is not a position r plays.
func (r Rules) RandomSteps(s *State, p *rand.PCG, max int) int {
	if s == nil || p == nil || !r.fits(s) {
		return 0
	}
	n := 0
	for ; n < max && s.end == EndNone; n++ {
		hand, stockEmpty := s.hands[s.turn], s.stockLen == 0
		m, ok := r.fastRandom(p, hand, s.table, stockEmpty)
		if !ok {
			m, ok = r.refRandom(p, hand, s.table, stockEmpty)
		}
		if !ok {
			break
		}
		r.apply(s, m)
	}
	return n
}

// live reports whether r can play s and s is not over.
func (r *Rules) live(s *State) bool { return r.fits(s) && s.end == EndNone }

// randomMove draws one of the legal moves of the player holding hand.
func (r *Rules) randomMove(p *rand.PCG, hand, table cards.Set, stockEmpty bool) (Move, bool) {
	if m, ok := r.fastRandom(p, hand, table, stockEmpty); ok {
		return m, true
	}
	return r.refRandom(p, hand, table, stockEmpty)
}

// refRandom is randomMove by listing the moves the capture rule allows.
func (r *Rules) refRandom(p *rand.PCG, hand, table cards.Set, stockEmpty bool) (Move, bool) {
	var buf [64]Move
	legal := r.refFirst(buf[:0], hand, table, stockEmpty, -1)
	if len(legal) == 0 {
		return Move{}, false
	}
	return legal[cards.UintN(p, uint64(len(legal)))], true
}
