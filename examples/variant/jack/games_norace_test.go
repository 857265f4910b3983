//go:build !race

package jack_test

// contractGames is the number of random matches TestContract plays: the
// 2,000 of the acceptance of issue 14.
const contractGames = 2000

// textGames is the number of random matches TestPositionText plays: the
// 1,000 of the acceptance of issue 14.
const textGames = 1000
