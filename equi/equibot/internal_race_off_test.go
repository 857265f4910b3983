//go:build !race

package equibot

// underRace says that the tests run under the race detector.
const underRace = false
