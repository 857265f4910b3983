package jack_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/shedding"
)

// TestTable: the rule runs on Boxes' table (boxes.Rules.Table), played
// as the shedding engine's own rules: the table names the variant, each
// random match's record, written under boxes.Rules, replays on the table
// to the same position and Result, and the table with the rule keeps the
// contract (cardstest.Check, 2,000 games in the long suite).
func TestTable(t *testing.T) {
	r := short(t)
	e := r.Table()
	require.Equal(t, "jack-draws-two", e.Variant.Name())
	p := rand.NewPCG(5, 6)
	for game := range testlong.N(20, 200) {
		g, err := cards.NewSession(r, cards.Deal{Dealer: game % boxes.NumSeats, Seed: uint64(game)}, "Ann", "Bob", "Cid", "Dee")
		require.NoError(t, err)
		for g.ToMove() >= 0 {
			legal := cards.Legal(r, g.State())
			require.NoError(t, g.Play(legal[rand.New(p).IntN(len(legal))]))
		}
		h, err := cards.Resume(e, g.Record())
		require.NoError(t, err, "game %d", game)
		require.Equal(t, g.State(), h.State(), "game %d", game)
		require.Equal(t, g.Result(), h.Result(), "game %d", game)
	}
	cardstest.Check[shedding.State, shedding.Move, shedding.View[shedding.Rules]](t, e, cardstest.Config[shedding.State, shedding.Move]{
		Start: func(seed uint64) (shedding.State, error) {
			return e.Start(cards.Deal{Dealer: int(seed % boxes.NumSeats), Seed: seed})
		},
		Cards: func(s shedding.State) []cards.Set {
			places := []cards.Set{s.Discards(), cards.SetOf(s.AppendStock(nil)...), cards.SetOf(s.Top())}
			for seat := range boxes.NumSeats {
				places = append(places, s.Hand(seat))
			}
			return places
		},
		Deck:  cards.Deck52,
		Games: testlong.N(20, 2000),
	})
}
