package main

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserSetsUpTheVariants chooses each shipped variant on the first
// page (a Variant under Boxes and under Equi, Crazy Eights, Mau-Mau and
// Switch as games of their own),
// checks the rules line the page shows for it, starts the game and opens the
// seat's link: the page plays the variant (the title names it; for a
// variant of Boxes or Equi the score sheet says its rule).
func TestBrowserSetsUpTheVariants(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 20, maxGames: 10})
	ctx := browser(t)
	for _, tc := range []struct {
		radio, variant, selector string
		rules, title             string
	}{
		{`#game-boxes`, "jack-draws-two", `#boxes-variant`, "a Jack makes the next player draw two", "Boxes · jack-draws-two · deal 1 of 1"},
		{`#game-equi`, "sweep", `#equi-variant`, "a capture that clears the table scores a point", "Equi · sweep · 2 players"},
		{`#game-crazy-eights`, "", "", "Crazy Eights as OpenSpiel plays it", "Crazy Eights · 2 players"},
		{`#game-mau-mau`, "", "", "a jack goes on anything and names a suit", "Mau-Mau · 2 players"},
		{`#game-switch`, "", "", "a jack reverses the play", "Switch · 2 players"},
	} {
		actions := []chromedp.Action[chromedp.Void]{chromedp.Navigate(ts.ts.URL + "/"), wait(`#setup`), click(tc.radio)}
		if tc.selector != "" {
			actions = append(actions, wait(tc.selector),
				chromedp.SetValue(chromedp.CSS(tc.selector), tc.variant),
				chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector('%s').dispatchEvent(new Event('change', {bubbles: true}))`, tc.selector)))
		} else {
			actions = append(actions, wait(`#players-row`))
		}
		require.NoError(t, chromedp.Do(ctx, actions...))
		rules, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#rules-line`)))
		require.NoError(t, err)
		assert.Contains(t, rules, tc.rules, tc.radio)
		if tc.radio == `#game-crazy-eights` {
			// Two to five players: the choice of six is Equi's only.
			most, err := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#players option')].filter((o) => !o.hidden).map((o) => o.value).join(',')`))
			require.NoError(t, err)
			assert.Equal(t, "2,3,4,5", most)
		}
		if tc.radio == `#game-mau-mau` || tc.radio == `#game-switch` {
			most, err := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#players option')].filter((o) => !o.hidden).map((o) => o.value).join(',')`))
			require.NoError(t, err)
			assert.Equal(t, "2,3,4,5,6", most, tc.radio)
		}
		require.NoError(t, chromedp.Do(ctx,
			click(`#start`),
			// One person among bots goes straight to the table.
			wait(`body[data-version]`)))
		title, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#title`)))
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(title, tc.title), "%s: the title is %q", tc.radio, title)
		if tc.variant != "" {
			kept, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#variant-kept`)))
			require.NoError(t, err)
			assert.Contains(t, kept, tc.rules, tc.radio)
		}
	}
}

// crazyPage is what the tests read of the page's state in Crazy Eights.
type crazyPage struct {
	Suit      string `json:"suit"`      // the chip of the suit in force
	Direction string `json:"direction"` // the chip of the direction
	Stock     string `json:"stock"`     // the stock's label
	Counts    []int  `json:"counts"`    // the count on each other seat, by seat (-1 for the page's own)
	Hand      int    `json:"hand"`      // the cards of the page's hand
	View      struct {
		Suit       string `json:"suit"`
		Direction  string `json:"direction"`
		StockCount int    `json:"stockCount"`
		HandCounts []int  `json:"handCounts"`
	} `json:"view"`
}

