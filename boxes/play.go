package boxes

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// pcgStream is the second seed word of the generator every match carries.
const pcgStream = 0x626f786573 // "boxes"

// penalties is the penalty of each rank of card left in a hand at the end
// of a deal (rule B16): ace 0, three 3, jack, queen and king 10, four 15,
// two and seven 20, ten 25, five, six and nine 30, eight 50. The +50 for two
// or more threes is a rule of the hand: [ThreesBonus].
var penalties = scoring.Table{
	cards.Ace: 0, cards.Three: 3,
	cards.Jack: 10, cards.Queen: 10, cards.King: 10,
	cards.Four: 15, cards.Two: 20, cards.Seven: 20, cards.Ten: 25,
	cards.Five: 30, cards.Six: 30, cards.Nine: 30, cards.Eight: 50,
}

// cardPenalty is the table penalties by card rather than by rank.
var cardPenalty = func() (t [cards.NumCards]uint8) {
	p := penalties
	for c := range t {
		t[c] = uint8(p.Card(cards.Card(c)))
	}
	return t
}()

// ThreesBonus is the penalty added to a hand holding two or more 3s (B16).
const ThreesBonus = 50

// Start returns the first position of a match with d.Dealer dealing the
// first deal: from d.Deck when it is not nil, top (index 0) first, one card
// at a time to each seat clockwise starting left of the dealer, then the
// upcard, the rest in order being the stock; otherwise from a deck
// shuffled by a generator seeded with d.Seed. The seed drives every later
// shuffle too: reshuffles of the discards and the following deals, all
// with the shuffle of d's engine ([cards.Deal.Shuffler]), which the
// position keeps. The same rules, deal and moves always give the same
// match, and a real deal can be replayed. It returns an error wrapping
// [cards.ErrInvalidArgument] when the dealer is not a seat from 0 to 3,
// the engine is not one this build plays or the deck is not the 52 cards,
// each once, and one wrapping [cards.ErrInvalidRules] too for rules
// [Rules.Validate] refuses.
func (r Rules) Start(d cards.Deal) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, fmt.Errorf("%w: %w", cards.ErrInvalidArgument, err)
	}
	if d.Dealer < 0 || d.Dealer >= NumSeats {
		return State{}, invalidArgument("dealer %d is not a seat from 0 to 3", d.Dealer)
	}
	shuffler, err := d.Shuffler()
	if err != nil {
		return State{}, fmt.Errorf("boxes: %w", err)
	}
	var s State
	s.rng.Seed(d.Seed, pcgStream)
	s.shuffler = shuffler
	var deck [cards.NumCards]cards.Card
	if d.Deck == nil {
		deck = fullDeck()
		s.shuffler.Shuffle(deck[:], &s.rng)
	} else {
		if len(d.Deck) != cards.NumCards || !d.Deck.Valid() {
			return State{}, invalidArgument("the deck must hold the 52 cards once each, not %d cards", len(d.Deck))
		}
		copy(deck[:], d.Deck)
	}
	s.begin(&r, d.Dealer, &deck)
	s.settleUpcard()
	return s, nil
}

// begin sets up the first deal of a match.
func (s *State) begin(r *Rules, dealer int, deck *[cards.NumCards]cards.Card) {
	s.sched = r.Deals.norm()
	s.dealer = uint8(dealer)
	s.dealFrom(r, deck)
}

// fullDeck returns the 52 cards in card order.
func fullDeck() [cards.NumCards]cards.Card {
	var d [cards.NumCards]cards.Card
	for i := range d {
		d[i] = cards.Card(i)
	}
	return d
}

// dealFrom deals the current deal from deck: the cards one at a time
// clockwise from the dealer's left, then the upcard; the rest is the stock.
func (s *State) dealFrom(r *Rules, deck *[cards.NumCards]cards.Card) {
	n := s.sched.Size(int(s.deal))
	s.hands = [NumSeats]cards.Set{}
	for i := range NumSeats * n {
		seat := (int(s.dealer) + 1 + i) & (NumSeats - 1)
		s.hands[seat] = s.hands[seat].Add(deck[i])
	}
	s.top = deck[NumSeats*n]
	s.suit = s.top.Suit()
	s.discard = 0
	rest := cards.NumCards - NumSeats*n - 1
	for i := range rest {
		s.stock[i] = deck[cards.NumCards-1-i]
	}
	clear(s.stock[rest:])
	s.nstock = uint8(rest)
	s.dir = Clockwise
	s.phase = PhasePlay
	s.chain, s.pending, s.passes, s.moves = 0, 0, 0, 0
	s.drawn = cards.NoCard
	s.turnTo(int(s.dealer) + 1)
	if r.UpcardEffects {
		drew := s.drew
		s.drew = [NumSeats]uint8{}
		s.effect(r, s.top.Rank(), int(s.dealer))
		if s.drew == ([NumSeats]uint8{}) {
			s.drew = drew // the upcard made no one draw: the last move stays the last event
		} else {
			// The forced draw is the deal's first event: the upcard, as
			// if the dealer had just played it (Public.LastMove). The
			// caller of play sets lastMove to it (settleUpcard), after
			// RandomStep has read the move it played there.
			s.lastSeat = upcardSeat
		}
	}
}

