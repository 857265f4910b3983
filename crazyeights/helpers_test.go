package crazyeights

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// rng0 is the generator field of the positions the tests write.
const rng0 = "00000000000000010000000000000002"

// pos reads a position of a game under r in the text form
// (docs/notation.md) without its generator field, to which rng0 is added
// after the last move.
func pos[G shedding.Game](t *testing.T, r G, text string) State {
	t.Helper()
	fields := strings.Split(text, " ")
	fields = append(fields[:12], append([]string{rng0}, fields[12:]...)...)
	s, err := r.Table().ParseState(strings.Join(fields, " "))
	require.NoError(t, err, text)
	return s
}

// stateText returns the text of s under r, failing t on an error.
func stateText(t testing.TB, r Rules, s State) string {
	t.Helper()
	text, err := r.Table().AppendState(nil, s)
	require.NoError(t, err)
	return string(text)
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

// mustSet reads a set of cards.
func mustSet(t *testing.T, text string) cards.Set {
	t.Helper()
	s, err := cards.ParseSet(text)
	require.NoError(t, err)
	return s
}

// handsOf returns the hands of s, indexed by seat.
func handsOf(s State) (h [MaxPlayers]cards.Set) {
	for i := range h {
		h[i] = s.Hand(i)
	}
	return h
}

// stockOf returns the stock of s, the next card drawn first.
func stockOf(s State) []cards.Card { return s.AppendStock(nil) }
