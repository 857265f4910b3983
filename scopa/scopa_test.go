package scopa_test

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/internal/fixture"
	"github.com/cardrules/cardrules/internal/rulesdoc"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/scopa"
)

func rules(t testing.TB, players int) fishing.Rules {
	t.Helper()
	r, err := scopa.Rules(players)
	require.NoError(t, err)
	return r
}

func TestRulesDocTestsExist(t *testing.T) {
	problems, err := rulesdoc.Check(filepath.Join("..", "docs", "rules", "scopa.md"), ".", "SC", 11)
	require.NoError(t, err)
	assert.Empty(t, problems)
}

func TestSC1DeckAndValues(t *testing.T) {
	r := rules(t, 2)
	assert.Equal(t, 40, scopa.Deck.Len())
	for _, rank := range []cards.Rank{cards.Eight, cards.Nine, cards.Ten} {
		assert.True(t, scopa.Deck.OfRank(rank).Empty(), "no %v", rank)
	}
	for text, want := range map[string]int{"AS": 1, "2C": 2, "7D": 7, "JH": 8, "QS": 9, "KC": 10, "9C": 0} {
		assert.Equal(t, want, r.Value(fixture.Card(text)), text)
	}
}

func TestSC2PlayersAndPartners(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		r := rules(t, n)
		assert.Equal(t, n, r.Seats())
		assert.Equal(t, n == 4, r.Table().Partners)
	}
	for _, n := range []int{0, 1, 5, 6} {
		_, err := scopa.Rules(n)
		assert.ErrorIs(t, err, cards.ErrInvalidRules, "%d players", n)
	}
	// Partners 0+2 and 1+3 score together: seat 1 takes the settebello.
	r := rules(t, 4)
	s := fixture.FishingDeal(t, r, 0, []string{"2C 2D 2H", "7C 3C 4C", "5C 5D 5H", "6C 6D 6H"}, "7D KS QS JS", "")
	s = fixture.FishingPlay(t, r, s, "7C=7D")
	assert.Equal(t, []int{0, 3, 0, 3}, r.Score(s), "cards, coins and settebello to seats 1 and 3")
}

func TestSC3Deal(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		r := rules(t, n)
		s, err := r.Start(cards.Deal{Dealer: n - 1, Seed: 5})
		require.NoError(t, err)
		for i := range n {
			assert.Equal(t, 3, s.Hand(i).Len())
		}
		assert.Equal(t, 4, s.Table().Len())
		assert.Equal(t, 40-4-3*n, s.StockLen())
		assert.Equal(t, 0, s.Turn(), "the seat left of the dealer starts")
	}
	// One card at a time from the left of the dealer.
	deck := scopa.Deck.Cards()
	s, err := rules(t, 2).Start(cards.Deal{Dealer: 0, Deck: deck})
	require.NoError(t, err)
	assert.Equal(t, cards.SetOf(deck[0], deck[2], deck[4]), s.Hand(1))
	assert.Equal(t, cards.SetOf(deck[1], deck[3], deck[5]), s.Hand(0))
	assert.Equal(t, cards.SetOf(deck[6:10]...), s.Table())
}

func TestSC4NewRoundWhenHandsEmpty(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"5C 6C 7C", "2D 3D 4D"}, "KH KS QH QS", "AC AD AH AS")
	s = fixture.FishingPlay(t, r, s, "2D", "5C", "3D", "6C", "4D")
	assert.Equal(t, 1, s.Hand(0).Len(), "no new cards while a hand holds one")
	s = fixture.FishingPlay(t, r, s, "7C=2D+5C")
	assert.Equal(t, fixture.Set("AC AH 2C"), s.Hand(1), "three each, one at a time from the left of the dealer")
	assert.Equal(t, fixture.Set("AD AS 2H"), s.Hand(0))
	assert.Equal(t, 40-4-12, s.StockLen())
	assert.Equal(t, 1, s.Turn())
}

func TestSC5OneCardAMove(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"5C 6C 7C", "2D 3D 4D"}, "5H KS QH QS", "")
	_, err := r.Apply(s, fishing.Capture(fixture.Set("2D 3D"), fixture.Set("5H")))
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, "a move plays one card", me.Reason)
	for _, m := range cards.Legal(r, s) {
		assert.Equal(t, 1, m.Played().Len(), m.String())
	}
}

func TestSC6CaptureEqualOrSum(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"5C 6C JC", "7C AD AH"}, "2D 3H 4S 5D", "")
	assert.Equal(t, []string{"7C=3H+4S", "7C=2D+5D", "AD", "AH"}, fixture.FishingLegal(r, s))
	_, err := r.Apply(s, fishing.Capture(fixture.Set("7C"), fixture.Set("2D 3H")))
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, "the cards played make 7 and the cards taken 5", me.Reason)
	s = fixture.FishingPlay(t, r, s, "7C=2D+5D")
	assert.Equal(t, fixture.Set("7C 2D 5D"), s.Pile(1))
	assert.Equal(t, fixture.Set("3H 4S"), s.Table())
}

func TestSC7EqualCardFirst(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"5C 6C JC", "7C AD AH"}, "7H 3S 4D 2C", "")
	assert.Equal(t, []string{"7C=7H", "AD", "AH"}, fixture.FishingLegal(r, s))
	_, err := r.Apply(s, fishing.Capture(fixture.Set("7C"), fixture.Set("3S 4D")))
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, "a card of equal value is on the table: take it alone", me.Reason)
}