// AppendLegal appends the legal moves of the seat to move to dst and returns
// the extended slice; it allocates nothing when dst has room. The order is
// fixed:
//
//   - In [PhasePlay]: every single card that may be played, in card order
//     (an 8 or 9 once for each suit it may name, clubs, diamonds, hearts,
//     spades); then every set, ordered by first card, then top card, then the
//     cards between (as a set, smallest first), each with the "one card"
//     call (an 8 or 9 set once per named suit) and then, unless
//     [Rules.StrictPairs], without it. When no card can be played: [Draw],
//     or [Pass] when the stock and the discards are empty.
//   - In [PhaseAnswer]: each 2 in the hand in card order, then (with
//     [Rules.PairAnswersTwo]) the called sets of 2s in the order above.
//   - In [PhaseDrawn]: the drawn card when it can be played (an 8 or 9
//     once per named suit), then [Pass], the only move when it cannot.
func (r Rules) AppendLegal(dst []Move, s State) []Move {
	if s.mover == 0 {
		return dst
	}
	h := s.hands[(s.mover-1)&(NumSeats-1)] // in range, said so to spare a check
	switch s.phase {
	case PhaseAnswer:
		twos := h.OfRank(cards.Two)
		for v := twos; v != 0; v &= v - 1 {
			dst = append(dst, single(low(v)))
		}
		if r.PairAnswersTwo && paired(twos) != 0 {
			dst = r.appendSets(dst, twos, twos, false)
		}
		return dst
	case PhaseDrawn:
		if r.playable(1<<(s.drawn&63), s.suit) != 0 {
			dst = appendSingle(dst, s.drawn)
		}
		return append(dst, Pass())
	}
	firsts := r.playable(h, s.suit)
	if firsts == 0 {
		if s.nstock > 0 || s.discard != 0 {
			return append(dst, Draw())
		}
		return append(dst, Pass())
	}
	for v := firsts; v != 0; v &= v - 1 {
		if c := low(v); callers&(1<<c) != 0 {
			dst = appendCalls(dst, singles[c])
		} else {
			dst = append(dst, singles[c])
		}
	}
	// Most hands have no set to lay: only a first card with a partner of
	// its rank in the hand starts one.
	if sets := firsts & paired(h); sets != 0 {
		dst = r.appendSets(dst, h, sets, !r.StrictPairs)
	}
	return dst
}

// singles holds the move playing each card alone, without a call.
var singles = func() (t [cards.NumCards]Move) {
	for c := range t {
		t[c] = single(cards.Card(c))
	}
	return t
}()

// low returns the lowest card of a non-empty set.
func low(v cards.Set) cards.Card { return cards.Card(bits.TrailingZeros64(uint64(v))) }

// paired returns the cards of h that share their rank with another card of
// h: the cards that may start a set. A rank's four cards are one nibble of
// the set, so this counts the cards of every rank at once.
func paired(h cards.Set) cards.Set {
	const (
		odd   = 0x5555555555555 // bit 0 of each pair of bits
		pairs = 0x3333333333333 // bits 0 and 1 of each nibble
		clubs = 0x1111111111111 // bit 0 of each nibble: the clubs
	)
	x := uint64(h)
	x -= (x >> 1) & odd           // each pair of bits: its count of cards
	x = x&pairs + (x>>2)&pairs    // each nibble: its count, 0 to 4
	many := (x>>1 | x>>2) & clubs // a count of 2 or more has bit 1 or 2 set
	return h & cards.Set(many*0xF)
}

// single returns the move playing the valid card c alone, without a call.
func single(c cards.Card) Move {
	return newMove(KindCard, c, c, 1<<c.Suit())
}

// appendSingle appends the moves playing the valid card c alone. (The loop
// of AppendLegal over the playable cards does the same, written out.)
func appendSingle(dst []Move, c cards.Card) []Move {
	if isCaller(c.Rank()) {
		return appendCalls(dst, single(c))
	}
	return append(dst, single(c))
}

