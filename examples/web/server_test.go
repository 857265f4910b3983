package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/examples/variant"
)

// tableOf returns the table of a game.
func (ts *testServer) tableOf(t testing.TB, id string) *table {
	t.Helper()
	tb, ok := ts.table(id)
	require.True(t, ok, "no table %s", id)
	return tb
}

// locked runs f with the table's lock held, as the server does.
func (tb *table) locked(f func(e engine)) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	f(tb.eng)
}

// The engines of the three games.
type (
	boxesSession       = session[boxes.State, boxes.Move, boxes.View]
	equiSession        = session[equi.State, equi.Move, equi.View]
	crazyEightsSession = session[crazyeights.State, crazyeights.Move, crazyeights.View]
)

// crazyEightsState returns the position of a Crazy Eights table.
func (tb *table) crazyEightsState() (s crazyeights.State) {
	tb.locked(func(e engine) { s = e.(*crazyEightsSession).s.State() })
	return s
}

// boxesState returns the position of a Boxes table.
func (tb *table) boxesState() (s boxes.State) {
	tb.locked(func(e engine) { s = e.(*boxesSession).s.State() })
	return s
}

// equiState returns the position of an Equi table.
func (tb *table) equiState() (s equi.State) {
	tb.locked(func(e engine) { s = e.(*equiSession).s.State() })
	return s
}

// libraryView returns the JSON of the library's view of seat (the
// spectator's for seat -1) of the table's session.
func (tb *table) libraryView(t testing.TB, seat int) (data []byte) {
	t.Helper()
	var err error
	tb.locked(func(e engine) {
		switch e := e.(type) {
		case *boxesSession:
			data, err = json.Marshal(e.s.View(seat))
		case *equiSession:
			data, err = json.Marshal(e.s.View(seat))
		case *crazyEightsSession:
			data, err = json.Marshal(e.s.View(seat))
		}
	})
	require.NoError(t, err)
	return data
}

// record returns the text of the table's game record and its version: what
// a refused request must leave as it was.
func (tb *table) record() (rec string, version int) {
	tb.locked(func(e engine) {
		switch e := e.(type) {
		case *boxesSession:
			rec = e.s.Record().String()
		case *equiSession:
			rec = e.s.Record().String()
		case *crazyEightsSession:
			rec = e.s.Record().String()
		}
	})
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return rec, tb.version
}

// humans returns n seats for people.
func humans(n int) []seatRequestJSON {
	seats := make([]seatRequestJSON, n)
	for i := range seats {
		seats[i] = seatRequestJSON{Name: fmt.Sprintf("P%d", i), Player: human}
	}
	return seats
}

func TestEachSeatGetsTheLibrarysViewOfItsSeat(t *testing.T) {
	ts := newTestServer(t)
	for _, req := range []createRequest{
		{Game: "boxes", Seats: humans(4), Seed: "42"},
		{Game: "equi", Seats: humans(3), Seed: "42"},
	} {
		c := ts.create(t, req)
		tb := ts.tableOf(t, c.ID)
		for seat := range req.Seats {
			status, data := ts.do(t, "GET", "/api/seats/"+tokenOf(t, c, seat), "")
			require.Equal(t, http.StatusOK, status)
			m, v := decode(t, data)
			assert.Equal(t, seat, m.Seat)
			assert.Equal(t, seat, v.Seat)
			assert.JSONEq(t, string(tb.libraryView(t, seat)), string(m.View), "%s seat %d", req.Game, seat)
			if seat == v.Turn {
				assert.NotEmpty(t, m.Legal, "the seat to move is sent its legal moves")
			} else {
				assert.Empty(t, m.Legal, "seat %d is not to move", seat)
			}
		}
		status, data := ts.do(t, "GET", "/api/tables/"+c.ID, "")
		require.Equal(t, http.StatusOK, status)
		m, v := decode(t, data)
		assert.Equal(t, spectator, m.Seat)
		assert.Equal(t, spectator, v.Seat)
		assert.JSONEq(t, string(tb.libraryView(t, cards.Spectator)), string(m.View), "the library's spectator view")
		require.NotNil(t, v.Hand)
		assert.Equal(t, "{}", *v.Hand, "the spectators' view has no hand")
		assert.Empty(t, m.Legal)
	}
}

