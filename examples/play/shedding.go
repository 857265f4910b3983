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
	t := newSheddingTable(c, g.Help, s.View(human), len(s.History()), s.Story(0, human))
	if err := play(c, s, players, t); err != nil {
		return err
	}
	sayStandings(c, names, s.Rules().Score(s.State()), s.Winners(), "the score is minus the penalty of the cards left; higher is better")
	return nil
}

// sheddingTable writes a game of any table of the shedding engine, Crazy
// Eights included, as the human at seat 0 sees it: it tells each move from
// the library's account of it as seat 0 sees it ([cards.Session.Story]),
// which holds no card seat 0 may not know, and reads the table of the
// rules for what answers a pending draw.
type sheddingTable[G shedding.Game] struct {
	c     *console
	rules string           // the help
	prev  shedding.View[G] // seat 0's view before the last move
}

// newSheddingTable returns the table of a game that seat 0 sees as v, with
// the help text help, and announces the deal from start, the story of the
// deal as seat 0 sees it, or the moves played before in a game resumed
// after played moves.
func newSheddingTable[G shedding.Game](c *console, help string, v shedding.View[G], played int, start []cards.Event) *sheddingTable[G] {
	t := &sheddingTable[G]{c: c, rules: help, prev: v}
	if played > 0 {
		c.say("The game resumed after %s.", plural(played, "move"))
		return t
	}
	dealer := v.Dealer()
	for _, e := range start {
		switch e.Kind {
		case cards.EventDeal:
			dealer = e.Seat
		case cards.EventTurnUp:
			c.say("%s dealt; %s turned up.", sheddingName(dealer), spaced(e.Cards))
		default:
			t.effect(v, e)
		}
	}
	return t
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

// moved writes the last move and its effects from story, the library's
// account of it as seat 0 sees it: the cards the human drew, named to
// him; a seat skipped, the direction reversed, a seat playing again, the
// cards owed to a pending draw, a reshuffle, and at the end every hand.
// v is seat 0's view after the move, t.prev before it.
func (t *sheddingTable[G]) moved(v shedding.View[G], story []cards.Event) {
	prev := t.prev
	t.prev = v
	for _, e := range story {
		who := sheddingName(e.Seat)
		switch e.Kind {
		case cards.EventPlay:
			m := shedding.Play(e.Cards[0])
			if e.Named {
				m = m.WithCall(e.Suit)
			}
			t.c.say("%s %s %s.", who, verb(e.Seat, "play", "plays"), sheddingMove(m))
		case cards.EventDraw:
			what := plural(e.Count, "card")
			if prev.PendingDraw() > 0 {
				what += " for the " + prev.Top().Rank().String() + "s"
			}
			if e.Seat == human {
				t.c.say("You draw %s: %s.", what, spaced(e.Cards))
			} else {
				t.c.say("%s draws %s.", who, what)
			}
		case cards.EventPass:
			t.c.say("%s %s.", who, verb(e.Seat, "pass", "passes"))
		case cards.EventGameEnd:
			t.c.say("The hands at the end:")
			for seat, h := range e.Hands {
				if seat != human {
					t.c.say("  %s held %s.", sheddingName(seat), symbols(h))
				}
			}
		default:
			t.effect(v, e)
		}
	}
}

// effect writes an effect of a card, e, in a game seat 0 now sees as v.
func (t *sheddingTable[G]) effect(v shedding.View[G], e cards.Event) {
	who := sheddingName(e.Seat)
	switch e.Kind {
	case cards.EventReverse:
		dir := shedding.Counterclockwise
		if e.Clockwise {
			dir = shedding.Clockwise
		}
		t.c.say("Play now goes %s.", dir)
	case cards.EventChain:
		t.c.say("%s must answer with %s or draw %d.", who, answers(v.Rules().Table()), e.Count)
	case cards.EventSkip:
		t.c.say("%s %s skipped.", who, verb(e.Seat, "are", "is"))
	case cards.EventAgain:
		t.c.say("%s %s again.", who, verb(e.Seat, "play", "plays"))
	case cards.EventReshuffle:
		t.c.say("The stock ran out: the discards are shuffled into a new stock of %s.", plural(e.Count, "card"))
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

// sheddingMove writes a move with suit symbols: "8♠ naming ♥", "9♥ last
// card" (the last-card call of Switch and Mau-Mau).
func sheddingMove(m shedding.Move) string {
	if m.Kind() != shedding.KindCard {
		return m.String()
	}
	text := m.Card().Symbol()
	if m.OneCard() {
		text += " last card"
	}
	if call, ok := m.Call(); ok {
		text += " naming " + call.Symbol()
	}
	return text
}
