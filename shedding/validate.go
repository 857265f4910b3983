package shedding

import (
	"slices"

	"github.com/cardrules/cardrules/cards"
)

// checkState returns an error wrapping [cards.ErrInvalidState] when s is
// not a position a game can reach under r: the checks of
// [Rules.ParseState] and [Rules.DecodeState], the position's own
// ([State.check]) and those of the table ([Rules.checkPublic]).
func (r *Rules) checkState(s *State) error {
	if err := s.check(); err != nil {
		return err
	}
	if err := r.checkPublic(&s.Public); err != nil {
		return err
	}
	if err := r.checkCalled(&s.Public, s.hands[(s.lastSeat+MaxPlayers-1)%MaxPlayers].Len()); err != nil {
		return err
	}
	if deck := s.discard | cards.SetOf(s.top) | cards.SetOf(s.AppendStock(nil)...) | s.handsSet(); deck != r.Deck {
		return invalidState("the cards are not the %d of the rules' deck", r.Deck.Len())
	}
	return nil
}

// handsSet returns the cards of every hand.
func (s *State) handsSet() cards.Set {
	var all cards.Set
	for _, h := range s.hands {
		all |= h
	}
	return all
}

// checkPublic returns an error wrapping [cards.ErrInvalidState] when p,
// whose own checks passed, is not the public part of a position r can
// reach, as far as the table says: the number of players, the cards
// played counted as r counts them, the deal within the match, a match's
// totals, a named top card one of r's Call.
func (r *Rules) checkPublic(p *Public) error {
	switch {
	case int(p.players) != r.Players:
		return invalidState("a position of %d players under rules of %d", p.players, r.Players)
	case !r.countsPlays() && p.plays != 0:
		return invalidState("%d cards played, yet the rules count none (MaxMoves without MaxPlays)", p.plays)
	case r.countsPlays() && p.discard.Len() > int(p.plays):
		return invalidState("%d discards, yet only %d cards played", p.discard.Len(), p.plays)
	case r.MaxPlays != 0 && int(p.plays) > r.MaxPlays:
		return invalidState("%d cards played, more than the rules' MaxPlays %d", p.plays, r.MaxPlays)
	case int(p.deal) >= r.numDeals():
		return invalidState("deal %d of a game of %d deals", p.deal, r.numDeals())
	case r.Deals[0] == 0 && (p.totals != [MaxPlayers]int32{} || p.lastDeal != 0):
		return invalidState("totals or a last deal in a game of one deal")
	case r.Deals[0] != 0 && p.mover == 0 && p.players != 0 && p.lastDeal == 0:
		return invalidState("a match is over, yet no deal of it has ended")
	case p.moves > 0 && r.form(p.lastMove) != "":
		return invalidState("the last move %v is not a move of the rules: %s", p.lastMove, r.form(p.lastMove))
	case p.named && !r.Call.Has(p.top) && r.Variant == nil:
		return invalidState("the top card %v names a suit, yet it is not one of the rules' Call, and no Variant names one", p.top)
	case int(p.drawn) > r.MaxDraw:
		return invalidState("%d cards drawn this turn, more than the rules' MaxDraw %d", p.drawn, r.MaxDraw)
	case p.varied() && r.Variant == nil:
		return invalidState("a variant's counters or added scores, yet the rules have no Variant")
	}
	if r.Variant == nil {
		return p.checkLastEvent()
	}
	return nil
}

// checkLastEvent returns an error wrapping [cards.ErrInvalidState] when the
// last move of p, under a table without a Variant, is not what the table's
// steps leave: a card naming a suit leaves it in force and named, a card
// naming none leaves none named, and only the seat that drew drew. A
// Variant may name a suit or make seats draw after any move
// ([Effects.NameSuit], [Effects.Draw]), so a table with one is not held to
// this.
func (p *Public) checkLastEvent() error {
	if p.moves == 0 {
		return nil // the last event, if any, is the upcard or the last deal's
	}
	switch p.lastMove.kind {
	case KindCard, KindSet:
		if u, ok := p.lastMove.Call(); ok && (u != p.suit || !p.named) {
			return invalidState("the last move named %s, yet %s is in force", suitNames[u], suitNames[p.suit])
		}
		if _, ok := p.lastMove.Call(); !ok && p.named {
			return invalidState("the last move named no suit, yet the top card did")
		}
	case KindDraw:
		if p.othersDrew() {
			return invalidState("the last move was a draw, yet another seat drew")
		}
	default:
		if p.drew != [MaxPlayers]uint8{} {
			return invalidState("the last move was a pass, yet a seat drew")
		}
	}
	return nil
}

