package shedding

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// pcgStream is the stream of the generator of a [State]: "crazy8", the
// stream of the first game on the engine, kept so that its seeds deal as
// they always have.
const pcgStream = 0x6372617a7938

// The rule steps. Listing (AppendLegal), checking (refuse), applying
// (apply), counting (RandomMove) and the checks of decoded positions all
// call these, so that each rule has one home, and each reads the table.

// playable returns the cards of h that the seat to move in p may play.
func (r *Rules) playable(p *Public, h cards.Set) cards.Set {
	// A pending draw is answered only by the cards of Answer.
	if p.pending > 0 {
		return h & r.Answer
	}
	// Otherwise a card of the suit in force or, unless the table follows
	// the suit only, of the top card's rank; or a wild card.
	rank := cards.RankSet(p.top.Rank())
	if r.FollowSuit {
		rank = 0
	}
	return h & (cards.SuitSet(p.suit) | rank | r.Wild)
}

// lastCalls reports whether a card played from h, the hand of the seat to
// move, may carry the last-card call: when the table has the call
// (LastCall) and the card leaves one. Each such play is then two moves,
// with the call and without.
func (r *Rules) lastCalls(h cards.Set) bool { return r.LastCall > 0 && h.Len() == 2 }

// missedCall reports whether m, played from h, is a card that leaves its
// player one card without the last-card call, which costs LastCall cards.
func (r *Rules) missedCall(m Move, h cards.Set) bool {
	return m.kind == KindCard && !m.one() && r.lastCalls(h)
}

// moveCount returns the number of legal moves that play a card of cs, the
// playable cards: one for each card, four for a card that names a suit
// (one for each suit); twice as many when calls (lastCalls).
func (r *Rules) moveCount(cs cards.Set, calls bool) int {
	if calls {
		return 2 * r.playCount(cs)
	}
	return r.playCount(cs)
}

// playCount is moveCount without the last-card call: one move for each
// card of cs, four for a card that names a suit.
func (r *Rules) playCount(cs cards.Set) int {
	n := cs.Len()
	if e := cs & r.Call; e != 0 {
		n += 3 * e.Len()
	}
	return n
}

// nthPlay returns the k-th move, from 0, that plays a card of cs in the
// order of [Rules.AppendLegal]: cards in card order, a card that names a
// suit once for each suit, clubs first; when calls, each with the
// last-card call, then without it. k is below moveCount(cs, calls).
func (r *Rules) nthPlay(cs cards.Set, k int, calls bool) Move {
	if calls {
		m := r.nthPlay(cs, k/2, false)
		if k%2 == 0 {
			m = m.WithOneCard()
		}
		return m
	}
	if cs&r.Call == 0 {
		c, _ := cs.Nth(k)
		return Play(c)
	}
	for c := range cs.All() {
		if !r.Call.Has(c) {
			if k == 0 {
				return Play(c)
			}
			k--
			continue
		}
		if k < cards.NumSuits {
			return Play(c).WithCall(cards.Suit(k))
		}
		k -= cards.NumSuits
	}
	return Move{}
}

// canDraw reports whether the seat to move in p may draw: while the stock
// holds a card, up to MaxDraw cards a turn, or a pending draw. When it
// may not, it may pass: one of the two is always legal.
func (r *Rules) canDraw(p *Public) bool {
	return r.stocked(p) && (p.pending > 0 || int(p.drawn) < r.MaxDraw)
}

// drawsOrPasses reports whether the seat to move in p, whose playable
// cards are cs, may draw or pass (the one of the two drawOrPass gives):
// always, but under StuckDraw only once it has drawn this turn or when it
// may play no card.
func (r *Rules) drawsOrPasses(p *Public, cs cards.Set) bool {
	return !r.StuckDraw || cs == 0 || p.drawn > 0
}

// stocked reports whether a card can be drawn in p: the stock holds one
// or, under LateReshuffle, the discards do.
func (r *Rules) stocked(p *Public) bool {
	return p.nstock > 0 || r.LateReshuffle && p.discard != 0
}

// drawOrPass returns the one of Draw and Pass that is legal in p.
func (r *Rules) drawOrPass(p *Public) Move {
	if r.canDraw(p) {
		return Draw()
	}
	return Pass()
}

// setsFrom returns the cards of h a set may be made of and the cards it
// may start with, for the seat to move in p whose playable cards are cs:
// none when the table has no sets (MaxSet), when the seat has drawn this
// turn or may play no card, or when a draw is pending and sets do not
// answer it (SetAnswers); the cards of Answer when one is pending.
func (r *Rules) setsFrom(p *Public, h, cs cards.Set) (pool, firsts cards.Set) {
	if p.pending > 0 {
		if !r.SetAnswers {
			return 0, 0
		}
		h &= r.Answer
	}
	if r.MaxSet < 2 || p.drawn > 0 || cs == 0 {
		return 0, 0
	}
	return h, cs & paired(h)
}

