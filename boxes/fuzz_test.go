package boxes

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/sentinel"
)

// Fuzz targets for every decoder of the package but ParseMove (in
// move_test.go), ParseState (FuzzStateText, in text_test.go) and
// ParseSchedule (in schedule_test.go): the JSON of the rules, of a State
// (Rules.DecodeState) and of a View, and records as text and as JSON
// resumed through cards.Resume, which reads the rules' tags with
// Rules.WithTags and deals with Rules.Start. Each checks that no input
// panics, that a refused input leaves the value decoded into as it was (or
// gives the zero value) and gives an error wrapping one of the sentinels
// of package cards, and that an accepted input is a value the encoder
// writes back to a document that reads as the same value. Their seed
// corpora in testdata/fuzz hold documents the encoders wrote (checked by
// TestFuzzCorpus) and broken ones; the records' corpora each hold one
// record without the Engine tag (engine1), which cards.Resume replays with
// engine 1's shuffles, and one of engine 3 (engine3-refused), which it
// refuses.

var updateCorpus = flag.Bool("boxes.update-corpus", false, "rewrite the encoder documents of the fuzz corpora in testdata/fuzz")

func FuzzRulesJSON(f *testing.F) {
	for _, doc := range []string{`{}`, `null`, `[]`, `{"bigSets":true}`, `{"BigSets":true}`, `{"deals":"1,2"}`, `{"twoDraw":9}`} {
		f.Add(doc)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		start := Rules{PlayDrawn: true, MaxMoves: 9}
		r := start
		if err := r.UnmarshalJSON([]byte(doc)); err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel of the package", err)
			}
			if r != start {
				t.Fatal("a refused document changed the Rules")
			}
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("accepted, then refused: %v", err)
		}
		data, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("accepted %q, then cannot write it: %v", doc, err)
		}
		var back Rules
		if err := json.Unmarshal(data, &back); err != nil || back != r {
			t.Fatalf("%s reads back as %+v, %v; want %+v", data, back, err, r)
		}
	})
}

// jsonRules returns the rules a State's JSON may be read under: the
// standard ones with the schedule its "schedule" member names (the
// standard schedule when it names none), and the same with a variant.
func jsonRules(doc string) []Rules {
	var w struct {
		Schedule string `json:"schedule"`
	}
	var r Rules
	if json.Unmarshal([]byte(doc), &w) == nil {
		if d, err := ParseSchedule(w.Schedule); err == nil {
			r.Deals = d
		}
	}
	v := r
	v.Variant = textVariant{}
	return []Rules{r, v}
}

func FuzzStateJSON(f *testing.F) {
	for _, doc := range []string{`{}`, `null`, `[]`, `{"schedule":"1"}`, `"x"`} {
		f.Add(doc)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		for _, r := range jsonRules(doc) {
			s, err := r.DecodeState([]byte(doc))
			if err != nil {
				if !sentinel.Known(err) {
					t.Fatalf("error %v wraps no sentinel of package cards", err)
				}
				if s != (State{}) {
					t.Fatal("a refused document gave a position")
				}
				continue
			}
			data, err := r.MarshalState(s)
			if err != nil {
				t.Fatalf("accepted %q, then cannot write it: %v", doc, err)
			}
			if back, err := r.DecodeState(data); err != nil || back != s {
				t.Fatalf("%s reads back as another position: %v", data, err)
			}
			text, err := r.AppendState(nil, s)
			if err != nil {
				t.Fatalf("accepted %q, then cannot write its text: %v", doc, err)
			}
			if back, err := r.ParseState(string(text)); err != nil || back != s {
				t.Fatalf("%s: its text %s reads back as another position: %v", data, text, err)
			}
			// A decoded position is playable: its legal moves apply.
			for _, m := range cards.Legal(r, s) {
				if _, err := r.Apply(s, m); err != nil {
					t.Fatalf("legal move %v refused: %v", m, err)
				}
			}
		}
	})
}

