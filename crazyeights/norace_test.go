//go:build !race

package crazyeights

// contractGames is the number of games TestContract plays under each of
// its six option sets, 2,100 in all: the 2,000 of the acceptance of issue 14. textGames is
// the number of games TestStateTextRoundTrip plays: the 1,000 of the
// acceptance, and more.
const (
	contractGames = 350
	textGames     = 1200
)

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
