// Package scopa is Scopa, the Italian fishing game, as a table of the
// fishing engine: 40 cards, three to each player and four to the table,
// a card takes a card of equal value or cards that add up to it, an equal
// card first, and the deal is scored by sweeps (scope), cards, coins, the
// settebello and the primiera. docs/rules/scopa.md gives each rule, its
// source and its table field.
//
// A game is one deal: [Rules] returns the rules of a deal for 2 to 4
// players, 4 playing in partnerships (seats 0+2 against 1+3). Matches to
// 11 points are the caller's: sum the deals' [fishing.Rules.Score].
package scopa

import (
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/scoring"
)

// Deck is Scopa's 40 cards: ace to seven, jack, queen and king of each
// suit, the Italian deck in French suits (coins are diamonds).
const Deck = cards.Deck52 &^ (eights | eights<<4 | eights<<8)

// eights is the four eights; the nines and tens follow them.
const eights cards.Set = 0xF << (4 * (cards.Eight - cards.Two))

// Values is the capture value of each rank: ace 1, two to seven their
// pips, jack 8, queen 9, king 10.
var Values = scoring.Table{
	cards.Ace: 1, cards.Two: 2, cards.Three: 3, cards.Four: 4, cards.Five: 5,
	cards.Six: 6, cards.Seven: 7, cards.Jack: 8, cards.Queen: 9, cards.King: 10,
}

// Table returns Scopa's table for players seats, partners with 4.
func Table(players int) fishing.Table {
	return fishing.Table{
		Name:       "scopa",
		Players:    players,
		Partners:   players == 4,
		Deck:       Deck,
		Values:     Values,
		Hand:       3,
		TableCards: 4,
		Refill:     fishing.RefillRound,
		Play:       fishing.PlayOne,
		Relation:   fishing.SumEqual,
		EqualFirst: true,
		Compulsory: fishing.CompelCard,
		Scoring: fishing.Scoring{
			Sweep: 1, MostCards: 1, MostCoins: 1, SevenOfCoins: 1, Primiera: 1,
		},
	}
}

// Rules returns the rules of a Scopa deal for players seats (2 to 4), or
// an error wrapping [cards.ErrInvalidRules] for another number.
func Rules(players int) (fishing.Rules, error) {
	if players > 4 {
		players = 0 // refused by New with the field named
	}
	return fishing.New(Table(players))
}
