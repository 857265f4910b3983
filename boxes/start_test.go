package boxes_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
)

func TestValidate(t *testing.T) {
	require.NoError(t, boxes.Rules{}.Validate())
	all := boxes.Rules{
		WildEightsNines: true, BigSets: true, StrictPairs: true, TwoDraw: boxes.TwoDrawTwoEach,
		FiveSelf: true, PlayDrawn: true, PairAnswersTwo: true, LastCardEffects: true,
		UpcardEffects: true, MaxMoves: 100,
	}
	require.NoError(t, all.Validate())
	for name, r := range map[string]boxes.Rules{
		"TwoDraw":       {TwoDraw: 3},
		"MaxMoves<0":    {MaxMoves: -1},
		"MaxMoves>max":  {MaxMoves: boxes.MaxMovesLimit + 1},
		"TwoDraw large": {TwoDraw: 200},
	} {
		t.Run(name, func(t *testing.T) {
			assert.ErrorIs(t, r.Validate(), cards.ErrInvalidRules)
			_, err := r.Start(cards.Deal{Dealer: 0, Seed: 1})
			assert.ErrorIs(t, err, cards.ErrInvalidRules)
			_, err = r.Start(cards.Deal{Dealer: 0, Deck: cards.NewDeck52(), Seed: 1})
			assert.ErrorIs(t, err, cards.ErrInvalidRules)
		})
	}
}

func TestStartErrors(t *testing.T) {
	r := boxes.Rules{}
	for _, dealer := range []int{-1, 4, 100} {
		_, err := r.Start(cards.Deal{Dealer: dealer, Seed: 1})
		assert.ErrorIs(t, err, cards.ErrInvalidArgument)
		_, err = r.Start(cards.Deal{Dealer: dealer, Deck: cards.NewDeck52(), Seed: 1})
		assert.ErrorIs(t, err, cards.ErrInvalidArgument)
	}
	short := cards.NewDeck52()[:51]
	twice := cards.NewDeck52()
	twice[1] = twice[0]
	bad := cards.NewDeck52()
	bad[5] = cards.NoCard
	for name, d := range map[string]cards.Deck{"empty": {}, "short": short, "twice": twice, "bad card": bad, "long": append(cards.NewDeck52(), 0)} {
		_, err := r.Start(cards.Deal{Dealer: 0, Deck: d, Seed: 1})
		assert.ErrorIs(t, err, cards.ErrInvalidArgument, name)
	}
}

func TestStartReproducible(t *testing.T) {
	r := boxes.Rules{}
	a, err := r.Start(cards.Deal{Dealer: 1, Seed: 99})
	require.NoError(t, err)
	b, err := r.Start(cards.Deal{Dealer: 1, Seed: 99})
	require.NoError(t, err)
	assert.Equal(t, a, b)
	c, err := r.Start(cards.Deal{Dealer: 1, Seed: 100})
	require.NoError(t, err)
	assert.NotEqual(t, a, c)
	// A given deck order is dealt as given, whatever the seed.
	d1, err := r.Start(cards.Deal{Dealer: 0, Deck: cards.NewDeck52(), Seed: 1})
	require.NoError(t, err)
	d2, err := r.Start(cards.Deal{Dealer: 0, Deck: cards.NewDeck52(), Seed: 2})
	require.NoError(t, err)
	for seat := range boxes.NumSeats {
		assert.Equal(t, d1.Hand(seat), d2.Hand(seat))
	}
	assert.Equal(t, cards.NewDeck52()[:8*4+1].Set(), d1.Hand(0)|d1.Hand(1)|d1.Hand(2)|d1.Hand(3)|cards.SetOf(d1.Top()))
}

