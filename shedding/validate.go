package shedding

import (
	"slices"
	"strconv"
	"strings"

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
	for i := range int(s.players) {
		if err := r.checkHand(&s.Public, i, s.hands[i]); err != nil {
			return err
		}
	}
	return nil
}

// checkHand returns an error wrapping [cards.ErrInvalidState] when seat,
// a seat of p, cannot hold hand as far as play showed under r
// ([Rules.mayHold]): the seat to answer a pending draw under ForcedDraw
// holds an answer, and the hand fits the voids the seat showed
// ([Public.Barred]). The decoders ask it of every hand of a State and of
// a view's own hand.
func (r *Rules) checkHand(p *Public, seat int, hand cards.Set) error {
	if r.mayHold(p, seat, hand) {
		return nil
	}
	if h := r.shown(p, seat); h.must != 0 && hand&h.must == 0 {
		return invalidState("seat %d must answer a pending draw of %d, yet holds no card of the rules' Answer: under ForcedDraw it would have drawn at once", seat, p.pending)
	}
	return invalidState("seat %d holds %v, more cards of the kinds it showed it lacks (barred) than it drew since", seat, hand)
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
// totals, a named top card one of r's Call, a last move of a form r
// allows ([Rules.ParseMove]), a pending draw its chain of plays can make
// ([Rules.checkChain]).
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
	case p.named && !r.Call.Has(p.top) && r.Variant == nil:
		return invalidState("the top card %v names a suit, yet it is not one of the rules' Call, and no Variant names one", p.top)
	case int(p.drawn) > r.MaxDraw:
		return invalidState("%d cards drawn this turn, more than the rules' MaxDraw %d", p.drawn, r.MaxDraw)
	case p.varied() && r.Variant == nil:
		return invalidState("a variant's counters or added scores, yet the rules have no Variant")
	}
	if p.lastSeat != 0 && !p.upcard {
		if why := r.form(p.lastMove); why != "" {
			return invalidState("the last move %v is no move of the rules: %s", p.lastMove, why)
		}
	}
	if err := r.checkChain(p); err != nil {
		return err
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
		for i, x := range p.totals {
			if x != 0 {
				return invalidState("no deal has ended, yet seat %d has a total score", i)
			}
		}
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
// table t of its rules, which is what [View.check] asks of the rules,
// some deal of the unseen cards fitting what play showed
// ([View.dealFits]) included: [SampleView] needs no more.
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
	return total == t.Deck.Len() && v.dealFits(t)
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
	if v.seat != 0 {
		if err := t.checkHand(&v.Public, int(v.seat)-1, v.hand); err != nil {
			return err
		}
	}
	if err := t.checkCalled(&v.Public, int(v.counts[(v.lastSeat+MaxPlayers-1)%MaxPlayers])); err != nil {
		return err
	}
	if v.end == EndOut && v.counts[v.out-1] != 0 {
		return invalidState("seat %d went out, yet holds %d cards", v.out-1, v.counts[v.out-1])
	}
	return v.checkDeal(&t)
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

// checkChain returns an error wrapping [cards.ErrInvalidState] when the
// pending draw of p and its chain of plays are not what r's cards make:
// the chain's first play is a card whose Draw is above 0, each later one
// a card of Answer adding its Chain (its Draw when it has none), all
// distinct cards of the deck unless a card may be played twice in a
// chain (chainRedraws), and the draw pending the sum of what they add. A
// set counts as its top card; a Variant ends a pending draw at most,
// never adds to one.
func (r *Rules) checkChain(p *Public) error {
	if p.chain == 0 {
		return nil // Public.check: no chain, no draw pending
	}
	k := int(p.chain)
	adds := func(c cards.Card) uint8 {
		if x := r.Chain[c.Rank()]; x != 0 {
			return x
		}
		return r.Draw[c.Rank()]
	}
	var answers cards.Set // the cards that add to a pending draw they answer
	for c := range (r.Answer & r.Deck).All() {
		if adds(c) > 0 {
			answers = answers.Add(c)
		}
	}
	if r.chainRedraws() {
		return r.checkRedrawnChain(p, answers, adds)
	}
	longest := 0
	var sums drawSums // the draws a chain of k plays makes
	for rank := cards.Two; rank <= cards.Ace; rank++ {
		first := r.Deck & cards.RankSet(rank)
		if r.Draw[rank] == 0 || first.Empty() {
			continue
		}
		rest := answers // what may answer the first card
		if first.Minus(answers).Empty() {
			c, _ := first.Min() // every first card is an answer: one is spent
			rest = rest.Remove(c)
		}
		longest = max(longest, 1+rest.Len())
		if k-1 > rest.Len() {
			continue
		}
		// by[j] holds the sums of j answers among the cards seen so far.
		var by [cards.NumCards + 1]drawSums
		by[0].add(int(r.Draw[rank]))
		seen := 0
		for c := range rest.All() {
			seen++
			for j := min(seen, k-1); j > 0; j-- {
				by[j].or(by[j-1].shifted(int(adds(c))))
			}
		}
		sums.or(by[k-1])
	}
	switch {
	case k > longest:
		return invalidState("a chain of %d plays makes the pending draw, yet the rules' cards (Draw, Answer) make one of %d at most", k, longest)
	case !sums.has(int(p.pending)):
		return invalidState("%d cards to draw for a chain of %d plays, yet the rules' Draw and Chain give %s", p.pending, k, sums)
	}
	return nil
}

// chainRedraws reports whether a card played in a chain of plays for a
// pending draw may be played in it again: the discards, the chain's
// covered cards among them, are turned into the stock (Reshuffle), and
// cards are drawn while the draw is pending, by the draws of an answer
// (Others, Feed), the cost of a missed last-card call (LastCall) or a
// Variant's steps.
func (r *Rules) chainRedraws() bool {
	if !r.Reshuffle && !r.LateReshuffle {
		return false
	}
	if r.LastCall > 0 || r.Variant != nil {
		return true
	}
	for c := range (r.Answer & r.Deck).All() {
		if r.Others[c.Rank()]|r.Feed[c.Rank()] != 0 {
			return true
		}
	}
	return false
}

// checkRedrawnChain is checkChain under a table where a card may be
// played twice in a chain (chainRedraws): the answers that add to the
// draw, answers, each adding adds(c), may each be played any number of
// times, so that a chain is as long as its count can say.
func (r *Rules) checkRedrawnChain(p *Public, answers cards.Set, adds func(cards.Card) uint8) error {
	k := int(p.chain)
	if k > 1 && answers.Empty() {
		return invalidState("a chain of %d plays makes the pending draw, yet the rules' cards (Draw, Answer) make one of 1 at most", k)
	}
	var sums drawSums // the draws of the chain's first j plays
	for rank := cards.Two; rank <= cards.Ace; rank++ {
		if r.Draw[rank] != 0 && r.Deck&cards.RankSet(rank) != 0 {
			sums.add(int(r.Draw[rank]))
		}
	}
	var steps [cards.NumCards]int // what an answer adds, each once
	n := 0
	for c := range answers.All() {
		if !slices.Contains(steps[:n], int(adds(c))) {
			steps[n] = int(adds(c))
			n++
		}
	}
	for range k - 1 {
		var next drawSums
		for _, x := range steps[:n] {
			next.or(sums.shifted(x))
		}
		sums = next
	}
	if !sums.has(int(p.pending)) {
		return invalidState("%d cards to draw for a chain of %d plays, yet the rules' Draw and Chain give %s", p.pending, k, sums)
	}
	return nil
}

// drawSums is a set of pending draws, 0 to 255, one bit each.
type drawSums [4]uint64

func (d *drawSums) add(n int)     { d[n>>6&3] |= 1 << (n & 63) }
func (d drawSums) has(n int) bool { return n >= 0 && n < 256 && d[n>>6]>>(n&63)&1 != 0 }
func (d *drawSums) or(e drawSums) {
	d[0], d[1], d[2], d[3] = d[0]|e[0], d[1]|e[1], d[2]|e[2], d[3]|e[3]
}

// shifted returns d with n, 0 to 255, added to each sum, the sums past
// 255 dropped.
func (d drawSums) shifted(n int) drawSums {
	var e drawSums
	w, b := n>>6, uint(n&63)
	for i := 3; i >= w; i-- {
		e[i] = d[i-w] << b
		if b > 0 && i-w > 0 {
			e[i] |= d[i-w-1] >> (64 - b)
		}
	}
	return e
}

// String lists the sums of d: "2", "3 or 4", "3, 4 or 6", up to eight,
// else "from 3 to 60", or "none".
func (d drawSums) String() string {
	var list []string
	for x := range 256 {
		if d.has(x) {
			list = append(list, strconv.Itoa(x))
		}
	}
	switch n := len(list); {
	case n == 0:
		return "none"
	case n == 1:
		return list[0]
	case n > 8:
		return "from " + list[0] + " to " + list[n-1]
	}
	return strings.Join(list[:len(list)-1], ", ") + " or " + list[len(list)-1]
}
