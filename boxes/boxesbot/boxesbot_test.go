package boxesbot_test

import (
	"math"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/fixture"
	"github.com/cardrules/cardrules/shedding/sheddingbot"
)

type boxesPlayer = bot.Player[boxes.View, boxes.Move]

// boxesDeal deals the first deal of a match under r from a deck built so
// that each seat gets hands[seat] and up is the upcard: seat dealer+1 moves
// first. The rest of the deck, in card order, is the stock.
func boxesDeal(t testing.TB, r boxes.Rules, dealer int, hands [4]string, up string) boxes.State {
	t.Helper()
	var hs [4][]cards.Card
	used := cards.SetOf(card(up))
	for seat, h := range hands {
		hs[seat] = set(h).Cards()
		used |= set(h)
	}
	var deck cards.Deck
	for k := range hs[0] {
		for j := 1; j <= 4; j++ {
			deck = append(deck, hs[(dealer+j)%4][k])
		}
	}
	deck = append(deck, card(up))
	deck = append(deck, cards.Deck52.Minus(used).Cards()...)
	s, err := r.Start(cards.Deal{Dealer: dealer, Deck: deck, Seed: 1})
	require.NoError(t, err)
	require.Equal(t, set(hands[(dealer+1)%4]), s.Hand(s.Turn()), "the deck deals as intended")
	return s
}

// move parses a Boxes move written in the test source.
func move(t testing.TB, text string) boxes.Move {
	t.Helper()
	m, err := boxes.Rules{}.ParseMove(text)
	require.NoError(t, err)
	return m
}

func TestGreedy(t *testing.T) {
	// Seat 1 moves first; the upcard 5H puts hearts in force. Penalties:
	// A 0, 3 3, J Q K 10, 4 15, 2 7 20, 10 25, 5 6 9 30, 8 50.
	tests := []struct {
		name string
		hand string
		want string
	}{
		{"sheds the most expensive card", "KH 10H 3C", "10H"},
		{"keeps an 8 while another card can be played", "8H 4H 2C", "4H"},
		{"plays an 8 rather than draw, naming its longest suit", "8H 2C 3C QD", "8H:C"},
		{"attacks with a 2", "2H KH QC", "2H"},
		{"lays a pair with the one-card call", "7H 7C KS", "7H+7C!"},
		{"sheds two 3s at once", "3C 3H 4D", "3H+3C!"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := set(tt.hand).Len()
			var hands [4]string
			for seat, pool := range map[int]string{0: "AS 2S 4S 6S", 2: "9S 10S JS QS", 3: "AD 6D 9D JD"} {
				hands[seat] = cards.SetOf(set(pool).Cards()[:n]...).String()
			}
			hands[1] = tt.hand
			r := fixture.BoxesRules(t, n)
			s := boxesDeal(t, r, 0, hands, "5H")
			m, err := boxesbot.Greedy().Choose(r.View(s, 1))
			require.NoError(t, err)
			assert.Equal(t, move(t, tt.want), m)
		})
	}
}

func TestGreedyGoesOut(t *testing.T) {
	r := fixture.BoxesRules(t, 2)
	s := boxesDeal(t, r, 0, [4]string{"KC QC", "AH AC", "QD JD", "KS QS"}, "5H")
	m, err := boxesbot.Greedy().Choose(r.View(s, 1))
	require.NoError(t, err)
	assert.Equal(t, move(t, "AH+AC!"), m, "the pair empties the hand")
	assert.Equal(t, math.Inf(-1), boxesbot.Score(r.View(s, 1), boxes.Move{}), "the zero Move is no move")
}

func TestReward(t *testing.T) {
	// One card each: seat 1 goes out at once with 5H on the upcard 6H.
	// Seats 0 and 2 keep KC and QD (10 + 10), seat 3 keeps 10S (25).
	r := fixture.BoxesRules(t, 1)
	s := boxesDeal(t, r, 0, [4]string{"KC", "5H", "QD", "10S"}, "6H")
	// Before any move, every hand is scored as it stands: 5H is 30.
	startWant := 0.5 + 0.5*math.Tanh(float64(30+25-10-10)/(8*sheddingbot.Scale)) // a deal going on
	assert.InDelta(t, startWant, boxesbot.Reward(s, 0), 1e-12, "mid-deal: every hand scored as it stands, gently")
	assert.InDelta(t, 1-startWant, boxesbot.Reward(s, 1), 1e-12)

	end, err := r.Apply(s, move(t, "5H"))
	require.NoError(t, err)
	require.True(t, end.Turn() < 0)
	assert.Equal(t, []int{10, 0, 10, 25}, r.Score(end))
	assert.Equal(t, []float64{1, 0, 1, 0}, []float64{
		boxesbot.Reward(end, 0), boxesbot.Reward(end, 1), boxesbot.Reward(end, 2), boxesbot.Reward(end, 3),
	}, "the match result, shared by partners")
	assert.Zero(t, boxesbot.Reward(end, 4), "no seat 4")
	assert.Zero(t, boxesbot.Reward(end, -1))

	// The same deal in a match of two deals: the next deal is dealt, and
	// the reward rates the deal that just ended by its margin of 5.
	r2 := fixture.BoxesRules(t, 1, 1)
	s2 := boxesDeal(t, r2, 0, [4]string{"KC", "5H", "QD", "10S"}, "6H")
	next, err := r2.Apply(s2, move(t, "5H"))
	require.NoError(t, err)
	require.False(t, next.Turn() < 0)
	require.Equal(t, 1, next.Deal())
	want := 0.5 + 0.5*math.Tanh(5.0/sheddingbot.Scale)
	assert.InDelta(t, want, boxesbot.Reward(next, 2), 1e-12)
	assert.InDelta(t, 1-want, boxesbot.Reward(next, 3), 1e-12)

	assert.False(t, boxesbot.StopAtDealEnd(s2, s2))
	assert.True(t, boxesbot.StopAtDealEnd(s2, next), "a new deal")
	assert.True(t, boxesbot.StopAtDealEnd(s, end), "the match is over")
}