// appendCalls appends m, which names no suit, naming each suit in turn:
// clubs, diamonds, hearts, spades.
func appendCalls(dst []Move, m Move) []Move {
	const call = 1 << (24 + callShift) // the suit named, 1 + the suit
	return append(dst, Move{m.v + call}, Move{m.v + 2*call}, Move{m.v + 3*call}, Move{m.v + 4*call})
}

// appendSets appends the sets of cards of h whose first card is in firsts:
// each called, then uncalled when uncalled is true.
func (r *Rules) appendSets(dst []Move, h, firsts cards.Set, uncalled bool) []Move {
	if !r.BigSets {
		return appendPairs(dst, h, firsts, uncalled)
	}
	for vf := firsts; vf != 0; vf &= vf - 1 {
		f := low(vf)
		others := h.OfRank(f.Rank()).Remove(f)
		for vt := others; vt != 0; vt &= vt - 1 {
			t := low(vt)
			var rest cards.Set
			if r.BigSets {
				rest = others.Remove(t)
			}
			for sub := cards.Set(0); ; sub = (sub - rest) & rest {
				b := oneBit | 1<<f.Suit() | 1<<t.Suit()
				for v := sub; v != 0; v &= v - 1 {
					b |= 1 << low(v).Suit()
				}
				m := newMove(KindSet, f, t, b)
				if isCaller(f.Rank()) {
					dst = appendCalls(dst, m)
				} else {
					dst = append(dst, m)
				}
				if uncalled {
					m = m.withBits(m.bits() &^ oneBit)
					dst = append(dst, m)
				}
				if sub == rest {
					break
				}
			}
		}
	}
	return dst
}

// appendPairs appends the pairs of cards of h whose first card is in firsts,
// in the order of appendSets: each called, then uncalled when uncalled is
// true. It is appendSets without [Rules.BigSets], where a set is two cards.
func appendPairs(dst []Move, h, firsts cards.Set, uncalled bool) []Move {
	const (
		one = uint32(oneBit) << 24 // the "one card" call in Move.v
		bit = 1 << 24              // the suit of a card played, in Move.v
	)
	for vf := firsts; vf != 0; vf &= vf - 1 {
		f := low(vf)
		first := singles[f].v&^0xFF | uint32(KindSet) | one // f played, alone so far, on top
		caller := callers&(1<<f) != 0
		for vt := h & (0xF << (f &^ 3)) &^ (1 << f); vt != 0; vt &= vt - 1 {
			t := low(vt)
			m := Move{first&^0xFF0000 | uint32(t)<<16 | bit<<(t&3)}
			switch {
			case caller:
				dst = appendCalls(dst, m)
				if uncalled {
					dst = append(dst, Move{m.v &^ one})
				}
			case uncalled:
				dst = append(dst, m, Move{m.v &^ one})
			default:
				dst = append(dst, m)
			}
		}
	}
	return dst
}

// playable returns the cards of h that may be played on suit, the suit in
// force of a position (a suit): the cards of that suit, and the 8s and 9s
// when they are wild.
func (r *Rules) playable(h cards.Set, suit cards.Suit) cards.Set {
	p := h.OfSuit(suit & (cards.NumSuits - 1)) // a suit, said so to spare a check
	if r.WildEightsNines {
		p |= h & callers
	}
	return p
}

// Apply returns the position after the seat to move plays m in s: the cards
// laid, every forced draw (a 2-chain's penalty, a 5, a 7, an uncalled set's
// penalty), the end of the deal with its scores and the next deal dealt,
// until the match is over. It never changes s and allocates nothing for a
// legal move. When m is not legal it returns s unchanged and a [*cards.MoveError]
// wrapping [cards.ErrIllegalMove] that says why.
//
// Apply copies the State in and out; a hot loop does better with
// [Rules.ApplyTo], which changes a State in place.
func (r Rules) Apply(s State, m Move) (State, error) {
	// s is Apply's own copy, which ApplyTo changes only for a legal move.
	err := r.ApplyTo(&s, m)
	return s, err
}

// ApplyTo applies m to the position *s in place. On success *s is the
// position Apply would return; on error *s is unchanged and the error is
// the one Apply returns: a [*cards.MoveError] wrapping [cards.ErrIllegalMove] that
// says why. It checks m exactly as Apply does and allocates nothing for a
// legal move. A nil s is refused with a *cards.MoveError for seat -1.
//
// ApplyTo is for hot loops (searches, simulations) that keep one State per
// game: Apply copies the State in and out, ApplyTo does not.
func (r Rules) ApplyTo(s *State, m Move) error {
	err := r.play(s, m, nil)
	if err == nil {
		s.settleUpcard()
	}
	return err
}

