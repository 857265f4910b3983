// Package rulesdoc checks a game's rules page (docs/rules/*.md) against the
// game's tests, so that the page cannot drift from the code: every numbered
// rule has a section that names at least one test, and every test, benchmark,
// fuzz target or example the page names exists in the package's test files.
// It is used by the tests of boxes and equi.
package rulesdoc

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// funcName matches a test, benchmark, fuzz target or example named in code
// quotes. A sub-benchmark such as `BenchmarkX/players=2` names BenchmarkX.
var funcName = regexp.MustCompile("`((?:Test|Benchmark|Fuzz|Example)[A-Za-z0-9_]*)[`/]")

// Check reads the rules page at doc and the _test.go files in dir, and returns
// one line for every problem found: a row prefix+1 to prefix+rows (such as B1
// to B17) with no section or no test in its "- **Tests:**" line, a section
// that names no test, or a name on the page that is not a function of the
// test files. Sections are the level-2 headings "## B1 ...".
func Check(doc, dir, prefix string, rows int) ([]string, error) {
	text, err := os.ReadFile(doc)
	if err != nil {
		return nil, err
	}
	funcs, err := testFuncs(dir)
	if err != nil {
		return nil, err
	}
	var problems []string
	heading := regexp.MustCompile(`^## (` + regexp.QuoteMeta(prefix) + `\d+) `)
	tests := map[string][]string{}
	row := ""
	for n, line := range strings.Split(string(text), "\n") {
		if m := heading.FindStringSubmatch(line); m != nil {
			row = m[1]
			tests[row] = []string{}
			continue
		}
		if strings.HasPrefix(line, "## ") {
			row = ""
		}
		for _, m := range funcName.FindAllStringSubmatch(line, -1) {
			if !funcs[m[1]] {
				problems = append(problems, fmt.Sprintf("%s:%d names %s, which is not in the tests of %s", filepath.Base(doc), n+1, m[1], dir))
			}
			if row != "" && strings.HasPrefix(line, "- **Tests:**") {
				tests[row] = append(tests[row], m[1])
			}
		}
	}
	for i := 1; i <= rows; i++ {
		id := prefix + strconv.Itoa(i)
		if _, ok := tests[id]; !ok {
			problems = append(problems, "row "+id+" has no section")
		}
	}
	for id, names := range tests {
		if len(names) == 0 {
			problems = append(problems, "row "+id+" names no test")
		}
	}
	return problems, nil
}

// testFuncs returns the names of the top-level functions of the _test.go
// files in dir.
func testFuncs(dir string) (map[string]bool, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	if err != nil {
		return nil, err
	}
	funcs := map[string]bool{}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil {
				funcs[fn.Name.Name] = true
			}
		}
	}
	return funcs, nil
}
