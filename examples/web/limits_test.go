package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// clock is a clock the test moves by hand.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// serve sends a request straight to the handler, from the client address
// given, and returns the status and the body.
func serve(h http.Handler, method, path, body, client string) (int, []byte) {
	r := httptest.NewRequest(method, "http://games.test"+path, strings.NewReader(body))
	r.RemoteAddr = client + ":40000"
	r.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Code, w.Body.Bytes()
}

// TestAbandonedGamesDoNotFillTheServer makes 300 games whose person never
// plays, first from one address, then from 300: the server keeps making new
// games, and once they are idle for -idle it frees them all, with their
// bots' goroutines, and their records in the store. The clock is the test's.
func TestAbandonedGamesDoNotFillTheServer(t *testing.T) {
	const maxGames, perClient, idle = 200, 20, 10 * time.Minute
	clk := &clock{now: time.Unix(1_700_000_000, 0)}
	st := newMemStore()
	s := newServer(config{maxGames: maxGames, maxPerClient: perClient, idle: idle, iterations: 10,
		hosts: []string{"games.test"}, store: st, now: clk.Now, logf: t.Logf})
	t.Cleanup(s.close)
	h := s.handler()
	// Dealer 0: seat 1, the person's, leads, and the bot at seat 0 waits for
	// a move that never comes.
	abandoned := `{"game":"equi","dealer":0,"seed":"5","seats":[{"player":"greedy"},{"player":"human"}]}`
	open := func() int {
		s.mu.Lock()
		defer s.mu.Unlock()
		return len(s.tables)
	}

	// One address: its first 20 games, then 429.
	for i := range 300 {
		status, data := serve(h, "POST", "/api/games", abandoned, "198.51.100.1")
		if i < perClient {
			require.Equal(t, http.StatusCreated, status, "game %d: %s", i, data)
		} else {
			require.Equal(t, http.StatusTooManyRequests, status, "game %d: %s", i, data)
			require.Contains(t, string(data), `"kind":"limit"`)
		}
		clk.advance(time.Second)
	}
	assert.Equal(t, perClient, open())

	// 300 addresses: when the server is full, the game with no move for the
	// longest time is freed for the new one.
	var first created
	for i := range 300 {
		status, data := serve(h, "POST", "/api/games", abandoned, fmt.Sprintf("10.0.%d.%d", i/250, i%250))
		require.Equal(t, http.StatusCreated, status, "game %d: %s", i, data)
		if i == 0 {
			require.NoError(t, json.Unmarshal(data, &first))
		}
		clk.advance(time.Second)
	}
	assert.Equal(t, maxGames, open())
	assert.EqualValues(t, maxGames, s.botLoops.Load(), "one bot loop for each open game, none for a freed one")
	_, ok := s.table(first.ID)
	assert.False(t, ok, "the oldest games were freed first: the one address's, then the first of these")
	status, _ := serve(h, "GET", "/api/seats/"+strings.TrimPrefix(first.Seats[1].Link, "/play/"), "", "10.0.0.0")
	assert.Equal(t, http.StatusForbidden, status, "a freed game's link opens nothing")

	// A person's game, played now and then, outlives the abandoned ones.
	status, data := serve(h, "POST", "/api/games", `{"game":"equi","seed":"42","seats":[{"player":"human"},{"player":"human"}]}`, "203.0.113.9")
	require.Equal(t, http.StatusCreated, status, "%s", data)
	var played created
	require.NoError(t, json.Unmarshal(data, &played))
	clk.advance(idle / 2)
	// Seed 42: seat 1 leads and 10D takes 9S+AS (TestEquiMovesAreCheckedByTheLibrary).
	status, data = serve(h, "POST", "/api/seats/"+strings.TrimPrefix(played.Seats[1].Link, "/play/")+"/moves", `{"move":"10D=9S+AS"}`, "203.0.113.9")
	require.Equal(t, http.StatusOK, status, "%s", data)
	clk.advance(idle/2 + time.Second)

	// The person's game took the place of one abandoned game.
	freed := s.sweep()
	assert.Equal(t, maxGames-1, freed, "every abandoned game is freed")
	assert.Equal(t, 1, open())
	assert.Zero(t, s.botLoops.Load(), "no bot loop is left behind")
	games, err := st.open(context.Background())
	require.NoError(t, err)
	require.Len(t, games, 1, "the store keeps the open game only")
	assert.Equal(t, played.ID, games[0].ID)
	s.mu.Lock()
	assert.Equal(t, map[string]int{"203.0.113.9": 1}, s.clients)
	assert.Len(t, s.seats, 2)
	s.mu.Unlock()

	// The address that was at its limit may make games again.
	status, data = serve(h, "POST", "/api/games", abandoned, "198.51.100.1")
	assert.Equal(t, http.StatusCreated, status, "%s", data)
	assert.Zero(t, s.sweep(), "nothing is idle yet")
}

