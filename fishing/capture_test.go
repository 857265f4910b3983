package fishing

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/scoring"
)

// drawTable draws a playable table with random capture fields over the
// 52 cards.
func drawTable(t *rapid.T) Table {
	var values scoring.Table
	for r := cards.Two; r <= cards.Ace; r++ {
		values[r] = rapid.IntRange(1, 12).Draw(t, "value")
	}
	tb := Table{
		Name: "test", Players: rapid.IntRange(2, 6).Draw(t, "players"), Deck: cards.Deck52, Values: values,
		Hand: rapid.IntRange(1, 5).Draw(t, "hand"), TableCards: 4,
		Refill:     Refill(rapid.IntRange(0, 1).Draw(t, "refill")),
		Play:       Play(rapid.IntRange(0, 1).Draw(t, "play")),
		EqualFirst: rapid.Bool().Draw(t, "equal first"),
		RankBan:    rapid.Bool().Draw(t, "rank ban"),
		WholeLifts: rapid.Bool().Draw(t, "whole lifts"),
		LastLifts:  rapid.Bool().Draw(t, "last lifts"),
		Compulsory: Compel(rapid.IntRange(0, 2).Draw(t, "compulsory")),
	}
	if rapid.Bool().Draw(t, "sum to") {
		tb.Relation, tb.Target = SumTo, rapid.IntRange(5, 30).Draw(t, "target")
	}
	return tb
}

// bruteLegal lists the legal moves by checking every pair of a non-empty
// subset of the hand and one of the table against the rules written out
// again, then sorting them in the documented order.
func bruteLegal(tb Table, hand, table cards.Set, stockEmpty bool) []Move {
	value := func(s cards.Set) int {
		n := 0
		for c := range s.All() {
			n += tb.Values[c.Rank()]
		}
		return n
	}
	subsets := func(s cards.Set) []cards.Set {
		cs := s.Cards()
		var out []cards.Set
		for mask := 1; mask < 1<<len(cs); mask++ {
			var sub cards.Set
			for i, c := range cs {
				if mask&(1<<i) != 0 {
					sub = sub.Add(c)
				}
			}
			out = append(out, sub)
		}
		return out
	}
	legal := func(p, t cards.Set) bool {
		if tb.Play == PlayOne && p.Len() != 1 {
			return false
		}
		if tb.Relation == SumTo && value(p)+value(t) != tb.Target || tb.Relation == SumEqual && value(p) != value(t) {
			return false
		}
		if tb.EqualFirst && p.Len() == 1 && t.Len() > 1 {
			for c := range table.All() {
				if value(cards.SetOf(c)) == value(p) {
					return false
				}
			}
		}
		if tb.RankBan {
			for c := range p.All() {
				if !t.OfRank(c.Rank()).Empty() && !(tb.WholeLifts && p == hand && t == table) && !(tb.LastLifts && stockEmpty && hand.Len() == 1) {
					return false
				}
			}
		}
		return true
	}
	var caps []Move
	for _, p := range subsets(hand) {
		for _, t := range subsets(table) {
			if legal(p, t) {
				caps = append(caps, Capture(p, t))
			}
		}
	}
	slices.SortFunc(caps, func(a, b Move) int {
		if d := value(a.played) - value(b.played); d != 0 {
			return d
		}
		if a.played != b.played {
			return cmpSet(a.played, b.played)
		}
		return cmpSet(a.taken, b.taken)
	})
	out := caps
	for c := range hand.All() {
		takes := false
		for _, m := range caps {
			takes = takes || m.played == cards.SetOf(c)
		}
		if tb.Compulsory == CompelNone || tb.Compulsory == CompelHand && len(caps) == 0 || tb.Compulsory == CompelCard && !takes {
			out = append(out, Trail(c))
		}
	}
	return out
}

