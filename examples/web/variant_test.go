package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/examples/variant/jack"
	"github.com/cardrules/cardrules/examples/variant/sweep"
	"github.com/cardrules/cardrules/shedding"
)

// variantMessage is what the variants' tests read of a message.
type variantMessage struct {
	Game    string          `json:"game"`
	Over    bool            `json:"over"`
	View    json.RawMessage `json:"view"`
	Legal   []string        `json:"legal"`
	Variant *variantView    `json:"variant"`
	History []logged        `json:"history"`
	Result  *result         `json:"result"`
}

// loneJack reports whether a Boxes move plays a Jack that takes effect:
// alone, or in a set with the "one card" call (jack.Variant.Moved).
func loneJack(move string) bool {
	m, err := boxes.Rules{}.ParseMove(move)
	return err == nil && m.Top().Rank() == cards.Jack && (m.Kind() == boxes.KindCard || m.OneCard())
}

// TestVariantsPlayAndResumeFromTheDatabase plays a game of each shipped
// variant through the API, every seat a person's, with random legal moves,
// on a server whose store is an SQLite file, until the variant has shown
// what it does: a Jack made the next seat draw two (jack-draws-two), a
// capture cleared the table and scored a point (sweep), the game ended
// (crazy-eights). The stored record names the variant; a second server on
// the same file resumes the game, and sends every seat and the spectators
// the same messages, byte for byte, as the first did, and plays on.
func TestVariantsPlayAndResumeFromTheDatabase(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		req createRequest
		// done says whether the game has shown the variant.
		done func(m variantMessage) bool
	}{
		{createRequest{Game: "boxes", Variant: jack.Name, Deals: "8,8,8", Seed: "21", Seats: humans(4)}, func(m variantMessage) bool {
			for _, l := range m.History {
				if !loneJack(l.Move) {
					continue
				}
				for _, e := range l.Story {
					if e.Kind == cards.EventDraw && e.Seat != l.Seat && e.Count >= 2 {
						return true
					}
				}
			}
			return false
		}},
		{createRequest{Game: "equi", Variant: sweep.Name, Seed: "22", Seats: humans(2)}, func(m variantMessage) bool {
			for _, l := range m.History {
				if l.Added != nil {
					return true
				}
			}
			return false
		}},
		{createRequest{Game: "crazy-eights", Seed: "23", Seats: humans(3)}, func(m variantMessage) bool { return m.Over }},
	} {
		req := tc.req
		t.Run(req.Game+"-"+req.Variant, func(t *testing.T) {
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
			assert.Equal(t, req.Variant, c.Variant)
			paths := []string{"/api/tables/" + c.ID}
			for seat := range req.Seats {
				paths = append(paths, "/api/seats/"+strings.TrimPrefix(c.Seats[seat].Link, "/play/"))
			}
			get := func(h http.Handler, path string) (variantMessage, []byte) {
				t.Helper()
				status, data := serve(h, "GET", path, "", "192.0.2.1")
				require.Equal(t, http.StatusOK, status, "%s", data)
				var m variantMessage
				require.NoError(t, json.Unmarshal(data, &m))
				return m, data
			}

			rng := rand.New(rand.NewPCG(5, 5))
			var m variantMessage
			for moves := 0; ; moves++ {
				require.Less(t, moves, 3000, "the variant never showed")
				m, _ = get(h, paths[0])
				if tc.done(m) {
					break
				}
				require.False(t, m.Over, "the game ended before the variant showed")
				var v clientView
				require.NoError(t, json.Unmarshal(m.View, &v))
				sm, _ := get(h, paths[v.Turn+1])
				require.NotEmpty(t, sm.Legal)
				move := sm.Legal[rng.IntN(len(sm.Legal))]
				status, data := serve(h, "POST", paths[v.Turn+1]+"/moves", `{"move":"`+move+`"}`, "192.0.2.1")
				require.Equal(t, http.StatusOK, status, "%s", data)
			}
			assert.Equal(t, req.Game, m.Game)
			tb, ok := s.table(c.ID)
			require.True(t, ok)
			switch req.Game {
			case "boxes":
				require.NotNil(t, m.Variant)
				assert.Equal(t, jack.Name, m.Variant.Name)
				assert.Equal(t, []int{0, 0, 0, 0}, m.Variant.Added, "the Jack adds no score")
				assert.Len(t, m.Variant.Counters, boxes.NumCounters)
			case "equi":
				require.NotNil(t, m.Variant)
				assert.Equal(t, sweep.Name, m.Variant.Name)
				// The log's sweeps are a point each, on captures, and add
				// up to the added scores.
				sum := make([]int, 2)
				for _, l := range m.History {
					if l.Added == nil {
						continue
					}
					assert.Contains(t, l.Move, "=", "a sweep is a capture")
					assert.Equal(t, 1, l.Added[l.Seat], l.Move)
					assert.Equal(t, 0, l.Added[1-l.Seat], l.Move)
					sum[l.Seat]++
				}
				assert.Equal(t, sum, m.Variant.Added)
				s := tb.equiState()
				assert.Equal(t, sum, []int{s.AddedScore(0), s.AddedScore(1)})
				assert.Equal(t, sweep.Rules(2).Score(s), m.Variant.Scores, "the points and the sweeps")
			case "crazy-eights":
				assert.Nil(t, m.Variant, "a game of its own, not a variant")
				require.NotNil(t, m.Result)
				s := tb.crazyEightsState()
				for seat := range req.Seats {
					assert.Equal(t, -crazyeights.HandPenalty(s.Hand(seat)), m.Result.Scores[seat], "seat %d", seat)
				}
				if reason, out := s.End(); reason == shedding.EndOut {
					assert.Equal(t, []int{out}, m.Result.Winners)
				}
			}

			// The record saved names the variant, or the game.
			g, err := st.load(ctx, c.ID)
			require.NoError(t, err)
			rec, err := decodeRecord(g.Game, g.Record)
			require.NoError(t, err)
			game, _ := rec.Get("Game")
			assert.Equal(t, req.Game, game)
			name, has := rec.Get(variant.Tag)
			assert.Equal(t, req.Variant, name)
			assert.Equal(t, req.Variant != "", has)

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
			if m.Over {
				return
			}
			var v clientView
			require.NoError(t, json.Unmarshal(m.View, &v))
			sm, _ := get(h2, paths[v.Turn+1])
			status, data = serve(h2, "POST", paths[v.Turn+1]+"/moves", `{"move":"`+sm.Legal[0]+`"}`, "192.0.2.1")
			require.Equal(t, http.StatusOK, status, "the resumed game plays on: %s", data)
		})
	}
}

