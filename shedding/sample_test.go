package shedding

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// TestSampleKeepsAVoid: a seat that passed on hearts under StuckDraw,
// holding six cards, shows it holds no heart; seat 1 does not see its
// hand, and no sample of seat 1's view deals it a heart, nor does a
// redeal for seat 1, though most of the cards seat 1 cannot see are
// hearts and the other seats get them.
func TestSampleKeepsAVoid(t *testing.T) {
	r := boxesTable()
	// Nothing to draw: seat 0, with no heart, passes.
	s := play(t, r, boxesPos(t, "3C,4C,5C,KS,KD,QC", "JC,JD", "AC,AD", "QH", "-"), "pass")
	require.Equal(t, 6, s.Barred(0, VoidHearts))
	hearts := cards.SuitSet(cards.Hearts)
	v := r.View(s, 1)
	require.Greater(t, v.Unknown().Intersect(hearts).Len(), 10)
	rng := rand.New(rand.NewPCG(1, 2))
	others := 0
	for range testlong.N(300, 5000) {
		x := r.Sample(v, rng)
		require.Equal(t, v, r.View(x, 1))
		require.Zero(t, x.Hand(0).Intersect(hearts).Len(), "Sample: seat 0 holds no heart: %v", x.Hand(0))
		y := r.Redeal(s, 1, rng)
		require.Equal(t, v, r.View(y, 1))
		require.Zero(t, y.Hand(0).Intersect(hearts).Len(), "Redeal: seat 0 holds no heart: %v", y.Hand(0))
		others += x.Hand(2).Intersect(hearts).Len()
	}
	assert.Positive(t, others, "the other seats get hearts")
}

// sampleTable is a table of three seats with voids and answers:
// StuckDraw, ForcedDraw, 2s that make the next seat draw two and answer.
func sampleTable() Rules {
	r := Rules{Game: "sample", Players: 3, Deck: cards.Deck52, MaxDraw: 1, StuckDraw: true, ForcedDraw: true,
		Answer: cards.RankSet(cards.Two)}
	r.HandSize[3] = 7
	r.Draw[cards.Two] = 2
	return r
}

// deal is the hands of seats 1 and 2 and the card seat 1 drew, as a map
// key.
type deal struct {
	h1, h2 cards.Set
	drawn  cards.Card
}

// TestSampleUniformOverFittingDeals: on small positions whose fitting
// deals are counted by hand, every fitting deal of seat 0's view is
// sampled and no other, each about as often (within half its expected
// count either way), by Sample and by Redeal. Seat 0 sees every card but
// five: 2H, 3H, 4C, 5C and 6C (seven in the second case); seat 1 holds
// two (three), seat 2 one (two), the stock the rest.
func TestSampleUniformOverFittingDeals(t *testing.T) {
	c := func(text string) cards.Card { return card(text) }
	for _, tc := range []struct {
		name  string
		text  string                                    // the position, seat 0's hand "*"
		voids func(s *State)                            // the voids shown
		fits  func(h1, h2 cards.Set, d cards.Card) bool // the rule, said again by hand
		deals int                                       // counted by hand
	}{{
		// Seat 1's two cards are two of the three clubs (3 ways), seat 2's
		// one of the other three (3 ways).
		name:  "seat 1 showed no heart",
		text:  "*/4C,5C/2H QS/- 3H,6C 0:play cw 0 0 0/7 2 0,0,0 - -",
		voids: func(s *State) { s.barred[1][VoidHearts] = 2 },
		fits:  func(h1, _ cards.Set, _ cards.Card) bool { return h1.Intersect(cards.SuitSet(cards.Hearts)).Empty() },
		deals: 9,
	}, {
		// Seat 1 holds three cards, no 2 (all three barred) and at most one
		// heart (two barred): 3H or 4H with two of the three clubs (6), or
		// the three clubs (1); seat 2 two of the four left (6 ways).
		name: "seat 1 showed no 2, then no heart after a draw",
		text: "*/4C,5C,6C/2H,3H QS/- 2C,4H 0:play cw 0 0 0/7 2 0,0,0 - -",
		voids: func(s *State) {
			s.barred[1][VoidHearts] = 2
			s.barred[1][VoidAnswer] = 3
		},
		fits: func(h1, _ cards.Set, _ cards.Card) bool {
			return h1.OfRank(cards.Two).Empty() && h1.Intersect(cards.SuitSet(cards.Hearts)).Len() <= 1
		},
		deals: 42,
	}, {
		// Seat 1 must answer the 2 under ForcedDraw: it holds 2H, the only
		// 2 it can hold, and one of the four others (4 ways); seat 2 one
		// of the three left (3 ways).
		name:  "seat 1 holds an answer",
		text:  "*/2H,4C/5C 2S/- 3H,6C 1:answer:1:2 cw 0 1 0/7 2 0,0,0 - 0:2S/0,0,0 plays:1",
		voids: func(*State) {},
		fits:  func(h1, _ cards.Set, _ cards.Card) bool { return h1.Has(c("2H")) },
		deals: 12,
	}, {
		// Seat 1 drew on hearts under StuckDraw holding one card, so no
		// heart, and moves again: its other card is one of the three
		// clubs (3), the card drawn any of the four left (4), seat 2's
		// one of the three left (3 ways).
		name: "seat 1 drew after a void in hearts",
		text: "*/4C,2H/5C QH/- 3H,6C 1:drawn cw 0 1 0/7 2 0,0,0 - 1:draw/0,1,0",
		voids: func(s *State) {
			s.barred[1][VoidHearts] = 1
		},
		fits: func(h1, _ cards.Set, d cards.Card) bool {
			return h1.Has(d) && h1.Remove(d).Intersect(cards.SuitSet(cards.Hearts)).Empty()
		},
		deals: 36,
	}} {
		t.Run(tc.name, func(t *testing.T) {
			r := sampleTable()
			r.DrawEnds = false
			s := pos(t, r, tc.text)
			tc.voids(&s)
			v := r.View(s, 0)
			require.NoError(t, v.check())
			unknown := v.Unknown()
			n1, n2 := s.Hand(1).Len(), s.Hand(2).Len()
			// Every deal of the unknown cards, judged by the rule said by
			// hand: their number is the one counted by hand.
			want := map[deal]bool{}
			for h1 := range subsets(unknown, n1) {
				for h2 := range subsets(unknown.Minus(h1), n2) {
					ds := []cards.Card{cards.NoCard}
					if _, ok := s.Drawn(); s.DrawnThisTurn() > 0 && !ok {
						ds = h1.AppendCards(nil)
					}
					for _, d := range ds {
						if tc.fits(h1, h2, d) {
							want[deal{h1, h2, d}] = true
						}
					}
				}
			}
			require.Len(t, want, tc.deals, "the deals that fit, counted by hand")
			per := testlong.N(100, 3000)
			for name, next := range map[string]func(rng *rand.Rand) State{
				"Sample": func(rng *rand.Rand) State { return r.Sample(v, rng) },
				"Redeal": func(rng *rand.Rand) State { return r.Redeal(s, 0, rng) },
			} {
				rng := rand.New(rand.NewPCG(3, 4))
				got := map[deal]int{}
				for range per * tc.deals {
					x := next(rng)
					if r.View(x, 0) != v {
						require.Equal(t, v, r.View(x, 0), name)
					}
					d := deal{x.Hand(1), x.Hand(2), cards.NoCard}
					if s.DrawnThisTurn() > 0 {
						d.drawn, _ = x.Drawn()
					}
					require.True(t, want[d], "%s dealt %v, which does not fit", name, d)
					got[d]++
				}
				require.Len(t, got, tc.deals, "%s deals every deal that fits", name)
				for d, k := range got {
					assert.InDelta(t, per, k, float64(per)/2, "%s: deal %v", name, d)
				}
			}
		})
	}
}

