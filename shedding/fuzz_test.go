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
