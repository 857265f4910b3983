//go:build !race

package main

// hiddenPairs is the number of game pairs each hidden-card test plays.
const hiddenPairs = 300
