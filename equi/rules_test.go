package equi

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// Scenario tests: one or more per row of docs/rules/equi.md. Each builds an
// exact position and checks exact outcomes written by hand. Most build it
// with scene (helpers_test.go), which may leave cards out of play; those of
// E3, E4 (and E7, which shares its position) and E10 write the whole
// position in one line of text (docs/notation.md, "Equi positions"), which
// the decoder checks as it checks JSON.

// position reads a position text or fails the test.
func position(t *testing.T, text string) State {
	t.Helper()
	s, err := parseState(Rules{}, text)
	require.NoError(t, err)
	return s
}

// refuse applies m and checks that it is refused with reason, the position
// unchanged: the reason holds each part of reason between " … ", the
// words both equi's and the engine's reasons give.
func refuse(t *testing.T, r Rules, s State, m Move, reason string) {
	t.Helper()
	before := s
	got, err := r.Apply(s, m)
	require.Error(t, err)
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *cards.MoveError
	require.True(t, errors.As(err, &me))
	for _, part := range strings.Split(reason, " … ") {
		assert.Contains(t, me.Reason, part)
	}
	assert.Equal(t, m.String(), me.Move)
	assert.Equal(t, "equi", me.Game)
	assert.Equal(t, before, got, "a refused move returns the position unchanged")
	assert.Equal(t, before, s)
}

// play applies m and fails the test when it is refused.
func play(t *testing.T, r Rules, s State, text string) State {
	t.Helper()
	next, err := r.Apply(s, move(t, text))
	require.NoError(t, err)
	return next
}

