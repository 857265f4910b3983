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
// the seat to move in a documented order, and [Rules.RandomMove] draws one
// of them at random without listing them; [Rules.Apply] returns the next
// position, and [Rules.ApplyTo] changes a State in place. A whole match is
// one [State]: Apply scores each finished deal and deals the next, until
// [State.Over].
//
//	r := boxes.Rules{}
//	s, _ := r.Start(0, 42)
//	for !s.Over() {
//		s, _ = r.Apply(s, r.Legal(s)[0])
//	}
//	fmt.Println(s.TeamTotals(), s.Winner())
//
// A frontend or a game server keeps a [Game] per table instead: the record
// of the match, its position and the public history of the current deal.
//
//	g, _ := boxes.NewGame(boxes.Rules{}, 0, 42, "Ann", "Bob", "Cid", "Dee")
//	_, err := g.PlayText("QS")       // a move in notation; refused moves change nothing
//	v := g.View(2)                   // what seat 2 may see, to send to its player
//	data, _ := json.Marshal(g)       // the record, to save; json.Unmarshal resumes it
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
// # Views and sampling
//
// [Rules.View] gives what one seat may know of a position, as a [View]:
// its own hand; the top card, the suit in force and every card of the
// discard pile under it (each was played face up); how many cards each hand
// and the stock hold; whose turn it is and in which phase; the direction,
// the 2-chain, the passes, the move count of the deal; the scores and the
// last finished deal's result, hands included (they are shown when a deal
// ends); the last move's public [Event]; and, on its turn, its legal moves,
// listed only when asked ([View.Legal], or [View.AppendLegal] into a
// caller's buffer), or one of them drawn at random ([View.RandomMove]).
// It never holds another hand, the order of the stock (nor, after a
// reshuffle, which discards went where), the card another seat just drew,
// or the generator. Once the match is over every hand has been shown, and
// only the stock stays hidden.
//
// No rule of Boxes moves a card from a public place into a hand (a
// reshuffle turns the discards into a hidden stock), so a View tracks no
// "known" cards of other hands: [View.Unknown] is the deck less the seat's
// hand, the discards and the top card.
//
// A State holds no history, so the public history of a deal lives in the
// [Game]: [Game.View] is the view with [View.History], the events of every
// move since the current deal began. An Event gives the seat, the move as
// played (a draw never shows its card) and how many cards each seat drew
// because of it (a 2-chain's penalty, a 5, a 7, an uncalled pair's penalty
// card). Under [Rules.UpcardEffects] an upcard that takes effect comes first,
// as the dealer's event playing it, with the cards it made seats draw. When
// a move ends a deal the history starts again (empty, or with the next
// upcard's event); that move is still [View.Last].
//
// [Rules.Sample] turns a view back into a full position for search bots:
// the unseen cards are dealt at random to the other hands (their counts
// kept) and the stock, with a fresh generator. What the phase tells is kept
// too: another seat that must answer a 2 holds one, and another seat in the
// drawn phase holds the card it drew, any unseen card. Sample does not
// infer anything from the play itself (that a seat which drew held no card
// of the suit in force then; or, after the discards were turned into a new
// stock, that the stock holds only cards of the old discard pile), so its
// deal is uniform over the hands the view allows. View of the sample equals the view, history
// aside. Rules implements
// [cards.Observer] and View implements [cards.View], so the players of
// package bot work with Boxes.
//
// # Games and records
//
// A [Record] is a match as it is saved: the rules, the first dealer, the
// seed, the first deal's deck order when it was given, the seats' names and
// the moves. [Record.Replay] plays it to its last position, and
// [Record.Resume] to a [Game] that plays on. [NewGame] and
// [NewGameFromDeck] start a Game; [Game.Play] and [Game.PlayText] play a
// move; [Game.Record] writes the match down at any time, finished or not.
// Replaying names the first illegal move by its number (from 1, as the text
// form numbers it) in a [*MoveError]: "boxes: move 12: seat 2 cannot play
// QS: the suit in force is hearts".
//
// # Notation
//
// Every move has a text form; [Move.String] writes it, [ParseMove] reads it
// and [Move.MarshalText] and [Move.UnmarshalText] use it, so a Move is a
// string in JSON. The grammar:
//
//	move   = "draw" | "pass" | single | set
//	single = card [ ":" suit ]
//	set    = card "+" card [ "+" card [ "+" card ] ] [ "!" ] [ ":" suit ]
//
// A card is a rank (2 to 10, T, J, Q, K, A) and a suit (C, D, H, S or ♣ ♦ ♥
// ♠), as [cards.ParseCard] reads it; a named suit is read as
// [cards.ParseSuit] reads it, which also takes its English name. "draw",
// "pass", ranks and suit letters may be in either case, and spaces around
// the move are ignored; a move is at most 64 bytes. A set is two to four
// distinct cards of one rank: the first card is the one played on the suit
// in force, the last lies on top afterwards and its suit is in force, the
// others (more than two need [Rules.BigSets]) have no order. "!" is the
// "one card" call (B3). A suit is named exactly when the move is an 8 or a
// 9 that takes effect: played alone, or a set of them with the call; an
// uncalled set names none (B19). Anything else, such as "8S" (no suit
// named), "QS:H" (a queen naming a suit) or "7H+8H!" (two ranks), is a
// syntax error.
//
// Examples: "QS", "10H", "8S:H" (an 8 naming hearts), "7H+7C!" (a pair
// with the call, 7H played first, 7C on top), "7H+7C" (without it),
// "8H+8D+8C!:S", "draw", "pass". Written moves are canonical: ranks 2 to
// 10, J, Q, K, A, capital suit letters, the cards between the first and the
// last in suit order (clubs, diamonds, hearts, spades), "draw" and "pass".
// ParseMove checks the form only; whether a position allows the move is for
// [Rules.Apply] to say.
//
// # Records
//
// The text form of a [Record] is a [cards.Record], in the spirit of chess's
// PGN: tag pairs, one per line, a blank line, then the moves numbered from
// 1. [Record.Text] and [Record.String] write it and [ParseRecord] reads it:
//
//	[Game "boxes"]
//	[WildEightsNines "false"]
//	[BigSets "false"]
//	[StrictPairs "false"]
//	[TwoDraw "chain+1"]
//	[FiveSelf "false"]
//	[PlayDrawn "false"]
//	[PairAnswersTwo "false"]
//	[LastCardEffects "false"]
//	[UpcardEffects "false"]
//	[Deals "8,7,6,5,4,3,2,1,2,3,4,5,6,7,8"]
//	[MaxMoves "0"]
//	[Dealer "0"]
//	[Seed "42"]
//	[Seat0 "Ann"]
//	[Seat1 "Bob"]
//	[Seat2 "Cid"]
//	[Seat3 "Dee"]
//	[Result "*"]
//
//	1. 6S 2. draw 3. 8S:C 4. 2C
//
// The tags, written in this order:
//   - Game: "boxes". Required.
//   - One tag per option of [Rules], named as its field: "true" or "false"
//     for the switches, TwoDraw as [TwoDraw.String] writes it ("chain+1",
//     "per-two", "two-each"), Deals as [Schedule.String] does (the deal
//     sizes joined by commas), MaxMoves in decimal (0 for the default).
//     Every option is written; one left out of a record read keeps its
//     default.
//   - Dealer: the dealer of the first deal, 0 to 3. Required.
//   - Seed: the seed of the generator, a decimal number from 0 to 2^64-1.
//     Required: it shuffles the first deal unless there is a Deck tag, and
//     every later shuffle in any case.
//   - Deck: the first deal's order, top first, 52 cards separated by
//     spaces, as [cards.Deck.String] writes it; written only for a match
//     dealt by [NewGameFromDeck] or [Rules.StartFromDeck].
//   - Seat0 to Seat3: the seats' names, written when the match has names.
//     A record names every seat or none, each as [cards.CheckName] allows.
//   - Result: each seat's penalty points at the end of a finished match,
//     in seat order, joined by "-" ("183-0-60-50"); "*" for a match that
//     goes on. Reading checks it against the moves, so a record whose last
//     moves were lost is refused ("the moves stop after move 120 with the
//     match not over, and the record gives the result "183-0-60-50": is it
//     cut short?"). A record without it is not checked.
//
// Any other tag is refused. Comments between braces or after a ";", as
// [cards.ParseRecord] allows, are ignored, and so are the move numbers.
// ParseRecord replays the moves: a record that reads is a match that plays.
//
// # JSON
//
// Every value has a documented JSON form, stable across versions, with the
// member names below, in camel case. Cards, sets, decks, moves and the
// names of enumerations are written as their text forms: "7H", "{7H QS}",
// "QS 10H", "8S:H", "play". Decoders follow the one JSON policy of this
// module (docs/json.md): they refuse members they do not know (names must
// match exactly, capitals included), members given twice at any depth,
// members left out where noted, null but where noted, anything after the
// value, and values out of range; on error the value decoded into is
// unchanged. Names are checked by [cards.CheckName].
// The JSON null leaves it unchanged and is no error, as is the convention.
//
// [Rules]: {"wildEightsNines": false, "bigSets": false, "strictPairs":
// false, "twoDraw": "chain+1", "fiveSelf": false, "playDrawn": false,
// "pairAnswersTwo": false, "lastCardEffects": false, "upcardEffects":
// false, "deals": "8,7,6,5,4,3,2,1,2,3,4,5,6,7,8", "maxMoves": 0}. Every
// option is written; one left out keeps its default.
//
// [State], for saving a match on a server (never for a player: it shows
// every card), has these members, all required:
//   - "schedule": the deal sizes of the match, as for "deals".
//   - "deal": the current deal from 0 (the number of deals once over);
//     "dealer": its dealer; "turn": the seat to move, -1 once over.
//   - "phase": "play", "answer" (a 2 to answer), "drawn" (a card just drawn,
//     under PlayDrawn) or "over"; "direction": "clockwise"
//     or "counterclockwise".
//   - "top": the top card of the discard pile; "suit": the suit in force
//     ("C", "D", "H" or "S"); "discards": the cards under the top card.
//   - "chain": the 2s in the chain to answer and "pending": the cards the
//     seat to move draws if it cannot (both 0 outside the answer phase);
//     "drawn": the card just drawn in the drawn phase, else "".
//   - "passes": passes in a row; "moves": moves played in the deal.
//   - "totals": each seat's penalty points over the finished deals.
//   - "lastDeal": the last finished deal, {"deal": -1, "reason": "none",
//     "out": -1, "scores": [0, 0, 0, 0], "hands": ["{}", "{}", "{}",
//     "{}"]} before the first ends; "reason" is "out", "blocked" or "move
//     limit", "out" the seat that went out or -1.
//   - "last": the last move's [Event], {"deal": 0, "seat": 0, "move": "5H",
//     "drew": [0, 1, 1, 1]}, or null before the first move.
//   - "hands": the four hands; "stock": the stock, next card to draw first;
//     "rng": the generator's state, 32 hex digits (the two 64-bit words of
//     [rand.PCG], high first).
//
// Reading checks that the position is one a match can reach, and names the
// problem otherwise: every card in exactly one place ("card 7H appears
// twice: in seat 1's hand and in the stock", "card 7H is missing"); the
// schedule, seats, deal number, phase and counters in range and consistent
// (a chain of 1 to 3 only in the answer phase, with the seat to move holding
// a 2; a drawn card only in the drawn phase, in the mover's hand and
// playable; no empty hand while a deal goes on); the last deal's scores the
// penalty of its hands; a finished match leaving the hands its last deal
// ended with. The zero State has no JSON form.
//
// [View]: "rules" (the Rules it was made under), "seat", "hand" (the seat's
// own cards), "handCounts" (the cards in each hand), "stockCount", then the
// members of a State from "schedule" to "last" ("drawn" is "" unless the
// seat itself drew), "history" (the events of the deal, from [Game.View];
// [] from [Rules.View]) and "legal" (the seat's moves on its turn, else []).
// Reading checks what the seat can check: its hand, the discards and the top
// card hold no card twice; the counts account for every unseen card; the
// phase is possible (a seat that must answer a 2 can hold one); and the
// legal moves are those the rules give.
//
// [Record]: {"game": "boxes", "rules": {...}, "dealer": 0, "seed": "42",
// "deck": "5H QC ...", "names": ["Ann", "Bob", "Cid", "Dee"], "moves":
// ["6S", "draw"], "result": {"score": [183, 0, 60, 50]}}. The seed is a
// string of decimal digits, since JavaScript cannot hold every 64-bit
// number; "deck" is written only when the first deal was given; "names" is
// [] for a match without names; "result" is null until the match is over.
// "deck" and "result" may be left out. Reading replays the moves and checks
// the result, as for the text form. A [Game] is written and read as its
// Record.
//
// # Speed
//
// [Rules.AppendLegal], [Rules.Apply] and [Rules.ApplyTo] allocate nothing,
// so a search or a simulation lists the moves into one reused buffer. A
// [State] is 192 bytes. Apply returns a new State and so copies it in and
// out; ApplyTo changes a State in place and is the one for hot loops. Both
// check every move: a single card, a pair or a draw, the moves of most
// turns, with a few set operations. Go copies the receiver of a value method even where
// it inlines the call, so a hot loop does better to stop on an empty
// AppendLegal than to ask [State.Over] at every move:
//
//	for buf = r.AppendLegal(buf[:0], s); len(buf) > 0; buf = r.AppendLegal(buf[:0], s) {
//		if err := r.ApplyTo(&s, buf[rng.IntN(len(buf))]); err != nil {
//			panic(err) // a listed move is always legal
//		}
//	}
//
// AppendLegal still copies the State it is given: of the about 420
// instructions a random move costs in such a loop, about 50 are that copy,
// and about 35 the random choice.
//
// A random player does better with [Rules.RandomMove] (or
// [View.RandomMove]): it counts the moves with bit counts and builds only
// the one it draws, the same move as a listing and [cards.UintN] give for
// the same generator, so a seeded playout plays the same match either way.
// Such a loop costs about 400 instructions a move and mispredicts fewer
// branches:
//
//	for m, ok := r.RandomMove(s, pcg); ok; m, ok = r.RandomMove(s, pcg) {
//		if err := r.ApplyTo(&s, m); err != nil {
//			panic(err) // a drawn move is always legal
//		}
//	}
//
// # Errors
//
// Malformed text, in a move, a record or a JSON document, gives a
// [*cards.ParseError] wrapping [cards.ErrSyntax] that names the input and
// the problem. A refused move gives a [*MoveError] wrapping
// [cards.ErrIllegalMove] that names the seat, the move, why, and, in a game
// or a record, the move's number. Impossible rules wrap [ErrInvalidRules];
// a bad dealer or deck [ErrInvalidStart]; a state or view no match reaches
// [ErrInvalidState]; a record whose parts do not fit, or whose result is not
// what its moves give, [ErrInvalidRecord]. Test for them with [errors.Is]
// and [errors.As]. No input makes the package panic.
package boxes
