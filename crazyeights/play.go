package crazyeights

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// pcgStream is the stream of the generator of a [State]: "crazy8".
const pcgStream = 0x6372617a7938

// eightClubs is the 8 of clubs, the first of the 8s in card order.
const eightClubs = (cards.Eight - cards.Two) * cards.NumSuits

// eights is the set of the four 8s, which may be played on anything, and
// belowEights the cards below them.
const (
	eights      cards.Set = 0xF << eightClubs
	belowEights cards.Set = 1<<eightClubs - 1
)

// The rule steps. Listing (AppendLegal), checking (refuse), applying
// (apply) and counting (RandomMove) all call these, so that each rule has
// one home.

// playable returns the cards of h that the seat to move in p may play: with
// cards owed to 2s only a 2; otherwise a card of the suit in force or of
// the top card's rank, or any 8.
func playable(p *Public, h cards.Set) cards.Set {
	if p.pending > 0 {
		return h.OfRank(cards.Two)
	}
	return h & (cards.SuitSet(p.suit) | cards.RankSet(p.top.Rank()) | eights)
}

// canDraw reports whether the seat to move in p may draw: while the stock
// holds a card, up to max_draw_cards cards a turn, or the cards owed to
// 2s. When it may not, it may pass: one of the two is always legal.
func (r *Rules) canDraw(p *Public) bool {
	return p.nstock > 0 && (p.pending > 0 || int(p.drawn) < r.maxDraw())
}

// drawOrPass returns the one of Draw and Pass that is legal in p.
func (r *Rules) drawOrPass(p *Public) Move {
	if r.canDraw(p) {
		return Draw()
	}
	return Pass()
}

// next returns the seat k seats after seat in the direction of play.
func (p *Public) next(seat, k int) int {
	n := int(p.players)
	if p.dir == Counterclockwise {
		k = -k
	}
	return ((seat+k)%n + n) % n
}

// AppendLegal appends the legal moves of the seat to move in s to dst and
// returns the extended slice; none when s is over. The order is fixed,
// OpenSpiel's order of actions: the cards that may be played in card order
// (2C, 2D, 2H, 2S, 3C, ..., AS), each 8 four times, naming clubs,
// diamonds, hearts and spades; then the draw or, when drawing is not
// allowed, the pass (exactly one of the two is legal). With cards owed to
// 2s the cards are the seat's 2s. It allocates nothing when dst has room.
func (r Rules) AppendLegal(dst []Move, s State) []Move {
	if s.mover == 0 || int(s.mover) > len(s.hands) || int(s.players) != r.players() {
		return dst
	}
	for c := range playable(&s.Public, s.hands[s.mover-1]).All() {
		if c.Rank() == cards.Eight {
			for u := range cards.Suit(cards.NumSuits) {
				dst = append(dst, Play(c).WithCall(u))
			}
			continue
		}
		dst = append(dst, Play(c))
	}
	return append(dst, r.drawOrPass(&s.Public))
}

// RandomMove returns a legal move of the seat to move in s drawn uniformly
// at random from p, and true; or the zero Move and false when s is over,
// or s or p is nil. It does not change s. The move is exactly
// cards.Legal(r, *s)[k] for the k that cards.UintN(p, n) draws, n the
// number of legal moves, with p advanced as that draw advances it. It
// counts the moves instead of listing them, and allocates nothing.
func (r Rules) RandomMove(s *State, p *rand.PCG) (Move, bool) {
	if s == nil || p == nil || s.mover == 0 || int(s.mover) > len(s.hands) || int(s.players) != r.players() {
		return Move{}, false
	}
	cs := playable(&s.Public, s.hands[s.mover-1])
	e := cs & eights
	n := uint64(cs.Len() + 3*e.Len())
	k := cards.UintN(p, n+1)
	if k == n {
		return r.drawOrPass(&s.Public), true
	}
	// The cards below the 8s, then the 8s four times each, then the rest.
	below := cs & belowEights
	if m := uint64(below.Len()); k < m {
		c, _ := below.Nth(int(k))
		return Play(c), true
	} else if k -= m; k < 4*uint64(e.Len()) {
		c, _ := e.Nth(int(k / 4))
		return Play(c).WithCall(cards.Suit(k % 4)), true
	} else {
		c, _ := (cs &^ below &^ eights).Nth(int(k - 4*uint64(e.Len())))
		return Play(c), true
	}
}

