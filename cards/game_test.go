package cards_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
)

// nim is a tiny two-seat game with cards, for testing the generic helpers. A
// pile of cards lies on the table; on his turn a seat takes one, two or three
// cards from it, the lowest in card order, into his own pile. The game is over
// when the table is empty; each seat scores the number of cards he took. The
// option max (1 to 3, 0 meaning 3) caps a take; it is the tag "Max".
//
// Nothing is hidden: a view is the position and the seat. The table is the
// first Deal.Seed%52+1 cards of the deck, or Deal.Deck when given.
type nim struct{ max int }

// nimState is a nim position: a comparable value.
type nimState struct {
	table  cards.Set
	taken  [2]cards.Set
	toMove int
}

// nimView is a seat's view of a nim position.
type nimView struct {
	s    nimState
	seat int
	g    cards.Game[nimState, take] // the rules that list the moves
}

func (v nimView) Seat() int { return v.seat }

func (v nimView) AppendLegal(dst []take) []take {
	if v.seat != v.g.ToMove(v.s) {
		return dst
	}
	return v.g.AppendLegal(dst, v.s)
}

// take is a nim move: the number of cards to take.
type take int

func (t take) String() string { return strconv.Itoa(int(t)) }

var _ cards.Spec[nimState, take, nimView] = nim{}

func newNim(table cards.Set) nimState { return nimState{table: table} }

func (g nim) limit() int {
	if g.max == 0 {
		return 3
	}
	return g.max
}

func (nim) Seats() int { return 2 }

func (nim) ToMove(s nimState) int {
	if s.table.Empty() {
		return -1
	}
	return s.toMove
}

// AppendLegal lists the moves from take 1 up.
func (g nim) AppendLegal(dst []take, s nimState) []take {
	for n := 1; n <= g.limit() && n <= s.table.Len(); n++ {
		dst = append(dst, take(n))
	}
	return dst
}

