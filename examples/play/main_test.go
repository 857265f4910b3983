package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// session runs the program on a scripted input and returns its output.
func session(t *testing.T, input string, args ...string) string {
	t.Helper()
	var out bytes.Buffer
	require.NoError(t, run(strings.NewReader(input), &out, args))
	return out.String()
}

// ones is n answers "1": the first legal move, every time.
func ones(n int) string { return strings.Repeat("1\n", n) }

func TestBoxesSession(t *testing.T) {
	// Bad entries first, each answered with a message and the same
	// question, then the first listed move until the match ends.
	bad := "\nxyz\n99\n0\n-3\nQX\nAS\n8S:Z\nhelp\n"
	out := session(t, bad+ones(3000), "-deals", "3,2", "-seed", "7", "-bot", "greedy")

	assert.Contains(t, out, "Boxes: you and your Partner (greedy bots) against Left and Right. Seed 7.")
	assert.Contains(t, out, "Your hand: ")
	assert.Contains(t, out, `"xyz" is not a move`)
	assert.Contains(t, out, "There is no move 99: choose a number from 1 to ")
	assert.Contains(t, out, "There is no move 0: choose")
	assert.Contains(t, out, "There is no move -3: choose")
	assert.Contains(t, out, `"QX" is not a move`)
	assert.Contains(t, out, `"8S:Z" is not a move`)
	assert.Contains(t, out, "A♠ is not legal now: ")
	assert.Contains(t, out, "Penalties left in hand", "the help")
	prompt := "Your move (1-"
	first := strings.Index(out, prompt)
	require.GreaterOrEqual(t, first, 0)
	// Nine bad or empty entries before the first move was taken: the
	// question came ten times with no move shown between.
	assert.Equal(t, 10, strings.Count(out[:strings.Index(out, "You play")], prompt))

	assert.Contains(t, out, "Deal 1 ends: ")
	assert.Contains(t, out, "Deal 2 ends: ")
	assert.NotContains(t, out, "Deal 3 ends")
	assert.Contains(t, out, "Match so far: ")
	assert.Contains(t, out, "♦")
	assert.Regexp(t, `(You and your Partner win the match|Left and Right win the match|The match is drawn)`, out)
	assert.NotContains(t, out, "End of input")
	assert.True(t, strings.HasSuffix(out, ".\n"), "the result ends the output")

	again := session(t, bad+ones(3000), "-deals", "3,2", "-seed", "7", "-bot", "greedy")
	assert.Equal(t, out, again, "the same seed and answers play the same game")
}

func TestEquiSession(t *testing.T) {
	bad := "garbage\n100\n9C+AS=10H\n6D+\nhelp\n"
	out := session(t, bad+ones(500), "-game", "equi", "-players", "3", "-seed", "3", "-bot", "greedy")
	assert.Contains(t, out, "Equi: you against 2 bots (greedy). Seed 3.")
	assert.Contains(t, out, "Table: ")
	assert.Contains(t, out, `"garbage" is not a move`)
	assert.Contains(t, out, "There is no move 100")
	assert.Contains(t, out, "9♣+A♠=10♥ is not legal now: ")
	assert.Contains(t, out, `"6D+" is not a move`)
	assert.Contains(t, out, "Most cards held wins", "the help")
	assert.Contains(t, out, "docs/rules/equi.md", "the help")
	assert.Contains(t, out, "Bot 1 ")
	assert.Contains(t, out, "Bot 2 ")
	assert.Contains(t, out, "The game is over: ")
	// What seed 3 shows: the cards drawn named, the end of the stock, the
	// table's last cards going to the last capturer.
	assert.Contains(t, out, "You take 9♣ with 8♥+A♣ (9 points).\n  You draw 2 cards: 9♥ 10♠.\n")
	assert.Contains(t, out, "  The stock is used up.\n")
	assert.Contains(t, out, "The game is over: no progress (no capture for 1 full round after the stock ran out).\n")
	assert.Contains(t, out, "  The 4 cards left on the table (9♠ 10♣ 10♠ J♦) go to Bot 2, the last to capture.\n")
	assert.Contains(t, out, "[Cards held so far (hand + won): You 4, Bot 1 10, Bot 2 4 | Stock 16]\n")
	assert.Regexp(t, `(You win with \d+ cards\.|Bot \d wins with \d+ cards; you have \d+\.|share the win with \d+ cards each\.)\n$`, out)
}

func TestSessionsWithISMCTSBots(t *testing.T) {
	out := session(t, ones(3000), "-deals", "2", "-seed", "11", "-iterations", "30")
	assert.Contains(t, out, "(ismcts bots)")
	assert.Contains(t, out, "Deal 1 ends: ")
	assert.Regexp(t, `(win the match|The match is drawn)`, out)

	out = session(t, ones(500), "-game", "equi", "-seed", "11", "-iterations", "30", "-bot", "ISMCTS")
	assert.Contains(t, out, "The game is over: ")

	out = session(t, ones(500), "-game", "equi", "-players", "6", "-seed", "5", "-bot", "random")
	assert.Contains(t, out, "Bot 5 ")
	assert.Contains(t, out, "The game is over: ")
}

