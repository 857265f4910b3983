package main

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/shedding"
)

func TestMauMauSession(t *testing.T) {
	bad := "\nxyz\n99\nJS\nhelp\n"
	out := session(t, bad+ones(400), "-game", "mau-mau", "-seed", "5", "-bot", "greedy")
	assert.Contains(t, out, "Mau-Mau: you against 3 bots (greedy). Seed 5. Type \"help\" for the rules.")
	assert.Contains(t, out, "Bot 1 dealt; A♣ turned up.")
	assert.Contains(t, out, `"xyz" is not a move`)
	assert.Contains(t, out, "There is no move 99: choose a number from 1 to ")
	assert.Contains(t, out, "docs/rules/mau-mau.md", "the help")
	assert.Contains(t, out, "Your hand: ")
	assert.Regexp(t, `Bot \d plays J[♣♦♥♠] naming [♣♦♥♠]\.\n`, out, "a suit named")
	assert.Regexp(t, `\n(You are|Bot \d is) skipped\.\n`, out, "an 8 skips")
	assert.Contains(t, out, "You must answer with a 7 or draw 4.", "the 7s add up")
	assert.Regexp(t, `You draw 4 cards for the 7s: \S+ \S+ \S+ \S+\.`, out)
	assert.Regexp(t, `Bot \d draws 2 cards for the 7s\.`, out)
	assert.Contains(t, out, "the game is over.")
	assert.Regexp(t, `Your hand: .*, a penalty of \d+\.`, out)
	assert.Contains(t, out, "The scores (the score is minus the penalty of the cards left; higher is better):\n  You   ")
	assert.NotContains(t, out, "End of input")
	assert.NotRegexp(t, `Bot \d draws \d cards?: `, out, "the cards a bot draws are not named")
}

// TestSwitchSession checks that the terminal tells a skip, a reverse, a
// 2-chain and a named suit, which it tells from the library's account of
// each move (cards.Session.Story).
func TestSwitchSession(t *testing.T) {
	out := session(t, ones(600), "-game", "switch", "-players", "3", "-seed", "4", "-bot", "greedy")
	assert.Regexp(t, `\n(You are|Bot \d is) skipped\.\n`, out, "an 8 skips")
	assert.Contains(t, out, "Switch: you against 2 bots (greedy). Seed 4.")
	assert.Contains(t, out, "Play now goes counterclockwise.", "a jack reverses")
	assert.Regexp(t, `(You play|Bot \d plays) A[♣♦♥♠] naming [♣♦♥♠]\.\n`, out, "an ace names a suit")
	assert.Regexp(t, `must answer with a 2 or draw \d+\.`, out)
	assert.Regexp(t, `must answer with a 2 or draw [4-9]\.`, out, "the 2s add up")
	assert.Contains(t, out, "the game is over.")
	assert.NotContains(t, out, "End of input")
}

func TestSheddingSaveAndResume(t *testing.T) {
	for _, c := range []struct {
		game, title string
		players     int
	}{{"mau-mau", "Mau-Mau", 3}, {"switch", "Switch", 5}} {
		t.Run(c.game, func(t *testing.T) {
			_, out := saveAndResume(t, c.game, c.players)
			assert.Contains(t, out, c.title+": you against "+plural(c.players-1, "bot")+" (random")
			assert.Contains(t, out, "The game resumed after ")
		})
	}
}

func TestSheddingBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"-game", "mau-mau", "-players", "7"}, "-players: Mau-Mau takes 2 to 6, not 7"},
		{[]string{"-game", "switch", "-players", "1"}, "-players: Switch takes 2 to 6, not 1"},
		{[]string{"-game", "switch", "-rules", "Deals=8"}, `-rules: switch has no option "Deals": it has Players`},
	} {
		var buf bytes.Buffer
		assert.ErrorContains(t, run(strings.NewReader(""), &buf, c.args), c.msg, "%v", c.args)
	}
	var buf bytes.Buffer
	require.Error(t, run(strings.NewReader(""), &buf, []string{"-h"}))
	assert.Contains(t, buf.String(), "scopa, escoba, mau-mau, switch, ")
}

// TestSheddingTableShowsOnlyWhatSeatZeroKnows is the test of Boxes and
// Equi for Mau-Mau and Switch, from 2 to 6 players: pairs of games that
// differ only in two cards seat 0 cannot see are played with the same
// moves, and the terminal must write the same text for both while seat
// 0's views are the same, and never name a card seat 0 has not seen.
func TestSheddingTableShowsOnlyWhatSeatZeroKnows(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 5))
	games := variant.SheddingGames()
	compared := 0
	pairs := hiddenPairs / 3 // the games are long: a third of the pairs compare as many moves as the others
	for pair := range pairs {
		g := games[pair%len(games)]
		players := g.MinPlayers + pair/len(games)%(g.MaxPlayers-g.MinPlayers+1)
		r, err := g.Rules(players)
		require.NoError(t, err)
		k := int(r.HandSize[players])
		var hidden []int // seat 0 gets positions 0, n, 2n, ... from dealer n-1; the upcard is at n*k
		for i := range r.Deck.Len() {
			if i < players*k && i%players != 0 || i > players*k {
				hidden = append(hidden, i)
			}
		}
		deckA := cards.NewDeck(r.Deck)
		deckA.Shuffle(rng)
		deckB := swapHidden(deckA, hidden, rng)
		seed := rng.Uint64()
		sA, err := cards.NewSession(r, cards.Deal{Dealer: players - 1, Seed: seed, Deck: deckA})
		require.NoError(t, err)
		sB, err := cards.NewSession(r, cards.Deal{Dealer: players - 1, Seed: seed, Deck: deckB})
		require.NoError(t, err)
		if sA.View(0) != sB.View(0) {
			continue // a card turned up was turned back and another drawn from the hidden cards
		}
		var outA, outB bytes.Buffer
		tA := newSheddingTable(&console{out: &outA}, g.Help, sA.View(0), 0, sA.Story(0, 0))
		tB := newSheddingTable(&console{out: &outB}, g.Help, sB.View(0), 0, sB.Story(0, 0))
		require.Equal(t, outA.String(), outB.String())
		seen := sheddingSeen(sA)
		unseen := func(m *shedding.Move) cards.Set {
			if m != nil {
				seen = seen.Union(sheddingSeen(sA))
			}
			return r.Deck.Minus(seen)
		}
		compared += comparePair(t, pair, sA, sB, tA, tB, &outA, &outB, rng, unseen, cutHands)
	}
	t.Logf("%d moves compared in %d pairs", compared, pairs)
	assert.Greater(t, compared, 10*pairs, "enough moves compared to show something")
}

func sheddingSeen(s *cards.Session[shedding.State, shedding.Move, shedding.View[shedding.Rules]]) cards.Set {
	v := s.View(0)
	return v.Hand().Union(v.Discards()).Add(v.Top())
}
