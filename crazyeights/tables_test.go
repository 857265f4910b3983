package crazyeights

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestEngineTablesAreTheRules checks that the table every call plays
// (engine: prebuilt, or built once and kept) is Crazy Eights' table with
// the options in force, inside the prebuilt range and outside it, and that
// rules outside it build their table once.
func TestEngineTablesAreTheRules(t *testing.T) {
	for _, special := range []bool{false, true} {
		for _, reshuffle := range []bool{false, true} {
			for players := range MaxPlayers + 2 {
				for draw := range maxTabled + 2 {
					for _, turns := range []int{0, 100, 7} {
						r := Rules{Players: players, MaxDrawCards: draw, MaxTurns: turns, UseSpecialCards: special, Reshuffle: reshuffle}
						want := Rules{UseSpecialCards: special}.Table()
						want.Players, want.MaxDraw, want.MaxPlays, want.Reshuffle = 5, 5, 100, reshuffle
						if players >= 2 && players <= 5 {
							want.Players = players
						}
						if draw > 0 {
							want.MaxDraw = draw
						}
						if turns > 0 {
							want.MaxPlays = turns
						}
						got := r.engine()
						assert.Equal(t, want, *got, "%+v", r)
						assert.Same(t, got, r.engine(), "%+v: a second call builds another table", r)
					}
				}
			}
		}
	}
}
