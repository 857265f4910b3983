package cards_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// nim is a tiny two-seat game with cards, for testing the generic helpers. A
// pile of cards lies on the table; on his turn a seat takes one, two or three
// cards from it, the lowest in card order, into his own pile. The game is over
// when the table is empty; each seat scores the number of cards he took.
type nim struct{}

// nimState is a nim position: a comparable value.
type nimState struct {
	table  cards.Set
	taken  [2]cards.Set
	toMove int
}

// take is a nim move: the number of cards to take.
type take int

func (t take) String() string { return fmt.Sprintf("take %d", int(t)) }

var (
	_ cards.Game[nimState, take]     = nim{}
	_ cards.Appender[nimState, take] = nim{}
)

func newNim(table cards.Set) nimState { return nimState{table: table} }

func (nim) Seats() int { return 2 }

func (g nim) ToMove(s nimState) int {
	if g.Over(s) {
		return -1
	}
	return s.toMove
}

func (nim) Over(s nimState) bool { return s.table.Empty() }

func (g nim) Legal(s nimState) []take { return g.AppendLegal(nil, s) }

// AppendLegal lists the moves from take 1 up.
func (nim) AppendLegal(dst []take, s nimState) []take {
	for n := 1; n <= 3 && n <= s.table.Len(); n++ {
		dst = append(dst, take(n))
	}
	return dst
}

func (g nim) Apply(s nimState, m take) (nimState, error) {
	switch {
	case g.Over(s):
		return s, fmt.Errorf("%w: the game is over", cards.ErrIllegalMove)
	case m < 1 || m > 3:
		return s, fmt.Errorf("%w: take 1 to 3 cards, not %d", cards.ErrIllegalMove, int(m))
	case int(m) > s.table.Len():
		return s, fmt.Errorf("%w: only %d cards left", cards.ErrIllegalMove, s.table.Len())
	}
	for range int(m) {
		c, _ := s.table.Min()
		s.table = s.table.Remove(c)
		s.taken[s.toMove] = s.taken[s.toMove].Add(c)
	}
	s.toMove = 1 - s.toMove
	return s, nil
}

func (nim) Score(s nimState) []int { return []int{s.taken[0].Len(), s.taken[1].Len()} }

// legalOnly hides a game's AppendLegal, leaving only the Game methods.
type legalOnly struct{ cards.Game[nimState, take] }

// stuck is a broken game: never over, yet without a legal move.
type stuck struct{ nim }

func (stuck) Over(nimState) bool                        { return false }
func (stuck) AppendLegal(dst []take, _ nimState) []take { return dst }
func (g stuck) Legal(s nimState) []take                 { return g.AppendLegal(nil, s) }

// refusing is a broken game that refuses the moves it lists.
type refusing struct{ nim }

var errRefused = errors.New("refused")

func (refusing) Apply(s nimState, _ take) (nimState, error) { return s, errRefused }

// endless is a game that never ends: it always offers "take 1" and takes
// nothing.
type endless struct{ nim }

func (endless) Over(nimState) bool { return false }
func (endless) Apply(s nimState, _ take) (nimState, error) {
	s.toMove = 1 - s.toMove
	return s, nil
}
func (endless) AppendLegal(dst []take, _ nimState) []take { return append(dst, 1) }

func TestNimRules(t *testing.T) {
	// The game itself must be right before it can test anything.
	g := nim{}
	s := newNim(mustSet(t, "2C 3C 4C 5C 6C"))
	assert.Equal(t, []take{1, 2, 3}, g.Legal(s))
	assert.Equal(t, 0, g.ToMove(s))
	s2, err := g.Apply(s, 2)
	require.NoError(t, err)
	assert.Equal(t, mustSet(t, "4C 5C 6C"), s2.table)
	assert.Equal(t, mustSet(t, "2C 3C"), s2.taken[0])
	assert.Equal(t, 1, g.ToMove(s2))
	assert.Equal(t, mustSet(t, "2C 3C 4C 5C 6C"), s.table, "Apply leaves its argument alone")
	for _, m := range []take{0, 4, -1} {
		got, err := g.Apply(s, m)
		assert.ErrorIs(t, err, cards.ErrIllegalMove)
		assert.Equal(t, s, got)
	}
	assert.Equal(t, []take{1, 2}, g.Legal(newNim(mustSet(t, "AS KS"))))
}

