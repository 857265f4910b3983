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
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
)

// updateScreenshot writes the screenshots the browser tests take to
// docs/img, for docs/frontends.md: go -C examples/web test . -run TestBrowser -update-screenshot.
var updateScreenshot = flag.Bool("update-screenshot", false, "write the screenshots of the page that docs/frontends.md shows to docs/img")

// screenshotDir is where -update-screenshot writes, from this directory.
const screenshotDir = "../../docs/img"

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
	// Truncated is the message's legalTruncated: Legal holds only the
	// first moves of a list too long to send.
	Truncated bool `json:"truncated"`
}

// waitMyTurn waits until it is the seat's turn or the game is over, and
// returns the page's state.
// The summary at the end of a deal of a match is closed on the way, by
// its button's key (Enter), so that the keyboard test clicks nothing.
func waitMyTurn(t *testing.T, ctx context.Context) pageState {
	t.Helper()
	// Not while the page's last move is still on its way: the page takes no
	// move then, and a click would be lost.
	for {
		require.NoError(t, chromedp.Do(ctx, wait(`body[data-myturn="1"]:not([data-busy]), body[data-over="1"], body[data-summary="1"]`)))
		summary, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.body.dataset.summary === '1'`))
		require.NoError(t, err)
		if !summary {
			break
		}
		continueDeal(t, ctx)
	}
	st, err := chromedp.Run(ctx, chromedp.Evaluate[pageState](`({over: app.msg.over, version: app.msg.version, legal: app.msg.legal || [], truncated: !!app.msg.legalTruncated})`))
	require.NoError(t, err)
	return st
}

// continueDeal closes the summary of a deal the page shows, from the
// keyboard: its button has the focus.
func continueDeal(t *testing.T, ctx context.Context) {
	t.Helper()
	waitOrTell(t, ctx, `#summary-continue`)
	require.True(t, focused(t, ctx, `#summary-continue`), "the summary's button has the focus")
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter), wait(`body[data-summary="0"]`)))
}

// waitMoved waits until the page shows another version than v.
func waitMoved(t *testing.T, ctx context.Context, v int) {
	t.Helper()
	waitOrTell(t, ctx, fmt.Sprintf(`body:not([data-version="%d"])`, v))
}

