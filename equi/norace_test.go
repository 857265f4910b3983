//go:build !race

package equi

// raceDetector reports whether the tests run under the race detector, which
// makes them some ten times slower: race_test.go sets it, and the heaviest
// properties then check less (TestViewNoLeakOverHistory,
// TestValidatorAcceptsEveryReachedPosition, TestSampleDealsValidPositions).
const raceDetector = false

// leakPairsPerClass is the number of pairs of games TestViewNoLeakOverHistory
// compares for each class of options: 20,000 in the normal run, 500 under
// the race detector.
const leakPairsPerClass = 20000

// contractGames is the number of games TestContract plays under each rules.
const contractGames = 200
