package crazyeights

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// osGame is an independent model of OpenSpiel's CrazyEightsState
// (open_spiel/games/crazy_eights/crazy_eights.cc), written from its
// source for this test: its flags and counters (can_pass_action_,
// num_draws_before_play_, num_draws_from_twos_left_, start_draw_twos_,
// nominate_suits_, num_passes_, num_plays), its actions (a card, kDraw,
// kPass, a suit nominated) and its chance node, which deals a card of the
// pool. It plays one deck. As in OpenSpiel since its commit e953d8b6
// (docs/rules/crazy-eights.md, C6), the turned-up card is on the pile
// only, not also in the dealer's hand.
type osGame struct {
	n, maxDraw, maxTurns    int
	special, reshuffle      bool
	hands                   [MaxPlayers]cards.Set
	pool                    cards.Set // dealer_deck_: the cards a chance draw may deal
	lastCard                cards.Card
	lastSuit                cards.Suit
	current, direction      int
	drawsBeforePlay, passes int
	plays                   int
	twosLeft                int
	startDrawTwos, canPass  bool
	nominate, over, dealing bool // dealing: a chance node (after kDraw)
}

// The actions of osGame: cards are 0 to 51, as in OpenSpiel.
const (
	osDraw     = cards.NumCards
	osPass     = cards.NumCards + 1
	osNominate = cards.NumCards + 2 // + the suit
)

// newOSGame models the game after the deal of s, a first position: the
// hands, the pool and the turned-up card are s's; the turned-up card acts
// as OpenSpiel's ApplyDealAction makes it act.
func newOSGame(r Rules, s State) *osGame {
	g := &osGame{n: r.players(), maxDraw: r.maxDraw(), maxTurns: r.maxTurns(), special: r.UseSpecialCards, reshuffle: r.Reshuffle, direction: 1}
	g.hands = handsOf(s)
	g.pool = cards.SetOf(stockOf(s)...)
	g.lastCard, g.lastSuit = s.Top(), s.Top().Suit()
	g.current = s.Dealer()
	switch k := s.Top().Rank(); {
	case g.special && k == cards.Queen:
		g.current = (g.current + 2) % g.n
	case g.special && k == cards.Ace:
		g.current = (g.current - 1 + g.n) % g.n
		g.direction = -1
	case g.special && k == cards.Two:
		g.twosLeft += 2
		g.current = (g.current + 1) % g.n
	default:
		g.current = (g.current + 1) % g.n
	}
	return g
}

// legal returns the legal actions, sorted, as PlayLegalActions does.
func (g *osGame) legal() []int {
	var out []int
	if g.over || g.dealing {
		return nil
	}
	if g.nominate {
		return []int{osNominate, osNominate + 1, osNominate + 2, osNominate + 3}
	}
	if g.canPass || g.pool.Empty() {
		out = append(out, osPass)
	}
	h := g.hands[g.current]
	if g.twosLeft > 0 {
		out = append(out, osDraw)
		if !g.startDrawTwos {
			for c := range h.OfRank(cards.Two).All() {
				out = append(out, int(c))
			}
		}
	} else {
		for c := range h.All() {
			if c.Rank() == cards.Eight || c.Suit() == g.lastSuit || c.Rank() == g.lastCard.Rank() {
				out = append(out, int(c))
			}
		}
		if !g.pool.Empty() && g.drawsBeforePlay != g.maxDraw {
			out = append(out, osDraw)
		}
	}
	slices.Sort(out)
	return out
}

// reshuffleAll is OpenSpiel's Reshuffle: every card in no hand and not on
// top goes back into the pool.
func (g *osGame) reshuffleAll() {
	g.pool = cards.Deck52.Remove(g.lastCard)
	for i := range g.n {
		g.pool = g.pool.Minus(g.hands[i])
	}
}

