// Package apicheck finds the library's packages and writes down their
// exported API, one declaration a line, so that a change of the API shows as
// a change of a file under api/.
//
// The library's packages are every package of the module's tree except
// commands, examples/, internal/, testdata and directories that hold a
// module of their own. The record of package cards/cardstest is
// api/cards-cardstest.txt. Its lines, sorted, read like Go's own api/*.txt:
//
//	const Engine untyped int = 2
//	func ParseSet(string) (Set, error)
//	method (Set) Len() int
//	type Config[S, M any] struct, Games int
//	type Game[S, M any] interface, AppendLegal([]M, S) []M
//	type Set uint64
//	var ErrSyntax error
//
// The test of this package compares each package's API with its record and
// names what was added, changed or removed; `go test ./internal/apicheck
// -update` rewrites the records.
package apicheck

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/constant"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// LibraryDirs returns the directories, relative to the module root root and
// with forward slashes, of the library's packages, sorted.
func LibraryDirs(root string) ([]string, error) {
	var dirs []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		name := d.Name()
		if rel != "." {
			if name == "testdata" || name == "examples" || name == "internal" || name == "api" ||
				strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // a module of its own
			}
		}
		lib, err := isLibrary(path)
		if err != nil {
			return err
		}
		if lib && rel != "." {
			dirs = append(dirs, rel)
		}
		return nil
	})
	return dirs, err
}

// isLibrary reports whether dir holds a non-test Go file of a package other
// than main.
func isLibrary(dir string) (bool, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false, err
	}
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return false, err
		}
		for line := range strings.Lines(string(src)) {
			if pkg, ok := strings.CutPrefix(line, "package "); ok {
				return strings.TrimSpace(pkg) != "main", nil
			}
		}
	}
	return false, nil
}

// RecordName returns the file name, under api/, of the record of the
// package in dir: its path with "-" for "/" and ".txt".
func RecordName(dir string) string {
	return strings.ReplaceAll(dir, "/", "-") + ".txt"
}

// API returns the exported API of the packages in dirs (relative to the
// module root root), one sorted list of declarations for each directory. It
// reads the compiler's export data through `go list -export`, so the
// packages must build.
func API(root string, dirs []string) (map[string][]string, error) {
	patterns := make([]string, len(dirs))
	for i, d := range dirs {
		patterns[i] = "./" + d
	}
	cmd := exec.Command("go", append([]string{"list", "-export", "-deps", "-json=ImportPath,Dir,Export,Standard"}, patterns...)...)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list -export: %v: %s", err, stderr.Bytes())
	}
	exports := map[string]string{} // import path -> export data file
	byDir := map[string]string{}   // directory -> import path
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p struct{ ImportPath, Dir, Export string }
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list -export: %v", err)
		}
		exports[p.ImportPath] = p.Export
		byDir[filepath.Clean(p.Dir)] = p.ImportPath
	}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok || file == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(file)
	})
	absRoot, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	api := map[string][]string{}
	for _, d := range dirs {
		path, ok := byDir[filepath.Join(absRoot, filepath.FromSlash(d))]
		if !ok {
			return nil, fmt.Errorf("go list did not list %s", d)
		}
		pkg, err := imp.Import(path)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", d, err)
		}
		api[d] = Declarations(pkg)
	}
	return api, nil
}

// Declarations returns the exported API of pkg, one declaration a line,
// sorted: constants with their type and value, variables, functions, types
// with their kind, the exported fields of exported struct types and the
// methods of exported interface types, each a line, and the exported
// methods of each exported type T and of *T, those promoted from embedded
// fields included.
func Declarations(pkg *types.Package) []string {
	qual := func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	}
	var str func(types.Type) string
	str = func(t types.Type) string {
		if s, ok := t.(*types.Signature); ok {
			return "func" + signature(s, str) // a function-typed parameter, without names
		}
		return types.TypeString(t, qual)
	}
	sig := func(s *types.Signature) string { return signature(s, str) }
	var lines []string
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		switch obj := obj.(type) {
		case *types.Const:
			lines = append(lines, fmt.Sprintf("const %s %s = %s", name, str(obj.Type()), constString(obj.Val())))
		case *types.Var:
			lines = append(lines, fmt.Sprintf("var %s %s", name, str(obj.Type())))
		case *types.Func:
			lines = append(lines, fmt.Sprintf("func %s%s", name, sig(obj.Type().(*types.Signature))))
		case *types.TypeName:
			lines = append(lines, typeLines(obj, str, sig)...)
		}
	}
	slices.Sort(lines)
	return lines
}