func TestSchedule(t *testing.T) {
	for _, sizes := range [][]int{nil, {0}, {13}, {8, -1}, make([]int, boxes.MaxDeals+1)} {
		_, err := boxes.NewSchedule(sizes...)
		assert.ErrorIs(t, err, cards.ErrInvalidRules, "%v", sizes)
	}
	s, err := boxes.NewSchedule(1, 12, 5)
	require.NoError(t, err)
	assert.Equal(t, 3, s.Len())
	assert.Equal(t, 12, s.Size(1))
	assert.Equal(t, 0, s.Size(3))
	assert.Equal(t, 0, s.Size(-1))
	assert.Equal(t, "1,12,5", s.String())
	assert.Equal(t, 15, boxes.Schedule{}.Len())
	assert.Equal(t, 8, boxes.Schedule{}.Size(14))

	p, err := boxes.ParseSchedule("1, 12 5")
	require.NoError(t, err)
	assert.Equal(t, s, p)
	for _, bad := range []string{"", "0", "13", "x", "8,,9,a", "1 2 3 4 5 6 7 8 9 10 1 2 3 4 5 6 7 8 9 10 1 2 3 4 5 6 7 8 9 10 1 2 3"} {
		_, err := boxes.ParseSchedule(bad)
		assert.ErrorIs(t, err, cards.ErrSyntax, bad)
	}

	back, err := boxes.Rules{}.WithTags(boxes.Rules{Deals: s, BigSets: true}.Tags())
	require.NoError(t, err)
	assert.Equal(t, boxes.Rules{Deals: s, BigSets: true}, back)
}

func TestZeroState(t *testing.T) {
	var s boxes.State
	r := boxes.Rules{}
	assert.True(t, s.Turn() < 0)
	assert.Equal(t, boxes.PhaseOver, s.Phase())
	deal, reason, out := s.LastEnd()
	assert.Equal(t, []int{-1, -1}, []int{deal, out})
	assert.Equal(t, boxes.EndNone, reason)
	seat, m := s.LastMove()
	assert.Equal(t, boxes.Move{}, m)
	assert.Equal(t, -1, seat)
	_, ok := s.Drawn()
	assert.False(t, ok)
	assert.Empty(t, cards.Legal(r, s))
	next, err := r.Apply(s, boxes.Draw())
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	assert.Equal(t, s, next)
	assert.Equal(t, cards.Set(0), s.Hand(-1))
	assert.Equal(t, cards.Set(0), s.Hand(4))
	assert.Equal(t, 0, s.Drew(-1))
	assert.Equal(t, 0, s.Drew(4))
	assert.Equal(t, -1, r.Table().Winner(s.Public))
	assert.Equal(t, 4, r.Seats())
}

func TestStartAccessors(t *testing.T) {
	r := boxes.Rules{}
	s, err := r.Start(cards.Deal{Dealer: 3, Seed: 5})
	require.NoError(t, err)
	assert.Equal(t, 3, s.Dealer())
	assert.Equal(t, 0, s.Deal())
	assert.Equal(t, 8, s.Hand(0).Len())
	assert.Equal(t, 0, s.Turn())
	assert.Equal(t, 0, r.ToMove(s))
	assert.Equal(t, boxes.PhasePlay, s.Phase())
	assert.Equal(t, s.Top().Suit(), s.Suit())
	assert.Equal(t, 52-33, s.StockLen())
	assert.Equal(t, 1, s.Discards().Len()+1)
	assert.Equal(t, cards.Set(0), s.Discards())
	assert.Equal(t, 0, s.Chain())
	assert.Equal(t, 0, s.PendingDraw())
	assert.Equal(t, 0, s.MoveCount())
	assert.Equal(t, []int{0, 0, 0, 0}, r.Score(s))
	assert.Equal(t, -1, r.Table().Winner(s.Public))
	text, err := r.AppendState(nil, s)
	require.NoError(t, err)
	assert.Equal(t, "0/8,7,6,5,4,3,2,1,2,3,4,5,6,7,8", strings.Fields(string(text))[7], "the first deal of the standard schedule")
}
