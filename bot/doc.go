// Package bot provides players that choose moves for a seat from what that
// seat may see: [Random], [Greedy] and [ISMCTS]; [Play], which plays a whole
// game between players; [Drive], which plays the bots' seats of a session
// until a person must move; [Simulate], which plays many in parallel; and
// [Tournament], which turns their results into standings. They work with any
// game that implements [cards.HiddenGame] and name none: what a player knows
// of a particular game lives with that game (packages boxes/boxesbot and
// equi/equibot), and the package example writes a third game, Crazy Eights,
// that gets every player here with no code beyond its rules.
//
// # Quick start
//
//	players := []bot.Player[boxes.View, boxes.Move]{
//		boxesbot.NewISMCTS(boxes.Rules{}, 1000, 1), boxesbot.Greedy(),
//		bot.NewRandom[boxes.View, boxes.Move](2), boxesbot.Greedy(),
//	}
//	s, _ := boxes.Rules{}.Start(cards.Deal{Seed: 7})
//	final, moves, err := bot.Play(boxes.Rules{}, s, players, 0)
//
// # Players see views, never positions
//
// A [Player] has one method, Choose(v V) (M, error), where V is the game's
// view type (a [cards.View]) and M its move type. A view holds what one seat
// may know and nothing more, so a player cannot look at hidden cards: [Play]
// asks each seat's player with that seat's view only. V is a type parameter,
// not the interface, so that a search hands the view back to the game's
// Sample and a game's scoring function reads the view's own methods.
//
// The players and [Play] use a game's optional fast paths, found once by
// method set: a view whose pointer is a [cards.RandomView] draws a legal
// move without listing them, and a game that is a [cards.InPlace] plays a
// move in place. With them a random playout allocates nothing per move.
//
// # Bots at a table of persons
//
// [Drive] plays the bots' seats of a [cards.Session] until a person must
// move or the game ends; a frontend calls it after each move of a person
// (and once at the start), and shows each move the bots play from its
// played function:
//
//	players := []bot.Player[boxes.View, boxes.Move]{nil, boxesbot.Greedy(), nil, boxesbot.Greedy()}
//	if _, err := s.PlayText(answer); err == nil {
//		_, err = bot.Drive(ctx, s, players, show)
//	}
//
// # Simulations and tournaments
//
// [Simulate] plays many seeded games on every core and returns one
// [GameResult] per game, in the order of the games, so that the results do
// not depend on the number of workers: game i is dealt and its players
// seeded from [GameSeed](seed, i) alone. [SimulateSeq] gives the same games
// as an iterator that keeps no result. A [Tournament] counts games of any
// entrants, ours or yours: wins, shares, win rates with [Wilson] intervals,
// mean scores, game lengths and time per move, as a JSON-ready [Summary].
//
// # ISMCTS
//
// [ISMCTS] is single-observer information-set Monte Carlo tree search
// (Cowling, Powley and Whitehouse, IEEE TCIAIG 4(2), 2012): one tree over the
// moves from the seat's information set; each iteration deals the hidden
// cards anew with the game's Sample, so the search learns only from what the
// view tells, including what the game's Sample infers from it (the voids of
// Boxes, the trails of Equi). Children are chosen by UCB1 with availability counts, rollouts
// play random moves, and the most visited root move is played. A game may
// give the moves the tree considers (Moves), the rollout policy (Rollout), a
// heuristic that guides the first visits (Prior, progressive bias), and an
// early end of an iteration (Stop). Every iteration ends within MaxMoves
// moves, so no game can make a search run for ever. [ISMCTS.Analyze]
// returns what the search learned of each root move.
//
// Positions where iterations end are rated by the caller's Reward of
// (position, seat) in [0, 1]; each node is credited with the reward of the
// seat that moved into it, so opponents seek their own reward, and in a
// partnership game a seat's reward is its partnership's.
//
// # Reproducibility and goroutines
//
// Every random choice comes from a seed. [Random] is safe for concurrent
// use; [ISMCTS] and [Greedy] keep no mutable state, and with an iteration
// budget the same view gets the same move on every call.
//
// # Errors
//
// Players return an [*Error] naming the player, the seat and the reason, and
// wrapping [ErrNoMove] (the view lists no legal move), [ErrConfig] (a setting
// or argument is missing or out of range) or [ErrGame] (the game broke its
// contract during a search). [Play] also passes on the game's
// [*cards.MoveError] and [cards.ErrMoveLimit]. No input, zero values
// included, makes a player panic.
package bot