// TestNoResponseShowsAnotherSeatsCards plays whole games through the API, and
// after every move checks the raw bytes of every seat's answer and of the
// table's: no card of another hand that was never shown may appear in them.
func TestNoResponseShowsAnotherSeatsCards(t *testing.T) {
	ts := newTestServer(t)
	games := []createRequest{
		{Game: "boxes", Seats: humans(4), Deals: "8", Seed: "1"},
		{Game: "boxes", Seats: humans(4), Deals: "12", Seed: "2"},
		{Game: "boxes", Seats: humans(4), Deals: "4,2", Seed: "3"},
		{Game: "equi", Seats: humans(2), Seed: "4"},
		{Game: "equi", Seats: humans(3), Seed: "5"},
		{Game: "equi", Seats: humans(6), Seed: "6"},
		{Game: "boxes", Variant: "jack-draws-two", Seats: humans(4), Deals: "6", Seed: "7"},
		{Game: "equi", Variant: "sweep", Seats: humans(3), Seed: "8"},
		{Game: "crazy-eights", Seats: humans(2), Seed: "9"},
		{Game: "crazy-eights", Seats: humans(5), Seed: "10"},
	}
	for _, req := range games {
		game := req.Game
		if req.Variant != "" {
			game += "-" + req.Variant
		}
		t.Run(fmt.Sprintf("%s-%d-%s", game, len(req.Seats), req.Seed), func(t *testing.T) {
			c := ts.create(t, req)
			tb := ts.tableOf(t, c.ID)
			rng := rand.New(rand.NewPCG(7, uint64(len(req.Seats))))
			var shown cards.Set // Boxes: every card that was ever face up
			for moves := 0; ; moves++ {
				require.Less(t, moves, 3000, "the game does not end")
				hands, known := make([]cards.Set, len(req.Seats)), make([]cards.Set, len(req.Seats))
				turn := -1
				if req.Game == "boxes" {
					s := tb.boxesState()
					shown = shown.Union(s.Discards()).Add(s.Top())
					for seat := range hands {
						hands[seat] = s.Hand(seat)
						shown = shown.Union(s.LastHand(seat))
					}
					if _, m := s.LastMove(); m.Kind() == boxes.KindCard || m.Kind() == boxes.KindSet {
						shown = shown.Union(m.Cards())
					}
					turn = s.Turn()
				} else if req.Game == "crazy-eights" {
					s := tb.crazyEightsState()
					shown = shown.Union(s.Discards()).Add(s.Top())
					for seat := range hands {
						hands[seat] = s.Hand(seat)
					}
					turn = s.Turn()
				} else {
					s := tb.equiState()
					for seat := range hands {
						hands[seat], known[seat] = s.Hand(seat), s.Known(seat)
					}
					turn = s.Turn()
				}
				// hidden returns the cards seat may not see: the other hands'
				// cards that were never public; none once the game is over,
				// whose end the library's account tells with every hand.
				hidden := func(seat int) cards.Set {
					if turn < 0 {
						return 0
					}
					var h cards.Set
					for other := range hands {
						if other != seat {
							h = h.Union(hands[other].Minus(known[other]))
						}
					}
					return h.Minus(shown)
				}
				var move string
				for seat := range req.Seats {
					status, data := ts.do(t, "GET", "/api/seats/"+tokenOf(t, c, seat), "")
					require.Equal(t, http.StatusOK, status)
					leak := cardsIn(t, data).Intersect(hidden(seat))
					require.True(t, leak.Empty(), "move %d: seat %d is shown %v of other hands", moves, seat, leak)
					m, v := decode(t, data)
					require.NotNil(t, v.Hand)
					require.Equal(t, hands[seat].String(), *v.Hand)
					// A seat's view is the library's: it reads back, checked.
					if req.Game == "boxes" {
						r, err := variant.Boxes(req.Variant)
						require.NoError(t, err)
						// A view decodes under the rules it holds: one of
						// a match of r reads a view of r's variant.
						first, err := r.Start(cards.Deal{})
						require.NoError(t, err)
						bv := r.View(first, 0)
						require.NoError(t, json.Unmarshal(m.View, &bv))
						if seat == turn {
							// Greedy play, with a random move now and then,
							// ends the deals soon.
							mv, err := boxesbot.Greedy().Choose(bv)
							require.NoError(t, err)
							move = mv.String()
							if rng.IntN(4) == 0 {
								move = m.Legal[rng.IntN(len(m.Legal))]
							}
						}
					} else {
						var err error
						if req.Game == "equi" {
							r, verr := variant.Equi(req.Variant, 0)
							require.NoError(t, verr)
							_, err = r.UnmarshalView(m.View)
						} else {
							err = json.Unmarshal(m.View, new(crazyeights.View))
						}
						require.NoError(t, err)
						if seat == turn {
							move = m.Legal[rng.IntN(len(m.Legal))]
						}
					}
				}
				status, data := ts.do(t, "GET", "/api/tables/"+c.ID, "")
				require.Equal(t, http.StatusOK, status)
				leak := cardsIn(t, data).Intersect(hidden(spectator))
				require.True(t, leak.Empty(), "move %d: the table shows %v of the hands", moves, leak)
				sm, sv := decode(t, data)
				require.NotNil(t, sv.Hand)
				require.Equal(t, "{}", *sv.Hand, "the table shows no hand")
				require.Empty(t, sm.Legal, "the table lists no move")
				require.JSONEq(t, string(tb.libraryView(t, cards.Spectator)), string(sm.View), "the table's view is the library's spectator view")
				if turn < 0 {
					m, _ := decode(t, data)
					require.True(t, m.Over)
					require.NotNil(t, m.Result)
					return
				}
				status, data = ts.do(t, "POST", "/api/seats/"+tokenOf(t, c, turn)+"/moves", `{"move":"`+move+`"}`)
				require.Equal(t, http.StatusOK, status, "%s", data)
			}
		})
	}
}

