package equi

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

func TestParseMove(t *testing.T) {
	good := []struct {
		text          string
		played, taken string
		trail         bool
		canonical     string
	}{
		{"9C+AS=10H", "9C AS", "10H", false, "9C+AS=10H"},
		{"AS+9C=10H", "9C AS", "10H", false, "9C+AS=10H"},
		{"KH=QC+AD", "KH", "QC AD", false, "KH=QC+AD"},
		{"6D", "6D", "", true, "6D"},
		{"9♣+a♠=10♥", "9C AS", "10H", false, "9C+AS=10H"},
		{"kh = qc + ad", "KH", "QC AD", false, "KH=QC+AD"},
		{"th", "10H", "", true, "10H"},
		{" 6d ", "6D", "", true, "6D"},
	}
	for _, g := range good {
		m, err := Rules{}.ParseMove(g.text)
		require.NoError(t, err, g.text)
		assert.Equal(t, set(t, g.played), m.Played(), g.text)
		assert.Equal(t, set(t, g.taken), m.Taken(), g.text)
		assert.Equal(t, g.trail, m.IsTrail(), g.text)
		assert.Equal(t, !g.trail, m.Played() != 0 && m.Taken() != 0, g.text)
		assert.True(t, m.Valid(), g.text)
		assert.Equal(t, g.canonical, m.String(), g.text)
	}

	bad := map[string]string{
		"":            "no played cards",
		"=10H":        "no played cards",
		"9C=":         "no taken cards",
		"9C+AS":       "a trail is one card; a capture is written played=taken",
		"9C++AS=10H":  "empty card among the played cards",
		"9C+AS=10H+":  "empty card among the taken cards",
		"9X=10H":      `bad played card "9X"`,
		"9C=10H=AS":   `bad taken card "10H=AS"`,
		"9C+9C=10H":   "card 9C appears twice",
		"9C=9C":       "card 9C is both played and taken",
		"QSS":         `bad played card "QSS"`,
		"draw":        `bad played card "draw"`,
		"9C+AS=10H 8": `bad taken card "10H 8"`,
	}
	for text, reason := range bad {
		_, err := Rules{}.ParseMove(text)
		require.Error(t, err, text)
		assert.ErrorIs(t, err, cards.ErrSyntax, text)
		var pe *cards.ParseError
		require.True(t, errors.As(err, &pe), text)
		assert.Equal(t, text, pe.Input)
		assert.Equal(t, "equi move", pe.Kind)
		assert.Equal(t, reason, pe.Reason, text)
	}
}

func TestMoveConstructors(t *testing.T) {
	c, err := cards.ParseCard("6D")
	require.NoError(t, err)
	assert.Equal(t, "6D", Trail(c).String())
	assert.True(t, Trail(c).IsTrail())
	assert.Equal(t, Move{}, Trail(cards.NoCard), "an invalid card gives the zero Move")
	assert.Equal(t, "-", Move{}.String())
	assert.False(t, Move{}.Valid())
	assert.Equal(t, "9C+AS", Capture(set(t, "9C AS"), 0).String())
	assert.False(t, Capture(set(t, "9C AS"), 0).Valid())
	assert.False(t, Capture(set(t, "9C"), set(t, "9C")).Valid(), "a card on both sides")
	assert.False(t, Capture(cards.Set(1)<<60, set(t, "9C")).Valid(), "not a card")
}

func TestMoveText(t *testing.T) {
	m := move(t, "9C+AS=10H")
	b, err := json.Marshal(struct{ Move Move }{m})
	require.NoError(t, err)
	assert.Equal(t, `{"Move":"9C+AS=10H"}`, string(b))

	var back struct{ Move Move }
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, m, back.Move)

	keep := m
	assert.ErrorIs(t, keep.UnmarshalText([]byte("9C=")), cards.ErrSyntax)
	assert.Equal(t, m, keep, "unchanged on error")

	_, err = Move{}.MarshalText()
	assert.ErrorIs(t, err, cards.ErrSyntax)
}

