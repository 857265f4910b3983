// Package sweep is an Equi variant in the manner of Scopa, written as a
// user of cardrules writes one, to copy: a capture that clears the table
// scores a point (a "sweep"), and a seat's result is the points of the
// cards it captured (king 4, queen 3, jack 2, ace 1, six to ten their pips:
// [equi.Points]) instead of their number.
//
// The rule no option of [equi.Rules] says, the sweep, is the [Variant]:
// the hook [equi.Variant] that Equi calls after every move. Counting
// points is an option, [equi.ScorePoints]. [Rules] puts the two together,
// and every tool that takes an equi.Rules (the bots, cards.Session,
// records, JSON) then plays the variant:
//
//	r := sweep.Rules(3)
//	g, _ := cards.NewSession(r, cards.Deal{Seed: 42}, "Ann", "Bob", "Cid")
//	...
//	text := g.Record().String()        // its tags say Variant: sweep
//	again, _ := cards.Resume(r, rec)   // a sweep record replays as sweep
//
// A record of the variant names it in its Variant tag, and resumes only
// under rules that play it: cards.Resume(equi.Rules{}, rec) refuses it.
package sweep

import (
	"github.com/cardrules/cardrules/equi"
)

// Name is the variant's name: the value of the Variant tag of its records.
const Name = "sweep"

// Variant is the sweep rule. Its zero value is the one to use; it is
// comparable, as a Variant must be.
type Variant struct{}

// Name returns [Name].
func (Variant) Name() string { return Name }

// Moved adds a point to the mover's score when the move is a capture that
// leaves the table empty. Equi calls it right after the move, before the
// refill and the end of the game, so the table is as the capture left it;
// the capture that clears the table and ends the game (rule E10) is a
// sweep too.
func (Variant) Moved(e *equi.Effects) {
	if !e.Move().IsTrail() && e.Table().Empty() {
		e.AddScore(e.Seat(), 1)
	}
}

// Rules returns the rules of the variant for the given number of players,
// 2 to 6 (0 means 2): the standard game with the sweep rule, its result
// counting the points of the captured cards and the sweeps.
func Rules(players int) equi.Rules {
	return equi.Rules{Players: players, Scoring: equi.ScorePoints, Variant: Variant{}}
}