// RandomStep draws the move [Rules.RandomMove] draws from p and plays it in
// *s, leaving *s as [Rules.Apply] would return it, and returns the move and
// true; or the zero Move and false, drawing nothing and changing nothing,
// when s is over, or s or p is nil. It is the [cards.RandomStepper] fast
// path: the move is the position's own draw, so it is played without the
// check [Rules.ApplyTo] gives a move from elsewhere. It allocates nothing.
func (r Rules) RandomStep(s *State, p *rand.PCG) (Move, bool) {
	m, ok := r.RandomMove(s, p)
	if ok {
		r.apply(s, m)
	}
	return m, ok
}

// Apply returns the position after m is played in s, and s unchanged with
// a [*cards.MoveError] wrapping [cards.ErrIllegalMove] when m is not legal,
// its Reason saying why, such as "the suit in force is hearts and the top
// card is 9H". It never changes s.
func (r Rules) Apply(s State, m Move) (State, error) {
	err := r.ApplyTo(&s, m)
	return s, err
}

// ApplyTo plays m in *s in place, as [Rules.Apply] returns it; on an error
// *s is unchanged. A nil s is an illegal move.
func (r Rules) ApplyTo(s *State, m Move) error {
	if s == nil {
		return &cards.MoveError{Game: gameName, Seat: -1, Move: m.String(), Reason: "no position (nil *State)"}
	}
	if why := r.refuse(s, m); why != "" {
		return &cards.MoveError{Game: gameName, Seat: s.Turn(), Move: m.String(), Reason: why}
	}
	r.apply(s, m)
	return nil
}

// refuse returns why m is not legal in s, or "" when it is.
func (r *Rules) refuse(s *State, m Move) string {
	if s.mover == 0 {
		return "the game is over"
	}
	if int(s.players) != r.players() || int(s.mover) > len(s.hands) {
		return "the position has " + strconv.Itoa(int(s.players)) + " players, these rules " + strconv.Itoa(r.players())
	}
	seat := int(s.mover) - 1
	switch m.kind {
	case KindCard:
		switch h := s.hands[seat]; {
		case !m.Valid():
			return "not a valid move: an 8 names a suit, and no other card does"
		case !h.Has(m.card):
			return notHeld[seat][m.card]
		case s.pending > 0 && m.card.Rank() != cards.Two:
			return "a 2 is on the pile: play a 2 or draw " + strconv.Itoa(int(s.pending))
		case !playable(&s.Public, h).Has(m.card):
			return offSuit[s.suit&3][s.top%cards.NumCards]
		}
	case KindDraw:
		switch {
		case !m.Valid():
			return "not a valid move"
		case r.canDraw(&s.Public):
		case s.nstock == 0:
			return "the stock is empty: pass"
		default:
			return seatText(seat) + " has drawn " + strconv.Itoa(int(s.drawn)) + " cards this turn, the most the rules allow: play or pass"
		}
	case KindPass:
		switch {
		case !m.Valid():
			return "not a valid move"
		case s.pending > 0:
			return "a 2 is on the pile: play a 2 or draw " + strconv.Itoa(int(s.pending))
		case r.canDraw(&s.Public):
			return "a player may pass only after drawing " + strconv.Itoa(r.maxDraw()) + " cards in his turn, or with the stock empty"
		}
	default:
		return "not a move"
	}
	return ""
}

