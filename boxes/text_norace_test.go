//go:build !race

package boxes

import "github.com/cardrules/cardrules/internal/testlong"

// textMatches is the number of random matches TestPropertyStateText plays:
// the 1,000 of the acceptance of issue 14, and more, in the long suite.
var textMatches = testlong.N(140, 1400)