// TestBrowserPlaysTheVariants plays a seeded game of each shipped variant
// against greedy bots by clicking, and checks what the page shows of the
// variant. jack-draws-two: the seat plays a Jack when it may, until the log
// says of a Jack that the next seat drew two. sweep: the seat clears the
// table when it may, until the log says a sweep and the score sheet gives the
// sweeps and the points the server counts. crazy-eights: the seat plays to
// the end, an 8 through the chooser of the suit at least once; at every turn
// the suit in force, the direction, the stock and the cards of every hand
// are those of the seat's view; every text has a contrast of 4.5:1 or more. With -update-screenshot it writes
// web-jack.png, web-sweep.png, web-crazy-eights.png and
// web-crazy-eights-phone.png to docs/img.
func TestBrowserPlaysTheVariants(t *testing.T) {
	ts := newTestServerWith(t, config{iterations: 20, maxGames: 10})
	greedy := func(n int) []seatRequestJSON {
		seats := []seatRequestJSON{{Name: "Ann", Player: human}}
		for _, name := range []string{"Bob", "Cid", "Dee", "Eve"}[:n-1] {
			seats = append(seats, seatRequestJSON{Name: name, Player: "greedy"})
		}
		return seats
	}
	first := browser(t)
	phone, cancel := chromedp.NewContext(first, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	// both checks what fits, in the desktop window and on a phone, and
	// takes the screenshots.
	both := func(link, name string, phoneShot bool) {
		checkFits(t, first, viewports[0], name)
		checkContrast(t, first, name)
		screenshot(t, first, viewports[0], name+".png")
		require.NoError(t, chromedp.Do(phone, viewports[1].emulate(), chromedp.Navigate(ts.ts.URL+link), wait(`body[data-version]`)))
		checkFits(t, phone, viewports[1], name)
		checkContrast(t, phone, name+" on a phone")
		if phoneShot {
			screenshot(t, phone, viewports[1], name+"-phone.png")
		}
	}
	logText := func(ctx context.Context) []string {
		items, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#log-list li')].map((e) => e.textContent)`))
		require.NoError(t, err)
		return items
	}

	t.Run("jack-draws-two", func(t *testing.T) {
		c := ts.create(t, createRequest{Game: "boxes", Variant: "jack-draws-two", Deals: "8,8", Seed: "5", Seats: greedy(4)})
		require.NoError(t, chromedp.Do(first, chromedp.Navigate(ts.ts.URL+c.Seats[0].Link), wait(`body[data-version]`)))
		// A Jack played, and the library's account of its effect: the next
		// seat draws two.
		jack := regexp.MustCompile(`^(You|Bob|Cid|Dee) plays? J[♣♦♥♠]$`)
		drewTwo := regexp.MustCompile(`^(You|Bob|Cid|Dee) draws? 2 cards`)
		jackDrew := func(items []string) bool {
			for i := 1; i < len(items); i++ {
				if jack.MatchString(items[i-1]) && drewTwo.MatchString(items[i]) {
					return true
				}
			}
			return false
		}
		for moves := 0; ; moves++ {
			st := waitMyTurn(t, first)
			require.False(t, st.Over, "no Jack made a seat draw two")
			if jackDrew(logText(first)) {
				break
			}
			require.Less(t, moves, 200)
			// A Jack alone first, else the first legal move.
			if i := slices.IndexFunc(st.Legal, func(m string) bool { return loneJack(m) && !strings.Contains(m, "+") }); i > 0 {
				st.Legal[0], st.Legal[i] = st.Legal[i], st.Legal[0]
			}
			playBoxes(t, first, st)
		}
		kept, err := chromedp.Run(first, chromedp.Text(chromedp.CSS(`#variant-kept`)))
		require.NoError(t, err)
		assert.Contains(t, kept, "a Jack makes the next player draw two")
		both(c.Seats[0].Link, "web-jack", false)
	})

	t.Run("sweep", func(t *testing.T) {
		c := ts.create(t, createRequest{Game: "equi", Variant: "sweep", Seed: "3", Seats: greedy(3)})
		tb := ts.tableOf(t, c.ID)
		require.NoError(t, chromedp.Do(first, chromedp.Navigate(ts.ts.URL+c.Seats[0].Link), wait(`body[data-version]`)))
		for moves := 0; ; moves++ {
			st := waitMyTurn(t, first)
			require.False(t, st.Over, "nobody swept the table")
			if slices.ContainsFunc(logText(first), func(l string) bool { return strings.Contains(l, " — a sweep: ") }) {
				break
			}
			require.Less(t, moves, 100)
			// A capture of the whole table first, else the first legal move.
			table := tb.equiState().Table().Len()
			if i := slices.IndexFunc(st.Legal, func(m string) bool {
				_, taken, ok := strings.Cut(m, "=")
				return ok && strings.Count(taken, "+")+1 == table
			}); i > 0 {
				st.Legal[0], st.Legal[i] = st.Legal[i], st.Legal[0]
			}
			playEqui(t, first, st)
		}
		s := tb.equiState()
		var want []string
		for seat, name := range []string{"Ann", "Bob", "Cid"} {
			want = append(want, fmt.Sprintf("%s %d", name, s.AddedScore(seat)))
		}
		added, err := chromedp.Run(first, chromedp.Text(chromedp.CSS(`#variant-added`)))
		require.NoError(t, err)
		assert.Equal(t, "Sweeps: "+strings.Join(want, ", ")+".", added)
		sheet, err := chromedp.Run(first, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#scores tbody tr')].map((r) => [...r.children].map((c) => c.textContent).join(' '))`))
		require.NoError(t, err)
		scores := tb.eq(t)
		for seat, name := range []string{"Ann", "Bob", "Cid"} {
			assert.Equal(t, fmt.Sprintf("%s %d %d %d %d", name, s.Hand(seat).Len(), s.Pile(seat).Len(), s.AddedScore(seat), scores[seat]), sheet[seat])
		}
		both(c.Seats[0].Link, "web-sweep", false)
	})

	t.Run("crazy-eights", func(t *testing.T) {
		// Seed 11 (found by playing seeds 1 to 40 with this test's moves on
		// the server's engine, engine 2's deals): the seat holds an 8 it may
		// play at its 8th turn. The eights counted below check it.
		c := ts.create(t, createRequest{Game: "crazy-eights", Seed: "11", Seats: greedy(4)})
		require.NoError(t, chromedp.Do(first, chromedp.Navigate(ts.ts.URL+c.Seats[0].Link), wait(`body[data-version]`)))
		eights, shot := 0, false
		for moves := 0; ; moves++ {
			st := waitMyTurn(t, first)
			if st.Over {
				break
			}
			require.Less(t, moves, 200)
			page, err := chromedp.Run(first, chromedp.Evaluate[crazyPage](`({
  suit: document.querySelector('#suit-in-force').textContent,
  direction: document.querySelector('#direction').textContent,
  stock: document.querySelector('.stock span').textContent,
  counts: app.msg.players.map((p, seat) => seat === app.msg.seat ? -1 : Number(document.querySelector('.pod[data-seat="' + seat + '"] .count').textContent)),
  hand: document.querySelectorAll('#hand .card').length,
  view: app.msg.view,
})`))
			require.NoError(t, err)
			v := page.View
			assert.Equal(t, map[string]string{"C": "♣clubs", "D": "♦diamonds", "H": "♥hearts", "S": "♠spades"}[v.Suit]+" in force", page.Suit)
			assert.Equal(t, map[string]string{"clockwise": "↻clockwise", "counterclockwise": "↺counterclockwise"}[v.Direction], page.Direction)
			assert.Equal(t, fmt.Sprintf("stock %d", v.StockCount), page.Stock)
			assert.Equal(t, v.HandCounts[0], page.Hand)
			for seat, n := range page.Counts {
				if seat != 0 {
					assert.Equal(t, v.HandCounts[seat], n, "seat %d", seat)
				}
			}
			checkCrazyHint(t, first, st.Legal)
			if !shot && moves >= 3 && slices.ContainsFunc(st.Legal, func(m string) bool { return m != "draw" && m != "pass" }) {
				both(c.Seats[0].Link, "web-crazy-eights", true)
				shot = true
			}
			playCrazy(t, first, st, &eights)
		}
		require.NoError(t, chromedp.Do(first, wait(`#result`)))
		line, err := chromedp.Run(first, chromedp.Text(chromedp.CSS(`#result-line`)))
		require.NoError(t, err)
		assert.Regexp(t, `^(Ann|Bob|Cid|Dee) wins with \d+ penalty points\.$|share the win`, line)
		assert.Positive(t, eights, "an 8 was played through the chooser")
		assert.True(t, shot, "a turn with a card to play")
		end := logText(first)
		assert.Regexp(t, `goe?s? out: the game ends(\. .* held .*)?$|The game ends: `, end[len(end)-1], "the game's end, with the hands left")
		// The spectators' page of the game over fits, with the result.
		for i, vp := range viewports {
			ctx := []context.Context{first, phone}[i]
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(ts.ts.URL+c.Table), wait(`#result`)))
			checkFits(t, ctx, vp, "the spectators' page of Crazy Eights over")
		}
	})
}

