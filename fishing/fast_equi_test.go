//go:build !cardrules_reference

package fishing_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/scopa"
)

// TestEquisTablesAreFast checks that Equi's table under every option
// takes the fast paths, and Scopa's does not.
func TestEquisTablesAreFast(t *testing.T) {
	for _, o := range []equi.Rules{
		{}, {Players: 4}, {NoRankBan: true}, {VoluntaryTrail: true}, {RecycleByFour: true},
		{Players: 6, NoProgressRounds: 3, MaxMoves: 100, Scoring: equi.ScorePoints},
	} {
		r, err := fishing.New(o.Table())
		require.NoError(t, err)
		require.True(t, fishing.IsFast(r), "%+v", o)
	}
	r, err := fishing.New(scopa.Table(2))
	require.NoError(t, err)
	require.False(t, fishing.IsFast(r))
}
