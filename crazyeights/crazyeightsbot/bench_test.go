package crazyeightsbot_test

import (
	"testing"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/crazyeights/crazyeightsbot"
)

// BenchmarkISMCTS measures one choice of NewISMCTS with 1,000 iterations
// from seat 0's first view of a 2-player deal; docs/dev/performance.md
// says how the instructions an iteration are taken from it.
func BenchmarkISMCTS(b *testing.B) {
	r := crazyeights.Rules{Players: 2}
	s, err := r.Start(cards.Deal{Seed: 1, Dealer: 1})
	if err != nil {
		b.Fatal(err)
	}
	v := r.View(s, 0)
	p := crazyeightsbot.NewISMCTS(r, 1000, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Choose(v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkISMCTSPlain measures one choice of the plain search the speed
// target of issue 27 is about: bot.ISMCTS with only Game, Reward,
// Iterations 1,000, MaxMoves 40 and Seed 1, so that its rollouts are
// random and go through the game's fast paths, from the same view as
// BenchmarkISMCTS.
func BenchmarkISMCTSPlain(b *testing.B) {
	r := crazyeights.Rules{Players: 2}
	s, err := r.Start(cards.Deal{Seed: 1, Dealer: 1})
	if err != nil {
		b.Fatal(err)
	}
	v := r.View(s, 0)
	p := &bot.ISMCTS[crazyeights.State, crazyeights.Move, crazyeights.View]{
		Game:       r,
		Reward:     crazyeightsbot.Reward,
		Iterations: 1000,
		MaxMoves:   40,
		Seed:       1,
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Choose(v); err != nil {
			b.Fatal(err)
		}
	}
}