func TestAppendLegal(t *testing.T) {
	s := newNim(mustSet(t, "2C 3C 4C 5C"))
	dst := []take{9}
	assert.Equal(t, []take{9, 1, 2, 3}, cards.AppendLegal[nimState, take](nim{}, dst, s))
	assert.Equal(t, []take{9, 1, 2, 3}, cards.AppendLegal[nimState, take](legalOnly{nim{}}, dst, s),
		"a game without AppendLegal goes through Legal")
	assert.Equal(t, []take{9}, dst[:1])

	// Through the game's own AppendLegal, a large enough buffer means no
	// allocation; through Legal there is one.
	var g cards.Game[nimState, take] = nim{}
	buf := make([]take, 0, 8)
	allocs := testing.AllocsPerRun(100, func() { buf = cards.AppendLegal(g, buf[:0], s) })
	assert.Zero(t, allocs)
	g = legalOnly{nim{}}
	allocs = testing.AllocsPerRun(100, func() { buf = cards.AppendLegal(g, buf[:0], s) })
	assert.NotZero(t, allocs)
}

func TestPlay(t *testing.T) {
	g := nim{}
	start := newNim(mustSet(t, "2C 3C 4C 5C 6C"))

	end, err := cards.Play[nimState, take](g, start, 2, 1, 2)
	require.NoError(t, err)
	assert.Equal(t, nimState{
		table:  0,
		taken:  [2]cards.Set{mustSet(t, "2C 3C 5C 6C"), mustSet(t, "4C")},
		toMove: 1,
	}, end)
	assert.True(t, g.Over(end))
	assert.Equal(t, []int{4, 1}, g.Score(end))

	got, err := cards.Play[nimState, take](g, start)
	require.NoError(t, err)
	assert.Equal(t, start, got, "no moves, no change")
}

func TestPlayIllegalMove(t *testing.T) {
	g := nim{}
	start := newNim(mustSet(t, "2C 3C 4C 5C 6C"))

	// The second move takes 4: refused. Play returns the position after the
	// first move.
	got, err := cards.Play[nimState, take](g, start, 2, 4, 1)
	require.Error(t, err)
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	var pe *cards.PlayError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 1, pe.Index)
	assert.Equal(t, 1, pe.Seat)
	assert.Equal(t, take(4), pe.Move)
	assert.Equal(t, nimState{
		table:  mustSet(t, "4C 5C 6C"),
		taken:  [2]cards.Set{mustSet(t, "2C 3C"), 0},
		toMove: 1,
	}, got)
	assert.Equal(t, "move 1 (take 4) by seat 1: illegal move: take 1 to 3 cards, not 4", err.Error())

	// The first move fails: the start position comes back.
	got, err = cards.Play[nimState, take](g, start, 0)
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 0, pe.Index)
	assert.Equal(t, 0, pe.Seat)
	assert.Equal(t, start, got)

	// Too many cards for what is left.
	got, err = cards.Play[nimState, take](g, start, 3, 3)
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 1, pe.Index)
	assert.Equal(t, mustSet(t, "5C 6C"), got.table)
	assert.ErrorIs(t, err, cards.ErrIllegalMove)

	// A move after the game is over.
	got, err = cards.Play[nimState, take](g, start, 3, 2, 1)
	require.ErrorAs(t, err, &pe)
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	assert.Equal(t, 2, pe.Index)
	assert.Equal(t, -1, pe.Seat)
	assert.Equal(t, take(1), pe.Move)
	assert.True(t, g.Over(got))
	assert.Equal(t, "move 2 (take 1): illegal move: the game is over", err.Error())

	// An error of another kind is passed through, unwrapped by errors.Is.
	_, err = cards.Play[nimState, take](refusing{}, start, 1)
	assert.ErrorIs(t, err, errRefused)
	assert.NotErrorIs(t, err, cards.ErrIllegalMove)
}

