package cards_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// requireParseError checks that err reports malformed text of the given kind
// and names the input.
func requireParseError(t require.TestingT, err error, kind, input string) {
	require.Error(t, err)
	require.ErrorIs(t, err, cards.ErrSyntax)
	var pe *cards.ParseError
	require.ErrorAs(t, err, &pe)
	require.Equal(t, kind, pe.Kind)
	require.NoError(t, inputKept(pe, input))
	require.NotEmpty(t, pe.Reason)
}

// inputKept says how pe fails to keep input as a ParseError must: the whole
// of a short input, or a prefix of at most 64 bytes that stops at most 3
// bytes short of 64 and not inside a rune, with the whole length.
func inputKept(pe *cards.ParseError, input string) error {
	switch {
	case pe.InputLen != len(input):
		return fmt.Errorf("InputLen %d, want %d", pe.InputLen, len(input))
	case len(input) <= 64 && pe.Input != input:
		return fmt.Errorf("Input %q, want %q", pe.Input, input)
	case len(pe.Input) > 64 || len(pe.Input) < min(len(input), 61) || !strings.HasPrefix(input, pe.Input):
		return fmt.Errorf("Input %q is not a prefix of 61 to 64 bytes of %.80q", pe.Input, input)
	}
	// No valid rune of the input spans the cut.
	cut := len(pe.Input)
	for i := max(0, cut-utf8.UTFMax+1); i < cut && cut < len(input); i++ {
		if r, size := utf8.DecodeRuneInString(input[i:]); r != utf8.RuneError && i+size > cut {
			return fmt.Errorf("Input %q is cut inside the rune %q", pe.Input, r)
		}
	}
	return nil
}

func TestSuitText(t *testing.T) {
	tests := []struct {
		s              cards.Suit
		str, sym, name string
		red, valid     bool
	}{
		{cards.Clubs, "C", "♣", "clubs", false, true},
		{cards.Diamonds, "D", "♦", "diamonds", true, true},
		{cards.Hearts, "H", "♥", "hearts", true, true},
		{cards.Spades, "S", "♠", "spades", false, true},
		{cards.Suit(4), "Suit(4)", "Suit(4)", "Suit(4)", false, false},
		{cards.Suit(255), "Suit(255)", "Suit(255)", "Suit(255)", false, false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.str, tt.s.String())
		assert.Equal(t, tt.sym, tt.s.Symbol())
		assert.Equal(t, tt.name, tt.s.Name())
		assert.Equal(t, tt.red, tt.s.Red(), "Red of %v", tt.s)
		assert.Equal(t, tt.valid, tt.s.Valid(), "Valid of %v", tt.s)
	}
	assert.Equal(t, cards.Suit(0), cards.Clubs, "the zero suit is clubs")
	assert.Equal(t, 4, cards.NumSuits)
}

func TestParseSuit(t *testing.T) {
	good := []struct {
		in   string
		want cards.Suit
	}{
		{"C", cards.Clubs}, {"c", cards.Clubs}, {"♣", cards.Clubs}, {"♧", cards.Clubs},
		{"D", cards.Diamonds}, {"d", cards.Diamonds}, {"♦", cards.Diamonds}, {"♢", cards.Diamonds},
		{"H", cards.Hearts}, {"h", cards.Hearts}, {"♥", cards.Hearts}, {"♡", cards.Hearts},
		{"S", cards.Spades}, {"s", cards.Spades}, {"♠", cards.Spades}, {"♤", cards.Spades},
		{"clubs", cards.Clubs}, {"Diamonds", cards.Diamonds}, {"HEARTS", cards.Hearts}, {"sPaDeS", cards.Spades},
	}
	for _, tt := range good {
		got, err := cards.ParseSuit(tt.in)
		require.NoError(t, err, "ParseSuit(%q)", tt.in)
		assert.Equal(t, tt.want, got, "ParseSuit(%q)", tt.in)
	}
	bad := []string{
		"", "X", "CC", "club", "heart", " spades", "spades ", "♣♣", "Cs", "0", "\x00",
		"ſpades",   // Unicode folds ſ to s; only ASCII case is ignored
		"\xe2\x99", // a cut-off symbol
	}
	for _, in := range bad {
		got, err := cards.ParseSuit(in)
		requireParseError(t, err, "suit", in)
		assert.Equal(t, cards.Suit(0), got, "ParseSuit(%q)", in)
	}
}

