package main

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// cardText finds the cards written with suit symbols in a text.
var cardText = regexp.MustCompile(`(10|[2-9JQKA])[♣♦♥♠]`)

// cardsIn returns the cards written with suit symbols in text.
func cardsIn(t *testing.T, text string) cards.Set {
	t.Helper()
	var out cards.Set
	for _, w := range cardText.FindAllString(text, -1) {
		c, err := cards.ParseCard(w)
		require.NoError(t, err, w)
		out = out.Add(c)
	}
	return out
}

// swapHidden returns deck with two of the cards at positions hidden
// (indexes into deck) exchanged, the two drawn by rng.
func swapHidden(deck cards.Deck, hidden []int, rng *rand.Rand) cards.Deck {
	i := rng.IntN(len(hidden))
	j := rng.IntN(len(hidden) - 1)
	if j >= i {
		j++
	}
	out := slices.Clone(deck)
	out[hidden[i]], out[hidden[j]] = out[hidden[j]], out[hidden[i]]
	return out
}

// bothLegal plays in both sessions a move drawn by rng among the legal
// moves of a that b accepts too, and returns it; it returns false, playing
// nothing, when there is none.
func bothLegal[S, M any, V cards.View[M]](a, b *cards.Session[S, M, V], rng *rand.Rand) (M, bool) {
	var ok []M
	for _, m := range cards.Legal(a.Rules(), a.State()) {
		if _, err := b.Rules().Apply(b.State(), m); err == nil {
			ok = append(ok, m)
		}
	}
	var zero M
	if len(ok) == 0 {
		return zero, false
	}
	m := ok[rng.IntN(len(ok))]
	if a.Play(m) != nil || b.Play(m) != nil {
		return zero, false
	}
	return m, true
}

// showBoth has tables a and b show the human's views va and vb, as the
// game loop does before he moves.
func showBoth[M, V any](a, b table[M, V], va, vb V) {
	legal, more := a.list(va)
	a.show(va, legal, more)
	legal, more = b.list(vb)
	b.show(vb, legal, more)
}

// comparePair plays the sessions a and b of a pair, which differ only in
// cards seat 0 cannot see, with the same moves, each shown by its table
// (ta, tb) as the game loop does, and returns the moves after which the
// two texts were compared. Before seat 0 moves and after every move, the
// text of a must name no card of hidden(nil), or hidden(&m) after move m,
// and must equal the text of b while seat 0's views are the same. When
// cut is not nil, the text of the move that ends the game is cut by it and
// compared whatever the views, without the hidden check (the end shows
// every hand); otherwise the end is checked like any move.
func comparePair[S, M any, V interface {
	cards.View[M]
	comparable
}](t *testing.T, pair int, a, b *cards.Session[S, M, V], ta, tb table[M, V], outA, outB *bytes.Buffer,
	rng *rand.Rand, hidden func(m *M) cards.Set, cut func(text string) string) int {
	t.Helper()
	compared := 0
	for a.ToMove() >= 0 {
		outA.Reset()
		outB.Reset()
		if a.ToMove() == 0 {
			showBoth(ta, tb, a.View(0), b.View(0))
			assert.Empty(t, cardsIn(t, outA.String()).Intersect(hidden(nil)).Cards(), "pair %d: cards seat 0 cannot see named in:\n%s", pair, outA.String())
			require.Equal(t, outA.String(), outB.String())
			outA.Reset()
			outB.Reset()
		}
		m, ok := bothLegal(a, b, rng)
		if !ok {
			break
		}
		va, vb := a.View(0), b.View(0)
		ta.moved(va, lastStory(a))
		tb.moved(vb, lastStory(b))
		ended := a.ToMove() < 0
		if ended {
			ta.result(va)
			tb.result(vb)
		}
		textA, textB := outA.String(), outB.String()
		if ended && cut != nil {
			textA, textB = cut(textA), cut(textB)
		} else {
			assert.Empty(t, cardsIn(t, textA).Intersect(hidden(&m)).Cards(), "pair %d: cards seat 0 cannot see named in:\n%s", pair, textA)
			if va != vb {
				break // the rules showed seat 0 a difference
			}
		}
		require.Equal(t, textA, textB, "pair %d, move %v", pair, m)
		compared++
	}
	return compared
}

// cutHands cuts the text of a shedding game's end before the hands it
// shows.
func cutHands(text string) string {
	text, _, _ = strings.Cut(text, "The hands at the end:")
	return text
}

