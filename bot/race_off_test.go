//go:build !race

package bot_test

// raceEnabled says that the tests run under the race detector.
const raceEnabled = false
