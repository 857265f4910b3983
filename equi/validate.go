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
	last            *event
	// What a Variant kept: its counters, the scores it added and the
	// cards it drew (Effects).
	counters     [NumCounters]int
	added        [MaxPlayers]int
	variantDrawn int
	// The trail records (trail.go), which setTrails checked one by one.
	trails [MaxPlayers]trail
}

// checkTrails checks the trail records against what every seat sees: the
// cards they name are face up now, on the table or in a pile or among the
// known cards of the hands, and the seat of a record holds no known card
// (taking a pile back ends the record, rule E9).
func (f *facts) checkTrails() error {
	public := f.table
	for i := range f.players {
		public |= f.piles[i] | f.known[i]
	}
	for i := range f.players {
		t := f.trails[i]
		if t.held() == 0 {
			continue
		}
		if odd := (bit(t.card()) | t.table() | t.played()) &^ public; odd != 0 {
			c, _ := odd.Min()
			return invalidState("seat %d's trail record names %v, which is not face up: not on the table, in a pile or known", i, c)
		}
		if f.known[i] != 0 {
			return invalidState("seat %d has a trail record and known cards: taking the pile back ends the record", i)
		}
	}
	return nil
}

// checkTrailHands checks that each seat's hand is one its trail record
// allows: some cards of it and of those played since, as the order of play
// allows, made with the trailed card a hand without a capture on the table
// of the trail. A record says whether the rank ban applied to it.
func (s *State) checkTrailHands() error {
	var cache rankCache
	for i := range int(s.players) {
		if t := s.trails[i]; t.held() != 0 {
			cache = rankCache{}
			if !t.allows(s.hands[i], &cache) {
				return invalidState("seat %d's hand %v is not one its trail record allows: it could not have trailed %v on %v", i, s.hands[i], t.card(), t.table())
			}
		}
	}
	return nil
}

// trailBudget bounds the sets of cards [View.checkTrails] tries, so that a
// decoder's time stays bounded: far more than a view reached by play
// needs (docs/rules/equi.md, "What a search may infer", gives the most
// met in random games).
const trailBudget = 1 << 20

// checkTrails checks that some deal of the cards v does not see gives
// every seat a hand its trail record allows, so that [Rules.Sample] finds
// one: the seat's own hand (and an empty one) directly, the others by a
// search for disjoint witnesses (the cards of the hand of the trail still
// held, trail.each) among the unseen cards: each seat's witnesses are
// counted alone first, then the seats are searched together, the one with
// the fewest witnesses first. A search that needs more than trailBudget
// sets of cards is refused too.
func (v *View) checkTrails() error {
	_, err := v.trailSearch()
	return err
}

// trailSearch is checkTrails, returning as well the number of sets of
// cards the search tried.
func (v *View) trailSearch() (int, error) {
	var cache [MaxPlayers]rankCache
	var seats, witnesses [MaxPlayers]int // the seats to search, and their witnesses among the unseen cards
	k := 0
	budget := trailBudget
	unseen := v.Unknown()
seats:
	for i := range int(v.players) {
		t := v.trails[i]
		switch {
		case t.held() == 0:
		case i == int(v.seat)-1 || v.counts[i] == 0:
			if !t.allows(v.hands[i], &cache[i]) {
				return trailBudget - budget, invalidState("seat %d's hand is not one its trail record allows: it could not have trailed %v on %v", i, t.card(), t.table())
			}
		default:
			n := 0
			t.each(unseen, int(v.counts[i]), &cache[i], &budget, func(cards.Set) bool {
				n++
				return true
			})
			switch {
			case budget < 0:
				break seats // refused below
			case n == 0:
				return trailBudget - budget, invalidState("no deal of the unseen cards gives seat %d a hand its trail record allows: it could not have trailed %v on %v", i, t.card(), t.table())
			}
			// The seats with the fewest witnesses are searched first: they
			// leave the most choices for the others.
			j := k
			for ; j > 0 && witnesses[j-1] > n; j-- {
				seats[j], witnesses[j] = seats[j-1], witnesses[j-1]
			}
			seats[j], witnesses[j] = i, n
			k++
		}
	}
	var search func(j int, avail cards.Set) bool
	search = func(j int, avail cards.Set) bool {
		if j == k {
			return true
		}
		i := seats[j]
		played := v.trails[i].played()
		// The later seats see only which unseen cards a witness takes, and
		// fewer cards never let them find more: a witness whose unseen
		// part holds one that failed fails too, and is not searched.
		var failed [32]cards.Set
		nf := 0
		found := false
		v.trails[i].each(avail, int(v.counts[i]), &cache[i], &budget, func(a cards.Set) bool {
			u := a &^ played
			for _, f := range failed[:nf] {
				if u&f == f {
					return true
				}
			}
			if found = search(j+1, avail&^u); !found && nf < len(failed) {
				failed[nf] = u
				nf++
			}
			return !found
		})
		return found
	}
	if budget >= 0 && search(0, unseen) {
		return trailBudget - budget, nil
	}
	if budget < 0 {
		return trailBudget, invalidState("the trail records need more than %d sets of cards tried to confirm that a deal allows them", trailBudget)
	}
	return trailBudget - budget, invalidState("no deal of the unseen cards gives every seat a hand its trail record allows")
}

