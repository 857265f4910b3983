package equi

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// TestRandomMoveEmptyTableLargeHand checks RandomMove against the listing
// for hands of 5 to 16 cards against an empty table, which the tiny
// counter counts (no capture, whatever the hand) instead of the counter of
// large positions: the same move, drawn with the same draws.
func TestRandomMoveEmptyTableLargeHand(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	for i := range 2000 {
		deck := cards.NewDeck36()
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		hand := cards.SetOf(deck[:5+rng.IntN(12)]...)
		s := sceneStateOf(t, pos{Hands: []cards.Set{hand, 0}, Piles: make([]cards.Set, 2), Stock: deck[35:], Turn: "0", Capturer: "-", LastSeat: -1})
		r := Rules{VoluntaryTrail: i%2 == 0}
		legal := r.AppendLegal(nil, s)
		var p, q rand.PCG
		p.Seed(uint64(i), 7)
		q.Seed(uint64(i), 7)
		m, ok := r.RandomMove(&s, &p)
		require.True(t, ok)
		require.Equal(t, legal[cards.UintN(&q, uint64(len(legal)))], m, "hand %v", hand)
		require.Equal(t, q, p, "hand %v: the draws", hand)
	}
}
