package main

import (
	"fmt"
	"strings"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/crazyeights/crazyeightsbot"
	"github.com/cardrules/cardrules/shedding"
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

// crazyEightsName returns the name of a seat.
func crazyEightsName(seat int) string {
	if seat == human {
		return "You"
	}
	return fmt.Sprintf("Bot %d", seat)
}

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
		names[seat] = crazyEightsName(seat)
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
	v := s.View(human)
	if n := len(s.History()); n > 0 {
		c.say("The game resumed after %s.", plural(n, "move"))
	} else {
		c.say("%s dealt; %s turned up.", crazyEightsName(v.Dealer()), v.Top().Symbol())
	}
	if err := play(c, s, players, &crazyEightsTable{c: c, prev: v}); err != nil {
		return err
	}
	if s.Names() != nil {
		names = s.Names()
	}
	sayStandings(c, names, s.Rules().Score(s.State()), s.Winners(), "the score is minus the penalty of the cards left; higher is better")
	return nil
}

// crazyEightsTable writes a game of Crazy Eights as the human at seat 0
// sees it: it reads nothing but seat 0's views (the last move, how many
// cards it drew, and what changed between successive views).
type crazyEightsTable struct {
	c    *console
	prev crazyeights.View // seat 0's view before the last move
}

// help returns the rules in short.
func (t *crazyEightsTable) help() string { return crazyEightsHelp }

// format writes a move with suit symbols.
func (t *crazyEightsTable) format(m crazyeights.Move) string { return crazyEightsMove(m) }

// list returns the human's legal moves in v: all of them, a few at most.
func (t *crazyEightsTable) list(v crazyeights.View) ([]crazyeights.Move, bool) {
	return v.AppendLegal(nil), false
}

// show writes the status line, the pile, the human's hand and his moves.
func (t *crazyEightsTable) show(v crazyeights.View, legal []crazyeights.Move, _ bool) {
	c := t.c
	c.say("")
	var held []string
	for seat := 1; seat < v.Players(); seat++ {
		held = append(held, fmt.Sprintf("%s %d", crazyEightsName(seat), v.HandLen(seat)))
	}
	c.say("[Cards held: %s | Stock %d | Cards played %d | %s]", strings.Join(held, ", "), v.StockLen(), v.Plays(), v.Direction())
	top := "Top card: " + v.Top().Symbol()
	if v.Suit() != v.Top().Suit() || v.Top().Rank() == cards.Eight {
		top += ", suit in force " + v.Suit().Symbol()
	}
	c.say("%s.", top)
	if n := v.PendingDraw(); n > 0 {
		c.say("A 2 is on the pile: answer with a 2 or draw %d.", n)
	}
	if n := v.DrawnThisTurn(); n > 0 {
		c.say("You have drawn %s this turn.", plural(n, "card"))
	}
	c.say("Your hand: %s.", symbols(v.Hand()))
	listMoves(c, legal, crazyEightsMove, false)
}

// moved writes the last move and its effects: the cards the human drew,
// named to him; a seat skipped, the direction reversed, the cards owed to
// 2s, a reshuffle. v is seat 0's view after the move, t.prev before it.
func (t *crazyEightsTable) moved(v crazyeights.View) {
	prev := t.prev
	t.prev = v
	seat, m := v.LastMove()
	if seat < 0 {
		return
	}
	who := crazyEightsName(seat)
	switch m.Kind() {
	case shedding.KindDraw:
		n := v.Drew(seat)
		what := plural(n, "card")
		if prev.PendingDraw() > 0 {
			what += " for the 2s"
		}
		if seat == human {
			t.c.say("You draw %s: %s.", what, symbols(v.Hand().Minus(prev.Hand())))
		} else {
			t.c.say("%s draws %s.", who, what)
		}
	case shedding.KindPass:
		t.c.say("%s %s.", who, verb(seat, "pass", "passes"))
	default:
		t.c.say("%s %s %s.", who, verb(seat, "play", "plays"), crazyEightsMove(m))
		if v.Turn() < 0 {
			break
		}
		if v.Direction() != prev.Direction() {
			t.c.say("Play now goes %s.", v.Direction())
		}
		if n := v.PendingDraw(); n > prev.PendingDraw() {
			t.c.say("%s must answer with a 2 or draw %d.", crazyEightsName(v.Turn()), n)
		}
		if m.Card().Rank() == cards.Queen && v.Rules().UseSpecialCards && v.Players() > 2 {
			t.c.say("The next player is skipped.")
		}
	}
	if v.StockLen() > prev.StockLen() {
		t.c.say("The stock ran out: the discards are shuffled into a new stock of %s.", plural(v.StockLen(), "card"))
	}
}

// result writes the end of the game.
func (t *crazyEightsTable) result(v crazyeights.View) {
	reason, out := v.End()
	switch reason {
	case shedding.EndOut:
		t.c.say("%s %s out: the game is over.", crazyEightsName(out), verb(out, "go", "goes"))
	case shedding.EndBlocked:
		t.c.say("Everyone passed with an empty stock: the game is over.")
	case shedding.EndTurnLimit:
		t.c.say("%s played: the game is over.", plural(v.Plays(), "card"))
	}
	t.c.say("Your hand: %s, a penalty of %d.", symbols(v.Hand()), crazyeights.HandPenalty(v.Hand()))
}

// crazyEightsMove writes a move with suit symbols: "8♠ naming ♥".
func crazyEightsMove(m crazyeights.Move) string {
	if call, ok := m.Call(); ok {
		return m.Card().Symbol() + " naming " + call.Symbol()
	}
	if m.Kind() == shedding.KindCard {
		return m.Card().Symbol()
	}
	return m.String()
}
