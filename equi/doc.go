// Package equi plays Equi, a fishing game for 2 to 6 players with the 36
// cards from six to ace, by Vyacheslav Ryzhenkov: players capture cards from
// the table with cards from their hands of the same point sum, and whoever
// collects the most cards wins. The rule text is a rough translation; every
// decision taken where it is unclear is in docs/rules/equi.md, whose rows (E1,
// E2, ...) are cited below.
//
// Each player is dealt 4 cards and 4 more go face up to the table (E1). A
// turn captures, playing one or more hand cards to take table cards of the
// same point sum (E3; king 4, queen 3, jack 2, ace 1, six to ten their pips,
// E2), with no rank both played and taken (E4) unless the whole hand takes
// the whole table (E5) or the last card is played after the stock (E6); or
// trails one card, only when no capture is legal (E7). The mover refills to
// 4 (E8); after the stock, an empty hand takes back its pile (E9). The game
// ends when a capture clears the table after the stock (E10), after a round
// without a capture or when nobody holds a card (E11), or at a move limit
// (E13). A player's result is the cards he holds, hand and pile (E12).
//
// [Rules] holds the number of players and the options; its zero value plays
// the standard game for two. It is a table of the fishing engine
// ([Rules.Table]), whose positions, moves and views Equi's are: [State],
// [Move], [View] and [Variant] are the engine's types, and every method of
// Rules plays the table. Rules implements [cards.Spec] and the fast paths
// of package cards, so every tool of the module plays it:
//
//	r := equi.Rules{Players: 3}
//	s, _ := r.Start(cards.Deal{Dealer: 0, Seed: 42})
//	for !cards.Over(r, s) {
//		s, _ = r.Apply(s, cards.Legal(r, s)[0])
//	}
//	fmt.Println(s.End(), r.Score(s))
//
// A frontend plays through [cards.Session], which checks each move, keeps the
// history and writes and resumes records (docs/records.md). Positions are
// read back through the rules ([Rules.ParseState], [Rules.DecodeState],
// [Rules.UnmarshalView]), which accept only positions play under them can
// reach (docs/rules/equi.md, "Positions the decoders accept"). A [View]
// never holds another seat's unseen cards or the stock's order;
// [Rules.Sample] deals them afresh among the deals the seats' trails allow.
//
// A variant is data where an option says it ([Rules.Scoring] counts points
// instead of cards) and code where none does: [Rules.Variant], whose Moved
// method changes the position through an [Effects] after every move (the
// sweep variant of examples/variant/sweep scores a point for each capture
// that clears the table). A record of a variant names it (the tag Variant), and [Rules.WithTags]
// keeps the receiver's Variant, so cards.Resume replays it under rules that
// play it. Errors wrap the sentinels of package cards; no input panics.
package equi
