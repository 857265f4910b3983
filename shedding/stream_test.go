package shedding_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// TestTableDealsAsBoxes: with Boxes' Stream and its hand size, a seed
// deals the hands, the upcard and the stock that boxes.Rules deals for it
// (B23).
func TestTableDealsAsBoxes(t *testing.T) {
	r := shedding.Rules{Game: "boxes-table", Players: 4, Deck: cards.Deck52, MaxDraw: 1, Stream: 0x626f786573}
	r.HandSize[4] = 8
	for seed := range uint64(20) {
		d := cards.Deal{Seed: seed, Dealer: int(seed % 4)}
		want, err := boxes.Rules{}.Start(d)
		require.NoError(t, err)
		got, err := r.Start(d)
		require.NoError(t, err)
		for seat := range 4 {
			assert.Equal(t, want.Hand(seat), got.Hand(seat), "seed %d, seat %d", seed, seat)
		}
		assert.Equal(t, want.Top(), got.Top(), "seed %d", seed)
		assert.Equal(t, []cards.Card(want.Stock()), got.AppendStock(nil), "seed %d", seed)
	}
}
