package boxes

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/cardrules/cardrules/cards"
)

// viewSession is the generic session of a Boxes match.
type viewSession = cards.Session[State, Move, View]

// drawMatch draws rules and a match under them, played by random legal
// moves for up to 300 moves, and a seat. One match in ten may end; the
// others stop before their last move. Some go on a little further, to stop
// in the answer phase of a 2-chain or the drawn phase, which random play
// reaches seldom. The seat is -1, the spectator, one time in five.
func drawMatch(t *rapid.T) (*viewSession, int) {
	r := drawRules(t)
	d := cards.Deal{
		Dealer: rapid.IntRange(0, NumSeats-1).Draw(t, "dealer"),
		Seed:   rapid.Uint64().Draw(t, "seed"),
	}
	if rapid.IntRange(0, 3).Draw(t, "deck given") == 0 {
		d.Deck = rapid.Permutation(cards.NewDeck52()).Draw(t, "deck")
	}
	g, err := cards.NewSession(r, d)
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
		if s.Turn() < 0 || (i >= n && (want == PhaseOver || s.Phase() == want)) {
			break
		}
		buf = r.AppendLegal(buf[:0], s)
		m := buf[cards.UintN(p, uint64(len(buf)))]
		if next, _ := r.Apply(s, m); next.Turn() < 0 && !mayEnd {
			break
		}
		require.NoError(t, g.Play(m))
	}
	return g, rapid.IntRange(cards.Spectator, NumSeats-1).Draw(t, "seat")
}

// checkPosition returns nil when x is a position of a match under r: its
// text reads back by r.ParseState, which checks it, to x itself, and every
// hand fits what play showed (mayHold: the voids of Public.Barred, the 2
// of the seat to answer one), which ParseState does not check.
func checkPosition(r Rules, x State) error {
	for seat := range NumSeats {
		if x.Turn() >= 0 && !mayHold(r, &x, seat, x.Hand(seat)) {
			return fmt.Errorf("seat %d's hand %v does not fit what play showed", seat, x.Hand(seat))
		}
	}
	b, err := r.AppendState(nil, x)
	if err != nil {
		return err
	}
	back, err := r.ParseState(string(b))
	if err != nil {
		return err
	}
	if back != x {
		return fmt.Errorf("the position reads back as another: %s", b)
	}
	return nil
}

// showedVoid reports whether a seat of s showed a void (Public.Barred).
func showedVoid(s State) bool {
	for seat := range NumSeats {
		for k := range Void(NumVoids) {
			if s.Barred(seat, k) != 0 {
				return true
			}
		}
	}
	return false
}

// dealtAgain returns s under r with hands, the stock (top first), the card
// the seat to move drew, when drawn is valid, and a generator drawn by t,
// read back from its text by r.ParseState, which checks it.
func dealtAgain(t *rapid.T, r Rules, s State, hands [NumSeats]cards.Set, stock []cards.Card, drawn cards.Card) State {
	b, err := r.AppendState(nil, s)
	require.NoError(t, err)
	fields := strings.Split(string(b), " ")
	parts := make([]string, NumSeats)
	for i, h := range hands {
		parts[i] = listText(h.Cards())
	}
	fields[0] = strings.Join(parts, "/")
	fields[2] = listText(stock)
	if drawn.Valid() {
		fields[3] = fmt.Sprintf("%d:drawn:%s", s.Turn(), drawn)
	}
	fields[12] = fmt.Sprintf("%016x%016x", rapid.Uint64().Draw(t, "generator hi"), rapid.Uint64().Draw(t, "generator lo"))
	x, err := r.ParseState(strings.Join(fields, " "))
	require.NoError(t, err, "the scrambled position is a position")
	return x
}

