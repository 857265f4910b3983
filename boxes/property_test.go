package boxes

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// handPoints is the penalty table of rule B16, written out by hand.
var handPoints = map[cards.Rank]int{
	cards.Ace: 0, cards.Two: 20, cards.Three: 3, cards.Four: 15, cards.Five: 30,
	cards.Six: 30, cards.Seven: 20, cards.Eight: 50, cards.Nine: 30, cards.Ten: 25,
	cards.Jack: 10, cards.Queen: 10, cards.King: 10,
}

// wantScore is the penalty of a hand left at the end of a deal, computed
// without the package's code.
func wantScore(h cards.Set) int {
	p, threes := 0, 0
	for _, c := range h.Cards() {
		p += handPoints[c.Rank()]
		if c.Rank() == cards.Three {
			threes++
		}
	}
	if threes >= 2 {
		p += 50
	}
	return p
}

// drawRules draws every option at random.
func drawRules(t *rapid.T) Rules {
	r := Rules{
		WildEightsNines: rapid.Bool().Draw(t, "WildEightsNines"),
		BigSets:         rapid.Bool().Draw(t, "BigSets"),
		StrictPairs:     rapid.Bool().Draw(t, "StrictPairs"),
		TwoDraw:         TwoDraw(rapid.IntRange(0, int(TwoDrawTwoEach)).Draw(t, "TwoDraw")),
		FiveSelf:        rapid.Bool().Draw(t, "FiveSelf"),
		PlayDrawn:       rapid.Bool().Draw(t, "PlayDrawn"),
		PairAnswersTwo:  rapid.Bool().Draw(t, "PairAnswersTwo"),
		LastCardEffects: rapid.Bool().Draw(t, "LastCardEffects"),
		UpcardEffects:   rapid.Bool().Draw(t, "UpcardEffects"),
	}
	if rapid.Bool().Draw(t, "short match") {
		sizes := rapid.SliceOfN(rapid.IntRange(1, MaxDealSize), 1, 3).Draw(t, "deal sizes")
		sched, err := NewSchedule(sizes...)
		require.NoError(t, err)
		r.Deals = sched
	}
	if rapid.Bool().Draw(t, "small move limit") {
		r.MaxMoves = rapid.IntRange(1, 200).Draw(t, "MaxMoves")
	}
	require.NoError(t, r.Validate())
	return r
}

// randomMove returns a move that may or may not be legal in s: mostly cards
// of the hand of the seat to move, in every form.
func randomMove(p *rand.PCG, s State) Move {
	pick := func() cards.Card {
		h := s.Hand(s.Turn())
		if cards.UintN(p, 4) != 0 && h != 0 {
			c, _ := h.Nth(int(cards.UintN(p, uint64(h.Len()))))
			return c
		}
		return cards.Card(cards.UintN(p, cards.NumCards))
	}
	var m Move
	switch cards.UintN(p, 8) {
	case 0:
		m = Draw()
	case 1:
		m = Pass()
	case 2, 3, 4:
		m = Play(pick())
	default:
		first := pick()
		var cs [cards.NumSuits + 1]cards.Card // on the stack: this runs millions of times
		cs[0] = first
		n := 1
		for u := range cards.Suit(cards.NumSuits) {
			if u != first.Suit() && cards.UintN(p, 2) == 0 {
				cs[n] = cards.New(first.Rank(), u)
				n++
			}
		}
		if cards.UintN(p, 8) == 0 {
			cs[n] = pick()
			n++
		}
		m = PlaySet(cards.UintN(p, 3) != 0, cs[:n]...)
	}
	if cards.UintN(p, 2) == 0 {
		m = m.WithCall(cards.Suit(cards.UintN(p, 5)))
	}
	return m
}

