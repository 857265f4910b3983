// Package fishing is the engine of the fishing family of card games
// (Equi, Scopa, Escoba, ...): games where a player captures cards from
// the table with cards from his hand. A game is a [Table] of data: the
// deck and the value of each rank, the seats and partnerships, the deal
// and how hands are refilled, what a move plays (one card or a subset of
// the hand), the capture relation (equal sums, or a total with the
// played card), an equal card first, Equi's rank ban and its two
// exceptions, compulsory capture, taking the pile back into an empty
// hand, the end, sweeps and the rows of the score. [New] checks a table
// and precomputes what play reads, giving [Rules], which implements
// [cards.Spec] for [State], [Move] and [View]: every tool of the module
// (sessions, records, bots, the contract check) plays any table.
//
// # The capture rule
//
// One function says which captures are legal (isCapture in capture.go,
// one commented block per rule); listing, Apply's check, the compulsory
// trail, RandomMove and the trail records Sample reads all ask it. The
// legal moves are listed in a fixed order: the captures by the value of
// the cards played, then the played and the taken sets as numbers
// ([cards.Set] values), then the trails allowed, in card order.
//
// # Fast paths
//
// For a table with Equi's deck, values and capture rule (a subset of the
// hand for cards of equal value, the rank ban with both its exceptions or
// none, the trail compulsory or free), the listing, the search for a
// capture and [Rules.RandomMove] (which counts the moves and builds only
// the one drawn) go through Equi's enumerators, in the fast_*.go files.
// They give the same moves in the same order and the same draws, which
// their tests check against the capture rule; built with the tag
// cardrules_reference they are left out and every table plays through
// the capture rule alone.
//
// # Named games
//
// Packages scopa and escoba are tables of this engine; docs/rules holds
// their rules pages, and docs/variants.md shows how to write a table of
// your own.
//
// # Notation
//
// A [Move] is written as in Equi: the played cards joined by "+", "=",
// the taken cards ("7C=3H+4S"); a trail is its one card ("AD").
package fishing
