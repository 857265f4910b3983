package cards_test

import (
	"encoding/json"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// TestMain raises rapid's number of checks to 1000, unless -rapid.checks was
// given: the properties of this package are cheap.
func TestMain(m *testing.M) {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "rapid.checks" })
	if !given {
		if err := flag.Set("rapid.checks", "1000"); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

// mustSet parses a set written by hand in a test.
func mustSet(t testing.TB, text string) cards.Set {
	t.Helper()
	s, err := cards.ParseSet(text)
	require.NoError(t, err, "ParseSet(%q)", text)
	return s
}

func card(r cards.Rank, s cards.Suit) cards.Card { return cards.New(r, s) }

func TestSetConstants(t *testing.T) {
	assert.Equal(t, 52, cards.Deck52.Len())
	assert.Equal(t, 36, cards.Deck36.Len())
	assert.Equal(t, cards.Set(0xF_FFFF_FFFF_FFFF), cards.Deck52)
	assert.Equal(t, cards.Set(0xF_FFFF_FFFF_0000), cards.Deck36)
	assert.True(t, cards.Deck36.Has(card(cards.Six, cards.Clubs)))
	assert.False(t, cards.Deck36.Has(card(cards.Five, cards.Spades)))
	assert.True(t, cards.Deck36.Has(card(cards.Ace, cards.Spades)))
}

func TestSuitSetRankSet(t *testing.T) {
	assert.Equal(t, "{2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH}", cards.SuitSet(cards.Hearts).String())
	assert.Equal(t, "{2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC}", cards.SuitSet(cards.Clubs).String())
	assert.Equal(t, "{QC QD QH QS}", cards.RankSet(cards.Queen).String())
	assert.Equal(t, "{2C 2D 2H 2S}", cards.RankSet(cards.Two).String())
	assert.Equal(t, "{AC AD AH AS}", cards.RankSet(cards.Ace).String())
	assert.Equal(t, cards.Set(0), cards.SuitSet(cards.Suit(4)))
	assert.Equal(t, cards.Set(0), cards.RankSet(cards.Rank(1)))
	assert.Equal(t, cards.Set(0), cards.RankSet(cards.Rank(15)))

	var all cards.Set
	for s := cards.Clubs; s <= cards.Spades; s++ {
		require.Equal(t, 13, cards.SuitSet(s).Len())
		require.True(t, all.Disjoint(cards.SuitSet(s)))
		all = all.Union(cards.SuitSet(s))
	}
	assert.Equal(t, cards.Deck52, all)
}

func TestSetBasics(t *testing.T) {
	qs, th, ad := card(cards.Queen, cards.Spades), card(cards.Ten, cards.Hearts), card(cards.Ace, cards.Diamonds)
	s := cards.SetOf(qs, th)
	assert.Equal(t, "{10H QS}", s.String())
	assert.Equal(t, 2, s.Len())
	assert.True(t, s.Has(qs))
	assert.False(t, s.Has(ad))
	assert.False(t, s.Has(cards.NoCard))
	assert.False(t, cards.Set(^uint64(0)).Has(cards.Card(60)), "bits beyond the deck are not cards")

	t2 := s.Add(ad)
	assert.Equal(t, "{10H QS}", s.String(), "Add leaves its receiver alone")
	assert.Equal(t, "{10H QS AD}", t2.String())
	assert.Equal(t, s, s.Add(qs), "adding a member changes nothing")
	assert.Equal(t, s, s.Add(cards.NoCard), "invalid cards are ignored")
	assert.Equal(t, s, s.Add(cards.Card(52)))
	assert.Equal(t, "{QS}", s.Remove(th).String())
	assert.Equal(t, s, s.Remove(ad), "removing a non-member changes nothing")
	assert.Equal(t, s, s.Remove(cards.NoCard))
	assert.Equal(t, s, cards.SetOf(qs, cards.NoCard, th, qs), "SetOf ignores invalid and repeated cards")

	var empty cards.Set
	assert.True(t, empty.Empty())
	assert.False(t, s.Empty())
	assert.Equal(t, "{}", empty.String())
	assert.Equal(t, 0, empty.Len())
}

func TestSetAlgebra(t *testing.T) {
	a := mustSet(t, "2C 5D QS AH")
	b := mustSet(t, "5D QS KC")
	assert.Equal(t, mustSet(t, "2C 5D KC QS AH"), a.Union(b))
	assert.Equal(t, mustSet(t, "5D QS"), a.Intersect(b))
	assert.Equal(t, mustSet(t, "2C AH"), a.Minus(b))
	assert.Equal(t, mustSet(t, "KC"), b.Minus(a))
	assert.False(t, a.Contains(b))
	assert.True(t, a.Contains(mustSet(t, "QS 2C")))
	assert.True(t, a.Contains(0))
	assert.True(t, a.Contains(a))
	assert.False(t, a.Disjoint(b))
	assert.True(t, a.Disjoint(mustSet(t, "KC 3H")))
	assert.True(t, a.Disjoint(0))

	h := mustSet(t, "2C 5C 9C 5D QS AH KH")
	assert.Equal(t, mustSet(t, "2C 5C 9C"), h.OfSuit(cards.Clubs))
	assert.Equal(t, mustSet(t, "AH KH"), h.OfSuit(cards.Hearts))
	assert.Equal(t, cards.Set(0), h.OfSuit(cards.Suit(9)))
	assert.Equal(t, mustSet(t, "5C 5D"), h.OfRank(cards.Five))
	assert.Equal(t, cards.Set(0), h.OfRank(cards.Jack))
	assert.Equal(t, cards.Set(0), h.OfRank(cards.Rank(0)))
}

func TestSetOrder(t *testing.T) {
	s := mustSet(t, "AS 10H 2C QS 2S")
	want := []cards.Card{
		card(cards.Two, cards.Clubs), card(cards.Two, cards.Spades), card(cards.Ten, cards.Hearts),
		card(cards.Queen, cards.Spades), card(cards.Ace, cards.Spades),
	}
	assert.Equal(t, want, s.Cards())
	assert.Equal(t, want, slices.Collect(s.All()))
	buf := []cards.Card{cards.NoCard}
	assert.Equal(t, append([]cards.Card{cards.NoCard}, want...), s.AppendCards(buf))

	min, ok := s.Min()
	assert.True(t, ok)
	assert.Equal(t, card(cards.Two, cards.Clubs), min)
	max, ok := s.Max()
	assert.True(t, ok)
	assert.Equal(t, card(cards.Ace, cards.Spades), max)
	for i, c := range want {
		got, ok := s.Nth(i)
		assert.True(t, ok)
		assert.Equal(t, c, got, "Nth(%d)", i)
	}
	for _, n := range []int{-1, 5, 100} {
		got, ok := s.Nth(n)
		assert.False(t, ok, "Nth(%d)", n)
		assert.Equal(t, cards.NoCard, got, "Nth(%d)", n)
	}

	var empty cards.Set
	c, ok := empty.Min()
	assert.False(t, ok)
	assert.Equal(t, cards.NoCard, c)
	c, ok = empty.Max()
	assert.False(t, ok)
	assert.Equal(t, cards.NoCard, c)
	assert.Empty(t, empty.Cards())
	assert.Empty(t, slices.Collect(empty.All()))

	// The iterator stops when the loop breaks.
	var first []cards.Card
	for c := range s.All() {
		first = append(first, c)
		if len(first) == 2 {
			break
		}
	}
	assert.Equal(t, want[:2], first)
}

func TestSetValid(t *testing.T) {
	assert.True(t, cards.Set(0).Valid())
	assert.True(t, cards.Deck52.Valid())
	assert.False(t, cards.Set(1<<52).Valid())
	assert.False(t, cards.Set(1<<63|1).Valid())
	_, err := cards.Set(1 << 60).MarshalText()
	assert.ErrorIs(t, err, cards.ErrSyntax)
}

func TestSetAppendCardsAllocs(t *testing.T) {
	buf := make([]cards.Card, 0, cards.NumCards)
	s := cards.Deck52
	allocs := testing.AllocsPerRun(100, func() {
		buf = s.AppendCards(buf[:0])
		for range s.All() {
		}
	})
	assert.Zero(t, allocs)
}

func TestParseSet(t *testing.T) {
	good := []struct {
		in   string
		want cards.Set
	}{
		{"", 0},
		{"{}", 0},
		{"{ }", 0},
		{"  ", 0},
		{"QS", cards.SetOf(card(cards.Queen, cards.Spades))},
		{"{QS}", cards.SetOf(card(cards.Queen, cards.Spades))},
		{"{10H QS}", cards.SetOf(card(cards.Ten, cards.Hearts), card(cards.Queen, cards.Spades))},
		{"QS 10H", cards.SetOf(card(cards.Ten, cards.Hearts), card(cards.Queen, cards.Spades))},
		{"QS,10H", cards.SetOf(card(cards.Ten, cards.Hearts), card(cards.Queen, cards.Spades))},
		{" { qs , th } ", cards.SetOf(card(cards.Ten, cards.Hearts), card(cards.Queen, cards.Spades))},
		{"Q♠\t10♥\n2♣\r\n", cards.SetOf(card(cards.Ten, cards.Hearts), card(cards.Queen, cards.Spades), card(cards.Two, cards.Clubs))},
		{"QS , 10H", cards.SetOf(card(cards.Ten, cards.Hearts), card(cards.Queen, cards.Spades))},
	}
	for _, tt := range good {
		got, err := cards.ParseSet(tt.in)
		require.NoError(t, err, "ParseSet(%q)", tt.in)
		assert.Equal(t, tt.want, got, "ParseSet(%q)", tt.in)
	}
	bad := []string{
		"{", "}", "{QS", "QS}", "}QS{", "{{QS}}", // braces
		"1S", "QX", "10", "11H", "QSS", "QS 1S", // bad cards
		"QS QS", "QS q♠", "QS TS 10S", // a card twice
		"QS;10H", "QS|10H", "-",
		"{QS,,KS}", "QS,,10H", "{QS,}", "{,QS}", ",", "{ , }", "QS, ,KS", // a comma not between two cards
	}
	for _, in := range bad {
		got, err := cards.ParseSet(in)
		requireParseError(t, err, "set", in)
		assert.Equal(t, cards.Set(0), got, "ParseSet(%q)", in)
	}
	_, err := cards.ParseSet("QS AD QS")
	require.Error(t, err)
	assert.Equal(t, `parse set "QS AD QS": card QS appears twice`, err.Error())
	_, err = cards.ParseSet("{QS,,KS}")
	assert.EqualError(t, err, `parse set "{QS,,KS}": a comma must stand between two cards`)
}

func TestSetRoundTripProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := cards.Set(rapid.Uint64().Draw(t, "bits")) & cards.Deck52
		got, err := cards.ParseSet(s.String())
		require.NoError(t, err)
		require.Equal(t, s, got)

		// Any spelling of the cards, in any order, with any separators,
		// parses to the same set.
		cs := rapid.Permutation(s.Cards()).Draw(t, "order")
		var b strings.Builder
		braces := rapid.Bool().Draw(t, "braces")
		if braces {
			b.WriteString("{")
		}
		for i, c := range cs {
			if i > 0 {
				b.WriteString(rapid.SampledFrom([]string{" ", ",", ", ", "\t", "\n", "  "}).Draw(t, "sep"))
			}
			b.WriteString(spell(t, c))
		}
		if braces {
			b.WriteString("}")
		}
		got, err = cards.ParseSet(b.String())
		require.NoError(t, err, "ParseSet(%q)", b.String())
		require.Equal(t, s, got, "ParseSet(%q)", b.String())

		data, err := json.Marshal(s)
		require.NoError(t, err)
		var back cards.Set
		require.NoError(t, json.Unmarshal(data, &back))
		require.Equal(t, s, back)
	})
}

