package cards_test

import (
	"encoding/json"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

func TestNewDecks(t *testing.T) {
	d := cards.NewDeck52()
	require.Len(t, d, 52)
	assert.Equal(t, card(cards.Two, cards.Clubs), d[0])
	assert.Equal(t, card(cards.Two, cards.Diamonds), d[1])
	assert.Equal(t, card(cards.Three, cards.Clubs), d[4])
	assert.Equal(t, card(cards.Ace, cards.Spades), d[51])
	assert.True(t, d.Valid())
	assert.Equal(t, cards.Deck52, d.Set())

	d = cards.NewDeck36()
	require.Len(t, d, 36)
	assert.Equal(t, card(cards.Six, cards.Clubs), d[0])
	assert.Equal(t, card(cards.Six, cards.Spades), d[3])
	assert.Equal(t, card(cards.Seven, cards.Clubs), d[4])
	assert.Equal(t, card(cards.Ace, cards.Spades), d[35])
	assert.True(t, d.Valid())
	assert.Equal(t, cards.Deck36, d.Set())

	assert.Equal(t, cards.Deck{card(cards.Ten, cards.Hearts), card(cards.Queen, cards.Spades)},
		cards.NewDeck(mustSet(t, "QS 10H")))
	assert.Equal(t, cards.Deck{card(cards.Two, cards.Clubs)}, cards.NewDeck(cards.Set(1|1<<60)),
		"bits that are not cards are ignored")
	assert.Empty(t, cards.NewDeck(0))
}

func TestDeckValid(t *testing.T) {
	assert.True(t, cards.Deck(nil).Valid())
	assert.True(t, cards.Deck{card(cards.Ace, cards.Spades)}.Valid())
	assert.False(t, cards.Deck{card(cards.Ace, cards.Spades), card(cards.Ace, cards.Spades)}.Valid())
	assert.False(t, cards.Deck{cards.NoCard}.Valid())
	assert.False(t, cards.Deck{cards.Card(52)}.Valid())
}

func TestDeal(t *testing.T) {
	d := cards.NewDeck52()
	hand, rest, ok := d.Deal(3)
	require.True(t, ok)
	assert.Equal(t, mustSet(t, "2C 2D 2H"), hand)
	require.Len(t, rest, 49)
	assert.Equal(t, card(cards.Two, cards.Spades), rest[0])
	assert.Len(t, d, 52, "Deal leaves the deck's own length alone")

	hand, rest, ok = d.Deal(0)
	assert.True(t, ok)
	assert.Equal(t, cards.Set(0), hand)
	assert.Len(t, rest, 52)

	hand, rest, ok = d.Deal(52)
	assert.True(t, ok)
	assert.Equal(t, cards.Deck52, hand)
	assert.Empty(t, rest)

	for _, n := range []int{-1, 53, math.MaxInt, math.MinInt} {
		hand, rest, ok = d.Deal(n)
		assert.False(t, ok, "Deal(%d)", n)
		assert.Equal(t, cards.Set(0), hand, "Deal(%d)", n)
		assert.Equal(t, d, rest, "Deal(%d)", n)
	}
}

func TestDealRound(t *testing.T) {
	d := cards.NewDeck52()
	hands := make([]cards.Set, 3)
	rest, ok := d.DealRound(hands, 2)
	require.True(t, ok)
	// One card at a time: hands get cards 0,3 / 1,4 / 2,5 of the deck.
	assert.Equal(t, mustSet(t, "2C 2S"), hands[0])
	assert.Equal(t, mustSet(t, "2D 3C"), hands[1])
	assert.Equal(t, mustSet(t, "2H 3D"), hands[2])
	require.Len(t, rest, 46)
	assert.Equal(t, card(cards.Three, cards.Hearts), rest[0])

	// Dealing adds to what the hands hold.
	rest, ok = rest.DealRound(hands[:1], 1)
	require.True(t, ok)
	assert.Equal(t, mustSet(t, "2C 2S 3H"), hands[0])
	assert.Len(t, rest, 45)

	// Too short, negative, or so large that n*len(hands) overflows: refused,
	// hands unchanged.
	short := cards.NewDeck36()[:7]
	for _, n := range []int{-1, 2, 3, math.MaxInt, math.MaxInt/4 + 1, math.MaxInt / 2, math.MinInt} {
		four := make([]cards.Set, 4)
		got, ok := short.DealRound(four, n)
		assert.False(t, ok, "DealRound(4 hands, %d)", n)
		assert.Equal(t, short, got, "DealRound(4 hands, %d)", n)
		assert.Equal(t, make([]cards.Set, 4), four, "DealRound(4 hands, %d)", n)
	}
	two := make([]cards.Set, 2)
	rest, ok = short.DealRound(two, 3)
	require.True(t, ok)
	assert.Equal(t, mustSet(t, "6C 6H 7C"), two[0])
	assert.Equal(t, mustSet(t, "6D 6S 7D"), two[1])
	assert.Equal(t, cards.Deck{card(cards.Seven, cards.Hearts)}, rest)

	// No hands: nothing to deal.
	rest, ok = short.DealRound(nil, 5)
	assert.True(t, ok)
	assert.Equal(t, short, rest)
}

func TestDeckText(t *testing.T) {
	d := cards.Deck{card(cards.Queen, cards.Spades), card(cards.Ten, cards.Hearts), card(cards.Two, cards.Clubs)}
	assert.Equal(t, "QS 10H 2C", d.String())
	assert.Equal(t, "", cards.Deck(nil).String())

	good := []struct {
		in   string
		want cards.Deck
	}{
		{"QS 10H 2C", d},
		{"qs,th,2♣", d},
		{" QS\t10♥\n2C ", d},
		{"2C QS", cards.Deck{card(cards.Two, cards.Clubs), card(cards.Queen, cards.Spades)}},
		{"", cards.Deck{}},
		{"QS , 10H,2C", d},
	}
	for _, tt := range good {
		got, err := cards.ParseDeck(tt.in)
		require.NoError(t, err, "ParseDeck(%q)", tt.in)
		assert.Equal(t, tt.want, got, "ParseDeck(%q)", tt.in)
	}
	bad := []string{"1S", "QX", "10", "11H", "QSS", "QS 1S", "QS QS", "QS TS 10S", "{QS}", "QS;2C", "-", "QS,,10H", " , ", "QS,", ",QS"}
	for _, in := range bad {
		got, err := cards.ParseDeck(in)
		requireParseError(t, err, "deck", in)
		assert.Nil(t, got, "ParseDeck(%q)", in)
	}
}

func TestDeckJSON(t *testing.T) {
	d := cards.Deck{card(cards.Queen, cards.Spades), card(cards.Ten, cards.Hearts), card(cards.Two, cards.Clubs)}
	data, err := json.Marshal(d)
	require.NoError(t, err)
	assert.Equal(t, `"QS 10H 2C"`, string(data))
	var back cards.Deck
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, d, back)

	_, err = json.Marshal(cards.Deck{card(cards.Ace, cards.Spades), card(cards.Ace, cards.Spades)})
	assert.ErrorIs(t, err, cards.ErrSyntax)
	_, err = cards.Deck{cards.NoCard}.MarshalText()
	assert.ErrorIs(t, err, cards.ErrSyntax)

	// On error, UnmarshalText leaves the deck as it was.
	requireParseError(t, back.UnmarshalText([]byte("QS QS")), "deck", "QS QS")
	assert.Equal(t, d, back)
}

