package equi_test

import (
	"errors"
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// A whole seeded game for two players, each seat playing its first legal
// move: the lowest capture, or a trail of its lowest card.
func Example() {
	r := equi.Rules{Players: 2}
	s, err := r.Start(0, 2024)
	if err != nil {
		panic(err)
	}
	fmt.Println("hands:", s.Hand(0), s.Hand(1), "table:", s.Table())
	for !r.Over(s) {
		seat := s.Turn()
		m := r.Legal(s)[0]
		if s, err = r.Apply(s, m); err != nil {
			panic(err)
		}
		fmt.Printf("seat %d plays %-12v table %v\n", seat, m, s.Table())
	}
	fmt.Println("end:", s.End())
	fmt.Println("cards held:", r.Score(s), "winners:", r.Winners(s))
	// Output:
	// hands: {7C 7D 9C QS} {6S 8S 10D JD} table: {7S 10S KS AD}
	// seat 1 plays 8S=7S+AD     table {10S KS}
	// seat 0 plays 7C+QS=10S    table {KS}
	// seat 1 plays 6S           table {6S KS}
	// seat 0 plays 9C+AS=6S+KS  table {}
	// seat 1 plays 9D           table {9D}
	// seat 0 plays 7D           table {7D 9D}
	// seat 1 plays 10C          table {7D 9D 10C}
	// seat 0 plays 8C+JC=10C    table {7D 9D}
	// seat 1 plays QD+KD=7D     table {9D}
	// seat 0 plays 8H+AC=9D     table {}
	// seat 1 plays 9H           table {9H}
	// seat 0 plays 6D+QH=9H     table {}
	// seat 1 plays 10D          table {10D}
	// seat 0 plays 6C+KH=10D    table {}
	// seat 1 plays JD           table {JD}
	// seat 0 plays 6H           table {6H JD}
	// seat 1 plays JH+KC=6H     table {JD}
	// seat 0 plays 8D           table {8D JD}
	// seat 1 plays 7H+AH=8D     table {JD}
	// seat 0 plays 9S           table {9S JD}
	// seat 1 plays JS=JD        table {9S}
	// seat 0 plays 10H          table {9S 10H}
	// seat 1 plays 7D+JD=9S     table {10H}
	// seat 0 plays QC           table {10H QC}
	// seat 1 plays JH+AD=QC     table {10H}
	// seat 0 plays 8C+JC=10H    table {}
	// end: table cleared
	// cards held: [20 16] winners: [0]
}

// The seed's own example: with 10♥ and Q♣ on the table, 9+A+Q may not take
// 10+Q (the queen would be both played and taken), but A+9 takes the 10.
func ExampleRules_Apply() {
	// Dealer 1: the cards go to seats 0, 1, 0, 1, ... then four to the table.
	deck, err := cards.ParseDeck(`
		9S 6C AD 6H QD 8C 7C 8H
		10H QC 8S 6D
		7H 7D 7S 8D 9C 9D 9H 10C 10D 10S JC JD JH JS QH QS KC KD KH KS AC AH AS 6S`)
	if err != nil {
		panic(err)
	}
	r := equi.Rules{}
	s, err := r.StartFromDeck(1, deck)
	if err != nil {
		panic(err)
	}
	fmt.Println("seat", s.Turn(), "hand:", s.Hand(0), "table:", s.Table())

	bad, _ := equi.ParseMove("9S+AD+QD=10H+QC")
	_, err = r.Apply(s, bad)
	fmt.Println(err)
	fmt.Println(errors.Is(err, cards.ErrIllegalMove))

	good, _ := equi.ParseMove("9S+AD=10H")
	s, err = r.Apply(s, good)
	fmt.Println(err, "pile:", s.Pile(0), "hand:", s.Hand(0), "table:", s.Table())
	// Output:
	// seat 0 hand: {7C 9S QD AD} table: {6D 8S 10H QC}
	// equi: seat 0 cannot play 9S+QD+AD=10H+QC: rank Q is both played and taken
	// true
	// <nil> pile: {9S 10H AD} hand: {7C 7D 7H QD} table: {6D 8S QC}
}

// Legal lists the captures by point sum, then the trails when there is no
// capture; Moves does the same lazily.
func ExampleRules_Legal() {
	deck, _ := cards.ParseDeck(`
		9S 6C AD 6H QD 8C 7C 8H
		10H QC 8S 6D
		7H 7D 7S 8D 9C 9D 9H 10C 10D 10S JC JD JH JS QH QS KC KD KH KS AC AH AS 6S`)
	r := equi.Rules{}
	s, _ := r.StartFromDeck(1, deck)
	fmt.Println(r.Legal(s))
	for m := range r.Moves(s) {
		fmt.Println("first:", m)
		break
	}
	// Output:
	// [7C+AD=8S 9S=6D+QC 7C+QD=10H 9S+AD=10H 7C+9S=6D+10H 7C+9S+AD=6D+8S+QC]
	// first: 7C+AD=8S
}

func ExampleParseMove() {
	m, err := equi.ParseMove("a♠+9♣=10♥")
	fmt.Println(m, m.Played(), m.Taken(), err)
	t, _ := equi.ParseMove("6d")
	fmt.Println(t, t.IsTrail())
	_, err = equi.ParseMove("9C+AS")
	fmt.Println(err)
	// Output:
	// 9C+AS=10H {9C AS} {10H} <nil>
	// 6D true
	// parse equi move "9C+AS": a trail is one card; a capture is written played=taken
}
