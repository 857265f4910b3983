package equi

import (
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
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

// The reasons a game ends.
const (
	EndNone         = fishing.EndNone         // the game goes on
	EndTableCleared = fishing.EndTableCleared // a capture cleared the table after the stock (E10)
	EndNoProgress   = fishing.EndNoProgress   // NoProgressRounds rounds without a capture (E11)
	EndNoCards      = fishing.EndNoCards      // nobody holds a card (E11)
	EndMoveLimit    = fishing.EndMoveLimit    // MaxMoves moves after the stock (E13)
)

// What a Variant keeps: NumCounters counters of its own, and an added
// score a seat within ±MaxAddedScore.
const (
	NumCounters   = fishing.NumCounters
	MaxAddedScore = fishing.MaxAddedScore
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

var engines sync.Map // Rules → fishing.Rules, as fishing.New interns tables

// engine returns the engine's rules of r's table, made once for equal
// Rules; the zero fishing.Rules, which plays nothing, for invalid r.
func (r *Rules) engine() fishing.Rules {
	keyed := r.Variant == nil || comparableRules(r)
	if keyed {
		if e, ok := engines.Load(*r); ok {
			return e.(fishing.Rules)
		}
	}
	var e fishing.Rules
	if r.problems() == "" {
		e, _ = fishing.New(r.Table())
	}
	if keyed {
		engines.Store(*r, e)
	}
	return e
}

// comparableRules reports whether r's Variant can be compared.
func comparableRules(r *Rules) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return *r == *r
}

// Start deals a game as d says: the 36 cards shuffled with a PCG generator
// seeded by d.Seed (with the shuffle of d's engine), or d.Deck in its
// order, top first; 4 cards to each seat, one at a time from the dealer's
// left, then 4 to the table; the rest is the stock. The seat left of the
// dealer moves first (rule E1). Its errors wrap [cards.ErrInvalidArgument]
// (and [cards.ErrInvalidRules] for invalid rules): a dealer not a seat, an
// engine this build does not play, a deck not the 36 cards each once.
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

// Apply returns the position after m, or s and a [*cards.MoveError] whose
// Reason says why m is not legal there (invalid rules included).
func (r Rules) Apply(s State, m Move) (State, error) {
	err := r.ApplyTo(&s, m)
	return s, err
}

// ApplyTo plays m in *s as Apply does ([cards.InPlace]); on error *s is
// unchanged.
func (r Rules) ApplyTo(s *State, m Move) error {
	e := r.engine()
	if e == (fishing.Rules{}) {
		return &cards.MoveError{Game: gameName, Seat: -1, Move: m.String(), Reason: "the rules are invalid: " + r.problems()}
	}
	return e.ApplyTo(s, m)
}

// RandomMove draws a legal move of s uniformly from p ([cards.RandomMover]).
func (r Rules) RandomMove(s *State, p *rand.PCG) (Move, bool) { return r.engine().RandomMove(s, p) }

// RandomStep draws a move as RandomMove does and plays it in *s
// ([cards.RandomStepper]).
func (r Rules) RandomStep(s *State, p *rand.PCG) (Move, bool) { return r.engine().RandomStep(s, p) }

// RandomSteps plays up to max moves as RandomStep does ([cards.BatchStepper]).
func (r Rules) RandomSteps(s *State, p *rand.PCG, max int) int {
	return r.engine().RandomSteps(s, p, max)
}

// Score returns each seat's result (rule E12): the cards it holds, or the
// points it captured under [ScorePoints], plus what a Variant added.
func (r Rules) Score(s State) []int { return r.engine().Score(s) }

// AppendScore appends Score(s) to dst ([cards.ScoreAppender]).
func (r Rules) AppendScore(dst []int, s State) []int { return r.engine().AppendScore(dst, s) }

// View returns what seat (or [cards.Spectator]) may know of s.
func (r Rules) View(s State, seat int) View { return r.engine().View(s, seat) }

// Sample returns a position consistent with v, drawn from rng among the
// deals its trail records allow ([cards.HiddenGame]).
func (r Rules) Sample(v View, rng *rand.Rand) State { return r.engine().Sample(v, rng) }

// Redeal deals anew the cards seat cannot see in s ([cards.Redealer]).
func (r Rules) Redeal(s State, seat int, rng *rand.Rand) State {
	return r.engine().Redeal(s, seat, rng)
}

// StartStory tells what happened as s was dealt ([cards.Teller]).
func (r Rules) StartStory(s State) []cards.Event { return r.engine().StartStory(s) }

// Story tells what m did, played in before and giving after.
func (r Rules) Story(b State, m Move, a State) []cards.Event { return r.engine().Story(b, m, a) }

// ParseState reads a position in the one-line text of State.MarshalText
// and checks that play under r reaches it (docs/rules/equi.md, "Positions
// the decoders accept"). Under a Variant the checks of the order of play
// are skipped: the hook may change anything.
func (r Rules) ParseState(text string) (State, error) { return r.engine().ParseState(text) }

// DecodeState reads a position's JSON and checks it as ParseState does.
func (r Rules) DecodeState(data []byte) (State, error) { return r.engine().DecodeState(data) }

// UnmarshalView reads a view's JSON, whose rules member is the table,
// under r's Variant ([fishing.Rules.DecodeView]); under a Variant the
// checks of the order of play are skipped.
func (r Rules) UnmarshalView(data []byte) (View, error) { return r.engine().DecodeView(data) }
