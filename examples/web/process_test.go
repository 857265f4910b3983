package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// buildServer builds the command into a temporary directory. Under the
// race detector it skips the test: the server runs in a child process built
// without it, so the race run would check the test's clients only, for the
// price of a second build and run (go test ./... runs these tests).
func buildServer(t *testing.T) string {
	t.Helper()
	if raceEnabled {
		t.Skip("the server runs in a child process, without the race detector: run without -race")
	}
	bin := filepath.Join(t.TempDir(), "web")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// proc is a server running as a child process.
type proc struct {
	cmd    *exec.Cmd
	base   string        // http://127.0.0.1:PORT
	exited chan struct{} // closed once it has exited
	stderr syncBuffer
}

// syncBuffer is a bytes.Buffer safe for a writer and a reader at once.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// startServer runs bin on a free port of 127.0.0.1, its bots moving at once,
// with args, and returns once it prints its address: it has opened its
// store and resumed its games. The test's cleanup kills it.
func startServer(t *testing.T, bin string, args ...string) *proc {
	t.Helper()
	p := &proc{exited: make(chan struct{})}
	p.cmd = exec.Command(bin, append([]string{"-addr", "127.0.0.1:0", "-bot-delay", "0", "-iterations", "20"}, args...)...)
	p.cmd.Stderr = &p.stderr
	stdout, err := p.cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, p.cmd.Start())
	out := bufio.NewReader(stdout)
	line, readErr := out.ReadString('\n')
	go func() {
		io.Copy(io.Discard, out)
		p.cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		p.cmd.Process.Kill()
		<-p.exited
		if t.Failed() {
			t.Logf("server %s: stderr:\n%s", p.base, p.stderr.String())
		}
	})
	m := regexp.MustCompile(`open (http://127\.0\.0\.1:\d+)/ `).FindStringSubmatch(line)
	require.NotNil(t, m, "the address is printed: %q (%v); stderr: %s", line, readErr, p.stderr.String())
	p.base = m[1]
	return p
}

// remoteGame is a game played on servers in child processes.
type remoteGame struct {
	c      created
	humans []int // the people's seats

	mu    sync.Mutex
	acked map[int]ackedMove // by version: the moves the server answered 200
	seen  []loggedEvent     // the longest log a client was shown
	over  bool              // a client was shown the end
}

type ackedMove struct {
	seat int
	move string
}

// note keeps what a client was shown.
func (g *remoteGame) note(m clientMessage, v clientView) {
	log := m.History
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(log) > len(g.seen) {
		g.seen = log
	}
	g.over = g.over || m.Over
}

// createRemote makes a game on the server at base.
func createRemote(t *testing.T, client *http.Client, base string, req createRequest) *remoteGame {
	t.Helper()
	body, err := json.Marshal(req)
	require.NoError(t, err)
	status, data, err := postURL(context.Background(), client, base+"/api/games", body)
	require.NoError(t, err)
	require.Equal(t, http.StatusCreated, status, "%s", data)
	g := &remoteGame{acked: make(map[int]ackedMove)}
	require.NoError(t, json.Unmarshal(data, &g.c))
	for seat, st := range req.Seats {
		if st.Player == human {
			g.humans = append(g.humans, seat)
		}
	}
	return g
}

// spectate reads the table's events at base to the end of the game, and
// returns the last message and its view.
func spectate(ctx context.Context, client *http.Client, base, id string) (clientMessage, clientView, error) {
	var m clientMessage
	var v clientView
	var derr error
	err := streamURL(ctx, client, base+"/api/tables/"+id+"/events", func(data []byte) bool {
		if m, v, derr = decodeMessage(data); derr != nil {
			return false
		}
		return !m.Over && m.Error == ""
	})
	if derr != nil {
		return m, v, derr
	}
	return m, v, err
}

// tableLog returns the log and the version of a table, read once.
func tableLog(t *testing.T, client *http.Client, base, id string) ([]loggedEvent, int) {
	t.Helper()
	resp, err := client.Get(base + "/api/tables/" + id)
	require.NoError(t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode, "%s", data)
	m, _ := decode(t, data)
	return m.History, m.Version
}