// checkCalled returns an error wrapping [cards.ErrInvalidState] when the
// last move of p is a card with the last-card call that did not leave its
// player one card: held is the number of cards that player holds, which
// is one more than he drew in the move. A Variant may make seats draw
// after any move, so a table with one is not held to this.
func (r *Rules) checkCalled(p *Public, held int) error {
	if p.moves == 0 || p.lastMove.kind != KindCard || !p.lastMove.one() || r.Variant != nil {
		return nil
	}
	if drew := int(p.drew[(p.lastSeat+MaxPlayers-1)%MaxPlayers]); held != 1+drew {
		return invalidState("the last move %v made the last-card call, yet its player holds %d cards and drew %d", p.lastMove, held, drew)
	}
	return nil
}

// numDeals returns the number of deals of a game under r: those of
// Deals, or 1.
func (r *Rules) numDeals() int {
	n := 0
	for n < maxDeals && r.Deals[n] != 0 {
		n++
	}
	return max(n, 1)
}

// check returns an error wrapping [cards.ErrInvalidState] when s is not a
// position a game can reach under some rules: the checks of the decoders
// that do not need the table ([Rules.checkState] adds those). The counters
// are checked against the widest rules (a draw cap of 52, 65535 cards
// played), and the deck against every deck a table may use.
func (s *State) check() error {
	if err := s.Public.check(); err != nil {
		return err
	}
	n := int(s.players)
	for i := n; i < MaxPlayers; i++ {
		if !s.hands[i].Empty() {
			return invalidState("seat %d holds cards in a game of %d players", i, n)
		}
	}
	if int(s.nstock) > maxStock {
		return invalidState("the stock holds %d cards; it can hold %d", s.nstock, maxStock)
	}
	// Every card in exactly one place.
	seen := cards.SetOf(s.top)
	place := func(set cards.Set, where string) error {
		if dup := seen & set; dup != 0 {
			c, _ := dup.Min()
			return invalidState("card %v appears twice: %s holds it too", c, where)
		}
		seen |= set
		return nil
	}
	if err := place(s.discard, "the discards"); err != nil {
		return err
	}
	for i := range n {
		if err := place(s.hands[i], seatText(i)); err != nil {
			return err
		}
	}
	for i := range int(s.nstock) {
		if err := place(cards.SetOf(s.stock[i]), "the stock"); err != nil {
			return err
		}
	}
	for i := int(s.nstock); i < maxStock; i++ {
		if s.stock[i] != 0 {
			return invalidState("a stock slot past its top is not cleared")
		}
	}
	if !slices.Contains(decks[:], seen) {
		c, _ := cards.Deck52.Minus(seen).Min()
		return invalidState("the cards are no deck a game plays with: card %v is nowhere", c)
	}
	if s.mover != 0 {
		for i := range n {
			if s.hands[i].Empty() {
				return invalidState("seat %d holds no card, yet the game goes on", i)
			}
		}
	}
	switch s.end {
	case EndOut:
		if !s.hands[s.out-1].Empty() {
			return invalidState("seat %d went out, yet holds %v", s.out-1, s.hands[s.out-1])
		}
	case EndNone, EndBlocked, EndTurnLimit, EndMoveLimit:
	}
	if c, ok := s.Drawn(); ok && !s.hands[s.mover-1].Has(c) {
		return invalidState("seat %d drew %v this turn, yet does not hold it", s.mover-1, c)
	}
	for i := range n {
		h := s.hands[i]
		if (s.moves > 0 || s.upcard) && h.Len() < int(s.drew[i]) {
			return invalidState("seat %d drew %d cards with the last event, yet holds %d", i, s.drew[i], h.Len())
		}
		for k, x := range s.barred[i] {
			if int(x) > h.Len() {
				return invalidState("seat %d holds %d cards, yet %d are barred from %v", i, h.Len(), x, Void(k))
			}
		}
		if s.mover == 0 && s.lastDeal != 0 && s.lastHands[i] != h {
			return invalidState("the game is over, yet seat %d's hand %v is not its last hand %v", i, h, s.lastHands[i])
		}
	}
	return nil
}

