package equi

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardrules/cardrules/cards"
)

// leakClasses returns the classes of TestViewNoLeakOverHistory: 2 to 6
// players with each boolean option on and off. Each class plays a quarter
// of its pairs under each setting of leakCounted.
func leakClasses() []Rules {
	var out []Rules
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for flags := range 8 {
			out = append(out, Rules{Players: players, NoRankBan: flags&1 != 0, VoluntaryTrail: flags&2 != 0, RecycleByFour: flags&4 != 0})
		}
	}
	return out
}

// leakCounted are the settings of the counted options each class plays
// under: NoProgressRounds 0 (one round) or 3, MaxMoves 0 (500) or 5. They
// decide only when a game ends, which every seat sees.
var leakCounted = [...]struct{ rounds, limit int }{{0, 0}, {3, 0}, {0, 5}, {3, 5}}

// leakCount counts what one class of TestViewNoLeakOverHistory compared.
type leakCount struct {
	pairs   int // pairs of games compared
	steps   int // positions compared, both games' views of each
	jsonOK  int // of them, compared as JSON too
	stopped int // pairs ended by a move legal in one game only
	drew    int // pairs ended by the seat drawing an exchanged card
	seen    int // pairs in which the seat holding a swapped card sees the change
	ruled   int // exchanges a trail record rules out, not compared
}

// swapHidden returns s with two cards seat k cannot see exchanged, in two
// different places (two hands, a hand and the stock, or two positions of
// the stock), drawn from p, and the seat that holds one of them (-1 when
// both were in the stock); ok is false when no two such cards exist.
func swapHidden(t *testing.T, s State, k int, p *rand.Rand) (out string, holder int, ok bool) {
	d := hiddenFrom(t, s, k)
	var places [DeckSize]int
	at := 0
	for i := range s.Players() {
		if i != k {
			for range s.Hand(i).Minus(s.Known(i)).Len() {
				places[at] = i
				at++
			}
		}
	}
	for ; at < len(d); at++ {
		places[at] = -1 - at // every stock position is a place of its own
	}
	if len(d) < 2 {
		return "", 0, false
	}
	for range 8 {
		i, j := p.IntN(len(d)), p.IntN(len(d))
		if places[i] == places[j] {
			continue
		}
		d[i], d[j] = d[j], d[i]
		holder = max(places[i], places[j])
		return redeal(t, s, k, d), max(holder, -1), true
	}
	return "", 0, false
}

// sameView reports whether two views hold the same: a View is a comparable
// value, and every accessor reads only its fields.
func sameView(v, w View) bool { return v == w }

// sameViewButHand reports whether two views of one seat hold the same
// but for the seat's hand and so the cards it cannot see: every other
// accessor gives the same.
func sameViewButHand(v, w View) bool {
	for i := range max(v.Players(), w.Players()) {
		if v.Known(i) != w.Known(i) || v.HandLen(i) != w.HandLen(i) || v.Pile(i) != w.Pile(i) || v.Held(i) != w.Held(i) || v.Score(i) != w.Score(i) || v.AddedScore(i) != w.AddedScore(i) {
			return false
		}
	}
	for i := range NumCounters {
		if v.Counter(i) != w.Counter(i) {
			return false
		}
	}
	vs, vm := v.LastMove()
	ws, wm := w.LastMove()
	return v.Seat() == w.Seat() && v.Players() == w.Players() && v.Dealer() == w.Dealer() &&
		v.Turn() == w.Turn() && v.End() == w.End() && v.Table() == w.Table() &&
		v.StockLen() == w.StockLen() && v.MoveCount() == w.MoveCount() &&
		v.MovesAfterStock() == w.MovesAfterStock() && v.IdleTurns() == w.IdleTurns() &&
		v.LastCapturer() == w.LastCapturer() && vs == ws && vm == wm &&
		v.LastDrawn() == w.LastDrawn() && v.LastRecycled() == w.LastRecycled() &&
		v.VariantDrawn() == w.VariantDrawn()
}

