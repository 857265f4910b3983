package equi_test

import (
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// The story of a capture that sweeps the table, the first of the legal
// moves of a deal that does, as the mover sees it and as his opponent
// does: the cards he draws after it (rule E8) are his alone.
func ExampleRules_Story() {
	r := equi.Rules{}
	s, _ := r.Start(cards.Deal{Seed: 3})
	for _, m := range cards.Legal(r, s) {
		after, _ := r.Apply(s, m)
		story := r.Story(s, m, after)
		if len(story) < 2 || story[1].Kind != cards.EventSweep {
			continue
		}
		for _, seat := range []int{s.Turn(), 1 - s.Turn()} {
			fmt.Printf("as seat %d sees it:\n", seat)
			for _, e := range story {
				e = e.SeenBy(seat)
				fmt.Printf("  %s: seat %d, cards %v, taken %v, count %d\n", e.Kind, e.Seat, e.Cards, e.Taken, e.Count)
			}
		}
		break
	}
	// Output:
	// as seat 1 sees it:
	//   capture: seat 1, cards [9H 10D], taken {6H 6S QD KC}, count 0
	//   sweep: seat 1, cards [], taken {}, count 0
	//   draw: seat 1, cards [8S JC], taken {}, count 2
	// as seat 0 sees it:
	//   capture: seat 1, cards [9H 10D], taken {6H 6S QD KC}, count 0
	//   sweep: seat 1, cards [], taken {}, count 0
	//   draw: seat 1, cards [], taken {}, count 2
}
