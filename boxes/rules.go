package boxes

import (
	"fmt"
	"reflect"

	"github.com/cardrules/cardrules/cards"
)

// NumSeats is the number of seats at a Boxes table. Seats are numbered
// clockwise from 0; seats 0 and 2 are partners against seats 1 and 3.
const NumSeats = 4

// DefaultMaxMoves is the number of moves after which a deal ends with
// [EndMoveLimit] when [Rules.MaxMoves] is 0.
const DefaultMaxMoves = 5000

// MaxMovesLimit is the largest value [Rules.MaxMoves] may take.
const MaxMovesLimit = 65535

// Rules is the Boxes rules with the options of docs/rules/boxes.md. The zero
// value plays the standard game; every field's zero value is the default.
// Rules holds no position: one value serves any number of matches at once.
// A variant is written in it, never around it: the options for what they
// say, and [Rules.Variant] for the rest. Embedding Rules in a type of
// one's own and overriding a method does not make a variant, as Go
// promotes the other methods and the tools call them: the fork's Apply
// and its promoted ApplyTo and RandomMove then play two different games.
//
// Rules plays its table ([Rules.Table]) on the shedding engine: every
// method is the table's, so Boxes is a value of package shedding, its
// [State], [Move] and [View] the engine's. It implements [cards.Spec] with
// the fast paths of package cards (the assertions below). A record names
// its options as tags ([Rules.Tags], [Rules.WithTags]); its JSON
// ([Rules.MarshalJSON]) names them too, and is the rules member of a
// View's JSON.
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
	// drawn card at once, if it is playable (B11). After such a draw he is
	// always in [PhaseDrawn], playable card or not: he may play it, or keep
	// it with [Pass], which is his only move when it cannot be played. So
	// the turn never passes on a card the other seats cannot see (B26). By
	// default the drawn card cannot be played this turn, and the draw ends
	// the turn.
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
	// seat in each (B17). The zero value is the standard 15 deals of
	// 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8 cards. Start copies it into the State, which keeps it for the match.
	Deals Schedule

	// MaxMoves is the number of moves after which a deal that has not ended
	// ends with [EndMoveLimit], every hand scored as it stands (B22). It
	// makes an endless deal impossible. 0 means [DefaultMaxMoves]; it may be
	// at most [MaxMovesLimit].
	MaxMoves int

	// Variant, when not nil, changes the rules in code: its Moved is
	// called after every move ([Effects] says when exactly). Its dynamic
	// type must be comparable, so that == on two Rules, which compares
	// the variants too, cannot panic. Records name it ([Rules.Tags]) and
	// replay only under rules with the same Variant ([Rules.WithTags]).
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
	numTwoDraws
)

var twoDrawNames = [...]string{"chain+1", "per-two", "two-each"}

// String returns "chain+1", "per-two" or "two-each", or "TwoDraw(9)" for a
// value that is not a rule.
func (t TwoDraw) String() string {
	if t >= numTwoDraws {
		return fmt.Sprintf("TwoDraw(%d)", uint8(t))
	}
	return twoDrawNames[t]
}

// parseTwoDraw sets *t to the rule named "chain+1", "per-two" or
// "two-each", or returns why text names none.
func parseTwoDraw(t *TwoDraw, text string) string {
	i, err := parseEnum("two-draw rule", []byte(text), twoDrawNames[:])
	if err != nil {
		return reasonOf(err)
	}
	*t = TwoDraw(i)
	return ""
}

// Validate reports whether r is a possible set of rules. It returns nil or an
// error wrapping [cards.ErrInvalidRules] that names the bad option.
func (r Rules) Validate() error {
	if r.TwoDraw >= numTwoDraws {
		return fmt.Errorf("boxes: %w: TwoDraw %d is not a rule", cards.ErrInvalidRules, uint8(r.TwoDraw))
	}
	if r.MaxMoves < 0 || r.MaxMoves > MaxMovesLimit {
		return fmt.Errorf("boxes: %w: MaxMoves %d is not between 0 and %d", cards.ErrInvalidRules, r.MaxMoves, MaxMovesLimit)
	}
	if err := r.Deals.validate(); err != nil {
		return fmt.Errorf("boxes: %w: Deals: %s", cards.ErrInvalidRules, err)
	}
	if r.Variant != nil {
		name := r.Variant.Name()
		if err := cards.CheckName(name); err != nil || name == "" {
			return fmt.Errorf("boxes: %w: the variant's name %s is empty or not a valid name", cards.ErrInvalidRules, quote(name))
		}
		if !reflect.TypeOf(r.Variant).Comparable() {
			return fmt.Errorf("boxes: %w: the variant's type %T is not comparable", cards.ErrInvalidRules, r.Variant)
		}
	}
	return nil
}

// maxMoves returns the move limit per deal in force.
func (r *Rules) maxMoves() int {
	switch {
	case r.MaxMoves <= 0:
		return DefaultMaxMoves
	case r.MaxMoves > MaxMovesLimit:
		return MaxMovesLimit
	}
	return r.MaxMoves
}

// Rules implements these interfaces of package cards.
var (
	_ cards.Outcome                    = Rules{}
	_ cards.Spec[State, Move, View]    = Rules{}
	_ cards.InPlace[State, Move]       = Rules{}
	_ cards.RandomMover[State, Move]   = Rules{}
	_ cards.RandomStepper[State, Move] = Rules{}
	_ cards.BatchStepper[State]        = Rules{}
	_ cards.ScoreAppender[State]       = Rules{}
	_ cards.Teller[State, Move]        = Rules{}
	_ cards.Redealer[State]            = Rules{}
)
