package main

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
)

// TestAHugeEquiHandIsBounded plays from a position of a three-player game
// between greedy bots (found as seed 659 of engine 1, whose deck the record
// gives) where the seat to move has taken its pile of
// 28 cards back into its hand (rule E9) and has millions of legal captures:
// listing them would take half a minute and 280 MB. The server sends the
// first maxLegal, and the bots, which see the seat's view only, weigh a
// bounded number of moves: the test counts the moves each one rates.
func TestAHugeEquiHandIsBounded(t *testing.T) {
	text, err := os.ReadFile("testdata/equi-huge-hand.txt")
	require.NoError(t, err)
	rec, err := cards.ParseRecord(string(text))
	require.NoError(t, err)
	eng, err := newEquiEngine(rec, []string{"greedy", "ismcts", "greedy"}, 20)
	require.NoError(t, err)
	e := eng.(*equiSession)
	s := e.s.State()
	turn := s.Turn()
	require.Equal(t, 28, s.Hand(turn).Len())
	require.Equal(t, "{7H 8H 9D 9S 10C 10S}", s.Table().String())
	require.Len(t, e.effects, len(rec.Moves), "every move is noted")

	gv, err := e.snapshot(turn)
	require.NoError(t, err)
	assert.True(t, gv.LegalTruncated)
	require.Len(t, gv.Legal, maxLegal)
	assert.Less(t, len(gv.View), 4<<10, "the view lists no move")
	want, err := json.Marshal(e.s.View(turn))
	require.NoError(t, err)
	assert.JSONEq(t, string(want), string(gv.View), "the seat's view is the library's")
	require.Len(t, gv.History, len(rec.Moves))
	recycled := 0
	for _, l := range gv.History {
		for _, e := range l.Story {
			if e.Kind == cards.EventDraw && e.Reason != "" { // taken back from the pile
				recycled = max(recycled, e.Count)
			}
		}
	}
	assert.Positive(t, recycled)
	assert.Equal(t, s.Known(turn).Len(), recycled, "the log says that the hand came back from the pile")
	for _, text := range []string{gv.Legal[0], gv.Legal[maxLegal-1]} {
		m, err := equi.Rules{}.ParseMove(text)
		require.NoError(t, err)
		_, err = e.s.Rules().Apply(s, m)
		assert.NoError(t, err, "%v", m)
	}
	for seat := range 3 {
		if seat == turn {
			continue
		}
		gv, err := e.snapshot(seat)
		require.NoError(t, err)
		assert.False(t, gv.LegalTruncated)
		assert.Empty(t, gv.Legal)
	}

	// The bot of the seat to move is equibot's Greedy, as the server made
	// it; count the moves it rates.
	greedy := equibot.Greedy()
	rated := 0
	score := greedy.Score
	greedy.Score = func(v equi.View, m equi.Move) float64 {
		rated++
		return score(v, m)
	}
	// An ISMCTS bot, as the server makes it, considers as few at its root.
	search := equibot.NewISMCTS(e.s.Rules().(equi.Rules), 20, 1)
	root, listed := search.Root, 0
	require.NotNil(t, root)
	search.Root = func(dst []equi.Move, v equi.View) []equi.Move {
		out := root(dst, v)
		listed += len(out) - len(dst)
		return out
	}
	_, err = search.Choose(e.s.View(turn))
	require.NoError(t, err)
	assert.Positive(t, listed)
	assert.LessOrEqual(t, listed, equibot.TreeMoves, "ISMCTS considers a bounded number of root moves")

	e.bots[turn] = greedy
	move, err := botMove(e)
	require.NoError(t, err)
	assert.Positive(t, rated)
	assert.LessOrEqual(t, rated, equibot.TreeMoves, "Greedy rates a bounded number of moves")
	m, err := equi.Rules{}.ParseMove(move)
	require.NoError(t, err)
	assert.False(t, m.IsTrail(), move)
	assert.Equal(t, s.MoveCount()+1, e.s.State().MoveCount())
}
