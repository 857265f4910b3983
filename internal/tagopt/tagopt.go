// Package tagopt is the table of a game's rule options as record tags:
// how each is written and read, and the reading of a record's tags
// against the table, with the same errors for every game that uses it
// (boxes, crazyeights).
package tagopt

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// Option is one option of rules of type R as a record tag.
type Option[R any] struct {
	Name  string
	Get   func(r *R) string           // the value in force, as the tag writes it
	Set   func(r *R, v string) string // sets the option from v, or returns why v is refused
	Check func(r *R) string           // when not nil, why the field's value cannot be played, or ""
	Text  bool                        // the JSON form holds the value as a string, not a literal
}

// Bool is a bool field of R, written "true" or "false".
func Bool[R any](name string, field func(r *R) *bool) Option[R] {
	return Option[R]{
		Name: name,
		Get:  func(r *R) string { return strconv.FormatBool(*field(r)) },
		Set: func(r *R, v string) string {
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

// Int is an int field of R from lo to hi, or 0 for its default, written
// as the value in force (value), read without sign or leading zero.
func Int[R any](name string, lo, hi int, field func(r *R) *int, value func(r *R) int) Option[R] {
	return Option[R]{
		Name: name,
		Check: func(r *R) string {
			if v := *field(r); v != 0 && (v < lo || v > hi) {
				return fmt.Sprintf("%s %d is not 0 or between %d and %d", name, v, lo, hi)
			}
			return ""
		},
		Get: func(r *R) string { return strconv.Itoa(value(r)) },
		Set: func(r *R, v string) string {
			n, err := strconv.Atoi(v)
			if err != nil || n < lo || n > hi || v[0] == '+' || len(v) > 1 && v[0] == '0' {
				return "want a number from " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi)
			}
			*field(r) = n
			return ""
		},
	}
}

// Enum is a field of R of type E that takes the values 0 to len(names)-1,
// written as names[value].
func Enum[R any, E ~uint8](name string, names []string, field func(r *R) *E) Option[R] {
	return Option[R]{
		Name: name, Text: true,
		Check: func(r *R) string {
			if v := int(*field(r)); v >= len(names) {
				return fmt.Sprintf("%s %d is not a rule", name, v)
			}
			return ""
		},
		Get: func(r *R) string {
			if v := int(*field(r)); v < len(names) {
				return names[v]
			}
			return name + "(" + strconv.Itoa(int(*field(r))) + ")"
		},
		Set: func(r *R, v string) string {
			i := slices.Index(names, v)
			if i < 0 {
				q := make([]string, len(names))
				for j, n := range names {
					q[j] = strconv.Quote(n)
				}
				return "want one of " + strings.Join(q, ", ")
			}
			*field(r) = E(i)
			return ""
		},
	}
}

// Range is an int field of R from lo to hi, written as it is, read
// without sign or leading zero.
func Range[R any](name string, lo, hi int, field func(r *R) *int) Option[R] {
	o := Int(name, lo, hi, field, func(r *R) int { return *field(r) })
	o.Check = func(r *R) string {
		if v := *field(r); v < lo || v > hi {
			return fmt.Sprintf("%s %d is not between %d and %d", name, v, lo, hi)
		}
		return ""
	}
	return o
}

// Variant returns the value of the Variant tag of tags, the name of the
// variant a record of game was played under, or "" when none is given. A
// Variant tag that is empty or given twice is an error of game wrapping
// [cards.ErrInvalidRules].
func Variant(game string, tags []cards.Tag) (string, error) {
	named, seen := "", false
	for _, t := range tags {
		if t.Name != "Variant" {
			continue
		}
		if seen {
			return "", fmt.Errorf("%s: %w: tag %s is given twice", game, cards.ErrInvalidRules, t.Name)
		}
		named, seen = t.Value, true
		if named == "" {
			return "", fmt.Errorf("%s: %w: tag %s is empty", game, cards.ErrInvalidRules, t.Name)
		}
	}
	return named, nil
}

// Tags returns the tags of r: {"Variant", variant} first when variant is
// not "", then the tags of its options ([Append]).
func Tags[R any](r *R, options []Option[R], variant string) []cards.Tag {
	tags := make([]cards.Tag, 0, len(options)+1)
	if variant != "" {
		tags = append(tags, cards.Tag{Name: "Variant", Value: variant})
	}
	return Append(tags, r, options)
}

// ReadTags sets the options of r that tags name ([Read]) and checks that
// the variant they name ([Variant]) is variant, the one of the rules that
// read them ("" for none): a record replays only under its variant.
// Errors are of game and wrap [cards.ErrInvalidRules].
func ReadTags[R any](game string, r *R, options []Option[R], tags []cards.Tag, variant string) error {
	named, err := Variant(game, tags)
	if err != nil {
		return err
	}
	if err := Read(game, r, options, tags); err != nil {
		return err
	}
	return cardtext.VariantMismatch(game, "record", named, variant)
}

// ReadRulesJSON sets the options of r that data names ([ReadJSON], a
// "variant" member allowed) and checks that the variant it names is
// variant ("" for none). The JSON null sets nothing and is no error.
func ReadRulesJSON[R any](game string, data []byte, r *R, options []Option[R], variant string) error {
	if wirejson.IsNull(data) {
		return nil
	}
	named, err := ReadJSON(game, data, r, options, true)
	if err != nil {
		return err
	}
	return cardtext.VariantMismatch(game, "rules document", named, variant)
}

// Validate returns nil when every option of r passes its Check, or an
// error of game wrapping [cards.ErrInvalidRules] that names the first
// that does not.
func Validate[R any](game string, r *R, options []Option[R]) error {
	for _, o := range options {
		if o.Check == nil {
			continue
		}
		if why := o.Check(r); why != "" {
			return fmt.Errorf("%s: %w: %s", game, cards.ErrInvalidRules, why)
		}
	}
	return nil
}

// Append appends the tags of the options of r, in the table's order.
func Append[R any](tags []cards.Tag, r *R, options []Option[R]) []cards.Tag {
	for _, o := range options {
		tags = append(tags, cards.Tag{Name: o.Name, Value: o.Get(r)})
	}
	return tags
}

// Read sets the options of r that tags name; a tag that is no option is
// ignored. An option given twice, or a value its Set refuses, gives an
// error of game wrapping [cards.ErrInvalidRules] that names the tag, at
// the first such tag.
func Read[R any](game string, r *R, options []Option[R], tags []cards.Tag) error {
	seen := make([]bool, len(options))
	for _, t := range tags {
		for i, o := range options {
			if o.Name != t.Name {
				continue
			}
			if seen[i] {
				return fmt.Errorf("%s: %w: tag %s is given twice", game, cards.ErrInvalidRules, t.Name)
			}
			seen[i] = true
			if why := o.Set(r, t.Value); why != "" {
				return fmt.Errorf("%s: %w: tag %s %s: %s", game, cards.ErrInvalidRules, t.Name, cardtext.Quote(t.Value), why)
			}
		}
	}
	return nil
}

// jsonName is the JSON member of an option: its name with a lower-case
// first letter ("Players" is "players").
func jsonName(name string) string {
	if name == "" {
		return name
	}
	return strings.ToLower(name[:1]) + name[1:]
}

// AppendJSON appends the options of r to dst as one JSON object, after
// {"variant": variant} when variant is not "", in the table's order, each
// member named by its option ("maxTurns" for MaxTurns) and holding the
// value in force as Get writes it: a JSON string for a Text option, else
// a JSON literal (a number or true or false), such as
// {"players":5,"reshuffle":false}.
func AppendJSON[R any](dst []byte, r *R, options []Option[R], variant string) []byte {
	dst = append(dst, '{')
	if variant != "" {
		dst = append(strconv.AppendQuote(append(dst, `"variant":`...), variant), ',')
	}
	for i, o := range options {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendQuote(dst, jsonName(o.Name))
		dst = append(dst, ':')
		if o.Text {
			dst = strconv.AppendQuote(dst, o.Get(r))
		} else {
			dst = append(dst, o.Get(r)...)
		}
	}
	return append(dst, '}')
}

// ReadJSON sets the options of r that data names, a JSON object of the
// form AppendJSON writes read under the JSON policy (docs/json.md), every
// member optional; a number 0 leaves its option at its zero value (the
// default). With variants, a "variant" member may name a variant too,
// which it returns ("" for none). A document the policy refuses, or a
// member of the wrong JSON type (a string for a Text option, else a
// number or true or false), gives a [*cards.ParseError] wrapping
// [cards.ErrSyntax]; a value Set refuses an error of game wrapping
// [cards.ErrInvalidRules] that names the member.
func ReadJSON[R any](game string, data []byte, r *R, options []Option[R], variants bool) (variant string, err error) {
	form := &wirejson.Object{}
	if variants {
		form.Members = append(form.Members, wirejson.Member{Name: "variant", Optional: true, Max: 6 * cards.MaxNameLen})
	}
	for _, o := range options {
		form.Members = append(form.Members, wirejson.Member{Name: jsonName(o.Name), Optional: true})
	}
	if err := wirejson.Check(data, form, game+" rules JSON"); err != nil {
		return "", err
	}
	if raw := wirejson.Raw(data, "variant"); raw != nil && (raw[0] != '"' || json.Unmarshal(raw, &variant) != nil) {
		return "", cards.NewParseError(game+" rules JSON", string(data), "member variant: want a string")
	}
	for _, o := range options {
		raw := wirejson.Raw(data, jsonName(o.Name))
		if raw == nil || string(raw) == "0" {
			continue
		}
		v := string(raw)
		if o.Text != (raw[0] == '"') || raw[0] == '{' || raw[0] == '[' || raw[0] == 'n' || o.Text && json.Unmarshal(raw, &v) != nil {
			want := "a number or true or false"
			if o.Text {
				want = "a string"
			}
			return "", cards.NewParseError(game+" rules JSON", string(data), "member "+jsonName(o.Name)+": want "+want)
		}
		if why := o.Set(r, v); why != "" {
			return "", fmt.Errorf("%s: %w: member %s %s: %s", game, cards.ErrInvalidRules, jsonName(o.Name), cardtext.Quote(v), why)
		}
	}
	return variant, nil
}
