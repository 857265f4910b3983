//go:build !race

package equi

import "github.com/cardrules/cardrules/internal/testlong"

// raceDetector reports whether the tests run under the race detector, which
// makes them some ten times slower: race_test.go sets it, and the heaviest
// properties then check less (TestViewNoLeakOverHistory,
// TestValidatorAcceptsEveryReachedPosition, TestSampleDealsValidPositions).
const raceDetector = false

// leakPairsPerClass is the number of pairs of games TestViewNoLeakOverHistory
// compares for each class of options: 20,000 in the long suite, 2,000 in
// the quick one, 500 under the race detector.
var leakPairsPerClass = testlong.N(2000, 20000)

// contractGames is the number of games TestContract plays under each rules.
var contractGames = testlong.N(60, 200)
