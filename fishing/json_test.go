package fishing_test

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/escoba"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/scopa"
)

// tables are the shipped tables and Equi's, for the tests of the whole
// family.
func tables(t testing.TB) []fishing.Rules {
	var out []fishing.Rules
	for _, tb := range []fishing.Table{scopa.Table(2), scopa.Table(4), escoba.Table(3), equiTable(equi.Rules{}), equiTable(equi.Rules{Players: 5, RecycleByFour: true})} {
		r, err := fishing.New(tb)
		require.NoError(t, err)
		out = append(out, r)
	}
	return out
}

// TestJSONRoundTrip writes every position (in JSON and in text), seat's view and spectator's
// view of random games to JSON and reads it back to the same value.
func TestJSONRoundTrip(t *testing.T) {
	for _, r := range tables(t) {
		data, err := json.Marshal(r)
		require.NoError(t, err)
		var back fishing.Rules
		require.NoError(t, json.Unmarshal(data, &back))
		require.Equal(t, r, back, "%s", data)
		for seed := range uint64(5) {
			s, err := r.Start(cards.Deal{Dealer: int(seed) % r.Seats(), Seed: seed})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(seed, 3))
			for {
				data, err := json.Marshal(s)
				require.NoError(t, err)
				got, err := r.DecodeState(data)
				require.NoError(t, err, "%s", data)
				require.Equal(t, s, got)
				parsed, err := r.ParseState(s.String())
				require.NoError(t, err, s.String())
				require.Equal(t, s, parsed, s.String())
				for seat := cards.Spectator; seat < r.Seats(); seat++ {
					v := r.View(s, seat)
					data, err := json.Marshal(v)
					require.NoError(t, err)
					var w fishing.View
					require.NoError(t, json.Unmarshal(data, &w), "%s", data)
					require.Equal(t, v, w)
				}
				legal := cards.Legal(r, s)
				if len(legal) == 0 {
					break
				}
				s, err = r.Apply(s, legal[rng.IntN(len(legal))])
				require.NoError(t, err)
			}
		}
	}
}

// TestDecodeStateRefuses checks that broken positions are refused with
// the error that names the fault, and that the policy's faults are syntax.
func TestDecodeStateRefuses(t *testing.T) {
	r := tables(t)[0]
	s, err := r.Start(cards.Deal{Seed: 1})
	require.NoError(t, err)
	data, err := json.Marshal(s)
	require.NoError(t, err)
	text := string(data)
	hand := s.Hand(0).String()
	for _, c := range []struct {
		name, from, to string
		want           error
	}{
		{"a card twice", `"table":"{`, `"table":"{` + strings.Fields(strings.Trim(hand, "{}"))[0] + " ", cards.ErrInvalidState},
		{"players", `"players":2`, `"players":3`, cards.ErrInvalidState},
		{"turn", `"turn":1`, `"turn":7`, cards.ErrInvalidState},
		{"unknown member", `"players":2`, `"players":2,"extra":1`, cards.ErrSyntax},
		{"end", `"end":"not over"`, `"end":"over"`, cards.ErrInvalidState},
	} {
		broken := strings.Replace(text, c.from, c.to, 1)
		require.NotEqual(t, text, broken, c.name)
		_, err := r.DecodeState([]byte(broken))
		assert.ErrorIs(t, err, c.want, c.name)
	}
}

func FuzzDecodeState(f *testing.F) {
	r := tables(f)[0]
	s, err := r.Start(cards.Deal{Seed: 1})
	require.NoError(f, err)
	data, err := json.Marshal(s)
	require.NoError(f, err)
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := r.DecodeState(data)
		if err != nil {
			return
		}
		again, err := json.Marshal(s)
		require.NoError(t, err)
		back, err := r.DecodeState(again)
		require.NoError(t, err)
		require.Equal(t, s, back)
	})
}

func FuzzParseMove(f *testing.F) {
	for _, text := range []string{"7C=3H+4S", "AD", "9c + as = 10h", "KH=QC+AD"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := fishing.Rules{}.ParseMove(text)
		if err != nil {
			return
		}
		back, err := fishing.Rules{}.ParseMove(m.String())
		require.NoError(t, err)
		require.Equal(t, m, back)
	})
}

func FuzzParseState(f *testing.F) {
	r := tables(f)[3]
	s, err := r.Start(cards.Deal{Seed: 1})
	require.NoError(f, err)
	f.Add(s.String())
	s, err = r.Apply(s, cards.Legal(r, s)[0])
	require.NoError(f, err)
	f.Add(s.String())
	f.Fuzz(func(t *testing.T, text string) {
		s, err := r.ParseState(text)
		if err != nil {
			return
		}
		back, err := r.ParseState(s.String())
		require.NoError(t, err)
		require.Equal(t, s, back)
	})
}

func TestParseStateRefuses(t *testing.T) {
	r := tables(t)[3]
	s, err := r.Start(cards.Deal{Seed: 1})
	require.NoError(t, err)
	text := s.String()
	for _, c := range []struct {
		name, text string
		want       error
	}{
		{"fields", "a b c", cards.ErrSyntax},
		{"bad card", strings.Replace(text, " ", " ZZ,", 2), cards.ErrSyntax},
		{"a card twice", strings.Replace(text, "/", "/"+strings.Split(strings.Fields(text)[0], ",")[0]+",", 1), cards.ErrInvalidState},
	} {
		_, err := r.ParseState(c.text)
		assert.ErrorIs(t, err, c.want, c.name)
	}
}
