package crazyeights

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// gameName is the name of the game: [Rules.Name], and the Game of its errors.
const gameName = "crazy-eights"

// State, Move and View are the engine's; a View keeps the [Rules] it was made
// under. Moves are built with [shedding.Play] (an 8 naming a suit:
// shedding.Play(c).WithCall(s)), [shedding.Draw] and [shedding.Pass].
type (
	State = shedding.State
	Move  = shedding.Move
	View  = shedding.View[Rules]
)

// Rules implements these interfaces of package cards; its table
// ([Rules.Delegate]) the other optional ones of a game: InPlace,
// RandomMover, RandomStepper and Teller.
var (
	_ cards.Delegator               = Rules{}
	_ cards.BatchStepper[State]     = Rules{}
	_ cards.Spec[State, Move, View] = Rules{}
	_ cards.ScoreAppender[State]    = Rules{}
	_ cards.Redealer[State]         = Rules{}
)

// HandPenalty returns the penalty of a hand: 50 for each 8, 10 for each J,
// Q, K and A, and the face value for 2 to 10 (docs/rules/crazy-eights.md,
// C19 and C20: OpenSpiel's code differs).
func HandPenalty(h cards.Set) int { return tables[0].HandPenalty(h) }

// Start returns the first position of a game dealt as d says: d.Dealer
// deals 5 cards to each seat, 7 with 2 players, and turns up a card, on
// the pile only as in OpenSpiel (an 8 goes back into the stock at a random
// place; with special cards it acts for the dealer). Its errors wrap
// [cards.ErrInvalidArgument].
func (r Rules) Start(d cards.Deal) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, fmt.Errorf("%w: %w", cards.ErrInvalidArgument, err)
	}
	return r.engine().Start(d)
}

// Seats returns the number of players in force: Players, or 5 for 0.
func (r Rules) Seats() int { return r.players() }

// ToMove returns the seat to move in s, or -1 when the game is over.
func (Rules) ToMove(s State) int { return s.Turn() }

// Score returns minus the [HandPenalty] of each seat's hand, by seat.
func (Rules) Score(s State) []int { return tables[0].Score(s) }

// AppendScore appends the scores of [Rules.Score] to dst.
func (Rules) AppendScore(dst []int, s State) []int { return tables[0].AppendScore(dst, s) }

// AppendLegal appends the legal moves in s to dst, in OpenSpiel's order.
func (r Rules) AppendLegal(dst []Move, s State) []Move { return r.engine().AppendLegal(dst, s) }

// Apply returns the position after m in s.
func (r Rules) Apply(s State, m Move) (State, error) { return r.engine().Apply(s, m) }

// Delegate returns the table these rules compile to, a *[shedding.Rules]
// made once for equal options: it carries out ApplyTo, RandomMove,
// RandomStep, StartStory and Story for the game, which tools
// find through [cards.As].
func (r Rules) Delegate() any { return r.engine() }

// RandomSteps plays up to max random moves in *s as the table's RandomStep
// would, and returns how many ([cards.BatchStepper]). Declared here rather
// than left to [Rules.Delegate], [cards.Playout] finds it with one type
// assertion and plays on the table without copying it.
func (r Rules) RandomSteps(s *State, p *rand.PCG, max int) int { return r.engine().Steps(s, p, max) }

// Redeal returns a position seat cannot tell from s ([cards.Redealer]).
func (Rules) Redeal(s State, seat int, rng *rand.Rand) State { return tables[0].Redeal(s, seat, rng) }

// ParseMove reads a move: "QS", "8S:H", "draw", "pass".
func (Rules) ParseMove(text string) (Move, error) { return tables[0].ParseMove(text) }

// View returns what seat may know of s ([shedding.NewView]), keeping r
// with its defaults written as zero values.
func (r Rules) View(s State, seat int) View { return shedding.NewView(r.canon(), s, seat) }

// Sample deals a position consistent with v ([shedding.SampleView]).
func (Rules) Sample(v View, rng *rand.Rand) State { return shedding.SampleView(v, rng) }
