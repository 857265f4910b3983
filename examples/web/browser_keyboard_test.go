package main

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// contrastJS finds every visible text of the page whose contrast with its
// background is below 4.5:1 (WCAG 2's formula), and returns each as a line
// naming the element, its text, the ratio and the two colours. An
// element's background is read from it and its ancestors, each layer's
// colour and the colour stops of its gradient composed over the ones
// below, down to the white canvas; a gradient counts by its worst stop.
const contrastJS = `(() => {
  const parse = (c) => {
    const m = /rgba?\(([^)]*)\)/.exec(c);
    if (!m) return null;
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const over = (top, below) => [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3])).concat([1]);
  const backgrounds = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const bg = parse(cs.backgroundColor);
      const stops = (cs.backgroundImage.match(/rgba?\([^)]*\)/g) || []).map(parse);
      layers.push({ bg, stops });
      if ((bg && bg[3] === 1) || (stops.length && stops.every((s) => s[3] === 1))) break;
    }
    let under = [[255, 255, 255, 1]];
    for (const l of layers.reverse()) {
      if (l.bg && l.bg[3] > 0) under = under.map((c) => over(l.bg, c));
      if (l.stops.length) under = under.flatMap((c) => l.stops.map((s) => over(s, c)));
    }
    return under;
  };
  const name = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + [...e.classList].map((c) => '.' + c).join('');
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim();
    const control = el.matches('select, button, input[type=text], textarea');
    if (!own && !control) continue;
    const cs = getComputedStyle(el);
    if (!el.getClientRects().length || cs.visibility === 'hidden' || Number(cs.opacity) === 0) continue;
    const fg = parse(cs.color);
    for (const bg of backgrounds(el)) {
      const r = ratio(over(fg, bg), bg);
      if (r < 4.5) {
        let path = name(el);
        for (let p = el.parentElement; p && p !== document.body && path.length < 120; p = p.parentElement) if (p.id) { path = '#' + p.id + ' ' + path; break; }
        out.push(path + ' "' + (own || el.value || '').slice(0, 30) + '": ' + r.toFixed(2) + ':1, ' + cs.color + ' on rgb(' + bg.slice(0, 3).map(Math.round).join(', ') + ')');
        break;
      }
    }
  }
  return out;
})()`

// checkContrast fails naming every visible text of the page whose contrast
// with its background is below 4.5:1.
func checkContrast(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	low, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](contrastJS))
	require.NoError(t, err)
	assert.Empty(t, low, "%s: text below 4.5:1 contrast", where)
}

// noAutoPlay turns off, in the browser of ctx, which shows a page of the
// server, the setting that plays a lone forced move for the player: a
// test that plays every move of a seat, or stands for several people,
// plays those too.
func noAutoPlay(t *testing.T, ctx context.Context) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.setItem('cardrules.autoForced', 'off'), 'off'`))
	require.NoError(t, err)
}

// focused reports whether the element with the focus matches the CSS
// selector sel.
func focused(t *testing.T, ctx context.Context, sel string) bool {
	t.Helper()
	ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`!!document.activeElement && document.activeElement.matches(%q)`, sel)))
	require.NoError(t, err)
	return ok
}

// tabTo presses Tab until the element with the focus matches sel, and
// checks that the focus is visible there: an outline of 2 pixels or more.
func tabTo(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	for range 80 {
		if focused(t, ctx, sel) {
			outline, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => { const s = getComputedStyle(document.activeElement); return s.outlineStyle + ' ' + s.outlineWidth; })()`))
			require.NoError(t, err)
			style, width, _ := strings.Cut(outline, " ")
			assert.NotEqual(t, "none", style, "the focus on %s is not visible", sel)
			assert.NotContains(t, []string{"0px", "1px"}, width, "the focus on %s is hard to see", sel)
			return
		}
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab)))
	}
	t.Fatalf("Tab never reaches %s", sel)
}

