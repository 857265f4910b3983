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
	var s shedding.State
	err := s.UnmarshalText([]byte("JD,7C,KS,AD,8D/7D,9S,KD,QC,10H 9C/- " +
		"7H,7S,8C,8H,8S,9D,9H,10C,10D,10S,JC,JH,JS,QD,QH,QS,KC,KH,AC,AH,AS 0 cw 0/0/0 0/0 1 - - 00000000000000010000000000000002"))
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
