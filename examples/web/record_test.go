package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// oldRecords are games as the server stored them before cards.Record, with
// the hands the server of then (commit f8022c9) held after their moves.
var oldRecords = []struct {
	game   string
	record string
	moves  []string
	hands  []string
}{
	{
		game:   "boxes",
		record: `{"game":"boxes","rules":{"wildEightsNines":false,"bigSets":false,"strictPairs":false,"twoDraw":"chain+1","fiveSelf":false,"playDrawn":false,"pairAnswersTwo":false,"lastCardEffects":false,"upcardEffects":false,"deals":"2,1","maxMoves":0},"dealer":2,"seed":"5","names":["P0","P1","P2","P3"],"moves":[],"result":null}`,
		moves:  []string{"draw", "draw", "6S", "draw", "4S", "QS", "draw", "draw", "draw", "draw", "draw", "draw", "8S:S", "draw", "7S", "draw", "draw", "draw", "draw", "draw", "draw", "draw", "5S", "AS", "2S", "draw", "draw", "draw", "3S+3H!", "AH", "5H", "QH", "4H", "7H", "9H:H", "8H:C", "draw", "4C", "9C+9D!:S", "9S:S"},
		hands:  []string{"{6D 10D 10H KC}", "{3D JH KD KH}", "{3C 6H 10C JD}", "{2D 8D JS QC QD AC}"},
	},
	{
		game:   "equi",
		record: `{"game":"equi","rules":{"players":3,"noRankBan":false,"voluntaryTrail":false,"recycleByFour":false,"noProgressRounds":0,"maxMoves":0},"dealer":1,"seed":"6","names":["P0","P1","P2"],"moves":[],"result":null}`,
		moves:  []string{"7D+QD=10C", "7C+AD=8C", "JH+KC=QC+QS", "AS", "8H", "10S", "8S", "9H+9S=8S+10S", "KD+KH=8H", "6D", "AC", "8D=6D+AC+AS", "6C", "10D", "JC", "7H+7S+JS=6C+10D", "6H", "9C", "10H"},
		hands:  []string{"{9D JD AH}", "{6S QH KS}", "{6C 7D 7H 7S 10C 10D JS QD}"},
	},
}

// hands returns the hands of an engine's position.
func hands(e engine) []string {
	var out []string
	switch e := e.(type) {
	case *boxesSession:
		for seat := range e.s.Rules().Seats() {
			out = append(out, e.s.State().Hand(seat).String())
		}
	case *equiSession:
		for seat := range e.s.Rules().Seats() {
			out = append(out, e.s.State().Hand(seat).String())
		}
	case *crazyEightsSession:
		for seat := range e.s.Rules().Seats() {
			out = append(out, e.s.State().Hand(seat).String())
		}
	}
	return out
}

