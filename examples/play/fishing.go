package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/fishing/fishingbot"
	"github.com/cardrules/cardrules/scoring"
)

// fishingListed is the most moves listed for the human; he may type others.
const fishingListed = 60

// newFishingBot returns a bot of the kind o asks for.
func newFishingBot(o options, r fishing.Rules, seat int) bot.Player[fishing.View, fishing.Move] {
	switch o.bot {
	case "random":
		return bot.NewRandom[fishing.View, fishing.Move](botSeed(o, seat))
	case "greedy":
		return fishingbot.Greedy()
	}
	return fishingbot.NewISMCTS(r, o.iterations, botSeed(o, seat))
}

// fishingRules returns the rules of g that o asks for: g's table for the
// players of -players (2 when not given), then the -rules tags (Players,
// Partners), -players winning over Players.
func fishingRules(g variant.Game[fishing.Rules], o options) (fishing.Rules, error) {
	if o.players < g.MinPlayers || o.players > g.MaxPlayers {
		return fishing.Rules{}, fmt.Errorf("-players: %s takes %d to %d, not %d", g.Title, g.MinPlayers, g.MaxPlayers, o.players)
	}
	base, err := g.Rules(o.players)
	if err != nil {
		return base, fmt.Errorf("-players: %w", err)
	}
	var over []cards.Tag
	if o.set["players"] {
		over = append(over, cards.Tag{Name: "Players", Value: fmt.Sprint(o.players)})
	}
	spec, err := withRules(base, o.rules, over...)
	if err != nil {
		return fishing.Rules{}, err
	}
	return spec.(fishing.Rules), nil
}

// playFishing plays a game of a table of the fishing engine named by
// o.game (an entry of variant.FishingGames): the human at seat 0 against
// bots, his partner a bot when the table has partners. The game is a new
// one, or the one of rec when it is not nil.
func playFishing(c *console, o options, rec *cards.Record) error {
	g, ok := variant.Fishing(o.game)
	if !ok {
		return fmt.Errorf("-game: %q is not a fishing game", o.game)
	}
	r, err := fishingRules(g, o)
	if err != nil {
		return err
	}
	names := fishingNames(r.Table())
	s, seed, err := newSession(r, o, rec, names)
	if err != nil {
		return err
	}
	r, o.seed = s.Rules().(fishing.Rules), seed
	names = fishingNames(r.Table())
	players := make([]bot.Player[fishing.View, fishing.Move], r.Seats())
	for seat := 1; seat < r.Seats(); seat++ {
		players[seat] = newFishingBot(o, r, seat)
	}
	if partner := fishingPartner(r.Table()); partner > 0 {
		var others []string
		for seat := 1; seat < r.Seats(); seat++ {
			if seat != partner {
				others = append(others, names[seat])
			}
		}
		c.say("%s: you and your Partner (%s bots) against %s. Seed %d. Type \"help\" for the rules.", g.Title, o.bot, strings.Join(others, " and "), o.seed)
	} else {
		c.say("%s: you against %s (%s). Seed %d. Type \"help\" for the rules.", g.Title, plural(r.Seats()-1, "bot"), o.bot, o.seed)
	}
	if n := len(s.History()); n > 0 {
		c.say("The game resumed after %s.", plural(n, "move"))
	}
	return play(c, s, players, newFishingTable(c, g, r, names, s.View(human)))
}

// fishingPartner returns the seat of the human's partner under t, or -1.
func fishingPartner(t fishing.Table) int {
	if !t.Partners {
		return -1
	}
	return t.Players / 2
}

// fishingNames returns the names of the seats under t: "You", "Partner"
// for the human's partner, "Bot N" for the others.
func fishingNames(t fishing.Table) []string {
	names := make([]string, t.Players)
	for seat := range names {
		switch seat {
		case human:
			names[seat] = "You"
		case fishingPartner(t):
			names[seat] = "Partner"
		default:
			names[seat] = fmt.Sprintf("Bot %d", seat)
		}
	}
	return names
}

// fishingTable writes a game of any fishing table as the human at seat 0
// sees it. Like equiTable it reads nothing but seat 0's views and the
// public facts they hold: the last move (LastMove), the cards drawn
// (LastDrawn) and taken back (LastRecycled, the cards being Known), the
// sweeps, and what changed between successive views.
type fishingTable struct {
	c     *console
	g     variant.Game[fishing.Rules]
	r     fishing.Rules
	names []string
	prev  fishing.View // seat 0's view before the last move
}

// newFishingTable returns the table of a game of g under r whose position
// seat 0 sees as v, and announces the deal (the dealer only, in a game
// resumed).
func newFishingTable(c *console, g variant.Game[fishing.Rules], r fishing.Rules, names []string, v fishing.View) *fishingTable {
	t := &fishingTable{c: c, g: g, r: r, names: names, prev: v}
	tb := r.Table()
	if v.MoveCount() > 0 {
		c.say("%s dealt.", names[v.Dealer()])
		return t
	}
	c.say("%s %s: %s each and %s to the table. %s %s.", names[v.Dealer()], verb(v.Dealer(), "deal", "deals"),
		plural(tb.Hand, "card"), plural(tb.TableCards, "card"), names[v.Turn()], verb(v.Turn(), "start", "starts"))
	if dealer := v.Dealer(); v.Sweeps(dealer) > 0 {
		c.say("The cards dealt to the table add up to %d: %s %s them, a sweep (%s).", tb.Target, names[dealer],
			verb(dealer, "take", "takes"), plural(tb.Scoring.Sweep, "point"))
	}
	c.say("Table: %s.", symbols(v.Table()))
	return t
}

