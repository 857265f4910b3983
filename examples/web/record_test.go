package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// engine1Refused is what cards.Resume says of a record without an Engine
// tag: made by cardrules before v0.2.0, whose seeds dealt other cards.
const engine1Refused = "invalid record: record made by engine 1 (cardrules before v0.2.0), this build plays engine 2: its shuffles give other deals from the same seed; replay it with a cardrules release of engine 1"

// TestOldStoredGamesAreRefused: a game stored before engine 2 cannot be
// replayed, since its seed deals other cards now: in the games' own record
// JSON of before cards.Record, or in the library's record JSON without an
// Engine tag. Opening it fails with the library's error, which names both
// engines; a restarted server logs that, leaves the game in the store and
// serves its other games.
func TestOldStoredGamesAreRefused(t *testing.T) {
	ctx := context.Background()
	var mu sync.Mutex
	var logs []string
	st := newMemStore()
	cfg := config{maxGames: 10, iterations: 10, hosts: []string{"games.test"}, store: st, logf: func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		logs = append(logs, fmt.Sprintf(format, args...))
	}}
	s := newServer(cfg)

	// A game of now, stored as a cards.Record of engine 2, with no move
	// and no result.
	status, data := serve(s.handler(), "POST", "/api/games", `{"game":"equi","seed":"6","seats":[{"player":"human"},{"player":"human"},{"player":"human"}]}`, "192.0.2.1")
	require.Equal(t, http.StatusCreated, status, "%s", data)
	var c created
	require.NoError(t, json.Unmarshal(data, &c))
	g, err := st.load(ctx, c.ID)
	require.NoError(t, err)
	var rec cards.Record
	require.NoError(t, json.Unmarshal(g.Record, &rec), "%s", g.Record)
	assert.Empty(t, rec.Moves)
	_, hasResult := rec.Get("Result")
	assert.False(t, hasResult, "a stored deal has no result: %s", g.Record)
	game, _ := rec.Get("Game")
	assert.Equal(t, "equi", game)
	engine, _ := rec.Get("Engine")
	assert.Equal(t, "2", engine)
	s.close()

	old := []*storedGame{
		// As the server stored them before cards.Record (commit f8022c9).
		{ID: "old-boxes", Game: "boxes", Players: []string{human, human, human, human}, Moves: []string{"draw", "draw", "6S"},
			Record: json.RawMessage(`{"game":"boxes","rules":{"wildEightsNines":false,"bigSets":false,"strictPairs":false,"twoDraw":"chain+1","fiveSelf":false,"playDrawn":false,"pairAnswersTwo":false,"lastCardEffects":false,"upcardEffects":false,"deals":"2,1","maxMoves":0},"dealer":2,"seed":"5","names":["P0","P1","P2","P3"],"moves":[],"result":null}`)},
		{ID: "old-equi", Game: "equi", Players: []string{human, human, human},
			Record: json.RawMessage(`{"game":"equi","rules":{"players":3,"noRankBan":false,"voluntaryTrail":false,"recycleByFour":false,"noProgressRounds":0,"maxMoves":0},"dealer":1,"seed":"6","names":["P0","P1","P2"],"moves":[],"result":null}`)},
		// A cards.Record of before the Engine tag.
		{ID: "untagged", Game: "equi", Players: []string{human, human, human},
			Record: json.RawMessage(`{"tags":[{"name":"Game","value":"equi"},{"name":"Players","value":"3"},{"name":"Dealer","value":"1"},{"name":"Seed","value":"6"}],"moves":[]}`)},
	}
	for _, g := range old {
		_, err := s.engine(g, g.Moves)
		require.Error(t, err, g.ID)
		assert.ErrorIs(t, err, cards.ErrInvalidRecord, g.ID)
		assert.Contains(t, err.Error(), g.Game+": "+engine1Refused, g.ID)
		require.NoError(t, st.create(ctx, g))
	}

	s2 := newServer(cfg)
	t.Cleanup(s2.close)
	n, err := s2.restore(ctx)
	require.NoError(t, err, "the store's games are listed")
	assert.Equal(t, 1, n, "the game of now is resumed, the old ones are not")
	mu.Lock()
	assert.Len(t, logs, len(old))
	for _, l := range logs {
		assert.Contains(t, l, "web: restoring game ")
		assert.Contains(t, l, engine1Refused)
	}
	mu.Unlock()
	games, err := st.open(ctx)
	require.NoError(t, err)
	assert.Len(t, games, len(old)+1, "the old games are left in the store")
	for _, g := range old {
		_, ok := s2.table(g.ID)
		assert.False(t, ok, g.ID)
	}

	// The server serves the game of now: a person plays a move.
	h := s2.handler()
	tb, ok := s2.table(c.ID)
	require.True(t, ok)
	turn := tb.equiState().Turn()
	seat := "/api/seats/" + strings.TrimPrefix(c.Seats[turn].Link, "/play/")
	var v struct {
		Legal []string `json:"legal"`
	}
	status, data = serve(h, "GET", seat, "", "192.0.2.1")
	require.Equal(t, http.StatusOK, status, "%s", data)
	require.NoError(t, json.Unmarshal(data, &v))
	require.NotEmpty(t, v.Legal)
	status, data = serve(h, "POST", seat+"/moves", `{"move":"`+v.Legal[0]+`"}`, "192.0.2.1")
	assert.Equal(t, http.StatusOK, status, "%s", data)
}

