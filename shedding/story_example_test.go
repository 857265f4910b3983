package shedding_test

import (
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// The story of two moves of Mau-Mau: a 7 that makes the next player draw
// two, and the draw, as the player who drew sees it and as his opponent
// does.
func ExampleRules_Story() {
	r := shedding.MauMau(2)
	s, _ := r.ParseState("JD,7C,KS,AD,8D/7D,9S,KD,QC,10H 9C/- " +
		"7H,7S,8C,8H,8S,9D,9H,10C,10D,10S,JC,JH,JS,QD,QH,QS,KC,KH,AC,AH,AS 0:play cw 0 0 0/5 1 0,0 - - 00000000000000010000000000000002")
	tell := func(story []cards.Event, seat int) {
		for _, e := range story {
			e = e.SeenBy(seat)
			fmt.Printf("  %s: seat %d, cards %v, count %d\n", e.Kind, e.Seat, e.Cards, e.Count)
		}
	}
	seven := shedding.Play(cards.New(cards.Seven, cards.Clubs))
	after, _ := r.Apply(s, seven)
	fmt.Println("7C, as everyone sees it:")
	tell(r.Story(s, seven, after), cards.Spectator)
	drawn, _ := r.Apply(after, shedding.Draw())
	fmt.Println("The draw, as seat 1 sees it:")
	tell(r.Story(after, shedding.Draw(), drawn), 1)
	fmt.Println("The draw, as seat 0 sees it:")
	tell(r.Story(after, shedding.Draw(), drawn), 0)
	// Output:
	// 7C, as everyone sees it:
	//   play: seat 0, cards [7C], count 0
	//   chain: seat 1, cards [], count 2
	// The draw, as seat 1 sees it:
	//   draw: seat 1, cards [7H 7S], count 2
	// The draw, as seat 0 sees it:
	//   draw: seat 1, cards [], count 2
}
