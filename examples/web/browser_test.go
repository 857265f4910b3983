package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// updateScreenshot writes the screenshot of TestBrowserBoxesTable to
// docs/img, for the README: go test ./examples/web -run Browser -update-screenshot.
var updateScreenshot = flag.Bool("update-screenshot", false, "write the Boxes table screenshot to docs/img/web-boxes.png")

// screenshotPath is where -update-screenshot writes, from this directory.
const screenshotPath = "../../docs/img/web-boxes.png"

// chromium returns the browser to drive: $CHROMIUM, else the first of the
// usual names found. It skips the test when there is none.
func chromium(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("CHROMIUM"); p != "" {
		path, err := exec.LookPath(p)
		require.NoError(t, err, "CHROMIUM=%s", p)
		return path
	}
	for _, name := range []string{"/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	t.Skip("no Chromium found (set CHROMIUM, or install Debian's chromium package, as .ci/run does): the browser test is skipped")
	return ""
}

// browser starts a headless Chromium with a window of 1280x800 and returns
// a context to drive it. Every wait in the tests is on a condition; the
// context's timeout is a safety net only.
func browser(t *testing.T) context.Context {
	t.Helper()
	path := chromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox, // needed as root
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 800),
	)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	t.Cleanup(cancel)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(cancelAlloc)
	bctx, cancelBrowser := chromedp.NewContext(allocCtx, chromedp.WithErrorf(t.Logf))
	t.Cleanup(cancelBrowser)
	require.NoError(t, chromedp.Do(bctx, chromedp.EmulateViewport(1280, 800)))
	return bctx
}

// pageState is what the tests read of the page's state.
type pageState struct {
	Over    bool     `json:"over"`
	Version int      `json:"version"`
	Legal   []string `json:"legal"`
}

// waitMyTurn waits until it is the seat's turn or the game is over, and
// returns the page's state.
func waitMyTurn(t *testing.T, ctx context.Context) pageState {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, wait(`body[data-myturn="1"], body[data-over="1"]`)))
	st, err := chromedp.Run(ctx, chromedp.Evaluate[pageState](`({over: app.msg.over, version: app.msg.version, legal: app.msg.view.legal})`))
	require.NoError(t, err)
	return st
}

// waitMoved waits until the page shows another version than v.
func waitMoved(t *testing.T, ctx context.Context, v int) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, wait(fmt.Sprintf(`body:not([data-version="%d"])`, v))))
}

// click clicks the element that the CSS selector sel finds.
func click(sel string) chromedp.Action[chromedp.Void] { return chromedp.Click(chromedp.CSS(sel)) }

// wait waits until the CSS selector sel finds a visible element.
func wait(sel string) chromedp.Action[chromedp.Void] { return chromedp.WaitVisible(chromedp.CSS(sel)) }

// TestBrowserPlaysEquiAgainstABot sets up an Equi game against one ISMCTS
// bot on the first page, opens the seat's link, plays every move by clicking
// cards (hand cards, then table cards for a capture) and a button, and reads
// the result at the end.
func TestBrowserPlaysEquiAgainstABot(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 100, maxGames: 10})
	ctx := browser(t)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(ts.ts.URL+"/"),
		wait(`#setup`),
		click(`#game-equi`),
		wait(`#players-row`),
		wait(`#seat-list li[data-seat="1"] select`),
		click(`#start`),
		wait(`a.seat-link[data-seat="0"]`),
		click(`a.seat-link[data-seat="0"]`),
		wait(`body[data-version]`),
	))
	var moves int
	for {
		st := waitMyTurn(t, ctx)
		if st.Over {
			break
		}
		require.Less(t, moves, 100, "the game does not end")
		require.NotEmpty(t, st.Legal)
		move := st.Legal[0]
		played, taken, capture := strings.Cut(move, "=")
		var actions []chromedp.Action[chromedp.Void]
		for _, c := range strings.Split(played, "+") {
			actions = append(actions, click(fmt.Sprintf(`#hand .card[data-card="%s"]`, c)))
		}
		if capture {
			for _, c := range strings.Split(taken, "+") {
				actions = append(actions, click(fmt.Sprintf(`#table .card[data-card="%s"]`, c)))
			}
			// The sums light up when they are equal.
			actions = append(actions, wait(`#sums.equal`), click(`#capture`))
		} else {
			actions = append(actions, click(`#trail`))
		}
		require.NoError(t, chromedp.Do(ctx, actions...), "move %s", move)
		waitMoved(t, ctx, st.Version)
		moves++
	}
	require.NoError(t, chromedp.Do(ctx, wait(`#result`)))
	line, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#result-line`)))
	require.NoError(t, err)
	assert.Regexp(t, regexp.MustCompile(`^(You|Bot 2 \(ismcts\)) wins with \d+ cards\.$|share the win`), line)
	assert.Positive(t, moves)
	t.Logf("%d moves clicked; %s", moves, line)
}

