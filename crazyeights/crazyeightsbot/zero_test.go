package crazyeightsbot_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/crazyeights/crazyeightsbot"
	"github.com/cardrules/cardrules/internal/zerotest"
)

// Every exported function takes zero values without a panic, giving the
// documented zero result or error.
func TestZeroValues(t *testing.T) {
	var (
		r crazyeights.Rules
		s crazyeights.State
		v crazyeights.View
		m crazyeights.Move
	)
	zerotest.Run(t, ".", zerotest.Calls{
		"Reward": func() { assert.Zero(t, crazyeightsbot.Reward(s, 0), "the zero State has no seat") },
		"NewISMCTS": func() {
			_, err := crazyeightsbot.NewISMCTS(r, 0, 0).Choose(v)
			assert.Error(t, err, "the zero View lists no move")
		},
		"Greedy": func() {
			_, err := crazyeightsbot.Greedy().Choose(v)
			assert.Error(t, err)
		},
		"Score": func() {
			assert.True(t, math.IsInf(crazyeightsbot.Score(v, m), -1), "the zero Move rates below every move")
		},
	})
}
