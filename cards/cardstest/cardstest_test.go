package cardstest_test

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/crazyeights"
)

// recorder is a testing.TB that records the first failure and stops the
// goroutine, as Fatal does.
type recorder struct {
	testing.TB
	msg string
}

func (r *recorder) Helper() {}
func (r *recorder) Fatal(args ...any) {
	r.msg = fmt.Sprint(args...)
	runtime.Goexit()
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.msg = fmt.Sprintf(format, args...)
	runtime.Goexit()
}

// check runs cardstest.Check on g and returns its failure, or "".
func check[S, M comparable, V cards.View[M]](t *testing.T, g cards.HiddenGame[S, M, V], c cardstest.Config[S, M]) string {
	t.Helper()
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		cardstest.Check(r, g, c)
	}()
	<-done
	return r.msg
}

// whist is a toy partnership game written for these tests: four seats,
// seats 0 and 2 against 1 and 3, four cards each from the 16 aces to jacks;
// follow suit if you can, the highest card of the suit led takes the trick
// and leads the next, each trick scoring one for the partnership. With
// leak, its View carries every hand and its Sample deals them from there,
// the true deal; with peek, its Sample returns the position last scored,
// the true one while Check plays. Its Redeal is honest.
type whist struct {
	leak  bool
	peek  bool
	truth *whistState
}

// deck16 is the deck of whist: the jacks, queens, kings and aces.
var deck16 = func() cards.Set {
	var s cards.Set
	for _, r := range []cards.Rank{cards.Jack, cards.Queen, cards.King, cards.Ace} {
		s |= cards.RankSet(r)
	}
	return s
}()

// whistState is a position: the hands, the cards on the table by seat
// (NoCard for none), the cards of the finished tricks, the leader, the
// seat to move (-1 when over) and the tricks of each partnership.
type whistState struct {
	hands  [4]cards.Set
	table  [4]cards.Card
	won    cards.Set
	leader int8
	turn   int8
	tricks [2]int8
}

// whistView is what a seat sees: its hand, the table, the counts, and,
// with leak, every hand.
type whistView struct {
	seat   int8
	hand   cards.Set
	table  [4]cards.Card
	won    cards.Set
	counts [4]int8
	leader int8
	turn   int8
	tricks [2]int8
	all    [4]cards.Set
}

func (whist) start(seed uint64) (whistState, error) {
	d := cards.Deck(deck16.Cards())
	d.ShufflePCG(rand.NewPCG(seed, 1))
	s := whistState{table: [4]cards.Card{cards.NoCard, cards.NoCard, cards.NoCard, cards.NoCard}, leader: int8(seed % 4)}
	s.turn = s.leader
	for i := range 4 {
		s.hands[i] = cards.SetOf(d[4*i : 4*i+4]...)
	}
	return s, nil
}

func (whist) Seats() int              { return 4 }
func (whist) ToMove(s whistState) int { return int(s.turn) }
func (g whist) Score(s whistState) []int {
	if g.peek {
		*g.truth = s
	}
	return []int{int(s.tricks[0]), int(s.tricks[1]), int(s.tricks[0]), int(s.tricks[1])}
}

// legal appends the cards seat may play from hand, the table being table
// and leader the seat that led.
func legal(dst []cards.Card, hand cards.Set, table [4]cards.Card, leader int8) []cards.Card {
	if led := table[leader]; led != cards.NoCard && !hand.OfSuit(led.Suit()).Empty() {
		hand = hand.OfSuit(led.Suit())
	}
	return hand.AppendCards(dst)
}

func (whist) AppendLegal(dst []cards.Card, s whistState) []cards.Card {
	if s.turn < 0 {
		return dst
	}
	return legal(dst, s.hands[s.turn], s.table, s.leader)
}

func (g whist) Apply(s whistState, m cards.Card) (whistState, error) {
	if !slices.Contains(g.AppendLegal(nil, s), m) {
		return s, fmt.Errorf("%w: %v", cards.ErrIllegalMove, m)
	}
	t := s.turn
	s.hands[t] = s.hands[t].Remove(m)
	s.table[t] = m
	s.turn = (t + 1) % 4
	if s.turn != s.leader {
		return s, nil
	}
	led, win := s.table[s.leader], s.leader
	for i, c := range s.table {
		s.won = s.won.Add(c)
		if c.Suit() == led.Suit() && c.Rank() > s.table[win].Rank() {
			win = int8(i)
		}
	}
	s.table = [4]cards.Card{cards.NoCard, cards.NoCard, cards.NoCard, cards.NoCard}
	s.tricks[win%2]++
	s.leader, s.turn = win, win
	if s.hands[win].Empty() {
		s.turn = -1
	}
	return s, nil
}

