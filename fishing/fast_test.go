//go:build !cardrules_reference

package fishing

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/scoring"
)

// equiShaped returns Equi's table under random options of the capture
// rule: the rank ban on or off, the trail compulsory or voluntary.
func equiShaped(t *rapid.T) Table {
	tb := equiTableForTest()
	tb.Players = rapid.IntRange(2, 6).Draw(t, "players")
	tb.RankBan = rapid.Bool().Draw(t, "rank ban")
	if rapid.Bool().Draw(t, "voluntary") {
		tb.Compulsory = CompelNone
	}
	if rapid.Bool().Draw(t, "by four") {
		tb.Recycle = RecycleLowest
	}
	return tb
}

// requireFastIsReference checks every fast path against the capture rule
// in one position: the listing, its first few moves, whether a capture
// exists, and the random move with the draws it makes.
func requireFastIsReference(t require.TestingT, r *Rules, hand, table cards.Set, stockEmpty bool, seed uint64) {
	want := r.refFirst(nil, hand, table, stockEmpty, -1)
	got, ok := r.fastFirst(nil, hand, table, stockEmpty, -1)
	require.True(t, ok, "the fast paths play Equi's table")
	require.Equal(t, want, got, "listing of %v against %v", hand, table)
	for _, most := range []int{0, 1, 3} {
		got, _ := r.fastFirst(nil, hand, table, stockEmpty, most)
		require.Equal(t, want[:min(most, len(want))], append([]Move{}, got...), "first %d moves", most)
	}
	has, _ := r.fastAny(hand, table, stockEmpty)
	require.Equal(t, r.refAny(hand, table, stockEmpty), has, "a capture exists")
	p, q := rand.NewPCG(seed, 1), rand.NewPCG(seed, 1)
	fm, fok := r.fastRandom(p, hand, table, stockEmpty)
	rm, rok := r.refRandom(q, hand, table, stockEmpty)
	require.Equal(t, rok, fok)
	require.Equal(t, rm, fm, "random move")
	require.Equal(t, q.Uint64(), p.Uint64(), "the same draws")
}

// TestFastMatchesReferenceRandom checks the fast paths against the capture
// rule over random hands (up to 14 cards, as when a pile is taken back)
// and tables (up to 10) of Equi's table.
func TestFastMatchesReferenceRandom(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, err := New(equiShaped(t))
		require.NoError(t, err)
		deck := rapid.Permutation(cards.NewDeck36()).Draw(t, "deck")
		// Hands of one card (rule E6) and of up to 4 cards are the most
		// common, and tables of up to 4.
		nh := rapid.SampledFrom([]int{1, 1, 1, 2, 3, 4, 4, 5, 6, 8, 10, 12, 14}).Draw(t, "hand size")
		nt := rapid.SampledFrom([]int{0, 1, 2, 3, 4, 4, 5, 6, 8, 10}).Draw(t, "table size")
		hand, table := cards.SetOf(deck[:nh]...), cards.SetOf(deck[nh:nh+nt]...)
		requireFastIsReference(t, &r, hand, table, rapid.Bool().Draw(t, "stock empty"), rapid.Uint64().Draw(t, "seed"))
	})
}

// TestFastMatchesReferenceInGames checks the fast paths against the
// capture rule in every position of random games on Equi's table under
// each option of the capture rule, hands taken back from piles included.
func TestFastMatchesReferenceInGames(t *testing.T) {
	games := testlong.N(8, 200)
	for g := range games {
		tb := equiTableForTest()
		tb.Players = 2 + g%5
		tb.RankBan = g%2 == 0
		if g%3 == 1 {
			tb.Compulsory = CompelNone
		}
		if g%4 == 3 {
			tb.Recycle = RecycleLowest
		}
		r, err := New(tb)
		require.NoError(t, err)
		seed := uint64(g)
		s, err := r.Start(cards.Deal{Seed: seed})
		require.NoError(t, err)
		p := rand.NewPCG(seed, 2)
		for k := 0; r.ToMove(s) >= 0; k++ {
			requireFastIsReference(t, &r, s.hands[s.turn], s.table, s.stockLen == 0, seed+uint64(k))
			m, ok := r.RandomMove(&s, p)
			require.True(t, ok)
			require.NoError(t, r.ApplyTo(&s, m))
		}
	}
}

// equiTableForTest is Equi's table with its default options.
func equiTableForTest() Table {
	return Table{
		Name: "equi", Players: 2, Deck: cards.Deck36,
		Values: scoring.Table{cards.King: 4, cards.Queen: 3, cards.Jack: 2, cards.Ace: 1,
			cards.Ten: 10, cards.Nine: 9, cards.Eight: 8, cards.Seven: 7, cards.Six: 6},
		Hand: 4, TableCards: 4, Refill: RefillMover, Play: PlaySubset,
		RankBan: true, WholeLifts: true, LastLifts: true, Compulsory: CompelHand,
		Recycle: RecycleAll, ClearEnds: true, NoProgressRounds: 1, MaxMoves: 500,
	}
}

// initRules is Equi's table made while the package's variables are
// initialised, before any init function runs.
var initRules, initErr = New(equiTableForTest())

// TestFastFromPackageVariables checks that rules made by a package-level
// variable of this package take the fast paths, and that the table it
// interned does too: the values the fast paths read are ready before any
// variable that calls New.
func TestFastFromPackageVariables(t *testing.T) {
	require.NoError(t, initErr)
	require.True(t, initRules.fast)
	r, err := New(equiTableForTest())
	require.NoError(t, err)
	require.True(t, r.fast)
}

// TestFastShape checks which tables the fast paths take: Equi's, and not
// one whose capture rule differs in a field they do not read.
func TestFastShape(t *testing.T) {
	base := equiTableForTest()
	for _, c := range []struct {
		name   string
		change func(*Table)
		fast   bool
	}{
		{"equi", func(*Table) {}, true},
		{"no rank ban", func(t *Table) { t.RankBan = false }, true},
		{"voluntary trail", func(t *Table) { t.Compulsory = CompelNone }, true},
		{"queen worth 6", func(t *Table) { t.Values[cards.Queen] = 6 }, false},
		{"52 cards", func(t *Table) {
			t.Deck = cards.Deck52
			for r := cards.Two; r < cards.Six; r++ {
				t.Values[r] = int(r)
			}
		}, false},
		{"one card", func(t *Table) { t.Play = PlayOne }, false},
		{"equal first", func(t *Table) { t.EqualFirst = true }, false},
		{"ban without E5", func(t *Table) { t.WholeLifts = false }, false},
		{"ban without E6", func(t *Table) { t.LastLifts = false }, false},
		{"card compulsory", func(t *Table) { t.Compulsory = CompelCard }, false},
	} {
		tb := base
		c.change(&tb)
		r, err := New(tb)
		require.NoError(t, err, c.name)
		require.Equal(t, c.fast, r.fast, c.name)
	}
}
