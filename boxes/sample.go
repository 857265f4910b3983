package boxes

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// Sample returns a full position consistent with v, for search bots: the
// cards v's seat cannot see ([View.Unknown]) dealt from rng to the other
// hands (every hand, for the spectator's view) and the stock, every count
// kept, and a fresh generator state for the position's later shuffles
// drawn from rng. Every public fact of v is kept: the seat's hand, the
// discards, the top card, the counts, the phase, the voids, the scores and
// the last move. So r.View(Sample(v, rng), v.Seat()) equals v (when r is
// the view's rules), and the position passes the checks of
// [State.UnmarshalJSON].
//
// The deal is drawn uniformly among the deals that fit what the rules
// made the play show, and only among those:
//
//   - in [PhaseAnswer] the seat to move holds a 2;
//   - in [PhaseDrawn] one of the cards of the seat to move is the card it
//     just drew, any hidden card (the phase does not tell whether that
//     card can be played, B26), and its other cards fit its voids;
//   - a seat that drew or passed in [PhasePlay] held no card it could play
//     (B11, B13): none of the suit in force, and no 8 or 9 under
//     [Rules.WildEightsNines]; a seat that drew a 2-chain's penalty at
//     once held no 2 (B5, B18). A card of such a kind that it holds now,
//     or played since, came from one of its draws since, each draw giving
//     one card: its hand fits the counts of [Public.Barred]
//     (docs/dev/inference.md).
//
// What is not inferred: the choice among legal moves (a seat may hold any
// card it did not play), and what a reshuffle (B12) tells. Forced draws
// (an uncalled set's penalty, a 5, a 7, a last card's effects, the
// upcard's, a variant's [Effects.Draw]) and keeping a drawn card show no
// void and count only as draws. Sample takes every draw to give any card
// the seat could not see, while a draw after a reshuffle gives one of the
// discards it turned into the stock, and a card held at the reshuffle
// stays in its hand: until the first reshuffle of a deal the deal drawn is
// uniform among all those the seat's knowledge allows; after it, among
// those that fit the voids, some of which the reshuffle rules out: a card
// nobody has seen may be dealt to the stock, which holds only former
// discards (docs/dev/inference.md gives an example).
//
// The deal is drawn seat by seat: each hand uniformly among those that
// fit, by counting them (docs/dev/inference.md), and the whole deal kept
// with the probability that makes it uniform, the stock taking the rest.
// No try is lost when no seat to deal showed a void, and the deal is then
// drawn as before the voids were kept; a try is kept with a probability of
// at least the product, over the seats dealt after the first that showed
// a void, of the hands that fit it over the most there could be whatever
// the seats before took (TestSampleTries bounds the tries of random play;
// docs/dev/inference.md gives the figures).
//
// Sample returns the zero State for a view no position could give, such
// as the zero View or one whose voids no deal fits, and when no try of
// [sampleTries] is kept. A nil rng draws from a generator with a fixed
// seed. It allocates nothing.
func (r Rules) Sample(v View, rng *rand.Rand) State {
	s, _ := r.sample(v, rng)
	return s
}

// sampleTries is the most deals [Rules.Sample] draws to find one it keeps.
const sampleTries = 1 << 16