// TestOldStoredGamesResume: a game stored before engine 2, in the games'
// own record JSON of before cards.Record or in the library's record JSON
// without an Engine tag, resumes with engine 1's shuffles to the position
// it reached then, with the same names. A restarted server restores them
// beside a game of now (stored with Engine "2"), logs nothing, and serves
// them: a person plays a move in the old Boxes match.
func TestOldStoredGamesResume(t *testing.T) {
	ctx := context.Background()
	var mu sync.Mutex
	var logs []string
	st := newMemStore()
	cfg := config{maxGames: 10, iterations: 10, hosts: []string{"games.test"}, store: st, logf: func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		logs = append(logs, fmt.Sprintf(format, args...))
	}}
	s := newServer(cfg)

	// A game of now, stored as a cards.Record of engine 2, with no move
	// and no result.
	status, data := serve(s.handler(), "POST", "/api/games", `{"game":"equi","seed":"6","seats":[{"player":"human"},{"player":"human"},{"player":"human"}]}`, "192.0.2.1")
	require.Equal(t, http.StatusCreated, status, "%s", data)
	var c created
	require.NoError(t, json.Unmarshal(data, &c))
	g, err := st.load(ctx, c.ID)
	require.NoError(t, err)
	var rec cards.Record
	require.NoError(t, json.Unmarshal(g.Record, &rec), "%s", g.Record)
	assert.Empty(t, rec.Moves)
	_, hasResult := rec.Get("Result")
	assert.False(t, hasResult, "a stored deal has no result: %s", g.Record)
	game, _ := rec.Get("Game")
	assert.Equal(t, "equi", game)
	tag, _ := rec.Get("Engine")
	assert.Equal(t, "2", tag)
	s.close()

	var old []*storedGame
	for _, tc := range oldRecords {
		players := make([]string, len(tc.hands))
		for i := range players {
			players[i] = human
		}
		old = append(old, &storedGame{ID: "old-" + tc.game, Game: tc.game, Record: json.RawMessage(tc.record), Players: players, Moves: tc.moves})
	}
	// The old Equi game as a cards.Record of before the Engine tag.
	old = append(old, &storedGame{ID: "untagged", Game: "equi", Players: []string{human, human, human}, Moves: oldRecords[1].moves,
		Record: json.RawMessage(`{"tags":[{"name":"Game","value":"equi"},{"name":"Players","value":"3"},{"name":"Dealer","value":"1"},{"name":"Seed","value":"6"},{"name":"Seat0","value":"P0"},{"name":"Seat1","value":"P1"},{"name":"Seat2","value":"P2"}],"moves":[]}`)})
	for _, g := range old {
		g.Hashes = make([]string, len(g.Players))
		for seat := range g.Hashes {
			g.Hashes[seat] = tokenHash(g.ID + "-" + strconv.Itoa(seat))
		}
	}
	for i, g := range old {
		tc := oldRecords[min(i, 1)]
		e, err := s.engine(g, g.Moves)
		require.NoError(t, err, g.ID)
		assert.Equal(t, tc.hands, hands(e), g.ID)
		assert.Equal(t, []string{"P0", "P1", "P2", "P3"}[:len(g.Players)], e.names(), g.ID)
		require.NoError(t, st.create(ctx, g))
	}

	s2 := newServer(cfg)
	t.Cleanup(s2.close)
	n, err := s2.restore(ctx)
	require.NoError(t, err, "the store's games are listed")
	assert.Equal(t, len(old)+1, n, "every game is resumed")
	mu.Lock()
	assert.Empty(t, logs)
	mu.Unlock()

	// The server serves an old game: a person plays a move in the Boxes
	// match (the Equi game is over: no progress).
	h := s2.handler()
	tb, ok := s2.table("old-boxes")
	require.True(t, ok)
	turn := -1
	tb.locked(func(e engine) { turn = e.turn() })
	require.GreaterOrEqual(t, turn, 0)
	seat := "/api/seats/old-boxes-" + strconv.Itoa(turn)
	var v struct {
		Legal []string `json:"legal"`
	}
	status, data = serve(h, "GET", seat, "", "192.0.2.1")
	require.Equal(t, http.StatusOK, status, "%s", data)
	require.NoError(t, json.Unmarshal(data, &v))
	require.NotEmpty(t, v.Legal)
	status, data = serve(h, "POST", seat+"/moves", `{"move":"`+v.Legal[0]+`"}`, "192.0.2.1")
	assert.Equal(t, http.StatusOK, status, "%s", data)
}

// TestOldRecordsWithUnknownRulesAreRefused: an option the game does not
// know is refused, not dropped.
func TestOldRecordsWithUnknownRulesAreRefused(t *testing.T) {
	s := newServer(config{iterations: 10, maxGames: 10, logf: t.Logf})
	t.Cleanup(s.close)
	for _, tc := range []struct{ record, reason string }{
		{`{"game":"equi","rules":{"players":3,"jokers":true},"dealer":1,"seed":"6","names":[],"moves":[],"result":null}`, "no option of equi"},
		{`{"game":"equi","rules":{"players":3},"dealer":1,"seed":"6","names":[],"moves":[],"result":null,"extra":1}`, "unknown field"},
		{`{"game":"boxes","rules":{"players":3},"dealer":1,"seed":"6","names":[],"moves":[],"result":null}`, `not "equi"`},
		{`{"game":"equi","rules":{"players":[3]},"dealer":1,"seed":"6","names":[],"moves":[],"result":null}`, "rule Players"},
	} {
		_, err := s.engine(&storedGame{ID: "x", Game: "equi", Record: json.RawMessage(tc.record), Players: []string{human, human, human}}, nil)
		require.Error(t, err, tc.record)
		assert.Contains(t, err.Error(), tc.reason, tc.record)
	}
}

