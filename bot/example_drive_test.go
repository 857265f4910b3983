package bot_test

import (
	"context"
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
)

// A frontend lets the bots play until its person must move: Ann sits at
// seat 0, a greedy bot at seat 1.
func ExampleDrive() {
	s, _ := cards.NewSession(crazy8s{}, cards.Deal{Dealer: 1, Seed: 4}, "Ann", "Bob")
	players := []bot.Player[c8View, c8Move]{nil, bot.Greedy[c8View, c8Move]{Score: playable}}
	show := func(seat int, m c8Move) error {
		fmt.Println(s.Names()[seat], "plays", m)
		return nil
	}
	for s.ToMove() >= 0 && len(s.History()) < 6 {
		// Ann plays her first legal move.
		m := s.View(0).AppendLegal(nil)[0]
		_ = s.Play(m)
		fmt.Println("Ann plays", m)
		if _, err := bot.Drive(context.Background(), s, players, show); err != nil {
			fmt.Println(err)
			return
		}
	}
	// Output:
	// Ann plays JH
	// Bob plays 10H
	// Ann plays 10C
	// Bob plays 7C
	// Ann plays JC
	// Bob plays 8C:C
}