func (g nim) Apply(s nimState, m take) (nimState, error) {
	bad := func(reason string) (nimState, error) {
		return s, &cards.MoveError{Game: "nim", Seat: g.ToMove(s), Move: m.String(), Reason: reason}
	}
	switch {
	case s.table.Empty():
		return bad("the game is over")
	case m < 1 || int(m) > g.limit():
		return bad("take 1 to " + strconv.Itoa(g.limit()) + " cards")
	case int(m) > s.table.Len():
		return bad("only " + strconv.Itoa(s.table.Len()) + " cards left")
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

func (g nim) View(s nimState, seat int) nimView { return nimView{s: s, seat: seat, g: g} }

func (nim) Sample(v nimView, _ *rand.Rand) nimState { return v.s }

func (nim) Name() string { return "nim" }

func (g nim) Tags() []cards.Tag { return []cards.Tag{{Name: "Max", Value: strconv.Itoa(g.limit())}} }

func (nim) WithTags(tags []cards.Tag) (cards.Spec[nimState, take, nimView], error) {
	g := nim{}
	for _, t := range tags {
		if t.Name != "Max" {
			continue
		}
		n, err := strconv.Atoi(t.Value)
		if err != nil || n < 1 || n > 3 {
			return nil, fmt.Errorf("nim: %w: tag Max is %q: want 1 to 3", cards.ErrInvalidRules, t.Value)
		}
		g.max = n
	}
	return g, nil
}

func (nim) Start(d cards.Deal) (nimState, error) {
	if d.Dealer < 0 || d.Dealer > 1 {
		return nimState{}, fmt.Errorf("nim: %w: dealer %d", cards.ErrInvalidArgument, d.Dealer)
	}
	var table cards.Set
	if d.Deck != nil {
		table = d.Deck.Set()
	} else {
		for _, c := range cards.NewDeck52()[:d.Seed%52+1] {
			table = table.Add(c)
		}
	}
	return nimState{table: table, toMove: 1 - d.Dealer}, nil
}

func (nim) ParseMove(text string) (take, error) {
	n, err := strconv.Atoi(text)
	if err != nil {
		return 0, cards.NewParseError("nim move", text, "want a number")
	}
	return take(n), nil
}

// stuck is a broken game: never over, yet without a legal move.
type stuck struct{ nim }

func (stuck) ToMove(nimState) int                       { return 0 }
func (stuck) AppendLegal(dst []take, _ nimState) []take { return dst }

// refusing is a broken game that refuses the moves it lists with an error
// of its own.
type refusing struct{ nim }

var errRefused = errors.New("refused")

func (refusing) Apply(s nimState, _ take) (nimState, error) { return s, errRefused }

// endless is a game that never ends: it always offers "take 1" and takes
// nothing.
type endless struct{ nim }

func (endless) ToMove(s nimState) int { return s.toMove }
func (endless) Apply(s nimState, _ take) (nimState, error) {
	s.toMove = 1 - s.toMove
	return s, nil
}
func (endless) AppendLegal(dst []take, _ nimState) []take { return append(dst, 1) }
func (g endless) View(s nimState, seat int) nimView       { return nimView{s: s, seat: seat, g: g} }

// fastNim is nim with the RandomMover and InPlace fast paths, drawing as
// Playout's listing does; calls counts their uses.
type fastNim struct {
	nim
	calls *int
}

func (g fastNim) RandomMove(s *nimState, p *rand.PCG) (take, bool) {
	*g.calls++
	n := min(3, s.table.Len())
	if n == 0 {
		return 0, false
	}
	return take(cards.UintN(p, uint64(n)) + 1), true
}

func (g fastNim) ApplyTo(s *nimState, m take) error {
	*g.calls++
	next, err := g.Apply(*s, m)
	if err == nil {
		*s = next
	}
	return err
}

// stepNim is fastNim with the RandomStepper fast path too; steps counts
// its uses, which must be the only calls once Playout has it.
type stepNim struct {
	fastNim
	steps *int
}

func (g stepNim) RandomStep(s *nimState, p *rand.PCG) (take, bool) {
	*g.steps++
	m, ok := g.RandomMove(s, p)
	if ok {
		ok = g.ApplyTo(s, m) == nil
	}
	return m, ok
}

// stuckStepper is a game whose RandomStep finds no move in a position that
// is not over.
type stuckStepper struct{ stuck }

func (stuckStepper) RandomStep(*nimState, *rand.PCG) (take, bool) { return 0, false }

func TestNimRules(t *testing.T) {
	// The game itself must be right before it can test anything.
	g := nim{}
	s := newNim(mustSet(t, "2C 3C 4C 5C 6C"))
	assert.Equal(t, []take{1, 2, 3}, cards.Legal(g, s))
	assert.Equal(t, 0, g.ToMove(s))
	s2, err := g.Apply(s, 2)
	require.NoError(t, err)
	assert.Equal(t, mustSet(t, "4C 5C 6C"), s2.table)
	assert.Equal(t, mustSet(t, "2C 3C"), s2.taken[0])
	assert.Equal(t, 1, g.ToMove(s2))
	assert.Equal(t, []take{1}, cards.Legal(nim{max: 1}, s2))
}

func TestLegalAndOver(t *testing.T) {
	g := nim{}
	assert.Equal(t, []take{1, 2}, cards.Legal(g, newNim(mustSet(t, "2C 3C"))))
	assert.Nil(t, cards.Legal(g, newNim(0)))
	assert.Nil(t, cards.Legal[nimState, take](nil, newNim(mustSet(t, "2C"))))
	assert.False(t, cards.Over(g, newNim(mustSet(t, "2C"))))
	assert.True(t, cards.Over(g, newNim(0)))
	assert.True(t, cards.Over[nimState, take](nil, newNim(mustSet(t, "2C"))))
}

func TestPlay(t *testing.T) {
	g := nim{}
	s := newNim(mustSet(t, "2C 3C 4C 5C 6C"))
	final, err := cards.Play(g, s, 3, 1, 1)
	require.NoError(t, err)
	assert.True(t, cards.Over(g, final))
	assert.Equal(t, []int{4, 1}, g.Score(final))
	same, err := cards.Play(g, s)
	require.NoError(t, err)
	assert.Equal(t, s, same)
}

func TestPlayIllegalMove(t *testing.T) {
	g := nim{}
	s := newNim(mustSet(t, "2C 3C 4C"))
	got, err := cards.Play(g, s, 1, 3, 1)
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, cards.MoveError{Game: "nim", Number: 2, Seat: 1, Move: "3", Reason: "only 2 cards left"}, *me)
	assert.Equal(t, "nim: move 2 (3) by seat 1: only 2 cards left", err.Error())
	want, _ := g.Apply(s, 1)
	assert.Equal(t, want, got, "Play returns the position before the refused move")

	// After the end: Seat -1.
	_, err = cards.Play(g, newNim(mustSet(t, "2C")), 1, 1)
	require.ErrorAs(t, err, &me)
	assert.Equal(t, cards.MoveError{Game: "nim", Number: 2, Seat: -1, Move: "1", Reason: "the game is over"}, *me)
	assert.Equal(t, "nim: move 2 (1): the game is over", err.Error())

	// A game's own error is kept inside a MoveError.
	_, err = cards.Play(refusing{}, s, 1)
	require.ErrorAs(t, err, &me)
	assert.Equal(t, cards.MoveError{Number: 1, Seat: 0, Move: "1", Reason: "refused", Err: errRefused}, *me)
	assert.ErrorIs(t, err, errRefused)
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	assert.Equal(t, "move 1 (1) by seat 0: refused", err.Error())
}

func TestMoveErrorMessage(t *testing.T) {
	for _, c := range []struct {
		e    cards.MoveError
		want string
	}{
		{cards.MoveError{}, "move () by seat 0: "},
		{cards.MoveError{Seat: -1, Move: "QS", Reason: "why"}, "move (QS): why"},
		{cards.MoveError{Game: "boxes", Number: 12, Seat: 2, Move: "QS", Reason: "the suit in force is hearts"}, "boxes: move 12 (QS) by seat 2: the suit in force is hearts"},
	} {
		assert.Equal(t, c.want, c.e.Error())
		assert.ErrorIs(t, &c.e, cards.ErrIllegalMove)
	}
}

func TestPlayLegalMovesProperty(t *testing.T) {
	// Every legal move applies, Apply never changes its input, and every
	// move that is not listed is refused with the position unchanged.
	rapid.Check(t, func(t *rapid.T) {
		g := nim{max: rapid.IntRange(0, 3).Draw(t, "max")}
		s := newNim(cards.Set(rapid.Uint64().Draw(t, "table")) & cards.Deck52)
		for !cards.Over(g, s) {
			legal := cards.Legal(g, s)
			require.NotEmpty(t, legal)
			for m := take(-1); m <= 5; m++ {
				before := s
				next, err := g.Apply(s, m)
				require.Equal(t, before, s)
				if containsTake(legal, m) {
					require.NoError(t, err)
					require.Equal(t, s.table.Len()-int(m), next.table.Len())
				} else {
					require.ErrorIs(t, err, cards.ErrIllegalMove)
					require.Equal(t, s, next)
				}
			}
			s, _ = g.Apply(s, rapid.SampledFrom(legal).Draw(t, "move"))
		}
	})
}

func containsTake(ms []take, m take) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

func TestPlayout(t *testing.T) {
	g := nim{}
	s := newNim(cards.Deck52)
	final, n, err := cards.Playout(g, s, rand.NewPCG(1, 2), 0)
	require.NoError(t, err)
	assert.True(t, cards.Over(g, final))
	assert.Equal(t, 52, final.taken[0].Len()+final.taken[1].Len())
	assert.GreaterOrEqual(t, n, 18)
	assert.LessOrEqual(t, n, 52)
	// The same seed plays the same game.
	again, m, err := cards.Playout(g, s, rand.NewPCG(1, 2), 0)
	require.NoError(t, err)
	assert.Equal(t, final, again)
	assert.Equal(t, n, m)
}

func TestPlayoutFastPaths(t *testing.T) {
	// With RandomMover and InPlace, Playout uses them, and plays the very
	// game it plays by listing.
	s := newNim(cards.Deck52)
	for seed := range uint64(20) {
		want, wn, err := cards.Playout(nim{}, s, rand.NewPCG(seed, 0), 0)
		require.NoError(t, err)
		calls := 0
		got, gn, err := cards.Playout(fastNim{calls: &calls}, s, rand.NewPCG(seed, 0), 0)
		require.NoError(t, err)
		assert.Equal(t, want, got)
		assert.Equal(t, wn, gn)
		assert.Equal(t, 2*gn, calls, "one RandomMove and one ApplyTo a move")
	}
}

func TestPlayoutRandomStepper(t *testing.T) {
	// With RandomStepper, Playout plays every move through it, one call a
	// move, and plays the very game it plays by listing; the last call
	// finds the game over.
	s := newNim(cards.Deck52)
	for seed := range uint64(20) {
		want, wn, err := cards.Playout(nim{}, s, rand.NewPCG(seed, 0), 0)
		require.NoError(t, err)
		calls, steps := 0, 0
		g := stepNim{fastNim{calls: &calls}, &steps}
		got, gn, err := cards.Playout(g, s, rand.NewPCG(seed, 0), 0)
		require.NoError(t, err)
		assert.Equal(t, want, got)
		assert.Equal(t, wn, gn)
		assert.Equal(t, gn+1, steps, "one RandomStep a move, and the one that finds the game over")
		assert.Equal(t, 2*gn+1, calls, "RandomStep's own RandomMove and ApplyTo only")
		// The limit holds through the stepper too.
		_, ln, err := cards.Playout(g, s, rand.NewPCG(seed, 0), 5)
		require.ErrorIs(t, err, cards.ErrMoveLimit)
		assert.Equal(t, 5, ln)
	}
	// A stepper that finds no move where the game is not over is a broken
	// game, reported as such.
	got, n, err := cards.Playout(stuckStepper{}, s, rand.NewPCG(1, 1), 0)
	require.ErrorIs(t, err, cards.ErrNoLegalMove)
	assert.Zero(t, n)
	assert.Equal(t, s, got)
}

// Through the fast paths Playout allocates nothing: it plays in a pooled
// cell, not in a copy of the position moved to the heap. Not under the race
// detector, which makes sync.Pool drop a share of the cells on purpose.
func TestPlayoutFastPathsAllocateNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops cells at random under the race detector")
	}
	calls, steps := 0, 0
	for _, g := range []cards.Game[nimState, take]{
		fastNim{calls: &calls},
		stepNim{fastNim{calls: &calls}, &steps},
	} {
		s := newNim(cards.Deck52)
		p := rand.NewPCG(1, 2)
		var n int
		var err error
		allocs := testing.AllocsPerRun(50, func() { _, n, err = cards.Playout(g, s, p, 0) })
		require.NoError(t, err)
		assert.Greater(t, n, 10)
		assert.Zero(t, allocs, "%T", g)
	}
	assert.Positive(t, steps)
}