// waitOrTell waits until the CSS selector sel finds a visible element, for
// at most 30 s, and otherwise fails the test with what the page shows: its
// state's flags, version, turn and moves, the toast, and the last stories.
func waitOrTell(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	err := chromedp.Do(wctx, wait(sel))
	if err == nil {
		return
	}
	page, err2 := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify({
		body: Object.assign({}, document.body.dataset), version: app.msg.version,
		turn: app.msg.view && app.msg.view.turn, legal: app.msg.legal, ready: app.msg.ready,
		deals: (app.msg.deals || []).length, toast: (document.querySelector('#toast') || {}).textContent,
		last: app.msg.history.slice(-3).map((m) => m.story)})`))
	t.Fatalf("waiting for %s: %v; the page: %s (%v)", sel, err, page, err2)
}

// click clicks the element that the CSS selector sel finds.
func click(sel string) chromedp.Action[chromedp.Void] { return chromedp.Click(chromedp.CSS(sel)) }

// wait waits until the CSS selector sel finds a visible element.
func wait(sel string) chromedp.Action[chromedp.Void] { return chromedp.WaitVisible(chromedp.CSS(sel)) }

// sentPost is a POST as the browser sent it.
type sentPost struct {
	url, origin, contentType string
}

// watchErrors fails the test on every exception the tab's scripts throw
// and do not catch.
func watchErrors(t *testing.T, ctx context.Context) {
	chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*cdpruntime.EventExceptionThrown); ok && e.ExceptionDetails != nil {
			d := e.ExceptionDetails
			desc := d.Text
			if d.Exception != nil {
				desc += " " + d.Exception.Description
			}
			t.Errorf("the page threw at %s:%d:%d: %s", d.URL, d.LineNumber+1, d.ColumnNumber+1, desc)
		}
	})
}

// watchPosts reports every POST that the tab sends on the channel, with the
// headers the browser sent (DevTools' Network.requestWillBeSentExtraInfo,
// which has the Origin header, and Network.requestWillBeSent, which has the
// method; either may come first).
func watchPosts(ctx context.Context) <-chan sentPost {
	posts := make(chan sentPost, 1000)
	var mu sync.Mutex
	methods := map[network.RequestID]*network.Request{}
	headers := map[network.RequestID]network.Headers{}
	header := func(h network.Headers, name string) string {
		for k, v := range h {
			if strings.EqualFold(k, name) {
				return fmt.Sprint(v)
			}
		}
		return ""
	}
	report := func(id network.RequestID) {
		r, h := methods[id], headers[id]
		if r == nil || h == nil {
			return
		}
		if r.Method == "POST" {
			posts <- sentPost{url: r.URL, origin: header(h, "Origin"), contentType: header(h, "Content-Type")}
		}
		delete(methods, id)
		delete(headers, id)
	}
	chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *network.EventRequestWillBeSent:
			methods[e.RequestID] = e.Request
			report(e.RequestID)
		case *network.EventRequestWillBeSentExtraInfo:
			headers[e.RequestID] = e.Headers
			report(e.RequestID)
		}
	})
	return posts
}

// TestBrowserPlaysEquiAgainstABot sets up an Equi game against one ISMCTS
// bot on the first page, opens the seat's link, plays every move by clicking
// cards (hand cards, then table cards for a capture) and a button, and reads
// the result at the end. Every POST the page sent (the game, each move) says
// Content-Type: application/json and comes from the server's own origin.
func TestBrowserPlaysEquiAgainstABot(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 100, maxGames: 10})
	ctx := browser(t)
	posts := watchPosts(ctx)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(ts.ts.URL+"/"),
		wait(`#setup`),
		click(`#game-equi`),
		wait(`#players-row`),
		wait(`#seat-list li[data-seat="1"] select`),
		click(`#start`),
		// One person against a bot goes straight to the table.
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
		if moves == 0 {
			checkContrast(t, ctx, "Equi's table")
		}
		playEqui(t, ctx, st)
		moves++
	}
	require.NoError(t, chromedp.Do(ctx, wait(`#result`)))
	checkContrast(t, ctx, "Equi's result")
	line, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#result-line`)))
	require.NoError(t, err)
	assert.Regexp(t, regexp.MustCompile(`^(Player 1|Bot 2 \(ismcts\)) wins with \d+ cards\.$|share the win`), line, "the names chosen, the server's for a seat left unnamed")
	assert.Positive(t, moves)
	t.Logf("%d moves clicked; %s", moves, line)
	for i := range moves + 1 { // the game, then each move
		select {
		case p := <-posts:
			assert.Equal(t, "application/json", p.contentType, "POST %s", p.url)
			assert.Equal(t, ts.ts.URL, p.origin, "POST %s", p.url)
			if i == 0 {
				assert.Equal(t, ts.ts.URL+"/api/games", p.url)
			} else {
				assert.Regexp(t, `/api/seats/[^/]+/moves$`, p.url)
			}
		case <-ctx.Done():
			t.Fatalf("%d POSTs seen of %d", i, moves+1)
		}
	}
}

// pickEqui picks the cards of move by clicking them: hand cards, then table
// cards.
func pickEqui(move string) []chromedp.Action[chromedp.Void] {
	played, taken, _ := strings.Cut(move, "=")
	var actions []chromedp.Action[chromedp.Void]
	for _, c := range strings.Split(played, "+") {
		actions = append(actions, click(fmt.Sprintf(`#hand .card[data-card="%s"]`, c)))
	}
	if taken != "" {
		for _, c := range strings.Split(taken, "+") {
			actions = append(actions, click(fmt.Sprintf(`#table .card[data-card="%s"]`, c)))
		}
	}
	return actions
}

// playEqui checks the hint (checkEquiHint) and the Capture button before a
// pick, then plays the first legal move of st by clicking: its cards, then
// Capture, or Lay on the table. It waits until the page shows the next
// version.
func playEqui(t *testing.T, ctx context.Context, st pageState) {
	t.Helper()
	checkEquiHint(t, ctx, viewports[0], st)
	checkCaptureDisabled(t, ctx, viewports[0], "nothing is picked")
	move := st.Legal[0]
	actions := pickEqui(move)
	if strings.Contains(move, "=") {
		// The sums light up when they are equal.
		actions = append(actions, wait(`#sums.equal`), click(`#capture`))
	} else {
		actions = append(actions, click(`#trail`))
	}
	require.NoError(t, chromedp.Do(ctx, actions...), "move %s", move)
	waitMoved(t, ctx, st.Version)
}