// TestAKilledServerLosesNoAcknowledgedMove plays eight games on a server in
// a child process, people's seats from clients and bots', kills it with
// SIGKILL in the middle of a burst of moves, starts it again on the same
// SQLite file, and checks that every move it answered, and every move any
// client was shown, is there; then every game, bots included, plays on to
// its end through the same links.
func TestAKilledServerLosesNoAcknowledgedMove(t *testing.T) {
	bin := buildServer(t)
	db := "sqlite:" + filepath.Join(t.TempDir(), "games.db")
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	t.Cleanup(client.CloseIdleConnections)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute) // a safety net
	defer cancel()

	a := startServer(t, bin, "-db", db)
	var games []*remoteGame
	for i := range 8 {
		req := createRequest{Game: "boxes", Deals: "2", Seed: strconv.Itoa(100 + i),
			Seats: []seatRequestJSON{{Player: human}, {Player: "greedy"}, {Player: human}, {Player: "random"}}}
		if i%2 == 1 {
			req = createRequest{Game: "equi", Seed: strconv.Itoa(100 + i),
				Seats: []seatRequestJSON{{Player: human}, {Player: human}, {Player: "greedy"}}}
		}
		games = append(games, createRemote(t, client, a.base, req))
	}

	// The clients play; the server is killed at the 40th move it answers,
	// with the other clients' moves and the bots' in flight.
	const killAt = 40
	var answered atomic.Int32
	var killed sync.Once
	// cmd.Process.Signal, not require: it runs on the clients' goroutines.
	kill := func() { killed.Do(func() { a.cmd.Process.Signal(syscall.SIGKILL) }) }
	var wg sync.WaitGroup
	for i, g := range games {
		for _, seat := range g.humans {
			token := tokenOf(t, g.c, seat)
			wg.Go(func() {
				// The error is the killed server's: the stream or a post breaks.
				playAt(ctx, client, a.base, token, uint64(i*10+seat), g.note, func(version int, move string) {
					g.mu.Lock()
					g.acked[version] = ackedMove{seat: seat, move: move}
					g.mu.Unlock()
					if answered.Add(1) == killAt {
						kill()
					}
				})
			})
		}
	}
	wg.Wait()
	kill()
	<-a.exited
	require.GreaterOrEqual(t, answered.Load(), int32(killAt), "the server was killed in the middle of the games")
	unfinished := 0
	for _, g := range games {
		if !g.over {
			unfinished++
		}
	}
	require.Positive(t, unfinished, "some games were going on when the server was killed")

	// Started again on the same file, the server has every move it answered
	// and every move it showed, where they were.
	b := startServer(t, bin, "-db", db)
	for i, g := range games {
		log, version := tableLog(t, client, b.base, g.c.ID)
		require.Len(t, log, version, "game %d", i)
		require.GreaterOrEqual(t, len(log), len(g.seen), "game %d: a move shown before the kill is lost", i)
		assert.Equal(t, g.seen, log[:len(g.seen)], "game %d: the moves shown before the kill", i)
		for v, am := range g.acked {
			require.Less(t, v, len(log), "game %d: move %d was answered, and is lost", i, v)
			assert.Equal(t, loggedEvent{Seat: am.seat, Move: am.move}, log[v], "game %d, move %d", i, v)
		}
	}

	// Every game goes on, through the same links, bots included.
	type final struct {
		m   clientMessage
		v   clientView
		err error
	}
	finals := make([]final, len(games))
	errs := make(chan error, 64)
	for i, g := range games {
		wg.Go(func() {
			m, v, err := spectate(ctx, client, b.base, g.c.ID)
			finals[i] = final{m, v, err}
		})
		for _, seat := range g.humans {
			token := tokenOf(t, g.c, seat)
			wg.Go(func() {
				if err := playAt(ctx, client, b.base, token, uint64(i*10+seat+1000), nil, nil); err != nil {
					errs <- fmt.Errorf("game %d seat %d: %w", i, seat, err)
					cancel() // the others would wait for the game's end
				}
			})
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	for i, f := range finals {
		require.NoError(t, f.err, "game %d", i)
		require.Empty(t, f.m.Error, "game %d", i)
		require.True(t, f.m.Over, "game %d ends", i)
		log := f.m.History
		require.Len(t, log, f.m.Version, "game %d", i)
		assert.Equal(t, games[i].seen, log[:len(games[i].seen)], "game %d", i)
		for v, am := range games[i].acked {
			assert.Equal(t, loggedEvent{Seat: am.seat, Move: am.move}, log[v], "game %d, move %d", i, v)
		}
	}
}

// TestTwoServersShareAPostgresStore runs two server processes on one
// PostgreSQL database, started by the test, and plays games across them:
// each game is made on one process, one person plays through each, and
// spectators follow it on both. Every move reaches both processes' event
// streams; both show the same game, with every move posted, to its end.
func TestTwoServersShareAPostgresStore(t *testing.T) {
	bin := buildServer(t)
	dsn := startPostgres(t)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	t.Cleanup(client.CloseIdleConnections)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute) // a safety net
	defer cancel()

	servers := []*proc{startServer(t, bin, "-db", dsn), startServer(t, bin, "-db", dsn)}
	games := []*remoteGame{
		createRemote(t, client, servers[0].base, createRequest{Game: "boxes", Deals: "2", Seed: "21",
			Seats: []seatRequestJSON{{Player: human}, {Player: "greedy"}, {Player: human}, {Player: "greedy"}}}),
		createRemote(t, client, servers[1].base, createRequest{Game: "equi", Seed: "22",
			Seats: []seatRequestJSON{{Player: human}, {Player: "random"}, {Player: human}}}),
	}
	type final struct {
		m   clientMessage
		v   clientView
		err error
	}
	finals := make([][2]final, len(games))
	posted := make([][]ackedMove, len(games))
	var mu sync.Mutex
	errs := make(chan error, 16)
	var wg sync.WaitGroup
	for i, g := range games {
		for k, p := range servers {
			wg.Go(func() {
				m, v, err := spectate(ctx, client, p.base, g.c.ID)
				finals[i][k] = final{m, v, err}
			})
		}
		// The first person plays through the first process, the second
		// through the second.
		for k, seat := range g.humans {
			token := tokenOf(t, g.c, seat)
			wg.Go(func() {
				err := playAt(ctx, client, servers[k].base, token, uint64(i*10+seat), nil, func(version int, move string) {
					mu.Lock()
					defer mu.Unlock()
					posted[i] = append(posted[i], ackedMove{seat: seat, move: move})
				})
				if err != nil {
					errs <- fmt.Errorf("game %d seat %d on server %d: %w", i, seat, k, err)
					cancel() // the others would wait for the game's end
				}
			})
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	for i, f := range finals {
		var logs [2][]loggedEvent
		for k := range servers {
			require.NoError(t, f[k].err, "game %d, server %d", i, k)
			require.Empty(t, f[k].m.Error, "game %d, server %d", i, k)
			require.True(t, f[k].m.Over, "game %d ends on server %d", i, k)
			logs[k] = f[k].m.History
			require.Len(t, logs[k], f[k].m.Version, "game %d, server %d", i, k)
		}
		assert.Equal(t, logs[0], logs[1], "game %d: both servers show the same game", i)
		for _, seat := range games[i].humans {
			var want, mine []string
			for _, am := range posted[i] {
				if am.seat == seat {
					want = append(want, am.move)
				}
			}
			for _, ev := range logs[0] {
				if ev.Seat == seat {
					mine = append(mine, ev.Move)
				}
			}
			assert.Equal(t, want, mine, "game %d seat %d: the moves in the log are the ones posted, in order", i, seat)
			assert.NotEmpty(t, mine, "game %d seat %d", i, seat)
		}
	}
}