// deal is the chance node: card c, of the pool, goes to the player to
// move, as ApplyDealAction does after the initial deal.
func (g *osGame) deal(t *testing.T, c cards.Card) {
	if !g.dealing || !g.pool.Has(c) {
		t.Fatalf("openspiel: deals %v, not in the pool %v", c, g.pool)
	}
	g.pool = g.pool.Remove(c)
	g.hands[g.current] = g.hands[g.current].Add(c)
	if g.pool.Empty() && g.reshuffle {
		g.reshuffleAll()
	}
	if g.pool.Empty() {
		g.canPass = true
	}
	if g.startDrawTwos {
		g.twosLeft--
		if g.pool.Empty() {
			if g.twosLeft == 0 {
				g.passes++
			}
			g.twosLeft = 0
		}
		if g.twosLeft == 0 {
			g.startDrawTwos, g.dealing = false, false
			g.current = (g.current + g.direction + g.n) % g.n
		}
		return
	}
	g.drawsBeforePlay++
	g.dealing = false
	if g.pool.Empty() {
		g.drawsBeforePlay = g.maxDraw
	}
	if g.drawsBeforePlay == g.maxDraw {
		g.canPass = true
	}
}

// act applies a player's action, as ApplyPlayAction does.
func (g *osGame) act(a int) {
	if a == osPass {
		if g.pool.Empty() {
			g.passes++
		} else {
			g.passes = 0
		}
		if g.passes == g.n+1 {
			g.over = true
			return
		}
		if g.drawsBeforePlay == g.maxDraw {
			g.drawsBeforePlay = 0
		}
		g.current = (g.current + g.direction + g.n) % g.n
		if !g.pool.Empty() {
			g.canPass = false
		}
		return
	}
	g.passes = 0
	switch {
	case a == osDraw:
		g.dealing = true
		if g.twosLeft > 0 {
			g.startDrawTwos = true
		}
	case g.nominate:
		g.lastSuit = cards.Suit(a - osNominate)
		g.current = (g.current + g.direction + g.n) % g.n
		g.nominate = false
	default:
		c := cards.Card(a)
		g.plays++
		g.canPass = false
		g.drawsBeforePlay = 0
		g.hands[g.current] = g.hands[g.current].Remove(c)
		if g.hands[g.current].Empty() || g.plays >= g.maxTurns {
			g.over = true
			return // OpenSpiel goes on, but the game is over
		}
		g.lastCard, g.lastSuit = c, c.Suit()
		if g.pool.Empty() && g.reshuffle {
			g.reshuffleAll()
		}
		k := c.Rank()
		switch {
		case k == cards.Eight:
			g.nominate = true
			return
		case g.special && k == cards.Queen:
			g.current = (g.current + 2*g.direction + 2*g.n) % g.n
			return
		case g.special && k == cards.Ace:
			g.direction = -g.direction
		case g.special && k == cards.Two:
			if !g.pool.Empty() {
				g.twosLeft += 2
			}
		}
		g.current = (g.current + g.direction + g.n) % g.n
	}
}

// moves returns g's legal actions as this package's moves: a card, an 8
// once per suit it may nominate next, the draw, the pass.
func (g *osGame) moves() []Move {
	var out []Move
	for _, a := range g.legal() {
		switch {
		case a == osDraw:
			out = append(out, shedding.Draw())
		case a == osPass:
			out = append(out, shedding.Pass())
		case cards.Card(a).Rank() == cards.Eight:
			for u := range cards.Suit(cards.NumSuits) {
				out = append(out, shedding.Play(cards.Card(a)).WithCall(u))
			}
		default:
			out = append(out, shedding.Play(cards.Card(a)))
		}
	}
	return out
}

