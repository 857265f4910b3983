package boxes

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// issue13DeckA is the deck of the position of issue 13, item 1: with
// dealer 0 and eight cards each, seat 1 cannot follow the upcard 10H and
// draws 8H, which it can play. issue13DeckB is the same deck with 8H and 4C
// swapped: seat 1 draws 4C, which it cannot play. Seat 2 sees neither card.
const (
	issue13DeckA = "5S QS 7C 9H 2D 2C 4C QD JD 6D 6C 7D QC 10S 5D AC 8C KD KS AS 9C 2S QH 8D JC " +
		"KH JS 3H 3D KC 10D 9D 10H 8H 9S JH 2H 6H 4H 7S 4D 8S AD 5C 3C 6S 7H 5H 10C 4S 3S AH"
	issue13DeckB = "5S QS 7C 9H 2D 2C 8H QD JD 6D 6C 7D QC 10S 5D AC 8C KD KS AS 9C 2S QH 8D JC " +
		"KH JS 3H 3D KC 10D 9D 10H 4C 9S JH 2H 6H 4H 7S 4D 8S AD 5C 3C 6S 7H 5H 10C 4S 3S AH"
)

// TestPlayDrawnHidesTheDrawnCard plays the position of issue 13, item 1:
// under PlayDrawn, whether seat 1 can play the card it drew must not show
// to the other seats. In both decks seat 1 enters the drawn phase; with the
// playable 8H it may play it or pass, with the unplayable 4C it may only
// pass; after the pass the two games look the same to seat 2, history
// included.
func TestPlayDrawnHidesTheDrawnCard(t *testing.T) {
	r := Rules{PlayDrawn: true}
	deckA, err := cards.ParseDeck(issue13DeckA)
	require.NoError(t, err)
	deckB, err := cards.ParseDeck(issue13DeckB)
	require.NoError(t, err)
	a, err := cards.NewSession(r, cards.Deal{Dealer: 0, Deck: deckA, Seed: 1})
	require.NoError(t, err)
	b, err := cards.NewSession(r, cards.Deal{Dealer: 0, Deck: deckB, Seed: 1})
	require.NoError(t, err)
	require.Equal(t, card(t, "10H"), a.State().Top())
	require.False(t, a.State().Hand(1).Has(card(t, "8H")))
	require.False(t, b.State().Hand(1).Has(card(t, "4C")))

	same := func(step string) {
		t.Helper()
		for _, seat := range []int{2, cards.Spectator} {
			va, vb := a.View(seat), b.View(seat)
			assert.Equal(t, va, vb, "seat %d's view %s", seat, step)
			ja, err := json.Marshal(va)
			require.NoError(t, err)
			jb, err := json.Marshal(vb)
			require.NoError(t, err)
			assert.Equal(t, string(ja), string(jb), "seat %d's view in JSON %s", seat, step)
		}
	}
	same("after the deal")
	for _, g := range []*viewSession{a, b} {
		_, err := g.PlayText("draw")
		require.NoError(t, err)
		assert.Equal(t, 1, g.ToMove(), "the drawer keeps the turn")
		assert.Equal(t, PhaseDrawn, g.State().Phase())
	}
	same("after seat 1 drew")
	assert.Equal(t, []string{"8H:C", "8H:D", "8H:H", "8H:S", "pass"}, legalText(r, a.State()))
	assert.Equal(t, []string{"pass"}, legalText(r, b.State()), "an unplayable drawn card can only be kept")
	_, err = r.Apply(b.State(), move(t, "4C"))
	require.ErrorIs(t, err, cards.ErrIllegalMove)
	var me *cards.MoveError
	require.ErrorAs(t, err, &me)
	assert.Contains(t, me.Reason, "hearts", "an unplayable drawn card cannot be played: it does not follow")
	assert.NotContains(t, cards.Legal(r, b.State()), move(t, "4C"))
	// The position with an unplayable drawn card is one the decoders accept.
	data, err := r.MarshalState(b.State())
	require.NoError(t, err)
	back, err := r.DecodeState(data)
	require.NoError(t, err)
	assert.Equal(t, b.State(), back)
	fromText, err := r.ParseState(text(t, r, b.State()))
	require.NoError(t, err)
	assert.Equal(t, b.State(), fromText)
	for _, seat := range []int{1, 2} {
		data, err := json.Marshal(b.View(seat))
		require.NoError(t, err)
		var v View
		require.NoError(t, json.Unmarshal(data, &v), "the view of seat %d", seat)
		assert.Equal(t, b.View(seat), v)
	}
	for _, g := range []*viewSession{a, b} {
		_, err := g.PlayText("pass")
		require.NoError(t, err)
		assert.Equal(t, 2, g.ToMove())
	}
	same("after seat 1 passed")
	assert.Equal(t, []cards.Turn[Move]{{Seat: 1, Move: Draw()}, {Seat: 1, Move: Pass()}}, a.History())
	assert.Equal(t, a.History(), b.History())
}

