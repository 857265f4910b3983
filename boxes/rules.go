package boxes

import (
	"fmt"
	"reflect"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
	"github.com/cardrules/cardrules/internal/tagopt"
)

// NumSeats is the number of seats at a Boxes table. Seats are numbered
// clockwise from 0; seats 0 and 2 are partners against seats 1 and 3.
const NumSeats = 4

// DefaultMaxMoves is the number of moves after which a deal ends with
// [EndMoveLimit] when [Rules.MaxMoves] is 0.
const DefaultMaxMoves = 5000

// MaxMovesLimit is the largest value [Rules.MaxMoves] may take.
const MaxMovesLimit = 65535

// Rules is the Boxes rules with the options of docs/rules/boxes.md; the
// zero value plays the standard game. It holds no position: one value
// serves any number of matches at once. It plays its table
// ([Rules.Table]) on the shedding engine, whose types [State], [Move] and
// [View] are. A variant is written in it, never around it: embedding
// Rules in a type of one's own to override a method makes the tools, which
// call the promoted methods, play two games at once.
type Rules struct {
	// WildEightsNines lets an 8 or a 9 be played on any suit (B1). By default
	// every card, 8 and 9 included, must follow the suit in force.
	WildEightsNines bool
	// BigSets lets three or four cards of a rank be played together with
	// the "one card" call, like a pair (B3). By default a set is exactly two
	// cards.
	BigSets bool
	// StrictPairs makes a pair (or set) laid without the "one card" call an
	// illegal move (B4). By default it is legal: the cards stay on the pile,
	// the player draws one penalty card and the turn passes.
	StrictPairs bool
	// TwoDraw is how many cards the player who cannot answer a 2-chain
	// draws (B5). The default is one more than the number of 2s in the chain.
	TwoDraw TwoDraw
	// FiveSelf makes the player of a 5 draw one card too, after the others
	// (B7). By default only the other three seats draw.
	FiveSelf bool
	// PlayDrawn lets a player who drew because he could not follow play the
	// drawn card at once (B11): he is then in [PhaseDrawn], and plays it or
	// keeps it with [Pass] (B26). By default the draw ends the turn.
	PlayDrawn bool
	// PairAnswersTwo lets a 2 be answered with a called set of 2s, which
	// counts as one 2 in the chain (B18). By default only a single 2 answers.
	PairAnswersTwo bool
	// LastCardEffects makes the draw effects of a player's last card (2, 5
	// and 7) apply before the deal ends (B14). By default the effect of the
	// card that empties a hand is ignored.
	LastCardEffects bool
	// UpcardEffects makes the first upcard act as if the dealer had just
	// played it (B15, B24). By default only its suit counts.
	UpcardEffects bool
	// Deals is the number of deals of the match and the cards dealt to each
	// seat in each (B17). The zero value is the standard 15 deals.
	Deals Schedule
	// MaxMoves is the number of moves after which a deal ends with
	// [EndMoveLimit], the hands scored as they stand (B22); 0 means
	// [DefaultMaxMoves], and it may be at most [MaxMovesLimit].
	MaxMoves int
	// Variant, when not nil, changes the rules in code: its Moved runs
	// after every move. Its dynamic type must be comparable. Records name
	// it and replay only under rules with the same Variant.
	Variant Variant
}

// TwoDraw is the rule for the number of cards drawn by the player who cannot
// answer a 2-chain (B5).
type TwoDraw uint8

// The 2-chain draw counts.
const (
	TwoDrawChainPlusOne TwoDraw = iota // one more than the 2s in the chain: 2, 3, 4, 5 (default)
	TwoDrawPerTwo                      // one card per 2 in the chain: 1, 2, 3, 4
	TwoDrawTwoEach                     // two cards per 2 in the chain: 2, 4, 6, 8
)

var twoDrawNames = [...]string{"chain+1", "per-two", "two-each"}

// String returns "chain+1", "per-two" or "two-each", or "TwoDraw(9)".
func (t TwoDraw) String() string { return options[3].Get(&Rules{TwoDraw: t}) }

// Validate reports whether r is a possible set of rules. It returns nil or an
// error wrapping [cards.ErrInvalidRules] that names the bad option.
func (r Rules) Validate() error {
	if r.TwoDraw > TwoDrawTwoEach || r.MaxMoves < 0 || r.MaxMoves > MaxMovesLimit {
		bad := r // moved to the heap by the call: only here, so Start allocates nothing
		return tagopt.Validate("boxes", &bad, options)
	}
	if r.Variant == nil {
		return nil
	}
	if name := r.Variant.Name(); cards.CheckName(name) != nil || name == "" {
		return fmt.Errorf("boxes: %w: the variant's name %s is empty or not a valid name", cards.ErrInvalidRules, cardtext.Quote(name))
	}
	if !reflect.TypeOf(r.Variant).Comparable() {
		return fmt.Errorf("boxes: %w: the variant's type %T is not comparable", cards.ErrInvalidRules, r.Variant)
	}
	return nil
}

// Rules implements these interfaces of package cards; its table
// ([Rules.Delegate]) the other optional ones of a game: InPlace,
// RandomMover, RandomStepper and Teller.
var (
	_ cards.Delegator               = Rules{}
	_ cards.BatchStepper[State]     = Rules{}
	_ cards.Spec[State, Move, View] = Rules{}
	_ cards.Outcome                 = Rules{}
	_ cards.ScoreAppender[State]    = Rules{}
	_ cards.Redealer[State]         = Rules{}
)
