package equi

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/internal/intern"
)

// Equi's positions, views and variants are the fishing engine's.
type (
	// State is a position: the hands, the stock and the [Public] part, a
	// comparable value with no slice, map or pointer inside.
	State = fishing.State
	// Public is what every seat sees: the table, the piles, the counters,
	// the last move and the trail records (docs/rules/equi.md).
	Public = fishing.Public
	// View is what one seat may know of a position ([Rules.View]).
	View = fishing.View
	// EndReason says why a game ended; [EndNone] while it goes on.
	EndReason = fishing.EndReason
	// Variant changes the rules in code ([Rules.Variant]): its Moved runs
	// after every move, before the refill (E8), the pile taken back (E9)
	// and the end (E10, E11, E13), which see what it did.
	Variant = fishing.Variant
	// Effects is a Variant's handle on the position during Moved.
	Effects = fishing.Effects
)

// The reasons a game ends (E10, E11, E13), and what a Variant keeps:
// NumCounters counters and an added score a seat within ±MaxAddedScore.
const (
	EndNone         = fishing.EndNone
	EndTableCleared = fishing.EndTableCleared
	EndNoProgress   = fishing.EndNoProgress
	EndNoCards      = fishing.EndNoCards
	EndMoveLimit    = fishing.EndMoveLimit
	NumCounters     = fishing.NumCounters
	MaxAddedScore   = fishing.MaxAddedScore
)

// Table returns Equi under r's options, r's Variant included, as a table of
// the fishing engine, which every method of r plays (docs/rules/equi.md
// names each row's field). Options out of range are copied, for
// [fishing.New] to refuse.
func (r Rules) Table() fishing.Table {
	t := fishing.Table{
		Name: gameName, Players: r.players(), Deck: cards.Deck36, Values: Points(),
		Hand: HandSize, TableCards: TableSize,
		Refill: fishing.RefillMover, Play: fishing.PlaySubset, Relation: fishing.SumEqual,
		RankBan: !r.NoRankBan, WholeLifts: true, LastLifts: true,
		Compulsory: fishing.CompelHand, Recycle: fishing.RecycleAll,
		ClearEnds: true, NoProgressRounds: r.rounds(), MaxMoves: r.maxMoves(),
		Scoring: fishing.Scoring{CardsHeld: r.Scoring == ScoreCards, ValuesCaptured: r.Scoring == ScorePoints},
		Variant: r.Variant,
	}
	if r.VoluntaryTrail {
		t.Compulsory = fishing.CompelNone
	}
	if r.RecycleByFour {
		t.Recycle = fishing.RecycleLowest
	}
	return t
}

// engines holds the engine's rules of every Rules met, as fishing.New
// interns tables.
var engines intern.Table[Rules, fishing.Rules]

// engine returns the engine's rules of r's table, made once for equal
// Rules; the zero fishing.Rules, which plays nothing, for invalid r.
func (r *Rules) engine() fishing.Rules {
	if r.Variant != nil && !intern.Comparable(*r) {
		return r.build()
	}
	return *engines.Get(*r, func(r Rules) fishing.Rules { return r.build() })
}

// build makes the engine's rules of r's table; the zero Rules for invalid r.
func (r *Rules) build() (e fishing.Rules) {
	if r.problems() == "" {
		e, _ = fishing.New(r.Table())
	}
	return e
}

// Start deals a game as d says (rule E1): the 36 cards shuffled from
// d.Seed, or d.Deck in its order; 4 to each seat one at a time from the
// dealer's left, 4 to the table, the rest the stock; the dealer's left
// moves first. Its errors wrap [cards.ErrInvalidArgument] (and
// [cards.ErrInvalidRules] for invalid rules).
func (r Rules) Start(d cards.Deal) (State, error) {
	if p := r.problems(); p != "" {
		return State{}, fmt.Errorf("equi: %w (%w): %s", cards.ErrInvalidArgument, cards.ErrInvalidRules, p)
	}
	return r.engine().Start(d)
}

// ToMove returns the seat to move, or -1 when s is over or r cannot play it.
func (r Rules) ToMove(s State) int { return r.engine().ToMove(s) }

// AppendLegal appends the legal moves of the seat to move to dst, in the
// order of docs/rules/equi.md, "Listing the legal moves".
func (r Rules) AppendLegal(dst []Move, s State) []Move { return r.engine().AppendLegal(dst, s) }

// Apply returns the position after m, or s and a [*cards.MoveError] that
// says why m is not legal there.
func (r Rules) Apply(s State, m Move) (State, error) {
	err := r.ApplyTo(&s, m)
	return s, err
}

// ApplyTo plays m in *s as Apply does; on error *s is unchanged.
func (r Rules) ApplyTo(s *State, m Move) error {
	e := r.engine()
	if e == (fishing.Rules{}) {
		return &cards.MoveError{Game: gameName, Seat: -1, Move: m.String(), Reason: "the rules are invalid: " + r.problems()}
	}
	return e.ApplyTo(s, m)
}

// RandomMove draws a legal move of s uniformly from p ([cards.RandomMover]).
func (r Rules) RandomMove(s *State, p *rand.PCG) (Move, bool) { return r.engine().RandomMove(s, p) }

// RandomStep draws a move as RandomMove does and plays it in *s.
func (r Rules) RandomStep(s *State, p *rand.PCG) (Move, bool) { return r.engine().RandomStep(s, p) }

// RandomSteps plays up to max moves as RandomStep does ([cards.BatchStepper]).
func (r Rules) RandomSteps(s *State, p *rand.PCG, max int) int {
	return r.engine().RandomSteps(s, p, max)
}

// Score returns each seat's result (rule E12), as [Rules.Scoring] says.
func (r Rules) Score(s State) []int { return r.engine().Score(s) }

// AppendScore appends Score(s) to dst ([cards.ScoreAppender]).
func (r Rules) AppendScore(dst []int, s State) []int { return r.engine().AppendScore(dst, s) }

// View returns what seat (or [cards.Spectator]) may know of s.
func (r Rules) View(s State, seat int) View { return r.engine().View(s, seat) }

// Sample deals a position consistent with v, as its trail records allow.
func (r Rules) Sample(v View, rng *rand.Rand) State { return r.engine().Sample(v, rng) }

// Redeal deals anew the cards seat cannot see in s ([cards.Redealer]).
func (r Rules) Redeal(s State, seat int, rng *rand.Rand) State {
	return r.engine().Redeal(s, seat, rng)
}

// StartStory tells what happened as s was dealt ([cards.Teller]).
func (r Rules) StartStory(s State) []cards.Event { return r.engine().StartStory(s) }

// Story tells what m did, played in before and giving after.
func (r Rules) Story(b State, m Move, a State) []cards.Event { return r.engine().Story(b, m, a) }

// ParseState reads a position's text and checks that play under r reaches
// it (docs/rules/equi.md, "Positions the decoders accept"); under a
// Variant, which may change anything, the order of play is not checked.
func (r Rules) ParseState(text string) (State, error) { return r.engine().ParseState(text) }

// DecodeState reads a position's JSON and checks it as ParseState does.
func (r Rules) DecodeState(data []byte) (State, error) { return r.engine().DecodeState(data) }

// UnmarshalView reads a view's JSON (its rules member the table) under r's
// Variant, checked as ParseState checks ([fishing.Rules.DecodeView]).
func (r Rules) UnmarshalView(data []byte) (View, error) { return r.engine().DecodeView(data) }
