package equibot_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/fishing/fishingbot"
	"github.com/cardrules/cardrules/internal/fixture"
)

type equiPlayer = bot.Player[equi.View, equi.Move]

// equiDeal deals a game under r from a deck built so that each seat gets
// hands[seat] and the table table: seat dealer+1 moves first. The rest of
// the deck, in card order, is the stock.
func equiDeal(t testing.TB, r equi.Rules, dealer int, hands []string, table string) equi.State {
	t.Helper()
	players := r.Seats()
	require.Len(t, hands, players)
	used := set(table)
	hs := make([][]cards.Card, players)
	for seat, h := range hands {
		hs[seat] = set(h).Cards()
		require.Len(t, hs[seat], equi.HandSize)
		used |= set(h)
	}
	var deck cards.Deck
	for k := range equi.HandSize {
		for j := 1; j <= players; j++ {
			deck = append(deck, hs[(dealer+j)%players][k])
		}
	}
	deck = append(deck, set(table).Cards()...)
	deck = append(deck, cards.Deck36.Minus(used).Cards()...)
	s, err := r.Start(cards.Deal{Dealer: dealer, Deck: deck})
	require.NoError(t, err)
	require.Equal(t, set(table), s.Table(), "the deck deals as intended")
	return s
}

func TestGreedyTakesTheMostCards(t *testing.T) {
	// Seat 1 holds 10 7 J K (points 10, 7, 2, 4) and the table is 9 A 6 Q
	// (9, 1, 6, 3): 10H takes 9C+AS or 6D+QH+AS, KC takes QH+AS, and
	// 10H+7S+JS (19) takes the whole table, four cards.
	r := equi.Rules{}
	s := equiDeal(t, r, 0, []string{"7C 8C 8D 8H", "10H 7S JS KC"}, "9C AS 6D QH")
	m, err := equibot.Greedy().Choose(r.View(s, 1))
	require.NoError(t, err)
	assert.Equal(t, equi.Capture(set("10H 7S JS"), set("9C AS 6D QH")), m)
}

func TestScoreTrailsTheLeastUsefulCard(t *testing.T) {
	// The table holds the four kings (4 points each); seat 1 holds A, 10,
	// 9 and 8 of clubs. Seat 0 may hold any of the 28 other cards: Q J 7 6
	// four times each, 10 9 8 A three times. Counted by hand, the cards and
	// pairs of those that could take a group with the trailed card in it:
	// AC 109 (9s alone, pairs of 5, 9, 13 and 17), 9C 90, 8C 88, 10C 67.
	r := equi.Rules{VoluntaryTrail: true}
	s := equiDeal(t, r, 0, []string{"7C 8D 8H 6C", "AC 10C 9C 8C"}, "KS KH KD KC")
	v := r.View(s, 1)
	scores := map[string]float64{}
	for _, c := range []string{"AC", "10C", "9C", "8C"} {
		scores[c] = equibot.Score(v, equi.Trail(card(c)))
		// A trail loses a card and draws one back: 0, less its usefulness.
		assert.InDelta(t, -0.5, scores[c], 0.5, c)
	}
	assert.Greater(t, scores["10C"], scores["8C"])
	assert.Greater(t, scores["8C"], scores["9C"])
	assert.Greater(t, scores["9C"], scores["AC"])
	assert.Equal(t, -1e9, equibot.Score(v, equi.Trail(card("KS"))), "not in the hand")
}

