package fishing_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
)

// TestRedealKeepsTheView checks Redeal on the positions of random games of
// every table: each seat's view and the spectator's are kept, the cards
// the seat cannot see move (in some position of the games), every other
// seat's trail record allows its new hand (the redealt position decodes,
// which asks the records), and s itself is returned for a seat not at the
// table and a nil generator.
func TestRedealKeepsTheView(t *testing.T) {
	moved := 0
	for _, r := range tables(t) {
		rng := rand.New(rand.NewPCG(7, 8))
		for seed := range uint64(3) {
			s, err := r.Start(cards.Deal{Seed: seed})
			require.NoError(t, err)
			for {
				for seat := cards.Spectator; seat < r.Seats(); seat++ {
					x := r.Redeal(s, seat, rng)
					require.Equal(t, r.View(s, seat), r.View(x, seat), "seat %d of %s", seat, s)
					_, err := r.ParseState(x.String())
					require.NoError(t, err, "the redealt %s", x)
					if x != s {
						moved++
					}
				}
				assert.Equal(t, s, r.Redeal(s, r.Seats(), rng))
				assert.Equal(t, s, r.Redeal(s, 0, nil))
				legal := cards.Legal(r, s)
				if len(legal) == 0 {
					break
				}
				s, err = r.Apply(s, legal[rng.IntN(len(legal))])
				require.NoError(t, err)
			}
		}
	}
	assert.Positive(t, moved, "some redeal moves a card")
	assert.Equal(t, fishing.State{}, fishing.Rules{}.Redeal(fishing.State{}, 0, rand.New(rand.NewPCG(0, 0))))
}
