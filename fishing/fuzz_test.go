package fishing_test

import (
	"encoding/json"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/internal/sentinel"
)

// Fuzz targets for every decoder of the package: the JSON of a table, of a
// position and of a view, the position text and the move notation. Each
// checks that no input panics, that a refused input gives an error wrapping
// one of the cards sentinels and leaves the value decoded into as it was,
// and that an accepted input is a value the encoder writes back to a
// document that reads as the same value. Their seed corpora in
// testdata/fuzz hold documents the encoders wrote, for Scopa's, Escoba's and
// Equi's tables (checked by TestFuzzCorpus), and broken ones.

var updateCorpus = flag.Bool("fishing.update-corpus", false, "rewrite the encoder documents of the fuzz corpora in testdata/fuzz")

// fuzzRules are the tables the position and view targets decode under:
// the first of tables (Scopa, 2 players) for JSON, Equi's for the text.
func fuzzRules(t testing.TB) (jsonRules, textRules fishing.Rules) {
	ts := tables(t)
	return ts[0], ts[3]
}

func FuzzTableJSON(f *testing.F) {
	for _, doc := range []string{`{}`, `null`, `[]`, `{"name":"x"}`, `"scopa"`} {
		f.Add(doc)
	}
	start := tables(f)[2]
	f.Fuzz(func(t *testing.T, doc string) {
		r := start
		if err := r.UnmarshalJSON([]byte(doc)); err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			require.Equal(t, start, r, "a refused document changed the Rules")
			return
		}
		data, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("accepted %q, then cannot write it: %v", doc, err)
		}
		var back fishing.Rules
		require.NoError(t, json.Unmarshal(data, &back), "%s", data)
		require.Equal(t, r, back, "%s", data)
	})
}

func FuzzDecodeState(f *testing.F) {
	for _, doc := range []string{`{}`, `null`, `[]`, `"x"`} {
		f.Add(doc)
	}
	r, _ := fuzzRules(f)
	f.Fuzz(func(t *testing.T, doc string) {
		s, err := r.DecodeState([]byte(doc))
		if err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		again, err := json.Marshal(s)
		require.NoError(t, err)
		back, err := r.DecodeState(again)
		require.NoError(t, err, "%s", again)
		require.Equal(t, s, back, "%s", again)
	})
}

func FuzzViewJSON(f *testing.F) {
	for _, doc := range []string{`{}`, `null`, `[]`, `{"seat":-1}`} {
		f.Add(doc)
	}
	r, _ := fuzzRules(f)
	s, err := r.Start(cards.Deal{Seed: 2})
	require.NoError(f, err)
	start := r.View(s, 1)
	f.Fuzz(func(t *testing.T, doc string) {
		v := start
		if err := v.UnmarshalJSON([]byte(doc)); err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			require.Equal(t, start, v, "a refused document changed the View")
			return
		}
		data, err := json.Marshal(v)
		require.NoError(t, err)
		var back fishing.View
		require.NoError(t, json.Unmarshal(data, &back), "%s", data)
		require.Equal(t, v, back, "%s", data)
	})
}

func FuzzParseState(f *testing.F) {
	for _, text := range []string{"", "a b c", "-"} {
		f.Add(text)
	}
	_, r := fuzzRules(f)
	f.Fuzz(func(t *testing.T, text string) {
		s, err := r.ParseState(text)
		if err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		back, err := r.ParseState(s.String())
		require.NoError(t, err, s.String())
		require.Equal(t, s, back, s.String())
	})
}

func FuzzParseMove(f *testing.F) {
	for _, text := range []string{"7C=3H+4S", "AD", "9c + as = 10h", "KH=QC+AD", "", "=", "7C+7C"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := fishing.Rules{}.ParseMove(text)
		if err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		back, err := fishing.Rules{}.ParseMove(m.String())
		require.NoError(t, err, m.String())
		require.Equal(t, m, back, m.String())
	})
}

// corpusDocs returns the seed documents of each target, by file name:
// what the encoders write for positions early and late in a game, with a
// pile taken back where the table recycles, and broken documents.
func corpusDocs(t *testing.T) map[string]map[string]string {
	jsonRules, textRules := fuzzRules(t)
	mustJSON := func(v any) string {
		data, err := json.Marshal(v)
		require.NoError(t, err)
		return string(data)
	}
	// positions plays a seeded random game under r and returns its start,
	// a position after six moves and the last.
	positions := func(r fishing.Rules) (start, six, last fishing.State) {
		s, err := r.Start(cards.Deal{Seed: 5})
		require.NoError(t, err)
		start = s
		rng := rand.NewPCG(5, 9)
		for n := 0; r.ToMove(s) >= 0; n++ {
			if n == 6 {
				six = s
			}
			m, ok := r.RandomMove(&s, rng)
			require.True(t, ok)
			s, err = r.Apply(s, m)
			require.NoError(t, err)
		}
		return start, six, s
	}
	js, jsix, jlast := positions(jsonRules)
	ts, tsix, tlast := positions(textRules)
	sixJSON := mustJSON(jsix)
	docs := map[string]map[string]string{
		"FuzzTableJSON":   {},
		"FuzzDecodeState": {"encoder-start": mustJSON(js), "encoder-six-moves": sixJSON, "encoder-over": mustJSON(jlast), "broken-cut-short": sixJSON[:len(sixJSON)/2]},
		"FuzzViewJSON": {
			"encoder-seat": mustJSON(jsonRules.View(jsix, 0)), "encoder-spectator": mustJSON(jsonRules.View(jsix, cards.Spectator)),
			"encoder-over": mustJSON(jsonRules.View(jlast, 1)),
		},
		"FuzzParseState": {"encoder-start": ts.String(), "encoder-six-moves": tsix.String(), "encoder-over": tlast.String(), "broken-cut-short": tsix.String()[:len(tsix.String())/2]},
		"FuzzParseMove":  {},
	}
	for i, r := range tables(t) {
		docs["FuzzTableJSON"]["encoder-"+strconv.Itoa(i)] = mustJSON(r)
	}
	docs["FuzzTableJSON"]["broken-cut-short"] = docs["FuzzTableJSON"]["encoder-0"][:40]
	_, six, _ := positions(textRules)
	for i, m := range cards.Legal(textRules, six) {
		if i < 4 {
			docs["FuzzParseMove"]["encoder-"+strconv.Itoa(i)] = m.String()
		}
	}
	return docs
}

// corpusFile returns the text of a seed corpus file holding one string.
func corpusFile(doc string) string {
	return "go test fuzz v1\nstring(" + strconv.Quote(doc) + ")\n"
}

// TestFuzzCorpus checks that the seed corpora hold the documents the
// encoders write today, so that a change of a JSON or text form shows as a
// failure here, and that each reads back. Rewrite them with
//
//	go test ./fishing -run TestFuzzCorpus -args -fishing.update-corpus
func TestFuzzCorpus(t *testing.T) {
	for target, docs := range corpusDocs(t) {
		for name, doc := range docs {
			path := filepath.Join("testdata", "fuzz", target, name)
			if *updateCorpus {
				require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
				require.NoError(t, os.WriteFile(path, []byte(corpusFile(doc)), 0o644))
				continue
			}
			got, err := os.ReadFile(path)
			require.NoError(t, err, "run go test ./fishing -run TestFuzzCorpus -args -fishing.update-corpus")
			assert.Equal(t, corpusFile(doc), string(got), "%s: the encoder writes another document now", path)
		}
	}
}