// paired returns the cards of the ranks of which h holds two or more.
func paired(h cards.Set) cards.Set {
	// One bit a rank, at its clubs: a rank's four cards are four bits in
	// a row.
	const low = 0x1111111111111
	x := uint64(h)
	a, b, c, d := x&low, x>>1&low, x>>2&low, x>>3&low
	two := a&(b|c|d) | b&(c|d) | c&d
	return cards.Set(two * 0xF)
}

// uncalledOK reports whether a set may be laid without the "one card"
// call in p: when the table makes it cost UncalledDraw cards, and not on
// a pending draw.
func (r *Rules) uncalledOK(p *Public) bool { return r.UncalledDraw > 0 && p.pending == 0 }

// setWalk collects what walkSets finds: the moves appended to dst when
// add, their number n, and the k-th of them (from 0) when k < n.
type setWalk struct {
	dst []Move
	add bool
	k   int
	n   int
	kth Move
}

// emit returns w with one more set found, m. A setWalk goes by value, so
// that dst leaks only to the result of walkSets (through a pointer, the
// caller's buffer would move to the heap).
func (w setWalk) emit(m Move) setWalk {
	if w.add {
		w.dst = append(w.dst, m)
	}
	if w.n == w.k {
		w.kth = m
	}
	w.n++
	return w
}

// countSets returns the number of sets walkSets walks, counted without
// walking them: for each first and top card, the subsets of the cards
// between that MaxSet allows, each once per suit a top card of Call
// names, or once, and once more when uncalled.
func (r *Rules) countSets(pool, firsts cards.Set, uncalled bool) int {
	n := 0
	for vf := firsts; vf != 0; vf &= vf - 1 {
		f := cards.Card(bits.TrailingZeros64(uint64(vf)))
		others := pool.OfRank(f.Rank()).Remove(f)
		// Subsets of the j other cards but the top, of at most MaxSet-2.
		j, subs := others.Len()-1, 1
		if r.MaxSet >= 3 {
			subs += j // one card between
		}
		if r.MaxSet >= 4 && j == 2 {
			subs++ // both
		}
		calls := (others & r.Call).Len()
		per := 0
		if uncalled {
			per = others.Len()
		}
		n += subs * (others.Len() + 3*calls + per)
	}
	return n
}

// walkSets walks the sets of cards of pool whose first card is one of
// firsts, in the order of [Rules.AppendLegal]: by first card, then top
// card, then the cards between (by their set as a number, none first), up
// to MaxSet cards; each with the "one card" call (once for each suit,
// clubs first, when its top card is one of Call), then without it when
// uncalled. Listing, counting and the random draw all walk them here.
func (r *Rules) walkSets(w setWalk, pool, firsts cards.Set, uncalled bool) setWalk {
	// Bit loops, not range over Set.All: a closure here would move the
	// walk to the heap.
	for vf := firsts; vf != 0; vf &= vf - 1 {
		f := cards.Card(bits.TrailingZeros64(uint64(vf)))
		others := pool.OfRank(f.Rank()).Remove(f)
		for vt := others; vt != 0; vt &= vt - 1 {
			t := cards.Card(bits.TrailingZeros64(uint64(vt)))
			rest := others.Remove(t)
			if r.MaxSet < 3 {
				rest = 0
			}
			for sub := cards.Set(0); ; sub = (sub - rest) & rest {
				if 2+sub.Len() <= r.MaxSet {
					// The suits of the set: a rank's four cards are four
					// bits in a row, clubs lowest.
					suits := uint8(1<<f.Suit()|1<<t.Suit()) | uint8(uint64(sub)>>(uint(f)&^3))
					m := newSet(f, t, suits, true)
					if !r.Call.Has(t) {
						w = w.emit(m)
					} else {
						for u := range cards.Suit(cards.NumSuits) {
							w = w.emit(m.WithCall(u))
						}
					}
					if uncalled {
						m.x &^= oneBit
						w = w.emit(m)
					}
					// A walk for the k-th set alone ends with it.
					if !w.add && w.n > w.k && w.k >= 0 {
						return w
					}
				}
				if sub == rest {
					break
				}
			}
		}
	}
	return w
}

// form returns why m is not of a form the table allows, or "" when it is:
// a card names a suit exactly when it is one of Call; a set is one of a
// table with sets, and names a suit exactly when it is laid with the call
// and its top card is one of Call.
func (r *Rules) form(m Move) string {
	switch {
	case m.kind == KindSet && r.MaxSet < 2:
		return "this game has no sets"
	case m.kind == KindSet && m.one() && r.Call.Has(m.top()) && m.call() == 0:
		return "a set of " + m.top().Rank().String() + "s laid with the call must name a suit, as in " + m.String() + ":H"
	case m.kind == KindSet && (!m.one() || !r.Call.Has(m.top())) && m.call() != 0:
		return m.String() + " names no suit"
	case m.kind != KindCard:
	case m.one() && r.LastCall == 0:
		return "this game has no last-card call (!)"
	case r.Call.Has(m.card) && m.call() == 0:
		return article(m.card.Rank()) + " " + m.card.Rank().String() + " must name a suit, as in " + m.card.String() + ":H"
	case !r.Call.Has(m.card) && m.call() != 0:
		return m.card.String() + " names no suit"
	}
	return ""
}