// TestAllTypesJSON round-trips a struct holding every type with a text form.
func TestAllTypesJSON(t *testing.T) {
	type table struct {
		Trump cards.Suit
		Low   cards.Rank
		Top   cards.Card
		Hand  cards.Set
		Stock cards.Deck
		Seen  map[cards.Card]bool
	}
	in := table{
		Trump: cards.Diamonds,
		Low:   cards.Six,
		Top:   card(cards.Jack, cards.Hearts),
		Hand:  mustSet(t, "AS 10C 6D"),
		Stock: cards.Deck{card(cards.King, cards.Clubs), card(cards.Seven, cards.Spades)},
		Seen:  map[cards.Card]bool{card(cards.Ace, cards.Hearts): true},
	}
	data, err := json.Marshal(in)
	require.NoError(t, err)
	assert.JSONEq(t, `{"Trump":"D","Low":"6","Top":"JH","Hand":"{6D 10C AS}","Stock":"KC 7S","Seen":{"AH":true}}`, string(data))
	var out table
	require.NoError(t, json.Unmarshal(data, &out))
	assert.Equal(t, in, out)
}

func TestDeckRoundTripProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		idx := rapid.SliceOfDistinct(rapid.IntRange(0, cards.NumCards-1), rapid.ID[int]).Draw(t, "cards")
		d := make(cards.Deck, len(idx))
		for i, c := range idx {
			d[i] = cards.Card(c)
		}
		got, err := cards.ParseDeck(d.String())
		require.NoError(t, err)
		require.Equal(t, d, got)

		text, err := d.MarshalText()
		require.NoError(t, err)
		var back cards.Deck
		require.NoError(t, back.UnmarshalText(text))
		require.Equal(t, d, back)
	})
}

