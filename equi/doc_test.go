package equi

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRulesDocTestsExist checks docs/rules/equi.md against the tests: every
// row E1 to E12 has a section naming at least one test, and every test the
// page names is a function of this package's test files, so the doc cannot
// drift.
func TestRulesDocTestsExist(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "rules", "equi.md"))
	require.NoError(t, err)

	funcs := map[string]bool{}
	files, err := filepath.Glob("*_test.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil {
				funcs[fn.Name.Name] = true
			}
		}
	}

	heading := regexp.MustCompile(`^## (E\d+) `)
	testName := regexp.MustCompile("`((?:Test|Benchmark|Fuzz|Example)[A-Za-z0-9_]*)`")
	rows := map[string][]string{}
	row := ""
	for line := range strings.Lines(string(doc)) {
		if m := heading.FindStringSubmatch(line); m != nil {
			row = m[1]
			rows[row] = []string{}
			continue
		}
		if strings.HasPrefix(line, "## ") {
			row = ""
		}
		if row != "" && strings.HasPrefix(line, "- **Tests:**") {
			for _, m := range testName.FindAllStringSubmatch(line, -1) {
				rows[row] = append(rows[row], m[1])
			}
		}
		// Every test, benchmark or example the page names anywhere must exist.
		for _, m := range testName.FindAllStringSubmatch(line, -1) {
			assert.True(t, funcs[m[1]], "docs/rules/equi.md names %s, which is not in package equi's tests", m[1])
		}
	}
	for i := 1; i <= 12; i++ {
		id := "E" + strconv.Itoa(i)
		assert.NotEmpty(t, rows[id], "row %s has a section naming at least one test", id)
	}
	for id, tests := range rows {
		assert.NotEmpty(t, tests, "row %s names a test", id)
	}
}
