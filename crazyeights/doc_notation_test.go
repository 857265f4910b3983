package crazyeights

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNotationDocExample checks the Crazy Eights example of
// docs/notation.md ("Shedding positions"): it reads under the rules of two
// players, the legal moves are those the text says, and the position
// writes it back.
func TestNotationDocExample(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "notation.md"))
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(doc), "\n## Shedding positions\n")
	require.True(t, ok, "docs/notation.md has a section Shedding positions")
	_, example, ok := strings.Cut(section, "two-player game of Crazy Eights")
	require.True(t, ok, "the section has the example")
	_, example, ok = strings.Cut(example, "```text\n")
	require.True(t, ok, "the example is a text block")
	example, _, ok = strings.Cut(example, "\n```")
	require.True(t, ok)
	r := Rules{Players: 2}
	s, err := r.Table().ParseState(example)
	require.NoError(t, err, example)
	assert.Equal(t, []string{"8S:C", "8S:D", "8S:H", "8S:S", "9H", "KD", "draw"}, legal(r, s))
	assert.Equal(t, strings.Replace(example, "/*", "/"+listOf(s.Hand(1)), 1), stateText(t, r, s), "written back, the rest named")
}

// listOf returns the cards of a set as the text form lists them.
func listOf(h fmt.Stringer) string {
	return strings.ReplaceAll(strings.Trim(h.String(), "{}"), " ", ",")
}
