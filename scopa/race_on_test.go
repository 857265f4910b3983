//go:build race

package scopa_test

import "github.com/cardrules/cardrules/internal/testlong"

// contractGames: see race_off_test.go.
var contractGames = testlong.N(40, 400)
