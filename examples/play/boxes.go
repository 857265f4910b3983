package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/scoring"
)

// boxesNames are the seats as the human sees them: seat 1 is on his left,
// since play goes clockwise to the left.
var boxesNames = [boxes.NumSeats]string{"You", "Left", "Partner", "Right"}

const boxesHelp = `Boxes: lay a card of the suit in force, or draw one card if you cannot.
Special cards: 2 must be answered with a 2, or the next player draws (one
more card than the 2s in the chain); 4 skips the next player; 5 makes the
others draw one card; 6 gives you another turn; 7 makes the next player draw
one card; 8 and 9 name the next suit; 10 reverses the direction of play.
Two cards of a rank may be laid together with the "one card" call (without
it you draw a penalty card). Penalties left in hand: A 0, 3 3, J Q K 10,
4 15, 2 7 20, 10 25, 5 6 9 30, 8 50, and 50 more for two 3s. The
partnership with fewer points after the last deal wins the match.
Moves: "QS" or "Q♠" lays one card; "8S:H" lays an 8 (or a 9) naming hearts;
"7H+7C!" lays a pair with the call (7H goes first, 7C on top); "7H+7C"
without it; "draw"; "pass".
The status line shows the deal and the match totals so far. For a short
game, start the program with -deals 8: a single deal of 8 cards.
The rules in full: docs/rules/boxes.md; the notation: docs/notation.md.`

// newBoxesBot returns a bot of the kind o asks for.
func newBoxesBot(o options, r boxes.Rules, seat int) bot.Player[boxes.View, boxes.Move] {
	switch o.bot {
	case "random":
		return bot.NewRandom[boxes.View, boxes.Move](botSeed(o, seat))
	case "greedy":
		return boxesbot.Greedy()
	}
	return boxesbot.NewISMCTS(r, o.iterations, botSeed(o, seat))
}

// boxesRules returns the rules o asks for: the -rules tags, with the
// schedule of -deals.
func boxesRules(o options) (boxes.Rules, error) {
	var over []cards.Tag
	if o.deals != "" {
		over = append(over, cards.Tag{Name: "Deals", Value: o.deals})
	}
	base, err := variant.Boxes(o.variant)
	if err != nil {
		return base, fmt.Errorf("-variant: %w", err)
	}
	spec, err := withRules(base, o.rules, over...)
	if err != nil {
		return boxes.Rules{}, err
	}
	return spec.(boxes.Rules), nil
}

// playBoxes plays a match: the human at seat 0 with a bot partner at seat
// 2, against bots at seats 1 and 3.
// The match is a new one, or the one of rec when it is not nil.
func playBoxes(c *console, o options, rec *cards.Record) error {
	r, err := boxesRules(o)
	if err != nil {
		return err
	}
	s, seed, err := newSession(r, o, rec, boxesNames[:])
	if err != nil {
		return err
	}
	r, o.seed = s.Rules().(boxes.Rules), seed
	players := make([]bot.Player[boxes.View, boxes.Move], boxes.NumSeats)
	for seat := 1; seat < boxes.NumSeats; seat++ {
		players[seat] = newBoxesBot(o, r, seat)
	}
	c.say("Boxes: you and your Partner (%s bots) against Left and Right. Seed %d.", o.bot, o.seed)
	if r.Variant != nil {
		c.say("House rule %s: %s.", r.Variant.Name(), variant.About(r.Variant.Name()))
	}
	if n := len(s.History()); n > 0 {
		c.say("The match resumed after %s.", plural(n, "move"))
	}
	c.say("%s of %s cards; the partnership with fewer penalty points wins. Type \"help\" for the rules.", plural(r.Deals.Len(), "deal"), r.Deals)
	return play(c, s, players, newBoxesTable(c, r, s.View(human), s.Story(0, human)))
}

// boxesTable writes a Boxes match as the human at seat 0 sees it. It
// tells each move from the library's account of it as seat 0 sees it
// ([cards.Session.Story]), which names no card seat 0 may not know: the
// move, its effects (a skip, a reversal, an extra turn, the draws and
// why), the end of the deal and the next one.
type boxesTable struct {
	c     *console
	r     boxes.Rules
	prev  boxes.View   // seat 0's view before the last move
	chain []cards.Card // the 2s of the chain waiting for an answer, in the order played
}