// scramble returns s under r with everything seat cannot see dealt again:
// the cards of the other hands and the stock permuted among them, every
// count kept, and the generator replaced. What the phase tells of the
// hand of another seat to move stays true, with a card chosen again: in
// the answer phase it holds a 2, any unseen 2; in the drawn phase the card
// it drew is any unseen card, playable or not (B26). Once the match is
// over every hand is public and only the stock is permuted. For the
// spectator (seat -1) every hand is dealt again.
func scramble(t *rapid.T, r Rules, s State, seat int) State {
	var fixed [NumSeats]cards.Set // cards that stay where they are
	if seat >= 0 {
		fixed[seat] = s.Hand(seat)
	}
	if s.Turn() < 0 {
		for i := range fixed {
			fixed[i] = s.Hand(i)
		}
	}
	var pool []cards.Card
	for i := range NumSeats {
		pool = append(pool, s.Hand(i).Minus(fixed[i]).Cards()...)
	}
	pool = append(pool, s.AppendStock(nil)...)
	if showedVoid(s) {
		return scrambleClasses(t, r, s, pool, fixed)
	}
	pool = rapid.Permutation(pool).Draw(t, "hidden cards")
	drawn := cards.NoCard
	if mover := s.Turn(); mover >= 0 && mover != seat && s.Phase() != PhasePlay {
		for i, c := range pool {
			if (s.Phase() == PhaseAnswer && c.Rank() == cards.Two) || s.Phase() == PhaseDrawn {
				fixed[mover] = cards.SetOf(c)
				if s.Phase() == PhaseDrawn {
					drawn = c
				}
				pool = append(pool[:i:i], pool[i+1:]...)
				break
			}
		}
	}
	var hands [NumSeats]cards.Set
	for i := range hands {
		n := s.Hand(i).Len() - fixed[i].Len()
		hands[i] = fixed[i] | cards.SetOf(pool[:n]...)
		pool = pool[n:]
	}
	return dealtAgain(t, r, s, hands, pool, drawn)
}

// scrambleClass is the class of c that scrambleClasses keeps: its suit,
// and whether it is a 2, an 8 or a 9, or neither. Every kind of void
// (Public.Barred: a suit, the 2s, the 8s and 9s) holds the whole of a
// class or none of it.
func scrambleClass(c cards.Card) int {
	k := 2
	switch c.Rank() {
	case cards.Two:
		k = 0
	case cards.Eight, cards.Nine:
		k = 1
	}
	return int(c.Suit())*3 + k
}

// scrambleClasses is scramble when a seat showed a void: it exchanges
// only cards of one class (scrambleClass), which every void treats alike,
// so the hands still fit the voids (Public.Barred); the drawn card is the
// one that takes its place.
func scrambleClasses(t *rapid.T, r Rules, s State, pool []cards.Card, fixed [NumSeats]cards.Set) State {
	drawn, known := s.Drawn()
	drawnAt := -1
	for i, c := range pool {
		if known && c == drawn {
			drawnAt = i
		}
	}
	var at [cards.NumSuits * 3][]int
	for i, c := range pool {
		at[scrambleClass(c)] = append(at[scrambleClass(c)], i)
	}
	out := slices.Clone(pool)
	for k, idx := range at {
		if len(idx) < 2 {
			continue
		}
		perm := rapid.Permutation(idx).Draw(t, fmt.Sprintf("class %d", k))
		for j, i := range idx {
			out[i] = pool[perm[j]]
		}
	}
	newDrawn := cards.NoCard
	if drawnAt >= 0 {
		newDrawn = out[drawnAt]
	}
	var hands [NumSeats]cards.Set
	for i := range hands {
		n := s.Hand(i).Len() - fixed[i].Len()
		hands[i] = fixed[i] | cards.SetOf(out[:n]...)
		out = out[n:]
	}
	return dealtAgain(t, r, s, hands, out, newDrawn)
}

// TestPropertyViewNoLeak changes every card a seat cannot see, in a way
// consistent with its view, and checks that the view stays the same, as a
// Go value and in JSON.
func TestPropertyViewNoLeak(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, seat := drawMatch(t)
		r, s := g.Rules().(Rules), g.State()
		x := scramble(t, r, s, seat)
		v, vx := r.View(s, seat), r.View(x, seat)
		assert.Equal(t, v, vx)
		a, err := json.Marshal(v)
		require.NoError(t, err)
		b, err := json.Marshal(vx)
		require.NoError(t, err)
		require.Equal(t, string(a), string(b))
		for other := range NumSeats {
			if other != seat && x.Hand(other) != s.Hand(other) {
				// The change is visible to the seat whose hand changed.
				require.NotEqual(t, r.View(s, other).Hand(), r.View(x, other).Hand())
			}
		}
	})
}

