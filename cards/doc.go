// Package cards is the ground floor of cardrules: suits, ranks, cards, sets of
// cards, decks, and the generic [Game] interface that the game packages
// implement.
//
// # Cards and sets
//
// A [Card] is a small integer and a [Set] is a uint64 with one bit per card, so
// a hand, the table or the stock is one word and set algebra costs a few
// instructions. A hand is simply a Set. Cards are written rank then suit:
// "QS", "10H", "AD"; parsing also accepts "T" for ten, lower case and the
// suit symbols ♣ ♦ ♥ ♠.
//
// # Decks
//
// A [Deck] is an ordered slice for shuffling and dealing. Randomness always
// comes from the caller: [Deck.Shuffle] takes a *rand.Rand, and
// [Deck.ShufflePCG] a [rand.PCG] that a position can carry.
//
// # Games
//
// [Game] is the rules of a turn-based game over positions S and moves M.
// [Appender] and [Observer] are small extra abilities a game may have.
// [Play] and [Playout] are built on the interface alone.
//
// # Errors
//
// Malformed text gives a [*ParseError] wrapping [ErrSyntax]; an illegal move
// gives an error wrapping [ErrIllegalMove]. Test for both with [errors.Is].
package cards