// TestBoxesTableShowsOnlyWhatSeatZeroKnows plays pairs of deals that differ
// only in two cards seat 0 cannot see (in other hands or the stock) with the
// same moves, and checks that the terminal writes the same text for both
// while seat 0's views are the same, and never names a card seat 0 cannot
// see and has not seen earlier in the deal (until the end of the deal shows
// every hand).
func TestBoxesTableShowsOnlyWhatSeatZeroKnows(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 1))
	sched, err := boxes.NewSchedule(6)
	require.NoError(t, err)
	variants := []boxes.Rules{
		{Deals: sched},
		{Deals: sched, UpcardEffects: true, PlayDrawn: true, LastCardEffects: true, FiveSelf: true},
		{Deals: sched, BigSets: true, PairAnswersTwo: true, WildEightsNines: true, TwoDraw: boxes.TwoDrawTwoEach},
	}
	const n = 6 // cards dealt to each seat; dealer 3, so seat 0 gets positions 0, 4, 8, ...
	var hidden []int
	for i := range cards.NumCards {
		if i < boxes.NumSeats*n && i%boxes.NumSeats != 0 || i > boxes.NumSeats*n {
			hidden = append(hidden, i)
		}
	}
	compared := 0
	for pair := range hiddenPairs {
		r := variants[pair%len(variants)]
		deckA := cards.NewDeck(cards.Deck52)
		deckA.Shuffle(rng)
		deckB := swapHidden(deckA, hidden, rng)
		seed := rng.Uint64()
		sA, err := cards.NewSession(r, cards.Deal{Dealer: 3, Seed: seed, Deck: deckA})
		require.NoError(t, err)
		sB, err := cards.NewSession(r, cards.Deal{Dealer: 3, Seed: seed, Deck: deckB})
		require.NoError(t, err)
		var outA, outB bytes.Buffer
		tA := newBoxesTable(&console{out: &outA}, r, sA.View(0), sA.Story(0, 0))
		tB := newBoxesTable(&console{out: &outB}, r, sB.View(0), sB.Story(0, 0))
		if sA.View(0) != sB.View(0) {
			continue // the rules showed seat 0 a difference (an upcard's effect)
		}
		require.Equal(t, outA.String(), outB.String())
		seen := boxesSeen(sA) // every card seat 0 has seen in the deal
		unseen := func(m *boxes.Move) cards.Set {
			if m != nil {
				seen = seen.Union(m.Cards()).Union(boxesSeen(sA))
			}
			return cards.Deck52.Minus(seen)
		}
		// The end of the deal shows every hand: compare what came before it.
		cut := func(text string) string { text, _, _ = strings.Cut(text, "Deal 1 ends"); return text }
		compared += comparePair(t, pair, sA, sB, tA, tB, &outA, &outB, rng, unseen, cut)
	}
	t.Logf("%d moves compared in %d pairs", compared, hiddenPairs)
	assert.Greater(t, compared, 10*hiddenPairs, "enough moves compared to show something")
}

// boxesSeen returns the cards seat 0 sees in s: his hand, and what every
// seat sees (the spectator's view), the top card and the discards.
func boxesSeen(s *cards.Session[boxes.State, boxes.Move, boxes.View]) cards.Set {
	all := s.View(cards.Spectator)
	return s.View(0).Hand().Union(all.Discards()).Add(all.Top())
}

// equiUnseen returns the cards seat 0 cannot see in s: all but his hand
// and what every seat sees (the spectator's view), the table, the piles
// and the cards of the hands that came back from a pile.
func equiUnseen(s *cards.Session[equi.State, equi.Move, equi.View]) cards.Set {
	all := s.View(cards.Spectator)
	out := cards.Deck36.Minus(s.View(0).Hand()).Minus(all.Table())
	for seat := range all.Players() {
		out = out.Minus(all.Pile(seat)).Minus(all.Known(seat))
	}
	return out
}

// TestEquiTableShowsOnlyWhatSeatZeroKnows is the test above for Equi, from
// 2 to 6 players.
func TestEquiTableShowsOnlyWhatSeatZeroKnows(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 2))
	compared := 0
	for pair := range hiddenPairs {
		r := equi.Rules{Players: equi.MinPlayers + pair%(equi.MaxPlayers-equi.MinPlayers+1), VoluntaryTrail: pair%4 == 3}
		dealer := r.Players - 1 // seat 0 gets positions 0, players, 2*players, ...
		var hidden []int
		for i := range equi.DeckSize {
			if i < equi.HandSize*r.Players && i%r.Players != 0 || i >= equi.HandSize*r.Players+equi.TableSize {
				hidden = append(hidden, i)
			}
		}
		deckA := cards.NewDeck36()
		deckA.Shuffle(rng)
		deckB := swapHidden(deckA, hidden, rng)
		sA, err := cards.NewSession(r, cards.Deal{Dealer: dealer, Deck: deckA})
		require.NoError(t, err)
		sB, err := cards.NewSession(r, cards.Deal{Dealer: dealer, Deck: deckB})
		require.NoError(t, err)
		var outA, outB bytes.Buffer
		tA := newEquiTable(&console{out: &outA}, r, sA.View(0))
		tB := newEquiTable(&console{out: &outB}, r, sB.View(0))
		require.Equal(t, outA.String(), outB.String())
		unseen := func(m *equi.Move) cards.Set {
			if m != nil {
				return equiUnseen(sA).Minus(m.Played())
			}
			return equiUnseen(sA)
		}
		compared += comparePair(t, pair, sA, sB, tA, tB, &outA, &outB, rng, unseen, nil)
	}
	t.Logf("%d moves compared in %d pairs", compared, hiddenPairs)
	assert.Greater(t, compared, 5*hiddenPairs, "enough moves compared to show something")
}
