//go:build !race

package boxes

import "github.com/cardrules/cardrules/internal/testlong"

// leakPairs is the number of pairs of games TestPropertyHistoryNoLeak
// plays for each combination class of the options: in the long suite the
// 20,000 of the acceptance of issue 13.
var leakPairs = testlong.N(100, 20000)

// leakJSONEvery is how often a pair of TestPropertyHistoryNoLeak is played
// through Games and compared in JSON too: one pair in leakJSONEvery.
const leakJSONEvery = 100
