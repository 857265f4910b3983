// Package crazyeightsbot holds what the players of package bot know of
// Crazy Eights (package crazyeights): [Greedy] with its scoring function
// [Score] (shed the most expensive cards, keep the 8s, stay in the suit
// the hand holds most of), and [NewISMCTS], a search whose [Reward] is
// the seat's result against the others. Like boxesbot, it is built only
// on the public API of package bot.
package crazyeightsbot

import (
	"math"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/shedding"
)

// Scale is the margin of penalty points at which [Reward] rates a
// position 0.88 or 0.12 (tanh 1): about one 8 left in hand.
const Scale = 50

// Reward rates a position for seat, in [0, 1]: 0.5 + 0.5·tanh(d / [Scale]),
// d being seat's score ([crazyeights.State.Score], minus the penalty of
// its hand) minus the mean score of the others, every hand scored as it
// stands, so 0 penalty against the others' is best. It is the reward of
// [NewISMCTS]; a seat not in the game gets 0.
func Reward(s crazyeights.State, seat int) float64 {
	n := s.Players()
	if seat < 0 || seat >= n {
		return 0
	}
	others := 0
	for i := range n {
		if i != seat {
			others -= crazyeights.HandPenalty(s.Hand(i))
		}
	}
	d := float64(-crazyeights.HandPenalty(s.Hand(seat))) - float64(others)/float64(n-1)
	return 0.5 + 0.5*math.Tanh(d/Scale)
}

// Horizon is the MaxMoves of [NewISMCTS]: an iteration plays at most this
// many moves, tree and playout together, and [Reward] then rates the
// hands as they stand.
const Horizon = 40

// NewISMCTS returns an [bot.ISMCTS] player for Crazy Eights under rules r
// with an iteration budget and a seed, rewarded by [Reward] and cut at
// [Horizon] moves. Change its fields before its first use for other
// settings. An iterations of 0 means [bot.DefaultIterations].
func NewISMCTS(r crazyeights.Rules, iterations int, seed uint64) *bot.ISMCTS[crazyeights.State, crazyeights.Move, crazyeights.View] {
	return &bot.ISMCTS[crazyeights.State, crazyeights.Move, crazyeights.View]{
		Game:       r,
		Reward:     Reward,
		MaxMoves:   Horizon,
		Iterations: iterations,
		Seed:       seed,
	}
}

// Greedy returns a [bot.Greedy] player for Crazy Eights that rates moves
// with [Score].
func Greedy() bot.Greedy[crazyeights.View, crazyeights.Move] {
	return bot.Greedy[crazyeights.View, crazyeights.Move]{Score: Score}
}

// Weights of Score, in penalty points.
const (
	scoreOut     = 1000 // a move that empties the hand
	scoreEight   = 60   // held back: an 8 played while another card could be
	scoreDraw    = -100 // drawing a card
	scorePass    = -200 // passing
	scorePerSuit = 3    // per card kept in the suit that will be in force
	scoreAttack  = 10   // a Q, A or 2 with special cards: the next seat loses a turn or draws
)

// Score is the scoring function of [Greedy]: it rates move m for the seat
// of view v, higher being better, from the view alone. A move that empties
// the hand comes first. Otherwise a card is worth its penalty
// ([crazyeights.HandPenalty]), plus 3 for each card of the hand left in
// the suit that will be in force, plus 10 for a Q or a 2 under special
// cards; an 8 costs 60 unless no other card can be played, and names the
// suit the hand holds most of. Drawing and passing come last, a pass
// below a draw.
func Score(v crazyeights.View, m crazyeights.Move) float64 {
	switch m.Kind() {
	case shedding.KindDraw:
		return scoreDraw
	case shedding.KindPass:
		return scorePass
	case shedding.KindNone:
		return math.Inf(-1)
	}
	hand := v.Hand()
	c := m.Card()
	rest := hand.Remove(c)
	if rest.Empty() {
		return scoreOut
	}
	score := float64(crazyeights.HandPenalty(cards.SetOf(c)))
	next := c.Suit()
	if call, ok := m.Call(); ok {
		next = call
		others := false
		for _, o := range v.AppendLegal(nil) {
			if o.Kind() == shedding.KindCard && o.Card().Rank() != cards.Eight {
				others = true
				break
			}
		}
		if others {
			score -= scoreEight
		}
	}
	score += scorePerSuit * float64(rest.OfSuit(next).Len())
	if v.Rules().UseSpecialCards && (c.Rank() == cards.Queen || c.Rank() == cards.Two) {
		score += scoreAttack
	}
	return score
}
