package bot_test

import (
	"testing"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
)

// benchISMCTS measures one Choose of 1000 iterations from view v, and
// reports iterations per second.
func benchISMCTS(b *testing.B, g tricks, reward func(trickState, int) float64, v trickView) {
	const iterations = 1000
	p := newTrickBot(g, reward, iterations, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Choose(v); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*iterations)/b.Elapsed().Seconds(), "iter/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*iterations), "ns/iter")
}

// BenchmarkISMCTS searches the first move of a 2-seat, 6-trick deal:
// iterations of up to 12 moves each.
func BenchmarkISMCTS(b *testing.B) {
	g := tricks{seats: 2, hand: 6, last: 2}
	benchISMCTS(b, g, winReward, g.View(g.deal(1), 0))
}

// BenchmarkISMCTSFourSeats searches the first move of a 4-seat, 3-trick
// deal with the partnership reward.
func BenchmarkISMCTSFourSeats(b *testing.B) {
	g := tricks{seats: 4, hand: 3, last: 1}
	benchISMCTS(b, g, teamReward, g.View(g.deal(1), 0))
}

func BenchmarkRandom(b *testing.B) {
	p := bot.NewRandom[trickView, cards.Card](1)
	v := sixCards()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Choose(v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayRandom plays whole 2-seat, 6-trick games between Random
// players through Play.
func BenchmarkPlayRandom(b *testing.B) {
	g := tricks{seats: 2, hand: 6, last: 2}
	p := bot.NewRandom[trickView, cards.Card](1)
	players := []trickPlayer{p, p}
	start := g.deal(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := bot.Play(g, g, start, players, 0); err != nil {
			b.Fatal(err)
		}
	}
}