// sample is Sample, returning too the number of tries it made.
func (r Rules) sample(v View, rng *rand.Rand) (State, int) {
	if v.check() != nil {
		return State{}, 0
	}
	if rng == nil {
		rng = rand.New(rand.NewPCG(0, pcgStream))
	}
	s := v.state()
	s.rng.Seed(rng.Uint64(), rng.Uint64())
	seat := v.Seat()
	unknown := v.Unknown()
	var buf [cards.NumCards]cards.Card // a Sample allocates nothing
	if s.mover == 0 {
		// Every hand was shown when the last deal ended.
		s.hands = s.lastHands
		deck := cards.Deck(unknown.AppendCards(buf[:0]))
		deck.Shuffle(rng)
		copy(s.stock[:], deck)
		return s, 1
	}
	need := v.counts // cards to deal to each seat
	if seat >= 0 {
		need[seat] = 0
	}
	mover := s.Turn()
	answer := s.phase == PhaseAnswer && mover != seat
	drawn := s.phase == PhaseDrawn && mover != seat
	voids := false
	for i, n := range need {
		voids = voids || (n != 0 && s.barred[i] != 0)
	}
	if !voids {
		return s.dealUniform(unknown, need, answer, drawn, rng), 1
	}
	// The seats to deal, the seat to answer a 2 first, then the others
	// from the one fewest hands fit.
	var d dealer
	var order [NumSeats]int
	m := 0
	for i, n := range need {
		if n == 0 {
			continue
		}
		h := &d.hands[i]
		h.n = int(n)
		if drawn && i == mover {
			h.n-- // the card drawn last fits any hand (B26)
		}
		h.two = answer && i == mover
		b := s.bars(i)
		h.setup(&b)
		order[m] = i
		m++
	}
	first := 0
	if answer {
		for i := range m {
			if order[i] == mover {
				order[0], order[i] = order[i], order[0]
				first = 1
			}
		}
	}
	var share [NumSeats]float64 // the part of all hands that fit
	for _, i := range order[first:m] {
		h := &d.hands[i]
		share[i] = h.count(h.sizes(unknown), &d.ways) / binomial(unknown.Len(), h.n)
	}
	rest := order[first:m]
	for a := 1; a < len(rest); a++ {
		for b := a; b > 0 && share[rest[b]] < share[rest[b-1]]; b-- {
			rest[b], rest[b-1] = rest[b-1], rest[b]
		}
	}
	// The most hands each seat after the first could be offered.
	var most [NumSeats]float64
	left := unknown.Len()
	for k, i := range order[:m] {
		h := &d.hands[i]
		if k > 0 && h.k > 0 {
			most[i] = d.most(i, order[:k], unknown, left)
		}
		left -= h.n
	}
	base := s.hands
	for try := 1; try <= sampleTries; try++ {
		s.hands = base
		u := unknown
		kept := true
		for k, i := range order[:m] {
			h := &d.hands[i]
			var hand cards.Set
			if h.k == 0 && !h.two {
				hand = pickFew(u, h.n, rng)
			} else {
				n := h.count(h.sizes(u), &d.ways)
				if n == 0 && k == 0 {
					return State{}, try // no hand fits the first seat
				}
				if n == 0 || (k > 0 && h.k > 0 && rng.Float64()*most[i] >= n) {
					kept = false
					break
				}
				hand = h.draw(u, &d.ways, rng)
			}
			s.hands[i] |= hand
			u = u.Minus(hand)
		}
		if !kept {
			continue
		}
		if drawn {
			c, _ := u.Nth(rng.IntN(u.Len()))
			s.drawn = c
			s.hands[mover] = s.hands[mover].Add(c)
			u = u.Remove(c)
		}
		deck := cards.Deck(u.AppendCards(buf[:0]))
		deck.Shuffle(rng)
		copy(s.stock[:], deck)
		return s, try
	}
	return State{}, sampleTries
}

// dealUniform deals unknown to the seats as need says, uniformly, the rest
// to the stock: Sample when no seat to deal showed a void.
func (s *State) dealUniform(unknown cards.Set, need [NumSeats]uint8, answer, drawn bool, rng *rand.Rand) State {
	mover := s.Turn()
	switch {
	case answer:
		hand := dealAnswer(unknown, int(need[mover]), rng)
		s.hands[mover] = hand
		unknown = unknown.Minus(hand)
		need[mover] = 0
	case drawn:
		// The mover holds at least one card, which v.check counted
		// among the hidden ones: unknown is not empty.
		d, _ := unknown.Nth(rng.IntN(unknown.Len()))
		s.drawn = d
		s.hands[mover] = s.hands[mover].Add(d)
		unknown = unknown.Remove(d)
		need[mover]--
	}
	var buf [cards.NumCards]cards.Card
	deck := cards.Deck(unknown.AppendCards(buf[:0]))
	deck.Shuffle(rng)
	for i, n := range need {
		hand, rest, _ := deck.Deal(int(n))
		s.hands[i] |= hand
		deck = rest
	}
	copy(s.stock[:], deck)
	return *s
}

