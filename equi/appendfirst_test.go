package equi

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// AppendFirst lists the first n moves of AppendLegal, for every seat's view
// of positions of random games, under every option that changes the list.
func TestAppendFirst(t *testing.T) {
	for seed := range uint64(300) {
		r := Rules{Players: 2 + int(seed%5), VoluntaryTrail: seed%3 == 0, NoRankBan: seed%4 == 0}
		s, err := r.Start(cards.Deal{Seed: seed})
		require.NoError(t, err)
		p := rand.NewPCG(seed, 3)
		for s.Turn() >= 0 {
			for seat := cards.Spectator; seat < r.Seats(); seat++ {
				v := r.View(s, seat)
				all := v.AppendLegal(nil)
				for _, n := range []int{-1, 0, 1, 2, 5, 64} {
					want := all[:max(0, min(n, len(all)))]
					got := v.AppendFirst([]Move{Trail(cards.New(cards.Six, cards.Clubs))}, n)
					require.Equal(t, Trail(cards.New(cards.Six, cards.Clubs)), got[0], "dst's moves are kept")
					require.True(t, slices.Equal(want, got[1:]), "seed %d seat %d n %d: %v, want %v", seed, seat, n, got[1:], want)
				}
			}
			m, _ := r.RandomMove(&s, p)
			require.NoError(t, r.ApplyTo(&s, m))
		}
	}
}
