package boxes

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/shedding"
)

// tableRules are the option sets of TestTablePlaysAsBoxes: each option
// alone, then all of them, in single deals and in whole matches.
func tableRules(t *testing.T) []Rules {
	one, err := NewSchedule(8)
	require.NoError(t, err)
	return []Rules{
		{Deals: one}, {Deals: one, WildEightsNines: true}, {Deals: one, BigSets: true},
		{Deals: one, StrictPairs: true}, {Deals: one, TwoDraw: TwoDrawPerTwo},
		{Deals: one, TwoDraw: TwoDrawTwoEach}, {Deals: one, FiveSelf: true},
		{Deals: one, PlayDrawn: true}, {Deals: one, PairAnswersTwo: true},
		{Deals: one, LastCardEffects: true}, {Deals: one, UpcardEffects: true},
		{Deals: one, MaxMoves: 40},
		{WildEightsNines: true, BigSets: true, FiveSelf: true, PlayDrawn: true, PairAnswersTwo: true,
			LastCardEffects: true, UpcardEffects: true},
		{},
	}
}

// TestTablePlaysAsBoxes plays random matches of Boxes under each option
// set and the same moves under its table ([Rules.Table]): at every move
// the two list the same legal moves in the same order and agree on the
// hands, the pile, the stock, the direction, the turn, the deal, the
// dealer and the totals, and on the scores at the end; and they tell the
// same story of every move, as each seat and the spectator see it, but
// for what tellsAsBoxes says. A record of Boxes replays on its table move
// for move.
func TestTablePlaysAsBoxes(t *testing.T) {
	for i, b := range tableRules(t) {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			games := testlong.N(12, 300)
			if b.Deals.Len() > 1 {
				games = testlong.N(1, 30)
			}
			playAsBoxes(t, b, b.Table(), games)
		})
	}
}

// playAsBoxes plays games random matches under b and e, as
// TestTablePlaysAsBoxes says.
func playAsBoxes(t *testing.T, b Rules, e shedding.Rules, games int) {
	rng := rand.New(rand.NewPCG(5, 31))
	for game := range games {
		d := cards.Deal{Seed: uint64(game), Dealer: game % NumSeats}
		bs, err := b.Start(d)
		require.NoError(t, err)
		es, err := e.Start(d)
		require.NoError(t, err)
		tellsAsBoxes(t, fmt.Sprintf("game %d, the deal", game), b.StartStory(bs), e.StartStory(es), false)
		for step := 0; ; step++ {
			var bl, el []string
			for _, m := range cards.Legal(b, bs) {
				bl = append(bl, m.String())
			}
			for _, m := range cards.Legal(e, es) {
				el = append(el, m.String())
			}
			require.Equal(t, bl, el, "game %d, move %d: legal moves\nboxes %v\ntable %v", game, step, bs, es)
			require.Equal(t, bs.Turn(), es.Turn(), "game %d, move %d: turn", game, step)
			for seat := range NumSeats {
				require.Equal(t, bs.Hand(seat), es.Hand(seat), "game %d, move %d: seat %d", game, step, seat)
			}
			if bs.Turn() < 0 {
				for seat := range NumSeats {
					require.Equal(t, bs.Score(seat), -e.Score(es)[seat], "game %d: the score of seat %d", game, seat)
				}
				break
			}
			require.Equal(t, bs.Top(), es.Top(), "game %d, move %d: top", game, step)
			require.Equal(t, bs.Suit(), es.Suit(), "game %d, move %d: suit", game, step)
			require.Equal(t, bs.Direction().String(), es.Direction().String(), "game %d, move %d: direction", game, step)
			require.Equal(t, []cards.Card(bs.Stock()), es.AppendStock([]cards.Card{}), "game %d, move %d: stock", game, step)
			require.Equal(t, bs.Deal(), es.Deal(), "game %d, move %d: deal", game, step)
			require.Equal(t, bs.Dealer(), es.Dealer(), "game %d, move %d: dealer", game, step)
			for seat := range NumSeats {
				require.Equal(t, bs.Score(seat), -es.Total(seat), "game %d, move %d: the total of seat %d", game, step, seat)
			}
			text := bl[rng.IntN(len(bl))]
			bm, err := b.ParseMove(text)
			require.NoError(t, err)
			em, err := e.ParseMove(text)
			require.NoError(t, err)
			bNext, err := b.Apply(bs, bm)
			require.NoError(t, err)
			eNext, err := e.Apply(es, em)
			require.NoError(t, err)
			tellsAsBoxes(t, fmt.Sprintf("game %d, move %d (%s)", game, step, text),
				b.Story(bs, bm, bNext), e.Story(es, em, eNext), bNext.Deal() != bs.Deal() && bNext.Turn() >= 0)
			bs, es = bNext, eNext
		}
	}
}

// TestTableHouseRule: "a 2 may also be answered by a 7" is one field of
// Boxes' table changed, and the table so changed keeps the contract.
func TestTableHouseRule(t *testing.T) {
	short, err := NewSchedule(5, 3)
	require.NoError(t, err)
	r := Rules{Deals: short}.Table()
	r.Answer |= cards.RankSet(cards.Seven)
	var start shedding.State
	require.NoError(t, start.UnmarshalText([]byte("2H,KH/7C,KS/KD,QD/* JH/- AC,AD,AH,AS 0 cw 0/0/0 0/0 3 - - 00000000000000010000000000000002")))
	two := shedding.Play(cards.New(cards.Two, cards.Hearts))
	s, err := Rules{Deals: short}.Table().Apply(start, two)
	require.NoError(t, err)
	assert.Equal(t, 2, s.Turn(), "Boxes: seat 1, holding no 2, draws two and loses its turn")
	s, err = r.Apply(start, two)
	require.NoError(t, err)
	assert.Equal(t, "[7C]", fmt.Sprint(cards.Legal(r, s)), "the house rule: the 7 answers")
	cardstest.Check[shedding.State, shedding.Move, shedding.View[shedding.Rules]](t, r, cardstest.Config[shedding.State, shedding.Move]{
		Start: func(seed uint64) (shedding.State, error) {
			return r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
		},
		Cards: func(s shedding.State) []cards.Set {
			places := []cards.Set{s.Discards(), cards.SetOf(s.AppendStock(nil)...), cards.SetOf(s.Top())}
			for seat := range NumSeats {
				places = append(places, s.Hand(seat))
			}
			return places
		},
		Deck:  cards.Deck52,
		Games: testlong.N(10, 2000),
	})
}
