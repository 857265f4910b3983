package equi

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// event is the public record of one move, as the JSON forms of [State] and
// [View] write the last move: the move itself (a capture and a trail are
// both made face up), the number of cards the mover drew from the stock
// (never which) and the cards he took back from his pile into his empty
// hand (rule E9), every one of which was shown when it was captured.
type event struct {
	Seat     int       `json:"seat"`     // the seat that moved
	Move     Move      `json:"move"`     // the move as played
	Drew     int       `json:"drew"`     // how many cards the mover drew from the stock after it (rule E8)
	Recycled cards.Set `json:"recycled"` // the cards the mover took from his pile into his hand after it (rule E9)
}

// lastEvent returns the event of the last move played, hands holding the
// hands as far as they are seen (the recycled cards are known to all), and
// false before the first move.
func (p *Public) lastEvent(hands *[MaxPlayers]cards.Set) (event, bool) {
	if p.lastSeat < 0 || p.players == 0 {
		return event{}, false
	}
	e := event{Seat: int(p.lastSeat), Move: p.lastMove, Drew: int(p.lastDrawn)}
	if p.lastRecycled > 0 {
		// The pile came into an empty hand and nothing has happened since.
		e.Recycled = hands[p.lastSeat] & p.known
	}
	return e, true
}

// View is what one seat may know of a position: its own hand, the [Public]
// part (the table; every captured pile, since captures are made face up and
// a seat with perfect memory knows every card in a pile; the counters; the
// last move; the trail records), the cards of every hand that came back from a pile (rule E9,
// [View.Known]) and the number of cards in every hand. It never holds
// another seat's unknown cards or the order of the stock: [Rules.Sample]
// deals those afresh. The spectator's view, [Rules.View] with
// [cards.Spectator], is the same without a hand of its own.
//
// A View is a comparable value; build it with [Rules.View], or read it
// from JSON, which accepts only views of positions that pass the checks of
// what play can reach under the view's rules (docs/rules/equi.md,
// "Positions the decoders accept"). The zero View is no game's view: its
// Seat is -1, its Turn -1, and it has no legal move.
type View struct {
	Public
	rules Rules
	// hands holds the seat's own hand and the known cards of the others.
	hands  [MaxPlayers]cards.Set
	counts [MaxPlayers]uint8
	seat   uint8 // the seat plus one; 0 for the spectator and the zero View
}

// View returns what seat may know of s: see [View]; for [cards.Spectator],
// what every seat may know. For a seat not at the table, or a position r
// cannot play (the zero State, one dealt for another number of players, or
// invalid rules), it returns the zero View.
//
// Making a view lists no move, so it costs the same in every position,
// even in the rare ones with a huge hand taken back from a pile (rule E9),
// which may have millions of moves: read those through [View.AppendFirst],
// which can stop early, or draw one with [View.RandomMove], which counts
// them.
func (r Rules) View(s State, seat int) View {
	if !r.fits(&s) || seat < cards.Spectator || seat >= int(s.players) {
		return View{}
	}
	v := View{Public: s.Public, rules: r, seat: uint8(seat + 1)}
	for i := range int(s.players) {
		v.counts[i] = uint8(s.hands[i].Len())
		v.hands[i] = s.known & s.hands[i]
	}
	if seat >= 0 {
		v.hands[seat] = s.hands[seat]
	}
	return v
}

// toMove reports whether it is the view's seat's turn: only then does it
// list moves. The seat's hand, the table and whether the stock is empty are
// all the listing reads, and the view keeps them.
func (v *View) toMove() bool {
	// Every View but the zero one is of a position its rules fit: Rules.View
	// and UnmarshalJSON make no other.
	return v.seat != 0 && v.Turn() == int(v.seat)-1
}

// Seat returns the seat whose view this is, or -1 ([cards.Spectator]) for
// the spectator's view and the zero View.
func (v View) Seat() int { return int(v.seat) - 1 }

