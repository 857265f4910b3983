package boxes

import (
	"github.com/cardrules/cardrules/cards"
)

// The places a card can be, for the messages of [cards.ErrInvalidState].
const (
	placeTop      = NumSeats
	placeDiscards = NumSeats + 1
	placeStock    = NumSeats + 2
)

var placeNames = [...]string{
	"in seat 0's hand", "in seat 1's hand", "in seat 2's hand", "in seat 3's hand",
	"as the top card", "in the discards", "in the stock",
}

// cardPlaces remembers where each card was seen, to name both places of a
// card seen twice.
type cardPlaces struct {
	at [cards.NumCards]uint8 // place plus one; 0 when not seen
}

func (p *cardPlaces) put(c cards.Card, place int) error {
	if !c.Valid() {
		return invalidState("%v %s is not a card", c, placeNames[place])
	}
	switch prev := int(p.at[c]) - 1; {
	case prev == place:
		return invalidState("card %v appears twice %s", c, placeNames[place])
	case prev >= 0:
		return invalidState("card %v appears twice: %s and %s", c, placeNames[prev], placeNames[place])
	}
	p.at[c] = uint8(place + 1)
	return nil
}

func (p *cardPlaces) putSet(s cards.Set, place int) error {
	if !s.Valid() {
		return invalidState("the cards %s hold bits that are not cards", placeNames[place])
	}
	for c := range s.All() {
		if err := p.put(c, place); err != nil {
			return err
		}
	}
	return nil
}

// missing returns the first card not seen, and false when every card was.
func (p *cardPlaces) missing() (cards.Card, bool) {
	for c, at := range p.at {
		if at == 0 {
			return cards.Card(c), true
		}
	}
	return cards.NoCard, false
}

// check returns an error wrapping [cards.ErrInvalidState] that names the first
// thing wrong with s, or nil when s is a position a match can reach: the zero
// State, or one whose every card is in exactly one place and whose counters
// agree with each other. It checks what can be checked without the rules,
// and so accepts the positions of every [Variant] too: the steps of
// [Effects] only move cards from the stock or the discards into a hand
// (never into the hand of a seat that went out), turn, reverse and name
// suits, and the counters and added scores are not checked.
func (s *State) check() error {
	if s.sched.n == 0 {
		if *s != (State{}) {
			return invalidState("a state with no deals must be the zero State")
		}
		return nil
	}
	if err := checkPublic(&s.Public, true); err != nil {
		return err
	}
	var p cardPlaces
	for seat, h := range s.hands {
		if err := p.putSet(h, seat); err != nil {
			return err
		}
	}
	if err := p.put(s.top, placeTop); err != nil {
		return err
	}
	if err := p.putSet(s.discard, placeDiscards); err != nil {
		return err
	}
	for i, c := range s.stock {
		if i >= int(s.nstock) {
			if c != 0 {
				return invalidState("stock slot %d is past the stock's %d cards but not cleared", i, s.nstock)
			}
			continue
		}
		if err := p.put(c, placeStock); err != nil {
			return err
		}
	}
	if c, ok := p.missing(); ok {
		return invalidState("card %v is missing", c)
	}
	if s.mover == 0 {
		if s.hands != s.lastHands {
			return invalidState("a finished match must leave the hands its last deal ended with")
		}
		return nil
	}
	for seat, h := range s.hands {
		if h == 0 {
			return invalidState("seat %d holds no card while deal %d goes on", seat, s.deal)
		}
	}
	mover := s.Turn()
	var counts [NumSeats]uint8
	for seat, h := range s.hands {
		counts[seat] = uint8(h.Len())
	}
	if err := checkBarred(&s.Public, &counts); err != nil {
		return err
	}
	for seat, h := range s.hands {
		if err := checkFits(&s.Public, seat, h); err != nil {
			return err
		}
	}
	switch s.phase {
	case PhaseAnswer:
		if s.hands[mover].OfRank(cards.Two) == 0 {
			return invalidState("seat %d must answer a 2 without holding one", mover)
		}
	case PhaseDrawn:
		if !s.hands[mover].Has(s.drawn) {
			return invalidState("the drawn card %v is not in seat %d's hand", s.drawn, mover)
		}
	}
	return nil
}

