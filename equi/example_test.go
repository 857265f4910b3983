package equi_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/scoring"
)

// A whole seeded game for two players, each seat playing its first legal
// move: the lowest capture, or a trail of its lowest card. Once the stock is
// out, a whole round passes without a capture (no progress): the game ends,
// the table goes to the last capturer, and with 18 cards each the two seats
// tie.
func Example() {
	r := equi.Rules{Players: 2}
	s, err := r.Start(cards.Deal{Dealer: 0, Seed: 2024})
	if err != nil {
		panic(err)
	}
	fmt.Println("hands:", s.Hand(0), s.Hand(1), "table:", s.Table())
	for !cards.Over(r, s) {
		seat := s.Turn()
		m := cards.Legal(r, s)[0]
		if s, err = r.Apply(s, m); err != nil {
			panic(err)
		}
		fmt.Printf("seat %d plays %-15v table %v\n", seat, m, s.Table())
	}
	fmt.Println("end:", s.End())
	fmt.Println("cards held:", r.Score(s), "winners:", scoring.Winners(r.Score(s), scoring.HigherWins))
	// Output:
	// hands: {8H 10D QC AC} {6S 9C JH QH} table: {6H 10H JC KD}
	// seat 1 plays 6S=JC+KD        table {6H 10H}
	// seat 0 plays 8H              table {6H 8H 10H}
	// seat 1 plays JH+KH=6H        table {8H 10H}
	// seat 0 plays 9H+AC=10H       table {8H}
	// seat 1 plays 9C              table {8H 9C}
	// seat 0 plays 10D+QC+KS=8H+9C table {}
	// seat 1 plays 9S              table {9S}
	// seat 0 plays 7C              table {7C 9S}
	// seat 1 plays 9D              table {7C 9D 9S}
	// seat 0 plays 8C+AD=9D        table {7C 9S}
	// seat 1 plays 8D+AS=9S        table {7C}
	// seat 0 plays 7D              table {7C 7D}
	// seat 1 plays 6C              table {6C 7C 7D}
	// seat 0 plays JD+JS+QD=7C     table {6C 7D}
	// seat 1 plays QH+QS=6C        table {7D}
	// seat 0 plays 7S              table {7D 7S}
	// seat 1 plays 6D              table {}
	// end: no progress
	// cards held: [18 18] winners: [0 1]
}

// The seed's own example: with 10♥ and Q♣ on the table, 9+A+Q may not take
// 10+Q (the queen would be both played and taken), but A+9 takes the 10.
func ExampleRules_Apply() {
	// Dealer 1: the cards go to seats 0, 1, 0, 1, ... then four to the table.
	deck, err := cards.ParseDeck(`
		9S 6C AD 6H QD 8C 7C 8H
		10H QC 8S 6D
		7H 7D 7S 8D 9C 9D 9H 10C 10D 10S JC JD JH JS QH QS KC KD KH KS AC AH AS 6S`)
	if err != nil {
		panic(err)
	}
	r := equi.Rules{}
	s, err := r.Start(cards.Deal{Dealer: 1, Deck: deck})
	if err != nil {
		panic(err)
	}
	fmt.Println("seat", s.Turn(), "hand:", s.Hand(0), "table:", s.Table())

	bad, _ := r.ParseMove("9S+AD+QD=10H+QC")
	_, err = r.Apply(s, bad)
	fmt.Println(err)
	fmt.Println(errors.Is(err, cards.ErrIllegalMove))

	good, _ := r.ParseMove("9S+AD=10H")
	s, err = r.Apply(s, good)
	fmt.Println(err, "pile:", s.Pile(0), "hand:", s.Hand(0), "table:", s.Table())
	// Output:
	// seat 0 hand: {7C 9S QD AD} table: {6D 8S 10H QC}
	// equi: move (9S+QD+AD=10H+QC) by seat 0: rank Q is both played and taken
	// true
	// <nil> pile: {9S 10H AD} hand: {7C 7D 7H QD} table: {6D 8S QC}
}

// ApplyTo plays a move on the caller's own State, with no copy: a refused
// move leaves it as it was. A playout lists the moves into a reused buffer
// and plays one of them in place until the listing is empty.
func ExampleRules_ApplyTo() {
	r := equi.Rules{Players: 3}
	s, err := r.Start(cards.Deal{Dealer: 0, Seed: 42})
	if err != nil {
		panic(err)
	}
	before := s
	onTable, _ := s.Table().Min()
	err = r.ApplyTo(&s, equi.Trail(onTable))
	fmt.Println(err)
	fmt.Println(s == before)

	pcg := rand.NewPCG(1, 2)
	var buf []equi.Move
	for buf = r.AppendLegal(buf[:0], s); len(buf) > 0; buf = r.AppendLegal(buf[:0], s) {
		if err := r.ApplyTo(&s, buf[cards.UintN(pcg, uint64(len(buf)))]); err != nil {
			panic(err) // a listed move is legal
		}
	}
	fmt.Println(s.End(), s.MoveCount(), "moves", r.Score(s))
	// Output:
	// equi: move (7S) by seat 1: 7S is not in the hand
	// true
	// no progress 16 moves [6 20 10]
}

