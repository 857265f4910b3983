// Package equibot holds what the players of package bot know of Equi:
// [Greedy] with its scoring function [Score] (take the most cards, trail
// the card least useful to the others), and [NewISMCTS], a search with the
// reward [Reward] and the move lists [Moves] and [Rollout], which bound the
// moves the search looks at in a position: an Equi position can have
// millions of legal captures once captured piles come back into hands (rule
// E9), so the search reads a bounded number of them through the game's
// iterator instead of listing them all. Package bot itself knows no game:
// these are built only on its public API, as a player of your own game
// would be.
package equibot

import (
	"math/rand/v2"
	"sync"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// values is the points of each rank (rule E2).
var values = equi.Points()

// Bounds of the move lists of [NewISMCTS].
const (
	// TreeMoves is the most moves the tree of [NewISMCTS]
	// considers in a position: those that take and play the most cards
	// among the first [ScanMoves] legal moves.
	TreeMoves = 64
	// ScanMoves is the most legal moves [Moves] looks at in one
	// position.
	ScanMoves = 4096
	// RolloutMoves is the number of legal moves, the first ones listed,
	// among which [Rollout] draws.
	RolloutMoves = 64
)

// Reward rates an Equi position for seat, in [0, 1], from the cards
// each seat holds (rule E12), as if the game ended there: 0.9 times the
// seat's share of the win (1 when it alone holds the most cards, 1/k when k
// seats share the most, else 0) plus 0.1 times the share of the 36 cards it
// holds, which makes a search keep fighting for cards in a game it cannot
// win. It is the reward of [NewISMCTS].
func Reward(s equi.State, seat int) float64 {
	players := s.Players()
	if seat < 0 || seat >= players {
		return 0
	}
	best, shared := -1, 0
	for i := range players {
		switch h := s.Held(i); {
		case h > best:
			best, shared = h, 1
		case h == best:
			shared++
		}
	}
	mine := s.Held(seat)
	win := 0.0
	if mine == best {
		win = 1 / float64(shared)
	}
	return 0.9*win + 0.1*float64(mine)/equi.DeckSize
}

// Moves returns a Moves function for an [bot.ISMCTS] under rules r: it lists
// every legal move of a position that has at most [TreeMoves] of them,
// and otherwise the TreeMoves moves that take the most cards, then play
// the most, among the first [ScanMoves] that [equi.View.AppendFirst] lists for
// the seat to move. Its cost per position is so bounded, whatever the size
// of the hand. The players of this package choose at the root among the
// same moves of the seat's view.
func Moves(r equi.Rules) func(dst []equi.Move, s equi.State) []equi.Move {
	return func(dst []equi.Move, s equi.State) []equi.Move {
		base := len(dst)
		if few(s) {
			dst = r.AppendLegal(dst, s)
		} else {
			dst = r.View(s, s.Turn()).AppendFirst(dst, ScanMoves)
		}
		return choose(dst[:min(len(dst), base+ScanMoves)], base)
	}
}

// root is the Root of the players of this package: the moves Moves keeps,
// from the seat's view.
func root(dst []equi.Move, v equi.View) []equi.Move {
	base := len(dst)
	return choose(v.AppendFirst(dst, ScanMoves), base)
}

// lists holds the buffers Rollout lists the moves of a position into, so
// that a playout move allocates nothing once the buffers have grown.
var lists = sync.Pool{New: func() any { b := make([]equi.Move, 0, RolloutMoves); return &b }}

// few reports whether the seat to move in s holds, with the table, so few
// cards that listing every legal move is cheap (at most 2¹⁶ subsets): the
// players then list them all, and otherwise only the first they need
// through the view's AppendFirst, whose cost is bounded.
func few(s equi.State) bool { return s.Hand(s.Turn()).Len()+s.Table().Len() <= 16 }

// choose keeps, in place, the moves Moves keeps of those listed in
// dst[base:], and returns dst cut to them: the first [TreeMoves], then each
// later move that is stronger than the weakest kept (the last of the
// weakest) replaces it, the others moving up. The kept moves are written at
// most at the index of the move being read, so no move is overwritten
// before it is read. The weakest is found again only after a replacement.
func choose(dst []equi.Move, base int) []equi.Move {
	n := min(len(dst)-base, TreeMoves)
	kept := dst[:base+n]
	if n < TreeMoves {
		return kept
	}
	worst := weakest(kept[base:]) + base
	for _, m := range dst[base+TreeMoves:] {
		if weight(m) <= weight(kept[worst]) {
			continue
		}
		copy(kept[worst:], kept[worst+1:])
		kept[len(kept)-1] = m
		worst = weakest(kept[base:]) + base
	}
	return kept
}

// weakest returns the index of the last of the weakest moves of kept.
func weakest(kept []equi.Move) int {
	w := 0
	for i := 1; i < len(kept); i++ {
		if weight(kept[i]) <= weight(kept[w]) {
			w = i
		}
	}
	return w
}

// weight ranks moves for Moves: the cards taken, then played.
func weight(m equi.Move) int {
	return m.Taken().Len()*64 + m.Played().Len()
}

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
// iteration budget and a seed: the reward [Reward], the tree's moves
// bounded by [Moves] (at the root too) and the playouts' by [Rollout]. Change its
// fields before its first use for other settings. An iterations of 0 means
// [bot.DefaultIterations].
func NewISMCTS(r equi.Rules, iterations int, seed uint64) *bot.ISMCTS[equi.State, equi.Move, equi.View] {
	return &bot.ISMCTS[equi.State, equi.Move, equi.View]{
		Game:       r,
		Reward:     Reward,
		Moves:      Moves(r),
		Root:       root,
		Rollout:    Rollout(r),
		Iterations: iterations,
		Seed:       seed,
	}
}

// Greedy returns a [bot.Greedy] player for Equi that rates moves with
// [Score], among the moves [Moves] keeps of the seat's view: all of them in
// an ordinary position.
func Greedy() bot.Greedy[equi.View, equi.Move] {
	return bot.Greedy[equi.View, equi.Move]{Score: Score, Root: root}
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
