package main

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// send sends a request with the headers given (a "Host" entry sets the
// request's host), and returns the status and the body.
func (ts *testServer) send(t testing.TB, method, path, body string, headers map[string]string) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, ts.ts.URL+path, strings.NewReader(body))
	require.NoError(t, err)
	for k, v := range headers {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	resp, err := ts.client.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, data
}

// TestOnlyTheSameOriginMayPost sends what another site's page can make a
// browser send: a form's text/plain POST, a fetch from another origin, a
// request under another name (DNS rebinding). Each is refused and changes
// nothing; the page's own requests, and clients that are not browsers, are
// served.
func TestOnlyTheSameOriginMayPost(t *testing.T) {
	ts := newTestServer(t)
	self := ts.ts.URL // http://127.0.0.1:PORT, as the page's Origin
	host := strings.TrimPrefix(self, "http://")
	// Every seat a person's: nothing moves but the requests below.
	c := ts.create(t, createRequest{Game: "boxes", Seats: humans(4), Seed: "3"})
	tb := ts.tableOf(t, c.ID)
	turn := tb.boxesState().Turn()
	moves := "/api/seats/" + tokenOf(t, c, turn) + "/moves"
	status, data := ts.do(t, "GET", "/api/seats/"+tokenOf(t, c, turn), "")
	require.Equal(t, http.StatusOK, status)
	mover, _ := decode(t, data)
	move := `{"move":"` + mover.Legal[0] + `"}`
	game := `{"game":"equi","seats":[{"player":"human"},{"player":"greedy"}]}`
	jsonOnly := map[string]string{"Content-Type": "application/json"}
	with := func(extra map[string]string) map[string]string {
		h := map[string]string{"Content-Type": "application/json"}
		for k, v := range extra {
			h[k] = v
		}
		return h
	}

	for _, tc := range []struct {
		name    string
		method  string
		path    string
		body    string
		headers map[string]string
		status  int
		kind    string
	}{
		{"a form's text/plain game", "POST", "/api/games", game, map[string]string{"Content-Type": "text/plain"}, 415, "json"},
		{"a form's text/plain move", "POST", moves, move, map[string]string{"Content-Type": "text/plain;charset=UTF-8"}, 415, "json"},
		{"a form's urlencoded move", "POST", moves, move, map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, 415, "json"},
		{"no content type", "POST", moves, move, nil, 415, "json"},
		{"another origin's game", "POST", "/api/games", game, with(map[string]string{"Origin": "http://evil.example"}), 403, "origin"},
		{"another origin's move", "POST", moves, move, with(map[string]string{"Origin": "http://evil.example"}), 403, "origin"},
		{"another port's move", "POST", moves, move, with(map[string]string{"Origin": "http://127.0.0.1:1"}), 403, "origin"},
		{"a sandboxed page's move", "POST", moves, move, with(map[string]string{"Origin": "null"}), 403, "origin"},
		{"a cross-site move", "POST", moves, move, with(map[string]string{"Sec-Fetch-Site": "cross-site"}), 403, "origin"},
		{"a cross-site move with our origin", "POST", moves, move, with(map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": self}), 403, "origin"},
		{"a same-site move", "POST", moves, move, with(map[string]string{"Sec-Fetch-Site": "same-site"}), 403, "origin"},
		{"another host's move", "POST", moves, move, with(map[string]string{"Host": "evil.example"}), 403, "host"},
		{"another host's game", "POST", "/api/games", game, with(map[string]string{"Host": "evil.example:" + strings.Split(host, ":")[1]}), 403, "host"},
		{"another host's view", "GET", "/api/seats/" + tokenOf(t, c, turn), "", map[string]string{"Host": "evil.example"}, 403, "host"},
		{"another host's page", "GET", "/", "", map[string]string{"Host": "rebound.example"}, 403, "host"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before, version := tb.record()
			ts.mu.Lock()
			games := len(ts.tables)
			ts.mu.Unlock()
			status, data := ts.send(t, tc.method, tc.path, tc.body, tc.headers)
			assert.Equal(t, tc.status, status, "%s", data)
			var e apiError
			require.NoError(t, json.Unmarshal(data, &e), "%s", data)
			assert.Equal(t, tc.kind, e.Kind)
			assert.True(t, cardsIn(t, data).Empty(), "%s", data)
			after, v := tb.record()
			assert.Equal(t, before, after, "the game changed")
			assert.Equal(t, version, v)
			ts.mu.Lock()
			assert.Equal(t, games, len(ts.tables), "a game was made")
			ts.mu.Unlock()
		})
	}

	// The page's own requests: the browser sends its origin, and
	// same-origin; a client that is not a browser sends neither.
	for _, h := range []map[string]string{
		with(map[string]string{"Origin": self, "Sec-Fetch-Site": "same-origin"}),
		with(map[string]string{"Origin": self}),
		with(map[string]string{"Content-Type": "application/json; charset=utf-8"}),
		jsonOnly,
	} {
		status, data := ts.send(t, "POST", "/api/games", game, h)
		assert.Equal(t, http.StatusCreated, status, "%v: %s", h, data)
	}
	status, data = ts.send(t, "POST", moves, move, with(map[string]string{"Origin": self, "Sec-Fetch-Site": "same-origin"}))
	require.Equal(t, http.StatusOK, status, "%s", data)
	m, _ := decode(t, data)
	assert.Equal(t, 1, m.Version)
	status, _ = ts.send(t, "GET", "/", "", map[string]string{"Host": host})
	assert.Equal(t, http.StatusOK, status)
}
