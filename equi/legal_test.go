package equi

import (
	"errors"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// refValue is the point value of a card (rule E2), written out again here so
// that the reference below shares nothing with the code under test.
func refValue(c cards.Card) int {
	switch c.Rank() {
	case cards.King:
		return 4
	case cards.Queen:
		return 3
	case cards.Jack:
		return 2
	case cards.Ace:
		return 1
	default:
		return int(c.Rank()) // six to ten: the pip count
	}
}

// part is one subset of a hand or a table, for bruteLegal: its cards, their
// point sum and the ranks among them.
type part struct {
	set   cards.Set
	sum   int
	ranks map[cards.Rank]bool
}

// parts returns every non-empty subset of cs.
func parts(cs []cards.Card) []part {
	var out []part
	for mask := 1; mask < 1<<len(cs); mask++ {
		p := part{ranks: map[cards.Rank]bool{}}
		for i, c := range cs {
			if mask&(1<<i) != 0 {
				p.set = p.set.Add(c)
				p.sum += refValue(c)
				p.ranks[c.Rank()] = true
			}
		}
		out = append(out, p)
	}
	return out
}

// bruteLegal lists the legal moves of s by checking every pair of a
// non-empty subset of the hand and a non-empty subset of the table, then
// sorts them in the documented order: captures by point sum, played set and
// taken set (as numbers), then the trails in card order.
func bruteLegal(r Rules, s State) []Move {
	if s.Turn() < 0 {
		return nil
	}
	hand, table := s.Hand(s.Turn()), s.Table()
	hc, tc := hand.Cards(), table.Cards()
	lastCard := (s.StockLen() == 0) && len(hc) == 1
	type capture struct {
		sum  int
		move Move
	}
	var caps []capture
	taken := parts(tc)
	for _, p := range parts(hc) {
		for _, t := range taken {
			if p.sum != t.sum {
				continue
			}
			shared := false
			for rank := range p.ranks {
				if t.ranks[rank] {
					shared = true
				}
			}
			whole := p.set == hand && t.set == table
			if shared && !r.NoRankBan && !whole && !lastCard {
				continue
			}
			caps = append(caps, capture{p.sum, Capture(p.set, t.set)})
		}
	}
	slices.SortFunc(caps, func(a, b capture) int {
		switch {
		case a.sum != b.sum:
			return a.sum - b.sum
		case a.move.Played() != b.move.Played():
			if a.move.Played() < b.move.Played() {
				return -1
			}
			return 1
		case a.move.Taken() < b.move.Taken():
			return -1
		case a.move.Taken() > b.move.Taken():
			return 1
		}
		return 0
	})
	var out []Move
	for _, c := range caps {
		out = append(out, c.move)
	}
	if len(out) == 0 || r.VoluntaryTrail {
		for _, c := range hc {
			out = append(out, Trail(c))
		}
	}
	return out
}

// drawPosition draws a small position: a hand of 1 to 6 cards, a table of 0
// to 9, a stock of 0 to 3, other seats' hands, piles and options at random.
func drawPosition(t *rapid.T) (Rules, State) {
	return drawSizedPosition(t, 1, 6, 0, 9)
}

// drawSizedPosition draws a position as drawPosition does, with a hand of
// minHand to maxHand cards and a table of minTable to maxTable.
func drawSizedPosition(t *rapid.T, minHand, maxHand, minTable, maxTable int) (Rules, State) {
	r := Rules{
		Players:        rapid.IntRange(2, 6).Draw(t, "players"),
		NoRankBan:      rapid.Bool().Draw(t, "no rank ban"),
		VoluntaryTrail: rapid.Bool().Draw(t, "voluntary trail"),
		RecycleByFour:  rapid.Bool().Draw(t, "recycle by four"),
	}
	deck := rapid.Permutation(cards.NewDeck36()).Draw(t, "deck")
	nh := rapid.IntRange(minHand, maxHand).Draw(t, "hand size")
	nt := rapid.IntRange(minTable, maxTable).Draw(t, "table size")
	ns := rapid.IntRange(0, 3).Draw(t, "stock size")
	turn := rapid.IntRange(0, r.Players-1).Draw(t, "turn")
	p := pos{Hands: make([]cards.Set, r.Players), Piles: make([]cards.Set, r.Players), Capturer: "-", LastSeat: -1}
	p.Turn = strconv.Itoa(turn)
	p.Dealer = rapid.IntRange(0, r.Players-1).Draw(t, "dealer")
	p.Hands[turn] = cards.SetOf(deck[:nh]...)
	p.Table = cards.SetOf(deck[nh : nh+nt]...)
	p.Stock = deck[nh+nt : nh+nt+ns : nh+nt+ns]
	// The rest goes round the other seats' hands and everyone's piles.
	for i, c := range deck[nh+nt+ns:] {
		seat := i % r.Players
		if seat != turn && rapid.Bool().Draw(t, "in hand") {
			p.Hands[seat] = p.Hands[seat].Add(c)
		} else {
			p.Piles[seat] = p.Piles[seat].Add(c)
		}
	}
	return r, sceneStateOf(t, p)
}

func TestLegalMatchesBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, s := drawPosition(t)
		want := bruteLegal(r, s)
		require.Equal(t, moveTexts(want), moveTexts(cards.Legal(r, s)))
		require.Equal(t, want, cards.Legal(r, s))

		var got []Move
		for m := range movesOf(r, s) {
			got = append(got, m)
		}
		require.Equal(t, want, got, "the iterator lists the same moves")

		stop := rapid.IntRange(1, len(want)).Draw(t, "stop after")
		got = got[:0]
		for m := range movesOf(r, s) {
			got = append(got, m)
			if len(got) == stop {
				break
			}
		}
		require.Equal(t, want[:stop], got, "breaking out of the iterator")
	})
}