// Playouts running at once, of two position types, each get the game
// that one playout alone gets: the pooled cells are not shared.
func TestPlayoutConcurrent(t *testing.T) {
	s := newNim(cards.Deck52)
	type result struct {
		final nimState
		n     int
	}
	want := make([]result, 40)
	for i := range want {
		calls := 0
		f, n, err := cards.Playout(fastNim{calls: &calls}, s, rand.NewPCG(uint64(i), 0), 0)
		require.NoError(t, err)
		want[i] = result{f, n}
	}
	got := make([]result, len(want))
	other := make([]int, len(want))
	var wg sync.WaitGroup
	for i := range want {
		wg.Go(func() {
			calls := 0
			f, n, err := cards.Playout(fastNim{calls: &calls}, s, rand.NewPCG(uint64(i), 0), 0)
			if err == nil {
				got[i] = result{f, n}
			}
		})
		wg.Go(func() {
			_, n, _ := cards.Playout(fastCounter{}, 0, rand.NewPCG(uint64(i), 0), 0)
			other[i] = n
		})
	}
	wg.Wait()
	assert.Equal(t, want, got)
	for i, n := range other {
		assert.Equal(t, 7, n, "counter playout %d", i)
	}
}

// fastCounter is a one-seat game of another position type, with both fast
// paths: a position counts the moves played, and the game ends at 7.
type fastCounter struct{}

