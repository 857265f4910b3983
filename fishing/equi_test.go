package fishing_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/fishing"
)

// sameMoves converts Equi's moves to the engine's.
func sameMoves(ms []equi.Move) []fishing.Move {
	var out []fishing.Move
	for _, m := range ms {
		out = append(out, fishing.Capture(m.Played(), m.Taken()))
	}
	return out
}

// trailRecord is a trail record as both packages write it in JSON.
type trailRecord struct {
	Seat   int        `json:"seat"`
	Card   cards.Card `json:"card"`
	Table  cards.Set  `json:"table"`
	Held   int        `json:"held"`
	Played cards.Set  `json:"played"`
	OneOf  cards.Set  `json:"oneOf"`
	TwoOf  cards.Set  `json:"twoOf"`
}

// trailsOf returns the trail records of a position from its JSON.
func trailsOf(t require.TestingT, s json.Marshaler) []trailRecord {
	data, err := s.MarshalJSON()
	require.NoError(t, err)
	var w struct {
		Trails []trailRecord `json:"trails"`
	}
	require.NoError(t, json.Unmarshal(data, &w))
	return w.Trails
}

// requireSame fails unless e and f show the same position.
func requireSame(t require.TestingT, er equi.Rules, fr fishing.Rules, e equi.State, f fishing.State) {
	require.Equal(t, e.Turn(), f.Turn(), "turn")
	require.Equal(t, e.Table(), f.Table(), "table")
	require.Equal(t, e.StockLen(), f.StockLen(), "stock")
	require.Equal(t, e.End().String(), f.End().String(), "end")
	require.Equal(t, e.LastCapturer(), f.LastCapturer(), "last capturer")
	require.Equal(t, e.IdleTurns(), f.IdleTurns(), "idle")
	require.Equal(t, e.MovesAfterStock(), f.MovesAfterStock(), "moves after stock")
	require.Equal(t, e.LastDrawn(), f.LastDrawn(), "drawn")
	require.Equal(t, e.LastRecycled(), f.LastRecycled(), "recycled")
	for i := range e.Players() {
		require.Equal(t, e.Hand(i), f.Hand(i), "hand %d", i)
		require.Equal(t, e.Pile(i), f.Pile(i), "pile %d", i)
		require.Equal(t, e.Known(i), f.Known(i), "known %d", i)
	}
	require.Equal(t, er.Score(e), fr.Score(f), "score")
	require.Equal(t, trailsOf(t, e), trailsOf(t, f), "trail records")
	require.Equal(t, sameMoves(cards.Legal(er, e)), cards.Legal(fr, f), "legal moves")
	requireSameDocuments(t, er, fr, e, f)
}

// requireSameDocuments fails unless the engine writes the text and the
// JSON of f, and of its views, byte for byte as package equi writes e's
// (a view's rules member apart: the engine writes its table), and reads
// equi's documents back to f.
func requireSameDocuments(t require.TestingT, er equi.Rules, fr fishing.Rules, e equi.State, f fishing.State) {
	require.Equal(t, e.String(), f.String(), "text")
	ej, err := json.Marshal(e)
	require.NoError(t, err)
	fj, err := json.Marshal(f)
	require.NoError(t, err)
	require.Equal(t, string(ej), string(fj), "JSON")
	back, err := fr.ParseState(e.String())
	require.NoError(t, err, e.String())
	require.Equal(t, f, back, "text read back")
	back, err = fr.DecodeState(ej)
	require.NoError(t, err, "%s", ej)
	require.Equal(t, f, back, "JSON read back")
	for seat := cards.Spectator; seat < er.Seats(); seat++ {
		ev, err := json.Marshal(er.View(e, seat))
		require.NoError(t, err)
		fv, err := json.Marshal(fr.View(f, seat))
		require.NoError(t, err)
		_, ejRest, ok := strings.Cut(string(ev), `,"seat":`)
		require.True(t, ok, "%s", ev)
		_, fjRest, ok := strings.Cut(string(fv), `,"seat":`)
		require.True(t, ok, "%s", fv)
		require.Equal(t, ejRest, fjRest, "view of seat %d", seat)
	}
}

