package boxes

import (
	"math/rand/v2"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// Direction is the direction of play.
type Direction uint8

// The two directions. Every deal starts clockwise; a 10 reverses (B10).
const (
	Clockwise        Direction = iota // to the left: seat 0, 1, 2, 3, 0, ...
	Counterclockwise                  // to the right: seat 0, 3, 2, 1, 0, ...
)

// String returns "clockwise" or "counterclockwise", or "Direction(7)".
func (d Direction) String() string {
	switch d {
	case Clockwise:
		return "clockwise"
	case Counterclockwise:
		return "counterclockwise"
	}
	return "Direction(" + strconv.Itoa(int(d)) + ")"
}

// step returns the seat offset of one move in direction d.
func (d Direction) step() int {
	if d == Counterclockwise {
		return NumSeats - 1
	}
	return 1
}

// Phase is what the seat to move is asked to do.
type Phase uint8

// The phases of a turn.
const (
	PhasePlay   Phase = iota // an ordinary turn: follow suit, or draw, or pass
	PhaseAnswer              // answer a 2 with a 2 (B5)
	PhaseDrawn               // play the card just drawn if it can be played, or keep it (B26)
	PhaseOver                // the match is over
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

// EndReason is why a deal ended.
type EndReason uint8

// The ways a deal ends.
const (
	EndNone      EndReason = iota // no deal has ended yet
	EndOut                        // a player's hand is empty (B14)
	EndBlocked                    // every seat passed in a row (B13)
	EndMoveLimit                  // the deal reached Rules.MaxMoves moves (B22)
	numEnds
)

var dirNames = [...]string{"clockwise", "counterclockwise"}

var endNames = [...]string{"none", "out", "blocked", "move limit"}

// String returns "none", "out", "blocked" or "move limit", or "EndReason(9)".
func (e EndReason) String() string {
	if e >= numEnds {
		return "EndReason(" + strconv.Itoa(int(e)) + ")"
	}
	return endNames[e]
}

// maxStock is the most cards the stock can hold: every hand holds a card
// while a deal goes on, but the one just emptied while the effect of its
// last card is drawn (B14, B25), and the top card lies on the pile.
const maxStock = cards.NumCards - (NumSeats - 1) - 1

// Public is the part of a Boxes position that every seat sees: the top card
// and the discards under it (every card played lies face up), the suit in
// force, whose turn it is and in which phase, the direction, the 2-chain,
// the number of cards in the stock, the scores of the finished deals, the
// last deal's end and hands, and the last move. [State] and [View] embed
// it, so that its methods are the one home of these accessors for both.
//
// The card just drawn ([Public.Drawn]) is part of it in a State and in the
// view of the seat that drew it only.
type Public struct {
	// Every Apply copies the State, so the State and its Public part are
	// kept small: the fields are ordered so that none needs padding, and
	// the schedule packs two deal sizes a byte. The fields most moves
	// write (the discards, the counters and the last move) lie close
	// together.
	discard    cards.Set // the discard pile under the top card
	lastHands  [NumSeats]cards.Set
	lastMove   Move // a uint32: here it needs no padding
	totals     [NumSeats]uint16
	moves      uint16     // moves applied in this deal
	nstock     uint8      // cards in the stock
	top        cards.Card // the top card of the discard pile
	suit       cards.Suit // the suit in force
	mover      uint8      // the seat to move plus one; 0 when the match is over
	dealer     uint8
	deal       uint8
	dir        Direction
	phase      Phase
	chain      uint8      // 2s in the pending chain
	pending    uint8      // cards the seat to move draws if he cannot answer
	passes     uint8      // passes in a row by seats that could neither play nor draw
	drawn      cards.Card // the card just drawn in PhaseDrawn
	lastSeat   int8
	drew       [NumSeats]uint8
	lastReason EndReason
	lastOut    int8
	lastDeal   int8
	sched      Schedule
	counters   [NumCounters]uint8 // a variant's own counters (Effects.SetCounter)
	shuffler   cards.Shuffler     // the engine of every shuffle of the match: reshuffles, later deals
	added      [NumSeats]int16    // the points a variant added to each score (Effects.AddScore)
	barred     [NumSeats]uint64   // Public.Barred: Void k in bits 8k to 8k+7, see spend
}

// Void is a kind of card a seat can show it lacks when the rules force
// its move (docs/rules/boxes.md, "What a search may infer"): a suit, the
// 2s, or the 8s and 9s.
type Void uint8

// The kinds of [Void]: the four suits in the order of [cards.Suit], then
// the 2s and the 8s and 9s.
const (
	VoidClubs       Void = iota // a draw or pass on clubs
	VoidDiamonds                // a draw or pass on diamonds
	VoidHearts                  // a draw or pass on hearts
	VoidSpades                  // a draw or pass on spades
	VoidTwos                    // a 2 answered by drawing (B5)
	VoidEightsNines             // a draw or pass under Rules.WildEightsNines
)

// NumVoids is the number of kinds of [Void].
const NumVoids = 6

var voidNames = [NumVoids]string{"clubs", "diamonds", "hearts", "spades", "2s", "8s and 9s"}

// String returns "clubs", "diamonds", "hearts", "spades", "2s" or "8s and
// 9s", or "Void(9)".
func (k Void) String() string {
	if k >= NumVoids {
		return "Void(" + strconv.Itoa(int(k)) + ")"
	}
	return voidNames[k]
}

// bars returns the counts of [Public.Barred] of seat, by kind.
func (p *Public) bars(seat int) (b [NumVoids]uint8) {
	x := p.barred[seat&(NumSeats-1)]
	for k := range b {
		b[k] = uint8(x >> (8 * k))
	}
	return b
}

// setBar sets [Public.Barred] of seat for kind k to n.
func (p *Public) setBar(seat int, k Void, n uint8) {
	sh := 8 * uint(k)
	p.barred[seat&(NumSeats-1)] = p.barred[seat&(NumSeats-1)]&^(0xFF<<sh) | uint64(n)<<sh
}

// voidCards holds the cards of each kind of [Void].
var voidCards = func() (t [NumVoids]cards.Set) {
	for u := range cards.Suit(cards.NumSuits) {
		t[u] = cards.Deck52.OfSuit(u)
	}
	t[VoidTwos] = cards.Deck52.OfRank(cards.Two)
	t[VoidEightsNines] = callers
	return t
}()

// State is a position of a Boxes match: the current deal and the scores of
// the deals before it, hidden cards included. It is a comparable value of
// fixed size with no slice, map or pointer inside, so a copy is
// independent, == compares positions, and one State may be shared between
// goroutines. Read it with its methods, most of them those of the embedded
// [Public]; build it with [Rules.Start] and advance it with [Rules.Apply].
// The zero State is a finished match with no deals.
//
// Its JSON form ([State.MarshalJSON]) holds every card, the stock in order
// and the generator, for saving a match; reading it back checks that it is
// a position a match can reach. Its one-line text form ([State.MarshalText],
// [State.String], docs/notation.md) holds the same, for a test, a puzzle or
// a bug report. A player is shown a [View] instead.
type State struct {
	hands [NumSeats]cards.Set
	Public
	rng   rand.PCG             // drives reshuffles and later deals
	stock [maxStock]cards.Card // stock[nstock-1] is the top; slots from nstock on are zero
}

// Hand returns the cards held by seat, or the empty set for a seat that is
// not 0 to 3.
func (s State) Hand(seat int) cards.Set {
	if seat < 0 || seat >= NumSeats {
		return 0
	}
	return s.hands[seat]
}

// Stock returns the cards of the stock in the order they are drawn, the
// next card first: the cards no seat sees, whose order a [View] does not
// hold. The zero State's is empty.
func (s State) Stock() cards.Deck {
	d := make(cards.Deck, 0, s.nstock)
	for i := int(s.nstock) - 1; i >= 0 && i < maxStock; i-- {
		d = append(d, s.stock[i])
	}
	return d
}

// Turn returns the seat to move, or -1 when the match is over.
func (p Public) Turn() int { return int(p.mover) - 1 }

// Phase returns what the seat to move is asked to do, or [PhaseOver].
func (p Public) Phase() Phase {
	if p.mover == 0 {
		return PhaseOver
	}
	return p.phase
}

// Top returns the top card of the discard pile.
func (p Public) Top() cards.Card { return p.top }

// Suit returns the suit in force: the suit the seat to move must follow.
func (p Public) Suit() cards.Suit { return p.suit }

// Direction returns the direction of play.
func (p Public) Direction() Direction { return p.dir }

// Chain returns the number of 2s in the chain the seat to move must answer,
// or 0 outside [PhaseAnswer].
func (p Public) Chain() int { return int(p.chain) }

// PendingDraw returns the number of cards the seat to move will draw if the
// 2-chain is not answered, or 0 outside [PhaseAnswer].
func (p Public) PendingDraw() int { return int(p.pending) }

// Drawn returns the card the seat to move just drew, and false outside
// [PhaseDrawn] or in a view of another seat: that seat may play it now if
// it can be played on the suit in force, and may always keep it with
// [Pass] (B26). Other seats see only the phase: not whether it can play the
// card.
func (p Public) Drawn() (cards.Card, bool) {
	if p.Phase() != PhaseDrawn || p.drawn == cards.NoCard {
		return cards.NoCard, false
	}
	return p.drawn, true
}

// StockLen returns the number of cards in the stock.
func (p Public) StockLen() int { return int(p.nstock) }

// Discards returns the cards of the discard pile under its top card: the
// cards a reshuffle would turn into the stock.
func (p Public) Discards() cards.Set { return p.discard }

// Dealer returns the dealer of the current deal (of the last deal when the
// match is over).
func (p Public) Dealer() int { return int(p.dealer) }

// Deal returns the number of the current deal, counting from 0; when the
// match is over it equals the schedule's Len.
func (p Public) Deal() int { return int(p.deal) }

// Schedule returns the schedule of the match: its Len is the number of
// deals, and Size(Deal()) the cards dealt to each seat in this one. The
// zero Public, as the zero State has, gives the zero Schedule.
func (p Public) Schedule() Schedule { return p.sched.canon() }

// Passes returns the number of passes in a row by seats that could neither
// play nor draw (B13); the deal is blocked when it reaches 4.
func (p Public) Passes() int { return int(p.passes) }

// MoveCount returns the number of moves applied in the current deal.
func (p Public) MoveCount() int { return int(p.moves) }

// Score returns seat's penalty points over the finished deals, plus the
// points a variant added ([Public.AddedScore]), as [Rules.Score] counts
// them, or 0 for a seat that is not 0 to 3.
func (p Public) Score(seat int) int {
	if seat < 0 || seat >= NumSeats {
		return 0
	}
	return int(p.totals[seat]) + int(p.added[seat])
}

// AddedScore returns the points a [Variant] added to seat's score
// ([Effects.AddScore]), which [Public.Score] includes: 0 in the standard
// game, and for a seat that is not 0 to 3.
func (p Public) AddedScore(seat int) int {
	if seat < 0 || seat >= NumSeats {
		return 0
	}
	return int(p.added[seat])
}

// Counter returns a [Variant]'s counter i ([Effects.SetCounter]), from 0
// to 255: 0 in the standard game, and for an i that is not 0 to
// [NumCounters]-1. Every seat sees the counters.
func (p Public) Counter(i int) int {
	if i < 0 || i >= NumCounters {
		return 0
	}
	return int(p.counters[i])
}

// Barred returns how many of the cards seat holds are barred from kind k
// by the voids it showed in this deal, or 0 for a seat that is not 0 to 3
// or a k that is not a kind. When seat showed it lacked k (a draw or a
// pass in [PhasePlay], legal only when it can play no card, or a
// 2-chain's penalty drawn at once), it held that many cards, none of kind
// k. A card drawn since may be of any kind and bars nothing; a card played
// since takes the place of the earliest card it may be (one dealt, or one
// drawn after every void of its kinds), and bars one card fewer when that
// card came before the void in k. So seat holds at most HandLen(seat) -
// Barred(seat, k) cards of kind k, and more exactly, for every count x of
// seat, at most HandLen(seat) - x cards of the kinds barred x or more: the
// hands [Rules.Sample] deals (docs/dev/inference.md). Every count is 0 at
// the start of a deal. Every seat sees it: it comes from the public moves.
func (p Public) Barred(seat int, k Void) int {
	if seat < 0 || seat >= NumSeats || k >= NumVoids {
		return 0
	}
	return int(p.barred[seat] >> (8 * k) & 0xFF)
}

// Winner returns the partnership with fewer points so far, 0 (seats 0 and 2)
// or 1 (seats 1 and 3), or -1 when their totals are equal. Once the match is
// over (Turn() < 0) it is the result of the match; -1 is then a draw.
func (p Public) Winner() int {
	t0 := p.Score(0) + p.Score(2)
	t1 := p.Score(1) + p.Score(3)
	switch {
	case t0 < t1:
		return 0
	case t1 < t0:
		return 1
	}
	return -1
}

// LastEnd returns how the last finished deal ended: its number from 0, why
// it ended and the seat that went out (-1 unless the reason is [EndOut]).
// Before any deal has ended it returns -1, [EndNone] and -1.
func (p Public) LastEnd() (deal int, reason EndReason, out int) {
	return int(p.lastDeal) - 1, p.lastReason, int(p.lastOut) - 1
}

// LastHand returns the cards seat held when the last finished deal ended,
// shown to every seat then, or the empty set before any deal has ended or
// for a seat that is not 0 to 3. [HandPenalty] of it is the seat's score in
// that deal.
func (p Public) LastHand(seat int) cards.Set {
	if seat < 0 || seat >= NumSeats {
		return 0
	}
	return p.lastHands[seat]
}

// LastMove returns the seat that made the last move applied and the move,
// or -1 and the zero Move at the start of the match. It stays set across
// the deal that move ended: a new deal's first position still shows it,
// unless the deal's upcard made seats draw under [Rules.UpcardEffects]:
// then the last event is the upcard, as if the dealer had just played it
// ([Public.UpcardEvent]).
func (p Public) LastMove() (seat int, m Move) {
	if p.lastSeat == upcardSeat {
		return int(p.dealer), p.lastMove
	}
	return int(p.lastSeat) - 1, p.lastMove
}

// upcardSeat is Public.lastSeat when the last event is the deal's upcard
// under UpcardEffects, which made seats draw: the dealer's play of it, in
// this deal, before its first move.
const upcardSeat = -1

// UpcardEvent reports whether the last event ([Public.LastMove]) is the
// upcard of this deal under [Rules.UpcardEffects], as if the dealer had
// just played it, because it made seats draw (a 2 left unanswered, a 5 or
// a 7): then no move of the deal has been played yet, and [Public.Drew]
// gives the cards each seat drew for the upcard.
func (p Public) UpcardEvent() bool { return p.lastSeat == upcardSeat }

// Drew returns how many cards seat drew as a consequence of the last event
// ([Public.LastMove]): by drawing, as a penalty, or from the effect of a 2,
// 5 or 7, the upcard's included when it is the last event
// ([Public.UpcardEvent]).
func (p Public) Drew(seat int) int {
	if seat < 0 || seat >= NumSeats {
		return 0
	}
	return int(p.drew[seat])
}
