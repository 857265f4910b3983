package fishing_test

import (
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/scoring"
)

// The story of a deal and of a capture, as seat 0 sees it: its own hand
// of the deal, the table turned up, the cards played and taken.
func ExampleRules_Story() {
	values := scoring.Table{cards.Jack: 10, cards.Queen: 10, cards.King: 10, cards.Ace: 1}
	for r := cards.Two; r <= cards.Ten; r++ {
		values[r] = int(r)
	}
	rules, _ := fishing.New(fishing.Table{
		Name: "eleven", Players: 2, Deck: cards.Deck52, Values: values,
		Hand: 4, TableCards: 4, Refill: fishing.RefillRound,
		Play: fishing.PlayOne, Relation: fishing.SumTo, Target: 11,
		Scoring: fishing.Scoring{MostCards: 1, Sweep: 5},
	})
	s, _ := rules.Start(cards.Deal{Seed: 4})
	tell := func(story []cards.Event) {
		for _, e := range story {
			e = e.SeenBy(0)
			fmt.Printf("  %s: seat %d, cards %v, taken %v, hands %v\n", e.Kind, e.Seat, e.Cards, e.Taken, e.Hands)
		}
	}
	fmt.Println("The deal:")
	tell(rules.StartStory(s))
	m := fishing.Capture(cards.SetOf(cards.New(cards.Eight, cards.Hearts)), cards.SetOf(cards.New(cards.Three, cards.Spades)))
	after, _ := rules.Apply(s, m)
	fmt.Println("8H=3S:")
	tell(rules.Story(s, m, after))
	// Output:
	// The deal:
	//   deal: seat 0, cards [], taken {}, hands [{4C 8C JS KS} {}]
	//   turn up: seat -1, cards [3S 5C 7H 9S], taken {}, hands []
	// 8H=3S:
	//   capture: seat 1, cards [8H], taken {3S}, hands []
}
