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
// values (the zero Rules, State, View and Move, nil slices, nil
// generators and nil pointer receivers) and checks the documented zero
// result or error: none panics. zerotest fails on an exported name left
// out. The methods of State, View, Public, Effects and EndReason are the
// fishing engine's, which its own TestZeroValues calls.
func TestZeroValues(t *testing.T) {
	var (
		r Rules
		s State
		v View
		m Move
	)
	calls := map[string]func(t *testing.T){
		"Points":  func(t *testing.T) { assert.Equal(t, 4, Points().Points(cards.King)) },
		"Capture": func(t *testing.T) { assert.Equal(t, Move{}, Capture(0, 0)) },
		"Trail": func(t *testing.T) {
			assert.Equal(t, Move{}, Trail(cards.Card(200)), "an invalid card")
			assert.Equal(t, cards.SetOf(0), Trail(0).Played())
		},
		"Scoring.String": func(t *testing.T) { assert.Equal(t, "cards", Scoring(0).String()) },
		"Rules.UnmarshalView": func(t *testing.T) {
			got, err := r.UnmarshalView([]byte("null"))
			require.NoError(t, err)
			assert.Equal(t, View{}, got)
			_, err = r.UnmarshalView(nil)
			assert.ErrorIs(t, err, cards.ErrSyntax)
		},
		"Rules.Validate": func(t *testing.T) { assert.NoError(t, r.Validate()) },
		"Rules.RandomSteps": func(t *testing.T) {
			assert.Equal(t, 0, r.RandomSteps(nil, nil, 10))
			z := s
			assert.Equal(t, 0, r.RandomSteps(&z, rand.NewPCG(1, 2), 10))
			assert.Equal(t, State{}, z)
		},
		"Rules.ParseState": func(t *testing.T) {
			got, err := r.ParseState("")
			assert.ErrorIs(t, err, cards.ErrSyntax)
			assert.Equal(t, State{}, got)
		},
		"Rules.DecodeState": func(t *testing.T) {
			got, err := r.DecodeState(nil)
			assert.ErrorIs(t, err, cards.ErrSyntax)
			assert.Equal(t, State{}, got)
		},
		"Rules.Seats":  func(t *testing.T) { assert.Equal(t, 2, r.Seats()) },
		"Rules.ToMove": func(t *testing.T) { assert.Equal(t, -1, r.ToMove(s)) },
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
	}
	run := zerotest.Calls{}
	for name, call := range calls {
		run[name] = func() { call(t) }
	}
	zerotest.Run(t, ".", run)
}
