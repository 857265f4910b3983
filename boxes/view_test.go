package boxes

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

func TestViewShowsWhatTheSeatMayKnow(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"QS KH 8S", "QC 2D", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	named := set(t, "QS KH 8S QC 2D QD JC 5H 2C 3C")

	v := r.View(s, 0)
	assert.Equal(t, 0, v.Seat())
	assert.Equal(t, set(t, "QS KH 8S"), v.Hand())
	assert.Equal(t, []int{3, 2, 1, 1, 0, 0}, []int{v.HandLen(0), v.HandLen(1), v.HandLen(2), v.HandLen(3), v.HandLen(-1), v.HandLen(4)})
	assert.Equal(t, 2, v.StockLen())
	assert.Equal(t, card(t, "5H"), v.Top())
	assert.Equal(t, cards.Hearts, v.Suit())
	assert.Equal(t, cards.Deck52.Minus(named), v.Discards())
	assert.Equal(t, set(t, "QC 2D QD JC 2C 3C"), v.Unknown())
	assert.Equal(t, []Move{Play(card(t, "KH"))}, v.AppendLegal(nil))
	assert.Equal(t, 0, v.Turn())
	assert.False(t, v.Turn() < 0)
	assert.Equal(t, PhasePlay, v.Phase())
	assert.Equal(t, Clockwise, v.Direction())
	_, ok := v.Drawn()
	assert.False(t, ok)
	seat, _ := v.LastMove()
	assert.Equal(t, -1, seat)

	w := r.View(s, 1)
	assert.Equal(t, set(t, "QC 2D"), w.Hand())
	assert.Nil(t, w.AppendLegal(nil), "not seat 1's turn")
	assert.Equal(t, set(t, "QS KH 8S QD JC 2C 3C"), w.Unknown())

	spec := r.View(s, cards.Spectator)
	assert.Equal(t, -1, spec.Seat())
	assert.Equal(t, cards.Set(0), spec.Hand())
	assert.Equal(t, []int{3, 2, 1, 1}, []int{spec.HandLen(0), spec.HandLen(1), spec.HandLen(2), spec.HandLen(3)})
	assert.Equal(t, set(t, "QS KH 8S QC 2D QD JC 2C 3C"), spec.Unknown())
	assert.Equal(t, s.Public, spec.Public, "the spectator sees the whole public part")
	assert.Nil(t, spec.AppendLegal(nil), "the spectator has no move")
	for _, bad := range []int{-2, 4} {
		assert.Equal(t, View{}, r.View(s, bad))
	}
	assert.Equal(t, View{}, r.View(State{}, 0), "the zero State has no view")
	z := View{}
	assert.Equal(t, -1, z.Seat())
	assert.Equal(t, cards.Set(0), z.Hand())
	assert.Equal(t, cards.Set(0), z.Unknown())
	assert.Nil(t, z.AppendLegal(nil))
}

func TestViewDrawnCard(t *testing.T) {
	r := Rules{PlayDrawn: true}
	s := build(t, r, scene{hands: [4]string{"QS", "QC", "QD", "JC"}, top: "5H", stock: "7H 2C 3H 4H"})
	s = apply(t, r, s, "draw")
	require.Equal(t, PhaseDrawn, s.Phase())

	own := r.View(s, 0)
	c, ok := own.Drawn()
	assert.True(t, ok)
	assert.Equal(t, card(t, "7H"), c)
	assert.Equal(t, []Move{Play(card(t, "7H")), Pass()}, own.AppendLegal(nil))

	other := r.View(s, 1)
	assert.Equal(t, PhaseDrawn, other.Phase())
	_, ok = other.Drawn()
	assert.False(t, ok, "only the seat that drew sees the card")
	assert.Equal(t, 2, other.HandLen(0))
	assert.True(t, other.Unknown().Has(card(t, "7H")))
	seat, last := other.LastMove()
	assert.Equal(t, 0, seat)
	assert.Equal(t, Draw(), last, "a draw never shows the card")
	assert.Equal(t, 1, other.Drew(0))
	spec := r.View(s, cards.Spectator)
	_, ok = spec.Drawn()
	assert.False(t, ok, "nor does the spectator")

	// The sample keeps what the phase tells: seat 0 drew a card, which may
	// be any card seat 1 cannot see, playable or not (B26).
	seen := cards.Set(0)
	for seed := range uint64(40) {
		x := r.Sample(other, rand.New(rand.NewPCG(seed, 1)))
		require.NoError(t, checkPosition(r, x))
		d, ok := x.Drawn()
		require.True(t, ok)
		assert.True(t, other.Unknown().Has(d))
		assert.True(t, x.Hand(0).Has(d))
		seen = seen.Add(d)
		assert.Equal(t, other, r.View(x, 1))
	}
	assert.NotZero(t, seen.OfSuit(cards.Hearts), "the drawn card may be one seat 0 can play")
	assert.NotZero(t, seen.Minus(seen.OfSuit(cards.Hearts)), "or one it cannot")
}