func TestEndOfInputEndsTheGame(t *testing.T) {
	for _, args := range [][]string{
		{"-deals", "8", "-seed", "7", "-bot", "greedy"},
		{"-game", "equi", "-seed", "7", "-bot", "greedy"},
	} {
		for _, input := range []string{"", "1\n", "1\n1\nnonsense", "help\n"} {
			out := session(t, input, args...)
			assert.True(t, strings.HasSuffix(out, "End of input: the game is abandoned.\n"), "%v after %q:\n%s", args, input, out)
		}
	}
}

func TestQuit(t *testing.T) {
	out := session(t, "1\nquit\n1\n", "-seed", "7", "-bot", "greedy")
	assert.True(t, strings.HasSuffix(out, "You quit. Goodbye.\n"))
	out = session(t, "Q\n", "-game", "equi", "-seed", "7", "-bot", "greedy")
	assert.True(t, strings.HasSuffix(out, "You quit. Goodbye.\n"))
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "chess"},
		{"-bot", "oracle"},
		{"-iterations", "0"},
		{"-game", "equi", "-players", "7"},
		{"-game", "equi", "-players", "1"},
		{"-deals", "8,x"},
		{"-deals", "13"},
		{"-seed", "-1"},
		{"extra"},
		{"-nosuchflag"},
		{"-rules", "{"},
		{"-rules", `{"bigSets": true}`},
		{"-rules", "NoSuch=true"},
		{"-rules", "BigSets"},
		{"-rules", "BigSets=yes"},
		{"-rules", "MaxMoves=-1"},
		{"-rules", "BigSets=true,BigSets=false"},
		{"-rules", "TwoDraw=three"},
		{"-rules", "Deals=5,x"},
		{"-rules", "Deals=5,4", "-deals", "x"},
		{"-game", "equi", "-rules", "Players=9"},
		{"-game", "equi", "-rules", "BigSets=true"},
		{"-game", "equi", "-rules", `{"players": 4}`},
	} {
		var out bytes.Buffer
		err := run(strings.NewReader(ones(10)), &out, args)
		assert.Error(t, err, "%v", args)
		assert.NotContains(t, out.String(), " against ", "%v: no game starts", args)
	}
	// The messages name the flag and what is wrong.
	for args, want := range map[string]string{
		"-rules NoSuch=true":    `-rules: boxes has no option "NoSuch": it has BigSets, Deals, `,
		"-rules TwoDraw=three":  `-rules: boxes: invalid rules: tag TwoDraw "three"`,
		"-deals x":              `-deals: boxes: invalid rules: tag Deals "x"`,
		"-game equi -players 7": "-players: want 2 to 6, not 7",
	} {
		var out bytes.Buffer
		err := run(strings.NewReader(""), &out, strings.Fields(args))
		if assert.Error(t, err, args) {
			assert.Contains(t, err.Error(), want, args)
		}
	}
	var out bytes.Buffer
	assert.ErrorIs(t, run(strings.NewReader(""), &out, []string{"-h"}), flag.ErrHelp)
	assert.Contains(t, out.String(), "-bot")
}

func TestRulesFlag(t *testing.T) {
	// The rules tags set the options, their names in any case, a value
	// holding commas; -players, when given, wins over its players, and
	// -deals over its deals.
	out := session(t, "quit\n", "-game", "equi", "-rules", "Players=4", "-seed", "1", "-bot", "greedy")
	assert.Contains(t, out, "Equi: you against 3 bots (greedy).")
	out = session(t, "quit\n", "-game", "equi", "-players", "3", "-rules", "players=4,VoluntaryTrail=true", "-seed", "1", "-bot", "greedy")
	assert.Contains(t, out, "Equi: you against 2 bots (greedy).")
	out = session(t, "quit\n", "-rules", "Deals=5,4, upcardeffects=true", "-seed", "1", "-bot", "greedy")
	assert.Contains(t, out, "2 deals of 5,4 cards")
	out = session(t, "quit\n", "-rules", "Deals=5,4", "-deals", "3", "-seed", "1", "-bot", "greedy")
	assert.Contains(t, out, "1 deal of 3 cards")

	r, err := boxesRules(options{rules: "BigSets=true,Deals=5 4,TwoDraw=per-two,upcardEffects=true", deals: "3,2"})
	require.NoError(t, err)
	assert.Equal(t, boxes.Rules{BigSets: true, TwoDraw: boxes.TwoDrawPerTwo, UpcardEffects: true, Deals: mustSchedule(t, 3, 2)}, r)
	q, err := equiRules(options{rules: "Players=5,NoProgressRounds=3,RecycleByFour=true", players: 2})
	require.NoError(t, err)
	assert.Equal(t, equi.Rules{Players: 5, NoProgressRounds: 3, RecycleByFour: true}, q)
}

