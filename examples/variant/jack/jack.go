// Package jack is a Boxes house rule written as a [boxes.Variant]: a Jack
// makes the next player draw two cards before his turn, as a 7 makes him
// draw one (B9), the discards turned into a new stock when the stock runs
// short (B12). It is meant to be copied: a house rule of your own is a
// comparable type with a Name and a Moved, put in [boxes.Rules].Variant,
// and every tool that holds the rules (Apply, the fast paths, the bots,
// sessions and records) then plays it.
//
//	r := jack.Rules()
//	g, err := cards.NewSession(r, cards.Deal{Seed: 1}, "Ann", "Bob", "Cid", "Dee")
//	...
//	rec := g.Record()          // its Variant tag is "jack-draws-two"
//	g, err = cards.Resume(r, rec) // replays it as this rule
package jack

import (
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
)

// Name is the rule's name: the value of the Variant tag of its records.
const Name = "jack-draws-two"

// Variant is the house rule. Its zero value is the rule, and it is
// comparable, as a [boxes.Variant] must be.
type Variant struct{}

// Rules returns the standard rules of Boxes with the house rule; set the
// options of the returned value as for the standard game.
func Rules() boxes.Rules { return boxes.Rules{Variant: Variant{}} }

// Name returns [Name].
func (Variant) Name() string { return Name }

// Moved makes the seat to move after a Jack draw two cards. A set of Jacks
// with the "one card" call counts as one Jack; a set laid without it is a
// penalty with no effect (B4), and a Jack that empties its player's hand
// has none either, as the deal ends (B14).
func (Variant) Moved(e *boxes.Effects) {
	m := e.Move()
	takesEffect := m.Kind() == boxes.KindCard || m.OneCard()
	if takesEffect && m.Top().Rank() == cards.Jack && e.Next() >= 0 {
		e.Draw(e.Next(), 2)
	}
}
