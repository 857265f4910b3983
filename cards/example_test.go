package cards_test

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
)

// The package at a glance; README.md shows the same code.
func Example() {
	hand, err := cards.ParseSet("QS 10H 7h A♦")
	if err != nil {
		fmt.Println(err)
		return
	}
	hearts := hand.OfSuit(cards.Hearts)
	fmt.Println(hand, hand.Len())
	fmt.Println(hearts, hearts.Has(cards.New(cards.Ten, cards.Hearts)))

	deck := cards.NewDeck36()
	deck.ShufflePCG(rand.NewPCG(1, 2))
	hands := make([]cards.Set, 2)
	stock, _ := deck.DealRound(hands, 6)
	fmt.Println(len(stock), hands[0].Len(), hands[1].Len())
	// Output:
	// {7H 10H QS AD} 4
	// {7H 10H} true
	// 24 6 6
}

func ExampleParseCard() {
	for _, text := range []string{"10h", "Q♠", "td", "1S"} {
		c, err := cards.ParseCard(text)
		if err != nil {
			fmt.Println(err, errors.Is(err, cards.ErrSyntax))
			continue
		}
		fmt.Println(c, c.Symbol(), c.Rank().Name(), c.Suit().Name())
	}
	// Output:
	// 10H 10♥ ten hearts
	// QS Q♠ queen spades
	// 10D 10♦ ten diamonds
	// parse card "1S": bad rank "1" true
}

func ExampleNew() {
	c := cards.New(cards.Queen, cards.Spades)
	fmt.Println(c, c.Rank(), c.Suit(), c.Valid())
	fmt.Println(cards.New(cards.Rank(1), cards.Spades) == cards.NoCard)
	// Output:
	// QS Q S true
	// true
}

func ExampleParseSuit() {
	for _, text := range []string{"h", "♠", "Diamonds", "X"} {
		s, err := cards.ParseSuit(text)
		fmt.Println(s, s.Symbol(), err)
	}
	// Output:
	// H ♥ <nil>
	// S ♠ <nil>
	// D ♦ <nil>
	// C ♣ parse suit "X": want one of C D H S or ♣ ♦ ♥ ♠
}

func ExampleParseRank() {
	r, err := cards.ParseRank("T")
	fmt.Println(r, r.Name(), int(r), err)
	// Output: 10 ten 10 <nil>
}

func ExampleSet() {
	a := cards.SetOf(cards.New(cards.Two, cards.Clubs), cards.New(cards.Queen, cards.Spades))
	b := a.Add(cards.New(cards.Ace, cards.Hearts))
	fmt.Println(a, b)
	fmt.Println(b.Minus(a), a.Union(b) == b, a.Intersect(b) == a, b.Contains(a))
	fmt.Println(b.OfRank(cards.Queen), b.OfSuit(cards.Diamonds).Empty())
	// Output:
	// {2C QS} {2C QS AH}
	// {AH} true true true
	// {QS} true
}

func ExampleSet_All() {
	hand := cards.SuitSet(cards.Hearts).Intersect(cards.Deck36).Minus(cards.RankSet(cards.Ten))
	for c := range hand.All() {
		fmt.Print(c.Symbol(), " ")
	}
	fmt.Println()
	// Output: 6♥ 7♥ 8♥ 9♥ J♥ Q♥ K♥ A♥
}

func ExampleSet_Nth() {
	hand, _ := cards.ParseSet("KC 2D 9S")
	low, _ := hand.Min()
	mid, _ := hand.Nth(1)
	high, _ := hand.Max()
	fmt.Println(low, mid, high)
	// Output: 2D 9S KC
}

func ExampleParseSet() {
	s, err := cards.ParseSet("{qs, T♥, 2c}")
	fmt.Println(s, err)
	_, err = cards.ParseSet("QS QS")
	fmt.Println(err)
	// Output:
	// {2C 10H QS} <nil>
	// parse set "QS QS": card QS appears twice
}

func ExampleDeck_Deal() {
	deck := cards.NewDeck52()
	hand, rest, ok := deck.Deal(5)
	fmt.Println(hand, len(rest), ok)
	_, _, ok = rest.Deal(100)
	fmt.Println(ok)
	// Output:
	// {2C 2D 2H 2S 3C} 47 true
	// false
}

func ExampleDeck_DealRound() {
	deck, _ := cards.ParseDeck("AS KS QS JS 10S 9S 8S")
	hands := make([]cards.Set, 3)
	rest, ok := deck.DealRound(hands, 2)
	fmt.Println(hands, rest, ok)
	// Output: [{JS AS} {10S KS} {9S QS}] 8S true
}

// A deck shuffled from a seed: the same seed always gives the same order.
func ExampleDeck_ShufflePCG() {
	a := cards.NewDeck36()
	a.ShufflePCG(rand.NewPCG(7, 7))
	b := cards.NewDeck36()
	b.ShufflePCG(rand.NewPCG(7, 7))
	fmt.Println(a.Set() == cards.Deck36, a.String() == b.String())
	// Output: true true
}

func ExampleUintN() {
	p := rand.NewPCG(1, 2)
	fmt.Println(cards.UintN(p, 0), cards.UintN(p, 1), cards.UintN(p, 6) < 6)
	// Output: 0 0 true
}

// Play applies a list of moves and names the first one that fails. nim, the
// game of the package's tests, lets each seat in turn take 1 to 3 cards.
func ExamplePlay() {
	start := newNim(cards.RankSet(cards.Ace).Union(cards.RankSet(cards.King)))
	end, err := cards.Play[nimState, take](nim{}, start, 3, 3, 2)
	fmt.Println(end.taken, err)

	_, err = cards.Play[nimState, take](nim{}, start, 3, 4)
	fmt.Println(err)
	fmt.Println(errors.Is(err, cards.ErrIllegalMove))
	// Output:
	// [{KC KD KH AH AS} {KS AC AD}] <nil>
	// nim: move 2 (4) by seat 1: take 1 to 3 cards
	// true
}

func ExamplePlayout() {
	start := newNim(cards.Deck36)
	end, n, err := cards.Playout[nimState, take](nim{}, start, rand.NewPCG(1, 2), 0)
	score := nim{}.Score(end)
	fmt.Println(err, n >= 12, score[0]+score[1])

	_, n, err = cards.Playout[nimState, take](nim{}, start, rand.NewPCG(1, 2), 5)
	fmt.Println(err, n)
	// Output:
	// <nil> true 36
	// move limit reached 5
}

// The library, not the frontend, hides what a seat may not see: a draw's
// cards are shown to the seat that drew them alone.
func ExampleEvent_SeenBy() {
	draw := cards.Event{Kind: cards.EventDraw, Seat: 2, Count: 2, Secret: true,
		Cards: []cards.Card{cards.New(cards.Queen, cards.Spades), cards.New(cards.Ten, cards.Hearts)}}
	for _, seat := range []int{2, 0, cards.Spectator} {
		e := draw.SeenBy(seat)
		fmt.Printf("seat %d sees: seat %d draws %d cards %v\n", seat, e.Seat, e.Count, e.Cards)
	}
	// Output:
	// seat 2 sees: seat 2 draws 2 cards [QS 10H]
	// seat 0 sees: seat 2 draws 2 cards []
	// seat -1 sees: seat 2 draws 2 cards []
}
