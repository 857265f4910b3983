package wirejson_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// form is a small form with every kind of member.
var form = &wirejson.Object{Members: []wirejson.Member{
	{Name: "a"},
	{Name: "opt", Optional: true},
	{Name: "null", Nullable: true, Optional: true},
	{Name: "list", Max: 2, Optional: true},
	{Name: "text", Max: 4, Optional: true},
	{Name: "words", ElemMax: 3, Optional: true},
	{Name: "inner", Optional: true, Object: &wirejson.Object{Members: []wirejson.Member{{Name: "x"}}}},
	{Name: "many", Optional: true, Object: &wirejson.Object{Members: []wirejson.Member{{Name: "y"}}}},
	{Name: "any", Optional: true},
}}

func TestCheck(t *testing.T) {
	for _, doc := range []string{
		`{"a":1}`,
		` {"a":-0.5e+3, "opt":true} `,
		`{"a":"x","null":null}`,
		`{"a":[],"list":[1,2],"text":"abcd"}`,
		`{"a":1,"words":["abc","",1,["abcd"]]}`, // ElemMax limits the array's own strings
		`{"a":{"any":"thing","any":"twice"}}`,   // a member with no form may hold any value
		`{"a":0,"inner":{"x":[{"b":1}]},"many":[{"y":1},{"y":2}]}`,
		`{"\u0061":1}`, // names are compared after escapes are read
		`{"a":"\ud83c\udca1 \u00e9 \n"}`,
	} {
		assert.NoError(t, wirejson.Check([]byte(doc), form, "test JSON"), doc)
	}
	for doc, reason := range map[string]string{
		``:                                       "at byte 0: want a JSON object",
		`[]`:                                     "at byte 0: want a JSON object",
		`{"a":1} 2`:                              "at byte 8: data after the JSON value",
		`{"a":1}{}`:                              "at byte 7: data after the JSON value",
		`{"A":1}`:                                `at byte 1: member "A" is unknown`,
		`{"a":1,"b":2}`:                          `at byte 7: member "b" is unknown`,
		`{"a":1,"a":1}`:                          `at byte 7: member "a" appears twice`,
		`{"a":1,"\u0061":1}`:                     `at byte 7: member "a" appears twice`,
		`{"opt":1}`:                              `at byte 8: member "a" is missing`,
		`{"a":null}`:                             `at byte 5: member "a" may not be null`,
		`{"a":1,"list":[1,2,3]}`:                 `at byte 19: member "list": more than 2 elements`,
		`{"a":1,"text":"abcde"}`:                 `at byte 14: member "text": a string of more than 4 bytes`,
		`{"a":1,"words":["abc","abcd"]}`:         `at byte 22: member "words": element 1 is a string of more than 3 bytes`,
		`{"a":1,"inner":{}}`:                     `at byte 16: member "x" is missing`,
		`{"a":1,"inner":{"x":1,"x":2}}`:          `at byte 22: member "x" appears twice`,
		`{"a":1,"many":[{"y":1},{"y":1,"y":1}]}`: `at byte 30: member "y" appears twice`,
		`{"a":1,"many":[1]}`:                     `at byte 15: member "many": want an array of objects`,
		`{"a":1,`:                                "at byte 7: want a member name",
		`{"a" 1}`:                                "at byte 5: want : after a member name",
		`{"a":1 "b":2}`:                          "at byte 7: want , or } after a member",
		`{"a":[1 2]}`:                            "at byte 8: want , or ] after an element",
		`{"a":01}`:                               "at byte 6: want , or } after a member",
		`{"a":-}`:                                "at byte 6: bad number",
		`{"a":1.}`:                               "at byte 7: bad number",
		`{"a":tru}`:                              `at byte 5: unexpected 't'`,
		`{"a":"\x"}`:                             "at byte 6: bad escape in a string",
		`{"a":"\u12"}`:                           `at byte 6: bad \u escape`,
		"{\"a\":\"\xff\"}":                       "at byte 6: a string is not valid UTF-8",
		"{\"a\":\"\x01\"}":                       "at byte 6: control character in a string",
		`{"a":"x`:                                "at byte 7: unterminated string",
		`{"a":` + strings.Repeat("[", 40) + "1":  "nested more than 32 deep",
		`{"` + strings.Repeat("k", 100) + `":1}`: `member "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"... is unknown`,
	} {
		err := wirejson.Check([]byte(doc), form, "test JSON")
		require.Error(t, err, doc)
		assert.ErrorIs(t, err, cards.ErrSyntax, doc)
		var pe *cards.ParseError
		require.ErrorAs(t, err, &pe, doc)
		assert.Equal(t, "test JSON", pe.Kind)
		assert.Contains(t, pe.Reason, reason, doc)
	}
}

func TestCheckAllocatesNothing(t *testing.T) {
	doc := []byte(`{"a":{"deep":[1,2,{"x":"y"}]},"opt":"\u00e9","list":[1,2],"inner":{"x":1},"many":[{"y":1}]}`)
	require.NoError(t, wirejson.Check(doc, form, "test JSON"))
	assert.Zero(t, testing.AllocsPerRun(100, func() { _ = wirejson.Check(doc, form, "test JSON") }))
}