// shownEvent is what every seat is shown of the last move: the seat, the
// move, the cards it drew and the cards it took back from its pile.
type shownEvent struct {
	seat int
	move Move
	drew int
	back cards.Set
}

// lastEventOf returns what every seat is shown of the last move of s.
func lastEventOf(s State) shownEvent {
	seat, m := s.LastMove()
	e := shownEvent{seat: seat, move: m, drew: s.LastDrawn()}
	if seat >= 0 && s.LastRecycled() > 0 {
		e.back = s.Known(seat)
	}
	return e
}

// withoutTrails returns a position text without its trail records.
func withoutTrails(t *testing.T, text string) string {
	p := parsePos(t, text)
	if n := len(p.Rest); n > 0 && strings.Contains(p.Rest[n-1], "@") {
		p.Rest = p.Rest[:n-1]
	}
	return p.text()
}

// jsonWhen says when a pair of TestViewNoLeakOverHistory compares the
// views as JSON too. The views are compared field by field at every step,
// and View.MarshalJSON reads only those fields, so the JSON comparisons,
// which cost more than the rest of a pair, are made on some pairs only.
type jsonWhen int

const (
	jsonNever     jsonWhen = iota
	jsonAtEnd              // at the last step
	jsonEveryStep          // at every step
)

// leakJSON returns when pair i compares JSON: at every step for one pair
// in 256, at the end for one in 32.
func leakJSON(i uint64) jsonWhen {
	switch {
	case i%256 == 0:
		return jsonEveryStep
	case i%32 == 0:
		return jsonAtEnd
	}
	return jsonNever
}

// leakGame plays game A from the deal by seed to its end with random moves,
// and at every position makes one pair of TestViewNoLeakOverHistory from
// it (leakPair); pair i of the class compares JSON as leakJSON(i) says.
func leakGame(t *testing.T, r Rules, seed uint64, count *leakCount) {
	pcg := rand.NewPCG(seed, 11)
	pick := rand.New(pcg)
	a, err := r.Start(cards.Deal{Dealer: pick.IntN(r.Players), Seed: seed})
	require.NoError(t, err)
	for !cards.Over(r, a) {
		leakPair(t, r, a, pcg, pick, leakJSON(uint64(count.pairs)), count)
		m, _ := r.RandomMove(&a, pcg)
		if err := r.ApplyTo(&a, m); err != nil {
			t.Fatal(err)
		}
	}
}

