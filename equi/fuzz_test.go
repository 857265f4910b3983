package equi

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/sentinel"
)

// Fuzz targets for every decoder of the package but ParseMove (in
// move_test.go): the JSON of a State, of a View and of Rules, and records,
// as text and as JSON, played back by cards.Resume. Each checks that no input panics, that a refused input leaves the
// value decoded into as it was and gives an error wrapping one of the
// package's sentinels, and that an accepted input is a value the encoder
// writes back to a document that reads as the same value. Their seed corpora
// in testdata/fuzz hold documents the encoders wrote, and broken ones.

// fuzzGame is the position every decoder starts from, so that a refused
// input can be seen to change nothing.
func fuzzGame(t *testing.T) *session {
	t.Helper()
	g, err := cards.NewSession[State, Move, View](Rules{Players: 3}, cards.Deal{Dealer: 1, Seed: 77}, "Ann", "Bob", "Cid")
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		if err := g.Play(cards.Legal[State, Move](rulesOf(g), g.State())[0]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// fewMoves reports whether s has at most limit legal moves, so that a fuzz
// target may list them all.
func fewMoves(r Rules, s State, limit int) bool {
	n := 0
	for range movesOf(r, s) {
		if n++; n > limit {
			return false
		}
	}
	return true
}

// variantState is the JSON of a position of the sweep variant after seat 0
// cleared the table (docs/notation.md, "Equi positions"), with counters and
// a variant's draws as well.
const variantState = `{"players":2,"dealer":1,"turn":1,"end":"not over","hands":["{7H 7S 9C 9D}","{6H 6S 7C 7D}"],` +
	`"known":["{}","{}"],"piles":["{6C 6D 8C 8D 8H 8S 10C 10D}","{}"],"table":"{}",` +
	`"stock":"9H 9S 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS","lastCapturer":0,"moves":1,` +
	`"movesAfterStock":0,"idleTurns":0,"last":{"seat":0,"move":"6C+6D+10C+10D=8C+8D+8H+8S","drew":4,"recycled":"{}"},` +
	`"counters":[0,3,0,0],"addedScores":[1,0]}`

func FuzzStateJSON(f *testing.F) {
	for _, doc := range []string{dealt, later, unreachable32, `{}`, `null`, `{"players":2}`, `[]`, `{"players":2,"hands":["{6C}"]}`, variantState} {
		f.Add([]byte(doc))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := rulesForJSON(data)
		s, err := decodeState(r, data)
		if err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel of the package", err)
			}
			if s != (State{}) {
				t.Fatal("a refused document gave a State")
			}
			return
		}
		if err := checkState(r, s); err != nil {
			t.Fatalf("accepted, then refused: %v", err)
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatalf("accepted, then not written: %v", err)
		}
		if back, err := decodeState(r, b); err != nil || back != s {
			t.Fatalf("written as %s, read back as %v, %v", b, back, err)
		}
		// The position plays on under the strictest and the loosest rules.
		for _, r := range []Rules{{Players: s.Players()}, {Players: s.Players(), NoRankBan: true, VoluntaryTrail: true, RecycleByFour: true}} {
			if cards.Over(r, s) {
				continue
			}
			for m := range movesOf(r, s) {
				if _, err := r.Apply(s, m); err != nil {
					t.Fatalf("listed move %v refused: %v", m, err)
				}
				break
			}
			if !fewMoves(r, s, 1000) {
				continue
			}
			for seat := range s.Players() {
				v := r.View(s, seat)
				if sampled := r.Sample(v, rand.New(rand.NewPCG(1, 2))); !reflect.DeepEqual(r.View(sampled, seat), v) {
					t.Fatalf("seat %d: the sampled position gives another view", seat)
				}
			}
		}
	})
}

