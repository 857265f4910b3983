package crazyeights

import (
	"encoding/json"
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
				m, ok := r.Table().RandomMove(&s, p)
				if !ok {
					break
				}
				require.NoError(t, r.Table().ApplyTo(&s, m))
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
		tab := r.Table()
		text, err := tab.AppendState(nil, s)
		require.NoError(t, err)
		back, err := tab.ParseState(string(text))
		require.NoError(t, err, "%s", text)
		require.Equal(t, s, back, "%s", text)
		if n%8 != 0 {
			return // JSON is slower: one position in 8
		}
		data, err := tab.MarshalState(s)
		require.NoError(t, err)
		fromJSON, err := tab.DecodeState(data)
		require.NoError(t, err, "%s", data)
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

// TestRedeal checks Redeal on positions of random games, for every seat
// and the spectator: the position re-dealt is a valid position, the seat's
// hand and every count are kept, and the other hands do change. That the
// views stay the same, as values and in JSON, is cardstest.Check's part
// (TestContract).
func TestRedeal(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	changed := 0
	randomGames(t, textGames/4, func(r Rules, s State) {
		for seat := cards.Spectator; seat < s.Players(); seat++ {
			x := r.Redeal(s, seat, rng)
			back, err := r.Table().ParseState(stateText(t, r, x))
			require.NoError(t, err, "the position re-dealt is valid")
			require.Equal(t, x, back)
			require.Equal(t, s.Hand(seat), x.Hand(seat))
			for i := range s.Players() {
				require.Equal(t, s.Hand(i).Len(), x.Hand(i).Len())
			}
			require.Equal(t, r.View(s, cards.Spectator), r.View(x, cards.Spectator), "every public fact is kept")
			if c, ok := x.Drawn(); ok {
				require.True(t, x.Hand(x.Turn()).Has(c), "the card drawn is the drawer's")
			}
			if handsOf(x) != handsOf(s) {
				changed++
			}
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
			_, err := r.Table().AppendState(nil, x)
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
	stateDoc, _ := r.Table().MarshalState(s)
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
		_, err := r.Table().DecodeState([]byte(doc))
		require.ErrorIs(t, err, cards.ErrSyntax, doc)
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
	_, err = r.Table().DecodeState([]byte(`{"schedule":"5"}`))
	require.ErrorIs(t, err, cards.ErrSyntax)
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
