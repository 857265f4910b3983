//go:build !race

package wirejson_test

// raceEnabled is set when the race detector is on, which makes the 10 MiB
// inputs of TestHostileInputs slow and their allocation counts its own.
const raceEnabled = false