// settleUpcard sets the last move of a deal whose last event is its
// upcard (dealFrom, under UpcardEffects) to the dealer's play of it, once
// the move that dealt the deal has been read from it.
func (s *State) settleUpcard() {
	if s.lastSeat == upcardSeat {
		s.lastMove = Play(s.top)
	}
}

// play applies m to s in place, or, for RandomStep, the move it draws from
// p. With a nil p it checks m first, and when m is not legal leaves s as it
// is and returns a [*cards.MoveError] that says why (for seat -1 when s is
// nil). With p it ignores m, draws the move [Rules.random] draws and plays
// it, the position's own draw, without the checks, and returns nil; or,
// when random draws none, returns errNoMove, drawing nothing and changing
// nothing. Either way the same code plays the move: the checks are
// skipped, never written twice, and a drawn move is played in the call
// that draws it.
//
// The helpers of Apply and AppendLegal take a *Rules: a Rules value is 40
// bytes, which a call that is not inlined would copy.
func (r *Rules) play(s *State, m Move, p *rand.PCG) error {
	// The moves of ordinary turns, a single card, a pair or a draw, are
	// checked with a few set operations and played here, in one function
	// for speed (a separate apply step would cost ApplyTo its call), the
	// checks skipped without check; every other move goes through refusal
	// and apply, which give the same results for these.
	check := p == nil
	if !check {
		// random has looked at s: not nil, and the phase it drew in.
		var in uint8
		if m, in = r.random(s, p); in != drewPlay {
			if in == drewNone {
				return errNoMove
			}
			return r.playOther(s, m, check)
		}
	} else if s == nil {
		return moveError(-1, m, "there is no position")
	} else if s.mover == 0 || s.phase != PhasePlay {
		return r.playOther(s, m, check)
	}
	seat := int(s.mover-1) & (NumSeats - 1) // in range, said so to spare checks

	var played cards.Set // the cards laid
	var top cards.Card   // the one of them on top
	switch m.kind() {
	case KindCard:
		// In the hand and playable, in its canonical form, naming a suit
		// exactly when it is an 8 or a 9.
		c := m.card()
		if check && (c >= cards.NumCards || r.playable(s.hands[seat], s.suit)&(1<<c) == 0 || m.v&^callMask != singles[c].v || callsOK[c]>>m.call()&1 == 0) {
			return r.playOther(s, m, check)
		}
		played, top = 1<<(c&63), c
	case KindSet:
		// Two cards of a rank (bigger sets go to playOther), the first
		// playable, the other in the hand, naming a suit exactly when they
		// are 8s or 9s laid with the "one card" call.
		f, t := m.card(), m.top()
		played, top = 1<<(f&63)|1<<(t&63), t
		if !check {
			if m.Cards() != played {
				return r.playOther(s, m, check)
			}
			break
		}
		if f >= cards.NumCards || t >= cards.NumCards || f == t || f>>2 != t>>2 ||
			m.v&^(callMask|oneMask) != pairs[f][t&3].v || r.playable(s.hands[seat], s.suit)&(1<<f) == 0 || s.hands[seat]&(1<<t) == 0 {
			return r.playOther(s, m, check)
		}
		calls := uint8(1) // without the call: no suit named
		if m.one() {
			calls = callsOK[f]
		} else if r.StrictPairs {
			return r.playOther(s, m, check)
		}
		if calls>>m.call()&1 == 0 {
			return r.playOther(s, m, check)
		}
	case KindDraw:
		if check && (m != Draw() || r.playable(s.hands[seat], s.suit) != 0 || (s.nstock == 0 && s.discard == 0)) {
			return r.playOther(s, m, check)
		}
		// One card (B11): the top of the stock, or of a new stock made of
		// the discards when it is empty.
		s.startMove(m, seat)
		s.showVoid(r, seat)
		s.passes = 0
		c, ok := s.pop(seat)
		if !ok {
			c, _ = s.drawOne(seat)
		}
		if r.PlayDrawn {
			// B26: the drawer keeps the turn whether or not he can play
			// the card, so the turn never passes on a hidden fact.
			s.phase, s.drawn = PhaseDrawn, c
		} else {
			s.turnTo(seat + s.dir.step())
		}
		if r.Variant != nil || int(s.moves) >= r.maxMoves() {
			s.finish(r, m, seat)
		}
		return nil
	default:
		return r.playOther(s, m, check)
	}
	// Lay the cards: the old top card joins the discards under the new one.
	s.startMove(m, seat)
	s.passes, s.drawn = 0, cards.NoCard
	s.hands[seat] &^= played
	if x := s.barred[seat]; x != 0 {
		// Public.Barred: one card or two (bigger sets go to playOther).
		x = spendOne(x, m.card())
		if played != 1<<(m.card()&63) {
			x = spendOne(x, top)
		}
		s.barred[seat] = x
	}
	if s.top.Valid() {
		s.discard |= 1 << (s.top & 63)
	}
	s.discard |= played &^ (1 << (top & 63))
	s.top, s.suit = top, top.Suit()
	k := m.card().Rank()
	switch {
	case m.kind() == KindSet && !m.one():
		// B4: the cards stay, one penalty card, no effect.
		s.drawOne(seat)
		if s.hands[seat] == 0 {
			s.finish(r, m, seat)
			return nil
		}
		s.turnTo(seat + s.dir.step())
	case s.hands[seat] == 0:
		if u := m.call(); u != 0 {
			s.suit = cards.Suit(u - 1)
		}
		if r.LastCardEffects {
			s.lastCardEffect(r, k, seat)
		}
		s.finish(r, m, seat)
		return nil
	default:
		if u := m.call(); u != 0 {
			s.suit = cards.Suit(u - 1)
		}
		if plainRanks&(1<<(k&63)) != 0 {
			s.turnTo(seat + s.dir.step())
		} else {
			s.effect(r, k, seat)
		}
	}
	// Without a variant only the move limit can end the deal here: finish
	// is called only then.
	if r.Variant != nil || int(s.moves) >= r.maxMoves() {
		s.finish(r, m, seat)
	}
	return nil
}

