package boxes

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/testlong"
)

// This file checks Rules.Sample against a brute force written apart from
// the package's bookkeeping: every deal of the unseen cards of a small
// position is enumerated, and each is judged by a bipartite matching of
// the cards each seat held or played to the deal and the draws it made,
// read from the history of the moves (docs/dev/inference.md gives the
// model). Sample must draw only the deals the matching accepts, draw every
// one of them, and draw them alike (a chi-square test at a fixed level).

// step is one move of a history: the position before it, the move, the
// position after it.
type step struct {
	before, after State
	m             Move
}

// infer is the brute force's knowledge of the current deal: every seat's
// draws and voids and plays, with times (move t: voids and plays at 2t,
// the cards drawn at 2t+1; the deal's cards at -1).
type infer struct {
	r     Rules
	slots [NumSeats][]int // the time of each card a seat got
	voids [NumSeats][]struct {
		t     int
		cards cards.Set // the cards the seat showed it lacked
	}
	plays [NumSeats][]struct {
		t int
		c cards.Card
	}
	lastDraw  [NumSeats]int // the time of the seat's last card got
	reshuffle bool          // the stock was made again from the discards
}

// newInfer reads the history of the current deal of the last position.
func newInfer(r Rules, hist []step) *infer {
	in := &infer{r: r}
	last := hist[len(hist)-1].after
	first := len(hist)
	for first > 0 && hist[first-1].before.Deal() == last.Deal() {
		first--
	}
	start := last
	if first < len(hist) {
		start = hist[first].before
	}
	for j := range NumSeats {
		for range start.Hand(j).Len() {
			in.slots[j] = append(in.slots[j], -1)
		}
		in.lastDraw[j] = -1
	}
	wild := cards.Deck52.OfRank(cards.Eight) | cards.Deck52.OfRank(cards.Nine)
	for k, st := range hist[first:] {
		t := 2 * k
		a := st.before.Turn()
		switch st.m.Kind() {
		case KindDraw, KindPass:
			if st.before.Phase() == PhasePlay {
				lack := cards.Deck52.OfSuit(st.before.Suit())
				if r.WildEightsNines {
					lack |= wild
				}
				in.voids[a] = append(in.voids[a], struct {
					t     int
					cards cards.Set
				}{t, lack})
			}
		default:
			for c := range st.m.Cards().All() {
				in.plays[a] = append(in.plays[a], struct {
					t int
					c cards.Card
				}{t, c})
			}
			// A 2 that takes effect: the next seat answers or shows it
			// holds no 2 by drawing at once.
			uncalled := st.m.Kind() == KindSet && !st.m.OneCard()
			if st.m.Card().Rank() == cards.Two && !uncalled && st.before.Hand(a) != st.m.Cards() {
				step := 1
				if st.before.Direction() == Counterclockwise {
					step = NumSeats - 1
				}
				next := (a + step) % NumSeats
				if st.after.Phase() != PhaseAnswer || st.after.Turn() != next {
					in.voids[next] = append(in.voids[next], struct {
						t     int
						cards cards.Set
					}{t, cards.Deck52.OfRank(cards.Two)})
				}
			}
		}
		for j := range NumSeats {
			for range st.after.Drew(j) {
				in.slots[j] = append(in.slots[j], t+1)
				in.lastDraw[j] = t + 1
			}
		}
		if st.after.StockLen() > st.before.StockLen() {
			in.reshuffle = true
		}
	}
	return in
}

// lastVoid returns the time of seat's latest void before t that covers c,
// or -2 when there is none.
func (in *infer) lastVoid(seat int, c cards.Card, t int) int {
	v := -2
	for _, x := range in.voids[seat] {
		if x.t < t && x.cards.Has(c) {
			v = x.t
		}
	}
	return v
}

