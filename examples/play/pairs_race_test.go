//go:build race

package main

// hiddenPairs is the number of game pairs each hidden-card test plays:
// fewer under the race detector, which makes them about 16 times slower.
const hiddenPairs = 30
