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
// a [cards.Spec]: [Rules.Start] deals a match as a [cards.Deal] says
// (seeded, or from a given deck order to replay a real game),
// [Rules.AppendLegal] lists the moves of the seat to move in a documented
// order, [Rules.Apply] returns the next position and [Rules.Score] the
// penalty points so far. A whole match is one [State]: Apply scores each
// finished deal and deals the next, until no seat is to move.
//
//	r := boxes.Rules{}
//	s, _ := r.Start(cards.Deal{Seed: 42})
//	for s.Turn() >= 0 {
//		s, _ = r.Apply(s, cards.Legal(r, s)[0])
//	}
//	fmt.Println(r.Score(s), s.Winner())
//
// A frontend or a game server keeps a [cards.Session] per table: it checks
// each move, keeps the history, gives each seat its [View] and writes and
// resumes records ([cards.Record], whose tags name the options:
// [Rules.Tags]).
//
//	g, _ := cards.NewSession(boxes.Rules{}, cards.Deal{Seed: 42}, "Ann", "Bob", "Cid", "Dee")
//	_, err := g.PlayText("QS")     // a move in notation; a refused one changes nothing
//	v := g.View(2)                 // what seat 2 may see, to send to its player
//	text := g.Record().String()    // to save; cards.Resume(boxes.Rules{}, rec) plays on
//
// # Positions, views and chance
//
// A [State] is a comparable value of fixed size with no slice, map or
// pointer inside: copies are independent and Apply never changes its
// argument. The stock is an ordered array and the state carries a PCG
// generator that reshuffles the discards when the stock runs out (B12) and
// shuffles each later deal, so Apply is a pure function and a deal and a
// list of moves reproduce a match. Every forced draw happens inside Apply;
// the only moves are a player's own choices: [Play], [PlaySet], [Draw] and
// [Pass].
//
// What every seat sees of a position is its [Public] part, which State and
// View embed: the top card and the discards, the suit in force, the turn
// and the phase, the direction, the 2-chain, the stock's size, the scores,
// the last deal's end and hands and the last move. [Rules.View] adds a
// seat's own hand and every hand's size; for [cards.Spectator] it adds the
// sizes only, and [Public.Barred] keeps the voids that compulsory play
// showed. [Rules.Sample] deals the cards a view does not show at random
// again, for search bots, only in hands that fit those voids
// (docs/rules/boxes.md, "What a search may infer").
//
// # Variants
//
// A variant is written in [Rules], so that every tool holding the rules
// (Apply and its fast paths, [cards.Playout], the bots, sessions and
// records) plays it: the options for what they say, and for the rest
// [Rules.Variant], a [Variant] whose Moved runs after every move and
// changes the position through the steps of [Effects]: draw with the
// reshuffle of B12, add to a score, a variant's own counters, name a suit,
// skip, reverse, play again. Its records name it (a Variant tag) and replay
// only under rules holding it:
//
//	r := boxes.Rules{Variant: jack.Variant{}} // examples/variant/jack
//	g, _ := cards.NewSession(r, cards.Deal{Seed: 42})
//	...
//	g2, err := cards.Resume(r, g.Record()) // cards.Resume(boxes.Rules{}, ...) refuses it
//
// Do not embed Rules in a type of your own to override a method: Go
// promotes the other methods, and the tools that call ApplyTo,
// RandomMove or AppendLegal then play the standard game; for a bigger
// fork, wrap the rules in a field and write every method.
//
// # Speed
//
// [Rules.AppendLegal], [Rules.Apply] and [Rules.ApplyTo] allocate nothing.
// ApplyTo ([cards.InPlace]) changes a State in place, and
// [Rules.RandomMove] ([cards.RandomMover]) draws the move a listing and
// [cards.UintN] would give without listing, so [cards.Playout] plays a
// match with neither a copy nor an allocation:
//
//	s, n, err := cards.Playout(r, s, pcg, 0)
//
// # Reference
//
// The move notation is in docs/notation.md, the records and their tags in
// docs/records.md, the JSON of a State and a View in docs/json.md, and the
// figures of speed in docs/performance.md. Malformed text gives a
// [*cards.ParseError] wrapping [cards.ErrSyntax]; a refused move a
// [*cards.MoveError]; impossible rules, a bad deal and a position no match
// reaches wrap [cards.ErrInvalidRules], [cards.ErrInvalidArgument] and
// [cards.ErrInvalidState]. No input makes the package panic.
package boxes
