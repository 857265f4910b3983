package sheddingbot_test

import (
	"context"
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
	"github.com/cardrules/cardrules/shedding/sheddingbot"
)

// Example plays one seeded game of Switch between two Greedy players and
// prints how it ended.
func Example() {
	r := shedding.Switch(2)
	type view = shedding.View[shedding.Rules]
	results, err := bot.Simulate(context.Background(), bot.Simulation[shedding.State, shedding.Move, view]{
		Game:  r,
		Start: func(i int, seed uint64) (shedding.State, error) { return r.Start(cards.Deal{Seed: seed}) },
		Players: func(int, uint64) ([]bot.Player[view, shedding.Move], error) {
			g := sheddingbot.Greedy[shedding.Rules]()
			return []bot.Player[view, shedding.Move]{g, g}, nil
		},
		Games: 1,
		Seed:  3,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	reason, out := results[0].Final.End()
	fmt.Println(reason, out, results[0].Scores)
	// Output: out 1 [-19 0]
}
