package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/escoba"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/scopa"
)

func fishingRulesFor(t *testing.T, game string, players int) fishing.Rules {
	t.Helper()
	g, ok := variant.Fishing(game)
	require.True(t, ok, game)
	r, err := g.Rules(players)
	require.NoError(t, err)
	return r
}

func TestScopaSession(t *testing.T) {
	bad := "\nxyz\n99\nAS=KS\nhelp\n"
	out := session(t, bad+ones(100), "-game", "scopa", "-seed", "7", "-bot", "greedy")
	assert.Contains(t, out, "Scopa: you against 1 bot (greedy). Seed 7. Type \"help\" for the rules.")
	assert.Contains(t, out, "3 cards each and 4 cards to the table.")
	assert.Contains(t, out, `"xyz" is not a move`)
	assert.Contains(t, out, "There is no move 99: choose a number from 1 to ")
	assert.Contains(t, out, "settebello", "the help")
	assert.Contains(t, out, "Your hand: ")
	assert.Contains(t, out, "[Cards won: You ")
	assert.Regexp(t, `(You|Bot 1) (take|takes) \S+ with \S+\.`, out)
	assert.Regexp(t, `(You|Bot 1) (lay|lays) \S+ on the table\.`, out)
	assert.Contains(t, out, "Every hand is empty: ")
	assert.Contains(t, out, "The stock is used up.")
	assert.Contains(t, out, "The game is over: every card is played.")
	assert.Regexp(t, `\n  You   \d+ cards?, \d+ coins?, \d+ sevens?, (the 7♦, )?\d+ sweeps?: \d+ points?\n`, out)
	assert.Regexp(t, `(You win|Bot 1 wins|A tie: You and Bot 1 share the win) with \d+ points?`, out)
	assert.NotContains(t, out, "End of input")
}

// Four players play in partnerships: the human and his Partner at seat 2.
func TestEscobaPartnerships(t *testing.T) {
	out := session(t, ones(100), "-game", "escoba", "-players", "4", "-seed", "3", "-bot", "random")
	assert.Contains(t, out, "Escoba: you and your Partner (random bots) against Bot 1 and Bot 3. Seed 3.")
	assert.Contains(t, out, "Cards in hand: Bot 1 ")
	assert.Regexp(t, `\n  You \+ Partner \d+ cards?, \d+ coins?, (the 7♦, )?\d+ sevens?, \d+ sweeps?: \d+ points?\n`, out)
	assert.Regexp(t, `\n  Bot 1 \+ Bot 3 \d+ cards?, `, out)
	assert.Regexp(t, `(You and your Partner win|Bot 1 \+ Bot 3 win|A tie: You \+ Partner and Bot 1 \+ Bot 3 share the win) with \d+ points?`, out)
	assert.NotContains(t, out, "End of input")

	// -rules Partners=false: four players, each alone.
	out = session(t, "quit\n\n", "-game", "escoba", "-players", "4", "-rules", "partners=false", "-seed", "3", "-bot", "random")
	assert.Contains(t, out, "Escoba: you against 3 bots (random).")
}

// A sweep is told with its point; so is Escoba's table dealt that makes
// 15, the dealer's sweep.
func TestFishingSweepsTold(t *testing.T) {
	// Scopa, dealer 1: seat 0 gets K♣ 5♣ 6♣, seat 1 7♦ 7♥ 7♠, the table
	// A♥ 2♥ 3♥ 4♥, which K♣ (10) takes whole.
	r := fishingRulesFor(t, "scopa", 2)
	deck := "KC 7D 5C 7H 6C 7S AH 2H 3H 4H " + strings.Join(rest(t, scopa.Deck, "KC 7D 5C 7H 6C 7S AH 2H 3H 4H"), " ")
	file := dealt(t, r, 1, 5, deck)
	out := session(t, "KC=AH+2H+3H+4H\nquit\n\n", "-resume", file, "-bot", "greedy")
	assert.Contains(t, out, "Table: 2♥ 3♥ 4♥ A♥ (1) (total 10).")
	assert.Contains(t, out, "You take 2♥+3♥+4♥+A♥ with K♣.\n  You clear the table: a sweep (1 point).\n")
	assert.Contains(t, out, "[Cards won: You 5 + 1 sweep, Bot 1 ")

	// Escoba, dealer 1: the table 5♥ 4♥ 3♥ 3♦ makes 15 and goes to Bot 1.
	r = fishingRulesFor(t, "escoba", 2)
	deck = "KC 7D 5C 7H 6C 7S 5H 4H 3H 3D " + strings.Join(rest(t, escoba.Table(2).Deck, "KC 7D 5C 7H 6C 7S 5H 4H 3H 3D"), " ")
	file = dealt(t, r, 1, 5, deck)
	out = session(t, "quit\n\n", "-resume", file, "-bot", "greedy")
	assert.Contains(t, out, "The cards dealt to the table add up to 15: Bot 1 takes them, a sweep (1 point).\nTable: none.\n")
	assert.Contains(t, out, "[Cards won: You 0, Bot 1 4 + 1 sweep | Stock 30]")
}

// rest returns the cards of deck not in the text first, in card order.
func rest(t *testing.T, deck cards.Set, first string) []string {
	t.Helper()
	used := cardsIn(t, symbolsOf(t, first))
	var out []string
	for c := range deck.Minus(used).All() {
		out = append(out, c.String())
	}
	return out
}

