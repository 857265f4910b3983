package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserKeyboardPlaysMauMauAndSwitch plays the first moves of a
// Mau-Mau game and a Switch game against two bots from the keyboard alone,
// through the page that plays Crazy Eights: a card, the chooser's suit
// after a card that names one (a jack in Mau-Mau, an ace in Switch, played
// whenever it is legal) or its choice of the last-card call, or Draw and
// Pass. At every turn the hint lists
// exactly the cards of the legal moves. Once the seat has a card to play
// after three moves, the table fits the window, every text has a contrast
// of 4.5:1 or more, and with -update-screenshot it is written to docs/img
// as web-mau-mau.png and web-switch.png. The rules page of each game is
// served and checked for contrast too.
func TestBrowserKeyboardPlaysMauMauAndSwitch(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 20, maxGames: 10})
	ctx := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+"/"), wait(`#setup`)))
	noAutoPlay(t, ctx)
	for _, tc := range []struct {
		game, title, wild string
	}{{"mau-mau", "Mau-Mau · 3 players", "J"}, {"switch", "Switch · 3 players", "A"}} {
		c := ts.create(t, createRequest{Game: tc.game, Seed: "9", Seats: []seatRequestJSON{{Name: "Ann", Player: human}, {Name: "Bob", Player: "greedy"}, {Name: "Cid", Player: "greedy"}}})
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+c.Seats[0].Link), wait(`body[data-version]`), chromedp.KeyEvent(kb.Tab)))
		title, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#title`)))
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(title, tc.title), "%s: the title is %q", tc.game, title)
		played, shot := 0, false
		for ; played < 8; played++ {
			st := waitMyTurn(t, ctx)
			if st.Over {
				break
			}
			checkCrazyHint(t, ctx, st.Legal)
			if !shot && played >= 3 && slices.ContainsFunc(st.Legal, func(m string) bool { return m != "draw" && m != "pass" }) {
				checkFits(t, ctx, viewports[0], tc.game)
				checkContrast(t, ctx, tc.game)
				screenshot(t, ctx, viewports[0], "web-"+tc.game+".png")
				shot = true
			}
			move := st.Legal[0]
			if i := slices.IndexFunc(st.Legal, func(m string) bool { return strings.HasPrefix(m, tc.wild) && strings.Contains(m, ":") }); i >= 0 {
				move = st.Legal[i]
			}
			switch {
			case move == "draw" || move == "pass":
				tabTo(t, ctx, fmt.Sprintf(`#actions button[data-move="%s"]`, move))
			default:
				// A card that names a suit, or that may carry the last-card
				// call ("KH!", "KH"), opens the chooser.
				cardOf := func(m string) string { return strings.TrimSuffix(strings.SplitN(m, ":", 2)[0], "!") }
				card := cardOf(move)
				tabTo(t, ctx, fmt.Sprintf(`#hand button.card[data-card="%s"]`, card))
				if slices.ContainsFunc(st.Legal, func(m string) bool { return m != move && cardOf(m) == card }) {
					require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter), wait(`#chooser`)))
					tabTo(t, ctx, fmt.Sprintf(`#chooser button[data-move="%s"]`, move))
				}
			}
			require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)), "%s: move %s", tc.game, move)
			waitMoved(t, ctx, st.Version)
		}
		assert.Equal(t, 8, played, tc.game)
		assert.True(t, shot, "%s: a turn with a card to play", tc.game)

		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+"/rules/"+tc.game), wait(`#rules h1`)))
		h1, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#rules h1`)))
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(h1, strings.SplitN(tc.title, " ·", 2)[0]+":"), "%s: the rules page's heading is %q", tc.game, h1)
		checkContrast(t, ctx, "the rules of "+tc.game)
	}
}
