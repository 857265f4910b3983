package fishing_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/internal/testlong"
	"github.com/cardrules/cardrules/scopa"
)

// sweepBonus is a variant for the tests: a capture that clears the table
// adds a point, a capture of three cards or more makes the mover draw a
// card, and counter 0 counts the trails.
type sweepBonus struct{}

func (sweepBonus) Name() string { return "sweep-bonus" }

func (sweepBonus) Moved(e *fishing.Effects) {
	m := e.Move()
	if m.IsTrail() {
		e.SetCounter(0, e.Counter(0)+1)
		return
	}
	if e.Table().Empty() {
		e.AddScore(e.Seat(), 1)
	}
	if m.Taken().Len() >= 3 {
		e.Draw(e.Seat(), 1)
	}
}

func variantRules(t testing.TB) fishing.Rules {
	tb := equiTable(equi.Rules{Players: 3})
	tb.Name = "equi"
	tb.Variant = sweepBonus{}
	r, err := fishing.New(tb)
	require.NoError(t, err)
	return r
}

// TestVariantContract runs the contract check on Equi's table with a
// variant that adds scores, draws cards and counts.
func TestVariantContract(t *testing.T) {
	r := variantRules(t)
	cardstest.Check[fishing.State, fishing.Move, fishing.View](t, r, Config(r, testlong.N(30, 2000)))
}

// TestVariantSteps plays games and checks what the hook kept, and that
// positions and views with it round-trip in JSON and text.
func TestVariantSteps(t *testing.T) {
	r := variantRules(t)
	drew, added := false, false
	for seed := range uint64(20) {
		s, err := r.Start(cards.Deal{Seed: seed})
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 4))
		trails := 0
		for {
			legal := cards.Legal(r, s)
			if len(legal) == 0 {
				break
			}
			m := legal[rng.IntN(len(legal))]
			if m.IsTrail() {
				trails++
			}
			s, err = r.Apply(s, m)
			require.NoError(t, err)
			assert.Equal(t, min(trails, 255), s.Counter(0))
			drew = drew || s.VariantDrawn() > 0
			added = added || s.AddedScore(0)+s.AddedScore(1)+s.AddedScore(2) > 0
			back, err := r.ParseState(s.String())
			require.NoError(t, err, s.String())
			require.Equal(t, s, back)
			data, err := json.Marshal(r.View(s, 1))
			require.NoError(t, err)
			v := r.View(fishing.State{}, 0) // rules with no table: refused
			assert.Error(t, json.Unmarshal(data, &v))
			v = r.View(s, 0)
			require.NoError(t, json.Unmarshal(data, &v))
			assert.Equal(t, r.View(s, 1), v)
		}
	}
	assert.True(t, drew, "some game draws through the variant")
	assert.True(t, added, "some game adds a score")

	// A record of the variant resumes only under rules that play it.
	plain, err := fishing.New(equiTable(equi.Rules{Players: 3}))
	require.NoError(t, err)
	_, err = plain.WithTags(r.Tags())
	assert.ErrorIs(t, err, cards.ErrInvalidRules)
	_, err = r.WithTags(plain.Tags())
	assert.ErrorIs(t, err, cards.ErrInvalidRules)
	again, err := r.WithTags(r.Tags())
	require.NoError(t, err)
	assert.Equal(t, r, again)
}

// TestWithTagsSeats resumes the tags of a four-player partnership game
// under the rules of two players, and refuses broken tags.
func TestWithTagsSeats(t *testing.T) {
	tb := equiTable(equi.Rules{Players: 4})
	tb.Partners = true
	four, err := fishing.New(tb)
	require.NoError(t, err)
	two, err := fishing.New(equiTable(equi.Rules{}))
	require.NoError(t, err)
	got, err := two.WithTags(four.Tags())
	require.NoError(t, err)
	assert.Equal(t, four, got)
	for _, tags := range [][]cards.Tag{
		{{Name: "Players", Value: "x"}},
		{{Name: "Players", Value: "4"}, {Name: "Players", Value: "4"}},
		{{Name: "Partners", Value: "yes"}},
		{{Name: "Players", Value: "3"}, {Name: "Partners", Value: "true"}},
	} {
		_, err := two.WithTags(tags)
		assert.ErrorIs(t, err, cards.ErrInvalidRules, "%v", tags)
	}
}

// funcVariant is a variant whose dynamic type cannot be compared.
type funcVariant func(*fishing.Effects)

func (funcVariant) Name() string               { return "func" }
func (f funcVariant) Moved(e *fishing.Effects) { f(e) }

// TestRulesCompareAsTables checks that Rules made from equal tables are
// equal and from different ones not, and that a Variant that cannot be
// compared makes Rules without a panic.
func TestRulesCompareAsTables(t *testing.T) {
	a, err := fishing.New(scopa.Table(2))
	require.NoError(t, err)
	b, err := fishing.New(scopa.Table(2))
	require.NoError(t, err)
	c, err := fishing.New(scopa.Table(4))
	require.NoError(t, err)
	require.True(t, a == b)
	require.False(t, a == c)
	v1, v2 := variantRules(t), variantRules(t)
	require.True(t, v1 == v2)

	tb := scopa.Table(2)
	tb.Variant = funcVariant(func(*fishing.Effects) {})
	r, err := fishing.New(tb)
	require.NoError(t, err)
	s, err := r.Start(cards.Deal{Seed: 1})
	require.NoError(t, err)
	_, n, err := cards.Playout(cards.Game[fishing.State, fishing.Move](r), s, rand.NewPCG(1, 2), 0)
	require.NoError(t, err)
	require.Positive(t, n)
}