// isPermutation reports whether d holds exactly the cards of want.
func requirePermutation(t *testing.T, want, d cards.Deck) {
	t.Helper()
	require.Len(t, d, len(want))
	require.True(t, d.Valid())
	sorted := slices.Clone(d)
	slices.Sort(sorted)
	require.Equal(t, want, sorted)
}

func TestShuffle(t *testing.T) {
	d1 := cards.NewDeck52()
	d1.Shuffle(rand.New(rand.NewPCG(1, 2)))
	requirePermutation(t, cards.NewDeck52(), d1)
	assert.NotEqual(t, cards.NewDeck52(), d1)

	d2 := cards.NewDeck52()
	d2.Shuffle(rand.New(rand.NewPCG(1, 2)))
	assert.Equal(t, d1, d2, "the same seed gives the same order")

	d3 := cards.NewDeck52()
	d3.Shuffle(rand.New(rand.NewPCG(1, 3)))
	requirePermutation(t, cards.NewDeck52(), d3)
	assert.NotEqual(t, d1, d3, "another seed gives another order")

	var empty cards.Deck
	empty.Shuffle(rand.New(rand.NewPCG(1, 2)))
	assert.Empty(t, empty)
}

func TestShufflePCG(t *testing.T) {
	p := rand.NewPCG(1, 2)
	d1 := cards.NewDeck36()
	d1.ShufflePCG(p)
	requirePermutation(t, cards.NewDeck36(), d1)
	assert.NotEqual(t, cards.NewDeck36(), d1)

	q := rand.NewPCG(1, 2)
	d2 := cards.NewDeck36()
	d2.ShufflePCG(q)
	assert.Equal(t, d1, d2, "the same seed gives the same order")
	assert.Equal(t, *p, *q, "and leaves the generator in the same state")

	// The generator moved on: a second shuffle differs from the first.
	d3 := cards.NewDeck36()
	d3.ShufflePCG(p)
	requirePermutation(t, cards.NewDeck36(), d3)
	assert.NotEqual(t, d1, d3)

	// A PCG is a comparable value: a copy replays the same shuffle.
	saved := *q
	d4 := cards.NewDeck36()
	d4.ShufflePCG(q)
	d5 := cards.NewDeck36()
	d5.ShufflePCG(&saved)
	assert.Equal(t, d4, d5)

	var empty cards.Deck
	empty.ShufflePCG(p)
	one := cards.Deck{card(cards.Ace, cards.Spades)}
	one.ShufflePCG(p)
	assert.Equal(t, cards.Deck{card(cards.Ace, cards.Spades)}, one)
}

func TestShufflePermutationProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, cards.NumCards).Draw(t, "n")
		seed1 := rapid.Uint64().Draw(t, "seed1")
		seed2 := rapid.Uint64().Draw(t, "seed2")
		want := cards.NewDeck52()[:n]

		a := slices.Clone(want)
		a.ShufflePCG(rand.NewPCG(seed1, seed2))
		b := slices.Clone(want)
		b.ShufflePCG(rand.NewPCG(seed1, seed2))
		require.Equal(t, a, b)
		require.Equal(t, want.Set(), a.Set())
		require.Len(t, a, n)

		c := slices.Clone(want)
		c.Shuffle(rand.New(rand.NewPCG(seed1, seed2)))
		d := slices.Clone(want)
		d.Shuffle(rand.New(rand.NewPCG(seed1, seed2)))
		require.Equal(t, c, d)
		require.Equal(t, want.Set(), c.Set())
		require.Len(t, c, n)
	})
}

func TestShufflePCGAllocs(t *testing.T) {
	p := rand.NewPCG(3, 4)
	d := cards.NewDeck52()
	allocs := testing.AllocsPerRun(100, func() { d.ShufflePCG(p) })
	assert.Zero(t, allocs)
	allocs = testing.AllocsPerRun(100, func() { _ = cards.UintN(p, 52) })
	assert.Zero(t, allocs)
}