// fits reports whether seat may hold hand now: its played cards and hand
// match distinct cards got, each got after the seat's last void covering
// the card and before the card was played; drawn, when valid, is the card
// the seat drew last, which its last draw gave.
func (in *infer) fits(seat int, hand cards.Set, drawn cards.Card) bool {
	const now = math.MaxInt
	type item struct{ lo, hi int } // the times of the cards got that serve it: lo < t < hi
	var items []item
	for _, p := range in.plays[seat] {
		items = append(items, item{in.lastVoid(seat, p.c, p.t), p.t})
	}
	for c := range hand.All() {
		if c == drawn {
			items = append(items, item{in.lastDraw[seat] - 1, now})
			continue
		}
		items = append(items, item{in.lastVoid(seat, c, now), now})
	}
	slots := in.slots[seat]
	if len(items) != len(slots) {
		return false
	}
	// Kuhn's augmenting paths.
	owner := make([]int, len(slots))
	for i := range owner {
		owner[i] = -1
	}
	var try func(i int, seen []bool) bool
	try = func(i int, seen []bool) bool {
		for s, t := range slots {
			if seen[s] || t <= items[i].lo || t >= items[i].hi {
				continue
			}
			seen[s] = true
			if owner[s] < 0 || try(owner[s], seen) {
				owner[s] = i
				return true
			}
		}
		return false
	}
	for i := range items {
		if !try(i, make([]bool, len(slots))) {
			return false
		}
	}
	return true
}

// dealKey names a deal of the hidden cards: the hands and the drawn card.
type dealKey struct {
	hands [NumSeats]cards.Set
	drawn cards.Card
}

// consistent returns every deal of v's unseen cards with v's counts that
// the brute force accepts, and the number of deals with the counts where
// the seat to answer a 2 holds one.
func (in *infer) consistent(v View) (map[dealKey]bool, int) {
	seat, mover := v.Seat(), v.Turn()
	var seats []int
	for j := range NumSeats {
		if j != seat {
			seats = append(seats, j)
		}
	}
	ok := map[dealKey]bool{}
	total := 0
	type judged struct {
		seat  int
		hand  cards.Set
		drawn cards.Card
	}
	memo := map[judged]bool{} // a hand comes back in many deals
	fits := func(j int, hand cards.Set, drawn cards.Card) bool {
		key := judged{j, hand, drawn}
		f, seen := memo[key]
		if !seen {
			f = in.fits(j, hand, drawn)
			memo[key] = f
		}
		return f
	}
	var rec func(i int, left cards.Set, k dealKey)
	rec = func(i int, left cards.Set, k dealKey) {
		if i == len(seats) {
			k.drawn = cards.NoCard
			drawnChoices := []cards.Card{cards.NoCard}
			if d, known := v.Drawn(); known {
				drawnChoices[0] = d
			} else if v.Phase() == PhaseDrawn {
				drawnChoices = k.hands[mover].Cards()
			}
			for _, d := range drawnChoices {
				k.drawn = d
				if v.Phase() == PhaseAnswer && mover != seat && k.hands[mover].OfRank(cards.Two) == 0 {
					continue
				}
				total++
				good := true
				for _, j := range seats {
					dj := cards.NoCard
					if j == mover {
						dj = d
					}
					if !fits(j, k.hands[j], dj) || (j == mover && v.Phase() == PhaseAnswer && k.hands[j].OfRank(cards.Two) == 0) {
						good = false
						break
					}
				}
				if good {
					ok[k] = true
				}
			}
			return
		}
		j := seats[i]
		for h := range subsets(left, v.HandLen(j)) {
			k.hands[j] = h
			rec(i+1, left.Minus(h), k)
		}
	}
	var k dealKey
	if seat >= 0 {
		k.hands[seat] = v.Hand()
	}
	rec(0, v.Unknown(), k)
	return ok, total
}

