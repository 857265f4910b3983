package scoring_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/zerotest"
	"github.com/cardrules/cardrules/scoring"
)

// Every exported function and method takes zero values without a panic,
// giving the documented zero result or error.
func TestZeroValues(t *testing.T) {
	var (
		e  *scoring.Error
		o  scoring.Order
		tb scoring.Table
		tm scoring.Teams
	)
	invalid := func(err error) { assert.ErrorIs(t, err, scoring.ErrInvalid) }
	zerotest.Run(t, ".", zerotest.Calls{
		"Places":        func() { assert.Nil(t, scoring.Places(nil, o)) },
		"AppendWinners": func() { assert.Nil(t, scoring.AppendWinners(nil, nil, o)) },
		"AppendTeamTotals": func() {
			v, err := scoring.AppendTeamTotals(nil, nil, nil)
			assert.NoError(t, err)
			assert.Empty(t, v)
		},
		"TeamTotals":     func() { v, err := scoring.TeamTotals(nil, nil); assert.NoError(t, err); assert.Empty(t, v) },
		"Totals":         func() { v, err := scoring.Totals(nil); assert.NoError(t, err); assert.Nil(t, v) },
		"Winners":        func() { assert.Nil(t, scoring.Winners(nil, o)) },
		"Error.Error":    func() { assert.Equal(t, "<nil>", e.Error()); assert.NotEmpty(t, (&scoring.Error{}).Error()) },
		"Error.Unwrap":   func() { assert.Equal(t, scoring.ErrInvalid, e.Unwrap()) },
		"Order.Better":   func() { assert.False(t, o.Better(0, 0)) },
		"Order.String":   func() { assert.NotEmpty(t, o.String()) },
		"Order.Valid":    func() { assert.True(t, o.Valid()) },
		"Table.Card":     func() { assert.Zero(t, tb.Card(0)); assert.Zero(t, tb.Card(cards.NoCard)) },
		"Table.Points":   func() { assert.Zero(t, tb.Points(0)) },
		"Table.Sum":      func() { assert.Zero(t, tb.Sum(0)); assert.Zero(t, tb.Sum(^cards.Set(0))) },
		"Alternating":    func() { assert.Nil(t, scoring.Alternating(0, 0)) },
		"Partners4":      func() { assert.Len(t, scoring.Partners4(), 2) },
		"Teams.Of":       func() { assert.Equal(t, -1, tm.Of(0)) },
		"Teams.Validate": func() { assert.NoError(t, tm.Validate(0)); invalid(tm.Validate(1)) },
	})
}