// TestPropertySpectatorNoLeak deals every hidden card again (every hand
// and the stock, counts kept) and checks that the spectator's view stays
// the same, as a Go value and in JSON.
func TestPropertySpectatorNoLeak(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, _ := drawMatch(t)
		r, s := g.Rules().(Rules), g.State()
		x := scramble(t, r, s, cards.Spectator)
		v, vx := r.View(s, cards.Spectator), r.View(x, cards.Spectator)
		require.Equal(t, v, vx)
		a, err := json.Marshal(v)
		require.NoError(t, err)
		b, err := json.Marshal(vx)
		require.NoError(t, err)
		require.Equal(t, string(a), string(b))
		require.Zero(t, v.Hand())
		_, ok := v.Drawn()
		require.False(t, ok, "the spectator sees no card drawn")
	})
}

// TestPropertySample checks that a sampled position is a position (it
// passes the decoder's checks and random play goes on from it), keeps every
// card the seat can see where it is, and gives back the same view.
func TestPropertySample(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, seat := drawMatch(t)
		r, s := g.Rules().(Rules), g.State()
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "sample seed"), 2))
		v := g.View(seat)
		x := r.Sample(v, rng)
		require.NoError(t, checkPosition(r, x))
		back := r.View(x, seat)
		assert.Equal(t, v, back, "the same view")
		if seat >= 0 {
			assert.Equal(t, s.Hand(seat), x.Hand(seat))
		}
		assert.Equal(t, s.Discards(), x.Discards())
		assert.Equal(t, s.Top(), x.Top())
		for other := range NumSeats {
			assert.Equal(t, s.Hand(other).Len(), x.Hand(other).Len(), "seat %d's count", other)
		}
		assert.Equal(t, s.StockLen(), x.StockLen())
		if s.Turn() == seat {
			assert.Equal(t, cards.Legal(r, s), cards.Legal(r, x))
		}
		_, _, err := cards.Playout[State, Move](r, x, rand.NewPCG(rng.Uint64(), 3), 150)
		if err != nil && !errors.Is(err, cards.ErrMoveLimit) {
			t.Fatalf("random play from a sample: %v", err)
		}
	})
}

// TestPropertyRoundTrips checks that the legal moves' notation, the JSON of
// the state and of a seat's view (or the spectator's), and the record of
// the match so far in text and JSON read back to what was written.
func TestPropertyRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, seat := drawMatch(t)
		r, s := g.Rules().(Rules), g.State()
		for _, m := range cards.Legal(r, s) {
			back, err := Rules{}.ParseMove(m.String())
			require.NoError(t, err)
			require.Equal(t, m, back)
		}

		data, err := r.MarshalState(s)
		require.NoError(t, err)
		sb, err := r.DecodeState(data)
		require.NoError(t, err)
		if sb != s {
			t.Fatalf("the state reads back as\n%+v\nnot\n%+v", sb, s)
		}

		v := r.View(s, seat)
		data, err = json.Marshal(v)
		require.NoError(t, err)
		var vb View
		require.NoError(t, json.Unmarshal(data, &vb))
		require.Equal(t, v, vb, "view from JSON")

		rec := g.Record()
		fromText, err := cards.ParseRecord(rec.String())
		require.NoError(t, err)
		again, err := cards.Resume(Rules{}, fromText)
		require.NoError(t, err)
		require.Equal(t, s, again.State(), "record from text")
		data, err = json.Marshal(rec)
		require.NoError(t, err)
		var fromJSON cards.Record
		require.NoError(t, json.Unmarshal(data, &fromJSON))
		again, err = cards.Resume(Rules{}, &fromJSON)
		require.NoError(t, err)
		require.Equal(t, s, again.State(), "record from JSON")
		require.Equal(t, rec.String(), again.Record().String())
	})
}

