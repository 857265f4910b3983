package boxes

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// drawMatch draws rules and a match under them, played by random legal
// moves for up to 300 moves, and a seat. One match in ten may end; the
// others stop before their last move. Some go on a little further, to stop
// in the answer phase of a 2-chain or the drawn phase, which random play
// reaches seldom.
func drawMatch(t *rapid.T) (*Game, int) {
	r := drawRules(t)
	rec := Record{
		Rules:  r,
		Dealer: rapid.IntRange(0, NumSeats-1).Draw(t, "dealer"),
		Seed:   rapid.Uint64().Draw(t, "seed"),
	}
	if rapid.IntRange(0, 3).Draw(t, "deck given") == 0 {
		rec.Deck = rapid.Permutation(cards.NewDeck52()).Draw(t, "deck")
	}
	g, err := rec.Resume()
	require.NoError(t, err)
	mayEnd := rapid.IntRange(0, 9).Draw(t, "may end") == 0
	want := Phase(rapid.IntRange(0, 3).Draw(t, "phase wanted")) // PhaseOver: any
	// The number of moves comes from the play seed: rapid's own integers
	// favour small numbers, and positions deep in a match matter most here.
	p := rand.NewPCG(rapid.Uint64().Draw(t, "play seed"), 1)
	n := int(cards.UintN(p, 300))
	var buf []Move
	for i := 0; i < n+300; i++ {
		s := g.State()
		if s.Over() || (i >= n && (want == PhaseOver || s.Phase() == want)) {
			break
		}
		buf = r.AppendLegal(buf[:0], s)
		m := buf[cards.UintN(p, uint64(len(buf)))]
		if next, _ := r.Apply(s, m); next.Over() && !mayEnd {
			break
		}
		require.NoError(t, g.Play(m))
	}
	return g, rapid.IntRange(0, NumSeats-1).Draw(t, "seat")
}

// scramble returns s with everything seat cannot see dealt again: the
// cards of the other hands and the stock permuted among them, every count
// kept, and the generator replaced. What the phase tells of the hand of
// another seat to move stays true, with a card chosen again: in the answer
// phase it holds a 2, any unseen 2; in the drawn phase the card it drew is
// any unseen card, playable or not (B26). Once the match is over every hand
// is public and only the stock is permuted.
func scramble(t *rapid.T, r Rules, s State, seat int) State {
	x := s
	var fixed [NumSeats]cards.Set // cards that stay where they are
	fixed[seat] = s.hands[seat]
	if s.Over() {
		fixed = s.hands
	}
	var pool []cards.Card
	for i, h := range s.hands {
		pool = append(pool, h.Minus(fixed[i]).Cards()...)
	}
	pool = append(pool, s.stock[:s.nstock]...)
	pool = rapid.Permutation(pool).Draw(t, "hidden cards")
	if mover := s.Turn(); mover >= 0 && mover != seat && s.phase != PhasePlay {
		for i, c := range pool {
			if (s.phase == PhaseAnswer && c.Rank() == cards.Two) || s.phase == PhaseDrawn {
				fixed[mover] = cards.SetOf(c)
				x.drawn = cards.NoCard
				if s.phase == PhaseDrawn {
					x.drawn = c
				}
				pool = append(pool[:i:i], pool[i+1:]...)
				break
			}
		}
	}
	for i, h := range s.hands {
		n := h.Len() - fixed[i].Len()
		x.hands[i] = fixed[i] | cards.SetOf(pool[:n]...)
		pool = pool[n:]
	}
	copy(x.stock[:], pool)
	x.rng.Seed(rapid.Uint64().Draw(t, "generator hi"), rapid.Uint64().Draw(t, "generator lo"))
	return x
}

// TestPropertyViewNoLeak changes every card a seat cannot see, in a way
// consistent with its view, and checks that the view stays the same, as a
// Go value and in JSON.
func TestPropertyViewNoLeak(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, seat := drawMatch(t)
		r, s := g.Rules(), g.State()
		x := scramble(t, r, s, seat)
		require.NoError(t, x.check(), "the scrambled position is a position")
		v, vx := r.View(s, seat), r.View(x, seat)
		assert.Equal(t, v, vx)
		a, err := json.Marshal(v)
		require.NoError(t, err)
		b, err := json.Marshal(vx)
		require.NoError(t, err)
		require.Equal(t, string(a), string(b))
		for other := range NumSeats {
			if other != seat && x.hands[other] != s.hands[other] {
				// The change is visible to the seat whose hand changed.
				require.NotEqual(t, r.View(s, other).Hand(), r.View(x, other).Hand())
			}
		}
	})
}

// TestPropertySample checks that a sampled position is a position (it
// passes the decoder's checks and random play goes on from it), keeps every
// card the seat can see where it is, and gives back the same view.
func TestPropertySample(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, seat := drawMatch(t)
		r, s := g.Rules(), g.State()
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "sample seed"), 2))
		v := g.View(seat)
		x := r.Sample(v, rng)
		require.NoError(t, x.check())
		back := r.View(x, seat)
		assert.Equal(t, r.View(s, seat), back, "the same view, without the history")
		assert.Equal(t, s.hands[seat], x.hands[seat])
		assert.Equal(t, s.discard, x.discard)
		assert.Equal(t, s.top, x.top)
		for other := range NumSeats {
			assert.Equal(t, s.hands[other].Len(), x.hands[other].Len(), "seat %d's count", other)
		}
		assert.Equal(t, s.nstock, x.nstock)
		if s.Turn() == seat {
			assert.Equal(t, r.Legal(s), r.Legal(x))
		}
		_, _, err := cards.Playout[State, Move](r, x, rng, 150)
		if err != nil && !errors.Is(err, cards.ErrMoveLimit) {
			t.Fatalf("random play from a sample: %v", err)
		}
	})
}

