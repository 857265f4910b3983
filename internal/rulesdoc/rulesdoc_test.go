package rulesdoc

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func write(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "x_test.go", "package x\n\nfunc TestA(t *testing.T) {}\nfunc BenchmarkB(b *testing.B) {}\n")
	good := write(t, dir, "good.md", "# Rules\n\n## X1 — one\n\n- **Tests:** `TestA`\n\n## X2 — two\n\n- **Tests:** `TestA`, `BenchmarkB/players=2`\n")
	problems, err := Check(good, dir, "X", 2)
	require.NoError(t, err)
	assert.Empty(t, problems)

	bad := write(t, dir, "bad.md", "# Rules\n\n## X1 — one\n\n- **Tests:** `TestGone`\n\n## X3 — three\n\n- **Tests:** none\n\nSee `BenchmarkOld/players=2`.\n")
	problems, err = Check(bad, dir, "X", 2)
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{
		"bad.md:5 names TestGone, which is not in the tests of " + dir,
		"bad.md:11 names BenchmarkOld, which is not in the tests of " + dir,
		"row X2 has no section",
		"row X3 names no test",
	}, problems)
}

func TestCheckMissingFiles(t *testing.T) {
	_, err := Check(filepath.Join(t.TempDir(), "none.md"), ".", "X", 1)
	assert.Error(t, err)
}
