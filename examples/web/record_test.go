package main

import (
	"encoding/json"
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

// TestOldStoredRecordsResume resumes games stored in the form of the
// games' own record JSON, before cards.Record: they reach the positions
// they reached then, with the same names, and a game stored now in the
// library's form reaches the same.
func TestOldStoredRecordsResume(t *testing.T) {
	s := newServer(config{iterations: 10, maxGames: 10, logf: t.Logf})
	t.Cleanup(s.close)
	for _, tc := range oldRecords {
		t.Run(tc.game, func(t *testing.T) {
			players := make([]string, len(tc.hands))
			for i := range players {
				players[i] = human
			}
			old := &storedGame{ID: "old", Game: tc.game, Record: json.RawMessage(tc.record), Players: players}
			e, err := s.engine(old, tc.moves)
			require.NoError(t, err)
			assert.Equal(t, tc.hands, hands(e))
			assert.Equal(t, []string{"P0", "P1", "P2", "P3"}[:len(players)], e.names())

			// The same game set up now is stored as a cards.Record.
			req := createRequest{Game: tc.game, Seats: humans(len(players)), Seed: map[string]string{"boxes": "5", "equi": "6"}[tc.game],
				Dealer: map[string]int{"boxes": 2, "equi": 1}[tc.game], Deals: map[string]string{"boxes": "2,1"}[tc.game]}
			g, _, err := s.setUp(req, "x")
			require.NoError(t, err)
			var rec cards.Record
			require.NoError(t, json.Unmarshal(g.Record, &rec), "%s", g.Record)
			assert.Empty(t, rec.Moves)
			_, hasResult := rec.Get("Result")
			assert.False(t, hasResult, "a stored deal has no result: %s", g.Record)
			game, _ := rec.Get("Game")
			assert.Equal(t, tc.game, game)
			now, err := s.engine(g, tc.moves)
			require.NoError(t, err)
			assert.Equal(t, tc.hands, hands(now))
		})
	}
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
		{`{"tags":[{"name":"Game","value":"boxes"}],"moves":[]}`, "equi"},
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
			text, err := e.think(e.turn())()
			require.NoError(t, err)
			_, err = e.play(text)
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
			for seat := range before {
				want := before[seat] + last.Drew[seat]
				if seat == last.Seat {
					want += last.Recycled - played
				}
				require.Equal(t, want, after[seat], "%s move %d (%s): seat %d", req.Game, moves+1, text, seat)
				drawn += last.Drew[seat]
			}
			before = after
		}
		assert.Positive(t, drawn, "%s: cards were drawn", req.Game)
		t.Logf("%s: %d moves, %d cards drawn", req.Game, moves, drawn)
	}
}
