package boxes_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
)

// A whole deal of four cards each, every seat playing the first legal
// move, then the deal's scores. The deck is given, top first (deckFrom puts
// the other cards under it in card order), so that the deal is the same
// whatever the shuffle of a seed gives. Seat 1 plays a 6 and plays again; the 5
// makes every other seat draw; seat 0 cannot answer the 2 and draws two
// cards inside Apply; the 10 reverses the direction; the 9 names clubs.
func Example() {
	sched, err := boxes.NewSchedule(4)
	if err != nil {
		panic(err)
	}
	r := boxes.Rules{Deals: sched}
	deck := deckFrom("6S 7H 9S 6H 6C 5S 2S 7D AS KS 5D 5H 10C 2H QD 3D 8S KC QH 10S 8C 6D QS JD")
	s, err := r.Start(cards.Deal{Dealer: 0, Deck: deck})
	if err != nil {
		panic(err)
	}
	fmt.Println("upcard", s.Top(), "- seat", s.Turn(), "starts")
	for s.Turn() >= 0 {
		seat := s.Turn()
		m := cards.Legal(r, s)[0]
		if s, err = r.Apply(s, m); err != nil {
			panic(err)
		}
		fmt.Printf("seat %d: %-5v hand %v\n", seat, m, s.Hand(seat))
	}
	_, reason, out := s.LastEnd()
	fmt.Println("deal ended:", reason, "- seat", out, "went out")
	fmt.Println("scores", r.Score(s), "winner", r.Table().Winner(s.Public))
	// Output:
	// upcard 8S - seat 1 starts
	// seat 1: 6S    hand {6C 10C AS}
	// seat 1: AS    hand {6C 10C}
	// seat 2: 5S    hand {2H 7H KS}
	// seat 3: 2S    hand {5D 9S QD KC}
	// seat 1: 10S   hand {6C 10C}
	// seat 0: draw  hand {3D 5H 6D 6H 7D 8C QH QS}
	// seat 3: 9S:C  hand {5D QD KC}
	// seat 2: draw  hand {2H 7H JD KS}
	// seat 1: 6C    hand {10C}
	// seat 1: 10C   hand {}
	// deal ended: out - seat 1 went out
	// scores [183 0 60 50] winner 1
}

func ExampleRules_ParseMove() {
	for _, text := range []string{"QS", "8s:h", "7H+7C!", "7♥+7♣", "draw", "8S"} {
		m, err := boxes.Rules{}.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(m.Kind(), m)
	}
	// Output:
	// card QS
	// card 8S:H
	// set 7H+7C!
	// set 7H+7C
	// draw draw
	// parse boxes move "8S": an 8 must name a suit, as in 8S:H
}

// Replaying a real deal: the deck in the order it was dealt, top first.
func ExampleRules_Start() {
	deck, err := cards.ParseDeck("QC KD JS 3H 7H 9S")
	if err != nil {
		panic(err)
	}
	for c := range cards.Deck52.Minus(deck.Set()).All() {
		deck = append(deck, c)
	}
	sched, _ := boxes.NewSchedule(1)
	s, err := boxes.Rules{Deals: sched}.Start(cards.Deal{Dealer: 3, Deck: deck, Seed: 1})
	if err != nil {
		panic(err)
	}
	for seat := range boxes.NumSeats {
		fmt.Println("seat", seat, s.Hand(seat))
	}
	fmt.Println("upcard", s.Top(), "suit", s.Suit().Name(), "stock", s.StockLen(), "to move", s.Turn())
	// Output:
	// seat 0 {QC}
	// seat 1 {KD}
	// seat 2 {JS}
	// seat 3 {3H}
	// upcard 7H suit hearts stock 47 to move 0
}

func ExampleRules_Apply() {
	r := boxes.Rules{}
	s, _ := r.Start(cards.Deal{Dealer: 0, Seed: 1})
	_, err := r.Apply(s, boxes.Pass())
	fmt.Println(err)
	// Output:
	// boxes: move (pass) by seat 1: seat 1 holds a card it may play, and must play one
}