// checkPublic checks what a view can check too: the schedule, the seats,
// the phase and its counters, the last deal's result and the last move.
// drawnKnown tells whether s shows the card drawn in [PhaseDrawn].
func checkPublic(s *Public, drawnKnown bool) error {
	sch := s.sched
	if sch.n == 0 || sch.n > MaxDeals {
		return invalidState("the schedule has %d deals; want 1 to %d", sch.n, MaxDeals)
	}
	for i := range MaxDeals {
		switch n := sch.size(i); {
		case i >= int(sch.n) && n != 0:
			return invalidState("the schedule holds a size past its last deal")
		case i < int(sch.n) && (n < 1 || n > MaxDealSize):
			return invalidState("deal %d of the schedule deals %d cards; want 1 to %d", i, n, MaxDealSize)
		}
	}
	if s.nstock > maxStock {
		return invalidState("the stock holds %d cards; it can hold %d", s.nstock, maxStock)
	}
	if s.dealer >= NumSeats {
		return invalidState("dealer %d is not a seat from 0 to 3", s.dealer)
	}
	if s.dir > Counterclockwise {
		return invalidState("direction %v is not a direction", s.dir)
	}
	if s.mover > NumSeats {
		return invalidState("seat %d to move is not a seat from 0 to 3", int(s.mover)-1)
	}
	over := s.mover == 0
	switch {
	case over && s.deal != sch.n:
		return invalidState("the match is over after deal %d of %d", s.deal, sch.n)
	case !over && s.deal >= sch.n:
		return invalidState("deal %d is past the last deal of the schedule, %d", s.deal, sch.n-1)
	}
	if !s.top.Valid() {
		return invalidState("the top card %v is not a card", s.top)
	}
	if !s.suit.Valid() {
		return invalidState("the suit in force %v is not a suit", s.suit)
	}
	if s.phase >= PhaseOver {
		return invalidState("phase %v is not a phase of play", s.phase)
	}
	if over {
		if s.phase != PhasePlay || s.chain != 0 || s.pending != 0 || s.passes != 0 || s.drawn != cards.NoCard {
			return invalidState("a finished match has no phase, 2-chain, passes or drawn card")
		}
		if s.barred != ([NumSeats]uint64{}) {
			return invalidState("a finished match has no voids (Barred)")
		}
	} else if err := checkPhase(s, drawnKnown); err != nil {
		return err
	}
	if err := checkLastDeal(s); err != nil {
		return err
	}
	return checkLastMove(s)
}

// checkBarred checks that no seat is barred ([Public.Barred]) more cards
// than it holds, counts giving the hands' sizes.
func checkBarred(s *Public, counts *[NumSeats]uint8) error {
	for seat := range NumSeats {
		b := s.bars(seat)
		for k, n := range b {
			if n > counts[seat] {
				return invalidState("seat %d is barred %d cards from %v, more than the %d it holds", seat, n, Void(k), counts[seat])
			}
		}
	}
	return nil
}

// checkFits checks that hand, the cards seat holds, fits the voids it
// showed ([Public.Barred]): no play gives a hand that does not.
func checkFits(s *Public, seat int, hand cards.Set) error {
	if s.Turn() == seat && s.Phase() == PhaseDrawn && hand.Has(s.drawn) {
		hand = hand.Remove(s.drawn)
	}
	if b := s.bars(seat); !fits(&b, hand) {
		return invalidState("seat %d holds %v, more cards of the kinds it showed it lacks than it drew since", seat, hand)
	}
	return nil
}

// checkPhase checks the counters of the phase of a match in progress.
func checkPhase(s *Public, drawnKnown bool) error {
	if s.phase == PhaseAnswer {
		c, p := s.chain, s.pending
		if c < 1 || c > 3 {
			return invalidState("a 2-chain of %d to answer; want 1 to 3", c)
		}
		if p != c && p != c+1 && p != 2*c {
			return invalidState("%d cards to draw for a 2-chain of %d; want %d, %d or %d", p, c, c, c+1, 2*c)
		}
	} else if s.chain != 0 || s.pending != 0 {
		return invalidState("a 2-chain outside the answer phase")
	}
	switch {
	case s.phase != PhaseDrawn && s.drawn != cards.NoCard:
		return invalidState("a drawn card %v outside the drawn phase", s.drawn)
	case s.phase == PhaseDrawn && drawnKnown && !s.drawn.Valid():
		// Any card: the drawer enters the drawn phase whether or not he
		// can play it (B26).
		return invalidState("the drawn card %v is not a card", s.drawn)
	case s.phase == PhaseDrawn && !drawnKnown && s.drawn != cards.NoCard:
		return invalidState("the drawn card of another seat is shown")
	}
	if s.passes >= NumSeats {
		return invalidState("%d passes in a row; a deal ends at %d", s.passes, NumSeats)
	}
	return nil
}

