package bot_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

func TestPlayPlaysAWholeGame(t *testing.T) {
	g := tricks{seats: 4, hand: 3, last: 2}
	start := g.deal(5)
	var asked []int
	// Each player records the seat of the view it gets; each plays its
	// lowest card.
	players := make([]trickPlayer, 4)
	for seat := range players {
		players[seat] = bot.PlayerFunc[trickView, cards.Card](func(v trickView) (cards.Card, error) {
			asked = append(asked, seat)
			require.Equal(t, seat, v.Seat(), "player %d is given its own view", seat)
			return v.AppendLegal(nil)[0], nil
		})
	}
	end, n, err := bot.Play(g, start, players, 0)
	require.NoError(t, err)
	assert.Equal(t, 12, n)
	assert.True(t, cards.Over(g, end))
	assert.Equal(t, 4, sumPoints(end), "two tricks of 1 and the last of 2")
	assert.Len(t, asked, 12)
	assert.Equal(t, []int{0, 1, 2, 3}, asked[:4], "seat 0 leads the first trick")
}

func sumPoints(s trickState) int {
	total := 0
	for _, p := range s.points {
		total += int(p)
	}
	return total
}

func TestPlayErrors(t *testing.T) {
	g := tricks{seats: 2, hand: 3, last: 1}
	start := trickState{hands: [4]cards.Set{set("2S 3S 4S"), set("QS KS AS")}, top: cards.NoCard, left: 3}
	random := bot.NewRandom[trickView, cards.Card](1)
	boom := errors.New("boom")
	failing := bot.PlayerFunc[trickView, cards.Card](func(trickView) (cards.Card, error) { return 0, boom })
	cheating := bot.PlayerFunc[trickView, cards.Card](func(v trickView) (cards.Card, error) {
		return card("AS"), nil // seat 1's card
	})

	end, n, err := bot.Play(g, start, []trickPlayer{failing, random}, 0)
	require.ErrorIs(t, err, boom)
	assert.Equal(t, start, end)
	assert.Zero(t, n)
	var e *bot.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, bot.Error{Op: "play", Seat: 0, Err: boom}, *e)

	end, _, err = bot.Play(g, start, []trickPlayer{cheating, random}, 0)
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	assert.Equal(t, start, end, "the refused move changed nothing")
	require.ErrorAs(t, err, &e)
	assert.Equal(t, 0, e.Seat)
	assert.Equal(t, card("AS"), e.Move)
	assert.Contains(t, err.Error(), "bot: play for seat 0, move AS: ")

	end, n, err = bot.Play(g, start, []trickPlayer{random, random}, 3)
	require.ErrorIs(t, err, cards.ErrMoveLimit)
	assert.Equal(t, 3, n)
	assert.Equal(t, 3, end.hands[0].Len()+end.hands[1].Len(), "6 cards dealt, 3 played")

	// A player of this package names itself.
	end, _, err = bot.Play(g, start, []trickPlayer{bot.Greedy[trickView, cards.Card]{}, random}, 0)
	require.ErrorIs(t, err, bot.ErrConfig)
	assert.Equal(t, start, end)
	assert.EqualError(t, err, "bot: greedy for seat 0: invalid player settings: Score is nil")

	_, _, err = bot.Play(g, start, []trickPlayer{random}, 0)
	assert.ErrorIs(t, err, bot.ErrConfig, "fewer players than seats")
	_, _, err = bot.Play(g, start, []trickPlayer{random, nil}, 0)
	assert.ErrorIs(t, err, bot.ErrConfig, "no player for seat 1")
	_, _, err = bot.Play[trickState, cards.Card, trickView](nil, start, []trickPlayer{random, random}, 0)
	assert.ErrorIs(t, err, bot.ErrConfig, "no game")
}

// equiInPlace is equi.Rules seen from outside the module: a game bot does
// not name, with an ApplyTo that counts its calls.
type equiInPlace struct {
	equi.Rules
	calls *int
}

func (g equiInPlace) ApplyTo(s *equi.State, m equi.Move) error {
	*g.calls++
	return g.Rules.ApplyTo(s, m)
}

func equiRandomPlayers(players int, seed uint64) []bot.Player[equi.View, equi.Move] {
	out := make([]bot.Player[equi.View, equi.Move], players)
	for seat := range out {
		out[seat] = bot.NewRandom[equi.View, equi.Move](seed + uint64(seat))
	}
	return out
}

// A game of another module with an ApplyTo has its moves applied through
// it, and plays the same game as this module's rules applied directly.
func TestPlayAppliesInPlaceThroughAnotherGamesApplyTo(t *testing.T) {
	r := equi.Rules{Players: 3}
	start, err := r.Start(cards.Deal{Dealer: 1, Seed: 42})
	require.NoError(t, err)
	want, wantMoves, err := bot.Play(r, start, equiRandomPlayers(3, 7), 0)
	require.NoError(t, err)

	calls := 0
	g := equiInPlace{Rules: r, calls: &calls}
	got, moves, err := bot.Play[equi.State, equi.Move, equi.View](g, start, equiRandomPlayers(3, 7), 0)
	require.NoError(t, err)
	assert.Equal(t, want, got)
	assert.Equal(t, wantMoves, moves)
	assert.Equal(t, moves, calls, "every move through the game's ApplyTo")
	assert.True(t, cards.Over(r, got))
}

// Play keeps the position in one allocation per call, and allocates
// nothing per move: a game of 4-player Equi (a dozen moves or more) between
// players that allocate nothing costs one allocation, applied in place
// through equi.Rules.ApplyTo, and so does a game of a kind bot does not
// know with no ApplyTo and no RandomView (the tricks game, through Apply,
// its view listing its moves into the Random's buffer).
func TestPlayAllocatesOnePositionPerGame(t *testing.T) {
	r := equi.Rules{Players: 4}
	start, err := r.Start(cards.Deal{Seed: 9})
	require.NoError(t, err)
	players := equiRandomPlayers(4, 1)
	// The rules as interfaces out of the measure: converting them
	// allocates at the call.
	var g cards.HiddenGame[equi.State, equi.Move, equi.View] = r
	_, moves, err := bot.Play(g, start, players, 0)
	require.NoError(t, err)
	require.Greater(t, moves, 10)
	allocs := testing.AllocsPerRun(20, func() {
		if _, _, err := bot.Play(g, start, players, 0); err != nil {
			t.Fatal(err)
		}
	})
	assert.Equal(t, 1.0, allocs, "equi")

	tg := tricks{seats: 2, hand: 6, last: 2}
	p := bot.NewRandom[trickView, cards.Card](1)
	tp := []trickPlayer{p, p}
	var tgame cards.HiddenGame[trickState, cards.Card, trickView] = tg
	ts := tg.deal(3)
	_, _, err = bot.Play(tgame, ts, tp, 0) // the Random's buffer, once
	require.NoError(t, err)
	allocs = testing.AllocsPerRun(20, func() {
		if _, _, err := bot.Play(tgame, ts, tp, 0); err != nil {
			t.Fatal(err)
		}
	})
	// trickView.AppendLegal lists into the Random's buffer, so the 12
	// moves of a game allocate nothing: Play's position is the one
	// allocation.
	assert.Equal(t, 1.0, allocs, "tricks")
}
