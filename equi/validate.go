package equi

import (
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

func itoa(i int) string { return strconv.Itoa(i) }

// placement finds the first card that is in two places, or not an Equi card.
type placement struct {
	seen  cards.Set
	where [cards.NumCards]string
	err   error
}

// add records that the cards of set lie in the place called name.
func (p *placement) add(set cards.Set, name string) {
	if p.err != nil {
		return
	}
	if !set.Valid() {
		p.err = invalidState("%s holds bits that are not cards", name)
		return
	}
	if odd := set.Minus(cards.Deck36); !odd.Empty() {
		c, _ := odd.Min()
		p.err = invalidState("card %v in %s is not in the 36-card deck (six to ace)", c, name)
		return
	}
	if twice := set.Intersect(p.seen); !twice.Empty() {
		c, _ := twice.Min()
		p.err = invalidState("card %v appears twice: in %s and in %s", c, p.where[c], name)
		return
	}
	for c := range set.All() {
		p.where[c] = name
	}
	p.seen |= set
}

func (p *placement) check() error { return p.err }

// facts are what a position shows every seat: the checks below apply to a
// State and to a View alike, so that a position sampled from a valid view
// passes the checks of a State.
type facts struct {
	players, dealer int
	turn            int // the seat to move, or -1 when the game is over
	end             EndReason
	counts          [MaxPlayers]int // the number of cards in each hand
	known, piles    [MaxPlayers]cards.Set
	table           cards.Set
	stockLen        int
	lastCapturer    int
	moves           int
	movesAfter      int
	idle            int
	last            *Event
}

// initialStock returns the size of the stock after the deal.
func initialStock(players int) int { return DeckSize - TableSize - HandSize*players }

// check returns nil when the facts fit together as the rules of Equi make
// them, under any options, and otherwise an error wrapping ErrInvalidState
// that names the first problem found. The cards are assumed to be in one
// place each (placement checks that).
func (f *facts) check() error {
	n := f.players
	if f.dealer < 0 || f.dealer >= n {
		return invalidState("dealer %d is not a seat of a %d-player game", f.dealer, n)
	}
	if int(f.end) >= len(endNames) {
		return invalidState("end reason %d is not one", f.end)
	}
	over := f.end != EndNone
	switch {
	case over && f.turn != -1:
		return invalidState("the game is over (%v) and turn is %d, want -1", f.end, f.turn)
	case !over && (f.turn < 0 || f.turn >= n):
		return invalidState("turn %d is not a seat of a %d-player game", f.turn, n)
	case !over && f.counts[f.turn] == 0:
		return invalidState("seat %d is to move with no card in hand", f.turn)
	}
	init := initialStock(n)
	if f.stockLen < 0 || f.stockLen > init {
		return invalidState("the stock has %d cards; a %d-player deal leaves %d", f.stockLen, n, init)
	}
	if f.stockLen > 0 {
		for i := range n {
			if f.counts[i] != HandSize {
				return invalidState("seat %d holds %d cards while the stock is not exhausted, want 4", i, f.counts[i])
			}
			if !f.known[i].Empty() {
				return invalidState("seat %d has known cards while the stock is not exhausted", i)
			}
		}
	}

	// Counters.
	switch {
	case f.moves < 0 || f.movesAfter < 0 || f.idle < 0:
		return invalidState("a move counter is negative")
	case f.movesAfter > f.moves:
		return invalidState("%d moves after the stock ran out, of %d moves in all", f.movesAfter, f.moves)
	case f.moves-f.movesAfter > init-f.stockLen:
		return invalidState("%d moves made with cards in the stock, which has given only %d", f.moves-f.movesAfter, init-f.stockLen)
	case f.movesAfter > MaxMovesLimit:
		return invalidState("%d moves after the stock ran out, more than any rules allow (%d)", f.movesAfter, MaxMovesLimit)
	case f.idle > MaxNoProgressRounds*n:
		return invalidState("%d idle turns, more than any rules allow (%d)", f.idle, MaxNoProgressRounds*n)
	case f.stockLen > 0 && (f.movesAfter > 0 || f.idle > 0):
		return invalidState("moves counted after the stock ran out while it holds %d cards", f.stockLen)
	case f.lastCapturer < -1 || f.lastCapturer >= n:
		return invalidState("last capturer %d is not a seat of a %d-player game", f.lastCapturer, n)
	}

	if f.moves == 0 {
		switch {
		case f.last != nil:
			return invalidState("a last move before the first move")
		case f.stockLen != init || f.table.Len() != TableSize:
			return invalidState("no move played and the deal is not whole: %d cards on the table, %d in the stock", f.table.Len(), f.stockLen)
		case over:
			return invalidState("the game is over before the first move")
		case f.turn != (f.dealer+1)%n:
			return invalidState("seat %d is to move first, want seat %d, left of the dealer", f.turn, (f.dealer+1)%n)
		case f.lastCapturer != -1:
			return invalidState("a last capturer before the first move")
		}
		return f.checkPiles()
	}
	if f.last == nil {
		return invalidState("%d moves played and no last move", f.moves)
	}
	if err := f.checkLast(); err != nil {
		return err
	}
	if over {
		switch {
		case f.stockLen != 0:
			return invalidState("the game is over with %d cards in the stock", f.stockLen)
		case !f.table.Empty():
			return invalidState("the game is over with cards on the table")
		}
		if f.end == EndNoCards {
			for i := range n {
				if f.counts[i] != 0 {
					return invalidState("the game ended with nobody holding a card, and seat %d holds %d", i, f.counts[i])
				}
			}
		}
	}
	return f.checkPiles()
}

// checkPiles checks that nobody has a pile before the first capture, save
// the dealer at the end (rule E14).
func (f *facts) checkPiles() error {
	if f.lastCapturer >= 0 {
		return nil
	}
	for i := range f.players {
		if f.piles[i].Empty() || (f.end != EndNone && i == f.dealer) {
			continue
		}
		return invalidState("seat %d has a pile and nobody has captured", i)
	}
	return nil
}

// checkLast checks the last move against the position it led to.
func (f *facts) checkLast() error {
	e := f.last
	n := f.players
	if e.Seat < 0 || e.Seat >= n {
		return invalidState("the last move's seat %d is not a seat of a %d-player game", e.Seat, n)
	}
	if !e.Move.Valid() || !cards.Deck36.Contains(e.Move.played|e.Move.taken) {
		return invalidState("the last move %v is not a move of Equi", e.Move)
	}
	if e.Drew < 0 || e.Drew > HandSize {
		return invalidState("the last move drew %d cards", e.Drew)
	}
	seat := e.Seat
	if e.Move.IsCapture() {
		if f.lastCapturer != seat {
			return invalidState("the last move is a capture by seat %d and the last capturer is %d", seat, f.lastCapturer)
		}
		if kept := f.piles[seat] | f.known[seat]; !kept.Contains(e.Move.played | e.Move.taken) {
			c, _ := (e.Move.played | e.Move.taken).Minus(kept).Min()
			return invalidState("card %v of the last move %v is not in seat %d's pile", c, e.Move, seat)
		}
	} else {
		c, _ := e.Move.played.Min()
		inPile := false
		for i := range n {
			inPile = inPile || f.piles[i].Has(c)
		}
		if !f.table.Has(c) && !(f.end != EndNone && inPile) {
			return invalidState("the card %v trailed last is not on the table", c)
		}
	}
	if f.end == EndTableCleared && (e.Drew != 0 || !e.Recycled.Empty() || !e.Move.IsCapture()) {
		return invalidState("the game ended by a capture clearing the table, and the last move %v does not say so", e.Move)
	}
	if !e.Recycled.Empty() {
		switch {
		case !e.Recycled.Valid() || f.stockLen != 0 || e.Drew != 0:
			return invalidState("seat %d took back his pile with cards in the stock", seat)
		case f.known[seat] != e.Recycled || f.counts[seat] != e.Recycled.Len():
			return invalidState("seat %d took back %v from his pile and his hand is not those cards", seat, e.Recycled)
		}
	}
	return nil
}

// state returns a State holding the facts: every hand empty and no stock,
// for the caller to fill.
func (f *facts) state() State {
	s := State{
		players:      uint8(f.players),
		dealer:       uint8(f.dealer),
		end:          f.end,
		table:        f.table,
		stockLen:     uint8(f.stockLen),
		lastCapturer: int8(f.lastCapturer),
		moves:        uint16(f.moves),
		movesAfter:   uint16(f.movesAfter),
		idle:         uint16(f.idle),
		lastSeat:     -1,
	}
	for _, k := range f.known {
		s.known |= k
	}
	copy(s.piles[:], f.piles[:])
	if f.end == EndNone {
		s.turn = uint8(f.turn)
	}
	if f.last != nil {
		s.lastMove = f.last.Move
		s.lastSeat = int8(f.last.Seat)
		s.lastDrawn = uint8(f.last.Drew)
		s.lastRecycled = uint8(f.last.Recycled.Len())
		if f.end != EndNone {
			s.turn = uint8(f.last.Seat) // Apply leaves the turn with the last mover
		}
	}
	return s
}

// countsU8 returns the hand counts as a View keeps them.
func (f *facts) countsU8() [MaxPlayers]uint8 {
	var out [MaxPlayers]uint8
	for i := range f.players {
		out[i] = uint8(f.counts[i])
	}
	return out
}

// checkCards checks that the hands, piles, table and stock of an n-player
// position hold each of the 36 cards exactly once, and that every seat's
// known cards are in his hand.
func checkCards(n int, hands, known, piles []cards.Set, table cards.Set, stock cards.Deck) error {
	var places placement
	for i := range n {
		places.add(hands[i], "seat "+itoa(i)+"'s hand")
	}
	for i := range n {
		places.add(piles[i], "seat "+itoa(i)+"'s pile")
	}
	places.add(table, "the table")
	for _, c := range stock {
		places.add(cards.SetOf(c), "the stock")
	}
	if err := places.check(); err != nil {
		return err
	}
	if !places.seen.Contains(cards.Deck36) {
		missing := cards.Deck36.Minus(places.seen)
		c, _ := missing.Min()
		return invalidState("card %v is missing (%d missing in all: %v)", c, missing.Len(), missing)
	}
	for i := range n {
		if !hands[i].Contains(known[i]) {
			c, _ := known[i].Minus(hands[i]).Min()
			return invalidState("seat %d's known card %v is not in his hand", i, c)
		}
	}
	return nil
}

// check returns nil when s is a position a game of Equi can reach, as far
// as its own fields tell, and otherwise an error wrapping ErrInvalidState
// that names the problem: the checks of [State.UnmarshalJSON].
func (s State) check() error {
	n := int(s.players)
	if n < MinPlayers || n > MaxPlayers {
		return invalidState("players is %d, want 2 to 6", n)
	}
	var known [MaxPlayers]cards.Set
	var held cards.Set
	for i := range n {
		known[i] = s.known & s.hands[i]
		held |= s.hands[i]
	}
	if stray := s.known &^ held; !stray.Empty() {
		c, _ := stray.Min()
		return invalidState("known card %v is in no hand", c)
	}
	if err := checkCards(n, s.hands[:n], known[:n], s.piles[:n], s.table, s.Stock()); err != nil {
		return err
	}
	f := facts{
		players: n, dealer: int(s.dealer), turn: s.Turn(), end: s.end,
		table: s.table, stockLen: int(s.stockLen), lastCapturer: int(s.lastCapturer),
		moves: int(s.moves), movesAfter: int(s.movesAfter), idle: int(s.idle),
	}
	for i := range n {
		f.counts[i] = s.hands[i].Len()
	}
	f.known, f.piles = known, s.piles
	if e, ok := s.LastEvent(); ok {
		f.last = &e
	}
	return f.check()
}
