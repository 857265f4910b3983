// Package escoba is Escoba (escoba de quince), the Spanish fishing game,
// as a table of the fishing engine: 40 cards, three to each player and
// four to the table, a card takes cards that make 15 with it, and the deal
// is scored by escobas, cards, coins, the seven of coins and the sevens.
// docs/rules/escoba.md gives each rule, its source and its table field.
//
// A game is one deal: [Rules] returns the rules of a deal for 2 to 4
// players, 4 playing in partnerships (seats 0+2 against 1+3).
package escoba

import (
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/scopa"
)

// Target is the total a capture makes: played and taken cards together.
const Target = 15

// Table returns Escoba's table for players seats, partners with 4. Its
// deck and values are Scopa's (the Spanish deck: sota 8, caballo 9, rey
// 10, here the jack, queen and king).
func Table(players int) fishing.Table {
	return fishing.Table{
		Name:         "escoba",
		Players:      players,
		Partners:     players == 4,
		Deck:         scopa.Deck,
		Values:       scopa.Values,
		Hand:         3,
		TableCards:   4,
		Refill:       fishing.RefillRound,
		Play:         fishing.PlayOne,
		Relation:     fishing.SumTo,
		Target:       Target,
		Compulsory:   fishing.CompelNone,
		OpeningSweep: true,
		Scoring: fishing.Scoring{
			Sweep: 1, MostCards: 1, MostCoins: 1, SevenOfCoins: 1, MostSevens: 1,
		},
	}
}

// Rules returns the rules of an Escoba deal for players seats (2 to 4),
// or an error wrapping cards.ErrInvalidRules for another number.
func Rules(players int) (fishing.Rules, error) {
	if players > 4 {
		players = 0 // refused by New with the field named
	}
	return fishing.New(Table(players))
}
