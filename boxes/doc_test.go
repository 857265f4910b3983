package boxes

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/internal/rulesdoc"
)

// TestRulesDocTestsExist checks docs/rules/boxes.md against the tests: every
// row B1 to B17 has a section naming at least one test, and every test,
// benchmark or example the page names is a function of this package's test
// files, so the doc cannot drift.
func TestRulesDocTestsExist(t *testing.T) {
	problems, err := rulesdoc.Check(filepath.Join("..", "docs", "rules", "boxes.md"), ".", "B", 17)
	require.NoError(t, err)
	assert.Empty(t, problems)
}
