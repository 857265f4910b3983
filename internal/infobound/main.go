// Command infobound measures how much of Crazy Eights' 4-player game
// against uniform random players is lost to hidden information: it plays
// the same seeded games with the searching seat given, in turn,
//
//   - greedy: sheddingbot's Greedy, no search;
//   - search: crazyeightsbot.NewISMCTS with OpponentRandom 1, what
//     examples/simulate seats under -opponents random, sampling the
//     unseen cards as the engine's Sample does;
//   - infer: the same search, each iteration's position drawn among 16 of
//     Sample's by their likelihood under the random model: each move a
//     seat made since its last draw had 1/n chance, n its legal moves
//     with the hand the sample gives it then (its cards now and those it
//     played since). A bot would need to be told the moves; the program
//     records them;
//   - hands: the same search, each iteration starting from the true
//     hands of the other seats, the stock shuffled anew (a search that
//     inferred the other hands perfectly);
//   - all: the same search from the true position, stock order and
//     generator included (a search that sees everything).
//
// The other three seats play uniform random legal moves; the searching
// seat is seat i mod 4 in game i, which deal i's dealer also is. A win is
// a score no other seat reaches, as examples/simulate counts "won
// alone"; shares are counted apart. It prints the rate with its Wilson
// 95 % interval.
//
// Usage, from the module root:
//
//	go run ./internal/infobound -mode hands -games 2000 -seed 3
package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/crazyeights/crazyeightsbot"
	"github.com/cardrules/cardrules/shedding"
)

func main() {
	games := flag.Int("games", 1000, "games to play")
	iterations := flag.Int("iterations", 1000, "ISMCTS iterations a move")
	mode := flag.String("mode", "search", "the searching seat: greedy, search, infer, hands or all")
	seed := flag.Uint64("seed", 3, "the run's seed: game i is dealt from bot.GameSeed(seed, i)")
	flag.Parse()
	switch *mode {
	case "greedy", "search", "infer", "hands", "all":
	default:
		fmt.Fprintf(os.Stderr, "infobound: -mode: want greedy, search, infer, hands or all, not %q\n", *mode)
		os.Exit(2)
	}
	if *games < 1 {
		fmt.Fprintln(os.Stderr, "infobound: -games: want at least 1")
		os.Exit(2)
	}
	wins, shared := 0, 0
	for i := range *games {
		won, tie, err := play(i, bot.GameSeed(*seed, i), *mode, *iterations)
		if err != nil {
			fmt.Fprintln(os.Stderr, "infobound:", err)
			os.Exit(1)
		}
		switch {
		case won:
			wins++
		case tie:
			shared++
		}
	}
	lo, hi := bot.Wilson(wins, *games)
	fmt.Printf("%s, %d iterations, seed %d: won alone %d of %d, %.1f %% [%.1f, %.1f]; shared %d\n",
		*mode, *iterations, *seed, wins, *games, 100*float64(wins)/float64(*games), 100*lo, 100*hi, shared)
}

// play plays game i from seed and reports whether the searching seat won
// alone or shared the best score.
func play(i int, seed uint64, mode string, iterations int) (won, tie bool, err error) {
	r := crazyeights.Rules{Players: 4}
	t := r.Table()
	me := i % 4
	s, err := r.Start(cards.Deal{Dealer: me, Seed: seed})
	if err != nil {
		return false, false, err
	}
	random := rand.New(rand.NewPCG(seed, 7))
	search := crazyeightsbot.NewISMCTS(r, iterations, seed)
	search.OpponentRandom = 1
	var now crazyeights.State // the position the searching seat moves in
	var moves []decision      // the other seats' moves, for -mode infer
	switch mode {
	case "infer":
		search.Sampler = func(v crazyeights.View, rr *rand.Rand) crazyeights.State {
			return inferred(r, &t, v, moves, rr)
		}
	case "all":
		search.Sampler = func(crazyeights.View, *rand.Rand) crazyeights.State { return now }
	case "hands":
		search.Sampler = func(_ crazyeights.View, rr *rand.Rand) crazyeights.State { return shuffleStock(t, now, rr) }
	}
	greedy := crazyeightsbot.Greedy()
	for seat := r.ToMove(s); seat >= 0; seat = r.ToMove(s) {
		var m crazyeights.Move
		switch {
		case seat != me:
			legal := r.AppendLegal(nil, s)
			m = legal[random.IntN(len(legal))]
			moves = append(moves, decision{seat: seat, before: s, move: m})
		case mode == "greedy":
			m, err = greedy.Choose(r.View(s, seat))
		default:
			now = s
			m, err = search.Choose(r.View(s, seat))
		}
		if err != nil {
			return false, false, err
		}
		if s, err = r.Apply(s, m); err != nil {
			return false, false, err
		}
	}
	score := r.Score(s)
	best := math.MinInt
	for seat, x := range score {
		if seat != me {
			best = max(best, x)
		}
	}
	return score[me] > best, score[me] == best, nil
}

