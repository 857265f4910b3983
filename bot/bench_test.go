package bot_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/internal/fixture"
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
		if _, _, err := bot.Play(g, start, players, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBoxesISMCTS searches the first move of a deal of 8 cards with
// boxesbot.NewISMCTS and 1000 iterations.
func BenchmarkBoxesISMCTS(b *testing.B) {
	r := fixture.BoxesRules(b, 8)
	s, err := r.Start(cards.Deal{Seed: 5})
	if err != nil {
		b.Fatal(err)
	}
	const iterations = 1000
	p := boxesbot.NewISMCTS(r, iterations, 1)
	v := r.View(s, s.Turn())
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Choose(v); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*iterations), "ns/iter")
}

// BenchmarkEquiISMCTS searches the first move of a two-player game with
// equibot.NewISMCTS and 1000 iterations.
func BenchmarkEquiISMCTS(b *testing.B) {
	r := equi.Rules{}
	s, err := r.Start(cards.Deal{Seed: 5})
	if err != nil {
		b.Fatal(err)
	}
	const iterations = 1000
	p := equibot.NewISMCTS(r, iterations, 1)
	v := r.View(s, s.Turn())
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Choose(v); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*iterations), "ns/iter")
}

// BenchmarkBoxesGreedy chooses the first move of a deal of 8 cards.
func BenchmarkBoxesGreedy(b *testing.B) {
	r := fixture.BoxesRules(b, 8)
	s, _ := r.Start(cards.Deal{Seed: 5})
	v := r.View(s, s.Turn())
	p := boxesbot.Greedy()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Choose(v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEquiGreedy chooses the first move of a two-player game.
func BenchmarkEquiGreedy(b *testing.B) {
	r := equi.Rules{}
	s, _ := r.Start(cards.Deal{Seed: 5})
	v := r.View(s, s.Turn())
	p := equibot.Greedy()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Choose(v); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEquiRollout draws one playout move in the first position of a
// two-player game.
func BenchmarkEquiRollout(b *testing.B) {
	r := equi.Rules{}
	s, _ := r.Start(cards.Deal{Seed: 5})
	rollout := equibot.Rollout(r)
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		rollout(s, rng)
	}
}

// BenchmarkSimulateEquiGreedy plays two-player Equi games between Greedy
// and Random through Simulate on every core, and reports games per second.
func BenchmarkSimulateEquiGreedy(b *testing.B) {
	r := equi.Rules{}
	sim := bot.Simulation[equi.State, equi.Move, equi.View]{
		Game: r,
		Start: func(game int, seed uint64) (equi.State, error) {
			return r.Start(cards.Deal{Dealer: game % 2, Seed: seed})
		},
		Players: func(_ int, seed uint64) ([]bot.Player[equi.View, equi.Move], error) {
			return []bot.Player[equi.View, equi.Move]{equibot.Greedy(), bot.NewRandom[equi.View, equi.Move](seed)}, nil
		},
		Games: 1000,
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := bot.Simulate(context.Background(), sim); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*sim.Games)/b.Elapsed().Seconds(), "games/s")
}
