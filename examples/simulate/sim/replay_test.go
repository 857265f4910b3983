package sim

import (
	"testing"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// replay plays the games the command's doc describes, without the command:
// game i dealt from bot.GameSeed(seed, i) by dealer (i / n) mod n, seat s
// played by the kind of seat (s + i) mod n, seeded with
// bot.GameSeed(game seed, s). It returns the total score of each kind and
// the total moves.
func replay[S, M any, V cards.View[M]](t *testing.T, g cards.Spec[S, M, V], seed uint64, games int, seats []string,
	player func(kind string, seed uint64) bot.Player[V, M]) (map[string]int, int) {
	t.Helper()
	n, scores, moves := g.Seats(), map[string]int{}, 0
	for i := range games {
		gs := bot.GameSeed(seed, i)
		s, err := g.Start(cards.Deal{Dealer: i / n % n, Seed: gs})
		require.NoError(t, err)
		players := make([]bot.Player[V, M], n)
		for seat := range players {
			players[seat] = player(seats[(seat+i)%n], bot.GameSeed(gs, seat))
		}
		final, m, err := bot.Play(g, s, players, 0)
		require.NoError(t, err)
		for seat, sc := range g.Score(final) {
			scores[seats[(seat+i)%n]] += sc
		}
		moves += m
	}
	return scores, moves
}

// checkReplay compares a report with the replayed games.
func checkReplay(t *testing.T, rep report, scores map[string]int, moves int) {
	t.Helper()
	games := float64(rep.Games)
	assert.InDelta(t, float64(moves), rep.Length.Mean*games, 1e-6, "moves")
	require.Len(t, rep.Entrants, len(scores))
	for _, e := range rep.Entrants {
		assert.InDelta(t, float64(scores[e.Name]), e.Score.Mean*e.Seats*games, 1e-6, e.Name)
	}
}

func TestEquiAsDocumented(t *testing.T) {
	rep := simulateJSON(t, "-game", "equi", "-players", "3", "-games", "18", "-seats", "random,greedy,random", "-seed", "9")
	r := equi.Rules{Players: 3}
	scores, moves := replay(t, r, 9, 18, []string{"random", "greedy", "random"}, func(kind string, seed uint64) bot.Player[equi.View, equi.Move] {
		if kind == "random" {
			return bot.NewRandom[equi.View, equi.Move](seed)
		}
		return equibot.Greedy()
	})
	checkReplay(t, rep, scores, moves)
}

func TestBoxesAsDocumented(t *testing.T) {
	rep := simulateJSON(t, "-deals", "4", "-games", "4", "-seats", "ismcts,random,greedy,random", "-iterations", "10", "-seed", "3")
	deals, err := boxes.NewSchedule(4)
	require.NoError(t, err)
	r := boxes.Rules{Deals: deals}
	scores, moves := replay(t, r, 3, 4, []string{"ismcts", "random", "greedy", "random"}, func(kind string, seed uint64) bot.Player[boxes.View, boxes.Move] {
		switch kind {
		case "random":
			return bot.NewRandom[boxes.View, boxes.Move](seed)
		case "ismcts":
			return boxesbot.NewISMCTS(r, 10, seed)
		}
		return boxesbot.Greedy()
	})
	checkReplay(t, rep, scores, moves)
}