// shuffleStock returns s with its stock in a new order drawn from r,
// through the position text, whose third field is the stock.
func shuffleStock(t shedding.Rules, s crazyeights.State, r *rand.Rand) crazyeights.State {
	text, err := t.AppendState(nil, s)
	if err != nil {
		panic(fmt.Sprintf("infobound: the position text does not round-trip: %v", err))
	}
	fields := strings.Split(string(text), " ")
	if fields[2] != "-" {
		stock := strings.Split(fields[2], ",")
		r.Shuffle(len(stock), func(i, j int) { stock[i], stock[j] = stock[j], stock[i] })
		fields[2] = strings.Join(stock, ",")
	}
	x, err := t.ParseState(strings.Join(fields, " "))
	if err != nil {
		panic(fmt.Sprintf("infobound: the position text does not round-trip: %v", err))
	}
	return x
}

// decision is a move of a seat other than the searching one, and the
// position it was made in.
type decision struct {
	seat   int
	before crazyeights.State
	move   crazyeights.Move
}

// samples is how many of Sample's positions inferred draws one among.
const samples = 16

// inferred returns one of samples positions that r.Sample deals for v,
// drawn by its likelihood under the random model of the moves made; t is
// r's table.
func inferred(r crazyeights.Rules, t *shedding.Rules, v crazyeights.View, moves []decision, rr *rand.Rand) crazyeights.State {
	var drawn [samples]crazyeights.State
	var logw [samples]float64
	top := math.Inf(-1)
	for i := range samples {
		drawn[i] = r.Sample(v, rr)
		logw[i] = logLikelihood(t, drawn[i], v.Seat(), moves)
		top = max(top, logw[i])
	}
	var w [samples]float64
	total := 0.0
	for i := range samples {
		w[i] = math.Exp(logw[i] - top)
		total += w[i]
	}
	u := rr.Float64() * total
	for i := range samples {
		if u -= w[i]; u <= 0 {
			return drawn[i]
		}
	}
	return drawn[samples-1]
}

// logLikelihood is the log of the chance of the other seats' moves since
// each one's last draw, each 1/n of its n legal moves, had they held the
// hands x deals them.
func logLikelihood(t *shedding.Rules, x crazyeights.State, me int, moves []decision) float64 {
	lw := 0.0
	for seat := range t.Players {
		if seat == me {
			continue
		}
		hand := x.Hand(seat)
		for j := len(moves) - 1; j >= 0; j-- {
			d := moves[j]
			if d.seat != seat {
				continue
			}
			if d.move.Kind() == shedding.KindDraw {
				break // the hand before a draw is the one now less a card no one saw
			}
			if d.move.Kind() == shedding.KindCard {
				hand = hand.Add(d.move.Card())
			}
			n := legalCount(t, d.before, hand)
			if n < 1 {
				return math.Inf(-1)
			}
			lw -= math.Log(float64(n))
		}
	}
	return lw
}

// legalCount is the number of legal moves in before had the seat to move
// held hand: the draw or pass it may make, an 8 once for each suit it
// names, a card of the suit in force or the top card's rank once.
func legalCount(t *shedding.Rules, before crazyeights.State, hand cards.Set) int {
	n := 0
	var buf [128]crazyeights.Move
	for _, m := range t.AppendLegal(buf[:0], before) {
		if k := m.Kind(); k == shedding.KindDraw || k == shedding.KindPass {
			n++
		}
	}
	p := before.Public
	for c := range hand.All() {
		switch {
		case c.Rank() == cards.Eight:
			n += cards.NumSuits
		case c.Suit() == p.Suit() || c.Rank() == p.Top().Rank():
			n++
		}
	}
	return n
}
