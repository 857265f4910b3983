// Package equi plays Equi, a fishing game for 2 to 6 players with the 36
// cards from six to ace, by Vyacheslav Ryzhenkov: players capture cards from
// the table with cards from their hands of the same point sum, and whoever
// collects the most cards wins. The rule text is a rough translation; every
// decision taken where it is unclear is in docs/rules/equi.md, whose rows (E1,
// E2, ...) are cited below and in the code.
//
// # The game
//
// Each player is dealt 4 cards and 4 more go face up to the table; the rest is
// the stock (E1). The seat left of the dealer starts; play goes clockwise. A
// turn is a capture or a trail. A capture plays one or more hand cards and
// takes one or more table cards of the same point sum (E3), counting king 4,
// queen 3, jack 2, ace 1 and six to ten their pips (E2). No rank may be both
// played and taken (E4: 9+A+Q cannot take 10+Q, A+9 takes the 10) unless the
// whole hand takes the whole table (E5) or the stock is exhausted and the
// player holds his last card (E6). A player who cannot capture puts one card
// on the table; capturing is compulsory (E7). After his move the player alone
// draws back up to 4 (E8). Once the stock is exhausted, a player whose hand
// runs out takes his captured pile into his hand and plays on (E9). The game
// ends when a capture clears the table after the stock is exhausted (E10),
// after a round without a capture or when nobody holds a card (E11), or at a
// move limit (E13); the table's last cards go to the last capturer. Each
// player's result is the number of cards he holds, hand and pile (E12).
//
// # Using the package
//
// [Rules] holds the number of players and the options; its zero value plays
// the default game for two, and [Rules.Validate] refuses impossible values.
// [Rules.Start] deals a seeded game, [Rules.StartFromDeck] a given deck order.
// [Rules.Legal], [Rules.AppendLegal] and the iterator [Rules.Moves] list the
// moves of the seat to move in a fixed order; [Rules.Apply] returns the next
// position; [Rules.Score] counts the cards each seat holds.
//
//	r := equi.Rules{Players: 3}
//	s, _ := r.Start(0, 42)
//	for !r.Over(s) {
//		s, _ = r.Apply(s, r.Legal(s)[0])
//	}
//	fmt.Println(s.End(), r.Score(s), r.Winners(s))
//
// The package example plays a whole seeded game.
//
// # Positions
//
// A [State] is a comparable value with no slice, map or pointer inside:
// copies are independent, == compares positions, and Apply never changes its
// argument. The stock is an ordered array, so a seed or a deck order and a
// list of moves replay a game. A State keeps only its number of players: the
// options come from the Rules value given to each call.
//
// # Listing moves
//
// Captures are listed by point sum, so the cost follows the number of moves,
// not the number of pairs of subsets of hand and table. On ordinary positions
// (4 cards in hand, up to 8 on the table) [Rules.AppendLegal] and
// [Rules.Apply] allocate nothing. Piles taken back into the hand make large
// positions possible, with millions of captures (over a billion with the rank
// ban off): use [Rules.Moves] and stop early rather than list them all. The
// algorithm and its worst case are in docs/rules/equi.md.
//
// # Notation and errors
//
// A capture is written "9C+AS=10H" (played cards, then the cards taken) and a
// trail "6D"; [ParseMove] reads them, with lower case and suit symbols, and
// returns a [*cards.ParseError] for malformed text. A refused move gives a
// [*MoveError] wrapping [cards.ErrIllegalMove] that names the seat, the move
// and the reason. Invalid rules and starts give errors wrapping
// [ErrInvalidRules] and [ErrInvalidStart].
package equi
