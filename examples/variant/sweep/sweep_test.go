package sweep_test

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/examples/variant/sweep"
	"github.com/cardrules/cardrules/scoring"
)

// deal is a two-player deal, dealer 1 and seat 0 to move: seat 0's whole
// hand (6+6+10+10 = 32 points) can take the whole table (8+8+8+8), and
// 10C+6C the two cards 8C+8D.
const deal = "6C,6D,10C,10D/6H,6S,7C,7D -/- 8C,8D,8H,8S " +
	"7H,7S,9C,9D,9H,9S,10H,10S,JC,JD,JH,JS,QC,QD,QH,QS,KC,KD,KH,KS,AC,AD,AH,AS 1 0 0/0/0 - -"

// play reads the position text, plays the move under the sweep rules and
// returns the position after it.
func play(t *testing.T, text, move string) equi.State {
	t.Helper()
	r := sweep.Rules(2)
	s, err := r.ParseState(text)
	require.NoError(t, err)
	m, err := r.ParseMove(move)
	require.NoError(t, err)
	s, err = r.Apply(s, m)
	require.NoError(t, err)
	return s
}

// TestSweepScoresAPoint: a capture that clears the table scores a point,
// on top of the points of the cards captured (64).
func TestSweepScoresAPoint(t *testing.T) {
	s := play(t, deal, "6C+6D+10C+10D=8C+8D+8H+8S")
	assert.True(t, s.Table().Empty())
	assert.Equal(t, 1, s.AddedScore(0))
	assert.Equal(t, []int{64 + 1, 0}, sweep.Rules(2).Score(s))
	assert.Equal(t, 4+8, s.Held(0), "the cards held, which the standard game counts")
	assert.Equal(t, 64+1, sweep.Rules(2).View(s, 1).Score(0), "the result, as any seat sees it")
	// docs/notation.md, "Equi positions", shows this position.
	const text = "7H,7S,9C,9D/6H,6S,7C,7D 6C,6D,8C,8D,8H,8S,10C,10D/- - 9H,9S,10H,10S,JC,JD,JH,JS,QC,QD,QH,QS,KC,KD,KH,KS,AC,AD,AH,AS 1 1 1/0/0 0 0:6C+6D+10C+10D=8C+8D+8H+8S/4/- 0,0,0,0/1,0/0"
	assert.Equal(t, text, s.String())
}

// TestNoSweepWhenCardsRemain: a capture that leaves cards on the table
// scores only the points of its cards (10+6+8+8 = 32).
func TestNoSweepWhenCardsRemain(t *testing.T) {
	s := play(t, deal, "10C+6C=8C+8D")
	assert.Equal(t, 2, s.Table().Len())
	assert.Equal(t, 0, s.AddedScore(0))
	assert.Equal(t, []int{32, 0}, sweep.Rules(2).Score(s))
}

// TestTrailIsNoSweep: a trail never scores, even after a sweep.
func TestTrailIsNoSweep(t *testing.T) {
	s := play(t, deal, "6C+6D+10C+10D=8C+8D+8H+8S")
	s, err := sweep.Rules(2).Apply(s, equi.Trail(card(t, "6H")))
	require.NoError(t, err)
	assert.Equal(t, []int{1, 0}, []int{s.AddedScore(0), s.AddedScore(1)})
}

// places returns where every card of s is: the hands, the piles, the table
// and the stock, read from the position text (whose fourth field is the
// stock), so that the contract check sees the cards the variant moves.
func places(s equi.State) []cards.Set {
	out := []cards.Set{s.Table()}
	for i := range s.Players() {
		out = append(out, s.Hand(i), s.Pile(i))
	}
	var stock cards.Set
	if f := strings.Fields(s.String()); len(f) > 3 && f[3] != "-" {
		for c := range strings.SplitSeq(f[3], ",") {
			k, _ := cards.ParseCard(c)
			stock = stock.Add(k)
		}
	}
	return append(out, stock)
}

// TestContract runs the contract check of package cards over
// contractGames random games of the variant, 2 to 6 players: card
// conservation, Apply pure, every legal move applies and others are
// refused, the views, Sample, the fast paths (RandomMove gives the move
// Apply of a drawn index would), termination, and session records resumed
// from text and JSON as the variant.
func TestContract(t *testing.T) {
	for players := 2; players <= 6; players++ {
		t.Run(strconv.Itoa(players)+" players", func(t *testing.T) {
			t.Parallel()
			contract(t, players, contractGames/5)
		})
	}
}

