package tagopt

import (
	"errors"
	"slices"
	"testing"

	"github.com/cardrules/cardrules/cards"
)

type rules struct{ A, B bool }

var options = []Option[rules]{
	Bool("A", func(r *rules) *bool { return &r.A }),
	Bool("B", func(r *rules) *bool { return &r.B }),
}

func TestAppendAndRead(t *testing.T) {
	tags := Append(nil, &rules{B: true}, options)
	if want := []cards.Tag{{Name: "A", Value: "false"}, {Name: "B", Value: "true"}}; len(tags) != 2 || tags[0] != want[0] || tags[1] != want[1] {
		t.Fatalf("Append = %v, want %v", tags, want)
	}
	var r rules
	if err := Read("game", &r, options, append(tags, cards.Tag{Name: "Other", Value: "x"})); err != nil || r != (rules{B: true}) {
		t.Errorf("Read = %+v, %v; want {B: true}, nil (an unknown tag ignored)", r, err)
	}
}

func TestReadRefuses(t *testing.T) {
	for _, c := range []struct {
		tags []cards.Tag
		want string
	}{
		{[]cards.Tag{{Name: "A", Value: "true"}, {Name: "A", Value: "false"}}, "game: invalid rules: tag A is given twice"},
		{[]cards.Tag{{Name: "B", Value: "yes"}}, `game: invalid rules: tag B "yes": want "true" or "false"`},
	} {
		var r rules
		err := Read("game", &r, options, c.tags)
		if err == nil || err.Error() != c.want || !errors.Is(err, cards.ErrInvalidRules) {
			t.Errorf("Read(%v) = %v, want %s wrapping ErrInvalidRules", c.tags, err, c.want)
		}
	}
}

// intRules has an int option from 1 to 9, whose zero value means 5, a
// bool and a text option.
type intRules struct {
	N int
	B bool
	S string
}

var intOptions = []Option[intRules]{
	Int("N", 1, 9, func(r *intRules) *int { return &r.N }, func(r *intRules) int {
		if r.N == 0 {
			return 5
		}
		return r.N
	}),
	Bool("B", func(r *intRules) *bool { return &r.B }),
	{Name: "S", Text: true, Get: func(r *intRules) string { return r.S }, Set: func(r *intRules, v string) string {
		if v == "bad" {
			return "not bad"
		}
		r.S = v
		return ""
	}},
}

func TestJSON(t *testing.T) {
	if got := string(AppendJSON(nil, &intRules{B: true, S: `a"b`}, intOptions, "")); got != `{"n":5,"b":true,"s":"a\"b"}` {
		t.Errorf("AppendJSON = %s", got)
	}
	if got := string(AppendJSON(nil, &intRules{}, intOptions, "jack")); got != `{"variant":"jack","n":5,"b":false,"s":""}` {
		t.Errorf("AppendJSON with a variant = %s", got)
	}
	for _, c := range []struct {
		doc  string
		want intRules
		err  error
	}{
		{`{"n":7,"b":true}`, intRules{N: 7, B: true}, nil},
		{`{}`, intRules{}, nil},
		{`{"n":0}`, intRules{}, nil},
		{`{"n":10}`, intRules{}, cards.ErrInvalidRules},
		{`{"n":"7"}`, intRules{}, cards.ErrSyntax},
		{`{"n":null}`, intRules{}, cards.ErrSyntax},
		{`{"b":[true]}`, intRules{}, cards.ErrSyntax},
		{`{"N":7}`, intRules{}, cards.ErrSyntax},
		{`{"n":7,"n":7}`, intRules{}, cards.ErrSyntax},
		{`{"s":"x\u0079"}`, intRules{S: "xy"}, nil},
		{`{"s":7}`, intRules{}, cards.ErrSyntax},
		{`{"s":"bad"}`, intRules{}, cards.ErrInvalidRules},
		{`{"variant":"jack"}`, intRules{}, cards.ErrSyntax},
	} {
		var r intRules
		variant, err := ReadJSON("game", []byte(c.doc), &r, intOptions, false)
		if !errors.Is(err, c.err) || c.err == nil && (err != nil || r != c.want || variant != "") {
			t.Errorf("ReadJSON(%s) = %+v, %q, %v; want %+v, %v", c.doc, r, variant, err, c.want, c.err)
		}
	}
	for _, c := range []struct {
		doc, want string
		err       error
	}{
		{`{"variant":"jack","n":7}`, "jack", nil},
		{`{"n":7}`, "", nil},
		{`{"variant":7}`, "", cards.ErrSyntax},
	} {
		var r intRules
		variant, err := ReadJSON("game", []byte(c.doc), &r, intOptions, true)
		if !errors.Is(err, c.err) || c.err == nil && (err != nil || variant != c.want) {
			t.Errorf("ReadJSON(%s) with variants = %q, %v; want %q, %v", c.doc, variant, err, c.want, c.err)
		}
	}
}