// errNoMove is play's answer when it draws no move: s is over, or s or p
// is nil.
var errNoMove = errors.New("boxes: no move to draw")

// finish ends the move m that seat just made in s: it calls the variant's
// Moved ([Effects] says when), then ends the deal when seat's hand is
// empty (B14), when the fourth pass in a row was made (B13) or at the
// move limit (B22). It is the one home of these decisions; play calls it
// for the standard game's ordinary moves, which only the move limit can
// end, only when they reach it.
func (s *State) finish(r *Rules, m Move, seat int) {
	if r.Variant != nil {
		r.moved(s, m, seat)
	}
	switch {
	case s.hands[seat&(NumSeats-1)] == 0:
		s.endDeal(r, EndOut)
	case s.passes >= NumSeats:
		s.endDeal(r, EndBlocked)
	case int(s.moves) >= r.maxMoves():
		s.endDeal(r, EndMoveLimit)
	}
}

// oneMask is the "one card" call in [Move.v].
const oneMask = uint32(oneBit) << 24

// pairs[f][u] is the move laying the card f and then the card of its rank
// in suit u on top, without the "one card" call (and naming no suit).
var pairs = func() (t [cards.NumCards][cards.NumSuits]Move) {
	for f := range t {
		for u := range t[f] {
			c := cards.Card(f)
			top := cards.New(c.Rank(), cards.Suit(u))
			t[f][u] = newMove(KindSet, c, top, 1<<c.Suit()|1<<cards.Suit(u))
		}
	}
	return t
}()

// playOther plays m in s through apply, after the full check of refusal
// with check, or refuses it.
func (r *Rules) playOther(s *State, m Move, check bool) error {
	if !check {
		s.apply(r, m)
		return nil
	}
	if why := r.refusal(s, m); why != "" {
		return moveError(int(s.mover)-1, m, why)
	}
	s.apply(r, m)
	return nil
}

// callMask is the suit named in [Move.v].
const callMask = uint32(badCall<<callShift) << 24

// callsOK gives, for each card played alone, the suits it may name: bit 0
// (no suit) for most cards, bits 1 to 4 (one of the four suits) for the 8s
// and 9s, which must name one.
var callsOK = func() (t [cards.NumCards]uint8) {
	for c := range t {
		t[c] = 1
		if isCaller(cards.Card(c).Rank()) {
			t[c] = 0x1E
		}
	}
	return t
}()

// plainRanks are the ranks whose only effect is to pass the turn to the
// next seat: 3, 8, 9, J, Q, K and A (an 8's or 9's suit is in its move).
const plainRanks = 1<<cards.Three | 1<<cards.Eight | 1<<cards.Nine | 1<<cards.Jack |
	1<<cards.Queen | 1<<cards.King | 1<<cards.Ace