func FuzzViewJSON(f *testing.F) {
	for _, doc := range []string{`{}`, `null`, `[]`, `{"seat":0}`} {
		f.Add(doc)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		g := scripted(t, 3)
		plain := g.View(0)
		vr := g.Rules().(Rules)
		vr.Variant = textVariant{}
		varied := vr.View(g.State(), 0)
		for _, start := range []View{plain, varied} {
			v := start
			if err := v.UnmarshalJSON([]byte(doc)); err != nil {
				if !sentinel.Known(err) {
					t.Fatalf("error %v wraps no sentinel of package cards", err)
				}
				if v != start {
					t.Fatal("a refused document changed the View")
				}
				continue
			}
			if v.Rules().Variant != start.Rules().Variant {
				t.Fatal("the document changed the View's variant")
			}
			data, err := json.Marshal(v)
			if err != nil {
				t.Fatalf("accepted %q, then cannot write it: %v", doc, err)
			}
			back := start
			if err := json.Unmarshal(data, &back); err != nil || back != v {
				t.Fatalf("%s reads back as %+v, %v", data, back, err)
			}
			// Sampling the view, when a deal fits it, gives a position with
			// the same view.
			r := v.Rules()
			x := r.Sample(v, nil)
			if x == (State{}) {
				continue
			}
			if _, err := r.AppendState(nil, x); err != nil {
				t.Fatalf("the sample of an accepted view is refused: %v", err)
			}
			if got := r.View(x, v.Seat()); got != v {
				t.Fatalf("the sample's view differs")
			}
		}
	})
}

// resumeRecord checks a record that cards.Resume plays back under the
// Boxes rules: a refusal wraps a known sentinel, and an accepted record
// writes a record that reads back and resumes to the same position.
func resumeRecord(t *testing.T, rec *cards.Record) {
	g, err := cards.Resume(Rules{}, rec)
	if err != nil {
		if !sentinel.Known(err) {
			t.Fatalf("error %v wraps no sentinel of package cards", err)
		}
		return
	}
	// The position reads back from its text, which it writes again. (Its
	// text does not say which engine shuffles, so a record without the
	// Engine tag, engine 1's, reads back with today's.)
	r := g.Rules().(Rules)
	if out, err := r.AppendState(nil, g.State()); err != nil {
		t.Fatalf("resumed to a position the encoder refuses: %v", err)
	} else if back, err := r.ParseState(string(out)); err != nil {
		t.Fatalf("resumed to a position whose text %s does not read back: %v", out, err)
	} else if again, err := r.AppendState(nil, back); err != nil || string(again) != string(out) {
		t.Fatalf("resumed to a position whose text %s writes back as %s: %v", out, again, err)
	}
	text := g.Record().String()
	back, err := cards.ParseRecord(text)
	if err != nil {
		t.Fatalf("the record written does not read: %v\n%s", err, text)
	}
	again, err := cards.Resume(Rules{}, back)
	if err != nil || again.State() != g.State() || again.Record().String() != text {
		t.Fatalf("%s resumes as another match: %v", text, err)
	}
}

func FuzzParseRecord(f *testing.F) {
	for _, text := range []string{"", "[Game \"boxes\"]", "[Game \"boxes\"]\n[Engine \"2\"]\n[Dealer \"0\"]\n[Seed \"1\"]\n\n1. draw", "1. QS", "[Seed \"x\"]", "[Game \"boxes\"]\n[Engine \"2\"]\n[Deals \"1\"]\n[TwoDraw \"x\"]"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := cards.ParseRecord(text)
		if err != nil {
			return // the text form is cards' to fuzz
		}
		resumeRecord(t, rec)
	})
}

func FuzzRecordJSON(f *testing.F) {
	for _, doc := range []string{`{}`, `null`, `[]`, `{"tags":[{"name":"Game","value":"boxes"},{"name":"Engine","value":"2"},{"name":"Deals","value":"1"}],"moves":["draw"]}`, `{"tags":[{"name":"Game","value":"boxes"},{"name":"Deals","value":"1"}],"moves":["draw"]}`} {
		f.Add(doc)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		var rec cards.Record
		if err := json.Unmarshal([]byte(doc), &rec); err != nil {
			return // the JSON form is cards' to fuzz
		}
		resumeRecord(t, &rec)
	})
}

