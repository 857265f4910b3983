//go:build !race

package scopa_test

import "github.com/cardrules/cardrules/internal/testlong"

// contractGames is the number of games TestContract plays with two
// players: testlong.N(200, 2000), and a fifth of it under the race
// detector, which is some ten times slower.
var contractGames = testlong.N(200, 2000)
