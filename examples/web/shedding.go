package main

import (
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/crazyeights/crazyeightsbot"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/shedding"
	"github.com/cardrules/cardrules/shedding/sheddingbot"
)

// sheddingGame is what the server adds to a session of a shedding game,
// Crazy Eights or a table of variant.SheddingGames: the result.
type sheddingGame[G interface{ Score(shedding.State) []int }] struct{ r G }

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
	return newSession(spec, rec, players, newBot, sheddingGame[crazyeights.Rules]{r})
}

// isTable reports whether game names a table of the shedding engine that
// variant.SheddingGames lists (Mau-Mau, Switch).
func isTable(game string) bool {
	_, ok := variant.Shedding(game)
	return ok
}

// tableRules returns the rules of the table game for players seats.
func tableRules(game string, players int) (shedding.Rules, error) {
	g, ok := variant.Shedding(game)
	if !ok {
		return shedding.Rules{}, fmt.Errorf("game: %q is not a table of the shedding engine", game)
	}
	return g.Rules(players)
}

// newTableEngine resumes a game of a table of variant.SheddingGames from
// its record, with the seats' players ("human" or a bot's kind).
func newTableEngine(game string, rec *cards.Record, players []string, iterations int) (engine, error) {
	g, ok := variant.Shedding(game)
	if !ok {
		return nil, fmt.Errorf("game: %q is not a table of the shedding engine", game)
	}
	base, err := g.Rules(g.DefaultPlayers)
	if err != nil {
		return nil, err
	}
	spec, err := base.WithTags(rec.Tags)
	if err != nil {
		return nil, err
	}
	r := spec.(shedding.Rules)
	newBot := func(kind string, seed uint64) bot.Player[shedding.View[shedding.Rules], shedding.Move] {
		if kind == "ismcts" {
			return sheddingbot.NewISMCTS(r, iterations, seed)
		}
		return sheddingbot.Greedy[shedding.Rules]()
	}
	return newSession(spec, rec, players, newBot, sheddingGame[shedding.Rules]{r})
}

func (g sheddingGame[G]) played(shedding.State, int) effect { return effect{} }

func (g sheddingGame[G]) extras(s shedding.State, gv *gameView) {
	if s.Turn() >= 0 {
		return
	}
	// Minus each hand's penalty: the hands are scored once the game is
	// over, never before, as they are hidden.
	scores := g.r.Score(s)
	gv.Result = &result{Scores: scores} // the session names the winners
}

func (g sheddingGame[G]) dealsOver() int { return 0 }
