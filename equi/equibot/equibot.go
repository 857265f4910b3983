// Package equibot holds what the players of package bot know of Equi, on
// the knowledge of the fishing family (package fishingbot, which reads it
// from Equi's table): [Greedy] with Equi's own scoring function [Score]
// (take the most cards, trail the card least useful to the others), and
// [NewISMCTS], fishingbot's search (its reward and its bounded move lists:
// an Equi position can have millions of legal captures once captured piles
// come back into hands, rule E9) with Equi's cheap playouts, [Rollout].
// Package bot itself knows no game: these are built only on its public
// API, as a player of your own game would be.
package equibot

import (
	"math/rand/v2"
	"sync"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/fishing/fishingbot"
)

// values is the points of each rank (rule E2).
var values = equi.Points()

// Bounds of the move lists of [NewISMCTS], fishingbot's.
const (
	// TreeMoves is the most moves the tree of [NewISMCTS]
	// considers in a position: those that take and play the most cards
	// among the first [ScanMoves] legal moves.
	TreeMoves = fishingbot.TreeMoves
	// ScanMoves is the most legal moves [Moves] looks at in one
	// position.
	ScanMoves = fishingbot.ScanMoves
	// RolloutMoves is the number of legal moves, the first ones listed,
	// among which [Rollout] draws.
	RolloutMoves = 64
)

// engine returns the fishing engine's rules of r's table, or an error
// when r is invalid.
func engine(r equi.Rules) (fishing.Rules, error) { return fishing.New(r.Table()) }

// Moves returns the move list of [NewISMCTS] under rules r, fishingbot's
// on r's table ([fishingbot.Moves]): every legal move of a position that
// has at most [TreeMoves] of them, and otherwise the TreeMoves moves that
// take the most cards, then play the most, among the first [ScanMoves]
// that [equi.View.AppendFirst] lists for the seat to move. Its cost per
// position is so bounded, whatever the size of the hand. Under invalid
// rules it lists no move.
func Moves(r equi.Rules) func(dst []equi.Move, s equi.State) []equi.Move {
	e, err := engine(r)
	if err != nil {
		return func(dst []equi.Move, _ equi.State) []equi.Move { return dst }
	}
	return fishingbot.Moves(e)
}

// lists holds the buffers Rollout lists the moves of a position into, so
// that a playout move allocates nothing once the buffers have grown.
var lists = sync.Pool{New: func() any { b := make([]equi.Move, 0, RolloutMoves); return &b }}

// few reports whether the seat to move in s holds, with the table, so few
// cards that listing every legal move is cheap (at most 2¹⁶ subsets): the
// players then list them all, and otherwise only the first they need
// through the view's AppendFirst, whose cost is bounded.
func few(s equi.State) bool { return s.Hand(s.Turn()).Len()+s.Table().Len() <= 16 }

// Rollout returns a Rollout function for an [bot.ISMCTS] under rules r: it
// draws uniformly among the first [RolloutMoves] legal moves that
// [equi.View.AppendFirst] lists for the seat to move, all of them in an ordinary position, so that a
// playout move costs little however many moves the position has. Past that
// number it favours the captures of the lowest point sums, which come first.
func Rollout(r equi.Rules) func(s equi.State, rng *rand.Rand) equi.Move {
	return func(s equi.State, rng *rand.Rand) equi.Move {
		buf := lists.Get().(*[]equi.Move)
		if few(s) {
			*buf = r.AppendLegal((*buf)[:0], s)
		} else {
			*buf = r.View(s, s.Turn()).AppendFirst((*buf)[:0], RolloutMoves)
		}
		var chosen equi.Move
		n := 0
		for _, m := range *buf {
			if pick(rng, &n, &chosen, m) {
				break
			}
		}
		lists.Put(buf)
		return chosen
	}
}

// pick is one step of Rollout's draw: m is the n+1st move listed, which
// replaces *chosen with probability 1/(n+1). It reports whether the draw is
// done: [RolloutMoves] moves seen.
func pick(rng *rand.Rand, n *int, chosen *equi.Move, m equi.Move) bool {
	*n++
	if rng.IntN(*n) == 0 {
		*chosen = m
	}
	return *n == RolloutMoves
}

