package shedding

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// rng0 is the generator field of the positions the tests write.
const rng0 = "00000000000000010000000000000002"

// pos reads a position of a game under r in the text form
// (docs/notation.md) without its generator field, to which rng0 is added
// after the last move; a "*" in it, in a hand, the discards or the stock,
// stands for the cards of r's deck not named elsewhere, in card order.
func pos(t *testing.T, r Rules, text string) State {
	t.Helper()
	named := cards.Set(0)
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(" /,:", r) }) {
		if c, err := cards.ParseCard(f); err == nil {
			named = named.Add(c)
		}
	}
	var rest []string
	for c := range r.Deck.Minus(named).All() {
		rest = append(rest, c.String())
	}
	fields := strings.Split(text, " ")
	for i, f := range fields[:3] {
		fields[i] = strings.Replace(f, "*", strings.Join(rest, ","), 1)
	}
	fields = append(fields[:12], append([]string{rng0}, fields[12:]...)...)
	s, err := r.ParseState(strings.Join(fields, " "))
	require.NoError(t, err, text)
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

// stateText returns the text of s under r, failing t on an error.
func stateText(t *testing.T, r Rules, s State) string {
	t.Helper()
	text, err := r.AppendState(nil, s)
	require.NoError(t, err)
	return string(text)
}

// readBack writes s under r in the text form and in JSON, requires that
// both read back to the same State, and returns it.
func readBack(t *testing.T, r Rules, s State) State {
	t.Helper()
	text := stateText(t, r, s)
	back, err := r.ParseState(text)
	require.NoError(t, err, text)
	data, err := r.MarshalState(s)
	require.NoError(t, err)
	fromJSON, err := r.DecodeState(data)
	require.NoError(t, err, "%s", data)
	require.Equal(t, back, fromJSON, "%s\n%s", text, data)
	return back
}

// mustParse reads the position text under r, failing t on an error.
func mustParse(t *testing.T, r Rules, text string) State {
	t.Helper()
	s, err := r.ParseState(text)
	require.NoError(t, err, text)
	return s
}
