package boxes

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

// TestRulesDocTestsExist checks docs/rules/boxes.md against the tests: every
// row B1 to B17 is there with a test, and every test it names is a function
// of this package's test files, so the doc cannot drift.
func TestRulesDocTestsExist(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "rules", "boxes.md"))
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

	heading := regexp.MustCompile(`^## (B\d+) `)
	testName := regexp.MustCompile("`(Test[A-Za-z0-9_]+)`")
	rows := map[string][]string{}
	row := ""
	for line := range strings.Lines(string(doc)) {
		if m := heading.FindStringSubmatch(line); m != nil {
			row = m[1]
			rows[row] = []string{}
			continue
		}
		if row != "" && strings.HasPrefix(line, "- **Tests:**") {
			for _, m := range testName.FindAllStringSubmatch(line, -1) {
				rows[row] = append(rows[row], m[1])
			}
		}
	}
	for i := 1; i <= 17; i++ {
		id := "B" + strconv.Itoa(i)
		assert.NotEmpty(t, rows[id], "row %s has a section with at least one test", id)
	}
	for id, tests := range rows {
		assert.NotEmpty(t, tests, "row %s names a test", id)
		for _, name := range tests {
			assert.True(t, funcs[name], "row %s cites %s, which is not a test of package boxes", id, name)
		}
	}
}