// subsets yields the subsets of s of n cards.
func subsets(s cards.Set, n int) func(yield func(cards.Set) bool) {
	all := s.Cards()
	return func(yield func(cards.Set) bool) {
		var rec func(from int, n int, acc cards.Set) bool
		rec = func(from, n int, acc cards.Set) bool {
			if n == 0 {
				return yield(acc)
			}
			for i := from; i <= len(all)-n; i++ {
				if !rec(i+1, n-1, acc.Add(all[i])) {
					return false
				}
			}
			return true
		}
		rec(0, n, 0)
	}
}

// smallPosition plays random matches of one deal of size under r from
// seeds on, and returns the history up to the first position whose view
// from some seat has 8 to 10 unseen cards, phase want, a reshuffle in the
// deal exactly when reshuffled, and voids that rule out at least a third
// of the deals; with the viewer.
func smallPosition(t *testing.T, r Rules, size int, want Phase, reshuffled bool) ([]step, int) {
	t.Helper()
	for seed := uint64(1); seed < 3000; seed++ {
		if hist, seat, ok := positionIn(t, r, size, want, reshuffled, cards.Deal{Seed: seed, Dealer: int(seed % NumSeats)}); ok {
			return hist, seat
		}
	}
	t.Fatal("no position found")
	return nil, 0
}

// positionIn is smallPosition's search in the one match d deals (its
// moves drawn from d.Seed); ok is false if the match reaches no such
// position.
func positionIn(t *testing.T, r Rules, size int, want Phase, reshuffled bool, d cards.Deal) (hist []step, seat int, ok bool) {
	t.Helper()
	sched, err := NewSchedule(size)
	require.NoError(t, err)
	r.Deals = sched
	s, err := r.Start(d)
	require.NoError(t, err)
	p := rand.NewPCG(d.Seed, 11)
	shuffled := false
	for s.Turn() >= 0 && len(hist) < 400 {
		m, _ := r.Table().RandomMove(&s, p)
		before := s
		require.NoError(t, r.Table().ApplyTo(&s, m))
		hist = append(hist, step{before, s, m})
		shuffled = shuffled || s.StockLen() > before.StockLen()
		if s.Turn() < 0 || s.Phase() != want || shuffled != reshuffled {
			continue
		}
		for seat := range NumSeats {
			if want != PhasePlay && seat == s.Turn() {
				continue // the phase tells most of another seat's hand
			}
			v := r.View(s, seat)
			if u := v.Unknown().Len(); u < 8 || u > 10 {
				continue
			}
			barred := false
			for j := range NumSeats {
				barred = barred || (j != seat && seatBarred(s, j))
			}
			if !barred {
				continue
			}
			in := newInfer(r, hist)
			if in.reshuffle != reshuffled {
				continue
			}
			ok, total := in.consistent(v)
			if len(ok) >= 20 && 3*len(ok) <= 2*total && len(ok) <= 4000 {
				return hist, seat, true
			}
		}
	}
	return nil, 0, false
}

// chiSquareCritical returns the value a chi-square statistic of df degrees
// of freedom exceeds with probability 0.001 (Wilson and Hilferty's cube
// root approximation, within a few tenths of a percent for df over 30).
func chiSquareCritical(df int) float64 {
	const z = 3.090232 // the 0.999 quantile of the standard normal
	k := float64(df)
	a := 2 / (9 * k)
	return k * math.Pow(1-a+z*math.Sqrt(a), 3)
}

// samples returns the number of deals to draw for k deals that fit.
func samples(k int) int {
	if !inferFull {
		return 3000
	}
	return max(20000, 10*k)
}

// checkSampler draws n deals with sample and returns what is wrong with
// them against the deals ok: one outside, and when inferFull, one never
// drawn, or a chi-square statistic above the critical value.
func checkSampler(ok map[dealKey]bool, n int, sample func() dealKey) error {
	counts := map[dealKey]int{}
	for range n {
		k := sample()
		if !ok[k] {
			return fmt.Errorf("drew %v, which the history rules out", k)
		}
		counts[k]++
	}
	if !inferFull {
		return nil
	}
	for k := range ok {
		if counts[k] == 0 {
			return fmt.Errorf("never drew %v of %d deals", k, len(ok))
		}
	}
	e := float64(n) / float64(len(ok))
	chi := 0.0
	for k := range ok {
		d := float64(counts[k]) - e
		chi += d * d / e
	}
	if crit := chiSquareCritical(len(ok) - 1); chi > crit {
		return fmt.Errorf("chi-square %.1f over %d deals, above %.1f", chi, len(ok), crit)
	}
	return nil
}