// TestARestartedServerResumesItsGames closes a server and starts another on
// its store: the games, their links and their positions are the same, the
// bots play on, and the time the server was down does not count as idle.
func TestARestartedServerResumesItsGames(t *testing.T) {
	const idle = 10 * time.Minute
	clk := &clock{now: time.Unix(1_700_000_000, 0)}
	st := newMemStore()
	cfg := config{maxGames: 10, idle: idle, iterations: 10, hosts: []string{"games.test"}, store: st, now: clk.Now, logf: t.Logf}
	s := newServer(cfg)
	h := s.handler()
	// Seed 42, dealer 0: seat 1, the person's, leads; 10D takes 9S+AS
	// (TestEquiMovesAreCheckedByTheLibrary).
	status, data := serve(h, "POST", "/api/games", `{"game":"equi","seed":"42","seats":[{"player":"greedy"},{"player":"human"}]}`, "192.0.2.1")
	require.Equal(t, http.StatusCreated, status, "%s", data)
	var c created
	require.NoError(t, json.Unmarshal(data, &c))
	seat := "/api/seats/" + strings.TrimPrefix(c.Seats[1].Link, "/play/")
	status, data = serve(h, "POST", seat+"/moves", `{"move":"10D=9S+AS"}`, "192.0.2.1")
	require.Equal(t, http.StatusOK, status, "%s", data)
	// The bot answers; then it is the person's turn again, at version 2.
	tb, ok := s.table(c.ID)
	require.True(t, ok)
	for {
		m, err := tb.message(1)
		require.NoError(t, err)
		if m.Version == 2 {
			break
		}
		<-m.changed
	}
	before, _ := tb.record()
	s.close()

	clk.advance(2 * idle) // the server is down for longer than idle
	s2 := newServer(cfg)
	t.Cleanup(s2.close)
	n, err := s2.restore(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.EqualValues(t, 1, s2.botLoops.Load(), "the bot is back")
	tb2, ok := s2.table(c.ID)
	require.True(t, ok)
	after, version := tb2.record()
	assert.Equal(t, before, after, "the same game")
	assert.Equal(t, 2, version)
	status, data = serve(s2.handler(), "GET", seat, "", "192.0.2.1")
	require.Equal(t, http.StatusOK, status, "the same link: %s", data)
	m, _ := decode(t, data)
	assert.Equal(t, 2, m.Version)
	assert.Zero(t, s2.sweep(), "the time down is not idle time")
	clk.advance(idle)
	assert.Equal(t, 1, s2.sweep(), "idle time after the restart is")
	assert.Zero(t, s2.botLoops.Load())
}

// BenchmarkOpenGame measures what an open game costs the server: its set-up,
// its table and its bot, in memory (B/op is the memory a game holds, and
// what its making allocates): go -C examples/web test . -run '^$' -bench
// OpenGame -benchmem.
func BenchmarkOpenGame(b *testing.B) {
	for _, tc := range []struct{ name, body string }{
		{"boxes", `{"game":"boxes","seats":[{"player":"human"},{"player":"greedy"},{"player":"ismcts"},{"player":"random"}]}`},
		{"equi-3", `{"game":"equi","seats":[{"player":"human"},{"player":"greedy"},{"player":"ismcts"}]}`},
	} {
		b.Run(tc.name, func(b *testing.B) {
			s := newServer(config{maxGames: b.N + 1, iterations: 1000, hosts: []string{"games.test"}, botDelay: time.Hour, logf: b.Logf})
			defer s.close()
			h := s.handler()
			b.ResetTimer()
			for i := range b.N {
				status, data := serve(h, "POST", "/api/games", tc.body, fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255))
				if status != http.StatusCreated {
					b.Fatalf("%d %s", status, data)
				}
			}
		})
	}
}
