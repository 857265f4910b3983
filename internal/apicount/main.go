// Command apicount counts the exported non-constant names of the library
// packages (every package of the module but commands, examples and
// internal packages, as internal/apicheck finds them):
// exported types, functions, variables, methods of exported types, exported
// fields of exported struct types and methods of exported interface types.
// Constants are left out: they are values to name, not calls to learn.
//
// It prints two counts a package and in all:
//
//   - all: every such name;
//   - to learn: the names a user has to learn, which leaves out the methods
//     that only implement an interface, since their name and contract are
//     learned once, where the interface is declared: String, Error, Unwrap,
//     MarshalText, UnmarshalText, MarshalJSON and UnmarshalJSON (fmt.Stringer,
//     error, encoding and encoding/json), and the methods of a type that a
//     compile-time assertion in its package, such as
//     `var _ cards.Spec[State, Move, View] = Rules{}`, shows to implement an
//     interface of the library (cards.Game, cards.View, bot.Player, ...),
//     when the interface has a method of that name. The interface's own
//     methods are counted, in its package.
//
// Usage, from the module root:
//
//	go run ./internal/apicount          # the counts
//	go run ./internal/apicount -v       # and every name, those left out of "to learn" marked with "="
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cardrules/cardrules/internal/apicheck"
)

// protocol are the methods of the standard library's interfaces that many
// types implement.
var protocol = []string{"String", "Error", "Unwrap", "MarshalText", "UnmarshalText", "MarshalJSON", "UnmarshalJSON"}

// pkg is what apicount reads of one package.
type pkg struct {
	dir     string
	names   []string            // every exported non-constant name
	ifaces  map[string]*iface   // the exported interfaces, by name
	asserts map[string][]string // type name -> the interfaces asserted for it, as written ("cards.Spec", "Player")
}

// iface is an interface's own methods and the interfaces it embeds.
type iface struct {
	methods []string
	embeds  []string // as written: "Game", "cards.View"
}

func main() {
	verbose := flag.Bool("v", false, "list every name counted")
	flag.Parse()
	dirs, err := apicheck.LibraryDirs(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, "apicount:", err)
		os.Exit(1)
	}
	var pkgs []*pkg
	for _, dir := range dirs {
		p, err := read(dir)
		if err != nil {
			fmt.Fprintln(os.Stderr, "apicount:", err)
			os.Exit(1)
		}
		if len(p.names) > 0 {
			pkgs = append(pkgs, p)
		}
	}
	byName := map[string]*pkg{} // by the package's name as other packages write it
	for _, p := range pkgs {
		byName[filepath.Base(p.dir)] = p
	}
	fmt.Printf("%-28s %5s %9s\n", "package", "all", "to learn")
	all, learn := 0, 0
	for _, p := range pkgs {
		left := leftOut(p, byName)
		n := len(p.names) - len(left)
		var lines []string
		for _, name := range p.names {
			mark := " "
			if slices.Contains(left, name) {
				mark = "="
			}
			lines = append(lines, "  "+mark+" "+name)
		}
		all += len(p.names)
		learn += n
		fmt.Printf("%-28s %5d %9d\n", p.dir, len(p.names), n)
		if *verbose {
			fmt.Println(strings.Join(lines, "\n"))
		}
	}
	fmt.Printf("%-28s %5d %9d\n", "total", all, learn)
}

// leftOut returns the names of p that "to learn" leaves out, in order: the
// protocol methods, and the methods that implement an asserted interface.
func leftOut(p *pkg, byName map[string]*pkg) []string {
	implemented := map[string]bool{} // "Type.Method"
	for typ, ifs := range p.asserts {
		for _, i := range ifs {
			for _, m := range methodSet(p, byName, i) {
				implemented[typ+"."+m] = true
			}
		}
	}
	var left []string
	for _, name := range p.names {
		_, method, isMember := strings.Cut(name, ".")
		if isMember && (slices.Contains(protocol, method) || implemented[name]) {
			left = append(left, name)
		}
	}
	return left
}

// methodSet returns the methods of the interface called name (as written in
// p: "Spec[...]" or "cards.Spec"), its embedded interfaces' included, or
// none when it is not an interface of the library.
func methodSet(p *pkg, byName map[string]*pkg, name string) []string {
	owner := p
	if q, n, ok := strings.Cut(name, "."); ok {
		if owner = byName[q]; owner == nil {
			return nil
		}
		name = n
	}
	i := owner.ifaces[name]
	if i == nil {
		return nil
	}
	ms := slices.Clone(i.methods)
	for _, e := range i.embeds {
		ms = append(ms, methodSet(owner, byName, e)...)
	}
	return ms
}

// read parses the package in dir, its test files left out.
func read(dir string) (*pkg, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	p := &pkg{dir: dir, ifaces: map[string]*iface{}, asserts: map[string][]string{}}
	fset := token.NewFileSet()
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
			p.names = append(p.names, declNames(decl)...)
			p.readDecl(decl)
		}
	}
	slices.Sort(p.names)
	return p, nil
}

// readDecl records the interfaces and the assertions `var _ I = T{}` (or
// `= (*T)(nil)`) that decl declares.
func (p *pkg) readDecl(decl ast.Decl) {
	d, ok := decl.(*ast.GenDecl)
	if !ok {
		return
	}
	for _, spec := range d.Specs {
		switch s := spec.(type) {
		case *ast.TypeSpec:
			it, ok := s.Type.(*ast.InterfaceType)
			if !ok || !s.Name.IsExported() {
				continue
			}
			i := &iface{}
			for _, f := range it.Methods.List {
				if len(f.Names) == 0 {
					i.embeds = append(i.embeds, typeName(f.Type))
				}
				for _, n := range f.Names {
					i.methods = append(i.methods, n.Name)
				}
			}
			p.ifaces[s.Name.Name] = i
		case *ast.ValueSpec:
			if d.Tok != token.VAR || s.Type == nil || len(s.Names) != 1 || s.Names[0].Name != "_" || len(s.Values) != 1 {
				continue
			}
			if typ := valueType(s.Values[0]); typ != "" {
				p.asserts[typ] = append(p.asserts[typ], typeName(s.Type))
			}
		}
	}
}

// typeName returns a type expression's name without its type arguments:
// "Spec", "cards.Spec".
func typeName(t ast.Expr) string {
	switch x := t.(type) {
	case *ast.IndexExpr:
		return typeName(x.X)
	case *ast.IndexListExpr:
		return typeName(x.X)
	case *ast.StarExpr:
		return typeName(x.X)
	case *ast.ParenExpr:
		return typeName(x.X)
	case *ast.SelectorExpr:
		return typeName(x.X) + "." + x.Sel.Name
	case *ast.Ident:
		return x.Name
	}
	return ""
}

// valueType returns the type a value of an assertion is of: T for T{} and
// (*T)(nil), or "".
func valueType(v ast.Expr) string {
	switch x := v.(type) {
	case *ast.CompositeLit:
		return typeName(x.Type)
	case *ast.CallExpr:
		return typeName(x.Fun)
	}
	return ""
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
		if recv := typeName(d.Recv.List[0].Type); ast.IsExported(recv) {
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
