package equi

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/internal/rulesdoc"
)

// TestRulesDocTestsExist checks docs/rules/equi.md against the tests: every
// row E1 to E12 has a section naming at least one test, and every test,
// benchmark or example the page names is a function of this package's test
// files, so the doc cannot drift.
func TestRulesDocTestsExist(t *testing.T) {
	problems, err := rulesdoc.Check(filepath.Join("..", "docs", "rules", "equi.md"), ".", "E", 12)
	require.NoError(t, err)
	assert.Empty(t, problems)
}
