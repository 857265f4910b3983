package crazyeights

import "github.com/cardrules/cardrules/cards"

// StartStory tells what happened as s was dealt: [shedding.Rules.StartStory]
// of r's table.
func (r Rules) StartStory(s State) []cards.Event { return r.Table().StartStory(s) }

// Story tells what m did, played in before and giving after:
// [shedding.Rules.Story] of r's table.
func (r Rules) Story(before State, m Move, after State) []cards.Event {
	return r.Table().Story(before, m, after)
}

var _ cards.Teller[State, Move] = Rules{}