// leakClasses is the number of combination classes of the Boxes options:
// every combination of the eight bool options with each [TwoDraw] rule.
const leakClasses = 256 * int(TwoDrawTwoEach+1)

// leakRules returns the rules of combination class c: bit i of c's low
// byte sets the i-th bool option, c>>8 is the TwoDraw rule. Deals and
// MaxMoves are drawn for each game.
func leakRules(c int) Rules {
	return Rules{
		WildEightsNines: c&1 != 0,
		BigSets:         c&2 != 0,
		StrictPairs:     c&4 != 0,
		FiveSelf:        c&8 != 0,
		PlayDrawn:       c&16 != 0,
		PairAnswersTwo:  c&32 != 0,
		LastCardEffects: c&64 != 0,
		UpcardEffects:   c&128 != 0,
		TwoDraw:         TwoDraw(c >> 8),
	}
}

// leakHarness plays the pairs of games of one combination class of
// TestPropertyHistoryNoLeak, reusing its buffers from pair to pair.
//
// It plays games A, one deal each, by random legal moves, and makes pairs
// from them: at the deal, game B is dealt from A's deck with two cards
// exchanged that a seat, chosen at random, cannot see (so B is a match the
// rules deal); before one in four later moves of A, B is A's position with
// two such cards exchanged. Half the time one of the two is the top of the
// stock, the card the next draw takes. Then both games go on with the same
// moves, at most leakMaxSteps: the seat's own moves chosen from its view of
// A, the other seats' among the moves legal in both games. After every
// move (and, for a pair dealt, before the first) the seat's views of A and
// B must be the same Go value: its hand, the counts, the turn, the phase,
// the last move and its draws (so the history, the sequence of last moves,
// is the same too). In one pair dealt in leakJSONEvery the games are
// sessions as well, and the JSON of the seat's views and of the
// spectator's must be the same text.
//
// A pair stops where the seat may see a difference: when it holds a
// swapped card (it drew one), or when the deal ends and every hand is
// shown; the rest of the view must still agree then. It stops too when the
// seat to move has no move legal in both games (his move shows his cards,
// which is no leak), and when a 2 asks a seat that holds a 2 in one game
// only: B5 makes him answer, so the answer or the penalty shows whether he
// holds one, as a draw shows that a seat cannot follow.
type leakHarness struct {
	t      *testing.T
	class  int
	r      Rules // the rules of the game being played
	p      rand.PCG
	scheds [MaxDealSize + 1]Schedule // one deal of each size
	deck   [cards.NumCards]cards.Card
	deckB  [cards.NumCards]cards.Card
	va, vb View // the seat's views of the two games of a pair
	bufA   []Move
	stock  []cards.Card // a stock, top first
	moves  []Move       // the moves of game A so far, for a report
	swapAt int          // the number of moves of A before the pair's swap
	dealer int
	seed   uint64

	pairs, steps, drawnSteps, jsonSteps int // what was compared
	seen, parted, twoAsked, dealtPairs  int // why pairs stopped early; pairs from two decks
}

// leakMaxSteps is the most moves a pair of TestPropertyHistoryNoLeak plays
// after its swap.
const leakMaxSteps = 4

func newLeakHarness(t *testing.T, class int) *leakHarness {
	h := &leakHarness{t: t, class: class}
	h.p.Seed(uint64(class), 0x6c65616b) // "leak": the same pairs at every run
	for n := 1; n <= MaxDealSize; n++ {
		s, err := NewSchedule(n)
		require.NoError(t, err)
		h.scheds[n] = s
	}
	copy(h.deck[:], cards.NewDeck52())
	return h
}

