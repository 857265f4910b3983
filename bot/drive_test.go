package bot_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
)

type c8Player = bot.Player[c8View, c8Move]

func c8Session(t *testing.T, seed uint64) *cards.Session[c8State, c8Move, c8View] {
	t.Helper()
	s, err := cards.NewSession(crazy8s{}, cards.Deal{Dealer: 1, Seed: seed})
	require.NoError(t, err)
	return s
}

// With a bot at every seat, Drive plays the game Play plays with the same
// players, to its end, and tells played of every move in order.
func TestDriveBotsOnly(t *testing.T) {
	for seed := range uint64(20) {
		s := c8Session(t, seed)
		start := s.State()
		var seen []cards.Turn[c8Move]
		n, err := bot.Drive(context.Background(), s, []c8Player{bot.NewRandom[c8View, c8Move](seed), bot.NewRandom[c8View, c8Move](seed + 1)},
			func(seat int, m c8Move) error {
				seen = append(seen, cards.Turn[c8Move]{Seat: seat, Move: m})
				return nil
			})
		require.NoError(t, err)
		final, moves, err := bot.Play(crazy8s{}, start, []c8Player{bot.NewRandom[c8View, c8Move](seed), bot.NewRandom[c8View, c8Move](seed + 1)}, 0)
		require.NoError(t, err)
		assert.Equal(t, -1, s.ToMove())
		assert.Equal(t, final, s.State())
		assert.Equal(t, moves, n)
		assert.Equal(t, s.History(), seen)
	}
}

// With a person at seat 0, Drive plays seat 1's moves only and stops each
// time seat 0 must move; a call at the person's turn plays nothing.
func TestDriveStopsForAPerson(t *testing.T) {
	s := c8Session(t, 3) // dealer 1: seat 0 leads
	players := []c8Player{nil, bot.Greedy[c8View, c8Move]{Score: playable}}
	n, err := bot.Drive(context.Background(), s, players, nil)
	require.NoError(t, err)
	assert.Zero(t, n, "the person leads")
	assert.Empty(t, s.History())
	for turns := 0; s.ToMove() >= 0; turns++ {
		require.Equal(t, 0, s.ToMove())
		require.NoError(t, s.Play(s.View(0).AppendLegal(nil)[0]))
		before := len(s.History())
		n, err := bot.Drive(context.Background(), s, players, nil)
		require.NoError(t, err)
		for _, turn := range s.History()[before:] {
			assert.Equal(t, 1, turn.Seat)
		}
		assert.Equal(t, before+n, len(s.History()))
		require.Less(t, turns, 200)
	}
}

// Bad calls play nothing; a failing bot, a refused move, an error of
// played and an ended context stop Drive with the moves before kept.
func TestDriveErrors(t *testing.T) {
	random := bot.NewRandom[c8View, c8Move](1)
	t.Run("config", func(t *testing.T) {
		_, err := bot.Drive[c8State, c8Move, c8View](context.Background(), nil, []c8Player{random, random}, nil)
		assert.ErrorIs(t, err, bot.ErrConfig)
		_, err = bot.Drive(context.Background(), &cards.Session[c8State, c8Move, c8View]{}, []c8Player{random, random}, nil)
		assert.ErrorIs(t, err, bot.ErrConfig)
		s := c8Session(t, 1)
		n, err := bot.Drive(context.Background(), s, []c8Player{random}, nil)
		assert.ErrorIs(t, err, bot.ErrConfig)
		assert.Zero(t, n)
		assert.Empty(t, s.History())
	})
	t.Run("bot fails", func(t *testing.T) {
		s := c8Session(t, 1)
		broken := errors.New("broken")
		failing := bot.PlayerFunc[c8View, c8Move](func(c8View) (c8Move, error) { return c8Move{}, broken })
		n, err := bot.Drive(context.Background(), s, []c8Player{failing, random}, nil)
		assert.ErrorIs(t, err, broken)
		var be *bot.Error
		require.ErrorAs(t, err, &be)
		assert.Equal(t, 0, be.Seat)
		assert.Zero(t, n)
		assert.Empty(t, s.History())
	})
	t.Run("illegal move", func(t *testing.T) {
		s := c8Session(t, 1)
		cheat := bot.PlayerFunc[c8View, c8Move](func(v c8View) (c8Move, error) {
			return c8Move{Card: cards.Deck52.Minus(v.hand).Minus(v.pile).Remove(v.top).Cards()[0]}, nil // a card it does not hold
		})
		before := s.State()
		_, err := bot.Drive(context.Background(), s, []c8Player{cheat, random}, nil)
		assert.ErrorIs(t, err, cards.ErrIllegalMove)
		var be *bot.Error
		require.ErrorAs(t, err, &be)
		assert.NotNil(t, be.Move)
		assert.Equal(t, before, s.State())
		assert.Empty(t, s.History())
	})
	t.Run("played fails", func(t *testing.T) {
		s := c8Session(t, 1)
		stop := errors.New("stop")
		n, err := bot.Drive(context.Background(), s, []c8Player{random, random}, func(int, c8Move) error { return stop })
		assert.Same(t, stop, err)
		assert.Equal(t, 1, n)
		assert.Len(t, s.History(), 1)
	})
	t.Run("context", func(t *testing.T) {
		s := c8Session(t, 1)
		ctx, cancel := context.WithCancel(context.Background())
		n, err := bot.Drive(ctx, s, []c8Player{random, random}, func(int, c8Move) error { cancel(); return nil })
		assert.ErrorIs(t, err, context.Canceled)
		assert.Equal(t, 1, n)
		assert.Len(t, s.History(), 1)
	})
}
