package boxes

import (
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// Event is the public record of one move: what every seat at the table saw.
// A draw shows how many cards it took, never which.
//
// Under [Rules.UpcardEffects] the history of a deal whose upcard takes
// effect (a 2, 4, 5, 6, 7 or 10, rule B24) starts with the upcard's event,
// before any move: the upcard acts as if the dealer had just played it, so
// the event is the dealer's, its Move plays the upcard, and Drew counts the
// cards drawn because of it (a 2's penalty, a 5's or a 7's draws), as for a
// move. It tells a frontend why the hand counts, the turn or the direction
// are not those of a plain deal. The first event of a deal is the dealer's
// only when it is the upcard's: otherwise the dealer's left, or after a 4 or
// a 10 another seat, moves first.
//
// Its JSON form is {"deal": 0, "seat": 1, "move": "5H", "drew": [0, 0, 1,
// 1]}: the move in notation ([Move.String]).
type Event struct {
	Deal int           `json:"deal"` // the deal the move was played in, from 0
	Seat int           `json:"seat"` // the seat that moved
	Move Move          `json:"move"` // the move as played
	Drew [NumSeats]int `json:"drew"` // how many cards each seat drew because of it
}

// String returns the event in words, such as "seat 1 plays 5H; seat 2
// draws 1; seat 3 draws 1; seat 0 draws 1", "seat 3 draws 1" or "seat 0
// passes".
func (e Event) String() string {
	b := []byte("seat ")
	b = strconv.AppendInt(b, int64(e.Seat), 10)
	drew := e.Drew
	switch e.Move.Kind() {
	case KindDraw:
		b = append(b, " draws "...)
		if e.Seat >= 0 && e.Seat < NumSeats {
			b = strconv.AppendInt(b, int64(drew[e.Seat]), 10)
			drew[e.Seat] = 0
		}
	case KindPass:
		b = append(b, " passes"...)
	default:
		b = append(b, " plays "...)
		b = append(b, e.Move.String()...)
	}
	for i := range NumSeats {
		seat := (e.Seat + 1 + i) % NumSeats // clockwise from the mover's left
		if seat < 0 || drew[seat] == 0 {
			continue
		}
		b = append(b, "; seat "...)
		b = strconv.AppendInt(b, int64(seat), 10)
		b = append(b, " draws "...)
		b = strconv.AppendInt(b, int64(drew[seat]), 10)
	}
	return string(b)
}

// lastEvent returns the public event of the last move applied to s, and
// false at the start of a match.
func lastEvent(s *State) (Event, bool) {
	if s.lastSeat == 0 {
		return Event{}, false
	}
	e := Event{Deal: int(s.deal), Seat: int(s.lastSeat) - 1, Move: s.lastMove}
	if s.mover == 0 || s.moves == 0 {
		// The move ended a deal: the next one (if any) has had no move yet.
		e.Deal--
	}
	for i, n := range s.drew {
		e.Drew[i] = int(n)
	}
	return e, true
}

// upcardEvent returns the event of the upcard of the current deal of s
// (see [Event]) when it takes effect under r and no move has been made in
// the deal yet, and false otherwise. Every hand then holds the cards dealt
// and those drawn because of the upcard, so the counts give Drew.
func upcardEvent(r *Rules, s *State) (Event, bool) {
	if !r.UpcardEffects || s.mover == 0 || s.moves != 0 || !s.top.Valid() || plainRanks&(1<<(s.top.Rank()&63)) != 0 {
		return Event{}, false
	}
	e := Event{Deal: int(s.deal), Seat: int(s.dealer), Move: single(s.top)}
	n := s.sched.Size(int(s.deal))
	for i, h := range s.hands {
		e.Drew[i] = max(h.Len()-n, 0)
	}
	return e, true
}

// View is what one seat may know of a position: its own hand, the top card
// and the discards under it (every card played lies face up), the suit in
// force, the number of cards in every hand and in the stock, whose turn it
// is and in which phase, the direction, the 2-chain, the scores, the last
// deal's result, the last move, and the seat's legal moves when it is its
// turn. It never holds another seat's cards, the order of the stock, or the
// generator that shuffles; [Rules.Sample] deals those afresh.
//
// A View is a value with read-only accessors; build it with [Rules.View] or
// [Game.View] (which adds the public history of the current deal), or read
// it from JSON. Views hold slices, so compare them with reflect.DeepEqual or
// testify's assert.Equal, not ==. The zero View is no seat's view: its Seat
// is -1.
//
// View implements [cards.View]. Its JSON form is described in the package
// documentation, section "JSON".
type View struct {
	rules   Rules
	s       State // the position with what the seat cannot see cleared
	seat    uint8 // the seat plus one; 0 for the zero View
	counts  [NumSeats]uint8
	history []Event
}

// View returns what seat may know of s: see [View]. When it is seat's turn
// the view lists its legal moves under r, when asked ([View.Legal],
// [View.AppendLegal]), or draws one ([View.RandomMove]): making a view
// lists none. The view's history is empty, since a State keeps none:
// [Game.View] gives one with the history of the current deal. For a seat
// that is not 0 to 3, or the zero State, it returns the zero View.
func (r Rules) View(s State, seat int) View {
	var v View
	r.viewInto(&v, &s, seat)
	return v
}

// viewInto sets *v to r.View(*s, seat) without copying the view, for
// loops that compare many views.
func (r *Rules) viewInto(v *View, s *State, seat int) {
	if seat < 0 || seat >= NumSeats || s.sched.n == 0 {
		*v = View{}
		return
	}
	v.rules, v.s, v.seat, v.history = *r, *s, uint8(seat)+1, nil
	for i, h := range s.hands {
		v.counts[i] = uint8(h.Len())
		if i != seat {
			v.s.hands[i] = 0
		}
	}
	v.s.stock = [cards.NumCards]cards.Card{}
	v.s.rng = State{}.rng
	if s.Turn() != seat {
		v.s.drawn = cards.NoCard
	}
}

// toMove reports whether it is the view's seat's turn: only then does it
// list moves. The seat's hand, the top card, the suit, the phase, the card
// drawn and the counts of the stock and the discards are all the listing
// reads, and the view keeps them.
func (v *View) toMove() bool { return v.seat != 0 && v.s.mover == v.seat }

// Rules returns the rules the view was made under.
func (v View) Rules() Rules { return v.rules }

// Seat returns the seat whose view this is, or -1 for the zero View.
func (v View) Seat() int { return int(v.seat) - 1 }

// Legal returns the seat's legal moves in the order of [Rules.AppendLegal],
// in a new slice, or none when it is not the seat's turn. It lists them
// anew at each call, as [Rules.Legal] does.
func (v View) Legal() []Move {
	if !v.toMove() {
		return nil
	}
	return v.rules.Legal(v.s)
}

// AppendLegal appends the seat's legal moves to dst, in the order of
// [View.Legal], and returns the extended slice; when it is not the seat's
// turn it returns dst. It allocates nothing when dst has room: players that
// choose a move at every turn list them into a buffer they reuse. Its
// receiver is a pointer, so that a call copies no view; a nil v appends
// nothing.
func (v *View) AppendLegal(dst []Move) []Move {
	if v == nil || !v.toMove() {
		return dst
	}
	return v.rules.AppendLegal(dst, v.s)
}

// RandomMove returns one of the seat's legal moves drawn uniformly at
// random from p, and true; or the zero Move and false when it is not the
// seat's turn or p is nil. The move is exactly Legal()[k] for the k that
// cards.UintN(p, uint64(len(Legal()))) draws, with p advanced as that draw
// advances it: it is [Rules.RandomMove] on the view's position, so a random
// player chooses the same through either, but the moves are counted, not
// listed, and only the one drawn is built. It allocates nothing. Its
// receiver is a pointer, as AppendLegal's is; a nil v draws nothing.
func (v *View) RandomMove(p *rand.PCG) (Move, bool) {
	if v == nil || !v.toMove() {
		return Move{}, false
	}
	return v.rules.RandomMove(v.s, p)
}

// Hand returns the seat's own cards.
func (v View) Hand() cards.Set {
	if v.seat == 0 {
		return 0
	}
	return v.s.hands[v.seat-1]
}

// HandLen returns the number of cards seat holds, or 0 for a seat that is
// not 0 to 3.
func (v View) HandLen(seat int) int {
	if seat < 0 || seat >= NumSeats {
		return 0
	}
	return int(v.counts[seat])
}

// Unknown returns the cards the seat cannot see: those in the other hands
// and in the stock. When the match is over every hand has been shown
// ([View.LastDeal]), and only the stock is unknown.
func (v View) Unknown() cards.Set {
	if v.seat == 0 {
		return 0
	}
	u := cards.Deck52.Minus(v.Hand()).Minus(v.s.discard).Remove(v.s.top)
	if v.s.mover == 0 {
		for _, h := range v.s.lastHands {
			u = u.Minus(h)
		}
	}
	return u
}

// StockLen returns the number of cards in the stock.
func (v View) StockLen() int { return v.s.StockLen() }

// Top returns the top card of the discard pile.
func (v View) Top() cards.Card { return v.s.top }

// Suit returns the suit in force.
func (v View) Suit() cards.Suit { return v.s.suit }

// Discards returns the cards of the discard pile under its top card. Every
// one was played face up, so every seat knows them.
func (v View) Discards() cards.Set { return v.s.discard }

// Turn returns the seat to move, or -1 when the match is over.
func (v View) Turn() int { return v.s.Turn() }

// Over reports whether the match is over.
func (v View) Over() bool { return v.s.Over() }

// Phase returns what the seat to move is asked to do, or [PhaseOver].
func (v View) Phase() Phase { return v.s.Phase() }

// Direction returns the direction of play.
func (v View) Direction() Direction { return v.s.dir }

// Chain returns the number of 2s in the chain the seat to move must answer,
// or 0 outside [PhaseAnswer].
func (v View) Chain() int { return v.s.Chain() }

// PendingDraw returns the number of cards the seat to move will draw if the
// 2-chain is not answered, or 0 outside [PhaseAnswer].
func (v View) PendingDraw() int { return v.s.PendingDraw() }

// Drawn returns the card the seat just drew, and false outside [PhaseDrawn]
// or when another seat is to move: then the phase tells only that it drew,
// not whether it can play the card (B26).
func (v View) Drawn() (cards.Card, bool) {
	if v.s.Turn() != v.Seat() {
		return cards.NoCard, false
	}
	return v.s.Drawn()
}

// Passes returns the number of passes in a row by seats that could neither
// play nor draw.
func (v View) Passes() int { return v.s.Passes() }

// Dealer returns the dealer of the current deal.
func (v View) Dealer() int { return v.s.Dealer() }

// Deal returns the number of the current deal, counting from 0.
func (v View) Deal() int { return v.s.Deal() }

// Deals returns the number of deals in the match.
func (v View) Deals() int { return v.s.Deals() }

// Schedule returns the schedule of the match.
func (v View) Schedule() Schedule { return v.s.Schedule() }

// DealSize returns the number of cards dealt to each seat in the current
// deal, or 0 when the match is over.
func (v View) DealSize() int { return v.s.DealSize() }

// MovesThisDeal returns the number of moves applied in the current deal.
func (v View) MovesThisDeal() int { return v.s.MovesThisDeal() }

// Totals returns each seat's penalty points over the finished deals.
func (v View) Totals() [NumSeats]int { return v.s.Totals() }

// TeamTotals returns the penalty points of the two partnerships: index 0 is
// seats 0 and 2, index 1 seats 1 and 3.
func (v View) TeamTotals() [2]int { return v.s.TeamTotals() }

// LastDeal returns the result of the last finished deal, hands included:
// they are shown when a deal ends.
func (v View) LastDeal() DealResult { return v.s.LastDeal() }

// Last returns the public event of the last move, and false at the start of
// the match. When that move ended a deal, its Deal is the one before
// [View.Deal] (or the last deal, once the match is over).
func (v View) Last() (Event, bool) { return lastEvent(&v.s) }

// History returns the public events of the current deal in order, in a new
// slice: the upcard's event when it took effect (see [Event]), then every
// move since the deal began. Views made by [Rules.View] have none; those
// made by [Game.View] have them all.
func (v View) History() []Event { return slices.Clone(v.history) }
