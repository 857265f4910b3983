//go:build race

package boxes

// leakPairs is the number of pairs of games TestPropertyHistoryNoLeak
// plays for each combination class under the race detector, which slows
// them about tenfold; the normal run plays 20,000.
const leakPairs = 200

// leakJSONEvery is how often a pair is compared in JSON too.
const leakJSONEvery = 4
