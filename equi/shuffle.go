package equi

import (
	"math/bits"

	"github.com/cardrules/cardrules/cards"
)

// pcgNext is the generator of math/rand/v2's [rand.PCG] written out: it
// advances the 128-bit linear congruential state hi, lo and returns the
// DXSM output of the new state, the number [rand.PCG.Uint64] returns, with
// the new state. Start draws 35 numbers from it for every deal; written here,
// with the Fisher-Yates loop of [cards.Deck.ShufflePCG] and the draw of
// [cards.UintN], they cost no call and the state stays in registers.
// TestShuffleMatchesPCG checks that Start deals exactly what ShufflePCG
// deals from a rand.PCG seeded alike.
func pcgNext(hi, lo uint64) (out, nextHi, nextLo uint64) {
	const (
		mulHi    = 2549297995355413924
		mulLo    = 4865540595714422341
		incHi    = 6364136223846793005
		incLo    = 1442695040888963407
		cheapMul = 0xda942042e4dd58b5
	)
	h, l := bits.Mul64(lo, mulLo)
	h += hi*mulLo + lo*mulHi
	l, c := bits.Add64(l, incLo, 0)
	h, _ = bits.Add64(h, incHi, c)
	out = h ^ h>>32
	out *= cheapMul
	out ^= out >> 48
	return out * (l | 1), h, l
}

// shuffleDeck puts d in the order [cards.Deck.ShufflePCG] gives it with a
// [rand.PCG] seeded with seed1 and seed2: for i from 35 down to 1, it swaps
// card i with card j, j drawn in [0, i] as [cards.UintN] draws it, by
// Lemire's multiply-and-reject method.
func shuffleDeck(d *[DeckSize]cards.Card, seed1, seed2 uint64) {
	hi, lo := seed1, seed2
	var x uint64
	for i := uint64(DeckSize - 1); i > 0; i-- {
		n := i + 1
		x, hi, lo = pcgNext(hi, lo)
		j, low := bits.Mul64(x, n)
		if low < n {
			for threshold := -n % n; low < threshold; {
				x, hi, lo = pcgNext(hi, lo)
				j, low = bits.Mul64(x, n)
			}
		}
		d[i], d[j] = d[j], d[i]
	}
}
