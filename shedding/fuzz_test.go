package shedding

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/cardrules/cardrules/cards"
)

// FuzzRulesJSON reads arbitrary text as a table's JSON: it is refused with
// an error wrapping a sentinel of package cards and changes nothing, or it
// is a table that Validate accepts and whose JSON reads back to it.
func FuzzRulesJSON(f *testing.F) {
	for _, r := range []Rules{MauMau(2), Switch(6)} {
		data, err := json.Marshal(r)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add(`{}`)
	f.Add(`null`)
	f.Fuzz(func(t *testing.T, doc string) {
		start := MauMau(3)
		x := start
		if err := json.Unmarshal([]byte(doc), &x); err != nil {
			if !errors.Is(err, cards.ErrSyntax) && !errors.Is(err, cards.ErrInvalidRules) {
				var se *json.SyntaxError
				if !errors.As(err, &se) {
					t.Fatalf("error %v wraps no sentinel", err)
				}
			}
			if x != start {
				t.Fatal("a refused document changed the table")
			}
			return
		}
		if err := x.Validate(); err != nil {
			t.Fatalf("accepted %q, a table Validate refuses: %v", doc, err)
		}
		data, err := json.Marshal(x)
		if err != nil {
			t.Fatal(err)
		}
		var back Rules
		if err := json.Unmarshal(data, &back); err != nil || back != x {
			t.Fatalf("%s reads back as %+v, %v", data, back, err)
		}
	})
}

// fuzzTable is the table of the position fuzz targets: a match of two
// deals with sets, voids, a pending draw and the last-card call, so that
// every field of the family's form is read.
func fuzzTable() Rules {
	r := boxesLike()
	r.Deals = [maxDeals]uint8{3, 2}
	r.MaxMoves = 0
	r.LastCall = 1
	return r
}

// FuzzParseState reads arbitrary text as a position under fuzzTable: it
// is refused with an error wrapping a sentinel of package cards, or it is
// a position whose text reads back to it and whose JSON does too.
func FuzzParseState(f *testing.F) {
	r := fuzzTable()
	s, err := r.Start(cards.Deal{Seed: 3})
	if err != nil {
		f.Fatal(err)
	}
	text, err := r.AppendState(nil, s)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(text))
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		x, err := r.ParseState(text)
		if err != nil {
			if !errors.Is(err, cards.ErrSyntax) && !errors.Is(err, cards.ErrInvalidState) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		out, err := r.AppendState(nil, x)
		if err != nil {
			t.Fatalf("accepted %q, then cannot write it: %v", text, err)
		}
		if back, err := r.ParseState(string(out)); err != nil || back != x {
			t.Fatalf("%s reads back as %+v, %v", out, back, err)
		}
		data, err := r.MarshalState(x)
		if err != nil {
			t.Fatalf("accepted %q, then cannot write its JSON: %v", text, err)
		}
		if back, err := r.DecodeState(data); err != nil || back != x {
			t.Fatalf("%s reads back as %+v, %v", data, back, err)
		}
	})
}

// FuzzDecodeState reads arbitrary documents as a position under
// fuzzTable, as FuzzParseState reads text.
func FuzzDecodeState(f *testing.F) {
	r := fuzzTable()
	s, err := r.Start(cards.Deal{Seed: 3})
	if err != nil {
		f.Fatal(err)
	}
	data, err := r.MarshalState(s)
	if err != nil {
		f.Fatal(err)
	}
	for _, d := range []string{string(data), `{}`, `null`, `{"schedule":"3,2"}`} {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		x, err := r.DecodeState([]byte(doc))
		if err != nil {
			if !errors.Is(err, cards.ErrSyntax) && !errors.Is(err, cards.ErrInvalidState) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		data, err := r.MarshalState(x)
		if err != nil {
			t.Fatalf("accepted %q, then cannot write it: %v", doc, err)
		}
		if back, err := r.DecodeState(data); err != nil || back != x {
			t.Fatalf("%s reads back as %+v, %v", data, back, err)
		}
	})
}

// FuzzParseMove reads arbitrary text as a move under Switch, which has the
// last-card call, and under fuzzTable, which has sets too: it is refused
// with a syntax error and the zero Move, or it is a valid move of the
// table's form whose notation reads back to it.
func FuzzParseMove(f *testing.F) {
	for _, text := range []string{"QS", "QS!", "AD!:S", "AD:S", "7H+7C!", "8H+8C!:S", "draw", "pass", "QS:!", "q♠!", ""} {
		f.Add(text)
	}
	tables := []Rules{Switch(4), fuzzTable()}
	f.Fuzz(func(t *testing.T, text string) {
		for _, r := range tables {
			m, err := r.ParseMove(text)
			if err != nil {
				if !errors.Is(err, cards.ErrSyntax) || m != (Move{}) {
					t.Fatalf("%s: %q refused with %v, giving %v", r.Game, text, err, m)
				}
				continue
			}
			if !m.Valid() || r.form(m) != "" {
				t.Fatalf("%s: %q reads as %v, not a valid move of the table's form", r.Game, text, m)
			}
			if back, err := r.ParseMove(m.String()); err != nil || back != m {
				t.Fatalf("%s: %v reads back as %v, %v", r.Game, m, back, err)
			}
		}
	})
}
