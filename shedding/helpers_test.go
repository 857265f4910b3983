package shedding

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// rng0 is the generator field of the positions the tests write.
const rng0 = "00000000000000010000000000000002"

// pos reads a position of a game played with deck in the text form
// (docs/notation.md), the generator field rng0 appended; a "*" in it,
// in a hand, the discards or the stock, stands for the cards of deck not
// named elsewhere, in card order.
func pos(t *testing.T, deck cards.Set, text string) State {
	t.Helper()
	named := cards.Set(0)
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(" /,:", r) }) {
		if c, err := cards.ParseCard(f); err == nil {
			named = named.Add(c)
		}
	}
	var rest []string
	for c := range deck.Minus(named).All() {
		rest = append(rest, c.String())
	}
	fields := strings.Split(text, " ")
	for i, f := range fields[:3] {
		fields[i] = strings.Replace(f, "*", strings.Join(rest, ","), 1)
	}
	var s State
	require.NoError(t, s.UnmarshalText([]byte(strings.Join(fields, " ")+" "+rng0)), text)
	return s
}

// play applies moves, in notation, to s under r, failing t on an error.
func play(t *testing.T, r Rules, s State, moves ...string) State {
	t.Helper()
	for _, text := range moves {
		m, err := r.ParseMove(text)
		require.NoError(t, err)
		s, err = r.Apply(s, m)
		require.NoError(t, err, "move %s", text)
	}
	return s
}

// legal returns the legal moves of s under r in notation.
func legal(r Rules, s State) []string {
	var out []string
	for _, m := range r.AppendLegal(nil, s) {
		out = append(out, m.String())
	}
	return out
}

// refused applies move to s under r and returns the reason of its refusal,
// failing t when it is not refused with s unchanged.
func refused(t *testing.T, r Rules, s State, move string) string {
	t.Helper()
	m, err := r.ParseMove(move)
	require.NoError(t, err)
	next, err := r.Apply(s, m)
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	require.Equal(t, s, next, "a refused move changes nothing")
	me, ok := err.(*cards.MoveError)
	require.True(t, ok)
	return me.Reason
}

// places returns every place a card of s can be: the top, the discards,
// the stock and each hand.
func places(s State) []cards.Set {
	p := []cards.Set{s.Discards(), cards.SetOf(s.AppendStock(nil)...)}
	if s.Top().Valid() {
		p = append(p, cards.SetOf(s.Top()))
	}
	for i := range MaxPlayers {
		p = append(p, s.Hand(i))
	}
	return p
}
