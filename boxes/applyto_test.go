package boxes

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// TestPropertyApplyTo plays random matches under random rules and, at about
// one position in 8 and at the end, checks every legal move and random
// moves, legal or not: ApplyTo gives exactly the position and the error
// Apply gives; a refused ApplyTo leaves *s as it was; a move is accepted
// exactly when it is listed; and AppendLegal lists the moves that
// plainLegal, the listing of docs/rules/boxes.md written plainly from the
// public accessors, lists, in the same order.
func TestPropertyApplyTo(t *testing.T) {
	for game := range uint64(testlong.N(100, 2000)) {
		p := rand.NewPCG(game, 0x6170706c79)
		r := applyToRules(t, p)
		s, err := r.Start(cards.Deal{Dealer: int(cards.UintN(p, NumSeats)), Seed: p.Uint64()})
		require.NoError(t, err)
		buf := make([]Move, 0, 64)
		for buf = r.AppendLegal(buf[:0], s); len(buf) > 0; buf = r.AppendLegal(buf[:0], s) {
			if cards.UintN(p, 8) == 0 {
				checkApplyTo(t, r, s, buf, p)
			}
			if err := r.Table().ApplyTo(&s, buf[cards.UintN(p, uint64(len(buf)))]); err != nil {
				t.Fatalf("game %d: a listed move is refused: %v", game, err)
			}
		}
		require.True(t, s.Turn() < 0, "game %d: no move listed before the match is over", game)
		checkApplyTo(t, r, s, buf, p)
		if t.Failed() {
			t.Fatalf("game %d under %+v failed", game, r)
		}
	}
}

// applyToRules draws every option at random, and a short match or a small
// move limit half the time each.
func applyToRules(t *testing.T, p *rand.PCG) Rules {
	flip := func() bool { return cards.UintN(p, 2) == 0 }
	r := Rules{
		WildEightsNines: flip(), BigSets: flip(), StrictPairs: flip(),
		TwoDraw:  TwoDraw(cards.UintN(p, 3)),
		FiveSelf: flip(), PlayDrawn: flip(), PairAnswersTwo: flip(),
		LastCardEffects: flip(), UpcardEffects: flip(),
	}
	if flip() {
		sizes := make([]int, 1+cards.UintN(p, 3))
		for i := range sizes {
			sizes[i] = 1 + int(cards.UintN(p, MaxDealSize))
		}
		sched, err := NewSchedule(sizes...)
		require.NoError(t, err)
		r.Deals = sched
	}
	if flip() {
		r.MaxMoves = 1 + int(cards.UintN(p, 200))
	}
	require.NoError(t, r.Validate())
	return r
}

// checkApplyTo checks ApplyTo against Apply and plainLegal in s for every
// move of legal (what AppendLegal listed) and for random moves.
func checkApplyTo(t *testing.T, r Rules, s State, legal []Move, p *rand.PCG) {
	t.Helper()
	if want := plainLegal(r, s); !slices.Equal(legal, want) {
		t.Fatalf("in %s AppendLegal lists %v, the rules %v", text(t, r, s), legal, want)
	}
	moves := append(slices.Clip(legal), Move{}, Play(cards.NoCard))
	for range 6 {
		moves = append(moves, randomMove(p, s))
	}
	for _, m := range moves {
		byApply, errApply := r.Apply(s, m)
		inPlace := s
		errTo := r.Table().ApplyTo(&inPlace, m)
		if !sameRefusal(errTo, errApply) {
			t.Fatalf("move %v in phase %v: ApplyTo gives %v, Apply %v", m, s.Phase(), errTo, errApply)
		}
		if inPlace != byApply {
			t.Fatalf("move %v in phase %v: ApplyTo and Apply give different positions", m, s.Phase())
		}
		if (errTo == nil) != slices.Contains(legal, m) {
			t.Fatalf("move %v in phase %v: listed %v, refused with %v", m, s.Phase(), slices.Contains(legal, m), errTo)
		}
		if errTo != nil && inPlace != s {
			t.Fatalf("a refused %v changed the position", m)
		}
	}
}

// sameRefusal reports whether a and b are both nil or both a
// *cards.MoveError with the same fields, wrapping cards.ErrIllegalMove.
func sameRefusal(a, b error) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	var ma, mb *cards.MoveError
	return errors.As(a, &ma) && errors.As(b, &mb) && *ma == *mb && errors.Is(a, cards.ErrIllegalMove)
}

