package bot_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/internal/fixture"
)

// legalOnly hides every method of a view but those of cards.View, so that
// the players read it through Legal.
type legalOnly[V cards.View[M], M any] struct{ v V }

func (w legalOnly[V, M]) Seat() int      { return w.v.Seat() }
func (w legalOnly[V, M]) Legal() []M     { return w.v.Legal() }
func (w legalOnly[V, M]) String() string { return "legalOnly" }

// appending is a view of a game the bot package does not know that lists
// its moves into a buffer: calls counts the calls of AppendLegal.
type appending struct {
	legalOnly[trickView, cards.Card]
	calls *int
}

func (w appending) AppendLegal(dst []cards.Card) []cards.Card {
	*w.calls++
	return append(dst, w.v.Legal()...)
}

// sameChoices checks that two Randoms of the same seed choose the same 20
// moves, one from v and the other from the same view read through Legal
// only.
func sameChoices[V cards.View[M], M comparable](t *rapid.T, v V, seed uint64) {
	direct := bot.NewRandom[V, M](seed)
	listed := bot.NewRandom[legalOnly[V, M], M](seed)
	for i := range 20 {
		a, err := direct.Choose(v)
		require.NoError(t, err)
		b, err := listed.Choose(legalOnly[V, M]{v})
		require.NoError(t, err)
		require.Equal(t, b, a, "choice %d", i)
	}
}

// TestRandomChoosesTheSameThroughAppendLegal checks that a Random makes
// the same choices for a seed whether it lists a view's moves into its
// buffer (boxes.View and equi.View) or through Legal, on random positions
// of both games.
func TestRandomChoosesTheSameThroughAppendLegal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "bot seed")
		if rapid.Bool().Draw(t, "boxes") {
			r, s := fixture.BoxesPosition(t)
			if s.Over() {
				t.Skip("the deal ended at once")
			}
			sameChoices[boxes.View, boxes.Move](t, r.View(s, s.Turn()), seed)
			return
		}
		r, s := fixture.EquiPosition(t)
		sameChoices[equi.View, equi.Move](t, r.View(s, s.Turn()), seed)
	})
}

func TestRandomUsesAppendLegalOfOtherViews(t *testing.T) {
	v := sixCards()
	calls := 0
	p := bot.NewRandom[appending, cards.Card](5)
	q := bot.NewRandom[trickView, cards.Card](5)
	for range 10 {
		a, err := p.Choose(appending{legalOnly[trickView, cards.Card]{v}, &calls})
		require.NoError(t, err)
		b, err := q.Choose(v)
		require.NoError(t, err)
		assert.Equal(t, b, a)
	}
	assert.Equal(t, 10, calls, "one AppendLegal a choice")
}

// TestRandomAllocatesNothing checks that a Random chooses a move of a
// boxes.View or an equi.View without allocating: the moves go into the
// buffer it keeps.
func TestRandomAllocatesNothing(t *testing.T) {
	br := fixture.BoxesRules(t, 8)
	bs, err := br.Start(0, 5)
	require.NoError(t, err)
	bv := br.View(bs, bs.Turn())
	er := equi.Rules{Players: 4}
	es, err := er.Start(0, 5)
	require.NoError(t, err)
	ev := er.View(es, es.Turn())
	require.NotEmpty(t, bv.Legal())
	require.NotEmpty(t, ev.Legal())

	boxesRandom := bot.NewRandom[boxes.View, boxes.Move](1)
	equiRandom := bot.NewRandom[equi.View, equi.Move](1)
	for name, choose := range map[string]func() error{
		"boxes": func() error { _, err := boxesRandom.Choose(bv); return err },
		"equi":  func() error { _, err := equiRandom.Choose(ev); return err },
	} {
		require.NoError(t, choose(), name)
		assert.Zero(t, testing.AllocsPerRun(100, func() { _ = choose() }), name)
	}
}

// A view of a game bot does not know, big enough that converting it to an
// interface would allocate: a padded trickView.
type bigView struct {
	trickView
	_ [256]byte
}

// drawingView draws its move itself, as the built-in games' views do: the
// k-th card of the hand, in the order of Legal, for the k that
// cards.UintN draws.
type drawingView struct{ bigView }

func (w drawingView) RandomMove(p *rand.PCG) (cards.Card, bool) {
	hand := w.s.hands[w.seat]
	if w.s.turn != w.seat || hand.Empty() {
		return 0, false
	}
	k := cards.UintN(p, uint64(hand.Len()))
	for c := range hand.All() {
		if k == 0 {
			return c, true
		}
		k--
	}
	panic("unreachable")
}

// listingView lists its moves into the caller's buffer without allocating.
type listingView struct{ bigView }

func (w listingView) AppendLegal(dst []cards.Card) []cards.Card {
	if w.s.turn != w.seat {
		return dst
	}
	for c := range w.s.hands[w.seat].All() {
		dst = append(dst, c)
	}
	return dst
}

// A Random finds the fast paths of a view of a game it does not know by
// their methods, chooses through them exactly what it chooses through
// Legal, and allocates nothing doing so; a view passed as a pointer finds
// them too.
func TestRandomFindsTheFastPathsOfAnyView(t *testing.T) {
	v := sixCards()
	big := bigView{trickView: v}
	byLegal := bot.NewRandom[trickView, cards.Card](5)
	drawing := bot.NewRandom[drawingView, cards.Card](5)
	listing := bot.NewRandom[listingView, cards.Card](5)
	pointer := bot.NewRandom[*drawingView, cards.Card](5)
	for i := range 20 {
		want, err := byLegal.Choose(v)
		require.NoError(t, err)
		for name, choose := range map[string]func() (cards.Card, error){
			"drawing": func() (cards.Card, error) { return drawing.Choose(drawingView{big}) },
			"listing": func() (cards.Card, error) { return listing.Choose(listingView{big}) },
			"pointer": func() (cards.Card, error) { return pointer.Choose(&drawingView{big}) },
		} {
			got, err := choose()
			require.NoError(t, err, name)
			assert.Equal(t, want, got, "%s, choice %d", name, i)
		}
	}
	dv, lv := drawingView{big}, listingView{big}
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = drawing.Choose(dv) }), "drawing")
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = listing.Choose(lv) }), "listing")
	pv := &drawingView{big}
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = pointer.Choose(pv) }), "pointer")
}