// seatText names a seat in a message.
func seatText(i int) string { return "seat " + string(rune('0'+i)) }

// check returns an error wrapping [cards.ErrInvalidState] when p is no
// public part of a reachable position: the checks that do not need the
// hidden cards.
func (p *Public) check() error {
	n := int(p.players)
	switch {
	case n < MinPlayers || n > MaxPlayers:
		return invalidState("%d players; a game has %d to %d", n, MinPlayers, MaxPlayers)
	case int(p.dealer) >= n:
		return invalidState("dealer %d is not a seat of %d", p.dealer, n)
	case int(p.mover) > n:
		return invalidState("seat %d to move is not a seat of %d", p.mover-1, n)
	case !p.top.Valid():
		return invalidState("no top card")
	case p.suit >= cards.NumSuits:
		return invalidState("suit in force %d is no suit", p.suit)
	case p.named && p.moves == 0:
		return invalidState("the top card %v named the suit, yet no move was made", p.top)
	case p.suit != p.top.Suit() && !p.named:
		return invalidState("the suit in force is %s, yet the top card %v named none", suitNames[p.suit], p.top)
	case p.discard.Has(p.top):
		return invalidState("the top card %v is among the discards", p.top)
	case p.dir >= numDirections:
		return invalidState("direction %d is no direction", p.dir)
	case uint64(p.plays) > uint64(p.moves)*cards.NumSuits:
		return invalidState("%d cards played in %d moves", p.plays, p.moves)
	case p.moves > 0 && p.lastSeat == 0:
		return invalidState("%d moves, yet no last move", p.moves)
	case p.moves == 0 && p.lastSeat != 0 && p.deal == 0 && !p.upcard:
		return invalidState("no move made, yet the last move is %v", p.lastMove)
	case p.upcard && (p.moves != 0 || p.lastSeat != p.dealer+1 || p.lastMove != Play(p.top) || p.drew == [MaxPlayers]uint8{}):
		return invalidState("the upcard %v is the last event, yet %d moves were made, or the dealer did not turn it up, or no seat drew", p.top, p.moves)
	case p.end != EndNone && p.moves == 0:
		return invalidState("the game ended (%v) before its first move", p.end)
	case int(p.lastSeat) > n:
		return invalidState("the last move's seat %d is not a seat of %d", p.lastSeat-1, n)
	case p.lastSeat != 0 && !p.lastMove.Valid():
		return invalidState("the last move %v is no move", p.lastMove)
	case p.lastSeat == 0 && p.lastMove != Move{}:
		return invalidState("a last move %v without its seat", p.lastMove)
	case p.end >= numEnds:
		return invalidState("end reason %d is no reason", p.end)
	case (p.mover == 0) != (p.end != EndNone):
		return invalidState("the game is over exactly when it has an end: turn %d, end %v", int(p.mover)-1, p.end)
	case (p.end == EndOut) != (p.out != 0) || int(p.out) > n:
		return invalidState("seat %d out with end %v", int(p.out)-1, p.end)
	case p.end == EndOut && (p.lastSeat != p.out || !p.lastMove.Top().Valid()):
		return invalidState("seat %d went out, yet did not play the last card", p.out-1)
	case p.end == EndBlocked && (p.nstock != 0 || p.passes == 0 || int(p.passes) > n+1):
		return invalidState("blocked with %d cards in the stock and %d passes", p.nstock, p.passes)
	case p.end == EndTurnLimit && !p.lastMove.Top().Valid():
		return invalidState("the turn limit ended the game, yet the last move was no card")
	case p.end != EndBlocked && int(p.passes) > n:
		return invalidState("%d passes in a row in a game of %d players that goes on", p.passes, n)
	case p.passes > 0 && p.nstock != 0:
		return invalidState("%d passes with an empty stock, yet the stock holds %d cards", p.passes, p.nstock)
	case p.pending > 0 && (p.nstock == 0 && p.discard == 0 || p.drawn != 0):
		return invalidState("a draw of %d pending, %d in the stock, %d drawn", p.pending, p.nstock, p.drawn)
	case p.drawn > 0 && (p.lastSeat != p.mover || p.lastMove.kind != KindDraw):
		return invalidState("seat %d has drawn %d cards this turn, yet did not make the last move, a draw", int(p.mover)-1, p.drawn)
	case p.pending > 0 && p.moves > 0 && !p.lastMove.Top().Valid():
		return invalidState("a draw of %d pending, yet the last move %v played no card", p.pending, p.lastMove)
	case p.passes > 0 && p.lastMove.kind != KindPass && p.lastMove.kind != KindDraw:
		return invalidState("%d passes in a row, yet the last move is %v", p.passes, p.lastMove)
	case p.end == EndBlocked && p.lastMove.kind != KindPass:
		return invalidState("blocked, yet the last move is %v, not a pass", p.lastMove)
	case p.justDrew != 0 && (p.drawn == 0 || p.mover == 0 || p.justDrew > cards.NumCards):
		return invalidState("a card drawn this turn, yet %d drawn and the turn %d", p.drawn, int(p.mover)-1)
	case (p.pending == 0) != (p.chain == 0) || p.chain > p.pending:
		return invalidState("a chain of %d plays for a pending draw of %d", p.chain, p.pending)
	case p.drawn > cards.NumCards:
		return invalidState("%d cards drawn in a turn", p.drawn)
	}
	if err := p.checkShown(); err != nil {
		return err
	}
	if p.moves == 0 {
		return nil // the last event, if any, is the upcard or the last deal's
	}
	switch p.lastMove.kind {
	case KindCard, KindSet:
		if p.lastMove.Top() != p.top {
			return invalidState("the last move played %v, yet %v is on top", p.lastMove.Top(), p.top)
		}
		// A Variant may name another suit (Effects.NameSuit), which
		// leaves it named, and make seats draw (Effects.Draw) after any
		// move: checkLastEvent holds a table without one to more.
		if _, ok := p.lastMove.Call(); ok && !p.named {
			return invalidState("the last move named a suit, yet none is named")
		}
	case KindDraw:
		if p.drew[(p.lastSeat-1)%MaxPlayers] == 0 {
			return invalidState("the last move drew no card")
		}
	}
	return nil
}

