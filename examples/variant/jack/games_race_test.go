//go:build race

package jack_test

// contractGames is the number of random matches TestContract plays under
// the race detector, which slows them tens of times; the normal run plays
// 2,000.
const contractGames = 100

// textGames is the number of random matches TestPositionText plays under
// the race detector.
const textGames = 50
