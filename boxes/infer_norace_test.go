//go:build !race

package boxes

// inferFull tells the brute-force tests of Sample (infer_test.go) to draw
// at least 20,000 deals, and ten times as many as there are, to test that
// every one is drawn and all alike.
const inferFull = true