// playBoxes checks the hint (checkBoxesHint), then plays the first legal
// move of st by clicking: the card, and the chooser's button when the card
// has several moves; or the button that draws or passes. It waits until the
// page shows the next version.
func playBoxes(t *testing.T, ctx context.Context, st pageState) {
	t.Helper()
	checkBoxesHint(t, ctx, viewports[0], st.Legal)
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
			chromedp.Navigate(ts.ts.URL+"/"),
			wait(`#setup`)))
		noAutoPlay(t, ctx) // the test plays each seat's every move
		require.NoError(t, chromedp.Do(ctx,
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
			tb.mu.Lock()
			over, acked := tb.eng.dealsOver(), slices.Clone(tb.acked)
			tb.mu.Unlock()
			for seat, ctx := range pages {
				if acked[seat] < over { // the bots wait for the person to see the deal's summary
					require.NoError(t, chromedp.Do(ctx, wait(`body[data-summary="1"]`)))
					continueDeal(t, ctx)
				}
			}
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

// viewport is a window the page must fit.
type viewport struct {
	name          string
	width, height int64
	phone         bool   // device scale factor 2, mobile and touch emulation
	suffix        string // of the screenshots' file names
}

// viewports are a desktop window and a phone (an iPhone 12 to 15's CSS size).
var viewports = []viewport{
	{name: "desktop", width: 1280, height: 800},
	{name: "phone", width: 390, height: 844, phone: true, suffix: "-phone"},
}

// emulate sets the tab's window to vp.
func (vp viewport) emulate() chromedp.Action[chromedp.Void] {
	if vp.phone {
		return chromedp.EmulateViewport(vp.width, vp.height, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
	}
	return chromedp.EmulateViewport(vp.width, vp.height)
}

// fitScript lists what does not fit on the page as it is shown, one
// sentence a problem: the page wider than the window; an element out of it
// sideways; the text of an element (one with text of its own, a button, a
// field) wider than its box, or cut at the bottom; a drop-down list
// narrower than its longest choice; on the table, a seat, a part of the
// middle or of the hand out of the table, or over another, or the side
// panels over the table. On a phone also: a button or a playable card too
// small for a finger, card corners too small to read.
const fitScript = `((phone) => {
  const out = [];
  const vw = window.innerWidth;
  const what = (e) => {
    let s = e.tagName.toLowerCase();
    if (e.id) s += '#' + e.id;
    if (typeof e.className === 'string' && e.className.trim()) s += '.' + e.className.trim().split(/\s+/).join('.');
    const text = (e.textContent || '').trim().replace(/\s+/g, ' ');
    return text ? s + ' "' + text.slice(0, 50) + '"' : s;
  };
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const px = (x) => Math.round(x);
  const page = document.documentElement.scrollWidth;
  if (page > vw) out.push('the page is ' + page + 'px wide in a window of ' + vw + 'px: it scrolls sideways');
  for (const e of document.querySelectorAll('body *')) {
    if (!shown(e) || (e.parentElement && e.parentElement.closest('.card'))) continue;
    const r = e.getBoundingClientRect();
    if (r.right > vw + 1 || r.left < -1) out.push(what(e) + ' is out of the window: from ' + px(r.left) + ' to ' + px(r.right) + 'px');
    const cs = getComputedStyle(e);
    const text = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if ((text || e.matches('button, input, select')) && cs.display !== 'inline') {
      if (e.scrollWidth > e.clientWidth + 1) out.push('the text of ' + what(e) + ' does not fit: ' + e.scrollWidth + 'px in ' + e.clientWidth + 'px');
      if ((cs.overflowY === 'hidden' || cs.overflowY === 'clip') && e.scrollHeight > e.clientHeight + 1) out.push('the text of ' + what(e) + ' is cut at the bottom');
    }
    if (e.tagName === 'SELECT') {
      const w = r.width;
      const was = e.style.width;
      e.style.width = 'max-content';
      const need = e.getBoundingClientRect().width;
      e.style.width = was;
      if (need > w + 0.5) out.push(what(e) + ' is ' + px(w) + 'px wide and its longest choice needs ' + px(need) + 'px');
    }
    if (phone && e.tagName === 'BUTTON' && r.height < 40) out.push(what(e) + ' is ' + px(r.height) + 'px high: too small for a finger');
  }
  const felt = document.querySelector('#felt');
  if (felt && shown(felt)) {
    const f = felt.getBoundingClientRect();
    const parts = [...document.querySelectorAll('.pod, #center > *, #mine > *')].filter(shown);
    const rects = parts.map((p) => p.getBoundingClientRect());
    parts.forEach((p, i) => {
      const r = rects[i];
      if (r.left < f.left - 1 || r.right > f.right + 1 || r.top < f.top - 1 || r.bottom > f.bottom + 1) out.push(what(p) + ' is not inside the table');
      for (let j = 0; j < i; j++) {
        const q = rects[j];
        if (Math.min(r.right, q.right) - Math.max(r.left, q.left) > 1 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 1) out.push(what(p) + ' overlaps ' + what(parts[j]));
      }
    });
    for (const s of document.querySelectorAll('#side section')) {
      const r = s.getBoundingClientRect();
      if (Math.min(r.right, f.right) - Math.max(r.left, f.left) > 1 && Math.min(r.bottom, f.bottom) - Math.max(r.top, f.top) > 1) out.push(what(s) + ' is over the table');
    }
    if (phone) {
      const hand = [...document.querySelectorAll('#hand .card')];
      hand.forEach((c, i) => {
        const r = c.getBoundingClientRect();
        const next = hand[i + 1] && hand[i + 1].getBoundingClientRect();
        const step = next && Math.abs(next.top - r.top) < 1 ? next.left - r.left : r.width;
        if ((c.matches('.playable, .pickable')) && step < 40) out.push(what(c) + ' shows ' + px(step) + 'px: too narrow for a finger');
        const corner = c.querySelector('.corner b');
        if (corner && parseFloat(getComputedStyle(corner).fontSize) < 13) out.push(what(c) + ': its corner is too small to read');
      });
    }
  }
  return out;
})`

// checkFits fails the test with every problem fitScript finds in the tab.
func checkFits(t *testing.T, ctx context.Context, vp viewport, where string) {
	t.Helper()
	problems, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](fmt.Sprintf("%s(%t)", fitScript, vp.phone)))
	require.NoError(t, err)
	assert.Empty(t, problems, "%s, %s", where, vp.name)
}

// checkNames checks that the page shows every player's name whole: in the
// score sheet, and on the seats around the table.
func checkNames(t *testing.T, ctx context.Context, vp viewport) {
	t.Helper()
	missing, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(() => {
  const whole = (sel, name) => [...document.querySelectorAll(sel)].some((e) => e.textContent.trim() === name);
  const out = [];
  app.msg.players.forEach((p, seat) => {
    if (!whole('#scores th, #scores td', p.name)) out.push(p.name + ': not whole in the score sheet');
    if (seat !== app.msg.seat && !whole('.pod[data-seat="' + seat + '"] .name .who', p.name)) out.push(p.name + ': not whole on its seat');
  });
  return out;
})()`))
	require.NoError(t, err)
	assert.Empty(t, missing, vp.name)
}

// hintOption is one thing the hint says may be played.
type hintOption struct {
	Option string `json:"option"` // the move's cards, or the move
	Text   string `json:"text"`
}

// hintOptions returns the options of the hint of the seat to move.
func hintOptions(t *testing.T, ctx context.Context) []hintOption {
	t.Helper()
	opts, err := chromedp.Run(ctx, chromedp.Evaluate[[]hintOption](`[...document.querySelectorAll('#prompt .opt')].map((e) => ({option: e.dataset.option, text: e.textContent}))`))
	require.NoError(t, err)
	return opts
}

// symbols writes cards joined by "+" with suit symbols: "7H+10D" is "7♥+10♦".
func symbols(cs string) string {
	return strings.NewReplacer("C", "♣", "D", "♦", "H", "♥", "S", "♠").Replace(cs)
}

// checkBoxesHint checks that the hint lists exactly what legal allows, as
// the cards to click: each card alone, each set (first card to top card),
// "draw" and "pass", once each whatever the call or the suit named.
func checkBoxesHint(t *testing.T, ctx context.Context, vp viewport, legal []string) {
	t.Helper()
	want := map[string]bool{}
	for _, m := range legal {
		mv, err := boxes.Rules{}.ParseMove(m)
		require.NoError(t, err)
		key := strings.TrimSuffix(strings.SplitN(mv.String(), ":", 2)[0], "!")
		want[key] = true
	}
	got := map[string]bool{}
	for _, o := range hintOptions(t, ctx) {
		assert.False(t, got[o.Option], "%s: %q is in the hint twice", vp.name, o.Option)
		got[o.Option] = true
		if o.Option != "draw" && o.Option != "pass" {
			assert.True(t, strings.HasPrefix(o.Text, symbols(o.Option)), "%s: option %s reads %q", vp.name, o.Option, o.Text)
		}
	}
	assert.Equal(t, want, got, "%s: the hint lists these moves, and the legal moves are %v", vp.name, legal)
}

// equiHintMax is the most captures the Equi hint lists one by one.
const equiHintMax = 6

// checkEquiHint checks that the hint of an Equi seat to move lists exactly
// the captures of st's legal moves, as the cards played and taken, when
// there are equiHintMax or fewer; else it says how many there are, or, when
// the message cut the list (a hand taken back from a pile, rule E9), that
// there are a great many. With no capture, it says that every card may be
// laid on the table, when the legal moves say so.
func checkEquiHint(t *testing.T, ctx context.Context, vp viewport, st pageState) {
	t.Helper()
	legal := st.Legal
	var captures, trails []string
	for _, m := range legal {
		if strings.Contains(m, "=") {
			captures = append(captures, m)
		} else {
			trails = append(trails, m)
		}
	}
	var got []string
	for _, o := range hintOptions(t, ctx) {
		got = append(got, o.Option)
		p, tk, _ := strings.Cut(o.Option, "=")
		assert.Equal(t, symbols(p)+" = "+symbols(tk), o.Text, vp.name)
	}
	prompt, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#prompt`)))
	require.NoError(t, err)
	switch {
	case st.Truncated:
		assert.Empty(t, got, vp.name)
		assert.Equal(t, "A great many captures are possible: pick hand and table cards of equal points.", prompt, vp.name)
	case len(captures) > equiHintMax:
		assert.Empty(t, got, vp.name)
		assert.Contains(t, prompt, fmt.Sprintf("%d captures are possible", len(captures)), vp.name)
	case len(captures) > 0:
		assert.ElementsMatch(t, captures, got, "%s: the hint lists these captures", vp.name)
	default:
		hand, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#hand .card').length`))
		require.NoError(t, err)
		if len(trails) == hand {
			assert.Equal(t, "No capture is possible: lay any one of your cards on the table.", prompt, vp.name)
		} else {
			assert.Contains(t, prompt, "No capture is possible: lay ", vp.name)
			for _, c := range trails {
				assert.Contains(t, prompt, symbols(c), vp.name)
			}
		}
	}
}

