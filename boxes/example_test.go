package boxes_test

import (
	"fmt"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
)

// A whole seeded deal of four cards each, every seat playing the first legal
// move, then the deal's scores. Seat 1 plays a 6 and plays again; the 5
// makes every other seat draw; seat 0 cannot answer the 2 and draws two
// cards inside Apply; the 10 reverses the direction; the 9 names clubs.
func Example() {
	sched, err := boxes.NewSchedule(4)
	if err != nil {
		panic(err)
	}
	r := boxes.Rules{Deals: sched}
	s, err := r.Start(0, 47)
	if err != nil {
		panic(err)
	}
	fmt.Println("upcard", s.Top(), "- seat", s.Turn(), "starts")
	for !s.Over() {
		seat := s.Turn()
		m := r.Legal(s)[0]
		if s, err = r.Apply(s, m); err != nil {
			panic(err)
		}
		fmt.Printf("seat %d: %-5v hand %v\n", seat, m, s.Hand(seat))
	}
	d := s.LastDeal()
	fmt.Println("deal ended:", d.Reason, "- seat", d.Out, "went out")
	fmt.Println("scores", d.Scores, "partnerships", s.TeamTotals(), "winner", s.Winner())
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
	// scores [183 0 60 50] partnerships [243 50] winner 1
}

func ExampleParseMove() {
	for _, text := range []string{"QS", "8s:h", "7H+7C!", "7♥+7♣", "draw", "8S"} {
		m, err := boxes.ParseMove(text)
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
	// parse boxes move "8S": an 8 or a 9 must name a suit, as in 8S:H
}

// Replaying a real deal: the deck in the order it was dealt, top first.
func ExampleRules_StartFromDeck() {
	deck, err := cards.ParseDeck("QC KD JS 3H 7H 9S")
	if err != nil {
		panic(err)
	}
	for c := range cards.Deck52.Minus(deck.Set()).All() {
		deck = append(deck, c)
	}
	sched, _ := boxes.NewSchedule(1)
	s, err := boxes.Rules{Deals: sched}.StartFromDeck(3, deck, 1)
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
	s, _ := r.Start(0, 1)
	_, err := r.Apply(s, boxes.Pass())
	fmt.Println(err)
	// Output:
	// boxes: seat 1 cannot pass: a card can be played
}

func ExampleRules_Validate() {
	fmt.Println(boxes.Rules{}.Validate())
	fmt.Println(boxes.Rules{MaxMoves: -1}.Validate())
	// Output:
	// <nil>
	// boxes: invalid rules: MaxMoves -1 is not between 0 and 65535
}