func TestSC8CardThatTakesMustTake(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"5C 6C JC", "7C AD AH"}, "2D 3H 4S 5D", "")
	_, err := r.Apply(s, fishing.Trail(fixture.Card("7C")))
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	s2, err := r.Apply(s, fishing.Trail(fixture.Card("AD")))
	require.NoError(t, err)
	assert.Equal(t, fixture.Set("2D 3H 4S 5D AD"), s2.Table())
}

func TestSC9SweepNotOnLastMove(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"5C 6C JC", "KC 5H 6H"}, "AS 2D 3H 4S", "")
	s = fixture.FishingPlay(t, r, s, "KC=AS+2D+3H+4S")
	assert.Equal(t, 1, s.Sweeps(1))
	assert.Equal(t, []int{0, 4}, r.Score(s), "the scopa, the cards, the coins, the primiera (all four suits)")

	finalSweeps := 0
	for seed := range uint64(testlong.N(100, 1000)) {
		fixture.FishingRandomGame(t, r, seed, func(before, after fishing.State, m fishing.Move) {
			seat := before.Turn()
			cleared := m.Taken() != 0 && before.Table() == m.Taken()
			swept := after.Sweeps(seat) - before.Sweeps(seat)
			if after.Turn() < 0 {
				if cleared {
					finalSweeps++
				}
				assert.Zero(t, swept, "seed %d: no scopa on the last move", seed)
			} else {
				assert.Equal(t, cleared, swept == 1, "seed %d: %v", seed, m)
			}
		})
	}
	assert.Positive(t, finalSweeps, "some game ends with a capture of the whole table")
}

func TestSC10LastCapturerTakesTable(t *testing.T) {
	r := rules(t, 2)
	for seed := range uint64(testlong.N(100, 1000)) {
		fixture.FishingRandomGame(t, r, seed, func(before, after fishing.State, m fishing.Move) {
			if after.Turn() >= 0 {
				return
			}
			assert.Zero(t, after.Table().Len())
			assert.Zero(t, after.StockLen())
			left := before.Table().Minus(m.Taken())
			if m.Taken() == 0 {
				left = left.Union(m.Played())
			}
			assert.True(t, after.Pile(after.LastCapturer()).Contains(left), "seed %d", seed)
		})
	}
}

func TestSC11Scoring(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"2S 3S 4S", "7C 6D 5H"}, "7S 6C 5D KH", "")
	s = fixture.FishingPlay(t, r, s, "7C=7S", "2S", "6D=6C", "3S", "5H=5D")
	assert.Equal(t, fixture.Set("7C 7S 6C 6D 5D 5H"), s.Pile(1))
	// Seat 1: the cards (6 to 0), the coins (2 to 0), the primiera (7C
	// 21, 7S 21, 6D 18, 5H 15 against none); no settebello, no scopa.
	assert.Equal(t, []int{0, 3}, r.Score(s))
	s = fixture.FishingPlay(t, r, s, "4S")
	assert.Equal(t, []int{0, 3}, r.Score(s))

	// The settebello alone: one card each side, a tie on the cards, seat
	// 1 has the coins and the seven of coins.
	s = fixture.FishingDeal(t, r, 0, []string{"2S 3S 4S", "7C 6D 5H"}, "7D 6S KD KH", "")
	s = fixture.FishingPlay(t, r, s, "7C=7D")
	assert.Equal(t, []int{0, 3}, r.Score(s), "cards, coins, settebello")
}

// refScore is the Scopa score of a finished two-player deal written out
// again from the piles, sharing nothing with the engine.
func refScore(s fishing.State) [2]int {
	prim := map[cards.Rank]int{cards.Seven: 21, cards.Six: 18, cards.Ace: 16, cards.Five: 15, cards.Four: 14, cards.Three: 13, cards.Two: 12, cards.Jack: 10, cards.Queen: 10, cards.King: 10}
	var count, coins, primiera [2]int
	var out [2]int
	for seat := range 2 {
		out[seat] = s.Sweeps(seat)
		best := map[cards.Suit]int{}
		for _, c := range s.Pile(seat).Cards() {
			count[seat]++
			if c.Suit() == cards.Diamonds {
				coins[seat]++
				if c.Rank() == cards.Seven {
					out[seat]++
				}
			}
			best[c.Suit()] = max(best[c.Suit()], prim[c.Rank()])
		}
		if len(best) == 4 {
			for _, v := range best {
				primiera[seat] += v
			}
		}
	}
	for _, row := range [][2]int{count, coins, primiera} {
		if row[0] > row[1] {
			out[0]++
		} else if row[1] > row[0] {
			out[1]++
		}
	}
	return out
}

func TestScoreWholeGame(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingRandomGame(t, r, 3, nil)
	assert.Equal(t, fishing.EndNoCards, s.End())
	assert.Equal(t, 40, s.Pile(0).Len()+s.Pile(1).Len())
	got := r.Score(s)
	assert.Equal(t, []int{1, 2}, got)
	for seed := range uint64(testlong.N(100, 1000)) {
		s := fixture.FishingRandomGame(t, r, seed, nil)
		ref := refScore(s)
		assert.Equal(t, ref[:], r.Score(s), "seed %d", seed)
	}
}

func TestContract(t *testing.T) {
	for _, n := range []int{2, 4} {
		r := rules(t, n)
		cardstest.Check[fishing.State, fishing.Move, fishing.View](t, r, fixture.FishingConfig(r, contractGames))
	}
	r := rules(t, 3)
	cardstest.Check[fishing.State, fishing.Move, fishing.View](t, r, fixture.FishingConfig(r, testlong.N(30, 300)))
}

func TestRulesErrors(t *testing.T) {
	_, err := scopa.Rules(7)
	assert.True(t, errors.Is(err, cards.ErrInvalidRules))
}
