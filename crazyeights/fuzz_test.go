package crazyeights

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/sentinel"
)

// fuzzStart is the position the fuzz targets start from.
func fuzzStart(t testing.TB) State {
	s, err := Rules{Players: 3, UseSpecialCards: true}.Start(cards.Deal{Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// fuzzRules are the rules of the fuzz targets' positions.
var fuzzRules = Rules{Players: 3, UseSpecialCards: true}

// FuzzStateText reads arbitrary text as a position under fuzzRules: it is
// refused with a known error, or it is a valid position whose text reads
// back to the same State.
func FuzzStateText(f *testing.F) {
	tab := fuzzRules.Table()
	text, err := tab.AppendState(nil, fuzzStart(f))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(text))
	f.Add("3C,5S,8D,9S,KH/* 8S:H/2C 2D,3D 0:play cw 0 1 0/5 1 0,0,0 - 1:8S:H/0,0,0 " + rng0 + " plays:1")
	f.Add("9H/8C,JD,2S/QH,10C 9D/* - over cw 0 61 1/5 1 0,0,0 - 0:9H/0,0,0 " + rng0 + " plays:48,end:out:0")
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		x, err := tab.ParseState(text)
		if err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		out, err := tab.AppendState(nil, x)
		if err != nil {
			t.Fatalf("accepted %q, then cannot write it: %v", text, err)
		}
		if back, err := tab.ParseState(string(out)); err != nil || back != x {
			t.Fatalf("%s reads back as %+v, %v", out, back, err)
		}
	})
}

// FuzzStateJSON reads arbitrary documents as a State under fuzzRules, as
// FuzzStateText reads text.
func FuzzStateJSON(f *testing.F) {
	tab := fuzzRules.Table()
	doc, _ := tab.MarshalState(fuzzStart(f))
	for _, d := range []string{string(doc), `{}`, `null`, `[]`, `{"schedule":"5"}`} {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		x, err := tab.DecodeState([]byte(doc))
		if err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		data, err := tab.MarshalState(x)
		if err != nil {
			t.Fatalf("accepted %q, then cannot write it: %v", doc, err)
		}
		if back, err := tab.DecodeState(data); err != nil || back != x {
			t.Fatalf("%s reads back as %+v, %v", data, back, err)
		}
	})
}

// FuzzViewJSON reads arbitrary documents as a View.
func FuzzViewJSON(f *testing.F) {
	r := fuzzRules
	doc, _ := json.Marshal(r.View(fuzzStart(f), 1))
	spec, _ := json.Marshal(r.View(fuzzStart(f), cards.Spectator))
	for _, d := range []string{string(doc), string(spec), `{}`, `null`, `{"seat":0}`} {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		start := r.View(fuzzStart(t), 1)
		v := start
		if err := v.UnmarshalJSON([]byte(doc)); err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			if v != start {
				t.Fatal("a refused document changed the View")
			}
			return
		}
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("accepted %q, then cannot write it: %v", doc, err)
		}
		var back View
		if err := json.Unmarshal(data, &back); err != nil || back != v {
			t.Fatalf("%s reads back as %v, %v", data, back, err)
		}
	})
}

// FuzzParseMove reads arbitrary text as a move: it is refused with a
// syntax error, or it is a valid move whose notation reads back to it.
func FuzzParseMove(f *testing.F) {
	for _, text := range []string{"QS", "8S:H", "draw", "pass", "8S", "QS:H", "10♥", ""} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := Rules{}.ParseMove(text)
		if err != nil {
			if !errors.Is(err, cards.ErrSyntax) {
				t.Fatalf("error %v is no syntax error", err)
			}
			return
		}
		if !m.Valid() {
			t.Fatalf("%q reads as the invalid %v", text, m)
		}
		back, err := Rules{}.ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%v reads back as %v, %v", m, back, err)
		}
	})
}