// TestPropertyRecordReplay plays whole matches, mostly short ones, and
// checks that the record written reads back from its text and its JSON
// and replays through cards.Resume to the identical final position, with
// the same history and record.
func TestPropertyRecordReplay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		if r.Deals.Len() > 3 && rapid.IntRange(0, 49).Draw(t, "whole standard match") != 0 {
			r.Deals, _ = NewSchedule(rapid.IntRange(1, MaxDealSize).Draw(t, "single deal size"))
		}
		g, err := cards.NewSession(r, cards.Deal{Dealer: rapid.IntRange(0, 3).Draw(t, "dealer"), Seed: rapid.Uint64().Draw(t, "seed")})
		require.NoError(t, err)
		p := rand.NewPCG(rapid.Uint64().Draw(t, "play seed"), 3)
		var buf []Move
		for g.State().Turn() >= 0 {
			buf = r.AppendLegal(buf[:0], g.State())
			require.NoError(t, g.Play(buf[cards.UintN(p, uint64(len(buf)))]))
		}
		final := g.State()
		rec := g.Record()

		fromText, err := cards.ParseRecord(rec.String())
		require.NoError(t, err)
		data, err := json.Marshal(rec)
		require.NoError(t, err)
		var fromJSON cards.Record
		require.NoError(t, json.Unmarshal(data, &fromJSON))
		for _, back := range []*cards.Record{fromText, &fromJSON} {
			again, err := cards.Resume(Rules{}, back)
			require.NoError(t, err)
			if again.State() != final {
				t.Fatalf("the record replays to\n%+v\nnot to\n%+v", again.State(), final)
			}
			require.Equal(t, g.History(), again.History())
			require.Equal(t, r, again.Rules())
			require.Equal(t, rec.String(), again.Record().String())
		}
	})
}

// TestPropertyRedeal checks that Redeal gives a position (it passes the
// decoder's checks) that keeps the seat's hand, every count and the public
// part, for a seat or the spectator of a random match.
func TestPropertyRedeal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, seat := drawMatch(t)
		r, s := g.Rules().(Rules), g.State()
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "redeal seed"), 2))
		x := r.Redeal(s, seat, rng)
		require.NoError(t, checkPosition(r, x))
		if seat >= 0 {
			require.Equal(t, s.Hand(seat), x.Hand(seat))
		}
		for i := range NumSeats {
			require.Equal(t, s.Hand(i).Len(), x.Hand(i).Len(), "seat %d's count", i)
		}
		// The public part is kept, but the card another seat drew, which
		// is dealt anew: the seat's view, which leaves that card out.
		require.Equal(t, r.View(s, seat), r.View(x, seat))
		if s.Turn() == seat {
			require.Equal(t, s.Public, x.Public)
		}
	})
}

// TestMayHold checks the test's own rule of what play shows against
// positions whose voids are known: the seat to answer a 2 holds one, and
// a seat that drew on hearts with three cards holds at most the card it
// drew of the hearts.
func TestMayHold(t *testing.T) {
	r := Rules{}
	answer := build(t, r, scene{
		hands: [4]string{"2H KD", "2S QC", "KC", "QD"}, top: "2C", discard: "2D",
		stock: "3C 3D", turn: 1, phase: PhaseAnswer, chain: 1,
	})
	require.NoError(t, checkPosition(r, answer))
	assert.True(t, mayHold(r, &answer, 1, set(t, "2S QC")))
	assert.False(t, mayHold(r, &answer, 1, set(t, "3S QC")), "no 2 to answer with")
	assert.True(t, mayHold(r, &answer, 2, set(t, "3S")), "another seat holds anything")

	// Seat 0 cannot follow 5H with 3 cards and draws 7C.
	drew := build(t, r, scene{hands: [4]string{"QS KC 8S", "QC 2D", "QD", "JC"}, top: "5H", stock: "7C 3C"})
	drew = apply(t, r, drew, "draw")
	require.Equal(t, 3, drew.Barred(0, VoidHearts))
	require.NoError(t, checkPosition(r, drew))
	assert.True(t, mayHold(r, &drew, 0, set(t, "QS KC 8S 7H")), "one heart: the card drawn")
	assert.False(t, mayHold(r, &drew, 0, set(t, "QS KC 8H 7H")), "two hearts")
}
