//go:build ignore

package boxes

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/zerotest"
)

// TestZeroValues calls every exported function and method of the package
// with zero values (the zero Rules, State, View, Move, Schedule and enums,
// nil pointers and slices) and checks the documented zero result or an
// error: none panics. The table must name every exported function and
// method, so that a new one is added here.
func TestZeroValues(t *testing.T) {
	var (
		r  Rules
		s  State
		v  View
		m  Move
		sc Schedule
		p  Public
		e  Effects
	)
	pcg := rand.NewPCG(1, 2)
	calls := map[string]func(){
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

		"Direction.String": func() { assert.Equal(t, "clockwise", Direction(0).String()) },
		"EndReason.String": func() { assert.Equal(t, "none", EndReason(0).String()) },
		"Void.String":      func() { assert.Equal(t, "clubs", Void(0).String()) },
		"MoveKind.String":  func() { assert.Equal(t, "none", MoveKind(0).String()) },
		"Phase.String":     func() { assert.Equal(t, "play", Phase(0).String()) },
		"TwoDraw.String":   func() { assert.Equal(t, "chain+1", TwoDraw(0).String()) },

		"Move.Call": func() {
			_, ok := m.Call()
			assert.False(t, ok)
		},
		"Move.Card":     func() { assert.Equal(t, cards.NoCard, m.Card()) },
		"Move.Cards":    func() { assert.Zero(t, m.Cards()) },
		"Move.Kind":     func() { assert.Equal(t, KindNone, m.Kind()) },
		"Move.OneCard":  func() { assert.False(t, m.OneCard()) },
		"Move.String":   func() { assert.Equal(t, "invalid(none)", m.String()) },
		"Move.Top":      func() { assert.Equal(t, cards.NoCard, m.Top()) },
		"Move.Valid":    func() { assert.False(t, m.Valid()) },
		"Move.WithCall": func() { assert.False(t, m.WithCall(0).Valid()) },

		"Schedule.Len":    func() { assert.Equal(t, 15, sc.Len(), "the zero Schedule is the standard one") },
		"Schedule.Size":   func() { assert.Equal(t, 8, sc.Size(0)) },
		"Schedule.String": func() { assert.Equal(t, "8,7,6,5,4,3,2,1,2,3,4,5,6,7,8", sc.String()) },

		"Public.AddedScore":  func() { assert.Zero(t, p.AddedScore(0)) },
		"Public.Barred":      func() { assert.Zero(t, p.Barred(0, VoidHearts)) },
		"Public.Counter":     func() { assert.Zero(t, p.Counter(0)) },
		"Public.Chain":       func() { assert.Zero(t, p.Chain()) },
		"Public.Deal":        func() { assert.Zero(t, p.Deal()) },
		"Public.Dealer":      func() { assert.Zero(t, p.Dealer()) },
		"Public.Direction":   func() { assert.Equal(t, Clockwise, p.Direction()) },
		"Public.Discards":    func() { assert.Zero(t, p.Discards()) },
		"Public.Drew":        func() { assert.Zero(t, p.Drew(0)) },
		"Public.MoveCount":   func() { assert.Zero(t, p.MoveCount()) },
		"Public.Passes":      func() { assert.Zero(t, p.Passes()) },
		"Public.PendingDraw": func() { assert.Zero(t, p.PendingDraw()) },
		"Public.Phase":       func() { assert.Equal(t, PhaseOver, p.Phase()) },
		"Public.Schedule":    func() { assert.Equal(t, Schedule{}, p.Schedule()) },
		"Public.Score":       func() { assert.Zero(t, p.Score(0)) },
		"Public.StockLen":    func() { assert.Zero(t, p.StockLen()) },
		"Public.Suit":        func() { assert.Equal(t, cards.Clubs, p.Suit()) },
		"Public.Top":         func() { assert.Equal(t, cards.Card(0), p.Top()) },
		"Public.Turn":        func() { assert.Equal(t, -1, p.Turn()) },
		"Public.Winner":      func() { assert.Equal(t, -1, p.Winner()) },
		"Public.Drawn": func() {
			_, ok := p.Drawn()
			assert.False(t, ok)
		},
		"Public.LastEnd": func() {
			deal, reason, out := p.LastEnd()
			assert.Equal(t, []int{-1, -1}, []int{deal, out})
			assert.Equal(t, EndNone, reason)
		},
		"Public.LastHand": func() { assert.Zero(t, p.LastHand(0)) },
		"Public.LastMove": func() {
			seat, last := p.LastMove()
			assert.Equal(t, -1, seat)
			assert.Equal(t, Move{}, last)
		},
		"Public.UpcardEvent": func() { assert.False(t, p.UpcardEvent()) },

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
		"Move.MarshalText": func() {
			_, err := m.MarshalText()
			assert.ErrorIs(t, err, cards.ErrSyntax, "the zero Move is no move")
			b, err := Draw().MarshalText()
			assert.NoError(t, err)
			assert.Equal(t, "draw", string(b))
		},
		"Move.UnmarshalText": func() {
			assert.ErrorIs(t, (*Move)(nil).UnmarshalText([]byte("draw")), cards.ErrInvalidArgument)
			var x Move
			assert.ErrorIs(t, x.UnmarshalText(nil), cards.ErrSyntax)
			assert.Equal(t, Move{}, x)
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
		"Rules.RandomMove": func() {
			_, ok := r.RandomMove(&s, pcg)
			assert.False(t, ok)
			_, ok = r.RandomMove(nil, pcg)
			assert.False(t, ok)
			_, ok = r.RandomMove(&s, nil)
			assert.False(t, ok)
		},
		"Rules.RandomStep": func() {
			_, ok := r.RandomStep(&s, pcg)
			assert.False(t, ok)
			_, ok = r.RandomStep(nil, pcg)
			assert.False(t, ok)
			_, ok = r.RandomStep(&s, nil)
			assert.False(t, ok)
		},
		"Rules.Sample": func() { assert.Equal(t, State{}, r.Sample(v, nil)) },
		"Rules.Redeal": func() {
			assert.Equal(t, State{}, r.Redeal(s, 0, nil))
			assert.Equal(t, State{}, r.Redeal(s, cards.Spectator, rand.New(rand.NewPCG(1, 2))))
		},
		"Rules.Score":     func() { assert.Equal(t, []int{0, 0, 0, 0}, r.Score(s)) },
		"Rules.Teams":     func() { assert.Equal(t, [][]int{{0, 2}, {1, 3}}, r.Teams()) },
		"Rules.LowerWins": func() { assert.True(t, r.LowerWins()) },
		"Rules.AppendScore": func() {
			assert.Equal(t, []int{9, 0, 0, 0, 0}, r.AppendScore([]int{9}, s))
		},
		"Rules.Seats": func() { assert.Equal(t, NumSeats, r.Seats()) },
		"Rules.Start": func() {
			x, err := r.Start(cards.Deal{})
			require.NoError(t, err, "the zero Deal deals a standard match")
			assert.Equal(t, 1, x.Turn(), "dealer 0's left starts")
		},
		"Rules.StartStory": func() { assert.Nil(t, r.StartStory(s)) },
		"Rules.Story":      func() { assert.Nil(t, r.Story(s, Move{}, s)) },
		"Rules.Tags":       func() { assert.Len(t, r.Tags(), len(options)) },
		"Rules.Table":      func() { assert.NoError(t, r.Table().Validate()) },
		"Rules.ToMove": func() {
			assert.Equal(t, -1, r.ToMove(s))
		},
		"Rules.Validate": func() { assert.NoError(t, r.Validate()) },
		"Rules.View":     func() { assert.Equal(t, View{}, r.View(s, 0)) },
		"Rules.WithTags": func() {
			back, err := r.WithTags(nil)
			require.NoError(t, err)
			assert.Equal(t, Rules{}, back)
		},

		"State.Hand":  func() { assert.Zero(t, s.Hand(0)) },
		"State.Stock": func() { assert.Empty(t, s.Stock()) },

		"Effects.Seat":  func() { assert.Equal(t, -1, e.Seat(), "the zero Effects is outside Moved") },
		"Effects.Move":  func() { assert.Equal(t, Move{}, e.Move()) },
		"Effects.State": func() { assert.Equal(t, State{}, e.State()) },
		"Effects.Draw":  func() { assert.Zero(t, e.Draw(0, 2)) },
		"Effects.AddScore": func() {
			e.AddScore(1, -5)
			assert.Zero(t, e.State().Score(1), "no change outside Moved")
		},
		"Effects.Counter": func() { assert.Zero(t, e.Counter(0)) },
		"Effects.SetCounter": func() {
			e.SetCounter(3, 7)
			assert.Zero(t, e.Counter(3), "no change outside Moved")
		},
		"Effects.NameSuit": func() {
			e.NameSuit(cards.Spades)
			assert.Equal(t, cards.Clubs, e.State().Suit(), "no change outside Moved")
		},
		"Effects.Skip":    func() { e.Skip(); assert.Equal(t, -1, e.Next()) },
		"Effects.Again":   func() { e.Again(); assert.Equal(t, -1, e.Next()) },
		"Effects.Reverse": func() { e.Reverse(); assert.Equal(t, Clockwise, e.State().Direction()) },
		"Effects.Next":    func() { assert.Equal(t, -1, e.Next()) },
		"State.MarshalJSON": func() {
			_, err := s.MarshalJSON()
			assert.ErrorIs(t, err, cards.ErrInvalidState)
		},
		"State.MarshalText": func() {
			_, err := s.MarshalText()
			assert.ErrorIs(t, err, cards.ErrInvalidState, "the zero State has no text, as it has no JSON")
		},
		"State.UnmarshalText": func() {
			assert.ErrorIs(t, (*State)(nil).UnmarshalText([]byte(scripted3Text)), cards.ErrInvalidArgument)
			var x State
			assert.ErrorIs(t, x.UnmarshalText(nil), cards.ErrSyntax)
			assert.Equal(t, State{}, x)
		},
		"State.String": func() {
			assert.Equal(t, "invalid(boxes: invalid state: the zero State is no match)", s.String())
		},
		"State.UnmarshalJSON": func() {
			var x State
			assert.ErrorIs(t, x.UnmarshalJSON(nil), cards.ErrSyntax)
			assert.Equal(t, State{}, x)
		},

		"View.AppendLegal": func() { assert.Empty(t, v.AppendLegal(nil)) },
		"View.Hand":        func() { assert.Zero(t, v.Hand()) },
		"View.HandLen":     func() { assert.Zero(t, v.HandLen(0)) },
		"View.Seat":        func() { assert.Equal(t, cards.Spectator, v.Seat()) },
		"View.Unknown":     func() { assert.Zero(t, v.Unknown()) },
		"View.MarshalJSON": func() {
			_, err := v.MarshalJSON()
			assert.ErrorIs(t, err, cards.ErrInvalidState)
		},
		"View.UnmarshalJSON": func() {
			var x View
			assert.ErrorIs(t, x.UnmarshalJSON(nil), cards.ErrSyntax)
			assert.Equal(t, View{}, x)
		},
		"View.RandomMove": func() {
			_, ok := v.RandomMove(pcg)
			assert.False(t, ok)
			_, ok = (*View)(nil).RandomMove(pcg)
			assert.False(t, ok)
		},
	}
	zerotest.Run(t, ".", calls)
	assert.Equal(t, State{}, s, "no call changed the zero State")
	assert.Equal(t, Effects{}, e, "no call changed the zero Effects")
}