// checkShown returns an error wrapping [cards.ErrInvalidState] when the
// draws, the voids or the last deal of p are not those of a reachable
// position.
func (p *Public) checkShown() error {
	n := int(p.players)
	for i := n; i < MaxPlayers; i++ {
		if p.drew[i] != 0 || p.barred[i] != [NumVoids]uint8{} || p.lastHands[i] != 0 {
			return invalidState("seat %d drew, is barred or held cards in a game of %d players", i, n)
		}
	}
	for i := range n {
		for k, x := range p.barred[i] {
			if x > cards.NumCards {
				return invalidState("seat %d: %d cards barred from %v", i, x, Void(k))
			}
		}
		if p.drew[i] > cards.NumCards {
			return invalidState("seat %d drew %d cards", i, p.drew[i])
		}
	}
	if p.lastDeal == 0 {
		if p.lastEnd != EndNone || p.lastOut != 0 || p.lastHands != [MaxPlayers]cards.Set{} || p.deal != 0 {
			return invalidState("no deal has ended, yet the last deal has an end or hands, or this is deal %d", p.deal)
		}
		return nil
	}
	var seen cards.Set
	for i, h := range p.lastHands[:n] {
		if seen&h != 0 {
			return invalidState("a card of seat %d's last hand is in another's", i)
		}
		seen |= h
	}
	switch {
	case p.mover != 0 && p.lastDeal != p.deal:
		return invalidState("deal %d goes on, yet the last deal ended is %d", p.deal, int(p.lastDeal)-1)
	case p.mover == 0 && (p.lastDeal != p.deal+1 || p.lastEnd != p.end || p.lastOut != p.out):
		return invalidState("the game is over, yet the last deal ended is not this one as it ended")
	case p.lastEnd == EndNone || p.lastEnd >= numEnds:
		return invalidState("the last deal ended with no reason")
	case (p.lastEnd == EndOut) != (p.lastOut != 0) || int(p.lastOut) > n:
		return invalidState("seat %d out of the last deal with end %v", int(p.lastOut)-1, p.lastEnd)
	case p.lastOut != 0 && p.lastHands[p.lastOut-1] != 0:
		return invalidState("seat %d went out of the last deal, yet held %v", p.lastOut-1, p.lastHands[p.lastOut-1])
	}
	return nil
}

