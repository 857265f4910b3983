package shedding

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// View is what one seat may know of a position, or with [cards.Spectator]
// what every seat may know: the [Public] part of the position, the seat's
// own hand and the number of cards in every hand. It never holds another
// seat's cards, the order of the stock or the generator; [Rules.Sample]
// deals those afresh. The spectator's view holds no hand.
//
// A View is a comparable value with read-only accessors; build it with
// [NewView] (a game's Rules.View) or read it from JSON. It keeps the
// game's rules value G it was made under, to list the seat's legal moves
// with its table when it is that seat's turn, and to write them in its
// JSON. The zero View is the view of no position: its Seat is -1 and it
// lists no move.
//
// View implements [cards.View], and *View [cards.RandomView].
type View[G Game] struct {
	Public
	rules  G
	hand   cards.Set
	seat   uint8 // the seat plus one; 0 for the spectator and the zero View
	counts [MaxPlayers]uint8
}

// View returns what seat may know of s under r: [NewView].
func (r Rules) View(s State, seat int) View[Rules] { return NewView(r, s, seat) }

// NewView returns what seat may know of s under the rules g: see [View].
// For [cards.Spectator] it returns the spectator's view, and for a seat
// not in the game, or the zero State, the view of no position that holds
// g: a View to decode a document into under g's rules (its Variant kept).
func NewView[G Game](g G, s State, seat int) View[G] {
	if seat < cards.Spectator || seat >= int(s.players) || s.players == 0 {
		return View[G]{rules: g}
	}
	v := View[G]{Public: s.Public, rules: g, seat: uint8(seat + 1)}
	for i, h := range s.hands {
		v.counts[i] = uint8(h.Len())
	}
	if seat >= 0 {
		v.hand = s.hands[seat]
	}
	if seat < 0 || seat != s.Turn() {
		v.justDrew = 0 // the card drawn is seen by its drawer alone
	}
	return v
}

// state returns the position of v with what its seat cannot see left
// empty: what the rules read to list the seat's moves.
func (v *View[G]) state() State {
	s := State{Public: v.Public}
	if v.seat != 0 {
		s.hands[v.seat-1] = v.hand
	}
	return s
}

// toMove reports whether it is the view's seat's turn.
func (v *View[G]) toMove() bool { return v.seat != 0 && v.mover == v.seat }

// Seat returns the seat whose view this is, or -1 ([cards.Spectator]) for
// the spectator's view and the zero View.
func (v View[G]) Seat() int { return int(v.seat) - 1 }

// Rules returns the rules the view was made under.
func (v View[G]) Rules() G { return v.rules }

// AppendLegal appends the seat's legal moves to dst, in the order of
// [Rules.AppendLegal], and returns the extended slice; when it is not the
// seat's turn, and in the spectator's view, it returns dst. It allocates
// nothing when dst has room.
func (v View[G]) AppendLegal(dst []Move) []Move {
	if !v.toMove() {
		return dst
	}
	return v.rules.Table().AppendLegal(dst, v.state())
}

// RandomMove returns one of the seat's legal moves drawn uniformly at
// random from p, as [Rules.RandomMove] draws it, and true; or the zero
// Move and false when it is not the seat's turn or p is nil. It allocates
// nothing; a nil v draws nothing.
func (v *View[G]) RandomMove(p *rand.PCG) (Move, bool) {
	if v == nil || !v.toMove() {
		return Move{}, false
	}
	s := v.state()
	return v.rules.Table().RandomMove(&s, p)
}

// Hand returns the seat's own cards: none in the spectator's view.
func (v View[G]) Hand() cards.Set { return v.hand }

// HandLen returns the number of cards seat holds, or 0 for a seat not in
// the game.
func (v View[G]) HandLen(seat int) int {
	if seat < 0 || seat >= int(v.players) {
		return 0
	}
	return int(v.counts[seat])
}

// Unknown returns the cards the view's seat cannot see: those in the
// other hands and in the stock (every hand, for the spectator). When a
// match (Rules.Deals) is over every hand has been shown
// ([Public.LastHand]), and only the stock is unknown. The zero View knows
// no card, and returns none.
func (v View[G]) Unknown() cards.Set {
	if v.players == 0 {
		return 0
	}
	u := v.rules.Table().Deck.Minus(v.hand).Minus(v.discard).Remove(v.top)
	if v.mover == 0 {
		for _, h := range v.lastHands {
			u = u.Minus(h)
		}
	}
	return u
}