// TestBrowserBoxesTable opens a person's seat of a Boxes deal against three
// bots, plays a few moves by clicking (through the chooser when a card has
// several moves), and takes a screenshot of the table in the middle of the
// deal.
func TestBrowserBoxesTable(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 100, maxGames: 10})
	c := ts.create(t, createRequest{Game: "boxes", Deals: "8,6", Seed: "2024", Seats: []seatRequestJSON{
		{Name: "Ann", Player: human}, {Name: "Bob", Player: "greedy"}, {Name: "Cid", Player: "ismcts"}, {Name: "Dee", Player: "greedy"},
	}})
	ctx := browser(t)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(ts.ts.URL+c.Seats[0].Link),
		wait(`body[data-version]`),
	))
	for range 4 {
		st := waitMyTurn(t, ctx)
		require.False(t, st.Over)
		playBoxes(t, ctx, st)
	}
	st := waitMyTurn(t, ctx)
	require.False(t, st.Over, "the screenshot is of a deal in progress")
	require.NoError(t, chromedp.Do(ctx, wait(`#hand .card.playable`)))
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(shot))
	require.NoError(t, err)
	assert.Equal(t, 1280, img.Bounds().Dx())
	assert.Equal(t, 800, img.Bounds().Dy())
	require.NoError(t, os.WriteFile(filepath.Join(t.TempDir(), "web-boxes.png"), shot, 0o644))
	if *updateScreenshot {
		require.NoError(t, os.WriteFile(screenshotPath, shot, 0o644))
		t.Logf("wrote %s", screenshotPath)
	}
}

// playBoxes plays the first legal move of st by clicking: the card, and
// the chooser's button when the card has several moves; or the button that
// draws or passes. It waits until the page shows the next version.
func playBoxes(t *testing.T, ctx context.Context, st pageState) {
	t.Helper()
	move := st.Legal[0]
	var actions []chromedp.Action[chromedp.Void]
	if move == "draw" || move == "pass" {
		actions = append(actions, click(fmt.Sprintf(`button[data-move="%s"]`, move)))
	} else {
		card := strings.FieldsFunc(move, func(r rune) bool { return r == '+' || r == '!' || r == ':' })[0]
		actions = append(actions, click(fmt.Sprintf(`#hand .card[data-card="%s"]`, card)))
		if options := movesWith(st.Legal, card); options > 1 {
			actions = append(actions, click(fmt.Sprintf(`#chooser button[data-move="%s"]`, move)))
		}
	}
	require.NoError(t, chromedp.Do(ctx, actions...), "move %s", move)
	waitMoved(t, ctx, st.Version)
}

// TestBrowserTwoPeoplePlayBoxes seats two people, each in a browser context
// of its own (as two browsers, sharing no cookie or storage), against two
// bots, and plays a short match to the end by clicking in whichever page has
// the turn. Both pages then show the same result.
func TestBrowserTwoPeoplePlayBoxes(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 50, maxGames: 10})
	c := ts.create(t, createRequest{Game: "boxes", Deals: "3,2", Seed: "77", Seats: []seatRequestJSON{
		{Name: "Ann", Player: human}, {Name: "Bob", Player: human}, {Name: "Cid", Player: "greedy"}, {Name: "Dee", Player: "greedy"},
	}})
	tb := ts.tableOf(t, c.ID)
	first := browser(t)
	pages := []context.Context{first}
	second, cancel := chromedp.NewContext(first, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	pages = append(pages, second)
	for seat, ctx := range pages {
		require.NoError(t, chromedp.Do(ctx,
			chromedp.EmulateViewport(1280, 800),
			chromedp.Navigate(ts.ts.URL+c.Seats[seat].Link),
			wait(`body[data-version]`),
		))
	}
	for moves := 0; ; moves++ {
		require.Less(t, moves, 2000, "the match does not end")
		tb.mu.Lock()
		turn, changed := tb.eng.turn(), tb.changed
		tb.mu.Unlock()
		if turn < 0 {
			break
		}
		if turn > 1 {
			select { // a bot moves at once
			case <-changed:
			case <-first.Done():
				t.Fatal("the bots do not move")
			}
			continue
		}
		st := waitMyTurn(t, pages[turn])
		require.False(t, st.Over)
		playBoxes(t, pages[turn], st)
	}
	var lines []string
	for _, ctx := range pages {
		require.NoError(t, chromedp.Do(ctx, wait(`#result`)))
		line, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#result-line`)))
		require.NoError(t, err)
		lines = append(lines, line)
	}
	assert.Regexp(t, `win the match, \d+ penalty points to \d+\.$|Both teams have`, lines[0])
	assert.Equal(t, lines[0], lines[1], "both pages show the same result")
}

// movesWith counts the moves of legal (Boxes notation) that play card.
func movesWith(legal []string, card string) int {
	n := 0
	for _, m := range legal {
		for _, c := range strings.FieldsFunc(m, func(r rune) bool { return r == '+' || r == '!' || r == ':' }) {
			if c == card {
				n++
				break
			}
		}
	}
	return n
}