func (g whist) View(s whistState, seat int) whistView {
	v := whistView{seat: int8(seat), table: s.table, won: s.won, leader: s.leader, turn: s.turn, tricks: s.tricks}
	for i, h := range s.hands {
		v.counts[i] = int8(h.Len())
	}
	if seat >= 0 {
		v.hand = s.hands[seat]
	}
	if g.leak {
		v.all = s.hands
	}
	return v
}

func (g whist) Sample(v whistView, r *rand.Rand) whistState {
	s := whistState{table: v.table, won: v.won, leader: v.leader, turn: v.turn, tricks: v.tricks}
	switch {
	case g.leak:
		s.hands = v.all
		return s
	case g.peek:
		return *g.truth
	}
	unseen := deck16.Minus(v.hand).Minus(v.won)
	for _, c := range v.table {
		unseen = unseen.Remove(c)
	}
	d := cards.Deck(unseen.Cards())
	d.Shuffle(r)
	for i := range 4 {
		if i == int(v.seat) {
			s.hands[i] = v.hand
			continue
		}
		s.hands[i], d, _ = d.Deal(int(v.counts[i]))
	}
	return s
}

// Redeal deals the other hands' cards anew, honestly, whatever leak says.
func (whist) Redeal(s whistState, seat int, r *rand.Rand) whistState {
	var unseen cards.Set
	for i, h := range s.hands {
		if i != seat {
			unseen |= h
		}
	}
	d := cards.Deck(unseen.Cards())
	d.Shuffle(r)
	for i, h := range s.hands {
		if i != seat {
			s.hands[i], d, _ = d.Deal(h.Len())
		}
	}
	return s
}

func (v whistView) Seat() int { return int(v.seat) }
func (v whistView) AppendLegal(dst []cards.Card) []cards.Card {
	if v.seat < 0 || v.turn != v.seat {
		return dst
	}
	return legal(dst, v.hand, v.table, v.leader)
}

func whistConfig() cardstest.Config[whistState, cards.Card] {
	return cardstest.Config[whistState, cards.Card]{
		Start: whist{}.start,
		Cards: func(s whistState) []cards.Set {
			var table cards.Set
			for _, c := range s.table {
				if c != cards.NoCard {
					table = table.Add(c)
				}
			}
			return append(s.hands[:], s.won, table, cards.Deck52.Minus(deck16))
		},
		Deck:  cards.Deck52,
		Games: 60,
	}
}

// A partnership game whose views carry every hand, with a Sample that
// returns the true deal, fails Check, which says the view shows cards its
// seat cannot see; one whose Sample alone returns the true position fails
// with that said; the honest game passes.
func TestCheckCatchesLeaks(t *testing.T) {
	if msg := check(t, whist{}, whistConfig()); msg != "" {
		t.Fatalf("the honest game fails: %s", msg)
	}
	msg := check(t, whist{leak: true}, whistConfig())
	if !strings.Contains(msg, "cannot see, such as another seat's hand: it changes when Redeal deals them anew") {
		t.Errorf("a view carrying every hand: %q", msg)
	}
	msg = check(t, whist{peek: true, truth: new(whistState)}, whistConfig())
	if !strings.Contains(msg, "Sample returns the true deal") {
		t.Errorf("a Sample returning the true position: %q", msg)
	}
}

// eightsOnHearts is Crazy Eights in which an 8 names hearts only: a
// wrapper game, which holds the rules in a field, filters their moves, and
// gives its own View, which embeds crazyeights.View: the promoted
// RandomMove draws moves the wrapper refuses.
type eightsOnHearts struct{ r crazyeights.Rules }

// heartsView is the wrapper's view, the game's View embedded.
type heartsView struct{ crazyeights.View }

// refused reports whether the wrapper refuses m, an 8 naming another suit.
func refused(m crazyeights.Move) bool {
	suit, ok := m.Call()
	return ok && suit != cards.Hearts
}

