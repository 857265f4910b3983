package equi

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// TestPropertyViewListsTheRulesMoves checks, for every seat of random
// positions, that the view lists exactly the moves of Rules.Legal, in their
// order, when it is the seat's turn and none otherwise: through Legal,
// AppendLegal (after what dst holds) and Moves (all of them, or the first k
// when the loop stops).
func TestPropertyViewListsTheRulesMoves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t)
		r, s := rulesOf(g), g.State()
		for seat := range r.Players {
			v := r.View(s, seat)
			var want []Move
			if r.ToMove(s) == seat {
				want = cards.Legal(r, s)
				require.NotEmpty(t, want, "the seat to move has a move")
			}
			require.Equal(t, want, v.AppendLegal(nil))

			head := []Move{Trail(cards.New(cards.Ace, cards.Spades)), Trail(cards.New(cards.Six, cards.Clubs))}
			got := v.AppendLegal(head[:2:2])
			require.Equal(t, head, got[:2], "what dst held is kept")
			require.Equal(t, len(want), len(got)-2)
			if len(want) > 0 {
				require.Equal(t, want, got[2:])
			}

			require.Equal(t, want, v.AppendFirst(nil, len(want)+1))
			k := rapid.IntRange(0, len(want)).Draw(t, "moves read")
			require.Equal(t, moveTexts(want[:k]), moveTexts(v.AppendFirst(nil, k)))
		}
	})
}

// longView is seat 0's view of a hand of 16 cards taken back from a pile
// (rule E9) against 12 on the table: 40,245 legal moves.
func longView(t *testing.T) View {
	s := scene{
		Hands: []string{"6C 6D 7C 7D 8C 8D 9C 9D 10C JC JD QC QD KC AC AD", "6S"},
		Table: "6H 7H 7S 8H 9H 9S 10H 10S JH QH KH AH",
	}.state(t)
	return Rules{}.View(s, 0)
}

func TestViewMovesStopsEarly(t *testing.T) {
	v := longView(t)
	legal := v.AppendLegal(nil)
	require.Len(t, legal, 40245)
	first := v.AppendFirst(nil, 3)
	assert.Equal(t, legal[:3], first)
	// Captures come by increasing point sum (J 2, Q 3, A 1): the sum 2 is
	// made only by the two aces taking JH (the rank ban forbids a jack for
	// JH, and AH alone has no other ace on the table to join it); the sum 3
	// first by QC, then QD, taking JH and AH (QH is banned to a queen).
	assert.Equal(t, []string{"AC+AD=JH", "QC=JH+AH", "QD=JH+AH"}, moveTexts(first))

	// Not the seat's turn: nothing, and dst comes back as it was.
	w := Rules{}.View(Rules{}.Sample(v, nil), 1)
	assert.Empty(t, w.AppendFirst(nil, 10), "seat 1 is not to move")
	dst := []Move{Trail(cards.New(cards.Ace, cards.Spades))}
	assert.Equal(t, dst, w.AppendLegal(dst))
	assert.Nil(t, w.AppendLegal(nil))
	var zero View
	assert.Nil(t, zero.AppendLegal(nil))
	_, ok := v.RandomMove(nil)
	assert.False(t, ok, "no generator, no draw")
	_, ok = w.RandomMove(rand.NewPCG(1, 2))
	assert.False(t, ok, "not seat 1's turn")
	assert.Empty(t, View{}.AppendFirst(nil, 10), "the zero View lists no move")
}

func TestViewAppendLegalAllocatesNothing(t *testing.T) {
	if referenceBuild {
		t.Skip("the reference listing allocates for more than 64 moves")
	}
	v := longView(t)
	buf := make([]Move, 0, 40245)
	assert.Zero(t, testing.AllocsPerRun(20, func() { buf = v.AppendLegal(buf[:0]) }))
	assert.Len(t, buf, 40245)

	s, err := Rules{Players: 4}.Start(cards.Deal{Dealer: 0, Seed: 1})
	require.NoError(t, err)
	w := Rules{Players: 4}.View(s, s.Turn())
	small := make([]Move, 0, 64)
	assert.Zero(t, testing.AllocsPerRun(100, func() { small = w.AppendLegal(small[:0]) }))
	assert.NotEmpty(t, small)
}

// TestPropertyViewRandomMove checks on random positions that a view's
// RandomMove draws Legal()[k] for the k that cards.UintN draws from a copy
// of the same generator, and leaves the generator where that draw does;
// and that it draws nothing for a seat that is not to move.
func TestPropertyViewRandomMove(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t)
		r, s := rulesOf(g), g.State()
		seed := rapid.Uint64().Draw(t, "generator seed")
		for seat := range r.Players {
			v := r.View(s, seat)
			p := rand.NewPCG(seed, 1)
			q := *p
			m, ok := v.RandomMove(p)
			legal := v.AppendLegal(nil)
			if len(legal) == 0 {
				require.False(t, ok, "seat %d is not to move", seat)
				require.Equal(t, q, *p, "no draw")
				continue
			}
			require.True(t, ok)
			require.Equal(t, legal[cards.UintN(&q, uint64(len(legal)))], m)
			require.Equal(t, q, *p, "the generator advanced as the draw advances it")
		}
	})
}

// BenchmarkViewAppendLegal makes the view of the seat to move at the deal of
// a 4-player game and lists its moves into a reused buffer: what a player
// costs a game per turn before it chooses.
func BenchmarkViewAppendLegal(b *testing.B) {
	r := Rules{Players: 4}
	s, err := r.Start(cards.Deal{Dealer: 0, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	buf := make([]Move, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		v := r.View(s, s.Turn())
		buf = v.AppendLegal(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "moves")
}
