package equibot_test

import (
	"os"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
)

// hugeHand returns the view of the seat to move in testdata/huge-hand.txt:
// a 3-player game in which seat 1 holds 28 cards and has about 6.5 million
// legal moves. The record gives its deck (the one seed 659 dealt under
// engine 1), so the position does not depend on the shuffle.
func hugeHand(t testing.TB) (equi.Rules, equi.View) {
	t.Helper()
	text, err := os.ReadFile("testdata/huge-hand.txt")
	require.NoError(t, err)
	rec, err := cards.ParseRecord(string(text))
	require.NoError(t, err)
	s, err := cards.Resume(equi.Rules{}, rec)
	require.NoError(t, err)
	require.Equal(t, 1, s.ToMove())
	v := s.View(s.ToMove())
	require.Equal(t, 28, v.Hand().Len())
	return s.Rules().(equi.Rules), v
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// On a hand of millions of moves, a move of Greedy and of ISMCTS (1,000
// iterations) works from the view alone and allocates a bounded amount: at
// most 50 MB (a few hundred kilobytes in fact; listing every move would take
// about 500 MB).
func TestHugeHandIsBounded(t *testing.T) {
	if referenceBuild {
		t.Skip("the reference build lists every move of the hand")
	}
	r, v := hugeHand(t)
	for name, p := range map[string]interface {
		Choose(equi.View) (equi.Move, error)
	}{"greedy": equibot.Greedy(), "ismcts": equibot.NewISMCTS(r, 1000, 1)} {
		var err error
		n := allocated(func() { _, err = p.Choose(v) })
		require.NoError(t, err, name)
		assert.Less(t, n, uint64(50<<20), "%s allocated %d bytes", name, n)
	}
}

// BenchmarkHugeHand times a move of each player on the 28-card hand.
func BenchmarkHugeHand(b *testing.B) {
	r, v := hugeHand(b)
	for name, p := range map[string]interface {
		Choose(equi.View) (equi.Move, error)
	}{"greedy": equibot.Greedy(), "ismcts": equibot.NewISMCTS(r, 1000, 1)} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := p.Choose(v); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
