package main

import (
	"fmt"
	"strings"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/scoring"
)

const equiHelp = `Equi: capture table cards with hand cards of the same point sum, or trail
one card to the table when you cannot capture. Points: K 4, Q 3, J 2, A 1,
6 to 10 their number. No rank may be both played and taken (A+9 takes a 10,
9+A+Q cannot take 10+Q), unless your whole hand takes the whole table or the
stock is gone and you hold one card. After each move you draw back up to 4
cards; once the stock is gone, an empty hand takes back its won cards. The
game ends when a capture clears the table after the stock is gone (or a
round passes without a capture); the cards left go to the last capturer.
Moves: "9C+AS=10H" (or "9♣+a♠=10♥") plays 9♣ and A♠ and takes 10♥; "6D"
trails 6♦. Most cards held wins: the status line counts them, hand + won.
The rules in full: docs/rules/equi.md; the notation: docs/notation.md.`

// equiListed is the most moves listed for the human; he may type others.
const equiListed = 60

// equiPoints are the points of each rank (rule E2).
var equiPoints = equi.Points()

// equiName returns the name of a seat.
func equiName(seat int) string {
	if seat == 0 {
		return "You"
	}
	return fmt.Sprintf("Bot %d", seat)
}

// newEquiBot returns a bot of the kind o asks for.
func newEquiBot(o options, r equi.Rules, seat int) bot.Player[equi.View, equi.Move] {
	switch o.bot {
	case "random":
		return bot.NewRandom[equi.View, equi.Move](botSeed(o, seat))
	case "greedy":
		return equibot.Greedy()
	}
	return equibot.NewISMCTS(r, o.iterations, botSeed(o, seat))
}

// equiRules returns the rules o asks for: the -rules tags, with the
// players of -players when it is given or the tags name none.
func equiRules(o options) (equi.Rules, error) {
	base, err := variant.Equi(o.variant, 0)
	if err != nil {
		return base, fmt.Errorf("-variant: %w", err)
	}
	spec, err := withRules(base, o.rules)
	if err != nil {
		return equi.Rules{}, err
	}
	r := spec.(equi.Rules)
	if o.set["players"] || r.Players == 0 {
		if o.players < equi.MinPlayers || o.players > equi.MaxPlayers {
			return r, fmt.Errorf("-players: want %d to %d, not %d", equi.MinPlayers, equi.MaxPlayers, o.players)
		}
		r.Players = o.players
	}
	return r, nil
}

// playEqui plays a game: the human at seat 0 against bots.
// The game is a new one, or the one of rec when it is not nil.
func playEqui(c *console, o options, rec *cards.Record) error {
	r, err := equiRules(o)
	if err != nil {
		return err
	}
	names := make([]string, r.Players)
	for seat := range names {
		names[seat] = equiName(seat)
	}
	s, seed, err := newSession(r, o, rec, names)
	if err != nil {
		return err
	}
	r, o.seed = s.Rules().(equi.Rules), seed
	players := make([]bot.Player[equi.View, equi.Move], r.Players)
	for seat := 1; seat < r.Players; seat++ {
		players[seat] = newEquiBot(o, r, seat)
	}
	c.say("Equi: you against %s (%s). Seed %d. Type \"help\" for the rules.", plural(r.Players-1, "bot"), o.bot, o.seed)
	if r.Variant != nil {
		c.say("Variant %s: %s.", r.Variant.Name(), variant.About(r.Variant.Name()))
	}
	if n := len(s.History()); n > 0 {
		c.say("The game resumed after %s.", plural(n, "move"))
	}
	return play(c, s, players, newEquiTable(c, r, s.View(human)))
}

// equiTable writes a game of Equi as the human at seat 0 sees it. Like
// boxesTable it reads nothing but seat 0's views and the public facts they
// hold: the last move (LastMove), how many cards its player drew
// (LastDrawn) and took back from his pile (LastRecycled, the cards being
// Known), and what changed between successive views.
type equiTable struct {
	c    *console
	r    equi.Rules
	prev equi.View // seat 0's view before the last move
}

// newEquiTable returns the table of a game under r whose position seat 0
// sees as v, and announces the deal (the dealer only, in a game resumed).
func newEquiTable(c *console, r equi.Rules, v equi.View) *equiTable {
	deals, starts := "deals", "starts"
	if v.Dealer() == 0 {
		deals = "deal"
	}
	if v.Turn() == 0 {
		starts = "start"
	}
	if v.MoveCount() == 0 {
		c.say("%s %s; %s %s. Whoever holds the most cards at the end wins.", equiName(v.Dealer()), deals, equiName(v.Turn()), starts)
	} else {
		c.say("%s dealt. Whoever holds the most cards at the end wins.", equiName(v.Dealer()))
	}
	c.say("Table: %s.", symbols(v.Table()))
	return &equiTable{c: c, r: r, prev: v}
}

// help returns the rules in short.
func (t *equiTable) help() string { return equiHelp }

// format writes a move with suit symbols.
func (t *equiTable) format(m equi.Move) string { return equiMove(m) }

// list returns the first legal moves of seat 0 in v, at most equiListed,
// and whether there are more: a position can have millions.
func (t *equiTable) list(v equi.View) ([]equi.Move, bool) {
	legal := v.AppendFirst(nil, equiListed+1)
	if len(legal) > equiListed {
		return legal[:equiListed], true
	}
	return legal, false
}

