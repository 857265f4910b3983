package main

import (
	"math/rand/v2"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
)

// TestLegalCount checks the count of the random model against the rules'
// listing, with the hand the position holds, at every position of random
// games.
func TestLegalCount(t *testing.T) {
	r := crazyeights.Rules{Players: 4}
	tb := r.Table()
	positions := 0
	for seed := range uint64(30) {
		s, err := r.Start(cards.Deal{Dealer: int(seed % 4), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		for seat := r.ToMove(s); seat >= 0; seat = r.ToMove(s) {
			legal := r.AppendLegal(nil, s)
			if got := legalCount(&tb, s, s.Hand(seat)); got != len(legal) {
				t.Fatalf("game %d: %d moves counted, %d listed: %v", seed, got, len(legal), legal)
			}
			positions++
			if s, err = r.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if positions < 1000 {
		t.Fatalf("only %d positions checked", positions)
	}
}
