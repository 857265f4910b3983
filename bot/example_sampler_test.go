package bot_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/crazyeights/crazyeightsbot"
)

// A sampler of your own plugs into ISMCTS as a function, with no wrapper
// type: here an opponent model for Crazy Eights, "seat 1 holds no 8", kept
// by re-dealing (the game's Redeal, the hypothesis step of
// cards.Redealer) the deals that break it, at most 50 times.
func ExampleISMCTS_sampler() {
	r := crazyeights.Rules{Players: 2}
	s, err := r.Start(cards.Deal{Seed: 1, Dealer: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	v := r.View(s, 0)
	calls, kept := 0, 0
	b := &bot.ISMCTS[crazyeights.State, crazyeights.Move, crazyeights.View]{
		Game:       r,
		Reward:     crazyeightsbot.Reward,
		MaxMoves:   crazyeightsbot.Horizon,
		Iterations: 300,
		Seed:       1,
		Sampler: func(v crazyeights.View, rng *rand.Rand) crazyeights.State {
			calls++
			x := r.Sample(v, rng)
			for range 50 {
				if x.Hand(1).OfRank(cards.Eight).Empty() {
					kept++
					break
				}
				x = r.Redeal(x, v.Seat(), rng)
			}
			return x
		},
	}
	m, err := b.Choose(v)
	fmt.Println("hand", v.Hand(), "on", v.Top())
	fmt.Println("move", m, err)
	fmt.Println("deals:", calls, "without an 8 for seat 1:", kept)
	// Output:
	// hand {4D 8S 10D JD QC QD QH} on AD
	// move JD <nil>
	// deals: 300 without an 8 for seat 1: 300
}
