// Package cards is the ground floor of cardrules: suits, ranks, cards, sets of
// cards and decks; the contract every game implements; and what is built on
// it for any game: playing moves, random playouts, sessions and records. It
// imports the standard library only.
//
// # Cards and sets
//
// A [Card] is a small integer, numbered by rank then suit, and a [Set] is a
// uint64 with one bit per card, so a hand, the table or the stock is one word
// and set algebra costs a few instructions. Cards are written rank then suit:
// "QS", "10H"; sets between braces, "{10H QS}"; a [Deck] top first. Every type
// with a text form implements [encoding.TextMarshaler] and
// [encoding.TextUnmarshaler]. Randomness always comes from the caller:
// [Deck.ShufflePCG] and [UintN] take a [rand.PCG], a comparable value that a
// position can carry, so that a game is reproduced by its seed and its moves
// under the same [Engine], the version of the shuffles, which records name.
// Every engine a release has had is kept ([Shuffler]), and [Resume] replays
// a record with the shuffles of the engine that made it; a change that
// alters what a seed deals takes a new engine number and keeps the old one.
//
// # The contract
//
// [Game] is the rules of a turn-based game over positions S and moves M, in
// five methods; its AppendLegal lists moves into a caller's buffer, and [Legal]
// and [Over] are helpers built on it. [HiddenGame] adds what hidden cards
// need: each seat's [View], the spectator's (seat [Spectator]), and Sample,
// which deals the unseen cards anew for a search. A game may add the fast
// paths [InPlace], [RandomMover], [RandomStepper], [BatchStepper], [RandomView] and
// [ScoreAppender], found by method set. [Spec] adds what a [Session] and a [Record] need: the game's name, its
// options as record tags, how it starts ([Deal]) and its move notation.
// [Outcome] says who won, [Redealer] deals anew what a seat cannot see, and
// [Teller] tells what each move did ([Event]), which [Session.Story] gives as
// a seat sees it.
//
// # Quick start
//
//	s, err := cards.NewSession(boxes.Rules{}, cards.Deal{Seed: 42}, "Ann", "Bob", "Cy", "Dee")
//	v := s.View(s.ToMove())          // what the seat to move may see
//	err = s.Play(v.AppendLegal(nil)[0])
//	fmt.Print(s.Record())            // a PGN-like record; cards.Resume plays it back
//
// [Play] applies a list of moves, [Playout] plays random ones to the end, and
// package cards/cardstest checks that a game of your own keeps the contract.
// The bot package's example writes a whole third game on this contract.
//
// # Errors
//
// Malformed text gives a [*ParseError] wrapping [ErrSyntax]; a refused move a
// [*MoveError] wrapping [ErrIllegalMove], with the seat, the move, its number
// from 1 and the reason. [ErrInvalidArgument], [ErrInvalidRules],
// [ErrInvalidState] and [ErrInvalidRecord] are shared by every game. Test
// with [errors.Is] and [errors.As]; no input, zero values included, makes this
// package panic. The notation, record and JSON references are docs/notation.md,
// docs/records.md and docs/json.md.
package cards