// next returns the seat k seats after seat in the direction of play: k
// from 0 to the number of players, seat one of theirs.
func (p *Public) next(seat, k int) int {
	n := int(p.players)
	if p.dir == Counterclockwise {
		if seat -= k; seat < 0 {
			seat += n
		}
		return seat
	}
	if seat += k; seat >= n {
		seat -= n
	}
	return seat
}

// fits reports whether s is a position of r's number of players, with a
// seat to move.
func (r *Rules) fits(s *State) bool {
	return s.mover != 0 && int(s.mover) <= int(s.players) && int(s.players) == r.Players
}

// AppendLegal appends the legal moves of the seat to move in s to dst and
// returns the extended slice; none when s is over or is not a position of
// r.Players seats. The order is fixed: the cards that may be played in
// card order (2C, 2D, 2H, 2S, 3C, ..., AS), a card that names a suit four
// times, naming clubs, diamonds, hearts and spades, and under LastCall a
// card that leaves one card each time twice, with the last-card call
// ("QS!") right before the same play without it ("QS"); then the sets
// (Boxes' family); then the draw or,
// when drawing is not allowed, the pass (exactly one of the two is
// legal). With a draw pending the cards are those of r.Answer. It
// allocates nothing when dst has room.
func (r Rules) AppendLegal(dst []Move, s State) []Move {
	if !r.fits(&s) {
		return dst
	}
	cs := r.playable(&s.Public, s.hands[s.mover-1])
	calls := r.lastCalls(s.hands[s.mover-1])
	for c := range cs.All() {
		if r.Call.Has(c) {
			for u := range cards.Suit(cards.NumSuits) {
				dst = appendPlay(dst, Play(c).WithCall(u), calls)
			}
			continue
		}
		dst = appendPlay(dst, Play(c), calls)
	}
	if r.MaxSet >= 2 {
		pool, firsts := r.setsFrom(&s.Public, s.hands[s.mover-1], cs)
		dst = r.walkSets(setWalk{dst: dst, add: true, k: -1}, pool, firsts, r.uncalledOK(&s.Public)).dst
	}
	if !r.drawsOrPasses(&s.Public, cs) {
		return dst
	}
	return append(dst, r.drawOrPass(&s.Public))
}

// appendPlay appends the play m to dst, after the same play with the
// last-card call when calls.
func appendPlay(dst []Move, m Move, calls bool) []Move {
	if calls {
		dst = append(dst, m.WithOneCard())
	}
	return append(dst, m)
}

// RandomMove returns a legal move of the seat to move in s drawn uniformly
// at random from p, and true; or the zero Move and false when s is over,
// or s or p is nil. It does not change s. The move is exactly
// cards.Legal(r, *s)[k] for the k that cards.UintN(p, n) draws, n the
// number of legal moves, with p advanced as that draw advances it. It
// counts the moves instead of listing them, and allocates nothing.
func (r Rules) RandomMove(s *State, p *rand.PCG) (Move, bool) {
	if s == nil || p == nil || !r.fits(s) {
		return Move{}, false
	}
	return r.randomMove(s, p), true
}

// randomMove is [Rules.RandomMove] for a position that fits r.
func (r *Rules) randomMove(s *State, p *rand.PCG) Move {
	cs := r.playable(&s.Public, s.hands[s.mover-1])
	calls := r.lastCalls(s.hands[s.mover-1])
	n := r.moveCount(cs, calls)
	all := n + 1
	if !r.drawsOrPasses(&s.Public, cs) {
		all--
	}
	if r.MaxSet >= 2 && cs != 0 {
		if pool, firsts := r.setsFrom(&s.Public, s.hands[s.mover-1], cs); firsts != 0 {
			return r.randomWithSets(s, p, cs, pool, firsts, n, all)
		}
	}
	k := int(cards.UintN(p, uint64(all)))
	switch {
	case k == n:
		return r.drawOrPass(&s.Public)
	case cs&r.Call == 0 && !calls:
		c, _ := cs.Nth(k)
		return Play(c)
	}
	return r.nthPlay(cs, k, calls)
}

// randomWithSets is randomMove where a set may be laid: its cards are of
// pool and its first card one of firsts (setsFrom); the playable cards cs
// give n moves, and all the moves but the sets.
func (r *Rules) randomWithSets(s *State, p *rand.PCG, cs, pool, firsts cards.Set, n, all int) Move {
	uncalled := r.uncalledOK(&s.Public)
	ns := r.countSets(pool, firsts, uncalled)
	k := int(cards.UintN(p, uint64(all+ns)))
	switch {
	case k < n:
		return r.nthPlay(cs, k, r.lastCalls(s.hands[s.mover-1]))
	case k < n+ns:
		return r.walkSets(setWalk{k: k - n}, pool, firsts, uncalled).kth
	}
	return r.drawOrPass(&s.Public)
}

