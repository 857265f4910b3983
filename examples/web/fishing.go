package main

import (
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/fishing/fishingbot"
)

// fishingGame is what the server adds to a session of a table of the
// fishing engine that variant.FishingGames lists (Scopa, Escoba): the
// capture values of the cards, what each move drew, and the result.
type fishingGame struct {
	r fishing.Rules
	// points are the cards' capture values by rank, for the page to add
	// up a capture's sums.
	points map[string]int
}

// tableLimits returns the least and the most seats of a table game of
// either engine (variant.FishingGames, variant.SheddingGames), and whether
// game is one.
func tableLimits(game string) (least, most int, ok bool) {
	if g, ok := variant.Fishing(game); ok {
		return g.MinPlayers, g.MaxPlayers, true
	}
	g, ok := variant.Shedding(game)
	return g.MinPlayers, g.MaxPlayers, ok
}

// fishingRules returns the rules of the fishing table game for players
// seats.
func fishingRules(game string, players int) (fishing.Rules, error) {
	g, ok := variant.Fishing(game)
	if !ok {
		return fishing.Rules{}, fmt.Errorf("game: %q is not a table of the fishing engine", game)
	}
	return g.Rules(players)
}

// dealFishing returns the record of a game of the fishing table game to
// deal, as dealRecord does.
func dealFishing(game string, d cards.Deal, names []string) (*cards.Record, error) {
	r, err := fishingRules(game, len(names))
	if err != nil {
		return nil, err
	}
	return dealRecord[fishing.State, fishing.Move, fishing.View](r, d, names)
}

// newFishingEngine resumes a game of a table of variant.FishingGames from
// its record, with the seats' players ("human" or a bot's kind).
func newFishingEngine(game string, rec *cards.Record, players []string, iterations int) (engine, error) {
	g, ok := variant.Fishing(game)
	if !ok {
		return nil, fmt.Errorf("game: %q is not a table of the fishing engine", game)
	}
	base, err := g.Rules(g.DefaultPlayers)
	if err != nil {
		return nil, err
	}
	spec, err := base.WithTags(rec.Tags)
	if err != nil {
		return nil, err
	}
	r := spec.(fishing.Rules)
	newBot := func(kind string, seed uint64) bot.Player[fishing.View, fishing.Move] {
		if kind == "ismcts" {
			return fishingbot.NewISMCTS(r, iterations, seed)
		}
		return fishingbot.Greedy()
	}
	points := make(map[string]int)
	for c := range r.Table().Deck.All() {
		points[c.Rank().String()] = r.Value(c)
	}
	return newSession(spec, rec, players, newBot, &fishingGame{r: r, points: points})
}

// played returns the move's effect: none, since a table's sweeps are
// told by its story and scored by its rows.
func (g *fishingGame) played(fishing.State, int) effect { return effect{} }

func (g *fishingGame) extras(s fishing.State, gv *gameView) {
	gv.Points = g.points
	if s.Turn() < 0 {
		gv.Result = &result{Scores: g.r.Score(s)} // the session names the winners
	}
}

func (g *fishingGame) dealsOver() int { return 0 }
