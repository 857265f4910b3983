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

// dealt writes the record of a game of spec not yet begun, whose first deal
// is deck (top first) dealt by dealer, to a file, and returns the file's
// name: "-resume" and the name play that deal, whatever the seed deals,
// the bots and the later shuffles seeded from seed. The scripted games
// below use it to reach the situation they are about; their decks are the
// ones seeded 3, 1, 11 ... dealt with cardrules' engine 1, when the games
// were found by trying seeds.
func dealt[S, M, V any](t *testing.T, spec cards.Spec[S, M, V], dealer int, seed uint64, deck string) string {
	t.Helper()
	d, err := cards.ParseDeck(deck)
	require.NoError(t, err)
	s, err := cards.NewSession(spec, cards.Deal{Dealer: dealer, Seed: seed, Deck: d})
	require.NoError(t, err)
	file := filepath.Join(t.TempDir(), "deal.txt")
	require.NoError(t, os.WriteFile(file, []byte(s.Record().String()), 0o644))
	return file
}

// The first deals of the scripted games, from the seeds of engine 1 that
// found them.
const (
	// Equi, 3 players, seed 3.
	equiDeck3 = "7D KH KD 7C AD 8H QS AH AC 6S JC 7S JS 9C 10D 8S 9S AS 9D 7H 10S 9H 10C QD KS 8D 6C 8C KC JH 6H 10H JD QC 6D QH"
	// Equi, 4 players, seed 1.
	equiDeck1 = "7H 9C QC 6H 8D 10H 9D QS 10C QH 7D JC 6S 10D AS 7C KS AH 9H 6D 9S 7S 6C AC JD 8C 8H JS 10S KC 8S JH KD KH QD AD"
	// Equi, 2 players, seed 11.
	equiDeck11 = "KC JD 6H JS 8D 8C QS 10S 9D KS AC 9S 6S 6D 8S 6C 10C 7H KD AH JH 9H JC 10H 10D 9C 7C QD AD KH 8H AS 7S 7D QH QC"
	// Crazy Eights, 3 players, seed 7.
	crazyEightsDeck7 = "2D QH AD 9D 2H 5D 8D AH 4S 10C 9H JC 4C 2C 3D QS 3H 3C QD 2S 9S 7D 7H KS 7C 8S 4H 7S 5H 5C 3S 6H JS 10H 6S 8H 8C KC JD 10S AC 4D QC AS 5S JH KD 6D KH 6C 9C 10D"
	// Boxes, seed 2692.
	boxesDeck2692 = "KC 10D 2D 3S 5S JS 5H 7H 8H KD 7S 5C 7C KS 4C 2C 3D 10C QC 3C 9C QS 10S JC KH 2S 4S 4D 8D 3H JD 6S 9S QD 10H JH 4H 8C 9H 7D AD 6D 2H 6C 5D AS 9D QH 6H 8S AH AC"
)

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
	out := session(t, bad+ones(500), "-resume", dealt(t, equi.Rules{Players: 3}, 0, 3, equiDeck3), "-bot", "greedy")
	assert.Contains(t, out, "Equi: you against 2 bots (greedy). Seed 3.")
	assert.NotContains(t, out, "resumed", "a game dealt, not yet begun, starts as a new one")
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
	// What this deal shows: the cards drawn named, the end of the stock, the
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
	out := session(t, "1\nquit\n\n", "-seed", "7", "-bot", "greedy") // Enter: quit without saving
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
	out := session(t, ones(500), "-resume", dealt(t, equi.Rules{Players: 4}, 1, 1, equiDeck1), "-bot", "greedy")
	assert.Contains(t, out, "Equi: you against 3 bots (greedy). Seed 1.")
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
		// The human moves first in some deals: "1 move".
		assert.Regexp(t, fmt.Sprintf(` resumed after %d moves?\.\n`, moves), resumed)
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
	good := "[Game \"equi\"]\n[Engine \"2\"]\n[Players \"2\"]\n[Dealer \"1\"]\n[Seed \"3\"]\n\n"
	// A record of a newer engine than this build's is refused, with the
	// library's message naming it.
	newer := strings.Replace(good, "[Engine \"2\"]\n", "[Engine \"3\"]\n", 1)
	var out bytes.Buffer
	err := run(strings.NewReader(ones(10)), &out, []string{"-resume", write("engine3", newer)})
	if assert.Error(t, err) {
		assert.ErrorIs(t, err, cards.ErrInvalidRecord)
		assert.Contains(t, err.Error(), "-resume "+filepath.Join(dir, "engine3")+": equi: invalid record: record made by engine 3, a newer engine than this build's")
	}
	assert.NotContains(t, out.String(), " against ", "no game starts")
	for _, args := range [][]string{
		{"-resume", filepath.Join(dir, "nonesuch")},
		{"-resume", write("garbage", "[Game")},
		{"-resume", write("chess", "[Game \"chess\"]\n\n1. e4")},
		{"-resume", write("illegal", good+"1. KS=KH")},
		{"-resume", write("result", good+"[Result \"18-18\"]\n")},
		{"-resume", write("good", good), "-seed", "4"},
		{"-resume", write("good", good), "-game", "equi"},
		{"-resume", write("good", good), "-rules", "Players=3"},
		{"-resume", write("engine3", strings.Replace(good, `"2"]`, `"3"]`, 1))},
	} {
		var out bytes.Buffer
		err := run(strings.NewReader(ones(10)), &out, args)
		assert.Error(t, err, "%v", args)
		assert.NotContains(t, out.String(), " against ", "%v: no game starts", args)
	}
	resumed := session(t, "quit\n", "-resume", write("good", good), "-bot", "greedy")
	assert.Contains(t, resumed, "Equi: you against 1 bot (greedy). Seed 3.")
}

func TestEquiPileTakenBack(t *testing.T) {
	// In this game (found by trying seeds) both players take their piles
	// back into hand (rule E9), the cards named to both, and the human's
	// hand then has more captures than the list shows.
	out := session(t, ones(300), "-resume", dealt(t, equi.Rules{Players: 2}, 1, 11, equiDeck11), "-bot", "greedy")
	assert.Contains(t, out, "Equi: you against 1 bot (greedy). Seed 11.")
	assert.Contains(t, out, "  You take back into hand the 18 cards you won: 6♣ 6♦ 6♥ 7♥ 8♣ 8♦ 9♦ 9♥ 10♦ J♣ J♥ Q♥ Q♠ K♣ K♥ A♦ A♥ A♠.\n")
	assert.Contains(t, out, "Bot 1 trails 7♠.\n  Bot 1 takes back into hand the 13 cards he won: 6♠ 7♣ 8♥ 8♠ 9♣ 9♠ 10♣ 10♠ J♦ J♠ K♦ K♠ A♣.\n")
	assert.Contains(t, out, "  ... and more: type any other legal move in notation.\nYour move (1-60, a move, help or quit): ")
	assert.Contains(t, out, "The game is over: ")
}