// A simulation's loop: one State per match, changed in place by the
// table's ApplyTo, which a generic tool finds through [cards.As], and one
// buffer of moves reused for every listing. The loop stops when no move is
// listed: the match is over. A refused move changes nothing.
func ExampleRules_Delegate() {
	r := boxes.Rules{}
	s, err := r.Start(cards.Deal{Dealer: 0, Seed: 42})
	if err != nil {
		panic(err)
	}
	inPlace, ok := cards.As[cards.InPlace[boxes.State, boxes.Move]](r)
	if !ok {
		panic("no ApplyTo")
	}
	rng := rand.NewPCG(1, 2)
	buf := make([]boxes.Move, 0, 64)
	moves := 0
	for buf = r.AppendLegal(buf[:0], s); len(buf) > 0; buf = r.AppendLegal(buf[:0], s) {
		if err := inPlace.ApplyTo(&s, buf[cards.UintN(rng, uint64(len(buf)))]); err != nil {
			panic(err)
		}
		moves++
	}
	fmt.Println(moves, "moves; scores", r.Score(s), "winner", r.Table().Winner(s.Public))

	before := s
	err = inPlace.ApplyTo(&s, boxes.Draw())
	fmt.Println(err, s == before)
	// Output:
	// 3328 moves; scores [1355 1120 1171 769] winner 1
	// boxes: move (draw): the game is over true
}

// The table's RandomMove draws the move a listing and a drawn index would
// give, without listing: this loop plays the same match as Delegate's
// example, from the same seeds.
func ExampleRules_Table_randomMove() {
	r := boxes.Rules{}
	t := r.Table()
	s, err := r.Start(cards.Deal{Dealer: 0, Seed: 42})
	if err != nil {
		panic(err)
	}
	rng := rand.NewPCG(1, 2)
	moves := 0
	for m, ok := t.RandomMove(&s, rng); ok; m, ok = t.RandomMove(&s, rng) {
		if err := t.ApplyTo(&s, m); err != nil {
			panic(err)
		}
		moves++
	}
	fmt.Println(moves, "moves; scores", r.Score(s), "winner", r.Table().Winner(s.Public))
	_, ok := t.RandomMove(&s, rng)
	fmt.Println("a move after the end:", ok)
	// Output:
	// 3328 moves; scores [1355 1120 1171 769] winner 1
	// a move after the end: false
}

// A seat draws its move from its view, on its turn only.
func ExampleView_RandomMove() {
	r := boxes.Rules{WildEightsNines: true}
	s, _ := r.Start(cards.Deal{Dealer: 0, Seed: 3})
	rng := rand.NewPCG(1, 2)
	v := r.View(s, 1)
	fmt.Println("legal", v.AppendLegal(nil))
	m, ok := v.RandomMove(rng)
	fmt.Println("drawn", m, ok)
	w := r.View(s, 2)
	_, ok = w.RandomMove(rng)
	fmt.Println("seat 2 draws:", ok)
	// Output:
	// legal [5D 8S:C 8S:D 8S:H 8S:S]
	// drawn 8S:H true
	// seat 2 draws: false
}

func ExampleRules_Validate() {
	fmt.Println(boxes.Rules{}.Validate())
	fmt.Println(boxes.Rules{MaxMoves: -1}.Validate())
	// Output:
	// <nil>
	// boxes: invalid rules: MaxMoves -1 is not between 0 and 65535
}

// deckFrom returns the cards of text, top first, then the other cards in
// card order.
func deckFrom(text string) cards.Deck {
	deck, _ := cards.ParseDeck(text)
	for c := range cards.Deck52.Minus(deck.Set()).All() {
		deck = append(deck, c)
	}
	return deck
}

// A game server's loop: a session starts a match, plays moves written in
// notation, keeps the history and shows each seat only its view.
func Example_session() {
	// Dealer 3 deals two cards each: 5H KS to seat 0, QC 3D to seat 1, JH
	// 7S to seat 2, 4C AD to seat 3; 9H is the upcard; the stock starts
	// 2C 6D 10S 8H.
	sched, _ := boxes.NewSchedule(2)
	deck := deckFrom("5H QC JH 4C KS 3D 7S AD 9H 2C 6D 10S 8H")
	g, err := cards.NewSession(boxes.Rules{Deals: sched}, cards.Deal{Dealer: 3, Deck: deck, Seed: 7}, "Ann", "Bob", "Cid", "Dee")
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"5H", "draw", "7S", "JH"} {
		if _, err := g.PlayText(text); err != nil {
			fmt.Println(err)
		}
	}
	v := g.View(3)
	fmt.Println("seat 3 holds", v.Hand(), "and may play", v.AppendLegal(nil))
	fmt.Println("hands:", v.HandLen(0), v.HandLen(1), v.HandLen(2), v.HandLen(3), "stock:", v.StockLen())
	for _, turn := range g.History() {
		fmt.Println("seat", turn.Seat, turn.Move)
	}
	// Output:
	// boxes: move 3 (7S) by seat 2: the suit in force is hearts and the top card is 5H
	// seat 3 holds {4C 10S AD} and may play [draw]
	// hands: 1 4 2 3 stock: 39
	// seat 0 5H
	// seat 1 draw
	// seat 2 JH
}

