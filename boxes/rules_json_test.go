package boxes

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

func TestRulesJSON(t *testing.T) {
	for _, r := range []Rules{{}, {BigSets: true, TwoDraw: TwoDrawTwoEach, MaxMoves: 700}} {
		data, err := json.Marshal(r)
		require.NoError(t, err)
		var back Rules
		require.NoError(t, json.Unmarshal(data, &back))
		assert.Equal(t, r, back, "%s", data)
	}
	s, err := NewSchedule(8, 7)
	require.NoError(t, err)
	data, err := json.Marshal(Rules{Deals: s})
	require.NoError(t, err)
	assert.Contains(t, string(data), `"deals":"8,7"`)
	var back Rules
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, s, back.Deals)

	require.NoError(t, json.Unmarshal([]byte(`{"bigSets":true}`), &back))
	assert.Equal(t, Rules{BigSets: true}, back, "a missing option is the default")
	for doc, is := range map[string]error{
		`{"BIGSETS":true}`:                 cards.ErrSyntax,
		`{"bigSets":true,"bigSets":false}`: cards.ErrSyntax,
		`{"zzz":1}`:                        cards.ErrSyntax,
		`{"twoDraw":"many"}`:               cards.ErrInvalidRules,
		`{"deals":"0"}`:                    cards.ErrInvalidRules,
		`{"maxMoves":-1}`:                  cards.ErrInvalidRules,
	} {
		back = Rules{StrictPairs: true}
		err := json.Unmarshal([]byte(doc), &back)
		assert.ErrorIs(t, err, is, doc)
		assert.Equal(t, Rules{StrictPairs: true}, back, "unchanged after %s", doc)
	}
}