// chiSquare returns Pearson's statistic for counts against a uniform spread.
func chiSquare(counts []int) float64 {
	total := 0
	for _, c := range counts {
		total += c
	}
	want := float64(total) / float64(len(counts))
	x := 0.0
	for _, c := range counts {
		d := float64(c) - want
		x += d * d / want
	}
	return x
}

// TestShuffleUniform counts the 24 orders of a 4-card deck over many shuffles
// with fixed seeds, and the card at each position of a deck of 52 and of 36
// cards. The bounds are the chi-square critical values at p = 1e-6 (23
// degrees of freedom; 51² and 35² for the positions, whose statistic is
// k/(k-1) times a chi-square as every shuffle puts each card at one
// position); the seeds are fixed, so the test is deterministic.
func TestShuffleUniform(t *testing.T) {
	const rounds = 24000
	const bound = 70.55
	base := cards.Deck{0, 1, 2, 3}
	index := func(d cards.Deck) int { // the order's number, 0 to 23
		n := 0
		for i, c := range d {
			smaller := 0
			for _, e := range d[i+1:] {
				if e < c {
					smaller++
				}
			}
			n = n*(len(d)-i) + smaller
		}
		return n
	}
	pcgCounts := make([]int, 24)
	randCounts := make([]int, 24)
	p := rand.NewPCG(5, 6)
	r := rand.New(rand.NewPCG(7, 8))
	for range rounds {
		d := slices.Clone(base)
		d.ShufflePCG(p)
		pcgCounts[index(d)]++
		d = slices.Clone(base)
		d.Shuffle(r)
		randCounts[index(d)]++
	}
	for i, c := range pcgCounts {
		assert.NotZero(t, c, "ShufflePCG never gave order %d", i)
	}
	assert.Less(t, chiSquare(pcgCounts), bound, "ShufflePCG: %v", pcgCounts)
	assert.Less(t, chiSquare(randCounts), bound, "Shuffle: %v", randCounts)

	for _, c := range []struct {
		deck  cards.Deck
		bound float64
	}{{cards.NewDeck52(), 2958.35}, {cards.NewDeck36(), 1474.84}} {
		k := len(c.deck)
		counts := make([]int, k*k) // position*k + the card's place in the new deck
		place := map[cards.Card]int{}
		for i, card := range c.deck {
			place[card] = i
		}
		p := rand.NewPCG(uint64(k), 9)
		for range 200 * k {
			d := slices.Clone(c.deck)
			d.ShufflePCG(p)
			for pos, card := range d {
				counts[pos*k+place[card]]++
			}
		}
		x := chiSquare(counts) * float64(k-1) / float64(k)
		assert.Less(t, x, c.bound, "the cards at the positions of a deck of %d", k)
	}
}

func TestUintN(t *testing.T) {
	p := rand.NewPCG(9, 10)
	assert.Equal(t, uint64(0), cards.UintN(p, 0))
	for range 100 {
		require.Equal(t, uint64(0), cards.UintN(p, 1))
	}
	for _, n := range []uint64{2, 3, 7, 52, 1 << 32, 1<<63 + 1, math.MaxUint64} {
		for range 1000 {
			v := cards.UintN(p, n)
			require.Less(t, v, n, "UintN(%d)", n)
		}
	}
}

// TestUintNUniform checks that the counts of UintN(10) over 100000 draws pass
// a chi-square test (9 degrees of freedom, p = 0.001), and that for n about
// two thirds of 2^64, where shortcuts are most biased, the lower half and the
// even numbers each come up about half the time: a plain modulo would give
// the lower half two draws in three, and a multiply without rejection the
// even numbers two in three.
func TestUintNUniform(t *testing.T) {
	p := rand.NewPCG(11, 12)
	counts := make([]int, 10)
	for range 100000 {
		counts[cards.UintN(p, 10)]++
	}
	assert.Less(t, chiSquare(counts), 27.88, "%v", counts)

	const n = 0xAAAA_AAAA_AAAA_AAAB
	const draws = 20000
	low, even := 0, 0
	for range draws {
		v := cards.UintN(p, n)
		require.Less(t, v, uint64(n))
		if v < n/2 {
			low++
		}
		if v%2 == 0 {
			even++
		}
	}
	assert.InDelta(t, 0.5, float64(low)/draws, 0.02, "lower half")
	assert.InDelta(t, 0.5, float64(even)/draws, 0.02, "even numbers")
}

