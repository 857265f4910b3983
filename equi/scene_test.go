package equi

import (
	"iter"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/fishing"
)

// sceneVariant is the variant of the table a scene is read under: it
// changes nothing, and under it the decoders skip the checks of the order
// of play, which a scene's counters need not pass.
type sceneVariant struct{}

func (sceneVariant) Name() string           { return "scene" }
func (sceneVariant) Moved(*fishing.Effects) {}

// sceneStateOf builds the position p describes, which may leave cards out
// of play: it reads p's text under Equi's table for len(p.Hands) seats
// with p's cards as the deck, none dealt to the table, and sceneVariant.
// A hand larger than a hand of that deal counts as drawn by the variant
// (the variant's field of the text), which the rules of a scene never
// read, and when moves were made, the last is a made-up trail. The
// position plays under the Rules of any options with as many
// seats. It has no trail records.
func sceneStateOf(t require.TestingT, p pos) State {
	n := len(p.Hands)
	require.Len(t, p.Piles, n)
	require.Empty(t, p.Rest, "no variant field nor trail records")
	deck := p.Table | cards.SetOf(p.Stock...)
	for i := range n {
		deck |= p.Hands[i] | p.Piles[i]
	}
	hand := max(1, min(HandSize, deck.Len()/n))
	drawn := 0
	for _, h := range p.Hands {
		if unseen := h.Minus(p.Known).Len(); unseen > hand {
			drawn = max(drawn, unseen-hand)
		}
		if len(p.Stock) > 0 && h.Len() > hand {
			drawn = max(drawn, 1)
		}
	}
	table := Rules{Players: n}.Table()
	table.Deck, table.Hand, table.TableCards, table.Variant = deck, hand, 0, sceneVariant{}
	fr, err := fishing.New(table)
	require.NoError(t, err)
	if p.Moves > 0 && p.LastSeat < 0 {
		// The decoders want a last move exactly when moves were made; a
		// trail by the seat before the turn, which play does not read.
		c, _ := deck.Min()
		p.LastSeat, p.LastMove = (max(p.TurnSeat(), 0)+n-1)%n, Trail(c)
	}
	if drawn > 0 {
		p.Rest = []string{"0,0,0,0/" + strings.Repeat("0,", n-1) + "0/" + strconv.Itoa(drawn)}
	}
	s, err := fr.ParseState(p.text())
	require.NoError(t, err, p.text())
	return s
}

// movesOf returns an iterator over the legal moves of s, in the order of
// AppendLegal; none when s is over.
func movesOf(r Rules, s State) iter.Seq[Move] {
	return func(yield func(Move) bool) {
		for _, m := range r.AppendLegal(nil, s) {
			if !yield(m) {
				return
			}
		}
	}
}

// uncheckedState returns the position p describes, its variant's field and
// trail records (p.Rest) included, read under r's table with sceneVariant
// when r has no Variant: the decoders then skip the checks of the order of
// play, so it may be a position the decoders of r refuse, for the tests of
// the view decoder.
func uncheckedState(t testing.TB, r Rules, p pos) State {
	t.Helper()
	table := r.Table()
	if table.Variant == nil {
		table.Variant = sceneVariant{}
	}
	fr, err := fishing.New(table)
	require.NoError(t, err)
	s, err := fr.ParseState(p.text())
	require.NoError(t, err, p.text())
	return s
}