// checkInvariants checks what holds in every position of a match. It
// compares with == rather than testify on this hot path, to keep thousands
// of matches fast.
func checkInvariants(t *rapid.T, r Rules, s State, legal []Move) {
	if accounted(s) != cards.Deck52 {
		t.Fatalf("cards lost or doubled: %+v", s)
	}
	if s.Turn() < 0 {
		if len(legal) != 0 || r.ToMove(s) != -1 {
			t.Fatalf("a finished match has moves %v, seat %d to move", legal, r.ToMove(s))
		}
		return
	}
	if len(legal) == 0 {
		t.Fatalf("no legal move in phase %v", s.Phase())
	}
	for i, m := range legal {
		if !m.Valid() {
			t.Fatalf("legal move %v is not valid", m)
		}
		if slices.Contains(legal[:i], m) {
			t.Fatalf("legal move %v listed twice", m)
		}
	}
	switch s.Phase() {
	case PhaseAnswer:
		if s.Hand(s.Turn()).OfRank(cards.Two) == 0 {
			t.Fatalf("seat %d must answer a 2 without one", s.Turn())
		}
		if s.PendingDraw() != twoDraws(r.TwoDraw, s.Chain()) {
			t.Fatalf("pending draw %d for a chain of %d", s.PendingDraw(), s.Chain())
		}
	case PhaseDrawn:
		if c, ok := s.Drawn(); !ok || !s.Hand(s.Turn()).Has(c) {
			t.Fatalf("drawn card %v not in the hand", c)
		}
	}
	for seat := range NumSeats {
		if s.Hand(seat) == 0 {
			t.Fatalf("seat %d has an empty hand while the deal goes on", seat)
		}
	}
}

// movesLimit returns the moves a deal under r may last (B22).
func movesLimit(r Rules) int {
	if r.MaxMoves == 0 {
		return DefaultMaxMoves
	}
	return r.MaxMoves
}

// lastEnded returns the number of the last deal that ended in p, -1 when
// none has.
func lastEnded(p Public) int {
	d, _, _ := p.LastEnd()
	return d
}

// playMatch plays a random match under r from a start drawn by t, checking
// every property after every move.
func playMatch(t *rapid.T, r Rules) {
	dealer := rapid.IntRange(0, 3).Draw(t, "dealer")
	seed := rapid.Uint64().Draw(t, "seed")
	playSeed := rapid.Uint64().Draw(t, "play seed")
	start, err := r.Start(cards.Deal{Dealer: dealer, Seed: seed})
	require.NoError(t, err)
	p := rand.NewPCG(playSeed, 1)

	s := start
	var moves []Move
	var buf []Move
	bound := r.Deals.Len() * movesLimit(r)
	for s.Turn() >= 0 {
		buf = r.AppendLegal(buf[:0], s)
		checkInvariants(t, r, s, buf)
		before := s

		// Every legal move applies; the one drawn is played.
		m := buf[cards.UintN(p, uint64(len(buf)))]
		var next State
		for _, lm := range buf {
			n, err := r.Apply(s, lm)
			if err != nil {
				t.Fatalf("legal move %v refused: %v", lm, err)
			}
			if lm == m {
				next = n
			}
		}
		// Random moves are refused exactly when they are not legal, with
		// the *cards.MoveError Apply documents (a type assertion is stricter
		// than errors.As, and much cheaper under -race).
		for range 3 {
			rm := randomMove(p, s)
			after, err := r.Apply(s, rm)
			if slices.Contains(buf, rm) {
				if err != nil {
					t.Fatalf("legal move %v refused: %v", rm, err)
				}
				continue
			}
			me, ok := err.(*cards.MoveError)
			if !ok || !errors.Is(err, cards.ErrIllegalMove) {
				t.Fatalf("move %v is not legal in phase %v, yet Apply gave %v", rm, s.Phase(), err)
			}
			if me.Move != rm.String() || me.Seat != s.Turn() || after != s {
				t.Fatalf("refusing %v: error %+v, position changed %v", rm, me, after != s)
			}
		}
		if s != before {
			t.Fatalf("Apply changed its input")
		}
		moves = append(moves, m)
		if len(moves) > bound {
			t.Fatalf("the match did not end within Deals x MaxMoves = %d moves", bound)
		}

		ended := lastEnded(next.Public) != lastEnded(s.Public)
		if ended {
			checkDealEnd(t, r, s, next)
		} else if next.MoveCount() != s.MoveCount()+1 {
			t.Fatalf("moves this deal: %d after %d", next.MoveCount(), s.MoveCount())
		}
		if next.UpcardEvent() {
			// The move dealt a deal whose upcard made seats draw (B24):
			// the last event is the dealer's play of it.
			seat, mv := next.LastMove()
			if !ended || !r.UpcardEffects || seat != next.Dealer() || mv != Play(next.Top()) || next.MoveCount() != 0 {
				t.Fatalf("upcard event %v by %d after %v dealt deal %d", mv, seat, m, next.Deal())
			}
		} else if seat, mv := next.LastMove(); mv != m || seat != s.Turn() {
			t.Fatalf("last move %v by %d, want %v by %d", mv, seat, m, s.Turn())
		}
		s = next
	}
	checkInvariants(t, r, s, cards.Legal(r, s))
	require.Equal(t, r.Deals.Len()-1, lastEnded(s.Public), "the match ends with its last deal")
	tt := teamTotals(r, s)
	switch w := winner(r, s); {
	case tt[0] < tt[1]:
		require.Equal(t, 0, w)
	case tt[1] < tt[0]:
		require.Equal(t, 1, w)
	default:
		require.Equal(t, -1, w)
	}

	// The same seed and moves give the same match.
	again, err := r.Start(cards.Deal{Dealer: dealer, Seed: seed})
	require.NoError(t, err)
	require.Equal(t, start, again)
	again, err = cards.Play[State, Move](r, again, moves...)
	require.NoError(t, err)
	require.Equal(t, s, again)
}