func TestRankText(t *testing.T) {
	tests := []struct {
		r         cards.Rank
		str, name string
		valid     bool
	}{
		{cards.Two, "2", "two", true},
		{cards.Three, "3", "three", true},
		{cards.Four, "4", "four", true},
		{cards.Five, "5", "five", true},
		{cards.Six, "6", "six", true},
		{cards.Seven, "7", "seven", true},
		{cards.Eight, "8", "eight", true},
		{cards.Nine, "9", "nine", true},
		{cards.Ten, "10", "ten", true},
		{cards.Jack, "J", "jack", true},
		{cards.Queen, "Q", "queen", true},
		{cards.King, "K", "king", true},
		{cards.Ace, "A", "ace", true},
		{cards.Rank(0), "Rank(0)", "Rank(0)", false},
		{cards.Rank(1), "Rank(1)", "Rank(1)", false},
		{cards.Rank(15), "Rank(15)", "Rank(15)", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.str, tt.r.String())
		assert.Equal(t, tt.name, tt.r.Name())
		assert.Equal(t, tt.valid, tt.r.Valid(), "Valid of %v", tt.r)
	}
	// Ranks are their pip count, so they compare with <.
	assert.Equal(t, cards.Rank(2), cards.Two)
	assert.Equal(t, cards.Rank(10), cards.Ten)
	assert.Equal(t, cards.Rank(14), cards.Ace)
	assert.Less(t, cards.King, cards.Ace)
	assert.Equal(t, 13, cards.NumRanks)
}

func TestParseRank(t *testing.T) {
	good := []struct {
		in   string
		want cards.Rank
	}{
		{"2", cards.Two}, {"3", cards.Three}, {"4", cards.Four}, {"5", cards.Five},
		{"6", cards.Six}, {"7", cards.Seven}, {"8", cards.Eight}, {"9", cards.Nine},
		{"10", cards.Ten}, {"T", cards.Ten}, {"t", cards.Ten},
		{"J", cards.Jack}, {"j", cards.Jack}, {"Q", cards.Queen}, {"q", cards.Queen},
		{"K", cards.King}, {"k", cards.King}, {"A", cards.Ace}, {"a", cards.Ace},
	}
	for _, tt := range good {
		got, err := cards.ParseRank(tt.in)
		require.NoError(t, err, "ParseRank(%q)", tt.in)
		assert.Equal(t, tt.want, got, "ParseRank(%q)", tt.in)
	}
	bad := []string{"", "0", "1", "11", "01", "010", "B", "D", "TT", " 2", "2 ", "queen", "1O", "Ａ"}
	for _, in := range bad {
		got, err := cards.ParseRank(in)
		requireParseError(t, err, "rank", in)
		assert.Equal(t, cards.Rank(0), got, "ParseRank(%q)", in)
	}
}

// TestParseRankExhaustive tries every string of one and two bytes: exactly 18
// one-byte strings (2-9, and T J Q K A in either case) and one two-byte
// string ("10") are ranks.
func TestParseRankExhaustive(t *testing.T) {
	ones, twos := 0, 0
	var b [2]byte
	for i := range 256 {
		b[0] = byte(i)
		if _, err := cards.ParseRank(string(b[:1])); err == nil {
			ones++
		}
		for j := range 256 {
			b[1] = byte(j)
			if _, err := cards.ParseRank(string(b[:2])); err == nil {
				twos++
			}
		}
	}
	assert.Equal(t, 18, ones)
	assert.Equal(t, 1, twos)
}

func TestNew(t *testing.T) {
	tests := []struct {
		r    cards.Rank
		s    cards.Suit
		want cards.Card
	}{
		{cards.Two, cards.Clubs, 0},
		{cards.Two, cards.Diamonds, 1},
		{cards.Two, cards.Spades, 3},
		{cards.Three, cards.Clubs, 4},
		{cards.Ten, cards.Hearts, 34},
		{cards.Queen, cards.Spades, 43},
		{cards.Ace, cards.Spades, 51},
		// Invalid ranks or suits never make a valid card.
		{cards.Rank(0), cards.Clubs, cards.NoCard},
		{cards.Rank(1), cards.Spades, cards.NoCard},
		{cards.Rank(15), cards.Clubs, cards.NoCard},
		{cards.Rank(70), cards.Clubs, cards.NoCard},
		{cards.Two, cards.Suit(4), cards.NoCard},
		{cards.King, cards.Suit(200), cards.NoCard},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, cards.New(tt.r, tt.s), "New(%v, %v)", tt.r, tt.s)
	}
}

