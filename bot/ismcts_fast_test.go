package bot_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/equi"
)

// plainGame hides a game's fast paths: embedding the interface promotes
// its methods only.
type plainGame[S, M, V any] struct{ cards.HiddenGame[S, M, V] }

// moverGame shows RandomMove and ApplyTo, not RandomStep.
type moverGame[S, M, V any] struct {
	cards.HiddenGame[S, M, V]
	fast interface {
		cards.RandomMover[S, M]
		cards.InPlace[S, M]
	}
}

func (g moverGame[S, M, V]) RandomMove(s *S, p *rand.PCG) (M, bool) { return g.fast.RandomMove(s, p) }
func (g moverGame[S, M, V]) ApplyTo(s *S, m M) error                { return g.fast.ApplyTo(s, m) }

// sameSearch checks that ISMCTS learns the same from the view of seat to
// move at each of the first positions of a random game of g, with the
// game's fast paths and without, with and without Stop: the rollouts
// draw the moves the listing would.
func sameSearch[S any, M comparable, V cards.View[M]](t *testing.T, g cards.HiddenGame[S, M, V], s S, reward func(S, int) float64) {
	t.Helper()
	fast, ok := cards.As[interface {
		cards.RandomMover[S, M]
		cards.InPlace[S, M]
	}](g)
	require.True(t, ok, "the game has the fast paths")
	_, ok = cards.As[cards.RandomStepper[S, M]](g)
	require.True(t, ok, "the game has RandomStep")
	games := []cards.HiddenGame[S, M, V]{g, plainGame[S, M, V]{g}, moverGame[S, M, V]{g, fast}}
	p := rand.NewPCG(1, 2)
	for n := 0; n < 12 && !cards.Over(g, s); n++ {
		v := g.View(s, g.ToMove(s))
		for _, stop := range []func(root, s S) bool{nil, func(_, _ S) bool { return false }} {
			var want []bot.Stat[M]
			for i, h := range games {
				b := &bot.ISMCTS[S, M, V]{Game: h, Reward: reward, Iterations: 60, MaxMoves: 60, Seed: uint64(n), Stop: stop}
				stats, err := b.Analyze(v)
				require.NoError(t, err)
				if i == 0 {
					want = stats
					continue
				}
				require.Equal(t, want, stats, "position %d, game %d of 3, Stop %t", n, i, stop != nil)
			}
		}
		legal := cards.Legal(g, s)
		s, _ = g.Apply(s, legal[cards.UintN(p, uint64(len(legal)))])
	}
}

// The rollouts through RandomStep, or RandomMove and ApplyTo, choose what
// the listing and Apply do, in all three games.
func TestISMCTSFastPathsSearchTheSame(t *testing.T) {
	t.Run("crazyeights", func(t *testing.T) {
		r := crazyeights.Rules{Players: 2}
		s, err := r.Start(cards.Deal{Seed: 3})
		require.NoError(t, err)
		sameSearch[crazyeights.State, crazyeights.Move, crazyeights.View](t, r, s, func(s crazyeights.State, seat int) float64 {
			return float64(r.Score(s)[seat]+100) / 200
		})
	})
	t.Run("boxes", func(t *testing.T) {
		r := boxes.Rules{PlayDrawn: true}
		s, err := r.Start(cards.Deal{Seed: 3})
		require.NoError(t, err)
		sameSearch[boxes.State, boxes.Move, boxes.View](t, r, s, func(s boxes.State, seat int) float64 {
			return 1 / float64(1+s.Hand(seat).Len())
		})
	})
	t.Run("equi", func(t *testing.T) {
		r := equi.Rules{Players: 3}
		s, err := r.Start(cards.Deal{Seed: 3})
		require.NoError(t, err)
		sameSearch[equi.State, equi.Move, equi.View](t, r, s, func(s equi.State, seat int) float64 {
			return float64(s.Held(seat)) / 36
		})
	})
}
