//go:build !race

package jack_test

import "github.com/cardrules/cardrules/internal/testlong"

// contractGames is the number of random matches TestContract plays: in the
// long suite the 2,000 of the acceptance of issue 14.
var contractGames = testlong.N(200, 2000)

// textGames is the number of random matches TestPositionText plays: in the
// long suite the 1,000 of the acceptance of issue 14.
var textGames = testlong.N(100, 1000)