func (fastCounter) Seats() int { return 1 }
func (fastCounter) ToMove(s int) int {
	if s >= 7 {
		return -1
	}
	return 0
}
func (fastCounter) AppendLegal(dst []bool, s int) []bool        { return append(dst, true) }
func (fastCounter) Apply(s int, m bool) (int, error)            { return s + 1, nil }
func (fastCounter) Score(s int) []int                           { return []int{s} }
func (fastCounter) RandomMove(s *int, p *rand.PCG) (bool, bool) { return true, true }
func (fastCounter) ApplyTo(s *int, m bool) error                { *s++; return nil }

func TestPlayoutLimit(t *testing.T) {
	g := nim{max: 1}
	s := newNim(mustSet(t, "2C 3C 4C 5C"))
	got, n, err := cards.Playout(g, s, rand.NewPCG(1, 1), 3)
	require.ErrorIs(t, err, cards.ErrMoveLimit)
	assert.Equal(t, 3, n)
	assert.Equal(t, 1, got.table.Len())
	_, n, err = cards.Playout(endless{}, s, rand.NewPCG(1, 1), 100)
	require.ErrorIs(t, err, cards.ErrMoveLimit)
	assert.Equal(t, 100, n)
}

func TestPlayoutBrokenGames(t *testing.T) {
	s := newNim(mustSet(t, "2C 3C"))
	got, n, err := cards.Playout(stuck{}, s, rand.NewPCG(1, 1), 0)
	require.ErrorIs(t, err, cards.ErrNoLegalMove)
	assert.Equal(t, 0, n)
	assert.Equal(t, s, got)
	_, _, err = cards.Playout(refusing{}, s, rand.NewPCG(1, 1), 0)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, 1, me.Number)
	assert.ErrorIs(t, err, errRefused)
}

func TestPlayoutProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := nim{max: rapid.IntRange(0, 3).Draw(t, "max")}
		s := newNim(cards.Set(rapid.Uint64().Draw(t, "table")) & cards.Deck52)
		final, n, err := cards.Playout(g, s, rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 0), 0)
		require.NoError(t, err)
		require.True(t, cards.Over(g, final))
		// Every card accounted for.
		require.Equal(t, s.table, final.taken[0].Union(final.taken[1]))
		require.True(t, final.taken[0].Disjoint(final.taken[1]))
		require.LessOrEqual(t, n, s.table.Len())
	})
}

