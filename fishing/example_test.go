package fishing_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/scoring"
)

// A game of your own is a table: here captures make 11 with the played
// card, over the 52 cards with faces worth 10, and a deal scores 1 point for the most
// cards and 5 a sweep.
func ExampleNew() {
	values := scoring.Table{cards.Jack: 10, cards.Queen: 10, cards.King: 10, cards.Ace: 1}
	for r := cards.Two; r <= cards.Ten; r++ {
		values[r] = int(r)
	}
	rules, err := fishing.New(fishing.Table{
		Name: "eleven", Players: 2, Deck: cards.Deck52, Values: values,
		Hand: 4, TableCards: 4, Refill: fishing.RefillRound,
		Play: fishing.PlayOne, Relation: fishing.SumTo, Target: 11,
		Scoring: fishing.Scoring{MostCards: 1, Sweep: 5},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := rules.Start(cards.Deal{Seed: 4})
	fmt.Println("table", s.Table(), "hand", s.Hand(s.Turn()))
	fmt.Println(cards.Legal(rules, s))
	_, err = rules.Apply(s, fishing.Capture(s.Hand(s.Turn())&-s.Hand(s.Turn()), s.Table()))
	fmt.Println(err)
	// Output:
	// table {3S 5C 7H 9S} hand {3C 7D 8H 9D}
	// [3C=3S+5C 8H=3S 3C 7D 8H 9D]
	// eleven: move (3C=3S+5C+7H+9S) by seat 1: the cards played and taken make 27, not 11
}

// The errors of New name every field at fault.
func ExampleTable_Validate() {
	err := fishing.Table{Name: "broken", Players: 7, Deck: cards.Deck36, Hand: 3}.Validate()
	fmt.Println(err)
	// Output:
	// fishing: invalid rules: Players is 7, want 2 to 6; Values of 6 is 0, want 1 to 100
}

// The enumerations print as their names in a table's JSON.
func ExampleCompel_String() {
	fmt.Println(fishing.CompelHand, fishing.RefillMover, fishing.SumTo, fishing.Compel(7))
	// Output:
	// hand mover sumTo Compel(7)
}

// RandomStep draws the move RandomMove draws, with the same draws, and
// plays it: a playout is a loop of it.
func ExampleRules_RandomStep() {
	rules, err := fishing.New(fishing.Table{
		Name: "pairs", Players: 2, Deck: cards.Deck36, Values: scoring.Table{
			cards.Six: 6, cards.Seven: 7, cards.Eight: 8, cards.Nine: 9, cards.Ten: 10,
			cards.Jack: 2, cards.Queen: 3, cards.King: 4, cards.Ace: 1},
		Hand: 4, TableCards: 4, Refill: fishing.RefillMover, Play: fishing.PlaySubset,
		Compulsory: fishing.CompelHand, Scoring: fishing.Scoring{CardsHeld: true},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := rules.Start(cards.Deal{Seed: 7})
	moved, played := s, s
	m, _ := rules.RandomMove(&moved, rand.NewPCG(1, 2))
	_ = rules.ApplyTo(&moved, m)
	step, _ := rules.RandomStep(&played, rand.NewPCG(1, 2))
	fmt.Println(step == m, played == moved)
	n := 1
	for p := rand.NewPCG(3, 4); ; n++ {
		if _, ok := rules.RandomStep(&played, p); !ok {
			break
		}
	}
	fmt.Println(played.Turn(), n > 8)
	// Output:
	// true true
	// -1 true
}