// game plays one game A, a deal of 1 to 12 cards each (one in eight with a
// move limit of 1 to 40 moves), and the pairs made from it, until the deal
// ends or the class has leakPairs pairs. It returns false when a pair
// failed.
func (h *leakHarness) game() bool {
	t, p := h.t, &h.p
	h.r = leakRules(h.class)
	h.r.Deals = h.scheds[1+cards.UintN(p, MaxDealSize)]
	if cards.UintN(p, 8) == 0 {
		h.r.MaxMoves = 1 + int(cards.UintN(p, 40))
	}
	h.dealer, h.seed = int(cards.UintN(p, NumSeats)), p.Uint64()
	cards.Deck(h.deck[:]).ShufflePCG(p)
	a, err := h.r.Start(cards.Deal{Dealer: h.dealer, Deck: h.deck[:], Seed: h.seed})
	if err != nil {
		t.Fatal(err)
	}
	h.moves = h.moves[:0]
	if !h.dealtPair(&a) {
		return false
	}
	for a.Turn() >= 0 && h.pairs < leakPairs {
		// One position in four: long deals would otherwise make most pairs.
		if cards.UintN(p, 4) == 0 && !h.branch(&a) {
			return false
		}
		h.bufA = h.r.AppendLegal(h.bufA[:0], a)
		m := h.bufA[cards.UintN(p, uint64(len(h.bufA)))]
		if err := h.r.Table().ApplyTo(&a, m); err != nil {
			t.Fatal(err)
		}
		h.moves = append(h.moves, m)
	}
	return true
}

// swapCards draws two cards seat cannot see in s that may be exchanged:
// in the other hands or the stock, not both in one hand, not a card the
// seat to move just drew (a drawn phase needs it in his hand). Half the
// time the first is the top of the stock. It returns false when there are
// no such cards.
func (h *leakHarness) swapCards(s *State, seat int) (x, y cards.Card, ok bool) {
	p := &h.p
	u := cards.Deck52.Minus(s.Hand(seat)).Minus(s.Discards()).Remove(s.Top())
	if d, drew := s.Drawn(); drew && s.Phase() == PhaseDrawn {
		u = u.Remove(d)
	}
	if u.Len() < 2 {
		return 0, 0, false
	}
	if s.StockLen() > 0 && cards.UintN(p, 2) == 0 {
		h.stock = s.AppendStock(h.stock[:0])
		x = h.stock[0]
	} else {
		x, _ = u.Nth(int(cards.UintN(p, uint64(u.Len()))))
	}
	u = u.Remove(x)
	y, _ = u.Nth(int(cards.UintN(p, uint64(u.Len()))))
	for i := range NumSeats {
		if hand := s.Hand(i); hand.Has(x) && hand.Has(y) {
			return 0, 0, false // the exchange would change nothing
		}
	}
	return x, y, true
}

// dealtPair plays the pair whose game B is dealt from A's deck with two
// cards exchanged; a0 is A's first position.
func (h *leakHarness) dealtPair(a0 *State) bool {
	t, r := h.t, &h.r
	seat := int(cards.UintN(&h.p, NumSeats))
	x, y, ok := h.swapCards(a0, seat)
	if !ok {
		return true
	}
	h.deckB = h.deck
	for i, d := range h.deckB {
		switch d {
		case x:
			h.deckB[i] = y
		case y:
			h.deckB[i] = x
		}
	}
	b, err := r.Start(cards.Deal{Dealer: h.dealer, Deck: h.deckB[:], Seed: h.seed})
	if err != nil {
		t.Fatal(err)
	}
	if r.UpcardEffects && a0.Top().Rank() == cards.Two && (a0.Phase() == PhaseAnswer) != (b.Phase() == PhaseAnswer) {
		h.twoAsked++
		return true // the upcard 2 asks the dealer's left for a 2 (B5)
	}
	if a0.Hand(seat) != b.Hand(seat) {
		h.seen++
		return true // the upcard made the seat draw a swapped card
	}
	var ga, gb *viewSession
	if h.dealtPairs%leakJSONEvery == 0 {
		ga, err = cards.NewSession(*r, cards.Deal{Dealer: h.dealer, Deck: h.deck[:], Seed: h.seed})
		require.NoError(t, err)
		gb, err = cards.NewSession(*r, cards.Deal{Dealer: h.dealer, Deck: h.deckB[:], Seed: h.seed})
		require.NoError(t, err)
		require.True(t, ga.State() == *a0 && gb.State() == b)
	}
	h.dealtPairs++
	a := *a0
	h.swapAt = 0
	return h.play(&a, &b, seat, x, y, ga, gb, true)
}

