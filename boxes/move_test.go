package boxes_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
)

func c(r cards.Rank, s cards.Suit) cards.Card { return cards.New(r, s) }

func TestParseMove(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want boxes.Move
	}{
		{"QS", boxes.Play(c(cards.Queen, cards.Spades))},
		{"qs", boxes.Play(c(cards.Queen, cards.Spades))},
		{"Q♠", boxes.Play(c(cards.Queen, cards.Spades))},
		{" TH ", boxes.Play(c(cards.Ten, cards.Hearts))},
		{"10h", boxes.Play(c(cards.Ten, cards.Hearts))},
		{"8S:H", boxes.Play(c(cards.Eight, cards.Spades)).WithCall(cards.Hearts)},
		{"8s:h", boxes.Play(c(cards.Eight, cards.Spades)).WithCall(cards.Hearts)},
		{"8♠:♥", boxes.Play(c(cards.Eight, cards.Spades)).WithCall(cards.Hearts)},
		{"9D:hearts", boxes.Play(c(cards.Nine, cards.Diamonds)).WithCall(cards.Hearts)},
		{"7H+7C!", boxes.PlaySet(true, c(cards.Seven, cards.Hearts), c(cards.Seven, cards.Clubs))},
		{"7H+7C", boxes.PlaySet(false, c(cards.Seven, cards.Hearts), c(cards.Seven, cards.Clubs))},
		{"7h+7c!", boxes.PlaySet(true, c(cards.Seven, cards.Hearts), c(cards.Seven, cards.Clubs))},
		{"8H+8C!:S", boxes.PlaySet(true, c(cards.Eight, cards.Hearts), c(cards.Eight, cards.Clubs)).WithCall(cards.Spades)},
		{"8H+8C", boxes.PlaySet(false, c(cards.Eight, cards.Hearts), c(cards.Eight, cards.Clubs))},
		{"7H+7D+7C!", boxes.PlaySet(true, c(cards.Seven, cards.Hearts), c(cards.Seven, cards.Diamonds), c(cards.Seven, cards.Clubs))},
		{"7H+7S+7D+7C", boxes.PlaySet(false, c(cards.Seven, cards.Hearts), c(cards.Seven, cards.Diamonds), c(cards.Seven, cards.Spades), c(cards.Seven, cards.Clubs))},
		{"draw", boxes.Draw()},
		{"DRAW", boxes.Draw()},
		{"Pass", boxes.Pass()},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := boxes.Rules{}.ParseMove(tc.in)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			assert.True(t, got.Valid())
		})
	}
}

func TestParseMoveErrors(t *testing.T) {
	for _, in := range []string{
		"", " ", "QX", "1S", "11H", "QSS", "QS!", "8S", "9H", "QS:H", "QS:X", "8S:", "8S:X",
		"7H+8C!", "7H+7H!", "7H+7C:S", "8H+8C!", "7H+7C+7D+7S+7H", "+", "7H+", "+7H", ":H",
		"draw!", "draw:H", "pass+pass", "7H+7C!!", strings.Repeat("7H+", 30) + "7C",
	} {
		t.Run(in, func(t *testing.T) {
			m, err := boxes.Rules{}.ParseMove(in)
			require.Error(t, err)
			assert.ErrorIs(t, err, cards.ErrSyntax)
			var pe *cards.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, in[:min(len(in), cards.MaxErrorInput)], pe.Input, "an ASCII input is kept up to 64 bytes")
			assert.Equal(t, len(in), pe.InputLen)
			assert.True(t, strings.HasSuffix(pe.Kind, " move"), "kind %q", pe.Kind)
			assert.NotEmpty(t, pe.Reason)
			assert.Equal(t, boxes.Move{}, m)
		})
	}
}

