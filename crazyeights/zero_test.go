package crazyeights

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/zerotest"
	"github.com/cardrules/cardrules/shedding"
)

// TestZeroValues calls every exported function and method of the package
// with zero values (the zero Rules, State, View, Move and enums, nil
// pointers) and checks the documented zero result or an error: none
// panics. The table must name every exported function and method.
func TestZeroValues(t *testing.T) {
	var (
		r Rules
		s State
		v View
		m Move
	)
	pcg := rand.NewPCG(1, 2)
	calls := zerotest.Calls{
		"HandPenalty": func() { assert.Zero(t, HandPenalty(0)) },

		"Rules.AppendLegal": func() { assert.Empty(t, r.AppendLegal(nil, s)) },
		"Rules.Apply": func() {
			next, err := r.Apply(s, m)
			assert.ErrorIs(t, err, cards.ErrIllegalMove)
			assert.Equal(t, s, next)
		},
		"Rules.Delegate": func() {
			// The table, whose methods shedding's TestZeroValues calls.
			assert.Equal(t, r.Table(), *r.Delegate().(*shedding.Rules))
		},
		"Rules.MarshalJSON": func() {
			b, err := r.MarshalJSON()
			assert.NoError(t, err)
			assert.Contains(t, string(b), `"players":5`)
		},
		"Rules.UnmarshalJSON": func() {
			assert.ErrorIs(t, (*Rules)(nil).UnmarshalJSON([]byte("{}")), cards.ErrInvalidArgument)
			var x Rules
			assert.ErrorIs(t, x.UnmarshalJSON(nil), cards.ErrSyntax)
		},
		"Rules.Name": func() { assert.Equal(t, "crazy-eights", r.Name()) },
		"Rules.ParseMove": func() {
			_, err := r.ParseMove("")
			assert.ErrorIs(t, err, cards.ErrSyntax)
		},
		"Rules.RandomSteps": func() {
			assert.Zero(t, r.RandomSteps(&s, pcg, 5))
			assert.Zero(t, r.RandomSteps(nil, pcg, 5))
			assert.Zero(t, r.RandomSteps(&s, nil, 5))
		},
		"Rules.Sample": func() { assert.Equal(t, State{}, r.Sample(v, nil)) },
		"Rules.Redeal": func() {
			assert.Equal(t, State{}, r.Redeal(s, 0, nil))
			assert.Equal(t, State{}, r.Redeal(s, cards.Spectator, rand.New(rand.NewPCG(1, 2))))
		},
		"Rules.Score": func() { assert.Empty(t, r.Score(s)) },
		"Rules.AppendScore": func() {
			assert.Equal(t, []int{9}, r.AppendScore([]int{9}, s))
		},
		"Rules.Seats": func() { assert.Equal(t, 5, r.Seats()) },
		"Rules.Start": func() {
			x, err := r.Start(cards.Deal{})
			require.NoError(t, err, "the zero Deal deals a game")
			assert.Equal(t, 1, x.Turn(), "dealer 0's left starts")
		},
		"Rules.Table":    func() { assert.Equal(t, 5, r.Table().Players) },
		"Rules.Tags":     func() { assert.Len(t, r.Tags(), len(options)) },
		"Rules.ToMove":   func() { assert.Equal(t, -1, r.ToMove(s)) },
		"Rules.Validate": func() { assert.NoError(t, r.Validate()) },
		"Rules.View": func() {
			assert.Equal(t, View{}, r.View(s, 0))
			assert.Equal(t, View{}, r.View(s, cards.Spectator))
		},
		"Rules.WithTags": func() {
			back, err := r.WithTags(nil)
			require.NoError(t, err)
			assert.Equal(t, Rules{}, back)
		},
	}
	zerotest.Run(t, ".", calls)
	assert.Equal(t, State{}, s, "no call changed the zero State")
}