// branch plays the pair whose game B is A's position a with two cards
// exchanged.
func (h *leakHarness) branch(a0 *State) bool {
	seat := int(cards.UintN(&h.p, NumSeats))
	x, y, ok := h.swapCards(a0, seat)
	if !ok {
		return true
	}
	swap := func(c cards.Card) cards.Card {
		switch c {
		case x:
			return y
		case y:
			return x
		}
		return c
	}
	// B's text is A's with x and y exchanged in the hands and the stock.
	b0, err := h.r.AppendState(nil, *a0)
	if err != nil {
		h.t.Fatal(err)
	}
	fields := strings.Split(string(b0), " ")
	hands := make([]string, NumSeats)
	fit := true
	for i := range NumSeats {
		hand := a0.Hand(i)
		switch {
		case hand.Has(x):
			hand = hand.Remove(x).Add(y)
		case hand.Has(y):
			hand = hand.Remove(y).Add(x)
		}
		hands[i] = listText(hand.Cards())
		// The hands must fit what play showed: the voids
		// (Public.Barred), and the seat to answer a 2 holds one.
		fit = fit && mayHold(h.r, a0, i, hand)
	}
	fields[0] = strings.Join(hands, "/")
	h.stock = a0.AppendStock(h.stock[:0])
	for i, c := range h.stock {
		h.stock[i] = swap(c)
	}
	fields[2] = listText(h.stock)
	if !fit {
		return true
	}
	b, err := h.r.ParseState(strings.Join(fields, " "))
	if err != nil {
		h.t.Fatalf("the exchange of %v and %v makes no position: %v", x, y, err)
	}
	a := *a0
	h.swapAt = len(h.moves)
	return h.play(&a, &b, seat, x, y, nil, nil, false)
}

// mayHold reports whether seat, in position s under r, may hold hand as
// far as play showed (docs/rules/boxes.md, "What a search may infer"):
// the seat to answer a 2 holds one; the seat's cards fit its voids
// (Public.Barred: for each count x, its cards of a kind counted x or more
// number at most its cards less x), the card it drew last this turn
// apart in the drawn phase.
func mayHold(r Rules, s *State, seat int, hand cards.Set) bool {
	t := r.Table()
	if s.Phase() == PhaseAnswer && s.Turn() == seat && hand&t.Answer == 0 {
		return false
	}
	if d, drew := s.Drawn(); drew && s.Phase() == PhaseDrawn && s.Turn() == seat {
		hand = hand.Remove(d)
	}
	var kinds [NumVoids]cards.Set
	for k := range kinds {
		switch Void(k) {
		case VoidTwos:
			kinds[k] = t.Answer
		case VoidEightsNines:
			kinds[k] = t.Wild
		default:
			kinds[k] = cards.Deck52.OfSuit(cards.Suit(k))
		}
	}
	for k := range Void(NumVoids) {
		x := s.Barred(seat, k)
		if x == 0 {
			continue
		}
		var level cards.Set // the cards of the kinds counted x or more
		for j := range Void(NumVoids) {
			if s.Barred(seat, j) >= x {
				level |= kinds[j]
			}
		}
		if (hand & level).Len() > hand.Len()-x {
			return false
		}
	}
	return true
}