// showVoid records that seat, to move in [PhasePlay], draws or passes: the
// rules allow it only when it holds no card it may play (B11, B13), so it
// shows it lacks the suit in force, and the 8s and 9s when they are wild.
// Every card it holds now is then barred from those kinds ([Public.Barred]).
func (s *State) showVoid(r *Rules, seat int) {
	seat &= NumSeats - 1
	n := uint64(bits.OnesCount64(uint64(s.hands[seat])))
	sh := 8 * uint(s.suit&(cards.NumSuits-1))
	x := s.barred[seat]&^(0xFF<<sh) | n<<sh
	if r.WildEightsNines {
		x = x&^(0xFF<<(8*VoidEightsNines)) | n<<(8*VoidEightsNines)
	}
	s.barred[seat] = x
}

// spend records that seat played the cards of played, when it has shown a
// void ([Public.Barred]). Each card takes the earliest draw still free
// after the seat's latest void in the kinds of the card (the deal counts
// as a draw before every void): that keeps the most draws free for the
// cards the seat may hold, later draws serving every card an earlier one
// serves. In counts: with b the highest Barred of the card's kinds, every
// kind barred more than b has one barred card fewer, the card having taken
// a draw made before its void; the others keep theirs, the card having
// taken a draw free for them. docs/dev/inference.md gives the argument.
//
// The six counts of a seat are the bytes of one uint64, at most 52 each,
// so that a card is one comparison of all six at once: a byte x > b
// exactly when x + 127 - b reaches 128.
func (s *State) spend(seat int, played cards.Set) {
	x := s.barred[seat&(NumSeats-1)]
	if x == 0 {
		return
	}
	for v := played; v != 0; v &= v - 1 {
		x = spendOne(x, low(v))
	}
	s.barred[seat&(NumSeats-1)] = x
}

// spendOne returns the counts x of a seat after it plays c: spend for one
// card, small enough to be inlined.
func spendOne(x uint64, c cards.Card) uint64 {
	const (
		ones  = 0x0000_0101_0101_0101 // 1 in each kind's byte
		highs = ones << 7             // the high bit of each
	)
	b := x >> (8 * (c & 3)) & 0xFF // its suit's count (a card is 4 x rank + suit)
	b = max(b, x>>(extraVoid[c&63]&63)&0xFF)
	return x - (x+(0x7F-b)*ones)&highs>>7
}

// extraVoid gives, for each card, the shift of the byte of its other kind
// of [Void] in a seat's counts: the 2s' for a 2, the 8s' and 9s' for an 8
// or 9, and for the others that of its suit again.
var extraVoid = func() (t [64]uint8) {
	for c := range t {
		switch cards.Card(c).Rank() {
		case cards.Two:
			t[c] = 8 * uint8(VoidTwos)
		case cards.Eight, cards.Nine:
			t[c] = 8 * uint8(VoidEightsNines)
		default:
			t[c] = 8 * uint8(c&3)
		}
	}
	return t
}()

// startMove does the bookkeeping of every move: the last move and its
// seat, no card drawn yet, one more move in the deal.
func (s *State) startMove(m Move, seat int) {
	s.drew = [NumSeats]uint8{}
	s.lastMove, s.lastSeat = m, int8(seat+1)
	s.moves++
}

// refusal returns why m is not legal in s, or "" when it is. It checks m
// against sets: the hand, and the cards that may be played on the suit in
// force; it never lists the legal moves.
func (r *Rules) refusal(s *State, m Move) string {
	if s.mover == 0 {
		return "the match is over"
	}
	if !m.Valid() {
		return "the move is malformed"
	}
	h := s.hands[s.mover-1]
	switch s.phase {
	case PhaseAnswer:
		if (m.kind() != KindCard && m.kind() != KindSet) || m.card().Rank() != cards.Two {
			return "a 2 must be answered with a 2"
		}
		if m.kind() == KindSet {
			switch {
			case !r.PairAnswersTwo:
				return "a 2 is answered with a single 2"
			case !m.one():
				return "a set of 2s answers only with the \"one card\" call"
			case m.Cards().Len() > 2 && !r.BigSets:
				return "only pairs may be laid together"
			}
		}
		if miss := m.Cards().Minus(h); miss != 0 {
			return notInHand(miss)
		}
		return ""
	case PhaseDrawn:
		switch {
		case m.kind() == KindPass:
			return ""
		case r.playable(1<<(s.drawn&63), s.suit) == 0:
			return "the drawn card " + s.drawn.String() + " cannot be played on " + s.suit.Name() + ": only pass is legal"
		case m.kind() == KindCard && m.card() == s.drawn:
			return ""
		}
		return "only the drawn card " + s.drawn.String() + " may be played, or pass"
	}
	playable := r.playable(h, s.suit)
	switch m.kind() {
	case KindDraw, KindPass:
		if playable != 0 {
			return "a card can be played"
		}
		canDraw := s.nstock > 0 || s.discard != 0
		if m.kind() == KindDraw && !canDraw {
			return "there is nothing to draw"
		}
		if m.kind() == KindPass && canDraw {
			return "a card can be drawn"
		}
		return ""
	case KindSet:
		if m.Cards().Len() > 2 && !r.BigSets {
			return "only pairs may be laid together"
		}
		if !m.one() && r.StrictPairs {
			return "a pair must be announced with \"one card\""
		}
	}
	if miss := m.Cards().Minus(h); miss != 0 {
		return notInHand(miss)
	}
	if !playable.Has(m.card()) {
		return "the suit in force is " + s.suit.Name()
	}
	return ""
}