// maxGroups is the most groups a seat's cards fall into: one for each
// level of [Public.Barred] and one for the cards no void bars, each in two
// for the seat that must hold a 2.
const maxGroups = 2 * (NumVoids + 1)

// fitHand counts and draws the hands of one seat that fit its voids. The
// cards fall into groups by level, the highest Barred of their kinds,
// highest first, the cards no void bars last: a hand fits when, for each
// level x, the cards it holds of level x or more number at most n - x.
type fitHand struct {
	n      int                  // the cards to deal
	two    bool                 // the hand must hold a 2 (PhaseAnswer)
	k      int                  // the levels, the unbarred cards not counted
	g      int                  // the groups in use
	groups [maxGroups]cards.Set // the cards of each group
	caps   [maxGroups]int       // after the group, the most cards of it and those before, or -1
	twos   [maxGroups]bool      // the group holds 2s
}

// ways holds, for each group g, cards taken s and whether a 2 was taken,
// the number of ways to take the rest from the groups from g on.
type ways [maxGroups + 1][cards.NumCards + 1][2]float64

// dealer holds the hands of a Sample.
type dealer struct {
	hands [NumSeats]fitHand
	ways  ways
}

// setup fills the groups of a seat barred as b.
func (h *fitHand) setup(b *[NumVoids]uint8) {
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
			for k, y := range b {
				if y >= x {
					level |= voidCards[k]
				}
			}
			level = level.Minus(done)
			h.k++
		}
		done |= level
		limit := -1
		if x != 0 {
			limit = max(h.n-int(x), -1)
			if limit < 0 {
				limit = -2 // no card of this level fits
			}
		}
		parts := [2]cards.Set{level, 0}
		if h.two {
			parts = [2]cards.Set{level.OfRank(cards.Two), level.Minus(level.OfRank(cards.Two))}
		}
		for p, part := range parts {
			if p == 1 && !h.two {
				break
			}
			h.groups[h.g], h.twos[h.g], h.caps[h.g] = part, h.two && p == 0, -1
			h.g++
		}
		if x != 0 {
			h.caps[h.g-1] = limit
		}
		if x == 0 {
			return
		}
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

// count fills w for groups of the given sizes and returns the number of
// hands that fit.
func (h *fitHand) count(sizes [maxGroups]int, w *ways) float64 {
	// The last group, the cards no void bars, takes what is left to take:
	// n - s cards when there is no 2 to find, or when one was found.
	last := h.g - 1
	flags := 1 // whether a 2 was taken: only 0 without a 2 to find
	if h.two {
		flags = 2
	}
	for s := range h.n + 1 {
		w[last][s][1] = pascal[sizes[last]][h.n-s]
		w[last][s][0] = w[last][s][1]
		if h.two {
			// In the last group's 2s or not at all (its 2s, when it must
			// hold one, are a group of their own, before it).
			w[last][s][0] = 0
		}
		w[h.g][s] = [2]float64{}
	}
	w[h.g][h.n][1] = 1
	if !h.two {
		w[h.g][h.n][0] = 1
	}
	for g := last - 1; g >= 0; g-- {
		for s := range h.n + 1 {
			for f := range flags {
				t := 0.0
				for b := 0; b <= sizes[g] && s+b <= h.n; b++ {
					if c := h.caps[g]; c != -1 && s+b > c {
						break
					}
					nf := f
					if h.twos[g] && b > 0 {
						nf = 1
					}
					t += pascal[sizes[g]][b] * w[g+1][s+b][nf]
				}
				w[g][s][f] = t
			}
		}
	}
	return w[0][0][0]
}