// play plays the pair a, b, which differ in the cards x and y seat cannot
// see, as leakHarness says; ga and gb, when not nil, are the same games as
// sessions. The views of the first positions are compared when dealt is true:
// an exchange in a position changes nothing the seat can see there (that
// is TestPropertyViewNoLeak), but one in the deck may, through the upcard.
// It returns false when the pair failed.
func (h *leakHarness) play(a, b *State, seat int, x, y cards.Card, ga, gb *viewSession, dealt bool) bool {
	r, p := &h.r, &h.p
	start, steps := len(h.moves), h.steps
	defer func() { h.moves = h.moves[:start] }()
	va, vb := &h.va, &h.vb
	for step := 0; ; step++ {
		*va, *vb = r.View(*a, seat), r.View(*b, seat)
		if step > 0 || dealt {
			if *va != *vb {
				return h.fail(seat, x, y, *va, *vb, "the seat's views of the two games differ")
			}
			h.steps++
		}
		if a.Phase() == PhaseDrawn {
			h.drawnSteps++
		}
		if ga != nil {
			for _, who := range []int{seat, cards.Spectator} {
				va, vb := ga.View(who), gb.View(who)
				ja, err := json.Marshal(va)
				require.NoError(h.t, err)
				jb, err := json.Marshal(vb)
				require.NoError(h.t, err)
				if string(ja) != string(jb) || va != vb {
					return h.fail(who, x, y, va, vb, "the views of the two sessions differ:\n"+string(ja)+"\n"+string(jb))
				}
			}
			h.jsonSteps++
		}
		if a.Turn() < 0 || step == leakMaxSteps {
			break
		}
		var m Move
		if a.Turn() == seat {
			h.bufA = va.AppendLegal(h.bufA[:0])
			m = h.bufA[cards.UintN(p, uint64(len(h.bufA)))]
		} else {
			// A's move from a random index on that B allows too.
			h.bufA = r.AppendLegal(h.bufA[:0], *a)
			n := len(h.bufA)
			i, j := int(cards.UintN(p, uint64(n))), 0
			for ; j < n && !legalIn(*r, b, h.bufA[(i+j)%n]); j++ {
			}
			if j == n {
				h.parted++
				break
			}
			m = h.bufA[(i+j)%n]
		}
		if k := m.Card(); k.Valid() && k.Rank() == cards.Two && (m.Kind() == KindCard || m.OneCard()) {
			step := 1
			if a.Direction() == Counterclockwise {
				step = NumSeats - 1
			}
			next := (a.Turn() + step) % NumSeats
			if next != seat && (a.Hand(next).OfRank(cards.Two) == 0) != (b.Hand(next).OfRank(cards.Two) == 0) {
				h.twoAsked++
				break
			}
		}
		h.moves = append(h.moves, m)
		if err := r.Table().ApplyTo(a, m); err != nil {
			return h.fail(seat, x, y, *va, *vb, "game A refuses "+m.String()+": "+err.Error())
		}
		if err := r.Table().ApplyTo(b, m); err != nil {
			return h.fail(seat, x, y, *va, *vb, "game B refuses "+m.String()+", which the seat's view lists: "+err.Error())
		}
		if ga != nil {
			require.NoError(h.t, ga.Play(m))
			require.NoError(h.t, gb.Play(m))
		}
		if a.Hand(seat) != b.Hand(seat) || a.Turn() < 0 || b.Turn() < 0 {
			// The seat sees a swapped card, or every hand: the rest must agree.
			if a.Turn() >= 0 && b.Turn() >= 0 {
				h.seen++
			}
			pa, pb := publicOf(r.View(*a, seat)), publicOf(r.View(*b, seat))
			if pa != pb {
				return h.fail(seat, x, y, pa, pb, "the seat's views of the two games differ in more than the cards it may now see")
			}
			h.steps++
			break
		}
	}
	if h.steps > steps {
		h.pairs++ // a pair counts once it has compared a view
	}
	return true
}

// publicFacts is what a view shows but the cards its seat may see differ
// in the two games of a pair: every hand (its own, and the hands shown
// when the deal ends), the card it drew and the points of the hands.
type publicFacts struct {
	seat, turn, dealer, deal, players            int
	phase                                        Phase
	top                                          cards.Card
	suit                                         cards.Suit
	named, upcard                                bool
	dir                                          Direction
	discards                                     cards.Set
	stock, drawnThisTurn, pending, chain, passes int
	plays, moves                                 int
	lastSeat                                     int
	lastMove                                     Move
	end                                          EndReason
	out, lastDeal, lastOut                       int
	lastEnd                                      EndReason
	counts, drew, added                          [NumSeats]int
	barred                                       [NumSeats][NumVoids]int
	counters                                     [NumCounters]int
}

