package bot_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/cards/cardstest"
	"github.com/cardrules/cardrules/internal/fixture"
)

// This file defines two tiny games with hidden cards, to test the players
// before the real games exist.
//
// tricks: the 13 spades are shuffled and each of 2 or 4 seats gets hand
// cards, the rest stays hidden and unused. Seat 0 leads the first trick; each
// seat in turn plays any card of its hand; the highest card wins the trick
// and its seat leads the next. Every trick scores 1 point to its winner, the
// last trick scores last points. With 4 seats, seats 0+2 and 1+3 are
// partners. A seat sees its own hand, the cards on the table, the cards of
// finished tricks, the points and how many cards each seat holds.
//
// guess: seat 0 holds a hand, some cards lie face up, seat 1 holds one hidden
// card. Seat 0 names a suit and wins if seat 1's card is of that suit. Only
// the cards seat 0 can see tell which suit is likeliest.

// Both games implement the contract generic players take.
var (
	_ cards.HiddenGame[trickState, cards.Card, trickView] = tricks{}
	_ cards.View[cards.Card]                              = trickView{}
	_ cards.HiddenGame[guessState, cards.Suit, guessView] = guess{}
	_ cards.View[cards.Suit]                              = guessView{}
)

// spades is the deck of the tricks game.
var spades = cards.SuitSet(cards.Spades)

// tricks is the rules of the tricks game.
type tricks struct {
	seats int // 2 or 4
	hand  int // cards dealt to each seat
	last  int // points of the last trick
}

// trickState is a position of the tricks game.
type trickState struct {
	hands   [4]cards.Set
	table   cards.Set  // cards played to the current trick
	top     cards.Card // the highest card of the current trick
	topSeat int8       // who played top
	played  cards.Set  // cards of finished tricks
	points  [4]int8
	leader  int8
	turn    int8 // -1 when the game is over
	left    int8 // tricks left, the current one included
}

// deal returns a shuffled start position.
func (g tricks) deal(seed uint64) trickState {
	d := cards.NewDeck(spades)
	d.ShufflePCG(rand.NewPCG(seed, 0))
	var s trickState
	for seat := range g.seats {
		s.hands[seat] = cards.SetOf(d[seat*g.hand : (seat+1)*g.hand]...)
	}
	s.top = cards.NoCard
	s.left = int8(g.hand)
	return s
}

func (g tricks) Seats() int              { return g.seats }
func (g tricks) ToMove(s trickState) int { return int(s.turn) }

// AppendLegal lists the hand of the seat to move, lowest card first.
func (g tricks) AppendLegal(dst []cards.Card, s trickState) []cards.Card {
	if s.turn < 0 {
		return dst
	}
	return s.hands[s.turn].AppendCards(dst)
}

func (g tricks) Apply(s trickState, c cards.Card) (trickState, error) {
	if s.turn < 0 {
		return s, fmt.Errorf("%w: the game is over", cards.ErrIllegalMove)
	}
	seat := s.turn
	if !s.hands[seat].Has(c) {
		return s, fmt.Errorf("%w: seat %d does not hold %v", cards.ErrIllegalMove, seat, c)
	}
	s.hands[seat] = s.hands[seat].Remove(c)
	if s.table.Empty() || c.Rank() > s.top.Rank() {
		s.top, s.topSeat = c, seat
	}
	s.table = s.table.Add(c)
	next := (seat + 1) % int8(g.seats)
	if next != s.leader {
		s.turn = next
		return s, nil
	}
	points := int8(1)
	if s.left == 1 {
		points = int8(g.last)
	}
	s.points[s.topSeat] += points
	s.played |= s.table
	s.table, s.top = 0, cards.NoCard
	s.leader, s.turn = s.topSeat, s.topSeat
	s.left--
	if s.left == 0 {
		s.turn = -1
	}
	return s, nil
}

