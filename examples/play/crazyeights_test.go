package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
)

func TestCrazyEightsSession(t *testing.T) {
	// Bad entries first, each answered with a message and the same
	// question, then the first listed move until the game ends.
	bad := "\nxyz\n99\n8S\npass\nhelp\n"
	out := session(t, bad+ones(400), "-variant", "crazy-eights", "-players", "3", "-seed", "7", "-bot", "greedy")
	assert.Contains(t, out, "Crazy Eights: you against 2 bots (greedy). Seed 7.")
	assert.Contains(t, out, "Your hand: ")
	assert.Contains(t, out, `"xyz" is not a move`)
	assert.Contains(t, out, "There is no move 99: choose a number from 1 to ")
	assert.Contains(t, out, `"8S" is not a move: an 8 must name a suit`)
	assert.Contains(t, out, "pass is not legal now: a player may pass only after drawing 5 cards")
	assert.Contains(t, out, "Crazy Eights as OpenSpiel plays it")
	assert.Contains(t, out, "the game is over.")
	assert.Contains(t, out, "Scores (minus the penalty of the cards left; higher is better): ")
	assert.NotContains(t, out, "End of input")
	assert.Regexp(t, `You draw 1 card: [2-9JQKA10]+[♣♦♥♠]\.`, out, "the cards the human draws are named to him")
	assert.NotRegexp(t, `Bot \d draws 1 card: `, out, "the cards a bot draws are not")
}

func TestCrazyEightsSpecialEffects(t *testing.T) {
	// The effects of the special cards are told in words.
	out := session(t, ones(400), "-variant", "crazy-eights", "-players", "3", "-seed", "7", "-bot", "greedy", "-rules", "UseSpecialCards=true,Reshuffle=true")
	assert.Contains(t, out, "The next player is skipped.")
	assert.Contains(t, out, "You must answer with a 2 or draw 2.")
	assert.Contains(t, out, "Bot 1 must answer with a 2 or draw 4.")
	assert.Contains(t, out, "the game is over.")
}

func TestCrazyEightsSaveAndResume(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.txt")
	out := session(t, "1\n1\nsave "+file+"\nquit\n", "-variant", "crazy-eights", "-seed", "3", "-bot", "random", "-rules", "UseSpecialCards=true")
	assert.Contains(t, out, "The game is saved in "+file)
	text, err := os.ReadFile(file)
	require.NoError(t, err)
	rec, err := cards.ParseRecord(string(text))
	require.NoError(t, err)
	game, _ := rec.Get("Game")
	assert.Equal(t, "crazy-eights", game)
	special, _ := rec.Get("UseSpecialCards")
	assert.Equal(t, "true", special)
	saved, err := cards.Resume(crazyeights.Rules{}, rec)
	require.NoError(t, err)

	out = session(t, "quit\n", "-resume", file, "-bot", "random")
	assert.Contains(t, out, "Crazy Eights: you against 4 bots (random). Seed 3.")
	assert.Contains(t, out, "The game resumed after "+plural(len(saved.History()), "move")+".")
	assert.True(t, strings.Contains(out, "Your hand: "+symbols(saved.View(human).Hand())+"."), out)
}

func TestCrazyEightsBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-variant", "crazy-nines"},
		{"-variant", "crazy-eights", "-game", "equi"},
		{"-variant", "crazy-eights", "-players", "6"},
		{"-variant", "crazy-eights", "-rules", "MaxTurns=x"},
	} {
		err := run(strings.NewReader(""), new(strings.Builder), args)
		assert.Error(t, err, "%v", args)
	}
}
