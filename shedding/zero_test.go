package shedding

import (
	"maps"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/zerotest"
)

// TestZeroValues calls every exported function and method of the package
// with zero values (the zero Rules, State, View, Move and enums, nil
// pointers) and checks the documented zero result or an error: none
// panics. The table must name every exported function and method.
func TestZeroValues(t *testing.T) {
	var (
		r Rules
		s State
		v View[Rules]
		m Move
		p Public
	)
	pcg := rand.NewPCG(1, 2)
	calls := zerotest.Calls{
		"Draw":             func() { assert.True(t, Draw().Valid()) },
		"Pass":             func() { assert.True(t, Pass().Valid()) },
		"Play":             func() { assert.Equal(t, "2C", Play(0).String(), "the zero Card is 2C") },
		"MauMau":           func() { assert.NoError(t, MauMau(0).Validate()) },
		"Switch":           func() { assert.NoError(t, Switch(0).Validate()) },
		"NewView":          func() { assert.Equal(t, View[Rules]{}, NewView(r, s, 0)) },
		"SampleView":       func() { assert.Equal(t, State{}, SampleView(v, nil)) },
		"Direction.String": func() { assert.Equal(t, "clockwise", Direction(0).String()) },
		"EndReason.String": func() { assert.Equal(t, "none", EndReason(0).String()) },
		"MoveKind.String":  func() { assert.Equal(t, "none", MoveKind(0).String()) },

		"Move.Call": func() {
			_, ok := m.Call()
			assert.False(t, ok)
		},
		"PlaySet": func() {
			assert.Equal(t, "invalid(?+?)", PlaySet(false).String())
			assert.Equal(t, "invalid(?+?)", PlaySet(false, 0, 0).String(), "the zero Card twice")
		},
		"Move.Cards":    func() { assert.Equal(t, cards.Set(0), m.Cards()) },
		"Move.OneCard":  func() { assert.False(t, m.OneCard()) },
		"Move.Top":      func() { assert.Equal(t, cards.NoCard, m.Top()) },
		"Move.Card":     func() { assert.Equal(t, cards.NoCard, m.Card()) },
		"Move.Kind":     func() { assert.Equal(t, KindNone, m.Kind()) },
		"Move.String":   func() { assert.Equal(t, "invalid(none)", m.String()) },
		"Move.Valid":    func() { assert.False(t, m.Valid()) },
		"Move.WithCall": func() { assert.False(t, m.WithCall(0).Valid()) },
		"Move.WithOneCard": func() {
			assert.False(t, m.WithOneCard().Valid())
			assert.False(t, m.WithOneCard().OneCard(), "a move that is no card carries no call")
		},
		"Move.MarshalText": func() {
			_, err := m.MarshalText()
			assert.ErrorIs(t, err, cards.ErrSyntax)
		},
		"Move.UnmarshalText": func() {
			assert.ErrorIs(t, (*Move)(nil).UnmarshalText([]byte("draw")), cards.ErrInvalidArgument)
			var x Move
			assert.ErrorIs(t, x.UnmarshalText(nil), cards.ErrSyntax)
			assert.Equal(t, Move{}, x)
		},

		"Public.Deal":          func() { assert.Zero(t, p.Deal()) },
		"Public.Total":         func() { assert.Zero(t, p.Total(0)) },
		"Public.Dealer":        func() { assert.Zero(t, p.Dealer()) },
		"Public.Direction":     func() { assert.Equal(t, Clockwise, p.Direction()) },
		"Public.Discards":      func() { assert.Zero(t, p.Discards()) },
		"Public.DrawnThisTurn": func() { assert.Zero(t, p.DrawnThisTurn()) },
		"Public.Drew":          func() { assert.Zero(t, p.Drew(0)) },
		"Public.Phase":         func() { assert.Equal(t, PhaseOver, p.Phase()) },
		"Public.Chain":         func() { assert.Zero(t, p.Chain()) },
		"Public.Drawn": func() {
			c, ok := p.Drawn()
			assert.Equal(t, cards.NoCard, c)
			assert.False(t, ok)
		},
		"Public.Barred":      func() { assert.Zero(t, p.Barred(0, VoidClubs)) },
		"Public.LastHand":    func() { assert.Zero(t, p.LastHand(0)) },
		"Public.UpcardEvent": func() { assert.False(t, p.UpcardEvent()) },
		"Public.LastEnd": func() {
			deal, reason, out := p.LastEnd()
			assert.Equal(t, []int{-1, int(EndNone), -1}, []int{deal, int(reason), out})
		},
		"Phase.String":       func() { assert.Equal(t, "play", Phase(0).String()) },
		"Void.String":        func() { assert.Equal(t, "clubs", Void(0).String()) },
		"Rules.NumSides":     func() { assert.Zero(t, r.NumSides()) },
		"Rules.Side":         func() { assert.Equal(t, -1, r.Side(0)) },
		"Rules.Standing":     func() { assert.Zero(t, r.Standing(p, 0)) },
		"Rules.Points":       func() { assert.Zero(t, r.Points(p, 0)) },
		"Rules.Winner":       func() { assert.Equal(t, -1, r.Winner(p)) },
		"Rules.Teams":        func() { assert.Nil(t, r.Teams()) },
		"Rules.LowerWins":    func() { assert.False(t, r.LowerWins()) },
		"Public.MoveCount":   func() { assert.Zero(t, p.MoveCount()) },
		"Public.Passes":      func() { assert.Zero(t, p.Passes()) },
		"Public.PendingDraw": func() { assert.Zero(t, p.PendingDraw()) },
		"Public.Players":     func() { assert.Zero(t, p.Players()) },
		"Public.Plays":       func() { assert.Zero(t, p.Plays()) },
		"Public.StockLen":    func() { assert.Zero(t, p.StockLen()) },
		"Public.Suit":        func() { assert.Equal(t, cards.Clubs, p.Suit()) },
		"Public.Top":         func() { assert.Equal(t, cards.Card(0), p.Top()) },
		"Public.Turn":        func() { assert.Equal(t, -1, p.Turn()) },
		"Public.End": func() {
			reason, out := p.End()
			assert.Equal(t, EndNone, reason)
			assert.Equal(t, -1, out)
		},
		"Public.LastMove": func() {
			seat, last := p.LastMove()
			assert.Equal(t, -1, seat)
			assert.Equal(t, Move{}, last)
		},

		"State.Hand": func() { assert.Zero(t, s.Hand(0)) },

		"View.AppendLegal": func() { assert.Empty(t, v.AppendLegal(nil)) },
		"View.Hand":        func() { assert.Zero(t, v.Hand()) },
		"View.HandLen":     func() { assert.Zero(t, v.HandLen(0)) },
		"View.Rules":       func() { assert.Equal(t, Rules{}, v.Rules()) },
		"View.Seat":        func() { assert.Equal(t, cards.Spectator, v.Seat()) },
		"View.Unknown":     func() { assert.Zero(t, v.Unknown()) },
		"View.MarshalJSON": func() {
			_, err := v.MarshalJSON()
			assert.ErrorIs(t, err, cards.ErrInvalidState)
		},
		"View.UnmarshalJSON": func() {
			var x View[Rules]
			assert.ErrorIs(t, x.UnmarshalJSON(nil), cards.ErrSyntax)
			assert.ErrorIs(t, (*View[Rules])(nil).UnmarshalJSON(nil), cards.ErrInvalidArgument)
			assert.Equal(t, View[Rules]{}, x)
		},
		"View.RandomMove": func() {
			_, ok := v.RandomMove(pcg)
			assert.False(t, ok)
			_, ok = (*View[Rules])(nil).RandomMove(pcg)
			assert.False(t, ok)
		},
		"State.AppendStock": func() { assert.Empty(t, s.AppendStock(nil)) },
		"Public.Named":      func() { assert.False(t, p.Named()) },

		"Rules.AppendLegal": func() { assert.Empty(t, r.AppendLegal(nil, s)) },
		"Rules.Apply": func() {
			next, err := r.Apply(s, m)
			assert.ErrorIs(t, err, cards.ErrIllegalMove)
			assert.Equal(t, s, next)
		},
		"Rules.ApplyTo": func() {
			assert.ErrorIs(t, r.ApplyTo(&s, m), cards.ErrIllegalMove)
			assert.ErrorIs(t, r.ApplyTo(nil, m), cards.ErrIllegalMove)
		},
		"Rules.HandPenalty": func() { assert.Zero(t, r.HandPenalty(cards.Deck52)) },
		"Rules.MarshalJSON": func() {
			_, err := r.MarshalJSON()
			assert.ErrorIs(t, err, cards.ErrInvalidRules)
		},
		"Rules.UnmarshalJSON": func() {
			assert.ErrorIs(t, (*Rules)(nil).UnmarshalJSON([]byte("{}")), cards.ErrInvalidArgument)
			var x Rules
			assert.ErrorIs(t, x.UnmarshalJSON(nil), cards.ErrSyntax)
		},
		"Rules.Name": func() { assert.Empty(t, r.Name()) },
		"Rules.AppendState": func() {
			b, err := r.AppendState([]byte("x"), s)
			assert.ErrorIs(t, err, cards.ErrInvalidRules)
			assert.Equal(t, "x", string(b))
			_, err = MauMau(2).AppendState(nil, s)
			assert.ErrorIs(t, err, cards.ErrInvalidState)
		},
		"Rules.ParseState": func() {
			_, err := r.ParseState("")
			assert.ErrorIs(t, err, cards.ErrInvalidRules)
			_, err = MauMau(2).ParseState("")
			assert.ErrorIs(t, err, cards.ErrSyntax)
		},
		"Rules.MarshalState": func() {
			_, err := r.MarshalState(s)
			assert.ErrorIs(t, err, cards.ErrInvalidRules)
			_, err = MauMau(2).MarshalState(s)
			assert.ErrorIs(t, err, cards.ErrInvalidState)
		},
		"Rules.DecodeState": func() {
			_, err := r.DecodeState(nil)
			assert.ErrorIs(t, err, cards.ErrInvalidRules)
			_, err = MauMau(2).DecodeState(nil)
			assert.ErrorIs(t, err, cards.ErrSyntax)
		},
		"Rules.ParseMove": func() {
			_, err := r.ParseMove("")
			assert.ErrorIs(t, err, cards.ErrSyntax)
		},
		"Rules.RandomMove": func() {
			_, ok := r.RandomMove(&s, pcg)
			assert.False(t, ok)
			_, ok = r.RandomMove(nil, pcg)
			assert.False(t, ok)
		},
		"Rules.RandomStep": func() {
			_, ok := r.RandomStep(&s, pcg)
			assert.False(t, ok)
			_, ok = r.RandomStep(nil, pcg)
			assert.False(t, ok)
		},
		"Rules.RandomSteps": func() {
			assert.Zero(t, r.RandomSteps(&s, pcg, 5))
			assert.Zero(t, r.RandomSteps(nil, pcg, 5))
			assert.Zero(t, r.RandomSteps(&s, nil, 5))
		},
		"Rules.Steps": func() {
			assert.Zero(t, r.Steps(&s, pcg, 5))
			assert.Zero(t, (&r).Steps(nil, nil, -1))
		},
		"Rules.Step": func() {
			_, ok := r.Step(&s, pcg)
			assert.False(t, ok)
			_, ok = (&r).Step(nil, nil)
			assert.False(t, ok)
		},
		"Rules.Sample": func() { assert.Equal(t, State{}, r.Sample(v, nil)) },
		"Rules.Redeal": func() {
			assert.Equal(t, State{}, r.Redeal(s, 0, nil))
			assert.Equal(t, State{}, r.Redeal(s, cards.Spectator, rand.New(rand.NewPCG(1, 2))))
		},
		"Rules.Score":       func() { assert.Empty(t, r.Score(s)) },
		"Rules.AppendScore": func() { assert.Equal(t, []int{9}, r.AppendScore([]int{9}, s)) },
		"Rules.Seats":       func() { assert.Zero(t, r.Seats()) },
		"Rules.Start": func() {
			_, err := r.Start(cards.Deal{})
			assert.ErrorIs(t, err, cards.ErrInvalidArgument)
		},
		"Rules.StartStory": func() { assert.Nil(t, r.StartStory(s)) },
		"Rules.Story":      func() { assert.Nil(t, r.Story(s, Move{}, s)) },
		"Rules.Table":      func() { assert.Equal(t, r, r.Table()) },
		"Rules.Tags":       func() { assert.Len(t, r.Tags(), 1) },
		"Rules.ToMove":     func() { assert.Equal(t, -1, r.ToMove(s)) },
		"Rules.Validate":   func() { assert.ErrorIs(t, r.Validate(), cards.ErrInvalidRules) },
		"Rules.View": func() {
			assert.Equal(t, View[Rules]{}, r.View(s, 0))
			assert.Equal(t, View[Rules]{}, r.View(s, cards.Spectator))
		},
		"Rules.WithTags": func() {
			_, err := r.WithTags(nil)
			assert.ErrorIs(t, err, cards.ErrInvalidRules)
		},
		"Public.Counter":    func() { assert.Zero(t, p.Counter(0)+p.Counter(-1)+p.Counter(NumCounters)) },
		"Public.AddedScore": func() { assert.Zero(t, p.AddedScore(0)+p.AddedScore(-1)) },
	}
	// Effects: the zero value and a nil pointer read nothing and change
	// nothing.
	for _, e := range []*Effects{nil, {}} {
		maps.Copy(calls, zerotest.Calls{
			"Effects.Seat":  func() { assert.Equal(t, -1, e.Seat()) },
			"Effects.Move":  func() { assert.Equal(t, Move{}, e.Move()) },
			"Effects.State": func() { assert.Equal(t, State{}, e.State()) },
			"Effects.Next":  func() { assert.Equal(t, -1, e.Next()) },
			"Effects.Draw":  func() { assert.Zero(t, e.Draw(0, 2)) },
			"Effects.Counter": func() {
				e.SetCounter(0, 3)
				assert.Zero(t, e.Counter(0))
			},
			"Effects.SetCounter": func() { e.SetCounter(0, 3) },
			"Effects.AddScore":   func() { e.AddScore(0, 3) },
			"Effects.NameSuit":   func() { e.NameSuit(cards.Hearts) },
			"Effects.Skip":       func() { e.Skip() },
			"Effects.Reverse":    func() { e.Reverse() },
			"Effects.Again":      func() { e.Again() },
		})
		zerotest.Run(t, ".", calls)
		if e != nil {
			assert.Equal(t, Effects{}, *e, "no call changed the zero Effects")
		}
	}
	assert.Equal(t, State{}, s, "no call changed the zero State")
	_ = require.NoError
}
