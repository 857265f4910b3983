// Package boxesbot holds what the players of package bot know of Boxes:
// [Greedy] with its scoring function [Score] (shed the most expensive
// cards, keep 8s and 9s to escape a suit, attack with 2s, 4s and 7s), and
// [NewISMCTS], a search whose [Reward] gives each seat its partnership's
// result, whose [StopAtDealEnd] keeps each iteration within the deal,
// whose [Prior] is Greedy's rating and whose playouts play Greedy's moves
// ([Rollout]). Package bot itself knows no game: these
// are built only on its public API, as a player of your own game would be.
package boxesbot

import (
	"math"
	"math/rand/v2"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
)

// Scale is the margin of penalty points at which [Reward] rates a
// deal that has ended 0.88 or 0.12 (tanh 1): about one expensive card left
// in hand. A deal still going on is rated four times as gently.
const Scale = 60

// Reward rates a Boxes position for seat's partnership (seats 0 and 2
// against 1 and 3), in [0, 1]: both partners get the same reward, so each
// plays for the partnership. It is the reward of [NewISMCTS].
//
// When the match is over it is the result: 1 when seat's partnership has
// fewer points, 0.5 for a draw, 0 when it has more. Otherwise it rates one
// deal by its margin d, the other partnership's penalty points minus seat's:
// the deal that just ended when the position is the first of a new deal
// (as [StopAtDealEnd] leaves it), as 0.5 + 0.5·tanh(d / [Scale]); or else
// the current deal as if it ended now, every hand scored as it stands, as
// 0.5 + 0.5·tanh(d / (4·Scale)), gentler because the deal is not over. A
// search that stops at the end of a deal thus plays each deal for its
// margin and the last deal for the match.
func Reward(s boxes.State, seat int) float64 {
	if seat < 0 || seat >= boxes.NumSeats {
		return 0
	}
	team := seat % 2
	if s.Turn() < 0 {
		// Every option set scores alike; the zero State has no seats, and
		// scores 0 each.
		var sc [boxes.NumSeats]int
		boxes.Rules{}.AppendScore(sc[:0], s)
		totals := [2]int{sc[0] + sc[2], sc[1] + sc[3]}
		switch {
		case totals[team] < totals[1-team]:
			return 1
		case totals[team] == totals[1-team]:
			return 0.5
		}
		return 0
	}
	var points [boxes.NumSeats]int
	scale := float64(Scale)
	if last, _, _ := s.LastEnd(); s.MoveCount() == 0 && last >= 0 && last == s.Deal()-1 {
		for i := range points {
			points[i] = boxes.HandPenalty(s.LastHand(i))
		}
	} else {
		for i := range points {
			points[i] = boxes.HandPenalty(s.Hand(i))
		}
		// The deal goes on: its margin as it stands is a weak sign of the
		// result, which the deal's end then rates in full.
		scale = 4 * Scale
	}
	d := points[1-team] + points[3-team] - points[team] - points[team+2]
	return 0.5 + 0.5*math.Tanh(float64(d)/scale)
}

// StopAtDealEnd reports whether s, reached from root in a search, is
// past the end of root's deal: a later deal, or the match over. Set as the
// Stop of an [bot.ISMCTS], it keeps each iteration within one deal, so that
// [Reward] rates the deal the search is about.
func StopAtDealEnd(root, s boxes.State) bool {
	return s.Turn() < 0 || s.Deal() != root.Deal()
}

// Horizon is the MaxMoves of [NewISMCTS]: an iteration plays at
// most this many moves, tree and playout together, and [Reward] then
// rates the hands as they stand. Playouts to the end of a deal are long
// and add noise; in single-deal matches against Greedy, searches cut at
// 12 moves won as often as searches played out to the end, at a third of
// the cost or less, and with Greedy's playouts a cut at 40 moves won no
// more than one at 16.
const Horizon = 16

// Bias is the Bias of [NewISMCTS]: the weight of [Prior].
const Bias = 3

// NewISMCTS returns an [bot.ISMCTS] player for Boxes under rules r with an
// iteration budget and a seed: the reward [Reward] (partnerships),
// each iteration stopped at the end of the deal by [StopAtDealEnd] or
// after [Horizon] moves, [Prior] as the heuristic that guides the first
// visits, with weight [Bias], and playouts that play Greedy's moves
// ([Rollout]). Change its fields before its first use for other settings
// (a nil Rollout for random playouts). An iterations of 0 means
// [bot.DefaultIterations].
func NewISMCTS(r boxes.Rules, iterations int, seed uint64) *bot.ISMCTS[boxes.State, boxes.Move, boxes.View] {
	return &bot.ISMCTS[boxes.State, boxes.Move, boxes.View]{
		Game:       r,
		Reward:     Reward,
		Stop:       StopAtDealEnd,
		MaxMoves:   Horizon,
		Prior:      Prior,
		Bias:       Bias,
		Rollout:    Rollout(r),
		Iterations: iterations,
		Seed:       seed,
	}
}

