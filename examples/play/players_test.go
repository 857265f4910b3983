package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// A lone legal move, such as a draw in Boxes, is played for the human and
// said so; -play-forced=false asks for it.
func TestLoneMovePlayedForYou(t *testing.T) {
	args := []string{"-deals", "8", "-seed", "5", "-bot", "greedy"}
	auto := session(t, ones(200), args...)
	played := strings.Count(auto, "Your only move, played for you: ")
	assert.Positive(t, played)
	assert.NotContains(t, auto, "  1) draw\nYour move (1-1, ", "no question with a lone move")
	asked := session(t, ones(200), append(args, "-play-forced=false")...)
	assert.NotContains(t, asked, "Your only move")
	lone := regexp.MustCompile(`\n  1\) [^\n ]+\nYour move \(1-1, `)
	assert.Len(t, lone.FindAllString(asked, -1), played, "the same game, with a question for each lone move")
}

// "quit" offers to save; the saved game keeps the bots' kind, and -resume
// plays on with it unless -bot gives another.
func TestQuitSavesTheBotKind(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.txt")
	out := session(t, "quit\n"+file+"\n", "-game", "equi", "-seed", "4", "-bot", "random")
	assert.Contains(t, out, "Save the game to play on later? Type a file name, or press Enter to quit without saving: ")
	assert.Contains(t, out, "The game is saved in "+file)
	assert.True(t, strings.HasSuffix(out, "You quit. Goodbye.\n"), out)
	text, err := os.ReadFile(file)
	require.NoError(t, err)
	rec, err := cards.ParseRecord(string(text))
	require.NoError(t, err)
	kind, _ := rec.Get("Bot")
	assert.Equal(t, "random", kind)

	out = session(t, "quit\n\n", "-resume", file)
	assert.Contains(t, out, "Equi: you against 1 bot (random).")
	out = session(t, "quit\n\n", "-resume", file, "-bot", "greedy")
	assert.Contains(t, out, "Equi: you against 1 bot (greedy).")

	// An ISMCTS game keeps its iterations too; Enter quits without saving.
	out = session(t, "save "+file+"\nquit\n\n", "-game", "equi", "-seed", "4", "-iterations", "30")
	assert.NotContains(t, out, "saved in "+file+": play on with -resume "+file+".\nThe game is saved")
	text, err = os.ReadFile(file)
	require.NoError(t, err)
	assert.Contains(t, string(text), "[Bot \"ismcts\"]\n[Iterations \"30\"]\n")

	// A bad tag is refused.
	require.NoError(t, os.WriteFile(file, []byte(strings.Replace(string(text), `[Bot "ismcts"]`, `[Bot "oracle"]`, 1)), 0o644))
	var buf bytes.Buffer
	assert.ErrorContains(t, run(strings.NewReader(""), &buf, []string{"-resume", file}), `tag Bot is "oracle"`)
}

// -game takes every record name; -h says each default once and tells of
// -deals for a short game.
func TestGameNamesAndHelp(t *testing.T) {
	out := session(t, "quit\n\n", "-game", "crazy-eights", "-seed", "3", "-bot", "random")
	assert.Contains(t, out, "Crazy Eights: you against 4 bots (random). Seed 3.")
	out = session(t, "quit\n\n", "-game", "sweep", "-seed", "3", "-bot", "random")
	assert.Contains(t, out, "Equi: you against 1 bot (random).")
	var buf bytes.Buffer
	require.Error(t, run(strings.NewReader(""), &buf, []string{"-game", "chess"}))

	buf.Reset()
	require.Error(t, run(strings.NewReader(""), &buf, []string{"-h"}))
	help := buf.String()
	assert.NotContains(t, help, ") (default ", "a default said by the text and again by the flag package")
	assert.Contains(t, help, `"8" for a short game of a single deal`)
	assert.Contains(t, help, "Equi 2 to 6 (default 2), crazy-eights 2 to 5 (default 5), mau-mau and switch 2 to 6 (default 4)\n")
}
