package boxes

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/zerotest"
	"github.com/cardrules/cardrules/shedding"
)

// TestZeroValues calls every exported function and method the package
// declares with zero values (the zero Rules, State, View, Move, Schedule
// and TwoDraw, nil pointers and slices) and checks the documented zero
// result or an error: none panics. The table must name every exported
// function and method, so that a new one is added here. The methods of
// State, Move, View, Public and Effects are the shedding engine's (the
// types are aliases), called with zero values by its own TestZeroValues.
func TestZeroValues(t *testing.T) {
	var (
		r  Rules
		s  State
		v  View
		m  Move
		sc Schedule
	)
	pcg := rand.NewPCG(1, 2)
	calls := zerotest.Calls{
		"HandPenalty": func() { assert.Zero(t, HandPenalty(0)) },
		"Draw":        func() { assert.True(t, Draw().Valid()) },
		"Pass":        func() { assert.True(t, Pass().Valid()) },
		"Play":        func() { assert.Equal(t, "2C", Play(0).String(), "the zero Card is 2C") },
		"PlaySet":     func() { assert.False(t, PlaySet(false).Valid()) },
		"NewSchedule": func() {
			_, err := NewSchedule()
			assert.ErrorIs(t, err, cards.ErrInvalidRules)
		},
		"ParseSchedule": func() {
			_, err := ParseSchedule("")
			assert.ErrorIs(t, err, cards.ErrSyntax)
		},
		"TwoDraw.String": func() { assert.Equal(t, "chain+1", TwoDraw(0).String()) },

		"Schedule.Len":    func() { assert.Equal(t, 15, sc.Len(), "the zero Schedule is the standard one") },
		"Schedule.Size":   func() { assert.Equal(t, 8, sc.Size(0)) },
		"Schedule.String": func() { assert.Equal(t, "8,7,6,5,4,3,2,1,2,3,4,5,6,7,8", sc.String()) },

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
			assert.Contains(t, string(b), `"deals":"8,7,6,5,4,3,2,1,2,3,4,5,6,7,8"`)
		},
		"Rules.UnmarshalJSON": func() {
			assert.ErrorIs(t, (*Rules)(nil).UnmarshalJSON([]byte("{}")), cards.ErrInvalidArgument)
			var x Rules
			assert.ErrorIs(t, x.UnmarshalJSON(nil), cards.ErrSyntax)
		},
		"Rules.Name": func() { assert.Equal(t, "boxes", r.Name()) },
		"Rules.ParseMove": func() {
			_, err := r.ParseMove("")
			assert.ErrorIs(t, err, cards.ErrSyntax)
		},
		"Rules.AppendState": func() {
			b, err := r.AppendState([]byte("x"), s)
			assert.ErrorIs(t, err, cards.ErrInvalidState, "the zero State is no match")
			assert.Equal(t, "x", string(b), "dst is returned as it was")
		},
		"Rules.ParseState": func() {
			x, err := r.ParseState("")
			assert.ErrorIs(t, err, cards.ErrSyntax)
			assert.Equal(t, State{}, x)
		},
		"Rules.MarshalState": func() {
			b, err := r.MarshalState(s)
			assert.ErrorIs(t, err, cards.ErrInvalidState, "the zero State is no match")
			assert.Nil(t, b)
		},
		"Rules.DecodeState": func() {
			x, err := r.DecodeState(nil)
			assert.ErrorIs(t, err, cards.ErrSyntax)
			assert.Equal(t, State{}, x)
		},
		"Rules.RandomSteps": func() {
			assert.Zero(t, r.RandomSteps(&s, pcg, 10))
			assert.Zero(t, r.RandomSteps(nil, pcg, 10))
			assert.Zero(t, r.RandomSteps(&s, nil, 10))
			assert.Zero(t, r.RandomSteps(&s, pcg, 0))
		},
		"Rules.Sample": func() { assert.Equal(t, State{}, r.Sample(v, nil)) },
		"Rules.Redeal": func() {
			assert.Equal(t, State{}, r.Redeal(s, 0, nil))
			assert.Equal(t, State{}, r.Redeal(s, cards.Spectator, rand.New(rand.NewPCG(1, 2))))
		},
		// The zero State has no seats, so no score (Boxes gave four 0s).
		"Rules.Score":     func() { assert.Empty(t, r.Score(s)) },
		"Rules.Teams":     func() { assert.Equal(t, [][]int{{0, 2}, {1, 3}}, r.Teams()) },
		"Rules.LowerWins": func() { assert.True(t, r.LowerWins()) },
		"Rules.AppendScore": func() {
			assert.Equal(t, []int{9}, r.AppendScore([]int{9}, s))
		},
		"Rules.Seats": func() { assert.Equal(t, NumSeats, r.Seats()) },
		"Rules.Start": func() {
			x, err := r.Start(cards.Deal{})
			require.NoError(t, err, "the zero Deal deals a standard match")
			assert.Equal(t, 1, x.Turn(), "dealer 0's left starts")
		},
		"Rules.Tags":     func() { assert.Len(t, r.Tags(), len(options)) },
		"Rules.Table":    func() { assert.NoError(t, r.Table().Validate()) },
		"Rules.ToMove":   func() { assert.Equal(t, -1, r.ToMove(s)) },
		"Rules.Validate": func() { assert.NoError(t, r.Validate()) },
		"Rules.View":     func() { assert.Equal(t, View{}, r.View(s, 0)) },
		"Rules.WithTags": func() {
			back, err := r.WithTags(nil)
			require.NoError(t, err)
			assert.Equal(t, Rules{}, back)
		},
	}
	zerotest.Run(t, ".", calls)
	assert.Equal(t, State{}, s, "no call changed the zero State")
}
