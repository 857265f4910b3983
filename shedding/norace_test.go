//go:build !race

package shedding

// raceGames caps the games of the heaviest tests under the race detector
// (race_test.go); without it, nothing.
const raceGames = 1 << 30
