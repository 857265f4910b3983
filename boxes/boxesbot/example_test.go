package boxesbot_test

import (
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/cards"
)

// A single-deal Boxes match: ISMCTS partners in seats 0 and 2 against
// Greedy partners in seats 1 and 3.
func ExampleNewISMCTS() {
	deal, _ := boxes.NewSchedule(5)
	r := boxes.Rules{Deals: deal}
	s, _ := r.Start(cards.Deal{Seed: 7})
	search := boxesbot.NewISMCTS(r, 300, 7)
	greedy := boxesbot.Greedy()
	players := []bot.Player[boxes.View, boxes.Move]{search, greedy, search, greedy}
	end, moves, err := bot.Play(r, s, players, 0)
	fmt.Println("moves:", moves, err)
	fmt.Println("penalties by seat:", r.Score(end))
	fmt.Println("winner:", r.Table().Winner(end.Public))
	// Output:
	// moves: 147 <nil>
	// penalties by seat: [0 90 110 195]
	// winner: 0
}
