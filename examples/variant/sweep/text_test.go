package sweep_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/examples/variant/sweep"
)

// TestPositionText reads back under the variant's rules from its one-line
// text (and one in eight from its JSON) every position of textGames random games of the variant for 2 to 6
// players, and checks that some scored a sweep: the positions a variant
// reaches round-trip like the standard game's.
func TestPositionText(t *testing.T) {
	sweeps := 0
	for seed := range uint64(textGames) {
		r := sweep.Rules(2 + int(seed%5))
		s, err := r.Start(cards.Deal{Dealer: int(seed) % r.Seats(), Seed: seed})
		require.NoError(t, err)
		pcg := rand.NewPCG(seed, 1)
		for n := 0; ; n++ {
			back, err := r.ParseState(s.String())
			require.NoError(t, err, "%v", s)
			require.Equal(t, s, back)
			if n%8 == 0 {
				data, err := json.Marshal(s)
				require.NoError(t, err)
				back, err = r.DecodeState(data)
				require.NoError(t, err, "%s", data)
				require.Equal(t, s, back)
			}
			m, ok := r.RandomMove(&s, pcg)
			if !ok {
				break
			}
			require.NoError(t, r.ApplyTo(&s, m), "seed %d", seed)
		}
		for seat := range r.Seats() {
			sweeps += s.AddedScore(seat)
		}
	}
	require.Positive(t, sweeps, "no game scored a sweep")
}
