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
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/crazyeights/crazyeightsbot"
	"github.com/cardrules/cardrules/shedding"
	"github.com/cardrules/cardrules/shedding/sheddingbot"
)

// sheddingPlayer returns the player of kind for r as the command seats
// it, with iterations for ISMCTS.
func sheddingPlayer(r shedding.Rules, iterations int) func(kind string, seed uint64) bot.Player[shedding.View[shedding.Rules], shedding.Move] {
	return func(kind string, seed uint64) bot.Player[shedding.View[shedding.Rules], shedding.Move] {
		switch kind {
		case "random":
			return bot.NewRandom[shedding.View[shedding.Rules], shedding.Move](seed)
		case "ismcts":
			return sheddingbot.NewISMCTS(r, iterations, seed)
		}
		return sheddingbot.Greedy[shedding.Rules]()
	}
}

// Mau-Mau and Switch play by their record names the games the command's
// doc describes, under the tables of package shedding.
func TestSheddingAsDocumented(t *testing.T) {
	r := shedding.MauMau(3)
	rep := simulateJSON(t, "-game", "mau-mau", "-players", "3", "-games", "9", "-seats", "ismcts,greedy,random", "-iterations", "10", "-seed", "6")
	assert.Equal(t, "mau-mau", rep.Game)
	assert.Equal(t, 3, rep.Players)
	scores, moves := replay(t, r, 6, 9, []string{"ismcts", "greedy", "random"}, sheddingPlayer(r, 10))
	checkReplay(t, rep, scores, moves)

	r = shedding.Switch(4)
	rep = simulateJSON(t, "-game", "switch", "-players", "4", "-games", "8", "-seats", "greedy,random", "-seed", "2")
	assert.Equal(t, "switch", rep.Game)
	assert.Equal(t, []string{"greedy", "random", "greedy", "random"}, rep.Seats)
	scores, moves = replay(t, r, 2, 8, []string{"greedy", "random", "greedy", "random"}, sheddingPlayer(r, 0))
	checkReplay(t, rep, scores, moves)
}

// Shards of a run of Switch merge to the report of the whole run.
func TestSheddingShardsMerge(t *testing.T) {
	args := []string{"-game", "switch", "-players", "3", "-games", "9", "-seats", "greedy,random", "-seed", "4"}
	one := simulateJSON(t, args...)
	all, err := merged(t, shards(t, 2, args...)...)
	require.NoError(t, err)
	assert.Equal(t, untimed(one), untimed(all))
}

// A program's own bot plays every shedding table by its kind name, and no
// other game.
func TestSheddingBotsOfOnesOwn(t *testing.T) {
	type view = shedding.View[shedding.Rules]
	played := map[string]bool{}
	first := func(r shedding.Rules, seed uint64) bot.Player[view, shedding.Move] {
		played[r.Name()] = true
		return bot.PlayerFunc[view, shedding.Move](func(v view) (shedding.Move, error) { return v.AppendLegal(nil)[0], nil })
	}
	bots := Bots{Shedding: map[string]func(shedding.Rules, uint64) bot.Player[view, shedding.Move]{"first": first}}
	for _, game := range []string{"mau-mau", "switch"} {
		var out bytes.Buffer
		require.NoError(t, run(context.Background(), &out, io.Discard, []string{"-game", game, "-games", "6", "-seats", "first,greedy", "-workers", "1", "-json"}, false, bots))
		var rep report
		require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
		require.Len(t, rep.Entrants, 2)
		assert.Equal(t, "first", rep.Entrants[0].Name)
		assert.Equal(t, 6, rep.Entrants[0].Games)
		assert.True(t, played[game], "the bot is made for the rules of %s", game)
	}
	_, err := parse([]string{"-game", "crazy-eights", "-seats", "first"}, io.Discard, bots)
	assert.ErrorContains(t, err, "want kinds random, greedy, ismcts, not", "a shedding bot does not play Crazy Eights' own rules")
}

func TestSheddingBadPlayers(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "mau-mau", "-players", "7"},
		{"-game", "switch", "-players", "1"},
		{"-game", "Switch"},
	} {
		_, err := parse(args, io.Discard, Bots{})
		assert.Error(t, err, "%v", args)
	}
	_, err := parse([]string{"-game", "switch", "-players", "8"}, io.Discard, Bots{})
	assert.ErrorContains(t, err, "-players: Switch takes 2 to 6, not 8")
}

// With -opponents random the ISMCTS seats of Crazy Eights and of the
// shedding tables are the searches with OpponentRandom 1, the report says
// so, and the other games refuse the flag.
func TestOpponentsRandom(t *testing.T) {
	r := crazyeights.Rules{Players: 3}
	args := []string{"-game", "crazy-eights", "-players", "3", "-games", "6", "-seats", "ismcts,random", "-iterations", "20", "-seed", "5"}
	rep := simulateJSON(t, append(args, "-opponents", "random")...)
	assert.Equal(t, "random", rep.Opponents)
	seated := func(or float64) func(kind string, seed uint64) bot.Player[crazyeights.View, crazyeights.Move] {
		return func(kind string, seed uint64) bot.Player[crazyeights.View, crazyeights.Move] {
			if kind == "random" {
				return bot.NewRandom[crazyeights.View, crazyeights.Move](seed)
			}
			p := crazyeightsbot.NewISMCTS(r, 20, seed)
			p.OpponentRandom = or
			return p
		}
	}
	scores, moves := replay(t, r, 5, 6, []string{"ismcts", "random", "ismcts"}, seated(1))
	checkReplay(t, rep, scores, moves)
	other, otherMoves := replay(t, r, 5, 6, []string{"ismcts", "random", "ismcts"}, seated(0))
	assert.False(t, moves == otherMoves && assert.ObjectsAreEqual(scores, other), "the model of the other seats changes the games")
	assert.Empty(t, simulateJSON(t, args...).Opponents, "the default assumes nothing")

	m := shedding.MauMau(3)
	rep = simulateJSON(t, "-game", "mau-mau", "-players", "3", "-games", "3", "-seats", "ismcts,random", "-iterations", "10", "-opponents", "random")
	p := sheddingPlayer(m, 10)
	scores, moves = replay(t, m, 1, 3, []string{"ismcts", "random", "ismcts"}, func(kind string, seed uint64) bot.Player[shedding.View[shedding.Rules], shedding.Move] {
		if s, ok := p(kind, seed).(*sheddingbot.ISMCTS[shedding.Rules]); ok {
			s.OpponentRandom = 1
			return s
		}
		return p(kind, seed)
	})
	checkReplay(t, rep, scores, moves)

	var out bytes.Buffer
	require.NoError(t, run(context.Background(), &out, io.Discard, append(args, "-games", "1", "-opponents", "random"), false, Bots{}))
	assert.Contains(t, out.String(), "ISMCTS 20 iterations, opponents random")
	for _, bad := range [][]string{{"-opponents", "greedy"}, {"-game", "boxes", "-opponents", "random"}, {"-game", "equi", "-opponents", "random"}} {
		_, err := parse(bad, io.Discard, Bots{})
		assert.Error(t, err, "%v", bad)
	}
}