// BenchmarkPlayoutNim plays a random nim game over the 52 cards: about 26
// moves through Playout's generic loop.
func BenchmarkPlayoutNim(b *testing.B) {
	g := nim{}
	s := newNim(cards.Deck52)
	p := rand.NewPCG(1, 2)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := cards.Playout(g, s, p, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// A nil Game or generator is an error, never a panic, and changes nothing.
func TestNilArguments(t *testing.T) {
	s := newNim(mustSet(t, "2C 3C"))
	got, err := cards.Play[nimState, take](nil, s, 1)
	require.ErrorIs(t, err, cards.ErrInvalidArgument)
	assert.Equal(t, s, got)
	got, n, err := cards.Playout[nimState, take](nil, s, rand.NewPCG(1, 1), 0)
	require.ErrorIs(t, err, cards.ErrInvalidArgument)
	assert.Equal(t, s, got)
	assert.Equal(t, 0, n)
	got, _, err = cards.Playout(nim{}, s, nil, 0)
	require.ErrorIs(t, err, cards.ErrInvalidArgument)
	assert.Contains(t, err.Error(), "nil generator")
	assert.Equal(t, s, got)
	_, err = cards.NewSession[nimState, take, nimView](nil, cards.Deal{})
	require.ErrorIs(t, err, cards.ErrInvalidArgument)
	_, err = cards.Resume[nimState, take, nimView](nil, &cards.Record{})
	require.ErrorIs(t, err, cards.ErrInvalidArgument)
	_, err = cards.Resume(nim{}, nil)
	require.ErrorIs(t, err, cards.ErrInvalidArgument)
}

func TestSession(t *testing.T) {
	g := nim{max: 2}
	s, err := cards.NewSession(g, cards.Deal{Dealer: 1, Seed: 4}, "Ann", "Bob")
	require.NoError(t, err)
	assert.Equal(t, 0, s.ToMove())
	assert.Equal(t, []string{"Ann", "Bob"}, s.Names())
	assert.Equal(t, "*", s.Result())
	m, err := s.PlayText("2")
	require.NoError(t, err)
	assert.Equal(t, take(2), m)
	require.NoError(t, s.Play(1))

	// A refused move changes nothing and says why, numbered from 1.
	before := s.State()
	err = s.Play(3)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, cards.MoveError{Game: "nim", Number: 3, Seat: 0, Move: "3", Reason: "take 1 to 2 cards"}, *me)
	assert.Equal(t, before, s.State())
	_, err = s.PlayText("two")
	require.ErrorIs(t, err, cards.ErrSyntax)
	assert.Equal(t, before, s.State())
	assert.Len(t, s.History(), 2)

	require.NoError(t, s.Play(2))
	assert.Equal(t, -1, s.ToMove())
	assert.Equal(t, "4 1, seat 0 wins", s.Result())
	assert.Equal(t, []int{0}, s.Winners())
	assert.Equal(t, []cards.Turn[take]{{Seat: 0, Move: 2}, {Seat: 1, Move: 1}, {Seat: 0, Move: 2}}, s.History())
	assert.Equal(t, cards.Spectator, s.View(cards.Spectator).Seat())
	assert.Empty(t, s.View(0).AppendLegal(nil))

	want := "[Game \"nim\"]\n[Engine \"2\"]\n[Max \"2\"]\n[Dealer \"1\"]\n[Seed \"4\"]\n[Seat0 \"Ann\"]\n[Seat1 \"Bob\"]\n[Result \"4 1, seat 0 wins\"]\n\n1. 2 2. 1 3. 2\n"
	assert.Equal(t, want, s.Record().String())
}

func TestSessionNames(t *testing.T) {
	_, err := cards.NewSession(nim{}, cards.Deal{}, "Ann")
	require.ErrorIs(t, err, cards.ErrInvalidArgument)
	_, err = cards.NewSession(nim{}, cards.Deal{}, "Ann", "\x00")
	require.ErrorIs(t, err, cards.ErrInvalidArgument)
	require.ErrorIs(t, err, cards.ErrInvalidName)
	_, err = cards.NewSession(nim{}, cards.Deal{Dealer: 2})
	require.ErrorIs(t, err, cards.ErrInvalidArgument)
}

func TestResume(t *testing.T) {
	text := "[Game \"nim\"]\n[Engine \"2\"]\n[Event \"club night\"]\n[Max \"2\"]\n[Seed \"4\"]\n[Dealer \"1\"]\n[Annotator \"me\"]\n\n1. 2 2. 1\n"
	rec, err := cards.ParseRecord(text)
	require.NoError(t, err)
	s, err := cards.Resume(nim{}, rec)
	require.NoError(t, err)
	assert.Equal(t, nim{max: 2}, s.Rules())
	assert.Equal(t, cards.Deal{Dealer: 1, Seed: 4}, s.Deal())
	assert.Equal(t, 0, s.ToMove())
	require.NoError(t, s.Play(2))
	// The unknown tags are kept, in order, and written back.
	want := "[Game \"nim\"]\n[Engine \"2\"]\n[Max \"2\"]\n[Dealer \"1\"]\n[Seed \"4\"]\n[Event \"club night\"]\n[Annotator \"me\"]\n[Result \"4 1, seat 0 wins\"]\n\n1. 2 2. 1 3. 2\n"
	assert.Equal(t, want, s.Record().String())
	again, err := cards.Resume(nim{}, s.Record())
	require.NoError(t, err)
	assert.Equal(t, s.State(), again.State())
	assert.Equal(t, s.Record(), again.Record())

	// From a deck.
	d, err := cards.NewSession(nim{}, cards.Deal{Deck: cards.Deck{cards.New(cards.Ace, cards.Spades), cards.New(cards.Two, cards.Clubs)}})
	require.NoError(t, err)
	back, err := cards.Resume(nim{}, d.Record())
	require.NoError(t, err)
	assert.Equal(t, d.State(), back.State())
	assert.Equal(t, d.Record(), back.Record())
}

func TestResumeRefuses(t *testing.T) {
	for _, c := range []struct {
		name, text string
		is         error
		reason     string
	}{
		{"other game", `[Game "boxes"]`, cards.ErrInvalidRecord, `Game tag is "boxes", not "nim"`},
		{"no game", `[Seed "1"]`, cards.ErrInvalidRecord, `Game tag is ""`},
		{"bad option", "[Game \"nim\"]\n[Engine \"2\"]\n[Max \"9\"]", cards.ErrInvalidRules, "tag Max"},
		{"bad dealer", "[Game \"nim\"]\n[Engine \"2\"]\n[Dealer \"2\"]", cards.ErrInvalidRecord, "tag Dealer"},
		{"signed dealer", "[Game \"nim\"]\n[Engine \"2\"]\n[Dealer \"+1\"]", cards.ErrInvalidRecord, "tag Dealer"},
		{"bad seed", "[Game \"nim\"]\n[Engine \"2\"]\n[Seed \"-1\"]", cards.ErrInvalidRecord, "tag Seed"},
		{"bad deck", "[Game \"nim\"]\n[Engine \"2\"]\n[Deck \"AS AS\"]", cards.ErrInvalidRecord, "tag Deck"},
		{"seat out of range", "[Game \"nim\"]\n[Engine \"2\"]\n[Seat2 \"Cy\"]", cards.ErrInvalidRecord, "tag Seat2"},
		{"bad name", "[Game \"nim\"]\n[Engine \"2\"]\n[Seat1 \" Cy\"]", cards.ErrInvalidRecord, "tag Seat1"},
		{"illegal move", "[Game \"nim\"]\n[Engine \"2\"]\n[Seed \"3\"]\n\n1. 3 2. 3", cards.ErrIllegalMove, "move 2 (3) by seat 0: only 1 cards left"},
		{"malformed move", "[Game \"nim\"]\n[Engine \"2\"]\n\n1. x", cards.ErrSyntax, "want a number"},
		{"option in another case", "[Game \"nim\"]\n[Engine \"2\"]\n[max \"2\"]", cards.ErrInvalidRecord, `nim: invalid record: tag "max" is not tag Max: tag names are case-sensitive`},
		{"seed in another case", "[Game \"nim\"]\n[Engine \"2\"]\n[SEED \"2\"]", cards.ErrInvalidRecord, `tag "SEED" is not tag Seed`},
		{"engine in another case", "[Game \"nim\"]\n[engine \"1\"]", cards.ErrInvalidRecord, `tag "engine" is not tag Engine`},
		{"seat in another case", "[Game \"nim\"]\n[Engine \"2\"]\n[seat1 \"Cy\"]", cards.ErrInvalidRecord, `tag "seat1" is not tag Seat1`},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec, err := cards.ParseRecord(c.text)
			require.NoError(t, err)
			_, err = cards.Resume(nim{}, rec)
			require.ErrorIs(t, err, c.is)
			assert.Contains(t, err.Error(), c.reason)
		})
	}
}