func FuzzViewJSON(f *testing.F) {
	for _, doc := range []string{`{}`, `null`, `{"seat":0}`, `{"rules":{"players":3},"seat":1}`, `{"variant":"sweep","rules":{"scoring":"points"},"seat":1}`} {
		f.Add([]byte(doc))
	}
	// Seat 1's view of the position of issue 13 (validate_test.go), which
	// the decoder refuses, and a real view to change.
	table := cards.SetOf(mustCard(f, "6C"), mustCard(f, "6D"), mustCard(f, "6H"), mustCard(f, "6S"))
	s := uncheckedState(f, Rules{}, pos{Hands: []cards.Set{cards.Deck36.Minus(table), 0}, Piles: make([]cards.Set, 2), Table: table,
		Dealer: 1, Turn: "0", Moves: 24, Capturer: "-", LastSeat: 1, LastMove: Trail(mustCard(f, "6C")), Rest: []string{"0,0,0,0/0,0/28"}})
	for _, v := range []View{Rules{}.View(s, 1), Rules{NoRankBan: true}.View(stateOfText(f, Rules{NoRankBan: true}, later), 0)} {
		b, err := json.Marshal(v)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g := fuzzGame(t)
		v := g.View(1)
		if err := v.UnmarshalJSON(data); err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel of the package", err)
			}
			if v != g.View(1) {
				t.Fatal("a refused document changed the View")
			}
			return
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("accepted, then not written: %v", err)
		}
		var back View
		if err := json.Unmarshal(b, &back); err != nil || back != v {
			t.Fatalf("written as %s, read back as %v, %v", b, back, err)
		}
		rules := v.Rules() // the table the document named
		sampled := rules.Sample(v, rand.New(rand.NewPCG(3, 4)))
		if back, err := rules.ParseState(sampled.String()); err != nil || back != sampled {
			t.Fatalf("the sampled position is refused: %v", err)
		}
		if w := rules.View(sampled, v.Seat()); w != v {
			t.Fatalf("the sampled position gives another view")
		}
	})
}

// checkResumed checks the session a fuzzed record gave: its record reads
// back to a session at the same position with the same record.
func checkResumed(t *testing.T, g *session) {
	rec := g.Record()
	back, err := cards.ParseRecord(rec.String())
	if err != nil {
		t.Fatalf("accepted, then its record %q does not read: %v", rec, err)
	}
	h, err := cards.Resume[State, Move, View](Rules{}, back)
	if err != nil {
		t.Fatalf("accepted, then its record %q does not replay: %v", rec, err)
	}
	if h.State() != g.State() || !reflect.DeepEqual(h.Record(), rec) {
		t.Fatalf("the record %q replays to another game", rec)
	}
}

func FuzzParseRecord(f *testing.F) {
	for _, doc := range []string{deckRecord, "", `[Game "equi"]`, `[Game "equi"][Engine "2"][Players "2"][Dealer "0"][Seed "1"] 1. 6C`} {
		f.Add(doc)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := cards.ParseRecord(text)
		if err != nil {
			return // the form is cards' to check
		}
		g, err := cards.Resume[State, Move, View](Rules{}, rec)
		if err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel of the package", err)
			}
			return
		}
		checkResumed(t, g)
	})
}

func FuzzRecordJSON(f *testing.F) {
	for _, doc := range []string{`{}`, `null`, `{"tags":[{"name":"Game","value":"equi"}],"moves":[]}`, `{"tags":[{"name":"Game","value":"equi"},{"name":"Engine","value":"2"},{"name":"Seed","value":"1"}],"moves":["6C"]}`} {
		f.Add([]byte(doc))
	}
	g := firstMoveGameF(f)
	b, err := json.Marshal(g.Record())
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Fuzz(func(t *testing.T, data []byte) {
		var rec cards.Record
		if err := json.Unmarshal(data, &rec); err != nil {
			return // the form is cards' to check
		}
		g, err := cards.Resume[State, Move, View](Rules{}, &rec)
		if err != nil {
			if !sentinel.Known(err) {
				t.Fatalf("error %v wraps no sentinel of the package", err)
			}
			return
		}
		checkResumed(t, g)
	})
}

// firstMoveGameF replays deckRecord's game for a fuzz target's corpus.
func firstMoveGameF(f *testing.F) *session {
	rec, err := cards.ParseRecord(deckRecord)
	if err != nil {
		f.Fatal(err)
	}
	g, err := cards.Resume[State, Move, View](Rules{}, rec)
	if err != nil {
		f.Fatal(err)
	}
	return g
}

// mustCard parses a card or stops the fuzz target.
func mustCard(f *testing.F, text string) cards.Card {
	c, err := cards.ParseCard(text)
	if err != nil {
		f.Fatal(err)
	}
	return c
}

// stateOfText decodes a State document that must be valid under r, or
// stops the fuzz target.
func stateOfText(f *testing.F, r Rules, doc string) State {
	s, err := decodeState(r, []byte(doc))
	if err != nil {
		f.Fatal(err)
	}
	return s
}

func FuzzRulesJSON(f *testing.F) {
	for _, doc := range []string{`{}`, `null`, `[]`, `{"players":3}`, `{"PLAYERS":3}`, `{"players":3,"players":4}`, `{"maxMoves":"9"}`, `{"players":9}`, `{"scoring":"points"}`, `{"scoring":"goals"}`, `{"variant":"sweep"}`} {
		f.Add(doc)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		start := Rules{Players: 4, MaxMoves: 9}
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