func TestE1DealOneAtATime(t *testing.T) {
	// The deck in card order: 6C 6D 6H 6S 7C 7D 7H 7S 8C 8D 8H 8S 9C ...
	r := Rules{Players: 3}
	s, err := r.Start(cards.Deal{Dealer: 2, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	// Dealer 2: seat 0 is left of the dealer and gets the first card.
	assert.Equal(t, set(t, "6C 6S 7H 8D"), s.Hand(0))
	assert.Equal(t, set(t, "6D 7C 7S 8H"), s.Hand(1))
	assert.Equal(t, set(t, "6H 7D 8C 8S"), s.Hand(2))
	assert.Equal(t, set(t, "9C 9D 9H 9S"), s.Table())
	assert.Equal(t, 20, s.StockLen())
	assert.Equal(t, "10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS", stockOf(t, s).String())
	assert.Equal(t, 0, s.Turn())
	assert.Equal(t, 0, r.ToMove(s))
	assert.Equal(t, 2, s.Dealer())
	assert.Equal(t, 3, s.Players())
	assert.Equal(t, -1, s.LastCapturer())
	lastSeat, _ := s.LastMove()
	assert.Equal(t, -1, lastSeat)
	assert.Equal(t, EndNone, s.End())

	r = Rules{} // two players
	s, err = r.Start(cards.Deal{Dealer: 1, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	assert.Equal(t, set(t, "6C 6H 7C 7H"), s.Hand(0))
	assert.Equal(t, set(t, "6D 6S 7D 7S"), s.Hand(1))
	assert.Equal(t, set(t, "8C 8D 8H 8S"), s.Table())
	assert.Equal(t, 24, s.StockLen())
	assert.Equal(t, 0, s.Turn())

	r = Rules{Players: 6}
	s, err = r.Start(cards.Deal{Dealer: 5, Deck: cards.NewDeck36()})
	require.NoError(t, err)
	assert.Equal(t, set(t, "6C 7H 9C 10H"), s.Hand(0))
	assert.Equal(t, set(t, "7D 8S 10D JS"), s.Hand(5))
	assert.Equal(t, set(t, "QC QD QH QS"), s.Table())
	assert.Equal(t, "KC KD KH KS AC AD AH AS", stockOf(t, s).String())
}

func TestE2CardPoints(t *testing.T) {
	want := map[string]int{
		"KH": 4, "QH": 3, "JH": 2, "10H": 10, "9H": 9, "8H": 8, "7H": 7, "6H": 6, "AH": 1,
	}
	for text, points := range want {
		c, err := cards.ParseCard(text)
		require.NoError(t, err)
		assert.Equal(t, points, Points().Sum(cards.SetOf(c)), text)
	}
	assert.Equal(t, 200, Points().Sum(cards.Deck36), "the whole deck")

	// A king (4) takes a queen and an ace (3+1); a jack (2) two aces.
	s := scene{
		Hands: []string{"KH JH 8C 8D", "6C"},
		Table: "QC AD AS 10S",
		Stock: "6D 6H",
	}.state(t)
	_, err := Rules{}.Apply(s, move(t, "KH=QC+AD"))
	assert.NoError(t, err)
	_, err = Rules{}.Apply(s, move(t, "JH=AD+AS"))
	assert.NoError(t, err)
	refuse(t, Rules{}, s, move(t, "KH=QC"), "the cards played make 4 … and the cards taken 3")
}

func TestE3CaptureTakesEqualSum(t *testing.T) {
	r := Rules{}
	// Seat 0 to move, holding 7D 9C KH AS, seat 1 6C 6H 8C 8H; seat 1
	// holds the captured cards; 10H QC 6S 8D on the table and JC JD 9H in
	// the stock; dealer 0, 7 moves made, the last 10C=7C+QD by seat 1.
	s := position(t, "7D,9C,KH,AS/6C,6H,8C,8H "+
		"-/6D,7C,7H,7S,8S,9D,9S,10C,10D,10S,JH,JS,QD,QH,QS,KC,KD,KS,AC,AD,AH "+
		"6S,8D,10H,QC JC,JD,9H 0 0 7/0/0 1 1:10C=7C+QD/1/-")
	m := move(t, "9C+AS=10H")
	next := play(t, r, s, "9C+AS=10H")
	assert.Equal(t, set(t, "7D KH JC JD"), next.Hand(0), "two cards played, two drawn")
	assert.Equal(t, set(t, "9C AS 10H"), next.Pile(0), "played and taken cards go to the pile")
	assert.Equal(t, set(t, "QC 6S 8D"), next.Table())
	assert.Equal(t, "9H", stockOf(t, next).String())
	assert.Equal(t, 0, next.LastCapturer())
	lastSeat, lastMove := next.LastMove()
	assert.Equal(t, m, lastMove)
	assert.Equal(t, 0, lastSeat)
	assert.Equal(t, 2, next.LastDrawn())
	assert.Equal(t, 1, next.Turn())
	assert.Equal(t, s.MoveCount()+1, next.MoveCount())
	assert.Equal(t, set(t, "6C 6H 8C 8H"), next.Hand(1))
}

func TestE3SumsMustMatch(t *testing.T) {
	r := Rules{}
	s := scene{
		Hands: []string{"9C AS 7D KH", "6C"},
		Table: "10H QC 6S 8D",
		Stock: "JC",
	}.state(t)
	refuse(t, r, s, move(t, "9C+AS=QC"), "the cards played make 10 … and the cards taken 3")
	refuse(t, r, s, move(t, "6D=6S"), "6D is not in the hand")
	refuse(t, r, s, move(t, "9C+AS=10C"), "10C is not on the table")
	refuse(t, r, s, Move{}, "not a well-formed move")
	refuse(t, r, s, Capture(set(t, "9C AS"), 0), "not a well-formed move")
	refuse(t, r, s, Capture(0, set(t, "10H")), "not a well-formed move")
}

// e4 is the seed's example: 10♥ and Q♣ on the table; the hand holds 9, A
// and Q and one card more, so exception E5 does not apply. Seat 0 is to
// move; the stock is 6D 7H 7D, seat 1 holds the captured cards.
func e4(t *testing.T) State {
	return position(t, "7C,9S,QD,AD/6C,6H,6S,9C "+
		"-/7S,8C,8D,8H,9D,9H,10C,10D,10S,JC,JD,JH,JS,QH,QS,KC,KD,KH,KS,AC,AH,AS "+
		"8S,10H,QC 6D,7H,7D 0 0 7/0/0 1 1:10C=7S+QH/1/-")
}

func TestE4RankBanSeedExample(t *testing.T) {
	r := Rules{}
	s := e4(t)
	refuse(t, r, s, move(t, "9S+AD+QD=10H+QC"), "is both played and taken")
	next := play(t, r, s, "9S+AD=10H")
	assert.Equal(t, set(t, "9S AD 10H"), next.Pile(0))
	assert.Equal(t, []string{"7C+AD=8S", "7C+QD=10H", "9S+AD=10H"}, moveTexts(cards.Legal(r, s)))

	_, err := r.Apply(s, move(t, "QD=QC"))
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	assert.True(t, strings.HasPrefix(err.Error(), "equi: move (QD=QC) by seat 0: "), "%v", err)
	assert.Contains(t, err.Error(), "is both played and taken")
}

func TestE4RankBanOff(t *testing.T) {
	r := Rules{NoRankBan: true}
	s := e4(t)
	next := play(t, r, s, "9S+AD+QD=10H+QC")
	assert.Equal(t, set(t, "9S AD QD 10H QC"), next.Pile(0))
	assert.Equal(t, set(t, "8S"), next.Table())
	assert.Equal(t, []string{
		"QD=QC", "7C+AD=8S", "7C+QD=10H", "9S+AD=10H", "7C+QD+AD=8S+QC", "9S+QD+AD=10H+QC",
	}, moveTexts(cards.Legal(r, s)))
}

func TestE5WholeHandTakesWholeTable(t *testing.T) {
	r := Rules{}
	s := scene{
		Hands: []string{"9S AD QD", "6C 6H"},
		Table: "10H QC",
		Stock: "6D",
	}.state(t)
	assert.Equal(t, []string{"9S+AD=10H", "9S+QD+AD=10H+QC"}, moveTexts(cards.Legal(r, s)))
	next := play(t, r, s, "9S+QD+AD=10H+QC")
	assert.Equal(t, set(t, "9S QD AD 10H QC"), next.Pile(0))
	assert.True(t, next.Table().Empty())
	assert.Equal(t, set(t, "6D"), next.Hand(0))
	assert.False(t, cards.Over(r, next), "the stock was not exhausted: play goes on (E10)")

	// The whole hand but not the whole table: the ban holds.
	s = scene{Hands: []string{"9S AD QD", "6C"}, Table: "10H QC 6S", Stock: "6D"}.state(t)
	refuse(t, r, s, move(t, "9S+QD+AD=10H+QC"), "is both played and taken")
}

func TestE6LastCardLiftsBan(t *testing.T) {
	r := Rules{}
	s := scene{Hands: []string{"QD", "6C 7C"}, Table: "QC 8S", Capturer: seat(1), Piles: []string{"", "9H"}}.state(t)
	assert.Equal(t, []string{"QD=QC"}, moveTexts(cards.Legal(r, s)))
	next := play(t, r, s, "QD=QC")
	assert.Equal(t, set(t, "8S"), next.Table())
	assert.Equal(t, 0, next.LastCapturer())

	// Stock left: the ban holds, and the only move is the trail.
	s = scene{Hands: []string{"QD", "6C 7C"}, Table: "QC 8S", Stock: "6H"}.state(t)
	refuse(t, r, s, move(t, "QD=QC"), "is both played and taken")
	assert.Equal(t, []string{"QD"}, moveTexts(cards.Legal(r, s)))

	// Stock exhausted but two cards in hand: the ban holds.
	s = scene{Hands: []string{"QD 6D", "6C 7C"}, Table: "QC 8S"}.state(t)
	refuse(t, r, s, move(t, "QD=QC"), "is both played and taken")
	assert.Equal(t, []string{"6D", "QD"}, moveTexts(cards.Legal(r, s)))
}

func TestE7CaptureIsCompulsory(t *testing.T) {
	r := Rules{}
	s := e4(t)
	refuse(t, r, s, move(t, "7C"), "capturing is compulsory")
	for _, m := range cards.Legal(r, s) {
		assert.False(t, m.IsTrail(), "%v", m)
	}
}

func TestE7TrailWhenNoCapture(t *testing.T) {
	r := Rules{}
	s := scene{Hands: []string{"9S 9D 9C 10C", "6C"}, Table: "6D 7H 8S", Stock: "JC JD"}.state(t)
	assert.Equal(t, []string{"9C", "9D", "9S", "10C"}, moveTexts(cards.Legal(r, s)))
	next := play(t, r, s, "9D")
	assert.Equal(t, set(t, "6D 7H 8S 9D"), next.Table())
	assert.Equal(t, set(t, "9S 9C 10C JC"), next.Hand(0))
	assert.True(t, next.Pile(0).Empty())
	assert.Equal(t, -1, next.LastCapturer())
	_, lastMove := next.LastMove()
	assert.True(t, lastMove.IsTrail())
	refuse(t, r, s, move(t, "6C"), "6C is not in the hand")
}

func TestE7VoluntaryTrail(t *testing.T) {
	r := Rules{VoluntaryTrail: true}
	s := e4(t)
	assert.Equal(t, []string{"7C+AD=8S", "7C+QD=10H", "9S+AD=10H", "7C", "9S", "QD", "AD"}, moveTexts(cards.Legal(r, s)))
	next := play(t, r, s, "7C")
	assert.Equal(t, set(t, "10H QC 8S 7C"), next.Table())
	assert.Equal(t, set(t, "9S AD QD 6D"), next.Hand(0))
}

func TestE8RefillToFour(t *testing.T) {
	r := Rules{}
	s := scene{
		Hands: []string{"9C AS 7D KH", "6C 6H"},
		Table: "10H QC AD 6S",
		Stock: "JC JD 9H",
	}.state(t)
	next := play(t, r, s, "KH=QC+AD")
	assert.Equal(t, set(t, "9C AS 7D JC"), next.Hand(0), "one card played, the top card drawn")
	assert.Equal(t, 1, next.LastDrawn())
	assert.Equal(t, "JD 9H", stockOf(t, next).String())
	assert.Equal(t, set(t, "6C 6H"), next.Hand(1), "only the mover draws")
}

func TestE8RefillShortStock(t *testing.T) {
	r := Rules{}
	s := scene{
		Hands: []string{"9C AS 7D KH", "6C 6H 8C 8H"},
		Table: "10H QC 6S 8D",
		Stock: "JC",
	}.state(t)
	next := play(t, r, s, "9C+AS=10H")
	assert.Equal(t, set(t, "7D KH JC"), next.Hand(0))
	assert.Equal(t, 1, next.LastDrawn())
	assert.True(t, (next.StockLen() == 0))
	assert.Equal(t, 0, next.MovesAfterStock(), "the move began with stock left")
	assert.Equal(t, 0, next.IdleTurns())
	assert.False(t, cards.Over(r, next))
}

func TestE9TakePileIntoHand(t *testing.T) {
	r := Rules{}
	s := scene{
		Hands:    []string{"9D", "6C 7C"},
		Piles:    []string{"9C AS 10H", "JD"},
		Table:    "8S KD",
		Capturer: seat(0),
	}.state(t)
	next := play(t, r, s, "9D")
	assert.Equal(t, set(t, "9C AS 10H"), next.Hand(0))
	assert.True(t, next.Pile(0).Empty())
	assert.Equal(t, 3, next.LastRecycled())
	assert.Equal(t, 0, next.LastDrawn())
	assert.Equal(t, set(t, "8S KD 9D"), next.Table())
	assert.Equal(t, 1, next.Turn())
	assert.Equal(t, 1, next.IdleTurns())
	assert.Equal(t, 1, next.MovesAfterStock())
}

func TestE9RecycleByFour(t *testing.T) {
	sc := scene{
		Hands:    []string{"9D", "6C 7C"},
		Piles:    []string{"6D 7S 9C 10H AS QH", "JD"},
		Table:    "8S KD",
		Capturer: seat(0),
	}
	t.Run("whole pile", func(t *testing.T) {
		next := play(t, Rules{}, sc.state(t), "9D")
		assert.Equal(t, set(t, "6D 7S 9C 10H AS QH"), next.Hand(0))
		assert.True(t, next.Pile(0).Empty())
		assert.Equal(t, 6, next.LastRecycled())
	})
	t.Run("four at a time", func(t *testing.T) {
		next := play(t, Rules{RecycleByFour: true}, sc.state(t), "9D")
		assert.Equal(t, set(t, "6D 7S 9C 10H"), next.Hand(0), "the four lowest in card order")
		assert.Equal(t, set(t, "QH AS"), next.Pile(0))
		assert.Equal(t, 4, next.LastRecycled())
	})
}

func TestE9SkipSeatWithoutCards(t *testing.T) {
	r := Rules{Players: 3}
	s := scene{
		Players:  3,
		Hands:    []string{"9D", "", "6C 7C"},
		Table:    "8S KD",
		Capturer: seat(2),
	}.state(t)
	next := play(t, r, s, "9D")
	assert.True(t, next.Hand(0).Empty())
	assert.Equal(t, 0, next.LastRecycled(), "no pile to take")
	assert.Equal(t, 2, next.Turn(), "seat 1 holds nothing and is skipped")
	assert.Equal(t, 2, next.IdleTurns(), "the trail and the skipped seat")
	assert.False(t, cards.Over(r, next))
}

func TestE10ClearingCaptureEndsGame(t *testing.T) {
	r := Rules{}
	// The stock is exhausted; seat 0 holds 9S AD, seat 1 6C 7C and a pile
	// of every other card but 10H, on the table. Seat 1 captured last,
	// in the first move made after the stock ran out.
	s := position(t, "9S,AD/6C,7C -/6D,6H,6S,7D,7H,7S,8C,8D,8H,8S,9C,9D,9H,"+
		"10C,10D,10S,JC,JD,JH,JS,QC,QD,QH,QS,KC,KD,KH,KS,AC,AH,AS "+
		"10H - 0 0 11/1/0 1 1:10C=7S+QS/0/-")
	next := play(t, r, s, "9S+AD=10H")
	assert.True(t, cards.Over(r, next))
	assert.Equal(t, EndTableCleared, next.End())
	assert.Equal(t, -1, r.ToMove(next))
	assert.Equal(t, -1, next.Turn())
	assert.Equal(t, []int{3, 33}, r.Score(next))
	assert.Empty(t, cards.Legal(r, next))
	refuse(t, r, next, move(t, "6C"), "the game is over")
}

func TestE10ClearedWithStockLeftGoesOn(t *testing.T) {
	r := Rules{}
	s := scene{
		Hands: []string{"9S AD 7C 8C", "6C 7D KH QH"},
		Table: "10H",
		Stock: "6H 6D",
	}.state(t)
	next := play(t, r, s, "9S+AD=10H")
	assert.False(t, cards.Over(r, next))
	assert.True(t, next.Table().Empty())
	assert.Equal(t, set(t, "7C 8C 6H 6D"), next.Hand(0))
	assert.Equal(t, []string{"6C", "7D", "QH", "KH"}, moveTexts(cards.Legal(r, next)), "nothing to take: trail")
}

func TestE10ClearedAsStockRunsOut(t *testing.T) {
	r := Rules{}
	s := scene{
		Hands: []string{"9S AD 7C 8C", "6C 7D KH QH"},
		Table: "10H",
		Stock: "6H",
	}.state(t)
	next := play(t, r, s, "9S+AD=10H")
	assert.True(t, (next.StockLen() == 0))
	assert.False(t, cards.Over(r, next), "the stock ran out during the refill, after the capture")
	assert.Equal(t, 1, next.Turn())
}

func TestE11NoProgressRoundEnds(t *testing.T) {
	sc := scene{
		Hands:    []string{"9D 9H", "6C 7C"},
		Piles:    []string{"", "QH"},
		Table:    "8S KD",
		Capturer: seat(1),
		Idle:     1, // seat 1 trailed last turn
	}
	t.Run("one round", func(t *testing.T) {
		r := Rules{}
		next := play(t, r, sc.state(t), "9D")
		assert.Equal(t, EndNoProgress, next.End())
		assert.True(t, next.Table().Empty())
		assert.Equal(t, set(t, "QH 8S KD 9D"), next.Pile(1), "the table goes to the last capturer")
		assert.Equal(t, []int{1, 6}, r.Score(next))
		assert.Equal(t, []int{1}, scoring.Winners(r.Score(next), scoring.HigherWins))
	})
	t.Run("two rounds", func(t *testing.T) {
		r := Rules{NoProgressRounds: 2}
		next := play(t, r, sc.state(t), "9D")
		assert.False(t, cards.Over(r, next))
		assert.Equal(t, 2, next.IdleTurns())
		assert.Equal(t, 1, next.Turn())
	})
}

func TestE11RoundCountsSkippedSeats(t *testing.T) {
	sc := scene{
		Players:  3,
		Hands:    []string{"9D 9H", "", ""},
		Table:    "8S KD",
		Capturer: seat(2),
	}
	t.Run("one round", func(t *testing.T) {
		r := Rules{Players: 3}
		next := play(t, r, sc.state(t), "9D")
		assert.Equal(t, EndNoProgress, next.End(), "a trail and two skipped seats make a round")
		assert.Equal(t, set(t, "8S KD 9D"), next.Pile(2))
		assert.Equal(t, []int{1, 0, 3}, r.Score(next))
	})
	t.Run("two rounds", func(t *testing.T) {
		r := Rules{Players: 3, NoProgressRounds: 2}
		next := play(t, r, sc.state(t), "9D")
		assert.False(t, cards.Over(r, next))
		assert.Equal(t, 0, next.Turn(), "the only seat holding a card moves again")
		assert.Equal(t, 3, next.IdleTurns())
	})
}

func TestE11NobodyHoldsACard(t *testing.T) {
	r := Rules{}
	s := scene{
		Hands:    []string{"9D", ""},
		Table:    "8S KD",
		Capturer: seat(1),
	}.state(t)
	next := play(t, r, s, "9D")
	assert.Equal(t, EndNoCards, next.End())
	assert.Equal(t, set(t, "8S KD 9D"), next.Pile(1))
	assert.Equal(t, []int{0, 3}, r.Score(next))

	// A seat whose pile still holds cards holds a card: play goes on (with
	// two no-progress rounds, so that the skipped seat 1 does not end it).
	r = Rules{NoProgressRounds: 2}
	s = scene{
		Hands:    []string{"9D", ""},
		Piles:    []string{"6S"},
		Table:    "8S KD",
		Capturer: seat(0),
	}.state(t)
	next = play(t, r, s, "9D")
	assert.False(t, cards.Over(r, next))
	assert.Equal(t, set(t, "6S"), next.Hand(0))
	assert.Equal(t, 0, next.Turn())
}

func TestE11TableToDealerWhenNobodyCaptured(t *testing.T) {
	for _, dealer := range []int{0, 1} {
		r := Rules{}
		s := scene{Dealer: dealer, Hands: []string{"9D", ""}, Table: "8S KD"}.state(t)
		next := play(t, r, s, "9D")
		assert.Equal(t, EndNoCards, next.End())
		assert.Equal(t, set(t, "8S KD 9D"), next.Pile(dealer), "dealer %d", dealer)
		assert.True(t, next.Pile(1-dealer).Empty())
	}
}

func TestE12ResultCountsHandAndPile(t *testing.T) {
	r := Rules{Players: 3}
	s := scene{
		Players: 3,
		Hands:   []string{"6C 7C", "8C", ""},
		Piles:   []string{"9C", "10C JC", "QC"},
	}.state(t)
	assert.Equal(t, []int{3, 3, 1}, r.Score(s))
	assert.Equal(t, []int{0, 1}, scoring.Winners(r.Score(s), scoring.HigherWins), "equal best counts share the win")
	assert.Equal(t, 3, s.Held(0))
	assert.Equal(t, 1, s.Held(2))
}

func TestE13MoveLimit(t *testing.T) {
	sc := scene{
		Hands:      []string{"9S AD 7C", "6C 7D"},
		Table:      "10H 8S",
		MovesAfter: 2,
	}
	t.Run("limit 3", func(t *testing.T) {
		r := Rules{MaxMoves: 3}
		next := play(t, r, sc.state(t), "9S+AD=10H")
		assert.Equal(t, EndMoveLimit, next.End())
		assert.Equal(t, set(t, "9S AD 10H 8S"), next.Pile(0), "the table goes to the last capturer")
		assert.Equal(t, []int{5, 2}, r.Score(next))
	})
	t.Run("default", func(t *testing.T) {
		r := Rules{}
		next := play(t, r, sc.state(t), "9S+AD=10H")
		assert.False(t, cards.Over(r, next))
		assert.Equal(t, 3, next.MovesAfterStock())
	})
	// The stock holds 24 cards with two players, 16 with four, 8 with six.
	assert.Equal(t, 24+DefaultMaxMoves, Rules{}.MaxGameMoves())
	assert.Equal(t, 8+DefaultMaxMoves, Rules{Players: 6}.MaxGameMoves())
	assert.Equal(t, 16+7, Rules{Players: 4, MaxMoves: 7}.MaxGameMoves())
}