func (g eightsOnHearts) Seats() int                      { return g.r.Seats() }
func (g eightsOnHearts) ToMove(s crazyeights.State) int  { return g.r.ToMove(s) }
func (g eightsOnHearts) Score(s crazyeights.State) []int { return g.r.Score(s) }
func (g eightsOnHearts) AppendLegal(dst []crazyeights.Move, s crazyeights.State) []crazyeights.Move {
	return slices.DeleteFunc(g.r.AppendLegal(dst, s), refused)
}
func (g eightsOnHearts) Apply(s crazyeights.State, m crazyeights.Move) (crazyeights.State, error) {
	if refused(m) {
		return s, fmt.Errorf("%w: an 8 names hearts", cards.ErrIllegalMove)
	}
	return g.r.Apply(s, m)
}
func (g eightsOnHearts) View(s crazyeights.State, seat int) heartsView {
	return heartsView{g.r.View(s, seat)}
}
func (g eightsOnHearts) Sample(v heartsView, r *rand.Rand) crazyeights.State {
	return g.r.Sample(v.View, r)
}
func (v heartsView) AppendLegal(dst []crazyeights.Move) []crazyeights.Move {
	return slices.DeleteFunc(v.View.AppendLegal(dst), refused)
}

// fieldView holds the game's View in a field: only its own methods count.
type fieldView struct{ v crazyeights.View }

func (v fieldView) Seat() int { return v.v.Seat() }
func (v fieldView) AppendLegal(dst []crazyeights.Move) []crazyeights.Move {
	return slices.DeleteFunc(v.v.AppendLegal(dst), refused)
}

// fieldGame is eightsOnHearts with fieldView.
type fieldGame struct{ eightsOnHearts }

func (g fieldGame) View(s crazyeights.State, seat int) fieldView {
	return fieldView{g.r.View(s, seat)}
}
func (g fieldGame) Sample(v fieldView, r *rand.Rand) crazyeights.State { return g.r.Sample(v.v, r) }

func heartsConfig(r crazyeights.Rules) cardstest.Config[crazyeights.State, crazyeights.Move] {
	return cardstest.Config[crazyeights.State, crazyeights.Move]{
		Start: func(seed uint64) (crazyeights.State, error) { return r.Start(cards.Deal{Seed: seed}) },
		Cards: func(s crazyeights.State) []cards.Set {
			p := []cards.Set{s.Discards()}
			if s.Top().Valid() {
				p = append(p, cards.SetOf(s.Top()))
			}
			for i := range s.Players() {
				p = append(p, s.Hand(i))
			}
			var all cards.Set
			for _, x := range p {
				all |= x
			}
			return append(p, cards.Deck52.Minus(all))
		},
		Deck:  cards.Deck52,
		Games: 40,
	}
}

// A wrapper game whose View embeds a shipped View fails Check: the
// promoted RandomMove draws a move the wrapper's AppendLegal does not
// list. The same wrapper with the View in a field passes.
func TestCheckCatchesAnEmbeddedView(t *testing.T) {
	r := crazyeights.Rules{Players: 2}
	msg := check(t, eightsOnHearts{r}, heartsConfig(r))
	if !strings.Contains(msg, "with RandomMove, not AppendLegal(nil)[UintN(p, n)]") || !strings.Contains(msg, "embed another View") {
		t.Errorf("a View embedding crazyeights.View: %q", msg)
	}
	if msg := check(t, fieldGame{eightsOnHearts{r}}, heartsConfig(r)); msg != "" {
		t.Errorf("the View in a field: %s", msg)
	}
}

// shortSteps is Crazy Eights whose RandomSteps plays one move fewer than
// asked.
type shortSteps struct{ crazyeights.Rules }

func (g shortSteps) RandomSteps(s *crazyeights.State, p *rand.PCG, max int) int {
	return g.Rules.RandomSteps(s, p, max-1)
}

// noStep is Crazy Eights with RandomSteps but without RandomStep.
type noStep struct {
	cards.HiddenGame[crazyeights.State, crazyeights.Move, crazyeights.View]
	r crazyeights.Rules
}

func (g noStep) RandomSteps(s *crazyeights.State, p *rand.PCG, max int) int {
	return g.r.RandomSteps(s, p, max)
}

func TestCheckCatchesABrokenBatchStepper(t *testing.T) {
	r := crazyeights.Rules{Players: 2}
	c := heartsConfig(r)
	c.Games = 3
	if msg := check(t, r, c); msg != "" {
		t.Fatalf("crazyeights.Rules fails: %s", msg)
	}
	msg := check(t, shortSteps{r}, c)
	if !strings.Contains(msg, "RandomSteps(s, p, ") || !strings.Contains(msg, "not the") {
		t.Errorf("a RandomSteps that plays one move fewer: %q", msg)
	}
	msg = check(t, noStep{r, r}, c)
	if !strings.Contains(msg, "BatchStepper fast path (RandomSteps) but not RandomStepper") {
		t.Errorf("RandomSteps without RandomStep: %q", msg)
	}
}
