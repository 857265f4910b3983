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

// MarshalText implements [encoding.TextMarshaler]; the text is
// [Direction.String]. A value that is not a direction is an error.
func (d Direction) MarshalText() ([]byte, error) {
	if d > Counterclockwise {
		return nil, enumError("direction", d.String())
	}
	return []byte(d.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting
// "clockwise" and "counterclockwise". On error d is unchanged.
func (d *Direction) UnmarshalText(text []byte) error {
	i, err := parseEnum("direction", text, []string{"clockwise", "counterclockwise"})
	if err != nil {
		return err
	}
	*d = Direction(i)
	return nil
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

// MarshalText implements [encoding.TextMarshaler]; the text is
// [Phase.String]. A value that is not a phase is an error.
func (p Phase) MarshalText() ([]byte, error) {
	if p >= numPhases {
		return nil, enumError("phase", p.String())
	}
	return []byte(p.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting "play",
// "answer", "drawn" and "over". On error p is unchanged.
func (p *Phase) UnmarshalText(text []byte) error {
	i, err := parseEnum("phase", text, phaseNames[:])
	if err != nil {
		return err
	}
	*p = Phase(i)
	return nil
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

var endNames = [...]string{"none", "out", "blocked", "move limit"}

// String returns "none", "out", "blocked" or "move limit", or "EndReason(9)".
func (e EndReason) String() string {
	if e >= numEnds {
		return "EndReason(" + strconv.Itoa(int(e)) + ")"
	}
	return endNames[e]
}

// MarshalText implements [encoding.TextMarshaler]; the text is
// [EndReason.String]. A value that is not a reason is an error.
func (e EndReason) MarshalText() ([]byte, error) {
	if e >= numEnds {
		return nil, enumError("end reason", e.String())
	}
	return []byte(e.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], accepting "none",
// "out", "blocked" and "move limit". On error e is unchanged.
func (e *EndReason) UnmarshalText(text []byte) error {
	i, err := parseEnum("end reason", text, endNames[:])
	if err != nil {
		return err
	}
	*e = EndReason(i)
	return nil
}

// DealResult is the outcome of a finished deal.
//
// Its JSON form, as in the "lastDeal" member of the JSON of [State] and
// [View], is {"deal": -1, "reason": "none", "out": -1, "scores": [0, 0, 0,
// 0], "hands": ["{}", "{}", "{}", "{}"]}: the reason as [EndReason.String],
// the hands as [cards.Set.String].
type DealResult struct {
	Deal   int                 `json:"deal"`   // the deal's number, from 0; -1 when no deal has ended
	Reason EndReason           `json:"reason"` // why it ended
	Out    int                 `json:"out"`    // the seat that went out, or -1
	Scores [NumSeats]int       `json:"scores"` // the penalty points of each seat in this deal
	Hands  [NumSeats]cards.Set `json:"hands"`  // the cards each seat held at the end
}

// State is a position of a Boxes match: the current deal and the scores of
// the deals before it. It is a comparable value of fixed size with no slice,
// map or pointer inside, so a copy is independent, == compares positions, and
// one State may be shared between goroutines. Read it with its methods; build
// it with [Rules.Start] or [Rules.StartFromDeck] and advance it with
// [Rules.Apply]. The zero State is a finished match with no deals.
//
// Its JSON form ([State.MarshalJSON]) holds every card, the stock in order
// and the generator, for saving a match; reading it back checks that it is
// a position a match can reach. A player is shown a [View] instead.
type State struct {
	// Every Apply copies the State, so it is kept small (192 bytes): the
	// fields are ordered so that none needs padding, the schedule packs two
	// deal sizes a byte, and the scores of the last deal are computed from
	// its hands rather than kept. The fields most moves write (the hands,
	// the discards, the counters and the last move) lie close together.
	hands      [NumSeats]cards.Set
	discard    cards.Set // the discard pile under the top card
	rng        rand.PCG  // drives reshuffles and later deals
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
	stock      [cards.NumCards]cards.Card // stock[nstock-1] is the top; slots from nstock on are zero
	sched      Schedule
}

// Turn returns the seat to move, or -1 when the match is over.
func (s State) Turn() int { return int(s.mover) - 1 }

// Over reports whether the match is over: every deal has been played.
func (s State) Over() bool { return s.mover == 0 }

// Phase returns what the seat to move is asked to do, or [PhaseOver].
func (s State) Phase() Phase {
	if s.mover == 0 {
		return PhaseOver
	}
	return s.phase
}

// Hand returns the cards held by seat, or the empty set for a seat that is
// not 0 to 3.
func (s State) Hand(seat int) cards.Set {
	if seat < 0 || seat >= NumSeats {
		return 0
	}
	return s.hands[seat]
}

// Top returns the top card of the discard pile.
func (s State) Top() cards.Card { return s.top }

// Suit returns the suit in force: the suit the seat to move must follow.
func (s State) Suit() cards.Suit { return s.suit }

// Direction returns the direction of play.
func (s State) Direction() Direction { return s.dir }

// Chain returns the number of 2s in the chain the seat to move must answer,
// or 0 outside [PhaseAnswer].
func (s State) Chain() int { return int(s.chain) }

// PendingDraw returns the number of cards the seat to move will draw if the
// 2-chain is not answered, or 0 outside [PhaseAnswer].
func (s State) PendingDraw() int { return int(s.pending) }

// Drawn returns the card the seat to move just drew, and false outside
// [PhaseDrawn]. He may play it now if it can be played on the suit in
// force; he may always keep it with [Pass] (B26).
func (s State) Drawn() (cards.Card, bool) {
	if s.Phase() != PhaseDrawn {
		return cards.NoCard, false
	}
	return s.drawn, true
}

// StockLen returns the number of cards in the stock.
func (s State) StockLen() int { return int(s.nstock) }

// DiscardLen returns the number of cards in the discard pile, its top card
// included.
func (s State) DiscardLen() int {
	n := s.discard.Len()
	if s.top.Valid() {
		n++
	}
	return n
}

// Discards returns the cards of the discard pile under its top card: the
// cards a reshuffle would turn into the stock.
func (s State) Discards() cards.Set { return s.discard }

// Dealer returns the dealer of the current deal (of the last deal when the
// match is over).
func (s State) Dealer() int { return int(s.dealer) }

// Deal returns the number of the current deal, counting from 0; when the
// match is over it equals [State.Deals].
func (s State) Deal() int { return int(s.deal) }

// Deals returns the number of deals in the match.
func (s State) Deals() int { return int(s.sched.n) }

// Schedule returns the schedule of the match.
func (s State) Schedule() Schedule { return s.sched }

// DealSize returns the number of cards dealt to each seat in the current
// deal, or 0 when the match is over.
func (s State) DealSize() int {
	if s.Over() {
		return 0
	}
	return s.sched.Size(int(s.deal))
}

// Passes returns the number of passes in a row by seats that could neither
// play nor draw (B13); the deal is blocked when it reaches 4.
func (s State) Passes() int { return int(s.passes) }

// MovesThisDeal returns the number of moves applied in the current deal.
func (s State) MovesThisDeal() int { return int(s.moves) }

// Totals returns each seat's penalty points over the finished deals.
func (s State) Totals() [NumSeats]int {
	var t [NumSeats]int
	for i, v := range s.totals {
		t[i] = int(v)
	}
	return t
}

// TeamTotals returns the penalty points of the two partnerships over the
// finished deals: index 0 is seats 0 and 2, index 1 seats 1 and 3.
func (s State) TeamTotals() [2]int {
	t := s.Totals()
	return [2]int{t[0] + t[2], t[1] + t[3]}
}

// Winner returns the partnership with fewer points so far, 0 (seats 0 and 2)
// or 1 (seats 1 and 3), or -1 when their totals are equal. Once the match is
// [State.Over] it is the result of the match; -1 is then a draw.
func (s State) Winner() int {
	t := s.TeamTotals()
	switch {
	case t[0] < t[1]:
		return 0
	case t[1] < t[0]:
		return 1
	}
	return -1
}

// LastDeal returns the result of the last finished deal. Its Deal is -1 and
// its Reason [EndNone] when no deal has ended yet.
func (s State) LastDeal() DealResult {
	r := DealResult{Deal: int(s.lastDeal) - 1, Reason: s.lastReason, Out: int(s.lastOut) - 1, Hands: s.lastHands}
	for i, h := range s.lastHands {
		r.Scores[i] = HandPenalty(h)
	}
	return r
}

// LastEnd returns why the last finished deal ended, or [EndNone].
func (s State) LastEnd() EndReason { return s.lastReason }

// LastMove returns the last move applied and the seat that made it, or the
// zero Move and -1 at the start of the match. It stays set across the deal
// that move ended.
func (s State) LastMove() (Move, int) { return s.lastMove, int(s.lastSeat) - 1 }

// Drew returns how many cards seat drew as a consequence of the last move:
// by drawing, as a penalty, or from the effect of a 2, 5 or 7. Cards drawn
// because of a new deal's upcard are not counted: the upcard's event, first
// in the deal's history ([Game.History]), counts them.
func (s State) Drew(seat int) int {
	if seat < 0 || seat >= NumSeats {
		return 0
	}
	return int(s.drew[seat])
}