func (g tricks) Score(s trickState) []int {
	score := make([]int, g.seats)
	for i := range score {
		score[i] = int(s.points[i])
	}
	return score
}

// trickView is what one seat sees: the position with the other hands
// emptied, and their sizes. The spectator's view (seat -1) holds no hand.
type trickView struct {
	seat   int8
	s      trickState
	counts [4]int8
}

func (v trickView) Seat() int { return int(v.seat) }

// AppendLegal lists the seat's hand, lowest card first, when it is to move.
func (v trickView) AppendLegal(dst []cards.Card) []cards.Card {
	if v.seat < 0 || v.s.turn != v.seat {
		return dst
	}
	return v.s.hands[v.seat].AppendCards(dst)
}

func (g tricks) View(s trickState, seat int) trickView {
	v := trickView{seat: int8(seat)}
	for i := range g.seats {
		v.counts[i] = int8(s.hands[i].Len())
	}
	v.s = s
	v.s.hands = [4]cards.Set{}
	if seat >= 0 && seat < g.seats {
		v.s.hands[seat] = s.hands[seat]
	}
	return v
}

// Sample deals the cards the seat cannot see to the other seats at random.
func (g tricks) Sample(v trickView, r *rand.Rand) trickState {
	s := v.s
	hidden := cards.NewDeck(spades &^ (s.hands[max(v.seat, 0)] | s.table | s.played))
	hidden.Shuffle(r)
	for seat := range g.seats {
		if seat == int(v.seat) {
			continue
		}
		n := int(v.counts[seat])
		s.hands[seat] = cards.SetOf(hidden[:n]...)
		hidden = hidden[n:]
	}
	return s
}

// winReward is 1 for more points than the other seat, 0.5 for as many and 0
// for fewer: the reward of the 2-seat game.
func winReward(s trickState, seat int) float64 {
	mine, theirs := s.points[seat], s.points[1-seat]
	switch {
	case mine > theirs:
		return 1
	case mine == theirs:
		return 0.5
	}
	return 0
}

// teamReward is the partnership's share of the points so far: the reward of
// the 4-seat game.
func teamReward(s trickState, seat int) float64 {
	total := 0
	for _, p := range s.points {
		total += int(p)
	}
	if total == 0 {
		return 0.5
	}
	return float64(s.points[seat%2]+s.points[seat%2+2]) / float64(total)
}

// guess is the rules of the guess game.
type guess struct{}

// guessState is a position of the guess game.
type guessState struct {
	hands [2]cards.Set
	shown cards.Set // face up, seen by both seats
	named cards.Suit
	done  bool
}

func (guess) Seats() int { return 2 }

func (guess) ToMove(s guessState) int {
	if s.done {
		return -1
	}
	return 0
}

// AppendLegal lists the four suits, clubs first.
func (guess) AppendLegal(dst []cards.Suit, s guessState) []cards.Suit {
	if s.done {
		return dst
	}
	return append(dst, cards.Clubs, cards.Diamonds, cards.Hearts, cards.Spades)
}

func (guess) Apply(s guessState, m cards.Suit) (guessState, error) {
	if s.done || !m.Valid() {
		return s, fmt.Errorf("%w: cannot name %v", cards.ErrIllegalMove, m)
	}
	s.named, s.done = m, true
	return s, nil
}

// Score gives 1 to seat 0 when it named the suit of seat 1's card, else 1 to
// seat 1.
func (g guess) Score(s guessState) []int {
	if s.done && !s.hands[1].OfSuit(s.named).Empty() {
		return []int{1, 0}
	}
	return []int{0, 1}
}

// guessView is what one seat sees of the guess game. The spectator's view
// (seat -1) holds neither hand.
type guessView struct {
	seat  int8
	s     guessState // with the other hand emptied
	other int8       // the size of the other hand
}

func (v guessView) Seat() int { return int(v.seat) }

func (v guessView) AppendLegal(dst []cards.Suit) []cards.Suit {
	if v.seat != 0 {
		return dst
	}
	return guess{}.AppendLegal(dst, v.s)
}

