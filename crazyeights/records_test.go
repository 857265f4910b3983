package crazyeights

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// TestRecordsOfVersion0 replays records that the first Crazy Eights
// engine wrote (testdata/records-v0.txt, written before the game moved
// onto package shedding), each followed by the text of its final
// position (in the family's form, docs/notation.md): the same moves must
// be legal, and end in the same position.
func TestRecordsOfVersion0(t *testing.T) {
	data, err := os.ReadFile("testdata/records-v0.txt")
	require.NoError(t, err)
	games := strings.Split(string(data), "=== ")[1:]
	require.Len(t, games, 4)
	for _, g := range games {
		_, g, _ = strings.Cut(g, "\n")
		recText, final, ok := strings.Cut(g, "--- final\n")
		require.True(t, ok)
		rec, err := cards.ParseRecord(recText)
		require.NoError(t, err)
		s, err := cards.Resume(Rules{}, rec)
		require.NoError(t, err)
		r, err := Rules{}.WithTags(rec.Tags)
		require.NoError(t, err)
		assert.Equal(t, strings.TrimSpace(final), stateText(t, r.(Rules), s.State()))
		// The records were written before Result named the winners: the
		// scores they recorded are those of the session's Result.
		result, _ := rec.Get("Result")
		scores, _, _ := strings.Cut(s.Result(), ",")
		assert.Equal(t, result, strings.ReplaceAll(strings.ReplaceAll(scores, " -", "--"), " ", "-"))
	}
}