// TestPropertyRoundTrips checks that the legal moves' notation, the JSON of
// the rules, of the state and of a seat's view (its history included), and
// the record of the match so far in text and JSON read back to what was
// written.
func TestPropertyRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, seat := drawMatch(t)
		r, s := g.Rules(), g.State()
		for _, m := range r.Legal(s) {
			back, err := ParseMove(m.String())
			require.NoError(t, err)
			require.Equal(t, m, back)
			text, err := m.MarshalText()
			require.NoError(t, err)
			var u Move
			require.NoError(t, u.UnmarshalText(text))
			require.Equal(t, m, u)
		}

		data, err := json.Marshal(r)
		require.NoError(t, err)
		var rb Rules
		require.NoError(t, json.Unmarshal(data, &rb))
		require.Equal(t, r, rb)

		data, err = json.Marshal(s)
		require.NoError(t, err)
		sb, err := r.Start(0, 1) // decode over a position, not the zero value
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(data, &sb))
		if sb != s {
			t.Fatalf("the state reads back as\n%+v\nnot\n%+v", sb, s)
		}

		// A long history is most of the cost of this test under -race: one
		// view in four has it, the others are views without history.
		v := r.View(s, seat)
		if rapid.IntRange(0, 3).Draw(t, "view with history") == 0 {
			v = g.View(seat)
		}
		data, err = json.Marshal(v)
		require.NoError(t, err)
		var vb View
		require.NoError(t, json.Unmarshal(data, &vb))
		require.True(t, sameView(v, vb), "view from JSON")

		// The game writes its record without replaying it; reading replays.
		rec := g.Record()
		text, err := g.MarshalText()
		require.NoError(t, err)
		fromText, err := ParseRecord(string(text))
		require.NoError(t, err)
		require.True(t, sameRecord(rec, *fromText), "record from text")
		data, err = json.Marshal(g)
		require.NoError(t, err)
		var fromJSON Record
		require.NoError(t, json.Unmarshal(data, &fromJSON))
		require.True(t, sameRecord(rec, fromJSON), "record from JSON")
	})
}

// TestPropertyRecordReplay plays whole matches, mostly short ones, and
// checks that the record written reads back from its text and its JSON to
// the same record, which replays to the identical final position, and that
// a match resumed from it is the same match.
func TestPropertyRecordReplay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		if r.Deals.Len() > 3 && rapid.IntRange(0, 49).Draw(t, "whole standard match") != 0 {
			r.Deals, _ = NewSchedule(rapid.IntRange(1, MaxDealSize).Draw(t, "single deal size"))
		}
		g, err := NewGame(r, rapid.IntRange(0, 3).Draw(t, "dealer"), rapid.Uint64().Draw(t, "seed"))
		require.NoError(t, err)
		p := rand.NewPCG(rapid.Uint64().Draw(t, "play seed"), 3)
		var buf []Move
		for !g.State().Over() {
			buf = r.AppendLegal(buf[:0], g.State())
			require.NoError(t, g.Play(buf[cards.UintN(p, uint64(len(buf)))]))
		}
		final := g.State()
		rec := g.Record()

		text, err := rec.MarshalText()
		require.NoError(t, err)
		fromText, err := ParseRecord(string(text))
		require.NoError(t, err)
		require.True(t, sameRecord(rec, *fromText), "record from text")
		data, err := json.Marshal(rec)
		require.NoError(t, err)
		var fromJSON Record
		require.NoError(t, json.Unmarshal(data, &fromJSON))
		require.True(t, sameRecord(rec, fromJSON), "record from JSON")

		s, err := fromText.Replay()
		require.NoError(t, err)
		if s != final {
			t.Fatalf("the record replays to\n%+v\nnot to\n%+v", s, final)
		}
		again, err := fromJSON.Resume()
		require.NoError(t, err)
		if again.State() != final || !sameView(g.View(0), again.View(0)) {
			t.Fatalf("the match resumed is not the match")
		}
	})
}

// sameView reports whether a and b are the same view, with == on their
// parts rather than reflection, which is slow on long histories; nil and
// empty slices differ, as for reflect.DeepEqual.
func sameView(a, b View) bool {
	return a.s == b.s && a.seat == b.seat && a.counts == b.counts && sameSlice(a.history, b.history)
}

// sameRecord reports whether a and b are the same record, as sameView does.
func sameRecord(a, b Record) bool {
	return a.Rules == b.Rules && a.Dealer == b.Dealer && a.Seed == b.Seed && sameSlice(a.Names, b.Names) &&
		sameSlice(a.Deck, b.Deck) && sameSlice(a.Moves, b.Moves)
}

func sameSlice[E comparable](a, b []E) bool { return (a == nil) == (b == nil) && slices.Equal(a, b) }