// spell writes c in one of the spellings ParseCard accepts.
func spell(t *rapid.T, c cards.Card) string {
	rank := c.Rank().String()
	if c.Rank() == cards.Ten {
		rank = rapid.SampledFrom([]string{"10", "T", "t"}).Draw(t, "ten")
	}
	suit := rapid.SampledFrom([]string{
		c.Suit().String(), strings.ToLower(c.Suit().String()), c.Suit().Symbol(),
	}).Draw(t, "suit")
	if rapid.Bool().Draw(t, "lower") {
		rank = strings.ToLower(rank)
	}
	return rank + suit
}

// setMachine checks Set against a plain model, a map of the cards it holds.
type setMachine struct {
	s     cards.Set
	model map[cards.Card]bool
}

func drawCard(t *rapid.T, label string) cards.Card {
	return cards.Card(rapid.IntRange(0, cards.NumCards-1).Draw(t, label))
}

func drawSet(t *rapid.T, label string) (cards.Set, map[cards.Card]bool) {
	cs := rapid.SliceOfDistinct(rapid.IntRange(0, cards.NumCards-1), rapid.ID[int]).Draw(t, label)
	var s cards.Set
	m := map[cards.Card]bool{}
	for _, c := range cs {
		s |= 1 << c // built without the code under test
		m[cards.Card(c)] = true
	}
	return s, m
}

