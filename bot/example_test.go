package bot_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/scoring"
)

// The examples use the tricks game of game_test.go: 13 spades, each seat
// plays one card per trick, the highest card takes the trick.

// An ISMCTS player sees that leading the ace loses the last trick, worth 2
// points, while leading the two wins it, whatever seat 1 holds.
func ExampleISMCTS() {
	g := tricks{seats: 2, hand: 2, last: 2}
	b := &bot.ISMCTS[trickState, cards.Card, trickView]{
		Game:       g,
		Reward:     winReward, // 1 for more points, 0.5 for as many, 0 for fewer
		Iterations: 200,
		Seed:       1,
	}
	s := leadEnding(set("KS QS")) // seat 0 holds AS 2S; seat 1's cards are hidden from it
	m, err := b.Choose(g.View(s, 0))
	fmt.Println(m, err)
	// Output: 2S <nil>
}

func ExampleISMCTS_Analyze() {
	g := tricks{seats: 4, hand: 3, last: 1}
	b := &bot.ISMCTS[trickState, cards.Card, trickView]{
		Game: g, Reward: teamReward, Iterations: 500, Seed: 3,
	}
	// Seat 3's partner leads the trick with KS; seat 3 holds AS and 2S.
	s := partnerEnding([3]cards.Set{set("9S"), set("10S"), set("JS")})
	stats, err := b.Analyze(g.View(s, 3))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, st := range stats {
		fmt.Printf("%v: %d visits, mean %.2f\n", st.Move, st.Visits, st.Mean)
	}
	// Output:
	// 2S: 473 visits, mean 0.67
	// AS: 27 visits, mean 0.41
}

func ExampleRandom() {
	g := tricks{seats: 2, hand: 6, last: 1}
	p := bot.NewRandom[trickView, cards.Card](7)
	s := trickState{hands: [4]cards.Set{set("2S 5S 7S 9S QS AS"), set("3S 4S 6S 8S 10S JS")}, top: cards.NoCard, left: 6}
	v := g.View(s, 0)
	fmt.Println("hand:", cards.SetOf(v.AppendLegal(nil)...))
	var moves []cards.Card
	for range 5 {
		m, _ := p.Choose(v)
		moves = append(moves, m)
	}
	fmt.Println("chosen:", moves)
	_, err := p.Choose(g.View(s, 1)) // not seat 1's turn
	fmt.Println(errors.Is(err, bot.ErrNoMove))
	// Output:
	// hand: {2S 5S 7S 9S QS AS}
	// chosen: [5S 5S 2S 5S AS]
	// true
}

// A Random reset with a seed chooses as a new Random with that seed: a
// simulation can reuse its players from game to game (Simulation.Recycle).
func ExampleRandom_Reset() {
	g := tricks{seats: 2, hand: 6, last: 1}
	s := trickState{hands: [4]cards.Set{set("2S 5S 7S 9S QS AS"), set("3S 4S 6S 8S 10S JS")}, top: cards.NoCard, left: 6}
	v := g.View(s, 0)
	p := bot.NewRandom[trickView, cards.Card](3)
	for game := range 2 {
		p.Reset(7) // as bot.NewRandom(7)
		var moves []cards.Card
		for range 5 {
			m, _ := p.Choose(v)
			moves = append(moves, m)
		}
		fmt.Println("game", game, "chosen:", moves)
	}
	// Output:
	// game 0 chosen: [5S 5S 2S 5S AS]
	// game 1 chosen: [5S 5S 2S 5S AS]
}

func ExampleGreedy() {
	g := tricks{seats: 2, hand: 2, last: 2}
	highest := bot.Greedy[trickView, cards.Card]{
		Score: func(_ trickView, c cards.Card) float64 { return float64(c.Rank()) },
	}
	m, _ := highest.Choose(g.View(leadEnding(set("KS QS")), 0))
	fmt.Println(m)
	// Output: AS
}