// allKinds holds a move of every kind and form.
var allKinds = []boxes.Move{
	boxes.Play(c(cards.Queen, cards.Spades)),
	boxes.Play(c(cards.Two, cards.Clubs)),
	boxes.Play(c(cards.Eight, cards.Spades)).WithCall(cards.Hearts),
	boxes.Play(c(cards.Nine, cards.Clubs)).WithCall(cards.Clubs),
	boxes.PlaySet(true, c(cards.Seven, cards.Hearts), c(cards.Seven, cards.Clubs)),
	boxes.PlaySet(false, c(cards.Seven, cards.Hearts), c(cards.Seven, cards.Clubs)),
	boxes.PlaySet(true, c(cards.Eight, cards.Hearts), c(cards.Eight, cards.Clubs)).WithCall(cards.Spades),
	boxes.PlaySet(false, c(cards.Nine, cards.Hearts), c(cards.Nine, cards.Clubs)),
	boxes.PlaySet(true, c(cards.Ace, cards.Spades), c(cards.Ace, cards.Hearts), c(cards.Ace, cards.Diamonds)),
	boxes.PlaySet(false, c(cards.Ten, cards.Spades), c(cards.Ten, cards.Hearts), c(cards.Ten, cards.Diamonds), c(cards.Ten, cards.Clubs)),
	boxes.Draw(),
	boxes.Pass(),
}

func TestMoveRoundTrip(t *testing.T) {
	want := []string{"QS", "2C", "8S:H", "9C:C", "7H+7C!", "7H+7C", "8H+8C!:S", "9H+9C", "AS+AH+AD!", "10S+10D+10H+10C", "draw", "pass"}
	for i, m := range allKinds {
		require.True(t, m.Valid(), "%v", m)
		assert.Equal(t, want[i], m.String())
		back, err := boxes.Rules{}.ParseMove(m.String())
		require.NoError(t, err)
		assert.Equal(t, m, back)
	}
}

func TestMoveAccessors(t *testing.T) {
	m := boxes.PlaySet(true, c(cards.Eight, cards.Hearts), c(cards.Eight, cards.Spades), c(cards.Eight, cards.Clubs)).WithCall(cards.Diamonds)
	assert.Equal(t, boxes.KindSet, m.Kind())
	assert.Equal(t, c(cards.Eight, cards.Hearts), m.Card())
	assert.Equal(t, c(cards.Eight, cards.Clubs), m.Top())
	assert.Equal(t, cards.RankSet(cards.Eight).Remove(c(cards.Eight, cards.Diamonds)), m.Cards())
	assert.Equal(t, 3, m.Cards().Len())
	u, ok := m.Call()
	assert.True(t, ok)
	assert.Equal(t, cards.Diamonds, u)
	assert.True(t, m.OneCard())
	assert.Equal(t, "8H+8S+8C!:D", m.String())

	d := boxes.Draw()
	assert.Equal(t, boxes.KindDraw, d.Kind())
	assert.Equal(t, cards.NoCard, d.Card())
	assert.Equal(t, cards.NoCard, d.Top())
	assert.Equal(t, cards.Set(0), d.Cards())
	assert.Equal(t, 0, d.Cards().Len())
	_, ok = d.Call()
	assert.False(t, ok)
	assert.False(t, d.OneCard())

	q := boxes.Play(c(cards.Queen, cards.Hearts))
	assert.Equal(t, 1, q.Cards().Len())
	assert.False(t, q.OneCard())
}

// TestMoveInvalid checks that a move that is not well formed under any
// rules is not Valid, prints as "invalid(...)" and is refused by Apply,
// which leaves the position as it was.
func TestMoveInvalid(t *testing.T) {
	for _, tc := range []struct {
		m    boxes.Move
		text string
	}{
		{boxes.Move{}, "invalid(none)"},
		{boxes.Play(c(cards.Queen, cards.Spades)).WithCall(cards.Suit(9)), "invalid(QS:?)"},
		{boxes.Play(cards.NoCard), "invalid(-)"},
		{boxes.PlaySet(true, c(cards.Seven, cards.Hearts)), "invalid(?+?!)"},
		{boxes.PlaySet(true, c(cards.Seven, cards.Hearts), c(cards.Eight, cards.Hearts)), "invalid(?+?!)"},
		{boxes.PlaySet(false, c(cards.Seven, cards.Hearts), c(cards.Seven, cards.Hearts)), "invalid(?+?)"},
		{boxes.PlaySet(false, c(cards.Seven, cards.Hearts), c(cards.Seven, cards.Clubs)).WithCall(cards.Spades), "invalid(7H+7C:S)"},
		{boxes.Draw().WithCall(cards.Spades), "invalid(draw:S)"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			assert.False(t, tc.m.Valid())
			assert.Equal(t, tc.text, tc.m.String())
			s, err := boxes.Rules{}.Start(cards.Deal{Dealer: 0, Seed: 1})
			require.NoError(t, err)
			next, err := boxes.Rules{}.Apply(s, tc.m)
			assert.ErrorIs(t, err, cards.ErrIllegalMove)
			assert.Equal(t, s, next)
		})
	}
}

