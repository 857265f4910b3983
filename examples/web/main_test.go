package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRunServesUntilCancelled starts the command on a free port, reads the
// address it prints, plays with it, and cancels it with bots pausing before
// their moves and an event stream open: run must return nil, and the stream
// must end.
func TestRunServesUntilCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out, w := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-db", "sqlite:" + filepath.Join(t.TempDir(), "games.db"), "-bot-delay", "10m", "-iterations", "20"}, w)
		w.Close()
	}()
	line, err := bufio.NewReader(out).ReadString('\n')
	require.NoError(t, err)
	m := regexp.MustCompile(`open (http://127\.0\.0\.1:\d+)/ `).FindStringSubmatch(line)
	require.NotNil(t, m, "the address is printed: %q", line)
	base := m[1]

	resp, err := http.Get(base + "/")
	require.NoError(t, err)
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, string(page), "<title>cardrules")
	assert.Equal(t, "no-referrer", resp.Header.Get("Referrer-Policy"))
	assert.Contains(t, resp.Header.Get("Content-Security-Policy"), "default-src 'self'")

	resp, err = http.Get(base + "/static/app.js")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, resp.Header.Get("Content-Type"), "javascript")

	resp, err = http.Post(base+"/api/games", "application/json", strings.NewReader(
		`{"game":"boxes","seats":[{"player":"greedy"},{"player":"greedy"},{"player":"random"},{"player":"ismcts"}]}`))
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.Equal(t, http.StatusCreated, resp.StatusCode, "%s", body)
	table := regexp.MustCompile(`"table":"(/table/[A-Z0-9]+)"`).FindSubmatch(body)
	require.NotNil(t, table)

	stream, err := http.Get(base + "/api/tables/" + strings.TrimPrefix(string(table[1]), "/table/") + "/events")
	require.NoError(t, err)
	defer stream.Body.Close()
	require.Equal(t, http.StatusOK, stream.StatusCode)
	first, err := bufio.NewReader(stream.Body).ReadString('\n')
	require.NoError(t, err)
	assert.Equal(t, "event: state\n", first)

	cancel()
	require.NoError(t, <-done)
	_, err = io.ReadAll(stream.Body)
	assert.NoError(t, err, "the stream ended cleanly")
}

func TestRunRefusesBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		reason string
	}{
		{[]string{"extra"}, "unexpected argument"},
		{[]string{"-iterations", "0"}, "-iterations"},
		{[]string{"-max-games", "0"}, "-max-games"},
		{[]string{"-bot-delay", "-1s"}, "-bot-delay"},
		{[]string{"-addr", "not an address"}, "not an address"},
		{[]string{"-idle", "-1s"}, "-idle"},
		{[]string{"-max-games-per-client", "-1"}, "-max-games-per-client"},
		{[]string{"-addr", "127.0.0.1:0", "-db", "mysql://localhost/games"}, "-db"},
		{[]string{"-addr", "127.0.0.1:0", "-db", "sqlite:"}, "-db sqlite"},
		{[]string{"-addr", "127.0.0.1:0", "-hosts", " , "}, "-hosts"},
		{[]string{"-addr", "0.0.0.0:0"}, "-hosts"}, // every interface, and no -hosts
	} {
		err := run(context.Background(), tc.args, io.Discard)
		if assert.Error(t, err, "%q", tc.args) {
			assert.Contains(t, err.Error(), tc.reason, "%q", tc.args)
		}
	}
	err := run(context.Background(), []string{"-h"}, io.Discard)
	assert.True(t, errors.Is(err, flag.ErrHelp))
}

func TestHostsAreTheListenAddressUnlessNamed(t *testing.T) {
	for _, tc := range []struct {
		list, addr string
		want       []string
	}{
		{"", "127.0.0.1:8080", []string{"127.0.0.1:8080", "localhost:8080"}},
		{"", "[::1]:9000", []string{"[::1]:9000", "localhost:9000"}},
		{"", "192.0.2.7:80", []string{"192.0.2.7:80"}},
		{"games.example.org, 192.0.2.7:8080", "0.0.0.0:8080", []string{"games.example.org", "192.0.2.7:8080"}},
	} {
		addr, err := net.ResolveTCPAddr("tcp", tc.addr)
		require.NoError(t, err)
		got, err := hostsFor(tc.list, addr)
		require.NoError(t, err, tc.addr)
		assert.Equal(t, tc.want, got, tc.addr)
	}
	s := newServer(config{hosts: []string{"127.0.0.1:8080", "localhost:8080", "games.example.org"}})
	for host, want := range map[string]bool{
		"127.0.0.1:8080":         true,
		"LOCALHOST:8080":         true,
		"games.example.org":      true,
		"games.example.org:8443": true, // a name without a port matches any port
		"127.0.0.1:8081":         false,
		"localhost":              false,
		"evil.example":           false,
		"127.0.0.1.evil.example": false,
		"":                       false,
	} {
		assert.Equal(t, want, s.allowedHost(host), host)
	}
}
