package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// afterMessage is what the tests of this file read of a message.
type afterMessage struct {
	clientMessage
	Ready   int    `json:"ready"`
	Waiting []int  `json:"waiting"`
	Rematch string `json:"rematch"`
	View    struct {
		Turn     int `json:"turn"`
		LastDeal struct {
			Deal  int      `json:"deal"`
			Hands []string `json:"hands"`
		} `json:"lastDeal"`
	} `json:"view"`
}

// waitMessage reads the events of path until cond holds of a message, and
// returns it.
func waitMessage(t *testing.T, ts *testServer, path string, cond func(afterMessage) bool) afterMessage {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second) // a safety net only
	defer cancel()
	var out afterMessage
	var bad error
	err := ts.stream(ctx, path, func(data []byte) bool {
		var m afterMessage
		if bad = json.Unmarshal(data, &m); bad != nil {
			return false
		}
		out = m
		return !cond(m)
	})
	require.NoError(t, err)
	require.NoError(t, bad)
	return out
}

// playFirst plays the first legal move of the seat of token, and returns
// the answer.
func playFirst(t *testing.T, ts *testServer, token string, m afterMessage) afterMessage {
	t.Helper()
	require.NotEmpty(t, m.Legal)
	status, data := ts.do(t, "POST", "/api/seats/"+token+"/moves", fmt.Sprintf(`{"move":%q,"version":%d}`, m.Legal[0], m.Version))
	require.Equal(t, http.StatusOK, status, "%s", data)
	var out afterMessage
	require.NoError(t, json.Unmarshal(data, &out))
	return out
}

// TestBotsWaitForThePersonAndTheDealsSummary plays a match of two deals,
// one person against three bots: the bots wait until the person's page
// opens, and at the end of the first deal until the person has seen its
// summary. The hands are shown once the deal is over, never before.
func TestBotsWaitForThePersonAndTheDealsSummary(t *testing.T) {
	ts := newTestServer(t)
	// Dealer 0: seat 1, a bot, leads the first deal, and seat 2 the second.
	c := ts.create(t, createRequest{Game: "boxes", Deals: "3,2", Seed: "77", Seats: []seatRequestJSON{
		{Name: "Ann", Player: human}, {Player: "greedy"}, {Player: "greedy"}, {Player: "greedy"},
	}})
	tb := ts.tableOf(t, c.ID)
	tb.mu.Lock()
	held, version, awaited := tb.heldLocked(), tb.version, tb.awaited
	tb.mu.Unlock()
	assert.True(t, held, "the bots wait for the person")
	assert.Equal(t, 0, version)
	assert.Equal(t, 0, awaited)

	token := tokenOf(t, c, 0)
	path := "/api/seats/" + token + "/events" // the page opens: the bots play
	m := waitMessage(t, ts, path, func(m afterMessage) bool { return m.View.Turn == 0 || m.Over })
	for len(m.Deals) == 0 {
		require.False(t, m.Over)
		assert.Equal(t, -1, m.View.LastDeal.Deal, "no deal is over")
		assert.Equal(t, []string{"{}", "{}", "{}", "{}"}, m.View.LastDeal.Hands, "no hand is shown before the deal is over")
		m = playFirst(t, ts, token, m)
		m = waitMessage(t, ts, path, func(m afterMessage) bool { return m.View.Turn == 0 || m.Over || len(m.Deals) > 0 })
	}
	require.Len(t, m.Deals, 1)
	assert.Equal(t, 0, m.Ready, "the person has not seen the summary")
	assert.Equal(t, 0, m.View.LastDeal.Deal)
	assert.NotEqual(t, []string{"{}", "{}", "{}", "{}"}, m.View.LastDeal.Hands, "the hands left are shown")
	require.NotEqual(t, 0, m.View.Turn, "a bot leads the second deal")
	tb.mu.Lock()
	held, version = tb.heldLocked(), tb.version
	tb.mu.Unlock()
	assert.True(t, held, "the bots wait for the person to see the summary")
	assert.Equal(t, m.Version, version)
	assert.Equal(t, []int{0}, m.Waiting, "the message says whom the bots wait for")

	status, data := ts.do(t, "POST", "/api/seats/"+token+"/ready", `{"deals":1}`)
	require.Equal(t, http.StatusOK, status, "%s", data)
	var r afterMessage
	require.NoError(t, json.Unmarshal(data, &r))
	assert.Equal(t, 1, r.Ready)
	assert.Empty(t, r.Waiting)
	m = waitMessage(t, ts, path, func(m afterMessage) bool { return m.Version > r.Version })
	assert.Greater(t, m.Version, r.Version, "the bots play on")
	status, _ = ts.do(t, "POST", "/api/seats/"+token+"/ready", `{"deals":-1}`)
	assert.Equal(t, http.StatusBadRequest, status)
}