// checkLastDeal checks the result of the last finished deal and the totals.
func checkLastDeal(s *Public) error {
	if int(s.lastDeal) != int(s.deal) {
		return invalidState("the last finished deal is %d, not the one before deal %d", int(s.lastDeal)-1, s.deal)
	}
	if s.deal == 0 {
		if s.lastReason != EndNone || s.lastOut != 0 || s.lastHands != [NumSeats]cards.Set{} ||
			s.totals != [NumSeats]uint16{} {
			return invalidState("no deal has ended, yet there is a result or a score")
		}
		return nil
	}
	if s.lastReason == EndNone || s.lastReason >= numEnds {
		return invalidState("the last deal ended for reason %v", s.lastReason)
	}
	var seen cards.Set
	for seat, h := range s.lastHands {
		if !h.Valid() {
			return invalidState("seat %d's hand at the end of the last deal holds bits that are not cards", seat)
		}
		if both := seen.Intersect(h); both != 0 {
			return invalidState("card %v is in two hands at the end of the last deal", low(both))
		}
		seen |= h
	}
	switch {
	case s.lastOut > NumSeats || s.lastOut < 0:
		return invalidState("seat %d went out of the last deal, which is not a seat", int(s.lastOut)-1)
	case s.lastReason == EndOut && s.lastOut == 0:
		return invalidState("the last deal ended with a seat going out, but none did")
	case s.lastReason == EndOut && s.lastHands[s.lastOut-1] != 0:
		return invalidState("seat %d went out of the last deal holding %v", s.lastOut-1, s.lastHands[s.lastOut-1])
	case s.lastReason != EndOut && s.lastOut != 0:
		return invalidState("the last deal ended with reason %v, yet seat %d went out", s.lastReason, s.lastOut-1)
	}
	for seat, h := range s.lastHands {
		if score := HandPenalty(h); int(s.totals[seat]) < score {
			return invalidState("seat %d's total %d is below its score in the last deal, %d", seat, s.totals[seat], score)
		}
	}
	return nil
}

// checkLastMove checks the last move, its seat and its draws.
func checkLastMove(s *Public) error {
	if s.lastSeat == upcardSeat {
		switch {
		case s.moves != 0 || s.mover == 0:
			return invalidState("the last event is the deal's upcard, yet the deal has moves or is over")
		case s.lastMove != Play(s.top) || s.discard != 0:
			return invalidState("the last event is the deal's upcard, yet %v is not the upcard alone on the pile", s.lastMove)
		case s.drew == [NumSeats]uint8{}:
			return invalidState("the last event is the deal's upcard, yet it made no one draw")
		}
		for seat, n := range s.drew {
			if n > cards.NumCards {
				return invalidState("seat %d drew %d cards", seat, n)
			}
		}
		return nil
	}
	if s.lastSeat < 0 || s.lastSeat > NumSeats {
		return invalidState("the last move's seat %d is not a seat from 0 to 3", int(s.lastSeat)-1)
	}
	if s.lastSeat == 0 {
		if s.lastMove != (Move{}) || s.drew != [NumSeats]uint8{} || s.deal != 0 || s.moves != 0 {
			return invalidState("no move has been made, yet there is a last move, a draw or a move count")
		}
		return nil
	}
	if !s.lastMove.Valid() {
		return invalidState("the last move %v is not valid", s.lastMove)
	}
	for seat, n := range s.drew {
		if n > cards.NumCards {
			return invalidState("seat %d drew %d cards", seat, n)
		}
	}
	return nil
}