// TestAStoredGameOfAnUnknownVariantIsRefused: a stored record whose Variant
// tag names no shipped variant of its game does not resume, with an error
// that names the variant and the game's variants; a restarted server logs
// it and leaves it.
func TestAStoredGameOfAnUnknownVariantIsRefused(t *testing.T) {
	ctx := context.Background()
	var mu sync.Mutex
	var logs []string
	st := newMemStore()
	s := newServer(config{maxGames: 10, iterations: 10, store: st, logf: func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		logs = append(logs, fmt.Sprintf(format, args...))
	}})
	t.Cleanup(s.close)
	deal := func(spec interface {
		Tags() []cards.Tag
	}, game string, seats int, name string) *storedGame {
		rec := &cards.Record{Tags: append([]cards.Tag{{Name: "Game", Value: game}, {Name: "Engine", Value: "2"}}, spec.Tags()...)}
		require.NoError(t, rec.Set("Seed", "1"))
		require.NoError(t, rec.Set(variant.Tag, name))
		data, err := json.Marshal(rec)
		require.NoError(t, err)
		players := make([]string, seats)
		for i := range players {
			players[i] = human
		}
		return &storedGame{ID: game + "-" + name, Game: game, Record: data, Players: players}
	}
	for _, tc := range []struct {
		g      *storedGame
		reason string
	}{
		{deal(boxes.Rules{}, "boxes", 4, "aces-wild"), `"aces-wild" is not a variant of boxes: want ["jack-draws-two"]`},
		{deal(boxes.Rules{}, "boxes", 4, sweep.Name), `"sweep" is not a variant of boxes`},
		{deal(equi.Rules{}, "equi", 2, "scopa"), `"scopa" is not a variant of equi: want ["sweep"]`},
		{deal(equi.Rules{}, "equi", 2, jack.Name), `"jack-draws-two" is not a variant of equi`},
	} {
		_, err := s.engine(tc.g, nil)
		require.Error(t, err, tc.g.ID)
		assert.Contains(t, err.Error(), tc.reason, tc.g.ID)
		require.NoError(t, st.create(ctx, tc.g))
	}
	// The same records with a variant the game ships resume.
	for _, g := range []*storedGame{deal(boxes.Rules{}, "boxes", 4, jack.Name), deal(equi.Rules{}, "equi", 2, sweep.Name)} {
		_, err := s.engine(g, nil)
		require.NoError(t, err, g.ID)
	}
	n, err := s.restore(ctx)
	require.NoError(t, err)
	assert.Zero(t, n, "no game of an unknown variant is resumed")
	mu.Lock()
	defer mu.Unlock()
	assert.Len(t, logs, 4)
	for _, l := range logs {
		assert.Contains(t, l, "is not a variant of")
	}
}
