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
// position and [Rules.ApplyTo] plays a move in place; [Rules.Score] counts
// the cards each seat holds.
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
// not the number of pairs of subsets of hand and table. Almost every
// position of a game holds at most 4 cards in hand and 4 on the table,
// whose subsets' sums are packed a byte each in two words per side; about
// half the positions have no capture, which those sums show at once. A
// larger hand against at most 4 table cards is searched rank by rank with
// the table's subsets as a 16-bit mask. [Rules.AppendLegal] and
// [Rules.Apply] allocate nothing, and a whole random game costs a few
// hundred nanoseconds a move (BenchmarkGamePlayout, docs/performance.md).
// A [State] is 168 bytes, which Apply copies in and out; [Rules.ApplyTo]
// plays a move on the caller's own State instead, checked just as Apply
// checks it. Go copies a value argument even where it inlines the call, so
// a hot loop does better to stop on an empty AppendLegal, which lists no
// move exactly when the game is over, than to ask [Rules.Over] at every
// move:
//
//	for buf = r.AppendLegal(buf[:0], s); len(buf) > 0; buf = r.AppendLegal(buf[:0], s) {
//		_ = r.ApplyTo(&s, buf[rng.IntN(len(buf))])
//	}
//
// Piles taken back into the hand make large positions possible, with
// millions of captures (over a billion with the rank ban off): use
// [Rules.Moves] and stop early rather than list them all, or, for a
// uniformly random move, [Rules.RandomMove], which counts the moves and
// builds only the one it draws (Legal(s)[k] for the k a seeded generator
// gives). The algorithm and its worst case are in docs/rules/equi.md.
//
// # Games: play, views and records
//
// A frontend or a game server keeps a [Game]: the [Record] of the game so far
// (rules, dealer, seed or deck, names, moves), the current State, and the
// public history of the moves. [NewGame] starts one, [Game.PlayText] plays a
// move written in notation, [Game.View] gives what one seat may know, with the
// history, and the game is saved as JSON or as text and restored with
// [Record.Resume], [Game.UnmarshalJSON] or [Game.UnmarshalText]:
//
//	g, _ := equi.NewGame(equi.Rules{Players: 3}, 0, 42, "Ann", "Bob", "Cid")
//	if _, err := g.PlayText("9C+AS=10H"); err != nil {
//		// a *cards.ParseError, or a *MoveError that says why
//	}
//	view := g.View(1)          // what Bob may know, with the history
//	data, _ := json.Marshal(g) // the record, for saving
//
// The session and the record are two types because they do two jobs: a
// Record is plain data with exported fields, which a caller may build, edit
// or keep in any store, and which [Record.Replay] checks from scratch; a Game
// holds a position that always follows from its record by legal moves, and so
// can hand out views and take moves at once. A State cannot hold the history
// (it is a fixed-size value), so the history lives in the Game, as [Event]
// values, and the record keeps only the moves: the rest follows from them.
//
// # Views and hidden information
//
// [Rules.View] gives a [View]: what one seat may know of a position, and its
// legal moves when it is its turn, listed only when asked: [View.Legal],
// [View.AppendLegal] into a caller's buffer, or [View.Moves], which can stop
// early. Making a view costs the same in every position. Cards are public
// or hidden as follows.
//   - Public: the table; every captured pile (a pile lies face down, but every
//     card in it was shown when it was captured, and a seat with perfect
//     memory knows them all); the number of cards in each hand and in the
//     stock; whose turn it is, the last capturer and the counters of rules
//     E11 and E13; every move, since captures and trails are made face up;
//     how many cards each refill drew (E8).
//   - Known cards: a pile taken back into its owner's hand (E9) was public, so
//     those cards stay known to every seat until they are played.
//     [State.Known] tracks them, and the view of every seat shows them.
//   - Hidden: the other hands' cards that are not known, and the stock's
//     cards and order. Equi has no other chance: the deal fixes the stock.
//
// [Rules.Sample] deals the hidden cards afresh, at random, keeping every public
// fact and every count, so that the sampled position gives the same view:
// search bots use it. Rules implements [cards.Observer] and View implements
// [cards.View].
//
// # Notation
//
// A move is written as its cards, with no spaces needed:
//
//	move    = trail | capture
//	trail   = card
//	capture = cards "=" cards        played cards "=" taken cards
//	cards   = card { "+" card }
//	card    = rank suit              as cards.ParseCard reads it
//
// A capture lists the cards played from the hand, then "=" and the cards
// taken from the table: "9C+AS=10H", "KH=QC+AD". A trail is its one card:
// "6D". [Move.String] writes each side in card order, ranks as 6 to 10, J,
// Q, K, A and suits as C, D, H, S. [ParseMove] also reads lower case, "T"
// for ten, the suit symbols ♣ ♦ ♥ ♠ (and ♧ ♢ ♡ ♤), the cards of a side in any
// order, and white space around each card; it refuses a card named twice or
// on both sides, an empty side, and two cards with no "=". It checks the form
// only: a card outside the 36-card deck, or one not in the hand, is for
// [Rules.Apply] to refuse, with a [*MoveError] that says why.
//
// # Records
//
// [Record.String] and [Record.Text] write a record as a [cards.Record]: tag
// pairs, one per line, then the moves in notation, numbered from 1.
//
//	[Game "equi"]
//	[Players "2"]
//	[NoRankBan "false"]
//	[VoluntaryTrail "false"]
//	[RecycleByFour "false"]
//	[NoProgressRounds "0"]
//	[MaxMoves "0"]
//	[Dealer "0"]
//	[Seed "2024"]
//	[Seat0 "Ann"]
//	[Seat1 "Bob"]
//	[Result "20-16"]
//	[End "table cleared"]
//
//	1. 8S=7S+AD 2. 7C+QS=10S 3. 6S 4. 9C+AS=6S+KS ...
//
// The tags, in the order they are written:
//   - Game: "equi". Required.
//   - Players: the field Rules.Players, a decimal number ("0" means 2).
//     Required.
//   - NoRankBan, VoluntaryTrail, RecycleByFour: "true" or "false". Optional
//     when reading: absent means false.
//   - NoProgressRounds, MaxMoves: decimal numbers, the Rules fields as they
//     are (0 means the default). Optional when reading: absent means 0.
//   - Dealer: the dealer's seat, from 0. Required.
//   - Seed: the seed of [Rules.Start], a decimal number from 0 to 2⁶⁴-1; or
//     Deck: the deck order of [Rules.StartFromDeck], top first, as
//     [cards.Deck.String] writes it ("6C 9H ..."). Exactly one is required.
//   - Seat0, Seat1, ...: the seats' names, one per seat, written only when the
//     record has names. When reading, a seat whose tag is absent has the name
//     "", and a record with no SeatN tag has no names.
//   - Result: the cards each seat holds at the end, in seat order, joined by
//     "-" ("20-16"), or "*" for a game not over. Optional when reading.
//   - End: why the game ended, as [EndReason.String] writes it, written only
//     with a result. Optional when reading.
//
// Any other tag is refused. [ParseRecord] reads the text, checks every tag,
// replays the moves and checks the Result and End tags against the position
// they reach: a finished game's record cut short is refused ("the moves stop
// after move 20 with the game not over, and the record gives the result
// "20-16": is it cut short?"), and so is a record whose moves go on after the
// end. Without a Result tag nothing is checked; "*" says the game goes on,
// and Record.Resume plays on from it.
//
// # JSON
//
// [Rules], [Move], [EndReason], [Event], [State], [View], [Record] and [Game]
// marshal to JSON and back. Cards, sets, decks and moves are strings in their
// text forms ("7H", "{7H QS}", "QS 10H", "9C+AS=10H"); seats are numbers from 0.
// Every member below is always written, in this order (a Record has "seed"
// or "deck", not both):
//
//   - Rules: {"players": 3, "noRankBan": false, "voluntaryTrail": false,
//     "recycleByFour": false, "noProgressRounds": 0, "maxMoves": 0}, the
//     fields as they are (0 means the default). Reading: a member left out
//     is 0 or false; an unknown member is refused; invalid rules are refused
//     with [ErrInvalidRules].
//   - Move: a string, "9C+AS=10H" or "6D". EndReason: a string, "not over",
//     "table cleared", "no progress", "no cards" or "move limit".
//   - Event: {"seat": 1, "move": "9C+AS=10H", "drew": 2, "recycled": "{}"}: the
//     seat that moved, the move, the number of cards it drew from the stock,
//     and the cards it took back from its pile (E9).
//   - State, the whole position, for saving a game (not for a player):
//     {"players", "dealer", "turn" (-1 when the game is over), "end",
//     "hands" (a set per seat), "known" (a set per seat: the cards of each
//     hand every seat knows), "piles" (a set per seat), "table" (a set),
//     "stock" (a deck, top first), "lastCapturer" (-1 before the first
//     capture), "moves", "movesAfterStock", "idleTurns" (the counters of
//     [State.MoveCount], [State.MovesAfterStock] and [State.IdleTurns]),
//     "last" (the Event of the last move, or null before the first)}.
//   - View, what one seat may know: {"rules", "seat", "dealer", "turn", "end",
//     "hand" (the seat's own cards), "handCounts" (the number of cards in
//     each hand), "known", "piles", "held" (each seat's count for the result:
//     hand and pile), "table", "stockCount", "lastCapturer", "moves",
//     "movesAfterStock", "idleTurns", "last", "history" (the Events of the
//     game's moves, or [] for a view from Rules.View), "legal" (the seat's
//     legal moves in the order of Rules.Legal, or [] when it is not its
//     turn)}.
//   - Record, and Game as its record: {"game": "equi", "rules", "dealer",
//     "seed" (a string of decimal digits, so that no 64-bit seed loses
//     precision in JavaScript) or "deck" (a deck, top first), "names" (a
//     string per seat, or []), "moves" (in notation), "result" (null, or
//     {"end": "table cleared", "score": [20, 16]} for a game that is over)}.
//
// Decoding follows the one JSON policy of this module (docs/json.md):
// member names exactly as above, no unknown or repeated member at any depth,
// every member present but the options of Rules, "seed" or "deck" and
// "result" of a Record, null only for "last" and "result", nothing after
// the value; and the value is checked before it is stored. Names are
// checked by [cards.CheckName]. A State must be a
// position a game can reach, as far as its own fields and the order of play
// tell (docs/rules/equi.md, "Positions the decoders accept", lists every
// check and what is not checked, such as whether an earlier trail was
// legal): at most 4 cards in a hand that the other seats have not seen; the
// turn, the draws while the stock lasts, the seats passed over, idle turns
// and the table consistent with the moves made; 2 to 6 players;
// each of the 36 cards exactly once among the hands, piles, table and stock;
// known cards in their hand; with cards in the stock, 4 cards in every hand,
// no known card and no move counted after the stock; at most as many moves
// made with the stock as cards it gave; the deal itself when no move was
// made; a last move when one was, its cards on the table or in the mover's
// pile (or hand, when taken back) and its seat the last capturer's when it
// was a capture; no pile before the first capture but the dealer's at the
// end (E14); a seat to move that holds a card; an empty stock and table once
// the game is over. A View must fit such a position: the hand, known cards,
// piles and table each card once; the counts adding up to 36; "held" and
// "history" agreeing with the rest; "legal" listing exactly the legal moves
// (checked move by move, stopping at the first difference). A Record is
// checked as [ParseRecord] checks a text record. A refused document leaves
// the value as it was; null leaves it as it was too, as encoding/json does
// for other types.
//
// # Errors
//
// Malformed text (a move, a record, a JSON document given to an
// UnmarshalJSON method) gives a [*cards.ParseError] wrapping
// [cards.ErrSyntax] that names the input and says what is wrong; through
// json.Unmarshal, JSON that is not well formed is reported by encoding/json
// itself. A refused move gives a [*MoveError] wrapping [cards.ErrIllegalMove]
// that names the seat, the move, the reason and, in a game or a record, the
// move's number: "equi: move 8: seat 0 cannot play 8C+JC=10D: 10D is not on
// the table". Invalid rules give errors wrapping [ErrInvalidRules]; a bad
// dealer or deck [ErrInvalidStart]; a State or View no game reaches
// [ErrInvalidState] ("equi: invalid state: card 7H appears twice: in seat 1's
// hand and in the stock"); a record whose parts do not fit [ErrInvalidRecord].
// No input makes the package panic.
package equi
