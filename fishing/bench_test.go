package fishing_test

import (
	"math/rand/v2"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/escoba"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/scopa"
)

// benchmarkPlayout plays whole random games through Start and
// cards.Playout and reports the moves.
func benchmarkPlayout[S, M any](b *testing.B, start func(seed uint64) (S, error), g cards.Game[S, M]) {
	moves := 0
	p := rand.NewPCG(1, 2)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := start(uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		_, n, err := cards.Playout(g, s, p, 0)
		if err != nil {
			b.Fatal(err)
		}
		moves += n
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// BenchmarkPlayout plays the engine's tables and, for comparison, package
// equi itself.
func BenchmarkPlayout(b *testing.B) {
	for _, c := range []struct {
		name  string
		table fishing.Table
	}{
		{"equi-table/players=2", equiTable(equi.Rules{})},
		{"equi-table/players=4", equiTable(equi.Rules{Players: 4})},
		{"scopa/players=2", scopa.Table(2)},
		{"escoba/players=2", escoba.Table(2)},
	} {
		r, err := fishing.New(c.table)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			benchmarkPlayout(b, func(seed uint64) (fishing.State, error) { return r.Start(cards.Deal{Seed: seed}) }, cards.Game[fishing.State, fishing.Move](r))
		})
	}
	for _, players := range []int{2, 4} {
		r := equi.Rules{Players: players}
		b.Run("equi-package/players="+string(rune('0'+players)), func(b *testing.B) {
			benchmarkPlayout(b, func(seed uint64) (equi.State, error) { return r.Start(cards.Deal{Seed: seed}) }, cards.Game[equi.State, equi.Move](r))
		})
	}
}
