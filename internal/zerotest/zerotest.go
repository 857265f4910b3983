// Package zerotest checks, in a package's tests, that every exported function
// and method of the package can be called with zero values (a zero value of
// each argument and receiver, a nil pointer receiver where a method has one)
// without a panic. The test gives one call for each name; [Run] fails when a
// call panics, and when an exported function or method of the package has no
// call, so that a name added later cannot be left out.
package zerotest

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Calls maps an exported name of a package, "Func" or "Type.Method", to a
// call of it with zero values.
type Calls map[string]func()

// Run runs each call of calls, failing t for each one that panics, and fails
// t for each exported function or method of the package in dir (its non-test
// Go files) that calls lacks, and for each call that names none.
func Run(t *testing.T, dir string, calls Calls) {
	t.Helper()
	names, err := Exported(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		if _, ok := calls[n]; !ok {
			t.Errorf("zerotest: %s has no zero-value call", n)
		}
	}
	for n, call := range calls {
		if !slices.Contains(names, n) {
			t.Errorf("zerotest: %s is not an exported function or method of %s", n, dir)
			continue
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("zerotest: %s panics with zero values: %v", n, r)
				}
			}()
			call()
		}()
	}
}

// Exported returns the exported functions of the package in dir and the
// exported methods of its exported types, as "Func" and "Type.Method",
// sorted.
func Exported(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var names []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || !fd.Name.IsExported() {
				continue
			}
			if fd.Recv == nil {
				names = append(names, fd.Name.Name)
				continue
			}
			if recv := receiver(fd.Recv.List[0].Type); ast.IsExported(recv) {
				names = append(names, recv+"."+fd.Name.Name)
			}
		}
	}
	slices.Sort(names)
	return names, nil
}

// receiver returns the name of a method's receiver type.
func receiver(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.StarExpr:
		return receiver(x.X)
	case *ast.IndexExpr:
		return receiver(x.X)
	case *ast.IndexListExpr:
		return receiver(x.X)
	case *ast.Ident:
		return x.Name
	}
	panic(fmt.Sprintf("zerotest: receiver %T", e))
}