// check returns an error wrapping [cards.ErrInvalidState] that names the
// first thing wrong with v, or nil when some position gives v.
func (v *View) check() error {
	if v.seat > NumSeats {
		return invalidState("view of seat %d, which is not a seat from -1 to 3", int(v.seat)-1)
	}
	seat := v.Seat()
	s := &v.Public
	mover := s.Turn()
	if err := checkPublic(s, seat >= 0 && mover == seat); err != nil {
		return err
	}
	var p cardPlaces
	if seat < 0 && v.hand != 0 {
		return invalidState("the spectator's view shows a hand")
	}
	if seat >= 0 {
		if err := p.putSet(v.hand, seat); err != nil {
			return err
		}
	}
	if err := p.put(s.top, placeTop); err != nil {
		return err
	}
	if err := p.putSet(s.discard, placeDiscards); err != nil {
		return err
	}
	if seat >= 0 && int(v.counts[seat]) != v.hand.Len() {
		return invalidState("seat %d holds %d cards, not %d", seat, v.hand.Len(), v.counts[seat])
	}
	return v.checkUnknown(&p, v.Unknown())
}

// checkUnknown checks that the counts of v account for the cards its seat
// cannot see, and that the phase is possible with them.
func (v *View) checkUnknown(p *cardPlaces, unknown cards.Set) error {
	s := &v.Public
	seat, mover := v.Seat(), s.Turn()
	if s.mover == 0 {
		for i, h := range s.lastHands {
			if int(v.counts[i]) != h.Len() || (i == seat && h != v.hand) {
				return invalidState("a finished match must leave the hands its last deal ended with")
			}
			if i != seat {
				if err := p.putSet(h, i); err != nil {
					return err
				}
			}
		}
		if int(s.nstock) != unknown.Len() {
			return invalidState("%d cards are unseen, but the stock holds %d", unknown.Len(), s.nstock)
		}
		return nil
	}
	hidden := int(s.nstock)
	for i, n := range v.counts {
		if n == 0 {
			return invalidState("seat %d holds no card while deal %d goes on", i, s.deal)
		}
		if i != seat {
			hidden += int(n)
		}
	}
	if hidden != unknown.Len() {
		return invalidState("the other hands and the stock hold %d cards, but %d cards are unseen", hidden, unknown.Len())
	}
	if err := checkBarred(s, &v.counts); err != nil {
		return err
	}
	if seat >= 0 {
		if err := checkFits(s, seat, v.hand); err != nil {
			return err
		}
	}
	switch s.phase {
	case PhaseAnswer:
		if mover == seat && v.hand.OfRank(cards.Two) == 0 {
			return invalidState("seat %d must answer a 2 without holding one", seat)
		}
		if mover != seat && unknown.OfRank(cards.Two) == 0 {
			return invalidState("seat %d must answer a 2, but every 2 is seen elsewhere", mover)
		}
	case PhaseDrawn:
		// The drawn card of another seat may be any card it holds (B26).
		if mover == seat && !v.hand.Has(s.drawn) {
			return invalidState("the drawn card %v is not in seat %d's hand", s.drawn, seat)
		}
	}
	return nil
}

// checkDeal returns an error wrapping [cards.ErrInvalidState] when no deal
// of the cards v's seat cannot see fits the counts and the voids of the
// other seats ([Public.Barred]), and the phase: the seat to answer a 2
// holds one. It is a maximum flow from the unseen cards, by class (suit,
// and 2, 8 or 9, or other), through each seat's voids, highest first, each
// capped at the cards it may hold, to the seats and the stock; a seat to
// play a drawn card takes one card past its voids. The View decoder calls
// it, so that [Rules.Sample] finds a deal for every view it reads.
func (v *View) checkDeal() error {
	if v.mover == 0 {
		return nil
	}
	seat, mover := v.Seat(), v.Turn()
	unknown := v.Unknown()
	var supply [cardClasses]int
	for c := range unknown.All() {
		supply[cardClass(c)]++
	}
	answer := v.phase == PhaseAnswer && mover != seat
	if !answer {
		if v.dealFlows(supply, -1) {
			return nil
		}
	} else {
		for u := range cards.Suit(cards.NumSuits) {
			if two := int(u)*3 + 1; supply[two] > 0 && v.dealFlows(supply, two) {
				return nil
			}
		}
	}
	return invalidState("no deal of the %d unseen cards fits the voids the seats showed (barred)", unknown.Len())
}

// The classes of cards the voids treat alike: for each suit, its 2, its 8
// and 9, and its other cards.
const cardClasses = 3 * cards.NumSuits