func TestPlayLegalMovesProperty(t *testing.T) {
	g := nim{}
	rapid.Check(t, func(t *rapid.T) {
		table := cards.Set(rapid.Uint64().Draw(t, "table")) & cards.Deck52
		start := newNim(table)
		s := start
		var moves []take
		for !g.Over(s) {
			m := rapid.SampledFrom(g.Legal(s)).Draw(t, "move")
			before := s
			next, err := g.Apply(s, m)
			require.NoError(t, err)
			require.Equal(t, before, s)
			moves = append(moves, m)
			s = next
		}
		got, err := cards.Play[nimState, take](g, start, moves...)
		require.NoError(t, err)
		require.Equal(t, s, got)
		require.Equal(t, table, got.taken[0].Union(got.taken[1]))

		// One move too many is refused, and the final position returned.
		got, err = cards.Play[nimState, take](g, start, append(moves, 1)...)
		var pe *cards.PlayError
		require.ErrorAs(t, err, &pe)
		require.Equal(t, len(moves), pe.Index)
		require.Equal(t, s, got)
	})
}

func TestPlayout(t *testing.T) {
	g := nim{}
	start := newNim(mustSet(t, "2C 3C 4C 5C 6C 7C 8C 9C 10C JC"))

	end, n, err := cards.Playout[nimState, take](g, start, rand.New(rand.NewPCG(1, 2)), 0)
	require.NoError(t, err)
	assert.True(t, g.Over(end))
	assert.GreaterOrEqual(t, n, 4, "10 cards, at most 3 a move")
	assert.LessOrEqual(t, n, 10)
	assert.Equal(t, start.table, end.taken[0].Union(end.taken[1]))
	assert.Equal(t, 10, g.Score(end)[0]+g.Score(end)[1])

	// The same seed plays the same game.
	again, m, err := cards.Playout[nimState, take](g, start, rand.New(rand.NewPCG(1, 2)), 0)
	require.NoError(t, err)
	assert.Equal(t, end, again)
	assert.Equal(t, n, m)

	// An over position plays nothing.
	got, n, err := cards.Playout[nimState, take](g, end, rand.New(rand.NewPCG(1, 2)), 5)
	require.NoError(t, err)
	assert.Equal(t, 0, n)
	assert.Equal(t, end, got)

	// One card and a limit of one: the game ends within the limit.
	one := newNim(mustSet(t, "AS"))
	got, n, err = cards.Playout[nimState, take](g, one, rand.New(rand.NewPCG(1, 2)), 1)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.True(t, g.Over(got))
}

func TestPlayoutSeeds(t *testing.T) {
	// Different seeds give different games: across 20 seeds, more than one
	// final position turns up.
	g := nim{}
	start := newNim(cards.Deck36)
	finals := map[nimState]bool{}
	for seed := range uint64(20) {
		end, _, err := cards.Playout[nimState, take](g, start, rand.New(rand.NewPCG(seed, 0)), 0)
		require.NoError(t, err)
		finals[end] = true
	}
	assert.Greater(t, len(finals), 1)
}

