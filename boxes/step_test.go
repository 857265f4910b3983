package boxes

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// stepRules are the option sets of TestRandomMoveSeededMatches, the 2-draw
// tables, a small move limit, and the variants of the benchmarks and of the
// contract test: every path RandomStep takes.
func stepRules(t *testing.T) []Rules {
	all := Rules{
		WildEightsNines: true, BigSets: true, PlayDrawn: true, PairAnswersTwo: true,
		UpcardEffects: true, LastCardEffects: true, FiveSelf: true,
	}
	strict := all
	strict.StrictPairs = true
	allVariant := all
	allVariant.Variant = allSteps.Variant
	short := Rules{MaxMoves: 40, Deals: mustSchedule(t, 7, 3, 1)}
	return []Rules{
		{}, all, strict,
		{WildEightsNines: true, PairAnswersTwo: true},
		{BigSets: true, StrictPairs: true, PlayDrawn: true},
		{TwoDraw: TwoDrawTwoEach, PairAnswersTwo: true}, {TwoDraw: TwoDrawPerTwo, FiveSelf: true},
		short, jackRule, allSteps, allVariant,
	}
}

// TestRandomStepMatchesRandomMove plays seeded random matches under each
// of stepRules through RandomStep, and checks at every position (5,000 or
// more under each rules, 100,000 with CARDRULES_LONG=1) that it draws the
// move RandomMove draws, leaves the generator where RandomMove leaves it,
// and leaves the position ApplyTo leaves for that move.
func TestRandomStepMatchesRandomMove(t *testing.T) {
	positions := testlong.N(5_000, 100_000)
	for i, r := range stepRules(t) {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			n := 0
			for seed := uint64(1); n < positions; seed++ {
				s, err := r.Start(cards.Deal{Dealer: int(seed % NumSeats), Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				p := rand.NewPCG(seed, 11)
				for ; ; n++ {
					want, wantP := s, *p
					wm, wok := r.Table().RandomMove(&want, &wantP)
					if wok {
						if err := r.Table().ApplyTo(&want, wm); err != nil {
							t.Fatalf("seed %d, position %d: ApplyTo of RandomMove's %v: %v", seed, n, wm, err)
						}
					}
					m, ok := r.Table().RandomStep(&s, p)
					if m != wm || ok != wok || *p != wantP || s != want {
						t.Fatalf("seed %d, position %d: RandomStep played %v (%t), RandomMove %v (%t); same generator %t, same position %t",
							seed, n, m, ok, wm, wok, *p == wantP, s == want)
					}
					if !ok {
						break
					}
				}
			}
		})
	}
}

// TestRandomStepNone: RandomStep draws nothing and changes nothing in a
// finished match, and without a position or a generator.
func TestRandomStepNone(t *testing.T) {
	r := Rules{Deals: mustSchedule(t, 1)}
	p := rand.NewPCG(1, 2)
	s, err := r.Start(cards.Deal{Dealer: 0, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if m, ok := r.Table().RandomStep(&s, nil); ok || m != (Move{}) {
		t.Fatalf("without a generator: %v, %t", m, ok)
	}
	for {
		if _, ok := r.Table().RandomStep(&s, p); !ok {
			break
		}
	}
	end, q := s, *p
	if m, ok := r.Table().RandomStep(&s, p); ok || m != (Move{}) || s != end || *p != q {
		t.Fatalf("a finished match: %v, %t, position changed %t, generator advanced %t", m, ok, s != end, *p != q)
	}
	if s.Turn() >= 0 {
		t.Fatal("the match is not over")
	}
	if m, ok := r.Table().RandomStep(nil, p); ok || m != (Move{}) || *p != q {
		t.Fatalf("without a position: %v, %t", m, ok)
	}
}

// TestRandomStepAllocs: a whole match through RandomStep allocates
// nothing, under the standard rules and every option
// (TestRandomStepVariantAllocs adds a variant, without the race
// detector).
func TestRandomStepAllocs(t *testing.T) {
	for _, r := range []Rules{{}, {WildEightsNines: true, BigSets: true, PlayDrawn: true, PairAnswersTwo: true, UpcardEffects: true, LastCardEffects: true, FiveSelf: true}} {
		randomStepAllocs(t, r)
	}
}

// randomStepAllocs fails t when a whole match under r through RandomStep
// allocates.
func randomStepAllocs(t *testing.T, r Rules) {
	t.Helper()
	if n := testing.AllocsPerRun(5, func() {
		p := rand.NewPCG(1, 2)
		x, _ := r.Start(cards.Deal{Dealer: 0, Seed: 7})
		for {
			if _, ok := r.Table().RandomStep(&x, p); !ok {
				break
			}
		}
	}); n != 0 {
		t.Errorf("%+v: a whole match through RandomStep allocates %v times", r, n)
	}
}
