package main

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserPlaysScopaAndEscoba plays the first moves of a Scopa game and
// an Escoba game against a bot through the page that plays Equi, by
// clicking: the cards of the first legal move, then Capture (once the sums
// light up: equal in Scopa, 15 with the played card in Escoba) or Lay on
// the table. The score sheet counts the sweeps; the table fits the window
// and every text has a contrast of 4.5:1 or more; the rules page of each
// game is served.
func TestBrowserPlaysScopaAndEscoba(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 20, maxGames: 10})
	ctx := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+"/"), wait(`#setup`)))
	noAutoPlay(t, ctx)
	for _, tc := range []struct{ game, title, sweeps string }{
		{"scopa", "Scopa · 2 players", "Scope"},
		{"escoba", "Escoba · 2 players", "Escobas"},
	} {
		c := ts.create(t, createRequest{Game: tc.game, Seed: "9", Seats: []seatRequestJSON{{Name: "Ann", Player: human}, {Name: "Bob", Player: "greedy"}}})
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+c.Seats[0].Link), wait(`body[data-version]`)))
		title, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#title`)))
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(title, tc.title), "%s: the title is %q", tc.game, title)
		sheet, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#score-body`)))
		require.NoError(t, err)
		assert.Contains(t, sheet, tc.sweeps, tc.game)
		played := 0
		for ; played < 6; played++ {
			st := waitMyTurn(t, ctx)
			if st.Over {
				break
			}
			if played == 2 {
				checkFits(t, ctx, viewports[0], tc.game)
				checkContrast(t, ctx, tc.game)
			}
			move := st.Legal[0]
			actions := pickEqui(move)
			if strings.Contains(move, "=") {
				actions = append(actions, wait(`#sums.equal`), click(`#capture`))
			} else {
				actions = append(actions, click(`#trail`))
			}
			require.NoError(t, chromedp.Do(ctx, actions...), "%s: move %s", tc.game, move)
			waitMoved(t, ctx, st.Version)
		}
		assert.Equal(t, 6, played, tc.game)

		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+"/rules/"+tc.game), wait(`#rules h1`)))
		h1, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#rules h1`)))
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(h1, strings.SplitN(tc.title, " ·", 2)[0]), "%s: the rules page's heading is %q", tc.game, h1)
	}
}
