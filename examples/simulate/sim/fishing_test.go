package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/escoba"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/fishing/fishingbot"
	"github.com/cardrules/cardrules/scopa"
)

// fishingPlayer returns the player of kind for r as the command seats
// it, with iterations for ISMCTS.
func fishingPlayer(r fishing.Rules, iterations int) func(kind string, seed uint64) bot.Player[fishing.View, fishing.Move] {
	return func(kind string, seed uint64) bot.Player[fishing.View, fishing.Move] {
		switch kind {
		case "random":
			return bot.NewRandom[fishing.View, fishing.Move](seed)
		case "ismcts":
			return fishingbot.NewISMCTS(r, iterations, seed)
		}
		return fishingbot.Greedy()
	}
}

// Scopa and Escoba play by their record names the games the command's
// doc describes, under the rules of their packages.
func TestFishingAsDocumented(t *testing.T) {
	r, err := scopa.Rules(3)
	require.NoError(t, err)
	rep := simulateJSON(t, "-game", "scopa", "-players", "3", "-games", "9", "-seats", "ismcts,greedy,random", "-iterations", "10", "-seed", "6")
	assert.Equal(t, "scopa", rep.Game)
	assert.Equal(t, 3, rep.Players)
	scores, moves := replay(t, r, 6, 9, []string{"ismcts", "greedy", "random"}, fishingPlayer(r, 10))
	checkReplay(t, rep, scores, moves)

	r, err = escoba.Rules(4)
	require.NoError(t, err)
	rep = simulateJSON(t, "-game", "escoba", "-players", "4", "-games", "8", "-seats", "greedy,random", "-seed", "2")
	assert.Equal(t, "escoba", rep.Game)
	assert.Equal(t, []string{"greedy", "random", "greedy", "random"}, rep.Seats)
	scores, moves = replay(t, r, 2, 8, []string{"greedy", "random", "greedy", "random"}, fishingPlayer(r, 0))
	checkReplay(t, rep, scores, moves)
}

// With four players Scopa and Escoba play in partnerships, which score
// alike: a kind that holds a partnership wins or loses with it.
func TestFishingPartnerships(t *testing.T) {
	for _, game := range []string{"scopa", "escoba"} {
		rep := simulateJSON(t, "-game", game, "-players", "4", "-games", "16", "-seats", "greedy,random", "-seed", "3", "-workers", "1")
		require.Len(t, rep.Entrants, 2, game)
		greedy, random := rep.Entrants[0], rep.Entrants[1]
		assert.Equal(t, "greedy", greedy.Name)
		for _, k := range rep.Entrants {
			assert.Equal(t, 2.0, k.Seats, "%s: a kind holds a partnership", game)
			assert.Equal(t, 16, k.Wins+k.Shared+k.Losses, game)
		}
		assert.Equal(t, greedy.Wins, random.Losses, "%s: one partnership's wins are the other's losses", game)
		assert.Equal(t, greedy.Shared, random.Shared, game)
		for seat := 0; seat < 2; seat++ {
			assert.Equal(t, rep.SeatScores[seat], rep.SeatScores[seat+2], "%s: partners score alike", game)
		}
		assert.Greater(t, greedy.Wins, random.Wins, "%s: Greedy beats Random", game)
	}
}

// Shards of a run of Scopa merge to the report of the whole run.
func TestFishingShardsMerge(t *testing.T) {
	args := []string{"-game", "scopa", "-players", "4", "-games", "10", "-seats", "greedy,random", "-seed", "4"}
	one := simulateJSON(t, args...)
	all, err := merged(t, shards(t, 2, args...)...)
	require.NoError(t, err)
	assert.Equal(t, untimed(one), untimed(all))
}

// A program's own bot plays every fishing table by its kind name, and no
// other game.
func TestFishingBotsOfOnesOwn(t *testing.T) {
	played := map[string]bool{}
	first := func(r fishing.Rules, seed uint64) bot.Player[fishing.View, fishing.Move] {
		played[r.Name()] = true
		return bot.PlayerFunc[fishing.View, fishing.Move](func(v fishing.View) (fishing.Move, error) { return v.AppendLegal(nil)[0], nil })
	}
	bots := Bots{Fishing: map[string]func(fishing.Rules, uint64) bot.Player[fishing.View, fishing.Move]{"first": first}}
	for _, game := range []string{"scopa", "escoba"} {
		var out bytes.Buffer
		require.NoError(t, run(context.Background(), &out, io.Discard, []string{"-game", game, "-games", "6", "-seats", "first,greedy", "-workers", "1", "-json"}, false, bots))
		var rep report
		require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
		require.Len(t, rep.Entrants, 2)
		assert.Equal(t, "first", rep.Entrants[0].Name)
		assert.Equal(t, 6, rep.Entrants[0].Games)
		assert.True(t, played[game], "the bot is made for the rules of %s", game)
	}
	_, err := parse([]string{"-game", "equi", "-seats", "first"}, io.Discard, bots)
	assert.ErrorContains(t, err, "want kinds random, greedy, ismcts, not", "a fishing bot does not play Equi's own rules")
}

func TestFishingBadPlayers(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "scopa", "-players", "5"},
		{"-game", "escoba", "-players", "1"},
		{"-game", "Scopa"},
	} {
		_, err := parse(args, io.Discard, Bots{})
		assert.Error(t, err, "%v", args)
	}
	_, err := parse([]string{"-game", "scopa", "-players", "6"}, io.Discard, Bots{})
	assert.ErrorContains(t, err, "-players: Scopa takes 2 to 4, not 6")
}
