//go:build !cardrules_reference

package fishing

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// refCaptures returns the captures the capture rule lists for hand
// against table, with the stock not exhausted, under Equi's table with
// the rank ban (ban) or without it.
func refCaptures(t require.TestingT, ban bool, hand, table cards.Set) []Move {
	tb := equiTableForTest()
	tb.RankBan = ban
	r, err := New(tb)
	require.NoError(t, err)
	var out []Move
	r.eachCapture(hand, table, false, func(m Move) bool {
		out = append(out, m)
		return true
	})
	return out
}

// maxEveryIndex is the most captures of a position whose building
// checkCounted checks one by one; past it, that many spread over them.
const maxEveryIndex = 4096

// checkCounted checks a counter of the fast paths against the capture
// rule: n, the captures it counted, is the number the rule lists, and
// capture k (nth) is the rule's k-th, for every k or maxEveryIndex of
// them spread over the list, the last included.
func checkCounted(t *testing.T, nth func(uint64) Move, n uint64, want []Move, what string) {
	t.Helper()
	require.Equal(t, uint64(len(want)), n, "the captures of %s", what)
	step := max(1, n/maxEveryIndex)
	for k := uint64(0); k < n; k += step {
		if m := nth(k); m != want[k] {
			require.Equal(t, want[k], m, "capture %d of %d of %s", k, n, what)
		}
	}
	if n > 0 {
		require.Equal(t, want[n-1], nth(n-1), "the last capture of %s", what)
	}
}

// TestFastCountersMatchReference checks the counters RandomMove draws by
// (the counter of tiny positions, and the counter of larger ones, by
// point sums or by a counting pass) against the capture rule, with and
// without the rank ban: the same number of captures, and capture k the
// rule's k-th. Tiny positions (hands and tables of at most 4 cards, half
// of them from 2 to 4 ranks, where the ban bites) and larger ones (hands
// of 5 to 13 cards against tables of 0 to 14) are drawn from a fixed seed;
// larger positions with more than 2^10 captures (2^14 in the long suite)
// are drawn again, so that the rule's listing stays quick.
func TestFastCountersMatchReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 2027))
	tiny, banned := 0, 0
	for range testlong.N(2000, 40000) {
		deck := cards.NewDeck36()
		if rng.IntN(2) == 0 {
			var pool cards.Deck
			for _, k := range rng.Perm(numRanks)[:2+rng.IntN(3)] {
				for suit := range 4 {
					pool = append(pool, cards.New(cards.Six+cards.Rank(k), cards.Suit(suit)))
				}
			}
			deck = pool
		}
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		nh, nt := rng.IntN(5), rng.IntN(5)
		nt = min(nt, len(deck)-nh)
		hand, table := cards.SetOf(deck[:nh]...), cards.SetOf(deck[nh:nh+nt]...)
		ban := rng.IntN(2) == 0
		var c tinyCounter
		n, ok := c.count(hand, table, ban)
		require.True(t, ok, "the tiny counter counts %v against %v", hand, table)
		want := refCaptures(t, ban, hand, table)
		checkCounted(t, c.nth, n, want, hand.String()+" against "+table.String())
		tiny++
		if ban && len(refCaptures(t, false, hand, table)) > len(want) {
			banned++
		}
	}
	large, most := 0, uint64(testlong.N(1<<10, 1<<14))
	for large < testlong.N(200, 5000) {
		deck := cards.NewDeck36()
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		nh, nt := 5+rng.IntN(9), rng.IntN(15)
		hand, table := cards.SetOf(deck[:nh]...), cards.SetOf(deck[nh:nh+nt]...)
		ban := rng.IntN(2) == 0
		var c counter
		n := c.init(hand, table, ban)
		if n > most {
			continue
		}
		checkCounted(t, c.nth, n, refCaptures(t, ban, hand, table), hand.String()+" against "+table.String())
		large++
	}
	// The ban must refuse captures in many tiny positions for the check
	// to mean something.
	require.Greater(t, banned, tiny/20, "tiny positions where the ban refuses a capture")
	t.Logf("%d tiny positions (%d where the ban refuses a capture), %d larger ones", tiny, banned, large)
}

