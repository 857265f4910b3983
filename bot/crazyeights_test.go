package bot_test

import (
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
)

// The third game of the package example keeps the contract, checked by the
// same helper as the built-in games, over 2,000 games (400 under the race
// detector).
func TestThirdGameContract(t *testing.T) {
	// Every card of the mover's hand and the top card, naming each suit,
	// legal or not.
	candidates := func(s c8State) []c8Move {
		var ms []c8Move
		for c := range s.hands[max(s.turn, 0)].Add(s.top).All() {
			for suit := cards.Clubs; suit <= cards.Spades; suit++ {
				ms = append(ms, c8Move{Card: c, Suit: suit})
			}
		}
		return ms
	}
	games := 1000
	if raceEnabled {
		games = 200
	}
	for _, hand := range []int{0, 7} {
		g := crazy8s{Hand: hand}
		cardstest.Check(t, g, cardstest.Config[c8State, c8Move]{
			Start: func(seed uint64) (c8State, error) { return g.Start(cards.Deal{Dealer: int(seed % 2), Seed: seed}) },
			Cards: func(s c8State) []cards.Set {
				return []cards.Set{s.hands[0], s.hands[1], cards.Deck(s.stock[:s.n]).Set(), s.pile, cards.SetOf(s.top)}
			},
			Deck:       cards.Deck52,
			Games:      games,
			Candidates: candidates,
		})
	}
}