// TestLegalMatchesBruteForceLarge checks the listing of hands of 5 to 9
// cards (hands taken back from a pile) against tables of 5 to 11, where
// many played sets share each sum and a sum may have dozens of taken sets.
func TestLegalMatchesBruteForceLarge(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, s := drawSizedPosition(t, 5, 9, 5, 11)
		if s.Hand(s.Turn()).Len()+s.Table().Len() > 16 {
			t.Skip("too many pairs of subsets for the reference")
		}
		require.Equal(t, bruteLegal(r, s), cards.Legal(r, s))
	})
}

// TestLegalWhenBothSidesMakeSixtyFour checks positions where the hand and
// the table both make 64 points or more, which need sums of more than one
// word.
func TestLegalWhenBothSidesMakeSixtyFour(t *testing.T) {
	for _, sc := range []scene{
		{Hands: []string{"10C 10D 10H 10S 9C 9D 9H", "6C"}, Table: "8C 8D 8H 8S 9S 7C 7D 7H 7S"},
		{Hands: []string{"10C 10D 10H 9C 9D 9H 8C 8D", "6C"}, Table: "10S 9S 8H 8S 7C 7D 7H 7S AC AD"},
	} {
		s := sc.state(t)
		require.GreaterOrEqual(t, Points().Sum(s.Hand(0)), 64)
		require.GreaterOrEqual(t, Points().Sum(s.Table()), 64)
		for _, r := range []Rules{{}, {NoRankBan: true}} {
			want := bruteLegal(r, s)
			require.NotEmpty(t, want)
			assert.Equal(t, want, cards.Legal(r, s))
		}
	}
}

func TestLegalMatchesBruteForceOrdinary(t *testing.T) {
	for _, r := range []Rules{{}, {NoRankBan: true}, {VoluntaryTrail: true}} {
		s := ordinary(t)
		assert.Equal(t, bruteLegal(r, s), cards.Legal(r, s))
	}
}

// TestApplyAgreesWithLegal applies random moves, well formed or not: exactly
// the legal ones succeed, the others fail with a *cards.MoveError wrapping
// cards.ErrIllegalMove and leave the position as it was.
func TestApplyAgreesWithLegal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, s := drawPosition(t)
		legal := bruteLegal(r, s)
		hand := s.Hand(s.Turn())
		pick := func(from cards.Set, label string) cards.Set {
			var out cards.Set
			for c := range from.All() {
				if rapid.IntRange(0, 2).Draw(t, label) == 0 {
					out = out.Add(c)
				}
			}
			return out
		}
		for range 8 {
			var m Move
			switch rapid.IntRange(0, 3).Draw(t, "kind") {
			case 0: // a legal move
				m = rapid.SampledFrom(legal).Draw(t, "legal move")
			case 1: // a capture from the hand and the table
				m = Capture(pick(hand, "played"), pick(s.Table(), "taken"))
			case 2: // a trail of any card
				m = Trail(cards.Card(rapid.IntRange(0, cards.NumCards).Draw(t, "card")))
			default: // anything at all
				m = Capture(pick(cards.Deck52, "any played"), pick(cards.Deck52, "any taken"))
			}
			before := s
			next, err := r.Apply(s, m)
			require.Equal(t, before, s, "Apply changed its input")
			if slices.Contains(legal, m) {
				require.NoError(t, err, "%v", m)
				require.NotEqual(t, s, next)
				continue
			}
			require.Error(t, err, "%v is not legal", m)
			require.ErrorIs(t, err, cards.ErrIllegalMove)
			var me *cards.MoveError
			require.True(t, errors.As(err, &me))
			require.Equal(t, s.Turn(), me.Seat)
			require.Equal(t, m.String(), me.Move)
			require.NotEmpty(t, me.Reason)
			require.Equal(t, s, next, "a refused move returns the position unchanged")
		}
	})
}

