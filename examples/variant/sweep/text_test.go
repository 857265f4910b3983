package sweep_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/examples/variant/sweep"
)

// TestPositionText reads back from its one-line text (and one in eight from
// its JSON) every position of textGames random games of the variant for 2 to 6
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
			roundTrip(t, s, n%8 == 0)
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

// roundTrip checks that s reads back from its text and, when withJSON is
// true (one position in eight, JSON being the slower form), from its JSON.
func roundTrip(t *testing.T, s equi.State, withJSON bool) {
	t.Helper()
	text, err := s.MarshalText()
	require.NoError(t, err)
	var back equi.State
	require.NoError(t, back.UnmarshalText(text), "%s", text)
	require.Equal(t, s, back, "%s", text)
	if !withJSON {
		return
	}
	data, err := json.Marshal(s)
	require.NoError(t, err)
	var fromJSON equi.State
	require.NoError(t, json.Unmarshal(data, &fromJSON), "%s", data)
	require.Equal(t, s, fromJSON, "%s", data)
}
