//go:build !race

package boxes

import (
	"flag"
	"strconv"

	"github.com/cardrules/cardrules/internal/testlong"
)

// leakPairs is the number of pairs of games TestPropertyHistoryNoLeak
// plays for each combination class of the options: 2,000 in the long
// suite. The 20,000 of the acceptance of issue 13 take about 6 minutes of
// CPU since the pairs are built through the position text:
// CARDRULES_LONG=1 go test ./boxes -run TestPropertyHistoryNoLeak
// -boxes.leak-pairs 20000.
var leakPairs = testlong.N(100, 2000)

func init() {
	flag.Func("boxes.leak-pairs", "pairs of games TestPropertyHistoryNoLeak plays a class (default 100, or 2000 with "+testlong.Env+"=1)", func(v string) error {
		n, err := strconv.Atoi(v)
		if err == nil && n > 0 {
			leakPairs = n
		}
		return err
	})
}

// leakJSONEvery is how often a pair of TestPropertyHistoryNoLeak is played
// through Games and compared in JSON too: one pair in leakJSONEvery.
const leakJSONEvery = 100
