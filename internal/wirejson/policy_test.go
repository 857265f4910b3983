package wirejson_test

import (
	"encoding/json"
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// decoder is one UnmarshalJSON method of a game, with a document it reads.
type decoder struct {
	game, typ string
	doc       string
	decode    func([]byte) error
}

// decoders returns the Rules, State and View decoders of both games and the
// Record decoder that both share, each with a valid document of a game a
// few moves in.
func decoders(t *testing.T) []decoder {
	t.Helper()
	bg, err := cards.NewSession(boxes.Rules{}, cards.Deal{Seed: 7}, "Ann", "Bob", "Cid", "Dee")
	require.NoError(t, err)
	eg, err := cards.NewSession(equi.Rules{Players: 3}, cards.Deal{Seed: 7}, "Ann", "Bob", "Cid")
	require.NoError(t, err)
	for range 3 {
		require.NoError(t, bg.Play(bg.View(bg.ToMove()).AppendLegal(nil)[0]))
		require.NoError(t, eg.Play(eg.View(eg.ToMove()).AppendLegal(nil)[0]))
	}
	doc := func(v any) string {
		b, err := json.Marshal(v)
		require.NoError(t, err)
		return string(b)
	}
	state, err := boxes.Rules{}.MarshalState(bg.State())
	require.NoError(t, err)
	return []decoder{
		{"boxes", "Rules", doc(bg.Rules()), func(b []byte) error { var v boxes.Rules; return v.UnmarshalJSON(b) }},
		{"boxes", "State", string(state), func(b []byte) error { _, err := boxes.Rules{}.DecodeState(b); return err }},
		{"boxes", "View", doc(bg.View(bg.ToMove())), func(b []byte) error { var v boxes.View; return v.UnmarshalJSON(b) }},
		{"boxes", "Record", doc(bg.Record()), func(b []byte) error { var v cards.Record; return v.UnmarshalJSON(b) }},
		{"equi", "Rules", doc(eg.Rules()), func(b []byte) error { var v equi.Rules; return v.UnmarshalJSON(b) }},
		{"equi", "State", doc(eg.State()), func(b []byte) error { _, err := equi.Rules{Players: 3}.DecodeState(b); return err }},
		{"equi", "View", doc(eg.View(eg.ToMove())), func(b []byte) error { var v equi.View; return v.UnmarshalJSON(b) }},
		{"equi", "Record", doc(eg.Record()), func(b []byte) error { var v cards.Record; return v.UnmarshalJSON(b) }},
	}
}

var (
	dealerMember = regexp.MustCompile(`"dealer":(-?[0-9]+),`)
	// tagsMember is a record's first member, its tags.
	tagsMember = regexp.MustCompile(`^\{"tags":(\[[^]]*\]),`)
)

// replaceOnce replaces the first match of re in doc, failing when none.
func replaceOnce(t *testing.T, doc string, re *regexp.Regexp, repl string) string {
	t.Helper()
	loc := re.FindStringSubmatchIndex(doc)
	require.NotNil(t, loc, "%s in %s", re, doc)
	var out []byte
	out = re.ExpandString(out, repl, doc, loc)
	return doc[:loc[0]] + string(out) + doc[loc[1]:]
}

// TestJSONPolicy feeds the same malformations of their documents to the
// Rules, State, View and Record decoders of both games: each is refused by
// all eight with the same class of error, a *cards.ParseError wrapping
// cards.ErrSyntax, but a missing option of Rules, which both take as its
// default.
func TestJSONPolicy(t *testing.T) {
	maxMoves := regexp.MustCompile(`"maxMoves":0`)
	for _, tc := range []struct {
		name string
		edit func(t *testing.T, d decoder) string
		ok   func(d decoder) bool // the document is read, not refused
	}{
		{"valid", func(t *testing.T, d decoder) string { return d.doc }, func(decoder) bool { return true }},
		{"wrong-case member", func(t *testing.T, d decoder) string {
			return d.doc[:2] + strings.ToUpper(d.doc[2:3]) + d.doc[3:]
		}, nil},
		{"unknown member", func(t *testing.T, d decoder) string { return `{"zzz":1,` + d.doc[1:] }, nil},
		{"missing member", func(t *testing.T, d decoder) string {
			switch d.typ {
			case "Rules":
				return replaceOnce(t, d.doc, regexp.MustCompile(`,"maxMoves":0`), ``)
			case "Record":
				return replaceOnce(t, d.doc, tagsMember, `{`)
			}
			return replaceOnce(t, d.doc, dealerMember, ``)
		}, func(d decoder) bool { return d.typ == "Rules" }},
		{"duplicate member", func(t *testing.T, d decoder) string {
			switch d.typ {
			case "Rules":
				return replaceOnce(t, d.doc, maxMoves, `"maxMoves":0,"maxMoves":0`)
			case "Record":
				return replaceOnce(t, d.doc, tagsMember, `{"tags":$1,"tags":$1,`)
			}
			return replaceOnce(t, d.doc, dealerMember, `"dealer":$1,"dealer":$1,`)
		}, nil},
		{"duplicate nested member", func(t *testing.T, d decoder) string {
			switch d.typ {
			case "Rules":
				return `{"zzz":{"a":1,"a":1},` + d.doc[1:]
			case "State", "View":
				return replaceOnce(t, d.doc, regexp.MustCompile(`"last":\{`), `"last":{"seat":0,`)
			}
			return replaceOnce(t, d.doc, regexp.MustCompile(`\{"name":`), `{"value":"x","name":`) // in a tag, with its own "value"
		}, nil},
		{"duplicate member in a list", func(t *testing.T, d decoder) string {
			return replaceOnce(t, d.doc, regexp.MustCompile(`^\{`), `{"zzz":[{"a":1,"a":1}],`)
		}, nil},
		{"trailing data", func(t *testing.T, d decoder) string { return d.doc + ` {}` }, nil},
		{"wrong type", func(t *testing.T, d decoder) string {
			switch d.typ {
			case "Rules":
				return replaceOnce(t, d.doc, maxMoves, `"maxMoves":"0"`)
			case "Record":
				return replaceOnce(t, d.doc, tagsMember, `{"tags":"x",`)
			}
			return replaceOnce(t, d.doc, dealerMember, `"dealer":"$1",`)
		}, nil},
		{"null member", func(t *testing.T, d decoder) string {
			switch d.typ {
			case "Rules":
				return replaceOnce(t, d.doc, maxMoves, `"maxMoves":null`)
			case "Record":
				return replaceOnce(t, d.doc, tagsMember, `{"tags":null,`)
			}
			return replaceOnce(t, d.doc, dealerMember, `"dealer":null,`)
		}, nil},
		{"not an object", func(t *testing.T, d decoder) string { return `[` + d.doc + `]` }, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, d := range decoders(t) {
				doc := tc.edit(t, d)
				err := d.decode([]byte(doc))
				if tc.ok != nil && tc.ok(d) {
					assert.NoError(t, err, "%s %s: %s", d.game, d.typ, doc)
					continue
				}
				require.Error(t, err, "%s %s: %s", d.game, d.typ, doc)
				var pe *cards.ParseError
				assert.True(t, errors.As(err, &pe) && errors.Is(err, cards.ErrSyntax),
					"%s %s: %v is no *cards.ParseError wrapping cards.ErrSyntax", d.game, d.typ, err)
			}
		})
	}
}
