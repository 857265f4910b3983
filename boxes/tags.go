package boxes

import (
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// option is a rule option as a record tag: its name, and how to write and
// read its value.
type option struct {
	name string
	get  func(r *Rules) string
	set  func(r *Rules, v string) string // returns why v is refused, or ""
}

func boolOption(name string, field func(r *Rules) *bool) option {
	return option{
		name: name,
		get:  func(r *Rules) string { return strconv.FormatBool(*field(r)) },
		set: func(r *Rules, v string) string {
			switch v {
			case "true":
				*field(r) = true
			case "false":
				*field(r) = false
			default:
				return `want "true" or "false"`
			}
			return ""
		},
	}
}

// options lists the options of [Rules] in the order a record writes them.
var options = []option{
	boolOption("WildEightsNines", func(r *Rules) *bool { return &r.WildEightsNines }),
	boolOption("BigSets", func(r *Rules) *bool { return &r.BigSets }),
	boolOption("StrictPairs", func(r *Rules) *bool { return &r.StrictPairs }),
	{
		name: "TwoDraw",
		get:  func(r *Rules) string { return r.TwoDraw.String() },
		set: func(r *Rules, v string) string {
			return parseTwoDraw(&r.TwoDraw, v)
		},
	},
	boolOption("FiveSelf", func(r *Rules) *bool { return &r.FiveSelf }),
	boolOption("PlayDrawn", func(r *Rules) *bool { return &r.PlayDrawn }),
	boolOption("PairAnswersTwo", func(r *Rules) *bool { return &r.PairAnswersTwo }),
	boolOption("LastCardEffects", func(r *Rules) *bool { return &r.LastCardEffects }),
	boolOption("UpcardEffects", func(r *Rules) *bool { return &r.UpcardEffects }),
	{
		name: "Deals",
		get:  func(r *Rules) string { return r.Deals.String() },
		set: func(r *Rules, v string) string {
			s, err := ParseSchedule(v)
			if err != nil {
				return reasonOf(err)
			}
			r.Deals = s
			return ""
		},
	},
	{
		name: "MaxMoves",
		get:  func(r *Rules) string { return strconv.Itoa(r.MaxMoves) },
		set: func(r *Rules, v string) string {
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
	for _, o := range options {
		tags = append(tags, cards.Tag{Name: o.name, Value: o.get(&r)})
	}
	return tags
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
	seen := make([]bool, len(options))
	named, hasVariant := "", false
	for _, t := range tags {
		if t.Name == variantTag {
			if hasVariant {
				return nil, fmt.Errorf("boxes: %w: tag %s is given twice", cards.ErrInvalidRules, t.Name)
			}
			named, hasVariant = t.Value, true
			if named == "" {
				return nil, fmt.Errorf("boxes: %w: tag %s is empty", cards.ErrInvalidRules, t.Name)
			}
			continue
		}
		for i, o := range options {
			if o.name != t.Name {
				continue
			}
			if seen[i] {
				return nil, fmt.Errorf("boxes: %w: tag %s is given twice", cards.ErrInvalidRules, t.Name)
			}
			seen[i] = true
			if why := o.set(&out, t.Value); why != "" {
				return nil, fmt.Errorf("boxes: %w: tag %s %s: %s", cards.ErrInvalidRules, t.Name, quote(t.Value), why)
			}
		}
	}
	if err := r.checkVariant("record", named); err != nil {
		return nil, err
	}
	return out, nil
}
