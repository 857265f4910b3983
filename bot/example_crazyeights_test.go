// This example writes a game of its own, two-player Crazy Eights, on the
// public API of cards alone, and gets everything else from the SDK: Random,
// Greedy and ISMCTS players, simulations and tournaments, the session with
// its views, and records in text and JSON.
package bot_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// crazy8s is the rules: each seat gets Hand cards (0 means 5) and one card
// is turned up. A seat plays a card of the suit in force or of the top
// card's rank, or an eight of any suit, naming the suit in force; or draws
// one card. With the stock empty, a seat that cannot play passes. The first
// to empty his hand wins; two passes in a row end the game. A seat scores
// the cards he holds: fewer is better.
type crazy8s struct{ Hand int }

// c8State is a position: a comparable value, so Apply cannot change it.
type c8State struct {
	hands  [2]cards.Set
	stock  [52]cards.Card // stock[:n], the next card drawn last
	n      int8
	pile   cards.Set  // under the top card
	top    cards.Card // the top of the pile
	suit   cards.Suit // the suit in force
	turn   int8       // the seat to move, or -1 when the game is over
	passes int8
}

// c8Move plays Card (naming Suit with an eight), or draws when Card is
// cards.NoCard.
type c8Move struct {
	Card cards.Card
	Suit cards.Suit
}

var c8Draw = c8Move{Card: cards.NoCard}

func (m c8Move) String() string {
	switch {
	case m.Card == cards.NoCard:
		return "draw"
	case m.Card.Rank() == cards.Eight:
		return m.Card.String() + ":" + m.Suit.String()
	}
	return m.Card.String()
}

// c8View is what a seat sees: his hand, the counts, the top and the suit.
type c8View struct {
	seat, turn, stockLen int
	handLen              [2]int
	hand, pile           cards.Set
	top                  cards.Card
	suit                 cards.Suit
}

func (v c8View) Seat() int { return v.seat }

func (v c8View) AppendLegal(dst []c8Move) []c8Move {
	if v.seat != v.turn || v.seat < 0 {
		return dst
	}
	return legal(dst, v.hand, v.top, v.suit, v.stockLen)
}

// legal lists the moves of a hand: the one home of the playing rule.
func legal(dst []c8Move, hand cards.Set, top cards.Card, suit cards.Suit, stock int) []c8Move {
	for c := range hand.All() {
		switch {
		case c.Rank() == cards.Eight:
			for s := cards.Clubs; s <= cards.Spades; s++ {
				dst = append(dst, c8Move{c, s})
			}
		case c.Suit() == suit || c.Rank() == top.Rank():
			dst = append(dst, c8Move{c, c.Suit()})
		}
	}
	if len(dst) == 0 || stock > 0 {
		dst = append(dst, c8Draw) // a draw, or a pass when the stock is empty
	}
	return dst
}

func (crazy8s) Seats() int            { return 2 }
func (crazy8s) ToMove(s c8State) int  { return int(s.turn) }
func (crazy8s) Score(s c8State) []int { return []int{s.hands[0].Len(), s.hands[1].Len()} }
func (crazy8s) Name() string          { return "crazy8s" }
func (crazy8s) Teams() [][]int        { return nil }  // cards.Outcome: each seat for itself,
func (crazy8s) LowerWins() bool       { return true } // and fewer cards win
func (g crazy8s) size() int           { return max(g.Hand, 5) }
func (g crazy8s) Tags() []cards.Tag   { return []cards.Tag{{Name: "Hand", Value: fmt.Sprint(g.size())}} }
func (g crazy8s) View(s c8State, seat int) c8View {
	v := c8View{seat: seat, turn: int(s.turn), stockLen: int(s.n), pile: s.pile, top: s.top, suit: s.suit}
	v.handLen = [2]int{s.hands[0].Len(), s.hands[1].Len()}
	if seat == 0 || seat == 1 {
		v.hand = s.hands[seat]
	}
	return v
}

func (g crazy8s) AppendLegal(dst []c8Move, s c8State) []c8Move {
	if s.turn < 0 {
		return dst
	}
	return legal(dst, s.hands[s.turn], s.top, s.suit, int(s.n))
}

func (g crazy8s) Apply(s c8State, m c8Move) (c8State, error) {
	var buf [64]c8Move
	if !slices.Contains(g.AppendLegal(buf[:0], s), m) {
		return s, &cards.MoveError{Game: g.Name(), Seat: int(s.turn), Move: m.String(), Reason: "not a legal move"}
	}
	t := s.turn
	switch {
	case m.Card != cards.NoCard:
		s.hands[t], s.pile, s.top, s.suit, s.passes = s.hands[t].Remove(m.Card), s.pile.Add(s.top), m.Card, m.Suit, 0
	case s.n > 0:
		s.n--
		s.hands[t], s.stock[s.n], s.passes = s.hands[t].Add(s.stock[s.n]), 0, 0
	default:
		s.passes++
	}
	s.turn = 1 - t
	if s.hands[t].Empty() || s.passes == 2 {
		s.turn = -1
	}
	return s, nil
}

// Sample deals the unseen cards at random: the other hand and the stock.
func (crazy8s) Sample(v c8View, r *rand.Rand) c8State {
	var buf [52]cards.Card
	unseen := cards.Deck(cards.Deck52.Minus(v.hand).Minus(v.pile).Remove(v.top).AppendCards(buf[:0]))
	r.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	s := c8State{n: int8(v.stockLen), pile: v.pile, top: v.top, suit: v.suit, turn: int8(v.turn)}
	s.hands[v.seat], s.hands[1-v.seat] = v.hand, unseen[v.stockLen:].Set()
	copy(s.stock[:], unseen[:v.stockLen])
	return s
}

