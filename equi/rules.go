package equi

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// Limits of the options of [Rules].
const (
	MinPlayers          = 2     // the fewest seats
	MaxPlayers          = 6     // the most seats
	DefaultMaxMoves     = 500   // the MaxMoves of the zero value
	MaxMovesLimit       = 10000 // the largest MaxMoves
	MaxNoProgressRounds = 100   // the largest NoProgressRounds
)

// The deal (rule E1): HandSize cards to each seat, which the stock refills
// a hand to after every move (E8), TableSize face up, from the DeckSize
// cards six to ace.
const (
	HandSize  = 4
	TableSize = 4
	DeckSize  = 36
)

// Rules is a variant of Equi: the number of players and the options that
// settle the rule text's ambiguities (docs/rules/equi.md, rows E1 to E13);
// the zero value plays the standard game for two. It holds no position, so
// one value serves any number of games from any number of goroutines. Its
// methods play its table ([Rules.Table]), made once for equal Rules: the
// contract [cards.Spec] and the fast paths of package cards.
type Rules struct {
	// Players is the number of seats, 2 to 6. The zero value means 2.
	Players int
	// NoRankBan turns off rule E4: a capture may then play and take cards
	// of the same rank (9+A+Q may take 10+Q). By default no rank may be
	// both played and taken, save for the exceptions E5 and E6.
	NoRankBan bool
	// VoluntaryTrail lets a player put a card on the table even when he
	// could capture (rule E7). By default capturing is compulsory.
	VoluntaryTrail bool
	// RecycleByFour makes a player whose hand runs out after the stock
	// take the 4 lowest cards of his pile instead of the whole pile (E9).
	RecycleByFour bool
	// NoProgressRounds is the number of full rounds without a capture,
	// after the stock, that ends the game (E11): 0 means 1.
	NoProgressRounds int
	// MaxMoves is the number of moves after the stock at which the game
	// stops (E13): 0 means [DefaultMaxMoves].
	MaxMoves int
	// Scoring says what a seat's result counts (E12): the cards it holds
	// ([ScoreCards], the zero value) or the points of the cards it has
	// captured ([ScorePoints]); a Variant's added scores count with both.
	Scoring Scoring
	// Variant, when not nil, changes the rules in code where no option
	// says it (see [Variant]). Its dynamic type must be comparable, so that
	// Rules stays comparable: == on two Rules compares the variants too.
	Variant Variant
}

// Scoring is what the result of a game counts ([Rules.Scoring]).
type Scoring uint8

// The ways a result is counted.
const (
	// ScoreCards counts the cards a seat holds, hand and pile (E12).
	ScoreCards Scoring = iota
	// ScorePoints counts the values ([Points]) of the cards a seat has
	// captured, pile and hand taken back from it: 200 in all.
	ScorePoints
)

var scoringNames = [...]string{ScoreCards: "cards", ScorePoints: "points"}

// String returns "cards" or "points", the value of the Scoring tag of a
// record and of the JSON of [Rules]; "Scoring(9)" outside the list.
func (c Scoring) String() string {
	if int(c) < len(scoringNames) {
		return scoringNames[c]
	}
	return "Scoring(" + strconv.Itoa(int(c)) + ")"
}

// parseScoring reads the text of [Scoring.String].
func parseScoring(text string) (Scoring, bool) {
	for i, name := range scoringNames {
		if text == name {
			return Scoring(i), true
		}
	}
	return 0, false
}

// Validate returns nil when r describes a playable game, and otherwise an
// error wrapping [cards.ErrInvalidRules] that names each field at fault:
// Players other than 0 or 2 to 6, NoProgressRounds or MaxMoves out of
// range, a Scoring that is not one, a Variant whose Name
// [cards.CheckName] refuses.
func (r Rules) Validate() error {
	if p := r.problems(); p != "" {
		return fmt.Errorf("equi: %w: %s", cards.ErrInvalidRules, p)
	}
	return nil
}

// problems returns what makes r unplayable, or "".
func (r Rules) problems() string {
	var p []string
	if r.Players != 0 && (r.Players < MinPlayers || r.Players > MaxPlayers) {
		p = append(p, fmt.Sprintf("Players is %d, want 2 to 6 (or 0 for 2)", r.Players))
	}
	if r.NoProgressRounds < 0 || r.NoProgressRounds > MaxNoProgressRounds {
		p = append(p, fmt.Sprintf("NoProgressRounds is %d, want 0 to %d", r.NoProgressRounds, MaxNoProgressRounds))
	}
	if r.MaxMoves < 0 || r.MaxMoves > MaxMovesLimit {
		p = append(p, fmt.Sprintf("MaxMoves is %d, want 0 to %d", r.MaxMoves, MaxMovesLimit))
	}
	if int(r.Scoring) >= len(scoringNames) {
		p = append(p, fmt.Sprintf("Scoring is %d, want ScoreCards or ScorePoints", r.Scoring))
	}
	if r.Variant != nil {
		if name := r.Variant.Name(); name == "" {
			p = append(p, "the Variant's Name is empty")
		} else if err := cards.CheckName(name); err != nil {
			p = append(p, fmt.Sprintf("the Variant's Name: %v", err))
		}
	}
	return strings.Join(p, "; ")
}

// Seats returns the number of seats: Players, or 2 when Players is 0.
func (r Rules) Seats() int     { return r.players() }
func (r *Rules) players() int  { return cmp.Or(r.Players, MinPlayers) }
func (r *Rules) rounds() int   { return cmp.Or(r.NoProgressRounds, 1) }
func (r *Rules) maxMoves() int { return cmp.Or(r.MaxMoves, DefaultMaxMoves) }

// MaxGameMoves returns the most moves a game under r can last: each move
// while the stock lasts draws from it, so at most 32 - 4×players come
// before it is exhausted (a Variant's draws do not change that), and at
// most MaxMoves after it.
func (r Rules) MaxGameMoves() int {
	return DeckSize - TableSize - HandSize*r.players() + r.maxMoves()
}

// Points returns the capture values of the cards (rule E2): king 4, queen
// 3, jack 2, ace 1, and six to ten their pip count; ranks below six, not
// in the deck, count 0. A capture takes cards of the table whose points
// add up to the points of the cards played.
func Points() scoring.Table {
	return scoring.Table{
		cards.King: 4, cards.Queen: 3, cards.Jack: 2, cards.Ace: 1,
		cards.Ten: 10, cards.Nine: 9, cards.Eight: 8, cards.Seven: 7, cards.Six: 6,
	}
}
