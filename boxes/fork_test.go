package boxes

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/internal/testlong"
)

// jackFork is the house rule "a Jack makes the next player draw two"
// written the way the docs of 0.1 taught: Rules embedded, Apply
// overridden. Go promotes the other methods, ApplyTo and RandomMove among
// them, and the tools call those: they play the standard game. (A State's
// fields are the engine's, so the override makes its draw through rules
// that play the house rule, jackVariant.)
type jackFork struct{ Rules }

// Apply plays m under the house rule: after a Jack the seat to move draws
// two cards.
func (f jackFork) Apply(s State, m Move) (State, error) {
	house := f.Rules
	house.Variant = jackVariant.Variant
	return house.Apply(s, m)
}

// jackDraws reports whether m is a Jack that takes effect.
func jackDraws(m Move) bool {
	return (m.Kind() == KindCard || m.OneCard()) && m.Top().Rank() == cards.Jack
}

// jackDraw is the rule as a Variant.
type jackDraw struct{}

func (jackDraw) Name() string { return "jack" }

func (jackDraw) Moved(e *Effects) {
	if jackDraws(e.Move()) && e.Next() >= 0 {
		e.Draw(e.Next(), 2)
	}
}

// jackVariant is the standard rules with the same rule as a Variant.
var jackVariant = Rules{Variant: jackDraw{}}

// failure is a testing.TB that records the first failure and stops the
// goroutine, as Fatal does.
type failure struct {
	testing.TB
	msg string
}

func (f *failure) Helper() {}
func (f *failure) Fatal(args ...any) {
	f.msg = fmt.Sprint(args...)
	runtime.Goexit()
}
func (f *failure) Fatalf(format string, args ...any) {
	f.msg = fmt.Sprintf(format, args...)
	runtime.Goexit()
}
func (f *failure) Errorf(format string, args ...any) { f.Fatalf(format, args...) }

// checkFails runs the contract check on g, Boxes rules of short deals,
// over the given number of games, and returns its failure, or "".
func checkFails(t *testing.T, g cards.HiddenGame[State, Move, View], games int, start func(seed uint64) (State, error)) string {
	f := &failure{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		cardstest.Check(f, g, cardstest.Config[State, Move]{
			Start: start,
			Cards: func(s State) []cards.Set {
				places := []cards.Set{s.Discards(), cards.SetOf(s.AppendStock(nil)...)}
				if s.Top().Valid() {
					places = append(places, cards.SetOf(s.Top()))
				}
				for seat := range NumSeats {
					places = append(places, s.Hand(seat))
				}
				return places
			},
			Deck:  cards.Deck52,
			Games: games,
		})
	}()
	<-done
	return f.msg
}

// TestForkCaught: the embed-and-override fork fails the contract check that
// every tool relies on (its Apply and the promoted ApplyTo play different
// games), while the same rule as a Variant passes it.
func TestForkCaught(t *testing.T) {
	sched, err := NewSchedule(5, 3)
	if err != nil {
		t.Fatal(err)
	}
	fork := jackFork{Rules{Deals: sched}}
	got := checkFails(t, fork, 30, func(seed uint64) (State, error) { return fork.Start(cards.Deal{Seed: seed}) })
	assert.Contains(t, got, "ApplyTo", "the fork is caught: %s", got)

	r := jackVariant
	r.Deals = sched
	assert.Empty(t, checkFails(t, r, testlong.N(2, 30), func(seed uint64) (State, error) { return r.Start(cards.Deal{Seed: seed}) }), "the Variant keeps the contract")
}
