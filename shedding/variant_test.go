package shedding

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// hook is a test variant whose Moved is a function: a pointer to one, so
// that the type is comparable.
type hook struct {
	name  string
	moved *func(e *Effects)
}

func (h hook) Name() string { return h.name }

func (h hook) Moved(e *Effects) { (*h.moved)(e) }

// with returns r with a variant named "test" doing f.
func with(r Rules, f func(e *Effects)) Rules {
	r.Variant = hook{"test", &f}
	return r
}

// houseRules is a Mau-Mau-like house rule written as a Variant, as a user
// would on a table that has none of these effects: an 8 skips the next
// player, a 10 reverses the direction, an ace plays again, and a 7 makes
// the next player draw two before his turn.
type houseRules struct{}

func (houseRules) Name() string { return "house-rules" }

func (houseRules) Moved(e *Effects) {
	m := e.Move()
	// A card that ends the game has no effect (Next is then -1); Reverse
	// would still turn the direction.
	if m.Kind() != KindCard || e.Next() < 0 {
		return
	}
	switch m.Card().Rank() {
	case cards.Eight:
		e.Skip()
	case cards.Ten:
		e.Reverse()
	case cards.Ace:
		e.Again()
	case cards.Seven:
		e.Draw(e.Next(), 2)
	}
}

// plainTable is a table with no card effect: four seats, 32 cards, five
// each, follow the suit or the rank, one draw a turn, reshuffles.
func plainTable() Rules {
	r := Rules{Game: "plain", Players: 4, Deck: Deck32, MaxDraw: 1, Reshuffle: true}
	r.HandSize[4] = 5
	for k := cards.Seven; k <= cards.Ace; k++ {
		r.Penalty[k] = int16(k)
	}
	return r
}

// TestVariantPlaysAsTable: the house rules written as a Variant play the
// game the table's own fields play (Skip, Reverse, Again and Feed), move
// for move, position for position, through Apply, ApplyTo and RandomStep
// alike: the hook runs where a card's effect runs, and its steps are the
// table's.
func TestVariantPlaysAsTable(t *testing.T) {
	hooked := plainTable()
	hooked.Variant = houseRules{}
	fields := plainTable()
	fields.Skip, fields.Reverse, fields.Again = cards.RankSet(cards.Eight), cards.RankSet(cards.Ten), cards.RankSet(cards.Ace)
	fields.Feed[cards.Seven] = 2
	for game := range testlong.N(30, 500) {
		d := cards.Deal{Seed: uint64(game), Dealer: game % 4}
		a, err := hooked.Start(d)
		require.NoError(t, err)
		b, err := fields.Start(d)
		require.NoError(t, err)
		require.Equal(t, a, b)
		p, q := rand.NewPCG(uint64(game), 1), rand.NewPCG(uint64(game), 1)
		for step := 0; a.Turn() >= 0; step++ {
			require.Equal(t, legal(fields, b), legal(hooked, a), "game %d, move %d", game, step)
			m, ok := hooked.RandomStep(&a, p)
			require.True(t, ok)
			fields.RandomStep(&b, q)
			if a != b {
				require.Equal(t, b, a, "game %d, move %d (%v)", game, step, m)
			}
		}
	}
}

// TestVariantContract runs the checks of cards/cardstest over games of
// the house rules and of Mau-Mau with a hook that keeps counters, adds
// scores and names suits: the fast paths agree with Apply, views leak
// nothing, Sample and Redeal keep the views, and records resume under the
// variant.
func TestVariantContract(t *testing.T) {
	r := plainTable()
	r.Variant = houseRules{}
	contractOver(t, r, testlong.N(5, 400))
	m := with(MauMau(4), func(e *Effects) {
		e.SetCounter(0, e.Counter(0)+1)
		if e.Move().Kind() == KindDraw {
			e.AddScore(e.Seat(), -1)
		}
		if e.Move().Top().Rank() == cards.King {
			e.NameSuit(cards.Hearts)
		}
	})
	contractOver(t, m, testlong.N(5, 400))
}

