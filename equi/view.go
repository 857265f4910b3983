package equi

import (
	"iter"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// Event is the public record of one move: what every seat at the table saw.
// The move itself is public, since a capture and a trail are both made face
// up; so are the number of cards the mover drew from the stock (never which)
// and the cards he took back from his pile into his empty hand (rule E9),
// every one of which was shown when it was captured.
//
// Its JSON form is {"seat": 1, "move": "9C+AS=10H", "drew": 2, "recycled":
// "{}"}: the move as [Move.String] writes it, the cards taken back as
// [cards.Set.String] does.
type Event struct {
	Seat     int       `json:"seat"`     // the seat that moved
	Move     Move      `json:"move"`     // the move as played
	Drew     int       `json:"drew"`     // how many cards the mover drew from the stock after it (rule E8)
	Recycled cards.Set `json:"recycled"` // the cards the mover took from his pile into his hand after it (rule E9)
}

// String returns the event in words, such as "seat 1 plays 9C+AS=10H and
// draws 2" or "seat 0 plays 9D and takes back {9C 10H AS}".
func (e Event) String() string {
	b := []byte("seat ")
	b = strconv.AppendInt(b, int64(e.Seat), 10)
	b = append(b, " plays "...)
	b = append(b, e.Move.String()...)
	if e.Drew > 0 {
		b = append(b, " and draws "...)
		b = strconv.AppendInt(b, int64(e.Drew), 10)
	}
	if e.Recycled != 0 {
		b = append(b, " and takes back "...)
		b = append(b, e.Recycled.String()...)
	}
	return string(b)
}

// LastEvent returns the public event of the last move played in s, and
// false before the first move.
func (s State) LastEvent() (Event, bool) {
	if s.lastSeat < 0 || s.players == 0 {
		return Event{}, false
	}
	e := Event{Seat: int(s.lastSeat), Move: s.lastMove, Drew: int(s.lastDrawn)}
	if s.lastRecycled > 0 {
		// The pile came into an empty hand and nothing has happened since.
		e.Recycled = s.hands[s.lastSeat]
	}
	return e, true
}

// View is what one seat may know of a position: its own hand; the table;
// every captured pile (captures are made face up, and a seat with perfect
// memory knows every card in a pile); the cards of every hand that came back
// from a pile (rule E9, [View.Known]); the number of cards in every hand and
// in the stock; whose turn it is; the counters the end of the game depends
// on; the last move; and, when it is the seat's turn, its legal moves. It
// never holds another seat's unknown cards or the order of the stock:
// [Rules.Sample] deals those afresh.
//
// A View is a value with read-only accessors; build it with [Rules.View] or
// [Game.View] (which adds the public history of the game), or read it from
// JSON, which accepts only views of positions that pass the checks of what
// play can reach under the view's rules (docs/rules/equi.md, "Positions the
// decoders accept"). Views hold slices, so compare them with reflect.DeepEqual or
// testify's assert.Equal, not ==. The zero View is no seat's view: its Seat
// is -1 and it has no legal move.
//
// View implements [cards.View]. Its JSON form is described in the package
// documentation, section "JSON".
type View struct {
	rules   Rules
	s       State // the position with what the seat cannot see cleared
	seat    uint8 // the seat plus one; 0 for the zero View
	counts  [MaxPlayers]uint8
	history []Event
}

var (
	_ cards.Observer[State, View] = Rules{}
	_ cards.View[Move]            = View{}
)

// View returns what seat may know of s: see [View]. When it is seat's turn
// the view lists the legal moves under r, as [Rules.Legal] does, when asked
// ([View.Legal], [View.AppendLegal], [View.Moves]); otherwise none. Its
// history is empty, since a State keeps none: [Game.View] gives a view with
// the history of the game. For a seat not at the table, or a position r
// cannot play ([Rules.Over] says why), it returns the zero View.
//
// Making a view lists no move, so it costs the same in every position,
// even in the rare ones with a huge hand taken back from a pile (rule E9),
// which may have millions of moves (see docs/rules/equi.md): read those
// through [View.Moves], which can stop early, or draw one with
// [View.RandomMove], which counts them.
func (r Rules) View(s State, seat int) View {
	if !r.fits(&s) || seat < 0 || seat >= int(s.players) {
		return View{}
	}
	v := View{rules: r, s: s, seat: uint8(seat) + 1}
	for i := range int(s.players) {
		v.counts[i] = uint8(s.hands[i].Len())
		if i != seat {
			v.s.hands[i] = s.known & s.hands[i]
		}
	}
	v.s.stock = [maxStock]cards.Card{}
	return v
}

// toMove reports whether it is the view's seat's turn: only then does it
// list moves. The seat's hand, the table and whether the stock is empty are
// all the listing reads, and the view keeps them.
func (v *View) toMove() bool {
	return v.seat != 0 && !v.rules.over(&v.s) && v.s.turn == v.seat-1
}

// Seat returns the seat whose view this is, or -1 for the zero View.
func (v View) Seat() int { return int(v.seat) - 1 }

// Rules returns the rules the view was made under.
func (v View) Rules() Rules { return v.rules }

// Legal returns the seat's legal moves in the order of [Rules.Legal], in a
// new slice, or none when it is not the seat's turn. It lists them anew at
// each call, at the cost of [Rules.Legal]: [View.Moves] can stop early.
func (v View) Legal() []Move {
	if !v.toMove() {
		return nil
	}
	// Most positions have at most 8 moves (4 cards in hand, a few
	// captures): one allocation, where Rules.Legal grows from nothing.
	return v.rules.AppendLegal(make([]Move, 0, 8), v.s)
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

// Moves returns an iterator over the seat's legal moves in the order of
// [View.Legal], built on [Rules.Moves], for callers that may stop early,
// such as a frontend that shows the first moves of a position with millions
// of captures (rule E9): breaking out of the loop ends the listing. It
// yields nothing when it is not the seat's turn.
func (v View) Moves() iter.Seq[Move] {
	if !v.toMove() {
		return func(func(Move) bool) {}
	}
	return v.rules.Moves(v.s)
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

// History returns the public events of the game's moves, first move first,
// in a new slice: every move when the view came from [Game.View], none when
// it came from [Rules.View].
func (v View) History() []Event { return slices.Clone(v.history) }

// Players returns the number of seats, or 0 for the zero View.
func (v View) Players() int { return int(v.s.players) }

// Dealer returns the dealer's seat.
func (v View) Dealer() int { return v.s.Dealer() }

// Turn returns the seat to move, or -1 when the game is over.
func (v View) Turn() int { return v.s.Turn() }

// Over reports whether the game is over (or v is the zero View).
func (v View) Over() bool { return v.s.Over() }

// End returns why the game ended, or [EndNone].
func (v View) End() EndReason { return v.s.end }

// Hand returns the seat's own cards.
func (v View) Hand() cards.Set {
	if v.seat == 0 {
		return 0
	}
	return v.s.hands[v.seat-1]
}

// HandLen returns the number of cards in seat's hand, or 0 for a seat not at
// the table.
func (v View) HandLen(seat int) int {
	if seat < 0 || seat >= int(v.s.players) {
		return 0
	}
	return int(v.counts[seat])
}

// Known returns the cards of seat's hand that every seat knows: those taken
// back from his pile (rule E9) and not played since. For the view's own seat
// they are the part of [View.Hand] the others know.
func (v View) Known(seat int) cards.Set { return v.s.Known(seat) }

// Pile returns the cards seat has captured and not taken back into his hand.
func (v View) Pile(seat int) cards.Set { return v.s.Pile(seat) }

// Held returns the number of cards seat holds, in hand and in his pile: his
// count for the result of the game (rule E12).
func (v View) Held(seat int) int { return v.HandLen(seat) + v.Pile(seat).Len() }

// Score returns each seat's count of cards held, as [Rules.Score] counts it.
func (v View) Score() []int {
	out := make([]int, v.s.players)
	for i := range out {
		out[i] = v.Held(i)
	}
	return out
}

// Table returns the cards face up on the table.
func (v View) Table() cards.Set { return v.s.table }

// StockLen returns the number of cards left in the stock.
func (v View) StockLen() int { return v.s.StockLen() }

// Unknown returns the cards the seat cannot see: those in the stock and the
// other hands' cards that are not known ([View.Known]). [Rules.Sample] deals
// exactly these.
func (v View) Unknown() cards.Set {
	if v.seat == 0 {
		return 0
	}
	u := cards.Deck36.Minus(v.s.table)
	for i := range int(v.s.players) {
		u = u.Minus(v.s.hands[i]).Minus(v.s.piles[i])
	}
	return u
}

// LastCapturer returns the seat that made the last capture, or -1 when
// nobody has captured yet.
func (v View) LastCapturer() int { return v.s.LastCapturer() }

// MoveCount returns the number of moves played since the deal.
func (v View) MoveCount() int { return v.s.MoveCount() }

// MovesAfterStock returns the number of moves begun with the stock
// exhausted (rule E13).
func (v View) MovesAfterStock() int { return v.s.MovesAfterStock() }

// IdleTurns returns the number of turns since the last capture counted by
// rule E11 ([State.IdleTurns]).
func (v View) IdleTurns() int { return v.s.IdleTurns() }

// LastEvent returns the public event of the last move, and false before the
// first move.
func (v View) LastEvent() (Event, bool) { return v.s.LastEvent() }