func TestScoreEndsTheGameWhenItLeads(t *testing.T) {
	// Play a seeded game with Greedy players to the first position where the
	// stock is exhausted and the seat to move can clear the table.
	r := equi.Rules{}
	greedy := equibot.Greedy()
	found, wins := 0, 0
	for seed := range uint64(200) {
		s, err := r.Start(cards.Deal{Dealer: 0, Seed: seed})
		require.NoError(t, err)
		for s.Turn() >= 0 {
			v := r.View(s, s.Turn())
			if s.StockLen() == 0 {
				for _, m := range v.AppendLegal(nil) {
					if m.IsTrail() || m.Taken() != s.Table() {
						continue
					}
					found++
					score := equibot.Score(v, m)
					mine := s.Held(s.Turn()) + m.Taken().Len()
					leads := true
					for seat := range r.Seats() {
						if seat != s.Turn() && s.Held(seat) >= mine {
							leads = false
						}
					}
					if leads {
						wins++
						assert.Equal(t, float64(m.Taken().Len()+100), score, "%v wins the game", m)
					} else {
						assert.Equal(t, float64(m.Taken().Len()-100), score, "%v ends a game it does not win", m)
					}
				}
			}
			m, err := greedy.Choose(v)
			require.NoError(t, err)
			s, err = r.Apply(s, m)
			require.NoError(t, err)
		}
	}
	// The seeded games reach both kinds of clearing move.
	assert.Positive(t, wins, "a clearing move that wins")
	assert.Positive(t, found-wins, "a clearing move that does not win")
	t.Logf("%d clearing moves, %d of them winning", found, wins)
}

// TestReward: the search's reward on Equi's table (fishingbot.Reward) is
// 0.9 times the seat's share of the most cards held plus 0.1 times its
// share of the cards held, and the rewards of all seats add up to 1.
func TestReward(t *testing.T) {
	r := equi.Rules{Players: 3}
	e, err := fishing.New(r.Table())
	require.NoError(t, err)
	reward := fishingbot.Reward(e)
	s := equiDeal(t, r, 0, []string{"7C 8C 8D 8H", "10H 7S JS KC", "6H 6S 7D 7H"}, "9C AS 6D QH")
	// Everyone holds 4: a three-way share.
	assert.InDelta(t, 0.9/3+0.1*4/12, reward(s, 0), 1e-12)
	next, err := r.Apply(s, equi.Capture(set("10H 7S JS"), set("9C AS 6D QH")))
	require.NoError(t, err)
	// Seat 1 now holds its hand refilled to 4 and a pile of 7: 11 of 19.
	assert.InDelta(t, 0.9+0.1*11/19, reward(next, 1), 1e-12)
	assert.InDelta(t, 0.1*4/19, reward(next, 2), 1e-12)
	assert.Zero(t, reward(next, 3), "no seat 3")

	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(2, 6).Draw(t, "players")
		r := equi.Rules{Players: players}
		e, err := fishing.New(r.Table())
		require.NoError(t, err)
		reward := fishingbot.Reward(e)
		s, err := r.Start(cards.Deal{Dealer: 0, Seed: rapid.Uint64().Draw(t, "deal")})
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "moves"), 0))
		rollout := equibot.Rollout(r)
		for steps := rapid.IntRange(0, 40).Draw(t, "steps"); s.Turn() >= 0 && steps > 0; steps-- {
			s, err = r.Apply(s, rollout(s, rng))
			require.NoError(t, err)
		}
		sum := 0.0
		for seat := range players {
			sum += reward(s, seat)
		}
		assert.InDelta(t, 1, sum, 1e-9)
	})
}