func TestResumeWrongResult(t *testing.T) {
	// One card on the table: seat 0 takes it and wins 1-0.
	rec, err := cards.ParseRecord("[Game \"nim\"]\n[Engine \"2\"]\n[Seed \"0\"]\n[Dealer \"1\"]\n[Result \"0-1\"]\n\n1. 1")
	require.NoError(t, err)
	_, err = cards.Resume(nim{}, rec)
	require.ErrorIs(t, err, cards.ErrInvalidRecord)
	assert.Contains(t, err.Error(), `tag Result is "0-1", but the moves give "1 0, seat 0 wins"`)
}

// TestResumeEngine checks the Engine tag: a record names the engine that
// made it, one without the tag was made by engine 1, and Resume replays
// both with their engine, which the session keeps and its record names; a
// record of a newer engine, or a malformed tag, is refused with an error
// that names the engines this build plays, leaving the record as it was.
func TestResumeEngine(t *testing.T) {
	s, err := cards.NewSession(nim{max: 2}, cards.Deal{Seed: 4})
	require.NoError(t, err)
	require.NoError(t, s.Play(2))
	rec := s.Record()
	require.Equal(t, cards.Tag{Name: "Engine", Value: "2"}, rec.Tags[1], "right after Game")
	require.Equal(t, 2, cards.Engine)
	back, err := cards.Resume(nim{}, rec)
	require.NoError(t, err)
	assert.Equal(t, s.State(), back.State())
	assert.Equal(t, rec, back.Record())
	assert.Equal(t, 0, back.Deal().Engine, "this build's engine is the zero Deal.Engine")

	for _, c := range []struct{ name, tag, want string }{
		{"no tag", "", "1"},
		{"engine 1", `[Engine "1"]`, "1"},
		{"engine 2", `[Engine "2"]`, "2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec, err := cards.ParseRecord("[Game \"nim\"]\n" + c.tag + "\n[Max \"2\"]\n[Seed \"4\"]\n[Result \"*\"]\n\n1. 2")
			require.NoError(t, err)
			got, err := cards.Resume(nim{}, rec)
			require.NoError(t, err)
			assert.Equal(t, s.State(), got.State())
			engine, ok := got.Record().Get("Engine")
			assert.True(t, ok)
			assert.Equal(t, c.want, engine, "the record keeps the engine that made it")
			want := 0
			if c.want == "1" {
				want = 1
			}
			assert.Equal(t, want, got.Deal().Engine)
		})
	}

	const want = "want the number of the engine that made the record, from 1 to 2"
	for _, c := range []struct {
		name, tag, want string
	}{
		{"engine 3", `[Engine "3"]`, "nim: invalid record: record made by engine 3, a newer engine than this build's (engines 1 to 2): replay it with a cardrules release of engine 3 or later"},
		{"not a number", `[Engine "x"]`, `nim: invalid record: tag Engine is "x": ` + want},
		{"zero", `[Engine "0"]`, `nim: invalid record: tag Engine is "0": ` + want},
		{"leading zero", `[Engine "02"]`, `nim: invalid record: tag Engine is "02": ` + want},
		{"signed", `[Engine "+2"]`, `nim: invalid record: tag Engine is "+2": ` + want},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec, err := cards.ParseRecord("[Game \"nim\"]\n" + c.tag + "\n[Max \"2\"]\n[Seed \"4\"]\n[Result \"*\"]\n\n1. 2")
			require.NoError(t, err)
			kept := rec.String()
			got, err := cards.Resume(nim{}, rec)
			require.ErrorIs(t, err, cards.ErrInvalidRecord)
			assert.EqualError(t, err, c.want)
			assert.Nil(t, got)
			assert.Equal(t, kept, rec.String(), "the record is unchanged")
		})
	}
}

