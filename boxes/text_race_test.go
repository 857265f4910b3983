//go:build ignore && race

package boxes

// textMatches is the number of random matches TestPropertyStateText plays
// under the race detector, which slows them tens of times; the normal run
// plays 1,400.
const textMatches = 70
