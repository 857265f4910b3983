package enginecorpus

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/examples/variant"
)

// playOn resumes rec cut after its first cut moves (and without its
// Result) under g, then plays the rest of its moves on the session, and
// returns the position text it reaches, written by text, and the record
// it writes.
func playOn[S, M, V any](t *testing.T, g cards.Spec[S, M, V], rec *cards.Record, cut int, text func(S) string) (string, *cards.Record) {
	head := &cards.Record{Moves: rec.Moves[:cut]}
	for _, tag := range rec.Tags {
		if tag.Name != "Result" {
			head.Tags = append(head.Tags, tag)
		}
	}
	s, err := cards.Resume(g, head)
	require.NoError(t, err)
	require.Len(t, s.History(), cut)
	for i, m := range rec.Moves[cut:] {
		_, err := s.PlayText(m)
		require.NoError(t, err, "move %d", cut+i+1)
	}
	return text(s.State()), s.Record()
}

// sprint writes a position with its String method.
func sprint[S any](s S) string { return fmt.Sprint(s) }

// game resumes rec under the rules of its game and variant, cut after its
// first cut moves, plays the rest on, and returns the position text it
// reaches and the record the session writes.
func game(t *testing.T, rec *cards.Record, cut int) (position string, back *cards.Record) {
	name, _ := rec.Get("Game")
	v, _ := rec.Get(variant.Tag)
	switch name {
	case "boxes":
		r, err := variant.Boxes(v)
		require.NoError(t, err)
		// A record names the schedule (Deals), which the position text
		// shows: it is written under the rules of the record's tags.
		g, err := r.WithTags(rec.Tags)
		require.NoError(t, err)
		return playOn(t, r, rec, cut, func(s boxes.State) string {
			text, err := g.(boxes.Rules).AppendState(nil, s)
			require.NoError(t, err)
			return string(text)
		})
	case "equi":
		r, err := variant.Equi(v, 0)
		require.NoError(t, err)
		return playOn(t, r, rec, cut, sprint)
	case "crazy-eights":
		// The engine's text goes through the rules of the record's tags.
		return playOn(t, crazyeights.Rules{}, rec, cut, func(s crazyeights.State) string {
			g, err := crazyeights.Rules{}.WithTags(rec.Tags)
			require.NoError(t, err)
			text, err := g.(crazyeights.Rules).Table().AppendState(nil, s)
			require.NoError(t, err)
			return string(text)
		})
	}
	t.Fatalf("no game %q", name)
	return "", nil
}

// corpus returns the names of the records of engine n, each path without
// its extension.
func corpus(t *testing.T, engine int) []string {
	records, err := filepath.Glob(filepath.Join("testdata", fmt.Sprintf("engine%d", engine), "*.record"))
	require.NoError(t, err)
	for i, r := range records {
		records[i] = strings.TrimSuffix(r, ".record")
	}
	return records
}

// withoutResult returns a copy of tags without the Result tag.
func withoutResult(tags []cards.Tag) []cards.Tag {
	return slices.DeleteFunc(slices.Clone(tags), func(t cards.Tag) bool { return t.Name == "Result" })
}

// TestCorpusReplays replays every record of every engine to the position
// it reached when the engine that made it wrote it, and checks that the
// session's record writes back what was read, the Engine tag included
// (engine 1's records have none, and get Engine "1"), the Result in this
// build's form. Each record is
// replayed whole, and resumed from its first half and played on through
// the session, which must deal and reshuffle with the record's engine for
// the rest of the game.
func TestCorpusReplays(t *testing.T) {
	for engine := 1; engine <= cards.Engine; engine++ {
		names := corpus(t, engine)
		require.GreaterOrEqual(t, len(names), 12, "engine %d's records", engine)
		games := map[string]int{}
		for _, name := range names {
			t.Run(name, func(t *testing.T) {
				text, err := os.ReadFile(name + ".record")
				require.NoError(t, err)
				want, err := os.ReadFile(name + ".position")
				require.NoError(t, err)
				rec, err := cards.ParseRecord(string(text))
				require.NoError(t, err)
				tag, ok := rec.Get("Engine")
				if engine == 1 {
					require.False(t, ok, "engine 1 wrote no Engine tag")
				} else {
					require.Equal(t, fmt.Sprint(engine), tag)
				}
				g, _ := rec.Get("Game")
				games[g]++
				// The record written back is the one read, with the Engine
				// tag, and the Result in the form this build writes
				// (Resume checks the one read against the moves).
				tags := withoutResult(rec.Tags)
				if engine == 1 {
					tags = slices.Insert(tags, 1, cards.Tag{Name: "Engine", Value: "1"})
				}
				written := (&cards.Record{Tags: tags, Moves: rec.Moves}).String()
				for _, cut := range []int{len(rec.Moves), len(rec.Moves) / 2} {
					got, back := game(t, rec, cut)
					assert.Equal(t, strings.TrimSpace(string(want)), got, "resumed after %d moves", cut)
					back.Tags = withoutResult(back.Tags)
					assert.Equal(t, written, back.String(), "resumed after %d moves", cut)
				}
			})
		}
		for _, g := range []string{"boxes", "equi", "crazy-eights"} {
			assert.GreaterOrEqual(t, games[g], 3, "engine %d's records of %s", engine, g)
		}
	}
}

// TestEngine1ViewsAreViews checks that a Boxes match resumed from an
// engine-1 record shows its seats the views a match of this build's engine
// in the same position would: the engine is the position's, not what a
// seat sees, and a view's JSON reads back to the same view.
func TestEngine1ViewsAreViews(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "engine1", "boxes-upcard.record"))
	require.NoError(t, err)
	rec, err := cards.ParseRecord(string(text))
	require.NoError(t, err)
	rec.Moves = rec.Moves[:len(rec.Moves)/2]
	rec.Tags = withoutResult(rec.Tags)
	s, err := cards.Resume(boxes.Rules{}, rec)
	require.NoError(t, err)
	require.Equal(t, 1, s.Deal().Engine)
	for seat := cards.Spectator; seat < 4; seat++ {
		v := s.View(seat)
		data, err := json.Marshal(v)
		require.NoError(t, err)
		var back boxes.View
		require.NoError(t, json.Unmarshal(data, &back))
		assert.Equal(t, v, back, "seat %d", seat)
	}
}