func TestSessionRecordProperty(t *testing.T) {
	// Any game played through a session resumes from its record, text or
	// JSON, to the same position, history and record.
	rapid.Check(t, func(t *rapid.T) {
		g := nim{max: rapid.IntRange(1, 3).Draw(t, "max")}
		s, err := cards.NewSession(g, cards.Deal{Dealer: rapid.IntRange(0, 1).Draw(t, "dealer"), Seed: rapid.Uint64().Draw(t, "seed")})
		require.NoError(t, err)
		for s.ToMove() >= 0 && rapid.Bool().Draw(t, "go on") {
			require.NoError(t, s.Play(rapid.SampledFrom(s.View(s.ToMove()).AppendLegal(nil)).Draw(t, "move")))
		}
		rec, err := cards.ParseRecord(s.Record().String())
		require.NoError(t, err)
		back, err := cards.Resume(nim{}, rec)
		require.NoError(t, err)
		require.Equal(t, s.State(), back.State())
		require.Equal(t, s.History(), back.History())
		data, err := s.Record().MarshalJSON()
		require.NoError(t, err)
		var fromJSON cards.Record
		require.NoError(t, fromJSON.UnmarshalJSON(data))
		require.Equal(t, s.Record(), &fromJSON)
		require.False(t, strings.Contains(string(data), "null"))
	})
}

// nimCards returns the places of nim's cards.
func nimCards(s nimState) []cards.Set { return []cards.Set{s.table, s.taken[0], s.taken[1]} }

func nimConfig(games int) cardstest.Config[nimState, take] {
	return cardstest.Config[nimState, take]{
		// All 52 cards on the table, whoever deals.
		Start: func(seed uint64) (nimState, error) { return nim{}.Start(cards.Deal{Dealer: int(seed % 2), Seed: 51}) },
		Cards: nimCards,
		Deck:  cards.Deck52,
		Games: games,
	}
}

// withCandidates has c try every take from -1 to 5 in every position.
func withCandidates(c cardstest.Config[nimState, take]) cardstest.Config[nimState, take] {
	c.Candidates = func(nimState) []take { return []take{-1, 0, 1, 2, 3, 4, 5} }
	return c
}

func TestContractNim(t *testing.T) {
	cardstest.Check(t, nim{}, withCandidates(nimConfig(500)))
	cardstest.Check(t, nim{max: 1}, nimConfig(200))
	calls := 0
	cardstest.Check[nimState, take, nimView](t, fastNim{calls: &calls}, nimConfig(200))
	assert.Positive(t, calls)
}

// recorder is a testing.TB that records the first failure and stops the
// goroutine, as Fatal does.
type recorder struct {
	testing.TB
	msg string
}

func (r *recorder) Helper() {}
func (r *recorder) Fatal(args ...any) {
	r.msg = fmt.Sprint(args...)
	runtime.Goexit()
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.msg = fmt.Sprintf(format, args...)
	runtime.Goexit()
}

// checkFails runs cardstest.Check on g and returns its failure, or "".
func checkFails(t *testing.T, g cards.HiddenGame[nimState, take, nimView], c cardstest.Config[nimState, take]) string {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		cardstest.Check(r, g, c)
	}()
	<-done
	return r.msg
}

