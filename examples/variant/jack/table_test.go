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

// TestTable: the rule runs unchanged on Boxes' table (boxes.Rules.Table),
// the shedding engine: random matches play the same legal moves, in the
// same order, to the same positions (their text byte for byte) and
// scores, and each match's record, its Result included, replays on the
// table; the table with the rule keeps the contract (cardstest.Check,
// 2,000 games in the long suite).
func TestTable(t *testing.T) {
	r := short(t)
	e := r.Table()
	require.Equal(t, "jack-draws-two", e.Variant.Name())
	p := rand.NewPCG(5, 6)
	for game := range testlong.N(20, 200) {
		g, err := cards.NewSession(r, cards.Deal{Dealer: game % boxes.NumSeats, Seed: uint64(game)}, "Ann", "Bob", "Cid", "Dee")
		require.NoError(t, err)
		s, err := e.Start(cards.Deal{Dealer: game % boxes.NumSeats, Seed: uint64(game)})
		require.NoError(t, err)
		for step := 0; ; step++ {
			want, err := g.State().MarshalText()
			require.NoError(t, err)
			got, err := e.AppendState(nil, s)
			require.NoError(t, err)
			require.Equal(t, string(want), string(got), "game %d, move %d", game, step)
			require.Equal(t, r.Score(g.State()), e.Score(s), "game %d, move %d", game, step)
			legal := cards.Legal(r, g.State())
			if len(legal) == 0 {
				break
			}
			var texts, tableTexts []string
			for _, m := range legal {
				texts = append(texts, m.String())
			}
			for _, m := range cards.Legal(e, s) {
				tableTexts = append(tableTexts, m.String())
			}
			require.Equal(t, texts, tableTexts, "game %d, move %d", game, step)
			text := texts[rand.New(p).IntN(len(texts))]
			_, err = g.PlayText(text)
			require.NoError(t, err)
			m, err := e.ParseMove(text)
			require.NoError(t, err)
			require.NoError(t, e.ApplyTo(&s, m))
		}
		h, err := cards.Resume(e, g.Record())
		require.NoError(t, err, "game %d", game)
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
