package main

import (
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/examples/variant"
)

// equiPoints are the cards' points by rank, for the page to add up captures.
var equiPoints = func() map[string]int {
	values := equi.Points()
	m := make(map[string]int)
	for r := cards.Six; r <= cards.Ace; r++ {
		m[r.String()] = values[r]
	}
	return m
}()

// equiGame is what the server adds to an Equi session: the points of the
// cards, what the variant keeps, and the result.
type equiGame struct {
	r equi.Rules
	// added is each seat's score the variant added (Public.AddedScore)
	// after the last move noted, so that the log says what a move added.
	added []int
}

// newEquiEngine resumes a game from its record, with the seats' players
// ("human" or a bot's kind), under the variant its Variant tag names: a
// variant that examples/variant does not ship is an error.
func newEquiEngine(rec *cards.Record, players []string, iterations int) (engine, error) {
	name, _ := rec.Get(variant.Tag)
	base, err := variant.Equi(name, 0)
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	spec, err := base.WithTags(rec.Tags)
	if err != nil {
		return nil, err
	}
	r := spec.(equi.Rules)
	newBot := func(kind string, seed uint64) bot.Player[equi.View, equi.Move] {
		if kind == "ismcts" {
			return equibot.NewISMCTS(r, iterations, seed)
		}
		return equibot.Greedy()
	}
	return newSession(spec, rec, players, newBot, &equiGame{r: r, added: make([]int, r.Seats())})
}

func (g *equiGame) played(s equi.State, _ int) effect {
	return effect{Added: addedBy(g.added, s.AddedScore)}
}

func (g *equiGame) extras(s equi.State, gv *gameView) {
	gv.Points = equiPoints
	if g.r.Variant != nil {
		gv.Variant = kept(g.r.Variant.Name(), s.Players(), equi.NumCounters, s.AddedScore, s.Counter)
		// Each seat's result counts cards or points of its pile and of the
		// cards taken back from it, which every seat sees, and the added
		// scores: it tells nothing hidden.
		gv.Variant.Scores = g.r.Score(s)
	}
	if s.Turn() < 0 {
		scores := g.r.Score(s)
		gv.Result = &result{Scores: scores} // the session names the winners
	}
}

func (g *equiGame) dealsOver() int { return 0 }
