//go:build race

package boxes

// leakPairs is the number of pairs of games TestPropertyHistoryNoLeak
// plays for each combination class under the race detector, which slows
// them tens of times; the normal run plays 2,000 in the long suite.
const leakPairs = 100

// leakJSONEvery is how often a pair is compared in JSON too.
const leakJSONEvery = 2
