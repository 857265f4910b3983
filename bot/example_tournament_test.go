package bot_test

import (
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/scoring"
)

// A Tournament counts games by entrant: here two bots in partnerships at a
// four-seat table, lower totals winning. Feed it each result of
// bot.SimulateSeq (or of your own games) with the entrant of each seat.
func ExampleTournament() {
	tour, err := bot.NewTournament(4, scoring.Partners4(), scoring.LowerWins)
	if err != nil {
		panic(err)
	}
	games := []bot.Entry{
		{Entrants: []string{"mine", "greedy", "mine", "greedy"}, Scores: []int{0, 12, 3, 5}, Moves: 31},
		{Entrants: []string{"greedy", "mine", "greedy", "mine"}, Scores: []int{2, 0, 0, 9}, Moves: 27},
		{Entrants: []string{"mine", "greedy", "mine", "greedy"}, Scores: []int{4, 0, 0, 1}, Moves: 40},
	}
	for _, g := range games {
		if err := tour.Add(g); err != nil {
			panic(err)
		}
	}
	for _, e := range tour.Summary().Entrants {
		fmt.Printf("%s: %d wins of %d, 95%% interval %.2f-%.2f\n", e.Name, e.Wins, e.Games, e.WinInterval[0], e.WinInterval[1])
	}
	// Output:
	// mine: 1 wins of 3, 95% interval 0.06-0.79
	// greedy: 2 wins of 3, 95% interval 0.21-0.94
}
