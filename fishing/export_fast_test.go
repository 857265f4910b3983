//go:build !cardrules_reference

package fishing

// IsFast reports whether r plays through the fast paths, for the tests of
// package fishing_test.
func IsFast(r Rules) bool { return r.fast }