// requireVariantDocuments requires that the text and JSON of s, and the
// JSON of its views under r, a table with a variant, read back to what
// they were written from.
func requireVariantDocuments(t *testing.T, r Rules, s State) {
	t.Helper()
	text, err := r.AppendState(nil, s)
	require.NoError(t, err)
	back, err := r.ParseState(string(text))
	require.NoError(t, err, "%s", text)
	require.Equal(t, s, back, "%s", text)
	data, err := r.MarshalState(s)
	require.NoError(t, err)
	back, err = r.DecodeState(data)
	require.NoError(t, err, "%s", data)
	require.Equal(t, s, back, "%s", data)
	for seat := cards.Spectator; seat < r.Players; seat++ {
		v := r.View(s, seat)
		data, err := json.Marshal(v)
		require.NoError(t, err)
		w := View[Rules]{rules: r}
		require.NoError(t, json.Unmarshal(data, &w), "%s", data)
		require.Equal(t, v, w, "%s", data)
		var plain View[Rules]
		assert.ErrorIs(t, json.Unmarshal(data, &plain), cards.ErrInvalidRules, "a view of the variant under the table alone")
	}
}

// TestEffectsSteps plays 9C, an ordinary card, in one position with a
// variant taking each step, and checks the position it leaves.
func TestEffectsSteps(t *testing.T) {
	base := plainTable()
	start := pos(t, base, "9C,KC,QD/10D,JD/8H,7H/* 9D/- AS,AH,AD 0:play cw 0 0 0/5 3 0,0,0,0 - -")
	for _, tc := range []struct {
		name  string
		step  func(e *Effects)
		check func(t *testing.T, s State)
	}{
		{"none", func(*Effects) {}, func(t *testing.T, s State) {
			assert.Equal(t, 1, s.Turn())
		}},
		{"skip", func(e *Effects) { e.Skip() }, func(t *testing.T, s State) {
			assert.Equal(t, 2, s.Turn())
		}},
		{"again", func(e *Effects) { e.Again() }, func(t *testing.T, s State) {
			assert.Equal(t, 0, s.Turn())
		}},
		{"reverse", func(e *Effects) { e.Reverse() }, func(t *testing.T, s State) {
			assert.Equal(t, 3, s.Turn(), "the mover's other neighbour")
			assert.Equal(t, Counterclockwise, s.Direction())
		}},
		{"again then reverse", func(e *Effects) { e.Again(); e.Reverse() }, func(t *testing.T, s State) {
			assert.Equal(t, 0, s.Turn(), "the mover again")
		}},
		{"draw", func(e *Effects) { assert.Equal(t, 2, e.Draw(e.Next(), 2)) }, func(t *testing.T, s State) {
			assert.Equal(t, set("10D JD AS AH"), s.Hand(1), "the top of the stock first")
			assert.Equal(t, 2, s.Drew(1))
			assert.Equal(t, 1, s.Turn())
		}},
		{"draw more than the stock", func(e *Effects) { assert.Equal(t, 4, e.Draw(2, 9)) }, func(t *testing.T, s State) {
			assert.Equal(t, 6, s.Hand(2).Len(), "the stock, then the 9D reshuffled")
			assert.Zero(t, s.StockLen())
			assert.Zero(t, s.Discards().Len())
		}},
		{"name a suit", func(e *Effects) { e.NameSuit(cards.Spades) }, func(t *testing.T, s State) {
			assert.Equal(t, cards.Spades, s.Suit())
			assert.True(t, s.Named())
			assert.Equal(t, []string{"draw"}, legal(base, s), "seat 1 follows spades or a 9")
		}},
		{"counters and scores", func(e *Effects) {
			e.SetCounter(1, 300)
			e.SetCounter(3, 7)
			e.SetCounter(4, 9)
			e.AddScore(0, 5)
			e.AddScore(2, -70000)
			e.AddScore(9, 1)
		}, func(t *testing.T, s State) {
			assert.Equal(t, []int{0, 255, 0, 7}, []int{s.Counter(0), s.Counter(1), s.Counter(2), s.Counter(3)})
			assert.Equal(t, []int{5, 0, -MaxAddedScore, 0}, []int{s.AddedScore(0), s.AddedScore(1), s.AddedScore(2), s.AddedScore(3)})
			rest := 0 // seat 3's penalty: the ranks of its cards
			for c := range s.Hand(3).All() {
				rest += int(c.Rank())
			}
			r := plainTable()
			assert.Equal(t, []int{5 - 13 - 12, -10 - 11, -MaxAddedScore - 8 - 7, -rest}, r.Score(s))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := with(base, tc.step)
			seat := -2
			r = with(r, func(e *Effects) {
				seat = e.Seat()
				assert.Equal(t, "9C", e.Move().String())
				assert.Equal(t, card("9C"), e.State().Top())
				tc.step(e)
			})
			s := play(t, r, start, "9C")
			assert.Equal(t, 0, seat)
			tc.check(t, s)
			requireVariantDocuments(t, r, s)
		})
	}
}

