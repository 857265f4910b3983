// Package testlong is the switch between the module's quick test suite and
// its long one.
//
// `go test ./...` runs the quick suite: every game, option set and rule is
// still tested, over fewer random games and positions. With the environment
// variable CARDRULES_LONG=1, which .ci/run sets, the tests run the long
// suite: thousands of random games per option set, the exhaustive
// properties, the oracles over tens of thousands of positions.
package testlong

import (
	"os"
	"testing"
)

// Env is the environment variable that turns the long suite on when it is
// set to 1.
const Env = "CARDRULES_LONG"

// Enabled reports whether the long suite runs: CARDRULES_LONG is 1.
func Enabled() bool { return os.Getenv(Env) == "1" }

// N returns long when the long suite runs and quick otherwise: the number
// of games, positions or iterations a test runs.
func N(quick, long int) int {
	if Enabled() {
		return long
	}
	return quick
}

// Skip skips t unless the long suite runs. A test that only the long suite
// runs must be covered in the quick suite by a smaller test of the same
// promise.
func Skip(t testing.TB) {
	t.Helper()
	if !Enabled() {
		t.Skipf("long test: set %s=1 to run it", Env)
	}
}
