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

// Public is the part of a position every seat sees: the table, the
// captured piles, the dealer and the seat to move, the counters the end of
// the game depends on, the last move and each seat's trail record (what its
// latest trail under compulsory capture shows of its hand, which
// [Rules.Sample] uses: docs/rules/equi.md, "What a search may infer"). [State] and [View] embed it, so its
// methods are the one home of each of these accessors for both. The zero
// Public is no game: its Turn is -1.
type Public struct {
	piles [MaxPlayers]cards.Set
	// trails holds each seat's latest trail while it may tell something
	// of the seat's hand (rule E7; trail.go and docs/rules/equi.md, "What
	// a search may infer"): the zero trail is none.
	trails [MaxPlayers]trail
	table  cards.Set
	// known holds the cards of the hands that every seat knows: cards
	// taken back from a pile (rule E9), which were shown when captured.
	// The hands are disjoint, so one set serves them all; it holds no card
	// that is in no hand.
	known    cards.Set
	lastMove Move

	moves      uint16            // moves played
	movesAfter uint16            // moves begun with the stock exhausted
	idle       uint16            // turns without a capture counted for rule E11
	added      [MaxPlayers]int16 // the scores a Variant added (Effects.AddScore)

	stockLen     uint8
	players      uint8
	dealer       uint8
	turn         uint8 // the seat to move, when the game is not over
	end          EndReason
	lastCapturer int8  // -1 before the first capture
	lastSeat     int8  // -1 before the first move
	lastDrawn    uint8 // cards drawn from the stock after the last move
	lastRecycled uint8 // cards taken from the pile into the hand after it

	// What else a Variant kept (Effects): its counters and the cards it
	// drew. Zero in the standard game, as added is.
	counters     [NumCounters]uint8
	variantDrawn uint8
}

// NumCounters is the number of a Variant's own counters a position keeps
// ([Public.Counter], [Effects.SetCounter]).
const NumCounters = 4

// MaxAddedScore is the largest added score a position keeps, and
// -MaxAddedScore the smallest: [Effects.AddScore] stops there.
const MaxAddedScore = 32767

// State is a position of Equi: the hands (and which of their cards every
// seat knows, rule E9), the stock in its order, and the [Public] part. It
// is a comparable value with no slice, map or pointer inside: s2 := s
// copies it, == compares positions, and a State is safe to share between
// goroutines. Positions are made by [Rules.Start] and changed only by
// [Rules.Apply], which returns a new one, and [Rules.ApplyTo], which changes
// the caller's own copy. [State.UnmarshalJSON], [State.UnmarshalText] (the
// one-line text of [State.MarshalText]) and [Rules.Sample] give positions
// too, and accept or deal only those that pass the checks of what play can
// reach listed in docs/rules/equi.md, "Positions the decoders accept".
//
// The zero State is no game: every method of [Rules] treats it as over.
//
// Apply copies a State in and out, so its size is part of the cost of a
// move ([Rules.ApplyTo] does not): it is 280 bytes, 96 of them the trail
// records (docs/rules/equi.md, "What a search may infer"), its fields
// ordered so that none is padding.
type State struct {
	hands [MaxPlayers]cards.Set
	Public
	// stock[:stockLen] is the stock, its top card (the next drawn) last.
	// Slots from stockLen on are zero, so equal stocks compare equal.
	stock [maxStock]cards.Card
}

// Players returns the number of seats, 2 to 6 (0 for the zero value).
func (p Public) Players() int { return int(p.players) }

// Dealer returns the dealer's seat. The seat left of the dealer, Dealer()+1
// mod Players(), moved first.
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

// Pile returns the cards seat has captured and not taken back into his hand
// (rule E9), or the empty set for a seat that is not at the table. At the end
// of a game the cards left on the table are in the pile of the seat that
// received them (rule E11).
func (p Public) Pile(seat int) cards.Set {
	if seat < 0 || seat >= int(p.players) {
		return 0
	}
	return p.piles[seat]
}

