//go:build race

package crazyeights

// The counts of the property loops under the race detector, which slows
// them tens of times; the normal run plays the counts of norace_test.go.
const (
	contractGames = 20
	textGames     = 60
)

// raceEnabled reports whether the race detector is on.
const raceEnabled = true
