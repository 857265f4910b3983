//go:build race

package sweep_test

// contractGames: see race_off_test.go.
const contractGames = 200