// help returns the rules in short.
func (t *fishingTable) help() string { return t.g.Help }

// format writes a move with suit symbols.
func (t *fishingTable) format(m fishing.Move) string { return fishingMove(m) }

// list returns the first legal moves of seat 0 in v, at most fishingListed,
// and whether there are more: a table that plays several cards a move can
// have millions.
func (t *fishingTable) list(v fishing.View) ([]fishing.Move, bool) {
	legal := v.AppendFirst(nil, fishingListed+1)
	if len(legal) > fishingListed {
		return legal[:fishingListed], true
	}
	return legal, false
}

// show writes the status line, the table and the human's hand and moves
// before he moves; v is his view.
func (t *fishingTable) show(v fishing.View, legal []fishing.Move, more bool) {
	c := t.c
	c.say("")
	var won []string
	for seat := range v.Players() {
		line := fmt.Sprintf("%s %d", t.names[seat], v.Pile(seat).Len())
		if n := v.Sweeps(seat); n > 0 && t.r.Table().Scoring.Sweep != 0 {
			line += fmt.Sprintf(" + %s", plural(n, "sweep"))
		}
		won = append(won, line)
	}
	c.say("[Cards won: %s | Stock %d]", strings.Join(won, ", "), v.StockLen())
	c.say("Table: %s (total %d).", t.valued(v.Table()), t.sum(v.Table()))
	var hands []string
	for seat := 1; seat < v.Players(); seat++ {
		hands = append(hands, fmt.Sprintf("%s %d", t.names[seat], v.HandLen(seat)))
	}
	c.say("Cards in hand: %s.", strings.Join(hands, ", "))
	c.say("Your hand: %s.", t.valued(v.Hand()))
	listMoves(c, legal, fishingMove, more)
}

// valued writes cards with suit symbols and, for a card whose value is not
// the number on its face (an ace, a face card, or a table's own value), its
// value: "J♠ (8)".
func (t *fishingTable) valued(s cards.Set) string {
	if s.Empty() {
		return "none"
	}
	parts := make([]string, 0, s.Len())
	for c := range s.All() {
		text := c.Symbol()
		r := c.Rank()
		if r > cards.Ten || t.r.Value(c) != int(r) {
			text += fmt.Sprintf(" (%d)", t.r.Value(c))
		}
		parts = append(parts, text)
	}
	return strings.Join(parts, " ")
}

// sum returns the values of the cards of s added up.
func (t *fishingTable) sum(s cards.Set) int {
	total := 0
	for c := range s.All() {
		total += t.r.Value(c)
	}
	return total
}

// moved writes the last move and what followed it from story, the
// library's account of it as seat 0 sees it: a sweep, the draws or new
// hands, the pile taken back, seats passed over, the table's last cards
// at the end. v is seat 0's view after the move, t.prev before it.
func (t *fishingTable) moved(v fishing.View, story []cards.Event) {
	prev := t.prev
	t.prev = v
	c, tb := t.c, t.r.Table()
	stockUsed := func() {
		if v.StockLen() == 0 && prev.StockLen() > 0 {
			c.say("  The stock is used up.")
		}
	}
	leftover := slices.ContainsFunc(story, func(e cards.Event) bool { return e.Kind == cards.EventCapture && e.Reason != "" })
	for _, e := range story {
		who := t.names[max(e.Seat, 0)]
		switch {
		case e.Kind == cards.EventPlay:
			c.say("%s %s %s on the table.", who, verb(e.Seat, "lay", "lays"), spaced(e.Cards))
		case e.Kind == cards.EventCapture && e.Reason != "":
			why := "the last to capture"
			if v.LastCapturer() < 0 {
				why = "the dealer, since nobody captured"
			}
			c.say("  The %s left on the table (%s) %s to %s, %s.", plural(e.Taken.Len(), "card"), symbols(e.Taken), goes(e.Taken.Len()), who, why)
		case e.Kind == cards.EventCapture:
			c.say("%s %s %s with %s.", who, verb(e.Seat, "take", "takes"), plusSet(e.Taken), plusSymbols(e.Cards))
		case e.Kind == cards.EventSweep && tb.Scoring.Sweep != 0:
			c.say("  %s %s the table: a sweep (%s).", who, verb(e.Seat, "clear", "clears"), plural(tb.Scoring.Sweep, "point"))
		case e.Kind == cards.EventSweep:
			c.say("  %s %s the table.", who, verb(e.Seat, "clear", "clears"))
		case e.Kind == cards.EventDeal:
			c.say("Every hand is empty: %s %s again, %s each. You get %s.", who, verb(e.Seat, "deal", "deals"),
				plural(e.Count, "card"), symbols(e.Hands[human]))
			stockUsed()
		case e.Kind == cards.EventDraw && e.Reason != "":
			c.say("  %s %s back into hand the %s %s won: %s.", who, verb(e.Seat, "take", "takes"),
				plural(e.Count, "card"), verb(e.Seat, "you", "he"), spaced(e.Cards))
		case e.Kind == cards.EventDraw:
			line := who + " " + verb(e.Seat, "draw", "draws") + " " + plural(e.Count, "card")
			if len(e.Cards) > 0 {
				line += ": " + spaced(e.Cards)
			}
			c.say("  %s.", line)
			stockUsed()
		case e.Kind == cards.EventSkip:
			c.say("  %s %s no card and %s passed over.", who, verb(e.Seat, "hold", "holds"), verb(e.Seat, "are", "is"))
		case e.Kind == cards.EventGameEnd && story[0].Kind == cards.EventCapture && !leftover:
			c.say("  %s %s the table with the last move: the game ends.", t.names[story[0].Seat], verb(story[0].Seat, "clear", "clears"))
		}
	}
}