// notHeld and offSuit are the reasons most refusals give, written once so
// that a refusal allocates only its error: notHeld[seat][c] that seat does
// not hold c, offSuit[suit][top] that a card matches neither the suit in
// force nor the top card.
var notHeld, offSuit = func() (held [MaxPlayers][cards.NumCards]string, off [cards.NumSuits][cards.NumCards]string) {
	for c := range cards.Card(cards.NumCards) {
		for seat := range MaxPlayers {
			held[seat][c] = seatText(seat) + " does not hold " + c.String()
		}
		for u := range cards.Suit(cards.NumSuits) {
			off[u][c] = "the suit in force is " + suitNames[u] + " and the top card is " + c.String()
		}
	}
	return held, off
}()

// suitNames are the suits as a reason names them.
var suitNames = [cards.NumSuits]string{"clubs", "diamonds", "hearts", "spades"}

// apply plays m, a legal move, in s.
func (r *Rules) apply(s *State, m Move) {
	seat := int(s.mover) - 1
	s.moves++
	s.lastSeat, s.lastMove, s.drew = uint8(seat+1), m, 0
	switch m.kind {
	case KindCard:
		r.play(s, seat, m)
	case KindDraw:
		s.passes = 0
		if s.pending == 0 {
			r.drawOne(s, seat)
			s.drew, s.drawn = 1, s.drawn+1
			return
		}
		// The cards owed to 2s, all of them, and the turn ends. When the
		// stock runs out the rest is forgiven; OpenSpiel counts it as a
		// pass when the last card owed was the last of the stock.
		for s.pending > 0 {
			r.drawOne(s, seat)
			s.drew++
			s.pending--
			if s.nstock == 0 {
				if s.pending == 0 {
					s.passes++
				}
				s.pending = 0
			}
		}
		s.mover = uint8(s.next(seat, 1) + 1)
	case KindPass:
		if s.nstock == 0 {
			s.passes++
		} else {
			s.passes = 0
		}
		s.drawn = 0
		if int(s.passes) == int(s.players)+1 {
			s.finish(EndBlocked, -1)
			return
		}
		s.mover = uint8(s.next(seat, 1) + 1)
	}
}

// play plays the card of m for seat: it goes on the pile, the game ends
// when it was the seat's last card or the max_turns-th card played, and
// otherwise the stock is refilled if it must be and the card's effect
// applies.
func (r *Rules) play(s *State, seat int, m Move) {
	c := m.card
	s.passes, s.drawn = 0, 0
	s.hands[seat] = s.hands[seat].Remove(c)
	s.discard = s.discard.Add(s.top)
	s.top, s.suit = c, c.Suit()
	if u, ok := m.Call(); ok {
		s.suit = u
	}
	s.plays++
	switch {
	case s.hands[seat].Empty():
		s.finish(EndOut, seat)
		return
	case int(s.plays) >= r.maxTurns():
		s.finish(EndTurnLimit, -1)
		return
	}
	r.refill(s)
	s.mover = uint8(r.effect(&s.Public, seat, c.Rank()) + 1)
}

// effect applies the effect of a card of rank k played by seat (or turned
// up for the dealer) and returns the seat to move next: with special
// cards a Q skips a seat, an A reverses the direction, and a 2 makes the
// next seat owe 2 more cards while the stock holds any.
func (r *Rules) effect(p *Public, seat int, k cards.Rank) int {
	if r.UseSpecialCards {
		switch k {
		case cards.Queen:
			return p.next(seat, 2)
		case cards.Ace:
			p.dir ^= 1
		case cards.Two:
			if p.nstock > 0 {
				p.pending += 2
			}
		}
	}
	return p.next(seat, 1)
}

// drawOne moves the top card of the stock, which holds one, into seat's
// hand, then refills the stock if it must be.
func (r *Rules) drawOne(s *State, seat int) {
	s.nstock--
	c := s.stock[s.nstock]
	s.stock[s.nstock] = 0
	s.hands[seat] = s.hands[seat].Add(c)
	r.refill(s)
}

