package crazyeights

import (
	"encoding/json"
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// rulesWire is the JSON form of [Rules]: the fields by name, with the
// values in force.
type rulesWire struct {
	Players         int  `json:"players"`
	MaxDrawCards    int  `json:"maxDrawCards"`
	MaxTurns        int  `json:"maxTurns"`
	UseSpecialCards bool `json:"useSpecialCards"`
	Reshuffle       bool `json:"reshuffle"`
}

// rulesForm is the form of a Rules document: every field optional.
var rulesForm = &wirejson.Object{Members: []wirejson.Member{
	{Name: "players", Optional: true}, {Name: "maxDrawCards", Optional: true},
	{Name: "maxTurns", Optional: true}, {Name: "useSpecialCards", Optional: true},
	{Name: "reshuffle", Optional: true},
}}

// MarshalJSON implements [json.Marshaler]: every field by name with its
// value in force, such as {"players":5, "maxDrawCards":5, "maxTurns":100,
// "useSpecialCards":false, "reshuffle":false} for the zero Rules. It
// returns the error of [Rules.Validate] for rules that cannot be played.
func (r Rules) MarshalJSON() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return json.Marshal(rulesWire{Players: r.players(), MaxDrawCards: r.maxDraw(), MaxTurns: r.maxTurns(),
		UseSpecialCards: r.UseSpecialCards, Reshuffle: r.Reshuffle})
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [Rules.MarshalJSON] under the JSON policy of docs/json.md. A field left
// out, or given its default, reads as its zero value, so that the zero
// Rules reads back equal to itself; a member that is not a field, or is
// given twice, is refused with a [*cards.ParseError] wrapping
// [cards.ErrSyntax]; values [Rules.Validate] refuses give an error wrapping
// [cards.ErrInvalidRules]. On error, and for the JSON null, r is unchanged.
func (r *Rules) UnmarshalJSON(data []byte) error {
	if r == nil {
		return fmt.Errorf("crazyeights: %w: UnmarshalJSON on a nil *Rules", cards.ErrInvalidArgument)
	}
	if wirejson.IsNull(data) {
		return nil
	}
	var w rulesWire
	if err := wirejson.Decode(data, rulesForm, &w, "crazyeights rules JSON"); err != nil {
		return err
	}
	v := Rules(w)
	if err := v.Validate(); err != nil {
		return err
	}
	*r = v.canon()
	return nil
}
