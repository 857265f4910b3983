//go:build ignore

package boxes

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/shedding"
)

// seedsOf returns the inputs of the committed seed corpus of a fuzz
// target of testdata/fuzz, by file name.
func seedsOf(t *testing.T, target string) map[string]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "fuzz", target, "*"))
	require.NoError(t, err)
	require.NotEmpty(t, files, target)
	out := map[string]string{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		_, arg, ok := strings.Cut(strings.TrimSpace(string(data)), "\nstring(")
		require.True(t, ok, f)
		text, err := strconv.Unquote(strings.TrimSuffix(arg, ")"))
		require.NoError(t, err, f)
		out[filepath.Base(f)] = text
	}
	return out
}

// hasVariant reports whether p holds a variant's counters or added
// scores, which the engine's tables have no place for yet.
func hasVariant(p Public) bool {
	for i := range NumCounters {
		if p.Counter(i) != 0 {
			return true
		}
	}
	for seat := range NumSeats {
		if p.AddedScore(seat) != 0 {
			return true
		}
	}
	return false
}

// TestReleasedDocumentsReadOnTable reads the released documents of
// package boxes, the positions, views and records of its committed seed
// corpora, on the engine under Boxes' table of each: every position boxes
// accepts, but a variant's, the engine reads and writes back byte for
// byte as boxes writes it, text and JSON; every view the same from its
// seat on; and the moves of every record boxes resumes replay on the
// table, their Result tag included, to the same final position and
// Result. A variant's counters wait for the
// engine's Variant: the engine refuses them.
func TestReleasedDocumentsReadOnTable(t *testing.T) {
	read := 0
	for name, text := range seedsOf(t, "FuzzStateText") {
		var bs State
		if bs.UnmarshalText([]byte(text)) != nil {
			continue
		}
		e := Rules{Deals: bs.Schedule()}.Table()
		s, err := e.ParseState(text)
		if hasVariant(bs.Public) {
			assert.ErrorIs(t, err, cards.ErrInvalidState, name)
			continue
		}
		require.NoError(t, err, "%s: %s", name, text)
		want, err := bs.MarshalText()
		require.NoError(t, err)
		got, err := e.AppendState(nil, s)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got), name)
		read++
	}
	for name, doc := range seedsOf(t, "FuzzStateJSON") {
		var bs State
		if json.Unmarshal([]byte(doc), &bs) != nil {
			continue
		}
		e := Rules{Deals: bs.Schedule()}.Table()
		s, err := e.DecodeState([]byte(doc))
		if hasVariant(bs.Public) {
			assert.ErrorIs(t, err, cards.ErrInvalidState, name)
			continue
		}
		require.NoError(t, err, "%s: %s", name, doc)
		want, err := json.Marshal(bs)
		require.NoError(t, err)
		got, err := e.MarshalState(s)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got), name)
		read++
	}
	for name, doc := range seedsOf(t, "FuzzViewJSON") {
		var bv View
		if json.Unmarshal([]byte(doc), &bv) != nil || bv.rules.Variant != nil {
			continue
		}
		e := bv.rules.Table()
		rules, err := json.Marshal(e)
		require.NoError(t, err)
		_, rest, ok := strings.Cut(doc, `,"seat":`)
		require.True(t, ok, name)
		var v shedding.View[shedding.Rules]
		err = json.Unmarshal([]byte(`{"rules":`+string(rules)+`,"seat":`+rest), &v)
		if hasVariant(bv.Public) {
			assert.ErrorIs(t, err, cards.ErrInvalidState, name)
			continue
		}
		require.NoError(t, err, "%s: %s", name, doc)
		want, err := json.Marshal(bv)
		require.NoError(t, err)
		got, err := json.Marshal(v)
		require.NoError(t, err)
		_, wantRest, _ := strings.Cut(string(want), `,"seat":`)
		_, gotRest, _ := strings.Cut(string(got), `,"seat":`)
		assert.Equal(t, wantRest, gotRest, name)
		read++
	}
	records := 0
	for _, target := range []string{"FuzzParseRecord", "FuzzRecordJSON"} {
		for name, text := range seedsOf(t, target) {
			rec, err := cards.ParseRecord(text)
			if target == "FuzzRecordJSON" {
				rec = new(cards.Record)
				err = json.Unmarshal([]byte(text), rec)
			}
			if err != nil {
				continue
			}
			g, err := cards.Resume(Rules{}, rec)
			if err != nil {
				continue
			}
			e := g.Rules().(Rules).Table()
			// The record as written, its Result included.
			h, err := cards.Resume(e, rec)
			require.NoError(t, err, "%s/%s", target, name)
			assert.Equal(t, g.Result(), h.Result(), "%s/%s", target, name)
			want, err := g.State().MarshalText()
			require.NoError(t, err)
			got, err := e.AppendState(nil, h.State())
			require.NoError(t, err)
			assert.Equal(t, string(want), string(got), "%s/%s", target, name)
			records++
		}
	}
	t.Logf("%d positions and views, %d records", read, records)
	assert.Greater(t, read, 15)
	assert.Greater(t, records, 4)
}

// TestRecordsReplayOnTable: the record of a whole match of Boxes, its
// Result tag included, replays on its table, which gives the same scores
// and Result (the penalty points, the partnership with fewer winning).
func TestRecordsReplayOnTable(t *testing.T) {
	short, err := NewSchedule(5, 3)
	require.NoError(t, err)
	results := map[string]bool{}
	for i, b := range []Rules{{Deals: short}, {Deals: short, LastCardEffects: true, FiveSelf: true}, {Deals: short, MaxMoves: 30}} {
		rng := rand.New(rand.NewPCG(uint64(i), 7))
		for game := range testlong.N(6, 60) {
			g, err := cards.NewSession(b, cards.Deal{Seed: uint64(game), Dealer: game % NumSeats}, "Ann", "Bob", "Cid", "Dee")
			require.NoError(t, err)
			for g.ToMove() >= 0 {
				legal := cards.Legal(b, g.State())
				require.NoError(t, g.Play(legal[rng.IntN(len(legal))]))
			}
			rec := g.Record()
			e := b.Table()
			h, err := cards.Resume(e, rec)
			require.NoError(t, err, "option set %d, game %d: %s", i, game, rec)
			require.Equal(t, g.Result(), h.Result(), "option set %d, game %d", i, game)
			require.Equal(t, b.Score(g.State()), e.Score(h.State()), "option set %d, game %d", i, game)
			require.Equal(t, g.Winners(), h.Winners(), "option set %d, game %d", i, game)
			results[fmt.Sprint(g.Winners())] = true
		}
	}
	assert.True(t, results["[0 2]"] && results["[1 3]"], "both partnerships win some: %v", results)
}
