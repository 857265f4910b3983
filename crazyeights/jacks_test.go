package crazyeights

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/shedding"
)

// jacksWild is Crazy Eights with the jacks wild: one field of the table
// changed. A jack that also names the suit, as an 8 does, is a second
// field: t.Call |= the jacks.
func jacksWild(r Rules) shedding.Rules {
	t := r.Table()
	t.Wild |= cards.RankSet(cards.Jack)
	return t
}

// TestJacksWild plays Crazy Eights with the jacks wild: a jack is played
// on anything, and its suit is then in force; and the game passes the
// contract checks.
func TestJacksWild(t *testing.T) {
	r := jacksWild(Rules{Players: 2})
	s := pos(t, r, "JD,KS,AD,7D,8S,3C,4C/* 9H/- 2C,2D 0:play cw 0 0 0/7 1 0,0 - -")
	assert.Equal(t, []string{"8S:C", "8S:D", "8S:H", "8S:S", "JD", "draw"}, legalTable(r, s), "the jack on the 9H")
	assert.Equal(t, []string{"8S:C", "8S:D", "8S:H", "8S:S", "draw"}, legal(Rules{Players: 2}, s), "not in standard Crazy Eights")
	s = playTable(t, r, s, "JD")
	assert.Equal(t, cards.Diamonds, s.Suit())
	cardstest.Check[State, Move, shedding.View[shedding.Rules]](t, jacksWild(Rules{Players: 4, UseSpecialCards: true}), cardstest.Config[State, Move]{
		Start: func(seed uint64) (State, error) {
			return jacksWild(Rules{Players: 4, UseSpecialCards: true}).Start(cards.Deal{Seed: seed})
		},
		Cards: places,
		Deck:  cards.Deck52,
		Games: testlong.N(200, 2000),
	})
}

// playTable applies moves, in notation, to s under the table r.
func playTable(t *testing.T, r shedding.Rules, s State, moves ...string) State {
	t.Helper()
	for _, text := range moves {
		m, err := r.ParseMove(text)
		require.NoError(t, err)
		s, err = r.Apply(s, m)
		require.NoError(t, err, "move %s", text)
	}
	return s
}

// legalTable returns the legal moves of s under the table r in notation.
func legalTable(r shedding.Rules, s State) []string {
	var out []string
	for _, m := range r.AppendLegal(nil, s) {
		out = append(out, m.String())
	}
	return out
}