// TestOpenSpielModel plays random games under the option sets of the
// contract test and a few more, each move in this package and in osGame,
// the model of OpenSpiel's code, each card drawn here dealt there by the
// chance node, and checks after every move that both agree: the legal
// moves in order (OpenSpiel's sorted actions, an 8 expanded into the four
// suits it may nominate), the hands, the pool and the stock, the top card
// and the suit, the player to move and the direction, the passes, the
// cards played and owed to 2s, the end, and the returns, OpenSpiel's with the face value of C20.
func TestOpenSpielModel(t *testing.T) {
	rules := append(slices.Clone(contractRules),
		Rules{Players: 4, UseSpecialCards: true, MaxDrawCards: 3},
		Rules{Players: 2, Reshuffle: true, MaxDrawCards: 1, MaxTurns: 200},
	)
	moves, reshuffled := 0, 0 // reshuffled: the draws that went through a reshuffle
	for i, r := range rules {
		for game := range 150 {
			seed := uint64(1000*i + game)
			s, err := r.Start(cards.Deal{Dealer: game % r.Seats(), Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			g := newOSGame(r, s)
			p := rand.NewPCG(seed, 3)
			for {
				if want, got := g.moves(), r.AppendLegal(nil, s); !slices.Equal(want, got) {
					t.Fatalf("%+v game %d move %d: OpenSpiel's legal moves %v, here %v\n%v", r, game, moves, want, got, s)
				}
				if g.over != (s.Turn() < 0) || !g.over && g.current != s.Turn() {
					t.Fatalf("%+v game %d: OpenSpiel: player %d, over %v; here %v", r, game, g.current, g.over, s)
				}
				if g.hands != handsOf(s) || g.pool != cards.SetOf(stockOf(s)...) || !g.over && (g.lastCard != s.Top() || g.lastSuit != s.Suit()) {
					t.Fatalf("%+v game %d: OpenSpiel: hands %v pool %v top %v:%v; here %v", r, game, g.hands, g.pool, g.lastCard, g.lastSuit, s)
				}
				if g.passes != s.Passes() || g.plays != s.Plays() || !g.over && g.twosLeft != s.PendingDraw() {
					t.Fatalf("%+v game %d: OpenSpiel: %d passes, %d plays, %d owed to 2s; here %v", r, game, g.passes, g.plays, g.twosLeft, s)
				}
				if !g.over && (g.direction == 1) != (s.Direction() == shedding.Clockwise) {
					t.Fatalf("%+v game %d: the directions differ: %v", r, game, s)
				}
				if g.over {
					break
				}
				m, _ := r.Table().RandomMove(&s, p)
				before := s
				if err := r.Table().ApplyTo(&s, m); err != nil {
					t.Fatal(err)
				}
				moves++
				switch m.Kind() {
				case shedding.KindCard:
					g.act(int(m.Card()))
					if u, ok := m.Call(); ok && !g.over {
						g.act(osNominate + int(u))
					}
				case shedding.KindPass:
					g.act(osPass)
				case shedding.KindDraw:
					g.act(osDraw)
					// Deal the cards drawn here: those of the stock from its
					// top, then, after a reshuffle, the others drawn.
					seat := before.Turn()
					drawn := s.Hand(seat).Minus(before.Hand(seat))
					for _, c := range stockOf(before) {
						if !g.dealing {
							break
						}
						g.deal(t, c)
						drawn = drawn.Remove(c)
					}
					if !drawn.Empty() {
						reshuffled++
					}
					for g.dealing && !drawn.Empty() {
						c, _ := drawn.Min()
						g.deal(t, c)
						drawn = drawn.Remove(c)
					}
					if g.dealing || !drawn.Empty() {
						t.Fatalf("%+v game %d: OpenSpiel deals on (%v) or not the cards drawn here %v", r, game, g.dealing, drawn)
					}
				}
			}
			for seat := range r.Seats() {
				if got := r.Score(s)[seat]; got != -HandPenalty(g.hands[seat]) {
					t.Fatalf("game %d: seat %d scores %d here", game, seat, got)
				}
			}
		}
	}
	t.Logf("%d moves compared, %d draws through a reshuffle", moves, reshuffled)
	if reshuffled == 0 {
		t.Error("no seeded game reaches a reshuffle in a draw")
	}
}
