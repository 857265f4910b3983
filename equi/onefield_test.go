package equi_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/fishing"
)

// TestOneTableFieldChangesEquisRule changes Equi's rank ban (E4) and the
// queen's value, one field of equi.Rules.Table each, and plays the changed
// rule through the engine's listing, Apply, RandomMove and Sample: seat 0
// holds 9C AS QD 6H, the table is 10H QC 8C 8D, before the first move.
func TestOneTableFieldChangesEquisRule(t *testing.T) {
	set := func(text string) cards.Set {
		s, err := cards.ParseSet(text)
		require.NoError(t, err)
		return s
	}
	position := func(r fishing.Rules) fishing.State {
		hands, table := set("9C AS QD 6H 7C 7D 7H 7S"), set("10H QC 8C 8D") // a whole deal
		var stock []string
		for _, c := range (cards.Deck36 &^ (hands | table)).Cards() {
			stock = append(stock, c.String())
		}
		s, err := r.ParseState("9C,AS,QD,6H/7C,7D,7H,7S -/- 10H,QC,8C,8D " + strings.Join(stock, ",") + " 1 0 0/0/0 - -")
		require.NoError(t, err)
		return s
	}
	ban := equi.Capture(set("9C AS QD"), set("10H QC")) // rank Q on both sides
	value := equi.Capture(set("6H"), set("QC"))         // 6 for Q, with Q worth 6
	plays := func(table fishing.Table, m equi.Move) bool {
		r, err := fishing.New(table)
		require.NoError(t, err)
		s := position(r)
		inList := slices.Contains(cards.Legal(r, s), m)
		_, err = r.Apply(s, m)
		assert.Equal(t, inList, err == nil, "listing and Apply agree on %v", m)
		drawn := false
		for seed := range uint64(200) {
			if got, _ := r.RandomMove(&s, rand.NewPCG(seed, 0)); got == m {
				drawn = true
			}
		}
		assert.Equal(t, inList, drawn, "RandomMove draws %v exactly when it is legal", m)
		// Sample: from seat 1's view, the positions dealt keep the view.
		v := r.View(s, 1)
		for seed := range uint64(20) {
			assert.Equal(t, v, r.View(r.Sample(v, rand.New(rand.NewPCG(seed, 1))), 1), "Sample keeps the view")
		}
		return inList
	}
	base := equi.Rules{}.Table()
	assert.False(t, plays(base, ban), "the rank ban refuses Q for Q")
	assert.False(t, plays(base, value), "6 does not take Q, worth 3")

	noBan := base
	noBan.RankBan = false
	assert.True(t, plays(noBan, ban), "without the ban, the field RankBan")
	assert.Equal(t, equi.Rules{NoRankBan: true}.Table(), noBan, "NoRankBan is that one field")

	queenSix := base
	queenSix.Values[cards.Queen] = 6
	assert.True(t, plays(queenSix, value), "with the queen worth 6, the field Values")
	assert.False(t, plays(queenSix, ban), "9C+AS+QD and 10H+QC are both worth 16: the ban still refuses Q for Q")
}
