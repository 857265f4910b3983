// Package bot provides players that choose moves for a seat from what that
// seat may see: [Random], [Greedy] and [ISMCTS]; [Play], which plays a
// whole game between players; and [Simulate], which plays many in parallel.
// The players work with any game that implements [cards.Game]; [ISMCTS]
// also needs its [cards.Observer]. Ready-made players for Boxes and Equi
// are in packages boxes/boxesbot and equi/equibot.
//
// # Players see views, never positions
//
// A [Player] has one method, Choose(v V) (M, error), where V is the game's
// view type (anything implementing [cards.View], such as boxes.View or
// equi.View) and M its move type. A view holds what one seat may know and
// nothing more, so a player cannot look at hidden cards: it is never given
// the position. [Play] keeps to this for a whole game, asking each seat's
// player with that seat's view only.
//
// V is a type parameter rather than the [cards.View] interface for two
// reasons: a search player hands the view back to the game's
// Observer.Sample, which takes the concrete type, and a game's scoring
// function for [Greedy] reads the view's own fields (the hand, the top card)
// without type assertions.
//
// # Any game, no game named
//
// This package names no game. What a player knows of a particular game
// lives with that game: package boxes/boxesbot (Greedy with its scoring,
// an ISMCTS with the partnership reward, a stop at the deal's end and a
// prior) and package equi/equibot (Greedy, an ISMCTS with bounded move
// lists), both written only on this package's public API, as a player of
// your own game would be.
//
// The players and [Play] use a game's optional fast paths when its types
// have the methods, found once through their method sets: a view's
// RandomMove(p *rand.PCG) (M, bool), which draws a legal move without
// listing them, and AppendLegal(dst []M) []M, which lists them into a
// buffer the player keeps; a game's ApplyTo(s *S, m M) error, which plays
// a move in place. boxes and equi have all three; your game gets the same
// speed by having them, and allocates nothing per move through them.
//
// # Simulations
//
// [Simulate] plays many seeded games between players on every core and
// returns one [GameResult] per game, in the order of the games, so that the
// results do not depend on the number of workers: game i is dealt and its
// players seeded from [GameSeed](seed, i) alone. [SimulateSeq] gives the
// same games as an iterator that keeps no result, so that a run of millions
// of games needs little memory. A [Tournament] turns the results into
// standings by entrant (wins, shares, win rates with [Wilson] intervals,
// mean scores, game lengths; JSON-ready as a [Summary]), for our bots and
// yours alike; examples/simulate is a command built on it.
// Short games cost little more than their setup: a simulation can reuse
// the players of ended games through [Simulation].Recycle and
// [Random.Reset], so that new players are not allocated for each.
//
// # Random, Greedy and your own players
//
// [Random] picks uniformly among the legal moves, from a caller's seed.
// [Greedy] plays the legal move that a game-supplied scoring function of
// (view, move) rates highest; each game package can add its scoring function
// in a small file of its own. [PlayerFunc] turns any function into a Player.
//
// # ISMCTS
//
// [ISMCTS] is single-observer information-set Monte Carlo tree search
// (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search",
// IEEE Transactions on Computational Intelligence and AI in Games 4(2),
// 2012). One tree is grown over the moves from the seat's information set;
// each iteration deals the hidden cards anew with Observer.Sample, so the
// search learns only from what the view tells, such as which cards are gone.
// Children are chosen by UCB1 with availability counts: a move's
// exploration term counts the iterations in which it was legal, not all the
// visits of its parent, so a move that is rarely legal is not chased
// whenever it is. Rollouts play uniformly random
// moves through the game's AppendLegal with one reused buffer, and the most
// visited root move is played. A game may replace both lists: Moves gives
// the moves the tree considers in a position, Rollout the playout's move.
// It may also give a heuristic, Prior, which orders the first visits of a
// node's moves and biases UCB1 towards the moves it rates well until their
// visits take over (progressive bias). [ISMCTS.Analyze] returns the visits and mean
// reward of every root move, for hints or tests.
//
// The budget is a number of iterations, a time, or both. Each iteration
// ends when the game is over, when the optional Stop function says so (say,
// at the end of the deal the search started in), or after MaxMoves moves
// ([DefaultMaxMoves] unless set), so no game can make a search run for ever.
//
// # Rewards and partnerships
//
// ISMCTS rates the positions where iterations end with a Reward function of
// (position, seat) in [0, 1] that the caller supplies, never with a switch on
// games. Each tree node is credited with the reward of the seat that played
// the move into it, so every seat, opponents included, is modelled as
// seeking its own reward. In a partnership game a seat's reward is its
// partnership's result, and a seat then helps its partner with no special
// code here.
//
// # Reproducibility and goroutines
//
// Every random choice comes from a seed. [Random] draws from one generator
// and lists the moves into one buffer, behind a mutex, so it is safe for
// concurrent use. [ISMCTS] keeps no mutable
// state: each call derives its generator from Seed, the seat and the number
// of legal moves, and grows its tree in memory of its own. With an iteration
// budget the same view therefore gets the same move on every call, in any
// order and from any number of goroutines at once. [Greedy] has no state.
//
// # Errors
//
// Players return an [*Error] naming the player, the seat and the reason, and
// wrapping a sentinel: [ErrNoMove] when the view lists no legal move,
// [ErrConfig] when a setting is missing or negative, [ErrGame] when the game
// breaks its contract during a search (a sample that does not match the
// view, a listed move that Apply refuses). [Play] also passes on the game's
// errors, which wrap [cards.ErrIllegalMove], and [cards.ErrMoveLimit]. Test
// for them with [errors.Is]. No input makes a player panic; a panic inside
// the game's own methods is the game's.
//
// # Design notes
//
// Compared with the shape first proposed for this package: the per-call
// generator is derived from the view rather than from a call counter, so
// concurrent and sequential calls give the same answers; zero settings mean
// the documented defaults, so a literal with Game, Observer and Reward is
// ready to use (an Exploration of exactly 0 cannot be asked for: use a tiny
// value); MaxMoves bounds every iteration, and Reward is therefore called on
// any position where an iteration stops, not only on final ones; Analyze
// exposes what the search learned; and Play runs a whole game for
// simulations, tests and frontends.
package bot
