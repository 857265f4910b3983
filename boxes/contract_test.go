package boxes

import (
	"flag"
	"fmt"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/internal/testlong"
)

// funcVariant is a test variant whose Moved is a function: a pointer to
// one, so that the type is comparable.
type funcVariant struct {
	name  string
	moved *func(e *Effects)
}

func (v funcVariant) Name() string { return v.name }

func (v funcVariant) Moved(e *Effects) { (*v.moved)(e) }

// variantDoing returns the standard rules with a variant called name doing f.
func variantDoing(name string, f func(e *Effects)) Rules {
	return Rules{Variant: funcVariant{name, &f}}
}

// allSteps is a variant taking every step of Effects, chosen by the rank
// played: the counters, an added score, a skip, a reverse, another turn, a
// suit named and cards drawn.
var allSteps = variantDoing("test", func(e *Effects) {
	m := e.Move()
	e.SetCounter(0, (e.Counter(0)+1)%256)
	switch {
	case m.Kind() == KindDraw:
		e.SetCounter(1, (e.Counter(1)+1)%256)
	case m.Kind() == KindPass:
		e.AddScore(e.Seat(), 1)
	case m.Top().Rank() == cards.Three:
		e.Skip()
	case m.Top().Rank() == cards.Jack:
		e.Reverse()
	case m.Top().Rank() == cards.Queen:
		e.Again()
	case m.Top().Rank() == cards.King:
		e.NameSuit(cards.Suit(e.Counter(0) % cards.NumSuits))
		e.AddScore(e.Seat(), -2)
	case m.Top().Rank() == cards.Ace && e.Next() >= 0:
		e.Draw(e.Next(), 2)
	}
})

// jackRule is examples/variant/jack's rule as a variant: a Jack that takes
// effect makes the next player draw two.
var jackRule = variantDoing("jack", func(e *Effects) {
	m := e.Move()
	if (m.Kind() == KindCard || m.OneCard()) && m.Top().Rank() == cards.Jack && e.Next() >= 0 {
		e.Draw(e.Next(), 2)
	}
})

// placesOf returns every place a card of s can be: the discards, the
// stock, the top of the pile and the four hands.
func placesOf(s State) []cards.Set {
	places := []cards.Set{s.Discards(), cards.SetOf(s.AppendStock(nil)...)}
	if s.Top() != cards.NoCard {
		places = append(places, cards.SetOf(s.Top()))
	}
	for seat := range NumSeats {
		places = append(places, s.Hand(seat))
	}
	return places
}

// TestContract runs the contract check of package cards on Boxes, under
// several option sets: card conservation, Apply pure, every legal move
// applies and every other one tried is refused (each card of the mover's
// hand played alone, with and without a suit call, the draw and the pass),
// the views and the spectator's, Sample, the fast paths, the stories,
// termination, and session records resumed from text and JSON; the last
// rules add a variant taking every step of Effects, and the jack variant.
// Matches of short deals keep it quick: testlong.N(10, 300) games a set,
// or as many as -boxes.contract-games says (2,000 a set take about 15
// minutes of CPU: go test ./boxes -run TestContract -boxes.contract-games
// 2000 -timeout 60m).
func TestContract(t *testing.T) {
	if *contractGames <= 0 {
		*contractGames = min(testlong.N(10, 300), raceGames)
	}
	short, err := NewSchedule(5, 3)
	if err != nil {
		t.Fatal(err)
	}
	three, err := NewSchedule(4, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	withVariant := func(r Rules, v Rules) Rules {
		r.Variant = v.Variant
		return r
	}
	for i, r := range []Rules{
		{Deals: short},
		{Deals: short, WildEightsNines: true, BigSets: true, TwoDraw: TwoDrawTwoEach},
		{Deals: short, PlayDrawn: true, PairAnswersTwo: true, LastCardEffects: true, UpcardEffects: true},
		{Deals: short, StrictPairs: true, FiveSelf: true, TwoDraw: TwoDrawPerTwo},
		{Deals: three, WildEightsNines: true, BigSets: true, FiveSelf: true, PlayDrawn: true, PairAnswersTwo: true,
			LastCardEffects: true, UpcardEffects: true, MaxMoves: 60},
		withVariant(Rules{Deals: short, PlayDrawn: true, PairAnswersTwo: true}, allSteps),
		withVariant(Rules{Deals: short}, jackRule),
	} {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			t.Parallel()
			cardstest.Check[State, Move, View](t, r, cardstest.Config[State, Move]{
				Start: func(seed uint64) (State, error) {
					return r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
				},
				Cards: placesOf,
				Deck:  cards.Deck52,
				Games: *contractGames,
				Candidates: func(s State) []Move {
					out := []Move{Draw(), Pass()}
					for c := range s.Hand(max(s.Turn(), 0)).All() {
						out = append(out, Play(c), Play(c).WithCall(cards.Hearts))
					}
					return out
				},
			})
		})
	}
}

// contractGames is the number of games TestContract plays a rules set; 0
// for the quick or long count.
var contractGames = flag.Int("boxes.contract-games", 0, "games of TestContract a rules set (0: 10, or 300 with "+testlong.Env+"=1)")
