package main

import (
	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/scoring"
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
// cards, and the result.
type equiGame struct{ r equi.Rules }

// newEquiEngine resumes a game from its record, with the seats' players
// ("human" or a bot's kind).
func newEquiEngine(rec *cards.Record, players []string, iterations int) (engine, error) {
	spec, err := equi.Rules{}.WithTags(rec.Tags)
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
	return newSession(spec, rec, players, newBot, equiGame{r})
}

func (g equiGame) played(s equi.State, _ int) effect {
	seat, _ := s.LastMove()
	e := effect{Drew: make([]int, s.Players()), Recycled: s.LastRecycled()}
	e.Drew[seat] = s.LastDrawn()
	return e
}

func (g equiGame) extras(s equi.State, gv *gameView) {
	gv.Points = equiPoints
	if s.Turn() < 0 {
		scores := g.r.Score(s)
		gv.Result = &result{Winners: scoring.Winners(scores, scoring.HigherWins), Scores: scores}
	}
}
