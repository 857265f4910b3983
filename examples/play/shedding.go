package main

import (
	"fmt"
	"strings"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/shedding"
	"github.com/cardrules/cardrules/shedding/sheddingbot"
)

// sheddingName returns the name of a seat in a shedding game.
func sheddingName(seat int) string {
	if seat == human {
		return "You"
	}
	return fmt.Sprintf("Bot %d", seat)
}

// newSheddingBot returns a bot of the kind o asks for.
func newSheddingBot(o options, r shedding.Rules, seat int) bot.Player[shedding.View[shedding.Rules], shedding.Move] {
	switch o.bot {
	case "random":
		return bot.NewRandom[shedding.View[shedding.Rules], shedding.Move](botSeed(o, seat))
	case "greedy":
		return sheddingbot.Greedy[shedding.Rules]()
	}
	return sheddingbot.NewISMCTS(r, o.iterations, botSeed(o, seat))
}

// sheddingRules returns the rules of g that o asks for: g's table for the
// players of -players (g.DefaultPlayers when not given), then the -rules
// tags (Players), -players winning over Players.
func sheddingRules(g variant.Game[shedding.Rules], o options) (shedding.Rules, error) {
	n := g.DefaultPlayers
	var over []cards.Tag
	if o.set["players"] {
		n = o.players
		over = append(over, cards.Tag{Name: "Players", Value: fmt.Sprint(n)})
	}
	if n < g.MinPlayers || n > g.MaxPlayers {
		return shedding.Rules{}, fmt.Errorf("-players: %s takes %d to %d, not %d", g.Title, g.MinPlayers, g.MaxPlayers, n)
	}
	base, err := g.Rules(n)
	if err != nil {
		return base, fmt.Errorf("-players: %w", err)
	}
	spec, err := withRules(base, o.rules, over...)
	if err != nil {
		return shedding.Rules{}, err
	}
	return spec.(shedding.Rules), nil
}

// playShedding plays a game of a table of the shedding engine named by
// o.game (an entry of variant.SheddingGames): the human at seat 0 against
// bots. The game is a new one, or the one of rec when it is not nil.
func playShedding(c *console, o options, rec *cards.Record) error {
	g, ok := variant.Shedding(o.game)
	if !ok {
		return fmt.Errorf("-game: %q is not a shedding game", o.game)
	}
	r, err := sheddingRules(g, o)
	if err != nil {
		return err
	}
	names := make([]string, r.Seats())
	for seat := range names {
		names[seat] = sheddingName(seat)
	}
	s, seed, err := newSession(r, o, rec, names)
	if err != nil {
		return err
	}
	r, o.seed = s.Rules().(shedding.Rules), seed
	players := make([]bot.Player[shedding.View[shedding.Rules], shedding.Move], r.Seats())
	for seat := 1; seat < r.Seats(); seat++ {
		players[seat] = newSheddingBot(o, r, seat)
	}
	c.say("%s: you against %s (%s). Seed %d. Type \"help\" for the rules.", g.Title, plural(r.Seats()-1, "bot"), o.bot, o.seed)
	t := newSheddingTable(c, g.Help, s.View(human), len(s.History()))
	if err := play(c, s, players, t); err != nil {
		return err
	}
	sayStandings(c, names, s.Rules().Score(s.State()), s.Winners(), "the score is minus the penalty of the cards left; higher is better")
	return nil
}

// sheddingTable writes a game of any table of the shedding engine, Crazy
// Eights included, as the human at seat 0 sees it: it reads nothing but
// seat 0's views (the last move, how many cards it drew, and what changed
// between successive views) and the table of their rules, which tells
// what each card does.
type sheddingTable[G shedding.Game] struct {
	c     *console
	rules string           // the help
	prev  shedding.View[G] // seat 0's view before the last move
}

// newSheddingTable returns the table of a game that seat 0 sees as v, with
// the help text help, and announces the deal, or the moves played before
// in a game resumed after played moves.
func newSheddingTable[G shedding.Game](c *console, help string, v shedding.View[G], played int) *sheddingTable[G] {
	if played > 0 {
		c.say("The game resumed after %s.", plural(played, "move"))
	} else {
		c.say("%s dealt; %s turned up.", sheddingName(v.Dealer()), v.Top().Symbol())
		tb := v.Rules().Table()
		acts := tb.Skip | tb.Reverse | tb.Again | tb.Call | tb.Answer
		if tb.UpcardActs && acts.Has(v.Top()) {
			c.say("The card turned up acts as if %s had played it.", sheddingName(v.Dealer()))
		}
	}
	return &sheddingTable[G]{c: c, rules: help, prev: v}
}

// help returns the rules in short.
func (t *sheddingTable[G]) help() string { return t.rules }

// format writes a move with suit symbols.
func (t *sheddingTable[G]) format(m shedding.Move) string { return sheddingMove(m) }

// list returns the human's legal moves in v: all of them, a few at most.
func (t *sheddingTable[G]) list(v shedding.View[G]) ([]shedding.Move, bool) {
	return v.AppendLegal(nil), false
}

