package fishing

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
	// EndTableCleared: a capture cleared the table after the stock was
	// exhausted ([Table.ClearEnds]).
	EndTableCleared
	// EndNoProgress: [Table.NoProgressRounds] full rounds passed without a
	// capture after the stock was exhausted.
	EndNoProgress
	// EndNoCards: nobody holds a card, in hand or (under Recycle) in a pile.
	EndNoCards
	// EndMoveLimit: [Table.MaxMoves] moves were played after the stock was
	// exhausted.
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

// Public is the part of a position every seat sees: the table, the
// captured piles (captures are made face up), the sweeps, the counters the
// end depends on, the last move and each seat's trail record (what its
// latest trail under compulsory capture shows of its hand, which
// [Rules.Sample] uses). [State] and [View] embed it. The zero Public is no
// game: its Turn is -1.
type Public struct {
	piles  [MaxPlayers]cards.Set
	trails [MaxPlayers]trail
	table  cards.Set
	// known holds the cards of the hands that every seat knows: those
	// taken back from a pile (Recycle).
	known    cards.Set
	lastMove Move

	moves      uint16 // moves played
	movesAfter uint16 // moves begun with the stock exhausted
	idle       uint16 // turns without a capture counted for NoProgressRounds

	sweeps       [MaxPlayers]uint8
	stockLen     uint8
	players      uint8
	dealer       uint8
	turn         uint8
	end          EndReason
	lastCapturer int8 // -1 before the first capture
	lastSeat     int8 // -1 before the first move
	lastDrawn    uint8
	lastRecycled uint8

	// What a Variant kept (Effects): zero without one.
	added        [MaxPlayers]int16
	counters     [NumCounters]uint8
	variantDrawn uint8
}

// State is a position of a fishing game: the hands, the stock in its order
// and the [Public] part. It is a comparable value with no slice, map or
// pointer inside: s2 := s copies it and == compares positions. Positions
// are made by [Rules.Start] and changed by [Rules.Apply] and
// [Rules.ApplyTo]; the zero State is no game.
type State struct {
	hands [MaxPlayers]cards.Set
	Public
	// stock[:stockLen] is the stock, its top card (the next drawn) last.
	stock [cards.NumCards]cards.Card
}

// Players returns the number of seats (0 for the zero value).
func (p Public) Players() int { return int(p.players) }

// Dealer returns the dealer's seat.
func (p Public) Dealer() int { return int(p.dealer) }

// Turn returns the seat to move, or -1 when the game is over or p is the
// zero value.
func (p Public) Turn() int {
	if p.end != EndNone || p.players == 0 {
		return -1
	}
	return int(p.turn)
}

// End returns why the game ended, or [EndNone].
func (p Public) End() EndReason { return p.end }

// Pile returns the cards seat has captured (and not taken back into his
// hand), or the empty set for a seat not at the table.
func (p Public) Pile(seat int) cards.Set {
	if seat < 0 || seat >= int(p.players) {
		return 0
	}
	return p.piles[seat]
}

// Sweeps returns the number of sweeps seat has made, counted under tables
// that score them ([Scoring.Sweep] not 0); 0 for a seat not at the table.
func (p Public) Sweeps(seat int) int {
	if seat < 0 || seat >= int(p.players) {
		return 0
	}
	return int(p.sweeps[seat])
}

// Table returns the cards face up on the table.
func (p Public) Table() cards.Set { return p.table }

// StockLen returns the number of cards left in the stock.
func (p Public) StockLen() int { return int(p.stockLen) }

// LastCapturer returns the seat that made the last capture, or -1.
func (p Public) LastCapturer() int {
	if p.players == 0 {
		return -1
	}
	return int(p.lastCapturer)
}

// MoveCount returns the number of moves played since the deal.
func (p Public) MoveCount() int { return int(p.moves) }

// MovesAfterStock returns the number of moves begun with the stock
// exhausted.
func (p Public) MovesAfterStock() int { return int(p.movesAfter) }

// IdleTurns returns the turns without a capture counted for
// [Table.NoProgressRounds].
func (p Public) IdleTurns() int { return int(p.idle) }

// LastMove returns the seat that played the last move and the move, or -1
// and the zero Move before the first move.
func (p Public) LastMove() (seat int, m Move) {
	if p.lastSeat < 0 || p.players == 0 {
		return -1, Move{}
	}
	return int(p.lastSeat), p.lastMove
}

// LastDrawn returns how many cards the last mover drew from the stock
// after his move (under [RefillMover]).
func (p Public) LastDrawn() int { return int(p.lastDrawn) }

// LastRecycled returns how many cards the last mover took from his pile
// into his empty hand after his move.
func (p Public) LastRecycled() int { return int(p.lastRecycled) }

// Hand returns the cards in seat's hand, or the empty set for a seat not
// at the table.
func (s State) Hand(seat int) cards.Set {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	return s.hands[seat]
}

// Known returns the cards of seat's hand every seat knows: those taken
// back from his pile and not played since.
func (s State) Known(seat int) cards.Set {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	return s.known & s.hands[seat]
}

// Held returns the number of cards seat holds, in hand and in his pile.
func (s State) Held(seat int) int { return s.Hand(seat).Len() + s.Pile(seat).Len() }

// Stock returns the cards of the stock, whose order is hidden from every
// seat.
func (s State) Stock() cards.Set { return cards.SetOf(s.stock[:s.stockLen]...) }
