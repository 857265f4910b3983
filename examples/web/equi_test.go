package main

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
)

// TestAHugeEquiHandIsBounded plays from a position of a three-player game
// between greedy bots (seed 659) where the seat to move has taken its pile of
// 28 cards back into its hand (rule E9) and has millions of legal captures:
// its view from the library would list them all. The server sends the first
// maxLegal, and the bot chooses from a bounded list.
func TestAHugeEquiHandIsBounded(t *testing.T) {
	text, err := os.ReadFile("testdata/equi-huge-hand.txt")
	require.NoError(t, err)
	rec, err := equi.ParseRecord(string(text))
	require.NoError(t, err)
	g, err := rec.Resume()
	require.NoError(t, err)
	s := g.State()
	turn := s.Turn()
	require.Equal(t, 28, s.Hand(turn).Len())
	require.Equal(t, "{7H 8H 9D 9S 10C 10S}", s.Table().String())

	e := &equiEngine{g: g, bots: []bot.Player[equi.View, equi.Move]{equibot.Greedy(), equibot.Greedy(), equibot.Greedy()}}
	gv, err := e.snapshot(turn)
	require.NoError(t, err)
	assert.True(t, gv.LegalTruncated)
	assert.Less(t, len(gv.View), 64<<10, "the view is bounded")
	var v struct {
		Seat  int         `json:"seat"`
		Hand  string      `json:"hand"`
		Legal []equi.Move `json:"legal"`
		Turn  int         `json:"turn"`
	}
	require.NoError(t, json.Unmarshal(gv.View, &v))
	assert.Equal(t, turn, v.Seat)
	assert.Equal(t, turn, v.Turn)
	assert.Equal(t, s.Hand(turn).String(), v.Hand)
	require.Len(t, v.Legal, maxLegal)
	for _, m := range []equi.Move{v.Legal[0], v.Legal[maxLegal-1]} {
		_, err := g.Rules().Apply(s, m)
		assert.NoError(t, err, "%v", m)
	}

	for seat := range 3 {
		if seat == turn {
			continue
		}
		gv, err := e.snapshot(seat)
		require.NoError(t, err)
		assert.False(t, gv.LegalTruncated)
		var other equi.View
		require.NoError(t, json.Unmarshal(gv.View, &other), "another seat's view is the library's")
	}

	move, err := e.think(turn)()
	require.NoError(t, err)
	m, err := equi.ParseMove(move)
	require.NoError(t, err)
	assert.True(t, m.IsCapture(), move)
	_, err = e.play(move)
	require.NoError(t, err)
	assert.Equal(t, s.MoveCount()+1, g.State().MoveCount())
}