// Greedy returns a [bot.Greedy] player for Boxes that rates moves with
// [Score].
func Greedy() bot.Greedy[boxes.View, boxes.Move] {
	return bot.Greedy[boxes.View, boxes.Move]{Score: Score}
}

// Weights of Score, in penalty points.
const (
	boxesOut        = 1000 // a move that empties the hand
	boxesCaller     = 100  // held back: an 8 or 9 played while another card could be
	boxesUncalled   = 100  // a set laid without the "one card" call draws a penalty card
	boxesDraw       = -200 // drawing a card
	boxesPass       = -300 // passing
	boxesPerSuit    = 3    // per card kept in the suit that will be in force
	boxesTwo        = 15   // a 2: the next player, an opponent, answers or draws
	boxesSkipOrDraw = 10   // a 4 (the next opponent misses a turn) or a 7 (he draws)
	boxesFive       = 5    // a 5: two opponents and the partner draw one card each
)

// Score is the scoring function of [Greedy]: it rates move m for
// the seat of view v, higher being better, from the view alone.
//
// A move that empties the hand comes first. Otherwise playing sheds penalty
// points: a move is worth the points of the cards it plays (rule B16; 50
// more when it leaves fewer than two 3s in a hand that held two), plus a
// little for the suit in force it leaves (3 per card of the seat's hand
// left in that suit, so that the seat can follow next time), plus the
// effect on the next player, always an opponent: a 2 (15), a 4 or a 7 (10),
// a 5 (5, since the partner draws too). 8s and 9s are kept to escape a suit
// the seat runs out of: playing one costs 100 unless it is the only card
// that can be played, and it names the suit the seat holds most of. A set
// without the "one card" call costs 100, for its penalty card. Drawing and
// passing come last.
func Score(v boxes.View, m boxes.Move) float64 {
	return boxesRate(v.Hand(), v.Suit(), v.Phase(), m)
}

// boxesRate rates move m of a seat holding hand, with suit in force, in
// phase: see Score.
func boxesRate(hand cards.Set, suit cards.Suit, phase boxes.Phase, m boxes.Move) float64 {
	switch m.Kind() {
	case boxes.KindDraw:
		return boxesDraw
	case boxes.KindPass:
		return boxesPass
	case boxes.KindNone:
		return math.Inf(-1)
	}
	played := m.Cards()
	rest := hand.Minus(played)
	if rest.Empty() {
		return boxesOut
	}
	score := float64(boxes.HandPenalty(hand) - boxes.HandPenalty(rest))
	top := m.Top()
	next := top.Suit()
	if call, ok := m.Call(); ok {
		next = call
		// Are there other cards to play instead?
		callers := hand.OfRank(cards.Eight) | hand.OfRank(cards.Nine)
		if phase == boxes.PhasePlay && !hand.Minus(callers).OfSuit(suit).Empty() {
			score -= boxesCaller
		}
	}
	score += boxesPerSuit * float64(rest.OfSuit(next).Len())
	if m.Kind() == boxes.KindSet && !m.OneCard() {
		return score - boxesUncalled // no effect: the cards just lie there
	}
	switch top.Rank() {
	case cards.Two:
		score += boxesTwo
	case cards.Four, cards.Seven:
		score += boxesSkipOrDraw
	case cards.Five:
		score += boxesFive
	}
	return score
}

// Prior rates move m of the seat to move in s in [0, 1] by
// [Score]'s reckoning, for the Prior of an [bot.ISMCTS]: 0.5 + 0.5 ·
// tanh(score / [Scale]).
func Prior(s boxes.State, m boxes.Move) float64 {
	score := boxesRate(s.Hand(s.Turn()), s.Suit(), s.Phase(), m)
	return 0.5 + 0.5*math.Tanh(score/Scale)
}

// Rollout is a Rollout for an [bot.ISMCTS] under rules r: the legal
// move of the seat to move in s that [Score] rates best from its view,
// the first listed among equals. It does not draw from its generator, so
// a playout is Greedy against Greedy over the sampled hands. It is the
// Rollout of [NewISMCTS].
func Rollout(r boxes.Rules) func(s boxes.State, _ *rand.Rand) boxes.Move {
	return func(s boxes.State, _ *rand.Rand) boxes.Move {
		var buf [256]boxes.Move // every move of most hands, on the stack
		hand, suit, phase := s.Hand(s.Turn()), s.Suit(), s.Phase()
		best, bestScore := boxes.Move{}, math.Inf(-1)
		for _, m := range r.AppendLegal(buf[:0], s) {
			if x := boxesRate(hand, suit, phase, m); x > bestScore {
				best, bestScore = m, x
			}
		}
		return best
	}
}