func TestEquiSeatPassedOver(t *testing.T) {
	// In this game (found by trying seeds) Bot 1 holds nothing once the
	// stock is gone, and the turn goes over him.
	out := session(t, ones(500), "-game", "equi", "-players", "4", "-seed", "1", "-bot", "greedy")
	assert.Contains(t, out, "You take 10♦ with 8♥+J♠ (10 points).\n  Bot 1 holds no card and is passed over.\nBot 2 trails 7♦.\n")
	assert.Contains(t, out, "Bot 2 takes 7♦+10♠ with 8♦+9♥ (17 points).\n  Bot 2 sweeps the table after the stock ran out: the game ends.\n")
}

func TestSaveAndResume(t *testing.T) {
	// A game saved after the human's first move and resumed plays on as
	// the game played through: greedy bots choose from the view alone.
	for _, args := range [][]string{
		{"-deals", "3,2", "-seed", "7", "-bot", "greedy"},
		{"-game", "equi", "-players", "3", "-seed", "3", "-bot", "greedy"},
	} {
		file := filepath.Join(t.TempDir(), "game.txt")
		whole := session(t, ones(3000), args...)
		saved := session(t, "1\nsave\nsave "+file+"\nquit\n", args...)
		assert.Contains(t, saved, "Save to which file? Type save and its name, such as: save game.txt\n")
		assert.Contains(t, saved, "The game is saved in "+file+": play on with -resume "+file+".\n")
		text, err := os.ReadFile(file)
		require.NoError(t, err)
		rec, err := cards.ParseRecord(string(text))
		require.NoError(t, err)
		game, _ := rec.Get("Game")
		moves := len(rec.Moves)
		assert.Positive(t, moves)
		resumed := session(t, ones(3000), "-resume", file, "-bot", "greedy")
		assert.Contains(t, resumed, fmt.Sprintf(" resumed after %d moves.\n", moves))
		// From the first question of the resumed game on (the human's
		// second), both games are the same.
		i := strings.Index(resumed, "\n[")
		require.Positive(t, i, game)
		tail := resumed[i:]
		assert.Greater(t, strings.Count(tail, "Your move (1-"), 2, game)
		assert.True(t, strings.HasSuffix(whole, tail), "%s: the resumed game ends as the whole one:\n%s", game, tail)
		assert.Equal(t, strings.Count(whole, "Your move (1-")-1, strings.Count(tail, "Your move (1-"), game)
	}
}

func TestBadResume(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		file := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(file, []byte(text), 0o644))
		return file
	}
	good := "[Game \"equi\"]\n[Players \"2\"]\n[Dealer \"1\"]\n[Seed \"3\"]\n\n"
	for _, args := range [][]string{
		{"-resume", filepath.Join(dir, "nonesuch")},
		{"-resume", write("garbage", "[Game")},
		{"-resume", write("chess", "[Game \"chess\"]\n\n1. e4")},
		{"-resume", write("illegal", good+"1. KS=KH")},
		{"-resume", write("result", good+"[Result \"18-18\"]\n")},
		{"-resume", write("good", good), "-seed", "4"},
		{"-resume", write("good", good), "-game", "equi"},
		{"-resume", write("good", good), "-rules", "Players=3"},
	} {
		var out bytes.Buffer
		err := run(strings.NewReader(ones(10)), &out, args)
		assert.Error(t, err, "%v", args)
		assert.NotContains(t, out.String(), " against ", "%v: no game starts", args)
	}
	out := session(t, "quit\n", "-resume", write("good", good), "-bot", "greedy")
	assert.Contains(t, out, "Equi: you against 1 bot (greedy). Seed 3.")
}

func TestEquiPileTakenBack(t *testing.T) {
	// In this game (found by trying seeds) both players take their piles
	// back into hand (rule E9), the cards named to both, and the human's
	// hand then has more captures than the list shows.
	out := session(t, ones(300), "-game", "equi", "-seed", "11", "-bot", "greedy")
	assert.Contains(t, out, "  You take back into hand the 18 cards you won: 6♣ 6♦ 6♥ 7♥ 8♣ 8♦ 9♦ 9♥ 10♦ J♣ J♥ Q♥ Q♠ K♣ K♥ A♦ A♥ A♠.\n")
	assert.Contains(t, out, "Bot 1 trails 7♠.\n  Bot 1 takes back into hand the 13 cards he won: 6♠ 7♣ 8♥ 8♠ 9♣ 9♠ 10♣ 10♠ J♦ J♠ K♦ K♠ A♣.\n")
	assert.Contains(t, out, "  ... and more: type any other legal move in notation.\nYour move (1-60, a move, help or quit): ")
	assert.Contains(t, out, "The game is over: ")
}
