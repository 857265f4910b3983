package sheddingbot

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// TestRewardOfSidesAndDeals plays random matches of two deals of Mau-Mau
// in two partnerships: partners get the same reward, the two sides'
// rewards sum to 1, a deal going on is rated by the hands as they stand
// over 8·Scale, the first position of the second deal by the last deal's
// hands over Scale, and the match over by its winner; StopAtDealEnd stops
// at the second deal and at the end.
func TestRewardOfSidesAndDeals(t *testing.T) {
	r := shedding.MauMau(4)
	r.Sides, r.Deals = 2, [32]uint8{3, 2}
	require.NoError(t, r.Validate())
	reward := Reward(r)
	margin := func(pen func(seat int) int) float64 {
		return float64(pen(1) + pen(3) - pen(0) - pen(2))
	}
	rng := rand.NewPCG(1, 2)
	checked := [3]int{}
	for g := range 20 {
		root, err := r.Start(cards.Deal{Seed: uint64(g), Dealer: g % 4})
		require.NoError(t, err)
		s := root
		for {
			for seat := range 4 {
				assert.Equal(t, reward(s, seat), reward(s, (seat+2)%4), "partners")
			}
			assert.InDelta(t, 1, reward(s, 0)+reward(s, 1), 1e-12)
			assert.Zero(t, reward(s, 4))
			switch last, _, _ := s.LastEnd(); {
			case s.Turn() < 0:
				want := map[int]float64{-1: 0.5, 0: 1, 1: 0}[r.Winner(s.Public)]
				assert.Equal(t, want, reward(s, 0), "the match's result")
				assert.True(t, StopAtDealEnd(root, s))
				checked[2]++
			case s.Deal() == 1 && s.MoveCount() == 0 && last == 0:
				d := margin(func(i int) int { return r.HandPenalty(s.LastHand(i)) })
				assert.InDelta(t, 0.5+0.5*math.Tanh(d/Scale), reward(s, 0), 1e-12, "the deal ended")
				assert.True(t, StopAtDealEnd(root, s))
				checked[1]++
			case s.Deal() == 0:
				d := margin(func(i int) int { return r.HandPenalty(s.Hand(i)) })
				assert.InDelta(t, 0.5+0.5*math.Tanh(d/(going*Scale)), reward(s, 0), 1e-12, "the deal goes on")
				assert.False(t, StopAtDealEnd(root, s))
				checked[0]++
			}
			if s.Turn() < 0 {
				break
			}
			_, ok := r.RandomStep(&s, rng)
			require.True(t, ok)
		}
	}
	assert.Equal(t, 20, checked[2])
	assert.Positive(t, checked[1])
	assert.Positive(t, checked[0])
}

// TestScoreOfSetsAndOthers checks Score's terms that Crazy Eights,
// Mau-Mau and Switch do not use, on Boxes' kind of table: a set sheds its
// cards' penalties, laid without the call it costs UncalledDraw×100 and
// has no effect; a card that makes every other seat draw counts 5 a card
// for each opponent less each partner and the player itself.
func TestScoreOfSetsAndOthers(t *testing.T) {
	r := shedding.Rules{Players: 4, Sides: 2, MaxSet: 2, UncalledDraw: 1}
	r.Penalty[cards.Seven], r.Penalty[cards.Five] = 20, 30
	r.Others[cards.Five] = 1
	hand := cards.SetOf(cards.New(cards.Seven, cards.Hearts), cards.New(cards.Seven, cards.Clubs),
		cards.New(cards.Five, cards.Hearts), cards.New(cards.King, cards.Spades))
	pair := shedding.PlaySet(true, cards.New(cards.Seven, cards.Hearts), cards.New(cards.Seven, cards.Clubs))
	uncalled := shedding.PlaySet(false, cards.New(cards.Seven, cards.Hearts), cards.New(cards.Seven, cards.Clubs))
	five := shedding.Play(cards.New(cards.Five, cards.Hearts))
	// The pair leaves 5H and KS; its top card's suit is in force.
	top := pair.Top().Suit()
	perSuit := float64(3 * hand.Minus(pair.Cards()).OfSuit(top).Len())
	assert.Equal(t, 40+perSuit, score(&r, hand, 0, false, pair))
	assert.Equal(t, 40+perSuit-100, score(&r, hand, 0, false, uncalled))
	// 5H leaves 7H: one heart. Two opponents less one partner.
	assert.Equal(t, 30.0+3+5, score(&r, hand, 0, false, five))
	r.OthersSelf = true
	assert.Equal(t, 30.0+3, score(&r, hand, 0, false, five), "the player draws too")
	r.Sides, r.OthersSelf = 0, false
	assert.Equal(t, 30.0+3+15, score(&r, hand, 0, false, five), "three opponents")
}
