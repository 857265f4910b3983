package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/examples/variant"
)

func TestJackDrawsTwoVariant(t *testing.T) {
	out := session(t, ones(600), "-variant", "jack-draws-two", "-deals", "8", "-seed", "1", "-bot", "greedy")
	assert.Contains(t, out, "House rule jack-draws-two: a Jack makes the next player draw two cards")
	assert.Regexp(t, `draws 2 cards \(the J[♣♦♥♠]\)`, out, "a Jack's draws are told as its effect")
	assert.Regexp(t, `(win the match|match is drawn), \d+ points`, out, "the match ends")
	assert.NotContains(t, out, "End of input")
}

func TestSweepVariant(t *testing.T) {
	out := session(t, ones(200), "-variant", "sweep", "-players", "3", "-seed", "5", "-bot", "greedy")
	assert.Contains(t, out, "Variant sweep: a capture that clears the table scores a point")
	assert.Contains(t, out, "[Score so far: ")
	assert.Regexp(t, `(wins|share the win) with \d+ points`, out)
	assert.NotContains(t, out, "End of input")
}

func TestVariantSaveAndResume(t *testing.T) {
	for _, c := range []struct{ name, game, intro string }{
		{"jack-draws-two", "boxes", "House rule jack-draws-two"},
		{"sweep", "equi", "Variant sweep"},
	} {
		t.Run(c.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "game.txt")
			out := session(t, "1\n1\nsave "+file+"\nquit\n", "-variant", c.name, "-seed", "3", "-bot", "random")
			require.Contains(t, out, "The game is saved in "+file)
			text, err := os.ReadFile(file)
			require.NoError(t, err)
			rec, err := cards.ParseRecord(string(text))
			require.NoError(t, err)
			game, _ := rec.Get("Game")
			name, _ := rec.Get(variant.Tag)
			assert.Equal(t, c.game, game)
			assert.Equal(t, c.name, name, "the record names its variant")

			out = session(t, "quit\n", "-resume", file, "-bot", "random")
			assert.Contains(t, out, c.intro, "the game resumes as the variant")
			assert.Regexp(t, `The (match|game) resumed after`, out)

			// A record of a variant this program does not know is refused.
			rec.Set(variant.Tag, "no-such-rule")
			require.NoError(t, os.WriteFile(file, []byte(rec.String()), 0o644))
			err = run(strings.NewReader(""), new(strings.Builder), []string{"-resume", file})
			require.Error(t, err)
			assert.Contains(t, err.Error(), `the record is of variant "no-such-rule", which this program does not know`)
		})
	}
}