// cardClass returns the class of c.
func cardClass(c cards.Card) int {
	switch c.Rank() {
	case cards.Two:
		return int(c.Suit())*3 + 1
	case cards.Eight, cards.Nine:
		return int(c.Suit())*3 + 2
	}
	return int(c.Suit()) * 3
}

// classVoids returns the voids that cover the cards of class k.
func classVoids(k int) []Void {
	switch k % 3 {
	case 1:
		return []Void{Void(k / 3), VoidTwos}
	case 2:
		return []Void{Void(k / 3), VoidEightsNines}
	}
	return []Void{Void(k / 3)}
}

// dealFlows reports whether the unseen cards, supply of each class, can be
// dealt to the seats and the stock; two, when not -1, is the class of a 2
// already given to the seat to move, which must answer with one.
func (v *View) dealFlows(supply [cardClasses]int, two int) bool {
	const (
		source, sink, stock = 0, 1, 2
		classes             = 3
		inf                 = cards.NumCards
	)
	var f flow
	f.n = classes + cardClasses
	seat, mover := v.Seat(), v.Turn()
	total := 0
	for k, n := range supply {
		if k == two {
			n--
		}
		f.add(source, classes+k, n)
		f.add(classes+k, stock, inf)
		total += n
	}
	f.add(stock, sink, int(v.nstock))
	for j := range NumSeats {
		full := int(v.counts[j])
		if j == seat || full == 0 {
			continue
		}
		n := full // the cards to deal
		b := v.bars(j)
		free := 0 // the cards past the voids: the drawn card's
		if j == mover && v.phase == PhaseDrawn {
			free = 1
		}
		given := -1 // the level of the 2 given, for the seat to answer
		if j == mover && two >= 0 {
			n--
			given = 0
			for _, k := range classVoids(two) {
				given = max(given, int(b[k]))
			}
		}
		sj := f.node()
		f.add(sj, sink, n)
		// The levels, highest first, each a node whose flow on is capped.
		var levels [NumVoids]int
		var nodes [NumVoids]int
		m := 0
		for prev := cards.NumCards + 1; ; {
			x := 0
			for _, y := range b {
				if int(y) < prev && int(y) > x {
					x = int(y)
				}
			}
			if x == 0 {
				break
			}
			levels[m], nodes[m] = x, f.node()
			m++
			prev = x
		}
		for i := range m {
			limit := full - free - levels[i]
			if given >= levels[i] {
				limit-- // the 2 given counts here
			}
			if limit < 0 {
				return false
			}
			next := sj
			if i+1 < m {
				next = nodes[i+1]
			}
			f.add(nodes[i], next, limit)
		}
		if free > 0 {
			fj := f.node()
			f.add(fj, sj, free)
			for k := range cardClasses {
				f.add(classes+k, fj, inf)
			}
		}
		for k := range cardClasses {
			level := 0
			for _, x := range classVoids(k) {
				level = max(level, int(b[x]))
			}
			to := sj
			for i := range m {
				if levels[i] == level {
					to = nodes[i]
				}
			}
			f.add(classes+k, to, inf)
		}
	}
	return f.max(source, sink) == total
}

// flow is a small flow network: at most 64 nodes, capacities in a matrix.
type flow struct {
	n   int
	cap [64][64]int
}

// node returns a new node.
func (f *flow) node() int {
	f.n++
	return f.n - 1
}

// add adds capacity c from a to b.
func (f *flow) add(a, b, c int) { f.cap[a][b] += c }

// max returns the maximum flow from s to t (Edmonds and Karp), leaving the
// residual capacities.
func (f *flow) max(s, t int) int {
	total := 0
	for {
		var prev [64]int
		for i := range prev {
			prev[i] = -1
		}
		prev[s] = s
		queue := [64]int{s}
		for head, tail := 0, 1; head < tail && prev[t] < 0; head++ {
			a := queue[head]
			for b := range f.n {
				if prev[b] < 0 && f.cap[a][b] > 0 {
					prev[b] = a
					queue[tail] = b
					tail++
				}
			}
		}
		if prev[t] < 0 {
			return total
		}
		push := cards.NumCards
		for b := t; b != s; b = prev[b] {
			push = min(push, f.cap[prev[b]][b])
		}
		for b := t; b != s; b = prev[b] {
			f.cap[prev[b]][b] -= push
			f.cap[b][prev[b]] += push
		}
		total += push
	}
}
