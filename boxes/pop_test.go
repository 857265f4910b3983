//go:build ignore

package boxes

import (
	"testing"

	"github.com/cardrules/cardrules/cards"
)

// TestPopAndDrawOne checks the two halves of a draw: pop takes the top of
// a stock that is not empty and refuses an empty one, changing nothing;
// drawOne turns the discards into a new stock first, as pop does not.
func TestPopAndDrawOne(t *testing.T) {
	s, err := Rules{}.Start(cards.Deal{Dealer: 0, Seed: 17})
	if err != nil {
		t.Fatal(err)
	}
	top := s.stock[s.nstock-1]
	before := s
	c, ok := s.pop(6) // seat 2: pop takes the seat modulo 4
	if !ok || c != top {
		t.Fatalf("pop = %v, %v; want %v, true", c, ok, top)
	}
	if s.nstock != before.nstock-1 || s.stock[s.nstock] != 0 || s.hands[2] != before.hands[2].Add(top) || s.drew[2] != 1 {
		t.Fatalf("pop left stock %d (slot %v), hand %v, drew %d", s.nstock, s.stock[s.nstock], s.hands[2], s.drew[2])
	}

	// An empty stock: pop changes nothing, drawOne reshuffles the discards.
	discards := cards.Set(0)
	for s.nstock > 0 {
		c, _ := s.pop(1)
		s.hands[1] = s.hands[1].Remove(c)
		discards = discards.Add(c)
	}
	empty := s
	if c, ok := s.pop(3); ok || c != cards.NoCard || s != empty {
		t.Fatalf("pop on an empty stock = %v, %v and changed the state: %v", c, ok, s != empty)
	}
	s.discard = discards
	c, ok = s.drawOne(3)
	if !ok || !discards.Has(c) || !s.hands[3].Has(c) {
		t.Fatalf("drawOne on an empty stock = %v, %v; want one of the discards %v", c, ok, discards)
	}
	if s.discard != 0 || int(s.nstock) != discards.Len()-1 || s.stock[s.nstock] != 0 {
		t.Fatalf("after the reshuffle: discards %v, stock %d, slot %v", s.discard, s.nstock, s.stock[s.nstock])
	}
	s.discard, s.nstock = 0, 0
	clear(s.stock[:])
	if c, ok := s.drawOne(0); ok || c != cards.NoCard {
		t.Fatalf("drawOne with no stock and no discards = %v, %v; want no card", c, ok)
	}
}
