package bot_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
)

func TestISMCTSConsidersOnlyWhatMovesLists(t *testing.T) {
	// Leading 2S wins and AS loses (TestISMCTSLeadsLowToWinTheLastTrick),
	// but a search told to consider only the highest card plays AS.
	g := leadTricks
	b := newTrickBot(g, winReward, 200, 1)
	calls := 0
	b.Moves = func(dst []cards.Card, s trickState) []cards.Card {
		calls++
		c, _ := s.hands[s.turn].Max()
		return append(dst, c)
	}
	v := g.View(leadEnding(set("9S 5S")), 0)
	stats, err := b.Analyze(v)
	require.NoError(t, err)
	assert.Equal(t, 0, statOf(t, stats, card("2S")).Visits)
	assert.Equal(t, 200, statOf(t, stats, card("AS")).Visits)
	m, err := b.Choose(v)
	require.NoError(t, err)
	assert.Equal(t, card("AS"), m)
	assert.GreaterOrEqual(t, calls, 400, "at least the root of each iteration of both calls")
}

func TestISMCTSPlaysOutWithRollout(t *testing.T) {
	// In the 2-seat, 6-trick game, a rollout that always plays the lowest
	// card makes seat 0's results depend on its first card only: check
	// that the playouts are the rollout's by counting the calls and the
	// cards they see.
	g := tricks{seats: 2, hand: 6, last: 2}
	b := newTrickBot(g, winReward, 300, 5)
	calls := 0
	b.Rollout = func(s trickState, r *rand.Rand) cards.Card {
		calls++
		require.False(t, cards.Over(g, s), "never asked for a move of a finished game")
		require.NotNil(t, r)
		c, _ := s.hands[s.turn].Min()
		return c
	}
	v := g.View(g.deal(3), 0)
	first, err := b.Choose(v)
	require.NoError(t, err)
	assert.Positive(t, calls)
	again, err := b.Choose(v)
	require.NoError(t, err)
	assert.Equal(t, first, again, "the same seed gives the same move")
}

func TestISMCTSReportsBrokenHooks(t *testing.T) {
	g := tricks{seats: 2, hand: 6, last: 2}
	v := g.View(g.deal(3), 0)

	b := newTrickBot(g, winReward, 50, 5)
	b.Moves = func(dst []cards.Card, _ trickState) []cards.Card { return dst }
	_, err := b.Choose(v)
	assert.ErrorIs(t, err, bot.ErrGame, "Moves lists nothing")
	assert.ErrorIs(t, err, cards.ErrNoLegalMove)

	b = newTrickBot(g, winReward, 50, 5)
	b.Moves = func(dst []cards.Card, _ trickState) []cards.Card {
		return append(dst, card("AS"), card("2S"), card("KS"))
	}
	require.False(t, v.s.hands[0].Contains(set("AS 2S KS")), "seat 0 lacks one of the three")
	_, err = b.Choose(v)
	assert.ErrorIs(t, err, bot.ErrGame, "Moves lists cards seat 0 does not hold")

	b = newTrickBot(g, winReward, 50, 5)
	b.Rollout = func(trickState, *rand.Rand) cards.Card { return cards.NoCard }
	_, err = b.Choose(v)
	require.ErrorIs(t, err, bot.ErrGame, "Rollout gives an illegal move")
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
}

func TestISMCTSTriesTheMovePriorRatesBestFirst(t *testing.T) {
	g := leadTricks
	v := g.View(leadEnding(set("9S 5S")), 0)
	for _, favourite := range []string{"AS", "2S"} {
		b := newTrickBot(g, winReward, 1, 5)
		b.Prior = func(_ trickState, c cards.Card) float64 {
			if c == card(favourite) {
				return 0.9
			}
			return 0.1
		}
		stats, err := b.Analyze(v)
		require.NoError(t, err)
		assert.Equal(t, 1, statOf(t, stats, card(favourite)).Visits, "the one iteration tries %s", favourite)
	}

	// A strong bias keeps the search on the prior's favourite, the losing
	// AS, for longer than the search alone does.
	plain := newTrickBot(g, winReward, 40, 5)
	biased := newTrickBot(g, winReward, 40, 5)
	biased.Prior = func(_ trickState, c cards.Card) float64 { return float64(c.Rank()) / float64(cards.Ace) }
	biased.Bias = 50
	ps, err := plain.Analyze(v)
	require.NoError(t, err)
	bs, err := biased.Analyze(v)
	require.NoError(t, err)
	assert.Greater(t, statOf(t, bs, card("AS")).Visits, statOf(t, ps, card("AS")).Visits)

	// Ratings outside [0, 1] are clamped, NaN counts as 0.
	odd := newTrickBot(g, winReward, 40, 5)
	odd.Prior = func(_ trickState, c cards.Card) float64 {
		if c == card("AS") {
			return math.NaN()
		}
		return 7
	}
	_, err = odd.Choose(v)
	require.NoError(t, err)

	for _, bias := range []float64{-1, math.NaN(), math.Inf(1)} {
		bad := newTrickBot(g, winReward, 40, 5)
		bad.Bias = bias
		_, err := bad.Choose(v)
		assert.ErrorIs(t, err, bot.ErrConfig, "Bias %v", bias)
	}
}

func TestISMCTSDealsWithSampler(t *testing.T) {
	// Sampler deals the position of every iteration, with the search's
	// generator, and its deals are checked as Game.Sample's are.
	g := leadTricks
	v := g.View(leadEnding(set("KS QS")), 0)
	b := newTrickBot(g, winReward, 200, 1)
	plain, err := b.Analyze(v)
	require.NoError(t, err)
	calls := 0
	b.Sampler = func(w trickView, r *rand.Rand) trickState {
		calls++
		require.Equal(t, v, w)
		require.NotNil(t, r)
		return g.Sample(w, r)
	}
	same, err := b.Analyze(v)
	require.NoError(t, err)
	assert.Equal(t, plain, same, "a sampler that calls Game.Sample searches as without one")
	assert.Equal(t, 200, calls, "one deal an iteration")

	b.Sampler = func(w trickView, r *rand.Rand) trickState {
		s := g.Sample(w, r)
		s.turn = 1 // not the view's seat
		return s
	}
	_, err = b.Choose(v)
	require.ErrorIs(t, err, bot.ErrGame, "the sampler's deals are checked as Sample's are")
}