// eq returns each seat's result as the table's rules count it.
func (tb *table) eq(t *testing.T) (scores []int) {
	t.Helper()
	tb.locked(func(e engine) {
		s := e.(*equiSession).s
		scores = s.Rules().Score(s.State())
	})
	return scores
}

// checkCrazyHint checks that the hint of a Crazy Eights seat to move lists
// exactly the cards of legal, once each whatever the suit an 8 names.
func checkCrazyHint(t *testing.T, ctx context.Context, legal []string) {
	t.Helper()
	want := map[string]bool{}
	for _, m := range legal {
		if m != "draw" && m != "pass" {
			want[strings.TrimSuffix(strings.SplitN(m, ":", 2)[0], "!")] = true // a card with the last-card call is its card
		}
	}
	got := map[string]bool{}
	for _, o := range hintOptions(t, ctx) {
		got[o.Option] = true
		assert.True(t, strings.HasPrefix(o.Text, symbols(o.Option)), "option %s reads %q", o.Option, o.Text)
	}
	assert.Equal(t, want, got, "the hint lists these cards, and the legal moves are %v", legal)
}

// playCrazy plays a move of st by clicking: an 8 when one is legal and the
// seat has not played one yet (the card, then the chooser's suit), else the
// first legal move: the card, or the button that draws or passes. It waits
// until the page shows the next version.
func playCrazy(t *testing.T, ctx context.Context, st pageState, eights *int) {
	t.Helper()
	move := st.Legal[0]
	if i := slices.IndexFunc(st.Legal, func(m string) bool { return strings.HasPrefix(m, "8") }); i >= 0 && *eights == 0 {
		move = st.Legal[i]
	}
	var actions []chromedp.Action[chromedp.Void]
	switch {
	case move == "draw" || move == "pass":
		actions = append(actions, click(fmt.Sprintf(`button[data-move="%s"]`, move)))
	case strings.Contains(move, ":"):
		card, _, _ := strings.Cut(move, ":")
		actions = append(actions, click(fmt.Sprintf(`#hand .card[data-card="%s"]`, card)), wait(`#chooser`), click(fmt.Sprintf(`#chooser button[data-move="%s"]`, move)))
		*eights++
	default:
		actions = append(actions, click(fmt.Sprintf(`#hand .card[data-card="%s"]`, move)))
	}
	require.NoError(t, chromedp.Do(ctx, actions...), "move %s", move)
	waitMoved(t, ctx, st.Version)
}
