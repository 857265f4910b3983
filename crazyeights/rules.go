package crazyeights

import (
	"maps"
	"sync"
	"sync/atomic"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/tagopt"
	"github.com/cardrules/cardrules/shedding"
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
// an error wrapping [cards.ErrInvalidRules] that names the bad field, such
// as "crazyeights: invalid rules: Players 6 is not 0 or between 2 and 5".
func (r Rules) Validate() error { return tagopt.Validate("crazyeights", &r, options) }

// players, maxDraw and maxTurns return the values in force.
func (r *Rules) players() int  { return inForce(r.Players, MinPlayers, MaxPlayers, DefaultPlayers) }
func (r *Rules) maxDraw() int  { return inForce(r.MaxDrawCards, 1, cards.NumCards, DefaultMaxDrawCards) }
func (r *Rules) maxTurns() int { return inForce(r.MaxTurns, 1, MaxTurnsLimit, DefaultMaxTurns) }

// inForce returns v when it is from lo to hi, else def.
func inForce(v, lo, hi, def int) int {
	if v < lo || v > hi {
		return def
	}
	return v
}

// canon returns r with every default written as its zero value, so that
// rules read from tags or JSON compare equal to the zero Rules.
func (r Rules) canon() Rules {
	zero := func(v *int, def int) {
		if *v == def {
			*v = 0
		}
	}
	zero(&r.Players, DefaultPlayers)
	zero(&r.MaxDrawCards, DefaultMaxDrawCards)
	zero(&r.MaxTurns, DefaultMaxTurns)
	return r
}

// table returns the table of Crazy Eights with special cards or not.
func table(special bool) shedding.Rules {
	t := shedding.Rules{
		Game: gameName, Deck: cards.Deck52, MaxPlays: DefaultMaxTurns,
		HandSize: [shedding.MaxPlayers + 1]uint8{2: 7, 3: 5, 4: 5, 5: 5},
		// An 8 turned up goes back into the stock; an 8 is played on
		// anything and names the suit in force.
		TurnBack: cards.RankSet(cards.Eight), Wild: cards.RankSet(cards.Eight), Call: cards.RankSet(cards.Eight),
		// A card costs its face value, a J, Q, K or A 10, an 8 50.
		Penalty: [cards.Ace + 1]int16{2: 2, 3, 4, 5, 6, 7, 50, 9, 10, 10, 10, 10, 10},
	}
	if special {
		// A Q skips, an A reverses, a 2 makes the next player draw 2
		// unless he answers with a 2; the upcard acts for the dealer.
		t.Skip, t.Reverse, t.Answer = cards.RankSet(cards.Queen), cards.RankSet(cards.Ace), cards.RankSet(cards.Two)
		t.Draw[cards.Two], t.UpcardActs = 2, true
	}
	return t
}

// tables are the tables of every Rules whose Players is 0 to 5 and
// MaxDrawCards 0 to 8, for 100 cards played, at tableIndex: built once,
// so that [Rules.RandomStep] needs no table built a move.
var tables = func() (t [2 * 2 * (MaxPlayers + 1) * (maxTabled + 1)]shedding.Rules) {
	for i := range t {
		r := Rules{UseSpecialCards: i >= len(t)/2, Reshuffle: i/(len(t)/4)%2 == 1,
			Players: i / (maxTabled + 1) % (MaxPlayers + 1), MaxDrawCards: i % (maxTabled + 1)}
		t[i] = table(r.UseSpecialCards)
		t[i].Players, t[i].MaxDraw, t[i].Reshuffle = r.players(), r.maxDraw(), r.Reshuffle
	}
	return t
}()

// maxTabled is the most draws a turn of the prebuilt tables.
const maxTabled = 8

// plain is the table of OpenSpiel's defaults.
var plain = &tables[0]

// engine returns the table r plays: prebuilt, or built once and kept, so
// that no call builds a table.
func (r *Rules) engine() *shedding.Rules {
	n, d := uint(r.Players), uint(r.MaxDrawCards)
	if n <= MaxPlayers && d <= maxTabled && (r.MaxTurns == 0 || r.MaxTurns == DefaultMaxTurns) {
		return &tables[((b2i(r.UseSpecialCards)*2+b2i(r.Reshuffle))*(MaxPlayers+1)+int(n))*(maxTabled+1)+int(d)]
	}
	key := Rules{Players: r.players(), MaxDrawCards: r.maxDraw(), MaxTurns: r.maxTurns(), UseSpecialCards: r.UseSpecialCards, Reshuffle: r.Reshuffle}
	if t := (*built.Load())[key]; t != nil {
		return t
	}
	builtMu.Lock()
	defer builtMu.Unlock()
	old := *built.Load()
	if t := old[key]; t != nil {
		return t
	}
	t := table(r.UseSpecialCards)
	t.Players, t.MaxDraw, t.MaxPlays, t.Reshuffle = key.Players, key.MaxDrawCards, key.MaxTurns, r.Reshuffle
	m := make(map[Rules]*shedding.Rules, len(old)+1)
	maps.Copy(m, old)
	m[key] = &t
	built.Store(&m)
	return &t
}

// built holds the tables of the Rules that tables has not, by their values
// in force: a map never changed once stored, read without a lock (a
// lookup allocates nothing) and replaced by a larger copy, under builtMu,
// for each new table.
var (
	built   atomic.Pointer[map[Rules]*shedding.Rules]
	builtMu sync.Mutex
)

func init() { built.Store(new(map[Rules]*shedding.Rules)) }

// Table returns the table of the engine that r plays: Crazy Eights as
// package shedding states it, with r's options in force. Jacks wild, say,
// is this table with the jacks added to its Wild.
func (r Rules) Table() shedding.Rules { return *r.engine() }

// b2i returns 1 for true, else 0.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