// draw returns a hand of u drawn uniformly among those that fit, w filled
// by count for u's sizes.
func (h *fitHand) draw(u cards.Set, w *ways, rng *rand.Rand) cards.Set {
	var hand cards.Set
	s, f := 0, 0
	for g := range h.g {
		part := u & h.groups[g]
		size := part.Len()
		x := rng.Float64() * w[g][s][f]
		b, last := 0, 0
		for ; b <= size && s+b <= h.n; b++ {
			if c := h.caps[g]; c != -1 && s+b > c {
				break
			}
			nf := f
			if h.twos[g] && b > 0 {
				nf = 1
			}
			wb := pascal[size][b] * w[g+1][s+b][nf]
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
		s += b
		if h.twos[g] && b > 0 {
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
	var lo, sizes [maxGroups]int
	room := left
	for g := range h.g {
		taken := 0
		for _, j := range before {
			taken += d.hands[j].takes(unknown & h.groups[g])
		}
		lo[g] = max(hi[g]-taken, 0)
		sizes[g] = lo[g]
		room -= lo[g]
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

// fits reports whether a seat barred as b may hold hand: for every level
// x of b, the cards of hand of a kind barred x or more number at most
// len(hand) - x.
func fits(b *[NumVoids]uint8, hand cards.Set) bool {
	n := hand.Len()
	for _, x := range b {
		if x == 0 {
			continue
		}
		var mask cards.Set
		for k, y := range b {
			if y >= x {
				mask |= voidCards[k]
			}
		}
		if (hand & mask).Len() > n-int(x) {
			return false
		}
	}
	return true
}

// dealAnswer returns n cards of unknown holding at least one 2, drawn
// uniformly among all such hands: the number of 2s is drawn with its
// weight, C(twos, k) x C(others, n-k), then the cards of each kind.
func dealAnswer(unknown cards.Set, n int, rng *rand.Rand) cards.Set {
	twos := unknown.OfRank(cards.Two)
	others := unknown.Minus(twos)
	t, o := twos.Len(), others.Len()
	var weights [cards.NumSuits + 1]float64
	total := 0.0
	for k := 1; k <= min(t, n); k++ {
		if n-k <= o {
			weights[k] = binomial(t, k) * binomial(o, n-k)
			total += weights[k]
		}
	}
	k, x := 1, rng.Float64()*total
	for k < min(t, n) && x >= weights[k] {
		x -= weights[k]
		k++
	}
	return pick(twos, k, rng) | pick(others, n-k, rng)
}

// binomial returns n choose k as a float64.
func binomial(n, k int) float64 {
	if k < 0 || k > n {
		return 0
	}
	c := 1.0
	for i := 1; i <= k; i++ {
		c = c * float64(n-k+i) / float64(i)
	}
	return c
}

// pickFew returns n cards of s chosen uniformly, n at most s.Len(): the
// first n steps of a Fisher-Yates shuffle.
func pickFew(s cards.Set, n int, rng *rand.Rand) cards.Set {
	if n == 0 {
		return 0
	}
	var buf [cards.NumCards]cards.Card
	d := s.AppendCards(buf[:0])
	var hand cards.Set
	for i := range n {
		j := i + rng.IntN(len(d)-i)
		d[i], d[j] = d[j], d[i]
		hand = hand.Add(d[i])
	}
	return hand
}

// pick returns n cards of s chosen uniformly, or all of s when it has n or
// fewer.
func pick(s cards.Set, n int, rng *rand.Rand) cards.Set {
	var buf [cards.NumCards]cards.Card
	d := cards.Deck(s.AppendCards(buf[:0]))
	d.Shuffle(rng)
	hand, _, ok := d.Deal(n)
	if !ok {
		return s
	}
	return hand
}