// RandomStep draws the move [Rules.RandomMove] draws from p and plays it in
// *s, leaving *s as [Rules.Apply] would return it, and returns the move and
// true; or the zero Move and false, drawing nothing and changing nothing,
// when s is over, or s or p is nil. It is the [cards.RandomStepper] fast
// path: the move is the position's own draw, so it is played without the
// check [Rules.ApplyTo] gives a move from elsewhere. It allocates nothing.
func (r Rules) RandomStep(s *State, p *rand.PCG) (Move, bool) { return r.Step(s, p) }

// Step is [Rules.RandomStep] on a table held by pointer, which it does
// not copy: for a game that keeps its tables built once (crazyeights) and
// plays a move with one of them.
func (r *Rules) Step(s *State, p *rand.PCG) (Move, bool) {
	if s == nil || p == nil || !r.fits(s) {
		return Move{}, false
	}
	m := r.randomMove(s, p)
	r.apply(s, m)
	return m, true
}

// RandomSteps plays up to max random moves in *s, each drawn and played as
// [Rules.RandomStep] would, and returns how many it played: fewer than max
// only when the game ends, none when max is 0 or less, or s or p is nil.
// It is the [cards.BatchStepper] fast path. It allocates nothing.
func (r Rules) RandomSteps(s *State, p *rand.PCG, max int) int { return r.Steps(s, p, max) }

// Steps is [Rules.RandomSteps] on a table held by pointer, which it does
// not copy.
func (r *Rules) Steps(s *State, p *rand.PCG, max int) int {
	if s == nil || p == nil || !r.fits(s) {
		return 0
	}
	// The same moves and positions through fast_step.go, which
	// -tags cardrules_reference leaves out.
	if n, ok := r.fastSteps(s, p, max); ok {
		return n
	}
	n := 0
	for n < max && s.mover != 0 {
		r.apply(s, r.randomMove(s, p))
		n++
	}
	return n
}

// Apply returns the position after m is played in s, and s unchanged with
// a [*cards.MoveError] wrapping [cards.ErrIllegalMove] when m is not legal,
// its Reason saying why, such as "the suit in force is hearts and the top
// card is 9H". It never changes s.
func (r Rules) Apply(s State, m Move) (State, error) {
	err := r.applyTo(&s, m)
	return s, err
}

// ApplyTo plays m in *s in place, as [Rules.Apply] returns it; on an error
// *s is unchanged. A nil s is an illegal move.
func (r Rules) ApplyTo(s *State, m Move) error { return r.applyTo(s, m) }

// applyTo is [Rules.ApplyTo].
func (r *Rules) applyTo(s *State, m Move) error {
	if s == nil {
		return &cards.MoveError{Game: r.Game, Seat: -1, Move: m.String(), Reason: "no position (nil *State)"}
	}
	if why := r.refuse(s, m); why != "" {
		return &cards.MoveError{Game: r.Game, Seat: s.Turn(), Move: m.String(), Reason: why}
	}
	r.apply(s, m)
	return nil
}

// refuse returns why m is not legal in s, or "" when it is.
func (r *Rules) refuse(s *State, m Move) string {
	if s.mover == 0 {
		return "the game is over"
	}
	if !r.fits(s) {
		return "the position has " + strconv.Itoa(int(s.players)) + " players, these rules " + strconv.Itoa(r.Players)
	}
	seat := int(s.mover) - 1
	if !m.Valid() {
		return "not a valid move"
	}
	if why := r.form(m); why != "" {
		return "not a valid move: " + why
	}
	switch m.kind {
	case KindCard:
		switch h := s.hands[seat]; {
		case !h.Has(m.card):
			return notHeld[seat][m.card]
		case s.pending > 0 && !r.Answer.Has(m.card):
			return r.pendingText(s)
		case !r.playable(&s.Public, h).Has(m.card):
			return offSuit[s.suit&3][s.top%cards.NumCards]
		case m.one() && h.Len() == 1:
			return "the last-card call (!) goes with a card that leaves one, not with the last"
		case m.one() && !r.lastCalls(h):
			return "the last-card call (!) goes with a card that leaves one, and " + seatText(seat) + " holds " + strconv.Itoa(h.Len()) + " cards"
		}
	case KindSet:
		if why := r.refuseSet(s, seat, m); why != "" {
			return why
		}
	case KindDraw:
		switch {
		case !r.drawsOrPasses(&s.Public, r.playable(&s.Public, s.hands[seat])):
			return mustPlay[seat]
		case r.canDraw(&s.Public):
		case !r.stocked(&s.Public):
			return "the stock is empty: pass"
		default:
			return seatText(seat) + " has drawn " + strconv.Itoa(int(s.drawn)) + " cards this turn, the most the rules allow: play or pass"
		}
	case KindPass:
		switch {
		case !r.drawsOrPasses(&s.Public, r.playable(&s.Public, s.hands[seat])):
			return mustPlay[seat]
		case s.pending > 0:
			return r.pendingText(s)
		case r.canDraw(&s.Public):
			drawn := strconv.Itoa(r.MaxDraw) + " cards"
			if r.MaxDraw == 1 {
				drawn = "a card"
			}
			return "a player may pass only after drawing " + drawn + " in his turn, or with the stock empty"
		}
	}
	return ""
}