func TestTokensAreEnforced(t *testing.T) {
	ts := newTestServer(t)
	// Dealer 3: seat 0, a person's, leads, and nobody moves while the
	// requests below are refused: the bots wait for seat 0.
	c := ts.create(t, createRequest{Game: "boxes", Seats: []seatRequestJSON{
		{Player: human}, {Player: "greedy"}, {Player: human}, {Player: "greedy"},
	}, Seed: "9", Dealer: 3})
	assert.Empty(t, c.Seats[1].Link, "a bot's seat has no link")
	good := tokenOf(t, c, 0)
	require.Equal(t, 0, ts.tableOf(t, c.ID).boxesState().Turn(), "seat 0 leads")
	before, version := ts.tableOf(t, c.ID).record()
	for _, tc := range []struct{ method, path, body string }{
		{"GET", "/api/seats/" + strings.ToLower(good), ""}, // tokens are case sensitive
		{"GET", "/api/seats/" + good[:len(good)-1], ""},
		{"GET", "/api/seats/" + good + "x", ""},
		{"GET", "/api/seats/" + c.ID, ""}, // the table's id opens no seat
		{"GET", "/api/seats/nope/events", ""},
		{"POST", "/api/seats/nope/moves", `{"move":"draw"}`},
		{"GET", "/api/seats/", ""},
		{"GET", "/api/seats/x/y/z", ""},
		{"POST", "/api/seats/moves", `{"move":"draw"}`},
		{"GET", "/api/tables/" + good, ""}, // a seat's token opens no table
		{"GET", "/api/tables/", ""},
		{"GET", "/api/tables/nope/events", ""},
		{"GET", "/play/" + c.ID, ""},
		{"GET", "/table/" + good, ""},
	} {
		status, data := ts.do(t, tc.method, tc.path, tc.body)
		assert.Equal(t, http.StatusForbidden, status, "%s %s", tc.method, tc.path)
		assert.NotContains(t, string(data), `"view"`, "%s %s", tc.method, tc.path)
		assert.True(t, cardsIn(t, data).Empty(), "%s %s: %s", tc.method, tc.path, data)
	}
	after, v := ts.tableOf(t, c.ID).record()
	assert.Equal(t, before, after)
	assert.Equal(t, version, v)

	for _, path := range []string{"/play/" + good, "/table/" + c.ID, "/"} {
		status, _ := ts.do(t, "GET", path, "")
		assert.Equal(t, http.StatusOK, status, path)
	}
}