// fits reports whether v, which is the zero View or holds a valid position
// as far as its seat can see (every View does: [NewView] takes a State,
// which is valid or zero, and the decoders check), is a view under the
// table t of its rules, which is what [View.check] asks of the rules:
// [SampleView] needs no more.
func (v *View[G]) fits(t *Rules) bool {
	if v.players == 0 || t.Validate() != nil || t.checkPublic(&v.Public) != nil {
		return false
	}
	pile := v.discard | cards.SetOf(v.top)
	if !t.Deck.Contains(v.hand|pile) || (v.named && !t.Call.Has(v.top) && t.Variant == nil) {
		return false
	}
	total := int(v.nstock) + pile.Len()
	for i, c := range v.counts {
		total += int(c)
		for _, x := range v.barred[i] {
			if x > c {
				return false
			}
		}
	}
	if v.seat != 0 && !t.mayHold(&v.Public, int(v.seat)-1, v.hand) {
		return false
	}
	return total == t.Deck.Len()
}

// check returns an error wrapping [cards.ErrInvalidState] when v is no
// view of a reachable position under its rules, as far as its seat can
// see.
func (v *View[G]) check() error {
	if v.players == 0 {
		return invalidState("the zero View is no view")
	}
	if err := v.Public.check(); err != nil {
		return err
	}
	t := v.rules.Table()
	if err := t.Validate(); err != nil {
		return err
	}
	if err := t.checkPublic(&v.Public); err != nil {
		return err
	}
	n := int(v.players)
	if int(v.seat) > n {
		return invalidState("seat %d is not a seat of %d", v.seat-1, n)
	}
	if v.seat == 0 && !v.hand.Empty() {
		return invalidState("the spectator's view holds a hand")
	}
	if v.hand&(v.discard|cards.SetOf(v.top)) != 0 {
		return invalidState("the hand holds a card of the pile")
	}
	if !t.Deck.Contains(v.hand | v.discard | cards.SetOf(v.top)) {
		return invalidState("the hand or the pile holds a card the game does not play with")
	}
	if v.seat != 0 && int(v.counts[v.seat-1]) != v.hand.Len() {
		return invalidState("seat %d holds %d cards, yet its count is %d", v.seat-1, v.hand.Len(), v.counts[v.seat-1])
	}
	total := int(v.nstock)
	for i, c := range v.counts {
		if i >= n && c != 0 {
			return invalidState("seat %d holds cards in a game of %d players", i, n)
		}
		if i < n && c == 0 && v.mover != 0 {
			return invalidState("seat %d holds no card, yet the game goes on", i)
		}
		total += int(c)
	}
	if int(v.nstock) > maxStock {
		return invalidState("the stock holds %d cards; it can hold %d", v.nstock, maxStock)
	}
	if total+v.discard.Len()+1 != t.Deck.Len() {
		return invalidState("the hands, the stock and the pile hold %d cards, not %d", total+v.discard.Len()+1, t.Deck.Len())
	}
	for i := range n {
		for k, x := range v.barred[i] {
			if x > v.counts[i] {
				return invalidState("seat %d holds %d cards, yet %d are barred from %v", i, v.counts[i], x, Void(k))
			}
		}
	}
	if c, ok := v.Drawn(); ok && (v.seat != v.mover || !v.hand.Has(c)) {
		return invalidState("the view of seat %d shows %v drawn by seat %d, which is not its own", v.Seat(), c, v.mover-1)
	}
	if v.seat != 0 && !t.mayHold(&v.Public, int(v.seat)-1, v.hand) {
		return invalidState("seat %d's hand %v does not fit what its play showed: the voids, or the answer it must hold", v.seat-1, v.hand)
	}
	if err := t.checkCalled(&v.Public, int(v.counts[(v.lastSeat+MaxPlayers-1)%MaxPlayers])); err != nil {
		return err
	}
	if v.end == EndOut && v.counts[v.out-1] != 0 {
		return invalidState("seat %d went out, yet holds %d cards", v.out-1, v.counts[v.out-1])
	}
	return nil
}

// othersDrew reports whether a seat other than the last move's drew with
// the last event.
func (p *Public) othersDrew() bool {
	for i, n := range p.drew {
		if n != 0 && i != int(p.lastSeat)-1 {
			return true
		}
	}
	return false
}