// show writes the status line, the table and the human's hand and moves
// before he moves; v is his view.
func (t *equiTable) show(v equi.View, legal []equi.Move, more bool) {
	c := t.c
	c.say("")
	var held []string
	for seat := range v.Players() {
		held = append(held, fmt.Sprintf("%s %d", equiName(seat), v.Score(seat)))
	}
	what := "Cards held so far (hand + won)"
	if t.r.Scoring == equi.ScorePoints || t.r.Variant != nil {
		what = "Score so far"
	}
	c.say("[%s: %s | Stock %d]", what, strings.Join(held, ", "), v.StockLen())
	table := v.Table()
	c.say("Table: %s (%s).", symbols(table), plural(equiPoints.Sum(table), "point"))
	var hands []string
	for seat := 1; seat < v.Players(); seat++ {
		hands = append(hands, fmt.Sprintf("%s %d in hand + %d won", equiName(seat), v.HandLen(seat), v.Pile(seat).Len()))
	}
	c.say("%s. You have %d won.", strings.Join(hands, ", "), v.Pile(0).Len())
	c.say("Your hand: %s.", symbols(v.Hand()))
	listMoves(c, legal, equiMove, more)
}

// moved writes the last move and what followed it from story, the
// library's account of it as seat 0 sees it: the refill, the pile taken
// back, seats passed over and the end of the game. v is seat 0's view
// after the move.
func (t *equiTable) moved(v equi.View, story []cards.Event) {
	t.prev = v
	c := t.c
	for _, e := range story {
		who := equiName(max(e.Seat, 0))
		switch {
		case e.Kind == cards.EventPlay:
			c.say("%s %s %s.", who, verb(e.Seat, "trail", "trails"), spaced(e.Cards))
		case e.Kind == cards.EventCapture && e.Reason != "":
			left := e.Taken
			why := "the last to capture"
			if v.LastCapturer() < 0 {
				why = "the dealer, since nobody captured"
			}
			c.say("  The %s left on the table (%s) %s to %s, %s.", plural(left.Len(), "card"), symbols(left), goes(left.Len()), who, why)
		case e.Kind == cards.EventCapture:
			c.say("%s %s %s with %s (%s).", who, verb(e.Seat, "take", "takes"), plusSet(e.Taken), plusSymbols(e.Cards),
				plural(equiPoints.Sum(e.Taken), "point"))
		case e.Kind == cards.EventSweep:
			c.say("  %s %s the table; the next player must trail.", who, verb(e.Seat, "sweep", "sweeps"))
		case e.Kind == cards.EventDraw && e.Reason != "":
			c.say("  %s %s back into hand the %s %s won: %s.", who, verb(e.Seat, "take", "takes"),
				plural(e.Count, "card"), verb(e.Seat, "you", "he"), spaced(e.Cards))
		case e.Kind == cards.EventDraw:
			line := who + " " + verb(e.Seat, "draw", "draws") + " " + plural(e.Count, "card")
			if len(e.Cards) > 0 {
				line += ": " + spaced(e.Cards)
			}
			c.say("  %s.", line)
			if v.StockLen() == 0 {
				c.say("  The stock is used up.")
			}
		case e.Kind == cards.EventSkip:
			c.say("  %s %s no card and %s passed over.", who, verb(e.Seat, "hold", "holds"), verb(e.Seat, "are", "is"))
		case e.Kind == cards.EventGameEnd && e.Reason == equi.EndTableCleared.String():
			c.say("  %s %s the table after the stock ran out: the game ends.", equiName(story[0].Seat), verb(story[0].Seat, "sweep", "sweeps"))
		}
	}
}

// result writes the end of the game; v is seat 0's view of the last
// position.
func (t *equiTable) result(v equi.View) {
	c := t.c
	counts := make([]int, v.Players())
	for seat := range counts {
		counts[seat] = v.Score(seat)
	}
	winners := scoring.Winners(counts, scoring.HigherWins)
	why := map[equi.EndReason]string{
		equi.EndTableCleared: "a capture cleared the table after the stock ran out",
		equi.EndNoProgress:   "no capture for " + plural(max(t.r.NoProgressRounds, 1), "full round") + " after the stock ran out",
		equi.EndNoCards:      "nobody holds a card",
		equi.EndMoveLimit:    "the move limit was reached",
	}[v.End()]
	c.say("\nThe game is over: %s (%s).", v.End(), why)
	unit := "card"
	if t.r.Scoring == equi.ScorePoints {
		unit = "point"
	}
	for seat, n := range counts {
		c.say("  %-6s %s", equiName(seat), plural(n, unit))
	}
	var names []string
	for _, w := range winners {
		names = append(names, equiName(w))
	}
	switch {
	case len(winners) == 1 && winners[0] == 0:
		c.say("You win with %s.", plural(counts[0], unit))
	case len(winners) == 1:
		c.say("%s wins with %s; you have %d.", names[0], plural(counts[winners[0]], unit), counts[0])
	default:
		c.say("%s share the win with %s each.", strings.Join(names, " and "), plural(counts[winners[0]], unit))
	}
}

// goes returns "goes" for one card and "go" for more.
func goes(n int) string {
	if n == 1 {
		return "goes"
	}
	return "go"
}

// equiMove writes a move with suit symbols: "9♣+A♠=10♥" or "6♦ (trail)".
func equiMove(m equi.Move) string {
	if m.IsTrail() {
		return symbols(m.Played()) + " (trail)"
	}
	return plusSet(m.Played()) + "=" + plusSet(m.Taken())
}

// plusSet writes a set of cards with suit symbols joined by "+".
func plusSet(s cards.Set) string { return plusSymbols(s.Cards()) }