func TestMovesThatAreRefusedChangeNothing(t *testing.T) {
	ts := newTestServer(t)
	// Seed 3, dealer 0: seat 1 leads; every seat is a person, so nothing
	// moves but the requests below.
	c := ts.create(t, createRequest{Game: "boxes", Seats: humans(4), Deals: "8", Seed: "3"})
	tb := ts.tableOf(t, c.ID)
	s := tb.boxesState()
	turn := s.Turn()
	mover, other := tokenOf(t, c, turn), tokenOf(t, c, (turn+1)%4)
	notHeld, _ := cards.Deck52.Minus(s.Hand(turn)).Min()
	legal := cards.Legal(boxes.Rules{}, s)[0].String()

	for _, tc := range []struct {
		name, token, body string
		status            int
		kind, reason      string
	}{
		{"card not held", mover, `{"move":"` + notHeld.String() + `"}`, 422, "illegal", "does not hold " + notHeld.String()},
		{"not notation", mover, `{"move":"QX"}`, 422, "syntax", `bad card "QX"`},
		{"a queen naming a suit", mover, `{"move":"QS:H"}`, 422, "syntax", "QS names no suit"},
		{"not its turn", other, `{"move":"` + legal + `"}`, 422, "turn", "turn, not yours"},
		{"stale page", mover, `{"move":"` + legal + `","version":7}`, 409, "stale", "the game is at move 0"},
		{"JSON cut short", mover, `{"move":`, 400, "json", "malformed JSON"},
		{"not JSON", mover, `draw`, 400, "json", "malformed JSON"},
		{"a number", mover, `{"move":5}`, 400, "json", "malformed JSON"},
		{"unknown member", mover, `{"move":"draw","seat":2}`, 400, "json", "unknown field"},
		{"two values", mover, `{"move":"draw"}{"move":"draw"}`, 400, "json", "after the JSON value"},
		{"no move", mover, `{}`, 400, "", `needs a "move"`},
		{"null", mover, `null`, 400, "", `needs a "move"`},
		{"too long", mover, `{"move":"` + strings.Repeat("a", maxBody) + `"}`, 413, "", "over"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before, version := tb.record()
			status, data := ts.do(t, "POST", "/api/seats/"+tc.token+"/moves", tc.body)
			assert.Equal(t, tc.status, status, "%s", data)
			var e apiError
			require.NoError(t, json.Unmarshal(data, &e), "%s", data)
			assert.Equal(t, tc.kind, e.Kind)
			assert.Contains(t, e.Error, tc.reason)
			assert.NotContains(t, string(data), `"view"`)
			after, v := tb.record()
			assert.Equal(t, before, after, "the game changed")
			assert.Equal(t, version, v)
			assert.Equal(t, s, tb.boxesState())
		})
	}

	// The same move, legal, is played once; sent again with the same
	// version it is stale.
	status, data := ts.do(t, "POST", "/api/seats/"+mover+"/moves", `{"move":"`+legal+`","version":0}`)
	require.Equal(t, http.StatusOK, status, "%s", data)
	m, _ := decode(t, data)
	assert.Equal(t, 1, m.Version)
	status, _ = ts.do(t, "POST", "/api/seats/"+mover+"/moves", `{"move":"`+legal+`","version":0}`)
	assert.Equal(t, http.StatusConflict, status)
}

