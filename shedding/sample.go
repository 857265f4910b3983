package shedding

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// Sample returns a full position consistent with v, for search bots: the
// cards v's seat cannot see ([View.Unknown]) dealt from rng to the other
// hands (every hand, for the spectator's view) and the stock, every count
// kept, and a fresh generator for the position's later shuffles drawn
// from rng. Every public fact of v is kept, so
// r.View(Sample(v, rng), v.Seat()) equals v when r is the view's rules.
//
// The deal is drawn uniformly among the deals that fit what play showed
// of each hand, and only among those:
//
//   - a seat that showed a void ([Public.Barred]: under StuckDraw a draw
//     or pass when it could play no card, under ForcedDraw or StuckDraw a
//     pending draw drawn) holds at most HandLen - Barred cards of that
//     kind;
//   - under ForcedDraw the seat to answer a pending draw holds an answer
//     (a seat that holds none draws at once);
//   - the card the seat to move drew last this turn ([Public.Drawn]),
//     which only that seat sees, is any card: the seat's other cards fit
//     its voids alone, and that card is drawn anew among the rest.
//
// What is not inferred: the choice among legal moves, and what a
// reshuffle tells (a draw after it gives a former discard); draws that
// no rule forced (a voluntary draw, a card's effect, a variant's) show
// nothing and count only as draws (docs/dev/inference.md gives the model,
// written for Boxes). When no seat to deal showed anything, the unseen
// cards are shuffled by [cards.Deck.ShufflePCG] on a generator seeded
// from rng and dealt in seat order, the rest to the stock; otherwise
// each hand is drawn among those that fit by counting them, seat by
// seat, the deal kept with the probability that makes it uniform (as
// boxes.Rules.Sample does), the stock taking the rest, shuffled.
//
// In a match that is over every hand was shown ([Public.LastHand]): the
// hands are those, and the stock alone is dealt. Sample returns the zero
// State for a view no position could give, such as the zero View, or one
// whose voids no deal fits, and when no try of [sampleTries] is kept. A
// nil rng draws from a generator with a fixed seed. The receiver is not
// read: the view's own rules are. It allocates nothing.
func (Rules) Sample(v View[Rules], rng *rand.Rand) State { return SampleView(v, rng) }

// SampleView is [Rules.Sample] for the view of any game on the engine.
func SampleView[G Game](v View[G], rng *rand.Rand) State {
	t := v.rules.Table()
	if !v.fits(&t) {
		return State{}
	}
	if rng == nil {
		rng = rand.New(rand.NewPCG(0, pcgStream))
	}
	s := v.state()
	s.rng.Seed(rng.Uint64(), rng.Uint64())
	unknown := t.Deck.Minus(v.hand).Minus(v.discard).Remove(v.top)
	need := v.counts
	if !t.deal(&s, v.Seat(), need, unknown, rng) {
		return State{}
	}
	return s
}

// sampleTries is the most deals [Rules.Sample] and [Rules.Redeal] draw
// to find one they keep.
const sampleTries = 1 << 16