// AppendLegal lists the captures by point sum, then the trails when there
// is no capture; a view's Moves does the same lazily.
func ExampleRules_AppendLegal() {
	deck, _ := cards.ParseDeck(`
		9S 6C AD 6H QD 8C 7C 8H
		10H QC 8S 6D
		7H 7D 7S 8D 9C 9D 9H 10C 10D 10S JC JD JH JS QH QS KC KD KH KS AC AH AS 6S`)
	r := equi.Rules{}
	s, _ := r.Start(cards.Deal{Dealer: 1, Deck: deck})
	fmt.Println(r.AppendLegal(nil, s))
	fmt.Println("first:", r.View(s, s.Turn()).AppendFirst(nil, 1))
	// Output:
	// [7C+AD=8S 9S=6D+QC 7C+QD=10H 9S+AD=10H 7C+9S=6D+10H 7C+9S+AD=6D+8S+QC]
	// first: [7C+AD=8S]
}

func ExampleRules_ParseMove() {
	var r equi.Rules
	m, err := r.ParseMove("a♠+9♣=10♥")
	fmt.Println(m, m.Played(), m.Taken(), err)
	t, _ := r.ParseMove("6d")
	fmt.Println(t, t.IsTrail())
	_, err = r.ParseMove("9C+AS")
	fmt.Println(err)
	// Output:
	// 9C+AS=10H {9C AS} {10H} <nil>
	// 6D true
	// parse equi move "9C+AS": a trail is one card; a capture is written played=taken
}

// A game as a server or a terminal frontend plays it, through the generic
// session: start a game, show a seat what it may know, play moves written
// in notation, and save the record.
func Example_session() {
	g, err := cards.NewSession(equi.Rules{Players: 2}, cards.Deal{Seed: 2024}, "Ann", "Bob")
	if err != nil {
		panic(err)
	}
	v := g.View(1) // Bob, left of the dealer, moves first
	fmt.Println("Bob holds", v.Hand(), "and sees", v.Table())
	fmt.Println("Ann holds", v.HandLen(0), "cards; the stock", v.StockLen())
	fmt.Println("Bob may play", v.AppendLegal(nil))

	for _, text := range []string{"6S=JC+KD", "6D", "8H"} {
		if _, err := g.PlayText(text); err != nil {
			fmt.Println(err)
		}
	}
	for _, t := range g.History() {
		fmt.Println("seat", t.Seat, "played", t.Move)
	}
	sp := g.View(cards.Spectator)
	seat, last := sp.LastMove()
	fmt.Println("everyone saw seat", seat, "play", last, "and draw", sp.LastDrawn())
	fmt.Print(g.Record())
	// Output:
	// Bob holds {6S 9C JH QH} and sees {6H 10H JC KD}
	// Ann holds 4 cards; the stock 24
	// Bob may play [6S=JC+KD 9C+QH=10H+JC 9C+QH=6H+JC+KD 9C+JH+QH=10H+KD]
	// equi: move 2 (6D) by seat 0: 6D is not in the hand
	// seat 1 played 6S=JC+KD
	// seat 0 played 8H
	// everyone saw seat 0 play 8H and draw 1
	// [Game "equi"]
	// [Engine "2"]
	// [Players "2"]
	// [NoRankBan "false"]
	// [VoluntaryTrail "false"]
	// [RecycleByFour "false"]
	// [NoProgressRounds "0"]
	// [MaxMoves "0"]
	// [Dealer "0"]
	// [Seed "2024"]
	// [Seat0 "Ann"]
	// [Seat1 "Bob"]
	// [Result "*"]
	//
	// 1. 6S=JC+KD 2. 8H
}