func ExamplePlayerFunc() {
	lowest := bot.PlayerFunc[trickView, cards.Card](func(v trickView) (cards.Card, error) {
		legal := v.AppendLegal(nil) // lowest first in this game
		if len(legal) == 0 {
			return cards.NoCard, bot.ErrNoMove
		}
		return legal[0], nil
	})
	g := tricks{seats: 2, hand: 2, last: 2}
	m, _ := lowest.Choose(g.View(leadEnding(set("KS QS")), 0))
	fmt.Println(m)
	// Output: 2S
}

// Play 100 seeded games of four seats: an ISMCTS player for each of seats 0
// and 2, partners, against Random players in seats 1 and 3.
func ExamplePlay() {
	g := tricks{seats: 4, hand: 3, last: 2}
	search := &bot.ISMCTS[trickState, cards.Card, trickView]{
		Game: g, Reward: teamReward, Iterations: 300, Seed: 4,
	}
	random := bot.NewRandom[trickView, cards.Card](4)
	players := []bot.Player[trickView, cards.Card]{search, random, search, random}
	var points [2]int
	for seed := range uint64(100) {
		end, _, err := bot.Play(g, g.deal(seed), players, 0)
		if err != nil {
			fmt.Println(err)
			return
		}
		p := g.Score(end)
		points[0] += p[0] + p[2]
		points[1] += p[1] + p[3]
	}
	fmt.Printf("seats 0+2 (ISMCTS): %d points, seats 1+3 (Random): %d points\n", points[0], points[1])
	// Output: seats 0+2 (ISMCTS): 224 points, seats 1+3 (Random): 176 points
}

// Simulate 500 two-player Equi games, Greedy in seat 0 against Random in
// seat 1, on every core.
func ExampleSimulate() {
	r := equi.Rules{Players: 2}
	results, err := bot.Simulate(context.Background(), bot.Simulation[equi.State, equi.Move, equi.View]{
		Game: r,
		Start: func(game int, seed uint64) (equi.State, error) {
			return r.Start(cards.Deal{Dealer: game % 2, Seed: seed})
		},
		Players: func(_ int, seed uint64) ([]bot.Player[equi.View, equi.Move], error) {
			return []bot.Player[equi.View, equi.Move]{equibot.Greedy(), bot.NewRandom[equi.View, equi.Move](seed)}, nil
		},
		Games: 500,
		Seed:  1,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	var wins [2]int
	for _, res := range results {
		if w := scoring.Winners(r.Score(res.Final), scoring.HigherWins); len(w) == 1 {
			wins[w[0]]++
		}
	}
	fmt.Println("Greedy wins", wins[0], "Random wins", wins[1], "of", len(results))
	// Output: Greedy wins 274 Random wins 197 of 500
}

// Count the wins of 10,000 two-player Equi games between random players
// without keeping the games: SimulateSeq hands over each result in game
// order and forgets it.
func ExampleSimulateSeq() {
	r := equi.Rules{Players: 2}
	sim := bot.Simulation[equi.State, equi.Move, equi.View]{
		Game: r,
		Start: func(game int, seed uint64) (equi.State, error) {
			return r.Start(cards.Deal{Dealer: game % 2, Seed: seed})
		},
		Players: func(_ int, seed uint64) ([]bot.Player[equi.View, equi.Move], error) {
			return []bot.Player[equi.View, equi.Move]{
				bot.NewRandom[equi.View, equi.Move](seed),
				bot.NewRandom[equi.View, equi.Move](seed + 1),
			}, nil
		},
		Games: 10_000,
		Seed:  1,
	}
	var wins [2]int
	for res, err := range bot.SimulateSeq(context.Background(), sim) {
		if err != nil {
			fmt.Println(err)
			return
		}
		if w := scoring.Winners(r.Score(res.Final), scoring.HigherWins); len(w) == 1 {
			wins[w[0]]++
		}
	}
	fmt.Println("seat 0 wins", wins[0], "seat 1 wins", wins[1])
	// Output: seat 0 wins 4610 seat 1 wins 4731
}
