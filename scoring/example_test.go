package scoring_test

import (
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// A match of three Boxes deals: the seats' penalties, their totals, the two
// partnerships' totals and the winner. README.md shows the same code.
func Example() {
	deals := [][]int{
		{0, 45, 120, 30},
		{60, 0, 25, 0},
		{3, 10, 0, 50},
	}
	seats, err := scoring.Totals(deals)
	if err != nil {
		fmt.Println(err)
		return
	}
	teams, err := scoring.TeamTotals(seats, scoring.Partners4())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(seats, teams, scoring.Winners(teams, scoring.LowerWins))
	// Output:
	// [63 55 145 80] [208 135] [1]
}

func ExampleTable() {
	t := scoring.Table{cards.Ace: 11, cards.Ten: 10, cards.King: 4}
	hand, _ := cards.ParseSet("AS 10S KD 2C")
	fmt.Println(t.Sum(hand), t.Card(cards.New(cards.King, cards.Hearts)), t.Points(cards.Two))
	// Output: 25 4 0
}

func ExampleTotals() {
	_, err := scoring.Totals([][]int{{1, 2}, {3}})
	fmt.Println(err)
	// Output: scoring.Totals: deal 1 has 1 scores, deal 0 has 2
}

func ExamplePlaces() {
	fmt.Println(scoring.Places([]int{40, 10, 40, 70}, scoring.LowerWins))
	// Output: [2 1 2 4]
}

func ExampleWinners() {
	fmt.Println(scoring.Winners([]int{220, 220}, scoring.LowerWins)) // equal totals: a draw
	fmt.Println(scoring.Winners([]int{9, 14, 13}, scoring.HigherWins))
	// Output:
	// [0 1]
	// [1]
}

// A loop over many games keeps one buffer for the team totals and one for
// the winners, and allocates nothing after the first game.
func ExampleAppendWinners() {
	var totals, winners []int
	for _, seats := range [][]int{{10, 20, 30, 40}, {25, 5, 15, 35}} {
		totals, _ = scoring.AppendTeamTotals(totals[:0], seats, scoring.Partners4())
		winners = scoring.AppendWinners(winners[:0], totals, scoring.LowerWins)
		fmt.Println(totals, winners)
	}
	// Output:
	// [40 60] [0]
	// [40 40] [0 1]
}

func ExampleAlternating() {
	fmt.Println(scoring.Partners4(), scoring.Alternating(6, 3))
	// Output: [[0 2] [1 3]] [[0 3] [1 4] [2 5]]
}

func ExampleTeams_Validate() {
	err := scoring.Teams{{0, 1}, {1, 2}}.Validate(3)
	fmt.Println(err)
	// Output: scoring.Teams.Validate: team 1: seat 1 is already in team 0
}
