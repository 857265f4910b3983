package apicheck

import (
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the records under api/ from the API now")

// root is the module root, from this package's directory.
const root = "../.."

// TestAPIRecord fails when a library package's exported API differs from
// its record under api/, naming every added, changed or removed
// declaration and whether the change is compatible. With -update it
// rewrites the records instead.
func TestAPIRecord(t *testing.T) {
	dirs, err := LibraryDirs(root)
	require.NoError(t, err)
	require.Contains(t, dirs, "cards", "the library's packages")
	api, err := API(root, dirs)
	require.NoError(t, err)
	recordDir := filepath.Join(root, "api")
	if *update {
		require.NoError(t, os.MkdirAll(recordDir, 0o755))
		old, _ := filepath.Glob(filepath.Join(recordDir, "*.txt"))
		for _, f := range old {
			require.NoError(t, os.Remove(f))
		}
		for _, d := range dirs {
			text := strings.Join(api[d], "\n") + "\n"
			require.NoError(t, os.WriteFile(filepath.Join(recordDir, RecordName(d)), []byte(text), 0o644))
		}
		return
	}
	files, err := filepath.Glob(filepath.Join(recordDir, "*.txt"))
	require.NoError(t, err)
	recorded := map[string]bool{}
	for _, f := range files {
		recorded[filepath.Base(f)] = true
	}
	for _, d := range dirs {
		name := RecordName(d)
		delete(recorded, name)
		data, err := os.ReadFile(filepath.Join(recordDir, name))
		var old []string
		if err == nil {
			old = strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
		}
		changes := Diff(old, api[d])
		if len(changes) == 0 {
			continue
		}
		var report []string
		for _, c := range changes {
			report = append(report, "  "+c.String())
		}
		t.Errorf("the API of package %s differs from its record api/%s:\n%s\nIf the change is meant, run `go test ./internal/apicheck -update` and name every incompatible change in CHANGELOG.md.",
			d, name, strings.Join(report, "\n"))
	}
	for name := range recorded {
		t.Errorf("api/%s records a package that is gone: remove it with `go test ./internal/apicheck -update` and name the removal in CHANGELOG.md", name)
	}
}

// TestDiff checks the report of each kind of change on records written by
// hand.
func TestDiff(t *testing.T) {
	old := []string{
		"func ParseSet(string) (Set, error)",
		"method (Set) Len() int",
		"type Game[S, M any] interface",
		"type Game[S, M any] interface, Seats() int",
		"type Set uint64",
		"type State struct",
		"type State struct, Turn int",
	}
	now := []string{
		"func ParseSet(string, bool) (Set, error)",
		"func ParseSets(string) ([]Set, error)",
		"type Game[S, M any] interface",
		"type Game[S, M any] interface, Seats() int",
		"type Game[S, M any] interface, ToMove(S) int",
		"type Set uint64",
		"type State struct",
		"type State struct, Dealer int",
		"type State struct, Turn int",
	}
	got := Diff(old, now)
	assert.Equal(t, []Change{
		{Kind: "changed", Old: "func ParseSet(string) (Set, error)", New: "func ParseSet(string, bool) (Set, error)"},
		{Kind: "added", New: "func ParseSets(string) ([]Set, error)", Compatible: true},
		{Kind: "removed", Old: "method (Set) Len() int"},
		{Kind: "added", New: "type Game[S, M any] interface, ToMove(S) int"},
		{Kind: "added", New: "type State struct, Dealer int", Compatible: true},
	}, got)
	assert.Equal(t, "removed (incompatible): method (Set) Len() int", got[2].String())
	assert.Empty(t, Diff(old, old))
}

// TestKey checks what each kind of line declares.
func TestKey(t *testing.T) {
	for line, want := range map[string]string{
		"const Engine untyped int = 2":                          "const Engine",
		"var ErrSyntax error":                                   "var ErrSyntax",
		"func Check[S, M comparable](testing.TB, Config[S, M])": "func Check",
		"method (*State) ApplyTo(Move) error":                   "method (*State) ApplyTo",
		"method (Config[S, M]) Len() int":                       "method (Config[S, M]) Len",
		"type Config[S, M any] struct, Games int":               "type Config struct, Games",
		"type Config[S, M any] struct":                          "type Config struct",
		"type State struct, embedded Public":                    "type State struct, embedded Public",
		"type Game[S, M any] interface, Seats() int":            "type Game interface, Seats",
		"type Set uint64":                                       "type Set",
	} {
		assert.Equal(t, want, Key(line), line)
	}
}

// TestLibraryDirs checks that the walk finds the library and leaves out
// examples, internal packages and commands.
func TestLibraryDirs(t *testing.T) {
	dirs, err := LibraryDirs(root)
	require.NoError(t, err)
	for _, want := range []string{"cards", "cards/cardstest", "scoring", "bot", "crazyeights"} {
		assert.Contains(t, dirs, want)
	}
	assert.False(t, slices.ContainsFunc(dirs, func(d string) bool {
		return strings.HasPrefix(d, "examples") || strings.HasPrefix(d, "internal")
	}), "examples and internal packages are not the library: %v", dirs)
}
