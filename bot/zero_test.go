package bot_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/zerotest"
)

// Every exported function and method takes zero values (a zero view, nil
// players, games and receivers) without a panic, and gives the documented
// zero result or an error.
func TestZeroValues(t *testing.T) {
	var (
		v   c8View
		e   *bot.Error
		rnd *bot.Random[c8View, c8Move]
		ism *bot.ISMCTS[c8State, c8Move, c8View]
		tr  *bot.Tournament
	)
	config := func(err error) { assert.ErrorIs(t, err, bot.ErrConfig) }
	zerotest.Run(t, ".", zerotest.Calls{
		"Drive": func() {
			_, err := bot.Drive[c8State, c8Move, c8View](context.Background(), nil, nil, nil)
			config(err)
			_, err = bot.Drive(context.Background(), &cards.Session[c8State, c8Move, c8View]{}, nil, nil)
			config(err)
		},
		"Error.Error":  func() { assert.Equal(t, "<nil>", e.Error()); assert.NotEmpty(t, (&bot.Error{}).Error()) },
		"Error.Unwrap": func() { assert.Nil(t, e.Unwrap()) },
		"GameSeed":     func() { assert.Equal(t, bot.GameSeed(0, 0), bot.GameSeed(0, 0)) },
		"Greedy.Choose": func() {
			_, err := bot.Greedy[c8View, c8Move]{}.Choose(v)
			config(err)
		},
		"ISMCTS.Analyze": func() {
			_, err := ism.Analyze(v)
			config(err)
			_, err = (&bot.ISMCTS[c8State, c8Move, c8View]{}).Analyze(v)
			config(err)
		},
		"ISMCTS.Choose": func() { _, err := ism.Choose(v); config(err) },
		"NewRandom":     func() { assert.NotNil(t, bot.NewRandom[c8View, c8Move](0)) },
		"NewTournament": func() { _, err := bot.NewTournament(0, nil, 0); config(err) },
		"Play": func() {
			_, _, err := bot.Play[c8State, c8Move, c8View](nil, c8State{}, nil, 0)
			config(err)
		},
		"PlayerFunc.Choose": func() {
			_, err := bot.PlayerFunc[c8View, c8Move](nil).Choose(v)
			config(err)
		},
		"Random.Choose": func() {
			_, err := rnd.Choose(v)
			config(err)
			m, err := (&bot.Random[c8View, c8Move]{}).Choose(v)
			assert.NoError(t, err)
			assert.Equal(t, c8Draw, m, "the zero view of crazy8s passes")
		},
		"Random.Reset": func() { rnd.Reset(0); (&bot.Random[c8View, c8Move]{}).Reset(0) },
		"Simulate": func() {
			_, err := bot.Simulate(context.Background(), bot.Simulation[c8State, c8Move, c8View]{})
			config(err)
		},
		"SimulateSeq": func() {
			for _, err := range bot.SimulateSeq(context.Background(), bot.Simulation[c8State, c8Move, c8View]{}) {
				config(err)
			}
		},
		"Tournament.Add": func() {
			config(tr.Add(bot.Entry{}))
			config((&bot.Tournament{}).Add(bot.Entry{}))
		},
		"Tournament.Summary": func() {
			assert.Zero(t, tr.Summary().Games)
			assert.Zero(t, (&bot.Tournament{}).Summary().Games)
		},
		"Wilson": func() { lo, hi := bot.Wilson(0, 0); assert.Equal(t, [2]float64{0, 1}, [2]float64{lo, hi}) },
	})
}
