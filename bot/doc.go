// Package bot provides players that choose moves for a seat from what that
// seat may see: [Random], [Greedy] and [ISMCTS], plus [Play], which plays a
// whole game between players. Every player works with any game that
// implements [cards.Game], and [ISMCTS] also needs [cards.Observer].
//
// # Players see views, never positions
//
// A [Player] has one method, Choose(v V) (M, error), where V is the game's
// view type (boxes.View, equi.View, anything implementing [cards.View]) and M
// its move type. A view holds what one seat may know and nothing more, so a
// player cannot cheat by looking at hidden cards: it is never given the
// position. [Play] enforces this for a whole game by asking each seat's
// player with that seat's view only.
//
// V is a type parameter, not the [cards.View] interface, for two reasons: a
// search player must hand the view back to the game's Observer.Sample, which
// takes the concrete type, and a game's scoring function for [Greedy] needs
// the view's own fields (the hand, the top card) without type assertions.
//
// # Random and Greedy
//
// [Random] picks uniformly among the legal moves, from a caller's seed.
// [Greedy] plays the legal move that a game-supplied scoring function of
// (view, move) rates highest; each game package adds its own scoring
// function in a small file. [PlayerFunc] turns any function into a Player.
//
// # ISMCTS
//
// [ISMCTS] is single-observer information-set Monte Carlo tree search
// (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search",
// IEEE TCIAIG 4(2), 2012). One tree is built over the moves of the seat's
// information set; each iteration deals the hidden cards anew with
// Observer.Sample, so the search learns only from what the view tells, such
// as which cards are gone. Children are chosen by UCB1 with availability
// counts (a move legal in few samples is not penalised for it), rollouts are
// uniformly random through [cards.AppendLegal] with one reused buffer, and
// the most visited root move is played. [ISMCTS.Analyze] returns the
// statistics of every root move.
//
// The budget is a number of iterations, a time, or both. Each iteration ends
// when the game is over, when the optional Stop function says so (say, at the
// end of the deal the search started in), or after MaxMoves moves
// ([DefaultMaxMoves] unless set), so no game can make a search run forever.
//
// # Rewards and partnerships
//
// ISMCTS rates final positions with a Reward function of (position, seat) in
// [0, 1] that the game supplies, never with a switch on games. Each tree node
// is credited with the reward of the seat that played the move into it, so
// opponents are modelled as maximising their own reward. In a partnership
// game the reward of a seat is its partnership's result, so a seat helps its
// partner without any special code here.
//
// # Reproducibility and goroutines
//
// Every random choice comes from a seed. [Random] draws from one generator
// and is safe for concurrent use behind a mutex. [ISMCTS] keeps no mutable
// state: each call derives its generator from Seed and the view, and builds
// its tree in memory of its own, so with an iteration budget the same view
// gives the same move on every call, sequential or concurrent, and one value
// may serve many goroutines. [Greedy] has no state at all.
//
// # Errors
//
// Players return an [*Error] that names the player, the seat and the reason,
// and wraps a sentinel: [ErrNoMove] when the view lists no legal move,
// [ErrConfig] when a setting is missing or negative, [ErrGame] when the game
// breaks its contract during a search (a Sample that does not match the view,
// a listed move that Apply refuses). [Play] also passes on the game's errors,
// which wrap [cards.ErrIllegalMove]. Test for them with [errors.Is].
package bot