func (g crazy8s) Start(d cards.Deal) (c8State, error) {
	shuffler, err := d.Shuffler() // the engine of a resumed record's shuffles
	if err != nil {
		return c8State{}, fmt.Errorf("crazy8s: %w", err)
	}
	deck := d.Deck
	if deck == nil {
		deck = cards.NewDeck52()
		shuffler.Shuffle(deck, rand.NewPCG(d.Seed, 0))
	} else if !deck.Valid() || deck.Set() != cards.Deck52 || len(deck) != 52 {
		return c8State{}, fmt.Errorf("crazy8s: %w: the deck is not the 52 cards", cards.ErrInvalidArgument)
	}
	if d.Dealer != 0 && d.Dealer != 1 {
		return c8State{}, fmt.Errorf("crazy8s: %w: no seat %d", cards.ErrInvalidArgument, d.Dealer)
	}
	s := c8State{top: deck[0], suit: deck[0].Suit(), turn: int8(1 - d.Dealer)}
	for i := range 2 {
		s.hands[i] = deck[1+i*g.size() : 1+(i+1)*g.size()].Set()
	}
	s.n = int8(copy(s.stock[:], deck[1+2*g.size():]))
	return s, nil
}

func (crazy8s) ParseMove(text string) (c8Move, error) {
	if text == "draw" {
		return c8Draw, nil
	}
	card, suit, _ := strings.Cut(text, ":")
	c, err := cards.ParseCard(card)
	m := c8Move{Card: c, Suit: c.Suit()}
	if err == nil && suit != "" {
		m.Suit, err = cards.ParseSuit(suit)
	}
	return m, err
}

func (crazy8s) WithTags(tags []cards.Tag) (cards.Spec[c8State, c8Move, c8View], error) {
	for _, t := range tags {
		if t.Name == "Hand" {
			var n int
			if _, err := fmt.Sscan(t.Value, &n); err != nil || n < 1 || n > 20 {
				return nil, fmt.Errorf("crazy8s: %w: Hand %q", cards.ErrInvalidRules, t.Value)
			}
			return crazy8s{Hand: n}, nil
		}
	}
	return crazy8s{}, nil
}

// playable rates a move for Greedy: shed a card, the more of its suit the
// hand keeps the better, and keep the eights.
func playable(v c8View, m c8Move) float64 {
	switch {
	case m.Card == cards.NoCard:
		return 0
	case m.Card.Rank() == cards.Eight:
		return 1 + float64(v.hand.OfSuit(m.Suit).Len())/100
	}
	return 2 + float64(v.hand.OfSuit(m.Card.Suit()).Len())/100
}

func Example_thirdGame() {
	g := crazy8s{}
	type player = bot.Player[c8View, c8Move]
	ismcts := &bot.ISMCTS[c8State, c8Move, c8View]{Game: g, Iterations: 200,
		Reward: func(s c8State, seat int) float64 { return float64(52-g.Score(s)[seat]+g.Score(s)[1-seat]) / 104 }}

	// A session, with each seat's view: Ann plays by text, the bot answers.
	s, _ := cards.NewSession(g, cards.Deal{Dealer: 1, Seed: 4}, "Ann", "Bob")
	fmt.Println("Ann sees", s.View(0).hand, "and", s.View(0).top)
	m, err := s.PlayText(s.View(0).AppendLegal(nil)[0].String())
	fmt.Println("Ann plays", m, err)
	_, _ = bot.Drive(context.Background(), s, []player{ismcts, bot.Greedy[c8View, c8Move]{Score: playable}}, nil)
	fmt.Println("result", s.Result(), "after", len(s.History()), "moves")

	// Its record, in text and JSON, resumes to the same game.
	data, _ := s.Record().MarshalJSON()
	var rec cards.Record
	_ = rec.UnmarshalJSON(data)
	back, _ := cards.Resume(crazy8s{}, &rec)
	fmt.Println("resumed:", back.State() == s.State(), "record lines:", strings.Count(s.Record().String(), "\n"))

	// A tournament: ISMCTS against Random over 40 seeded games.
	results, _ := bot.Simulate(context.Background(), bot.Simulation[c8State, c8Move, c8View]{
		Game:  g,
		Start: func(i int, seed uint64) (c8State, error) { return g.Start(cards.Deal{Dealer: i % 2, Seed: seed}) },
		Players: func(i int, seed uint64) ([]player, error) {
			return []player{ismcts, bot.NewRandom[c8View, c8Move](seed)}, nil
		},
		Games: 40,
	})
	t, _ := bot.NewTournament(2, nil, scoring.LowerWins)
	for _, r := range results {
		_ = t.Add(bot.Entry{Entrants: []string{"ismcts", "random"}, Scores: r.Scores, Moves: r.Moves})
	}
	fmt.Println("ISMCTS wins", t.Summary().Entrants[0].Wins, "of 40")
	// Output:
	// Ann sees {4D 10C JC JD JH} and KH
	// Ann plays JH <nil>
	// result 2 0, seat 1 wins after 22 moves
	// resumed: true record lines: 12
	// ISMCTS wins 35 of 40
}