// NewISMCTS returns an [bot.ISMCTS] player for Equi under rules r with an
// iteration budget and a seed: fishingbot's search on r's table
// ([fishingbot.NewISMCTS]: its reward, the tree's moves bounded by [Moves],
// at the root too) with the playouts of [Rollout]. Change its fields before
// its first use for other settings. An iterations of 0 means
// [bot.DefaultIterations]. Under invalid rules the player's Choose returns
// their error.
func NewISMCTS(r equi.Rules, iterations int, seed uint64) *bot.ISMCTS[equi.State, equi.Move, equi.View] {
	e, err := engine(r)
	if err != nil {
		return &bot.ISMCTS[equi.State, equi.Move, equi.View]{Game: r, Iterations: iterations, Seed: seed}
	}
	p := fishingbot.NewISMCTS(e, iterations, seed)
	p.Rollout = Rollout(r)
	return p
}

// Greedy returns a [bot.Greedy] player for Equi that rates moves with
// [Score], among the moves fishingbot's Greedy rates of the seat's view:
// all of them in an ordinary position.
func Greedy() bot.Greedy[equi.View, equi.Move] {
	g := fishingbot.Greedy()
	g.Score = Score
	return g
}

// Score is the scoring function of [Greedy]: it rates move m for the
// seat of view v, higher being better, from the view alone.
//
// A move is worth the change in the cards the seat holds (rule E12): the
// cards a capture takes, plus the cards drawn from the stock to refill the
// hand (rule E8), minus one for a trail. A capture that clears the table
// once the stock is exhausted ends the game (rule E10): it is worth 100 more
// when the seat then holds the most cards alone, and 100 less otherwise.
// Among trails, worth the same, the card least useful to the others is
// trailed: the one that adds the fewest captures, by the cards the seat
// cannot see, of sums the table can then make with it.
func Score(v equi.View, m equi.Move) float64 {
	hand := v.Hand()
	played := m.Played()
	if played.Empty() || !played.Minus(hand).Empty() {
		return -1e9 // not a move of this hand
	}
	drawn := 0
	if left := hand.Len() - played.Len(); left < equi.HandSize {
		drawn = min(equi.HandSize-left, v.StockLen())
	}
	if m.IsTrail() {
		c, _ := played.Min()
		return float64(drawn-1) - usefulness(v, c)
	}
	taken := m.Taken()
	score := float64(taken.Len() + drawn)
	if v.StockLen() == 0 && taken == v.Table() {
		if leadsAlone(v, taken.Len()+drawn) {
			score += 100
		} else {
			score -= 100
		}
	}
	return score
}

// leadsAlone reports whether the seat of v holds more cards than every
// other seat after gaining gain cards.
func leadsAlone(v equi.View, gain int) bool {
	mine := v.Held(v.Seat()) + gain
	for i := range v.Players() {
		if i != v.Seat() && v.Held(i) >= mine {
			return false
		}
	}
	return true
}

// maxSum is more than the points of the 36 cards: 4 × (4+3+2+10+9+8+7+6+1).
const maxSum = 4*50 + 1

// usefulness rates in [0, 1) how useful trailing c would be to the
// other seats: the share of the cards they may hold (unseen, or known in
// their hands) that could capture, alone or with one other such card, a
// group of table cards that includes c. The rank ban is ignored, save that
// a card of c's own rank is not counted as taking it alone.
func usefulness(v equi.View, c cards.Card) float64 {
	var sums [maxSum]bool // the point sums of the table's subsets, with c
	sums[values.Card(c)] = true
	for t := range v.Table().All() {
		p := values.Card(t)
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
	var byPoints [11]int // the cards of others by points
	for o := range others.All() {
		byPoints[values.Card(o)]++
	}
	n := others.Len()
	if n == 0 {
		return 0
	}
	useful := 0
	for o := range others.All() {
		if sums[values.Card(o)] && o.Rank() != c.Rank() {
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