// notInHand returns why a move is refused that plays the cards of miss,
// which the hand lacks.
func notInHand(miss cards.Set) string { return low(miss).String() + " is not in the hand" }

// apply plays the legal move m.
func (s *State) apply(r *Rules, m Move) {
	seat := int(s.mover) - 1
	s.drew = [NumSeats]uint8{}
	s.lastMove, s.lastSeat = m, int8(seat+1)
	s.moves++
	switch m.kind() {
	case KindDraw:
		s.passes = 0
		s.showVoid(r, seat)
		c, ok := s.drawOne(seat)
		if ok && r.PlayDrawn {
			s.phase, s.drawn = PhaseDrawn, c
		} else {
			s.turnTo(seat + s.dir.step())
		}
	case KindPass:
		if s.phase == PhaseDrawn {
			s.passes = 0 // keeping a drawn card is a choice, not a block
		} else {
			s.passes++
			s.showVoid(r, seat)
		}
		s.phase, s.drawn = PhasePlay, cards.NoCard
		s.turnTo(seat + s.dir.step()) // the fourth pass ends the deal: finish
	default:
		s.passes = 0
		s.phase, s.drawn = PhasePlay, cards.NoCard
		played := m.Cards()
		s.hands[seat] &^= played
		s.spend(seat, played)
		if s.top.Valid() {
			s.discard = s.discard.Add(s.top)
		}
		s.discard |= played.Remove(m.top())
		s.top, s.suit = m.top(), m.top().Suit()
		if m.kind() == KindSet && !m.one() {
			// B4: the cards stay, one penalty card, no effect.
			s.drawOne(seat)
			if s.hands[seat] != 0 {
				s.turnTo(seat + s.dir.step())
			}
			break
		}
		if u, ok := m.Call(); ok {
			s.suit = u
		}
		if s.hands[seat] == 0 {
			if r.LastCardEffects {
				s.lastCardEffect(r, m.card().Rank(), seat)
			}
			break // the deal ends: finish
		}
		s.effect(r, m.card().Rank(), seat)
	}
	s.finish(r, m, seat)
}

// effect applies the effect of a card of rank k just played by seat, and
// passes the turn.
func (s *State) effect(r *Rules, k cards.Rank, seat int) {
	st := s.dir.step()
	next := (seat + st) & (NumSeats - 1) // seat + st >= 0
	switch k {
	case cards.Two:
		s.chain++
		s.pending = uint8(r.twoDraw(int(s.chain)))
		if s.hands[next].OfRank(cards.Two) != 0 {
			s.phase = PhaseAnswer
			s.turnTo(next)
			return
		}
		// B5: answering is compulsory, so next shows it holds no 2.
		s.setBar(next, VoidTwos, uint8(s.hands[next].Len()))
		s.drawN(next, int(s.pending))
		s.chain, s.pending = 0, 0
		s.turnTo(next + st)
	case cards.Four:
		s.turnTo(seat + 2*st)
	case cards.Five:
		for i := 1; i < NumSeats; i++ {
			if _, ok := s.pop(seat + i*st); !ok {
				s.drawOne(seat + i*st)
			}
		}
		if r.FiveSelf {
			s.drawOne(seat)
		}
		s.turnTo(next)
	case cards.Six:
		s.turnTo(seat)
	case cards.Seven:
		if _, ok := s.pop(next); !ok {
			s.drawOne(next)
		}
		s.turnTo(next)
	case cards.Ten:
		s.dir ^= 1
		s.turnTo(seat + s.dir.step())
	default:
		s.turnTo(next)
	}
}