func TestPlayoutLimit(t *testing.T) {
	g := nim{}
	start := newNim(cards.Deck52)
	got, n, err := cards.Playout[nimState, take](g, start, rand.New(rand.NewPCG(1, 2)), 3)
	assert.ErrorIs(t, err, cards.ErrMoveLimit)
	assert.Equal(t, 3, n)
	assert.False(t, g.Over(got))
	taken := got.taken[0].Len() + got.taken[1].Len()
	assert.GreaterOrEqual(t, taken, 3)
	assert.LessOrEqual(t, taken, 9)
	assert.Equal(t, cards.Deck52, got.table.Union(got.taken[0]).Union(got.taken[1]))

	// A game that never ends stops at the limit.
	_, n, err = cards.Playout[nimState, take](endless{}, start, rand.New(rand.NewPCG(1, 2)), 100)
	assert.ErrorIs(t, err, cards.ErrMoveLimit)
	assert.Equal(t, 100, n)
}

func TestPlayoutBrokenGames(t *testing.T) {
	start := newNim(mustSet(t, "2C 3C"))
	got, n, err := cards.Playout[nimState, take](stuck{}, start, rand.New(rand.NewPCG(1, 2)), 0)
	assert.ErrorIs(t, err, cards.ErrNoLegalMove)
	assert.Equal(t, 0, n)
	assert.Equal(t, start, got)

	got, n, err = cards.Playout[nimState, take](refusing{}, start, rand.New(rand.NewPCG(1, 2)), 0)
	assert.ErrorIs(t, err, errRefused)
	var pe *cards.PlayError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 0, pe.Index)
	assert.Equal(t, 0, pe.Seat)
	assert.Equal(t, 0, n)
	assert.Equal(t, start, got)
}

func TestPlayoutProperty(t *testing.T) {
	g := nim{}
	rapid.Check(t, func(t *rapid.T) {
		table := cards.Set(rapid.Uint64().Draw(t, "table")) & cards.Deck52
		seed := rapid.Uint64().Draw(t, "seed")
		limit := rapid.IntRange(-1, 60).Draw(t, "limit")
		start := newNim(table)
		end, n, err := cards.Playout[nimState, take](g, start, rand.New(rand.NewPCG(seed, 0)), limit)
		require.Equal(t, table, end.table.Union(end.taken[0]).Union(end.taken[1]))
		require.GreaterOrEqual(t, n, 0)
		if limit > 0 {
			require.LessOrEqual(t, n, limit)
		}
		if err != nil {
			require.ErrorIs(t, err, cards.ErrMoveLimit)
			require.Equal(t, limit, n)
			require.False(t, g.Over(end))
			return
		}
		require.True(t, g.Over(end))
		require.GreaterOrEqual(t, n, (table.Len()+2)/3)
		require.LessOrEqual(t, n, table.Len())
	})
}

// BenchmarkPlayoutNim plays a random nim game over the 52 cards: about 26
// moves through Playout's generic loop.
func BenchmarkPlayoutNim(b *testing.B) {
	b.ReportAllocs()
	r := rand.New(rand.NewPCG(1, 2))
	start := newNim(cards.Deck52)
	for b.Loop() {
		if _, _, err := cards.Playout[nimState, take](nim{}, start, r, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// A nil Game or generator is an error, never a panic, and changes nothing.
func TestNilArguments(t *testing.T) {
	start := newNim(mustSet(t, "2C 3C"))
	got, n, err := cards.Playout[nimState, take](nim{}, start, nil, 0)
	assert.ErrorIs(t, err, cards.ErrNilArgument)
	assert.Equal(t, 0, n)
	assert.Equal(t, start, got)

	var none cards.Game[nimState, take]
	got, n, err = cards.Playout(none, start, rand.New(rand.NewPCG(1, 2)), 0)
	assert.ErrorIs(t, err, cards.ErrNilArgument)
	assert.Equal(t, 0, n)
	assert.Equal(t, start, got)

	var m take
	got, err = cards.Play(none, start, m)
	assert.ErrorIs(t, err, cards.ErrNilArgument)
	assert.Equal(t, start, got)

	dst := []take{m}
	assert.Equal(t, dst, cards.AppendLegal(none, dst, start))
}