// captureButton is what the tests read of Equi's Capture button.
type captureButton struct {
	Disabled  bool   `json:"disabled"`
	Color     string `json:"color"`     // its background colour
	EnabledAs string `json:"enabledAs"` // the background colour of an enabled primary button
	Cursor    string `json:"cursor"`
}

// readCapture reads the Capture button of the tab.
func readCapture(t *testing.T, ctx context.Context) captureButton {
	t.Helper()
	b, err := chromedp.Run(ctx, chromedp.Evaluate[captureButton](`(() => {
  const b = document.querySelector('#capture');
  const probe = document.createElement('button');
  probe.className = 'primary';
  document.body.append(probe);
  const enabledAs = getComputedStyle(probe).backgroundColor;
  probe.remove();
  const cs = getComputedStyle(b);
  return {disabled: b.disabled, color: cs.backgroundColor, enabledAs, cursor: cs.cursor};
})()`))
	require.NoError(t, err)
	return b
}

// checkCaptureDisabled checks that the Capture button is disabled and looks
// it: not the colour of an enabled button, no pointer.
func checkCaptureDisabled(t *testing.T, ctx context.Context, vp viewport, when string) {
	t.Helper()
	b := readCapture(t, ctx)
	assert.True(t, b.Disabled, "%s, %s: Capture is enabled", vp.name, when)
	assert.NotEqual(t, b.EnabledAs, b.Color, "%s, %s: Capture is disabled and has the colour of an enabled button", vp.name, when)
	assert.NotEqual(t, "pointer", b.Cursor, "%s, %s", vp.name, when)
}