func (guess) View(s guessState, seat int) guessView {
	if seat != 0 && seat != 1 {
		v := guessView{seat: int8(seat), s: s}
		v.s.hands = [2]cards.Set{}
		return v
	}
	v := guessView{seat: int8(seat), s: s, other: int8(s.hands[1-seat].Len())}
	v.s.hands[1-seat] = 0
	return v
}

// Sample deals the other seat's cards at random. It takes a seat's view
// only: the spectator's view does not tell the sizes of the hands, and the
// tests never sample it.
func (guess) Sample(v guessView, r *rand.Rand) guessState {
	s := v.s
	hidden := cards.NewDeck(cards.Deck52 &^ (s.hands[v.seat] | s.shown))
	hidden.Shuffle(r)
	s.hands[1-v.seat] = cards.SetOf(hidden[:v.other]...)
	return s
}

func guessReward(s guessState, seat int) float64 {
	return float64(guess{}.Score(s)[seat])
}

// set and card parse cards written in the test source.
var (
	set  = fixture.Set
	card = fixture.Card
)

// leadEnding is the last two tricks of tricks{2, 2, 2}, the last trick
// worth 2: seat 0 leads holding AS and 2S, seat 1 holds opp. Leading 2S wins
// surely (seat 1 takes 1 point, then AS takes the last 2); leading AS loses
// surely (1 point, then 2S loses the last 2), whatever opp is.
func leadEnding(opp cards.Set) trickState {
	return trickState{
		hands: [4]cards.Set{set("AS 2S"), opp},
		top:   cards.NoCard,
		left:  2,
	}
}

// partnerEnding is the second of three tricks of tricks{4, 3, 1}: seat 0
// took the first trick (3S 4S 6S 8S) and led 5S, seat 1 put KS, seat 2 7S.
// Seat 3, partner of seat 1, holds AS and 2S; the others hold one card each
// from 9S 10S JS QS. Playing 2S lets KS win and keeps AS for the last trick:
// seats 1+3 take 2 of the 3 points surely. Playing AS takes this trick but
// leads 2S to the last one, which partner seat 1 wins only if it holds the
// highest of the three cards left: 4/9 of the points on average.
func partnerEnding(hidden [3]cards.Set) trickState {
	return trickState{
		hands:   [4]cards.Set{hidden[0], hidden[1], hidden[2], set("AS 2S")},
		table:   set("5S KS 7S"),
		top:     card("KS"),
		topSeat: 1,
		played:  set("3S 4S 6S 8S"),
		points:  [4]int8{1, 0, 0, 0},
		leader:  0,
		turn:    3,
		left:    2,
	}
}

// partnerTricks is the game of partnerEnding.
var partnerTricks = tricks{seats: 4, hand: 3, last: 1}

// leadTricks is the game of leadEnding.
var leadTricks = tricks{seats: 2, hand: 2, last: 2}

// The tricks game keeps the contract of package cards, checked by the same
// helper as the module's games: its views (the spectator's too), Sample,
// refused moves and the conservation of the 13 spades (the cards left
// undealt being one more place).
func TestTricksContract(t *testing.T) {
	every := func(trickState) []cards.Card { return spades.Cards() }
	for _, g := range []tricks{{seats: 2, hand: 6, last: 2}, {seats: 4, hand: 3, last: 1}, {seats: 2, hand: 1, last: 1}} {
		cardstest.Check(t, g, cardstest.Config[trickState, cards.Card]{
			Start: func(seed uint64) (trickState, error) { return g.deal(seed), nil },
			Cards: func(s trickState) []cards.Set {
				places := append(s.hands[:g.seats:g.seats], s.table, s.played)
				undealt := spades
				for _, p := range places {
					undealt &^= p
				}
				return append(places, undealt)
			},
			Deck:       spades,
			Games:      200,
			Candidates: every,
		})
	}
}
