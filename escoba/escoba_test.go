package escoba_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/escoba"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/internal/fixture"
	"github.com/cardrules/cardrules/internal/rulesdoc"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/scopa"
)

func rules(t testing.TB, players int) fishing.Rules {
	t.Helper()
	r, err := escoba.Rules(players)
	require.NoError(t, err)
	return r
}

func TestRulesDocTestsExist(t *testing.T) {
	problems, err := rulesdoc.Check(filepath.Join("..", "docs", "rules", "escoba.md"), ".", "ES", 11)
	require.NoError(t, err)
	assert.Empty(t, problems)
}

func TestES1DeckAndValues(t *testing.T) {
	r := rules(t, 2)
	assert.Equal(t, scopa.Deck, r.Table().Deck)
	for text, want := range map[string]int{"AS": 1, "5C": 5, "7D": 7, "JH": 8, "QS": 9, "KC": 10, "10C": 0} {
		assert.Equal(t, want, r.Value(fixture.Card(text)), text)
	}
}

func TestES2Players(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		r := rules(t, n)
		assert.Equal(t, n, r.Seats())
		assert.Equal(t, n == 4, r.Table().Partners)
	}
	for _, n := range []int{0, 1, 5} {
		_, err := escoba.Rules(n)
		assert.ErrorIs(t, err, cards.ErrInvalidRules, "%d players", n)
	}
}

func TestES3Deal(t *testing.T) {
	r := rules(t, 3)
	s, err := r.Start(cards.Deal{Dealer: 1, Seed: 9})
	require.NoError(t, err)
	for i := range 3 {
		assert.Equal(t, 3, s.Hand(i).Len())
	}
	assert.Equal(t, 2, s.Turn())
	assert.Equal(t, 40-4-9, s.StockLen())
}

func TestES4NewRound(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 1, []string{"KC KD KH", "QC QD QH"}, "JC JD JH JS", "")
	// The seat after the dealer (seat 0) plays first; no king or queen
	// makes 15 with jacks (8): every move is a trail.
	s = fixture.FishingPlay(t, r, s, "KC", "QC", "KD", "QD", "KH")
	assert.Equal(t, 1, s.Hand(1).Len())
	s = fixture.FishingPlay(t, r, s, "QH")
	assert.Equal(t, 3, s.Hand(0).Len())
	assert.Equal(t, 3, s.Hand(1).Len())
	assert.Equal(t, 40-4-12, s.StockLen())
	assert.Equal(t, 0, s.Turn())
}

func TestES5OneCardAMove(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"2C 2S 3C", "7C AD 2H"}, "3D 5S KH 4C", "")
	_, err := r.Apply(s, fishing.Capture(fixture.Set("AD 2H"), fixture.Set("3D KH")))
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, "a move plays one card", me.Reason)
}

func TestES6FifteenWithThePlayedCard(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"2C 2S 3C", "7C AD 2H"}, "3D 5S KH 4C", "")
	assert.Equal(t, []string{"AD=4C+KH", "2H=3D+KH", "7C=3D+5S", "2H", "7C", "AD"}, fixture.FishingLegal(r, s))
	_, err := r.Apply(s, fishing.Capture(fixture.Set("7C"), fixture.Set("4C")))
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, "the cards played and taken make 11, not 15", me.Reason)
	s = fixture.FishingPlay(t, r, s, "7C=3D+5S")
	assert.Equal(t, fixture.Set("7C 3D 5S"), s.Pile(1))
}

func TestES7TrailAlways(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"2C 2S 3C", "7C AD 2H"}, "3D 5S KH 4C", "")
	s, err := r.Apply(s, fishing.Trail(fixture.Card("7C")))
	require.NoError(t, err, "a card that could make 15 may be trailed")
	assert.True(t, s.Table().Has(fixture.Card("7C")))
}

func TestES8OpeningFifteen(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"2C 2S 3C", "7C AD 2H"}, "AC 2D 5H 7S", "")
	assert.Equal(t, fixture.Set("AC 2D 5H 7S"), s.Pile(0), "the dealer takes a table of 15")
	assert.Equal(t, 1, s.Sweeps(0))
	assert.True(t, s.Table().Empty())
	assert.Equal(t, []string{"2H", "7C", "AD"}, fixture.FishingLegal(r, s))

	s = fixture.FishingDeal(t, r, 0, []string{"2C 2S 3C", "7C AD 2H"}, "AC 2D 5H 6S", "")
	assert.Equal(t, 4, s.Table().Len(), "16 stays")
	assert.Zero(t, s.Sweeps(0))
}