// AppendLegal appends the seat's legal moves to dst, in the order of
// [Rules.AppendLegal], and returns the extended slice; when it is not the
// seat's turn (and for the spectator) it returns dst. It allocates nothing
// when dst has room.
func (v View) AppendLegal(dst []Move) []Move {
	if !v.toMove() {
		return dst
	}
	hand := v.hands[v.seat-1]
	return appendLegal(dst, hand, v.table, v.rules.rankBan(hand, v.stockLen == 0), v.rules.VoluntaryTrail)
}

// AppendFirst appends to dst the first n of the seat's legal moves, in the
// order of [View.AppendLegal] (all of them when there are fewer, none when
// it is not the seat's turn or n is 0 or less), and returns the extended
// slice. Its cost is bounded by n whatever the size of the hand, so a
// frontend or a bot lists a hand of millions of moves (rule E9) with a
// bound of its own; it allocates nothing beyond growing dst.
func (v View) AppendFirst(dst []Move, n int) []Move {
	if !v.toMove() {
		return dst
	}
	return v.rules.appendFirst(dst, v.hands[v.seat-1], v.table, v.stockLen == 0, n)
}

// RandomMove returns one of the seat's legal moves drawn uniformly at
// random from p, and true; or the zero Move and false, drawing nothing,
// when it is not the seat's turn, v is nil or p is nil. The move is
// exactly AppendLegal(nil)[k] for the k that cards.UintN(p, n) draws, with
// p advanced as that draw advances it: it is [Rules.RandomMove] on the
// view's position, so a random player chooses the same through either. It
// allocates nothing. It implements [cards.RandomView].
func (v *View) RandomMove(p *rand.PCG) (Move, bool) {
	if v == nil || p == nil || !v.toMove() {
		return Move{}, false
	}
	return v.rules.randomMove(p, v.hands[v.seat-1], v.table, v.stockLen == 0), true
}

// Hand returns the seat's own cards; the empty set for the spectator.
func (v View) Hand() cards.Set {
	if v.seat == 0 {
		return 0
	}
	return v.hands[v.seat-1]
}

// HandLen returns the number of cards in seat's hand, or 0 for a seat not at
// the table.
func (v View) HandLen(seat int) int {
	if seat < 0 || seat >= int(v.players) {
		return 0
	}
	return int(v.counts[seat])
}

// Known returns the cards of seat's hand that every seat knows: those taken
// back from his pile (rule E9) and not played since, as [State.Known]
// gives them. For the view's own seat they are the part of [View.Hand] the
// others know.
func (v View) Known(seat int) cards.Set {
	if seat < 0 || seat >= int(v.players) {
		return 0
	}
	return v.known & v.hands[seat]
}

// Held returns the number of cards seat holds, in hand and in his pile,
// as [State.Held] counts it.
func (v View) Held(seat int) int { return v.HandLen(seat) + v.Pile(seat).Len() }

// Score returns seat's result as the view's rules count it ([Rules.Score]:
// the cards held or, under [ScorePoints], the points captured, plus the
// score a Variant added), from what every seat sees; 0 for a seat not at
// the table.
func (v View) Score(seat int) int {
	if seat < 0 || seat >= int(v.players) || seat >= MaxPlayers {
		return 0
	}
	return v.rules.seatScore(&v.Public, seat, v.HandLen(seat), v.Known(seat))
}

// Unknown returns the cards the seat cannot see: those in the stock and
// the other hands' cards that are not known ([View.Known]); for the
// spectator, every hand's cards that are not known as well. [Rules.Sample]
// deals exactly these. The zero View gives the empty set.
func (v View) Unknown() cards.Set {
	if v.players == 0 {
		return 0
	}
	u := cards.Deck36.Minus(v.table)
	for i := range int(v.players) {
		u = u.Minus(v.hands[i]).Minus(v.piles[i])
	}
	return u
}