// Broken games of every kind fail the contract check, saying what broke.
func TestContractCatches(t *testing.T) {
	leaky := func(s nimState) []cards.Set { return []cards.Set{s.table, s.taken[0]} }
	for _, c := range []struct {
		name string
		g    cards.HiddenGame[nimState, take, nimView]
		cfg  cardstest.Config[nimState, take]
		want string
	}{
		{"a lost card", nim{}, cardstest.Config[nimState, take]{Start: nimConfig(1).Start, Cards: leaky, Deck: cards.Deck52}, "missing"},
		{"no legal move", stuck{}, nimConfig(5), "ToMove is 0 with 0 legal moves"},
		{"legal move refused", refusing{}, nimConfig(5), "the legal move 1 is refused"},
		{"never ends", endless{}, cardstest.Config[nimState, take]{Start: nimConfig(1).Start, Cards: nimCards, Deck: cards.Deck52, MaxMoves: 50}, "has not ended after 50 moves"},
		{"illegal move applied", lenient{}, withCandidates(nimConfig(5)), "the move 2, not legal"},
		{"wrong fast path", wrongFast{}, nimConfig(5), "RandomMove does not draw"},
		{"view of another seat", chatty{}, nimConfig(5), "the view of seat 0 says seat 1"},
		{"bad sample", forgetful{}, nimConfig(5), "Sample"},
	} {
		t.Run(c.name, func(t *testing.T) {
			assert.Contains(t, checkFails(t, c.g, c.cfg), c.want)
		})
	}
}

// lenient lists takes of 1 only, as nim{max: 1} does, but applies takes of
// 2 and 3 too.
type lenient struct{ nim }

func (lenient) AppendLegal(dst []take, s nimState) []take { return nim{max: 1}.AppendLegal(dst, s) }
func (g lenient) View(s nimState, seat int) nimView       { return nimView{s: s, seat: seat, g: g} }

// wrongFast draws its random move off by one.
type wrongFast struct{ nim }

func (wrongFast) RandomMove(s *nimState, p *rand.PCG) (take, bool) {
	if s.table.Empty() {
		return 0, false
	}
	return take(min(3, s.table.Len())), true
}

// chatty gives every seat the mover's moves.
type chatty struct{ nim }

func (g chatty) View(s nimState, seat int) nimView {
	if seat >= 0 {
		seat = g.ToMove(s)
	}
	return nimView{s: s, seat: seat, g: g.nim}
}

// forgetful samples an empty table.
type forgetful struct{ nim }

func (forgetful) Sample(v nimView, _ *rand.Rand) nimState { return nimState{toMove: v.s.toMove} }

// batchNim is stepNim with the BatchStepper fast path too; batches counts
// its uses.
type batchNim struct {
	stepNim
	batches *int
}

func (g batchNim) RandomSteps(s *nimState, p *rand.PCG, max int) int {
	*g.batches++
	n := 0
	for n < max {
		if _, ok := g.RandomStep(s, p); !ok {
			break
		}
		n++
	}
	return n
}

// stuckBatch is a game whose RandomSteps stops in a position that is not
// over.
type stuckBatch struct{ stuckStepper }

func (stuckBatch) RandomSteps(*nimState, *rand.PCG, int) int { return 0 }

func TestPlayoutBatchStepper(t *testing.T) {
	// With BatchStepper, its own or its delegate's, Playout makes one call
	// for the whole playout and plays the very game it plays by listing.
	s := newNim(cards.Deck52)
	for seed := range uint64(20) {
		want, wn, err := cards.Playout(nim{}, s, rand.NewPCG(seed, 0), 0)
		require.NoError(t, err)
		calls, steps, batches := 0, 0, 0
		own := batchNim{stepNim{fastNim{calls: &calls}, &steps}, &batches}
		for _, g := range []cards.Game[nimState, take]{own, delegating{to: own}} {
			batches = 0
			got, gn, err := cards.Playout(g, s, rand.NewPCG(seed, 0), 0)
			require.NoError(t, err)
			assert.Equal(t, want, got)
			assert.Equal(t, wn, gn)
			assert.Equal(t, 1, batches)
			// The limit holds: exactly 5 moves, and the game goes on.
			batches = 0
			lim, ln, err := cards.Playout(g, s, rand.NewPCG(seed, 0), 5)
			require.ErrorIs(t, err, cards.ErrMoveLimit)
			assert.Equal(t, 5, ln)
			assert.Equal(t, 1, batches)
			five, _, err := cards.Playout(nim{}, s, rand.NewPCG(seed, 0), 5)
			require.ErrorIs(t, err, cards.ErrMoveLimit)
			assert.Equal(t, five, lim)
			// A limit the game ends at is no error.
			_, en, err := cards.Playout(g, s, rand.NewPCG(seed, 0), wn)
			require.NoError(t, err)
			assert.Equal(t, wn, en)
		}
	}
	got, n, err := cards.Playout(stuckBatch{}, s, rand.NewPCG(1, 1), 0)
	require.ErrorIs(t, err, cards.ErrNoLegalMove)
	assert.Zero(t, n)
	assert.Equal(t, s, got)
}
