//go:build race

package equi

// raceDetector: see norace_test.go.
const raceDetector = true

// leakPairsPerClass: see norace_test.go.
const leakPairsPerClass = 500