// result writes the end of the game: why it ended, what each side
// captured for the rows of the table's score, the scores and who won; v
// is seat 0's view of the last position.
func (t *fishingTable) result(v fishing.View) {
	c, tb := t.c, t.r.Table()
	why := map[fishing.EndReason]string{
		fishing.EndTableCleared: "a capture cleared the table after the stock ran out",
		fishing.EndNoProgress:   "no capture for " + plural(max(tb.NoProgressRounds, 1), "full round") + " after the stock ran out",
		fishing.EndNoCards:      "every card is played",
		fishing.EndMoveLimit:    "the move limit was reached",
	}[v.End()]
	c.say("\nThe game is over: %s.", why)
	scores := make([]int, v.Players())
	for seat := range scores {
		scores[seat] = v.Score(seat)
	}
	// One line a side: a seat, or a partnership (seat and seat+Players/2).
	sides := v.Players()
	if tb.Partners {
		sides /= 2
	}
	labels := make([]string, sides)
	lines := make([]string, sides)
	width := 0
	for side := range sides {
		seats := []int{side}
		if tb.Partners {
			seats = append(seats, side+sides)
		}
		var pile cards.Set
		sweeps := 0
		var who []string
		for _, seat := range seats {
			pile = pile.Union(v.Pile(seat))
			sweeps += v.Sweeps(seat)
			who = append(who, t.names[seat])
		}
		labels[side] = strings.Join(who, " + ")
		width = max(width, len(labels[side]))
		lines[side] = strings.Join(t.facts(pile, sweeps), ", ")
	}
	for side := range sides {
		c.say("  %-*s %s: %s", width, labels[side], lines[side], plural(scores[side], "point"))
	}
	winners := scoring.Winners(scores, scoring.HigherWins)
	if tb.Partners { // each partnership once, by its first seat
		var won []int
		for _, w := range winners {
			if !slices.Contains(won, w%sides) {
				won = append(won, w%sides)
			}
		}
		winners = won
	}
	switch w := winners[0]; {
	case len(winners) > 1:
		var won []string
		for _, w := range winners {
			won = append(won, labels[w])
		}
		c.say("A tie: %s share the win with %s each.", strings.Join(won, " and "), plural(scores[w], "point"))
	case w == human && tb.Partners:
		c.say("You and your Partner win with %s.", plural(scores[w], "point"))
	case w == human:
		c.say("You win with %s.", plural(scores[w], "point"))
	default:
		won := "wins"
		if tb.Partners {
			won = "win"
		}
		c.say("%s %s with %s; you have %d.", labels[w], won, plural(scores[w], "point"), scores[human])
	}
}

// facts returns what a side's pile and sweeps show for the rows of the
// table's score, such as "22 cards", "6 coins", "the 7♦", "2 sweeps".
func (t *fishingTable) facts(pile cards.Set, sweeps int) []string {
	var facts []string
	sc := t.r.Table().Scoring
	if sc.MostCards != 0 || sc.CardsHeld {
		facts = append(facts, plural(pile.Len(), "card"))
	}
	if sc.MostCoins != 0 {
		facts = append(facts, plural(pile.OfSuit(cards.Diamonds).Len(), "coin"))
	}
	if sc.MostSevens != 0 || sc.Primiera != 0 {
		facts = append(facts, plural(pile.OfRank(cards.Seven).Len(), "seven"))
	}
	if seven := cards.New(cards.Seven, cards.Diamonds); sc.SevenOfCoins != 0 && pile.Has(seven) {
		facts = append(facts, "the "+seven.Symbol())
	}
	if sc.Sweep != 0 {
		facts = append(facts, plural(sweeps, "sweep"))
	}
	return facts
}

// fishingMove writes a move with suit symbols: "7♣=3♥+4♠" or "6♦ (lay)".
func fishingMove(m fishing.Move) string {
	if m.IsTrail() {
		return symbols(m.Played()) + " (lay)"
	}
	return plusSet(m.Played()) + "=" + plusSet(m.Taken())
}
