package bot_test

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
)

// sixCards is a view of seat 0 holding 2S to 7S, to lead.
func sixCards() trickView {
	s := trickState{hands: [4]cards.Set{set("2S 3S 4S 5S 6S 7S"), set("8S 9S 10S JS QS KS")}, top: cards.NoCard, left: 6}
	return tricks{seats: 2, hand: 6, last: 1}.View(s, 0)
}

// choices returns n choices of p from v.
func choices(t *testing.T, p trickPlayer, v trickView, n int) []cards.Card {
	t.Helper()
	out := make([]cards.Card, n)
	for i := range out {
		var err error
		out[i], err = p.Choose(v)
		require.NoError(t, err)
	}
	return out
}

func TestRandomIsUniformOverLegalMoves(t *testing.T) {
	v := sixCards()
	counts := map[cards.Card]int{}
	for _, c := range choices(t, bot.NewRandom[trickView, cards.Card](1), v, 6000) {
		counts[c]++
	}
	require.Len(t, counts, 6, "only the six legal cards, each of them")
	for c, n := range counts {
		assert.True(t, set("2S 3S 4S 5S 6S 7S").Has(c), "%v is not legal", c)
		assert.InDelta(t, 1000, n, 150, "%v", c)
	}
}

func TestRandomIsReproducible(t *testing.T) {
	v := sixCards()
	a := choices(t, bot.NewRandom[trickView, cards.Card](7), v, 50)
	b := choices(t, bot.NewRandom[trickView, cards.Card](7), v, 50)
	c := choices(t, bot.NewRandom[trickView, cards.Card](8), v, 50)
	assert.Equal(t, a, b, "same seed, same sequence")
	assert.NotEqual(t, a, c, "another seed, another sequence")

	var zero bot.Random[trickView, cards.Card]
	assert.Equal(t, choices(t, bot.NewRandom[trickView, cards.Card](0), v, 50), choices(t, &zero, v, 50),
		"the zero value plays as NewRandom(0)")
}

func TestRandomIsSafeForConcurrentUse(t *testing.T) {
	v := sixCards()
	p := bot.NewRandom[trickView, cards.Card](3)
	var wg sync.WaitGroup
	results := make([][]cards.Card, 4)
	for w := range results {
		wg.Go(func() {
			for range 100 {
				c, err := p.Choose(v)
				if err != nil {
					t.Error(err)
					return
				}
				results[w] = append(results[w], c)
			}
		})
	}
	wg.Wait()
	// The generator was drawn 400 times in all, whatever the interleaving:
	// the next choice is the 401st of the seed's sequence.
	next, err := p.Choose(v)
	require.NoError(t, err)
	assert.Equal(t, choices(t, bot.NewRandom[trickView, cards.Card](3), v, 401)[400], next)
}

func TestRandomNoMove(t *testing.T) {
	g := tricks{seats: 2, hand: 6, last: 1}
	s := g.deal(1)
	_, err := bot.NewRandom[trickView, cards.Card](1).Choose(g.View(s, 1))
	require.ErrorIs(t, err, bot.ErrNoMove)
	assert.EqualError(t, err, "bot: random for seat 1: the view lists no legal move")

	var none *bot.Random[trickView, cards.Card]
	_, err = none.Choose(g.View(s, 0))
	assert.ErrorIs(t, err, bot.ErrConfig)
}

func TestRandomResetPlaysAsANewRandom(t *testing.T) {
	v := sixCards()
	p := bot.NewRandom[trickView, cards.Card](7)
	choices(t, p, v, 13) // some draws, to move the generator on
	p.Reset(8)
	assert.Equal(t, choices(t, bot.NewRandom[trickView, cards.Card](8), v, 50), choices(t, p, v, 50))
	p.Reset(7)
	assert.Equal(t, choices(t, bot.NewRandom[trickView, cards.Card](7), v, 50), choices(t, p, v, 50))

	var nilRandom *bot.Random[trickView, cards.Card]
	assert.NotPanics(t, func() { nilRandom.Reset(1) })
}
