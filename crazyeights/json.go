package crazyeights

import (
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/tagopt"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// MarshalJSON implements [json.Marshaler]: every field by name with its
// value in force, such as {"players":5, "maxDrawCards":5, "maxTurns":100,
// "useSpecialCards":false, "reshuffle":false} for the zero Rules. It
// returns the error of [Rules.Validate] for rules that cannot be played.
func (r Rules) MarshalJSON() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return tagopt.AppendJSON(nil, &r, options), nil
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [Rules.MarshalJSON] under the JSON policy of docs/json.md. A field left
// out, 0 or its default reads as its zero value, so that the zero Rules
// reads back equal to itself; a member that is not a field, or is given
// twice, is refused with a [*cards.ParseError] wrapping [cards.ErrSyntax];
// a value out of its field's range, or of the wrong type, gives an error
// wrapping [cards.ErrInvalidRules]. On error, and for the JSON null, r is
// unchanged.
func (r *Rules) UnmarshalJSON(data []byte) error {
	if r == nil {
		return fmt.Errorf("crazyeights: %w: UnmarshalJSON on a nil *Rules", cards.ErrInvalidArgument)
	}
	if wirejson.IsNull(data) {
		return nil
	}
	var v Rules
	if err := tagopt.ReadJSON("crazyeights", data, &v, options); err != nil {
		return err
	}
	*r = v.canon()
	return nil
}
