// Package fishingbot holds what the players of package bot know of the
// fishing family, for every table of package fishing: [Greedy] with its
// scoring function [Score] (take what the table's score rows value most,
// trail what gives the others least), and [NewISMCTS], a search with the
// reward [Reward] and the move bound [Moves]. They read the table from the
// view's rules ([fishing.View.Rules]), so Scopa, Escoba, Equi's table and a
// table of your own get them with no code of their own. Package bot itself
// knows no game: these are built on its public API.
package fishingbot

import (
	"slices"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
)

// TreeMoves is the most moves the search tree of [NewISMCTS] considers in
// a position, and [Greedy] rates: those that capture the most cards
// among the first [ScanMoves] legal ones. Ordinary positions have fewer.
const (
	TreeMoves = 64
	ScanMoves = 4096
)

// Reward rates position s for seat under r, in [0, 1], as if the game
// ended there: 0.9 times the seat's share of the win by [fishing.Rules.Score]
// (1 when it alone scores the most, 1/k when k seats share the best, else
// 0) plus 0.1 times its share of the scores, which keeps a search fighting
// for points in a game it cannot win. It is the reward of [NewISMCTS].
func Reward(r fishing.Rules) func(s fishing.State, seat int) float64 {
	return func(s fishing.State, seat int) float64 {
		var buf [fishing.MaxPlayers]int
		scores := r.AppendScore(buf[:0], s)
		if seat < 0 || seat >= len(scores) {
			return 0
		}
		best, shared, total := scores[0], 0, 0
		for _, x := range scores {
			best = max(best, x)
			total += max(x, 0)
		}
		for _, x := range scores {
			if x == best {
				shared++
			}
		}
		reward := 0.0
		if scores[seat] == best {
			reward = 0.9 / float64(shared)
		}
		if total > 0 {
			reward += 0.1 * float64(max(scores[seat], 0)) / float64(total)
		}
		return reward
	}
}

// Moves returns the move list of the search under r: every legal move of
// a position that has at most [TreeMoves], and otherwise the TreeMoves that
// capture the most cards among the first [ScanMoves]
// ([fishing.View.AppendFirst]), so that a huge hand taken back from a pile
// does not make a search list millions of moves.
func Moves(r fishing.Rules) func(dst []fishing.Move, s fishing.State) []fishing.Move {
	return func(dst []fishing.Move, s fishing.State) []fishing.Move {
		return root(dst, r.View(s, s.Turn()))
	}
}

// root is Moves on a view, for the players' own choice.
func root(dst []fishing.Move, v fishing.View) []fishing.Move {
	return bound(v.AppendFirst(dst, ScanMoves), len(dst))
}

// bound keeps the TreeMoves moves of dst[base:] that capture the most
// cards, then play the most, the first listed among equals, in that order.
func bound(dst []fishing.Move, base int) []fishing.Move {
	moves := dst[base:]
	if len(moves) <= TreeMoves {
		return dst
	}
	slices.SortStableFunc(moves, func(a, b fishing.Move) int { return weight(b) - weight(a) })
	return dst[:base+TreeMoves]
}

func weight(m fishing.Move) int { return m.Taken().Len()*64 + m.Played().Len() }

// NewISMCTS returns an ISMCTS player for the game r with the given
// iteration budget (0 means [bot.DefaultIterations]) and seed, with the
// reward [Reward] and the moves [Moves], at the root too.
func NewISMCTS(r fishing.Rules, iterations int, seed uint64) *bot.ISMCTS[fishing.State, fishing.Move, fishing.View] {
	return &bot.ISMCTS[fishing.State, fishing.Move, fishing.View]{
		Game:       r,
		Reward:     Reward(r),
		Moves:      Moves(r),
		Root:       root,
		Iterations: iterations,
		Seed:       seed,
	}
}

// Greedy returns a [bot.Greedy] player that rates moves with [Score].
func Greedy() bot.Greedy[fishing.View, fishing.Move] {
	return bot.Greedy[fishing.View, fishing.Move]{Score: Score, Root: root}
}