// refuseSet returns why the set m, of a form the table allows, may not
// be laid by seat, the seat to move in s, or "" when it may.
func (r *Rules) refuseSet(s *State, seat int, m Move) string {
	h := s.hands[seat]
	pool, firsts := r.setsFrom(&s.Public, h, r.playable(&s.Public, h))
	switch {
	case !h.Contains(m.Cards()):
		return seatText(seat) + " does not hold " + m.Cards().String()
	case s.drawn > 0:
		return "a set is laid only before drawing"
	case s.pending > 0 && (!r.SetAnswers || !pool.Contains(m.Cards())):
		return r.pendingText(s)
	case !firsts.Has(m.card):
		return "the first card of a set must be playable on its own: " + offSuit[s.suit&3][s.top%cards.NumCards]
	case m.Cards().Len() > r.MaxSet:
		return "a set is at most " + strconv.Itoa(r.MaxSet) + " cards"
	case !m.one() && !r.uncalledOK(&s.Public):
		return "a set must be laid with the \"one card\" call, as in " + newSet(m.card, m.top(), m.suits(), true).String()
	}
	return ""
}

// pendingText says that a draw is pending in s, how it is answered and
// how much it draws: "a 2 is on the pile: play a 2 or draw 4".
func (r *Rules) pendingText(s *State) string {
	answer := ""
	for k := cards.Two; k <= cards.Ace; k++ {
		if r.Answer.OfRank(k) == 0 {
			continue
		}
		if answer != "" {
			answer += " or "
		}
		answer += article(k) + " " + k.String()
		if r.Answer.OfRank(k) != cards.RankSet(k) {
			answer += " of " + r.Answer.OfRank(k).String()
		}
	}
	return article(s.top.Rank()) + " " + s.top.Rank().String() + " is on the pile: play " + answer + " or draw " + strconv.Itoa(int(s.pending))
}

// article returns "an" for an 8 or an A, else "a".
func article(k cards.Rank) string {
	if k == cards.Eight || k == cards.Ace {
		return "an"
	}
	return "a"
}

// notHeld, offSuit and mustPlay are the reasons most refusals give,
// written once so that a refusal allocates only its error: notHeld[seat][c]
// that seat does not hold c, offSuit[suit][top] that a card matches
// neither the suit in force nor the top card, mustPlay[seat] that seat
// may not draw or pass under StuckDraw.
var notHeld, offSuit, mustPlay = func() (held [MaxPlayers][cards.NumCards]string, off [cards.NumSuits][cards.NumCards]string, must [MaxPlayers]string) {
	for c := range cards.Card(cards.NumCards) {
		for seat := range MaxPlayers {
			held[seat][c] = seatText(seat) + " does not hold " + c.String()
		}
		for u := range cards.Suit(cards.NumSuits) {
			off[u][c] = "the suit in force is " + suitNames[u] + " and the top card is " + c.String()
		}
	}
	for seat := range MaxPlayers {
		must[seat] = seatText(seat) + " holds a card it may play, and must play one"
	}
	return held, off, must
}()

// suitNames are the suits as a reason names them.
var suitNames = [cards.NumSuits]string{"clubs", "diamonds", "hearts", "spades"}

// apply plays m, a legal move, in s: the move's own effects, then the
// Variant's, then the end the move made (the last card, MaxPlays, the
// Blocked passes); the deal ends once MaxMoves moves have been made, and
// a match (Deals) then deals again.
func (r *Rules) apply(s *State, m Move) {
	seat := int(s.mover) - 1
	end := EndNone // the end the move makes, decided after the Variant
	s.moves++
	s.lastSeat, s.lastMove, s.upcard, s.justDrew = uint8(seat+1), m, false, 0
	s.drew = [MaxPlayers]uint8{}
	// A suit named stays named while it is not the top card's own, or
	// while the move that named it is the last (Public.Named).
	s.named = s.suit != s.top.Suit()
	switch {
	case m.kind == KindCard || m.kind == KindSet:
		end = r.play(s, seat, m)
	case m.kind == KindDraw && s.pending == 0:
		s.passes = 0
		if r.StuckDraw && s.drawn == 0 {
			r.showStuck(s, seat)
		}
		held := s.hands[seat]
		r.drawOne(s, seat)
		s.drawn++
		// DrawEnds: the draw ends the turn; else the seat moves again,
		// knowing the card it drew.
		if r.DrawEnds {
			s.drawn = 0
			s.mover = uint8(s.next(seat, 1) + 1)
		} else {
			c, _ := s.hands[seat].Minus(held).Min()
			s.justDrew = uint8(c) + 1
		}
	case m.kind == KindDraw:
		// The pending draw, all of it, and the turn ends; it counts as a
		// pass when the last card owed was the last of the stock.
		s.passes = 0
		if r.StuckDraw {
			s.showNoAnswer(seat)
		}
		if r.drawPending(s, seat) {
			s.passes++
		}
		s.mover = uint8(s.next(seat, 1) + 1)
	default:
		// A pass. Passes in a row with an empty stock block the game once
		// Blocked seats (every seat and one more) have passed.
		if !r.stocked(&s.Public) {
			s.passes++
		} else {
			s.passes = 0
		}
		if r.StuckDraw && s.drawn == 0 {
			r.showStuck(s, seat)
		}
		s.drawn = 0
		s.mover = uint8(s.next(seat, 1) + 1)
		if int(s.passes) == r.blocked(s.players) {
			end = EndBlocked
		}
	}
	// Variant: its steps, once the move's own effects are done and before
	// the end they make, as Boxes' hook runs.
	if r.Variant != nil {
		r.moved(s, m, seat, end)
	}
	switch end {
	case EndOut:
		s.finish(EndOut, seat)
	case EndTurnLimit, EndBlocked:
		s.finish(end, -1)
	}
	// MaxMoves: the game ends after so many moves (0, no cap, wraps to
	// the largest uint32).
	if uint32(r.MaxMoves-1) < s.moves && s.mover != 0 {
		s.finish(EndMoveLimit, -1)
	}
	// Deals: a match deals again.
	if s.mover == 0 && r.Deals[0] != 0 {
		r.nextDeal(s)
	}
}

