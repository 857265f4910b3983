//go:build cardrules_reference

package shedding

import "math/rand/v2"

// Under the cardrules_reference tag the fast_*.go files are left out:
// every table plays through the rule steps of play.go.

func (r *Rules) fastSteps(*State, *rand.PCG, int) (int, bool) { return 0, false }
