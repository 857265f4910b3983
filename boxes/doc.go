// Package boxes plays Boxes, a shedding game for four players in two
// partnerships, invented in Cambridge in the 1970s: a match of 15 deals in
// which each side tries to be left holding as few penalty points as
// possible. The rule text and every decision taken where it is unclear are
// in docs/rules/boxes.md; the rows there (B1, B2, ...) are cited below and
// in the code.
//
// # The game
//
// Four seats, numbered clockwise 0 to 3; seats 0 and 2 are partners against
// 1 and 3. Each deal, the seat left of the dealer starts and every player
// must lay a card of the suit in force, or draw one card. Special cards: a 2
// must be answered with a 2, or the player draws (B5); a 4 skips the next
// player (B6); a 5 makes every other player draw (B7); a 6 gives its player
// another turn (B8); a 7 makes the next player draw before his turn (B9); an
// 8 or 9 names the suit for the next player (B2); a 10 reverses the
// direction (B10). Two cards of a rank may be laid together with the "one
// card" call (B3). The deal ends when a hand is empty; the cards left are
// penalty points (B16). After the last deal the partnership with fewer
// points wins (B17).
//
// # Using the package
//
// [Rules] holds the options; its zero value plays the standard game, and
// [Rules.Validate] refuses impossible ones. [Rules.Start] deals a seeded
// match; [Rules.StartFromDeck] deals a given deck order so that a real game
// can be replayed. [Rules.Legal] and [Rules.AppendLegal] list the moves of
// the seat to move in a documented order; [Rules.Apply] returns the next
// position. A whole match is one [State]: Apply scores each finished deal
// and deals the next, until [State.Over].
//
//	r := boxes.Rules{}
//	s, _ := r.Start(0, 42)
//	for !s.Over() {
//		s, _ = r.Apply(s, r.Legal(s)[0])
//	}
//	fmt.Println(s.TeamTotals(), s.Winner())
//
// # Positions and chance
//
// A [State] is a comparable value with no slice, map or pointer inside:
// copies are independent and Apply never changes its argument. The stock is
// an ordered array and the state carries a PCG generator that reshuffles the
// discards when the stock runs out (B12) and shuffles each later deal, so
// Apply is a pure function and a seed and a list of moves reproduce a match.
// Every forced draw happens inside Apply; the only moves are a player's own
// choices: [Play], [PlayCall], [PlayPair], [PlaySet], [Draw] and [Pass].
//
// # Ending
//
// A deal ends when a hand is empty (B14), when every seat passes in a row
// because nobody can play or draw (B13), or after [Rules.MaxMoves] moves
// (B22), so a match ends after at most Deals x MaxMoves moves: 75 000 with
// the standard options.
//
// # Notation and errors
//
// Moves are written "QS", "8S:H" (an 8 naming hearts), "7H+7C!" (a pair
// with the "one card" call), "7H+7C" (without it), "draw" and "pass";
// [ParseMove] reads them and returns a [*cards.ParseError] for malformed
// text. A refused move gives a [*MoveError] wrapping [cards.ErrIllegalMove].
package boxes