// typeLines returns the lines of the exported type obj.
func typeLines(obj *types.TypeName, str func(types.Type) string, sig func(*types.Signature) string) []string {
	head := "type " + obj.Name()
	named, isNamed := obj.Type().(*types.Named)
	if isNamed && named.TypeParams().Len() > 0 {
		var params []string
		for p := range named.TypeParams().TypeParams() {
			params = append(params, p.Obj().Name()+" "+str(p.Constraint()))
		}
		head += "[" + strings.Join(params, ", ") + "]"
	}
	if obj.IsAlias() {
		return []string{head + " = " + str(types.Unalias(obj.Type()))}
	}
	var lines []string
	switch u := obj.Type().Underlying().(type) {
	case *types.Struct:
		lines = append(lines, head+" struct")
		for f := range u.Fields() {
			switch {
			case f.Embedded():
				lines = append(lines, fmt.Sprintf("%s struct, embedded %s", head, str(f.Type())))
			case f.Exported():
				lines = append(lines, fmt.Sprintf("%s struct, %s %s", head, f.Name(), str(f.Type())))
			}
		}
	case *types.Interface:
		lines = append(lines, head+" interface")
		for e := range u.EmbeddedTypes() {
			lines = append(lines, fmt.Sprintf("%s interface, embedded %s", head, str(e)))
		}
		for m := range u.ExplicitMethods() {
			if m.Exported() {
				lines = append(lines, fmt.Sprintf("%s interface, %s%s", head, m.Name(), sig(m.Type().(*types.Signature))))
			} else {
				lines = append(lines, fmt.Sprintf("%s interface, unexported methods", head))
			}
		}
	default:
		lines = append(lines, head+" "+str(u))
	}
	if !isNamed {
		return lines
	}
	if _, isIface := obj.Type().Underlying().(*types.Interface); isIface {
		return lines
	}
	recv := obj.Name()
	if named.TypeParams().Len() > 0 {
		var params []string
		for p := range named.TypeParams().TypeParams() {
			params = append(params, p.Obj().Name())
		}
		recv += "[" + strings.Join(params, ", ") + "]"
	}
	value := types.NewMethodSet(obj.Type())
	for sel := range value.Methods() {
		if m := sel.Obj(); m.Exported() {
			lines = append(lines, fmt.Sprintf("method (%s) %s%s", recv, m.Name(), sig(m.Type().(*types.Signature))))
		}
	}
	ptr := types.NewMethodSet(types.NewPointer(obj.Type()))
	for sel := range ptr.Methods() {
		if m := sel.Obj(); m.Exported() && value.Lookup(m.Pkg(), m.Name()) == nil {
			lines = append(lines, fmt.Sprintf("method (*%s) %s%s", recv, m.Name(), sig(m.Type().(*types.Signature))))
		}
	}
	return lines
}

// signature returns s as the api files write it: the type parameters, the
// parameters' and results' types without their names, and "..." for a
// variadic last parameter.
func signature(s *types.Signature, str func(types.Type) string) string {
	var b strings.Builder
	if tp := s.TypeParams(); tp.Len() > 0 {
		var params []string
		for p := range tp.TypeParams() {
			params = append(params, p.Obj().Name()+" "+str(p.Constraint()))
		}
		b.WriteString("[" + strings.Join(params, ", ") + "]")
	}
	tuple := func(t *types.Tuple, variadic bool) []string {
		var out []string
		for i := range t.Len() {
			typ := t.At(i).Type()
			if variadic && i == t.Len()-1 {
				out = append(out, "..."+str(typ.(*types.Slice).Elem()))
				continue
			}
			out = append(out, str(typ))
		}
		return out
	}
	b.WriteString("(" + strings.Join(tuple(s.Params(), s.Variadic()), ", ") + ")")
	switch res := tuple(s.Results(), false); len(res) {
	case 0:
	case 1:
		b.WriteString(" " + res[0])
	default:
		b.WriteString(" (" + strings.Join(res, ", ") + ")")
	}
	return b.String()
}

