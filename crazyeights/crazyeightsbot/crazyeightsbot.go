// Package crazyeightsbot holds what the players of package bot know of
// Crazy Eights (package crazyeights): the knowledge of the shedding family
// (package sheddingbot) read from Crazy Eights' table. [Greedy] rates
// moves with [Score] (shed the most expensive cards, keep the 8s, stay in
// the suit the hand holds most of), and [NewISMCTS] is a search whose
// [Reward] is the seat's result against the others. Like boxesbot, it is
// built only on the public API of package bot.
package crazyeightsbot

import (
	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/shedding/sheddingbot"
)

// Scale is the margin of penalty points at which [Reward] rates a
// position 0.88 or 0.12 (tanh 1): about one 8 left in hand.
const Scale = sheddingbot.Scale

// Horizon is the MaxMoves of [NewISMCTS]: an iteration plays at most this
// many moves, tree and playout together, and [Reward] then rates the
// hands as they stand.
const Horizon = sheddingbot.Horizon

// reward is [Reward]: the penalties are the same under every option.
var reward = sheddingbot.Reward(crazyeights.Rules{}.Table())

// Reward rates a position for seat, in [0, 1]: 0.5 + 0.5·tanh(d / [Scale]),
// d being seat's score (minus the [crazyeights.HandPenalty] of its hand)
// minus the best score of the others, every hand scored as it stands, so
// 0 penalty against the others' is best. It is the reward of
// [NewISMCTS]; a seat not in the game gets 0.
func Reward(s crazyeights.State, seat int) float64 { return reward(s, seat) }

// NewISMCTS returns an ISMCTS player for Crazy Eights under rules r with
// an iteration budget and a seed, rewarded by [Reward] and cut at
// [Horizon] moves ([sheddingbot.NewISMCTS]). Change its fields before its
// first use for other settings: OpponentRandom 1 against players known to
// play at random. An iterations of 0 means [bot.DefaultIterations].
func NewISMCTS(r crazyeights.Rules, iterations int, seed uint64) *sheddingbot.ISMCTS[crazyeights.Rules] {
	return sheddingbot.NewISMCTS(r, iterations, seed)
}

// Greedy returns a [bot.Greedy] player for Crazy Eights that rates moves
// with [Score].
func Greedy() bot.Greedy[crazyeights.View, crazyeights.Move] {
	return sheddingbot.Greedy[crazyeights.Rules]()
}

// Score is the scoring function of [Greedy] ([sheddingbot.Score]): it
// rates move m for the seat of view v, higher being better, from the view
// alone. A move that empties the hand comes first. Otherwise a card is
// worth its penalty ([crazyeights.HandPenalty]), plus 3 for each card of
// the hand left in the suit that will be in force, plus 10 for a Q or a 2
// under special cards; an 8 costs 60 unless no other card can be played,
// and names the suit the hand holds most of. Drawing and passing come
// last, a pass below a draw.
func Score(v crazyeights.View, m crazyeights.Move) float64 { return sheddingbot.Score(v, m) }