// TestListingMatchesBruteForce checks the listing built on isCapture
// against every pair of subsets, under random tables, hands and tables.
func TestListingMatchesBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tb := drawTable(t)
		r, err := New(tb)
		require.NoError(t, err)
		deck := rapid.Permutation(cards.NewDeck52()).Draw(t, "deck")
		nh := rapid.IntRange(1, 6).Draw(t, "hand size")
		nt := rapid.IntRange(0, 9).Draw(t, "table size")
		hand, table := cards.SetOf(deck[:nh]...), cards.SetOf(deck[nh:nh+nt]...)
		stockEmpty := rapid.Bool().Draw(t, "stock empty")
		want := bruteLegal(tb, hand, table, stockEmpty)
		got := r.appendLegal(nil, hand, table, stockEmpty)
		require.Equal(t, want, got)
		require.Equal(t, r.anyCapture(hand, table, stockEmpty), len(want) > 0 && !want[0].IsTrail())
	})
}

// TestOneFieldChangesTheRule shows that a change of Equi's rank ban or of
// a card's value is one field of the table, played through listing,
// Apply, RandomMove and Sample.
func TestOneFieldChangesTheRule(t *testing.T) {
	base := Table{
		Name: "equi", Players: 2, Deck: cards.Deck36,
		Values: scoring.Table{cards.King: 4, cards.Queen: 3, cards.Jack: 2, cards.Ace: 1,
			cards.Ten: 10, cards.Nine: 9, cards.Eight: 8, cards.Seven: 7, cards.Six: 6},
		Hand: 4, TableCards: 4, Refill: RefillMover, Play: PlaySubset,
		RankBan: true, WholeLifts: true, LastLifts: true, Compulsory: CompelHand,
		Recycle: RecycleAll, ClearEnds: true, NoProgressRounds: 1, MaxMoves: 500,
		Scoring: Scoring{CardsHeld: true},
	}
	set := func(text string) cards.Set {
		s, err := cards.ParseSet(text)
		require.NoError(t, err)
		return s
	}
	// Seat 0 holds 9C AS QD 6H; the table is 10H QC.
	position := func(r Rules) State {
		s := State{Public: Public{players: 2, lastCapturer: -1, lastSeat: -1}}
		s.hands[0], s.hands[1] = set("9C AS QD 6H"), set("7C 7D 7H 7S")
		s.table = set("10H QC")
		rest := r.t.Deck &^ (s.hands[0] | s.hands[1] | s.table)
		for i, c := range rest.Cards() {
			s.stock[i] = c
		}
		s.stockLen = uint8(rest.Len())
		return s
	}
	ban := Capture(set("9C AS QD"), set("10H QC")) // rank Q on both sides
	value := Capture(set("6H"), set("QC"))         // 6 for Q, with Q worth 6
	plays := func(r Rules, m Move) bool {
		s := position(r)
		inList := slices.Contains(cards.Legal(r, s), m)
		_, err := r.Apply(s, m)
		assert.Equal(t, inList, err == nil, "listing and Apply agree on %v", m)
		drawn := false
		for seed := range uint64(200) {
			if got, _ := r.RandomMove(&s, rand.NewPCG(seed, 0)); got == m {
				drawn = true
			}
		}
		assert.Equal(t, inList, drawn, "RandomMove draws %v exactly when it is legal", m)
		// Sample: from seat 1's view the position dealt keeps seat 0's
		// hand count and the rule of the view.
		v := r.View(s, 1)
		sampled := r.Sample(v, rand.New(rand.NewPCG(1, 2)))
		assert.Equal(t, v, r.View(sampled, 1))
		return inList
	}
	r, err := New(base)
	require.NoError(t, err)
	assert.False(t, plays(r, ban), "the rank ban refuses Q for Q")
	assert.False(t, plays(r, value), "6 does not take Q, worth 3")

	noBan := base
	noBan.RankBan = false
	r, err = New(noBan)
	require.NoError(t, err)
	assert.True(t, plays(r, ban), "without the ban")

	queenSix := base
	queenSix.Values[cards.Queen] = 6
	r, err = New(queenSix)
	require.NoError(t, err)
	assert.True(t, plays(r, value), "a queen worth 6")
}