// TestBrowserKeyboardPlaysBoxes plays a Boxes deal against three bots from
// the keyboard alone: Tab to the card or the button of the move, Enter or
// Space, and in the chooser Tab to the move's button; no click. Every move
// is the first legal one the seat is sent, so a move the keyboard cannot
// reach fails the test. The focus is visible wherever it goes, and every
// text of the page has a contrast of 4.5:1 or more: the set-up, the table,
// the chooser and the result.
func TestBrowserKeyboardPlaysBoxes(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 50, maxGames: 10})
	ctx := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+"/"), wait(`#setup`)))
	checkContrast(t, ctx, "the set-up")
	c := ts.create(t, createRequest{Game: "boxes", Deals: "8", Seed: "12", Seats: []seatRequestJSON{
		{Name: "Ann", Player: human}, {Player: "greedy"}, {Player: "greedy"}, {Player: "greedy"},
	}})
	noAutoPlay(t, ctx) // the lone forced moves too are played from the keyboard
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(ts.ts.URL+c.Seats[0].Link), wait(`body[data-version]`),
		// The first key gives the page the focus, as a person's would.
		chromedp.KeyEvent(kb.Tab)))
	moves, chosen := 0, 0
	for {
		st := waitMyTurn(t, ctx)
		if st.Over {
			break
		}
		require.Less(t, moves, 300, "the deal does not end")
		if moves == 0 {
			checkContrast(t, ctx, "the table")
		}
		move := st.Legal[0]
		key := kb.Enter
		if moves%2 == 1 {
			key = " "
		}
		if move == "draw" || move == "pass" {
			tabTo(t, ctx, fmt.Sprintf(`#actions button[data-move="%s"]`, move))
			require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(key)))
		} else {
			card := strings.FieldsFunc(move, func(r rune) bool { return r == '+' || r == '!' || r == ':' })[0]
			tabTo(t, ctx, fmt.Sprintf(`#hand button.card[data-card="%s"]`, card))
			if moves == 0 {
				screenshot(t, ctx, viewports[0], "web-keyboard.png")
			}
			require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(key)))
			if movesWith(st.Legal, card) > 1 {
				require.NoError(t, chromedp.Do(ctx, wait(`#chooser`)))
				if chosen == 0 {
					checkContrast(t, ctx, "the chooser")
				}
				chosen++
				tabTo(t, ctx, fmt.Sprintf(`#chooser button[data-move="%s"]`, move))
				require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)))
			}
		}
		waitMoved(t, ctx, st.Version)
		moves++
	}
	require.NoError(t, chromedp.Do(ctx, wait(`#result`)))
	checkContrast(t, ctx, "the result")
	tabTo(t, ctx, `#rematch`)
	t.Logf("%d moves from the keyboard, %d through the chooser", moves, chosen)
	assert.Positive(t, moves)
}

// TestBrowserDealSummaryAndReplay plays a match of two deals against three
// bots: at the end of the first the page shows every hand left, the deal's
// points and the match's, and the bots wait until the person continues
// (from the keyboard: the summary's button has the focus). The finished
// match is then replayed from its record, move by move with the arrow keys
// and the buttons. Every text of the summary, the spectators' page, the
// replay and the rules has a contrast of 4.5:1 or more. With
// -update-screenshot it writes web-deal-summary.png, web-deal-summary-phone.png
// and web-replay.png.
func TestBrowserDealSummaryAndReplay(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 50, maxGames: 10})
	ctx := browser(t)
	c := ts.create(t, createRequest{Game: "boxes", Deals: "3,2", Seed: "77", Seats: []seatRequestJSON{
		{Name: "Ann", Player: human}, {Name: "Bob", Player: "greedy"}, {Name: "Cid", Player: "greedy"}, {Name: "Dee", Player: "greedy"},
	}})
	tb := ts.tableOf(t, c.ID)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+c.Seats[0].Link), wait(`body[data-version]`)))
	for moves := 0; ; moves++ {
		require.Less(t, moves, 300, "the first deal does not end")
		require.NoError(t, chromedp.Do(ctx, wait(`body[data-myturn="1"]:not([data-busy]), body[data-summary="1"]`)))
		summary, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.body.dataset.summary === '1'`))
		require.NoError(t, err)
		if summary {
			break
		}
		playBoxes(t, ctx, waitMyTurn(t, ctx))
	}
	text, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#summary`)))
	require.NoError(t, err)
	assert.Contains(t, text, "Deal 1 of 2 is over")
	assert.Contains(t, text, "Next: deal 2 of 2, 2 cards each")
	for _, name := range []string{"Ann (you)", "Bob", "Cid", "Dee"} {
		assert.Contains(t, text, name)
	}
	tb.mu.Lock()
	held := tb.heldLocked()
	left := tb.eng.dealsOver()
	tb.mu.Unlock()
	assert.True(t, held, "the bots wait")
	assert.Equal(t, 1, left)
	shown, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#summary .left-hand .card').length`))
	require.NoError(t, err)
	assert.Positive(t, shown, "the hands left are shown")
	checkContrast(t, ctx, "the deal's summary")
	screenshot(t, ctx, viewports[0], "web-deal-summary.png")
	require.NoError(t, chromedp.Do(ctx, viewports[1].emulate()))
	checkFits(t, ctx, viewports[1], "the deal's summary")
	checkContrast(t, ctx, "the deal's summary on a phone")
	screenshot(t, ctx, viewports[1], "web-deal-summary-phone.png")
	require.NoError(t, chromedp.Do(ctx, viewports[0].emulate()))
	continueDeal(t, ctx)
	for {
		st := waitMyTurn(t, ctx)
		if st.Over {
			break
		}
		playBoxes(t, ctx, st)
	}
	require.NoError(t, chromedp.Do(ctx, wait(`#result #rematch`), wait(`#result #download`)))

	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+"/table/"+c.ID), wait(`body[data-over="1"]`)))
	checkContrast(t, ctx, "the spectators' page")

	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+"/replay?table="+c.ID), wait(`#replay-at`)))
	at := func() string {
		s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#replay-at`)))
		require.NoError(t, err)
		return s
	}
	tb.mu.Lock()
	total := tb.version
	tb.mu.Unlock()
	assert.Equal(t, fmt.Sprintf("move 0 of %d", total), at())
	require.NoError(t, chromedp.Do(ctx,
		chromedp.KeyEvent(kb.ArrowRight), wait(`body[data-version="1"]`),
		chromedp.KeyEvent(kb.ArrowRight), wait(`body[data-version="2"]`),
		chromedp.KeyEvent(kb.ArrowLeft), wait(`body[data-version="1"]`),
		click(`#replay-next`), wait(`body[data-version="2"]`)))
	for v := 3; v <= 12; v++ {
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight), wait(fmt.Sprintf(`body[data-version="%d"]`, v))))
	}
	assert.Equal(t, fmt.Sprintf("move 12 of %d", total), at())
	log, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#log-list li.move').length`))
	require.NoError(t, err)
	assert.Equal(t, 12, log, "the log shows the moves played so far")
	checkContrast(t, ctx, "the replay")
	screenshot(t, ctx, viewports[0], "web-replay.png")
	require.NoError(t, chromedp.Do(ctx, click(`#replay-last`), wait(`#result`)))

	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+"/rules/boxes"), wait(`#rules h1`)))
	checkContrast(t, ctx, "the rules")
}

