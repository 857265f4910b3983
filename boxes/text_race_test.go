//go:build race

package boxes

// textMatches is the number of random matches TestPropertyStateText plays
// under the race detector, which slows them tens of times; the normal run
// plays 140, and 1,400 in the long suite.
const textMatches = 70