// corpusDocs returns the documents the encoders write for the seed corpora,
// by fuzz target and file name, and some broken ones made from them.
func corpusDocs(t *testing.T) map[string]map[string]string {
	t.Helper()
	mustJSON := func(v any) string {
		data, err := json.Marshal(v)
		require.NoError(t, err)
		return string(data)
	}
	stateJSON := func(g *session) string {
		data, err := g.Rules().(Rules).MarshalState(g.State())
		require.NoError(t, err)
		return string(data)
	}
	stateText := func(g *session) string { return text(t, g.Rules().(Rules), g.State()) }
	start, one, six := scripted(t, 0), scripted(t, 1), scripted(t, 6)
	done := finished(t)
	// A standard match some way in: a later deal, a reshuffled stock.
	long, err := cards.NewSession(Rules{WildEightsNines: true, PlayDrawn: true, PairAnswersTwo: true}, cards.Deal{Dealer: 1, Seed: 2024})
	require.NoError(t, err)
	reshuffled := false
	for range 400 {
		legal := cards.Legal(long.Rules(), long.State())
		before := long.State()
		require.NoError(t, long.Play(legal[len(legal)-1]))
		after := long.State()
		reshuffled = reshuffled || (after.Deal() == before.Deal() && after.StockLen() > before.StockLen())
	}
	require.Positive(t, long.State().Deal(), "the long match is in a later deal")
	require.True(t, reshuffled, "the long match reshuffled its stock")
	require.Positive(t, long.ToMove()+1, "the long match is not over")
	stateOne := stateJSON(one)
	sixJSON, sixText, sixView := stateJSON(six), stateText(six), mustJSON(six.View(0))
	const sixBarred = `"barred":[0,0,1,0,0,0,0,0,3,0,0,0,0,0,0,0,0,0,0,0,3,0,0,0]`
	const sixVoids = " v0,0,1,0,0,0/0,0,3,0,0,0/-/0,0,3,0,0,0"
	require.Contains(t, sixJSON, sixBarred)
	require.Contains(t, sixView, sixBarred)
	require.True(t, strings.HasSuffix(sixText, sixVoids))
	doneText := done.Record().String()
	// A record made before engine 2 has no Engine tag: it replays with
	// engine 1's shuffles (six is dealt from a Deck tag, so its moves
	// stay legal), and its session writes Engine "1". A record of a newer
	// engine is refused.
	const engineTag = "[Engine \"2\"]\n"
	require.Contains(t, six.Record().String(), engineTag)
	engine1Text := strings.Replace(six.Record().String(), engineTag, "", 1)
	engine3Text := strings.Replace(six.Record().String(), engineTag, "[Engine \"3\"]\n", 1)
	engine1, err := cards.ParseRecord(engine1Text)
	require.NoError(t, err)
	back, err := cards.Resume(Rules{}, engine1)
	require.NoError(t, err, "a record without the Engine tag is engine 1's")
	assert.Equal(t, strings.Replace(six.Record().String(), engineTag, "[Engine \"1\"]\n", 1), back.Record().String())
	engine3, err := cards.ParseRecord(engine3Text)
	require.NoError(t, err)
	_, err = cards.Resume(Rules{}, engine3)
	require.ErrorIs(t, err, cards.ErrInvalidRecord, "a record of engine 3 is refused")
	sixRecord := six.Record()
	var engine1Tags []cards.Tag
	for _, tag := range sixRecord.Tags {
		if tag.Name != "Engine" {
			engine1Tags = append(engine1Tags, tag)
		}
	}
	require.Len(t, engine1Tags, len(sixRecord.Tags)-1, "the record has one Engine tag")
	engine1JSON := *sixRecord
	engine1JSON.Tags = engine1Tags
	_, err = cards.Resume(Rules{}, &engine1JSON)
	require.NoError(t, err, "a record without the Engine tag is engine 1's")
	engine3JSON := *engine3
	return map[string]map[string]string{
		"FuzzStateJSON": {
			"encoder-start":          stateJSON(start),
			"encoder-one-move":       stateOne,
			"encoder-six-moves":      stateJSON(six),
			"encoder-finished":       stateJSON(done),
			"encoder-later-deal":     stateJSON(long),
			"broken-duplicated-card": strings.Replace(stateOne, `"hands":["{KS}"`, `"hands":["{KS 8H}"`, 1),
			"broken-cut-short":       stateOne[:len(stateOne)/2],
			"broken-barred-short":    strings.Replace(sixJSON, sixBarred, `"barred":[0,0,1,0,0]`, 1),
			"broken-barred-hand":     strings.Replace(sixJSON, sixBarred, `"barred":[0,0,2,0,0,0,0,0,3,0,0,0,0,0,0,0,0,0,0,0,3,0,0,0]`, 1),
			"broken-barred-zero":     strings.Replace(sixJSON, sixBarred, `"barred":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]`, 1),
		},
		"FuzzStateText": {
			"encoder-start":      stateText(start),
			"encoder-six-moves":  stateText(six),
			"encoder-finished":   stateText(done),
			"encoder-later-deal": stateText(long),
			"broken-cut-short":   scripted3Text[:len(scripted3Text)/2],
			"broken-card-twice":  strings.Replace(scripted3Text, "KS/", "KS,KS/", 1),
			"broken-voids-held":  strings.Replace(sixText, sixVoids, " v0,0,3,0,0,0/0,0,3,0,0,0/-/0,0,3,0,0,0", 1),
			"broken-voids-big":   strings.Replace(sixText, sixVoids, " v0,0,1,0,0,0/0,0,300,0,0,0/-/-", 1),
			"broken-voids-zero":  strings.Replace(sixText, sixVoids, " v-/-/-/-", 1),
			"broken-voids-short": strings.Replace(sixText, sixVoids, " v0,0,1/-/-/-", 1),
		},
		"FuzzViewJSON": {
			"encoder-to-move":    mustJSON(one.View(1)),
			"encoder-waiting":    mustJSON(six.View(0)),
			"encoder-finished":   mustJSON(done.View(3)),
			"encoder-later-deal": mustJSON(long.View(long.ToMove())),
			"encoder-spectator":  mustJSON(six.View(cards.Spectator)),
			"broken-barred-big":  strings.Replace(sixView, sixBarred, `"barred":[0,0,1,0,0,0,0,0,9,0,0,0,0,0,0,0,0,0,0,0,3,0,0,0]`, 1),
			"broken-barred-hand": strings.Replace(sixView, sixBarred, `"barred":[0,0,2,0,0,0,0,0,3,0,0,0,0,0,0,0,0,0,0,0,3,0,0,0]`, 1),
			"broken-no-deal":     strings.Replace(sixView, sixBarred, `"barred":[0,0,1,0,0,0,3,3,3,3,0,0,0,0,0,0,0,0,0,0,3,0,0,0]`, 1),
		},
		"FuzzParseRecord": {
			"encoder-six-moves": six.Record().String(),
			"encoder-finished":  doneText,
			"broken-cut-short":  doneText[:len(doneText)-20],
			"engine1":           engine1Text,
			"engine3-refused":   engine3Text,
		},
		"FuzzRecordJSON": {
			"encoder-six-moves": mustJSON(six.Record()),
			"encoder-finished":  mustJSON(done.Record()),
			"encoder-later":     mustJSON(long.Record()),
			"engine1":           mustJSON(&engine1JSON),
			"engine3-refused":   mustJSON(&engine3JSON),
		},
	}
}

// corpusFile returns the text of a seed corpus file holding one string.
func corpusFile(doc string) string {
	return "go test fuzz v1\nstring(" + strconv.Quote(doc) + ")\n"
}

// TestFuzzCorpus checks that the seed corpora hold the documents the
// encoders write today, so that a change of a JSON or text form shows as a
// failure here. Rewrite them with
//
//	go test ./boxes -run TestFuzzCorpus -args -boxes.update-corpus
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
			require.NoError(t, err, "run go test -run TestFuzzCorpus -boxes.update-corpus")
			assert.Equal(t, corpusFile(doc), string(got), "%s: the encoder writes another document now", path)
		}
	}
}