// drawMove draws a well-formed move over the 36 cards.
func drawMove(t *rapid.T) Move {
	deck := rapid.Permutation(cards.NewDeck36()).Draw(t, "cards")
	if rapid.Bool().Draw(t, "trail") {
		return Trail(deck[0])
	}
	np := rapid.IntRange(1, 6).Draw(t, "played")
	nt := rapid.IntRange(1, 6).Draw(t, "taken")
	return Capture(cards.SetOf(deck[:np]...), cards.SetOf(deck[np:np+nt]...))
}

func TestMoveRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := drawMove(t)
		back, err := Rules{}.ParseMove(m.String())
		require.NoError(t, err)
		require.Equal(t, m, back)

		text, err := m.MarshalText()
		require.NoError(t, err)
		var u Move
		require.NoError(t, u.UnmarshalText(text))
		require.Equal(t, m, u)
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"9C+AS=10H", "KH=QC+AD", "6D", "9♣+a♠=10♥", "", "=", "+", "9C=9C", "10H==AS"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := Rules{}.ParseMove(text)
		keep := Capture(cards.SetOf(9, 13), cards.SetOf(20))
		if uerr := keep.UnmarshalText([]byte(text)); (uerr == nil) != (err == nil) {
			t.Fatalf("ParseMove says %v and UnmarshalText %v", err, uerr)
		}
		if err != nil {
			if !errors.Is(err, cards.ErrSyntax) {
				t.Fatalf("Rules{}.ParseMove(%q): error %v does not wrap ErrSyntax", text, err)
			}
			if keep != Capture(cards.SetOf(9, 13), cards.SetOf(20)) {
				t.Fatalf("UnmarshalText(%q) changed the move on error", text)
			}
			return
		}
		if keep != m {
			t.Fatalf("UnmarshalText(%q) = %v, ParseMove %v", text, keep, m)
		}
		if !m.Valid() {
			t.Fatalf("Rules{}.ParseMove(%q) = %v, not well formed", text, m)
		}
		back, err := Rules{}.ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("Rules{}.ParseMove(%q) = %v, which reads back as %v, %v", text, m, back, err)
		}
	})
}

func TestValidate(t *testing.T) {
	for _, r := range []Rules{{}, {Players: 2}, {Players: 6}, {NoProgressRounds: MaxNoProgressRounds, MaxMoves: MaxMovesLimit}} {
		assert.NoError(t, r.Validate(), "%+v", r)
	}
	bad := map[string]Rules{
		"Players is 1, want 2 to 6 (or 0 for 2)":                                  {Players: 1},
		"Players is 7, want 2 to 6 (or 0 for 2)":                                  {Players: 7},
		"Players is -2, want 2 to 6 (or 0 for 2)":                                 {Players: -2},
		"NoProgressRounds is -1, want 0 to 100":                                   {NoProgressRounds: -1},
		"MaxMoves is 10001, want 0 to 10000":                                      {MaxMoves: 10001},
		"Players is 9, want 2 to 6 (or 0 for 2); MaxMoves is -1, want 0 to 10000": {Players: 9, MaxMoves: -1},
	}
	for reason, r := range bad {
		err := r.Validate()
		require.Error(t, err)
		assert.ErrorIs(t, err, cards.ErrInvalidRules)
		assert.Equal(t, "equi: invalid rules: "+reason, err.Error())
		_, err = r.Start(cards.Deal{Dealer: 0, Seed: 1})
		assert.ErrorIs(t, err, cards.ErrInvalidRules)
		_, err = r.Start(cards.Deal{Dealer: 0, Deck: cards.NewDeck36()})
		assert.ErrorIs(t, err, cards.ErrInvalidRules)
	}
	assert.Equal(t, 2, Rules{}.Seats())
	assert.Equal(t, 5, Rules{Players: 5}.Seats())
}

