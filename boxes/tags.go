package boxes

import (
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
	"github.com/cardrules/cardrules/internal/tagopt"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// options lists the options of [Rules] in the order a record writes them.
var options = []tagopt.Option[Rules]{
	tagopt.Bool("WildEightsNines", func(r *Rules) *bool { return &r.WildEightsNines }),
	tagopt.Bool("BigSets", func(r *Rules) *bool { return &r.BigSets }),
	tagopt.Bool("StrictPairs", func(r *Rules) *bool { return &r.StrictPairs }),
	{
		Name: "TwoDraw", Text: true,
		Get: func(r *Rules) string { return r.TwoDraw.String() },
		Set: func(r *Rules, v string) string {
			return parseTwoDraw(&r.TwoDraw, v)
		},
	},
	tagopt.Bool("FiveSelf", func(r *Rules) *bool { return &r.FiveSelf }),
	tagopt.Bool("PlayDrawn", func(r *Rules) *bool { return &r.PlayDrawn }),
	tagopt.Bool("PairAnswersTwo", func(r *Rules) *bool { return &r.PairAnswersTwo }),
	tagopt.Bool("LastCardEffects", func(r *Rules) *bool { return &r.LastCardEffects }),
	tagopt.Bool("UpcardEffects", func(r *Rules) *bool { return &r.UpcardEffects }),
	{
		Name: "Deals", Text: true,
		Get: func(r *Rules) string { return r.Deals.String() },
		Set: func(r *Rules, v string) string {
			s, err := ParseSchedule(v)
			if err != nil {
				return reasonOf(err)
			}
			r.Deals = s
			return ""
		},
	},
	{
		Name: "MaxMoves",
		Get:  func(r *Rules) string { return strconv.Itoa(r.MaxMoves) },
		Set: func(r *Rules, v string) string {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > MaxMovesLimit || v[0] == '+' {
				return "want a number from 0 to " + strconv.Itoa(MaxMovesLimit)
			}
			r.MaxMoves = n
			return ""
		},
	},
}

// Name returns "boxes", the value of the Game tag of a Boxes record.
func (Rules) Name() string { return "boxes" }

// variantTag is the name of the tag that names a record's [Variant].
const variantTag = "Variant"

// Tags returns the options of r as a record's tags: first, when
// [Rules.Variant] is not nil, {"Variant", its Name}; then one per option
// field of [Rules] in this order: WildEightsNines, BigSets, StrictPairs,
// TwoDraw, FiveSelf, PlayDrawn, PairAnswersTwo, LastCardEffects,
// UpcardEffects, Deals and MaxMoves, such as {"TwoDraw", "chain+1"} and
// {"Deals", "8,7,6,5,4,3,2,1,2,3,4,5,6,7,8"}. [Rules.WithTags] reads them
// back.
func (r Rules) Tags() []cards.Tag {
	tags := make([]cards.Tag, 0, len(options)+1)
	if r.Variant != nil {
		tags = append(tags, cards.Tag{Name: variantTag, Value: r.Variant.Name()})
	}
	return tagopt.Append(tags, &r, options)
}

// WithTags returns the rules that tags name, as [Rules.Tags] writes them:
// each option missing is the standard one, and a tag that is not an option
// is ignored, so a whole record's tags may be given. Of the receiver only
// its Variant is read, and kept in the result: the zero Rules serves for
// the standard game, and rules with a Variant for that variant's records,
// so that cards.Resume(r, rec) replays a record as the variant r plays. A
// bad value, or an option given twice, gives an error wrapping
// [cards.ErrInvalidRules] that names the tag; so do tags whose Variant
// tag is not the receiver's variant's name, or that name no variant when
// the receiver has one (or one when it has none), such as "boxes: invalid
// rules: the record is of variant \"jack-draws-two\", and these rules
// play the standard game".
func (r Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View], error) {
	out := Rules{Variant: r.Variant}
	named, hasVariant := "", false
	for _, t := range tags {
		if t.Name != variantTag {
			continue
		}
		if hasVariant {
			return nil, fmt.Errorf("boxes: %w: tag %s is given twice", cards.ErrInvalidRules, t.Name)
		}
		named, hasVariant = t.Value, true
		if named == "" {
			return nil, fmt.Errorf("boxes: %w: tag %s is empty", cards.ErrInvalidRules, t.Name)
		}
	}
	if err := tagopt.Read("boxes", &out, options, tags); err != nil {
		return nil, err
	}
	if err := r.checkVariant("record", named); err != nil {
		return nil, err
	}
	return out, nil
}

// MarshalJSON implements [json.Marshaler]: every option by name, the name
// of its field with a lower-case first letter, as [Rules.Tags] writes its
// value, such as {"wildEightsNines": false, ..., "twoDraw": "chain+1",
// "deals": "8,7,...,8", "maxMoves": 0}, after {"variant": name} when
// [Rules.Variant] is not nil. It returns the error of [Rules.Validate]
// for rules that cannot be played.
func (r Rules) MarshalJSON() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return tagopt.AppendJSON(nil, &r, options, r.variantName()), nil
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [Rules.MarshalJSON] under the JSON policy of docs/json.md: an option
// left out keeps its default; a member that is not an option, is spelt
// with other capitals or is given twice is a [*cards.ParseError] wrapping
// [cards.ErrSyntax]; a bad value or options [Rules.Validate] refuses give
// an error wrapping [cards.ErrInvalidRules]. A variant is code, which no
// document holds: *r keeps its Variant, and a document that names another
// (or one when *r has none, or none when it has one) is refused with an
// error wrapping [cards.ErrInvalidRules]. On error, and for the JSON
// null, r is unchanged.
func (r *Rules) UnmarshalJSON(data []byte) error {
	if r == nil {
		return fmt.Errorf("boxes: %w: UnmarshalJSON on a nil *Rules", cards.ErrInvalidArgument)
	}
	if wirejson.IsNull(data) {
		return nil
	}
	v := Rules{Variant: r.Variant}
	named, err := tagopt.ReadJSON("boxes", data, &v, options, true)
	if err != nil {
		return err
	}
	if err := r.checkVariant("rules document", named); err != nil {
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

// checkVariant returns nil when named, the variant a document of kind
// ("record", "rules document") names ("" for the standard game), is the
// one r plays, and otherwise an error wrapping [cards.ErrInvalidRules]
// that says both.
func (r *Rules) checkVariant(kind, named string) error {
	return cardtext.VariantMismatch("boxes", kind, named, r.variantName())
}
