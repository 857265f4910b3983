package equi

import (
	"flag"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
	_ "pgregory.net/rapid" // registers the -rapid.* flags TestMain sets

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// TestMain sets rapid's default number of checks to 1000 in the long suite
// (100 in the quick one) when the caller did not pass -rapid.checks, so
// that the properties play thousands of games.
func TestMain(m *testing.M) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) {
		if f.Name == "rapid.checks" {
			set = true
		}
	})
	if !set {
		if err := flag.Set("rapid.checks", strconv.Itoa(testlong.N(100, 1000))); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

// scene describes an exact position for a scenario test. Cards are written as
// cards.ParseSet reads them; the stock as cards.ParseDeck reads it, top first.
// Cards that no field names are simply out of play.
type scene struct {
	Players    int      // seats; 0 means 2
	Dealer     int      // the dealer's seat
	Turn       int      // the seat to move
	Hands      []string // by seat
	Piles      []string // by seat
	Table      string
	Stock      string // top first
	Capturer   *int   // the last capturer; nil for nobody
	Idle       int    // turns without a capture already counted (rule E11)
	MovesAfter int    // turns already played with the stock exhausted
}

// seat returns a pointer to n, for scene.Capturer.
func seat(n int) *int { return &n }

// state builds the position; it fails the test when a card is named twice.
// The cards no field names are out of play, which no game of 36 cards
// reaches, so the position is built by sceneStateOf, unchecked.
func (sc scene) state(t testing.TB) State {
	t.Helper()
	return sceneStateOf(t, sc.pos(t))
}

// pos returns the position's fields; it fails the test when a card is named
// twice.
func (sc scene) pos(t testing.TB) pos {
	t.Helper()
	n := sc.Players
	if n == 0 {
		n = 2
	}
	require.True(t, n >= MinPlayers && n <= MaxPlayers, "players %d", n)
	require.True(t, sc.Turn >= 0 && sc.Turn < n, "turn %d", sc.Turn)
	p := pos{Hands: make([]cards.Set, n), Piles: make([]cards.Set, n), Dealer: sc.Dealer, Turn: strconv.Itoa(sc.Turn), Capturer: "-", LastSeat: -1}
	var seen cards.Set
	add := func(what, text string) cards.Set {
		set, err := cards.ParseSet(text)
		require.NoError(t, err, what)
		require.True(t, seen.Disjoint(set), "%s: %v named twice", what, seen.Intersect(set))
		seen |= set
		return set
	}
	require.LessOrEqual(t, len(sc.Hands), n)
	require.LessOrEqual(t, len(sc.Piles), n)
	for i, h := range sc.Hands {
		p.Hands[i] = add("hand", h)
	}
	for i, pile := range sc.Piles {
		p.Piles[i] = add("pile", pile)
	}
	p.Table = add("table", sc.Table)
	deck, err := cards.ParseDeck(sc.Stock)
	require.NoError(t, err)
	require.LessOrEqual(t, len(deck), DeckSize-TableSize-HandSize*MinPlayers)
	add("stock", deck.String())
	p.Stock = deck
	if sc.Capturer != nil {
		p.Capturer = strconv.Itoa(*sc.Capturer)
	}
	p.Idle = sc.Idle
	p.After = sc.MovesAfter
	p.Moves = sc.movesBefore(n, len(deck)) + sc.MovesAfter
	return p
}

// movesBefore returns a number of moves made while the stock held cards
// that fits a stock of stockLen cards left: at least one move for every 4
// cards drawn, and, when no move was made with the stock exhausted, the
// count that makes the turn go round from the dealer's left to sc.Turn. So
// the positions a scene plays into pass the validator's counts of moves
// when the scene places every card.
func (sc scene) movesBefore(n, stockLen int) int {
	drawn := DeckSize - TableSize - HandSize*n - stockLen
	if drawn <= 0 {
		return 0
	}
	m := (drawn + HandSize - 1) / HandSize
	for sc.MovesAfter == 0 && (sc.Dealer+m+1)%n != sc.Turn && m < drawn {
		m++
	}
	return m
}

// set parses a set or fails the test.
func set(t testing.TB, text string) cards.Set {
	t.Helper()
	s, err := cards.ParseSet(text)
	require.NoError(t, err)
	return s
}

// move parses a move or fails the test.
func move(t testing.TB, text string) Move {
	t.Helper()
	m, err := Rules{}.ParseMove(text)
	require.NoError(t, err)
	return m
}

// moveTexts returns the text of each move.
func moveTexts(ms []Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// accounted returns every card of s: hands, piles, table and stock, and
// whether they are pairwise disjoint.
func accounted(t require.TestingT, s State) (cards.Set, bool) {
	p := posOf(t, s)
	var all cards.Set
	disjoint := true
	add := func(x cards.Set) {
		if !all.Disjoint(x) {
			disjoint = false
		}
		all |= x
	}
	for i := range p.Hands {
		add(p.Hands[i])
		add(p.Piles[i])
	}
	add(p.Table)
	for _, c := range p.Stock {
		add(cards.SetOf(c))
	}
	return all, disjoint
}