func (m *setMachine) Add(t *rapid.T) {
	c := drawCard(t, "add")
	m.s = m.s.Add(c)
	m.model[c] = true
}

func (m *setMachine) AddInvalid(t *rapid.T) {
	c := cards.Card(rapid.IntRange(cards.NumCards, 255).Draw(t, "invalid"))
	require.Equal(t, m.s, m.s.Add(c))
	require.Equal(t, m.s, m.s.Remove(c))
	require.False(t, m.s.Has(c))
}

func (m *setMachine) Remove(t *rapid.T) {
	c := drawCard(t, "remove")
	m.s = m.s.Remove(c)
	delete(m.model, c)
}

func (m *setMachine) Union(t *rapid.T) {
	o, om := drawSet(t, "union")
	m.s = m.s.Union(o)
	for c := range om {
		m.model[c] = true
	}
}

func (m *setMachine) Intersect(t *rapid.T) {
	o, om := drawSet(t, "intersect")
	m.s = m.s.Intersect(o)
	for c := range m.model {
		if !om[c] {
			delete(m.model, c)
		}
	}
}

func (m *setMachine) Minus(t *rapid.T) {
	o, om := drawSet(t, "minus")
	m.s = m.s.Minus(o)
	for c := range om {
		delete(m.model, c)
	}
}