// TestFastCounterEveryIndex checks every capture the counter builds in
// three positions of many captures (hands of 9 to 16 cards taken
// back from a pile) against the capture rule's listing, with and without
// the rank ban.
func TestFastCounterEveryIndex(t *testing.T) {
	set := func(text string) cards.Set {
		s, err := cards.ParseSet(text)
		require.NoError(t, err)
		return s
	}
	for _, pos := range [][2]string{
		{"6C 6D 7C 7D 8C 8D 9C 9D 10C JC JD QC QD KC AC AD", "6H 7H 9H QH"},
		{"6C 6D 6H 7C 7D 8C 9C 10C JC QC KC AC", "7H 8H JH AH"},
		{"6C 7C 8C 9C 10C JC QC KC AC", "6D 7D 8D 9D"},
	} {
		hand, table := set(pos[0]), set(pos[1])
		for _, ban := range []bool{true, false} {
			var c counter
			n := c.init(hand, table, ban)
			require.Greater(t, n, uint64(50), "%v against %v", hand, table)
			want := refCaptures(t, ban, hand, table)
			require.Equal(t, uint64(len(want)), n)
			for k := range n {
				require.Equal(t, want[k], c.nth(k), "capture %d of %d of %v against %v, ban %v", k, n, hand, table, ban)
			}
		}
	}
}

// TestFastMatchesReferenceLargeHands checks every fast path against the
// capture rule for hands of 15 to 24 cards (a pile taken back) against
// tables of 0 to 3 cards, an empty table included, where the counters
// find few captures or none and the trails are most of the moves.
func TestFastMatchesReferenceLargeHands(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	for i := range testlong.N(100, 2000) {
		tb := equiTableForTest()
		tb.RankBan = i%2 == 0
		if i%3 == 0 {
			tb.Compulsory = CompelNone
		}
		r, err := New(tb)
		require.NoError(t, err)
		deck := cards.NewDeck36()
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		nh, nt := 15+rng.IntN(10), rng.IntN(4)
		hand, table := cards.SetOf(deck[:nh]...), cards.SetOf(deck[nh:nh+nt]...)
		requireFastIsReference(t, &r, hand, table, i%4 == 1, uint64(i))
	}
}

// TestFastCounterGamePositions checks the counter against the capture rule
// at every position with more than 4 cards on a side of random games with
// 2, 4 and 6 players, hands taken back from piles included; the games
// must reach such positions, many with hands the counter by point sums
// takes.
func TestFastCounterGamePositions(t *testing.T) {
	seen, big := 0, 0
	for _, players := range []int{2, 4, 6} {
		tb := equiTableForTest()
		tb.Players = players
		r, err := New(tb)
		require.NoError(t, err)
		for seed := range uint64(testlong.N(300, 3000)) {
			s, err := r.Start(cards.Deal{Dealer: int(seed) % players, Seed: seed})
			require.NoError(t, err)
			p := rand.NewPCG(seed, 2)
			for r.ToMove(s) >= 0 {
				hand, table := s.hands[s.turn], s.table
				if hand.Len() > 4 || table.Len() > 4 {
					ban := r.fastBan(hand, s.stockLen == 0)
					var c counter
					n := c.init(hand, table, ban)
					if n <= 1<<10 {
						checkCounted(t, c.nth, n, refCaptures(t, ban, hand, table), hand.String()+" against "+table.String())
						seen++
						if c.isBig {
							big++
						}
					}
				}
				_, ok := r.RandomStep(&s, p)
				require.True(t, ok)
			}
		}
	}
	require.Greater(t, seen, 100, "positions with more than 4 cards on a side")
	require.Positive(t, big, "positions the counter by point sums counts")
	t.Logf("%d positions with more than 4 cards on a side, %d counted by point sums", seen, big)
}
