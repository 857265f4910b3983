package bot_test

import (
	"testing"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/internal/fixture"
)

// benchPlayRandom plays whole games between Random players through Play,
// game i dealt by start(i): an op is one game. It reports the moves per
// game, so that instruction counts can be read per move.
func benchPlayRandom[S any, M any, V cards.View[M]](b *testing.B, g cards.HiddenGame[S, M, V], start func(i uint64) (S, error)) {
	players := make([]bot.Player[V, M], g.Seats())
	for seat := range players {
		players[seat] = bot.NewRandom[V, M](uint64(seat))
	}
	i := uint64(0)
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		i++
		s, err := start(i)
		if err != nil {
			b.Fatal(err)
		}
		_, n, err := bot.Play(g, s, players, 0)
		if err != nil {
			b.Fatal(err)
		}
		moves += n
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// BenchmarkPlayBoxesRandom plays single-deal Boxes matches of 8 cards.
func BenchmarkPlayBoxesRandom(b *testing.B) {
	r := fixture.BoxesRules(b, 8)
	benchPlayRandom[boxes.State, boxes.Move, boxes.View](b, r, func(i uint64) (boxes.State, error) {
		return r.Start(cards.Deal{Dealer: int(i % 4), Seed: i})
	})
}

// BenchmarkPlayEquiRandom plays 4-player Equi games.
func BenchmarkPlayEquiRandom(b *testing.B) {
	r := equi.Rules{Players: 4}
	benchPlayRandom[equi.State, equi.Move, equi.View](b, r, func(i uint64) (equi.State, error) {
		return r.Start(cards.Deal{Dealer: int(i % 4), Seed: i})
	})
}
