package boxes

import (
	"errors"
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/tagopt"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// options lists the options of [Rules] in the order a record writes them.
var options = []tagopt.Option[Rules]{
	tagopt.Bool("WildEightsNines", func(r *Rules) *bool { return &r.WildEightsNines }),
	tagopt.Bool("BigSets", func(r *Rules) *bool { return &r.BigSets }),
	tagopt.Bool("StrictPairs", func(r *Rules) *bool { return &r.StrictPairs }),
	tagopt.Enum("TwoDraw", twoDrawNames[:], func(r *Rules) *TwoDraw { return &r.TwoDraw }),
	tagopt.Bool("FiveSelf", func(r *Rules) *bool { return &r.FiveSelf }),
	tagopt.Bool("PlayDrawn", func(r *Rules) *bool { return &r.PlayDrawn }),
	tagopt.Bool("PairAnswersTwo", func(r *Rules) *bool { return &r.PairAnswersTwo }),
	tagopt.Bool("LastCardEffects", func(r *Rules) *bool { return &r.LastCardEffects }),
	tagopt.Bool("UpcardEffects", func(r *Rules) *bool { return &r.UpcardEffects }),
	{Name: "Deals", Text: true, Get: func(r *Rules) string { return r.Deals.String() }, Set: func(r *Rules, v string) string {
		s, err := ParseSchedule(v)
		if pe, ok := errors.AsType[*cards.ParseError](err); ok {
			return pe.Reason
		}
		r.Deals = s
		return ""
	}},
	tagopt.Range("MaxMoves", 0, MaxMovesLimit, func(r *Rules) *int { return &r.MaxMoves }),
}

// Name returns "boxes", the value of the Game tag of a Boxes record.
func (Rules) Name() string { return "boxes" }

// Tags returns the options of r as a record's tags: {"Variant", its Name}
// when r has a Variant, then one per option in the order of the fields of
// [Rules], such as {"TwoDraw", "chain+1"} and {"Deals", "8,7,...,8"}.
func (r Rules) Tags() []cards.Tag { return tagopt.Tags(&r, options, r.variantName()) }

// WithTags returns the rules that tags name, as [Rules.Tags] writes them:
// an option missing is the standard one; a tag that is no option is
// ignored. Of r only its Variant is read, and kept: a record replays only
// under rules with the Variant it names. A bad value, an option given
// twice or another variant gives an error wrapping [cards.ErrInvalidRules].
func (r Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View], error) {
	out := Rules{Variant: r.Variant}
	if err := tagopt.ReadTags("boxes", &out, options, tags, r.variantName()); err != nil {
		return nil, err
	}
	return out, nil
}

// MarshalJSON implements [json.Marshaler]: {"variant": name} when r has a
// Variant, then every option as its tag, such as {"wildEightsNines":
// false, ..., "twoDraw": "chain+1", "deals": "8,7,...,8", "maxMoves": 0}.
func (r Rules) MarshalJSON() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return tagopt.AppendJSON(nil, &r, options, r.variantName()), nil
}

// UnmarshalJSON reads the form of [Rules.MarshalJSON] under the JSON
// policy of docs/json.md, an option left out being the default; *r keeps
// its Variant, and a document naming another is refused. Errors wrap
// [cards.ErrSyntax] or [cards.ErrInvalidRules]; on error r is unchanged.
func (r *Rules) UnmarshalJSON(data []byte) error {
	if r == nil {
		return fmt.Errorf("boxes: %w: UnmarshalJSON on a nil *Rules", cards.ErrInvalidArgument)
	}
	v := Rules{Variant: r.Variant}
	if err := tagopt.ReadRulesJSON("boxes", data, &v, options, r.variantName()); err != nil || wirejson.IsNull(data) {
		return err
	}
	if err := v.Validate(); err != nil {
		return err
	}
	*r = v
	return nil
}

// variantName returns the name of r's variant, or "" for the standard game.
func (r *Rules) variantName() string {
	if r.Variant == nil {
		return ""
	}
	return r.Variant.Name()
}
