// Package shedding is one engine for the shedding family of card games,
// where players shed their cards onto a pile by suit or rank: Crazy
// Eights (package crazyeights), Mau-Mau ([MauMau]), Switch ([Switch]) and
// the next one, written as a table.
//
// # Tables
//
// [Rules] is a game as data: the seats, the deck and the deal, the cards
// turned back when turned up, the wild cards and the cards that name a
// suit, what each card does (skip, reverse, play again, make the next
// seat draw, answer a pending draw), the draws a turn, the caps, the
// reshuffle, the penalties and the last-card call; and the rules of Boxes' family (following
// the suit only, chains that grow by a rule of their own, every other
// seat drawing, a draw before a turn, drawing only when stuck, the last
// card's draws, move caps, a bonus by the count of a rank, the deal's
// generator). A house rule is a field changed; a new
// game is a new table (docs/variants.md). A Rules value is a whole
// [cards.Spec]: sessions, records, views, JSON, the bots of package bot
// and cards/cardstest take it as it is. A game with options of its own
// builds its table from them and implements [Game] (crazyeights.Rules).
//
// # Rule steps
//
// Each rule is one commented step in play.go (what may be played, the
// moves a card gives, drawing and passing, the form of a move, a card's
// effect, the deal), which listing ([Rules.AppendLegal]), checking and
// applying ([Rules.Apply]), counting for a random move
// ([Rules.RandomMove], [Rules.RandomStep]) and the checks of decoded
// positions all call, so that they cannot disagree.
//
// # Variants
//
// What no field of the table says, a [Variant] in Rules.Variant says: its
// Moved runs once after every move with an [Effects], whose steps (draw,
// add to a score, counters, name a suit, skip, reverse, play again) keep
// the position's invariants; its records name it in a Variant tag.
//
// # Searching
//
// [Rules.Sample] and [Rules.Redeal] deal the cards a seat cannot see
// among the deals that fit what the table made play show: the voids of
// StuckDraw and ForcedDraw ([Public.Barred]) and the answer a seat to
// answer holds under ForcedDraw.
//
// # Positions
//
// A [State] is a small comparable value that does not know its table: it
// is a position of every table with its number of players and deck. Its
// one-line text form and its JSON are the family's, Boxes' released forms
// written for the table's number of seats (docs/notation.md, "Shedding
// positions"; docs/json.md, "Shedding games"): the table's schedule and
// the points of the hands are in them, so they are written and read
// through the rules ([Rules.AppendState], [Rules.ParseState],
// [Rules.MarshalState], [Rules.DecodeState]), and under Boxes' table they
// are package boxes' documents, byte for byte. A [View] keeps the game's
// rules value, writes its JSON in the same form and is checked against
// its table.
package shedding
