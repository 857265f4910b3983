package crazyeights

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/internal/rulesdoc"
)

// TestRulesDocTestsExist checks docs/rules/crazy-eights.md against the
// tests: every row C1 to C21 has a section naming at least one test, and
// every test the page names is a function of this package's test files.
func TestRulesDocTestsExist(t *testing.T) {
	problems, err := rulesdoc.Check(filepath.Join("..", "docs", "rules", "crazy-eights.md"), ".", "C", 21)
	require.NoError(t, err)
	assert.Empty(t, problems)
}