// contract runs the contract check on games games of the variant for the
// given number of players.
func contract(t *testing.T, players, games int) {
	{
		r := sweep.Rules(players)
		cardstest.Check[equi.State, equi.Move, equi.View](t, r, cardstest.Config[equi.State, equi.Move]{
			Start: func(seed uint64) (equi.State, error) {
				return r.Start(cards.Deal{Dealer: int(seed % uint64(players)), Seed: seed})
			},
			Cards:    places,
			Deck:     cards.Deck36,
			Games:    games,
			MaxMoves: r.MaxGameMoves(),
		})
	}
}

// TestBots plays the variant between equibot's Greedy and ISMCTS through
// bot.Simulate: every game ends, its scores are the variant's, and some
// game scores a sweep.
func TestBots(t *testing.T) {
	r := sweep.Rules(2)
	sim := bot.Simulation[equi.State, equi.Move, equi.View]{
		Game: r,
		Start: func(game int, seed uint64) (equi.State, error) {
			return r.Start(cards.Deal{Dealer: game % 2, Seed: seed})
		},
		Players: func(_ int, seed uint64) ([]bot.Player[equi.View, equi.Move], error) {
			return []bot.Player[equi.View, equi.Move]{equibot.Greedy(), equibot.NewISMCTS(r, 30, seed)}, nil
		},
		Games:   20,
		Seed:    14,
		Workers: 1,
	}
	results, err := bot.Simulate(context.Background(), sim)
	require.NoError(t, err)
	require.Len(t, results, sim.Games)
	sweeps := 0
	for _, res := range results {
		assert.NotEqual(t, equi.EndNone, res.Final.End())
		assert.Equal(t, r.Score(res.Final), res.Scores)
		sweeps += res.Final.AddedScore(0) + res.Final.AddedScore(1)
	}
	assert.Positive(t, sweeps, "no game of the run had a sweep")
}

// TestRecordReplays plays a game through a Session, writes its record as
// text and as JSON, and resumes both under the variant's rules to the
// identical final position and result; the standard rules refuse it.
func TestRecordReplays(t *testing.T) {
	r := sweep.Rules(3)
	g, err := cards.NewSession(r, cards.Deal{Seed: 42}, "Ann", "Bob", "Cid")
	require.NoError(t, err)
	p := bot.NewRandom[equi.View, equi.Move](7)
	for g.ToMove() >= 0 {
		m, err := p.Choose(g.View(g.ToMove()))
		require.NoError(t, err)
		require.NoError(t, g.Play(m))
	}
	rec := g.Record()
	v, _ := rec.Get("Variant")
	assert.Equal(t, "sweep", v)
	sc, _ := rec.Get("Scoring")
	assert.Equal(t, "points", sc)
	score := r.Score(g.State())
	want := make([]string, len(score))
	for i, n := range score {
		want[i] = strconv.Itoa(n)
	}
	assert.True(t, strings.HasPrefix(g.Result(), strings.Join(want, " ")+", "), "the result is the variant's score: %s", g.Result())
	assert.Equal(t, scoring.Winners(score, scoring.HigherWins), g.Winners(), "the most points win")

	fromText, err := cards.ParseRecord(rec.String())
	require.NoError(t, err)
	data, err := json.Marshal(rec)
	require.NoError(t, err)
	var fromJSON cards.Record
	require.NoError(t, json.Unmarshal(data, &fromJSON))
	for name, rr := range map[string]*cards.Record{"text": fromText, "JSON": &fromJSON} {
		again, err := cards.Resume(r, rr)
		require.NoError(t, err, name)
		assert.Equal(t, g.State(), again.State(), name)
		assert.Equal(t, g.Result(), again.Result(), name)
		assert.Equal(t, r, again.Rules(), name)
	}

	_, err = cards.Resume(equi.Rules{}, rec)
	require.ErrorIs(t, err, cards.ErrInvalidRules)
	assert.Equal(t, `equi: invalid rules: the record is of variant "sweep", and these rules play the standard game`, err.Error())
}

// card parses a card.
func card(t *testing.T, text string) cards.Card {
	c, err := cards.ParseCard(text)
	require.NoError(t, err)
	return c
}