// TestBadStoredRecordsAreRefused: a stored record that is not a record of
// the game does not resume.
func TestBadStoredRecordsAreRefused(t *testing.T) {
	s := newServer(config{iterations: 10, maxGames: 10, logf: t.Logf})
	t.Cleanup(s.close)
	for _, tc := range []struct{ record, reason string }{
		{`{"tags":[{"name":"Game","value":"boxes"},{"name":"Engine","value":"2"}],"moves":[]}`, `the record's Game tag is "boxes", not "equi"`},
		{`{"tags":[{"name":"Game","value":"equi"},{"name":"Engine","value":"two"}],"moves":[]}`, `tag Engine is "two"`},
		{`[]`, "record"},
	} {
		_, err := s.engine(&storedGame{ID: "x", Game: "equi", Record: json.RawMessage(tc.record), Players: []string{human, human, human}}, nil)
		require.Error(t, err, tc.record)
		assert.Contains(t, err.Error(), tc.reason, tc.record)
	}
}

// TestTheLogSaysWhatEachMoveMadeHappen plays whole games between greedy
// bots on the engine and checks every move's entry in the spectators'
// history against the hands' sizes in their views: each seat's hand
// changes by the cards drawn (and in Equi taken back from the pile) that
// the entry gives, less the cards the move played.
func TestTheLogSaysWhatEachMoveMadeHappen(t *testing.T) {
	s := newServer(config{iterations: 10, maxGames: 10, logf: t.Logf})
	t.Cleanup(s.close)
	for _, req := range []createRequest{
		{Game: "boxes", Deals: "6,3", Seed: "8", Seats: []seatRequestJSON{{Player: "greedy"}, {Player: "greedy"}, {Player: "greedy"}, {Player: "greedy"}}},
		{Game: "equi", Seed: "9", Seats: []seatRequestJSON{{Player: "greedy"}, {Player: "greedy"}, {Player: "greedy"}}},
	} {
		_, e, err := s.setUp(req, "x")
		require.NoError(t, err)
		counts := func() ([]int, gameView) {
			gv, err := e.snapshot(spectator)
			require.NoError(t, err)
			var v struct {
				HandCounts []int `json:"handCounts"`
			}
			require.NoError(t, json.Unmarshal(gv.View, &v))
			return v.HandCounts, gv
		}
		before, _ := counts()
		drawn, moves := 0, 0
		for ; e.turn() >= 0; moves++ {
			require.Less(t, moves, 5000)
			text, err := botMove(e)
			require.NoError(t, err)
			after, gv := counts()
			require.Len(t, gv.History, moves+1)
			last := gv.History[moves]
			require.Equal(t, text, last.Move)
			played := 0
			switch req.Game {
			case "boxes":
				if n := len(gv.Deals); n > 0 && gv.Deals[n-1].Moves == moves+1 {
					before = after // a new deal is dealt
					continue
				}
				mv, err := e.(*boxesSession).s.Rules().ParseMove(text)
				require.NoError(t, err)
				played = mv.Cards().Len()
			case "equi":
				mv, err := e.(*equiSession).s.Rules().ParseMove(text)
				require.NoError(t, err)
				played = mv.Played().Len()
			}
			for seat := range before {
				want := before[seat] + last.Drew[seat]
				if seat == last.Seat {
					want += last.Recycled - played
				}
				require.Equal(t, want, after[seat], "%s move %d (%s): seat %d", req.Game, moves+1, text, seat)
				drawn += last.Drew[seat]
			}
			before = after
		}
		assert.Positive(t, drawn, "%s: cards were drawn", req.Game)
		t.Logf("%s: %d moves, %d cards drawn", req.Game, moves, drawn)
	}
}
