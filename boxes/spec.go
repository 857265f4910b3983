package boxes

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// The types of a Boxes match are the shedding engine's: a [State] is a
// whole match, a [Move] a player's choice, a [View] what one seat may
// know (keeping the [Rules] it was made under), [Public] the part every
// seat sees, which State and View embed. A [Variant] changes the rules in
// code through the steps of [Effects]; the engine's docs say exactly when
// its Moved runs (before the end a move makes) and what each step does.
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

// The kinds of move, the phases of a turn, the directions of play and the
// ways a deal ends, as the engine names them.
const (
	KindNone = shedding.KindNone // not a move
	KindCard = shedding.KindCard // one card played, or a 2 answering a 2
	KindSet  = shedding.KindSet  // two to four cards of one rank, with or without "one card"
	KindDraw = shedding.KindDraw // draw one card because no card can be played
	KindPass = shedding.KindPass // pass: nothing to play or draw, or keep a drawn card

	PhasePlay   = shedding.PhasePlay   // an ordinary turn: follow suit, or draw, or pass
	PhaseAnswer = shedding.PhaseAnswer // answer a 2 with a 2 (B5)
	PhaseDrawn  = shedding.PhaseDrawn  // play the card just drawn if it can be played, or keep it (B26)
	PhaseOver   = shedding.PhaseOver   // the match is over

	Clockwise        = shedding.Clockwise        // to the left: seat 0, 1, 2, 3, 0, ...
	Counterclockwise = shedding.Counterclockwise // to the right: seat 0, 3, 2, 1, 0, ...

	EndNone      = shedding.EndNone      // no deal has ended yet
	EndOut       = shedding.EndOut       // a player's hand is empty (B14)
	EndBlocked   = shedding.EndBlocked   // every seat passed in a row (B13)
	EndMoveLimit = shedding.EndMoveLimit // the deal reached Rules.MaxMoves moves (B22)
)

// The kinds of void ([Public.Barred]) that Boxes' play shows: the four
// suits, then the 2s and the 8s and 9s ("What a search may infer" in
// docs/rules/boxes.md).
const (
	VoidClubs       = shedding.VoidClubs    // a draw or pass on clubs
	VoidDiamonds    = shedding.VoidDiamonds // a draw or pass on diamonds
	VoidHearts      = shedding.VoidHearts   // a draw or pass on hearts
	VoidSpades      = shedding.VoidSpades   // a draw or pass on spades
	VoidTwos        = shedding.VoidAnswer   // a 2 answered by drawing (B5)
	VoidEightsNines = shedding.VoidWild     // a draw or pass under Rules.WildEightsNines
	NumVoids        = shedding.NumVoids
)

// NumCounters is the number of a variant's own counters a position keeps
// ([Effects.Counter], [Public.Counter]).
const NumCounters = shedding.NumCounters

// ThreesBonus is the penalty added to a hand holding two or more 3s (B16).
const ThreesBonus = 50

// Play returns the move playing card c. An 8 or a 9 names a suit as part
// of the move: Play(c).WithCall(suit).
func Play(c cards.Card) Move { return shedding.Play(c) }

// PlaySet returns the move laying cs, two to four cards of one rank, with
// the "one card" call when oneCard is set (B3): the first card must be
// playable alone, and the last is left on top.
func PlaySet(oneCard bool, cs ...cards.Card) Move { return shedding.PlaySet(oneCard, cs...) }

// Draw returns the move drawing a card, or the cards a 2-chain owes (B5).
func Draw() Move { return shedding.Draw() }

// Pass returns the move passing: with nothing to play and an empty stock,
// or keeping a card just drawn (B26).
func Pass() Move { return shedding.Pass() }

// HandPenalty returns the penalty points of a hand left at the end of a
// deal (B16): the points of its cards, plus [ThreesBonus] when it holds
// two or more 3s. Frontends and bots use it to show or weigh what a hand
// would cost.
func HandPenalty(h cards.Set) int { return standard.HandPenalty(h) }

// Start returns the first position of a match with d.Dealer dealing the
// first deal: from d.Deck when it is not nil, top (index 0) first, one
// card at a time to each seat clockwise starting left of the dealer, then
// the upcard, the rest in order being the stock; otherwise from a deck
// shuffled by a generator seeded with d.Seed, which drives every later
// shuffle too (the reshuffles of the discards and the following deals).
// The same rules, deal and moves always give the same match. Its errors
// wrap [cards.ErrInvalidArgument], and [cards.ErrInvalidRules] too for
// rules [Rules.Validate] refuses.
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

