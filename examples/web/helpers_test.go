package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// testServer is a server behind an httptest server on loopback.
type testServer struct {
	*server
	ts     *httptest.Server
	client *http.Client
}

// newTestServer starts a server whose bots move at once and search little.
// The test's cleanup closes it, bots and event streams first.
func newTestServer(t testing.TB) *testServer {
	t.Helper()
	return newTestServerWith(t, config{iterations: 50, maxGames: 100})
}

// newTestServerWith starts a server with cfg, logging to the test.
func newTestServerWith(t testing.TB, cfg config) *testServer {
	t.Helper()
	cfg.logf = t.Logf
	ts := httptest.NewUnstartedServer(nil)
	// The server answers the host it listens on, as run sets it.
	cfg.hosts = []string{ts.Listener.Addr().String()}
	s := newServer(cfg)
	ts.Config.Handler = s.handler()
	ts.Config.BaseContext = func(net.Listener) context.Context { return s.ctx }
	ts.Start()
	tr := ts.Client().Transport.(*http.Transport).Clone()
	tr.MaxIdleConnsPerHost = 512
	t.Cleanup(func() {
		s.close()
		ts.Close()
		tr.CloseIdleConnections()
	})
	return &testServer{server: s, ts: ts, client: &http.Client{Transport: tr}}
}

// do sends a request and returns the status and the body.
func (ts *testServer) do(t testing.TB, method, path, body string) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, ts.ts.URL+path, strings.NewReader(body))
	require.NoError(t, err)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := ts.client.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, data
}

// create starts a game and returns the answer.
func (ts *testServer) create(t testing.TB, req createRequest) created {
	t.Helper()
	body, err := json.Marshal(req)
	require.NoError(t, err)
	status, data := ts.do(t, "POST", "/api/games", string(body))
	require.Equal(t, http.StatusCreated, status, "%s", data)
	var out created
	require.NoError(t, json.Unmarshal(data, &out))
	return out
}

// tokenOf returns the token of a seat's link.
func tokenOf(t testing.TB, c created, seat int) string {
	t.Helper()
	link := c.Seats[seat].Link
	require.True(t, strings.HasPrefix(link, "/play/"), "seat %d has no link: %q", seat, link)
	return strings.TrimPrefix(link, "/play/")
}

// clientMessage is a message as a client reads it.
type clientMessage struct {
	Game           string          `json:"game"`
	Seat           int             `json:"seat"`
	Version        int             `json:"version"`
	Over           bool            `json:"over"`
	Players        []player        `json:"players"`
	View           json.RawMessage `json:"view"`
	Legal          []string        `json:"legal"`
	LegalTruncated bool            `json:"legalTruncated"`
	History        []loggedEvent   `json:"history"`
	Deals          []struct {
		Moves int `json:"moves"`
	} `json:"deals"`
	Result *result `json:"result"`
	Error  string  `json:"error"`
}

// loggedEvent is what the tests read of a logged move of either game.
type loggedEvent struct {
	Seat int    `json:"seat"`
	Move string `json:"move"`
}

// clientView is what the tests read of either game's view.
type clientView struct {
	Seat int     `json:"seat"`
	Turn int     `json:"turn"`
	Hand *string `json:"hand"`
}

// decode reads a message and its view.
func decode(t testing.TB, data []byte) (clientMessage, clientView) {
	t.Helper()
	m, v, err := decodeMessage(data)
	require.NoError(t, err, "%s", data)
	return m, v
}

// decodeMessage reads a message and its view, for goroutines other than the
// test's.
func decodeMessage(data []byte) (clientMessage, clientView, error) {
	var m clientMessage
	var v clientView
	if err := json.Unmarshal(data, &m); err != nil {
		return m, v, err
	}
	err := json.Unmarshal(m.View, &v)
	return m, v, err
}

// stream reads server-sent events from path and calls f with the data of
// each "state" event until f returns false or the stream ends. It may run
// on any goroutine: it reports failures as its error.
func (ts *testServer) stream(ctx context.Context, path string, f func(data []byte) bool) error {
	return streamURL(ctx, ts.client, ts.ts.URL+path, f)
}

// streamURL is stream for any server: it reads the events of url.
func streamURL(ctx context.Context, client *http.Client, url string, f func(data []byte) bool) error {
	req, err := http.NewRequestWithContext(ctx, "GET", url, nil)
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return &statusError{resp.StatusCode}
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 64<<10), 8<<20)
	event := ""
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: ") && event == "state":
			if !f([]byte(strings.TrimPrefix(line, "data: "))) {
				return nil
			}
		case line == "":
			event = ""
		}
	}
	return sc.Err()
}

type statusError struct{ status int }

func (e *statusError) Error() string { return http.StatusText(e.status) }

// cardWord finds the cards written in a response, in text form ("10H") or
// with a suit symbol ("10♥").
var cardWord = regexp.MustCompile(`\b(?:10|[2-9JQKA])(?:[CDHS]\b|[♣♦♥♠])`)

// cardsIn returns every card written in data, but a table's deck.
func cardsIn(t testing.TB, data []byte) cards.Set {
	t.Helper()
	var s cards.Set
	for _, w := range cardWord.FindAll(deckMember.ReplaceAll(data, nil), -1) {
		c, err := cards.ParseCard(string(w))
		require.NoError(t, err, "%s", w)
		s = s.Add(c)
	}
	return s
}

// deckMember is the deck of a fishing table's JSON (the rules member of an
// Equi view), which names every card of the game and shows none.
var deckMember = regexp.MustCompile(`"deck":"\{[^}]*\}"`)

// botMove plays one move of the bot to move in e, as a table's bots play it
// (engine.drive), and returns it in notation.
func botMove(e engine) (string, error) {
	var played string
	stop := errors.New("one move")
	err := e.drive(context.Background(), func(choose func() error) error { return choose() },
		func(move string) error { played = move; return stop })
	switch {
	case errors.Is(err, stop):
		return played, nil
	case err == nil:
		return "", errors.New("no bot is to move")
	}
	return "", err
}