// initialStock returns the size of the stock after the deal.
func initialStock(players int) int { return DeckSize - TableSize - HandSize*players }

// check returns nil when the facts fit together as the rules of Equi make
// them, under any options, and otherwise an error wrapping ErrInvalidState
// that names the first problem found. The cards are assumed to be in one
// place each (placement checks that). Its checks are those a position can
// be given cheaply; what would need the moves before the last one (such as
// whether the last trail was legal when capturing is compulsory) is not
// checked: docs/rules/equi.md, "Positions the decoders accept", lists both.
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
	drawn := f.variantDrawn
	if drawn < 0 || drawn > init-f.stockLen {
		return invalidState("a variant drew %d cards from the stock, which has given %d", drawn, init-f.stockLen)
	}
	if f.stockLen > 0 {
		for i := range n {
			if f.counts[i] != HandSize && (drawn == 0 || f.counts[i] < HandSize) {
				return invalidState("seat %d holds %d cards while the stock is not exhausted, want 4", i, f.counts[i])
			}
			if !f.known[i].Empty() {
				return invalidState("seat %d has known cards while the stock is not exhausted", i)
			}
		}
	}
	if err := f.checkHands(); err != nil {
		return err
	}
	if err := f.checkTrails(); err != nil {
		return err
	}

	// Counters.
	switch {
	case f.moves < 0 || f.movesAfter < 0 || f.idle < 0:
		return invalidState("a move counter is negative")
	case f.movesAfter > f.moves:
		return invalidState("%d moves after the stock ran out, of %d moves in all", f.movesAfter, f.moves)
	case f.moves-f.movesAfter > init-f.stockLen:
		return invalidState("%d moves made with cards in the stock, which has given only %d", f.moves-f.movesAfter, init-f.stockLen)
	case f.movesAfter > maxMovesAfter(over):
		return invalidState("%d moves after the stock ran out, more than any rules allow (%d)", f.movesAfter, maxMovesAfter(over))
	case f.idle > maxIdle(n, MaxNoProgressRounds, over):
		return invalidState("%d idle turns, more than any rules allow (%d)", f.idle, maxIdle(n, MaxNoProgressRounds, over))
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
	if err := f.checkPiles(); err != nil {
		return err
	}
	return f.checkPlay()
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
	if !e.Move.Valid() || !cards.Deck36.Contains(e.Move.Played()|e.Move.Taken()) {
		return invalidState("the last move %v is not a move of Equi", e.Move)
	}
	if e.Drew < 0 || e.Drew > HandSize {
		return invalidState("the last move drew %d cards", e.Drew)
	}
	seat := e.Seat
	if e.Move.Played() != 0 && e.Move.Taken() != 0 {
		if f.lastCapturer != seat {
			return invalidState("the last move is a capture by seat %d and the last capturer is %d", seat, f.lastCapturer)
		}
		// The captured cards went to the pile; only the cards he took back
		// right after (rule E9) have left it, for his hand.
		if kept := f.piles[seat] | e.Recycled; !kept.Contains(e.Move.Played() | e.Move.Taken()) {
			c, _ := (e.Move.Played() | e.Move.Taken()).Minus(kept).Min()
			return invalidState("card %v of the last move %v is not in seat %d's pile", c, e.Move, seat)
		}
		if p, t := pointSum(e.Move.Played()), pointSum(e.Move.Taken()); p != t {
			return invalidState("the last move %v is not a capture: the cards played make %d points and the cards taken %d", e.Move, p, t)
		}
	} else {
		// A trail stays on the table, or went with it to a pile at the end
		// (rule E11).
		c, _ := e.Move.Played().Min()
		if !f.table.Has(c) && !(f.end != EndNone && f.piles[f.receiver()].Has(c)) {
			return invalidState("the card %v trailed last is not on the table", c)
		}
	}
	if f.end == EndTableCleared && (e.Drew != 0 || !e.Recycled.Empty() || !(e.Move.Played() != 0 && e.Move.Taken() != 0)) {
		return invalidState("the game ended by a capture clearing the table, and the last move %v does not say so", e.Move)
	}
	if !e.Recycled.Empty() {
		switch {
		case !e.Recycled.Valid() || f.stockLen != 0 || e.Drew != 0:
			return invalidState("seat %d took back his pile with cards in the stock", seat)
		case f.known[seat] != e.Recycled || f.counts[seat] != e.Recycled.Len():
			return invalidState("seat %d took back %v from his pile and his hand is not those cards", seat, e.Recycled)
		}
		// He took the whole pile, or under RecycleByFour its 4 lowest
		// cards; at the end the table may have come to his pile since.
		rest := f.piles[seat]
		if !rest.Empty() && f.end == EndNone {
			low, _ := rest.Min()
			high, _ := e.Recycled.Max()
			if e.Recycled.Len() != HandSize || low < high {
				return invalidState("seat %d took back %v and left %v in his pile: he takes the whole pile, or its 4 lowest cards (rule E9)", seat, e.Recycled, rest)
			}
		}
	}
	return nil
}

