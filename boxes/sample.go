package boxes

import (
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// Sample returns a full position consistent with v, for search bots: the
// cards v's seat cannot see ([View.Unknown]) dealt at random from rng to the
// other hands (every hand, for the spectator's view) and the stock, every count kept, and a fresh generator state
// for the position's later shuffles drawn from rng. Every public fact of v
// is kept: the seat's hand, the discards, the top card, the counts, the
// phase, the scores and the last move. So r.View(Sample(v, rng), v.Seat())
// equals v (when r is the view's rules), and the position passes the checks of
// [State.UnmarshalJSON].
//
// What the phase tells of the hand of another seat to move is kept too: in
// [PhaseAnswer] it holds a 2, and in [PhaseDrawn] one of its cards is the
// card it just drew, any hidden card (the phase does not tell whether that
// card can be played, B26). The deal is otherwise uniform over the hidden
// cards: Sample does not infer from the play (that a seat which drew had no
// card of the suit in force then, say, or that a stock made from the
// discards holds only cards that were discarded).
//
// Sample returns the zero State for a view no position could give, such as
// the zero View. A nil rng draws from a generator with a fixed seed.
func (r Rules) Sample(v View, rng *rand.Rand) State {
	if v.check() != nil {
		return State{}
	}
	if rng == nil {
		rng = rand.New(rand.NewPCG(0, pcgStream))
	}
	s := v.state()
	s.rng.Seed(rng.Uint64(), rng.Uint64())
	seat := v.Seat()
	unknown := v.Unknown()
	need := v.counts // cards still to deal to each seat
	if seat >= 0 {
		need[seat] = 0
	}
	if s.mover == 0 {
		// Every hand was shown when the last deal ended.
		s.hands = s.lastHands
		need = [NumSeats]uint8{}
	} else if mover := s.Turn(); mover != seat {
		switch s.phase {
		case PhaseAnswer:
			hand := dealAnswer(unknown, int(need[mover]), rng)
			s.hands[mover] = hand
			unknown = unknown.Minus(hand)
			need[mover] = 0
		case PhaseDrawn:
			// The mover holds at least one card, which v.check counted
			// among the hidden ones: unknown is not empty.
			d, _ := unknown.Nth(rng.IntN(unknown.Len()))
			s.drawn = d
			s.hands[mover] = s.hands[mover].Add(d)
			unknown = unknown.Remove(d)
			need[mover]--
		}
	}
	var buf [cards.NumCards]cards.Card // a Sample allocates nothing
	deck := cards.Deck(unknown.AppendCards(buf[:0]))
	deck.Shuffle(rng)
	for i, n := range need {
		hand, rest, _ := deck.Deal(int(n))
		s.hands[i] |= hand
		deck = rest
	}
	copy(s.stock[:], deck)
	return s
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
