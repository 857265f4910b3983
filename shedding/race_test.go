//go:build race

package shedding

// raceGames caps the games of the contract checks (contractOver) and the
// tables of TestRandomTables under the race detector, which slows them
// some ten times and looks for races, not for more games: the quick and
// long suites play them in full without it.
const raceGames = 3
