package equi

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// TestShuffleMatchesPCG checks Start's own shuffle against
// cards.Deck.ShufflePCG with a rand.PCG seeded alike, for the first seeds
// and thousands of random pairs of seeds: the same deck order, card for
// card.
func TestShuffleMatchesPCG(t *testing.T) {
	check := func(t require.TestingT, seed1, seed2 uint64) {
		want := cards.NewDeck36()
		var p rand.PCG
		p.Seed(seed1, seed2)
		want.ShufflePCG(&p)
		got := orderedDeck
		shuffleDeck(&got, seed1, seed2)
		require.Equal(t, want, cards.Deck(got[:]), "seeds %d, %d", seed1, seed2)
	}
	for seed := range uint64(1000) {
		check(t, seed, seedStream)
	}
	rapid.Check(t, func(t *rapid.T) {
		check(t, rapid.Uint64().Draw(t, "seed1"), rapid.Uint64().Draw(t, "seed2"))
	})
}

// TestPCGMatchesRand checks the generator number by number against
// rand.PCG.
func TestPCGMatchesRand(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed1, seed2 := rapid.Uint64().Draw(t, "seed1"), rapid.Uint64().Draw(t, "seed2")
		want := rand.NewPCG(seed1, seed2)
		hi, lo := seed1, seed2
		for range 20 {
			var got uint64
			got, hi, lo = pcgNext(hi, lo)
			require.Equal(t, want.Uint64(), got)
		}
	})
}
