package equi

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/zerotest"
)

// TestZeroValues calls every exported function and method with zero
// values (the zero Rules, State, View, Public and Move, nil slices, nil
// generators and nil pointer receivers) and checks the documented zero
// result or error: none panics. zerotest fails on an exported name left
// out.
func TestZeroValues(t *testing.T) {
	var (
		r Rules
		s State
		v View
		p Public
		m Move
	)
	calls := map[string]func(t *testing.T){
		"Points":  func(t *testing.T) { assert.Equal(t, 4, Points().Points(cards.King)) },
		"Capture": func(t *testing.T) { assert.Equal(t, Move{}, Capture(0, 0)) },
		"Trail": func(t *testing.T) {
			assert.Equal(t, Move{}, Trail(cards.Card(200)), "an invalid card")
			assert.Equal(t, cards.SetOf(0), Trail(0).Played())
		},
		"EndReason.String": func(t *testing.T) { assert.Equal(t, "not over", EndReason(0).String()) },
		"Scoring.String":   func(t *testing.T) { assert.Equal(t, "cards", Scoring(0).String()) },
		"Effects.Seat":     func(t *testing.T) { assert.Equal(t, -1, new(Effects).Seat()) },
		"Effects.Move":     func(t *testing.T) { assert.Equal(t, Move{}, new(Effects).Move()) },
		"Effects.State":    func(t *testing.T) { assert.Equal(t, State{}, new(Effects).State()) },
		"Effects.Table":    func(t *testing.T) { assert.True(t, new(Effects).Table().Empty()) },
		"Effects.Draw":     func(t *testing.T) { assert.Equal(t, 0, new(Effects).Draw(0, 4)) },
		"Effects.Counter":  func(t *testing.T) { assert.Equal(t, 0, new(Effects).Counter(0)) },
		"Effects.SetCounter": func(t *testing.T) {
			var e Effects
			e.SetCounter(0, 9)
			assert.Equal(t, Effects{}, e, "a dead handle changes nothing")
		},
		"Effects.AddScore": func(t *testing.T) {
			var e Effects
			e.AddScore(0, 9)
			assert.Equal(t, Effects{}, e, "a dead handle changes nothing")
		},
		"Public.Counter":      func(t *testing.T) { assert.Equal(t, 0, p.Counter(0)) },
		"Public.AddedScore":   func(t *testing.T) { assert.Equal(t, 0, p.AddedScore(0)) },
		"Public.VariantDrawn": func(t *testing.T) { assert.Equal(t, 0, p.VariantDrawn()) },
		"Rules.UnmarshalView": func(t *testing.T) {
			got, err := r.UnmarshalView([]byte("null"))
			require.NoError(t, err)
			assert.Equal(t, View{}, got)
			_, err = r.UnmarshalView(nil)
			assert.ErrorIs(t, err, cards.ErrSyntax)
		},
		"Rules.Validate": func(t *testing.T) { assert.NoError(t, r.Validate()) },
		"Rules.Seats":    func(t *testing.T) { assert.Equal(t, 2, r.Seats()) },
		"Rules.ToMove":   func(t *testing.T) { assert.Equal(t, -1, r.ToMove(s)) },
		"Rules.AppendLegal": func(t *testing.T) {
			assert.Nil(t, r.AppendLegal(nil, s))
		},
		"Rules.Apply": func(t *testing.T) {
			got, err := r.Apply(s, m)
			assert.ErrorIs(t, err, cards.ErrIllegalMove)
			assert.Equal(t, State{}, got)
		},
		"Rules.ApplyTo": func(t *testing.T) {
			assert.ErrorIs(t, r.ApplyTo(nil, m), cards.ErrIllegalMove)
			z := s
			assert.ErrorIs(t, r.ApplyTo(&z, m), cards.ErrIllegalMove)
			assert.Equal(t, State{}, z)
		},
		"Rules.RandomMove": func(t *testing.T) {
			got, ok := r.RandomMove(nil, nil)
			assert.False(t, ok)
			assert.Equal(t, Move{}, got)
			_, ok = r.RandomMove(&s, nil)
			assert.False(t, ok)
		},
		"Rules.RandomStep": func(t *testing.T) {
			got, ok := r.RandomStep(nil, nil)
			assert.False(t, ok)
			assert.Equal(t, Move{}, got)
			z := s
			_, ok = r.RandomStep(&z, rand.NewPCG(1, 2))
			assert.False(t, ok)
			assert.Equal(t, s, z)
		},
		"Rules.Score": func(t *testing.T) { assert.Equal(t, []int{0, 0}, r.Score(s)) },
		"Rules.AppendScore": func(t *testing.T) {
			assert.Equal(t, []int{9, 0, 0}, r.AppendScore([]int{9}, s))
		},
		"Rules.View":   func(t *testing.T) { assert.Equal(t, View{}, r.View(s, 0)) },
		"Rules.Sample": func(t *testing.T) { assert.Equal(t, State{}, r.Sample(v, nil)) },
		"Rules.Redeal": func(t *testing.T) {
			assert.Equal(t, State{}, r.Redeal(s, 0, nil))
			assert.Equal(t, State{}, r.Redeal(s, cards.Spectator, rand.New(rand.NewPCG(1, 2))))
		},
		"Rules.Name": func(t *testing.T) { assert.Equal(t, "equi", r.Name()) },
		"Rules.Tags": func(t *testing.T) { assert.Len(t, r.Tags(), 6) },
		"Rules.WithTags": func(t *testing.T) {
			got, err := r.WithTags(nil)
			require.NoError(t, err)
			assert.Equal(t, Rules{}, got)
		},
		"Rules.StartStory": func(t *testing.T) { assert.Nil(t, r.StartStory(State{})) },
		"Rules.Story":      func(t *testing.T) { assert.Nil(t, r.Story(State{}, Move{}, State{})) },
		"Rules.Start": func(t *testing.T) {
			got, err := r.Start(cards.Deal{})
			require.NoError(t, err)
			assert.Equal(t, 1, got.Turn())
		},
		"Rules.ParseMove": func(t *testing.T) {
			_, err := r.ParseMove("")
			assert.ErrorIs(t, err, cards.ErrSyntax)
		},
		"Rules.MaxGameMoves": func(t *testing.T) { assert.Equal(t, 524, r.MaxGameMoves()) },
		"Rules.Table":        func(t *testing.T) { assert.Equal(t, 2, r.Table().Players) },
		"Rules.MarshalJSON": func(t *testing.T) {
			b, err := r.MarshalJSON()
			require.NoError(t, err)
			assert.Contains(t, string(b), `"players":0`)
		},
		"Rules.UnmarshalJSON": func(t *testing.T) {
			assert.ErrorIs(t, (*Rules)(nil).UnmarshalJSON([]byte("{}")), cards.ErrInvalidArgument)
			var z Rules
			assert.ErrorIs(t, z.UnmarshalJSON(nil), cards.ErrSyntax)
		},
		"State.Hand":  func(t *testing.T) { assert.True(t, s.Hand(0).Empty()) },
		"State.Known": func(t *testing.T) { assert.True(t, s.Known(0).Empty()) },
		"State.Held":  func(t *testing.T) { assert.Equal(t, 0, s.Held(0)) },
		"State.MarshalJSON": func(t *testing.T) {
			_, err := s.MarshalJSON()
			assert.ErrorIs(t, err, cards.ErrInvalidState)
		},
		"State.UnmarshalJSON": func(t *testing.T) {
			assert.ErrorIs(t, (*State)(nil).UnmarshalJSON([]byte("{}")), cards.ErrInvalidArgument)
			var z State
			assert.ErrorIs(t, z.UnmarshalJSON(nil), cards.ErrSyntax)
		},
		"State.MarshalText": func(t *testing.T) {
			_, err := s.MarshalText()
			assert.ErrorIs(t, err, cards.ErrInvalidState)
		},
		"State.UnmarshalText": func(t *testing.T) {
			assert.ErrorIs(t, (*State)(nil).UnmarshalText([]byte("-")), cards.ErrInvalidArgument)
			var z State
			assert.ErrorIs(t, z.UnmarshalText(nil), cards.ErrSyntax)
			assert.Equal(t, State{}, z)
		},
		"State.String":           func(t *testing.T) { assert.Equal(t, "-", s.String()) },
		"Public.Players":         func(t *testing.T) { assert.Equal(t, 0, p.Players()) },
		"Public.Dealer":          func(t *testing.T) { assert.Equal(t, 0, p.Dealer()) },
		"Public.Turn":            func(t *testing.T) { assert.Equal(t, -1, p.Turn()) },
		"Public.End":             func(t *testing.T) { assert.Equal(t, EndNone, p.End()) },
		"Public.Pile":            func(t *testing.T) { assert.True(t, p.Pile(0).Empty()) },
		"Public.Table":           func(t *testing.T) { assert.True(t, p.Table().Empty()) },
		"Public.StockLen":        func(t *testing.T) { assert.Equal(t, 0, p.StockLen()) },
		"Public.LastCapturer":    func(t *testing.T) { assert.Equal(t, -1, p.LastCapturer()) },
		"Public.MoveCount":       func(t *testing.T) { assert.Equal(t, 0, p.MoveCount()) },
		"Public.MovesAfterStock": func(t *testing.T) { assert.Equal(t, 0, p.MovesAfterStock()) },
		"Public.IdleTurns":       func(t *testing.T) { assert.Equal(t, 0, p.IdleTurns()) },
		"Public.LastMove": func(t *testing.T) {
			seat, last := p.LastMove()
			assert.Equal(t, -1, seat)
			assert.Equal(t, Move{}, last)
		},
		"Public.LastDrawn":    func(t *testing.T) { assert.Equal(t, 0, p.LastDrawn()) },
		"Public.LastRecycled": func(t *testing.T) { assert.Equal(t, 0, p.LastRecycled()) },
		"View.Seat":           func(t *testing.T) { assert.Equal(t, -1, v.Seat()) },
		"View.AppendFirst":    func(t *testing.T) { assert.Empty(t, v.AppendFirst(nil, 5)) },
		"View.AppendLegal":    func(t *testing.T) { assert.Nil(t, v.AppendLegal(nil)) },
		"View.RandomMove": func(t *testing.T) {
			_, ok := (*View)(nil).RandomMove(nil)
			assert.False(t, ok)
			_, ok = v.RandomMove(rand.NewPCG(1, 2))
			assert.False(t, ok)
		},
		"View.Hand":    func(t *testing.T) { assert.True(t, v.Hand().Empty()) },
		"View.HandLen": func(t *testing.T) { assert.Equal(t, 0, v.HandLen(0)) },
		"View.Known":   func(t *testing.T) { assert.True(t, v.Known(0).Empty()) },
		"View.Score":   func(t *testing.T) { assert.Equal(t, 0, v.Score(0)) },
		"View.Held":    func(t *testing.T) { assert.Equal(t, 0, v.Held(0)) },
		"View.Unknown": func(t *testing.T) { assert.True(t, v.Unknown().Empty()) },
		"View.MarshalJSON": func(t *testing.T) {
			_, err := v.MarshalJSON()
			assert.ErrorIs(t, err, cards.ErrInvalidState)
		},
		"View.UnmarshalJSON": func(t *testing.T) {
			assert.ErrorIs(t, (*View)(nil).UnmarshalJSON([]byte("{}")), cards.ErrInvalidArgument)
			var z View
			assert.ErrorIs(t, z.UnmarshalJSON(nil), cards.ErrSyntax)
			assert.Equal(t, View{}, z)
		},
	}
	run := zerotest.Calls{}
	for name, call := range calls {
		run[name] = func() { call(t) }
	}
	zerotest.Run(t, ".", run)
}