// plainLegal returns the legal moves of s in the order of
// docs/rules/boxes.md, written plainly from the rules and the public
// accessors of s, sharing no code with the engine: in a 2-chain the 2s
// (B5), then the called sets of 2s under PairAnswersTwo (B18); after a
// draw under PlayDrawn the drawn card if it can be played, then pass
// (B11, B26); otherwise, when a card follows the suit in force (B1, B2),
// each playable card (an 8 or a 9 once per suit named), then the sets
// it leads (B3, B21), each called then uncalled unless StrictPairs (B4,
// B19); with nothing to play, a draw while the stock or the discards
// hold a card (B11, B12), else pass.
func plainLegal(r Rules, s State) []Move {
	if s.Turn() < 0 {
		return nil
	}
	var dst []Move
	h := s.Hand(s.Turn())
	switch s.Phase() {
	case PhaseAnswer:
		twos := h.OfRank(cards.Two)
		for v := twos; v != 0; v &= v - 1 {
			dst = append(dst, Play(plainLow(v)))
		}
		if r.PairAnswersTwo {
			dst = plainSets(r, dst, twos, twos, false)
		}
		return dst
	case PhaseDrawn:
		drawn, _ := s.Drawn()
		if plainPlayable(r, cards.SetOf(drawn), s.Suit()) != 0 {
			dst = plainSingles(dst, drawn)
		}
		return append(dst, Pass())
	}
	firsts := plainPlayable(r, h, s.Suit())
	if firsts == 0 {
		if s.StockLen() > 0 || s.Discards() != 0 {
			return append(dst, Draw())
		}
		return append(dst, Pass())
	}
	for v := firsts; v != 0; v &= v - 1 {
		dst = plainSingles(dst, plainLow(v))
	}
	return plainSets(r, dst, h, firsts, !r.StrictPairs)
}

// plainLow returns the lowest card of a non-empty set.
func plainLow(v cards.Set) cards.Card { return cards.Card(bits.TrailingZeros64(uint64(v))) }

// plainCaller reports whether c names a suit when it is played (B2).
func plainCaller(c cards.Card) bool { return c.Rank() == cards.Eight || c.Rank() == cards.Nine }

// plainSingles appends the moves playing c alone: once per named suit for
// an 8 or a 9.
func plainSingles(dst []Move, c cards.Card) []Move {
	if !plainCaller(c) {
		return append(dst, Play(c))
	}
	for u := range cards.Suit(cards.NumSuits) {
		dst = append(dst, Play(c).WithCall(u))
	}
	return dst
}

// plainSets appends the sets of cards of h whose first card is in firsts:
// each called (once per named suit for 8s and 9s), then uncalled when
// uncalled is true. A set is a pair, or under BigSets up to four cards,
// the last one named being left on top.
func plainSets(r Rules, dst []Move, h, firsts cards.Set, uncalled bool) []Move {
	for vf := firsts; vf != 0; vf &= vf - 1 {
		f := plainLow(vf)
		others := h.OfRank(f.Rank()).Remove(f)
		for vt := others; vt != 0; vt &= vt - 1 {
			top := plainLow(vt)
			var rest cards.Set
			if r.BigSets {
				rest = others.Remove(top)
			}
			for sub := cards.Set(0); ; sub = (sub - rest) & rest {
				cs := append([]cards.Card{f}, sub.Cards()...)
				cs = append(cs, top)
				if plainCaller(f) {
					for u := range cards.Suit(cards.NumSuits) {
						dst = append(dst, PlaySet(true, cs...).WithCall(u))
					}
				} else {
					dst = append(dst, PlaySet(true, cs...))
				}
				if uncalled {
					dst = append(dst, PlaySet(false, cs...))
				}
				if sub == rest {
					break
				}
			}
		}
	}
	return dst
}

// plainPlayable returns the cards of h that may be played on suit (B1).
func plainPlayable(r Rules, h cards.Set, suit cards.Suit) cards.Set {
	p := h.OfSuit(suit)
	if r.WildEightsNines {
		p |= h.OfRank(cards.Eight) | h.OfRank(cards.Nine)
	}
	return p
}

func TestApplyToNil(t *testing.T) {
	err := Rules{}.Table().ApplyTo(nil, Draw())
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, "boxes", me.Game)
	assert.Equal(t, -1, me.Seat)
	assert.Equal(t, "draw", me.Move)
	assert.Contains(t, me.Reason, "no position")
}

// TestApplyToScenario applies a 5 in place to an exact position: the three
// other seats draw in turn order, the turn passes, and a refused move after
// it changes nothing.
func TestApplyToScenario(t *testing.T) {
	r := Rules{}
	s := build(t, r, scene{
		hands: [NumSeats]string{"{5H KS}", "{2C}", "{3D}", "{4S}"},
		top:   "9H",
		stock: "6C 7D 8S 10C",
	})
	require.NoError(t, r.Table().ApplyTo(&s, move(t, "5H")))
	assert.Equal(t, set(t, "{KS}"), s.Hand(0))
	assert.Equal(t, set(t, "{2C 6C}"), s.Hand(1))
	assert.Equal(t, set(t, "{3D 7D}"), s.Hand(2))
	assert.Equal(t, set(t, "{4S 8S}"), s.Hand(3))
	assert.Equal(t, "10C", stockText(s))
	assert.Equal(t, 1, s.Turn())
	assert.Equal(t, card(t, "5H"), s.Top())
	for seat, n := range []int{0, 1, 1, 1} {
		assert.Equal(t, n, s.Drew(seat), "seat %d drew", seat)
	}

	before := s
	err := r.Table().ApplyTo(&s, move(t, "KS"))
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, 1, me.Seat)
	assert.Equal(t, "KS", me.Move)
	assert.Contains(t, me.Reason, "does not hold")
	assert.Equal(t, before, s, "a refused move changes nothing")
}