// A view holds the seat's own hand and what is public; the other hands are
// only counted.
func ExampleRules_View() {
	r := boxes.Rules{}
	s, _ := r.Start(cards.Deal{Dealer: 0, Seed: 3})
	v := r.View(s, 1)
	fmt.Println("seat", v.Seat(), "to move:", v.Turn() == v.Seat())
	fmt.Println("hand", v.Hand())
	fmt.Println("top", v.Top(), "suit", v.Suit().Name(), "stock", v.StockLen())
	fmt.Println("others hold", v.HandLen(0), v.HandLen(2), v.HandLen(3), "cards;", v.Unknown().Len(), "cards unseen")
	fmt.Println("legal", v.AppendLegal(nil))
	// Output:
	// seat 1 to move: true
	// hand {2H 3C 5D 7H 8S JH JS AC}
	// top QD suit diamonds stock 19
	// others hold 8 8 8 cards; 43 cards unseen
	// legal [5D]
}

// Sample deals the cards a seat cannot see anew: a search bot plays on from
// such positions.
func ExampleRules_Sample() {
	r := boxes.Rules{}
	s, _ := r.Start(cards.Deal{Dealer: 0, Seed: 42})
	v := r.View(s, 1)
	x := r.Sample(v, rand.New(rand.NewPCG(1, 2)))
	fmt.Println("same hand:", x.Hand(1) == s.Hand(1))
	fmt.Println("same view:", r.View(x, 1) == v)
	fmt.Println("other hands sized", x.Hand(0).Len(), x.Hand(2).Len(), x.Hand(3).Len(), "stock", x.StockLen())
	// Output:
	// same hand: true
	// same view: true
	// other hands sized 8 8 8 stock 19
}

// A seat that draws in play held no card of the suit in force, and every
// view keeps that: Barred counts the cards it held then, none of them of
// that suit, so of its hand only the card it drew may be of it, and Sample
// deals it at most that one. Here the first seat to draw, in a random
// deal, is followed until just after its draw.
func ExamplePublic_Barred() {
	r := boxes.Rules{}
	s, _ := r.Start(cards.Deal{Dealer: 0, Seed: 42})
	p := rand.NewPCG(3, 4)
	for {
		seat, suit := s.Turn(), s.Suit()
		m, _ := r.Table().RandomMove(&s, p)
		if err := r.Table().ApplyTo(&s, m); err != nil {
			panic(err)
		}
		if m.Kind() != boxes.KindDraw {
			continue
		}
		void := boxes.Void(suit) // the suits come first among the kinds
		fmt.Printf("seat %d drew on %v: %d of its %d cards barred from %v\n",
			seat, suit, s.Barred(seat, void), s.Hand(seat).Len(), void)
		v := r.View(s, (seat+1)%boxes.NumSeats)
		rng := rand.New(rand.NewPCG(5, 6))
		most := 0
		for range 1000 {
			most = max(most, r.Sample(v, rng).Hand(seat).OfSuit(suit).Len())
		}
		fmt.Printf("of 1,000 samples, the most %v dealt to seat %d: %d\n", suit, seat, most)
		return
	}
	// Output:
	// seat 3 drew on S: 8 of its 9 cards barred from spades
	// of 1,000 samples, the most S dealt to seat 3: 1
}

// A record read from its text and resumed to its last position; an
// illegal move is named by its number.
func Example_record() {
	// One card each from dealer 3: 5H to seat 0, QC, JH and 4C to the
	// others, 9H turned up. Seat 0 goes out at once.
	text := `[Game "boxes"]
[Engine "2"]
[Deals "1"]
[Dealer "3"]
[Seed "0"]
[Deck "` + deckFrom("5H QC JH 4C 9H").String() + `"]

1. 5H
`
	rec, err := cards.ParseRecord(text)
	if err != nil {
		panic(err)
	}
	g, err := cards.Resume(boxes.Rules{}, rec)
	if err != nil {
		panic(err)
	}
	s := g.State()
	fmt.Println("over:", s.Turn() < 0, "result:", g.Result(), "winners:", g.Winners())
	rec, _ = cards.ParseRecord(strings.Replace(text, "1. 5H", "1. draw", 1))
	_, err = cards.Resume(boxes.Rules{}, rec)
	fmt.Println(err)
	// Output:
	// over: true result: 0 10 10 15, seats 0 and 2 win winners: [0 2]
	// boxes: move 1 (draw) by seat 0: seat 0 holds a card it may play, and must play one
}

