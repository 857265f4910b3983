package bot_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
)

// The third game of the package example keeps the contract, checked by the
// same helper as the built-in games, over 2,000 games (400 under the race
// detector).
func TestThirdGameContract(t *testing.T) {
	// Every card of the mover's hand and the top card, naming each suit,
	// legal or not.
	candidates := func(s c8State) []c8Move {
		var ms []c8Move
		for c := range s.hands[max(s.turn, 0)].Add(s.top).All() {
			for suit := cards.Clubs; suit <= cards.Spades; suit++ {
				ms = append(ms, c8Move{Card: c, Suit: suit})
			}
		}
		return ms
	}
	games := 1000
	if raceEnabled {
		games = 200
	}
	for _, hand := range []int{0, 7} {
		g := crazy8s{Hand: hand}
		cardstest.Check(t, g, cardstest.Config[c8State, c8Move]{
			Start: func(seed uint64) (c8State, error) { return g.Start(cards.Deal{Dealer: int(seed % 2), Seed: seed}) },
			Cards: func(s c8State) []cards.Set {
				return []cards.Set{s.hands[0], s.hands[1], cards.Deck(s.stock[:s.n]).Set(), s.pile, cards.SetOf(s.top)}
			},
			Deck:       cards.Deck52,
			Games:      games,
			Candidates: candidates,
		})
	}
}

// An ISMCTS iteration allocates nothing once the search has warmed up, for
// a game whose Sample allocates nothing: the tree grows in slices the search
// keeps, and the rollouts list moves into one buffer.
func TestISMCTSAllocatesNothingPerIteration(t *testing.T) {
	g := crazy8s{}
	s, err := g.Start(cards.Deal{Seed: 4, Dealer: 1})
	require.NoError(t, err)
	v := g.View(s, 0)
	allocs := func(n int) float64 {
		b := &bot.ISMCTS[c8State, c8Move, c8View]{Game: g, Iterations: n, Reward: func(c8State, int) float64 { return 0.5 }}
		return testing.AllocsPerRun(3, func() {
			if _, err := b.Choose(v); err != nil {
				t.Fatal(err)
			}
		})
	}
	few, many := allocs(1000), allocs(4000)
	assert.LessOrEqual(t, many-few, 8.0, "3,000 more iterations cost %v more allocations", many-few)
}

// Root bounds the moves Greedy and ISMCTS consider: they choose among its
// moves only.
func TestRootBoundsTheChoice(t *testing.T) {
	g := crazy8s{}
	// Seed 1's deck under engine 1: Ann holds {3S 4C 6S 8D QD} on 7D.
	deck, err := cards.ParseDeck("7D QD 4C 6S 3S 8D QS 2C AS AC 5H KD 2H 4S 7H KC JS 6D 5C 5S QC JC 8C 6H 9D 8S " +
		"7S 4H 10C QH 10H 9H AH AD 6C 9C 4D KS 3H JH 2S 7C 3D 5D KH JD 8H 10D 2D 10S 3C 9S")
	require.NoError(t, err)
	s, err := g.Start(cards.Deal{Deck: deck, Dealer: 1})
	require.NoError(t, err)
	v := g.View(s, 0)
	require.Equal(t, "{3S 4C 6S 8D QD} 7D", fmt.Sprint(v.hand, " ", v.top), "the position the test is about")
	// QD plus the four suits of 8D, and a draw: more moves than Root keeps.
	require.Len(t, v.AppendLegal(nil), 6)
	last := func(dst []c8Move, v c8View) []c8Move {
		all := v.AppendLegal(nil)
		return append(dst, all[len(all)-2:]...)
	}
	greedy := bot.Greedy[c8View, c8Move]{Score: playable}
	m, err := greedy.Choose(v)
	require.NoError(t, err)
	assert.Equal(t, "QD", m.String(), "shed a card of the suit in force")
	greedy.Root = last
	m, err = greedy.Choose(v)
	require.NoError(t, err)
	assert.Contains(t, last(nil, v), m)

	search := &bot.ISMCTS[c8State, c8Move, c8View]{Game: g, Iterations: 200, Root: last,
		Reward: func(s c8State, seat int) float64 { return float64(52-g.Score(s)[seat]) / 52 }}
	stats, err := search.Analyze(v)
	require.NoError(t, err)
	require.Len(t, stats, 2)
	assert.Equal(t, last(nil, v), []c8Move{stats[0].Move, stats[1].Move})
	assert.Equal(t, 200, stats[0].Visits+stats[1].Visits)
	search.Root = func(dst []c8Move, _ c8View) []c8Move { return dst }
	_, err = search.Choose(v)
	require.ErrorIs(t, err, bot.ErrNoMove)
}
