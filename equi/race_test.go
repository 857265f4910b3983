//go:build race

package equi

// leakPairsPerClass is the number of pairs of games TestViewNoLeakOverHistory
// compares for each class under the race detector; norace_test.go gives the
// count of the normal run.
const leakPairsPerClass = 500