func TestEquiMovesAreCheckedByTheLibrary(t *testing.T) {
	ts := newTestServer(t)
	// Seed 42, dealer 0, two players: seat 1 leads with {10C 10D QH KD},
	// and the table is {9H 9S QS AS} (as engine 2 deals it: checked below).
	// 10D takes 9S+AS (10 points), so no card may be laid on the table.
	c := ts.create(t, createRequest{Game: "equi", Seats: humans(2), Seed: "42"})
	tb := ts.tableOf(t, c.ID)
	s := tb.equiState()
	require.Equal(t, 1, s.Turn())
	require.Equal(t, "{10C 10D QH KD}", s.Hand(1).String())
	require.Equal(t, "{9H 9S QS AS}", s.Table().String())
	seat1 := "/api/seats/" + tokenOf(t, c, 1) + "/moves"
	before, _ := tb.record()
	for move, reason := range map[string]string{
		"10C":   "capturing is compulsory",
		"QH=QS": "rank Q is both played and taken",
		"KD=QS": "KD=QS",
		"AH=AS": "AH",
	} {
		status, data := ts.do(t, "POST", seat1, `{"move":"`+move+`"}`)
		assert.Equal(t, http.StatusUnprocessableEntity, status, move)
		assert.Contains(t, string(data), reason, move)
		after, _ := tb.record()
		assert.Equal(t, before, after, move)
	}

	// Lower case and any order are notation too.
	status, data := ts.do(t, "POST", seat1, `{"move":"10d=as+9s"}`)
	require.Equal(t, http.StatusOK, status, "%s", data)
	s = tb.equiState()
	assert.Equal(t, "{9H QS}", s.Table().String())
	assert.Equal(t, "{9S 10D AS}", s.Pile(1).String())
	assert.True(t, s.Hand(1).Contains(cards.SetOf(cards.New(cards.Ten, cards.Clubs), cards.New(cards.Queen, cards.Hearts), cards.New(cards.King, cards.Diamonds))))
	assert.Equal(t, 4, s.Hand(1).Len())
}

