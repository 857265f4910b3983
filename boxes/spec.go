package boxes

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// The types of a Boxes match are the shedding engine's: a [State] is a
// whole match, a [View] what one seat may know, [Public] what every seat
// sees. A [Variant]'s Moved changes a position through [Effects]; the
// engine's docs say when it runs and what each step does.
type (
	State     = shedding.State
	Move      = shedding.Move
	View      = shedding.View[Rules]
	Public    = shedding.Public
	Variant   = shedding.Variant
	Effects   = shedding.Effects
	MoveKind  = shedding.MoveKind
	Phase     = shedding.Phase
	Direction = shedding.Direction
	EndReason = shedding.EndReason
	Void      = shedding.Void
)

// The kinds of move, the phases of a turn (answer a 2, B5; play or keep
// the card drawn, B26), the directions, the ends of a deal (B14, B13, B22)
// and the voids play shows ([Public.Barred]; docs/rules/boxes.md).
const (
	KindNone, KindCard, KindSet, KindDraw, KindPass  = shedding.KindNone, shedding.KindCard, shedding.KindSet, shedding.KindDraw, shedding.KindPass
	PhasePlay, PhaseAnswer, PhaseDrawn, PhaseOver    = shedding.PhasePlay, shedding.PhaseAnswer, shedding.PhaseDrawn, shedding.PhaseOver
	Clockwise, Counterclockwise                      = shedding.Clockwise, shedding.Counterclockwise
	EndNone, EndOut, EndBlocked, EndMoveLimit        = shedding.EndNone, shedding.EndOut, shedding.EndBlocked, shedding.EndMoveLimit
	VoidClubs, VoidDiamonds, VoidHearts, VoidSpades  = shedding.VoidClubs, shedding.VoidDiamonds, shedding.VoidHearts, shedding.VoidSpades
	VoidTwos, VoidEightsNines, NumVoids, NumCounters = shedding.VoidAnswer, shedding.VoidWild, shedding.NumVoids, shedding.NumCounters
)

// ThreesBonus is the penalty added to a hand holding two or more 3s (B16).
const ThreesBonus = 50

// Play returns the move playing c; an 8 or 9 names a suit: Play(c).WithCall(suit).
func Play(c cards.Card) Move { return shedding.Play(c) }

// PlaySet returns the move laying cs, two to four cards of one rank, the
// last on top, with the "one card" call when oneCard is set (B3).
func PlaySet(oneCard bool, cs ...cards.Card) Move { return shedding.PlaySet(oneCard, cs...) }

// Draw returns the move drawing a card, or the cards a 2-chain owes (B5).
func Draw() Move { return shedding.Draw() }

// Pass returns the move passing, or keeping a card just drawn (B26).
func Pass() Move { return shedding.Pass() }

// HandPenalty returns the penalty points of a hand (B16): the points of
// its cards, plus [ThreesBonus] when it holds two or more 3s.
func HandPenalty(h cards.Set) int { return (&Rules{}).engine().HandPenalty(h) }

// Start returns the first position of a match with d.Dealer dealing the
// first deal, from d.Deck (top first) or a deck shuffled by a generator
// seeded with d.Seed, which drives every later shuffle too. Its errors
// wrap [cards.ErrInvalidArgument] (and [cards.ErrInvalidRules] for rules
// [Rules.Validate] refuses).
func (r Rules) Start(d cards.Deal) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, fmt.Errorf("%w: %w", cards.ErrInvalidArgument, err)
	}
	return r.engine().Start(d)
}

// Seats returns 4.
func (Rules) Seats() int { return NumSeats }

// ToMove returns the seat whose turn it is in s, or -1 when the match is over.
func (Rules) ToMove(s State) int { return s.Turn() }

// Score returns each seat's penalty points so far; lower is better.
func (r Rules) Score(s State) []int { return r.engine().Score(s) }

// AppendScore appends the scores of [Rules.Score] to dst.
func (r Rules) AppendScore(dst []int, s State) []int { return r.engine().AppendScore(dst, s) }

// Teams returns the partnerships, seats 0 and 2 against 1 and 3.
func (Rules) Teams() [][]int { return [][]int{{0, 2}, {1, 3}} }

// LowerWins reports true: the partnership with fewer points wins.
func (Rules) LowerWins() bool { return true }

// AppendLegal appends the legal moves in s to dst, in the rules' order.
func (r Rules) AppendLegal(dst []Move, s State) []Move { return r.engine().AppendLegal(dst, s) }

// Apply returns the position after m in s, or a [*cards.MoveError].
func (r Rules) Apply(s State, m Move) (State, error) { return r.engine().Apply(s, m) }

// Delegate returns the table these rules compile to, a *[shedding.Rules]
// made once for equal options: it carries out ApplyTo, RandomMove,
// RandomStep, StartStory and Story for the match, which tools
// find through [cards.As].
func (r Rules) Delegate() any { return r.engine() }

// RandomSteps plays up to max random moves in *s as the table's RandomStep
// would, and returns how many ([cards.BatchStepper]). Declared here rather
// than left to [Rules.Delegate], [cards.Playout] finds it with one type
// assertion and plays on the table without copying it.
func (r Rules) RandomSteps(s *State, p *rand.PCG, max int) int { return r.engine().Steps(s, p, max) }

// ParseMove reads a move: "QS", "8S:H", "7H+7C!", "draw", "pass".
func (r Rules) ParseMove(text string) (Move, error) { return r.engine().ParseMove(text) }

// View returns what seat may know of s.
func (r Rules) View(s State, seat int) View { return shedding.NewView(r, s, seat) }

// Sample deals a position v's seat cannot tell from the real one, only in
// hands that fit the voids play showed; the zero State when none fits.
func (Rules) Sample(v View, rng *rand.Rand) State { return shedding.SampleView(v, rng) }

// Redeal returns a position seat cannot tell from s, dealt as Sample deals.
func (r Rules) Redeal(s State, seat int, rng *rand.Rand) State {
	return r.engine().Redeal(s, seat, rng)
}

// AppendState appends the one-line text of s (docs/notation.md) to dst.
func (r Rules) AppendState(dst []byte, s State) ([]byte, error) {
	return r.engine().AppendState(dst, s)
}

// ParseState reads the text of AppendState; its errors wrap
// [cards.ErrSyntax] or [cards.ErrInvalidState].
func (r Rules) ParseState(text string) (State, error) { return r.engine().ParseState(text) }

// MarshalState returns the JSON of s (docs/json.md).
func (r Rules) MarshalState(s State) ([]byte, error) { return r.engine().MarshalState(s) }

// DecodeState reads the JSON of MarshalState, as ParseState reads text.
func (r Rules) DecodeState(data []byte) (State, error) { return r.engine().DecodeState(data) }