// symbolsOf writes the cards of text ("KC 7D") with suit symbols.
func symbolsOf(t *testing.T, text string) string {
	t.Helper()
	var out []string
	for _, w := range strings.Fields(text) {
		c, err := cards.ParseCard(w)
		require.NoError(t, err, w)
		out = append(out, c.Symbol())
	}
	return strings.Join(out, " ")
}

// saveAndResume plays the first listed move of a game against random bots,
// saves it, checks the record's Game and Players tags, and resumes it,
// quitting at once; it returns the file and what the resumed session wrote.
func saveAndResume(t *testing.T, game string, players int) (file, out string) {
	t.Helper()
	file = filepath.Join(t.TempDir(), "game.txt")
	out = session(t, "1\nsave "+file+"\nquit\n", "-game", game, "-players", strconv.Itoa(players), "-seed", "3", "-bot", "random")
	require.Contains(t, out, "The game is saved in "+file)
	text, err := os.ReadFile(file)
	require.NoError(t, err)
	rec, err := cards.ParseRecord(string(text))
	require.NoError(t, err)
	gotGame, _ := rec.Get("Game")
	gotPlayers, _ := rec.Get("Players")
	assert.Equal(t, game, gotGame)
	assert.Equal(t, strconv.Itoa(players), gotPlayers)
	return file, session(t, "quit\n\n", "-resume", file)
}

func TestFishingSaveAndResume(t *testing.T) {
	for _, c := range []struct {
		game, title string
		players     int
	}{{"scopa", "Scopa", 3}, {"escoba", "Escoba", 4}} {
		t.Run(c.game, func(t *testing.T) {
			file, out := saveAndResume(t, c.game, c.players)
			assert.Contains(t, out, c.title+": you ")
			assert.Contains(t, out, "(random")
			assert.Contains(t, out, "The game resumed after ")
			assert.Equal(t, c.players == 4, strings.Contains(out, "your Partner"))

			var buf bytes.Buffer
			assert.ErrorContains(t, run(strings.NewReader(""), &buf, []string{"-resume", file, "-players", "2"}),
				"-players: the game resumed gives it")
		})
	}
}

func TestFishingBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"-game", "scopa", "-players", "5"}, "-players: Scopa takes 2 to 4, not 5"},
		{[]string{"-game", "escoba", "-players", "1"}, "-players: Escoba takes 2 to 4, not 1"},
		{[]string{"-game", "scopa", "-rules", "Deals=8"}, `-rules: scopa has no option "Deals": it has Partners, Players`},
		{[]string{"-game", "scopa", "-rules", "Partners=maybe"}, "-rules: "},
	} {
		var buf bytes.Buffer
		assert.ErrorContains(t, run(strings.NewReader(""), &buf, c.args), c.msg, "%v", c.args)
	}
	var buf bytes.Buffer
	require.Error(t, run(strings.NewReader(""), &buf, []string{"-h"}))
	assert.Contains(t, buf.String(), "boxes, equi, scopa, escoba, ")
}

// TestFishingTableShowsOnlyWhatSeatZeroKnows is the test of Boxes and Equi
// for Scopa and Escoba, from 2 to 4 players: pairs of games that differ
// only in two cards seat 0 cannot see are played with the same moves, and
// the terminal must write the same text for both while seat 0's views are
// the same, and never name a card seat 0 cannot see.
func TestFishingTableShowsOnlyWhatSeatZeroKnows(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 4))
	games := variant.FishingGames()
	compared := 0
	for pair := range hiddenPairs {
		g := games[pair%len(games)]
		players := g.MinPlayers + pair/len(games)%(g.MaxPlayers-g.MinPlayers+1)
		r, err := g.Rules(players)
		require.NoError(t, err)
		tb := r.Table()
		dealer := players - 1 // seat 0 gets positions 0, players, 2*players, ...
		var hidden []int
		for i := range tb.Deck.Len() {
			if i < tb.Hand*players && i%players != 0 || i >= tb.Hand*players+tb.TableCards {
				hidden = append(hidden, i)
			}
		}
		deckA := cards.NewDeck(tb.Deck)
		deckA.Shuffle(rng)
		deckB := swapHidden(deckA, hidden, rng)
		sA, err := cards.NewSession(r, cards.Deal{Dealer: dealer, Deck: deckA})
		require.NoError(t, err)
		sB, err := cards.NewSession(r, cards.Deal{Dealer: dealer, Deck: deckB})
		require.NoError(t, err)
		var outA, outB bytes.Buffer
		names := fishingNames(tb)
		tA := newFishingTable(&console{out: &outA}, g, r, names, sA.View(0))
		tB := newFishingTable(&console{out: &outB}, g, r, names, sB.View(0))
		require.Equal(t, outA.String(), outB.String())
		unseen := func(m *fishing.Move) cards.Set {
			all := sA.View(cards.Spectator)
			out := tb.Deck.Minus(sA.View(0).Hand()).Minus(all.Table())
			for seat := range all.Players() {
				out = out.Minus(all.Pile(seat)).Minus(all.Known(seat))
			}
			if m != nil {
				out = out.Minus(m.Played())
			}
			return out
		}
		compared += comparePair(t, pair, sA, sB, tA, tB, &outA, &outB, rng, unseen, nil)
	}
	t.Logf("%d moves compared in %d pairs", compared, hiddenPairs)
	assert.Greater(t, compared, 10*hiddenPairs, "enough moves compared to show something")
}
