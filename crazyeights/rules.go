package crazyeights

import (
	"fmt"
	"sync"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/tagopt"
	"github.com/cardrules/cardrules/internal/wirejson"
	"github.com/cardrules/cardrules/shedding"
)

// The number of players one 52-card deck serves.
const (
	MinPlayers = 2
	MaxPlayers = 5
)

// Rules is Crazy Eights with OpenSpiel's five parameters as fields, the zero
// value playing its defaults (docs/rules/crazy-eights.md). Rules is
// comparable and holds no position: one value serves any number of games.
type Rules struct {
	Players      int // players: the seats, [MinPlayers] to [MaxPlayers]; 0 means 5
	MaxDrawCards int // max_draw_cards: the draws a turn before a pass, at most 52; 0 means 5
	MaxTurns     int // max_turns: the game ends once this many cards were played, at most 65535; 0 means 100
	// UseSpecialCards is use_special_cards: a Q skips the next player, an
	// A reverses the direction, a 2 makes the next player draw 2 unless he
	// answers with a 2; a turned-up Q, A or 2 acts for the dealer.
	UseSpecialCards bool
	Reshuffle       bool // reshuffle: an empty stock is refilled with the discards but the top card
}

// options lists the fields of [Rules] in the order a record writes them.
var options = []tagopt.Option[Rules]{
	tagopt.Int("Players", MinPlayers, MaxPlayers, func(r *Rules) *int { return &r.Players }, (*Rules).players),
	tagopt.Int("MaxDrawCards", 1, cards.NumCards, func(r *Rules) *int { return &r.MaxDrawCards }, (*Rules).maxDraw),
	tagopt.Int("MaxTurns", 1, maxTurns, func(r *Rules) *int { return &r.MaxTurns }, (*Rules).maxTurns),
	tagopt.Bool("UseSpecialCards", func(r *Rules) *bool { return &r.UseSpecialCards }),
	tagopt.Bool("Reshuffle", func(r *Rules) *bool { return &r.Reshuffle }),
}

// The defaults of OpenSpiel's parameters, the largest MaxTurns, and the
// most draws a turn of the prebuilt tables.
const defPlayers, defDraw, defTurns, maxTurns, maxTabled = 5, 5, 100, 65535, 8

// Validate returns nil, or for rules that cannot be played an error
// wrapping [cards.ErrInvalidRules] that names the bad field, such as
// "crazyeights: invalid rules: Players 6 is not 0 or between 2 and 5".
func (r Rules) Validate() error {
	if r.canon() == r.inForce().canon() {
		return nil // every field 0 or in range; checked so, Start allocates nothing
	}
	bad := r
	return tagopt.Validate("crazyeights", &bad, options)
}

// The values in force: the field's, or its default for 0 or a bad value.
func (r *Rules) players() int  { return inForce(r.Players, MinPlayers, MaxPlayers, defPlayers) }
func (r *Rules) maxDraw() int  { return inForce(r.MaxDrawCards, 1, cards.NumCards, defDraw) }
func (r *Rules) maxTurns() int { return inForce(r.MaxTurns, 1, maxTurns, defTurns) }

// inForce returns v when it is from lo to hi, else def.
func inForce(v, lo, hi, def int) int {
	if v < lo || v > hi {
		return def
	}
	return v
}

// inForce returns r with the values in force.
func (r Rules) inForce() Rules {
	return Rules{r.players(), r.maxDraw(), r.maxTurns(), r.UseSpecialCards, r.Reshuffle}
}

// canon returns r with every default written as its zero value, so that
// rules read from tags or JSON compare equal to the zero Rules.
func (r Rules) canon() Rules {
	for i, v := range [...]*int{&r.Players, &r.MaxDrawCards, &r.MaxTurns} {
		if *v == [...]int{defPlayers, defDraw, defTurns}[i] {
			*v = 0
		}
	}
	return r
}

// Table returns the table of the engine that r plays, with r's options in
// force: Jacks wild, say, is this table with the jacks added to its Wild.
func (r Rules) Table() shedding.Rules { return *r.engine() }

