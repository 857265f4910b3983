package crazyeights_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/shedding"
)

// A position built in one line with the text form, a move refused and two
// played, and the record of a session that resumes to the same game.
func Example() {
	r := crazyeights.Rules{Players: 2}
	s, err := r.Table().ParseState("3C,5S,8S,9H,KD/* 9D/- 2C,2D 0:play cw 0 0 0/7 1 0,0 - - 00000000000000010000000000000002")
	fmt.Println(err, cards.Legal(r, s))
	_, err = r.Apply(s, shedding.Play(cards.New(cards.Five, cards.Spades)))
	fmt.Println(err)
	s, _ = cards.Play(r, s, shedding.Play(cards.New(cards.Eight, cards.Spades)).WithCall(cards.Clubs), shedding.Draw())
	fmt.Println(s.Top(), s.Suit(), s.Turn(), s.DrawnThisTurn(), s.StockLen())

	g, _ := cards.NewSession(r, cards.Deal{Dealer: 1, Seed: 3}, "Ann", "Bob")
	for g.ToMove() >= 0 {
		_ = g.Play(g.View(g.ToMove()).AppendLegal(nil)[0])
	}
	back, _ := cards.Resume(crazyeights.Rules{}, g.Record())
	// This game (seed 3) empties the stock and ends with the seats passing
	// in turn, none able to play, each holding cards worth 10 points.
	fmt.Println(g.Result(), back.State() == g.State())
	// Output:
	// <nil> [8S:C 8S:D 8S:H 8S:S 9H KD draw]
	// crazy-eights: move (5S) by seat 0: the suit in force is diamonds and the top card is 9D
	// 8S C 1 1 1
	// -10 -10, drawn true
}

// RandomSteps plays a run of random moves in one call, the same moves as
// that many RandomStep calls with the same generator.
func ExampleRules_RandomSteps() {
	r := crazyeights.Rules{Players: 2}
	s, _ := r.Start(cards.Deal{Seed: 1})
	one, batch := s, s
	p, q := rand.NewPCG(7, 0), rand.NewPCG(7, 0)
	for range 10 {
		r.Table().RandomStep(&one, p)
	}
	fmt.Println(r.RandomSteps(&batch, q, 10), batch == one, *p == *q)
	// Asked for more moves than the game has left, it stops at the end.
	n := r.RandomSteps(&batch, q, 10_000)
	fmt.Println(n < 10_000, r.ToMove(batch) < 0)
	// Output:
	// 10 true true
	// true true
}
