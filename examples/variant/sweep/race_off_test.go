//go:build !race

package sweep_test

// contractGames is the number of random games TestContract plays: 2,000
// in the normal run, 200 under the race detector, which is some ten times
// slower.
const contractGames = 2000

// textGames is the number of random games TestPositionText plays: the
// 1,000 of the acceptance of issue 14.
const textGames = 1000
