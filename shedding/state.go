package shedding

import (
	"math/rand/v2"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// Direction is the direction of play.
type Direction uint8

// The two directions. A game starts clockwise; a card of the table's
// Reverse reverses it. Seats are numbered clockwise, as everywhere in
// cardrules.
const (
	Clockwise        Direction = iota // seat 0, 1, 2, ...
	Counterclockwise                  // seat 0, n-1, n-2, ...
	numDirections
)

var dirNames = [...]string{"clockwise", "counterclockwise"}

// String returns "clockwise" or "counterclockwise", or "Direction(7)".
func (d Direction) String() string {
	if d >= numDirections {
		return "Direction(" + strconv.Itoa(int(d)) + ")"
	}
	return dirNames[d]
}

// EndReason is why a game ended.
type EndReason uint8

// The ways a game ends.
const (
	EndNone      EndReason = iota // the game goes on
	EndOut                        // a player played his last card
	EndBlocked                    // Rules.Blocked passes in a row (every player and one more) with an empty stock
	EndTurnLimit                  // Rules.MaxPlays cards have been played
	EndMoveLimit                  // Rules.MaxMoves moves have been made
	numEnds
)

var endNames = [...]string{"none", "out", "blocked", "turn limit", "move limit"}

// String returns "none", "out", "blocked", "turn limit" or "move limit",
// or "EndReason(9)".
func (e EndReason) String() string {
	if e >= numEnds {
		return "EndReason(" + strconv.Itoa(int(e)) + ")"
	}
	return endNames[e]
}

// maxTotal bounds a seat's total in a match: 32 deals of a hand of 52
// cards at the largest penalty, and a bonus.
const maxTotal = maxDeals * (cards.NumCards + 1) * 32767

// maxStock is the most cards the stock can hold: the top card lies on the
// pile and, while the game goes on, every one of at least two hands holds
// a card (the game ends on the play that empties one, which draws nothing).
const maxStock = cards.NumCards - 1 - MinPlayers

// Public is the part of a position that every seat sees: the number of
// players, the top card and the suit in force (and whether it was named),
// the discards under it, the number of cards in the stock, whose turn it
// is and in which direction, the counters of the turn (cards drawn, the
// draw pending, passes in a row) and of the game (cards played, moves),
// how it ended and the last move. [State] and [View] embed it, so that its methods are the
// one home of these accessors for both.
type Public struct {
	discard  cards.Set // the discard pile under the top card
	moves    uint32    // moves applied
	plays    uint16    // cards played: Rules.MaxPlays caps it
	lastMove Move
	top      cards.Card // the top card of the discard pile
	suit     cards.Suit // the suit in force
	named    bool       // the top card was played naming the suit in force
	players  uint8
	nstock   uint8
	mover    uint8 // the seat to move plus one; 0 when the game is over
	dealer   uint8
	dir      Direction
	drawn    uint8 // cards the seat to move has drawn this turn
	pending  uint8 // cards the seat to move draws unless he answers
	chain    uint8 // the cards played that made the pending draw
	justDrew uint8 // the card the seat to move drew last this turn plus one; 0 when none or not known
	passes   uint8 // passes in a row with an empty stock
	lastSeat uint8 // the seat of the last event plus one; 0 before any
	upcard   bool  // the last event is the deal's upcard, which made seats draw (UpcardActs)
	end      EndReason
	out      uint8             // the seat that went out plus one, with EndOut
	deal     uint8             // the deal of a match (Rules.Deals), from 0
	totals   [MaxPlayers]int32 // the seats' scores of the deals before this one
	drew     [MaxPlayers]uint8 // the cards each seat drew with the last event

	// The last finished deal of a match (Rules.Deals): its number plus
	// one (0 before any), why it ended, the seat out plus one, the hands.
	lastDeal  uint8
	lastEnd   EndReason
	lastOut   uint8
	lastHands [MaxPlayers]cards.Set
	barred    [MaxPlayers][NumVoids]uint8 // Public.Barred

	counters [NumCounters]uint8 // a Variant's own counters (Effects.SetCounter)
	added    [MaxPlayers]int16  // the points a Variant added to each score (Effects.AddScore)
}

// State is a position of a game on the engine, hidden cards included. It
// is a comparable value of fixed size with no slice, map or pointer
// inside, so a copy is independent, == compares positions, and one State
// may be shared between goroutines. Read it with its methods, most of them
// those of the embedded [Public]; build it with [Rules.Start] or from its
// text form ([Rules.ParseState], docs/notation.md), and advance it with
// [Rules.Apply]. The zero State is a finished game with no players. A
// State does not know its rules: the same value is a position of every
// table with its number of players and deck.
//
// Its one-line text form ([Rules.AppendState]) and its JSON
// ([Rules.MarshalState]) hold every card, the stock in order and the
// generator that shuffles, for saving a game, a test or a bug report; a
// player is shown a [View] instead. They are Boxes' forms for the table's
// number of seats, so they are written and read through the rules, whose
// schedule and hand points they show.
type State struct {
	hands [MaxPlayers]cards.Set
	Public
	rng   rand.PCG             // drives the redraw of a turned-back upcard and reshuffles
	stock [maxStock]cards.Card // stock[nstock-1] is the top; slots from nstock on are zero

	shuffler cards.Shuffler // the engine of the deal's shuffle and of reshuffles
}

// Hand returns the cards held by seat, or the empty set for a seat that is
// not in the game.
func (s State) Hand(seat int) cards.Set {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	return s.hands[seat]
}

// Deal returns the number of the deal being played in a match
// (Rules.Deals), from 0; 0 in a game of one deal.
func (p Public) Deal() int { return int(p.deal) }

// Total returns seat's score over the deals of a match played before
// this one (Rules.Deals): minus their penalties. [Rules.Score] adds the
// deal being played. 0 for a seat not in the game, and before the second
// deal.
func (p Public) Total(seat int) int {
	if seat < 0 || seat >= int(p.players) {
		return 0
	}
	return int(p.totals[seat])
}

// Players returns the number of seats, 2 to 8 (0 for the zero State).
func (p Public) Players() int { return int(p.players) }

// Turn returns the seat to move, or -1 when the game is over.
func (p Public) Turn() int { return int(p.mover) - 1 }

// Dealer returns the seat that dealt.
func (p Public) Dealer() int { return int(p.dealer) }

// Top returns the top card of the discard pile.
func (p Public) Top() cards.Card { return p.top }

// Suit returns the suit in force: the top card's, or the one named when
// it was played.
func (p Public) Suit() cards.Suit { return p.suit }

// Named reports whether the top card was played naming the suit in force
// (a card of the table's Call): a suit other than its own, or any suit
// by the last move. (After a draw or a pass, a card that named its own
// suit is no more told from one that named none.)
func (p Public) Named() bool { return p.named }

// Direction returns the direction of play.
func (p Public) Direction() Direction { return p.dir }

// StockLen returns the number of cards in the stock.
func (p Public) StockLen() int { return int(p.nstock) }

// Discards returns the cards of the discard pile under its top card: the
// cards a reshuffle turns into the stock.
func (p Public) Discards() cards.Set { return p.discard }

// DrawnThisTurn returns the number of cards the seat to move has drawn this turn:
// he may pass once it reaches Rules.MaxDraw (or the stock is empty).
func (p Public) DrawnThisTurn() int { return int(p.drawn) }

// PendingDraw returns the number of cards the seat to move draws if he
// does not answer the pending draw, or 0.
func (p Public) PendingDraw() int { return int(p.pending) }

// Drawn returns the card the seat to move drew with its last draw this
// turn, and true, while it moves again ([PhaseDrawn], a table without
// DrawEnds); NoCard and false otherwise, in another seat's view, and
// when the position does not say (a text written by hand). Boxes' B26:
// the seat may play it if it can be played.
func (p Public) Drawn() (cards.Card, bool) {
	if p.justDrew == 0 || p.mover == 0 {
		return cards.NoCard, false
	}
	return cards.Card(p.justDrew - 1), true
}

// Chain returns the number of plays that made the pending draw (Boxes'
// 2s in the chain): 1 for the card that started it, one more for each
// answer; 0 with no draw pending.
func (p Public) Chain() int { return int(p.chain) }

// Passes returns the number of passes in a row made with an empty stock;
// the game ends when it reaches Players()+1.
func (p Public) Passes() int { return int(p.passes) }

// Plays returns the number of cards played so far (the turned-up card not
// counted): the game ends when it reaches Rules.MaxPlays. A table with
// MaxMoves and no MaxPlays counts none: 0.
func (p Public) Plays() int { return int(p.plays) }

// MoveCount returns the number of moves applied: plays, draws and passes.
func (p Public) MoveCount() int { return int(p.moves) }

// LastMove returns the seat that made the last move applied and the move,
// or -1 and the zero Move at the start of the game. In a match (Rules.Deals)
// it stays set across the deal that move ended: a new deal's first
// position still shows it, unless the deal's upcard made seats draw under
// Rules.UpcardActs: then the last event is the upcard, as if the dealer
// had just played it ([Public.UpcardEvent]).
func (p Public) LastMove() (seat int, m Move) { return int(p.lastSeat) - 1, p.lastMove }

// UpcardEvent reports whether the last event ([Public.LastMove]) is the
// upcard of this deal under Rules.UpcardActs, as if the dealer had just
// played it, because it made seats draw: then no move of the deal has
// been made yet, and [Public.Drew] gives the cards each seat drew for it.
func (p Public) UpcardEvent() bool { return p.upcard }

// Drew returns how many cards seat drew as a consequence of the last event
// ([Public.LastMove]): by drawing (1 for a draw, up to
// [Public.PendingDraw] for a pending draw), as a penalty, or by the effect
// of the card played (Rules.Others, Feed, ForcedDraw), the upcard's
// included when it is the last event ([Public.UpcardEvent]); 0 for a seat
// not in the game.
func (p Public) Drew(seat int) int {
	if seat < 0 || seat >= MaxPlayers {
		return 0
	}
	return int(p.drew[seat])
}

// End returns why the game ended and the seat that went out (-1 unless the
// reason is [EndOut]); [EndNone] and -1 while it goes on.
func (p Public) End() (reason EndReason, out int) { return p.end, int(p.out) - 1 }

// AppendStock appends the cards of the stock to dst in order, the next
// card drawn first, and returns the extended slice: hidden cards, for
// tools and tests that hold the whole position.
func (s State) AppendStock(dst []cards.Card) []cards.Card {
	for i := int(s.nstock) - 1; i >= 0; i-- {
		dst = append(dst, s.stock[i])
	}
	return dst
}
