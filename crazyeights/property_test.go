package crazyeights

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// randomGames plays games random games under each of contractRules and
// calls each with every position, the first included.
func randomGames(t *testing.T, games int, each func(r Rules, s State)) {
	t.Helper()
	for i, r := range contractRules {
		for g := range games / len(contractRules) {
			seed := uint64(i*100000 + g)
			s, err := r.Start(cards.Deal{Dealer: g % r.Seats(), Seed: seed})
			require.NoError(t, err)
			p := rand.NewPCG(seed, 7)
			for {
				each(r, s)
				m, ok := r.RandomMove(&s, p)
				if !ok {
					break
				}
				require.NoError(t, r.ApplyTo(&s, m))
			}
		}
	}
}

// TestStateTextRoundTrip writes every position of textGames random games
// (1,200, 200 under each option set) in the text form, and one in 8 of
// them in JSON, and reads each back to the same State; every view of
// those, the spectator's included, goes through its JSON to the same View.
func TestStateTextRoundTrip(t *testing.T) {
	n := 0
	randomGames(t, textGames, func(r Rules, s State) {
		n++
		text, err := s.MarshalText()
		require.NoError(t, err)
		var back State
		require.NoError(t, back.UnmarshalText(text), "%s", text)
		require.Equal(t, s, back, "%s", text)
		if n%8 != 0 {
			return // JSON is slower: one position in 8
		}
		data, err := json.Marshal(s)
		require.NoError(t, err)
		var fromJSON State
		require.NoError(t, json.Unmarshal(data, &fromJSON), "%s", data)
		require.Equal(t, s, fromJSON)
		for seat := cards.Spectator; seat < s.Players(); seat++ {
			v := r.View(s, seat)
			data, err := json.Marshal(v)
			require.NoError(t, err)
			var vb View
			require.NoError(t, json.Unmarshal(data, &vb), "%s", data)
			require.Equal(t, v, vb)
		}
	})
	assert.Greater(t, n, 10*textGames, "positions checked")
}

// TestViewHidesCards changes the hidden cards of positions of random
// games (a card of another seat's hand swapped with one of the stock, or
// with one of a third seat's hand) and checks that the seat's view, and
// its JSON, are unchanged: they hold nothing the seat may not know.
func TestViewHidesCards(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	changed := 0
	randomGames(t, textGames/4, func(r Rules, s State) {
		for seat := cards.Spectator; seat < s.Players(); seat++ {
			other := rng.IntN(s.Players())
			if other == seat || s.Hand(other).Empty() {
				continue
			}
			hands, stock := handsOf(s), stockOf(s)
			c, _ := hands[other].Nth(rng.IntN(hands[other].Len()))
			if third := rng.IntN(s.Players()); third != seat && third != other && !hands[third].Empty() {
				d, _ := hands[third].Nth(rng.IntN(hands[third].Len()))
				hands[other] = hands[other].Remove(c).Add(d)
				hands[third] = hands[third].Remove(d).Add(c)
			} else if len(stock) > 0 {
				i := rng.IntN(len(stock))
				hands[other] = hands[other].Remove(c).Add(stock[i])
				stock[i] = c
			} else {
				continue
			}
			t2 := withHidden(t, s, hands, stock, fmt.Sprintf("%016x%016x", rng.Uint64(), uint64(1)))
			changed++
			v1, v2 := r.View(s, seat), r.View(t2, seat)
			require.Equal(t, v1, v2)
			j1, err1 := json.Marshal(v1)
			j2, err2 := json.Marshal(v2)
			require.NoError(t, errors.Join(err1, err2))
			require.Equal(t, string(j1), string(j2))
		}
	})
	assert.Greater(t, changed, 1000)
}

// TestSampleKeepsView checks Sample on the views of random positions: the
// sample's view is the view, and the sample is a valid position.
func TestSampleKeepsView(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	randomGames(t, 120, func(r Rules, s State) {
		for seat := cards.Spectator; seat < s.Players(); seat++ {
			v := r.View(s, seat)
			x := r.Sample(v, rng)
			_, err := x.MarshalText()
			require.NoError(t, err, "the sample is a valid position")
			require.Equal(t, v, r.View(x, seat))
		}
	})
}

// TestJSONPolicy checks the JSON policy of docs/json.md on the three
// documents: an unknown member, a member spelt with other capitals, a
// member given twice and a missing member are refused with a syntax
// error, and leave the value unchanged.
func TestJSONPolicy(t *testing.T) {
	r := Rules{Players: 3, UseSpecialCards: true}
	s, err := r.Start(cards.Deal{Seed: 1})
	require.NoError(t, err)
	stateDoc, _ := json.Marshal(s)
	viewDoc, _ := json.Marshal(r.View(s, 1))
	rulesDoc, _ := json.Marshal(r)
	bad := func(doc []byte) []string {
		d := string(doc[1:])
		return []string{
			`{"extra":1,` + d,
			`{"Players":3,` + d,
			`{"players":3,` + d,
			`{"moves":0,` + d,
		}
	}
	for _, doc := range bad(stateDoc) {
		x := s
		require.ErrorIs(t, x.UnmarshalJSON([]byte(doc)), cards.ErrSyntax, doc)
		require.Equal(t, s, x)
	}
	for _, doc := range bad(viewDoc) {
		v := r.View(s, 1)
		require.ErrorIs(t, v.UnmarshalJSON([]byte(doc)), cards.ErrSyntax, doc)
	}
	for _, doc := range bad(rulesDoc)[:3] {
		x := r
		require.ErrorIs(t, x.UnmarshalJSON([]byte(doc)), cards.ErrSyntax, doc)
		require.Equal(t, r, x)
	}
	var missing State
	require.ErrorIs(t, missing.UnmarshalJSON([]byte(`{"players":2}`)), cards.ErrSyntax)
	var back Rules
	require.NoError(t, json.Unmarshal(rulesDoc, &back))
	assert.Equal(t, r, back)
	assert.JSONEq(t, `{"players":5,"maxDrawCards":5,"maxTurns":100,"useSpecialCards":false,"reshuffle":false}`, string(must(json.Marshal(Rules{}))))
	require.NoError(t, back.UnmarshalJSON([]byte(`{"players":5}`)))
	assert.Equal(t, Rules{}, back, "a default reads as the zero value")
	assert.ErrorIs(t, back.UnmarshalJSON([]byte(`{"players":6}`)), cards.ErrInvalidRules)
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
