package boxes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// TestPropertyViewListsTheRulesMoves checks, for random positions and
// every seat, that the view lists exactly the moves of Rules.Legal, in
// their order, when it is the seat's turn and none otherwise: through Legal
// and through AppendLegal, after what dst holds.
func TestPropertyViewListsTheRulesMoves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, _ := drawMatch(t)
		r, s := g.Rules().(Rules), g.State()
		for seat := range NumSeats {
			v := r.View(s, seat)
			var want []Move
			if s.Turn() == seat {
				want = cards.Legal(r, s)
				require.NotEmpty(t, want, "the seat to move has a move")
			}
			require.Equal(t, want, v.AppendLegal(nil))

			head := []Move{Draw(), Pass()}
			got := v.AppendLegal(head[:2:2])
			require.Equal(t, []Move{Draw(), Pass()}, got[:2], "what dst held is kept")
			require.Equal(t, len(want), len(got)-2)
			if len(want) > 0 {
				require.Equal(t, want, got[2:])
			}
		}
	})
}

func TestViewAppendLegal(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{hands: [4]string{"QS KH 8S", "QC 2D", "QD", "JC"}, top: "5H", stock: "2C 3C"})
	v := r.View(s, 0)
	// On 5H only KH follows: QS and 8S match neither suit nor rank (8s
	// are wild only under WildEightsNines).
	assert.Equal(t, []Move{Pass(), Play(card(t, "KH"))}, v.AppendLegal([]Move{Pass()}))
	buf := make([]Move, 0, 16)
	assert.Zero(t, testing.AllocsPerRun(100, func() { buf = v.AppendLegal(buf[:0]) }))
	assert.Equal(t, []Move{Play(card(t, "KH"))}, buf)

	w := r.View(s, 1)
	assert.Equal(t, []Move{Pass()}, w.AppendLegal([]Move{Pass()}), "not seat 1's turn")
	var zero View
	assert.Nil(t, zero.AppendLegal(nil))
}

// BenchmarkViewAppendLegal makes the view of the seat to move at the deal of
// a match and lists its moves into a reused buffer: what a player costs a
// match per turn before it chooses.
func BenchmarkViewAppendLegal(b *testing.B) {
	r := Rules{}
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