// publicOf returns the publicFacts of v.
func publicOf(v View) publicFacts {
	f := publicFacts{
		seat: v.Seat(), turn: v.Turn(), dealer: v.Dealer(), deal: v.Deal(), players: v.Players(),
		phase: v.Phase(), top: v.Top(), suit: v.Suit(), named: v.Named(), upcard: v.UpcardEvent(),
		dir: v.Direction(), discards: v.Discards(), stock: v.StockLen(),
		drawnThisTurn: v.DrawnThisTurn(), pending: v.PendingDraw(), chain: v.Chain(), passes: v.Passes(),
		plays: v.Plays(), moves: v.MoveCount(),
	}
	f.lastSeat, f.lastMove = v.LastMove()
	f.end, f.out = v.End()
	f.lastDeal, f.lastEnd, f.lastOut = v.LastEnd()
	for i := range NumSeats {
		f.counts[i], f.drew[i], f.added[i] = v.HandLen(i), v.Drew(i), v.AddedScore(i)
		for k := range Void(NumVoids) {
			f.barred[i][k] = v.Barred(i, k)
		}
	}
	for i := range f.counters {
		f.counters[i] = v.Counter(i)
	}
	return f
}

// legalIn reports whether r allows m in s.
func legalIn(r Rules, s *State, m Move) bool {
	_, err := r.Apply(*s, m)
	return err == nil
}

// fail reports the pair whose views a and b differ, and returns false.
func (h *leakHarness) fail(seat int, x, y cards.Card, a, b any, why string) bool {
	h.t.Helper()
	assert.Equal(h.t, a, b, "seat %d's views", seat)
	how := fmt.Sprintf("after %d moves of A (%v), %v and %v exchanged", h.swapAt, h.moves[:h.swapAt], x, y)
	if h.swapAt == 0 {
		how = fmt.Sprintf("deck B %s: deck A with %v and %v exchanged", cards.Deck(h.deckB[:]), x, y)
	}
	h.t.Errorf("%s\nrules %+v\ndealer %d, seed %d, seat %d; deck A %s\n%s; then the moves %v",
		why, h.r, h.dealer, h.seed, seat, cards.Deck(h.deck[:]), how, h.moves[h.swapAt:])
	return false
}

// TestPropertyHistoryNoLeak plays leakPairs pairs of games for every
// combination class of the options (every combination of the eight bool
// options with each TwoDraw rule), each pair two games that differ only in
// two cards one seat cannot see, and checks that the seat's view of the
// two, its history included, stays the same move after move (see
// leakHarness). The pairs are fixed by the class, so every run checks the
// same pairs.
func TestPropertyHistoryNoLeak(t *testing.T) {
	const parts = 6 // subtests, run in parallel, each with every sixth class
	for part := range parts {
		t.Run(fmt.Sprintf("classes-%d-mod-%d", part, parts), func(t *testing.T) {
			t.Parallel()
			for class := part; class < leakClasses; class += parts {
				h := newLeakHarness(t, class)
				for h.pairs < leakPairs {
					if !h.game() {
						return
					}
				}
				// Every pair compared a view, most of them more; the drawn
				// phase and the JSON were reached.
				require.GreaterOrEqual(t, h.steps, 2*h.pairs, "class %d", h.class)
				if h.dealtPairs > 0 {
					require.NotZero(t, h.jsonSteps, "class %d: the first pair dealt is compared in JSON", h.class)
				}
				if h.r.PlayDrawn {
					require.NotZero(t, h.drawnSteps, "class %d: no pair reached the drawn phase", h.class)
				}
				if class&0xFF == 0xFF {
					t.Logf("class %d: %d pairs (%d dealt), %d views compared (%d in the drawn phase, %d in JSON); stopped early: %d seen, %d parted, %d by a 2",
						h.class, h.pairs, h.dealtPairs, h.steps, h.drawnSteps, h.jsonSteps, h.seen, h.parted, h.twoAsked)
				}
			}
		})
	}
}
