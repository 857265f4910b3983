package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"io"
	"net/http"
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
		done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-bot-delay", "10m", "-iterations", "20"}, w)
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
	for _, args := range [][]string{
		{"extra"},
		{"-iterations", "0"},
		{"-max-games", "0"},
		{"-bot-delay", "-1s"},
		{"-addr", "not an address"},
	} {
		err := run(context.Background(), args, io.Discard)
		assert.Error(t, err, "%q", args)
	}
	err := run(context.Background(), []string{"-h"}, io.Discard)
	assert.True(t, errors.Is(err, flag.ErrHelp))
}