// TestRematchRecordAndReplay finishes a short match, then takes its record
// (refused before the end: its seed deals every hand), replays it move by
// move, and deals a rematch of the same seats.
func TestRematchRecordAndReplay(t *testing.T) {
	ts := newTestServer(t)
	c := ts.create(t, createRequest{Game: "boxes", Deals: "2", Seed: "5", Seats: []seatRequestJSON{
		{Name: "Ann", Player: human}, {Name: "Bob", Player: "greedy"}, {Player: "greedy"}, {Player: "greedy"},
	}})
	token := tokenOf(t, c, 0)
	seat := "/api/seats/" + token
	status, _ := ts.do(t, "GET", seat+"/record", "")
	assert.Equal(t, http.StatusConflict, status, "no record before the end")
	status, _ = ts.do(t, "GET", "/api/tables/"+c.ID+"/record", "")
	assert.Equal(t, http.StatusConflict, status)
	status, _ = ts.do(t, "POST", seat+"/rematch", `{}`)
	assert.Equal(t, http.StatusConflict, status, "no rematch before the end")

	m := waitMessage(t, ts, seat+"/events", func(m afterMessage) bool { return m.View.Turn == 0 || m.Over })
	for !m.Over {
		m = playFirst(t, ts, token, m)
		m = waitMessage(t, ts, seat+"/events", func(m afterMessage) bool { return m.View.Turn == 0 || m.Over })
	}

	status, data := ts.do(t, "GET", seat+"/record", "")
	require.Equal(t, http.StatusOK, status, "%s", data)
	rec, err := cards.ParseRecord(string(data))
	require.NoError(t, err)
	assert.Len(t, rec.Moves, m.Version)
	_, ok := rec.Get("Result")
	assert.True(t, ok, "the record says who won")
	status, same := ts.do(t, "GET", "/api/tables/"+c.ID+"/record", "")
	require.Equal(t, http.StatusOK, status)
	assert.Equal(t, string(data), string(same), "the spectators get the same record")

	replay := func(moves, seat int) (int, afterMessage, int) {
		body, err := json.Marshal(replayRequest{Record: string(data), Moves: moves, Seat: seat})
		require.NoError(t, err)
		status, out := ts.do(t, "POST", "/api/replay", string(body))
		var r struct {
			afterMessage
			Total int `json:"total"`
		}
		if status == http.StatusOK {
			require.NoError(t, json.Unmarshal(out, &r))
		}
		return status, r.afterMessage, r.Total
	}
	status, r, total := replay(3, spectator)
	require.Equal(t, http.StatusOK, status)
	assert.Equal(t, len(rec.Moves), total)
	assert.Equal(t, 3, r.Version)
	assert.Len(t, r.History, 3)
	assert.Equal(t, m.History[:3], r.History, "the replay's first moves are the game's")
	assert.Empty(t, r.Legal, "a replay takes no move")
	assert.False(t, r.Over)
	status, r, _ = replay(-1, 1)
	require.Equal(t, http.StatusOK, status)
	assert.True(t, r.Over)
	assert.Equal(t, m.Result, r.Result, "the replay ends as the game did")
	status, _, _ = replay(0, 4)
	assert.Equal(t, http.StatusUnprocessableEntity, status, "no seat 4")
	status, _ = ts.do(t, "POST", "/api/replay", `{"record":"[Game \"poker\"]","moves":0,"seat":-1}`)
	assert.Equal(t, http.StatusUnprocessableEntity, status)

	status, data = ts.do(t, "POST", seat+"/rematch", `{}`)
	require.Equal(t, http.StatusOK, status, "%s", data)
	var link rematchAnswer
	require.NoError(t, json.Unmarshal(data, &link))
	require.True(t, strings.HasPrefix(link.Link, "/play/"), link.Link)
	status, again := ts.do(t, "POST", seat+"/rematch", `{}`)
	require.Equal(t, http.StatusOK, status)
	assert.JSONEq(t, string(data), string(again), "asked twice, one rematch")
	status, data = ts.do(t, "GET", seat, "")
	require.Equal(t, http.StatusOK, status)
	var old afterMessage
	require.NoError(t, json.Unmarshal(data, &old))
	assert.Equal(t, link.Link, old.Rematch, "the page is told of the rematch")
	status, data = ts.do(t, "GET", "/api/tables/"+c.ID, "")
	require.Equal(t, http.StatusOK, status)
	require.NoError(t, json.Unmarshal(data, &old))
	assert.True(t, strings.HasPrefix(old.Rematch, "/table/"), "the spectators are given the rematch's table: %q", old.Rematch)

	status, data = ts.do(t, "GET", "/api/seats/"+strings.TrimPrefix(link.Link, "/play/"), "")
	require.Equal(t, http.StatusOK, status)
	var next afterMessage
	require.NoError(t, json.Unmarshal(data, &next))
	assert.Equal(t, m.Players, next.Players, "the same seats")
	assert.False(t, next.Over)
}

// TestRulesPages serves each game's rules, as docs/rules gives them.
func TestRulesPages(t *testing.T) {
	ts := newTestServer(t)
	for game, title := range map[string]string{"boxes": "<h1>Boxes: the rules", "equi": "<h1>Equi", "crazy-eights": "<h1>Crazy Eights"} {
		status, data := ts.do(t, "GET", "/rules/"+game, "")
		require.Equal(t, http.StatusOK, status, game)
		assert.Contains(t, string(data), title, game)
		assert.Contains(t, string(data), "<table>", "%s: the tables are drawn", game)
	}
	status, _ := ts.do(t, "GET", "/rules/poker", "")
	assert.Equal(t, http.StatusNotFound, status)
}

// TestRulesCopied keeps the server's copy of the rules (rules/, embedded)
// equal to docs/rules: go generate copies them.
func TestRulesCopied(t *testing.T) {
	for game := range rulesTitle {
		want, err := os.ReadFile("../../docs/rules/" + game + ".md")
		require.NoError(t, err)
		got, err := rulesFS.ReadFile("rules/" + game + ".md")
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got), "rules/%s.md differs from docs/rules: run go generate", game)
	}
}
