//go:build race

package equi

// raceDetector: see norace_test.go.
const raceDetector = true

// leakPairsPerClass: see norace_test.go.
const leakPairsPerClass = 500

// contractGames is the number of games TestContract plays under each rules.
const contractGames = 30
