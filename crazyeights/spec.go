package crazyeights

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// gameName is the name of the game: [Rules.Name], and the Game of its
// errors.
const gameName = "crazy-eights"

// The types of the engine that Crazy Eights plays with (package shedding).
type (
	// State is a position: [shedding.State].
	State = shedding.State
	// Move is a move: [shedding.Move].
	Move = shedding.Move
	// View is what a seat sees, under Crazy Eights' [Rules]: [shedding.View].
	View = shedding.View[Rules]
)

// Play returns the move playing card c: [shedding.Play]. An 8 names a
// suit, as in Play(c).WithCall(cards.Hearts).
func Play(c cards.Card) Move { return shedding.Play(c) }

// Draw returns the move drawing a card: [shedding.Draw].
func Draw() Move { return shedding.Draw() }

// Pass returns the move passing: [shedding.Pass].
func Pass() Move { return shedding.Pass() }

// Seats returns the number of players in force: Players, or 5 for 0.
func (r Rules) Seats() int { return r.players() }

// ToMove returns the seat whose turn it is in s, or -1 when the game is over.
func (Rules) ToMove(s State) int { return s.Turn() }

// Score returns each seat's score in s, indexed by seat, as OpenSpiel's
// returns count it: minus the [HandPenalty] of the cards the seat holds,
// so 0 for the player who went out and higher is better. Before the end
// it scores the hands as they stand.
//
// OpenSpiel's own scoring function (ScoreUp in crazy_eights.cc) charges a
// 2 to 10 its card index plus 2, the index being rank × 4 + suit, instead
// of its face value: a 3 of spades costs 9 there, not 3. Its header and
// its maximum penalty (544) both say face value, so this package follows
// the documented rule: its scores differ from OpenSpiel's returns for
// every hand that holds a 2 to 10 other than the 2 of clubs.
func (r Rules) Score(s State) []int { return plain.Score(s) }

// AppendScore appends to dst the scores [Rules.Score] returns and returns
// the extended slice: the [cards.ScoreAppender] fast path.
func (r Rules) AppendScore(dst []int, s State) []int { return plain.AppendScore(dst, s) }

// HandPenalty returns the penalty of a hand: 50 for each 8, 10 for each J,
// Q, K and A, and the face value for 2 to 10.
func HandPenalty(h cards.Set) int { return plain.HandPenalty(h) }

// AppendLegal appends the legal moves of the seat to move in s to dst, in
// OpenSpiel's order of actions, and returns the extended slice:
// [shedding.Rules.AppendLegal].
func (r Rules) AppendLegal(dst []Move, s State) []Move { return r.Table().AppendLegal(dst, s) }

// Apply returns the position after m is played in s, or s unchanged and
// a [*cards.MoveError]: [shedding.Rules.Apply].
func (r Rules) Apply(s State, m Move) (State, error) { return r.Table().Apply(s, m) }

// ApplyTo plays m in *s in place: [shedding.Rules.ApplyTo].
func (r Rules) ApplyTo(s *State, m Move) error { return r.Table().ApplyTo(s, m) }

// RandomMove returns a legal move drawn uniformly at random from p:
// [shedding.Rules.RandomMove].
func (r Rules) RandomMove(s *State, p *rand.PCG) (Move, bool) { return r.Table().RandomMove(s, p) }

// RandomStep draws a move as RandomMove does and plays it in *s:
// [shedding.Rules.RandomStep].
func (r Rules) RandomStep(s *State, p *rand.PCG) (Move, bool) {
	if t := r.table(); t != nil {
		return t.Step(s, p)
	}
	return r.stepBuilt(s, p)
}

// stepBuilt is [Rules.RandomStep] for options without a prebuilt table:
// a function of its own, so that RandomStep keeps a small frame.
//
//go:noinline
func (r *Rules) stepBuilt(s *State, p *rand.PCG) (Move, bool) {
	t := r.Table()
	return t.Step(s, p)
}

// Start returns the first position of a game dealt as d says:
// [shedding.Rules.Start] with the table of [Rules.Table]. d.Dealer deals
// (OpenSpiel draws the dealer at random; a session or the caller passes
// it in), 5 cards to each seat (7 with 2 players) from the 52 cards; an 8
// turned up goes back into the stock at a random place and the next card
// is turned. The turned-up card is on the pile only, as in OpenSpiel. With
// special cards it acts as if the dealer had played it. Its errors wrap
// [cards.ErrInvalidArgument].
func (r Rules) Start(d cards.Deal) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, fmt.Errorf("%w: %w", cards.ErrInvalidArgument, err)
	}
	return r.Table().Start(d)
}

// ParseMove reads a move in the notation of [shedding.Move.String]: "QS",
// "8S:H", "draw", "pass". An 8 names a suit and no other card does. The
// receiver is not read.
func (Rules) ParseMove(text string) (Move, error) { return plain.ParseMove(text) }

// View returns what seat may know of s: see [shedding.View]. The view
// keeps r with its defaults written as zero values.
func (r Rules) View(s State, seat int) View { return shedding.NewView(r.canon(), s, seat) }

// Sample returns a full position consistent with v, for search bots:
// [shedding.SampleView]. The receiver is not read.
func (Rules) Sample(v View, rng *rand.Rand) State { return shedding.SampleView(v, rng) }

var (
	_ cards.Spec[State, Move, View]    = Rules{}
	_ cards.InPlace[State, Move]       = Rules{}
	_ cards.RandomMover[State, Move]   = Rules{}
	_ cards.RandomStepper[State, Move] = Rules{}
	_ cards.ScoreAppender[State]       = Rules{}
)
