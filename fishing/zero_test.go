package fishing_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/internal/zerotest"
)

// Every exported name takes zero values without a panic, giving the
// documented zero result or error.
func TestZeroValues(t *testing.T) {
	var (
		r  fishing.Rules
		tb fishing.Table
		s  fishing.State
		v  fishing.View
		m  fishing.Move
		p  fishing.Public
		e  fishing.EndReason
		ef *fishing.Effects
	)
	zerotest.Run(t, ".", zerotest.Calls{
		"New":                    func() { _, err := fishing.New(tb); assert.ErrorIs(t, err, cards.ErrInvalidRules) },
		"Table.Validate":         func() { assert.ErrorIs(t, tb.Validate(), cards.ErrInvalidRules) },
		"Rules.StartStory":       func() { assert.Nil(t, r.StartStory(fishing.State{})) },
		"Rules.Story":            func() { assert.Nil(t, r.Story(fishing.State{}, fishing.Move{}, fishing.State{})) },
		"Rules.Table":            func() { assert.Equal(t, tb, r.Table()) },
		"Rules.Seats":            func() { assert.Zero(t, r.Seats()) },
		"Rules.Name":             func() { assert.Empty(t, r.Name()) },
		"Rules.Value":            func() { assert.Zero(t, r.Value(0)) },
		"Rules.MaxGameMoves":     func() { assert.Zero(t, r.MaxGameMoves()) },
		"Rules.Start":            func() { _, err := r.Start(cards.Deal{}); assert.ErrorIs(t, err, cards.ErrInvalidRules) },
		"Rules.ToMove":           func() { assert.Equal(t, -1, r.ToMove(s)) },
		"Rules.AppendLegal":      func() { assert.Empty(t, r.AppendLegal(nil, s)) },
		"Rules.Apply":            func() { _, err := r.Apply(s, m); assert.ErrorIs(t, err, cards.ErrIllegalMove) },
		"Rules.ApplyTo":          func() { assert.ErrorIs(t, r.ApplyTo(nil, m), cards.ErrIllegalMove) },
		"Rules.RandomMove":       func() { _, ok := r.RandomMove(nil, nil); assert.False(t, ok) },
		"Rules.RandomStep":       func() { _, ok := r.RandomStep(nil, nil); assert.False(t, ok) },
		"Rules.RandomSteps":      func() { assert.Zero(t, r.RandomSteps(nil, nil, 10)) },
		"Rules.Score":            func() { assert.Empty(t, r.Score(s)) },
		"Rules.AppendScore":      func() { assert.Empty(t, r.AppendScore(nil, s)) },
		"Rules.View":             func() { assert.Equal(t, fishing.View{}, r.View(s, 0)) },
		"Rules.Sample":           func() { assert.Equal(t, fishing.State{}, r.Sample(v, rand.New(rand.NewPCG(0, 0)))) },
		"Rules.Redeal":           func() { assert.Equal(t, fishing.State{}, r.Redeal(s, 0, rand.New(rand.NewPCG(0, 0)))) },
		"Rules.Tags":             func() { assert.Len(t, r.Tags(), 2) },
		"Rules.WithTags":         func() { _, err := r.WithTags(nil); assert.ErrorIs(t, err, cards.ErrInvalidRules) },
		"Rules.ParseMove":        func() { _, err := r.ParseMove(""); assert.ErrorIs(t, err, cards.ErrSyntax) },
		"Refill.String":          func() { assert.Equal(t, "round", fishing.Refill(0).String()) },
		"Play.String":            func() { assert.Equal(t, "one", fishing.Play(0).String()) },
		"Relation.String":        func() { assert.Equal(t, "sumEqual", fishing.Relation(0).String()) },
		"Compel.String":          func() { assert.Equal(t, "none", fishing.Compel(0).String()) },
		"Recycle.String":         func() { assert.Equal(t, "none", fishing.Recycle(0).String()) },
		"EndReason.String":       func() { assert.Equal(t, "not over", e.String()) },
		"Public.Players":         func() { assert.Zero(t, p.Players()) },
		"Public.Dealer":          func() { assert.Zero(t, p.Dealer()) },
		"Public.Turn":            func() { assert.Equal(t, -1, p.Turn()) },
		"Public.End":             func() { assert.Equal(t, fishing.EndNone, p.End()) },
		"Public.Pile":            func() { assert.Zero(t, p.Pile(0)) },
		"Public.Sweeps":          func() { assert.Zero(t, p.Sweeps(0)) },
		"Public.Table":           func() { assert.Zero(t, p.Table()) },
		"Public.StockLen":        func() { assert.Zero(t, p.StockLen()) },
		"Public.LastCapturer":    func() { assert.Equal(t, -1, p.LastCapturer()) },
		"Public.MoveCount":       func() { assert.Zero(t, p.MoveCount()) },
		"Public.MovesAfterStock": func() { assert.Zero(t, p.MovesAfterStock()) },
		"Public.IdleTurns":       func() { assert.Zero(t, p.IdleTurns()) },
		"Public.LastMove":        func() { seat, _ := p.LastMove(); assert.Equal(t, -1, seat) },
		"Public.LastDrawn":       func() { assert.Zero(t, p.LastDrawn()) },
		"Public.LastRecycled":    func() { assert.Zero(t, p.LastRecycled()) },
		"State.Hand":             func() { assert.Zero(t, s.Hand(0)) },
		"State.Known":            func() { assert.Zero(t, s.Known(0)) },
		"State.Held":             func() { assert.Zero(t, s.Held(0)) },
		"State.Stock":            func() { assert.Zero(t, s.Stock()) },
		"View.Seat":              func() { assert.Equal(t, -1, v.Seat()) },
		"View.AppendLegal":       func() { assert.Empty(t, v.AppendLegal(nil)) },
		"View.AppendFirst":       func() { assert.Empty(t, v.AppendFirst(nil, 5)) },
		"View.RandomMove":        func() { _, ok := (*fishing.View)(nil).RandomMove(nil); assert.False(t, ok) },
		"View.Rules":             func() { assert.Equal(t, r, v.Rules()) },
		"View.Hand":              func() { assert.Zero(t, v.Hand()) },
		"View.HandLen":           func() { assert.Zero(t, v.HandLen(0)) },
		"View.Held":              func() { assert.Zero(t, v.Held(0)) },
		"View.Known":             func() { assert.Zero(t, v.Known(0)) },
		"View.Score":             func() { assert.Zero(t, v.Score(0)) },
		"View.Unknown":           func() { assert.Zero(t, v.Unknown()) },
		"Capture":                func() { assert.Equal(t, m, fishing.Capture(0, 0)) },
		"Trail":                  func() { assert.Equal(t, m, fishing.Trail(cards.NoCard)) },
		"Move.Played":            func() { assert.Zero(t, m.Played()) },
		"Move.Taken":             func() { assert.Zero(t, m.Taken()) },
		"Move.IsTrail":           func() { assert.False(t, m.IsTrail()) },
		"Move.Valid":             func() { assert.False(t, m.Valid()) },
		"Move.String":            func() { assert.Equal(t, "-", m.String()) },
		"Move.MarshalText":       func() { _, err := m.MarshalText(); assert.Error(t, err) },
		"Rules.MarshalJSON":      func() { _, err := r.MarshalJSON(); assert.ErrorIs(t, err, cards.ErrInvalidRules) },
		"Rules.UnmarshalJSON":    func() { assert.ErrorIs(t, (*fishing.Rules)(nil).UnmarshalJSON(nil), cards.ErrInvalidArgument) },
		"Rules.DecodeState":      func() { _, err := r.DecodeState(nil); assert.ErrorIs(t, err, cards.ErrSyntax) },
		"Rules.DecodeView": func() {
			got, err := r.DecodeView([]byte("null"))
			require.NoError(t, err)
			assert.Equal(t, fishing.View{}, got)
			_, err = r.DecodeView(nil)
			assert.ErrorIs(t, err, cards.ErrSyntax)
		},
		"State.MarshalText":   func() { _, err := s.MarshalText(); assert.ErrorIs(t, err, cards.ErrInvalidState) },
		"State.String":        func() { assert.Equal(t, "-", s.String()) },
		"Rules.ParseState":    func() { _, err := r.ParseState(""); assert.ErrorIs(t, err, cards.ErrSyntax) },
		"State.MarshalJSON":   func() { _, err := s.MarshalJSON(); assert.ErrorIs(t, err, cards.ErrInvalidState) },
		"View.MarshalJSON":    func() { _, err := v.MarshalJSON(); assert.ErrorIs(t, err, cards.ErrInvalidState) },
		"View.UnmarshalJSON":  func() { assert.ErrorIs(t, (*fishing.View)(nil).UnmarshalJSON(nil), cards.ErrInvalidArgument) },
		"Effects.Seat":        func() { assert.Equal(t, -1, ef.Seat()) },
		"Effects.Move":        func() { assert.Equal(t, m, ef.Move()) },
		"Effects.State":       func() { assert.Equal(t, s, ef.State()) },
		"Effects.Table":       func() { assert.Zero(t, ef.Table()) },
		"Effects.Draw":        func() { assert.Zero(t, ef.Draw(0, 1)) },
		"Effects.AddScore":    func() { ef.AddScore(0, 1) },
		"Effects.Counter":     func() { assert.Zero(t, ef.Counter(0)) },
		"Effects.SetCounter":  func() { ef.SetCounter(0, 1) },
		"Public.Counter":      func() { assert.Zero(t, p.Counter(0)) },
		"Public.AddedScore":   func() { assert.Zero(t, p.AddedScore(0)) },
		"Public.VariantDrawn": func() { assert.Zero(t, p.VariantDrawn()) },
		"Move.UnmarshalText":  func() { assert.Error(t, (*fishing.Move)(nil).UnmarshalText(nil)) },
	})
}