// cardsInHand returns the number of cards in all the hands.
func (f *facts) cardsInHand() int {
	total := 0
	for i := range f.players {
		total += f.counts[i]
	}
	return total
}

// receiver returns the seat whose pile the table's last cards go to when
// the game ends without clearing it: the last capturer, or the dealer when
// nobody captured (rules E11 and E14).
func (f *facts) receiver() int {
	if f.lastCapturer >= 0 {
		return f.lastCapturer
	}
	return f.dealer
}

// maxMovesAfter returns the most moves begun with the stock exhausted that
// any rules allow in a game that is over or goes on: the game stops when
// the count reaches MaxMoves (rule E13).
func maxMovesAfter(over bool) int {
	if over {
		return MaxMovesLimit
	}
	return MaxMovesLimit - 1
}

// maxIdle returns the most idle turns (rule E16) of an n-player game under
// the given number of no-progress rounds: a game that goes on has fewer
// than rounds×n, since it ends when the count reaches that; the move that
// ends it may add one trail and n-1 seats passed over.
func maxIdle(n, rounds int, over bool) int {
	if over {
		return rounds*n + n - 1
	}
	return rounds*n - 1
}

// checkHands checks what a hand holds after the deal: cards nobody else has
// seen come only from the deal and the stock, which fill a hand to 4 (rules
// E1 and E8); cards every seat knows come only from the pile, and only into
// an empty hand once the stock is exhausted (rule E9). So a hand holds at
// most 4 unseen cards, and never unseen and known cards together.
func (f *facts) checkHands() error {
	for i := range f.players {
		known := f.known[i].Len()
		unseen := f.counts[i] - known
		switch {
		case unseen > HandSize+f.variantDrawn:
			return invalidState("seat %d holds %d cards the other seats have not seen, more than 4: only the deal and the stock give such cards, up to 4 in a hand", i, unseen)
		case unseen > 0 && known > 0:
			return invalidState("seat %d holds %d cards taken back from his pile with %d the other seats have not seen: the pile comes back only into an empty hand", i, known, unseen)
		}
	}
	return nil
}