// answers writes the ranks that answer a pending draw under tb: "a 2",
// "a 2 or a 7".
func answers(tb shedding.Rules) string {
	var out []string
	for k := cards.Two; k <= cards.Ace; k++ {
		if tb.Answer.Intersect(cards.RankSet(k)) != 0 {
			out = append(out, article(k)+" "+k.String())
		}
	}
	return strings.Join(out, " or ")
}

// article returns "an" before a rank whose name starts with a vowel
// sound (8, A), else "a".
func article(k cards.Rank) string {
	if k == cards.Eight || k == cards.Ace {
		return "an"
	}
	return "a"
}

// show writes the status line, the pile, the human's hand and his moves.
func (t *sheddingTable[G]) show(v shedding.View[G], legal []shedding.Move, _ bool) {
	c := t.c
	tb := v.Rules().Table()
	c.say("")
	var held []string
	for seat := 1; seat < v.Players(); seat++ {
		held = append(held, fmt.Sprintf("%s %d", sheddingName(seat), v.HandLen(seat)))
	}
	c.say("[Cards held: %s | Stock %d | Cards played %d | %s]", strings.Join(held, ", "), v.StockLen(), v.Plays(), v.Direction())
	top := "Top card: " + v.Top().Symbol()
	if v.Suit() != v.Top().Suit() || tb.Call.Has(v.Top()) {
		top += ", suit in force " + v.Suit().Symbol()
	}
	c.say("%s.", top)
	if n := v.PendingDraw(); n > 0 {
		k := v.Top().Rank()
		c.say("%s %s is on the pile: answer with %s or draw %d.", strings.ToUpper(article(k)[:1])+article(k)[1:], k, answers(tb), n)
	}
	if n := v.DrawnThisTurn(); n > 0 {
		c.say("You have drawn %s this turn.", plural(n, "card"))
	}
	c.say("Your hand: %s.", symbols(v.Hand()))
	listMoves(c, legal, sheddingMove, false)
}

// moved writes the last move and its effects: the cards the human drew,
// named to him; a seat skipped, the direction reversed, a seat playing
// again, the cards owed to a pending draw, a reshuffle. v is seat 0's view
// after the move, t.prev before it.
func (t *sheddingTable[G]) moved(v shedding.View[G]) {
	prev := t.prev
	t.prev = v
	seat, m := v.LastMove()
	if seat < 0 {
		return
	}
	tb := v.Rules().Table()
	who := sheddingName(seat)
	switch m.Kind() {
	case shedding.KindDraw:
		n := v.Drew(seat)
		what := plural(n, "card")
		if prev.PendingDraw() > 0 {
			what += " for the " + prev.Top().Rank().String() + "s"
		}
		if seat == human {
			t.c.say("You draw %s: %s.", what, symbols(v.Hand().Minus(prev.Hand())))
		} else {
			t.c.say("%s draws %s.", who, what)
		}
	case shedding.KindPass:
		t.c.say("%s %s.", who, verb(seat, "pass", "passes"))
	default:
		t.c.say("%s %s %s.", who, verb(seat, "play", "plays"), sheddingMove(m))
		if v.Turn() < 0 {
			break
		}
		card := m.Card()
		if v.Direction() != prev.Direction() {
			t.c.say("Play now goes %s.", v.Direction())
		}
		if n := v.PendingDraw(); n > prev.PendingDraw() {
			t.c.say("%s must answer with %s or draw %d.", sheddingName(v.Turn()), answers(tb), n)
		}
		if tb.Skip.Has(card) {
			next := (seat + 1) % v.Players()
			if v.Direction() == shedding.Counterclockwise {
				next = (seat + v.Players() - 1) % v.Players()
			}
			t.c.say("%s %s skipped.", sheddingName(next), verb(next, "are", "is"))
		}
		if tb.Again.Has(card) && v.Turn() == seat {
			t.c.say("%s %s again.", who, verb(seat, "play", "plays"))
		}
	}
	if v.StockLen() > prev.StockLen() {
		t.c.say("The stock ran out: the discards are shuffled into a new stock of %s.", plural(v.StockLen(), "card"))
	}
}

// result writes the end of the game.
func (t *sheddingTable[G]) result(v shedding.View[G]) {
	reason, out := v.End()
	switch reason {
	case shedding.EndOut:
		t.c.say("%s %s out: the game is over.", sheddingName(out), verb(out, "go", "goes"))
	case shedding.EndBlocked:
		t.c.say("Everyone passed with an empty stock: the game is over.")
	case shedding.EndTurnLimit:
		t.c.say("%s played: the game is over.", plural(v.Plays(), "card"))
	}
	t.c.say("Your hand: %s, a penalty of %d.", symbols(v.Hand()), v.Rules().Table().HandPenalty(v.Hand()))
}

// sheddingMove writes a move with suit symbols: "8♠ naming ♥".
func sheddingMove(m shedding.Move) string {
	if call, ok := m.Call(); ok {
		return m.Card().Symbol() + " naming " + call.Symbol()
	}
	if m.Kind() == shedding.KindCard {
		return m.Card().Symbol()
	}
	return m.String()
}