// deal deals unknown, the cards seat cannot see, in s: need[i] cards to
// each seat i but seat (every seat for the spectator), whose hand in s is
// empty, and the rest to the stock, uniformly among the deals in which
// every hand is one [Rules.mayHold] allows; the seat to move, when seat
// cannot see the card it drew this turn, gets it anew. It reports false,
// leaving s in no defined state, when no deal fits or none was kept in
// [sampleTries] tries.
func (r *Rules) deal(s *State, seat int, need [MaxPlayers]uint8, unknown cards.Set, rng *rand.Rand) bool {
	n := int(s.players)
	if seat >= 0 {
		need[seat] = 0
	}
	var buf [cards.NumCards]cards.Card // a deal allocates nothing
	if s.mover == 0 && s.lastDeal != 0 {
		// Every hand was shown when the match ended.
		s.hands = s.lastHands
		for _, h := range s.lastHands {
			unknown = unknown.Minus(h)
		}
		deck := cards.Deck(unknown.AppendCards(buf[:0]))
		deck.Shuffle(rng)
		copy(s.stock[:], deck)
		return true
	}
	mover := s.Turn()
	drawn := s.drawn > 0 && mover >= 0 && mover != seat
	var d dealer
	shown := false
	for i := range n {
		if need[i] == 0 {
			continue
		}
		h := r.shown(&s.Public, i)
		d.hands[i].shown = h
		shown = shown || h.barred != [NumVoids]uint8{} || h.must != 0
	}
	if !shown {
		// Nothing to keep: dealt as the engine always dealt.
		deck := cards.Deck(unknown.AppendCards(buf[:0]))
		deck.ShufflePCG(rand.NewPCG(rng.Uint64(), rng.Uint64()))
		for i := range n {
			if i == seat {
				continue
			}
			hand, rest, _ := deck.Deal(int(need[i]))
			s.hands[i] = hand
			deck = rest
		}
		copy(s.stock[:], deck)
		s.redrawn(seat, rng)
		return true
	}
	// The seats to deal: the seat that must hold an answer first, then
	// the others from the one fewest hands fit.
	var order [MaxPlayers]int
	m, first := 0, 0
	for i := range n {
		if need[i] == 0 {
			continue
		}
		h := &d.hands[i]
		h.n = int(need[i])
		if drawn && i == mover {
			h.n-- // the card drawn last fits any hand
		}
		h.setup()
		order[m] = i
		if h.shown.must != 0 {
			order[0], order[m] = order[m], order[0]
			first = 1
		}
		m++
	}
	var share [MaxPlayers]float64 // the part of all hands that fit
	for _, i := range order[first:m] {
		h := &d.hands[i]
		share[i] = h.count(h.sizes(unknown), &d.ways) / pascal[unknown.Len()][h.n]
	}
	rest := order[first:m]
	for a := 1; a < len(rest); a++ {
		for b := a; b > 0 && share[rest[b]] < share[rest[b-1]]; b-- {
			rest[b], rest[b-1] = rest[b-1], rest[b]
		}
	}
	// The most hands each seat after the first could be offered.
	var most [MaxPlayers]float64
	left := unknown.Len()
	for k, i := range order[:m] {
		h := &d.hands[i]
		if k > 0 && h.k > 0 {
			most[i] = d.most(i, order[:k], unknown, left)
		}
		left -= h.n
	}
	for range sampleTries {
		u := unknown
		kept := true
		for k, i := range order[:m] {
			h := &d.hands[i]
			var hand cards.Set
			if h.k == 0 && !h.must() {
				hand = pickFew(u, h.n, rng)
			} else {
				c := h.count(h.sizes(u), &d.ways)
				if c == 0 && k == 0 {
					return false // no hand fits the first seat
				}
				if c == 0 || (k > 0 && h.k > 0 && rng.Float64()*most[i] >= c) {
					kept = false
					break
				}
				hand = h.draw(u, &d.ways, rng)
			}
			s.hands[i] = hand
			u = u.Minus(hand)
		}
		if !kept {
			continue
		}
		if drawn {
			c, _ := u.Nth(rng.IntN(u.Len()))
			s.justDrew = uint8(c) + 1
			s.hands[mover] = s.hands[mover].Add(c)
			u = u.Remove(c)
		}
		deck := cards.Deck(u.AppendCards(buf[:0]))
		deck.Shuffle(rng)
		copy(s.stock[:], deck)
		return true
	}
	return false
}

// maxGroups is the most groups a seat's cards fall into: one for each
// count of [Public.Barred] and one for the cards no void bars, each in two
// for the seat that must hold an answer.
const maxGroups = 2 * (NumVoids + 1)

// fitHand counts and draws the hands of one seat that its shownHand
// allows. The cards fall into groups by level, the highest count of
// their kinds, highest first, the cards no void bars last: a hand fits
// when, for each level x, the cards it holds of level x or more number
// at most n - x; the seat that must hold an answer has each group in two,
// its answers first.
type fitHand struct {
	shown  shownHand
	n      int                  // the cards to deal
	k      int                  // the levels, the unbarred cards not counted
	g      int                  // the groups in use
	groups [maxGroups]cards.Set // the cards of each group
	caps   [maxGroups]int       // after the group, the most cards of it and those before, or -1
	musts  [maxGroups]bool      // the group holds cards of must
}

// ways holds, for each group g, cards taken t and whether a card of must
// was taken, the number of ways to take the rest from the groups from g
// on.
type ways [maxGroups + 1][cards.NumCards + 1][2]float64

// dealer holds the hands of a deal.
type dealer struct {
	hands [MaxPlayers]fitHand
	ways  ways
}

// must reports whether the hand must hold a card of h.shown.must.
func (h *fitHand) must() bool { return h.shown.must != 0 }

// setup fills the groups of h from h.shown and h.n.
func (h *fitHand) setup() {
	b := &h.shown.barred
	var done cards.Set
	prev := uint8(cards.NumCards + 1)
	for {
		// The next level down.
		x := uint8(0)
		for _, y := range b {
			if y < prev && y > x {
				x = y
			}
		}
		var level cards.Set
		if x == 0 {
			level = cards.Deck52.Minus(done)
		} else {
			level = h.shown.level(x).Minus(done)
			h.k++
		}
		done |= level
		parts := [2]cards.Set{level, 0}
		if h.must() {
			parts = [2]cards.Set{level & h.shown.must, level.Minus(h.shown.must)}
		}
		for p, part := range parts {
			if p == 1 && !h.must() {
				break
			}
			h.groups[h.g], h.musts[h.g], h.caps[h.g] = part, h.must() && p == 0, -1
			h.g++
		}
		if x == 0 {
			return
		}
		limit := h.n - int(x)
		if limit < 0 {
			limit = -2 // no hand fits
		}
		h.caps[h.g-1] = limit
		prev = x
	}
}