func TestLegalWhenOver(t *testing.T) {
	r := Rules{}
	assert.Empty(t, cards.Legal(r, State{}), "the zero State")
	assert.True(t, cards.Over(r, State{}))
	assert.Equal(t, -1, r.ToMove(State{}))
	_, err := r.Apply(State{}, move(t, "6D"))
	assert.ErrorIs(t, err, cards.ErrIllegalMove)

	s, err := Rules{Players: 4}.Start(cards.Deal{Dealer: 0, Seed: 1})
	require.NoError(t, err)
	assert.True(t, cards.Over(r, s), "a 4-player position under 2-player rules")
	assert.Empty(t, cards.Legal(r, s))
	m := cards.Legal(Rules{Players: 4}, s)[0]
	refuse(t, r, s, m, "the position has 4 seats and the rules 2")
	refuse(t, Rules{Players: 4, MaxMoves: -1}, s, m, "the rules are invalid")
	for range movesOf(r, s) {
		t.Fatal("the iterator of an over position yields nothing")
	}
}

func TestAllocs(t *testing.T) {
	r := Rules{}
	s := ordinary(t)
	buf := make([]Move, 0, 64)
	assert.Zero(t, testing.AllocsPerRun(100, func() { buf = r.AppendLegal(buf[:0], s) }), "AppendLegal")
	capture := Capture(set(t, "9S AD"), set(t, "10H"))
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = r.Apply(s, capture) }), "Apply a capture")
	trailing := scene{Hands: []string{"9S 9D 9C 10C", "6C"}, Table: "6D 7H 8S", Stock: "JC JD"}.state(t)
	trail := move(t, "9S")
	_, err := r.Apply(trailing, trail)
	require.NoError(t, err)
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = r.Apply(trailing, trail) }), "Apply a trail")
	assert.Zero(t, testing.AllocsPerRun(100, func() {
		in := s
		_ = r.ApplyTo(&in, capture)
	}), "ApplyTo a capture")
	assert.Zero(t, testing.AllocsPerRun(100, func() {
		in := trailing
		_ = r.ApplyTo(&in, trail)
	}), "ApplyTo a trail")
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = Rules{Players: 4}.Start(cards.Deal{Dealer: 1, Seed: 99}) }), "Start")
	for seed := range uint64(3) {
		// Every ordinary position met in a few seeded games.
		g, err := r.Start(cards.Deal{Dealer: 0, Seed: seed})
		require.NoError(t, err)
		for !cards.Over(r, g) {
			if g.Hand(g.Turn()).Len() <= 4 && g.Table().Len() <= 8 {
				assert.Zero(t, testing.AllocsPerRun(10, func() { buf = r.AppendLegal(buf[:0], g) }))
				m := cards.Legal(r, g)[0]
				assert.Zero(t, testing.AllocsPerRun(10, func() { _, _ = r.Apply(g, m) }))
				assert.Zero(t, testing.AllocsPerRun(10, func() {
					in := g
					_ = r.ApplyTo(&in, m)
				}))
			}
			g, err = r.Apply(g, cards.Legal(r, g)[0])
			require.NoError(t, err)
		}
	}
}

// TestLegalMatchesBruteForceFewOnTable checks the listing of hands of 5 to
// 12 cards against tables of at most 4, the large positions of real games
// (hands taken back from a pile, rule E9).
func TestLegalMatchesBruteForceFewOnTable(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, s := drawSizedPosition(t, 5, 12, 0, 4)
		require.Equal(t, bruteLegal(r, s), cards.Legal(r, s))
	})
}
