//go:build race

package cards_test

// raceEnabled reports whether the race detector is on.
const raceEnabled = true