// newBoxesTable returns the table of a match under r whose position seat 0
// sees as v, and announces the deal from start, its story as seat 0 sees
// it, or where it stands in a match resumed during a deal.
func newBoxesTable(c *console, r boxes.Rules, v boxes.View, start []cards.Event) *boxesTable {
	t := &boxesTable{c: c, r: r, prev: v}
	switch {
	case over(v):
	case v.MoveCount() == 0:
		t.tellStory(v, start)
	default:
		c.say("\n--- Deal %d of %d: %s each, dealt by %s; %s played in it. ---", v.Deal()+1, r.Deals.Len(),
			plural(r.Deals.Size(v.Deal()), "card"), boxesNames[v.Dealer()], plural(v.MoveCount(), "move"))
	}
	return t
}

// help returns the rules in short.
func (t *boxesTable) help() string { return boxesHelp }

// format writes a move with suit symbols.
func (t *boxesTable) format(m boxes.Move) string { return boxesMove(m) }

// list returns every legal move of seat 0 in v: a Boxes hand has few.
func (t *boxesTable) list(v boxes.View) ([]boxes.Move, bool) { return v.AppendLegal(nil), false }

// over reports whether the match is over in v.
func over(v boxes.View) bool { return v.Turn() < 0 }

// moved writes the last move from story, the library's account of it as
// seat 0 sees it: the move, its effects, and the end of the deal and the
// next one if it ended one. v is seat 0's view after the move.
func (t *boxesTable) moved(v boxes.View, story []cards.Event) {
	t.tellStory(v, story)
	t.prev = v
}

// result writes the result of the match seat 0 sees as v.
func (t *boxesTable) result(v boxes.View) {
	us, them := t.teams(v)
	switch t.r.Table().Winner(v.Public) {
	case 0:
		t.c.say("You and your Partner win the match, %d points to %d.", us, them)
	case 1:
		t.c.say("Left and Right win the match, %d points to %d.", them, us)
	default:
		t.c.say("The match is drawn, %d points each.", us)
	}
}

