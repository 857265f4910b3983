//go:build race

package boxes

// inferFull tells the brute-force tests of Sample (infer_test.go) whether
// to draw enough deals to test that every one is drawn, and alike: not
// under the race detector, which slows them tens of times; they check
// there only that no deal drawn is ruled out, on 3,000 draws.
const inferFull = false