// play plays the card of m, or its set, for seat: it goes on the pile,
// naming the suit in force when it is one of Call, and a card that leaves
// one without the last-card call costs LastCall cards. It returns the end the
// move makes, which apply decides: EndOut when it was the seat's last
// card (its draws under LastCardActs made), EndTurnLimit when it was the
// MaxPlays-th card played, the turn then not passed; otherwise EndNone,
// the stock refilled if it must be and the (top) card's effect applied,
// once.
func (r *Rules) play(s *State, seat int, m Move) EndReason {
	c := m.card
	missed := r.missedCall(m, s.hands[seat])
	s.passes, s.drawn = 0, 0
	if m.kind == KindSet {
		if done, end := r.playSet(s, seat, m); done {
			return end
		}
		c = m.top()
	} else {
		s.hands[seat] = s.hands[seat].Remove(c)
		r.spend(s, seat, cards.SetOf(c))
		s.discard = s.discard.Add(s.top)
		if r.countsPlays() {
			s.plays++
		}
	}
	s.top, s.suit, s.named = c, c.Suit(), false
	if u, ok := m.Call(); ok {
		s.suit, s.named = u, true
	}
	// LastCall: a card that leaves one without the last-card call costs
	// LastCall cards, drawn before the card's effect; they may empty the
	// stock, which ends a pending draw.
	if missed {
		r.drawN(s, seat, int(r.LastCall))
		r.unstocked(s)
	}
	switch {
	case s.hands[seat].Empty():
		// LastCardActs: the draws of the last card still happen.
		if r.LastCardActs {
			r.lastDraws(s, seat, c)
		}
		return EndOut
	case int(s.plays) >= r.MaxPlays && r.MaxPlays > 0 || s.plays == MaxPlaysLimit:
		return EndTurnLimit
	}
	r.refill(s)
	s.mover = uint8(r.effect(s, seat, c) + 1)
	return EndNone
}

// playSet lays the cards of the set m for seat: they leave the hand, the
// old top card and all but the set's top card join the discards, and each
// counts as played. It reports whether the move is done, and the end it
// makes as play does: a set laid without the call (UncalledDraw) has no
// effect, its top card names no suit, the player draws UncalledDraw cards
// and the turn passes, unless the game ends as after any play.
func (r *Rules) playSet(s *State, seat int, m Move) (done bool, end EndReason) {
	set := m.Cards()
	s.hands[seat] &^= set
	r.spend(s, seat, set)
	s.discard = s.discard.Add(s.top) | set.Remove(m.top())
	if r.countsPlays() {
		s.plays = uint16(min(int(s.plays)+set.Len(), MaxPlaysLimit))
	}
	if m.one() {
		return false, EndNone
	}
	s.top, s.suit, s.named = m.top(), m.top().Suit(), false
	r.drawN(s, seat, int(r.UncalledDraw))
	switch {
	case s.hands[seat].Empty():
		return true, EndOut
	case int(s.plays) >= r.MaxPlays && r.MaxPlays > 0 || s.plays == MaxPlaysLimit:
		return true, EndTurnLimit
	}
	r.refill(s)
	s.mover = uint8(s.next(seat, 1) + 1)
	return true, EndNone
}

// drawPending makes seat draw the pending draw, all of it, and reports
// whether the last card owed was the last of the stock. When the stock
// runs out the rest is forgiven.
func (r *Rules) drawPending(s *State, seat int) (last bool) {
	for s.pending > 0 {
		r.drawOne(s, seat)
		s.pending--
		if !r.stocked(&s.Public) {
			last = s.pending == 0
			s.pending = 0
		}
	}
	s.chain = 0
	return last
}