func (m *setMachine) Relations(t *rapid.T) {
	o, om := drawSet(t, "other")
	contains, disjoint := true, true
	for c := range om {
		if m.model[c] {
			disjoint = false
		} else {
			contains = false
		}
	}
	require.Equal(t, contains, m.s.Contains(o), "Contains")
	require.Equal(t, disjoint, m.s.Disjoint(o), "Disjoint")
}

func (m *setMachine) SuitAndRank(t *rapid.T) {
	u := cards.Suit(rapid.IntRange(0, cards.NumSuits-1).Draw(t, "suit"))
	r := cards.Rank(rapid.IntRange(int(cards.Two), int(cards.Ace)).Draw(t, "rank"))
	ofSuit, ofRank := []cards.Card{}, []cards.Card{}
	for c := range cards.Card(cards.NumCards) {
		if m.model[c] && c.Suit() == u {
			ofSuit = append(ofSuit, c)
		}
		if m.model[c] && c.Rank() == r {
			ofRank = append(ofRank, c)
		}
	}
	require.Equal(t, ofSuit, m.s.OfSuit(u).Cards(), "OfSuit(%v)", u)
	require.Equal(t, ofRank, m.s.OfRank(r).Cards(), "OfRank(%v)", r)
}

func (m *setMachine) Nth(t *rapid.T) {
	n := rapid.IntRange(-2, cards.NumCards+2).Draw(t, "n")
	var members []cards.Card
	for c := range cards.Card(cards.NumCards) {
		if m.model[c] {
			members = append(members, c)
		}
	}
	got, ok := m.s.Nth(n)
	if n < 0 || n >= len(members) {
		require.False(t, ok)
		require.Equal(t, cards.NoCard, got)
		return
	}
	require.True(t, ok)
	require.Equal(t, members[n], got)
}

// Check runs after every step.
func (m *setMachine) Check(t *rapid.T) {
	members := []cards.Card{}
	for c := range cards.Card(cards.NumCards) {
		require.Equal(t, m.model[c], m.s.Has(c), "Has(%v)", c)
		if m.model[c] {
			members = append(members, c)
		}
	}
	require.Equal(t, len(m.model), m.s.Len())
	require.Equal(t, len(m.model) == 0, m.s.Empty())
	require.True(t, m.s.Valid())
	require.Equal(t, members, m.s.Cards())
	require.Equal(t, members, slices.AppendSeq([]cards.Card{}, m.s.All()))
	require.Equal(t, m.s, cards.SetOf(members...))
	min, okMin := m.s.Min()
	max, okMax := m.s.Max()
	require.Equal(t, len(members) > 0, okMin)
	require.Equal(t, len(members) > 0, okMax)
	if len(members) > 0 {
		require.Equal(t, members[0], min)
		require.Equal(t, members[len(members)-1], max)
	}
	back, err := cards.ParseSet(m.s.String())
	require.NoError(t, err)
	require.Equal(t, m.s, back)
}

func TestSetModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := &setMachine{model: map[cards.Card]bool{}}
		t.Repeat(map[string]func(*rapid.T){
			"Add":         m.Add,
			"AddInvalid":  m.AddInvalid,
			"Remove":      m.Remove,
			"Union":       m.Union,
			"Intersect":   m.Intersect,
			"Minus":       m.Minus,
			"Relations":   m.Relations,
			"SuitAndRank": m.SuitAndRank,
			"Nth":         m.Nth,
			"":            m.Check,
		})
	})
}

func BenchmarkSetAll(b *testing.B) {
	b.ReportAllocs()
	s := cards.Deck52
	n := 0
	for b.Loop() {
		for c := range s.All() {
			n += int(c)
		}
	}
	_ = n
}

func BenchmarkSetAppendCards(b *testing.B) {
	b.ReportAllocs()
	s := cards.Deck52
	buf := make([]cards.Card, 0, cards.NumCards)
	for b.Loop() {
		buf = s.AppendCards(buf[:0])
	}
}

func BenchmarkParseSet(b *testing.B) {
	b.ReportAllocs()
	text := cards.Deck52.String()
	for b.Loop() {
		if _, err := cards.ParseSet(text); err != nil {
			b.Fatal(err)
		}
	}
}