// TestMoveFormOfBoxes checks the moves that are well formed for some
// table of the shedding engine but not for Boxes, whose 8s and 9s, and
// they alone, name a suit (B2): a Move is the engine's, so they are
// Valid, but Boxes' ParseMove refuses their text and Apply refuses them.
func TestMoveFormOfBoxes(t *testing.T) {
	for _, tc := range []struct {
		m    boxes.Move
		text string
	}{
		{boxes.Play(c(cards.Eight, cards.Spades)), "8S"},
		{boxes.Play(c(cards.Queen, cards.Spades)).WithCall(cards.Hearts), "QS:H"},
		{boxes.PlaySet(true, c(cards.Eight, cards.Hearts), c(cards.Eight, cards.Clubs)), "8H+8C!"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			assert.True(t, tc.m.Valid(), "well formed for the engine")
			assert.Equal(t, tc.text, tc.m.String())
			_, err := boxes.Rules{}.ParseMove(tc.text)
			assert.ErrorIs(t, err, cards.ErrSyntax)
			s, err := boxes.Rules{}.Start(cards.Deal{Dealer: 0, Seed: 1})
			require.NoError(t, err)
			next, err := boxes.Rules{}.Apply(s, tc.m)
			assert.ErrorIs(t, err, cards.ErrIllegalMove)
			assert.Equal(t, s, next)
		})
	}
}

func TestEnumStrings(t *testing.T) {
	assert.Equal(t, []string{"none", "card", "set", "draw", "pass", "MoveKind(5)"},
		[]string{boxes.KindNone.String(), boxes.KindCard.String(), boxes.KindSet.String(), boxes.KindDraw.String(), boxes.KindPass.String(), boxes.MoveKind(5).String()})
	assert.Equal(t, []string{"play", "answer", "drawn", "over", "Phase(4)"},
		[]string{boxes.PhasePlay.String(), boxes.PhaseAnswer.String(), boxes.PhaseDrawn.String(), boxes.PhaseOver.String(), boxes.Phase(4).String()})
	// The engine's EndReason has a "turn limit" (3) that Boxes never
	// reaches, so EndMoveLimit is 4.
	assert.Equal(t, []string{"none", "out", "blocked", "move limit", "EndReason(5)"},
		[]string{boxes.EndNone.String(), boxes.EndOut.String(), boxes.EndBlocked.String(), boxes.EndMoveLimit.String(), boxes.EndReason(5).String()})
	assert.Equal(t, []string{"clockwise", "counterclockwise", "Direction(2)"},
		[]string{boxes.Clockwise.String(), boxes.Counterclockwise.String(), boxes.Direction(2).String()})
	assert.Equal(t, []string{"chain+1", "per-two", "two-each", "TwoDraw(3)"},
		[]string{boxes.TwoDrawChainPlusOne.String(), boxes.TwoDrawPerTwo.String(), boxes.TwoDrawTwoEach.String(), boxes.TwoDraw(3).String()})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"QS", "8S:H", "7H+7C!", "7H+7C", "8H+8C!:S", "draw", "pass", "7h+7d+7c!", "Q♠", "9D:hearts", "", "QS!", "8S"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := boxes.Rules{}.ParseMove(text)
		if err != nil {
			if !errors.Is(err, cards.ErrSyntax) {
				t.Fatalf("Rules{}.ParseMove(%q): error %v does not wrap ErrSyntax", text, err)
			}
			if m != (boxes.Move{}) {
				t.Fatalf("Rules{}.ParseMove(%q) refused, yet gave %v", text, m)
			}
			return
		}
		if !m.Valid() {
			t.Fatalf("Rules{}.ParseMove(%q) = %v, not valid", text, m)
		}
		back, err := boxes.Rules{}.ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("Rules{}.ParseMove(%q) = %v; its text %q reads back as %v, %v", text, m, m.String(), back, err)
		}
	})
}