// A saved state is checked when it is read back: its JSON holds the whole
// position, every hand and the stock in order, for saving a match (a
// player is sent its View).
func ExampleRules_DecodeState() {
	r := boxes.Rules{}
	s, _ := r.Start(cards.Deal{Dealer: 0, Seed: 42})
	data, _ := r.MarshalState(s)
	back, err := r.DecodeState(data)
	fmt.Println(err, back == s)
	hand := s.Hand(0).String()
	broken := strings.Replace(string(data), hand, hand[:len(hand)-1]+" "+s.Top().String()+"}", 1)
	_, err = r.DecodeState([]byte(broken))
	fmt.Println(errors.Is(err, cards.ErrInvalidState))
	// Output:
	// <nil> true
	// true
}

// A position's one-line text, as docs/notation.md writes it: the hands,
// the pile, the stock, the seat to move and the counters. ParseState reads
// it back, checking that a match under the rules reaches it.
func ExampleRules_AppendState() {
	sched, _ := boxes.NewSchedule(2)
	r := boxes.Rules{Deals: sched}
	s, _ := r.Start(cards.Deal{Dealer: 3, Deck: deckFrom("5H QC JH 4C KS 3D 7S AD 9H 2C 6D 10S 8H")})
	s, _ = r.Apply(s, boxes.Play(cards.New(cards.Five, cards.Hearts)))
	text, err := r.AppendState(nil, s)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(text))
	back, err := r.ParseState(string(text))
	fmt.Println(err, back == s)
	_, err = r.ParseState(strings.Replace(string(text), "KS/", "KS,KS/", 1))
	fmt.Println(errors.Is(err, cards.ErrSyntax))
	// Output:
	// KS/2C,3D,QC/6D,7S,JH/4C,10S,AD 5H/9H 8H,2D,2H,2S,3C,3H,3S,4D,4H,4S,5C,5D,5S,6C,6H,6S,7C,7D,7H,8C,8D,8S,9C,9D,9S,10C,10D,10H,JC,JD,JS,QD,QH,QS,KC,KD,KH,AC,AH,AS 1:play cw 0 1 0/2 3 0,0,0,0 - 0:5H/0,1,1,1 0000000000000000000000626f786573
	// <nil> true
	// true
}

// Boxes as a table of the shedding engine: the same match from the same
// seed, and a house rule as one field changed.
func ExampleRules_Table() {
	r := boxes.Rules{}
	t := r.Table()
	b, _ := r.Start(cards.Deal{Seed: 42})
	s, _ := t.Start(cards.Deal{Seed: 42})
	fmt.Println(b.Hand(1) == s.Hand(1), fmt.Sprint(cards.Legal(r, b)) == fmt.Sprint(cards.Legal(t, s)))
	t.Answer |= cards.RankSet(cards.Seven) // a 2 may also be answered by a 7
	fmt.Println(t.Validate())
	// Output:
	// true true
	// <nil>
}

// kingBonus is a house rule: a King played takes 5 penalty points off
// its player.
type kingBonus struct{}

func (kingBonus) Name() string { return "king-bonus" }

func (kingBonus) Moved(e *boxes.Effects) {
	if m := e.Move(); m.Kind() == boxes.KindCard && m.Top().Rank() == cards.King {
		e.AddScore(e.Seat(), -5)
	}
}

// A Boxes variant runs unchanged on its table, and a session on the table
// writes Boxes' Result: the penalty points, the partnership with fewer
// winning. The seats play random moves, the same on both.
func ExampleRules_Table_variant() {
	sched, _ := boxes.NewSchedule(5, 3)
	r := boxes.Rules{Deals: sched, Variant: kingBonus{}}
	t := r.Table()
	b, _ := cards.NewSession(r, cards.Deal{Seed: 7}, "Ann", "Bob", "Cid", "Dee")
	s, _ := cards.NewSession(t, cards.Deal{Seed: 7}, "Ann", "Bob", "Cid", "Dee")
	rng := rand.New(rand.NewPCG(1, 2))
	for b.ToMove() >= 0 {
		legal := cards.Legal(r, b.State())
		m := legal[rng.IntN(len(legal))]
		_ = b.Play(m)
		_, _ = s.PlayText(m.String())
	}
	fmt.Println(b.Result())
	fmt.Println(s.Result())
	fmt.Println(t.Variant.Name(), b.State().AddedScore(0), s.State().AddedScore(0))
	// Output:
	// 158 85 -10 138, seats 0 and 2 win
	// 158 85 -10 138, seats 0 and 2 win
	// king-bonus -5 -5
}
