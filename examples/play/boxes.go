package main

import (
	"fmt"
	"strings"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// boxesNames are the seats as the human sees them: seat 1 is on his left,
// since play goes clockwise to the left.
var boxesNames = [boxes.NumSeats]string{"You", "Left", "Partner", "Right"}

const boxesHelp = `Boxes: lay a card of the suit in force, or draw one card if you cannot.
Moves: "QS" or "Q♠" lays one card; "8S:H" lays an 8 (or a 9) and names hearts
for the next player; "7H+7C!" lays a pair with the "one card" call (7H goes
first, 7C on top); "7H+7C" lays it without the call (you draw a penalty card);
"draw" and "pass". A 2 must be answered with a 2, or you draw; 4 skips the next
player; 5 makes the others draw; 6 gives you another turn; 7 makes the next
player draw; 10 reverses. Penalties left in hand: A 0, 3 3, J Q K 10, 4 15,
2 7 20, 10 25, 5 6 9 30, 8 50, and 50 more for two 3s. Fewest points wins.`

// newBoxesBot returns a bot of the kind o asks for.
func newBoxesBot(o options, r boxes.Rules, seat int) bot.Player[boxes.View, boxes.Move] {
	switch o.bot {
	case "random":
		return bot.NewRandom[boxes.View, boxes.Move](botSeed(o, seat))
	case "greedy":
		return bot.BoxesGreedy()
	}
	return bot.NewBoxesISMCTS(r, o.iterations, botSeed(o, seat))
}

// playBoxes plays a match: the human at seat 0 with a bot partner at seat
// 2, against bots at seats 1 and 3.
func playBoxes(c *console, o options) error {
	var sc boxes.Schedule
	if o.deals != "" {
		var err error
		if sc, err = boxes.ParseSchedule(o.deals); err != nil {
			return fmt.Errorf("-deals: %w", err)
		}
	}
	r := boxes.Rules{Deals: sc}
	s, err := r.Start(int(o.seed%boxes.NumSeats), o.seed)
	if err != nil {
		return err
	}
	var players [boxes.NumSeats]bot.Player[boxes.View, boxes.Move]
	for seat := 1; seat < boxes.NumSeats; seat++ {
		players[seat] = newBoxesBot(o, r, seat)
	}
	c.say("Boxes: you and your Partner (%s bots) against Left and Right. Seed %d.", o.bot, o.seed)
	c.say("%s of %s cards; the partnership with fewer penalty points wins.", plural(s.Deals(), "deal"), s.Schedule())
	boxesDealStart(c, s)
	for !s.Over() {
		seat := s.Turn()
		var m boxes.Move
		if seat == 0 {
			boxesShow(c, r, s)
			m, err = choose(c, chooser[boxes.Move]{
				legal:  r.Legal(s),
				parse:  boxes.ParseMove,
				check:  func(m boxes.Move) error { _, err := r.Apply(s, m); return err },
				help:   boxesHelp,
				format: boxesMove,
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
		boxesTell(c, s, next, seat, m)
		if next.Over() || next.Deal() != s.Deal() {
			boxesDealEnd(c, next)
			if !next.Over() {
				boxesDealStart(c, next)
			}
		}
		s = next
	}
	totals := s.TeamTotals()
	switch s.Winner() {
	case 0:
		c.say("You and your Partner win the match, %d points to %d.", totals[0], totals[1])
	case 1:
		c.say("Left and Right win the match, %d points to %d.", totals[1], totals[0])
	default:
		c.say("The match is drawn, %d points each.", totals[0])
	}
	return nil
}

// boxesDealStart announces a deal.
func boxesDealStart(c *console, s boxes.State) {
	c.say("\n--- Deal %d of %d: %s each, dealt by %s. %s turns up: %s in force. ---",
		s.Deal()+1, s.Deals(), plural(s.DealSize(), "card"), boxesNames[s.Dealer()], s.Top().Symbol(), s.Suit().Symbol())
}

// boxesShow shows the human's hand and the table before he moves.
func boxesShow(c *console, r boxes.Rules, s boxes.State) {
	c.say("")
	c.say("Top card %s, suit in force %s; play goes %s. Stock %d, discards %d.",
		s.Top().Symbol(), s.Suit().Symbol(), s.Direction(), s.StockLen(), s.DiscardLen())
	var counts []string
	for seat := 1; seat < boxes.NumSeats; seat++ {
		counts = append(counts, fmt.Sprintf("%s %d", boxesNames[seat], s.Hand(seat).Len()))
	}
	c.say("Cards in hand: %s.", strings.Join(counts, ", "))
	switch s.Phase() {
	case boxes.PhaseAnswer:
		c.say("A chain of %s: answer with a 2, or the next player without one draws %d.", plural(s.Chain(), "two"), s.PendingDraw())
	case boxes.PhaseDrawn:
		if d, ok := s.Drawn(); ok {
			if len(r.Legal(s)) > 1 {
				c.say("You drew %s: you may play it now or pass.", d.Symbol())
			} else {
				c.say("You drew %s, which you cannot play: pass.", d.Symbol())
			}
		}
	}
	hand := s.Hand(0)
	c.say("Your hand: %s (penalty %d).", symbols(hand), boxes.HandPenalty(hand))
	var moves []string
	for _, m := range r.Legal(s) {
		moves = append(moves, boxesMove(m))
	}
	listMoves(c, moves, false)
}

// boxesTell says what seat did with m, which took s to next.
func boxesTell(c *console, s, next boxes.State, seat int, m boxes.Move) {
	who := boxesNames[seat]
	verb := func(you, other string) string {
		if seat == 0 {
			return you
		}
		return other
	}
	switch m.Kind() {
	case boxes.KindDraw:
		line := who + " " + verb("draw", "draws") + " a card"
		if seat == 0 && next.Deal() == s.Deal() {
			if drawn := next.Hand(0).Minus(s.Hand(0)); !drawn.Empty() {
				line += ": " + symbols(drawn)
			}
		}
		c.say("%s.", line)
	case boxes.KindPass:
		c.say("%s %s.", who, verb("pass", "passes"))
	default:
		c.say("%s %s %s.", who, verb("play", "plays"), boxesMove(m))
	}
	for i := range boxes.NumSeats {
		n := next.Drew(i)
		if i == seat && m.Kind() == boxes.KindDraw {
			n-- // said already
		}
		if n > 0 {
			draws := "draws"
			if i == 0 {
				draws = "draw"
			}
			c.say("  %s %s %s.", boxesNames[i], draws, plural(n, "card"))
		}
	}
}

// boxesDealEnd scores the deal that just ended.
func boxesDealEnd(c *console, s boxes.State) {
	d := s.LastDeal()
	switch d.Reason {
	case boxes.EndOut:
		c.say("Deal %d ends: %s went out.", d.Deal+1, boxesNames[d.Out])
	case boxes.EndBlocked:
		c.say("Deal %d ends: nobody could play or draw.", d.Deal+1)
	default:
		c.say("Deal %d ends: %s.", d.Deal+1, d.Reason)
	}
	for seat := range boxes.NumSeats {
		c.say("  %-8s %3d  %s", boxesNames[seat], d.Scores[seat], symbols(d.Hands[seat]))
	}
	deal, _ := scoring.TeamTotals(d.Scores[:], scoring.Partners4())
	totals := s.TeamTotals()
	c.say("This deal: you and Partner %d, Left and Right %d. Match so far: %d to %d.", deal[0], deal[1], totals[0], totals[1])
}

// boxesMove writes a move with suit symbols: "8♠ naming ♥", "7♥+7♣ one card".
func boxesMove(m boxes.Move) string {
	switch m.Kind() {
	case boxes.KindDraw:
		return "draw"
	case boxes.KindPass:
		return "pass"
	case boxes.KindCard:
		if call, ok := m.Call(); ok {
			return m.Card().Symbol() + " naming " + call.Symbol()
		}
		return m.Card().Symbol()
	case boxes.KindSet:
		parts := []string{m.Card().Symbol()}
		for c := range m.Cards().Remove(m.Card()).Remove(m.Top()).All() {
			parts = append(parts, c.Symbol())
		}
		parts = append(parts, m.Top().Symbol())
		text := strings.Join(parts, "+")
		if !m.OneCard() {
			return text + " (no call)"
		}
		text += " one card"
		if call, ok := m.Call(); ok {
			text += " naming " + call.Symbol()
		}
		return text
	}
	return m.String()
}

// symbols writes a set of cards with suit symbols, or "none".
func symbols(s cards.Set) string {
	if s.Empty() {
		return "none"
	}
	var parts []string
	for c := range s.All() {
		parts = append(parts, c.Symbol())
	}
	return strings.Join(parts, " ")
}
