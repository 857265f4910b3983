//go:build !race

package sweep_test

import "github.com/cardrules/cardrules/internal/testlong"

// contractGames is the number of random games TestContract plays: 2,000
// in the long suite, 200 in the quick one and under the race detector,
// which is some ten times slower.
var contractGames = testlong.N(200, 2000)

// textGames is the number of random games TestPositionText plays: in the
// long suite the 1,000 of the acceptance of issue 14.
var textGames = testlong.N(100, 1000)