func TestValidate(t *testing.T) {
	if err := Validate("game", &intRules{N: 9}, intOptions); err != nil {
		t.Errorf("Validate(N 9) = %v", err)
	}
	err := Validate("game", &intRules{N: 10}, intOptions)
	if want := "game: invalid rules: N 10 is not 0 or between 1 and 9"; err == nil || err.Error() != want || !errors.Is(err, cards.ErrInvalidRules) {
		t.Errorf("Validate(N 10) = %v, want %s", err, want)
	}
}

// kind is an enum option's type.
type kind uint8

type enumRules struct {
	K kind
	M int
}

var enumOptions = []Option[enumRules]{
	Enum("K", []string{"low", "high"}, func(r *enumRules) *kind { return &r.K }),
	Range("M", 0, 99, func(r *enumRules) *int { return &r.M }),
}

func TestEnumAndRange(t *testing.T) {
	r := enumRules{K: 1, M: 0}
	tags := Append(nil, &r, enumOptions)
	if want := []cards.Tag{{Name: "K", Value: "high"}, {Name: "M", Value: "0"}}; !slices.Equal(tags, want) {
		t.Errorf("Append = %v, want %v", tags, want)
	}
	if got := enumOptions[0].Get(&enumRules{K: 7}); got != "K(7)" {
		t.Errorf("Get of a bad enum value = %q", got)
	}
	var back enumRules
	if err := Read("game", &back, enumOptions, []cards.Tag{{Name: "K", Value: "high"}, {Name: "M", Value: "42"}}); err != nil || back != (enumRules{K: 1, M: 42}) {
		t.Errorf("Read = %+v, %v", back, err)
	}
	for _, tag := range []cards.Tag{{Name: "K", Value: "mid"}, {Name: "M", Value: "100"}, {Name: "M", Value: "-1"}, {Name: "M", Value: "07"}} {
		err := Read("game", &back, enumOptions, []cards.Tag{tag})
		if !errors.Is(err, cards.ErrInvalidRules) {
			t.Errorf("Read(%v) = %v, want an invalid-rules error", tag, err)
		}
	}
	err := Read("game", &back, enumOptions, []cards.Tag{{Name: "K", Value: "mid"}})
	if want := `game: invalid rules: tag K "mid": want one of "low", "high"`; err == nil || err.Error() != want {
		t.Errorf("Read(K mid) = %v, want %s", err, want)
	}
	if data := string(AppendJSON(nil, &r, enumOptions, "")); data != `{"k":"high","m":0}` {
		t.Errorf("AppendJSON = %s", data)
	}
}

func TestVariant(t *testing.T) {
	for _, c := range []struct {
		tags []cards.Tag
		want string
		err  bool
	}{
		{nil, "", false},
		{[]cards.Tag{{Name: "Game", Value: "g"}, {Name: "Variant", Value: "jack"}}, "jack", false},
		{[]cards.Tag{{Name: "Variant", Value: ""}}, "", true},
		{[]cards.Tag{{Name: "Variant", Value: "a"}, {Name: "Variant", Value: "a"}}, "", true},
	} {
		got, err := Variant("game", c.tags)
		if got != c.want || (err != nil) != c.err || err != nil && !errors.Is(err, cards.ErrInvalidRules) {
			t.Errorf("Variant(%v) = %q, %v; want %q, error %v", c.tags, got, err, c.want, c.err)
		}
	}
}
