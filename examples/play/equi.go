package main

import (
	"fmt"
	"strings"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/scoring"
)

const equiHelp = `Equi: capture table cards with hand cards of the same point sum, or trail
one card to the table when you cannot capture. Points: K 4, Q 3, J 2, A 1,
6 to 10 their number. No rank may be both played and taken (A+9 takes a 10,
9+A+Q cannot take 10+Q), unless your whole hand takes the whole table or the
stock is gone and you hold one card. Moves: "9C+AS=10H" (or "9♣+a♠=10♥")
plays 9♣ and A♠ and takes 10♥; "6D" trails 6♦. Most cards held wins.`

// equiListed is the most moves listed for the human; he may type others.
const equiListed = 60

// equiPoints are the points of each rank (rule E2).
var equiPoints = scoring.EquiValues()

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

// playEqui plays a game: the human at seat 0 against bots.
func playEqui(c *console, o options) error {
	if o.players < equi.MinPlayers || o.players > equi.MaxPlayers {
		return fmt.Errorf("-players: want %d to %d, not %d", equi.MinPlayers, equi.MaxPlayers, o.players)
	}
	r := equi.Rules{Players: o.players}
	s, err := r.Start(int(o.seed%uint64(o.players)), o.seed)
	if err != nil {
		return err
	}
	players := make([]bot.Player[equi.View, equi.Move], o.players)
	for seat := 1; seat < o.players; seat++ {
		players[seat] = newEquiBot(o, r, seat)
	}
	c.say("Equi: you against %s (%s). Seed %d.", plural(o.players-1, "bot"), o.bot, o.seed)
	deals, starts := "deals", "starts"
	if s.Dealer() == 0 {
		deals = "deal"
	}
	if s.Turn() == 0 {
		starts = "start"
	}
	c.say("%s %s; %s %s. Whoever holds the most cards at the end wins.", equiName(s.Dealer()), deals, equiName(s.Turn()), starts)
	for !s.Over() {
		seat := s.Turn()
		var m equi.Move
		if seat == 0 {
			legal, more := equiFirstMoves(r, s)
			equiShow(c, s, legal, more)
			m, err = choose(c, chooser[equi.Move]{
				legal:  legal,
				more:   more,
				parse:  equi.ParseMove,
				check:  func(m equi.Move) error { _, err := r.Apply(s, m); return err },
				help:   equiHelp,
				format: equiMove,
			})
		} else {
			m, err = players[seat].Choose(r.View(s, seat))
		}
		if err != nil {
			return err
		}
		next, err := r.Apply(s, m)
		if err != nil {
			return err
		}
		equiTell(c, next)
		s = next
	}
	c.say("\nThe game is over: %s.", s.End())
	counts := r.Score(s)
	for seat, n := range counts {
		c.say("  %-6s %2d cards", equiName(seat), n)
	}
	winners := r.Winners(s)
	var names []string
	for _, w := range winners {
		names = append(names, equiName(w))
	}
	switch {
	case len(winners) == 1 && winners[0] == 0:
		c.say("You win with %d cards.", counts[0])
	case len(winners) == 1:
		c.say("%s wins with %d cards; you have %d.", names[0], counts[winners[0]], counts[0])
	default:
		c.say("%s share the win with %d cards each.", strings.Join(names, " and "), counts[winners[0]])
	}
	return nil
}

// equiFirstMoves returns the first legal moves of s, at most equiListed,
// and whether there are more: a position can have millions.
func equiFirstMoves(r equi.Rules, s equi.State) ([]equi.Move, bool) {
	var legal []equi.Move
	for m := range r.Moves(s) {
		if len(legal) == equiListed {
			return legal, true
		}
		legal = append(legal, m)
	}
	return legal, false
}

// equiShow shows the table and the human's hand before he moves.
func equiShow(c *console, s equi.State, legal []equi.Move, more bool) {
	c.say("")
	table := s.Table()
	c.say("Table: %s (%s).", symbols(table), plural(equiPoints.Sum(table), "point"))
	var held []string
	for seat := range s.Players() {
		held = append(held, fmt.Sprintf("%s %d in hand + %d won", equiName(seat), s.Hand(seat).Len(), s.Pile(seat).Len()))
	}
	c.say("Stock %d. %s.", s.StockLen(), strings.Join(held, ", "))
	c.say("Your hand: %s.", symbols(s.Hand(0)))
	var moves []string
	for _, m := range legal {
		moves = append(moves, equiMove(m))
	}
	listMoves(c, moves, more)
}

// equiTell says what the last mover of s did.
func equiTell(c *console, s equi.State) {
	e, ok := s.LastEvent()
	if !ok {
		return
	}
	who := equiName(e.Seat)
	you := e.Seat == 0
	verb := func(yours, theirs string) string {
		if you {
			return yours
		}
		return theirs
	}
	line := who + " "
	if e.Move.IsTrail() {
		line += verb("trail ", "trails ") + symbols(e.Move.Played())
	} else {
		line += verb("take ", "takes ") + plusSymbols(e.Move.Taken()) + " with " + plusSymbols(e.Move.Played())
	}
	if e.Drew > 0 {
		line += " and " + verb("draw ", "draws ") + plural(e.Drew, "card")
	}
	c.say("%s.", line)
	if e.Recycled != 0 {
		c.say("  %s %s the won pile back into hand: %s.", who, verb("take", "takes"), plural(e.Recycled.Len(), "card"))
	}
}

// equiMove writes a move with suit symbols: "9♣+A♠=10♥" or "6♦ (trail)".
func equiMove(m equi.Move) string {
	if m.IsTrail() {
		return symbols(m.Played()) + " (trail)"
	}
	return plusSymbols(m.Played()) + "=" + plusSymbols(m.Taken())
}

// plusSymbols writes cards with suit symbols joined by "+".
func plusSymbols(s cards.Set) string {
	return strings.ReplaceAll(symbols(s), " ", "+")
}
