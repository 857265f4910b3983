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
// card" call (B3). The deal ends when a hand is empty (B14), when every seat
// passes in a row (B13) or after [Rules.MaxMoves] moves (B22); the cards
// left are penalty points (B16). After the last deal the partnership with
// fewer points wins (B17).
//
// # Using the package
//
// [Rules] holds the options; its zero value plays the standard game. It is
// a [cards.Spec], and a table of the shedding engine (package shedding):
// [Rules.Table] is the table it plays, and [State], [Move] and [View] are
// the engine's types. [Rules.Start] deals a match as a [cards.Deal] says,
// [Rules.AppendLegal] lists the moves of the seat to move, [Rules.Apply]
// returns the next position and [Rules.Score] the penalty points so far. A
// whole match is one State: Apply scores each finished deal and deals the
// next, until no seat is to move.
//
//	r := boxes.Rules{}
//	s, _ := r.Start(cards.Deal{Seed: 42})
//	for s.Turn() >= 0 {
//		s, _ = r.Apply(s, cards.Legal(r, s)[0])
//	}
//	fmt.Println(r.Score(s), r.Table().Winner(s.Public))
//
// A frontend or a game server keeps a [cards.Session] per table: it checks
// each move, keeps the history, gives each seat its View and writes and
// resumes records, whose tags name the options ([Rules.Tags]). A View shows
// a seat's own hand, every hand's size and the [Public] part, and
// [Rules.Sample] deals what it does not show again, only in hands that fit
// the voids play showed ([Public.Barred]), for search bots. Positions have
// a one-line text ([Rules.AppendState], [Rules.ParseState]) and a JSON
// form ([Rules.MarshalState], [Rules.DecodeState]).
//
// # Variants
//
// A house rule the table says is a field of [Rules.Table] changed: the
// changed table is a game of its own, played as a shedding.Rules. For the
// rest, [Rules.Variant] holds a [Variant] whose Moved runs after every
// move and changes the position through the steps of [Effects]; records
// name it (a Variant tag) and replay only under rules holding it
// (examples/variant/jack is a whole variant). docs/variants.md teaches
// both.
//
// # Reference
//
// The move notation and the position text are in docs/notation.md, the
// records in docs/records.md, the JSON in docs/json.md. Malformed text
// gives a [*cards.ParseError] wrapping [cards.ErrSyntax]; a refused move a
// [*cards.MoveError]; impossible rules, a bad deal and a position no match
// reaches wrap [cards.ErrInvalidRules], [cards.ErrInvalidArgument] and
// [cards.ErrInvalidState]. No input makes the package panic.
package boxes
