package main

import (
	"fmt"
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
	return play(c, s, players, newBoxesTable(c, r, s.View(human)))
}

// boxesTable writes a Boxes match as the human at seat 0 sees it. It reads
// nothing but seat 0's views and the public facts they hold, so it cannot
// write a card the human may not know: the effects of a move (a skip, a
// reversal, an extra turn, the draws) are read from the move (LastMove),
// the cards it made each seat draw (Drew) and what changed between the
// view before the move and the view after it.
type boxesTable struct {
	c     *console
	r     boxes.Rules
	prev  boxes.View   // seat 0's view before the last move
	chain []cards.Card // the 2s of the chain waiting for an answer, in the order played
}

// newBoxesTable returns the table of a match under r whose position seat 0
// sees as v, and announces the deal, or where it stands in a match resumed
// during a deal.
func newBoxesTable(c *console, r boxes.Rules, v boxes.View) *boxesTable {
	t := &boxesTable{c: c, r: r, prev: v}
	switch {
	case over(v):
	case v.MoveCount() == 0:
		t.dealStart(v)
	default:
		c.say("\n--- Deal %d of %d: %s each, dealt by %s; %s played in it. ---", v.Deal()+1, v.Schedule().Len(),
			plural(v.Schedule().Size(v.Deal()), "card"), boxesNames[v.Dealer()], plural(v.MoveCount(), "move"))
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

// moved writes the last move, which took seat 0's view from t.prev to v:
// the move, its effects, and the end of the deal and the next one if it
// ended one.
func (t *boxesTable) moved(v boxes.View, _ []cards.Event) {
	if seat, m := v.LastMove(); seat >= 0 {
		t.tell(v, seat, m)
	}
	if over(v) || v.Deal() != t.prev.Deal() {
		t.chain = nil
		t.dealEnd(v)
		if !over(v) {
			t.dealStart(v)
		}
	}
	t.prev = v
}

// result writes the result of the match seat 0 sees as v.
func (t *boxesTable) result(v boxes.View) {
	us, them := teams(v.Score)
	switch v.Winner() {
	case 0:
		t.c.say("You and your Partner win the match, %d points to %d.", us, them)
	case 1:
		t.c.say("Left and Right win the match, %d points to %d.", them, us)
	default:
		t.c.say("The match is drawn, %d points each.", us)
	}
}

// dealStart announces the deal seat 0 sees as v, and what its upcard did.
func (t *boxesTable) dealStart(v boxes.View) {
	up := v.Top()
	t.c.say("\n--- Deal %d of %d: %s each, dealt by %s. %s turns up: %s in force. ---",
		v.Deal()+1, v.Schedule().Len(), plural(v.Schedule().Size(v.Deal()), "card"), boxesNames[v.Dealer()], up.Symbol(), v.Suit().Symbol())
	turn := v.Turn()
	var effects []string
	if t.r.UpcardEffects {
		effects = upcardEffects(v)
	}
	if len(effects) == 0 {
		t.c.say("The upcard has no effect but its suit; %s %s.", boxesNames[turn], verb(turn, "start", "starts"))
		return
	}
	for _, e := range effects {
		t.c.say("  %s.", e)
	}
	if v.Phase() != boxes.PhaseAnswer {
		t.c.say("%s %s.", boxesNames[turn], verb(turn, "start", "starts"))
	}
}

// upcardEffects says what the upcard did at the start of the deal seat 0
// sees as v, under [boxes.Rules.UpcardEffects]: it reads the draws from the
// hands' sizes, and the rest from whose turn it is, in which phase and
// direction.
func upcardEffects(v boxes.View) []string {
	up := v.Top()
	cause := "the " + up.Symbol() + " upcard"
	if up.Rank() == cards.Two {
		cause = "the " + up.Symbol() + " chain"
	}
	dealer, turn := v.Dealer(), v.Turn()
	var out []string
	for i := range boxes.NumSeats {
		seat := (dealer + 1 + i) % boxes.NumSeats
		if n := v.HandLen(seat) - v.Schedule().Size(v.Deal()); n > 0 {
			out = append(out, fmt.Sprintf("%s %s %s (%s)", boxesNames[seat], verb(seat, "draw", "draws"), plural(n, "card"), cause))
		}
	}
	switch {
	case v.Phase() == boxes.PhaseAnswer:
		out = append(out, fmt.Sprintf("%s must answer the %s with a 2, or draw %s", boxesNames[turn], up.Symbol(), plural(v.PendingDraw(), "card")))
	case v.Direction() != boxes.Clockwise:
		out = append(out, fmt.Sprintf("Play starts %s (%s)", v.Direction(), cause))
	case turn == dealer:
		out = append(out, fmt.Sprintf("%s, the dealer, %s the first turn (%s)", boxesNames[dealer], verb(dealer, "take", "takes"), cause))
	case turn != (dealer+1)%boxes.NumSeats && len(out) == 0:
		skipped := (dealer + 1) % boxes.NumSeats
		out = append(out, fmt.Sprintf("%s %s the first turn (%s)", boxesNames[skipped], verb(skipped, "miss", "misses"), cause))
	}
	return out
}

// tell writes move m of seat, which took seat 0's view from t.prev to v,
// and its effects.
func (t *boxesTable) tell(v boxes.View, seat int, m boxes.Move) {
	prev := t.prev
	who := boxesNames[seat]
	ended := over(v) || v.Deal() != prev.Deal()
	// What seat 0 holds after the move: at the end of a deal its hand is
	// the one the deal ended with.
	hand := v.Hand()
	if ended {
		hand = v.LastHand(0)
	}
	// The cards seat 0 drew: new in his hand (a card he laid may come back
	// to him through a reshuffle).
	mine := hand.Minus(prev.Hand().Minus(m.Cards()))
	played := m.Kind() == boxes.KindCard || m.Kind() == boxes.KindSet
	uncalled := m.Kind() == boxes.KindSet && !m.OneCard()

	switch {
	case m.Kind() == boxes.KindDraw:
		if seat == 0 {
			t.c.say("You have nothing to play on %s and draw %s.", prev.Suit().Symbol(), symbols(mine))
		} else {
			t.c.say("%s has nothing to play on %s and draws %s.", who, prev.Suit().Symbol(), plural(v.Drew(seat), "card"))
		}
	case m.Kind() == boxes.KindPass && prev.Phase() == boxes.PhaseDrawn:
		t.c.say("%s %s the card drawn and %s.", who, verb(seat, "keep", "keeps"), verb(seat, "pass", "passes"))
	case m.Kind() == boxes.KindPass:
		t.c.say("%s can neither play nor draw, and %s.", who, verb(seat, "pass", "passes"))
	case uncalled:
		t.c.say("%s %s %s without the \"one card\" call.", who, verb(seat, "lay", "lays"), plusSymbols(moveCards(m)))
	default:
		line := who + " " + verb(seat, "play", "plays") + " " + boxesMove(m)
		if u, ok := m.Call(); ok && !ended {
			line += ": " + u.Name() + " in force"
		}
		t.c.say("%s.", line)
	}

	if !ended && v.Discards().Len() < prev.Discards().Len() {
		t.c.say("  The discards are shuffled into a new stock.")
	}

	// The draws the move caused, in turn order from the mover.
	step := 1
	if v.Direction() != boxes.Clockwise {
		step = boxes.NumSeats - 1
	}
	chain := t.chain
	if prev.Chain() == 0 {
		chain = nil
	}
	if played && m.Card().Rank() == cards.Two {
		chain = append(chain, moveCards(m)...)
	}
	for i := range boxes.NumSeats {
		drawer := (seat + (i+1)*step) % boxes.NumSeats
		n := v.Drew(drawer)
		if n == 0 || m.Kind() == boxes.KindDraw && drawer == seat {
			continue
		}
		line := boxesNames[drawer] + " " + verb(drawer, "draw", "draws") + " "
		switch {
		case uncalled && drawer == seat:
			line += plural(n, "penalty card")
			if drawer == 0 {
				line += ", " + symbols(mine)
			}
			line += ": the pair " + plusSymbols(moveCards(m)) + " was laid without the call"
			if m.Cards().Len() > 2 {
				line = strings.Replace(line, "the pair", "the set", 1)
			}
		case played && m.Card().Rank() == cards.Two:
			line += plural(n, "card") + " (the " + spaced(chain) + " chain)"
		default:
			line += plural(n, "card") + " (the " + plusSymbols(moveCards(m)) + ")"
		}
		if drawer == 0 && !(uncalled && drawer == seat) {
			line += ": " + symbols(mine)
		}
		t.c.say("  %s.", line)
	}

	t.chain = nil
	if ended || !played || uncalled {
		return
	}
	cause := "the " + plusSymbols(moveCards(m))
	next := v.Turn()
	switch {
	case v.Phase() == boxes.PhaseAnswer:
		t.chain = chain
		t.c.say("  %s must answer with a 2, or draw %s (the %s chain).", boxesNames[next], plural(v.PendingDraw(), "card"), spaced(chain))
	case v.Direction() != prev.Direction():
		t.c.say("  Play reverses (%s): it now goes %s.", cause, v.Direction())
	case next == seat:
		t.c.say("  %s %s again (%s).", who, verb(seat, "play", "plays"), cause)
	case next == (seat+2)%boxes.NumSeats:
		skipped := (seat + 1) % boxes.NumSeats
		if v.Direction() != boxes.Clockwise {
			skipped = (seat + 3) % boxes.NumSeats
		}
		if v.Drew(skipped) == 0 {
			t.c.say("  %s %s a turn (%s).", boxesNames[skipped], verb(skipped, "miss", "misses"), cause)
		}
	}
}

// show writes the status line, the table and the human's hand and moves
// legal before he moves; v is his view.
func (t *boxesTable) show(v boxes.View, legal []boxes.Move, _ bool) {
	c := t.c
	us, them := teams(v.Score)
	c.say("")
	c.say("[Deal %d of %d | Match so far: you and Partner %d, Left and Right %d]",
		v.Deal()+1, v.Schedule().Len(), us, them)
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

// dealEnd scores the deal that just ended; v is seat 0's view after it.
func (t *boxesTable) dealEnd(v boxes.View) {
	c := t.c
	deal, reason, out := v.LastEnd()
	switch reason {
	case boxes.EndOut:
		c.say("Deal %d ends: %s went out.", deal+1, boxesNames[out])
	case boxes.EndBlocked:
		c.say("Deal %d ends: nobody could play or draw.", deal+1)
	default:
		c.say("Deal %d ends: %s.", deal+1, reason)
	}
	var scores [boxes.NumSeats]int
	for seat := range boxes.NumSeats {
		hand := v.LastHand(seat)
		scores[seat] = boxes.HandPenalty(hand)
		c.say("  %-8s %3d  %s", boxesNames[seat], scores[seat], symbols(hand))
	}
	dealUs, dealThem := teams(func(seat int) int { return scores[seat] })
	us, them := teams(v.Score)
	c.say("This deal: you and Partner %d, Left and Right %d. Match so far: %d to %d.", dealUs, dealThem, us, them)
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