// TestEffectsPhases: in the drawn phase and with a draw pending the steps
// of the turn change nothing but the direction; once the game is over
// neither, and the seat that went out draws nothing while the others do;
// a kept Effects does nothing after Moved returns.
func TestEffectsPhases(t *testing.T) {
	var kept *Effects
	steps := func(e *Effects) {
		kept = e
		e.Skip()
		e.Again()
	}
	// Drawn: seat 0 drew and moves again.
	r := with(plainTable(), steps)
	s := play(t, r, pos(t, r, "KC,QD/10D,JD/8H,7H/* 9D/- AS,AH,AD 0:play cw 0 0 0/5 3 0,0,0,0 - -"), "draw")
	assert.Equal(t, PhaseDrawn, s.Phase())
	assert.Equal(t, 0, s.Turn())
	// Pending: a 7 on seat 1, which holds one.
	pend := MauMau(4)
	pend.UpcardActs = false
	s = play(t, with(pend, steps), pos(t, pend, "7C,KC/7D,JD/8H,10H/* 9C/- AS,AH,AD 0:play cw 0 0 0/5 3 0,0,0,0 - -"), "7C")
	assert.Equal(t, PhaseAnswer, s.Phase())
	assert.Equal(t, 1, s.Turn())
	// Out: seat 0 plays its last card.
	drew := [2]int{}
	// Moved runs before the end is decided, as Boxes' hook: the turn is
	// not passed, the game not yet over, and Reverse turns the direction.
	out := with(plainTable(), func(e *Effects) {
		drew = [2]int{e.Draw(0, 1), e.Draw(1, 1)}
		assert.Equal(t, -1, e.Next())
		assert.Equal(t, 0, e.State().Turn(), "the game is not over yet")
		e.Again()
		e.Skip()
		e.Reverse()
	})
	s = play(t, out, pos(t, out, "9C/10D,JD/8H,7H/* 9D/- AS,AH,AD 0:play cw 0 0 0/5 3 0,0,0,0 - -"), "9C")
	assert.Equal(t, [2]int{0, 1}, drew, "the seat out draws nothing; the others do")
	reason, who := s.End()
	assert.Equal(t, EndOut, reason)
	assert.Equal(t, 0, who)
	assert.Equal(t, 3, s.Hand(1).Len())
	assert.Equal(t, Counterclockwise, s.Direction())
	requireVariantDocuments(t, out, s)
	// Blocked: the last pass has passed the turn, and the game ends after
	// Moved whatever it does.
	blocked := boxesTable()
	var next int
	s = play(t, with(blocked, func(e *Effects) {
		next = e.Next()
		e.Again()
	}), pos(t, blocked, "KS/KD/KC/* JH/- - 0:play cw 3 3 0/8 3 0,0,0,0 - 3:pass/0,0,0,0"), "pass")
	assert.Equal(t, 1, next, "the seat after the last pass")
	reason, _ = s.End()
	assert.Equal(t, EndBlocked, reason)
	// A kept Effects.
	require.NotNil(t, kept)
	assert.Equal(t, -1, kept.Seat())
	assert.Zero(t, kept.Draw(0, 1))
	assert.Equal(t, State{}, kept.State())
}

