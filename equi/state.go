package equi

import (
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// EndReason says why a game ended. The zero value, [EndNone], is a game
// still being played.
type EndReason uint8

// The reasons a game ends.
const (
	// EndNone: the game goes on.
	EndNone EndReason = iota
	// EndTableCleared: a capture emptied the table after the stock was
	// exhausted (rule E10).
	EndTableCleared
	// EndNoProgress: after the stock was exhausted, [Rules.NoProgressRounds]
	// full rounds passed without a capture (rule E11).
	EndNoProgress
	// EndNoCards: nobody holds a card, in hand or in a captured pile (rule E11).
	EndNoCards
	// EndMoveLimit: [Rules.MaxMoves] moves were played after the stock was
	// exhausted (rule E13).
	EndMoveLimit
)

var endNames = [...]string{
	EndNone:         "not over",
	EndTableCleared: "table cleared",
	EndNoProgress:   "no progress",
	EndNoCards:      "no cards",
	EndMoveLimit:    "move limit",
}

// String returns the reason in words, such as "table cleared". A value
// outside the list prints as "EndReason(9)".
func (e EndReason) String() string {
	if int(e) < len(endNames) {
		return endNames[e]
	}
	return "EndReason(" + strconv.Itoa(int(e)) + ")"
}

// State is a position of Equi: the hands (and which of their cards every
// seat knows, rule E9), the table, the stock in its order, each seat's
// captured pile and the counters the end of the game depends on, with what a
// view of the last move needs. It is a comparable value with no
// slice, map or pointer inside: s2 := s copies it, == compares positions, and
// a State is safe to share between goroutines. Its fields are read through
// methods; positions are made by [Rules.Start] and [Rules.StartFromDeck] and
// changed only by [Rules.Apply], which returns a new one, and
// [Rules.ApplyTo], which changes the caller's own copy. [State.UnmarshalJSON]
// and [Rules.Sample] give positions too, and accept or deal only those that
// pass the checks of what play can reach listed in docs/rules/equi.md,
// "Positions the decoders accept".
//
// The zero State is no game: every method of [Rules] treats it as over.
//
// Apply copies a State in and out, so its size is part of the cost of a
// move ([Rules.ApplyTo] does not): it is 168 bytes, the fields ordered so that none is padded.
type State struct {
	hands [MaxPlayers]cards.Set
	piles [MaxPlayers]cards.Set
	table cards.Set
	// known holds the cards of the hands that every seat knows: cards
	// taken back from a pile (rule E9), which were shown when captured.
	// The hands are disjoint, so one set serves them all; it holds no card
	// that is in no hand.
	known    cards.Set
	lastMove Move
	// stock[:stockLen] is the stock, its top card (the next drawn) last.
	// Slots from stockLen on are zero, so equal stocks compare equal.
	stock [maxStock]cards.Card

	moves      uint16 // moves played
	movesAfter uint16 // moves begun with the stock exhausted
	idle       uint16 // turns without a capture counted for rule E11

	stockLen     uint8
	players      uint8
	dealer       uint8
	turn         uint8 // the seat to move, when the game is not over
	end          EndReason
	lastCapturer int8  // -1 before the first capture
	lastSeat     int8  // -1 before the first move
	lastDrawn    uint8 // cards drawn from the stock after the last move
	lastRecycled uint8 // cards taken from the pile into the hand after it
}

// Players returns the number of seats, 2 to 6 (0 for the zero State).
func (s State) Players() int { return int(s.players) }

// Dealer returns the dealer's seat. The seat left of the dealer, Dealer()+1
// mod Players(), moved first.
func (s State) Dealer() int { return int(s.dealer) }

// Turn returns the seat to move, or -1 when the game is over or s is the
// zero State.
func (s State) Turn() int {
	if s.end != EndNone || s.players == 0 {
		return -1
	}
	return int(s.turn)
}

// Over reports whether the game has ended ([State.End] is not [EndNone]),
// or s is the zero State.
func (s State) Over() bool { return s.Turn() < 0 }

// End returns why the game ended, or [EndNone].
func (s State) End() EndReason { return s.end }

// Hand returns the cards in seat's hand, or the empty set for a seat that is
// not at the table.
func (s State) Hand(seat int) cards.Set {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	return s.hands[seat]
}

// Known returns the cards of seat's hand that every seat knows: those taken
// back from his captured pile (rule E9) and not played since. Every card of a
// pile was shown when it was captured, so a seat's view shows the known cards
// of every hand ([View.Known]). It returns the empty set for a seat that is
// not at the table.
func (s State) Known(seat int) cards.Set {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	return s.known & s.hands[seat]
}

// Pile returns the cards seat has captured and not taken back into his hand
// (rule E9), or the empty set for a seat that is not at the table. At the end
// of a game the cards left on the table are in the pile of the seat that
// received them (rule E11).
func (s State) Pile(seat int) cards.Set {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	return s.piles[seat]
}

// Table returns the cards face up on the table.
func (s State) Table() cards.Set { return s.table }

// StockLen returns the number of cards left in the stock.
func (s State) StockLen() int { return int(s.stockLen) }

// StockEmpty reports whether the stock is exhausted.
func (s State) StockEmpty() bool { return s.stockLen == 0 }

// Stock returns the cards left in the stock in a new slice, top (the next
// card drawn) first.
func (s State) Stock() cards.Deck {
	d := make(cards.Deck, s.stockLen)
	for i := range d {
		d[i] = s.stock[int(s.stockLen)-1-i]
	}
	return d
}

// LastCapturer returns the seat that made the last capture, or -1 when
// nobody has captured yet.
func (s State) LastCapturer() int { return int(s.lastCapturer) }

// MoveCount returns the number of moves played since the deal.
func (s State) MoveCount() int { return int(s.moves) }

// MovesAfterStock returns the number of moves begun with the stock
// exhausted; the game stops when it reaches [Rules.MaxMoves] (rule E13).
func (s State) MovesAfterStock() int { return int(s.movesAfter) }

// IdleTurns returns the number of turns since the last capture counted by
// rule E11: moves begun with the stock exhausted, and seats skipped because
// they hold no card. The game ends when it reaches NoProgressRounds ×
// Players.
func (s State) IdleTurns() int { return int(s.idle) }

// LastMove returns the last move played and the seat that played it, or the
// zero Move and -1 before the first move.
func (s State) LastMove() (Move, int) { return s.lastMove, int(s.lastSeat) }

// LastDrawn returns how many cards the last mover drew from the stock after
// his move (rule E8).
func (s State) LastDrawn() int { return int(s.lastDrawn) }

// LastRecycled returns how many cards the last mover took from his captured
// pile into his empty hand after his move (rule E9), 0 when he took none.
func (s State) LastRecycled() int { return int(s.lastRecycled) }

// Held returns the number of cards seat holds, in hand and in his pile: his
// count for the result of the game (rule E12).
func (s State) Held(seat int) int { return s.Hand(seat).Len() + s.Pile(seat).Len() }