func TestSampleAnswerPhase(t *testing.T) {
	r := Rules{}
	// Seat 1 must answer 2C; seat 0 sees 2H in its hand and 2D in the
	// discards, so seat 1's 2 can only be 2S.
	s := build(t, r, scene{
		hands: [4]string{"2H KD", "2S QC", "KC", "QD"}, top: "2C", discard: "2D",
		stock: "3C 3D", turn: 1, phase: PhaseAnswer, chain: 1,
	})
	v := r.View(s, 0)
	others := cards.Set(0)
	for seed := range uint64(40) {
		x := r.Sample(v, rand.New(rand.NewPCG(seed, 2)))
		require.NoError(t, checkPosition(r, x))
		assert.True(t, x.Hand(1).Has(card(t, "2S")))
		assert.Equal(t, 2, x.Hand(1).Len())
		others |= x.Hand(1).Remove(card(t, "2S"))
		assert.Equal(t, v, r.View(x, 0))
		assert.Equal(t, []string{"2S"}, legalText(r, x))
	}
	assert.Greater(t, others.Len(), 1, "the rest of seat 1's hand is dealt at random")
}

// TestDealAnswerUniform checks that the hand of the seat to answer a 2,
// which holds at least one, is drawn uniformly among all such hands: seat
// 0 cannot see 2C 2D 3C 3D, seat 1 holds two of them and seats 2 and 3
// one each, so seat 1's five hands with a 2 come equally often. Drawing
// one 2 first and then the rest would give {2C 2D} twice as often as
// each of the others.
func TestDealAnswerUniform(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{
		hands: [4]string{"2H KD", "2C 3C", "2D", "3D"}, top: "2S",
		turn: 1, phase: PhaseAnswer, chain: 1,
	})
	v := r.View(s, 0)
	require.Equal(t, set(t, "2C 2D 3C 3D"), v.Unknown())
	rng := rand.New(rand.NewPCG(1, 2))
	counts := map[cards.Set]int{}
	const n = 5000
	for range n {
		counts[r.Sample(v, rng).Hand(1)]++
	}
	assert.Len(t, counts, 5)
	for _, h := range []string{"2C 2D", "2C 3C", "2C 3D", "2D 3C", "2D 3D"} {
		got := counts[set(t, h)]
		assert.InDelta(t, n/5, got, 150, "hand {%s}", h)
	}
}

func TestSampleOver(t *testing.T) {
	r, s := finishedMatch(t)
	v := r.View(s, 1)
	assert.Equal(t, s.Discards().Len()+1+s.StockLen()+v.Hand().Len(), cards.NumCards-s.Hand(0).Len()-s.Hand(2).Len()-s.Hand(3).Len())
	assert.Equal(t, s.StockLen(), v.Unknown().Len(), "once the match is over every hand is shown")
	x := r.Sample(v, rand.New(rand.NewPCG(3, 3)))
	require.NoError(t, checkPosition(r, x))
	for seat := range NumSeats {
		assert.Equal(t, s.Hand(seat), x.Hand(seat))
	}
	assert.Equal(t, v, r.View(x, 1))
}

func TestSampleNoView(t *testing.T) {
	r := Rules{}
	assert.Equal(t, State{}, r.Sample(View{}, rand.New(rand.NewPCG(1, 1))))
	s, err := r.Start(cards.Deal{Dealer: 3, Seed: 7})
	require.NoError(t, err)
	s = apply(t, r, s, cards.Legal(r, s)[0].String())
	v := r.View(s, 1)
	a, b := r.Sample(v, nil), r.Sample(v, nil)
	assert.Equal(t, a, b, "a nil generator is a fixed one")
	assert.NoError(t, checkPosition(r, a))
	assert.Equal(t, v, r.View(a, 1))
}

// finishedMatch returns the rules and the end of a finished single-deal
// match, seed 5, every seat playing its first legal move.
func finishedMatch(t *testing.T) (Rules, State) {
	t.Helper()
	sched, err := NewSchedule(3)
	require.NoError(t, err)
	r := Rules{Deals: sched}
	s, err := r.Start(cards.Deal{Dealer: 2, Seed: 5})
	require.NoError(t, err)
	for s.Turn() >= 0 {
		s, err = r.Apply(s, cards.Legal(r, s)[0])
		require.NoError(t, err)
	}
	return r, s
}
