package jack_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/examples/variant/jack"
	"github.com/cardrules/cardrules/internal/fixture"
)

// TestPositionText reads back from its one-line text (and one in eight from
// its JSON) every position of textGames random one-deal matches of the rule, and
// checks that a Jack took effect in some of them: the positions a variant
// reaches round-trip like the standard game's.
func TestPositionText(t *testing.T) {
	sched, err := boxes.NewSchedule(8)
	require.NoError(t, err)
	r := jack.Rules()
	r.Deals, r.MaxMoves = sched, 400
	jacks := 0
	for seed := range uint64(textGames) {
		s, err := r.Start(cards.Deal{Dealer: int(seed % boxes.NumSeats), Seed: seed})
		require.NoError(t, err)
		pcg := rand.NewPCG(seed, 1)
		for n := 0; ; n++ {
			fixture.RoundTrip(t, r, s, n%8 == 0)
			m, ok := r.Table().RandomMove(&s, pcg)
			if !ok {
				break
			}
			seat := s.Turn()
			require.NoError(t, r.Table().ApplyTo(&s, m), "seed %d", seed)
			if (m.Kind() == boxes.KindCard || m.OneCard()) && m.Top().Rank() == cards.Jack && s.Turn() >= 0 && s.Drew(s.Turn()) >= 2 && s.Turn() != seat {
				jacks++
			}
		}
	}
	require.Positive(t, jacks, "no Jack took effect in the games")
}
