package crazyeights

import (
	"fmt"

	"github.com/cardrules/cardrules/cards"
)

// The defaults of OpenSpiel's parameters, which the zero value of a field
// of [Rules] stands for.
const (
	DefaultPlayers      = 5   // players
	DefaultMaxDrawCards = 5   // max_draw_cards
	DefaultMaxTurns     = 100 // max_turns
)

// The limits of the fields of [Rules].
const (
	MinPlayers    = 2     // the fewest players
	MaxPlayers    = 5     // the most players one 52-card deck serves
	MaxTurnsLimit = 65535 // the largest MaxTurns
)

// Rules is Crazy Eights as OpenSpiel's crazy_eights plays it, with its five
// parameters as fields (docs/rules/crazy-eights.md). The zero value plays
// OpenSpiel's defaults: five players, five draws a turn, 100 cards played
// at most, no special cards, no reshuffle. Rules is comparable and holds no
// position: one value serves any number of games at once.
//
// Rules implements [cards.Spec] for [State], [Move] and [View], with the
// fast paths [cards.InPlace] and [cards.RandomMover]. A record names its
// options as tags ([Rules.Tags], [Rules.WithTags]); [Rules.MarshalJSON]
// writes them as JSON.
type Rules struct {
	// Players is OpenSpiel's players: the number of seats, 2 to 5. 0
	// means [DefaultPlayers]. Each is dealt 5 cards, 7 with 2 players.
	Players int

	// MaxDrawCards is OpenSpiel's max_draw_cards: how many cards a player
	// may draw in one turn; once he has drawn them (or the stock is empty)
	// he may pass. 0 means [DefaultMaxDrawCards]; at most 52.
	MaxDrawCards int

	// MaxTurns is OpenSpiel's max_turns: the game ends once this many
	// cards have been played. 0 means [DefaultMaxTurns]; at most
	// [MaxTurnsLimit].
	MaxTurns int

	// UseSpecialCards is OpenSpiel's use_special_cards: a Q skips the next
	// player, an A reverses the direction, a 2 makes the next player draw
	// 2 unless he answers with a 2 (and the turned-up card acts as if the
	// dealer had played it).
	UseSpecialCards bool

	// Reshuffle is OpenSpiel's reshuffle: when the stock is empty, the
	// discards under the top card become the stock, shuffled.
	Reshuffle bool
}

// Validate reports whether r is a possible set of rules. It returns nil or
// an error wrapping [cards.ErrInvalidRules] that names the bad field.
func (r Rules) Validate() error {
	switch {
	case r.Players != 0 && (r.Players < MinPlayers || r.Players > MaxPlayers):
		return fmt.Errorf("crazyeights: %w: Players %d is not 0 or between %d and %d", cards.ErrInvalidRules, r.Players, MinPlayers, MaxPlayers)
	case r.MaxDrawCards < 0 || r.MaxDrawCards > cards.NumCards:
		return fmt.Errorf("crazyeights: %w: MaxDrawCards %d is not between 0 and %d", cards.ErrInvalidRules, r.MaxDrawCards, cards.NumCards)
	case r.MaxTurns < 0 || r.MaxTurns > MaxTurnsLimit:
		return fmt.Errorf("crazyeights: %w: MaxTurns %d is not between 0 and %d", cards.ErrInvalidRules, r.MaxTurns, MaxTurnsLimit)
	}
	return nil
}

// players returns the number of players in force.
func (r *Rules) players() int {
	if r.Players < MinPlayers || r.Players > MaxPlayers {
		return DefaultPlayers
	}
	return r.Players
}

// maxDraw returns the draws a turn allows in force.
func (r *Rules) maxDraw() int {
	if r.MaxDrawCards <= 0 || r.MaxDrawCards > cards.NumCards {
		return DefaultMaxDrawCards
	}
	return r.MaxDrawCards
}

// maxTurns returns the cards played after which the game ends.
func (r *Rules) maxTurns() int {
	if r.MaxTurns <= 0 || r.MaxTurns > MaxTurnsLimit {
		return DefaultMaxTurns
	}
	return r.MaxTurns
}

// canon returns r with every default written as its zero value, so that
// rules read from tags or JSON compare equal to the zero Rules.
func (r Rules) canon() Rules {
	if r.Players == DefaultPlayers {
		r.Players = 0
	}
	if r.MaxDrawCards == DefaultMaxDrawCards {
		r.MaxDrawCards = 0
	}
	if r.MaxTurns == DefaultMaxTurns {
		r.MaxTurns = 0
	}
	return r
}

// handSize returns the cards dealt to each seat: 7 with 2 players, else 5.
func handSize(players int) int {
	if players == 2 {
		return 7
	}
	return 5
}

// Seats returns the number of players in force: Players, or 5 for 0.
func (r Rules) Seats() int { return r.players() }

// ToMove returns the seat whose turn it is in s, or -1 when the game is over.
func (Rules) ToMove(s State) int { return s.Turn() }

// Score returns each seat's score in s, indexed by seat, as OpenSpiel's
// returns count it: minus the [HandPenalty] of the cards the seat holds,
// so 0 for the player who went out and higher is better. Before the end
// it scores the hands as they stand. See [State.Score] for how it differs
// from OpenSpiel's own scoring function.
func (r Rules) Score(s State) []int {
	if s.players == 0 {
		return nil
	}
	return r.AppendScore(make([]int, 0, s.players), s)
}

// AppendScore appends to dst the scores [Rules.Score] returns, one per
// seat, and returns the extended slice: the [cards.ScoreAppender] fast
// path. With room in dst it allocates nothing.
func (Rules) AppendScore(dst []int, s State) []int {
	for i := range int(s.players) {
		dst = append(dst, s.Score(i))
	}
	return dst
}

// HandPenalty returns the penalty of a hand: 50 for each 8, 10 for each J,
// Q, K and A, and the face value for 2 to 10.
func HandPenalty(h cards.Set) int {
	p := 0
	for c := range h.All() {
		switch k := c.Rank(); {
		case k == cards.Eight:
			p += 50
		case k >= cards.Jack:
			p += 10
		default:
			p += int(k)
		}
	}
	return p
}

var (
	_ cards.Spec[State, Move, View]  = Rules{}
	_ cards.InPlace[State, Move]     = Rules{}
	_ cards.RandomMover[State, Move] = Rules{}
	_ cards.ScoreAppender[State]     = Rules{}
	_ cards.View[Move]               = View{}
	_ cards.RandomView[Move]         = (*View)(nil)
)
