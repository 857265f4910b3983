package crazyeightsbot_test

import (
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/crazyeights/crazyeightsbot"
)

// A three-player game with special cards: ISMCTS against Greedy and Random.
func ExampleNewISMCTS() {
	r := crazyeights.Rules{Players: 3, UseSpecialCards: true}
	s, _ := r.Start(cards.Deal{Seed: 7})
	players := []bot.Player[crazyeights.View, crazyeights.Move]{
		crazyeightsbot.NewISMCTS(r, 200, 7),
		crazyeightsbot.Greedy(),
		bot.NewRandom[crazyeights.View, crazyeights.Move](7),
	}
	end, moves, err := bot.Play(r, s, players, 0)
	reason, out := end.End()
	fmt.Println("moves:", moves, err)
	fmt.Println("end:", reason, "seat", out)
	fmt.Println("scores:", r.Score(end))
	// Output:
	// moves: 35 <nil>
	// end: out seat 0
	// scores: [0 -30 -78]
}