// keyOf returns the deal of x: its hands, and the card the seat to move
// drew in the drawn phase.
func keyOf(x State) dealKey {
	var k dealKey
	for i := range k.hands {
		k.hands[i] = x.Hand(i)
	}
	k.drawn = keyDrawn(x)
	if x.Phase() != PhaseDrawn {
		k.drawn = cards.NoCard
	}
	return k
}

// seatBarred reports whether seat showed a void in s (Public.Barred).
func seatBarred(s State, seat int) bool {
	for k := range Void(NumVoids) {
		if s.Barred(seat, k) != 0 {
			return true
		}
	}
	return false
}

// uniformDeal deals the cards v's seat cannot see uniformly with the
// counts, blind to the voids: the deal of the previous Sample. The seat to
// answer a 2 holds one, uniformly among such hands; in the drawn phase the
// card the seat to move drew is any card of its hand.
func uniformDeal(v View, rng *rand.Rand) dealKey {
	seat, mover := v.Seat(), v.Turn()
	for {
		deck := cards.Deck(v.Unknown().Cards())
		deck.Shuffle(rng)
		k := dealKey{drawn: cards.NoCard}
		for j := range NumSeats {
			if j == seat {
				k.hands[j] = v.Hand()
				continue
			}
			hand, rest, _ := deck.Deal(v.HandLen(j))
			k.hands[j] = hand
			deck = rest
		}
		if v.Phase() == PhaseAnswer && mover != seat && k.hands[mover].OfRank(cards.Two) == 0 {
			continue
		}
		if v.Phase() == PhaseDrawn {
			if d, known := v.Drawn(); known {
				k.drawn = d
			} else {
				k.drawn, _ = k.hands[mover].Nth(rng.IntN(k.hands[mover].Len()))
			}
		}
		return k
	}
}

// oneDeal returns the schedule of one deal of size cards each.
func oneDeal(t *testing.T, size int) Schedule {
	t.Helper()
	sched, err := NewSchedule(size)
	require.NoError(t, err)
	return sched
}

// TestSampleInfersExactly checks Sample on small positions reached by
// play, without a reshuffle in the deal, against the brute force: it
// draws every deal the history allows, only those, and alike. The deal
// the previous Sample drew (uniform with the counts, uniformDeal here) is
// checked too, and must fail.
// pinnedDeal is a deal that reaches a position for smallPosition's search
// among few seeds: the deck, the dealer and the seed its moves are drawn
// from. The moves never reshuffle before the position, so the deck alone
// fixes the cards and the test no longer depends on the shuffle.
type pinnedDeal struct {
	deck   string
	dealer int
	seed   uint64
}

// wild11 plays deals of 11 cards under wild 8s and 9s: the deck engine 1
// shuffled from seed 2880, the first seed below 3000 to reach a position
// (engine 2 gives none below 3000).
var wild11 = &pinnedDeal{"2C KC JC AS 10H 6C QH AD QD 8S 7D 2S 5D 3C 2D 3S 3H KS 4H JH 7S 10S 9D 5S 6S 9S 4D 5C 7H 9C 8H QC AH 6H KD 9H 8D 4S JD QS AC 10C 3D 10D 4C 7C 2H KH 8C 5H JS 6D", 0, 2880}

