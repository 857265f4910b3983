package fishingbot_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/internal/testlong"
)

// equiScore is equibot.Score, the Greedy of package equi's bots, on the
// engine's types, for TestISMCTSOnEquisTable: a move is worth the cards it
// gains (taken and drawn), a trail -1 less the share of the others'
// captures it would open (equiUsefulness), and the capture that ends the
// game 100 more when it leaves the seat alone in the lead, 100 less
// otherwise.
func equiScore(v fishing.View, m fishing.Move) float64 {
	hand := v.Hand()
	played := m.Played()
	if played.Empty() || !played.Minus(hand).Empty() {
		return -1e9
	}
	drawn := 0
	if left := hand.Len() - played.Len(); left < 4 {
		drawn = min(4-left, v.StockLen())
	}
	if m.IsTrail() {
		c, _ := played.Min()
		return float64(drawn-1) - equiUsefulness(v, c)
	}
	taken := m.Taken()
	score := float64(taken.Len() + drawn)
	if v.StockLen() == 0 && taken == v.Table() {
		mine := v.Pile(v.Seat()).Len() + v.Hand().Len() + taken.Len() + drawn
		alone := true
		for i := range v.Players() {
			if i != v.Seat() && v.Pile(i).Len()+v.HandLen(i) >= mine {
				alone = false
			}
		}
		if alone {
			score += 100
		} else {
			score -= 100
		}
	}
	return score
}

// equiUsefulness is equibot's usefulness: the share of the cards the
// others may hold that could take c, alone or with one other such card,
// with cards of the table.
func equiUsefulness(v fishing.View, c cards.Card) float64 {
	const maxSum = 4*50 + 1
	val := func(c cards.Card) int { return v.Rules().Value(c) }
	var sums [maxSum]bool
	sums[val(c)] = true
	for t := range v.Table().All() {
		p := val(t)
		for x := maxSum - 1; x >= p; x-- {
			sums[x] = sums[x] || sums[x-p]
		}
	}
	others := v.Unknown()
	for i := range v.Players() {
		if i != v.Seat() {
			others |= v.Known(i)
		}
	}
	var byPoints [11]int
	for o := range others.All() {
		byPoints[val(o)]++
	}
	n := others.Len()
	if n == 0 {
		return 0
	}
	useful := 0
	for o := range others.All() {
		if sums[val(o)] && o.Rank() != c.Rank() {
			useful++
		}
	}
	pairs := 0
	for a := 1; a < len(byPoints); a++ {
		for b := a; b < len(byPoints); b++ {
			if !sums[a+b] {
				continue
			}
			if a == b {
				pairs += byPoints[a] * (byPoints[a] - 1) / 2
			} else {
				pairs += byPoints[a] * byPoints[b]
			}
		}
	}
	all := n + n*(n-1)/2
	return float64(useful+pairs) / float64(all+1)
}

// TestEquiScoreIsEquibots checks the port: over random games played on
// package equi and on its table in step, equiScore rates every legal move
// of every seat's view as equibot.Score does.
func TestEquiScoreIsEquibots(t *testing.T) {
	er := equi.Rules{}
	fr, err := fishing.New(er.Table())
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(3, 4))
	for g := range testlong.N(5, 100) {
		d := cards.Deal{Dealer: g % 2, Seed: uint64(g)}
		e, err := er.Start(d)
		require.NoError(t, err)
		f, err := fr.Start(d)
		require.NoError(t, err)
		for e.Turn() >= 0 {
			seat := e.Turn()
			ev, fv := er.View(e, seat), fr.View(f, seat)
			moves := cards.Legal(er, e)
			for _, m := range moves {
				require.Equal(t, equibot.Score(ev, m), equiScore(fv, m), "game %d, %v", g, m)
			}
			m := moves[rng.IntN(len(moves))]
			e, err = er.Apply(e, m)
			require.NoError(t, err)
			f, err = fr.Apply(f, m)
			require.NoError(t, err)
		}
	}
}