func TestMovesAndRolloutAreLegalAndBounded(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, s := fixture.EquiPosition(t)
		legal := cards.Legal(r, s)
		require.NotEmpty(t, legal)
		index := map[equi.Move]int{}
		for i, m := range legal {
			index[m] = i
		}
		moves := equibot.Moves(r)(nil, s)
		require.NotEmpty(t, moves)
		if len(legal) <= equibot.TreeMoves {
			require.Equal(t, legal, moves, "every move of an ordinary position")
		} else {
			require.Len(t, moves, equibot.TreeMoves)
		}
		weight := func(m equi.Move) int { return 64*m.Taken().Len() + m.Played().Len() }
		kept := map[equi.Move]bool{}
		least := 1 << 30
		for _, m := range moves {
			i, ok := index[m]
			require.True(t, ok, "%v is legal", m)
			require.Less(t, i, equibot.ScanMoves, "among the moves scanned")
			kept[m] = true
			least = min(least, weight(m))
		}
		for _, m := range legal[:min(len(legal), equibot.ScanMoves)] {
			if !kept[m] {
				require.LessOrEqual(t, weight(m), least, "%v left out for weaker moves", m)
			}
		}
		again := equibot.Moves(r)(make([]equi.Move, 3), s)
		require.Equal(t, moves, again[3:], "appended after dst, the same every time")

		// The players choose at the root among the same moves, from the
		// seat's view.
		v := r.View(s, s.Turn())
		require.Equal(t, moves, equibot.Greedy().Root(nil, v))
		require.Equal(t, moves, equibot.NewISMCTS(r, 1, 0).Root(nil, v))

		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "rollout seed"), 0))
		m := equibot.Rollout(r)(s, rng)
		i, ok := index[m]
		require.True(t, ok, "the rollout's %v is legal", m)
		require.Less(t, i, equibot.RolloutMoves)
	})
}

func TestRolloutDrawsEveryMove(t *testing.T) {
	r := equi.Rules{}
	s := equiDeal(t, r, 0, []string{"7C 8C 8D 8H", "10H 7S JS KC"}, "9C AS 6D QH")
	legal := cards.Legal(r, s)
	require.Less(t, len(legal), equibot.RolloutMoves)
	counts := map[equi.Move]int{}
	rng := rand.New(rand.NewPCG(1, 2))
	draws := 200 * len(legal)
	for range draws {
		counts[equibot.Rollout(r)(s, rng)]++
	}
	require.Len(t, counts, len(legal))
	for _, m := range legal {
		assert.InDelta(t, 200, counts[m], 60, "%v is drawn about 1 time in %d", m, len(legal))
	}
}

func TestBotsPlayLegalMovesAndRepeatThemselves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, s := fixture.EquiPosition(t)
		seed := rapid.Uint64().Draw(t, "bot seed")
		v := r.View(s, s.Turn())
		players := map[string][2]equiPlayer{
			"random": {bot.NewRandom[equi.View, equi.Move](seed), bot.NewRandom[equi.View, equi.Move](seed)},
			"greedy": {equibot.Greedy(), equibot.Greedy()},
			"ismcts": {equibot.NewISMCTS(r, 20, seed), equibot.NewISMCTS(r, 20, seed)},
		}
		fixture.PlayersRepeat(t, r, s, v, players)
	})
}

func TestBotsSeeOnlyTheView(t *testing.T) {
	// Two deals that differ only in cards seat 1 cannot see: seat 0's hand
	// and the stock swap 7C and AC.
	r := equi.Rules{}
	a := equiDeal(t, r, 0, []string{"7C 8C 8D 8H", "10H 7S JS KC"}, "9C AS 6D QH")
	b := equiDeal(t, r, 0, []string{"AC 8C 8D 8H", "10H 7S JS KC"}, "9C AS 6D QH")
	require.NotEqual(t, a, b)
	va, vb := r.View(a, 1), r.View(b, 1)
	require.Equal(t, va, vb, "seat 1's views are the same")

	for name, p := range map[string]func() equiPlayer{
		"random": func() equiPlayer { return bot.NewRandom[equi.View, equi.Move](3) },
		"greedy": func() equiPlayer { return equibot.Greedy() },
		"ismcts": func() equiPlayer { return equibot.NewISMCTS(r, 100, 3) },
	} {
		choose := reflect.ValueOf(p()).MethodByName("Choose").Type()
		require.Equal(t, 1, choose.NumIn(), name)
		assert.Equal(t, reflect.TypeFor[equi.View](), choose.In(0), name)
		ma, err := p().Choose(va)
		require.NoError(t, err)
		mb, err := p().Choose(vb)
		require.NoError(t, err)
		assert.Equal(t, ma, mb, "%s plays the same whatever seat 0 holds", name)
	}
}

// set and card parse cards written in the test source.
var (
	set  = fixture.Set
	card = fixture.Card
)
