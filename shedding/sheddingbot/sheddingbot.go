// Package sheddingbot holds what the players of package bot know of the
// games of the shedding engine (package shedding), read from each game's
// table: [Score], the scoring function of [Greedy] (shed the most
// expensive cards, alone or in sets with their call, keep the wild cards,
// stay in the suit the hand holds most of, attack with the cards that
// skip or make the other seats draw), and [Reward], the result of the
// seat's side against the others (of the deal, in a match), which
// [NewISMCTS] rates its iterations with. Crazy Eights, Boxes, Mau-Mau and
// Switch play with it. Like the other bot packages, it is built only on
// the public API of package bot.
package sheddingbot

import (
	"math"
	"math/rand/v2"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// Scale is the margin of penalty points at which [Reward] rates a
// position 0.88 or 0.12 (tanh 1).
const Scale = 50

// going is how many times more gently [Reward] rates a deal of a match
// still going on than one that has ended: its margin as it stands is a
// weak sign of the result, which the deal's end then rates in full.
const going = 8

// Reward returns the reward of [NewISMCTS] under table t, in [0, 1]: for
// seat, 0.5 + 0.5·tanh(d / [Scale]), d being the penalty of the hands of
// the best other side (the lowest, [shedding.Rules.HandPenalty]) minus
// that of seat's side, every hand scored as it stands, so that the search
// plays to beat every other side, not their mean. A side is a seat alone,
// or under t.Sides the seats that play together, which get the same
// reward. 0 for a seat not in the game.
//
// In a match (t.Deals) the reward rates one deal, so that a search
// stopped at the deal's end ([StopAtDealEnd]) plays each deal for its
// margin and the last one for the match: the deal that just ended, by
// its hands ([shedding.Public.LastHand]), when the position is the first
// of a new deal; or else the deal going on, every hand as it stands,
// eight times as gently, as 0.5 + 0.5·tanh(d / (8·Scale)), since its
// result is still to come. Once a match is over the reward is its result by
// [shedding.Rules.Standing]: 1 when seat's side is ahead of every other,
// 0.5 when it shares the best standing, 0 when another side is ahead.
func Reward(t shedding.Rules) func(s shedding.State, seat int) float64 {
	match := t.Deals[0] != 0
	return func(s shedding.State, seat int) float64 {
		n := s.Players()
		if seat < 0 || seat >= n {
			return 0
		}
		ended, scale := false, float64(Scale)
		if match {
			if s.Turn() < 0 {
				return result(&t, s.Public, seat)
			}
			if last, _, _ := s.LastEnd(); s.MoveCount() == 0 && last >= 0 && last == s.Deal()-1 {
				ended = true
			} else {
				scale = going * Scale
			}
		}
		sides := t.Sides
		if sides <= 1 || n%sides != 0 {
			sides = n
		}
		var pen [shedding.MaxPlayers]int
		for i := range n {
			h := s.Hand(i)
			if ended {
				h = s.LastHand(i)
			}
			pen[i%sides] += t.HandPenalty(h)
		}
		own, best := seat%sides, math.MaxInt
		for i := range sides {
			if i != own {
				best = min(best, pen[i])
			}
		}
		return 0.5 + 0.5*math.Tanh(float64(best-pen[own])/scale)
	}
}

// result is [Reward] of a match that is over: 1 when seat's side leads
// every other by [shedding.Rules.Standing], 0.5 when it shares the lead, 0
// when another side is ahead.
func result(t *shedding.Rules, p shedding.Public, seat int) float64 {
	side := t.Side(seat)
	if side < 0 {
		return 0.5
	}
	own, shared := t.Standing(p, side), false
	for i := range t.NumSides() {
		if i == side {
			continue
		}
		switch o := t.Standing(p, i); {
		case o == own:
			shared = true
		case (o < own) == t.PenaltyPoints:
			return 0
		}
	}
	if shared {
		return 0.5
	}
	return 1
}

// StopAtDealEnd reports whether s, reached from root in a search, is
// past the end of root's deal: a later deal, or the game over. As the
// Stop of a [bot.ISMCTS] it keeps each iteration within one deal, so that
// [Reward] rates the deal the search is about; [NewISMCTS] sets it for a
// match (Rules.Deals).
func StopAtDealEnd(root, s shedding.State) bool {
	return s.Turn() < 0 || s.Deal() != root.Deal()
}

// Horizon is the MaxMoves of [NewISMCTS]: an iteration plays at most this
// many moves, tree and playout together, and [Reward] then rates the
// hands as they stand.
const Horizon = 40

// Game is the rules of a game of the engine as the players need them: the
// contract for its views, and its table.
type Game[G shedding.Game] interface {
	shedding.Game
	cards.HiddenGame[shedding.State, shedding.Move, shedding.View[G]]
}

// NewISMCTS returns an [ISMCTS] player for the game g with an iteration
// budget and a seed, rewarded by [Reward] of g's table and cut at
// [Horizon] moves or, in a match, at the end of the deal
// ([StopAtDealEnd]), guided by [Score]: its Prior rates a move by Score from
// the mover's view ([Prior]), and its playouts play Greedy's move
// ([Rollout]) for every seat. Change its fields before its first use for
// other settings (nil Prior and Rollout for a search without the
// heuristic; OpponentRandom for other seats that play at random). An
// iterations of 0 means [bot.DefaultIterations].
func NewISMCTS[G Game[G]](g G, iterations int, seed uint64) *ISMCTS[G] {
	return &ISMCTS[G]{ISMCTS: bot.ISMCTS[shedding.State, shedding.Move, shedding.View[G]]{
		Game:       g,
		Reward:     Reward(g.Table()),
		MaxMoves:   Horizon,
		Iterations: iterations,
		Seed:       seed,
		Prior:      Prior(g),
		Rollout:    Rollout(g),
		Stop:       stop(g.Table()),
	}}
}

// stop returns the Stop of [NewISMCTS] under table t: [StopAtDealEnd] in
// a match, else nil.
func stop(t shedding.Rules) func(root, s shedding.State) bool {
	if t.Deals[0] == 0 {
		return nil
	}
	return StopAtDealEnd
}

// ISMCTS is the search of [NewISMCTS]: a [bot.ISMCTS] whose playouts,
// when it has a Rollout, can model the seats other than the searching one
// as softer players than the searching seat itself (OpponentRandom). Like
// bot.ISMCTS, one value is safe for concurrent use and plays any seat.
type ISMCTS[G Game[G]] struct {
	bot.ISMCTS[shedding.State, shedding.Move, shedding.View[G]]
	// OpponentRandom is the chance, from 0 to 1, that a seat other than
	// the searching one plays a legal move drawn uniformly in a playout
	// rather than Rollout's move: 0 plays Rollout's move for every seat,
	// 1 models the other seats as uniform random players.
	OpponentRandom float64
}

// Choose returns the move of v that the search visited most often, as
// [bot.ISMCTS.Choose] does, with the playouts of OpponentRandom.
func (b *ISMCTS[G]) Choose(v shedding.View[G]) (shedding.Move, error) {
	return b.at(v.Seat()).Choose(v)
}

// Analyze runs the search of Choose and returns what it learned of each
// root move, as [bot.ISMCTS.Analyze] does.
func (b *ISMCTS[G]) Analyze(v shedding.View[G]) ([]bot.Stat[shedding.Move], error) {
	return b.at(v.Seat()).Analyze(v)
}

// at returns the search of seat: a copy of b's with its playouts' model of
// the other seats, or nil for a nil b.
func (b *ISMCTS[G]) at(seat int) *bot.ISMCTS[shedding.State, shedding.Move, shedding.View[G]] {
	if b == nil {
		return nil
	}
	s := b.ISMCTS
	own, p := s.Rollout, b.OpponentRandom
	g, ok := s.Game.(G)
	if own == nil || !(p > 0) || !ok {
		return &s
	}
	t := g.Table()
	s.Rollout = func(st shedding.State, r *rand.Rand) shedding.Move {
		if st.Turn() == seat || r.Float64() >= p {
			return own(st, r)
		}
		var buf [128]shedding.Move // every move of most hands, on the stack
		moves := t.AppendLegal(buf[:0], st)
		if len(moves) == 0 {
			return own(st, r)
		}
		return moves[r.IntN(len(moves))]
	}
	return &s
}

// Prior returns the Prior of [NewISMCTS] for the game g: [Score] of the
// move from the view of the seat to move, mapped into [0, 1] by
// 0.5 + 0.5·tanh(score / 100), so that going out rates near 1, a card
// above a draw and a draw above a pass.
func Prior[G Game[G]](g G) func(s shedding.State, m shedding.Move) float64 {
	t := g.Table()
	return func(s shedding.State, m shedding.Move) float64 {
		plain := false
		if (t.Wild | t.Call).Has(m.Top()) {
			var buf [256]shedding.Move // every move of most hands, on the stack
			plain = playsPlain(&t, t.AppendLegal(buf[:0], s))
		}
		return 0.5 + 0.5*math.Tanh(score(&t, s.Hand(s.Turn()), s.Turn(), plain, m)/100)
	}
}

// Rollout returns the Rollout of [NewISMCTS] for the game g: the legal
// move of the seat to move that [Score] rates best from its view, the
// first listed among equals. It does not draw from r and keeps no state,
// so one ISMCTS may run several searches at once. A playout is then
// Greedy against Greedy over sampled hands.
func Rollout[G Game[G]](g G) func(s shedding.State, r *rand.Rand) shedding.Move {
	t := g.Table()
	return func(s shedding.State, _ *rand.Rand) shedding.Move {
		var buf [256]shedding.Move // every move of most hands, on the stack
		moves := t.AppendLegal(buf[:0], s)
		seat := s.Turn()
		hand, plain := s.Hand(seat), playsPlain(&t, moves)
		best, bestScore := shedding.Move{}, math.Inf(-1)
		for _, m := range moves {
			if x := score(&t, hand, seat, plain, m); x > bestScore {
				best, bestScore = m, x
			}
		}
		return best
	}
}

// Greedy returns a [bot.Greedy] player for a game of the engine that
// rates moves with [Score].
func Greedy[G shedding.Game]() bot.Greedy[shedding.View[G], shedding.Move] {
	return bot.Greedy[shedding.View[G], shedding.Move]{Score: Score[G]}
}

// Weights of Score, in penalty points.
const (
	scoreOut      = 1000 // a move that empties the hand
	scoreWild     = 60   // held back: a wild or suit-naming card played while another card could be
	scoreDraw     = -100 // drawing a card
	scorePass     = -200 // passing
	scorePerSuit  = 3    // per card kept in the suit that will be in force
	scoreAttack   = 10   // a card that skips the next seat or makes it draw
	scoreOthers   = 5    // per card a card makes each other seat draw, opponents less partners
	scoreMissed   = 300  // a card that leaves one played without the last-card call (Rules.LastCall)
	scoreUncalled = 100  // per card drawn for a set laid without the "one card" call (Rules.UncalledDraw)
)

// Score is the scoring function of [Greedy]: it rates move m for the seat
// of view v, higher being better, from the view and its table alone. A
// move that empties the hand comes first. Otherwise a move is worth the
// penalty it sheds (what [shedding.Rules.HandPenalty] of the hand loses:
// its cards, and a bonus such as Boxes' 3s), plus 3 for each card of the
// hand left in the suit that will be in force, plus its effect on the
// other seats: 10 for a card that skips the next seat or makes it draw
// (Skip, Draw, Feed; the next seat is never a partner), and 5 for
// each card it makes every other seat draw (Others), counted for each
// opponent less each partner and the player itself (OthersSelf). A wild
// or suit-naming card costs 60 unless no other card can be played, and
// names the suit the hand holds most of; a single card that leaves one
// costs 300 without the last-card call (LastCall), and a set laid
// without the "one card" call costs 100 for each card drawn for it
// (UncalledDraw) and has no effect, so the calls come first. Drawing and
// passing come last, a pass below a draw.
func Score[G shedding.Game](v shedding.View[G], m shedding.Move) float64 {
	t := v.Rules().Table()
	plain := false
	if (t.Wild | t.Call).Has(m.Top()) {
		var buf [256]shedding.Move // every move of most hands, on the stack
		plain = playsPlain(&t, v.AppendLegal(buf[:0]))
	}
	return score(&t, v.Hand(), v.Seat(), plain, m)
}

// playsPlain reports whether moves, the legal moves of a seat under table
// t, play a card or a set that is neither wild nor suit-naming.
func playsPlain(t *shedding.Rules, moves []shedding.Move) bool {
	special := t.Wild | t.Call
	for _, o := range moves {
		if k := o.Kind(); (k == shedding.KindCard || k == shedding.KindSet) && !special.Has(o.Top()) {
			return true
		}
	}
	return false
}

// score is [Score] of move m for seat holding hand under table t, plain
// being whether the seat can play a card that is neither wild nor
// suit-naming ([playsPlain] of its legal moves): the one statement of
// Greedy's weights, which [Score], [Prior] and [Rollout] share.
func score(t *shedding.Rules, hand cards.Set, seat int, plain bool, m shedding.Move) float64 {
	switch m.Kind() {
	case shedding.KindDraw:
		return scoreDraw
	case shedding.KindPass:
		return scorePass
	case shedding.KindNone:
		return math.Inf(-1)
	}
	top := m.Top()
	rest := hand.Minus(m.Cards())
	if rest.Empty() {
		return scoreOut
	}
	score := float64(t.HandPenalty(hand) - t.HandPenalty(rest))
	next := top.Suit()
	if call, ok := m.Call(); ok {
		next = call
	}
	if (t.Wild | t.Call).Has(top) && plain {
		score -= scoreWild
	}
	score += scorePerSuit * float64(rest.OfSuit(next).Len())
	if m.Kind() == shedding.KindSet && !m.OneCard() {
		return score - scoreUncalled*float64(t.UncalledDraw) // no effect: the cards just lie there
	}
	k := top.Rank()
	if t.Skip.Has(top) || t.Draw[k] > 0 || t.Feed[k] > 0 {
		score += scoreAttack
	}
	if n := t.Others[k]; n > 0 {
		score += scoreOthers * float64(n) * float64(others(t, seat))
	}
	if m.Kind() == shedding.KindCard && !m.OneCard() && t.LastCall > 0 && rest.Len() == 1 {
		score -= scoreMissed
	}
	return score
}

// others returns the opponents of seat less its partners under table t,
// and less the seat itself when it draws too (OthersSelf): the balance
// of a card that makes every other seat draw.
func others(t *shedding.Rules, seat int) int {
	n := t.Players - 1
	if t.Sides > 1 && seat >= 0 {
		partners := t.Players/t.Sides - 1
		n -= 2 * partners
	}
	if t.OthersSelf {
		n--
	}
	return n
}