// leakPair makes B from A by exchanging two cards seat k cannot see, k and
// the cards drawn from pick, then plays both on with the same moves drawn
// from pcg, comparing seat k's views and the events it is shown at every
// step, and the spectator's views, and as JSON when json says so, until a move is legal in A only, k draws an exchanged card, or
// the game ends. The loop calls no testify function: their t.Helper costs
// more than a move.
func leakPair(t *testing.T, r Rules, a State, pcg *rand.PCG, pick *rand.Rand, json jsonWhen, count *leakCount) {
	k := pick.IntN(r.Players)
	text, holder, ok := swapHidden(t, a, k, pick)
	if !ok {
		return
	}
	if text == a.String() {
		t.Fatal("the exchange changed nothing")
	}
	b, err := parseState(r, text)
	if err != nil {
		if _, err := parseState(r, withoutTrails(t, text)); err == nil {
			// A trail record rules the exchange out: no game reaches b
			// through these moves (What a search may infer).
			count.ruled++
			return
		}
		t.Fatalf("the exchange makes a position play cannot reach: %v", err)
	}
	if holder >= 0 {
		// The comparison can fail: the seat that holds a swapped card
		// sees the change.
		if sameView(r.View(a, holder), r.View(b, holder)) {
			t.Fatalf("seat %d holds an exchanged card and does not see it", holder)
		}
		count.seen++
	}
	count.pairs++
	where := func(step int) string { return fmt.Sprintf("rules %+v, position %v, seat %d, step %d", r, a, k, step) }
	for step := 0; ; step++ {
		va, vb := r.View(a, k), r.View(b, k)
		// The spectator sees no hand: the exchange never shows.
		if sa, sb := r.View(a, cards.Spectator), r.View(b, cards.Spectator); !sameView(sa, sb) {
			t.Fatalf("%s: the spectator's views differ:\n%v\n%v", where(step), sa, sb)
		}
		if a.Hand(k) != b.Hand(k) {
			// The seat drew one of the exchanged cards from the stock:
			// now it may know what differs. Up to its own hand (and so
			// the cards it cannot see) the views are still the same; the
			// pair ends here.
			if !sameViewButHand(va, vb) {
				t.Fatalf("%s: seat %d's views differ beyond the card it drew:\n%v\n%v", where(step), k, va, vb)
			}
			count.drew++
			break
		}
		if !sameView(va, vb) {
			t.Fatalf("%s: seat %d's views differ:\n%v\n%v", where(step), k, va, vb)
		}
		if step > 0 {
			if ea, eb := lastEventOf(a), lastEventOf(b); ea != eb {
				t.Fatalf("%s: seat %d is shown %v and %v", where(step), k, ea, eb)
			}
		}
		count.steps++
		last := cards.Over(r, a)
		if json == jsonEveryStep || (json == jsonAtEnd && last) {
			if ja, jb := viewJSONText(t, va), viewJSONText(t, vb); ja != jb {
				t.Fatalf("%s: seat %d's views differ as JSON:\n%s\n%s", where(step), k, ja, jb)
			}
			sa, sb := r.View(a, cards.Spectator), r.View(b, cards.Spectator)
			if ja, jb := viewJSONText(t, sa), viewJSONText(t, sb); ja != jb {
				t.Fatalf("%s: the spectator's views differ as JSON:\n%s\n%s", where(step), ja, jb)
			}
			count.jsonOK++
		}
		if last {
			break
		}
		var m Move
		if a.Turn() == k {
			m, _ = va.RandomMove(pcg) // the seat chooses from its view: legal in both
		} else {
			m, _ = r.RandomMove(&a, pcg)
		}
		if err := r.ApplyTo(&a, m); err != nil {
			t.Fatal(err)
		}
		if err := r.ApplyTo(&b, m); err != nil {
			if b.Turn() == k {
				t.Fatalf("%s: a move chosen from the seat's view is refused in the other game: %v", where(step), err)
			}
			count.stopped++
			break
		}
	}
}

// TestViewNoLeakOverHistory checks that a seat's view and the events it is
// shown never depend on cards it cannot see, under every option: for each
// class of leakClasses, at least leakPairsPerClass pairs of games that
// differ only in two cards hidden from one seat, exchanged at a position of
// a random game, played on with the same moves while they are legal in
// both, the seat's views and the spectator's compared at every step; as
// JSON at every step for one pair in 256 and at the
// end for one in 32.
func TestViewNoLeakOverHistory(t *testing.T) {
	for class, r := range leakClasses() {
		t.Run(fmt.Sprintf("%d players %+v", r.Players, r), func(t *testing.T) {
			t.Parallel()
			var count leakCount
			seed := uint64(class) << 32
			for _, c := range leakCounted {
				r.NoProgressRounds, r.MaxMoves = c.rounds, c.limit
				for want := count.pairs + (leakPairsPerClass+3)/4; count.pairs < want; seed++ {
					leakGame(t, r, seed, &count)
				}
			}
			require.Positive(t, count.seen)
			t.Logf("%d pairs, %d steps compared, %d as JSON; pairs ended by a move legal in one game only %d, by the seat drawing an exchanged card %d; pairs where another seat sees the exchange %d",
				count.pairs, count.steps, count.jsonOK, count.stopped, count.drew, count.seen)
		})
	}
}
