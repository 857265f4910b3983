package equibot_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/internal/zerotest"
)

// Every exported function takes zero values without a panic, giving the
// documented zero result or error.
func TestZeroValues(t *testing.T) {
	var (
		r equi.Rules
		s equi.State
		v equi.View
		m equi.Move
	)
	zerotest.Run(t, ".", zerotest.Calls{
		"Moves":   func() { assert.Empty(t, equibot.Moves(r)(nil, s)) },
		"Rollout": func() { assert.Equal(t, equi.Move{}, equibot.Rollout(r)(s, nil)) },
		"NewISMCTS": func() {
			_, err := equibot.NewISMCTS(r, 0, 0).Choose(v)
			assert.Error(t, err)
		},
		"Greedy": func() {
			_, err := equibot.Greedy().Choose(v)
			assert.Error(t, err)
		},
		"Score": func() { assert.Equal(t, -1e9, equibot.Score(v, m)) },
	})
}
