//go:build !race

package boxes

// leakPairs is the number of pairs of games TestPropertyHistoryNoLeak
// plays for each combination class of the options: the 20,000 of the
// acceptance of issue 13.
const leakPairs = 20000

// leakJSONEvery is how often a pair of TestPropertyHistoryNoLeak is played
// through Games and compared in JSON too: one pair in leakJSONEvery.
const leakJSONEvery = 100

// contractGames is the number of games TestContract plays under each rules.
const contractGames = 60