func TestBotsPlayLegalMovesAndRepeatThemselves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, s := fixture.BoxesPosition(t)
		if s.Turn() < 0 {
			t.Skip("the deal ended at once")
		}
		seed := rapid.Uint64().Draw(t, "bot seed")
		v := r.View(s, s.Turn())
		players := map[string][2]boxesPlayer{
			"random": {bot.NewRandom[boxes.View, boxes.Move](seed), bot.NewRandom[boxes.View, boxes.Move](seed)},
			"greedy": {boxesbot.Greedy(), boxesbot.Greedy()},
			"ismcts": {boxesbot.NewISMCTS(r, 20, seed), boxesbot.NewISMCTS(r, 20, seed)},
		}
		fixture.PlayersRepeat(t, r, s, v, players)
	})
}

func TestBotsSeeOnlyTheView(t *testing.T) {
	// Two deals that differ only in cards seat 1 cannot see: seat 3's
	// hand and the stock swap KS and AS.
	r := fixture.BoxesRules(t, 3)
	a := boxesDeal(t, r, 0, [4]string{"KC QC 10C", "KH 10H 3C", "QD JD 10D", "KS QS JS"}, "5H")
	b := boxesDeal(t, r, 0, [4]string{"KC QC 10C", "KH 10H 3C", "QD JD 10D", "AS QS JS"}, "5H")
	require.NotEqual(t, a, b)
	va, vb := r.View(a, 1), r.View(b, 1)
	require.True(t, reflect.DeepEqual(va, vb), "seat 1's views are the same")

	for name, p := range map[string]func() boxesPlayer{
		"random": func() boxesPlayer { return bot.NewRandom[boxes.View, boxes.Move](3) },
		"greedy": func() boxesPlayer { return boxesbot.Greedy() },
		"ismcts": func() boxesPlayer { return boxesbot.NewISMCTS(r, 100, 3) },
	} {
		// Choose takes the view alone: the player is never given a State.
		choose := reflect.ValueOf(p()).MethodByName("Choose").Type()
		require.Equal(t, 1, choose.NumIn(), name)
		assert.Equal(t, reflect.TypeFor[boxes.View](), choose.In(0), name)
		ma, err := p().Choose(va)
		require.NoError(t, err)
		mb, err := p().Choose(vb)
		require.NoError(t, err)
		assert.Equal(t, ma, mb, "%s plays the same whatever seat 3 holds", name)
	}
}

func TestPriorFollowsScore(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, s := fixture.BoxesPosition(t)
		if s.Turn() < 0 {
			t.Skip("the deal ended at once")
		}
		v := r.View(s, s.Turn())
		legal := v.AppendLegal(nil)
		prior := sheddingbot.Prior(r)
		for _, a := range legal {
			pa := prior(s, a)
			require.True(t, pa >= 0 && pa <= 1, "prior %v of %v", pa, a)
			for _, b := range legal {
				if boxesbot.Score(v, a) > boxesbot.Score(v, b) {
					require.GreaterOrEqual(t, pa, prior(s, b), "%v over %v", a, b)
				}
			}
		}
	})
	r := fixture.BoxesRules(t, 3)
	s := boxesDeal(t, r, 0, [4]string{"AS 2S 4S", "KH 10H 3C", "9S 10S JS", "AD 6D 9D"}, "5H")
	prior := sheddingbot.Prior(r)
	assert.Greater(t, prior(s, move(t, "10H")), prior(s, move(t, "KH")))
}

// set and card parse cards written in the test source.
var (
	set  = fixture.Set
	card = fixture.Card
)

// Rollout plays Greedy's move: the move Greedy chooses from the mover's
// view of the same position, along random positions of every deal size.
func TestRolloutIsGreedy(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, s := fixture.BoxesPosition(t)
		if s.Turn() < 0 {
			t.Skip("the deal ended at once")
		}
		want, err := boxesbot.Greedy().Choose(r.View(s, s.Turn()))
		require.NoError(t, err)
		assert.Equal(t, want, sheddingbot.Rollout(r)(s, nil))
	})
}
