//go:build !race

package main

// raceEnabled says that the tests run under the race detector.
const raceEnabled = false