// answer9 plays deals of 9 cards where pairs answer 2s: the deck engine 2
// shuffles from seed 2422, the first seed to reach a position in the answer
// phase (engine 1's was 1340).
var answer9 = &pinnedDeal{"3S 3D JC QD 8C JH KD 6C KC 10C 3H 9C KS 7D 10S 10H 6D 2D QH 6S 4S 8D 6H 9H 3C QS 4D 4H 9D AH 7S 7C AS 10D 5H 2S 8S 5D JS JD AC QC 2C 5C 7H 5S KH 4C 2H 8H AD 9S", 2, 2422}

// pinnedPosition returns smallPosition's position, in the deal pin when it is
// not nil; it fails if the pinned deal reaches none.
func pinnedPosition(t *testing.T, r Rules, size int, want Phase, pin *pinnedDeal) ([]step, int) {
	t.Helper()
	if pin == nil {
		return smallPosition(t, r, size, want, false)
	}
	deck, err := cards.ParseDeck(pin.deck)
	require.NoError(t, err)
	hist, seat, ok := positionIn(t, r, size, want, false, cards.Deal{Dealer: pin.dealer, Seed: pin.seed, Deck: deck})
	require.True(t, ok, "the pinned deal reaches a position with 8 to 10 unseen cards in phase %v, voids that rule out a third of the deals and no reshuffle", want)
	return hist, seat
}

func TestSampleInfersExactly(t *testing.T) {
	for _, tc := range []struct {
		name  string
		r     Rules
		size  int
		phase Phase
		pin   *pinnedDeal // if not nil, the deal to play, else the seeds are searched
	}{
		{"standard", Rules{}, 7, PhasePlay, nil},
		{"wild 8s and 9s", Rules{WildEightsNines: true}, 11, PhasePlay, wild11},
		{"pairs answer 2s", Rules{PairAnswersTwo: true}, 9, PhaseAnswer, answer9},
		{"drawn card", Rules{PlayDrawn: true}, 7, PhaseDrawn, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hist, seat := pinnedPosition(t, tc.r, tc.size, tc.phase, tc.pin)
			s := hist[len(hist)-1].after
			r := tc.r
			r.Deals = oneDeal(t, tc.size)
			v := r.View(s, seat)
			in := newInfer(r, hist)
			ok, total := in.consistent(v)
			require.True(t, ok[keyOf(s)], "the brute force accepts the real deal")
			n := samples(len(ok))
			t.Logf("%s: seat %d sees %d unseen cards; %d of %d deals fit; %d samples", text(t, r, s), seat, v.Unknown().Len(), len(ok), total, n)
			rng := rand.New(rand.NewPCG(1, 2))
			assert.NoError(t, checkSampler(ok, n, func() dealKey { return keyOf(r.Sample(v, rng)) }))
			old := rand.New(rand.NewPCG(1, 2))
			assert.Error(t, checkSampler(ok, n, func() dealKey { return uniformDeal(v, old) }),
				"the uniform deal draws deals the history rules out")
		})
	}
}

// keyDrawn returns the drawn card of s, or NoCard outside PhaseDrawn.
func keyDrawn(s State) cards.Card {
	if d, ok := s.Drawn(); ok {
		return d
	}
	return cards.NoCard
}

// TestSampleAfterReshuffle checks Sample on a small position after a
// reshuffle: it draws only deals that fit the voids as the brute force
// judges them, every one, alike; the deals a reshuffle rules out (a card
// drawn after it must have been a discard) are not ruled out, as
// Sample's documentation says.
func TestSampleAfterReshuffle(t *testing.T) {
	r := Rules{}
	hist, seat := smallPosition(t, r, 11, PhasePlay, true)
	s := hist[len(hist)-1].after
	r.Deals = oneDeal(t, 11)
	v := r.View(s, seat)
	in := newInfer(r, hist)
	ok, total := in.consistent(v)
	require.True(t, ok[keyOf(s)])
	n := samples(len(ok))
	t.Logf("%s: seat %d; %d of %d deals fit the voids", text(t, r, s), seat, len(ok), total)
	rng := rand.New(rand.NewPCG(3, 4))
	assert.NoError(t, checkSampler(ok, n, func() dealKey { return keyOf(r.Sample(v, rng)) }))
}

