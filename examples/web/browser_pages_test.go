package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserStartPage checks the start page's words: Boxes follows the
// suit only (rule B1), and the first seat has no name until the person
// gives one (the server then names it "Player 1", never "You").
func TestBrowserStartPage(t *testing.T) {
	ts := newTestServer(t)
	ctx := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+"/"), wait(`#seat-list li[data-seat="0"] input`)))
	line, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#rules-line`)))
	require.NoError(t, err)
	assert.Contains(t, line, "lay a card of the suit in force (rank never matches")
	assert.NotContains(t, line, "or the rank")
	seat0, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(() => { const i = document.querySelector('#seat-list li[data-seat="0"] input'); return [i.value, i.placeholder]; })()`))
	require.NoError(t, err)
	assert.Equal(t, []string{"", "your name"}, seat0)
	// One person against bots lands at the table, in the seat.
	require.NoError(t, chromedp.Do(ctx, click(`#start`), wait(`body[data-version]`)))
	seat, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[location.pathname.split('/')[1], document.querySelector('#mine .me .name').textContent]`))
	require.NoError(t, err)
	assert.Equal(t, []string{"play", "Player 1"}, seat)
}

// TestBrowserErrorPages shows a person what went wrong in words: a link
// that opens no game gets a page that says why, and a move made while the
// server is down says that it was not played.
func TestBrowserErrorPages(t *testing.T) {
	ts := newTestServer(t)
	ctx := browser(t)
	vp := viewports[0]
	require.NoError(t, chromedp.Do(ctx, vp.emulate(), chromedp.Navigate(ts.ts.URL+"/play/NoSuchSeat"), wait(`#gone h1`)))
	text, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#gone`)))
	require.NoError(t, err)
	assert.Contains(t, text, "This link opens no game")
	assert.Contains(t, text, "the game may have ended")
	assert.Contains(t, text, "start one yourself")
	assert.NotContains(t, text, "NoSuchSeat", "the page repeats nothing of the link")
	checkContrast(t, ctx, "the page of a link that opens nothing")
	screenshot(t, ctx, vp, "web-link-gone.png")

	// Seed 3, dealer 0: seat 1 leads a Boxes deal of 8 cards.
	c := ts.create(t, createRequest{Game: "boxes", Seats: humans(4), Deals: "8", Seed: "3"})
	noAutoPlay(t, ctx)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+"/play/"+tokenOf(t, c, 1))))
	st := waitMyTurn(t, ctx)
	require.NotEmpty(t, st.Legal)
	ts.server.close()
	ts.ts.CloseClientConnections()
	ts.ts.Close()
	move := st.Legal[0]
	if move == "draw" || move == "pass" {
		require.NoError(t, chromedp.Do(ctx, click(fmt.Sprintf(`button[data-move="%s"]`, move))))
	} else {
		card := strings.FieldsFunc(move, func(r rune) bool { return r == '+' || r == '!' || r == ':' })[0]
		require.NoError(t, chromedp.Do(ctx, click(fmt.Sprintf(`#hand .card[data-card="%s"]`, card))))
		if movesWith(st.Legal, card) > 1 {
			require.NoError(t, chromedp.Do(ctx, click(fmt.Sprintf(`#chooser button[data-move="%s"]`, move))))
		}
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.querySelector('#toast').textContent.includes('server cannot be reached')`)))
	toast, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#toast`)))
	require.NoError(t, err)
	assert.Equal(t, "Your move was not played: the server cannot be reached. Check your connection, or wait for the server to be back, and try again.", toast)
	assert.NotContains(t, toast, "Failed to fetch")
	checkContrast(t, ctx, "the page of a move while the server is down")
	screenshot(t, ctx, vp, "web-server-down.png")
}
