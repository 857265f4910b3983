//go:build ignore

package boxes

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
)

// jackFork is the house rule "a Jack makes the next player draw two"
// written the way the docs of 0.1 taught: Rules embedded, Apply
// overridden. Go promotes the other methods, ApplyTo and RandomMove among
// them, and the tools call those: they play the standard game.
type jackFork struct{ Rules }

// Apply plays m, then makes the seat to move after a Jack draw two cards.
func (f jackFork) Apply(s State, m Move) (State, error) {
	next, err := f.Rules.Apply(s, m)
	if err == nil && jackDraws(m) && next.Turn() >= 0 && next.MoveCount() > 0 {
		next.drawN(next.Turn(), 2)
	}
	return next, err
}

// jackDraws reports whether m is a Jack that takes effect.
func jackDraws(m Move) bool {
	return (m.Kind() == KindCard || m.OneCard()) && m.Top().Rank() == cards.Jack
}

// jackVariant is the same rule as a Variant.
var jackVariant = with(func(e *Effects) {
	if jackDraws(e.Move()) && e.Next() >= 0 {
		e.Draw(e.Next(), 2)
	}
})

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

// checkFails runs the contract check on g, Boxes rules of one short deal,
// and returns its failure, or "".
func checkFails(t *testing.T, g cards.HiddenGame[State, Move, View], start func(seed uint64) (State, error)) string {
	f := &failure{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		cardstest.Check(f, g, cardstest.Config[State, Move]{
			Start: start,
			Cards: func(s State) []cards.Set {
				places := []cards.Set{s.discard, cards.SetOf(s.Stock()...), cards.SetOf(s.top)}
				return append(places, s.hands[:]...)
			},
			Deck:  cards.Deck52,
			Games: 30,
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
	got := checkFails(t, fork, func(seed uint64) (State, error) { return fork.Start(cards.Deal{Seed: seed}) })
	assert.Contains(t, got, "ApplyTo", "the fork is caught: %s", got)

	r := jackVariant
	r.Deals = sched
	assert.Empty(t, checkFails(t, r, func(seed uint64) (State, error) { return r.Start(cards.Deal{Seed: seed}) }), "the Variant keeps the contract")
}