// subsets yields the subsets of n cards of s.
func subsets(s cards.Set, n int) func(yield func(cards.Set) bool) {
	return func(yield func(cards.Set) bool) {
		var walk func(rest, acc cards.Set, n int) bool
		walk = func(rest, acc cards.Set, n int) bool {
			if n == 0 {
				return yield(acc)
			}
			c, ok := rest.Min()
			if !ok || rest.Len() < n {
				return true
			}
			rest = rest.Remove(c)
			return walk(rest, acc.Add(c), n-1) && walk(rest, acc, n)
		}
		walk(s, 0, n)
	}
}

// TestSampleKeepsThePlayOfBoxes plays random games of Boxes' table and,
// at every position, samples each seat's view and the spectator's and
// redeals for it: every hand dealt is one play allows (mayHold), the
// views are kept, and the position is valid.
func TestSampleKeepsThePlayOfBoxes(t *testing.T) {
	r := boxesTable()
	rng := rand.New(rand.NewPCG(16, 1))
	voids := 0
	for game := range testlong.N(3, 40) {
		s, err := r.Start(cards.Deal{Seed: uint64(game), Dealer: game % 4})
		require.NoError(t, err)
		p := rand.NewPCG(uint64(game), 9)
		for step := 0; s.Turn() >= 0; step++ {
			for seat := cards.Spectator; seat < 4; seat++ {
				v := r.View(s, seat)
				x, y := r.Sample(v, rng), r.Redeal(s, seat, rng)
				require.NotEqual(t, State{}, x, "game %d, move %d, seat %d: no sample of %v", game, step, seat, s)
				for _, z := range []State{x, y} {
					require.Equal(t, v, r.View(z, seat), "game %d, move %d, seat %d", game, step, seat)
					require.NoError(t, z.check())
					for i := range 4 {
						if i != seat && !r.mayHold(&z.Public, i, z.Hand(i)) {
							t.Fatalf("game %d, move %d, seat %d: seat %d's hand %v in %v", game, step, seat, i, z.Hand(i), z)
						}
					}
				}
			}
			for i := range 4 {
				if s.Barred(i, VoidClubs)+s.Barred(i, VoidDiamonds)+s.Barred(i, VoidHearts)+s.Barred(i, VoidSpades) > 0 {
					voids++
				}
			}
			r.RandomStep(&s, p)
		}
	}
	assert.Greater(t, voids, 100, "seats showed voids")
}