// blocked returns the number of passes in a row with an empty stock that
// ends a game of n players: Blocked, or n+1.
func (r *Rules) blocked(n uint8) int {
	if r.Blocked > 0 {
		return r.Blocked
	}
	return int(n) + 1
}

// drawAdds returns how many cards a card of rank k adds to the draw
// pending in p: its Chain when it answers a pending draw and the table
// gives one, else its Draw.
func (r *Rules) drawAdds(p *Public, k cards.Rank) uint8 {
	if p.pending > 0 && r.Chain[k] != 0 {
		return r.Chain[k]
	}
	return r.Draw[k]
}

// effect applies the effect of card c played by seat (or turned up for
// the dealer) and returns the seat to move next.
func (r *Rules) effect(s *State, seat int, c cards.Card) int {
	k := c.Rank()
	// Reverse: the direction of play turns.
	if has(r.Reverse, c) {
		s.dir ^= 1
	}
	// Draw: the next seat owes the card's count more (its Chain when it
	// answers), while the stock holds a card.
	if n := r.drawAdds(&s.Public, k); n > 0 && r.stocked(&s.Public) {
		s.pending += n
		s.chain++
	}
	next := s.next(seat, 1)
	switch {
	// Again: the same seat plays again.
	case has(r.Again, c):
		next = seat
	// Skip: the next seat loses its turn.
	case has(r.Skip, c):
		next = s.next(seat, 2)
	}
	if r.Others[k]|r.Feed[k] != 0 {
		r.draws(s, seat, next, k)
	}
	// ForcedDraw: a seat that cannot answer the pending draw draws it at
	// once and loses its turn.
	if r.ForcedDraw && s.pending > 0 && r.playable(&s.Public, s.hands[next]) == 0 {
		s.showNoAnswer(next)
		r.drawPending(s, next)
		next = s.next(next, 1)
	}
	return next
}

// draws makes the draws of a card of rank k played by seat, next being
// the seat to move after it.
func (r *Rules) draws(s *State, seat, next int, k cards.Rank) {
	// Others: every other seat draws, from the next on; with OthersSelf
	// the player too, last.
	if n := int(r.Others[k]); n > 0 {
		for i := 1; i < int(s.players); i++ {
			r.drawN(s, s.next(seat, i), n)
		}
		if r.OthersSelf {
			r.drawN(s, seat, n)
		}
	}
	// Feed: the seat to move draws at once, then takes its turn.
	r.drawN(s, next, int(r.Feed[k]))
	// These draws may have emptied the stock.
	r.unstocked(s)
}

// unstocked ends the draw pending in s when no card can be drawn
// (stocked): a draw is pending only while the stock holds a card. Every
// step that draws while a draw may be pending calls it: the draws of a
// card (Others, Feed), the cost of a missed last-card call, a Variant's.
func (r *Rules) unstocked(s *State) {
	if !r.stocked(&s.Public) {
		s.pending, s.chain = 0, 0
	}
}

// lastDraws makes the draws of c, the last card of seat, under
// LastCardActs: the next seat draws the pending draw with c's part at
// once, with no answer; the others draw c's Others (seat never draws);
// the next seat draws c's Feed.
func (r *Rules) lastDraws(s *State, seat int, c cards.Card) {
	k := c.Rank()
	next := s.next(seat, 1)
	r.drawN(s, next, int(s.pending)+int(r.drawAdds(&s.Public, k)))
	for i := 1; i < int(s.players); i++ {
		r.drawN(s, s.next(seat, i), int(r.Others[k]))
	}
	r.drawN(s, next, int(r.Feed[k]))
}

// has reports whether set holds c, a card: [cards.Set.Has] for a card
// known to be valid.
func has(set cards.Set, c cards.Card) bool { return uint64(set)>>(c&63)&1 != 0 }

// drawN makes seat draw n cards, or what the stock (refilled as it must
// be) holds.
func (r *Rules) drawN(s *State, seat int, n int) {
	for ; n > 0 && r.stocked(&s.Public); n-- {
		r.drawOne(s, seat)
	}
}

// drawOne moves the top card of the stock into seat's hand, the stock
// holding one or, under LateReshuffle, made of the discards first; then
// refills the stock if it must be.
func (r *Rules) drawOne(s *State, seat int) {
	// LateReshuffle: the discards become the stock when a card must be
	// drawn from an empty one.
	if s.nstock == 0 {
		reshuffle(s)
	}
	s.nstock--
	c := s.stock[s.nstock]
	s.stock[s.nstock] = 0
	s.hands[seat] = s.hands[seat].Add(c)
	s.drew[seat]++
	r.refill(s)
}

// refill turns the discards into the stock, shuffled, when the stock is
// empty and the rules reshuffle, but not late.
func (r *Rules) refill(s *State) {
	if s.nstock == 0 && r.Reshuffle && !r.LateReshuffle && s.discard != 0 {
		reshuffle(s)
	}
}