// Reading a record and resuming play from it. A record names the engine
// that dealt it: a record made before v0.2.0 has no Engine tag, and Resume
// replays it with engine 1's shuffles, which its seed dealt.
func Example_resume() {
	rec, err := cards.ParseRecord(`
		[Game "equi"]
		[Engine "2"]
		[Players "2"]
		[Dealer "0"]
		[Seed "2024"]
		[Seat0 "Ann"]
		[Seat1 "Bob"]

		1. 6S=JC+KD 2. 8H {Ann has nothing to take} 3. JH+KH=6H`)
	if err != nil {
		panic(err)
	}
	g, err := cards.Resume(equi.Rules{}, rec)
	if err != nil {
		panic(err)
	}
	fmt.Println(g.State().MoveCount(), "moves, table", g.State().Table())
	_, err = g.PlayText("9H+AC=10H")
	fmt.Println(err, equi.Rules{}.Score(g.State()))

	rec, _ = cards.ParseRecord(`[Game "equi"] [Engine "2"] [Players "2"] [Dealer "0"] [Seed "2024"] 1. 6S=JC+KD 2. 8H 3. JH+KH=6S`)
	_, err = cards.Resume(equi.Rules{}, rec)
	fmt.Println(err)

	rec, _ = cards.ParseRecord(`[Game "equi"] [Players "2"] [Dealer "0"] [Seed "2024"] 1. 8S=7S+AD`)
	g, err = cards.Resume(equi.Rules{}, rec)
	engine, _ := g.Record().Get("Engine")
	fmt.Println(err, "engine", engine, "table", g.State().Table())
	// Output:
	// 3 moves, table {8H 10H}
	// <nil> [7 10]
	// equi: move 3 (JH+KH=6S) by seat 1: 6S is not on the table
	// <nil> engine 1 table {10S KS}
}

// A search bot's view of the hidden cards: Sample deals what the seat cannot
// see afresh and keeps everything it can.
func ExampleRules_Sample() {
	r := equi.Rules{Players: 2}
	s, _ := r.Start(cards.Deal{Dealer: 0, Seed: 2024})
	v := r.View(s, 1)
	fmt.Println("seat 1 cannot see", v.Unknown().Len(), "cards")
	a := r.Sample(v, rand.New(rand.NewPCG(1, 1)))
	b := r.Sample(v, rand.New(rand.NewPCG(2, 2)))
	fmt.Println(a.Hand(1) == s.Hand(1), b.Hand(1) == s.Hand(1), a.Table() == s.Table())
	fmt.Println(a.Hand(0).Len(), b.Hand(0).Len(), a.Hand(0) != b.Hand(0))
	fmt.Println(r.View(a, 1) == v)
	// Output:
	// seat 1 cannot see 28 cards
	// true true true
	// 4 4 true
	// true
}

// The JSON form of a view: what seat 1 may know after one move.
func ExampleView_MarshalJSON() {
	r := equi.Rules{Players: 2}
	s, _ := r.Start(cards.Deal{Dealer: 0, Seed: 2024})
	s, _ = r.Apply(s, cards.Legal(r, s)[0])
	b, err := json.MarshalIndent(r.View(s, 1), "", "  ")
	fmt.Println(string(b), err)
	// Output:
	// {
	//   "rules": {
	//     "name": "equi",
	//     "players": 2,
	//     "partners": false,
	//     "deck": "{6C 6D 6H 6S 7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H 9S 10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS}",
	//     "values": [
	//       0,
	//       0,
	//       0,
	//       0,
	//       6,
	//       7,
	//       8,
	//       9,
	//       10,
	//       2,
	//       3,
	//       4,
	//       1
	//     ],
	//     "hand": 4,
	//     "tableCards": 4,
	//     "refill": "mover",
	//     "play": "subset",
	//     "relation": "sumEqual",
	//     "target": 0,
	//     "equalFirst": false,
	//     "rankBan": true,
	//     "wholeLifts": true,
	//     "lastLifts": true,
	//     "compulsory": "hand",
	//     "recycle": "all",
	//     "clearEnds": true,
	//     "noProgressRounds": 1,
	//     "maxMoves": 500,
	//     "openingSweep": false,
	//     "scoring": {
	//       "cardsHeld": true,
	//       "valuesCaptured": false,
	//       "sweep": 0,
	//       "mostCards": 0,
	//       "mostCoins": 0,
	//       "sevenOfCoins": 0,
	//       "primiera": 0,
	//       "mostSevens": 0
	//     }
	//   },
	//   "seat": 1,
	//   "dealer": 0,
	//   "turn": 0,
	//   "end": "not over",
	//   "hand": "{9C JH QH KH}",
	//   "handCounts": [
	//     4,
	//     4
	//   ],
	//   "known": [
	//     "{}",
	//     "{}"
	//   ],
	//   "piles": [
	//     "{}",
	//     "{6S JC KD}"
	//   ],
	//   "held": [
	//     4,
	//     7
	//   ],
	//   "table": "{6H 10H}",
	//   "stockCount": 23,
	//   "lastCapturer": 1,
	//   "moves": 1,
	//   "movesAfterStock": 0,
	//   "idleTurns": 0,
	//   "last": {
	//     "seat": 1,
	//     "move": "6S=JC+KD",
	//     "drew": 1,
	//     "recycled": "{}"
	//   }
	// } <nil>
}
