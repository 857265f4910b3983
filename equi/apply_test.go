package equi

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// drawPlayedPosition draws a position reached by a seeded game under drawn
// rules after a drawn number of random legal moves, possibly the end.
func drawPlayedPosition(t *rapid.T) (Rules, State) {
	r := drawRules(t)
	s, err := r.Start(cards.Deal{Dealer: rapid.IntRange(0, r.Players-1).Draw(t, "dealer"), Seed: rapid.Uint64().Draw(t, "seed")})
	require.NoError(t, err)
	for range rapid.IntRange(0, 60).Draw(t, "moves played") {
		if cards.Over(r, s) {
			break
		}
		var m Move
		for m = range movesOf(r, s) {
			if rapid.IntRange(0, 3).Draw(t, "take this move") == 0 {
				break
			}
		}
		s, err = r.Apply(s, m)
		require.NoError(t, err)
	}
	return r, s
}

// drawAnyMove draws a move for s that is legal or not: any card of the deck or
// none, cards of the hand and of the table, a trail of any card value.
func drawAnyMove(t *rapid.T, s State) Move {
	hand := s.Hand(s.Turn())
	pick := func(from cards.Set, label string) cards.Set {
		var out cards.Set
		for c := range from.All() {
			if rapid.IntRange(0, 2).Draw(t, label) == 0 {
				out = out.Add(c)
			}
		}
		return out
	}
	switch rapid.IntRange(0, 3).Draw(t, "kind") {
	case 0:
		return Capture(pick(hand, "played"), pick(s.Table(), "taken"))
	case 1:
		return Trail(cards.Card(rapid.IntRange(0, cards.NumCards).Draw(t, "card")))
	case 2:
		return Capture(cards.Set(rapid.Uint64().Draw(t, "any played")), cards.Set(rapid.Uint64().Draw(t, "any taken")))
	}
	return Capture(pick(cards.Deck52, "deck played"), pick(cards.Deck52, "deck taken"))
}

// checkApplyTo checks that ApplyTo on a copy of s gives what Apply gives
// for m, and that a refused ApplyTo leaves the position as it was.
func checkApplyTo(t *rapid.T, r Rules, s State, m Move, legal bool) {
	want, wantErr := r.Apply(s, m)
	got := s
	err := r.ApplyTo(&got, m)
	require.Equal(t, wantErr, err, "%v", m)
	require.Equal(t, want, got, "%v", m)
	if legal {
		require.NoError(t, err, "listed move %v", m)
		return
	}
	require.ErrorIs(t, err, cards.ErrIllegalMove, "%v is not legal", m)
	require.Equal(t, s, got, "a refused ApplyTo leaves *s unchanged")
}

// TestApplyToMatchesApply plays every legal move and random illegal ones in
// thousands of random positions, small drawn ones and ones reached by seeded
// games under every option, with the rules sometimes for another number of
// players: ApplyTo gives exactly the position and the error of Apply.
func TestApplyToMatchesApply(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		for range positionsPerCheck {
			checkPosition(t)
		}
	})
}

// positionsPerCheck is how many positions each rapid check of
// TestApplyToMatchesApply draws: thousands in all.
const positionsPerCheck = 2

// checkPosition draws a position and checks ApplyTo against Apply for its
// legal moves (the first 200) and for 8 random moves.
func checkPosition(t *rapid.T) {
	var r Rules
	var s State
	if rapid.Bool().Draw(t, "drawn position") {
		r, s = drawPosition(t)
	} else {
		r, s = drawPlayedPosition(t)
	}
	if rapid.IntRange(0, 9).Draw(t, "other rules") == 0 {
		r.Players = rapid.IntRange(0, 7).Draw(t, "rules players")
	}
	const most = 200
	legal := make(map[Move]bool)
	for m := range movesOf(r, s) {
		legal[m] = true
		checkApplyTo(t, r, s, m, true)
		if len(legal) == most {
			break
		}
	}
	for range 8 {
		m := drawAnyMove(t, s)
		if !legal[m] && len(legal) == most {
			continue // it may be a legal move beyond the ones listed
		}
		checkApplyTo(t, r, s, m, legal[m])
	}
}

func TestApplyToNil(t *testing.T) {
	err := Rules{}.ApplyTo(nil, move(t, "6D"))
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, -1, me.Seat)
	assert.Equal(t, "equi: move (6D): there is no position (a nil *State)", err.Error())
}

// TestApplyToScenario plays the seed's example in place: the refused
// capture changes nothing, the legal one changes the position as written.
func TestApplyToScenario(t *testing.T) {
	r := Rules{}
	s := ordinary(t)
	before := s
	err := r.ApplyTo(&s, move(t, "9S+AD+QD=10H+QC"))
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	assert.True(t, strings.HasPrefix(err.Error(), "equi: move (9S+QD+AD=10H+QC) by seat 0: "), "%v", err)
	assert.Contains(t, err.Error(), "is both played and taken")
	require.Equal(t, before, s)

	require.NoError(t, r.ApplyTo(&s, move(t, "9S+AD=10H")))
	assert.Equal(t, set(t, "QD 7C 9C 9D"), s.Hand(0), "refilled from the stock, top first")
	assert.Equal(t, set(t, "9S AD 10H"), s.Pile(0))
	assert.Equal(t, set(t, "QC 8S 6D JH KC 7H AC"), s.Table())
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, 2, s.StockLen())
}