// reshuffle turns the discards into the stock, shuffled.
func reshuffle(s *State) {
	d := cards.Deck(s.discard.AppendCards(s.stock[:0]))
	s.shuffler.Shuffle(d, &s.rng)
	s.nstock = uint8(len(d))
	s.discard = 0
}

// finish ends the game for reason, out the seat that went out or -1.
func (s *State) finish(reason EndReason, out int) {
	s.mover, s.end, s.out = 0, reason, uint8(out+1)
	s.drawn, s.pending, s.chain, s.justDrew = 0, 0, 0, 0
}

// Start returns the first position of a game dealt as d says: d.Dealer
// deals, from d.Deck in its order when it is given, else from r.Deck in
// card order shuffled with d.Seed by the shuffle of d's engine
// ([cards.Deal.Shuffler]), which the position keeps for its reshuffles. The cards
// are dealt one at a time from the dealer's left, r.HandSize[r.Players]
// to each seat; the next card is turned up, and while it is one of
// r.TurnBack it goes back into the stock, at a place drawn from the
// generator seeded with d.Seed, and the next is turned. The turned-up
// card is on the pile only. With r.UpcardActs it acts as if the dealer
// had played it; then the seat after the dealer (in the direction of
// play) moves. Its errors wrap [cards.ErrInvalidArgument]: a table that
// [Rules.Validate] refuses, a dealer not in the game, an engine this build
// does not play, a deck that is not r.Deck once each.
func (r Rules) Start(d cards.Deal) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, fmt.Errorf("%w: %w", cards.ErrInvalidArgument, err)
	}
	n := r.Players
	if d.Dealer < 0 || d.Dealer >= n {
		return State{}, invalidArgument("dealer %d is not a seat from 0 to %d", d.Dealer, n-1)
	}
	shuffler, err := d.Shuffler()
	if err != nil {
		return State{}, fmt.Errorf("shedding: %w", err)
	}
	var s State
	s.shuffler = shuffler
	stream := r.Stream
	if stream == 0 {
		stream = pcgStream
	}
	s.rng.Seed(d.Seed, stream)
	var buf [cards.NumCards]cards.Card
	deck := cards.Deck(r.Deck.AppendCards(buf[:0]))
	if d.Deck == nil {
		s.shuffler.Shuffle(deck, &s.rng)
	} else {
		if len(d.Deck) != len(deck) || !d.Deck.Valid() || d.Deck.Set() != r.Deck {
			return State{}, invalidArgument("the deck must hold the %d cards of the game once each, not %d cards", len(deck), len(d.Deck))
		}
		copy(deck, d.Deck)
	}
	s.players = uint8(n)
	r.dealFrom(&s, d.Dealer, deck)
	return s, nil
}

// dealFrom deals the current deal of s (its deal number, players,
// generator, shuffler and totals set; the rest empty) from deck, dealer
// dealing: one card at a time from the dealer's left, then the upcard,
// turned back while it is one of TurnBack, with its effect under
// UpcardActs; the rest is the stock.
func (r *Rules) dealFrom(s *State, dealer int, deck cards.Deck) {
	n := int(s.players)
	s.dealer = uint8(dealer)
	k := r.handSize(int(s.deal))
	for i := range n * k {
		seat := (dealer + 1 + i) % n
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
		if !r.TurnBack.Has(c) {
			s.top, s.suit = c, c.Suit()
			break
		}
		// Back into the stock, at one of its nstock+1 places.
		at := int(cards.UintN(&s.rng, uint64(s.nstock)+1))
		copy(s.stock[at+1:s.nstock+1], s.stock[at:s.nstock])
		s.stock[at] = c
		s.nstock++
	}
	first := s.next(dealer, 1)
	if r.UpcardActs {
		first = r.upcardActs(s, dealer)
	}
	s.mover = uint8(first + 1)
}

// nextDeal starts the next deal of a match (Deals) when the deal of s has
// just ended and one is left: the seats' scores of the deal join their
// totals, the seat after the dealer deals, and the deck, gathered in card
// order, is shuffled by the position's generator (Boxes' B17, B23).
func (r *Rules) nextDeal(s *State) {
	s.endDeal()
	i := int(s.deal) + 1
	if i >= maxDeals || r.Deals[i] == 0 {
		return
	}
	for seat := range int(s.players) {
		s.totals[seat] -= int32(r.handPenalty(s.hands[seat]))
	}
	// The last move and its draws stay the last event.
	*s = State{Public: Public{players: s.players, dealer: s.dealer, deal: uint8(i), totals: s.totals,
		lastSeat: s.lastSeat, lastMove: s.lastMove, drew: s.drew,
		lastDeal: s.lastDeal, lastEnd: s.lastEnd, lastOut: s.lastOut, lastHands: s.lastHands,
		counters: s.counters, added: s.added},
		rng: s.rng, shuffler: s.shuffler}
	var buf [cards.NumCards]cards.Card
	deck := cards.Deck(r.Deck.AppendCards(buf[:0]))
	s.shuffler.Shuffle(deck, &s.rng)
	r.dealFrom(s, (int(s.dealer)+1)%int(s.players), deck)
}
