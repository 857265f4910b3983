package main

import (
	"bytes"
	"math/rand/v2"
	"reflect"
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

// bothLegal returns a move drawn by rng among those of legal that check
// accepts, and false when there is none.
func bothLegal[M any](legal []M, check func(M) error, rng *rand.Rand) (M, bool) {
	var ok []M
	for _, m := range legal {
		if check(m) == nil {
			ok = append(ok, m)
		}
	}
	if len(ok) == 0 {
		var zero M
		return zero, false
	}
	return ok[rng.IntN(len(ok))], true
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
	compared, moves := 0, 0
	for pair := range hiddenPairs {
		r := variants[pair%len(variants)]
		deckA := cards.NewDeck(cards.Deck52)
		deckA.Shuffle(rng)
		deckB := swapHidden(deckA, hidden, rng)
		seed := rng.Uint64()
		sA, err := r.StartFromDeck(3, deckA, seed)
		require.NoError(t, err)
		sB, err := r.StartFromDeck(3, deckB, seed)
		require.NoError(t, err)
		var outA, outB bytes.Buffer
		tA := newBoxesTable(&console{out: &outA}, r.View(sA, 0))
		tB := newBoxesTable(&console{out: &outB}, r.View(sB, 0))
		if !reflect.DeepEqual(r.View(sA, 0), r.View(sB, 0)) {
			continue // the rules showed seat 0 a difference (an upcard's effect)
		}
		require.Equal(t, outA.String(), outB.String())
		seen := boxesSeen(sA) // every card seat 0 has seen in the deal
		for !sA.Over() {
			outA.Reset()
			outB.Reset()
			if sA.Turn() == 0 {
				tA.show(r.View(sA, 0))
				tB.show(r.View(sB, 0))
				assert.Empty(t, cardsIn(t, outA.String()).Minus(seen).Cards(), "pair %d: cards seat 0 cannot see named in:\n%s", pair, outA.String())
				require.Equal(t, outA.String(), outB.String())
				outA.Reset()
				outB.Reset()
			}
			m, ok := bothLegal(r.Legal(sA), func(m boxes.Move) error { _, err := r.Apply(sB, m); return err }, rng)
			if !ok {
				break
			}
			sA, _ = r.Apply(sA, m)
			sB, _ = r.Apply(sB, m)
			moves++
			vA, vB := r.View(sA, 0), r.View(sB, 0)
			tA.moved(vA)
			tB.moved(vB)
			textA, textB := outA.String(), outB.String()
			ended := sA.Over()
			if ended {
				// The end of the deal shows every hand: compare what came
				// before it.
				textA, _, _ = strings.Cut(textA, "Deal 1 ends")
				textB, _, _ = strings.Cut(textB, "Deal 1 ends")
			} else {
				seen = seen.Union(m.Cards()).Union(boxesSeen(sA))
				assert.Empty(t, cardsIn(t, textA).Minus(seen).Cards(), "pair %d: cards seat 0 cannot see named in:\n%s", pair, textA)
			}
			if !ended && !reflect.DeepEqual(vA, vB) {
				break // the rules showed seat 0 a difference
			}
			require.Equal(t, textA, textB, "pair %d, move %s", pair, m)
			compared++
		}
	}
	t.Logf("%d moves compared in %d pairs (%d moves played)", compared, hiddenPairs, moves)
	assert.Greater(t, compared, 10*hiddenPairs, "enough moves compared to show something")
}

// boxesSeen returns the cards seat 0 sees in s: his hand, the top card and
// the discards.
func boxesSeen(s boxes.State) cards.Set {
	return s.Hand(0).Union(s.Discards()).Add(s.Top())
}

// equiUnseen returns the cards seat 0 cannot see in s: the stock and the
// cards of the other hands that did not come back from a pile.
func equiUnseen(s equi.State) cards.Set {
	out := cards.Deck36.Minus(s.Hand(0)).Minus(s.Table())
	for seat := range s.Players() {
		out = out.Minus(s.Pile(seat)).Minus(s.Known(seat))
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
		sA, err := r.StartFromDeck(dealer, deckA)
		require.NoError(t, err)
		sB, err := r.StartFromDeck(dealer, deckB)
		require.NoError(t, err)
		var outA, outB bytes.Buffer
		tA := newEquiTable(&console{out: &outA}, r.View(sA, 0))
		tB := newEquiTable(&console{out: &outB}, r.View(sB, 0))
		require.Equal(t, outA.String(), outB.String())
		for !sA.Over() {
			outA.Reset()
			outB.Reset()
			if sA.Turn() == 0 {
				legal, more := equiFirstMoves(r.View(sA, 0))
				tA.show(r.View(sA, 0), legal, more)
				legal, more = equiFirstMoves(r.View(sB, 0))
				tB.show(r.View(sB, 0), legal, more)
				assert.Empty(t, cardsIn(t, outA.String()).Intersect(equiUnseen(sA)).Cards(), "pair %d: cards seat 0 cannot see named in:\n%s", pair, outA.String())
				require.Equal(t, outA.String(), outB.String())
				outA.Reset()
				outB.Reset()
			}
			m, ok := bothLegal(r.Legal(sA), func(m equi.Move) error { _, err := r.Apply(sB, m); return err }, rng)
			if !ok {
				break
			}
			sA, _ = r.Apply(sA, m)
			sB, _ = r.Apply(sB, m)
			vA, vB := r.View(sA, 0), r.View(sB, 0)
			tA.moved(vA)
			tB.moved(vB)
			if sA.Over() {
				tA.result(vA, r.Winners(sA))
				tB.result(vB, r.Winners(sB))
			}
			unseen := equiUnseen(sA).Minus(m.Played())
			textA := outA.String()
			assert.Empty(t, cardsIn(t, textA).Intersect(unseen).Cards(), "pair %d: cards seat 0 cannot see named in:\n%s", pair, textA)
			if !reflect.DeepEqual(vA, vB) {
				break // the rules showed seat 0 a difference
			}
			require.Equal(t, textA, outB.String(), "pair %d, %s", pair, m)
			compared++
		}
	}
	t.Logf("%d moves compared in %d pairs", compared, hiddenPairs)
	assert.Greater(t, compared, 5*hiddenPairs, "enough moves compared to show something")
}
