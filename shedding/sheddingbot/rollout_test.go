package sheddingbot

import (
	"math"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/shedding"
)

// TestPriorAndRolloutAreScoreOfTheView checks Prior and Rollout, which
// score a position without building the mover's view, against Score of
// that view along random games of Mau-Mau, Switch and Crazy Eights (with
// its special cards): Prior is 0.5 + 0.5·tanh(Score / 100) for every
// legal move, and Rollout plays the first of the moves Score rates best.
func TestPriorAndRolloutAreScoreOfTheView(t *testing.T) {
	tables := []shedding.Rules{
		shedding.MauMau(2), shedding.MauMau(4), shedding.Switch(2), shedding.Switch(3),
		crazyeights.Rules{Players: 2}.Table(),
		crazyeights.Rules{Players: 3, UseSpecialCards: true, Reshuffle: true}.Table(),
	}
	games := testlong.N(10, 200)
	for _, r := range tables {
		prior, rollout := Prior(r), Rollout(r)
		p := rand.NewPCG(1, uint64(r.Players))
		positions := 0
		for g := range games {
			s, err := r.Start(cards.Deal{Seed: uint64(g), Dealer: g % r.Players})
			require.NoError(t, err)
			for s.Turn() >= 0 {
				v := r.View(s, s.Turn())
				legal := v.AppendLegal(nil)
				require.NotEmpty(t, legal)
				want, wantScore := shedding.Move{}, math.Inf(-1)
				for _, m := range legal {
					x := Score(v, m)
					if x > wantScore {
						want, wantScore = m, x
					}
					require.Equal(t, 0.5+0.5*math.Tanh(x/100), prior(s, m), "%s: prior of %v in %v", r.Game, m, v)
				}
				require.Equal(t, want, rollout(s, nil), "%s: rollout in %v", r.Game, v)
				positions++
				_, ok := r.RandomStep(&s, p)
				require.True(t, ok)
			}
		}
		assert.Greater(t, positions, 10*games, r.Game)
	}
}

// TestISMCTSConcurrentChoices runs one NewISMCTS value from several
// goroutines at once, as bot.ISMCTS allows: each choice is the one a lone
// call makes (and, under -race, Prior and Rollout share no buffer).
func TestISMCTSConcurrentChoices(t *testing.T) {
	r := shedding.MauMau(3)
	s, err := r.Start(cards.Deal{Seed: 3})
	require.NoError(t, err)
	v := r.View(s, s.Turn())
	p := NewISMCTS(r, 60, 1)
	want, err := p.Choose(v)
	require.NoError(t, err)
	got := make([]shedding.Move, 4)
	var wg sync.WaitGroup
	for i := range got {
		wg.Go(func() {
			m, err := p.Choose(v)
			assert.NoError(t, err)
			got[i] = m
		})
	}
	wg.Wait()
	for _, m := range got {
		assert.Equal(t, want, m)
	}
}

// TestOpponentModel checks the playouts of an ISMCTS searching for one
// seat: that seat always plays Rollout's move; another seat plays it with
// OpponentRandom 0, and with 1 draws among its legal moves uniformly, each
// drawn about as often as the others.
func TestOpponentModel(t *testing.T) {
	r := crazyeights.Rules{Players: 4}
	s, err := r.Start(cards.Deal{Seed: 3})
	require.NoError(t, err)
	p := rand.NewPCG(1, 2)
	for len(r.AppendLegal(nil, s)) < 3 {
		_, ok := r.Table().RandomStep(&s, p)
		require.True(t, ok, "a position with three legal moves or more")
	}
	mover, other := s.Turn(), (s.Turn()+1)%4
	legal := r.AppendLegal(nil, s)
	greedy := Rollout(r)(s, nil)
	b := NewISMCTS(r, 10, 1)
	rng := rand.New(rand.NewPCG(3, 4))
	const draws = 4000
	for _, c := range []struct {
		seat   int
		random float64
		want   func(counts map[shedding.Move]int)
	}{
		{mover, 1, func(counts map[shedding.Move]int) { assert.Equal(t, draws, counts[greedy], "the searching seat") }},
		{other, 0, func(counts map[shedding.Move]int) { assert.Equal(t, draws, counts[greedy], "OpponentRandom 0") }},
		{other, 1, func(counts map[shedding.Move]int) {
			assert.Len(t, counts, len(legal), "OpponentRandom 1: every legal move drawn")
			for _, m := range legal {
				assert.InDelta(t, draws/len(legal), counts[m], float64(draws/len(legal)/4), "OpponentRandom 1: %v", m)
			}
		}},
	} {
		b.OpponentRandom = c.random
		rollout := b.at(c.seat).Rollout
		counts := map[shedding.Move]int{}
		for range draws {
			counts[rollout(s, rng)]++
		}
		c.want(counts)
	}
}
