package equi

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// updateRecords rewrites testdata/records from the games of recordGames:
// go test ./equi -run TestRecordsReplay -update-records.
var updateRecords = flag.Bool("update-records", false, "rewrite testdata/records")

// recordGames are the games whose records and final positions
// testdata/records keeps, under several option sets.
var recordGames = []struct {
	name  string
	rules Rules
	deal  cards.Deal
}{
	{"two", Rules{}, cards.Deal{Seed: 11}},
	{"three-no-ban", Rules{Players: 3, NoRankBan: true}, cards.Deal{Dealer: 2, Seed: 12}},
	{"four-voluntary", Rules{Players: 4, VoluntaryTrail: true}, cards.Deal{Dealer: 1, Seed: 13}},
	{"five-by-four-points", Rules{Players: 5, RecycleByFour: true, Scoring: ScorePoints}, cards.Deal{Seed: 14}},
	{"six-rounds", Rules{Players: 6, NoProgressRounds: 2, MaxMoves: 40}, cards.Deal{Dealer: 5, Seed: 15}},
}

// TestRecordsReplay plays back the records of testdata/records, written by
// this package before the fishing engine (issue 28), and checks that each
// reaches the position its .pos file holds, and the scores its Result
// tag holds: a record written by an earlier version replays unchanged. It
// is the reference the engine's play of Equi is held to, with the scenario
// tests of docs/rules/equi.md.
func TestRecordsReplay(t *testing.T) {
	for _, g := range recordGames {
		recPath := filepath.Join("testdata", "records", g.name+".rec")
		posPath := filepath.Join("testdata", "records", g.name+".pos")
		if *updateRecords {
			s, err := cards.NewSession[State, Move, View](g.rules, g.deal)
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(g.deal.Seed, 99))
			for s.ToMove() >= 0 {
				legal := s.View(s.ToMove()).AppendFirst(nil, 64)
				require.NoError(t, s.Play(legal[rng.IntN(len(legal))]))
			}
			require.NoError(t, os.WriteFile(recPath, []byte(s.Record().String()), 0o644))
			require.NoError(t, os.WriteFile(posPath, []byte(s.State().String()+"\n"), 0o644))
		}
		text, err := os.ReadFile(recPath)
		require.NoError(t, err)
		want, err := os.ReadFile(posPath)
		require.NoError(t, err)
		rec, err := cards.ParseRecord(string(text))
		require.NoError(t, err)
		s, err := cards.Resume[State, Move, View](Rules{}, rec)
		require.NoError(t, err, g.name)
		require.Equal(t, strings.TrimSpace(string(want)), s.State().String(), g.name)
		require.Equal(t, -1, s.ToMove(), fmt.Sprintf("%s: the record is of a whole game", g.name))
		require.Equal(t, rec.Moves, s.Record().Moves, g.name)
		// The records were written before Result named the winners: the
		// scores they hold are those the session gives now.
		old, _ := rec.Get("Result")
		result, _ := s.Record().Get("Result")
		scores, _, _ := strings.Cut(result, ",")
		require.Equal(t, old, strings.ReplaceAll(scores, " ", "-"), g.name)
	}
}
