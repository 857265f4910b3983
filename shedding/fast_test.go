//go:build !cardrules_reference

package shedding

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// requireFastStep checks the fast path against the rule steps in one
// position s of r: from generators seeded alike, the move randomMove
// draws played by apply, and the fast path's step, end in the same
// position (whose last move is the move) with the same generator.
func requireFastStep(t require.TestingT, r *Rules, s State, seed uint64) {
	f := newFastTable(r)
	p, q := rand.NewPCG(seed, 1), rand.NewPCG(seed, 1)
	ref, fast := s, s
	r.apply(&ref, r.randomMove(&ref, p))
	require.Equal(t, 1, f.run(&fast, q, 1))
	require.True(t, ref == fast, "a step from %v:\nrule steps %v\nfast path  %v", s, ref, fast)
	require.Equal(t, p.Uint64(), q.Uint64(), "the draws of a step from %v", s)
}

// fastTables are the tables the fast path is checked on: Boxes' (under
// each option of its pairs and draws), Mau-Mau's and Switch's without
// their last-card call, and Crazy Eights' shape.
func fastTables() []Rules {
	boxes := boxesTable()
	big := boxesTable()
	big.MaxSet = cards.NumSuits
	strict := boxesTable()
	strict.UncalledDraw, strict.SetAnswers, strict.LastCardActs = 0, true, true
	wild := boxesTable()
	wild.Wild, wild.DrawEnds, wild.UpcardActs, wild.OthersSelf = wild.Call, false, true, true
	eights := Rules{Game: "crazy-eights", Players: 4, Deck: cards.Deck52,
		HandSize: [MaxPlayers + 1]uint8{2: 7, 3: 5, 4: 5, 5: 5}, TurnBack: cards.RankSet(cards.Eight),
		Wild: cards.RankSet(cards.Eight), Call: cards.RankSet(cards.Eight),
		Skip: cards.RankSet(cards.Queen), Reverse: cards.RankSet(cards.Ace), Answer: cards.RankSet(cards.Two),
		MaxDraw: 5, Reshuffle: true}
	eights.Draw[cards.Two] = 2
	mau, sw := MauMau(4), Switch(3)
	mau.LastCall, sw.LastCall = 0, 0 // the fast path leaves the call to the rule steps
	return []Rules{boxes, big, strict, wild, mau, sw, eights}
}

// drawTable returns one of fastTables or a random table that the fast
// path takes (no LastCall), from t.
func drawTable(t *rapid.T) Rules {
	tables := fastTables()
	if i := rapid.IntRange(0, len(tables)).Draw(t, "table"); i < len(tables) {
		return tables[i]
	}
	rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "table seed"), 1))
	for {
		if r := randomTable(rng); r.Validate() == nil {
			r.LastCall = 0
			return r
		}
	}
}

// TestFastMatchesReferenceRandom checks the fast path against the rule
// steps in random positions: a random number of random moves into a game
// of a random table, with the voids the seat to move has shown
// (Public.Barred) drawn anew, each up to its hand.
func TestFastMatchesReferenceRandom(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawTable(t)
		s, err := r.Start(cards.Deal{Dealer: rapid.IntRange(0, r.Players-1).Draw(t, "dealer"), Seed: rapid.Uint64().Draw(t, "seed")})
		require.NoError(t, err)
		p := rand.NewPCG(rapid.Uint64().Draw(t, "moves seed"), 2)
		for range rapid.IntRange(0, 300).Draw(t, "moves") {
			if _, ok := r.RandomStep(&s, p); !ok {
				break
			}
		}
		if s.mover == 0 {
			return
		}
		seat := int(s.mover) - 1
		if rapid.Bool().Draw(t, "new voids") {
			for k := range s.barred[seat] {
				s.barred[seat][k] = uint8(rapid.IntRange(0, s.hands[seat].Len()).Draw(t, "barred"))
			}
		}
		requireFastStep(t, &r, s, rapid.Uint64().Draw(t, "step seed"))
	})
}

// TestFastMatchesReferenceInGames checks the fast path against the rule
// steps at every position of random games of each of fastTables, whole
// matches of Boxes' 15 deals included, and that Steps, through the fast
// path, plays each game to the position the rule steps reach.
func TestFastMatchesReferenceInGames(t *testing.T) {
	match := boxesTable()
	copy(match.Deals[:], []uint8{8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8})
	for _, r := range append(fastTables(), match) {
		for g := range testlong.N(6, 100) {
			seed := uint64(g)
			s, err := r.Start(cards.Deal{Dealer: g % r.Players, Seed: seed})
			require.NoError(t, err, r.Game)
			batch := s
			p, q := rand.NewPCG(seed, 3), rand.NewPCG(seed, 3)
			moves := 0
			for ; s.mover != 0; moves++ {
				requireFastStep(t, &r, s, seed+uint64(moves))
				r.apply(&s, r.randomMove(&s, p))
			}
			require.Equal(t, moves, r.Steps(&batch, q, moves+10), "%s game %d", r.Game, g)
			require.True(t, s == batch, "%s game %d: Steps ends in %v, the rule steps in %v", r.Game, g, batch, s)
			require.Equal(t, p.Uint64(), q.Uint64())
		}
	}
}

// TestFastTakesEveryTable pins which tables Steps plays through the fast
// path: every one (a move it does not know goes to the rule steps) but a
// table with a Variant, whose hook runs in apply, or with LastCall.
func TestFastTakesEveryTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	tables := fastTables()
	for len(tables) < 30 {
		if r := randomTable(rng); r.Validate() == nil {
			tables = append(tables, r)
		}
	}
	for _, r := range tables {
		s, err := r.Start(cards.Deal{})
		require.NoError(t, err)
		_, ok := r.fastSteps(&s, rand.NewPCG(1, 1), 1)
		require.Equal(t, r.LastCall == 0, ok, "%s, LastCall %d", r.Game, r.LastCall)
		r.Variant = houseRules{}
		_, ok = r.fastSteps(&s, rand.NewPCG(1, 1), 1)
		require.False(t, ok, "%s with a Variant", r.Game)
	}
}
