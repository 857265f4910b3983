package boxes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// barredOf returns the six counts of Public.Barred of seat.
func barredOf(s State, seat int) [NumVoids]int {
	var b [NumVoids]int
	for k := range b {
		b[k] = s.Barred(seat, Void(k))
	}
	return b
}

// TestBarredDrawAndPlay follows the counts of Public.Barred through a
// scripted play: a draw on hearts bars the cards the seat held, a card it
// plays afterwards takes the earliest free draw (one of the cards dealt,
// before the void), the heart it drew takes the draw after the void.
func TestBarredDrawAndPlay(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{
		hands: [4]string{"QC KD", "8H 3S", "QD 4D", "JC 4C"},
		top:   "5H", stock: "JH 2C 7D 9S",
	})
	assert.Equal(t, [NumVoids]int{}, barredOf(s, 0))
	s = apply(t, r, s, "draw") // seat 0 holds no heart: QC, KD are barred from hearts
	assert.Equal(t, [NumVoids]int{VoidHearts: 2}, barredOf(s, 0))
	assert.Equal(t, set(t, "QC KD JH"), s.Hand(0))
	s = apply(t, r, s, "8H:C") // seat 1 names clubs
	assert.Equal(t, [NumVoids]int{}, barredOf(s, 1), "a play shows no void")
	s = apply(t, r, s, "draw") // seat 2 holds no club: 2 of its cards barred
	assert.Equal(t, [NumVoids]int{VoidClubs: 2}, barredOf(s, 2))
	s = apply(t, r, s, "JC")
	s = apply(t, r, s, "QC") // seat 0's QC takes a dealt card's place: one heart may remain, the one drawn
	assert.Equal(t, [NumVoids]int{VoidHearts: 1}, barredOf(s, 0))
	s = apply(t, r, s, "draw") // seat 1 holds no club: its 3S is barred
	assert.Equal(t, [NumVoids]int{VoidClubs: 1}, barredOf(s, 1))
	s = apply(t, r, s, "2C") // seat 2 plays the club it drew: nothing barred is left
	assert.Equal(t, [NumVoids]int{VoidClubs: 2}, barredOf(s, 2))
	assert.Equal(t, set(t, "QD 4D"), s.Hand(2))

	// The same draw's card played: it takes the draw after the void, and
	// every card left is barred from hearts.
	s = build(t, r, scene{
		hands: [4]string{"QC KD", "8S 3S", "QD 4D", "JC 4C"},
		top:   "5H", stock: "JH 2C 7D 9S",
	})
	s = apply(t, r, s, "draw")
	s = apply(t, r, s, "draw")
	s = apply(t, r, s, "draw")
	s = apply(t, r, s, "draw")
	s = apply(t, r, s, "JH")
	assert.Equal(t, [NumVoids]int{VoidHearts: 2}, barredOf(s, 0))
	assert.Equal(t, set(t, "QC KD"), s.Hand(0), "no heart is left, and none may be")
}

// TestBarredTwosAndWild checks the voids of a 2 answered by drawing (B5)
// and of a draw when 8s and 9s are wild (B1).
func TestBarredTwosAndWild(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{
		hands: [4]string{"2H KD", "QH 3S 4S", "QD 4D", "JC 4C"},
		top:   "5H", stock: "JH 2C 7D 9S",
	})
	s = apply(t, r, s, "2H") // seat 1 holds no 2: it draws 2 at once
	assert.Equal(t, [NumVoids]int{VoidTwos: 3}, barredOf(s, 1))
	assert.Equal(t, 5, s.Hand(1).Len())

	// Answering a 2 shows nothing but the 2 played.
	s = build(t, r, scene{
		hands: [4]string{"2H KD", "2S 3S 4S", "QD 4D", "JC 4C"},
		top:   "5H", stock: "JH 2C 7D 9S",
	})
	s = apply(t, r, s, "2H")
	require.Equal(t, PhaseAnswer, s.Phase())
	assert.Equal(t, [NumVoids]int{}, barredOf(s, 1))

	w := Rules{WildEightsNines: true}
	s = build(t, w, scene{
		hands: [4]string{"QC KD", "8H 3S", "QD 4D", "JC 4C"},
		top:   "5H", stock: "JH 2C 7D 9S",
	})
	s = apply(t, w, s, "draw")
	assert.Equal(t, [NumVoids]int{VoidHearts: 2, VoidEightsNines: 2}, barredOf(s, 0))
}

// TestBarredReshuffleAndDeal checks that a draw that reshuffles the
// discards counts as any draw, that a forced draw (a 7's) shows nothing,
// and that a new deal clears the counts.
func TestBarredReshuffleAndDeal(t *testing.T) {
	r := Rules{Deals: schedOf(t, 2, 2)}
	s := build(t, r, scene{
		hands: [4]string{"QC KD", "7H 3S", "QD 4D", "JC 4C"},
		top:   "5H", stock: "JH", discard: "2C 2D",
		leftTo: 4, // the other cards to seat 3
	})
	s = apply(t, r, s, "draw") // the last card of the stock
	s = apply(t, r, s, "7H")   // seat 2 draws a card for the 7: a reshuffle, and no void
	assert.Equal(t, [NumVoids]int{}, barredOf(s, 2))
	assert.Equal(t, 3, s.Hand(2).Len())
	assert.Equal(t, 0, s.Discards().Len(), "the discards became the stock")
	assert.Equal(t, [NumVoids]int{VoidHearts: 2}, barredOf(s, 0))

	// Seat 1 goes out: the next deal starts with no void.
	s = build(t, r, scene{
		hands: [4]string{"QC KD", "QH", "QD 4D", "JC 4C"},
		top:   "5H", stock: "JH 2C 7D 9S", turn: 3,
	})
	s = apply(t, r, s, "draw")
	s = apply(t, r, s, "draw")
	assert.Equal(t, [NumVoids]int{VoidHearts: 2}, barredOf(s, 3))
	s = apply(t, r, s, "QH")
	require.Equal(t, 1, s.Deal())
	for seat := range NumSeats {
		assert.Equal(t, [NumVoids]int{}, barredOf(s, seat), "seat %d", seat)
	}
}