// TestEquiTablePlaysAsEqui checks that the engine with Equi's table plays
// exactly as package equi: the same legal moves in the same order, the
// same positions, scores and trail records (what Sample infers from), over
// random games under random options.
func TestEquiTablePlaysAsEqui(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		er := equi.Rules{
			Players:          rapid.IntRange(2, 6).Draw(t, "players"),
			NoRankBan:        rapid.Bool().Draw(t, "no rank ban"),
			VoluntaryTrail:   rapid.Bool().Draw(t, "voluntary trail"),
			RecycleByFour:    rapid.Bool().Draw(t, "recycle by four"),
			NoProgressRounds: rapid.IntRange(0, 3).Draw(t, "rounds"),
			MaxMoves:         rapid.IntRange(0, 60).Draw(t, "max moves"),
			Scoring:          equi.Scoring(rapid.IntRange(0, 1).Draw(t, "scoring")),
		}
		if er.NoRankBan {
			er.MaxMoves = min(er.MaxMoves, 20) // keeps the huge positions of E9 hands rare
		}
		fr, err := fishing.New(equiTable(er))
		require.NoError(t, err)
		seed := rapid.Uint64().Draw(t, "seed")
		d := cards.Deal{Dealer: rapid.IntRange(0, er.Seats()-1).Draw(t, "dealer"), Seed: seed}
		e, err := er.Start(d)
		require.NoError(t, err)
		f, err := fr.Start(d)
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 1))
		for {
			requireSame(t, er, fr, e, f)
			legal := cards.Legal(er, e)
			if len(legal) == 0 {
				return
			}
			m := legal[rng.IntN(len(legal))]
			e, err = er.Apply(e, m)
			require.NoError(t, err)
			f, err = fr.Apply(f, fishing.Capture(m.Played(), m.Taken()))
			require.NoError(t, err)
		}
	})
}

// TestEquiRecordsReplayOnTheEngine plays the records package equi keeps in
// equi/testdata/records (written by equi before the engine) on the engine
// with Equi's table of each record's options, and checks that each reaches
// the position equi reaches, its Result included.
func TestEquiRecordsReplayOnTheEngine(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("..", "equi", "testdata", "records", "*.rec"))
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	for _, path := range paths {
		text, err := os.ReadFile(path)
		require.NoError(t, err)
		rec, err := cards.ParseRecord(string(text))
		require.NoError(t, err)
		spec, err := equi.Rules{}.WithTags(rec.Tags)
		require.NoError(t, err)
		er := spec.(equi.Rules)
		fr, err := fishing.New(er.Table())
		require.NoError(t, err)
		e, err := cards.Resume[equi.State, equi.Move, equi.View](er, rec)
		require.NoError(t, err, path)
		f, err := cards.Resume[fishing.State, fishing.Move, fishing.View](fr, rec)
		require.NoError(t, err, path)
		requireSame(t, er, fr, e.State(), f.State())
		pos, err := os.ReadFile(strings.TrimSuffix(path, ".rec") + ".pos")
		require.NoError(t, err)
		read, err := fr.ParseState(strings.TrimSpace(string(pos)))
		require.NoError(t, err, path)
		require.Equal(t, f.State(), read, path)
		require.Equal(t, e.Record().Moves, f.Record().Moves, path)
		// The records were written before Result named the winners: the
		// scores they recorded are those both sessions give now.
		result, _ := f.Record().Get("Result")
		want, _ := e.Record().Get("Result")
		require.Equal(t, want, result, path)
		old, _ := rec.Get("Result")
		scores, _, _ := strings.Cut(result, ",")
		require.Equal(t, old, strings.ReplaceAll(scores, " ", "-"), path)
	}
}

// TestEngineReadsEquisViews reads the views equi keeps in
// equi/testdata/views (views reached by play, with trail records), their
// rules member written as the engine's table, writes them back byte for
// byte, and deals positions from them that give the same views.
func TestEngineReadsEquisViews(t *testing.T) {
	for _, name := range []string{"trail-search.json", "trail-search-6.json"} {
		data, err := os.ReadFile(filepath.Join("..", "equi", "testdata", "views", name))
		require.NoError(t, err)
		var doc struct {
			Rules equi.Rules `json:"rules"`
		}
		require.NoError(t, json.Unmarshal(data, &doc), name)
		fr, err := fishing.New(doc.Rules.Table())
		require.NoError(t, err)
		table, err := json.Marshal(fr)
		require.NoError(t, err)
		_, rest, ok := strings.Cut(string(data), `,"seat":`)
		require.True(t, ok, name)
		text := `{"rules":` + string(table) + `,"seat":` + rest
		var v fishing.View
		require.NoError(t, json.Unmarshal([]byte(text), &v), name)
		back, err := json.Marshal(v)
		require.NoError(t, err)
		require.Equal(t, text, string(back), name)
		for seed := range uint64(5) {
			s := fr.Sample(v, rand.New(rand.NewPCG(seed, 2)))
			require.Equal(t, v, fr.View(s, v.Seat()), "%s: Sample keeps the view", name)
		}
	}
}
