package main

import (
	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/crazyeights/crazyeightsbot"
)

// crazyEightsGame is what the server adds to a Crazy Eights session: the
// result.
type crazyEightsGame struct{ r crazyeights.Rules }

// newCrazyEightsEngine resumes a game from its record, with the seats'
// players ("human" or a bot's kind).
func newCrazyEightsEngine(rec *cards.Record, players []string, iterations int) (engine, error) {
	spec, err := crazyeights.Rules{}.WithTags(rec.Tags)
	if err != nil {
		return nil, err
	}
	r := spec.(crazyeights.Rules)
	newBot := func(kind string, seed uint64) bot.Player[crazyeights.View, crazyeights.Move] {
		if kind == "ismcts" {
			return crazyeightsbot.NewISMCTS(r, iterations, seed)
		}
		return crazyeightsbot.Greedy()
	}
	return newSession(spec, rec, players, newBot, crazyEightsGame{r})
}

func (g crazyEightsGame) played(s crazyeights.State, _ int) effect {
	drew := make([]int, s.Players())
	for seat := range drew {
		drew[seat] = s.Drew(seat)
	}
	return effect{Drew: drew}
}

func (g crazyEightsGame) extras(s crazyeights.State, gv *gameView) {
	if s.Turn() >= 0 {
		return
	}
	// Minus each hand's penalty: the hands are scored once the game is
	// over, never before, as they are hidden.
	scores := g.r.Score(s)
	gv.Result = &result{Scores: scores} // the session names the winners
}

func (g crazyEightsGame) dealsOver() int { return 0 }
