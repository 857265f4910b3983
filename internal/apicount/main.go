// Command apicount prints the number of exported non-constant names of the
// library packages (cards, scoring, boxes, equi, bot and their
// subpackages): exported types, functions, variables, methods of exported
// types and exported fields of exported struct types, one count a package
// and the total. Constants are left out: they are values to name, not
// calls to learn.
//
// Usage, from the module root:
//
//	go run ./internal/apicount          # the counts
//	go run ./internal/apicount -v       # and every name counted
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// libraryDirs are the library's package trees, from the module root.
var libraryDirs = []string{"cards", "scoring", "boxes", "equi", "bot"}

func main() {
	verbose := flag.Bool("v", false, "list every name counted")
	flag.Parse()
	total := 0
	for _, root := range libraryDirs {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.IsDir() {
				return err
			}
			if d.Name() == "testdata" {
				return filepath.SkipDir
			}
			names, err := exported(path)
			if err != nil {
				return err
			}
			if len(names) == 0 {
				return nil
			}
			total += len(names)
			fmt.Printf("%-16s %4d\n", path, len(names))
			if *verbose {
				for _, n := range names {
					fmt.Printf("    %s\n", n)
				}
			}
			return nil
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, "apicount:", err)
			os.Exit(1)
		}
	}
	fmt.Printf("%-16s %4d\n", "total", total)
}

// exported returns the exported non-constant names of the package in dir,
// its test files left out, sorted.
func exported(dir string) ([]string, error) {
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
		for _, decl := range f.Decls {
			names = append(names, declNames(decl)...)
		}
	}
	slices.Sort(names)
	return names, nil
}

// declNames returns the exported non-constant names that decl declares.
func declNames(decl ast.Decl) []string {
	var names []string
	switch d := decl.(type) {
	case *ast.FuncDecl:
		if !d.Name.IsExported() {
			return nil
		}
		if d.Recv == nil {
			return []string{d.Name.Name}
		}
		if recv := recvName(d.Recv.List[0].Type); ast.IsExported(recv) {
			return []string{recv + "." + d.Name.Name}
		}
	case *ast.GenDecl:
		if d.Tok == token.CONST || d.Tok == token.IMPORT {
			return nil
		}
		for _, spec := range d.Specs {
			switch s := spec.(type) {
			case *ast.ValueSpec:
				for _, n := range s.Names {
					if n.IsExported() {
						names = append(names, n.Name)
					}
				}
			case *ast.TypeSpec:
				if !s.Name.IsExported() {
					continue
				}
				names = append(names, s.Name.Name)
				names = append(names, memberNames(s.Name.Name, s.Type)...)
			}
		}
	}
	return names
}

// memberNames returns the exported fields of a struct type and the methods
// of an interface type named typ.
func memberNames(typ string, t ast.Expr) []string {
	var fields *ast.FieldList
	switch t := t.(type) {
	case *ast.StructType:
		fields = t.Fields
	case *ast.InterfaceType:
		fields = t.Methods
	default:
		return nil
	}
	var names []string
	for _, f := range fields.List {
		for _, n := range f.Names {
			if n.IsExported() {
				names = append(names, typ+"."+n.Name)
			}
		}
	}
	return names
}

// recvName returns the name of a method's receiver type.
func recvName(t ast.Expr) string {
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
		case *ast.IndexExpr:
			t = x.X
		case *ast.IndexListExpr:
			t = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}
