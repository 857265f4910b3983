package main

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/fishing"
)

// fishingMessage is what the fishing tables' test reads of a message.
type fishingMessage struct {
	Game    string          `json:"game"`
	Over    bool            `json:"over"`
	View    json.RawMessage `json:"view"`
	Legal   []string        `json:"legal"`
	History []logged        `json:"history"`
	Points  map[string]int  `json:"points"`
	Result  *result         `json:"result"`
}

// TestFishingTablesPlayThroughTheServer plays a whole deal of Scopa (four
// players, in partnerships) and of Escoba (two) through the API, every
// seat a person's, with random legal moves, on a server whose store is an
// SQLite file: each message's view is the library's view of the seat, the
// page's points are the table's capture values, the result is the deal's
// score as the library counts it from the record, with the winners the
// session names; a second server on the same file sends the same messages,
// and the rules page of the game is served.
func TestFishingTablesPlayThroughTheServer(t *testing.T) {
	ctx := context.Background()
	for _, req := range []createRequest{
		{Game: "scopa", Seed: "31", Seats: humans(4)},
		{Game: "escoba", Seed: "32", Seats: humans(2)},
	} {
		t.Run(req.Game, func(t *testing.T) {
			g, ok := variant.Fishing(req.Game)
			require.True(t, ok)
			r, err := g.Rules(len(req.Seats))
			require.NoError(t, err)
			st, err := openStore(ctx, "sqlite:"+filepath.Join(t.TempDir(), "games.db"))
			require.NoError(t, err)
			t.Cleanup(func() { st.close() })
			cfg := config{maxGames: 10, iterations: 10, hosts: []string{"games.test"}, store: st, logf: t.Logf}
			s := newServer(cfg)
			h := s.handler()
			body, err := json.Marshal(req)
			require.NoError(t, err)
			status, data := serve(h, "POST", "/api/games", string(body), "192.0.2.1")
			require.Equal(t, http.StatusCreated, status, "%s", data)
			var c created
			require.NoError(t, json.Unmarshal(data, &c))
			paths := []string{"/api/tables/" + c.ID}
			for seat := range req.Seats {
				paths = append(paths, "/api/seats/"+strings.TrimPrefix(c.Seats[seat].Link, "/play/"))
			}
			get := func(h http.Handler, path string) (fishingMessage, []byte) {
				t.Helper()
				status, data := serve(h, "GET", path, "", "192.0.2.1")
				require.Equal(t, http.StatusOK, status, "%s", data)
				var m fishingMessage
				require.NoError(t, json.Unmarshal(data, &m))
				return m, data
			}

			rng := rand.New(rand.NewPCG(7, 7))
			var m fishingMessage
			for moves := 0; ; moves++ {
				require.Less(t, moves, 200, "a deal of 40 cards ends")
				m, _ = get(h, paths[0])
				assert.Equal(t, req.Game, m.Game)
				if m.Over {
					break
				}
				var v struct{ Turn int }
				require.NoError(t, json.Unmarshal(m.View, &v))
				sm, _ := get(h, paths[v.Turn+1])
				require.NotEmpty(t, sm.Legal)
				move := sm.Legal[rng.IntN(len(sm.Legal))]
				status, data := serve(h, "POST", paths[v.Turn+1]+"/moves", `{"move":"`+move+`"}`, "192.0.2.1")
				require.Equal(t, http.StatusOK, status, "%s", data)
			}
			assert.Equal(t, map[string]int{"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "J": 8, "Q": 9, "K": 10}, m.Points)

			// The library's own session on the stored record gives the
			// views, the score and the winners.
			stored, err := st.load(ctx, c.ID)
			require.NoError(t, err)
			rec, err := decodeRecord(stored.Game, stored.Record)
			require.NoError(t, err)
			rec.Moves = nil
			for _, l := range m.History {
				rec.Moves = append(rec.Moves, l.Move)
			}
			sess, err := cards.Resume[fishing.State, fishing.Move, fishing.View](r, rec)
			require.NoError(t, err)
			require.Equal(t, -1, sess.ToMove())
			require.NotNil(t, m.Result)
			assert.Equal(t, r.Score(sess.State()), m.Result.Scores)
			assert.Equal(t, sess.Winners(), m.Result.Winners)
			for seat := -1; seat < len(req.Seats); seat++ {
				sm, _ := get(h, paths[seat+1])
				want, err := json.Marshal(sess.View(seat))
				require.NoError(t, err)
				assert.JSONEq(t, string(want), string(sm.View), "seat %d's view is the library's", seat)
			}

			var before [][]byte
			for _, p := range paths {
				_, data := get(h, p)
				before = append(before, data)
			}
			s.close()
			s2 := newServer(cfg)
			t.Cleanup(s2.close)
			n, err := s2.restore(ctx)
			require.NoError(t, err)
			require.Equal(t, 1, n)
			h2 := s2.handler()
			for i, p := range paths {
				_, data := get(h2, p)
				assert.JSONEq(t, string(before[i]), string(data), "%s after the restart", p)
			}

			status, data = serve(h, "GET", "/rules/"+req.Game, "", "192.0.2.1")
			require.Equal(t, http.StatusOK, status)
			assert.Contains(t, string(data), "<title>The rules of "+g.Title+"</title>")
		})
	}
}

// TestFishingTablesRefuseBadSetUps: the seats a table takes, and no
// option of another game.
func TestFishingTablesRefuseBadSetUps(t *testing.T) {
	for _, tc := range []struct {
		req  createRequest
		want string
	}{
		{createRequest{Game: "scopa", Seats: humans(5)}, "scopa: want 2 to 4 seats, not 5"},
		{createRequest{Game: "escoba", Seats: humans(1)}, "escoba: want 2 to 4 seats, not 1"},
		{createRequest{Game: "scopa", Seats: humans(2), Variant: "sweep"}, "scopa: variant: it has none"},
		{createRequest{Game: "escoba", Seats: humans(2), Deals: "8"}, "escoba: deals is a setting of boxes"},
	} {
		assert.ErrorContains(t, tc.req.check(), tc.want)
	}
}