// screenshot, with -update-screenshot, takes a screenshot of the tab's
// window, checks its size and writes it to docs/img/name. (Without, it does
// nothing: a phone's screenshot takes a second or two to take and decode.)
func screenshot(t *testing.T, ctx context.Context, vp viewport, name string) {
	t.Helper()
	if !*updateScreenshot {
		return
	}
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(shot))
	require.NoError(t, err)
	scale := 1
	if vp.phone {
		scale = 2
	}
	assert.Equal(t, int(vp.width)*scale, img.Bounds().Dx(), name)
	assert.Equal(t, int(vp.height)*scale, img.Bounds().Dy(), name)
	path := filepath.Join(screenshotDir, name)
	require.NoError(t, os.WriteFile(path, shot, 0o644))
	t.Logf("wrote %s", path)
}

// waitVersion waits until the tab shows version v and returns its state.
func waitVersion(t *testing.T, ctx context.Context, v int) pageState {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, wait(fmt.Sprintf(`body[data-version="%d"]`, v))))
	st, err := chromedp.Run(ctx, chromedp.Evaluate[pageState](`({over: app.msg.over, version: app.msg.version, legal: app.msg.legal || [], truncated: !!app.msg.legalTruncated})`))
	require.NoError(t, err)
	return st
}

// TestBrowserPageFits opens the first page, a Boxes deal, an Equi game and
// the spectators' page of finished games, each in a desktop window
// (1280x800) and on a phone (390x844, scale 2, mobile and touch), in two
// windows of one browser, with the default names of bots ("Bot 2
// (greedy)"), and checks what a person sees: everything fits (fitScript),
// every name is whole, the hint lists exactly the legal moves, and Equi's
// Capture button is disabled, and looks it, when no capture is legal and
// until the cards of a legal capture are picked. It plays by clicking
// until the positions it needs (a set to lay in Boxes; in Equi a turn
// without a capture, then one with a few), opens the Boxes chooser, and
// with -update-screenshot writes the screenshots of docs/frontends.md.
func TestBrowserPageFits(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 100, maxGames: 10})
	bots := func(kinds ...string) []seatRequestJSON { // seat 0 a person's, and bots of the default names
		seats := []seatRequestJSON{{Player: human}}
		for _, k := range kinds {
			seats = append(seats, seatRequestJSON{Player: k})
		}
		return seats
	}
	bx := ts.create(t, createRequest{Game: "boxes", Deals: "8,6", Seed: "2024", Seats: bots("greedy", "ismcts", "greedy")})
	eq := ts.create(t, createRequest{Game: "equi", Seed: "29", Seats: bots("greedy", "ismcts", "random")})
	// Games of bots only, which end at once, for the spectators' page with
	// the result: Boxes, and Equi with its most seats.
	var ended []created
	for game, n := range map[string]int{"boxes": 4, "equi": 6} {
		var seats []seatRequestJSON
		for i := range n {
			seats = append(seats, seatRequestJSON{Player: []string{"greedy", "random"}[i%2]})
		}
		ended = append(ended, ts.create(t, createRequest{Game: game, Deals: map[string]string{"boxes": "5"}[game], Seed: "7", Seats: seats}))
	}
	first := browser(t)
	watchErrors(t, first)
	tabs := []context.Context{first}
	for range viewports[1:] {
		tab, cancel := chromedp.NewContext(first, chromedp.WithNewBrowserContext()) // a window of its own, never in the background
		t.Cleanup(cancel)
		tabs = append(tabs, tab)
	}
	each := func(f func(ctx context.Context, vp viewport)) {
		for i, vp := range viewports {
			f(tabs[i], vp)
		}
	}

	// The first page, for each game; Equi with its most seats.
	each(func(ctx context.Context, vp viewport) {
		require.NoError(t, chromedp.Do(ctx, vp.emulate(), chromedp.Navigate(ts.ts.URL+"/"), wait(`#seat-list li[data-seat="3"]`)))
		checkFits(t, ctx, vp, "the first page, Boxes")
		require.NoError(t, chromedp.Do(ctx,
			click(`#game-equi`),
			chromedp.SetValue(chromedp.CSS(`#players`), "6"),
			chromedp.Evaluate[chromedp.Void](`document.querySelector('#players').dispatchEvent(new Event('change', {bubbles: true}))`),
			wait(`#seat-list li[data-seat="5"]`)))
		checkFits(t, ctx, vp, "the first page, Equi")
	})
	// Every tab opens the person's seat, and only the first plays: the
	// others must not play the seat's lone forced moves for it (the page's
	// setting, on by default), or the first's clicks would race their moves.
	for _, ctx := range tabs[1:] {
		require.NoError(t, chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`localStorage.setItem('cardrules.autoForced', 'off')`)))
	}

	// The spectators' page of each game, over, with the result on top.
	each(func(ctx context.Context, vp viewport) {
		for _, c := range ended {
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+c.Table), wait(`#result`)))
			checkFits(t, ctx, vp, "the spectators' page of a game over")
		}
	})

	// Boxes: four moves clicked at least, then until the seat may lay a set.
	each(func(ctx context.Context, vp viewport) {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+bx.Seats[0].Link), wait(`body[data-version]`)))
	})
	var st pageState
	for moves := 0; ; moves++ {
		st = waitMyTurn(t, first)
		require.False(t, st.Over, "the seat never had a set to lay")
		if moves >= 4 && slices.ContainsFunc(st.Legal, func(m string) bool { return strings.Contains(m, "+") }) {
			break
		}
		playBoxes(t, first, st)
	}
	each(func(ctx context.Context, vp viewport) {
		waitVersion(t, ctx, st.Version)
		require.NoError(t, chromedp.Do(ctx, wait(`#hand .card.playable`)))
		checkFits(t, ctx, vp, "Boxes")
		checkNames(t, ctx, vp)
		checkBoxesHint(t, ctx, vp, st.Legal)
		sheet, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#score-body`)))
		require.NoError(t, err)
		assert.NotContains(t, sheet, "null", "the score sheet of a standard game shows no variant line")
		screenshot(t, ctx, vp, "web-boxes"+vp.suffix+".png")
	})
	// The chooser of the first card of a set, which has several moves
	// (alone, in the set, with or without the call), fits too.
	i := slices.IndexFunc(st.Legal, func(m string) bool { return strings.Contains(m, "+") })
	lead, _, _ := strings.Cut(st.Legal[i], "+")
	require.Greater(t, movesWith(st.Legal, lead), 1, "%v", st.Legal)
	each(func(ctx context.Context, vp viewport) {
		require.NoError(t, chromedp.Do(ctx, click(fmt.Sprintf(`#hand .card[data-card="%s"]`, lead)), wait(`#chooser`)))
		checkFits(t, ctx, vp, "Boxes, the chooser")
		require.NoError(t, chromedp.Do(ctx, click(`#chooser-cancel`), wait(`#prompt`)))
	})

	// Equi: a turn at which no capture is legal (the seat's first, with
	// this seed), then one with a few captures (its second).
	each(func(ctx context.Context, vp viewport) {
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+eq.Seats[0].Link), wait(`body[data-version]`)))
	})
	var captures []string
	for noCapture := false; ; {
		st = waitMyTurn(t, first)
		require.False(t, st.Over, "the seat never had both a turn without a capture and one with %d or fewer", equiHintMax)
		captures = slices.DeleteFunc(slices.Clone(st.Legal), func(m string) bool { return !strings.Contains(m, "=") })
		if noCapture && len(captures) > 0 && len(captures) <= equiHintMax {
			break
		}
		if noCapture || len(captures) > 0 {
			playEqui(t, first, st)
			continue
		}
		noCapture = true
		each(func(ctx context.Context, vp viewport) {
			waitVersion(t, ctx, st.Version)
			checkCaptureDisabled(t, ctx, vp, "no capture is legal")
			checkEquiHint(t, ctx, vp, st)
			n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#table .card.pickable').length`))
			require.NoError(t, err)
			assert.Zero(t, n, "%s: table cards can be picked when no capture is legal", vp.name)
			require.NoError(t, chromedp.Do(ctx, click(fmt.Sprintf(`#hand .card[data-card="%s"]`, st.Legal[0])), wait(`#trail:not([disabled])`)))
			checkCaptureDisabled(t, ctx, vp, "a hand card is picked and no capture is legal")
			checkFits(t, ctx, vp, "Equi, no capture")
		})
		require.NoError(t, chromedp.Do(first, click(`#trail`)))
		waitMoved(t, first, st.Version)
	}
	each(func(ctx context.Context, vp viewport) {
		waitVersion(t, ctx, st.Version)
		checkCaptureDisabled(t, ctx, vp, "nothing is picked")
		checkEquiHint(t, ctx, vp, st)
		require.NoError(t, chromedp.Do(ctx, append(pickEqui(captures[0]), wait(`#capture:not([disabled])`))...))
		assert.False(t, readCapture(t, ctx).Disabled)
		checkFits(t, ctx, vp, "Equi, a capture picked")
		checkNames(t, ctx, vp)
		screenshot(t, ctx, vp, "web-equi"+vp.suffix+".png")
	})
}
