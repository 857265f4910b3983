package equi

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// drawTiny draws a hand and a table of 0 to 4 cards each, disjoint, from the
// whole deck or, half the time, from the cards of 2 to 4 ranks, where the
// rank ban (rule E4) and its exception for the whole hand (E5) are common.
func drawTiny(rng *rand.Rand) (hand, table cards.Set) {
	deck := cards.NewDeck36()
	if rng.IntN(2) == 0 {
		ranks := 2 + rng.IntN(3)
		var pool cards.Deck
		for _, k := range rng.Perm(numRanks)[:ranks] {
			for suit := range 4 {
				pool = append(pool, cards.Card(16+4*k+suit))
			}
		}
		deck = pool
	}
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	nh, nt := rng.IntN(5), rng.IntN(5)
	if nh+nt > len(deck) {
		nt = len(deck) - nh
	}
	return cards.SetOf(deck[:nh]...), cards.SetOf(deck[nh : nh+nt]...)
}

// TestTinyCounterMatchesListing checks tinyCounter, the count and draw of
// RandomMove for hands and tables of at most 4 cards, and tinyHas against
// the listing of tinyCaptures, over 200,000 positions with and without the
// rank ban: the same number of captures, capture k of the counter the k-th
// listed, and a capture found exactly when one is listed. Every 16th
// listing is checked against bruteLegal, which shares no code with it.
func TestTinyCounterMatchesListing(t *testing.T) {
	n := 200000
	if testing.Short() || raceDetector {
		n = 20000
	}
	rng := rand.New(rand.NewPCG(17, 4))
	var buf []Move
	for i := range n {
		hand, table := drawTiny(rng)
		ban := rng.IntN(2) == 0
		o := output{list: true, dst: buf[:0]}
		require.True(t, tinyCaptures(hand, table, ban, &o))
		buf = o.dst
		var c tinyCounter
		count := c.init(hand, table, ban)
		require.Equal(t, uint64(len(buf)), count, "hand %v, table %v, ban %v", hand, table, ban)
		for k := range count {
			require.Equal(t, buf[k], c.nth(k), "capture %d of hand %v, table %v, ban %v", k, hand, table, ban)
		}
		require.Equal(t, len(buf) > 0, tinyHas(hand, table, ban), "hand %v, table %v, ban %v", hand, table, ban)
		if i%16 == 0 && hand != 0 {
			// Rule E6 lifts the ban for the last card with the stock
			// exhausted, so a hand of one card keeps a stock.
			s := State{Public: Public{players: 2, table: table, stockLen: 1, lastCapturer: -1, lastSeat: -1}}
			s.hands[0] = hand
			want := bruteLegal(Rules{NoRankBan: !ban}, s)
			if len(buf) > 0 {
				require.Equal(t, want, buf, "hand %v, table %v, ban %v", hand, table, ban)
			} else {
				require.Len(t, want, hand.Len(), "hand %v, table %v, ban %v: only the trails", hand, table, ban)
			}
		}
	}
}
