package main

import (
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/crazyeights/crazyeightsbot"
)

const crazyEightsHelp = `Crazy Eights as OpenSpiel plays it: play a card of the suit in force or of
the top card's rank, or any 8, which names the suit the next player must
follow. Instead you may draw, even when you could play, up to the draw cap a
turn (5 by default), and play after any draw; once you have drawn the cap,
or the stock is empty, you may pass. With special cards (-rules
UseSpecialCards=true) a Q skips the next player, an A reverses, and a 2
makes the next player draw 2 unless he answers with a 2. The game ends when
a player is out, after 100 cards played, or when everyone and one more has
passed with an empty stock. Penalty for the cards left: 8 is 50, J Q K A 10,
the others their face value. Moves: "QS" (or "q♠"), "8S:H" (an 8 naming
hearts), "draw", "pass". The rules in full: docs/rules/crazy-eights.md.`

// newCrazyEightsBot returns a bot of the kind o asks for.
func newCrazyEightsBot(o options, r crazyeights.Rules, seat int) bot.Player[crazyeights.View, crazyeights.Move] {
	switch o.bot {
	case "random":
		return bot.NewRandom[crazyeights.View, crazyeights.Move](botSeed(o, seat))
	case "greedy":
		return crazyeightsbot.Greedy()
	}
	return crazyeightsbot.NewISMCTS(r, o.iterations, botSeed(o, seat))
}

// playCrazyEights plays a game of the variant crazy-eights: the human at
// seat 0 against bots, the players of -players when it is given, else of
// -rules (5 by default). The game is a new one, or the one of rec.
func playCrazyEights(c *console, o options, rec *cards.Record) error {
	var overrides []cards.Tag
	if o.set["players"] {
		overrides = append(overrides, cards.Tag{Name: "Players", Value: fmt.Sprint(o.players)})
	}
	spec, err := withRules(crazyeights.Rules{}, o.rules, overrides...)
	if err != nil {
		return err
	}
	names := make([]string, spec.Seats())
	for seat := range names {
		names[seat] = sheddingName(seat)
	}
	s, seed, err := newSession(spec, o, rec, names)
	if err != nil {
		return err
	}
	r := s.Rules().(crazyeights.Rules)
	o.seed = seed
	players := make([]bot.Player[crazyeights.View, crazyeights.Move], r.Seats())
	for seat := 1; seat < r.Seats(); seat++ {
		players[seat] = newCrazyEightsBot(o, r, seat)
	}
	c.say("Crazy Eights: you against %s (%s). Seed %d. Type \"help\" for the rules.", plural(r.Seats()-1, "bot"), o.bot, o.seed)
	t := newSheddingTable(c, crazyEightsHelp, s.View(human), len(s.History()), s.Story(0, human))
	if err := play(c, s, players, t); err != nil {
		return err
	}
	if s.Names() != nil {
		names = s.Names()
	}
	sayStandings(c, names, s.Rules().Score(s.State()), s.Winners(), "the score is minus the penalty of the cards left; higher is better")
	return nil
}
