package shedding

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/internal/testlong"
)

// randomTable returns a table drawn from rng: a deck, players and hand
// sizes, and random sets of ranks for every card property and draws,
// which Validate may refuse.
func randomTable(rng *rand.Rand) Rules {
	ranks := func(p float64) cards.Set {
		var s cards.Set
		for k := cards.Two; k <= cards.Ace; k++ {
			if rng.Float64() < p {
				s |= cards.RankSet(k)
			}
		}
		return s
	}
	r := Rules{
		Game:       "random",
		Players:    MinPlayers + rng.IntN(MaxPlayers-MinPlayers+1),
		Deck:       decks[rng.IntN(len(decks))],
		TurnBack:   ranks(0.1),
		UpcardActs: rng.IntN(2) == 0,
		Wild:       ranks(0.1),
		Call:       ranks(0.1),
		Skip:       ranks(0.1),
		Reverse:    ranks(0.1),
		Again:      ranks(0.05),
		Answer:     ranks(0.15),
		MaxDraw:    1 + rng.IntN(3),
		MaxPlays:   rng.IntN(300),
		Reshuffle:  rng.IntN(2) == 0,
	}
	for n := range r.HandSize {
		r.HandSize[n] = uint8(1 + rng.IntN(7))
	}
	for k := cards.Two; k <= cards.Ace; k++ {
		if rng.Float64() < 0.15 {
			r.Draw[k] = uint8(1 + rng.IntN(3))
		}
		r.Penalty[k] = int16(rng.IntN(30))
	}
	return r
}

// TestRandomTables runs the checks of cards/cardstest over random games
// of random tables: every combination of card properties, draws, caps
// and decks the engine accepts keeps the contract.
func TestRandomTables(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 7))
	tables := 0
	for tables < testlong.N(12, 120) {
		r := randomTable(rng)
		if r.Validate() != nil {
			continue
		}
		tables++
		t.Run(fmt.Sprint(tables), func(t *testing.T) {
			cardstest.Check[State, Move, View[Rules]](t, r, cardstest.Config[State, Move]{
				Start: func(seed uint64) (State, error) {
					return r.Start(cards.Deal{Dealer: int(seed % uint64(r.Players)), Seed: seed})
				},
				Cards: places,
				Deck:  r.Deck,
				Games: 10,
				Candidates: func(s State) []Move {
					out := []Move{Draw(), Pass()}
					for c := range s.Hand(max(s.Turn(), 0)).All() {
						out = append(out, Play(c), Play(c).WithCall(cards.Spades))
					}
					return out
				},
			})
		})
	}
}
