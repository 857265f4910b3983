//go:build cardrules_reference

package fishing

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// Under the cardrules_reference tag the fast_*.go files are left out:
// every table plays through the capture rule of capture.go.

func fastShape(*Table, *[cards.NumCards]uint8) bool { return false }

func (r *Rules) fastFirst(dst []Move, _, _ cards.Set, _ bool, _ int) ([]Move, bool) {
	return dst, false
}

func (r *Rules) fastAny(_, _ cards.Set, _ bool) (has, ok bool) { return false, false }

func (r *Rules) fastRandom(*rand.PCG, cards.Set, cards.Set, bool) (Move, bool) {
	return Move{}, false
}