// tellStory writes story, a move's or a deal's as seat 0 sees it, in
// words; v is seat 0's view after it, t.prev before.
func (t *boxesTable) tellStory(v boxes.View, story []cards.Event) {
	prev := t.prev
	ended := slices.ContainsFunc(story, func(e cards.Event) bool { return e.Kind == cards.EventDealEnd })
	cause := ""     // what caused the effects: "the 7♥", "the 6♣ upcard"
	upcard := false // the events are those of a deal's start
	dealer := v.Dealer()
	for i, e := range story {
		who := boxesNames[max(e.Seat, 0)]
		drawsNext := i+1 < len(story) && story[i+1].Kind == cards.EventDraw && story[i+1].Seat == e.Seat
		switch e.Kind {
		case cards.EventPlay:
			cause, upcard = "the "+plusSymbols(e.Cards), false
			if e.Cards[0].Rank() == cards.Two {
				if prev.Chain() == 0 {
					t.chain = nil
				}
				t.chain = append(t.chain, e.Cards...)
			}
			if i+1 < len(story) && story[i+1].Kind == cards.EventPenalty {
				t.c.say("%s %s %s without the \"one card\" call.", who, verb(e.Seat, "lay", "lays"), plusSymbols(e.Cards))
				continue
			}
			line := who + " " + verb(e.Seat, "play", "plays") + " " + playedText(e)
			if e.Named && !ended {
				line += ": " + e.Suit.Name() + " in force"
			}
			t.c.say("%s.", line)
		case cards.EventDraw:
			switch {
			case i == 0 && e.Seat == human:
				t.c.say("You have nothing to play on %s and draw %s.", prev.Suit().Symbol(), spaced(e.Cards))
			case i == 0:
				t.c.say("%s has nothing to play on %s and draws %s.", who, prev.Suit().Symbol(), plural(e.Count, "card"))
			default:
				why := cause
				if i > 0 && story[i-1].Kind == cards.EventChain && story[i-1].Seat == e.Seat {
					why = "the " + spaced(t.chain) + " chain"
					t.chain = nil
				}
				line := fmt.Sprintf("  %s %s %s (%s)", who, verb(e.Seat, "draw", "draws"), plural(e.Count, "card"), why)
				if len(e.Cards) > 0 {
					line += ": " + spaced(e.Cards)
				}
				t.c.say("%s.", line)
			}
		case cards.EventPass:
			if prev.Phase() == boxes.PhaseDrawn {
				t.c.say("%s %s the card drawn and %s.", who, verb(e.Seat, "keep", "keeps"), verb(e.Seat, "pass", "passes"))
			} else {
				t.c.say("%s can neither play nor draw, and %s.", who, verb(e.Seat, "pass", "passes"))
			}
		case cards.EventPenalty:
			line := fmt.Sprintf("  %s %s %s", who, verb(e.Seat, "draw", "draws"), plural(e.Count, "penalty card"))
			if len(e.Cards) > 0 {
				line += ", " + spaced(e.Cards)
			}
			what := "the pair"
			if i > 0 && len(story[i-1].Cards) > 2 {
				what = "the set"
			}
			t.c.say("%s: %s %s was laid without the call.", line, what, plusSymbols(story[i-1].Cards))
		case cards.EventReshuffle:
			t.c.say("  The discards are shuffled into a new stock.")
		case cards.EventChain:
			if drawsNext {
				continue // the draw says it
			}
			if upcard {
				t.c.say("  %s must answer the %s with a 2, or draw %s.", who, v.Top().Symbol(), plural(e.Count, "card"))
				continue
			}
			t.c.say("  %s must answer with a 2, or draw %s (the %s chain).", who, plural(e.Count, "card"), spaced(t.chain))
		case cards.EventReverse:
			if upcard {
				t.c.say("  Play starts %s (%s).", boxes.Counterclockwise, cause)
			} else {
				t.c.say("  Play reverses (%s): it now goes %s.", cause, dirName(e.Clockwise))
			}
		case cards.EventAgain:
			if upcard {
				t.c.say("  %s, the dealer, %s the first turn (%s).", who, verb(e.Seat, "take", "takes"), cause)
			} else {
				t.c.say("  %s %s again (%s).", who, verb(e.Seat, "play", "plays"), cause)
			}
		case cards.EventSkip:
			if upcard {
				t.c.say("  %s %s the first turn (%s).", who, verb(e.Seat, "miss", "misses"), cause)
			} else {
				t.c.say("  %s %s a turn (%s).", who, verb(e.Seat, "miss", "misses"), cause)
			}
		case cards.EventDealEnd:
			t.chain = nil
			t.dealEnd(e)
		case cards.EventDeal:
			dealer = e.Seat
		case cards.EventTurnUp:
			up := e.Cards[0]
			t.c.say("\n--- Deal %d of %d: %s each, dealt by %s. %s turns up: %s in force. ---",
				v.Deal()+1, t.r.Deals.Len(), plural(t.r.Deals.Size(v.Deal()), "card"), boxesNames[dealer], up.Symbol(), e.Suit.Symbol())
			cause, upcard = "the "+up.Symbol()+" upcard", true
			if up.Rank() == cards.Two {
				t.chain = []cards.Card{up}
			}
			if i == len(story)-1 {
				t.c.say("The upcard has no effect but its suit; %s %s.", boxesNames[v.Turn()], verb(v.Turn(), "start", "starts"))
				return
			}
		}
	}
	if upcard && v.Phase() != boxes.PhaseAnswer {
		t.c.say("%s %s.", boxesNames[v.Turn()], verb(v.Turn(), "start", "starts"))
	}
}

// playedText writes the cards a play event laid, and the call: "8♠
// naming ♥", "7♥+7♣ one card" (a set told with no penalty was called).
func playedText(e cards.Event) string {
	text := plusSymbols(e.Cards)
	if len(e.Cards) > 1 {
		text += " one card"
	}
	if e.Named {
		text += " naming " + e.Suit.Symbol()
	}
	return text
}

// dirName names the direction of play clockwise or not.
func dirName(clockwise bool) boxes.Direction {
	if clockwise {
		return boxes.Clockwise
	}
	return boxes.Counterclockwise
}