// sizes returns the number of cards of u in each group.
func (h *fitHand) sizes(u cards.Set) (n [maxGroups]int) {
	for i := range h.g {
		n[i] = (u & h.groups[i]).Len()
	}
	return n
}

// capped reports whether taking t cards up to the end of group g breaks
// its cap.
func (h *fitHand) capped(g, t int) bool { c := h.caps[g]; return c != -1 && t > c }

// count fills w for groups of the given sizes and returns the number of
// hands that fit.
func (h *fitHand) count(sizes [maxGroups]int, w *ways) float64 {
	// The last group, the cards no void bars, takes what is left to take:
	// n - t cards when there is no answer to find, or when one was found.
	last := h.g - 1
	flags := 1 // whether a card of must was taken: only 0 without one to find
	if h.must() {
		flags = 2
	}
	for t := range h.n + 1 {
		w[last][t][1] = pascal[sizes[last]][h.n-t]
		w[last][t][0] = w[last][t][1]
		if h.must() {
			// The last group holds no card of must: it is a group of its
			// own, before it.
			w[last][t][0] = 0
		}
		w[h.g][t] = [2]float64{}
	}
	w[h.g][h.n][1] = 1
	if !h.must() {
		w[h.g][h.n][0] = 1
	}
	for g := last - 1; g >= 0; g-- {
		for t := range h.n + 1 {
			for f := range flags {
				sum := 0.0
				for b := 0; b <= sizes[g] && t+b <= h.n && !h.capped(g, t+b); b++ {
					nf := f
					if h.musts[g] && b > 0 {
						nf = 1
					}
					sum += pascal[sizes[g]][b] * w[g+1][t+b][nf]
				}
				w[g][t][f] = sum
			}
		}
	}
	return w[0][0][0]
}

// draw returns a hand of u drawn uniformly among those that fit, w filled
// by count for u's sizes.
func (h *fitHand) draw(u cards.Set, w *ways, rng *rand.Rand) cards.Set {
	var hand cards.Set
	t, f := 0, 0
	for g := range h.g {
		part := u & h.groups[g]
		size := part.Len()
		x := rng.Float64() * w[g][t][f]
		b, last := 0, 0
		for ; b <= size && t+b <= h.n && !h.capped(g, t+b); b++ {
			nf := f
			if h.musts[g] && b > 0 {
				nf = 1
			}
			wb := pascal[size][b] * w[g+1][t+b][nf]
			if wb == 0 {
				continue
			}
			last = b
			if x -= wb; x < 0 {
				break
			}
		}
		b = last // the b chosen, or the last one possible when rounding left x >= 0
		hand |= pickFew(part, b, rng)
		t += b
		if h.musts[g] && b > 0 {
			f = 1
		}
	}
	return hand
}

// takes returns the most cards of set a hand that fits may hold.
func (h *fitHand) takes(set cards.Set) int {
	n := min(h.n, set.Len())
	var above cards.Set // the groups so far
	for g := range h.g {
		above |= h.groups[g]
		if c := h.caps[g]; c != -1 {
			n = min(n, max(c, 0)+set.Minus(above).Len())
		}
	}
	return n
}

// most returns an upper bound on the hands of seat that fit among left of
// the unknown cards, whatever the seats before (dealt first) took: their
// groups filled least barred first, each between what the seats before
// may leave and what there is. A card of a group less barred serves every
// hand one of a group more barred does, so these sizes give the most.
func (d *dealer) most(seat int, before []int, unknown cards.Set, left int) float64 {
	h := &d.hands[seat]
	hi := h.sizes(unknown)
	var sizes [maxGroups]int
	room := left
	for g := range h.g {
		taken := 0
		for _, j := range before {
			taken += d.hands[j].takes(unknown & h.groups[g])
		}
		sizes[g] = max(hi[g]-taken, 0)
		room -= sizes[g]
	}
	for g := h.g - 1; g >= 0 && room > 0; g-- {
		add := min(hi[g]-sizes[g], room)
		sizes[g] += add
		room -= add
	}
	return h.count(sizes, &d.ways)
}

// pascal holds the binomial coefficients up to 52 as float64s.
var pascal = func() (t [cards.NumCards + 1][cards.NumCards + 1]float64) {
	for n := range t {
		t[n][0] = 1
		for k := 1; k <= n; k++ {
			t[n][k] = t[n-1][k-1] + t[n-1][k]
		}
	}
	return t
}()

// pickFew returns n cards of s chosen uniformly, n at most s.Len(): the
// first n steps of a Fisher-Yates shuffle.
func pickFew(s cards.Set, n int, rng *rand.Rand) cards.Set {
	if n <= 0 {
		return 0
	}
	var buf [cards.NumCards]cards.Card
	d := s.AppendCards(buf[:0])
	var hand cards.Set
	for i := range min(n, len(d)) {
		j := i + rng.IntN(len(d)-i)
		d[i], d[j] = d[j], d[i]
		hand = hand.Add(d[i])
	}
	return hand
}
