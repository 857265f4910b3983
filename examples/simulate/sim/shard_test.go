package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/equi"
)

// shards runs the shards of args, n of them, and returns the files of
// their -json reports.
func shards(t *testing.T, n int, args ...string) []string {
	t.Helper()
	var files []string
	for i := range n {
		var out bytes.Buffer
		require.NoError(t, run(context.Background(), &out, io.Discard, append(args, "-json", "-shard", strconv.Itoa(i)+"/"+strconv.Itoa(n)), false, Bots{}))
		file := filepath.Join(t.TempDir(), "shard-"+strconv.Itoa(i)+".json")
		require.NoError(t, os.WriteFile(file, out.Bytes(), 0o644))
		files = append(files, file)
	}
	return files
}

// merged runs "merge -json files" and decodes its report.
func merged(t *testing.T, files ...string) (report, error) {
	t.Helper()
	var out bytes.Buffer
	err := run(context.Background(), &out, io.Discard, append([]string{"merge", "-json"}, files...), false, Bots{})
	var rep report
	if err == nil {
		require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	}
	return rep, err
}

// Three shards merged give the report of one run of all the games: the
// same wins, intervals, scores and lengths.
func TestThreeShardsMergeToOneRun(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "crazy-eights", "-players", "3", "-games", "31", "-seats", "greedy,random", "-seed", "5"},
		{"-deals", "2", "-games", "10", "-seats", "random,greedy", "-seed", "8"},
	} {
		one := simulateJSON(t, args...)
		files := shards(t, 3, args...)
		var sizes []int
		for _, f := range files {
			data, err := os.ReadFile(f)
			require.NoError(t, err)
			var rep report
			require.NoError(t, json.Unmarshal(data, &rep))
			sizes = append(sizes, rep.Games)
			assert.Len(t, rep.Results, rep.Games)
		}
		assert.Equal(t, one.Games, sizes[0]+sizes[1]+sizes[2], "the shards split the games")
		all, err := merged(t, files...)
		require.NoError(t, err)
		assert.Empty(t, all.Shard)
		assert.Empty(t, all.Results)
		assert.Equal(t, untimed(one), untimed(all), "%v", args)
		assert.Positive(t, all.Entrants[0].Games)
	}
}

func TestMergeRefusesAnIncompleteRun(t *testing.T) {
	args := []string{"-game", "equi", "-games", "12", "-seats", "random"}
	files := shards(t, 3, args...)
	_, err := merged(t, files[0], files[2])
	assert.ErrorContains(t, err, "game 4 is in no shard")
	_, err = merged(t, files[0], files[1], files[1], files[2])
	assert.ErrorContains(t, err, "is in two shards")
	other := shards(t, 3, "-game", "equi", "-games", "12", "-seats", "random", "-seed", "2")
	_, err = merged(t, files[0], files[1], other[2])
	assert.ErrorContains(t, err, "a shard of another run")
	whole := filepath.Join(t.TempDir(), "whole.json")
	var out bytes.Buffer
	require.NoError(t, run(context.Background(), &out, io.Discard, append(args, "-json"), false, Bots{}))
	require.NoError(t, os.WriteFile(whole, out.Bytes(), 0o644))
	_, err = merged(t, whole)
	assert.ErrorContains(t, err, "not the report of a shard")
	_, err = merged(t)
	assert.Error(t, err)
	for _, bad := range []string{"3/3", "-1/2", "1", "a/b", "0/13"} {
		_, err := parse(append(args, "-shard", bad), io.Discard, Bots{})
		assert.Error(t, err, bad)
	}
}

// Every shipped game and variant plays by its record name, with a time
// budget per ISMCTS move.
func TestEveryGame(t *testing.T) {
	for _, game := range games {
		rep := simulateJSON(t, "-game", game, "-games", "2", "-deals", "1", "-seats", "ismcts,random", "-budget", "1ms", "-workers", "1")
		assert.Equal(t, game, rep.Game)
		assert.Equal(t, 2, rep.Games, game)
		assert.Equal(t, "1ms", rep.Budget)
		assert.Zero(t, rep.Iterations, "-budget alone: no iteration bound")
	}
	rep := simulateJSON(t, "-game", "equi", "-games", "2", "-seats", "ismcts", "-budget", "1ms", "-iterations", "5")
	assert.Equal(t, 5, rep.Iterations, "both bounds")
}

// A program's own bot plays by its kind name.
func TestBotsOfOnesOwn(t *testing.T) {
	first := func(r equi.Rules, seed uint64) bot.Player[equi.View, equi.Move] {
		return bot.PlayerFunc[equi.View, equi.Move](func(v equi.View) (equi.Move, error) { return v.AppendLegal(nil)[0], nil })
	}
	bots := Bots{Equi: map[string]func(equi.Rules, uint64) bot.Player[equi.View, equi.Move]{"first": first}}
	var out bytes.Buffer
	require.NoError(t, run(context.Background(), &out, io.Discard, []string{"-game", "equi", "-games", "20", "-seats", "first,greedy", "-json"}, false, bots))
	var rep report
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	require.Len(t, rep.Entrants, 2)
	assert.Equal(t, "first", rep.Entrants[0].Name)
	assert.Equal(t, 20, rep.Entrants[0].Games)
	_, err := parse([]string{"-game", "boxes", "-seats", "first"}, io.Discard, bots)
	assert.ErrorContains(t, err, "want kinds random, greedy, ismcts, not", "an Equi bot does not play Boxes")
}