// Score rates move m for the seat of view v, higher being better, from
// the view alone and the rows of the table's score:
//
//   - a capture is worth its cards (one each where the score counts the
//     most cards, a tenth otherwise), half a row's points for each
//     coin or seven where the most coins or sevens score, the points of
//     the seven of coins, the primiera value of its sevens and sixes where
//     the primiera scores, the values it captures where the score counts
//     them, and the sweep's points, counted three times, when it clears
//     the table and cards remain to be played;
//   - a trail is worth -1, less where it leaves a table that one card the
//     seat cannot see would sweep, and less for a coin, a seven or the
//     seven of coins the others could take;
//   - where the score counts the cards held ([fishing.Scoring.CardsHeld]),
//     a move is worth one more for each card it takes and each card the
//     mover draws after it (a trail's -1 is the card it lets go);
//   - where clearing the table ends the game ([fishing.Table.ClearEnds]),
//     a capture that clears it once the stock is out is worth 100 more
//     when the seat's side then scores the most alone (counting the rows
//     of cards held and values captured), and 100 less otherwise.
//
// A move that does not play cards of the seat's hand is worth -1e9.
func Score(v fishing.View, m fishing.Move) float64 {
	hand, played, taken := v.Hand(), m.Played(), m.Taken()
	if played.Empty() || !played.Minus(hand).Empty() {
		return -1e9
	}
	t := v.Rules().Table()
	sc := t.Scoring
	drawn := 0
	if left := hand.Len() - played.Len(); t.Refill == fishing.RefillMover && left < t.Hand {
		drawn = min(t.Hand-left, v.StockLen())
	}
	if m.IsTrail() {
		c, _ := played.Min()
		score := -1 - 0.3*worth(sc, cards.SetOf(c))
		if sc.CardsHeld {
			score += float64(drawn)
		}
		if sweepable(v, &t, v.Table().Add(c)) {
			score -= 2 * float64(max(sc.Sweep, 1))
		}
		return score
	}
	won := played | taken
	score := worth(sc, won)
	if sc.CardsHeld {
		score += float64(taken.Len() + drawn)
	}
	if sc.ValuesCaptured {
		for c := range won.All() {
			score += float64(v.Rules().Value(c))
		}
	}
	if taken == v.Table() && (v.StockLen() > 0 || hand.Len() > played.Len()) {
		score += 3 * float64(sc.Sweep)
	}
	if t.ClearEnds && taken == v.Table() && v.StockLen() == 0 {
		if leadsAlone(v, &t, played, taken) {
			score += endWeight
		} else {
			score -= endWeight
		}
	}
	return score
}

// endWeight is what [Score] adds for a capture that ends the game in the
// lead, and takes away for one that ends it otherwise.
const endWeight = 100

// leadsAlone reports whether the seat of v scores more than every other
// side once it has captured taken with played, counting the rows
// CardsHeld and ValuesCaptured.
func leadsAlone(v fishing.View, t *fishing.Table, played, taken cards.Set) bool {
	seat := v.Seat()
	mine := v.Score(seat)
	if t.Scoring.CardsHeld {
		mine += taken.Len()
	}
	if t.Scoring.ValuesCaptured {
		for c := range (taken | played.Minus(v.Known(seat))).All() {
			mine += v.Rules().Value(c)
		}
	}
	for i := range v.Players() {
		partner := t.Partners && i%(t.Players/2) == seat%(t.Players/2)
		if !partner && v.Score(i) >= mine {
			return false
		}
	}
	return true
}

// worth rates the cards of won by the rows of sc.
func worth(sc fishing.Scoring, won cards.Set) float64 {
	score := 0.1 * float64(won.Len())
	if sc.MostCards > 0 {
		score = float64(won.Len())
	}
	score += 0.5 * float64(sc.MostCoins*won.OfSuit(cards.Diamonds).Len()+sc.MostSevens*won.OfRank(cards.Seven).Len())
	if won.Has(cards.New(cards.Seven, cards.Diamonds)) {
		score += float64(sc.SevenOfCoins)
	}
	score += 0.3 * float64(sc.Primiera*(won.OfRank(cards.Seven).Len()+won.OfRank(cards.Six).Len()))
	return score
}

// sweepable reports whether one card the seat cannot see would capture
// the whole of table, played alone.
func sweepable(v fishing.View, t *fishing.Table, table cards.Set) bool {
	total := 0
	for c := range table.All() {
		total += v.Rules().Value(c)
	}
	for c := range v.Unknown().All() {
		x := v.Rules().Value(c)
		if t.Relation == fishing.SumTo && x+total == t.Target || t.Relation == fishing.SumEqual && x == total {
			return true
		}
	}
	return false
}