func TestNewAllCards(t *testing.T) {
	seen := map[cards.Card]bool{}
	for r := cards.Two; r <= cards.Ace; r++ {
		for s := cards.Clubs; s <= cards.Spades; s++ {
			c := cards.New(r, s)
			require.True(t, c.Valid(), "New(%v, %v)", r, s)
			require.Equal(t, r, c.Rank())
			require.Equal(t, s, c.Suit())
			require.False(t, seen[c], "New(%v, %v) repeats %d", r, s, c)
			seen[c] = true
		}
	}
	assert.Len(t, seen, cards.NumCards)
}

func TestCardOrder(t *testing.T) {
	// Cards compare by rank first, then suit.
	assert.Less(t, cards.New(cards.Two, cards.Spades), cards.New(cards.Three, cards.Clubs))
	assert.Less(t, cards.New(cards.Ace, cards.Hearts), cards.New(cards.Ace, cards.Spades))
	assert.Equal(t, cards.New(cards.Two, cards.Clubs), cards.Card(0), "the zero card is 2C")
	assert.False(t, cards.NoCard.Valid())
	assert.False(t, cards.Card(52).Valid())
	assert.True(t, cards.Card(51).Valid())
}

func TestCardText(t *testing.T) {
	tests := []struct {
		c        cards.Card
		str, sym string
	}{
		{cards.New(cards.Queen, cards.Spades), "QS", "Q♠"},
		{cards.New(cards.Ten, cards.Hearts), "10H", "10♥"},
		{cards.New(cards.Ace, cards.Diamonds), "AD", "A♦"},
		{cards.New(cards.Two, cards.Clubs), "2C", "2♣"},
		{cards.New(cards.Nine, cards.Diamonds), "9D", "9♦"},
		{cards.NoCard, "-", "-"},
		{cards.Card(52), "Card(52)", "Card(52)"},
		{cards.Card(60), "Card(60)", "Card(60)"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.str, tt.c.String())
		assert.Equal(t, tt.sym, tt.c.Symbol())
	}
}

func TestParseCard(t *testing.T) {
	good := []struct {
		in   string
		want cards.Card
	}{
		{"QS", cards.New(cards.Queen, cards.Spades)},
		{"qs", cards.New(cards.Queen, cards.Spades)},
		{"Q♠", cards.New(cards.Queen, cards.Spades)},
		{"q♤", cards.New(cards.Queen, cards.Spades)},
		{"10H", cards.New(cards.Ten, cards.Hearts)},
		{"10h", cards.New(cards.Ten, cards.Hearts)},
		{"TH", cards.New(cards.Ten, cards.Hearts)},
		{"th", cards.New(cards.Ten, cards.Hearts)},
		{"10♥", cards.New(cards.Ten, cards.Hearts)},
		{"T♡", cards.New(cards.Ten, cards.Hearts)},
		{"AD", cards.New(cards.Ace, cards.Diamonds)},
		{"ad", cards.New(cards.Ace, cards.Diamonds)},
		{"A♦", cards.New(cards.Ace, cards.Diamonds)},
		{"2C", cards.New(cards.Two, cards.Clubs)},
		{"2♣", cards.New(cards.Two, cards.Clubs)},
		{"9d", cards.New(cards.Nine, cards.Diamonds)},
		{"jC", cards.New(cards.Jack, cards.Clubs)},
		{"Kh", cards.New(cards.King, cards.Hearts)},
	}
	for _, tt := range good {
		got, err := cards.ParseCard(tt.in)
		require.NoError(t, err, "ParseCard(%q)", tt.in)
		assert.Equal(t, tt.want, got, "ParseCard(%q)", tt.in)
	}
	bad := []string{
		"", "1S", "QX", "10", "11H", "QSS", // the acceptance list
		"Q", "S", "♠", "-", "10 H", " QS", "QS ", "Q S", "1H", "0H", "100H", "TTH",
		"♠Q", "SQ", "Q♠♠", "Q\xe2\x99", "queen of spades", "QSpades", "Q10", "\x00S",
	}
	for _, in := range bad {
		got, err := cards.ParseCard(in)
		requireParseError(t, err, "card", in)
		assert.Equal(t, cards.Card(0), got, "ParseCard(%q)", in)
	}
}

