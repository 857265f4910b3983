//go:build race

package boxes

// raceDetector tells whether the tests run under the race detector, which
// makes sync.Pool drop a share of what is put back on purpose.
const raceDetector = true

// raceGames caps the games of the heaviest quick tests: under the race
// detector, which looks for races, not for more games, a few.
const raceGames = 3