// lastCardEffect applies the draw effects of the card with which seat went
// out (B14 option): the 2-chain penalty to the next seat, the 5's draws to
// the others, the 7's draw to the next seat.
func (s *State) lastCardEffect(r *Rules, k cards.Rank, seat int) {
	st := s.dir.step()
	next := (seat + st) & (NumSeats - 1) // seat + st >= 0
	switch k {
	case cards.Two:
		s.drawN(next, r.twoDraw(int(s.chain)+1))
	case cards.Five:
		for i := 1; i < NumSeats; i++ {
			s.drawOne((seat + i*st) & (NumSeats - 1))
		}
	case cards.Seven:
		s.drawOne(next)
	}
}

// twoDraw returns the cards drawn for a chain of n 2s.
func (r *Rules) twoDraw(n int) int {
	if d := r.TwoDraw.draws(n); d > 0 {
		return d
	}
	return TwoDrawChainPlusOne.draws(min(max(n, 1), cards.NumSuits))
}

// turnTo gives the turn to seat x modulo 4.
func (s *State) turnTo(x int) { s.mover = uint8(x&(NumSeats-1)) + 1 } // x >= 0; NumSeats is 4

// drawN makes seat draw n cards, or as many as exist.
func (s *State) drawN(seat, n int) {
	for range n {
		if _, ok := s.pop(seat); ok {
			continue
		}
		if _, ok := s.drawOne(seat); !ok {
			return
		}
	}
}

// drawOne moves the top card of the stock to seat's hand, first turning the
// discards under the top card into a new shuffled stock when the stock is
// empty (B12). It returns false when there is no card to draw.
func (s *State) drawOne(seat int) (cards.Card, bool) {
	if s.nstock == 0 {
		s.reshuffle()
	}
	return s.pop(seat)
}

// pop moves the top card of the stock to seat's hand and returns it, or
// returns false when the stock is empty: drawOne without the reshuffle.
// It is small enough to be inlined, so the draws of a forced turn, a 2,
// a 5 or a 7 take the card with pop and call drawOne only when it fails.
func (s *State) pop(seat int) (cards.Card, bool) {
	n := s.nstock - 1
	if n >= maxStock { // empty (or not a stock)
		return cards.NoCard, false
	}
	c := s.stock[n]
	s.stock[n] = 0 // unused slots stay zero, so == compares positions only
	s.nstock = n
	s.hands[seat&(NumSeats-1)] |= 1 << (c & 63)
	s.drew[seat&(NumSeats-1)]++
	return c, true
}

// reshuffle turns the discards under the top card, in card order, into the
// stock and shuffles it with the position's generator.
func (s *State) reshuffle() {
	n := 0
	for v := s.discard; v != 0; v &= v - 1 {
		s.stock[n] = low(v)
		n++
	}
	s.discard = 0
	s.shuffler.Shuffle(s.stock[:n], &s.rng)
	s.nstock = uint8(n)
}

// HandPenalty returns the penalty points of a hand left at the end of a deal
// (rule B16): the points of its cards by penalties, plus
// [ThreesBonus] when it holds two or more 3s. Frontends and bots use it to show
// or weigh what a hand would cost.
func HandPenalty(h cards.Set) int {
	p := 0
	for v := h & cards.Deck52; v != 0; v &= v - 1 {
		p += int(cardPenalty[low(v)])
	}
	if h.OfRank(cards.Three).Len() >= 2 {
		p += ThreesBonus
	}
	return p
}

// endDeal scores the deal, records its result and deals the next one, or
// ends the match after the last deal.
func (s *State) endDeal(r *Rules, why EndReason) {
	s.lastOut = 0
	for seat, h := range s.hands {
		if h == 0 && why == EndOut {
			s.lastOut = int8(seat + 1)
		}
		s.totals[seat] = uint16(min(int(s.totals[seat])+HandPenalty(h), 0xFFFF))
	}
	s.lastHands = s.hands
	s.barred = [NumSeats]uint64{} // a new deal shows no void yet
	s.lastReason = why
	s.lastDeal = int8(s.deal) + 1
	s.deal++
	s.chain, s.pending, s.passes = 0, 0, 0
	s.phase, s.drawn = PhasePlay, cards.NoCard
	if int(s.deal) >= s.sched.Len() {
		s.mover = 0
		return
	}
	s.dealer = (s.dealer + 1) % NumSeats
	deck := fullDeck()
	s.shuffler.Shuffle(deck[:], &s.rng)
	s.dealFrom(r, &deck)
}
