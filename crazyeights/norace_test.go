//go:build !race

package crazyeights

import "github.com/cardrules/cardrules/internal/testlong"

// contractGames is the number of games TestContract plays under each of
// its six option sets: in the long suite 2,100 in all, the 2,000 of the
// acceptance of issue 14. textGames is the number of games
// TestStateTextRoundTrip plays: in the long suite the 1,000 of the
// acceptance, and more.
var (
	contractGames = testlong.N(60, 350)
	textGames     = testlong.N(200, 1200)
)

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