func TestCreateRefusesBadSettings(t *testing.T) {
	ts := newTestServer(t)
	for _, tc := range []struct {
		body   string
		status int
		reason string
	}{
		{`{"game":"chess","seats":[]}`, 422, "chess"},
		{`{"game":"boxes","seats":[{"player":"human"}]}`, 422, "want 4 seats"},
		{`{"game":"equi","seats":[{"player":"human"}]}`, 422, "want 2 to 6 seats"},
		{`{"game":"equi","players":3,"seats":[{"player":"human"},{"player":"human"}]}`, 422, "players is 3"},
		{`{"game":"equi","deals":"8","seats":[{"player":"human"},{"player":"human"}]}`, 422, "setting of boxes"},
		{`{"game":"equi","seats":[{"player":"human"},{"player":"wizard"}]}`, 422, "wizard"},
		{`{"game":"equi","seats":[{"player":"human","name":"a\nb"},{"player":"human"}]}`, 422, "control characters"},
		{`{"game":"boxes","deals":"99","seats":[{"player":"human"},{"player":"human"},{"player":"human"},{"player":"human"}]}`, 422, "99"},
		{`{"game":"boxes","dealer":5,"seats":[{"player":"human"},{"player":"human"},{"player":"human"},{"player":"human"}]}`, 422, "dealer"},
		{`{"game":"equi","seed":"-1","seats":[{"player":"human"},{"player":"human"}]}`, 422, "seed"},
		{`{"game":"equi","seats":[{"player":"human"},{"player":"human"}],"extra":true}`, 400, "unknown field"},
		{`{"game":`, 400, "malformed"},
		{`{"game":"boxes","variant":"sweep","seats":[{"player":"human"},{"player":"human"},{"player":"human"},{"player":"human"}]}`, 422, `\"sweep\" is not a variant of boxes`},
		{`{"game":"equi","variant":"jack-draws-two","seats":[{"player":"human"},{"player":"human"}]}`, 422, `\"jack-draws-two\" is not a variant of equi`},
		{`{"game":"equi","variant":"Sweep","seats":[{"player":"human"},{"player":"human"}]}`, 422, `\"Sweep\" is not a variant of equi`},
		{`{"game":"boxes","variant":"crazy-eights","seats":[{"player":"human"},{"player":"human"},{"player":"human"},{"player":"human"}]}`, 422, `a game of its own`},
		{`{"game":"crazy-eights","seats":[{"player":"human"}]}`, 422, "want 2 to 5 seats"},
		{`{"game":"crazy-eights","seats":[{"player":"human"},{"player":"human"},{"player":"human"},{"player":"human"},{"player":"human"},{"player":"human"}]}`, 422, "want 2 to 5 seats"},
		{`{"game":"crazy-eights","variant":"sweep","seats":[{"player":"human"},{"player":"human"}]}`, 422, "it has none"},
		{`{"game":"crazy-eights","deals":"8","seats":[{"player":"human"},{"player":"human"}]}`, 422, "setting of boxes"},
		{`{"game":"crazy-eights","dealer":2,"seats":[{"player":"human"},{"player":"human"}]}`, 422, "dealer"},
	} {
		status, data := ts.do(t, "POST", "/api/games", tc.body)
		assert.Equal(t, tc.status, status, "%s: %s", tc.body, data)
		assert.Contains(t, string(data), tc.reason, tc.body)
	}
	ts.mu.Lock()
	defer ts.mu.Unlock()
	assert.Empty(t, ts.tables)
	assert.Empty(t, ts.seats)
}

// addGame sets up and adds a game as a request from client would.
func addGame(t testing.TB, s *server, req createRequest, client string) (*table, []string, error) {
	t.Helper()
	g, eng, err := s.setUp(req, client)
	require.NoError(t, err)
	return s.add(g, eng)
}

func TestAFullServerForgetsTheGameThatEndedFirst(t *testing.T) {
	now := time.Unix(1e9, 0)
	s := newServer(config{maxGames: 2, iterations: 10, logf: t.Logf, now: func() time.Time { return now }})
	t.Cleanup(s.close)
	req := createRequest{Game: "equi", Seats: humans(2), Seed: "1"}
	a, tokensA, err := addGame(t, s, req, "a")
	require.NoError(t, err)
	now = now.Add(time.Second)
	b, _, err := addGame(t, s, req, "b")
	require.NoError(t, err)

	// End game a by playing it out; b is now the one idle the longest.
	now = now.Add(time.Second)
	for {
		a.mu.Lock()
		e := a.eng.(*equiSession).s
		turn := e.ToMove()
		over := turn < 0
		var move string
		if !over {
			move = e.View(turn).AppendLegal(nil)[0].String()
		}
		a.mu.Unlock()
		if over {
			break
		}
		require.NoError(t, a.playHuman(turn, move, nil))
	}
	c, _, err := addGame(t, s, req, "c")
	require.NoError(t, err)
	_, ok := s.table(a.id)
	assert.False(t, ok, "the finished game is forgotten")
	_, ok = s.seat(tokensA[0])
	assert.False(t, ok, "with its tokens")
	_, err = s.cfg.store.load(context.Background(), a.id)
	assert.ErrorIs(t, err, errNoGame, "and its record")
	for _, tb := range []*table{b, c} {
		_, ok = s.table(tb.id)
		assert.True(t, ok)
	}

	// Full, and no game has ended: the one idle the longest goes, b.
	d, _, err := addGame(t, s, req, "d")
	require.NoError(t, err)
	_, ok = s.table(b.id)
	assert.False(t, ok, "the game idle the longest is freed")
	for _, tb := range []*table{c, d} {
		_, ok = s.table(tb.id)
		assert.True(t, ok)
	}
}

