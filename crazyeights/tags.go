package crazyeights

import (
	"fmt"
	"strconv"

	"github.com/cardrules/cardrules/cards"
)

// option is a field of [Rules] as a record tag: its name, how to write its
// value in force, and how to read one.
type option struct {
	name string
	get  func(r *Rules) string
	set  func(r *Rules, v string) string // returns why v is refused, or ""
}

func intOption(name string, lo, hi int, field func(r *Rules) *int, value func(r *Rules) int) option {
	return option{
		name: name,
		get:  func(r *Rules) string { return strconv.Itoa(value(r)) },
		set: func(r *Rules, v string) string {
			n, err := strconv.Atoi(v)
			if err != nil || n < lo || n > hi || v[0] == '+' || len(v) > 1 && v[0] == '0' {
				return "want a number from " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi)
			}
			*field(r) = n
			return ""
		},
	}
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

// options lists the fields of [Rules] in the order a record writes them.
var options = []option{
	intOption("Players", MinPlayers, MaxPlayers, func(r *Rules) *int { return &r.Players }, (*Rules).players),
	intOption("MaxDrawCards", 1, cards.NumCards, func(r *Rules) *int { return &r.MaxDrawCards }, (*Rules).maxDraw),
	intOption("MaxTurns", 1, MaxTurnsLimit, func(r *Rules) *int { return &r.MaxTurns }, (*Rules).maxTurns),
	boolOption("UseSpecialCards", func(r *Rules) *bool { return &r.UseSpecialCards }),
	boolOption("Reshuffle", func(r *Rules) *bool { return &r.Reshuffle }),
}

// Name returns "crazy-eights", the value of the Game tag of a record.
func (Rules) Name() string { return gameName }

// Tags returns the options of r as a record's tags, named as the fields of
// [Rules], in this order: Players, MaxDrawCards, MaxTurns, UseSpecialCards
// and Reshuffle, each with the value in force, such as {"Players", "5"}
// for the zero Rules. [Rules.WithTags] reads them back.
func (r Rules) Tags() []cards.Tag {
	tags := make([]cards.Tag, len(options))
	for i, o := range options {
		tags[i] = cards.Tag{Name: o.name, Value: o.get(&r)}
	}
	return tags
}

// WithTags returns the rules that tags name, as [Rules.Tags] writes them:
// each option missing is OpenSpiel's default, a default given is read as
// the zero value of its field (so the zero Rules reads back equal to
// itself), and a tag that is not an option is ignored, so a whole
// record's tags may be given. The receiver is not read. A bad value, or an
// option given twice, gives an error wrapping [cards.ErrInvalidRules] that
// names the tag.
func (Rules) WithTags(tags []cards.Tag) (cards.Spec[State, Move, View], error) {
	var r Rules
	seen := make([]bool, len(options))
	for _, t := range tags {
		for i, o := range options {
			if o.name != t.Name {
				continue
			}
			if seen[i] {
				return nil, fmt.Errorf("crazyeights: %w: tag %s is given twice", cards.ErrInvalidRules, t.Name)
			}
			seen[i] = true
			if why := o.set(&r, t.Value); why != "" {
				return nil, fmt.Errorf("crazyeights: %w: tag %s %s: %s", cards.ErrInvalidRules, t.Name, quote(t.Value), why)
			}
		}
	}
	return r.canon(), nil
}
