package main

import (
	"context"
	"encoding/json"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// storyGame is a Switch game of three greedy bots whose moves have a skip,
// a reverse, a chain of 2s of 4 cards or more, and an ace naming a suit.
var storyGame = createRequest{Game: "switch", Seed: "20", Seats: []seatRequestJSON{{Player: "greedy"}, {Player: "greedy"}, {Player: "greedy"}}}

// playedOut plays req's game of bots to its end and returns the table's
// last message, as it was sent.
func playedOut(t *testing.T, ts *testServer, req createRequest) (created, []byte) {
	t.Helper()
	c := ts.create(t, req)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var last []byte
	err := ts.stream(ctx, "/api/tables/"+c.ID+"/events", func(data []byte) bool {
		last = data
		m, _ := decode(t, data)
		return !m.Over && m.Error == ""
	})
	require.NoError(t, err)
	return c, last
}

// storyMessage is what the test reads of a message's stories.
type storyMessage struct {
	Start   []storyEvent `json:"start"`
	History []struct {
		Story []storyEvent `json:"story"`
	} `json:"history"`
}

// storyEvent is what the test reads of a cards.Event.
type storyEvent struct {
	Kind  string       `json:"kind"`
	Cards []cards.Card `json:"cards"`
	Count int          `json:"count"`
	Named bool         `json:"named"`
}

// TestLogTellsTheLibrarysStory checks that the web server sends the
// library's account of every move (cards.Session.Story) and that the
// page's log tells a skip, a reverse, a chain of 2s and a suit named
// from it, with a contrast of 4.5:1 or more; with -update-screenshot it
// writes docs/img/web-story-log.png.
func TestLogTellsTheLibrarysStory(t *testing.T) {
	ts := newTestServer(t)
	c, data := playedOut(t, ts, storyGame)
	var msg storyMessage
	require.NoError(t, json.Unmarshal(data, &msg))
	require.NotEmpty(t, msg.Start, "the deal's story")
	kinds := map[string]bool{}
	for i, h := range msg.History {
		require.NotEmpty(t, h.Story, "move %d has a story", i+1)
		for _, e := range h.Story {
			kinds[e.Kind] = true
			if e.Kind == cards.EventChain.String() && e.Count >= 4 {
				kinds["chain of 4"] = true
			}
			if e.Kind == cards.EventPlay.String() && e.Named {
				kinds["named"] = true
			}
			if e.Kind == cards.EventDraw.String() {
				assert.Empty(t, e.Cards, "the table is shown no card drawn")
			}
		}
	}
	for _, k := range []string{"skip", "reverse", "chain of 4", "named", "game end"} {
		assert.True(t, kinds[k], "the story has a %s", k)
	}

	ctx := browser(t)
	require.NoError(t, chromedp.Do(ctx, viewports[0].emulate(), chromedp.Navigate(ts.ts.URL+"/table/"+c.ID), wait(`#log-list li[data-event="game end"]`)))
	log, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#log-list`)))
	require.NoError(t, err)
	for what, re := range map[string]string{
		"a skip":         `\S+ misses a turn \(skipped\)`,
		"a reverse":      `Play reverses: it now goes (counter)?clockwise`,
		"a 2-chain":      `\S+ must answer with a 2, or draw ([4-9]|\d\d) cards`,
		"a suit named":   `\S+ plays A[♣♦♥♠] and names [♣♦♥♠]`,
		"the upcard":     `turned up: [♣♦♥♠] in force`,
		"the game's end": `(goes out: the game ends|The game ends)`,
	} {
		assert.Regexp(t, regexp.MustCompile(re), log, "the log tells %s", what)
	}
	checkContrast(t, ctx, "the log")
	screenshot(t, ctx, viewports[0], "web-story-log.png")
}