// show writes the status line, the table and the human's hand and moves
// legal before he moves; v is his view.
func (t *boxesTable) show(v boxes.View, legal []boxes.Move, _ bool) {
	c := t.c
	us, them := t.teams(v)
	c.say("")
	c.say("[Deal %d of %d | Match so far: you and Partner %d, Left and Right %d]",
		v.Deal()+1, t.r.Deals.Len(), us, them)
	c.say("Top card %s, suit in force %s; play goes %s. Stock %d, discards %d.",
		v.Top().Symbol(), v.Suit().Symbol(), v.Direction(), v.StockLen(), v.Discards().Len())
	var counts []string
	for seat := 1; seat < boxes.NumSeats; seat++ {
		counts = append(counts, fmt.Sprintf("%s %d", boxesNames[seat], v.HandLen(seat)))
	}
	c.say("Cards in hand: %s.", strings.Join(counts, ", "))
	switch v.Phase() {
	case boxes.PhaseAnswer:
		c.say("A chain of %s: answer with a 2, or you draw %s.", plural(v.Chain(), "two"), plural(v.PendingDraw(), "card"))
	case boxes.PhaseDrawn:
		if d, ok := v.Drawn(); ok {
			if len(legal) > 1 {
				c.say("You drew %s: you may play it now or pass.", d.Symbol())
			} else {
				c.say("You drew %s, which you cannot play: pass.", d.Symbol())
			}
		}
	}
	hand := v.Hand()
	c.say("Your hand: %s (penalty %d).", symbols(hand), boxes.HandPenalty(hand))
	listMoves(c, legal, boxesMove, false)
}

// dealEnd writes the end of a deal, e: why it ended, every hand with its
// penalty, the deal's and the match's totals.
func (t *boxesTable) dealEnd(e cards.Event) {
	c := t.c
	switch e.Reason {
	case boxes.EndOut.String():
		c.say("Deal %d ends: %s went out.", e.Count, boxesNames[e.Seat])
	case boxes.EndBlocked.String():
		c.say("Deal %d ends: nobody could play or draw.", e.Count)
	default:
		c.say("Deal %d ends: %s.", e.Count, e.Reason)
	}
	for seat, hand := range e.Hands {
		c.say("  %-8s %3d  %s", boxesNames[seat], e.Scores[seat], symbols(hand))
	}
	dealUs, dealThem := teams(func(seat int) int { return e.Scores[seat] })
	us, them := teams(func(seat int) int { return e.Totals[seat] })
	c.say("This deal: you and Partner %d, Left and Right %d. Match so far: %d to %d.", dealUs, dealThem, us, them)
}

// teams returns the match points of the two partnerships in v, seat 0's
// first: the finished deals, and the last one once the match is over.
func (t *boxesTable) teams(v boxes.View) (us, them int) {
	table := t.r.Table()
	return teams(func(seat int) int { return table.Points(v.Public, seat) })
}

// teams returns the points of the partnerships, you and Partner and Left
// and Right ([scoring.Partners4]), from the points of each seat.
func teams(points func(seat int) int) (us, them int) {
	var seats [boxes.NumSeats]int
	for seat := range seats {
		seats[seat] = points(seat)
	}
	t, _ := scoring.TeamTotals(seats[:], scoring.Partners4()) // four seats and Partners4: no error
	return t[0], t[1]
}

// verb returns the verb for seat: you for seat 0 ("You draw"), other for
// the bots ("Left draws").
func verb(seat int, you, other string) string {
	if seat == 0 {
		return you
	}
	return other
}

// moveCards returns the cards m plays, in the order laid: the first card,
// the cards between, the top card.
func moveCards(m boxes.Move) []cards.Card {
	switch m.Kind() {
	case boxes.KindCard:
		return []cards.Card{m.Card()}
	case boxes.KindSet:
		out := []cards.Card{m.Card()}
		for c := range m.Cards().Remove(m.Card()).Remove(m.Top()).All() {
			out = append(out, c)
		}
		return append(out, m.Top())
	}
	return nil
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
		text := plusSymbols(moveCards(m))
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
	return spaced(s.Cards())
}

// spaced writes cards with suit symbols, separated by spaces.
func spaced(cs []cards.Card) string { return joinSymbols(cs, " ") }

// plusSymbols writes cards with suit symbols joined by "+".
func plusSymbols(cs []cards.Card) string { return joinSymbols(cs, "+") }

// joinSymbols writes cards with suit symbols, separated by sep.
func joinSymbols(cs []cards.Card, sep string) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.Symbol()
	}
	return strings.Join(parts, sep)
}