// TestEffectsEveryMove: Moved runs once for every move, plays, draws and
// passes, and not for the upcard; in a match the counters and the added
// scores last across the deals. The variant makes the next seat draw
// after every draw and pass and renames the suit after every king: the
// positions read back from their text and JSON (one in ten, every one in
// the long suite).
func TestEffectsEveryMove(t *testing.T) {
	r := MauMau(3)
	r.Deals[0], r.Deals[1] = 3, 3
	calls := 0
	r = with(r, func(e *Effects) {
		calls++
		e.SetCounter(0, e.Counter(0)+1)
		e.AddScore(e.Seat(), 1)
		switch m := e.Move(); {
		case m.Kind() == KindDraw || m.Kind() == KindPass:
			e.Draw((e.Seat()+1)%3, 1)
		case m.Top().Rank() == cards.King:
			e.NameSuit(cards.Diamonds)
		}
	})
	s, err := r.Start(cards.Deal{Seed: 7})
	require.NoError(t, err)
	p := rand.NewPCG(1, 1)
	moves, deals := 0, 0
	for s.Turn() >= 0 {
		before := s.Deal()
		r.RandomStep(&s, p)
		if moves%testlong.N(10, 1) == 0 || s.Turn() < 0 {
			requireVariantDocuments(t, r, s)
		}
		moves++
		if s.Deal() != before {
			deals++
		}
	}
	assert.Equal(t, moves, calls)
	assert.Equal(t, 1, deals, "the second deal was played")
	assert.Equal(t, min(moves, 255), s.Counter(0))
	added := 0
	for seat := range 3 {
		added += s.AddedScore(seat)
	}
	assert.Equal(t, moves, added)
	requireVariantDocuments(t, r, s)
}

// TestVariantTags: a record of a variant names it, and replays only under
// the same variant.
func TestVariantTags(t *testing.T) {
	r := plainTable()
	r.Variant = houseRules{}
	assert.Equal(t, []cards.Tag{{Name: "Variant", Value: "house-rules"}, {Name: "Players", Value: "4"}}, r.Tags())
	g, err := cards.NewSession[State, Move, View[Rules]](r, cards.Deal{Seed: 3}, "A", "B", "C", "D")
	require.NoError(t, err)
	p := rand.NewPCG(3, 3)
	for range 20 {
		s := g.State()
		m, ok := r.RandomMove(&s, p)
		require.True(t, ok)
		require.NoError(t, g.Play(m))
	}
	rec := g.Record()
	back, err := cards.Resume[State, Move, View[Rules]](r, rec)
	require.NoError(t, err)
	assert.Equal(t, g.State(), back.State())
	_, err = cards.Resume[State, Move, View[Rules]](plainTable(), rec)
	assert.ErrorIs(t, err, cards.ErrInvalidRules)
	assert.ErrorContains(t, err, `the record is of variant "house-rules", and these rules play the standard game`)
	_, err = r.WithTags(plainTable().Tags())
	assert.ErrorIs(t, err, cards.ErrInvalidRules, "a record of the table alone under the variant")
	_, err = r.WithTags(append(r.Tags(), cards.Tag{Name: "Variant", Value: "house-rules"}))
	assert.ErrorIs(t, err, cards.ErrInvalidRules, "the tag twice")
}

// TestVariantValidate: a variant's name must be a valid name, and its
// type comparable; the rules' JSON names the variant and keeps the
// receiver's.
func TestVariantValidate(t *testing.T) {
	r := plainTable()
	require.NoError(t, with(r, func(*Effects) {}).Validate())
	bad := r
	bad.Variant = hook{name: ""}
	assert.ErrorIs(t, bad.Validate(), cards.ErrInvalidRules, "no name")
	bad.Variant = hook{name: " padded"}
	assert.ErrorIs(t, bad.Validate(), cards.ErrInvalidRules, "a bad name")
	bad.Variant = uncomparable{f: []int{1}}
	assert.ErrorIs(t, bad.Validate(), cards.ErrInvalidRules, "a type that cannot be compared")
	r.Variant = houseRules{}
	data, err := json.Marshal(r)
	require.NoError(t, err)
	assert.Contains(t, string(data), `{"variant":"house-rules","game":"plain"`)
	back := Rules{Variant: houseRules{}}
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, r, back)
	var plain Rules
	assert.ErrorIs(t, json.Unmarshal(data, &plain), cards.ErrInvalidRules)
}

// uncomparable is a variant whose type cannot be compared.
type uncomparable struct{ f []int }

func (uncomparable) Name() string   { return "uncomparable" }
func (uncomparable) Moved(*Effects) {}

// TestVariantAllocs: a move of a variant allocates nothing.
func TestVariantAllocs(t *testing.T) {
	r := plainTable()
	r.Variant = houseRules{}
	s, err := r.Start(cards.Deal{Seed: 1})
	require.NoError(t, err)
	p := rand.NewPCG(1, 2)
	allocs := testing.AllocsPerRun(100, func() {
		if _, ok := r.RandomStep(&s, p); !ok {
			s, _ = r.Start(cards.Deal{Seed: 1})
		}
	})
	assert.Zero(t, allocs)
}
