// Package boxesbot holds what the players of package bot know of Boxes,
// which is what package sheddingbot knows of any game of the shedding
// engine, read from Boxes' table ([boxes.Rules.Table]): [Greedy] with its
// scoring function [Score] (shed the most penalty points, keep 8s and 9s
// to escape a suit, attack with 2s, 4s, 5s and 7s, lay a pair with the
// "one card" call), and [NewISMCTS], a search whose [Reward] gives each
// seat its partnership's result, whose [StopAtDealEnd] keeps each
// iteration within the deal, whose Prior is Greedy's rating and whose
// playouts play Greedy's moves. Package bot itself knows no game: these
// are built only on its public API, as a player of your own game would be.
package boxesbot

import (
	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/shedding/sheddingbot"
)

// reward is [sheddingbot.Reward] of Boxes' table: every option set
// scores alike (the penalties, the 3s, the partnerships and the match).
var reward = sheddingbot.Reward(boxes.Rules{}.Table())

// Reward rates a Boxes position for seat's partnership (seats 0 and 2
// against 1 and 3), in [0, 1]: [sheddingbot.Reward] of Boxes' table, the
// reward of [NewISMCTS]. Both partners get the same reward, so each plays
// for the partnership. When the match is over it is the result (1 when
// seat's partnership has fewer points, 0.5 for a draw, 0 when it has
// more); otherwise it rates one deal by its margin, the deal that just
// ended sharper than the deal going on.
func Reward(s boxes.State, seat int) float64 { return reward(s, seat) }

// StopAtDealEnd reports whether s, reached from root in a search, is
// past the end of root's deal: a later deal, or the match over
// ([sheddingbot.StopAtDealEnd]). It is the Stop of [NewISMCTS].
func StopAtDealEnd(root, s boxes.State) bool { return sheddingbot.StopAtDealEnd(root, s) }

// Horizon is the MaxMoves of [NewISMCTS]: an iteration plays at most this
// many moves, tree and playout together, and [Reward] then rates the hands
// as they stand. Playouts to the end of a deal are long and add noise; in
// single-deal matches against Greedy, searches cut at 12 moves won as
// often as searches played out to the end, at a third of the cost or
// less.
const Horizon = 16

// Bias is the Bias of [NewISMCTS]: the weight of its Prior.
const Bias = 3

// NewISMCTS returns an [bot.ISMCTS] player for Boxes under rules r with an
// iteration budget and a seed: [sheddingbot.NewISMCTS] of r (its reward
// [Reward], each iteration stopped at the end of the deal by
// [StopAtDealEnd], Greedy's rating as its Prior and Greedy's moves in its
// playouts), cut at [Horizon] moves, with Prior's weight [Bias]. Change
// its fields before its first use for other settings (a nil Rollout for
// random playouts). An iterations of 0 means [bot.DefaultIterations].
func NewISMCTS(r boxes.Rules, iterations int, seed uint64) *bot.ISMCTS[boxes.State, boxes.Move, boxes.View] {
	b := &sheddingbot.NewISMCTS(r, iterations, seed).ISMCTS
	b.MaxMoves, b.Bias = Horizon, Bias
	return b
}

// Greedy returns a [bot.Greedy] player for Boxes that rates moves with
// [Score].
func Greedy() bot.Greedy[boxes.View, boxes.Move] { return sheddingbot.Greedy[boxes.Rules]() }

// Score is the scoring function of [Greedy], [sheddingbot.Score] of
// Boxes' table: it rates move m for the seat of view v, higher being
// better, from the view alone. A move that empties the hand comes first.
// Otherwise a move is worth the penalty points it sheds (rule B16, the
// 50 of two or more 3s included), plus 3 for each card of the seat's hand
// left in the suit in force, plus its effect on the next player, always
// an opponent: a 2, a 4 or a 7, 10; a 5, 5 (the partner draws too; 0 with
// FiveSelf). 8s and 9s are kept to escape a suit: playing one costs 60
// unless no other card can be played, and it names the suit the seat
// holds most of. A set without the "one card" call costs 100, for its
// penalty card, and has no effect. Drawing and passing come last.
func Score(v boxes.View, m boxes.Move) float64 { return sheddingbot.Score(v, m) }