func TestStartErrors(t *testing.T) {
	r := Rules{Players: 3}
	deck := cards.NewDeck36()
	short := deck[:35]
	twice := append(cards.Deck{}, deck...)
	twice[35] = twice[0]
	low := append(cards.Deck{}, deck...)
	low[4] = cards.New(cards.Two, cards.Clubs)
	junk := append(cards.Deck{}, deck...)
	junk[0] = 60
	long := append(append(cards.Deck{}, deck...), cards.New(cards.Five, cards.Hearts))
	cases := []struct {
		dealer int
		deck   cards.Deck
		reason string
	}{
		{3, deck, "dealer 3 is not a seat of a 3-player game"},
		{-1, deck, "dealer -1 is not a seat of a 3-player game"},
		{0, short, "the deck has 35 cards, want 36; missing {AS}"},
		{0, cards.Deck{}, "the deck has 0 cards, want 36; missing " + cards.Deck36.String()},
		{0, twice, "deck card 36 is 6C, which appears twice"},
		// The reason goes on to say why the card is not of the deck.
		{0, low, "deck card 5 is 2C, not "},
		{0, junk, "deck card 1 is Card(60), not "},
		{0, long, "deck card 37 is 5H, not "},
	}
	for _, c := range cases {
		_, err := r.Start(cards.Deal{Dealer: c.dealer, Deck: c.deck})
		require.Error(t, err, c.reason)
		assert.ErrorIs(t, err, cards.ErrInvalidArgument)
		assert.True(t, strings.HasPrefix(err.Error(), "equi: invalid argument: "+c.reason), "%v", err)
	}
	_, err := r.Start(cards.Deal{Dealer: 5, Seed: 1})
	assert.ErrorIs(t, err, cards.ErrInvalidArgument)
}

func TestStartSeeded(t *testing.T) {
	r := Rules{Players: 4}
	a, err := r.Start(cards.Deal{Dealer: 1, Seed: 42})
	require.NoError(t, err)
	b, err := r.Start(cards.Deal{Dealer: 1, Seed: 42})
	require.NoError(t, err)
	assert.Equal(t, a, b, "the same seed deals the same cards")
	c, err := r.Start(cards.Deal{Dealer: 1, Seed: 43})
	require.NoError(t, err)
	assert.NotEqual(t, a, c)
	all, disjoint := accounted(t, a)
	assert.True(t, disjoint)
	assert.Equal(t, cards.Deck36, all)
	for seat := range 4 {
		assert.Equal(t, 4, a.Hand(seat).Len())
	}
	assert.Equal(t, 4, a.Table().Len())
	assert.Equal(t, 16, a.StockLen())
	assert.Equal(t, 2, a.Turn())
	assert.Equal(t, 0, a.Hand(4).Len(), "no such seat")
	assert.Equal(t, 0, a.Hand(-1).Len())
}

func TestEndReasonString(t *testing.T) {
	assert.Equal(t, "not over", EndNone.String())
	assert.Equal(t, "table cleared", EndTableCleared.String())
	assert.Equal(t, "no progress", EndNoProgress.String())
	assert.Equal(t, "no cards", EndNoCards.String())
	assert.Equal(t, "move limit", EndMoveLimit.String())
	assert.Equal(t, "EndReason(9)", EndReason(9).String())
}

func TestMoveErrorMessage(t *testing.T) {
	s := scene{Turn: 1, Hands: []string{"6D", "9C AC QC 7S"}, Table: "10H QS 8D", Stock: "6H"}.state(t)
	_, err := Rules{}.Apply(s, move(t, "9C+AC+QC=10H+QS"))
	require.Error(t, err)
	assert.Regexp(t, `^equi: move \(9C\+QC\+AC=10H\+QS\) by seat 1: .*rank`, err.Error())
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	_, err = Rules{}.Apply(State{}, move(t, "6D"))
	require.Error(t, err)
	assert.Regexp(t, `^equi: move \(6D\): `, err.Error())
	assert.ErrorIs(t, err, cards.ErrIllegalMove)
	me, ok := errors.AsType[*cards.MoveError](err)
	require.True(t, ok)
	assert.Equal(t, "equi", me.Game)
	assert.Equal(t, -1, me.Seat)
	assert.Equal(t, "6D", me.Move)
}