// TestParseCardExhaustive tries every string of one and two bytes: no card
// has one byte, and the two-byte cards are the 18 one-byte ranks times the 8
// suit letters.
func TestParseCardExhaustive(t *testing.T) {
	ones, twos := 0, 0
	seen := map[cards.Card]int{}
	var b [2]byte
	for i := range 256 {
		b[0] = byte(i)
		if _, err := cards.ParseCard(string(b[:1])); err == nil {
			ones++
		}
		for j := range 256 {
			b[1] = byte(j)
			if c, err := cards.ParseCard(string(b[:2])); err == nil {
				twos++
				seen[c]++
			}
		}
	}
	assert.Equal(t, 0, ones)
	assert.Equal(t, 18*8, twos)
	// Each card has 4 two-byte spellings (rank and suit in either case),
	// except the ranks 2 to 9 (one spelling of the rank) and 10 (T or t).
	for c, n := range seen {
		switch {
		case c.Rank() <= cards.Nine:
			assert.Equal(t, 2, n, "spellings of %v", c)
		default:
			assert.Equal(t, 4, n, "spellings of %v", c)
		}
	}
	assert.Len(t, seen, cards.NumCards)
}

func TestCardRoundTrip(t *testing.T) {
	for c := range cards.Card(cards.NumCards) {
		for _, text := range []string{c.String(), c.Symbol(), strings.ToLower(c.String())} {
			got, err := cards.ParseCard(text)
			require.NoError(t, err, "ParseCard(%q)", text)
			require.Equal(t, c, got, "ParseCard(%q)", text)
		}
		r, err := cards.ParseRank(c.Rank().String())
		require.NoError(t, err)
		require.Equal(t, c.Rank(), r)
		s, err := cards.ParseSuit(c.Suit().String())
		require.NoError(t, err)
		require.Equal(t, c.Suit(), s)
		s, err = cards.ParseSuit(c.Suit().Name())
		require.NoError(t, err)
		require.Equal(t, c.Suit(), s)
	}
}

func TestParseErrorMessage(t *testing.T) {
	_, err := cards.ParseCard("QX")
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), `parse card "QX": `), err.Error())

	_, err = cards.ParseCard("11H")
	require.Error(t, err)
	assert.Equal(t, `parse card "11H": bad rank "11"`, err.Error())

	// A hostile input is named, but shortened in the message.
	long := strings.Repeat("Q", 1000) + "X"
	_, err = cards.ParseCard(long)
	requireParseError(t, err, "card", long)
	assert.Less(t, len(err.Error()), 200)
	assert.Contains(t, err.Error(), `"...`)

	pe := &cards.ParseError{Kind: "rank", Input: "1", Reason: "why"}
	assert.Equal(t, `parse rank "1": why`, pe.Error())
	assert.Equal(t, cards.ErrSyntax, pe.Unwrap())
}

func TestSuitRankCardJSON(t *testing.T) {
	type hand struct {
		Trump cards.Suit
		Low   cards.Rank
		Top   cards.Card
		Suits []cards.Suit
	}
	in := hand{
		Trump: cards.Hearts,
		Low:   cards.Ten,
		Top:   cards.New(cards.Queen, cards.Spades),
		Suits: []cards.Suit{cards.Clubs, cards.Spades},
	}
	data, err := json.Marshal(in)
	require.NoError(t, err)
	assert.JSONEq(t, `{"Trump":"H","Low":"10","Top":"QS","Suits":["C","S"]}`, string(data))
	var out hand
	require.NoError(t, json.Unmarshal(data, &out))
	assert.Equal(t, in, out)

	// Cards work as map keys, through the same text form.
	counts := map[cards.Card]int{cards.New(cards.Ace, cards.Diamonds): 2, cards.New(cards.Ten, cards.Clubs): 1}
	data, err = json.Marshal(counts)
	require.NoError(t, err)
	assert.JSONEq(t, `{"AD":2,"10C":1}`, string(data))
	var back map[cards.Card]int
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, counts, back)

	// Input forms other than the canonical one are accepted.
	require.NoError(t, json.Unmarshal([]byte(`{"Trump":"♠","Low":"t","Top":"10♦"}`), &out))
	assert.Equal(t, cards.Spades, out.Trump)
	assert.Equal(t, cards.Ten, out.Low)
	assert.Equal(t, cards.New(cards.Ten, cards.Diamonds), out.Top)
}

