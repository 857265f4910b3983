package crazyeights

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPrebuiltTablesAreTheTables checks that every table the fast paths
// take from tables (AppendLegal, Apply, ApplyTo, RandomMove, RandomStep)
// is the table Table builds for the same rules, and that rules outside
// the prebuilt range get none.
func TestPrebuiltTablesAreTheTables(t *testing.T) {
	for _, special := range []bool{false, true} {
		for _, reshuffle := range []bool{false, true} {
			for players := range MaxPlayers + 2 {
				for draw := range maxTabled + 2 {
					for _, turns := range []int{0, DefaultMaxTurns, 7} {
						r := Rules{Players: players, MaxDrawCards: draw, MaxTurns: turns, UseSpecialCards: special, Reshuffle: reshuffle}
						got := r.table()
						if players > MaxPlayers || draw > maxTabled || turns == 7 {
							assert.Nil(t, got, "%+v", r)
							continue
						}
						if assert.NotNil(t, got, "%+v", r) {
							assert.Equal(t, r.Table(), *got, "%+v", r)
						}
					}
				}
			}
		}
	}
}
