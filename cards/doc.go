// Package cards is the ground floor of cardrules: suits, ranks, cards, sets of
// cards, decks, and the generic [Game] interface that the game packages
// implement. It imports the standard library only.
//
// # Cards and sets
//
// A [Card] is a small integer, numbered by rank then suit, and a [Set] is a
// uint64 with one bit per card, so a hand, the table or the stock is one word
// and set algebra costs a few instructions. A hand is simply a Set; Set is a
// value, and its methods return new sets. [Set.All] iterates over the cards in
// card order, [Set.Cards] and [Set.AppendCards] list them into a slice.
//
// Cards are written rank then suit: "QS", "10H", "AD". Parsing also accepts
// "T" for ten, lower case and the suit symbols ♣ ♦ ♥ ♠. A set is written
// between braces, "{10H QS}", and a deck as its cards top first, "QS 10H".
// [Suit], [Rank], [Card], [Set] and [Deck] implement [encoding.TextMarshaler]
// and [encoding.TextUnmarshaler], so they work in JSON, also as map keys.
//
// # Decks
//
// A [Deck] is an ordered slice for shuffling and dealing: [NewDeck52] and
// [NewDeck36] in card order, [Deck.Deal] and [Deck.DealRound] from the top.
// Randomness always comes from the caller: [Deck.Shuffle] takes a
// *rand.Rand, and [Deck.ShufflePCG] a [rand.PCG], a comparable value that a
// game position can carry so that its shuffles are part of the position;
// [UintN] draws a number from it. Neither allocates.
//
// # Games
//
// [Game] is the rules of a turn-based game over positions S and moves M.
// [Appender], [Observer] and [View] are small extra abilities a game or its
// views may have. [Play] and [Playout] are built on the interface alone:
// Play applies a list of moves and names the first that fails, Playout plays
// random legal moves from a caller's generator until the game ends.
//
// # Records
//
// A [Record] is the text form of a game record, in the spirit of chess's PGN:
// tag pairs, then the moves in the game's own notation. [ParseRecord] checks
// the form only; the game packages replay the moves, reading their records
// one tag pair and one move at a time with [ReadRecord]. [CheckName] is the
// one rule for the seats' names of every game and record.
//
// # Errors
//
// Malformed text gives a [*ParseError] wrapping [ErrSyntax] and naming the
// input (by its first [MaxErrorInput] bytes and its length); an illegal move gives an error wrapping [ErrIllegalMove]; Play and
// Playout report the failing move with a [*PlayError] that says which move,
// which seat and why. Test for them with [errors.Is] and [errors.As]. No
// input makes this package panic.
package cards