// TestBadStoredRecordsAreRefused: a stored record that is not a record of
// the game does not resume.
func TestBadStoredRecordsAreRefused(t *testing.T) {
	s := newServer(config{iterations: 10, maxGames: 10, logf: t.Logf})
	t.Cleanup(s.close)
	for _, tc := range []struct{ record, reason string }{
		{`{"tags":[{"name":"Game","value":"boxes"},{"name":"Engine","value":"2"}],"moves":[]}`, `the record's Game tag is "boxes", not "equi"`},
		{`{"tags":[{"name":"Game","value":"equi"},{"name":"Engine","value":"two"}],"moves":[]}`, `tag Engine is "two"`},
		{`[]`, "record"},
	} {
		_, err := s.engine(&storedGame{ID: "x", Game: "equi", Record: json.RawMessage(tc.record), Players: []string{human, human, human}}, nil)
		require.Error(t, err, tc.record)
		assert.Contains(t, err.Error(), tc.reason, tc.record)
	}
}

// TestTheLogSaysWhatEachMoveMadeHappen plays whole games between greedy
// bots on the engine and checks every move's entry in the spectators'
// history against the hands' sizes in their views: each seat's hand
// changes by the cards drawn (and in Equi taken back from the pile) that
// the entry gives, less the cards the move played.
func TestTheLogSaysWhatEachMoveMadeHappen(t *testing.T) {
	s := newServer(config{iterations: 10, maxGames: 10, logf: t.Logf})
	t.Cleanup(s.close)
	for _, req := range []createRequest{
		{Game: "boxes", Deals: "6,3", Seed: "8", Seats: []seatRequestJSON{{Player: "greedy"}, {Player: "greedy"}, {Player: "greedy"}, {Player: "greedy"}}},
		{Game: "equi", Seed: "9", Seats: []seatRequestJSON{{Player: "greedy"}, {Player: "greedy"}, {Player: "greedy"}}},
	} {
		_, e, err := s.setUp(req, "x")
		require.NoError(t, err)
		counts := func() ([]int, gameView) {
			gv, err := e.snapshot(spectator)
			require.NoError(t, err)
			var v struct {
				HandCounts []int `json:"handCounts"`
			}
			require.NoError(t, json.Unmarshal(gv.View, &v))
			return v.HandCounts, gv
		}
		before, _ := counts()
		drawn, moves := 0, 0
		for ; e.turn() >= 0; moves++ {
			require.Less(t, moves, 5000)
			text, err := botMove(e)
			require.NoError(t, err)
			after, gv := counts()
			require.Len(t, gv.History, moves+1)
			last := gv.History[moves]
			require.Equal(t, text, last.Move)
			played := 0
			switch req.Game {
			case "boxes":
				if n := len(gv.Deals); n > 0 && gv.Deals[n-1].Moves == moves+1 {
					before = after // a new deal is dealt
					continue
				}
				mv, err := e.(*boxesSession).s.Rules().ParseMove(text)
				require.NoError(t, err)
				played = mv.Cards().Len()
			case "equi":
				mv, err := e.(*equiSession).s.Rules().ParseMove(text)
				require.NoError(t, err)
				played = mv.Played().Len()
			}
			// The cards each seat drew, as the story tells them: drawn, a
			// penalty, taken back from the pile.
			drew := make([]int, len(before))
			for _, e := range last.Story {
				if e.Kind == cards.EventDraw || e.Kind == cards.EventPenalty {
					drew[e.Seat] += e.Count
				}
			}
			for seat := range before {
				want := before[seat] + drew[seat]
				if seat == last.Seat {
					want -= played
				}
				require.Equal(t, want, after[seat], "%s move %d (%s): seat %d", req.Game, moves+1, text, seat)
				drawn += drew[seat]
			}
			before = after
		}
		assert.Positive(t, drawn, "%s: cards were drawn", req.Game)
		t.Logf("%s: %d moves, %d cards drawn", req.Game, moves, drawn)
	}
}
