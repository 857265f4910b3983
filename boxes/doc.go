// Package boxes plays Boxes, a shedding game for four players in two
// partnerships, invented in Cambridge in the 1970s: a match of 15 deals in
// which each side tries to be left holding as few penalty points as
// possible. The rule text and every decision taken where it is unclear are
// in docs/rules/boxes.md; the rows there (B1, B2, ...) are cited below and
// in the code.
//
// # The game
//
// Seats 0 and 2 are partners against 1 and 3. Each player must lay a card
// of the suit in force, or draw. A 2 must be answered with a 2, or the
// player draws (B5); a 4 skips (B6); a 5 makes every other player draw
// (B7); a 6 plays again (B8); a 7 makes the next player draw (B9); an 8 or 9
// names the suit (B2); a 10 reverses (B10). Two cards of a rank may be laid
// together with the "one card" call (B3). The deal ends when a hand is
// empty (B14), every seat passes (B13) or at [Rules.MaxMoves] (B22); the
// cards left are penalty points (B16), and the partnership with fewer
// points after the last deal wins (B17).
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
// A frontend keeps a [cards.Session] per table, which checks moves, gives
// each seat its View and writes records whose tags name the options.
// [Rules.Sample] deals what a View does not show again, in hands that fit
// the voids play showed ([Public.Barred]), for search bots. Positions have
// a one-line text ([Rules.AppendState]) and a JSON form
// ([Rules.MarshalState]).
//
// # Variants
//
// A house rule the table says is a field of [Rules.Table] changed. For
// the rest, [Rules.Variant] holds a [Variant] whose Moved changes each
// position through the steps of [Effects] (examples/variant/jack).
// docs/variants.md teaches both.
//
// # Reference
//
// docs/notation.md gives the notation and the position text,
// docs/records.md the records, docs/json.md the JSON. Errors wrap the
// sentinels of package cards; no input makes the package panic.
package boxes
