//go:build !race

package boxes

import "testing"

// TestRandomStepVariantAllocs: a whole match through RandomStep under a
// variant allocates nothing. Its Effects come from a sync.Pool, which the
// race detector empties, so the test runs without it.
func TestRandomStepVariantAllocs(t *testing.T) {
	randomStepAllocs(t, jackRule)
}
