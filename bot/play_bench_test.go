package bot_test

import (
	"testing"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// BenchmarkPlayBoxesRandom plays whole single-deal Boxes matches of 8
// cards between Random players through Play: an op is one match.
func BenchmarkPlayBoxesRandom(b *testing.B) {
	r := boxesRules(b, 8)
	players := make([]bot.Player[boxes.View, boxes.Move], boxes.NumSeats)
	for seat := range players {
		players[seat] = bot.NewRandom[boxes.View, boxes.Move](uint64(seat))
	}
	var (
		g cards.Game[boxes.State, boxes.Move]     = r
		o cards.Observer[boxes.State, boxes.View] = r
	)
	i := uint64(0)
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		i++
		s, err := r.Start(int(i%4), i)
		if err != nil {
			b.Fatal(err)
		}
		_, n, err := bot.Play(g, o, s, players, 0)
		if err != nil {
			b.Fatal(err)
		}
		moves += n
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// BenchmarkPlayEquiRandom plays whole 4-player Equi games between Random
// players through Play: an op is one game.
func BenchmarkPlayEquiRandom(b *testing.B) {
	r := equi.Rules{Players: 4}
	players := make([]bot.Player[equi.View, equi.Move], 4)
	for seat := range players {
		players[seat] = bot.NewRandom[equi.View, equi.Move](uint64(seat))
	}
	var (
		g cards.Game[equi.State, equi.Move]     = r
		o cards.Observer[equi.State, equi.View] = r
	)
	i := uint64(0)
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		i++
		s, err := r.Start(int(i%4), i)
		if err != nil {
			b.Fatal(err)
		}
		_, n, err := bot.Play(g, o, s, players, 0)
		if err != nil {
			b.Fatal(err)
		}
		moves += n
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}