// Table returns the cards face up on the table.
func (p Public) Table() cards.Set { return p.table }

// StockLen returns the number of cards left in the stock.
func (p Public) StockLen() int { return int(p.stockLen) }

// LastCapturer returns the seat that made the last capture, or -1 when
// nobody has captured yet or p is the zero value.
func (p Public) LastCapturer() int {
	if p.players == 0 {
		return -1
	}
	return int(p.lastCapturer)
}

// MoveCount returns the number of moves played since the deal.
func (p Public) MoveCount() int { return int(p.moves) }

// MovesAfterStock returns the number of moves begun with the stock
// exhausted; the game stops when it reaches [Rules.MaxMoves] (rule E13).
func (p Public) MovesAfterStock() int { return int(p.movesAfter) }

// IdleTurns returns the number of turns since the last capture counted by
// rule E11: moves begun with the stock exhausted, and seats skipped because
// they hold no card. The game ends when it reaches NoProgressRounds ×
// Players.
func (p Public) IdleTurns() int { return int(p.idle) }

// LastMove returns the seat that played the last move and the move, or -1
// and the zero Move before the first move.
func (p Public) LastMove() (seat int, m Move) {
	if p.lastSeat < 0 || p.players == 0 {
		return -1, Move{}
	}
	return int(p.lastSeat), p.lastMove
}

// LastDrawn returns how many cards the last mover drew from the stock after
// his move (rule E8): every seat sees how many, not which.
func (p Public) LastDrawn() int { return int(p.lastDrawn) }

// LastRecycled returns how many cards the last mover took from his captured
// pile into his empty hand after his move (rule E9), 0 when he took none.
// They are then his whole hand, and every seat knows them: Known(seat) of
// [State] and [View] gives them.
func (p Public) LastRecycled() int { return int(p.lastRecycled) }

// Counter returns the Variant's counter i, 0 to 255 ([Effects.SetCounter]);
// 0 in the standard game and for i outside 0 to [NumCounters]-1. Every
// seat sees the counters.
func (p Public) Counter(i int) int {
	if i < 0 || i >= NumCounters {
		return 0
	}
	return int(p.counters[i])
}

// AddedScore returns the score a Variant added to seat's result
// ([Effects.AddScore]), which [Rules.Score] counts; 0 in the standard
// game and for a seat not at the table. Every seat sees it.
func (p Public) AddedScore(seat int) int {
	if seat < 0 || seat >= int(p.players) {
		return 0
	}
	return int(p.added[seat])
}

// VariantDrawn returns the number of cards a Variant's steps drew from
// the stock in the game so far ([Effects.Draw]), besides the refills of
// rule E8; 0 in the standard game. The decoders relax the checks of hand
// sizes and draws for a position where it is not 0 (docs/rules/equi.md,
// "Positions the decoders accept").
func (p Public) VariantDrawn() int { return int(p.variantDrawn) }

// varied reports whether a Variant changed anything a standard game keeps
// at zero.
func (p *Public) varied() bool {
	return p.counters != [NumCounters]uint8{} || p.added != [MaxPlayers]int16{} || p.variantDrawn != 0
}

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
// pile was shown when it was captured, so every view shows the known cards
// of every hand ([View.Known]). It returns the empty set for a seat that is
// not at the table.
func (s State) Known(seat int) cards.Set {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	return s.known & s.hands[seat]
}

// Held returns the number of cards seat holds, in hand and in his pile:
// his count for the result of the standard game (rule E12); 0 for a seat
// not at the table. A State does not know its rules: the result under any
// rules, [ScorePoints] and a Variant's added scores included, is
// [Rules.Score], or [View.Score] from a view.
func (s State) Held(seat int) int { return s.Hand(seat).Len() + s.Pile(seat).Len() }

// stockDeck returns the cards left in the stock in a new slice, top (the
// next card drawn) first.
func (s *State) stockDeck() cards.Deck {
	d := make(cards.Deck, s.stockLen)
	for i := range d {
		d[i] = s.stock[int(s.stockLen)-1-i]
	}
	return d
}