// constString returns a constant's value as Go source would write it.
func constString(v constant.Value) string {
	if v.Kind() == constant.String {
		return v.ExactString()
	}
	return v.String()
}

// Change is one difference between a package's API and its record.
type Change struct {
	// Kind is "added", "changed" or "removed".
	Kind string
	// Old and New are the line in the record and the line now; Old is empty
	// for an addition and New for a removal.
	Old, New string
	// Compatible reports whether code written against the record still
	// compiles: an addition is, except a method added to an interface
	// that already existed; a change or a removal is not.
	Compatible bool
}

// String returns the change as a line of a report.
func (c Change) String() string {
	compat := "incompatible"
	if c.Compatible {
		compat = "compatible"
	}
	switch c.Kind {
	case "added":
		return fmt.Sprintf("added (%s): %s", compat, c.New)
	case "removed":
		return fmt.Sprintf("removed (%s): %s", compat, c.Old)
	}
	return fmt.Sprintf("changed (%s): %s\n    now: %s", compat, c.Old, c.New)
}

// Diff returns the changes from the record old to the API now, in the
// order of the declarations' names. Two lines declare the same name when
// their keys (Key) are equal.
func Diff(old, now []string) []Change {
	oldBy, nowBy := map[string]string{}, map[string]string{}
	var keys []string
	for _, l := range old {
		oldBy[Key(l)] = l
		keys = append(keys, Key(l))
	}
	for _, l := range now {
		if _, ok := oldBy[Key(l)]; !ok {
			keys = append(keys, Key(l))
		}
		nowBy[Key(l)] = l
	}
	slices.Sort(keys)
	keys = slices.Compact(keys)
	var changes []Change
	for _, k := range keys {
		o, inOld := oldBy[k]
		n, inNow := nowBy[k]
		switch {
		case inOld && !inNow:
			changes = append(changes, Change{Kind: "removed", Old: o})
		case !inOld && inNow:
			changes = append(changes, Change{Kind: "added", New: n, Compatible: !addsToInterface(k, oldBy)})
		case o != n:
			changes = append(changes, Change{Kind: "changed", Old: o, New: n})
		}
	}
	return changes
}

// addsToInterface reports whether the line of key k adds a method to an
// interface that the record old already has.
func addsToInterface(k string, old map[string]string) bool {
	head, member, ok := strings.Cut(k, " interface, ")
	if !ok || member == "" {
		return false
	}
	_, existed := old[head+" interface"]
	return existed
}

// Key returns what a declaration line declares, without its type: "func
// ParseSet", "method (*State) Apply", "type Config struct, Games", "type
// Game interface, AppendLegal", "type Set".
func Key(line string) string {
	kind, rest, _ := strings.Cut(line, " ")
	switch kind {
	case "const", "var", "func":
		return kind + " " + name(rest)
	case "method":
		recv, after, _ := strings.Cut(rest, ") ")
		return "method " + recv + ") " + name(after)
	case "type":
		n := name(rest)
		after := rest[len(n):]
		if i := strings.Index(after, "] "); strings.HasPrefix(after, "[") && i >= 0 {
			after = after[i+1:]
		}
		after = strings.TrimPrefix(after, " ")
		for _, kw := range []string{"struct, ", "interface, "} {
			if member, ok := strings.CutPrefix(after, kw); ok {
				if e, ok := strings.CutPrefix(member, "embedded "); ok {
					return "type " + n + " " + kw + "embedded " + e
				}
				return "type " + n + " " + kw + name(member)
			}
		}
		if after == "struct" || after == "interface" {
			return "type " + n + " " + after
		}
		return "type " + n
	}
	return line
}

// name returns the identifier that s starts with.
func name(s string) string {
	end := strings.IndexFunc(s, func(r rune) bool { return r == ' ' || r == '(' || r == '[' })
	if end < 0 {
		return s
	}
	return s[:end]
}
