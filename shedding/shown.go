package shedding

import (
	"math/rand/v2"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// This file holds what a position shows beyond play: the phase of the
// turn, the voids compulsory play showed (Public.Barred), the last deal of
// a match, and the sides. The rule steps of play.go call its helpers.

// Phase is what the seat to move is asked to do.
type Phase uint8

// The phases of a turn.
const (
	PhasePlay   Phase = iota // an ordinary turn: play, or draw, or pass
	PhaseAnswer              // a draw is pending: answer it (Rules.Answer) or draw it
	PhaseDrawn               // the seat has drawn this turn and moves again (Rules.DrawEnds not set)
	PhaseOver                // the game is over
	numPhases
)

var phaseNames = [...]string{"play", "answer", "drawn", "over"}

// String returns "play", "answer", "drawn" or "over", or "Phase(9)".
func (p Phase) String() string {
	if p >= numPhases {
		return "Phase(" + strconv.Itoa(int(p)) + ")"
	}
	return phaseNames[p]
}

// Phase returns what the seat to move is asked to do: [PhaseOver] when
// the game is over, [PhaseAnswer] with a draw pending
// ([Public.PendingDraw]), [PhaseDrawn] once it has drawn this turn
// ([Public.DrawnThisTurn]), else [PhasePlay].
func (p Public) Phase() Phase {
	switch {
	case p.mover == 0:
		return PhaseOver
	case p.pending > 0:
		return PhaseAnswer
	case p.drawn > 0:
		return PhaseDrawn
	}
	return PhasePlay
}

// Void is a kind of card a seat can show it lacks when the table forces
// its move (Rules.StuckDraw, Rules.ForcedDraw): a suit, the cards that
// answer a pending draw (Rules.Answer), or the wild cards (Rules.Wild).
type Void uint8

// The kinds of [Void]: the four suits in the order of [cards.Suit], then
// the answers and the wild cards.
const (
	VoidClubs    Void = iota // a draw or pass on clubs under StuckDraw
	VoidDiamonds             // a draw or pass on diamonds under StuckDraw
	VoidHearts               // a draw or pass on hearts under StuckDraw
	VoidSpades               // a draw or pass on spades under StuckDraw
	VoidAnswer               // a pending draw drawn, which the seat could not answer (ForcedDraw, or StuckDraw)
	VoidWild                 // a draw or pass under StuckDraw with wild cards
)

// NumVoids is the number of kinds of [Void].
const NumVoids = 6

var voidNames = [NumVoids]string{"clubs", "diamonds", "hearts", "spades", "answers", "wild cards"}

// String returns "clubs", "diamonds", "hearts", "spades", "answers" or
// "wild cards", or "Void(9)".
func (k Void) String() string {
	if k >= NumVoids {
		return "Void(" + strconv.Itoa(int(k)) + ")"
	}
	return voidNames[k]
}

// Barred returns how many of the cards seat holds are barred from kind k
// by the voids it showed in this deal, or 0 for a seat not in the game or
// a k that is not a kind. When seat showed it lacked k (under
// Rules.StuckDraw a draw or a pass before drawing in its turn, legal only
// when it can play no card, which shows the suit in force and the wild
// cards; a pending draw drawn under Rules.ForcedDraw or StuckDraw, which
// shows the answers), it held that many cards, none of kind k. A card
// drawn since may be of any kind and bars nothing; a card played since
// takes the place of the earliest card it may be, and bars one card fewer
// when that card came before the void in k. So seat holds at most
// HandLen(seat) - Barred(seat, k) cards of kind k (docs/dev/inference.md
// gives the argument, written for Boxes). Every count is 0 at the start of
// a deal; a voluntary draw or pass shows nothing. Every seat sees it: it
// comes from the public moves.
func (p Public) Barred(seat int, k Void) int {
	if seat < 0 || seat >= int(p.players) || k >= NumVoids {
		return 0
	}
	return int(p.barred[seat][k])
}

// voidCards returns the cards of kind k under r.
func (r *Rules) voidCards(k Void) cards.Set {
	switch k {
	case VoidAnswer:
		return r.Answer
	case VoidWild:
		return r.Wild
	}
	return cards.SuitSet(cards.Suit(k))
}

// showStuck records that seat, to move in p with no draw pending and
// nothing drawn this turn, draws or passes under StuckDraw: legal only
// when it holds no card it may play, so it shows it lacks the suit in
// force, and the wild cards when the table has some. Every card it holds
// is then barred from those kinds.
func (r *Rules) showStuck(s *State, seat int) {
	n := uint8(s.hands[seat].Len())
	s.barred[seat][s.suit&(cards.NumSuits-1)] = n
	if r.Wild != 0 {
		s.barred[seat][VoidWild] = n
	}
}

// showNoAnswer records that seat draws a pending draw it could not
// answer: every card it holds is barred from the answers.
func (s *State) showNoAnswer(seat int) {
	s.barred[seat][VoidAnswer] = uint8(s.hands[seat].Len())
}

// spend records that seat played the cards of played, when it has shown a
// void: each card takes the place of the earliest card it may be (the
// deal counts as a draw before every void), so with b the highest count
// of the card's kinds, every kind counted more than b has one barred card
// fewer, and the others keep theirs (docs/dev/inference.md).
func (r *Rules) spend(s *State, seat int, played cards.Set) {
	x := &s.barred[seat]
	if *x == [NumVoids]uint8{} {
		return
	}
	for c := range played.All() {
		b := uint8(0)
		for k := range Void(NumVoids) {
			if r.voidCards(k).Has(c) {
				b = max(b, x[k])
			}
		}
		for k := range x {
			if x[k] > b {
				x[k]--
			}
		}
	}
}

// shownHand is what play showed of the cards one seat holds, and the one
// home of the question "may this seat hold these cards": the decoders
// ask it of a view's own hand ([Rules.mayHold]), and [Rules.Sample] and
// [Rules.Redeal] deal every other hand among those it allows (fitHand).
type shownHand struct {
	barred [NumVoids]uint8     // the seat's Public.Barred
	kinds  [NumVoids]cards.Set // the cards of each kind under the table
	// must, when not empty: the hand holds one of these cards at least.
	// Under ForcedDraw a seat that cannot answer a pending draw draws it
	// at once, so the seat to answer one holds an answer.
	must cards.Set
	// drawn: one of the cards is the one the seat drew last this turn
	// (PhaseDrawn). It took the latest of its places, after every void,
	// so it may be any card, and the others fit the voids alone
	// (docs/dev/inference.md, "In drawn").
	drawn bool
}

// shown returns what play showed of the hand of seat, a seat of p, under r.
func (r *Rules) shown(p *Public, seat int) shownHand {
	h := shownHand{barred: p.barred[seat]}
	for k := range Void(NumVoids) {
		h.kinds[k] = r.voidCards(k)
	}
	if r.ForcedDraw && p.pending > 0 && int(p.mover)-1 == seat {
		h.must = r.Answer
	}
	h.drawn = p.drawn > 0 && int(p.mover)-1 == seat
	return h
}

// mayHold reports whether seat, a seat of p, may hold hand as far as play
// showed under r: hand fits the seat's voids ([Public.Barred]), the card
// it drew last this turn apart (the one p gives, or any when p does not
// say), and holds an answer when the seat must answer a pending draw
// under ForcedDraw.
func (r *Rules) mayHold(p *Public, seat int, hand cards.Set) bool {
	h := r.shown(p, seat)
	if h.must != 0 && hand&h.must == 0 {
		return false
	}
	if !h.drawn {
		return h.fits(hand)
	}
	if c, ok := p.Drawn(); ok && hand.Has(c) {
		return h.fits(hand.Remove(c))
	}
	for c := range hand.All() {
		if h.fits(hand.Remove(c)) {
			return true
		}
	}
	return false
}

// fits reports whether hand fits the counts of the voids of h: for every
// count x, the cards of the kinds counted x or more are at most the
// hand's cards less x.
func (h *shownHand) fits(hand cards.Set) bool {
	for _, x := range h.barred {
		if x == 0 {
			continue
		}
		if (hand & h.level(x)).Len() > hand.Len()-int(x) {
			return false
		}
	}
	return true
}

// level returns the cards of the kinds counted x or more.
func (h *shownHand) level(x uint8) cards.Set {
	var kinds cards.Set
	for k, y := range h.barred {
		if y >= x {
			kinds |= h.kinds[k]
		}
	}
	return kinds
}

// LastEnd returns how the last finished deal of a match (Rules.Deals)
// ended: its number from 0, why it ended and the seat that went out (-1
// unless the reason is [EndOut]). Before any deal has ended, and in a game
// of one deal that is not a match, it returns -1, [EndNone] and -1.
func (p Public) LastEnd() (deal int, reason EndReason, out int) {
	return int(p.lastDeal) - 1, p.lastEnd, int(p.lastOut) - 1
}

// LastHand returns the cards seat held when the last finished deal of a
// match ended, shown to every seat then, or the empty set before any deal
// has ended or for a seat not in the game. [Rules.HandPenalty] of it is
// the seat's penalty in that deal.
func (p Public) LastHand(seat int) cards.Set {
	if seat < 0 || seat >= int(p.players) {
		return 0
	}
	return p.lastHands[seat]
}

// endDeal records the deal of s, which has just ended, as the last
// finished deal: its number, end and hands; a new deal shows no void yet.
func (s *State) endDeal() {
	s.lastDeal, s.lastEnd, s.lastOut = s.deal+1, s.end, s.out
	s.lastHands = s.hands
	s.barred = [MaxPlayers][NumVoids]uint8{}
}

// upcardActs applies the effect of the upcard of s under UpcardActs, the
// dealer dealing, and returns the seat to move. When it made seats draw
// it is the last event, as if the dealer had played it
// ([Public.UpcardEvent]); otherwise the last event stays.
func (r *Rules) upcardActs(s *State, dealer int) int {
	drew := s.drew
	s.drew = [MaxPlayers]uint8{}
	first := r.effect(s, dealer, s.top)
	if s.drew == ([MaxPlayers]uint8{}) {
		s.drew = drew
		return first
	}
	s.upcard, s.lastSeat, s.lastMove = true, uint8(dealer+1), Play(s.top)
	return first
}

// redrawn gives the seat to move in s, whose hand was just dealt anew
// for seat, which cannot see it, the card it drew this turn when it drew
// one: a card of its hand drawn uniformly from rng, each being as likely
// to be the last drawn.
func (s *State) redrawn(seat int, rng *rand.Rand) {
	if s.drawn == 0 || s.mover == 0 || int(s.mover)-1 == seat {
		return
	}
	h := s.hands[s.mover-1]
	c, _ := h.Nth(rng.IntN(max(h.Len(), 1)))
	s.justDrew = uint8(c) + 1
}

// NumSides returns the number of sides of the table: Sides, or Players
// when every seat plays alone.
func (r Rules) NumSides() int {
	if r.Sides == 0 {
		return r.Players
	}
	return r.Sides
}

// Side returns the side seat plays on, seat % NumSides (in Boxes, 0 for
// seats 0 and 2, 1 for seats 1 and 3), or -1 for a seat not in the game.
func (r Rules) Side(seat int) int {
	if seat < 0 || seat >= r.Players || r.NumSides() <= 0 {
		return -1
	}
	return seat % r.NumSides()
}

// Standing returns side's score over the finished deals of p: the sum of
// [Rules.Points] over its seats. 0 for a side that is not one of the
// table's.
func (r Rules) Standing(p Public, side int) int {
	if side < 0 || side >= r.NumSides() || int(p.players) != r.Players {
		return 0
	}
	t := 0
	for seat := side; seat < int(p.players); seat += r.NumSides() {
		t += r.Points(p, seat)
	}
	return t
}

// Points returns seat's score over the finished deals of p, what a View
// shows of it: [Public.Total] and, once the game is over, the score of the
// last deal (minus the [Rules.HandPenalty] of [Public.LastHand] in a
// match; of the hands of a State in a game of one deal, which a View does
// not show: use [Rules.Score] for that), plus the points a [Variant] added
// ([Public.AddedScore]); under PenaltyPoints, the penalties instead of
// minus them, as [Rules.Score] counts them (Boxes' penalty points). 0 for a
// seat not in the game.
func (r Rules) Points(p Public, seat int) int {
	if seat < 0 || seat >= int(p.players) || int(p.players) != r.Players {
		return 0
	}
	pts := int(p.totals[seat]) // minus the penalties of the deals before
	if p.mover == 0 && p.lastDeal != 0 {
		pts -= r.handPenalty(p.lastHands[seat])
	}
	if r.PenaltyPoints {
		pts = -pts
	}
	return pts + int(p.added[seat])
}

// Winner returns the side with the best [Rules.Standing] in p (the
// highest; the lowest under PenaltyPoints), or -1 when two or more share
// it or p is no position of the table. Once the game is over it is the
// result of the match; -1 is then a draw. In Boxes it is the partnership
// with fewer penalty points.
func (r Rules) Winner(p Public) int {
	if int(p.players) != r.Players || r.NumSides() <= 0 {
		return -1
	}
	best, who := 0, -1
	for side := range r.NumSides() {
		t := r.Standing(p, side)
		if r.PenaltyPoints {
			t = -t
		}
		switch {
		case side == 0 || t > best:
			best, who = t, side
		case t == best:
			who = -1
		}
	}
	return who
}