func TestES9Escoba(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"2C 2S 3C", "5H AD 2H"}, "AC 2D 3H 4S", "")
	s = fixture.FishingPlay(t, r, s, "5H=AC+2D+3H+4S")
	assert.Equal(t, 1, s.Sweeps(1))
	assert.Equal(t, []int{0, 3}, r.Score(s), "the escoba, the cards, the coins")
	for seed := range uint64(testlong.N(100, 1000)) {
		fixture.FishingRandomGame(t, r, seed, func(before, after fishing.State, m fishing.Move) {
			seat := before.Turn()
			cleared := m.Taken() != 0 && before.Table() == m.Taken()
			swept := after.Sweeps(seat) - before.Sweeps(seat)
			assert.Equal(t, cleared && after.Turn() >= 0, swept == 1, "seed %d: %v", seed, m)
		})
	}
}

func TestES10LastCapturerTakesTable(t *testing.T) {
	r := rules(t, 2)
	for seed := range uint64(testlong.N(100, 1000)) {
		fixture.FishingRandomGame(t, r, seed, func(before, after fishing.State, m fishing.Move) {
			if after.Turn() >= 0 {
				return
			}
			left := before.Table().Minus(m.Taken())
			if m.Taken() == 0 {
				left = left.Union(m.Played())
			}
			assert.True(t, after.Table().Empty())
			to := after.LastCapturer()
			if to < 0 {
				to = after.Dealer()
			}
			assert.True(t, after.Pile(to).Contains(left), "seed %d", seed)
		})
	}
}

func TestES11Scoring(t *testing.T) {
	r := rules(t, 2)
	s := fixture.FishingDeal(t, r, 0, []string{"2C 2S 3C", "7C AD 2H"}, "7S 7H AC KD", "")
	s = fixture.FishingPlay(t, r, s, "7C=AC+7S")
	assert.Equal(t, []int{0, 2}, r.Score(s), "the cards and the sevens; the coins tied at 0")

	s = fixture.FishingDeal(t, r, 0, []string{"2C 2S 3C", "7C AD 2H"}, "7D AS 3H 5H", "")
	s = fixture.FishingPlay(t, r, s, "7C=AS+7D")
	assert.Equal(t, []int{0, 4}, r.Score(s), "the cards, the coins, the seven of coins, the sevens")
}

// refScore is the Escoba score of a finished two-player deal written out
// again from the piles, sharing nothing with the engine.
func refScore(s fishing.State) [2]int {
	var count, coins, sevens [2]int
	var out [2]int
	for seat := range 2 {
		out[seat] = s.Sweeps(seat)
		for _, c := range s.Pile(seat).Cards() {
			count[seat]++
			if c.Suit() == cards.Diamonds {
				coins[seat]++
			}
			if c.Rank() == cards.Seven {
				sevens[seat]++
				if c.Suit() == cards.Diamonds {
					out[seat]++
				}
			}
		}
	}
	for _, row := range [][2]int{count, coins, sevens} {
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
	assert.Equal(t, 40, s.Pile(0).Len()+s.Pile(1).Len())
	assert.Equal(t, []int{1, 3}, r.Score(s))
	for seed := range uint64(testlong.N(100, 1000)) {
		s := fixture.FishingRandomGame(t, r, seed, nil)
		ref := refScore(s)
		assert.Equal(t, ref[:], r.Score(s), "seed %d", seed)
	}
}

func TestContract(t *testing.T) {
	r := rules(t, 2)
	cardstest.Check[fishing.State, fishing.Move, fishing.View](t, r, fixture.FishingConfig(r, contractGames))
	for _, n := range []int{3, 4} {
		r := rules(t, n)
		cardstest.Check[fishing.State, fishing.Move, fishing.View](t, r, fixture.FishingConfig(r, testlong.N(30, 300)))
	}
}