// refill turns the discards into the stock, shuffled, when the stock is
// empty and the rules reshuffle.
func (r *Rules) refill(s *State) {
	if s.nstock != 0 || !r.Reshuffle || s.discard.Empty() {
		return
	}
	d := cards.Deck(s.discard.AppendCards(s.stock[:0]))
	s.shuffler.Shuffle(d, &s.rng)
	s.nstock = uint8(len(d))
	s.discard = 0
}

// finish ends the game for reason, out the seat that went out or -1.
func (s *State) finish(reason EndReason, out int) {
	s.mover, s.end, s.out = 0, reason, uint8(out+1)
	s.drawn, s.pending = 0, 0
}

// Start returns the first position of a game dealt as d says: d.Dealer
// deals (OpenSpiel draws the dealer at random; a session or the caller
// passes it in), from d.Deck in its order when it is given, else from the
// 52 cards shuffled with d.Seed by the shuffle of d's engine
// ([cards.Deal.Shuffler]), which the position keeps for its reshuffles.
// The cards are dealt one at a time from
// the dealer's left, 5 to each seat (7 with 2 players); the next card is
// turned up, and while it is an 8 it goes back into the stock, at a place
// drawn from the generator seeded with d.Seed, and the next is turned.
// With special cards a turned-up Q, A or 2 acts as if the dealer had
// played it; then the seat after the dealer (in the direction of play)
// moves. Its errors wrap [cards.ErrInvalidArgument]: rules that
// [Rules.Validate] refuses, a dealer not in the game, an engine this
// build does not play, a deck that is not the 52 cards once each.
//
// OpenSpiel's code, unlike its rules, leaves the turned-up card in the
// dealer's hand as well; here it is on the pile only.
func (r Rules) Start(d cards.Deal) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, fmt.Errorf("%w: %w", cards.ErrInvalidArgument, err)
	}
	n := r.players()
	if d.Dealer < 0 || d.Dealer >= n {
		return State{}, invalidArgument("dealer %d is not a seat from 0 to %d", d.Dealer, n-1)
	}
	shuffler, err := d.Shuffler()
	if err != nil {
		return State{}, fmt.Errorf("crazyeights: %w", err)
	}
	var s State
	s.rng.Seed(d.Seed, pcgStream)
	s.shuffler = shuffler
	var deck [cards.NumCards]cards.Card
	if d.Deck == nil {
		for i := range deck {
			deck[i] = cards.Card(i)
		}
		s.shuffler.Shuffle(deck[:], &s.rng)
	} else {
		if len(d.Deck) != cards.NumCards || !d.Deck.Valid() || d.Deck.Set() != cards.Deck52 {
			return State{}, invalidArgument("the deck must hold the 52 cards once each, not %d cards", len(d.Deck))
		}
		copy(deck[:], d.Deck)
	}
	s.players, s.dealer = uint8(n), uint8(d.Dealer)
	k := handSize(n)
	for i := range n * k {
		seat := (d.Dealer + 1 + i) % n
		s.hands[seat] = s.hands[seat].Add(deck[i])
	}
	rest := deck[n*k:]
	for i, c := range rest {
		s.stock[len(rest)-1-i] = c
	}
	s.nstock = uint8(len(rest))
	for {
		s.nstock--
		c := s.stock[s.nstock]
		s.stock[s.nstock] = 0
		if c.Rank() != cards.Eight {
			s.top, s.suit = c, c.Suit()
			break
		}
		// Back into the stock, at one of its nstock+1 places.
		at := int(cards.UintN(&s.rng, uint64(s.nstock)+1))
		copy(s.stock[at+1:s.nstock+1], s.stock[at:s.nstock])
		s.stock[at] = c
		s.nstock++
	}
	first := s.next(d.Dealer, 1)
	if r.UseSpecialCards {
		first = r.effect(&s.Public, d.Dealer, s.top.Rank())
	}
	s.mover = uint8(first + 1)
	return s, nil
}
