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
// # Quick start
//
// [Rules] holds the number of players and the options; its zero value plays
// the standard game for two. It implements [cards.Spec], the contract of
// this module's generic tools: [Rules.Start] deals a game, [Rules.AppendLegal]
// lists the moves of the seat to move in a fixed order, [Rules.Apply] returns
// the next position ([Rules.ApplyTo] plays in place), [Rules.Score] counts
// the cards each seat holds.
//
//	r := equi.Rules{Players: 3}
//	s, _ := r.Start(cards.Deal{Dealer: 0, Seed: 42})
//	for !cards.Over(r, s) {
//		s, _ = r.Apply(s, cards.Legal(r, s)[0])
//	}
//	fmt.Println(s.End(), r.Score(s), scoring.Winners(r.Score(s), scoring.HigherWins))
//
// A frontend or a server plays through the generic [cards.Session], which
// checks each move, keeps the history and writes and resumes records
// ([cards.Record], its tags described in docs/records.md):
//
//	g, _ := cards.NewSession(equi.Rules{Players: 3}, cards.Deal{Seed: 42}, "Ann", "Bob", "Cid")
//	if _, err := g.PlayText("9C+AS=10H"); err != nil {
//		// a *cards.ParseError, or a *cards.MoveError whose Reason says why
//	}
//	v := g.View(1)                  // what Bob may know
//	all := g.View(cards.Spectator)  // what everyone at the table may know
//	text := g.Record().String()     // the record, for saving
//
// # Positions and views
//
// A [State] is a comparable value with no slice, map or pointer inside:
// copies are independent, == compares positions, and Apply never changes
// its argument. It embeds [Public], the part every seat sees: the table,
// the captured piles (every card of a pile was shown when it was captured),
// the counters of E11 and E13, the last move and how many cards it drew,
// and each seat's latest trail made while capturing was compulsory (E7),
// which shows the seat had no capture then.
// A [View], from [Rules.View], embeds the same Public, plus the seat's own
// hand, the number of cards in every hand and the cards of a pile taken
// back into a hand (E9, [View.Known]), which stay known to all until
// played. It never holds another seat's unknown cards or the order of the
// stock; [Rules.Sample] deals those afresh for a search bot, uniformly
// among the deals those trails allow (docs/rules/equi.md, "What a search
// may infer").
//
// # Listing moves
//
// Captures are listed by point sum, so the cost follows the number of moves;
// [Rules.AppendLegal] and [Rules.ApplyTo] allocate nothing. Piles taken back
// into the hand make positions with millions of captures possible: a
// frontend lists a view's moves with [View.AppendFirst], whose cost is bounded, up
// to a bound of its own, and [Rules.RandomMove] and [View.RandomMove] draw a
// uniformly random move without listing (the fast paths [cards.RandomMover]
// and [cards.RandomView]). The algorithm and its worst case are in
// docs/rules/equi.md.
//
// # Variants
//
// A variant is data where an option says it, and code where none does.
// The options of [Rules] settle the rule text's ambiguities and more:
// [Rules.Scoring] counts the points of the captured cards instead of their
// number ([ScorePoints]). What no option says goes in [Rules.Variant], a
// [Variant] whose Moved method runs after every move, right after the move
// itself and before the refill and the end of the game, with an [Effects]
// whose steps change the position and keep its invariants: Draw from the
// stock, AddScore, and 4 counters of the variant's own. Every seat sees
// what they keep ([Public.Counter], [Public.AddedScore],
// [Public.VariantDrawn]), and [Rules.Score] adds the added scores. The
// Scopa-like sweep variant of examples/variant/sweep, a point for each
// capture that clears the table, is
//
//	type Variant struct{}
//
//	func (Variant) Name() string { return "sweep" }
//
//	func (Variant) Moved(e *equi.Effects) {
//		if !e.Move().IsTrail() && e.Table().Empty() {
//			e.AddScore(e.Seat(), 1)
//		}
//	}
//
// played as equi.Rules{Scoring: equi.ScorePoints, Variant: Variant{}} by
// every tool that takes the rules. A record of it names it (the tag
// Variant: sweep), and [Rules.WithTags] keeps the receiver's Variant, so
// cards.Resume(thoseRules, rec) replays it as the variant and
// cards.Resume(equi.Rules{}, rec) refuses it with a clear error. The
// standard game pays one nil check a move for the hook.
//
// # Notation, JSON and errors
//
// A move is written as its cards: "9C+AS=10H" plays 9♣ and A♠ and takes
// 10♥, "6D" trails 6♦ (docs/notation.md; [Rules.ParseMove] reads it). [Rules],
// [Move], [State] and [View] marshal to JSON under the module's one policy,
// described with every member in docs/json.md; a decoded State or View must
// be a position play can reach (docs/rules/equi.md, "Positions the decoders
// accept"). A refused move is a [*cards.MoveError]; invalid rules, starts,
// positions and records give errors wrapping [cards.ErrInvalidRules],
// [cards.ErrInvalidArgument], [cards.ErrInvalidState] and
// [cards.ErrInvalidRecord]. No input makes the package panic.
package equi