// TestBrowserKeyboardPlaysEquiAndCrazyEights plays the first moves of an
// Equi game and a Crazy Eights game against a bot from the keyboard alone:
// in Equi Tab to each card of the capture (the table's, then the hand's)
// and Enter picks it, then Capture or Lay on the table; in Crazy Eights a
// card, the chooser's suit after an 8, or Draw and Pass.
func TestBrowserKeyboardPlaysEquiAndCrazyEights(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 20, maxGames: 10})
	ctx := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+"/"), wait(`#setup`)))
	noAutoPlay(t, ctx)
	cut := func(s string) []string {
		if s == "" {
			return nil
		}
		return strings.Split(s, "+")
	}
	for _, game := range []string{"equi", "crazy-eights"} {
		c := ts.create(t, createRequest{Game: game, Seed: "9", Seats: []seatRequestJSON{{Name: "Ann", Player: human}, {Player: "greedy"}}})
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+c.Seats[0].Link), wait(`body[data-version]`), chromedp.KeyEvent(kb.Tab)))
		played := 0
		for ; played < 6; played++ {
			st := waitMyTurn(t, ctx)
			if st.Over {
				break
			}
			move := st.Legal[0]
			switch {
			case game == "equi":
				played, taken, capture := strings.Cut(move, "=")
				for _, card := range cut(taken) {
					tabTo(t, ctx, fmt.Sprintf(`#table button.card[data-card="%s"]`, card))
					require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter), wait(fmt.Sprintf(`#table button.card[data-card="%s"][aria-pressed="true"]`, card))))
				}
				for _, card := range cut(played) {
					tabTo(t, ctx, fmt.Sprintf(`#hand button.card[data-card="%s"]`, card))
					require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(" "), wait(fmt.Sprintf(`#hand button.card[data-card="%s"][aria-pressed="true"]`, card))))
				}
				button := "#trail"
				if capture {
					button = "#capture"
				}
				tabTo(t, ctx, button)
			case move == "draw" || move == "pass":
				tabTo(t, ctx, fmt.Sprintf(`#actions button[data-move="%s"]`, move))
			default:
				card, _, named := strings.Cut(move, ":")
				tabTo(t, ctx, fmt.Sprintf(`#hand button.card[data-card="%s"]`, card))
				if named {
					require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter), wait(`#chooser`)))
					tabTo(t, ctx, fmt.Sprintf(`#chooser button[data-move="%s"]`, move))
				}
			}
			require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)), "%s: move %s", game, move)
			waitMoved(t, ctx, st.Version)
		}
		assert.Equal(t, 6, played, game)
	}
}
