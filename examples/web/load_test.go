package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/equi"
)

// TestLoad plays 50 games at once on loopback: 25 single deals of Boxes
// (2 cards each) and 25 three-player games of Equi. In each, two seats are
// people, each played by a client that follows its seat's event stream and
// posts a random legal move on its turn, and the others are bots; two more
// clients follow the table's stream. That is 200 clients. Every game must
// end, every move a client posted must be in the game's log, in order, and
// the log must hold as many moves as the game's version says.
func TestLoad(t *testing.T) {
	const games = 50
	ts := newTestServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute) // a safety net
	defer cancel()

	type seatRun struct {
		game, seat int
		posted     []string
		err        error
	}
	type tableRun struct {
		game  int
		final clientMessage
		view  clientView
		err   error
	}
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		seats   []seatRun
		tables  []tableRun
		created = make([]created, games)
	)
	for i := range games {
		req := createRequest{Game: "boxes", Deals: "2", Seed: strconv.Itoa(i),
			Seats: []seatRequestJSON{{Player: human}, {Player: human}, {Player: "greedy"}, {Player: "greedy"}}}
		if i%2 == 1 {
			req = createRequest{Game: "equi", Seed: strconv.Itoa(i),
				Seats: []seatRequestJSON{{Player: human}, {Player: human}, {Player: "random"}}}
		}
		created[i] = ts.create(t, req)
	}
	for i, c := range created {
		for seat := range 2 {
			token := tokenOf(t, c, seat)
			wg.Go(func() {
				posted, err := ts.playSeat(ctx, token, uint64(i*10+seat))
				mu.Lock()
				defer mu.Unlock()
				seats = append(seats, seatRun{game: i, seat: seat, posted: posted, err: err})
			})
		}
		for range 2 {
			wg.Go(func() {
				var r tableRun
				r.game = i
				r.err = ts.stream(ctx, "/api/tables/"+c.ID+"/events", func(data []byte) bool {
					if r.final, r.view, r.err = decodeMessage(data); r.err != nil {
						return false
					}
					return !r.final.Over && r.final.Error == ""
				})
				mu.Lock()
				defer mu.Unlock()
				tables = append(tables, r)
			})
		}
	}
	wg.Wait()
	require.Len(t, seats, 2*games)
	require.Len(t, tables, 2*games)

	logs := make([][]loggedEvent, games)
	total := 0
	for _, r := range tables {
		require.NoError(t, r.err, "game %d", r.game)
		require.Empty(t, r.final.Error, "game %d", r.game)
		require.True(t, r.final.Over, "game %d does not end", r.game)
		require.NotNil(t, r.final.Result)
		log := r.final.History
		require.Len(t, log, r.final.Version, "game %d: the log has every move", r.game)
		if logs[r.game] != nil {
			require.Equal(t, logs[r.game], log, "game %d: both spectators see the same game", r.game)
		}
		logs[r.game] = log
		total += len(log)
		if r.final.Game == "equi" {
			sum := 0
			for _, n := range r.final.Result.Scores {
				sum += n
			}
			assert.Equal(t, equi.DeckSize, sum, "game %d", r.game)
		} else {
			assert.Len(t, r.final.Deals, 1, "game %d", r.game)
		}
	}
	t.Logf("%d moves in %d games (each counted twice)", total, games)
	humanMoves := 0
	for _, r := range seats {
		require.NoError(t, r.err, "game %d seat %d", r.game, r.seat)
		var played []string
		for _, ev := range logs[r.game] {
			if ev.Seat == r.seat {
				played = append(played, ev.Move)
			}
		}
		humanMoves += len(r.posted)
		require.Equal(t, r.posted, played, "game %d seat %d: the log has the moves posted", r.game, r.seat)
	}
	assert.Greater(t, humanMoves, 2*games, "the clients played")
}

// playSeat plays a person's seat from its event stream: on every message
// where it is the seat's turn, it posts a move chosen by chooseMove, with the
// message's version. It returns the moves posted, in the library's notation
// as the log writes them.
func (ts *testServer) playSeat(ctx context.Context, token string, seed uint64) ([]string, error) {
	var posted []string
	err := playAt(ctx, ts.client, ts.ts.URL, token, seed, nil, func(_ int, move string) {
		posted = append(posted, move)
	})
	return posted, err
}

// playAt plays a person's seat on the server at base, as playSeat does,
// until the game is over or the stream ends. It calls seen with every
// message, and acked with the version and the move of every move the server
// accepted; either may be nil.
func playAt(ctx context.Context, client *http.Client, base, token string, seed uint64,
	seen func(m clientMessage, v clientView), acked func(version int, move string)) error {
	rng := rand.New(rand.NewPCG(seed, 1))
	acted := -1
	var failure error
	err := streamURL(ctx, client, base+"/api/seats/"+token+"/events", func(data []byte) bool {
		m, v, err := decodeMessage(data)
		if err != nil {
			failure = err
			return false
		}
		if seen != nil {
			seen(m, v)
		}
		if m.Over || m.Error != "" {
			return false
		}
		if v.Turn != m.Seat || m.Version == acted {
			return true
		}
		acted = m.Version
		move, err := chooseMove(m, v, rng)
		if err != nil {
			failure = fmt.Errorf("version %d: %w", m.Version, err)
			return false
		}
		body, _ := json.Marshal(moveRequest{Move: move, Version: &m.Version})
		status, answer, err := postURL(ctx, client, base+"/api/seats/"+token+"/moves", body)
		if err == nil && status != http.StatusOK {
			err = fmt.Errorf("version %d: move %s: %d %s", m.Version, move, status, answer)
		}
		if err != nil {
			failure = err
			return false
		}
		if acked != nil {
			acked(m.Version, move)
		}
		return true
	})
	if failure != nil {
		return failure
	}
	return err
}

// postURL sends a JSON body to url, for goroutines other than the test's.
func postURL(ctx context.Context, client *http.Client, url string, body []byte) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	return resp.StatusCode, data, err
}

// chooseMove chooses a move from a message, as a client would: in Boxes,
// what boxesbot.Greedy plays on the view read back with the library (random
// moves make deals of hundreds of moves); in Equi, a random legal move.
func chooseMove(m clientMessage, v clientView, rng *rand.Rand) (string, error) {
	if m.Game == "boxes" {
		var bv boxes.View
		if err := json.Unmarshal(m.View, &bv); err != nil {
			return "", err
		}
		mv, err := boxesbot.Greedy().Choose(bv)
		return mv.String(), err
	}
	if len(m.Legal) == 0 {
		return "", errors.New("no legal move on the seat's turn")
	}
	return m.Legal[rng.IntN(len(m.Legal))], nil
}
