package boxes

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// TestPropertyApplyTo plays random matches under random rules and, at about
// one position in 32 (some 50,000 positions with the default 2000 checks)
// and at the end, checks every legal move and random moves, legal or not,
// against three things: ApplyTo gives exactly the position and the error
// Apply gives; a refused ApplyTo leaves *s as it was; and both agree with
// the plain engine of oracle_test.go, which also lists the same legal moves
// as AppendLegal.
func TestPropertyApplyTo(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		dealer := rapid.IntRange(0, NumSeats-1).Draw(t, "dealer")
		seed := rapid.Uint64().Draw(t, "seed")
		p := rand.NewPCG(rapid.Uint64().Draw(t, "play seed"), 2)
		s, err := r.Start(cards.Deal{Dealer: dealer, Seed: seed})
		require.NoError(t, err)
		buf := make([]Move, 0, 64)
		for buf = r.AppendLegal(buf[:0], s); len(buf) > 0; buf = r.AppendLegal(buf[:0], s) {
			if cards.UintN(p, 32) == 0 {
				checkApplyTo(t, r, s, buf, p)
			}
			if err := r.ApplyTo(&s, buf[cards.UintN(p, uint64(len(buf)))]); err != nil {
				t.Fatalf("a listed move is refused: %v", err)
			}
		}
		require.True(t, s.Turn() < 0, "no move listed before the match is over")
		checkApplyTo(t, r, s, buf, p)
	})
}

// checkApplyTo checks ApplyTo against Apply and the oracle in s for every
// move of legal (what AppendLegal listed) and for random moves.
func checkApplyTo(t *rapid.T, r Rules, s State, legal []Move, p *rand.PCG) {
	if want := refLegal(r, s); !slices.Equal(legal, want) {
		t.Fatalf("AppendLegal lists %v, the oracle %v", legal, want)
	}
	moves := append(slices.Clip(legal), Move{}, Play(cards.NoCard))
	for range 6 {
		moves = append(moves, randomMove(p, s))
	}
	for _, m := range moves {
		byApply, errApply := r.Apply(s, m)
		inPlace := s
		errTo := r.ApplyTo(&inPlace, m)
		byOracle, errOracle := refApply(r, s, m)
		if !sameMoveError(errTo, errApply) || !sameMoveError(errTo, errOracle) {
			t.Fatalf("move %v in phase %v: ApplyTo gives %v, Apply %v, the oracle %v", m, s.Phase(), errTo, errApply, errOracle)
		}
		if inPlace != byApply || inPlace != byOracle {
			t.Fatalf("move %v in phase %v: ApplyTo, Apply and the oracle give different positions", m, s.Phase())
		}
		if (errTo == nil) != slices.Contains(legal, m) {
			t.Fatalf("move %v in phase %v: listed %v, refused with %v", m, s.Phase(), slices.Contains(legal, m), errTo)
		}
		if errTo != nil && inPlace != s {
			t.Fatalf("a refused %v changed the position", m)
		}
	}
}

// sameMoveError reports whether a and b are both nil or both a *cards.MoveError
// with the same fields, wrapping cards.ErrIllegalMove.
func sameMoveError(a, b error) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	ma, okA := a.(*cards.MoveError)
	mb, okB := b.(*cards.MoveError)
	return okA && okB && *ma == *mb && errors.Is(a, cards.ErrIllegalMove)
}

func TestApplyToNil(t *testing.T) {
	err := Rules{}.ApplyTo(nil, Draw())
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, cards.MoveError{Game: "boxes", Seat: -1, Move: "draw", Reason: "there is no position"}, *me)
	assert.Equal(t, "boxes: move (draw): there is no position", err.Error())
}

// TestApplyToScenario applies a 5 in place to an exact position: the three
// other seats draw in turn order, the turn passes, and a refused move after
// it changes nothing.
func TestApplyToScenario(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{
		hands: [NumSeats]string{"{5H KS}", "{2C}", "{3D}", "{4S}"},
		top:   "9H",
		stock: "6C 7D 8S 10C",
	})
	require.NoError(t, r.ApplyTo(&s, move(t, "5H")))
	assert.Equal(t, set(t, "{KS}"), s.Hand(0))
	assert.Equal(t, set(t, "{2C 6C}"), s.Hand(1))
	assert.Equal(t, set(t, "{3D 7D}"), s.Hand(2))
	assert.Equal(t, set(t, "{4S 8S}"), s.Hand(3))
	assert.Equal(t, "10C", stockText(s))
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, card(t, "5H"), s.Top())
	for seat, n := range []int{0, 1, 1, 1} {
		assert.Equal(t, n, s.Drew(seat), "seat %d drew", seat)
	}

	before := s
	err := r.ApplyTo(&s, move(t, "KS"))
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	assert.Equal(t, "boxes: move (KS) by seat 1: KS is not in the hand", err.Error())
	assert.Equal(t, before, s, "a refused move changes nothing")
}
