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

// listOnly hides every method of a view but those of cards.View, so that
// the players read it through AppendLegal: it has no RandomView fast path.
type listOnly[V cards.View[M], M any] struct{ v V }

func (w listOnly[V, M]) Seat() int               { return w.v.Seat() }
func (w listOnly[V, M]) AppendLegal(dst []M) []M { return w.v.AppendLegal(dst) }
func (w listOnly[V, M]) String() string          { return "listOnly" }

// appending is a view of a game the bot package does not know that lists
// its moves into a buffer: calls counts the calls of AppendLegal.
type appending struct {
	listOnly[trickView, cards.Card]
	calls *int
}

func (w appending) AppendLegal(dst []cards.Card) []cards.Card {
	*w.calls++
	return w.v.AppendLegal(dst)
}

// sameChoices checks that two Randoms of the same seed choose the same 20
// moves, one from v and the other from the same view read through
// AppendLegal only.
func sameChoices[V cards.View[M], M comparable](t *rapid.T, v V, seed uint64) {
	direct := bot.NewRandom[V, M](seed)
	listed := bot.NewRandom[listOnly[V, M], M](seed)
	for i := range 20 {
		a, err := direct.Choose(v)
		require.NoError(t, err)
		b, err := listed.Choose(listOnly[V, M]{v})
		require.NoError(t, err)
		require.Equal(t, b, a, "choice %d", i)
	}
}

// TestRandomChoosesTheSameThroughAppendLegal checks that a Random makes
// the same choices for a seed whether a view draws its move itself
// (boxes.View and equi.View, through cards.RandomView) or the Random lists
// the moves through AppendLegal, on random positions of both games.
func TestRandomChoosesTheSameThroughAppendLegal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "bot seed")
		if rapid.Bool().Draw(t, "boxes") {
			r, s := fixture.BoxesPosition(t)
			if cards.Over(r, s) {
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
		a, err := p.Choose(appending{listOnly[trickView, cards.Card]{v}, &calls})
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
	bs, err := br.Start(cards.Deal{Seed: 5})
	require.NoError(t, err)
	bv := br.View(bs, bs.Turn())
	er := equi.Rules{Players: 4}
	es, err := er.Start(cards.Deal{Seed: 5})
	require.NoError(t, err)
	ev := er.View(es, es.Turn())
	require.NotEmpty(t, bv.AppendLegal(nil))
	require.NotEmpty(t, ev.AppendLegal(nil))

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
// k-th card of the hand, in the order of AppendLegal, for the k that
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

// A Random finds the RandomView fast path of a view of a game it does not
// know by its method, chooses through it exactly what it chooses through
// AppendLegal, and allocates nothing doing so, nor listing the moves of a
// big view (bigView, through trickView's AppendLegal); a view passed as a
// pointer finds the fast path too.
func TestRandomFindsTheFastPathsOfAnyView(t *testing.T) {
	v := sixCards()
	big := bigView{trickView: v}
	byLegal := bot.NewRandom[trickView, cards.Card](5)
	drawing := bot.NewRandom[drawingView, cards.Card](5)
	listing := bot.NewRandom[bigView, cards.Card](5)
	pointer := bot.NewRandom[*drawingView, cards.Card](5)
	for i := range 20 {
		want, err := byLegal.Choose(v)
		require.NoError(t, err)
		for name, choose := range map[string]func() (cards.Card, error){
			"drawing": func() (cards.Card, error) { return drawing.Choose(drawingView{big}) },
			"listing": func() (cards.Card, error) { return listing.Choose(big) },
			"pointer": func() (cards.Card, error) { return pointer.Choose(&drawingView{big}) },
		} {
			got, err := choose()
			require.NoError(t, err, name)
			assert.Equal(t, want, got, "%s, choice %d", name, i)
		}
	}
	dv := drawingView{big}
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = drawing.Choose(dv) }), "drawing")
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = listing.Choose(big) }), "listing")
	pv := &drawingView{big}
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = pointer.Choose(pv) }), "pointer")
}
