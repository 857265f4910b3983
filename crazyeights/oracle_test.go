package crazyeights

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/shedding"
)

// drawRules draws any valid rules.
func drawRules(t *rapid.T) Rules {
	r := Rules{
		Players:         rapid.IntRange(MinPlayers, MaxPlayers).Draw(t, "Players"),
		UseSpecialCards: rapid.Bool().Draw(t, "UseSpecialCards"),
		Reshuffle:       rapid.Bool().Draw(t, "Reshuffle"),
	}
	if rapid.Bool().Draw(t, "small draw cap") {
		r.MaxDrawCards = rapid.IntRange(1, 3).Draw(t, "MaxDrawCards")
	}
	if rapid.Bool().Draw(t, "small turn cap") {
		r.MaxTurns = rapid.IntRange(1, 30).Draw(t, "MaxTurns")
	}
	return r
}

// TestPropertyRules plays games under drawn rules, every move drawn by
// rapid among the legal ones, and checks each move's outcome against the
// rules file directly, without the package's rule steps: a card played
// lies on top with its suit or the one named and leaves the hand; the
// next seat is one on in the direction of play, two after a Q, the other
// way after an A (special cards); a draw gives the mover the top of the
// stock and keeps his turn; a 2 makes the next seat owe 2 more; every
// card is in one place; no turn draws more than the cap; the game ends
// on a hand emptied, on the turn cap or on Players+1 passes.
func TestPropertyRules(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		n := r.Seats()
		s, err := r.Start(cards.Deal{Dealer: rapid.IntRange(0, n-1).Draw(t, "dealer"), Seed: rapid.Uint64().Draw(t, "seed")})
		if err != nil {
			t.Fatal(err)
		}
		maxDraw := r.MaxDrawCards
		if maxDraw == 0 {
			maxDraw = 5
		}
		maxTurns := r.MaxTurns
		if maxTurns == 0 {
			maxTurns = 100
		}
		step := func(seat, k int, d shedding.Direction) int {
			if d == shedding.Counterclockwise {
				k = -k
			}
			return ((seat+k)%n + n) % n
		}
		for moves := 0; s.Turn() >= 0; moves++ {
			legal := r.AppendLegal(nil, s)
			m := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")]
			seat := s.Turn()
			next, err := r.Apply(s, m)
			if err != nil {
				t.Fatalf("legal move %v refused: %v", m, err)
			}
			total := next.Discards().Len() + 1 + next.StockLen()
			for i := range n {
				total += next.Hand(i).Len()
			}
			if total != cards.NumCards {
				t.Fatalf("%d cards after %v", total, m)
			}
			if next.DrawnThisTurn() > maxDraw {
				t.Fatalf("%d cards drawn in a turn, the cap is %d", next.DrawnThisTurn(), maxDraw)
			}
			over := next.Turn() < 0
			switch m.Kind() {
			case shedding.KindCard:
				c := m.Card()
				want := c.Suit()
				if u, ok := m.Call(); ok {
					want = u
				}
				if next.Top() != c || next.Suit() != want || next.Hand(seat).Has(c) || next.Plays() != s.Plays()+1 {
					t.Fatalf("%v: top %v, suit %v, plays %d", m, next.Top(), next.Suit(), next.Plays())
				}
				if c.Rank() != cards.Eight && s.PendingDraw() == 0 && c.Suit() != s.Suit() && c.Rank() != s.Top().Rank() {
					t.Fatalf("%v played on %v with %v in force", m, s.Top(), s.Suit())
				}
				if over != (next.Hand(seat).Empty() || next.Plays() >= maxTurns) {
					t.Fatalf("%v: over %v with %d cards left and %d played", m, over, next.Hand(seat).Len(), next.Plays())
				}
				if over {
					break
				}
				dir, k := s.Direction(), 1
				if r.UseSpecialCards {
					switch c.Rank() {
					case cards.Queen:
						k = 2
					case cards.Ace:
						dir ^= 1
					case cards.Two:
						if next.StockLen() > 0 && next.PendingDraw() != s.PendingDraw()+2 {
							t.Fatalf("a 2: %d owed, was %d", next.PendingDraw(), s.PendingDraw())
						}
					}
				}
				if next.Direction() != dir || next.Turn() != step(seat, k, dir) {
					t.Fatalf("%v by seat %d: seat %d to move, %v", m, seat, next.Turn(), next.Direction())
				}
			case shedding.KindDraw:
				top := stockOf(s)[0]
				if !next.Hand(seat).Has(top) {
					t.Fatalf("the draw did not give the top of the stock %v", top)
				}
				if s.PendingDraw() == 0 && next.Turn() != seat {
					t.Fatal("a draw ended the turn")
				}
				if s.PendingDraw() > 0 && (next.Turn() != step(seat, 1, s.Direction()) || next.Drew(seat) != min(s.PendingDraw(), next.Hand(seat).Len()-s.Hand(seat).Len())) {
					t.Fatalf("a draw for 2s: seat %d to move, %d drawn", next.Turn(), next.Drew(seat))
				}
			case shedding.KindPass:
				if s.StockLen() > 0 && s.DrawnThisTurn() < maxDraw {
					t.Fatal("a pass before the draws of the turn with cards in the stock")
				}
				if over != (next.Passes() == n+1) || !over && next.Turn() != step(seat, 1, s.Direction()) {
					t.Fatalf("a pass: over %v, %d passes, seat %d to move", over, next.Passes(), next.Turn())
				}
			}
			s = next
			if moves > 20000 {
				t.Fatal("the game does not end")
			}
		}
	})
}