// BenchmarkShufflePCG shuffles a deck of 52 cards (Boxes' deal) and of 36
// (Equi's) again and again.
func BenchmarkShufflePCG(b *testing.B) {
	for _, deck := range []cards.Deck{cards.NewDeck52(), cards.NewDeck36()} {
		b.Run(strconv.Itoa(len(deck)), func(b *testing.B) {
			b.ReportAllocs()
			p := rand.NewPCG(1, 2)
			for b.Loop() {
				deck.ShufflePCG(p)
			}
		})
	}
}

func BenchmarkShuffle(b *testing.B) {
	b.ReportAllocs()
	r := rand.New(rand.NewPCG(1, 2))
	d := cards.NewDeck52()
	for b.Loop() {
		d.Shuffle(r)
	}
}

func BenchmarkUintN(b *testing.B) {
	b.ReportAllocs()
	p := rand.NewPCG(1, 2)
	var sink uint64
	for b.Loop() {
		sink += cards.UintN(p, 52)
	}
	_ = sink
}

// TestShufflePCGIsEngine2 pins the order ShufflePCG gives, on which every
// seeded game depends (engine 2, see cards.Engine), against a reference
// written in big numbers: Fisher-Yates from the last card down, the cards
// taken in batches from the top, each batch as many cards as keep the
// product P of their bounds within 2^60; a draw r of the batch is kept when
// r*P mod 2^64 is not below 2^64 mod P, and the swaps' indices are the
// mixed-radix digits of r*P div 2^64, the first card's the most
// significant. Cards beyond the 52nd take one draw each, as UintN does. It
// checks the generator's state after the shuffle, and that some of the
// batches were drawn again.
func TestShufflePCGIsEngine2(t *testing.T) {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	limit := new(big.Int).Lsh(big.NewInt(1), 60)
	reference := func(d cards.Deck, q *rand.PCG) (redrawn int) {
		i := len(d) - 1
		for ; i >= cards.NumCards; i-- {
			j := cards.UintN(q, uint64(i+1))
			d[i], d[j] = d[j], d[i]
		}
		for i > 0 {
			product, end := big.NewInt(int64(i+1)), i-1
			for end > 0 {
				next := new(big.Int).Mul(product, big.NewInt(int64(end+1)))
				if next.Cmp(limit) > 0 {
					break
				}
				product, end = next, end-1
			}
			threshold := new(big.Int).Mod(two64, product)
			var x big.Int
			for {
				x.Mul(new(big.Int).SetUint64(q.Uint64()), product)
				if new(big.Int).Mod(&x, two64).Cmp(threshold) >= 0 {
					break
				}
				redrawn++
			}
			x.Div(&x, two64) // uniform in [0, product)
			for k := i; k > end; k-- {
				// The digit of card k: x div (the bounds of the cards below it).
				below := big.NewInt(1)
				for m := k - 1; m > end; m-- {
					below.Mul(below, big.NewInt(int64(m+1)))
				}
				var j big.Int
				j.DivMod(&x, below, &x)
				d[k], d[j.Int64()] = d[j.Int64()], d[k]
			}
			i = end
		}
		return redrawn
	}
	deck := func(n int) cards.Deck {
		d := make(cards.Deck, n)
		for i := range d {
			d[i] = cards.Card(i) // beyond 51 not cards, but ShufflePCG moves them all the same
		}
		return d
	}
	redrawn := 0
	check := func(t require.TestingT, n int, seed1, seed2 uint64) {
		p := rand.NewPCG(seed1, seed2)
		q := *p
		got := deck(n)
		got.ShufflePCG(p)
		want := deck(n)
		redrawn += reference(want, &q)
		require.Equal(t, want, got, "%d cards, seed %d, %d", n, seed1, seed2)
		require.Equal(t, q, *p, "the generator after the shuffle")
	}
	for seed := range uint64(3000) {
		check(t, []int{52, 36, 24, 4}[seed%4], seed, 1)
	}
	assert.Positive(t, redrawn, "no batch was drawn again: the rejection is not checked")
	rapid.Check(t, func(t *rapid.T) {
		check(t, rapid.IntRange(0, 120).Draw(t, "n"), rapid.Uint64().Draw(t, "seed1"), rapid.Uint64().Draw(t, "seed2"))
	})
}