// checkDealEnd checks the move from s to next, which ended a deal: its
// result, the scores and the next deal. It uses == and Fatalf, not testify,
// which costs a stack walk a call.
func checkDealEnd(t *rapid.T, r Rules, s, next State) {
	d := lastDeal(next.Public)
	if d.Deal != s.Deal() {
		t.Fatalf("the last deal is %d, not %d", d.Deal, s.Deal())
	}
	total, after := totals(r, s), totals(r, next)
	for seat := range NumSeats {
		if want := wantScore(d.Hands[seat]); d.Scores[seat] != want {
			t.Fatalf("seat %d scores %d for %v, want %d", seat, d.Scores[seat], d.Hands[seat], want)
		}
		if after[seat] != total[seat]+d.Scores[seat] {
			t.Fatalf("seat %d: total %d after %d and a deal of %d", seat, after[seat], total[seat], d.Scores[seat])
		}
	}
	switch d.Reason {
	case EndOut:
		if d.Hands[d.Out] != 0 {
			t.Fatalf("seat %d went out holding %v", d.Out, d.Hands[d.Out])
		}
	case EndMoveLimit:
		if s.MoveCount()+1 != movesLimit(r) {
			t.Fatalf("the move limit ended a deal after %d moves, not %d", s.MoveCount()+1, movesLimit(r))
		}
	case EndBlocked:
	default:
		t.Fatalf("deal ended with reason %v", d.Reason)
	}
	if next.Turn() >= 0 && (next.Dealer() != (s.Dealer()+1)%NumSeats || next.MoveCount() != 0) {
		t.Fatalf("the next deal has dealer %d after %d and %d moves", next.Dealer(), s.Dealer(), next.MoveCount())
	}
}

// TestPropertyMatches plays random matches under random options (rapid's
// checks, 100 by default and 2,000 with CARDRULES_LONG=1) and checks
// after every move what holds in every position, that every legal move
// applies and random moves are refused exactly when they are not legal,
// each deal's end and scores against the penalty table written out by
// hand (B16), the move limit (B22), the winner, and that the same seed
// and moves give the same match.
func TestPropertyMatches(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		playMatch(t, drawRules(t))
	})
}
