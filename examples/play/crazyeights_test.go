package main

import (
	"bytes"
	"math/rand/v2"
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
	assert.Contains(t, out, "The scores (the score is minus the penalty of the cards left; higher is better):\n  You   ")
	assert.Regexp(t, `\n  Bot 2 -?\d+\n(You win with -?\d+\.|Bot \d wins with -?\d+; you have -?\d+\.|.* share the win with -?\d+ each\.)\n$`, out, "every seat's score, then who won")
	assert.NotContains(t, out, "End of input")
	assert.Regexp(t, `You draw 1 card: [2-9JQKA10]+[♣♦♥♠]\.`, out, "the cards the human draws are named to him")
	assert.NotRegexp(t, `Bot \d draws 1 card: `, out, "the cards a bot draws are not")
}

func TestCrazyEightsSpecialEffects(t *testing.T) {
	// The effects of the special cards are told in words: this deal (found
	// by trying seeds) shows a skip and a chain of 2s.
	out := session(t, ones(400), "-resume", dealt(t, crazyeights.Rules{Players: 3, UseSpecialCards: true, Reshuffle: true}, 1, 7, crazyEightsDeck7), "-bot", "greedy")
	assert.Contains(t, out, "Crazy Eights: you against 2 bots (greedy). Seed 7.")
	assert.Regexp(t, `\n(You are|Bot \d is) skipped\.\n`, out)
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

// crazyEightsSeen returns the cards seat 0 sees in s: his hand, the top
// card and the discards.
func crazyEightsSeen(s *cards.Session[crazyeights.State, crazyeights.Move, crazyeights.View]) cards.Set {
	v := s.View(0)
	return v.Hand().Union(v.Discards()).Add(v.Top())
}

// TestCrazyEightsTableShowsOnlyWhatSeatZeroKnows is the test of Boxes and
// Equi for Crazy Eights, from 2 to 5 players, special cards and reshuffle
// on and off: pairs of games that differ only in two cards seat 0 cannot
// see are played with the same moves, and the terminal must write the same
// text for both while seat 0's views are the same, and never name a card
// seat 0 has not seen.
func TestCrazyEightsTableShowsOnlyWhatSeatZeroKnows(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 3))
	compared := 0
	for pair := range hiddenPairs {
		r := crazyeights.Rules{Players: crazyeights.MinPlayers + pair%4, UseSpecialCards: pair%2 == 1, Reshuffle: pair%3 == 2, MaxDrawCards: 1 + pair%3}
		n := r.Seats()
		k := 5
		if n == 2 {
			k = 7
		}
		var hidden []int // seat 0 gets positions 0, n, 2n, ... from dealer n-1; the upcard is at n*k
		for i := range cards.NumCards {
			if i < n*k && i%n != 0 || i > n*k {
				hidden = append(hidden, i)
			}
		}
		deckA := cards.NewDeck52()
		deckA.Shuffle(rng)
		deckB := swapHidden(deckA, hidden, rng)
		seed := rng.Uint64()
		sA, err := cards.NewSession(r, cards.Deal{Dealer: n - 1, Seed: seed, Deck: deckA})
		require.NoError(t, err)
		sB, err := cards.NewSession(r, cards.Deal{Dealer: n - 1, Seed: seed, Deck: deckB})
		require.NoError(t, err)
		if sA.View(0) != sB.View(0) {
			continue // a turned-up 8 was redrawn from the hidden cards
		}
		var outA, outB bytes.Buffer
		tA := newSheddingTable(&console{out: &outA}, crazyEightsHelp, sA.View(0), 0, sA.Story(0, 0))
		tB := newSheddingTable(&console{out: &outB}, crazyEightsHelp, sB.View(0), 0, sB.Story(0, 0))
		seen := crazyEightsSeen(sA)
		unseen := func(m *crazyeights.Move) cards.Set {
			if m != nil {
				seen = seen.Union(crazyEightsSeen(sA))
			}
			return cards.Deck52.Minus(seen)
		}
		compared += comparePair[crazyeights.State, crazyeights.Move, crazyeights.View](t, pair, sA, sB, tA, tB, &outA, &outB, rng, unseen, cutHands)
	}
	t.Logf("%d moves compared in %d pairs", compared, hiddenPairs)
	assert.Greater(t, compared, 10*hiddenPairs, "enough moves compared to show something")
}