// TestBotsPlayWholeGames lets bots play every seat, and reads the table's
// events to the end.
func TestBotsPlayWholeGames(t *testing.T) {
	ts := newTestServer(t)
	for _, req := range []createRequest{
		{Game: "boxes", Deals: "4,2", Seed: "11", Seats: []seatRequestJSON{{Player: "random"}, {Player: "greedy"}, {Player: "ismcts"}, {Player: "greedy"}}},
		{Game: "equi", Seed: "12", Seats: []seatRequestJSON{{Player: "ismcts"}, {Player: "random"}, {Player: "greedy"}}},
		{Game: "equi", Variant: "sweep", Seed: "13", Seats: []seatRequestJSON{{Player: "ismcts"}, {Player: "greedy"}}},
		{Game: "crazy-eights", Seed: "14", Seats: []seatRequestJSON{{Player: "ismcts"}, {Player: "random"}, {Player: "greedy"}}},
	} {
		c := ts.create(t, req)
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		var last clientMessage
		err := ts.stream(ctx, "/api/tables/"+c.ID+"/events", func(data []byte) bool {
			last, _ = decode(t, data)
			return !last.Over && last.Error == ""
		})
		cancel()
		require.NoError(t, err)
		require.Empty(t, last.Error)
		require.True(t, last.Over, req.Game)
		require.NotNil(t, last.Result)
		assert.Len(t, last.History, last.Version, "every move is in the log")
		switch {
		case req.Game == "equi" && req.Variant == "":
			sum := 0
			for _, n := range last.Result.Scores {
				sum += n
			}
			assert.Equal(t, equi.DeckSize, sum)
		case req.Game == "boxes":
			assert.Len(t, last.Deals, 2)
		default:
			assert.Len(t, last.Result.Scores, len(req.Seats))
			assert.NotEmpty(t, last.Result.Winners)
		}
	}
}

// TestCloseEndsBotsAndStreams closes a server with bots waiting for their
// turn, bots pausing before a move, and event streams open.
func TestCloseEndsBotsAndStreams(t *testing.T) {
	ts := newTestServerWith(t, config{botDelay: time.Hour, maxGames: 10, iterations: 10})
	s := ts.server
	// Seat 1 leads: its bot pauses for an hour; the others wait their turn.
	ts.create(t, createRequest{Game: "boxes", Seed: "3", Seats: []seatRequestJSON{{Player: "greedy"}, {Player: "greedy"}, {Player: "random"}, {Player: "ismcts"}}})
	c := ts.create(t, createRequest{Game: "equi", Seed: "3", Seats: []seatRequestJSON{{Player: human}, {Player: "greedy"}}})

	streamed := make(chan error, 1)
	opened := make(chan struct{})
	go func() {
		streamed <- ts.stream(context.Background(), "/api/seats/"+tokenOf(t, c, 0)+"/events", func([]byte) bool {
			select {
			case <-opened:
			default:
				close(opened)
			}
			return true
		})
	}()
	<-opened

	closed := make(chan struct{})
	go func() {
		s.close()
		close(closed)
	}()
	select {
	case <-closed:
	case <-time.After(30 * time.Second): // a safety net: close returns at once
		t.Fatal("close does not return: a bot goroutine is still running")
	}
	require.NoError(t, <-streamed, "the event stream ends cleanly")
}