// checkPlay checks, for a position after the first move, what follows from
// the order of play: the moves made while the stock lasted, the seats
// passed over, the idle turns, the table and the piles. The other checks of
// check have passed, so the last move is there and its seat is a seat.
func (f *facts) checkPlay() error {
	n := f.players
	e := f.last
	over := f.end != EndNone
	played := e.Move.Played().Len()

	// While the stock lasts every seat holds 4 cards, so nobody is passed
	// over and each move draws one card for each card played (rule E8):
	// the moves go round from the dealer's left, and the first move made
	// with the stock exhausted is the next seat's.
	before := f.moves - f.movesAfter
	if drawn := initialStock(n) - f.stockLen - f.variantDrawn; drawn > HandSize*before {
		return invalidState("%d cards drawn from the stock in %d moves: a move draws at most 4", drawn, before)
	}
	varied := f.variantDrawn > 0 // a variant's draws relax the counts of the refill
	if want := (f.dealer + f.moves) % n; f.movesAfter <= 1 && e.Seat != want {
		return invalidState("move %d was seat %d's, want seat %d: the turn goes round from the dealer's left while every seat holds cards", f.moves, e.Seat, want)
	}
	switch {
	case f.movesAfter > 0 && e.Drew != 0:
		return invalidState("the last move drew %d cards, and the stock was exhausted before it", e.Drew)
	case f.movesAfter == 0 && !varied && (e.Drew == 0 || e.Drew > played || (f.stockLen > 0 && e.Drew != played)):
		return invalidState("the last move played %d cards and drew %d with %d left in the stock: it draws one for each card played while the stock lasts", played, e.Drew, f.stockLen)
	case f.movesAfter == 0 && f.idle != 0:
		return invalidState("%d idle turns and every move was made with cards in the stock", f.idle)
	case f.idle > n*f.movesAfter:
		return invalidState("%d idle turns in %d moves after the stock ran out: a move counts at most one for each seat", f.idle, f.movesAfter)
	case over && f.movesAfter == 0:
		return invalidState("the game is over and no move was made with the stock exhausted")
	}
	if f.movesAfter == 0 && !varied {
		// Before the last move the stock held cards, so every hand held 4.
		for i := range n {
			want := HandSize
			if i == e.Seat {
				want = HandSize - played + e.Drew
			}
			if f.counts[i] != want {
				return invalidState("seat %d holds %d cards, want %d: every hand held 4 before the last move, which was made with cards in the stock", i, f.counts[i], want)
			}
		}
	}

	// A seat whose hand runs out once the stock is exhausted takes his pile
	// back (rule E9), so only the seat that receives the table at the end
	// (or makes the clearing capture) may have a pile and no hand.
	for i := range n {
		if f.counts[i] == 0 && !f.piles[i].Empty() && !(over && i == f.receiver()) {
			return invalidState("seat %d has a pile and no card in hand: a hand that runs out after the stock takes the pile back (rule E9)", i)
		}
	}

	// The turn passes to the next seat holding a card, and each seat passed
	// over counts an idle turn (rules E16 and E18).
	if !over {
		skipped := 0
		for t := (e.Seat + 1) % n; t != f.turn; t = (t + 1) % n {
			if f.counts[t] != 0 {
				return invalidState("seat %d holds cards and was passed over: after seat %d's move the turn goes to the next seat holding a card", t, e.Seat)
			}
			skipped++
		}
		switch {
		case (e.Move.Played() != 0 && e.Move.Taken() != 0) && f.idle != skipped:
			return invalidState("%d idle turns after a capture and %d seats passed over: a capture sets the count to 0", f.idle, skipped)
		case !(e.Move.Played() != 0 && e.Move.Taken() != 0) && f.movesAfter > 0 && f.idle < 1+skipped:
			return invalidState("%d idle turns after a trail with the stock exhausted and %d seats passed over, want at least %d", f.idle, skipped, 1+skipped)
		}
	}
	switch {
	case f.end == EndTableCleared && f.idle != 0:
		return invalidState("the game ended by a capture clearing the table with %d idle turns, want 0", f.idle)
	case f.end == EndNoProgress && ((e.Move.Played() != 0 && e.Move.Taken() != 0) || f.idle < n):
		return invalidState("the game ended for lack of progress after %v with %d idle turns: a trail ends it when the count reaches a round (%d) or more", e.Move, f.idle, n)
	case (f.end == EndNoProgress || f.end == EndMoveLimit) && f.cardsInHand() == 0:
		return invalidState("the game ended (%v) with no card in any hand: that is the end of rule E11 for nobody holding a card", f.end)
	}

	// The table: a trail adds one card to it and a capture takes some; it
	// is empty during play only after a capture made while the stock held
	// cards, since one made after that ends the game (rules E10 and E17).
	switch {
	case f.table.Len() > TableSize+f.moves:
		return invalidState("%d cards on the table after %d moves: a move adds at most one", f.table.Len(), f.moves)
	case !over && f.table.Empty() && (!(e.Move.Played() != 0 && e.Move.Taken() != 0) || f.movesAfter > 0):
		return invalidState("the table is empty after %v and the game goes on: a capture that clears it once the stock is exhausted ends the game", e.Move)
	}
	if f.lastCapturer < 0 {
		// Every move was a trail: the table holds the 4 cards of the deal
		// and one for each move, or they went to the dealer at the end.
		laid := f.table
		if over {
			laid = f.piles[f.dealer]
		}
		if laid.Len() != TableSize+f.moves {
			return invalidState("nobody has captured and %d cards were laid on the table, want %d: the 4 of the deal and one for each of the %d moves", laid.Len(), TableSize+f.moves, f.moves)
		}
		for i := range n {
			if !f.known[i].Empty() {
				return invalidState("seat %d holds cards taken back from a pile and nobody has captured", i)
			}
		}
	}
	return nil
}