// TestChiSquareCritical checks the approximation against the table
// values of the 0.001 level.
func TestChiSquareCritical(t *testing.T) {
	for df, want := range map[int]float64{30: 59.703, 100: 149.449, 1000: 1143.917} {
		assert.InEpsilon(t, want, chiSquareCritical(df), 0.003, "df %d", df)
	}
}

// countingSource is a generator that counts the numbers drawn from it.
type countingSource struct {
	src rand.Source
	n   int
}

func (c *countingSource) Uint64() uint64 { c.n++; return c.src.Uint64() }

// TestSampleTries checks Sample on every view of random matches under
// several rules: it always finds a deal (the real one fits, so it must
// never give up), that deal gives the view back, and it draws few numbers
// from its generator. A try of a deal draws at least one number, so the
// numbers drawn bound the tries: at most 32,768 for one view, half the
// tries the engine allows, and under 128 numbers on average (one try that
// is kept deals the hands and shuffles the stock, a few dozen numbers; a
// try that is not draws some too).
func TestSampleTries(t *testing.T) {
	sched, err := NewSchedule(8, 5, 3)
	require.NoError(t, err)
	games := uint64(testlong.N(3, 12))
	if !inferFull {
		games = 2
	}
	total, views, most, voided := 0, 0, 0, 0
	for _, r := range []Rules{{Deals: sched}, {Deals: sched, WildEightsNines: true, PlayDrawn: true}, {Deals: sched, PairAnswersTwo: true, UpcardEffects: true}} {
		for g := range games {
			s, err := r.Start(cards.Deal{Seed: g})
			require.NoError(t, err)
			p := rand.NewPCG(g, 9)
			src := &countingSource{src: rand.NewPCG(g, 10)}
			rng := rand.New(src)
			for s.Turn() >= 0 {
				for seat := cards.Spectator; seat < NumSeats; seat++ {
					v := r.View(s, seat)
					src.n = 0
					x := r.Sample(v, rng)
					require.NotEqual(t, State{}, x, "%s: seat %d", text(t, r, s), seat)
					require.Equal(t, v, r.View(x, seat), "%s", text(t, r, s))
					for j := range NumSeats {
						if j != seat && seatBarred(s, j) {
							voided++
							break
						}
					}
					total += src.n
					views++
					most = max(most, src.n)
				}
				m, _ := r.Table().RandomMove(&s, p)
				require.NoError(t, r.Table().ApplyTo(&s, m))
			}
		}
	}
	t.Logf("%d views (%d with voids to keep): %.1f numbers drawn on average, %d at most", views, voided, float64(total)/float64(views), most)
	assert.Positive(t, voided)
	assert.LessOrEqual(t, most, 1<<15)
	assert.Less(t, float64(total)/float64(views), 128.0)
}

// TestSampleAllocs checks that Sample allocates nothing on views whose
// seats showed voids, under rules where a 2 is to answer and a card was
// just drawn too.
func TestSampleAllocs(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector allocates")
	}
	for _, tc := range []struct {
		r     Rules
		size  int
		phase Phase
		pin   *pinnedDeal
	}{{Rules{}, 7, PhasePlay, nil}, {Rules{PairAnswersTwo: true}, 9, PhaseAnswer, answer9}, {Rules{PlayDrawn: true}, 7, PhaseDrawn, nil}} {
		hist, seat := pinnedPosition(t, tc.r, tc.size, tc.phase, tc.pin)
		s := hist[len(hist)-1].after
		r := tc.r
		r.Deals = oneDeal(t, tc.size)
		v := r.View(s, seat)
		rng := rand.New(rand.NewPCG(5, 6))
		if n := testing.AllocsPerRun(100, func() { _ = r.Sample(v, rng) }); n != 0 {
			t.Errorf("Sample allocates %v times in phase %v", n, tc.phase)
		}
	}
}
