//go:build race

package sweep_test

// contractGames: see race_off_test.go.
const contractGames = 200

// textGames is the number of random games TestPositionText plays under
// the race detector.
const textGames = 100