// checkRules checks the facts of a View that depend on the options of its
// rules r, under which it was played: the counts that end the game (rules
// E11 and E13), the pile taken back whole or by four (E9) and the rank ban
// on the last capture (E4 to E6). check has passed.
func (f *facts) checkRules(r Rules) error {
	n := f.players
	over := f.end != EndNone
	rounds, limit := r.rounds(), r.maxMoves()
	switch {
	case f.idle > maxIdle(n, rounds, over):
		return invalidState("%d idle turns, more than %d no-progress rounds allow (%d)", f.idle, rounds, maxIdle(n, rounds, over))
	case f.end == EndNoProgress && f.idle < rounds*n:
		return invalidState("the game ended for lack of progress with %d idle turns, want %d", f.idle, rounds*n)
	case f.movesAfter > limit:
		return invalidState("%d moves after the stock ran out, more than MaxMoves (%d)", f.movesAfter, limit)
	case !over && f.movesAfter == limit:
		return invalidState("%d moves after the stock ran out and the game goes on: MaxMoves %d stops it", f.movesAfter, limit)
	case f.end == EndMoveLimit && (f.movesAfter != limit || f.idle >= rounds*n):
		return invalidState("the game ended at the move limit with %d moves after the stock ran out and %d idle turns, want %d moves and fewer than %d", f.movesAfter, f.idle, limit, rounds*n)
	}
	if r.VoluntaryTrail {
		for i := range n {
			if f.trails[i].held() != 0 {
				return invalidState("seat %d has a trail record, and under VoluntaryTrail a trail tells nothing", i)
			}
		}
	}
	if r.Variant == nil {
		switch {
		case f.variantDrawn != 0:
			return invalidState("a variant drew %d cards, and these rules play the standard game", f.variantDrawn)
		case f.counters != [NumCounters]int{}:
			return invalidState("the variant's counters are %v, and these rules play the standard game", f.counters)
		case f.added != [MaxPlayers]int{}:
			return invalidState("the added scores are %v, and these rules play the standard game", f.added[:n])
		}
	}
	for i := range n {
		switch {
		case r.RecycleByFour && f.counts[i] > HandSize+f.variantDrawn:
			return invalidState("seat %d holds %d cards: under RecycleByFour a hand holds at most 4", i, f.counts[i])
		case !r.RecycleByFour && !over && f.piles[i].Len() == 1:
			// A capture adds 2 cards or more, and the whole pile comes
			// back into the hand.
			return invalidState("seat %d's pile holds one card: a capture adds two or more, and the pile is taken back whole", i)
		}
	}
	e := f.last
	if e == nil {
		return nil
	}
	if !e.Recycled.Empty() && !over && !r.RecycleByFour && !f.piles[e.Seat].Empty() {
		return invalidState("seat %d took back %v and left %v in his pile: he takes the whole pile (rule E9)", e.Seat, e.Recycled, f.piles[e.Seat])
	}
	if !r.NoRankBan && (e.Move.Played() != 0 && e.Move.Taken() != 0) {
		// Rule E4 allows a rank on both sides only when the whole hand
		// took the whole table (E5), which leaves the table empty, or the
		// last card of the hand played after the stock ran out (E6).
		whole := f.table.Empty()
		last := f.movesAfter > 0 && e.Move.Played().Len() == 1 && f.counts[e.Seat] == e.Recycled.Len()
		if both := sameRanks(e.Move.Played(), e.Move.Taken()); !both.Empty() && !whole && !last {
			c, _ := both.Min()
			return invalidState("the last move %v plays and takes rank %v, which the rank ban allows only with the whole hand and table or the last card", e.Move, c.Rank())
		}
	}
	return nil
}

// state returns a State holding the facts: every hand empty and no stock,
// for the caller to fill.
func (f *facts) state() State {
	s := State{Public: Public{
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
		variantDrawn: uint8(f.variantDrawn),
	}}
	for i, c := range f.counters {
		s.counters[i] = uint8(c)
	}
	for i := range f.players {
		s.added[i] = int16(f.added[i])
	}
	for _, k := range f.known {
		s.known |= k
	}
	copy(s.piles[:], f.piles[:])
	s.trails = f.trails
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