// TestCheckStopsAtTheLimit checks that a long array over its limit is
// refused at the element after the limit, whatever follows.
func TestCheckStopsAtTheLimit(t *testing.T) {
	doc := []byte(`{"a":1,"list":[1,2,3` + strings.Repeat(",3", 1<<20) + `]}`)
	err := wirejson.Check(doc, form, "test JSON")
	var pe *cards.ParseError
	require.ErrorAs(t, err, &pe)
	assert.Contains(t, pe.Reason, "at byte 19:")
	assert.LessOrEqual(t, len(pe.Input), cards.MaxErrorInput, "the error keeps a prefix of the document only")
	assert.Equal(t, len(doc), pe.InputLen)
}

func TestDecode(t *testing.T) {
	type wire struct {
		A    int      `json:"a"`
		List []string `json:"list"`
	}
	var w wire
	require.NoError(t, wirejson.Decode([]byte(`{"a":3,"list":["x"]}`), form, &w, "test JSON"))
	assert.Equal(t, wire{A: 3, List: []string{"x"}}, w)
	err := wirejson.Decode([]byte(`{"a":"3"}`), form, &w, "test JSON")
	assert.ErrorIs(t, err, cards.ErrSyntax)
	assert.ErrorContains(t, err, `member "a": want an integer in range, not string`)
	err = wirejson.Decode([]byte(`{"a":1,"list":[1]}`), form, &w, "test JSON")
	assert.ErrorContains(t, err, `member "list": want a string, not number`)
}

func TestRawAndStrings(t *testing.T) {
	doc := []byte(`{"opt":{"a":[1]}, "a" : ["x", "\u00e9\"", ""] ,"list":[]}`)
	require.NoError(t, wirejson.Check(doc, form, "test JSON"))
	assert.Equal(t, `{"a":[1]}`, string(wirejson.Raw(doc, "opt")))
	assert.Equal(t, `[]`, string(wirejson.Raw(doc, "list")))
	assert.Nil(t, wirejson.Raw(doc, "text"))
	var got []string
	require.NoError(t, wirejson.Strings(doc, wirejson.Raw(doc, "a"), "a", "test JSON", func(i int, s string) error {
		assert.Equal(t, len(got), i)
		got = append(got, s)
		return nil
	}))
	assert.Equal(t, []string{"x", `é"`, ""}, got)

	stop := errors.New("stop")
	n := 0
	err := wirejson.Strings(doc, wirejson.Raw(doc, "a"), "a", "test JSON", func(int, string) error { n++; return stop })
	assert.Equal(t, stop, err, "the error of fn comes back as it is")
	assert.Equal(t, 1, n)

	err = wirejson.Strings(doc, wirejson.Raw(doc, "opt"), "opt", "test JSON", func(int, string) error { return nil })
	assert.ErrorIs(t, err, cards.ErrSyntax)
	assert.ErrorContains(t, err, `member "opt": want an array of strings`)
	bad := []byte(`{"a":["x",1]}`)
	err = wirejson.Strings(bad, wirejson.Raw(bad, "a"), "a", "test JSON", func(int, string) error { return nil })
	assert.ErrorContains(t, err, `member "a": element 1 is not a string`)
}

func TestLater(t *testing.T) {
	type wire struct {
		A wirejson.Later[string] `json:"a"`
	}
	b, err := json.Marshal(wire{A: wirejson.Later[string]{"x"}})
	require.NoError(t, err)
	assert.Equal(t, `{"a":["x"]}`, string(b))
	var w wire
	require.NoError(t, json.Unmarshal(b, &w))
	assert.Nil(t, w.A, "left for the caller")
}

func FuzzCheck(f *testing.F) {
	for _, doc := range []string{
		`{"a":1}`, `{"a":[1,{"b":null}],"opt":"x"}`, `{"a":1,"a":2}`, `{"A":1}`, `{"a":1} x`,
		`{"a":"\ud83c\udca1"}`, `{"a":1,"inner":{"x":true,"x":false}}`, `{"a":1,"many":[{"y":1},{"y":2}]}`,
		`{"a":-1.5e3,"list":[1,2,3]}`, `{}`, `[1]`, `"x"`,
	} {
		f.Add([]byte(doc))
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		if len(doc) > 1<<16 {
			return
		}
		// Without a form (any object), Check accepts exactly the valid
		// JSON objects of valid UTF-8 and little depth.
		err := wirejson.Check(doc, nil, "fuzz JSON")
		valid := json.Valid(doc) && utf8.Valid(doc) && bytes.HasPrefix(bytes.TrimLeft(doc, " \t\r\n"), []byte("{"))
		shallow := bytes.Count(doc, []byte("{"))+bytes.Count(doc, []byte("[")) <= wirejson.MaxDepth
		switch {
		case err == nil && !valid:
			t.Fatalf("Check accepts %q, which is no valid JSON object", doc)
		case err != nil && valid && shallow:
			t.Fatalf("Check refuses the valid JSON object %q: %v", doc, err)
		case err != nil && !errors.Is(err, cards.ErrSyntax):
			t.Fatalf("error %v does not wrap ErrSyntax", err)
		}
		// With a form, an accepted document decodes, and Raw finds the
		// value encoding/json finds.
		if wirejson.Check(doc, form, "fuzz JSON") != nil {
			return
		}
		var members map[string]json.RawMessage
		if err := json.Unmarshal(doc, &members); err != nil {
			t.Fatalf("Check accepts %q, which encoding/json refuses: %v", doc, err)
		}
		if _, ok := members["a"]; !ok {
			t.Fatalf("Check accepts %q without its required member", doc)
		}
		for name, raw := range members {
			if !bytes.Equal(wirejson.Raw(doc, name), raw) {
				t.Fatalf("Raw(%q) = %q, encoding/json finds %q", name, wirejson.Raw(doc, name), raw)
			}
		}
	})
}
