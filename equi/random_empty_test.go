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
		s := State{Public: Public{players: 2, stockLen: 1, lastCapturer: -1, lastSeat: -1}}
		s.hands[0] = cards.SetOf(deck[:5+rng.IntN(12)]...)
		r := Rules{VoluntaryTrail: i%2 == 0}
		legal := r.AppendLegal(nil, s)
		var p, q rand.PCG
		p.Seed(uint64(i), 7)
		q.Seed(uint64(i), 7)
		m, ok := r.RandomMove(&s, &p)
		require.True(t, ok)
		require.Equal(t, legal[cards.UintN(&q, uint64(len(legal)))], m, "hand %v", s.hands[0])
		require.Equal(t, q, p, "hand %v: the draws", s.hands[0])
	}
}
