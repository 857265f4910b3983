package shedding_test

import (
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// A game of Mau-Mau from a position in one line: a jack names the suit, a
// 7 makes the next player draw two.
func Example() {
	r := shedding.MauMau(2)
	s, err := r.ParseState("JD,7C,KS,AD,8D/7D,9S,KD,QC,10H 9C/- " +
		"7H,7S,8C,8H,8S,9D,9H,10C,10D,10S,JC,JH,JS,QD,QH,QS,KC,KH,AC,AH,AS 0:play cw 0 0 0/5 1 0,0 - - 00000000000000010000000000000002")
	fmt.Println(err, cards.Legal(r, s))
	s, err = cards.Play(r, s, shedding.Play(cards.New(cards.Seven, cards.Clubs)))
	fmt.Println(err, s.Turn(), s.PendingDraw(), cards.Legal(r, s))
	_, err = r.Apply(s, shedding.Play(cards.New(cards.King, cards.Diamonds)))
	fmt.Println(err)
	// Output:
	// <nil> [7C JD:C JD:D JD:H JD:S draw]
	// <nil> 1 2 [7D draw]
	// mau-mau: move (KD) by seat 1: a 7 is on the pile: play a 7 or draw 2
}

// Sets of one rank, as in Boxes: a table with MaxSet lists the pairs a
// seat may lay, with the "one card" call ("7H+7C!") and, when a set
// without it costs a card (UncalledDraw), without.
func ExamplePlaySet() {
	r := shedding.Rules{Game: "pairs", Players: 2, Deck: cards.Deck52, MaxDraw: 1,
		FollowSuit: true, MaxSet: 2, UncalledDraw: 1}
	r.HandSize[2] = 5
	s, _ := r.ParseState("7H,7C,KS/* JH/- 2C,2D 0:play cw 0 0 0/5 1 0,0 - - 00000000000000010000000000000002")
	fmt.Println(cards.Legal(r, s))
	m := shedding.PlaySet(true, cards.New(cards.Seven, cards.Hearts), cards.New(cards.Seven, cards.Clubs))
	s, err := r.Apply(s, m)
	fmt.Println(err, m.Cards(), s.Top(), s.Suit(), s.Turn())
	// Output:
	// [7H 7H+7C! 7H+7C draw]
	// <nil> {7C 7H} 7C C 1
}

// A match of deals, as Boxes' 15: each deal's scores join the totals and
// the next seat deals.
func ExampleRules_deals() {
	r := shedding.MauMau(2)
	r.Deals[0], r.Deals[1] = 5, 3
	s, _ := r.Start(cards.Deal{Seed: 1})
	for s.Deal() == 0 {
		s, _ = r.Apply(s, cards.Legal(r, s)[0])
	}
	fmt.Println(s.Deal(), s.Dealer(), s.Hand(0).Len(), s.Hand(1).Len(), s.Total(0) <= 0, s.Total(1) <= 0)
	// Output:
	// 1 1 3 3 true true
}

// A position's text goes through the rules, whose schedule it shows (the
// "0/5": the first deal of five cards each): the form of Boxes' positions
// for the table's seats, and the engine's counters last ("plays:1").
func ExampleRules_AppendState() {
	r := shedding.MauMau(2)
	s, err := r.ParseState("JD,KS,AD,7D,8D/JS,10H,KD,QC,9S 9C/- " +
		"7C,7H,7S,8C,8H,8S,9D,9H,10C,10D,10S,JC,JH,QD,QH,QS,KC,KH,AC,AH,AS 0:play cw 0 0 0/5 1 0,0 - - 00000000000000010000000000000002")
	fmt.Println(err)
	s, _ = r.Apply(s, shedding.Play(cards.New(cards.Jack, cards.Diamonds)).WithCall(cards.Hearts))
	text, err := r.AppendState(nil, s)
	fmt.Println(string(text), err)
	back, err := r.ParseState(string(text))
	fmt.Println(back == s, err)
	// Output:
	// <nil>
	// 7D,8D,KS,AD/9S,10H,JS,QC,KD JD:H/9C 7C,7H,7S,8C,8H,8S,9D,9H,10C,10D,10S,JC,JH,QD,QH,QS,KC,KH,AC,AH,AS 1:play cw 0 1 0/5 1 0,0 - 0:JD:H/0,0 00000000000000010000000000000002 plays:1 <nil>
	// true <nil>
}

// The last-card call of Switch ("last card") and Mau-Mau ("Mau"): a card
// that leaves its player one card is listed with the call ("9H!") and
// without it; without it the player picks up LastCall cards, two in
// Switch.
func ExampleMove_WithOneCard() {
	r := shedding.Switch(2)
	s, _ := r.ParseState("9H,KS/AS,KD,5C 9C/2S,3C,3D,3H,3S,4C,4D,4H,4S,5D,5H,5S,6C,6D,6H,6S,7C,7D,7H,7S,8C,8D,8H,8S," +
		"9D,9S,10C,10D,10H,10S,JC,JD,JH,JS,QC,QD,QH,QS,KC,KH,AC,AD,AH 2C,2D,2H 0:play cw 0 44 0/7 1 0,0 - 1:9C/0,0 " +
		"00000000000000010000000000000002 plays:44")
	fmt.Println(cards.Legal(r, s))
	nine := shedding.Play(cards.New(cards.Nine, cards.Hearts))
	called, err := r.Apply(s, nine.WithOneCard())
	fmt.Println(err, nine.WithOneCard(), nine.WithOneCard().OneCard(), called.Hand(0))
	uncalled, err := r.Apply(s, nine)
	fmt.Println(err, uncalled.Hand(0))
	// Output:
	// [9H! 9H draw]
	// <nil> 9H! true {KS}
	// <nil> {2C 2D KS}
}