// table returns the table of r, whose values are in force.
func (r Rules) table() shedding.Rules {
	t := shedding.Rules{
		Game: gameName, Deck: cards.Deck52, Players: r.Players, MaxDraw: r.MaxDrawCards, MaxPlays: r.MaxTurns, Reshuffle: r.Reshuffle,
		HandSize: [shedding.MaxPlayers + 1]uint8{2: 7, 3: 5, 4: 5, 5: 5},
		// An 8 turned up goes back into the stock; an 8 is played on
		// anything and names the suit in force.
		TurnBack: cards.RankSet(cards.Eight), Wild: cards.RankSet(cards.Eight), Call: cards.RankSet(cards.Eight),
		// A card costs its face value, a J, Q, K or A 10, an 8 50.
		Penalty: [cards.Ace + 1]int16{2: 2, 3, 4, 5, 6, 7, 50, 9, 10, 10, 10, 10, 10},
	}
	if r.UseSpecialCards {
		t.Skip, t.Reverse, t.Answer = cards.RankSet(cards.Queen), cards.RankSet(cards.Ace), cards.RankSet(cards.Two)
		t.Draw[cards.Two], t.UpcardActs = 2, true
	}
	return t
}

// tables holds the tables of the Rules whose Players is 0 to 5, MaxDrawCards
// 0 to maxTabled and MaxTurns 0 or 100, so that a move builds no table.
var tables = func() (t [2 * 2 * (MaxPlayers + 1) * (maxTabled + 1)]shedding.Rules) {
	for i := range t {
		t[i] = Rules{Players: i / (maxTabled + 1) % (MaxPlayers + 1), MaxDrawCards: i % (maxTabled + 1),
			UseSpecialCards: i >= len(t)/2, Reshuffle: i/(len(t)/4)%2 == 1}.inForce().table()
	}
	return t
}()

var built sync.Map // the tables of the other Rules by their values in force: Rules → *shedding.Rules

// engine returns the table r plays, prebuilt or built once.
func (r *Rules) engine() *shedding.Rules {
	n, d := uint(r.Players), uint(r.MaxDrawCards)
	if n <= MaxPlayers && d <= maxTabled && (r.MaxTurns == 0 || r.MaxTurns == defTurns) {
		i := int(n*(maxTabled+1) + d)
		if r.UseSpecialCards {
			i += len(tables) / 2
		}
		if r.Reshuffle {
			i += len(tables) / 4
		}
		return &tables[i]
	}
	key := r.inForce()
	if t, ok := built.Load(key); ok {
		return t.(*shedding.Rules)
	}
	t := key.table()
	got, _ := built.LoadOrStore(key, &t)
	return got.(*shedding.Rules)
}

// Name returns "crazy-eights", the value of the Game tag of a record.
func (Rules) Name() string { return gameName }

// Tags returns the options of r as a record's tags, named as the fields of
// [Rules] and in their order, with the values in force ({"Players", "5"}).
func (r Rules) Tags() []cards.Tag {
	return tagopt.Append(make([]cards.Tag, 0, len(options)), &r, options)
}

// WithTags returns the rules that tags name as [Rules.Tags] writes them, an
// option missing being OpenSpiel's default and a tag that is no option
// ignored; a bad value, or an option given twice, gives an error wrapping
// [cards.ErrInvalidRules] that names the tag. The receiver is not read.
func (Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View], error) {
	var r Rules
	if err := tagopt.Read("crazyeights", &r, options, tags); err != nil {
		return nil, err
	}
	return r.canon(), nil
}

// MarshalJSON implements [json.Marshaler]: every field with its value in
// force, {"players":5,"maxDrawCards":5,"maxTurns":100,"useSpecialCards":false,
// "reshuffle":false} for the zero Rules; or the error of [Rules.Validate].
func (r Rules) MarshalJSON() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return tagopt.AppendJSON(nil, &r, options, ""), nil
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [Rules.MarshalJSON] under docs/json.md, every member optional, a default
// read as 0. An unknown or repeated member gives a [*cards.ParseError]
// wrapping [cards.ErrSyntax], a bad value an error wrapping
// [cards.ErrInvalidRules]; on error, and for null, r is unchanged.
func (r *Rules) UnmarshalJSON(data []byte) error {
	if r == nil {
		return fmt.Errorf("crazyeights: %w: UnmarshalJSON on a nil *Rules", cards.ErrInvalidArgument)
	}
	var v Rules
	if wirejson.IsNull(data) {
		return nil
	}
	_, err := tagopt.ReadJSON("crazyeights", data, &v, options, false)
	if err == nil {
		*r = v.canon()
	}
	return err
}
