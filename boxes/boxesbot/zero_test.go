package boxesbot_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/internal/zerotest"
)

// Every exported function takes zero values without a panic, giving the
// documented zero result or error.
func TestZeroValues(t *testing.T) {
	var (
		r boxes.Rules
		s boxes.State
		v boxes.View
		m boxes.Move
	)
	zerotest.Run(t, ".", zerotest.Calls{
		"Reward":        func() { assert.False(t, boxesbot.Reward(s, 0) < 0 || boxesbot.Reward(s, 0) > 1) },
		"StopAtDealEnd": func() { _ = boxesbot.StopAtDealEnd(s, s) },
		"NewISMCTS": func() {
			_, err := boxesbot.NewISMCTS(r, 0, 0).Choose(v)
			assert.Error(t, err, "the zero View lists no move")
		},
		"Greedy": func() {
			_, err := boxesbot.Greedy().Choose(v)
			assert.Error(t, err)
		},
		"Score": func() { _ = boxesbot.Score(v, m) },
	})
}