// Score returns each seat's penalty points over the deals finished so
// far, plus the points a variant added, indexed by seat. Lower is better;
// the partnership with fewer wins ([Rules.Teams], [Rules.LowerWins]).
func (r Rules) Score(s State) []int { return r.engine().Score(s) }

// AppendScore appends to dst the four scores [Rules.Score] returns and
// returns the extended slice ([cards.ScoreAppender]).
func (r Rules) AppendScore(dst []int, s State) []int { return r.engine().AppendScore(dst, s) }

// Teams returns the two partnerships, seats 0 and 2 against seats 1 and 3
// ([cards.Outcome]).
func (Rules) Teams() [][]int { return [][]int{{0, 2}, {1, 3}} }

// LowerWins reports true: the partnership with fewer penalty points wins.
func (Rules) LowerWins() bool { return true }

// AppendLegal appends the legal moves of the seat to move in s to dst, in
// the order of docs/rules/boxes.md, and returns the extended slice.
func (r Rules) AppendLegal(dst []Move, s State) []Move { return r.engine().AppendLegal(dst, s) }

// Apply returns the position after m in s, or a [*cards.MoveError]
// wrapping [cards.ErrIllegalMove] that says why m is refused. s is never
// changed.
func (r Rules) Apply(s State, m Move) (State, error) { return r.engine().Apply(s, m) }

// ApplyTo plays m in *s ([cards.InPlace]); on error *s is unchanged.
func (r Rules) ApplyTo(s *State, m Move) error { return r.engine().ApplyTo(s, m) }

// RandomMove returns a legal move of *s drawn uniformly, without listing
// them ([cards.RandomMover]); false when the match is over.
func (r Rules) RandomMove(s *State, p *rand.PCG) (Move, bool) { return r.engine().RandomMove(s, p) }

// RandomStep plays a uniform random legal move in *s and returns it
// ([cards.RandomStepper]).
func (r Rules) RandomStep(s *State, p *rand.PCG) (Move, bool) { return r.engine().Step(s, p) }

// RandomSteps plays up to max random moves in *s, as RandomStep would,
// and returns how many it played ([cards.BatchStepper]).
func (r Rules) RandomSteps(s *State, p *rand.PCG, max int) int { return r.engine().Steps(s, p, max) }

// StartStory tells what happened as s was dealt ([cards.Teller]).
func (r Rules) StartStory(s State) []cards.Event { return r.engine().StartStory(s) }

// Story tells what m did, played in before and giving after
// ([cards.Teller]): the cards laid, drawn and named, the turns skipped,
// the deals ended and scored.
func (r Rules) Story(before State, m Move, after State) []cards.Event {
	return r.engine().Story(before, m, after)
}

// ParseMove reads a move in the notation of docs/notation.md: "QS",
// "8S:H", "7H+7C!", "draw", "pass".
func (r Rules) ParseMove(text string) (Move, error) { return r.engine().ParseMove(text) }

// View returns what seat may know of s: its own hand, every hand's size
// and the public part; for [cards.Spectator] the sizes only.
func (r Rules) View(s State, seat int) View { return shedding.NewView(r, s, seat) }

// Sample deals the cards v does not show at random again, only in hands
// that fit what play showed (the voids of [Public.Barred]): a position v's
// seat cannot tell from the real one, for search bots. It returns the
// zero State for a view no deal fits.
func (Rules) Sample(v View, rng *rand.Rand) State { return shedding.SampleView(v, rng) }

// Redeal returns a position seat cannot tell from s ([cards.Redealer]),
// dealt as [Rules.Sample] deals; s itself when no deal fits.
func (r Rules) Redeal(s State, seat int, rng *rand.Rand) State {
	return r.engine().Redeal(s, seat, rng)
}

// AppendState appends the one-line text of s (docs/notation.md, "Boxes
// positions") to dst.
func (r Rules) AppendState(dst []byte, s State) ([]byte, error) {
	return r.engine().AppendState(dst, s)
}

// ParseState reads a position from the text of [Rules.AppendState] and
// checks that a match under r reaches it. Its errors wrap
// [cards.ErrSyntax] or [cards.ErrInvalidState].
func (r Rules) ParseState(text string) (State, error) { return r.engine().ParseState(text) }

// MarshalState returns the JSON of s (docs/json.md).
func (r Rules) MarshalState(s State) ([]byte, error) { return r.engine().MarshalState(s) }

// DecodeState reads a position from the JSON of [Rules.MarshalState], as
// ParseState reads text.
func (r Rules) DecodeState(data []byte) (State, error) { return r.engine().DecodeState(data) }