// TestShufflerEngine1 checks engine 1's shuffle, that of every cardrules
// release before v0.2.0, against the orders that release's ShufflePCG gave
// (pinned from its code) and against its definition: Fisher-Yates from the
// last card down, card i swapped with card UintN(p, i+1). The zero
// Shuffler is this build's ShufflePCG.
func TestShufflerEngine1(t *testing.T) {
	d := cards.NewDeck52()
	p := rand.NewPCG(1, 2)
	cards.Shuffler(1).Shuffle(d, p)
	assert.Equal(t, "4C 8C 5C 2S QD QH 10D 7D AS 9D JH 8D AC QS AH 10H 6C KS JC KD 5H 5D 10C 7S KC 10S 9H 4D 2C 3H 6S KH 4H 2H 6D 8H 9C 5S 3C JD 6H 8S 3S 3D 7C 7H 2D 4S AD JS 9S QC", d.String())
	assert.Equal(t, uint64(16465292423919440465), p.Uint64(), "the generator after the shuffle")
	d = cards.NewDeck36()
	cards.Shuffler(1).Shuffle(d, rand.NewPCG(7, 7))
	assert.Equal(t, "JC AD 8H QS JS 10H KC 6D 10D 10S KD 9H 6H 7H KH AS 10C JD 6S JH KS QH 8S AC 8C 9D 9S 9C 7D QC 8D 7S 7C QD 6C AH", d.String())

	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 120).Draw(t, "n")
		seed1, seed2 := rapid.Uint64().Draw(t, "seed1"), rapid.Uint64().Draw(t, "seed2")
		want, got := make(cards.Deck, n), make(cards.Deck, n)
		for i := range want {
			want[i], got[i] = cards.Card(i), cards.Card(i)
		}
		q, p := rand.NewPCG(seed1, seed2), rand.NewPCG(seed1, seed2)
		for i := n - 1; i > 0; i-- {
			j := cards.UintN(q, uint64(i+1))
			want[i], want[j] = want[j], want[i]
		}
		cards.Shuffler(1).Shuffle(got, p)
		require.Equal(t, want, got)
		require.Equal(t, *q, *p, "the generator after the shuffle")

		for _, e := range []cards.Shuffler{0, cards.Engine} {
			a, b := slices.Clone(want), slices.Clone(want)
			p, q := rand.NewPCG(seed1, seed2), rand.NewPCG(seed1, seed2)
			e.Shuffle(a, p)
			b.ShufflePCG(q)
			require.Equal(t, b, a, "Shuffler(%d) is ShufflePCG", e)
			require.Equal(t, *q, *p)
		}
	})
	cards.Shuffler(1).Shuffle(d, nil) // no generator: no change, no panic
	assert.Equal(t, "JC AD 8H QS JS 10H KC 6D 10D 10S KD 9H 6H 7H KH AS 10C JD 6S JH KS QH 8S AC 8C 9D 9S 9C 7D QC 8D 7S 7C QD 6C AH", d.String())
	assert.Zero(t, testing.AllocsPerRun(100, func() { cards.Shuffler(1).Shuffle(d, p) }))
}

// TestDealShuffler checks the engines a Deal may name: 0 and Engine are
// this build's (the zero Shuffler, so that positions compare equal), 1 is
// engine 1, and any other number is refused.
func TestDealShuffler(t *testing.T) {
	for _, c := range []struct {
		engine int
		want   cards.Shuffler
		number int
	}{{0, 0, 2}, {1, 1, 1}, {2, 0, 2}} {
		e, err := cards.Deal{Engine: c.engine}.Shuffler()
		require.NoError(t, err, "engine %d", c.engine)
		assert.Equal(t, c.want, e, "engine %d", c.engine)
		assert.Equal(t, c.number, e.Engine(), "engine %d", c.engine)
	}
	for _, engine := range []int{-1, 3, 1 << 40} {
		_, err := cards.Deal{Engine: engine}.Shuffler()
		require.ErrorIs(t, err, cards.ErrInvalidArgument)
		assert.EqualError(t, err, "invalid argument: engine "+strconv.Itoa(engine)+": this build plays engines 1 to 2")
	}
}
