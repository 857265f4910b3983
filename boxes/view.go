package boxes

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// View is what one seat may know of a position, or with [cards.Spectator]
// what every seat may know: the [Public] part of the position, the seat's
// own hand and the number of cards in every hand. It never holds another
// seat's cards, the order of the stock, or the generator that shuffles;
// [Rules.Sample] deals those afresh. The spectator's view holds no hand,
// and no card drawn.
//
// A View is a comparable value with read-only accessors; build it with
// [Rules.View] or read it from JSON. It keeps the rules it was made under,
// to list the seat's legal moves ([View.AppendLegal]) when it is that
// seat's turn. The zero View is the view of no position: its Seat is -1
// and it lists no move.
//
// View implements [cards.View], and *View [cards.RandomView]. Its JSON
// form is described in docs/json.md.
type View struct {
	Public
	rules  Rules
	hand   cards.Set
	seat   uint8 // the seat plus one; 0 for the spectator and the zero View
	counts [NumSeats]uint8
}

// View returns what seat may know of s: see [View]. For [cards.Spectator]
// it returns the spectator's view, and for a seat that is not 0 to 3 or -1,
// or the zero State, the view of no position, which lists no move and is
// the zero View but for the rules it keeps: r.View(State{}, 0) is the value
// to decode the JSON of a view of r's [Variant] into ([View.UnmarshalJSON]).
func (r Rules) View(s State, seat int) View {
	if seat < cards.Spectator || seat >= NumSeats || s.sched.n == 0 {
		return View{rules: r}
	}
	v := View{Public: s.Public, rules: r, seat: uint8(seat + 1)}
	v.shuffler = 0 // the engine of the position's shuffles is no part of what a seat sees
	for i, h := range s.hands {
		v.counts[i] = uint8(h.Len())
	}
	if seat >= 0 {
		v.hand = s.hands[seat]
	}
	if s.Turn() != seat || seat < 0 {
		v.drawn = cards.NoCard
	}
	return v
}

// state returns the position of v with what its seat cannot see left
// empty: what the rules read to list the seat's moves.
func (v *View) state() State {
	s := State{Public: v.Public}
	if v.seat != 0 {
		s.hands[v.seat-1] = v.hand
	}
	return s
}

// toMove reports whether it is the view's seat's turn: only then does it
// list moves.
func (v *View) toMove() bool { return v.seat != 0 && v.mover == v.seat }

// Seat returns the seat whose view this is, or -1 ([cards.Spectator]) for
// the spectator's view and the zero View.
func (v View) Seat() int { return int(v.seat) - 1 }

// AppendLegal appends the seat's legal moves to dst, in the order of
// [Rules.AppendLegal], and returns the extended slice; when it is not the
// seat's turn, and in the spectator's view, it returns dst. It allocates
// nothing when dst has room.
func (v View) AppendLegal(dst []Move) []Move {
	if !v.toMove() {
		return dst
	}
	return v.rules.AppendLegal(dst, v.state())
}

// RandomMove returns one of the seat's legal moves drawn uniformly at
// random from p, and true; or the zero Move and false when it is not the
// seat's turn or p is nil. It is [Rules.RandomMove] on the view's position:
// the move is exactly the k-th of AppendLegal for the k that
// cards.UintN(p, n) draws, n the number of legal moves, with p advanced as
// that draw advances it. It allocates nothing; a nil v draws nothing.
func (v *View) RandomMove(p *rand.PCG) (Move, bool) {
	if v == nil || !v.toMove() {
		return Move{}, false
	}
	s := v.state()
	return v.rules.RandomMove(&s, p)
}

// Hand returns the seat's own cards: none in the spectator's view.
func (v View) Hand() cards.Set { return v.hand }

// HandLen returns the number of cards seat holds, or 0 for a seat that is
// not 0 to 3.
func (v View) HandLen(seat int) int {
	if seat < 0 || seat >= NumSeats {
		return 0
	}
	return int(v.counts[seat])
}

// Unknown returns the cards the view's seat cannot see: those in the other
// hands and in the stock (every hand but the discards and the top card, for
// the spectator). When the match is over every hand has been shown
// ([Public.LastHand]), and only the stock is unknown. The zero View knows
// no card, and returns none.
func (v View) Unknown() cards.Set {
	if v.sched.n == 0 {
		return 0
	}
	u := cards.Deck52.Minus(v.hand).Minus(v.discard).Remove(v.top)
	if v.mover == 0 {
		for _, h := range v.lastHands {
			u = u.Minus(h)
		}
	}
	return u
}
