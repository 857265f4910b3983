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

// TestParseStateRefusesUnseenCards reads Equi's position of issue 13 (seat
// 0 holds 32 cards nobody else has seen) and a hand of taken-back and
// unseen cards: the deal and the stock give at most a hand of unseen
// cards, and the pile comes back only into an empty hand.
func TestParseStateRefusesUnseenCards(t *testing.T) {
	r, err := fishing.New(equi.Rules{}.Table())
	require.NoError(t, err)
	table, _ := cards.ParseSet("6C 6D 6H 6S")
	list := func(s cards.Set) string { return strings.ReplaceAll(strings.Trim(s.String(), "{}"), " ", ",") }
	issue13 := list(cards.Deck36.Minus(table)) + "/- -/- " + list(table) + " - 1 0 24/0/0 - 1:6C/0/-"
	_, err = r.ParseState(issue13)
	require.ErrorIs(t, err, cards.ErrInvalidState)
	assert.Contains(t, err.Error(), "seat 0 holds 32 cards the other seats have not seen, more than 4")

	// A hand of 4 after the deal, one of its cards marked taken back.
	s, err := r.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	text := s.String()
	require.True(t, strings.HasPrefix(text, "6C,6H,7C,7H/"), text)
	_, err = r.ParseState(text)
	require.NoError(t, err)
	_, err = r.ParseState(strings.Replace(text, "6C,", "*6C,", 1))
	require.ErrorIs(t, err, cards.ErrInvalidState)
	assert.Contains(t, err.Error(), "seat 0 holds 1 cards taken back from his pile with 3 the other seats have not seen")
}

// playUntil plays random games under r from seed 0 on until ok holds of
// a position, and returns it.
func playUntil(t *testing.T, r fishing.Rules, ok func(fishing.State) bool) fishing.State {
	for seed := range uint64(200) {
		s, err := r.Start(cards.Deal{Seed: seed})
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 5))
		for {
			if ok(s) {
				return s
			}
			legal := cards.Legal(r, s)
			if len(legal) == 0 {
				break
			}
			s, err = r.Apply(s, legal[rng.IntN(len(legal))])
			require.NoError(t, err)
		}
	}
	t.Fatal("no game reached the position wanted")
	return fishing.State{}
}

// TestSweepsWrittenWhenMade checks that a position with a sweep writes the
// sweeps (text and JSON) and reads them back, and that Equi's table, which
// scores none, counts none and refuses them.
func TestSweepsWrittenWhenMade(t *testing.T) {
	scopa2 := tables(t)[0]
	start, err := scopa2.Start(cards.Deal{Seed: 1})
	require.NoError(t, err)
	assert.NotContains(t, start.String(), " s:", "no sweep yet")
	s := playUntil(t, scopa2, func(s fishing.State) bool { return s.Sweeps(0)+s.Sweeps(1) > 0 })
	text := s.String()
	require.Contains(t, text, " s:")
	back, err := scopa2.ParseState(text)
	require.NoError(t, err, text)
	require.Equal(t, s, back)
	data, err := json.Marshal(s)
	require.NoError(t, err)
	require.Contains(t, string(data), `"sweeps":[`)

	eq := tables(t)[3]
	e := playUntil(t, eq, func(s fishing.State) bool { return s.MoveCount() == 4 })
	_, err = eq.ParseState(e.String())
	require.NoError(t, err)
	fields := strings.Fields(e.String())
	withSweeps := strings.Join(append(fields[:9:9], append([]string{"s:1/0"}, fields[9:]...)...), " ")
	_, err = eq.ParseState(withSweeps)
	assert.ErrorIs(t, err, cards.ErrInvalidState, withSweeps)
	assert.ErrorContains(t, err, "sweeps")
}

// TestDocumentsCheckTheTable checks that what a document says must agree
// with the rules it is read under: a trail record's rank ban, the turn of
// a game over.
func TestDocumentsCheckTheTable(t *testing.T) {
	eq := tables(t)[3]
	s := playUntil(t, eq, func(s fishing.State) bool { return strings.Contains(s.String(), "@") })
	text := s.String()
	_, err := eq.ParseState(text)
	require.NoError(t, err)
	at := strings.Index(text, "@")
	colon := at + strings.Index(text[at:], ":")
	held := colon + 2 // the count of held cards is one digit
	broken := text[:held] + "f" + text[held:]
	_, err = eq.ParseState(broken)
	assert.ErrorIs(t, err, cards.ErrInvalidState, broken)
	assert.ErrorContains(t, err, "rank ban")

	over := playUntil(t, eq, func(s fishing.State) bool { return s.End() != fishing.EndNone })
	data, err := json.Marshal(over)
	require.NoError(t, err)
	require.Contains(t, string(data), `"turn":-1`)
	_, err = eq.DecodeState(data)
	require.NoError(t, err)
	_, err = eq.DecodeState([]byte(strings.Replace(string(data), `"turn":-1`, `"turn":0`, 1)))
	assert.ErrorIs(t, err, cards.ErrInvalidState)
	assert.ErrorContains(t, err, "turn")
}
