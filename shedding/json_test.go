package shedding

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// TestRulesJSON writes the tables of Mau-Mau, Switch and a Boxes-like
// table with sides and penalty points as JSON, reads them back equal, and refuses documents the JSON policy or Validate
// refuse, leaving the table unchanged.
func TestRulesJSON(t *testing.T) {
	boxes := boxesTable()
	boxes.Sides, boxes.PenaltyPoints = 2, true
	for _, r := range []Rules{MauMau(3), Switch(5), boxes} {
		data, err := json.Marshal(r)
		require.NoError(t, err)
		var back Rules
		require.NoError(t, json.Unmarshal(data, &back), "%s", data)
		assert.Equal(t, r, back)
		for _, bad := range []struct {
			from, to string
			err      error
		}{
			{`"players":`, `"players":9,"x":`, cards.ErrSyntax},
			{`"players":`, `"Players":`, cards.ErrSyntax},
			{`"maxDraw":1`, `"maxDraw":0`, cards.ErrInvalidRules},
			{`"deck":`, `"deck":40,"z":`, cards.ErrSyntax},
		} {
			doc := strings.Replace(string(data), bad.from, bad.to, 1)
			x := back
			assert.ErrorIs(t, json.Unmarshal([]byte(doc), &x), bad.err, doc)
			assert.Equal(t, back, x)
		}
	}
	s, err := MauMau(2).Start(cards.Deal{Seed: 5})
	require.NoError(t, err)
	v := MauMau(2).View(s, 1)
	data, err := json.Marshal(v)
	require.NoError(t, err)
	var back View[Rules]
	require.NoError(t, json.Unmarshal(data, &back), "%s", data)
	assert.Equal(t, v, back, "a view keeps its table through JSON")
}