// TestNoCardJSON checks the JSON form of NoCard: "-", so that a view
// holding an optional card marshals, and reads back, while ParseCard, and
// so every decoder that needs a card, refuses "-".
func TestNoCardJSON(t *testing.T) {
	type view struct {
		Top  cards.Card `json:"top"`
		Last cards.Card `json:"last"`
	}
	data, err := json.Marshal(view{Top: cards.New(cards.Queen, cards.Spades), Last: cards.NoCard})
	require.NoError(t, err)
	assert.Equal(t, `{"top":"QS","last":"-"}`, string(data))
	var back view
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, view{Top: cards.New(cards.Queen, cards.Spades), Last: cards.NoCard}, back)

	text, err := cards.NoCard.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, "-", string(text))
	assert.Equal(t, cards.NoCard.String(), string(text))

	_, err = cards.ParseCard("-")
	requireParseError(t, err, "card", "-")
	for _, in := range []string{"--", " -", "- ", ""} {
		c := cards.New(cards.Ace, cards.Spades)
		require.Error(t, c.UnmarshalText([]byte(in)), "%q", in)
		assert.Equal(t, cards.New(cards.Ace, cards.Spades), c, "%q", in)
	}
	_, err = cards.ParseSet("{-}")
	requireParseError(t, err, "set", "{-}")
	_, err = cards.ParseDeck("QS -")
	requireParseError(t, err, "deck", "QS -")
}

func TestTextInvalidValues(t *testing.T) {
	_, err := cards.Suit(4).MarshalText()
	assert.ErrorIs(t, err, cards.ErrSyntax)
	_, err = cards.Rank(0).MarshalText()
	assert.ErrorIs(t, err, cards.ErrSyntax)
	_, err = cards.Card(254).MarshalText()
	assert.ErrorIs(t, err, cards.ErrSyntax)
	_, err = cards.Card(52).MarshalText()
	assert.ErrorIs(t, err, cards.ErrSyntax)
	_, err = json.Marshal(struct{ R cards.Rank }{}) // the zero rank is not a rank
	assert.Error(t, err)

	// On error, UnmarshalText leaves its receiver as it was.
	s := cards.Hearts
	requireParseError(t, s.UnmarshalText([]byte("X")), "suit", "X")
	assert.Equal(t, cards.Hearts, s)
	r := cards.King
	requireParseError(t, r.UnmarshalText([]byte("11")), "rank", "11")
	assert.Equal(t, cards.King, r)
	c := cards.New(cards.Ace, cards.Spades)
	requireParseError(t, c.UnmarshalText([]byte("QSS")), "card", "QSS")
	assert.Equal(t, cards.New(cards.Ace, cards.Spades), c)

	var out struct{ C cards.Card }
	err = json.Unmarshal([]byte(`{"C":"1S"}`), &out)
	assert.ErrorIs(t, err, cards.ErrSyntax)
}

func TestMarshalTextRoundTripProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := cards.Card(rapid.IntRange(0, cards.NumCards-1).Draw(t, "card"))
		text, err := c.MarshalText()
		require.NoError(t, err)
		var got cards.Card
		require.NoError(t, got.UnmarshalText(text))
		require.Equal(t, c, got)

		st, err := c.Suit().MarshalText()
		require.NoError(t, err)
		var s cards.Suit
		require.NoError(t, s.UnmarshalText(st))
		require.Equal(t, c.Suit(), s)

		rt, err := c.Rank().MarshalText()
		require.NoError(t, err)
		var r cards.Rank
		require.NoError(t, r.UnmarshalText(rt))
		require.Equal(t, c.Rank(), r)
	})
}

func TestErrorsAreDistinct(t *testing.T) {
	assert.False(t, errors.Is(cards.ErrSyntax, cards.ErrIllegalMove))
	assert.False(t, errors.Is(cards.ErrIllegalMove, cards.ErrSyntax))
}

func BenchmarkParseCard(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := cards.ParseCard("10♥"); err != nil {
			b.Fatal(err)
		}
	}
}
