package equi

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/cardrules/cardrules/cards"
)

// ordinary is a position of the common kind: four cards in hand, eight on
// the table, stock left. Its moves are checked in
// TestLegalMatchesBruteForceOrdinary.
func ordinary(tb testing.TB) State {
	return scene{
		Hands: []string{"9S AD QD 7C", "6C 6H 8C 8H"},
		Table: "10H QC 8S 6D JH KC 7H AC",
		Stock: "9C 9D 10C 10D",
	}.state(tb)
}

// large is a big position of the kind recycled piles make with two players:
// sixteen cards in hand and twelve on the table, the stock exhausted.
func large(tb testing.TB) State {
	return scene{
		Hands: []string{"6C 6D 7C 7D 8C 8D 9C 9D 10C JC JD QC QD KC AC AD", "6S"},
		Table: "6H 7H 7S 8H 9H 9S 10H 10S JH QH KH AH",
	}.state(tb)
}

func BenchmarkAppendLegal(b *testing.B) {
	r, s := Rules{}, ordinary(b)
	buf := make([]Move, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendLegal(buf[:0], s)
	}
	b.ReportMetric(float64(len(buf)), "moves")
}

func BenchmarkLegal(b *testing.B) {
	r, s := Rules{}, ordinary(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = cards.Legal(r, s)
	}
}

func BenchmarkAppendLegalLarge(b *testing.B) {
	r, s := Rules{}, large(b)
	var buf []Move
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendLegal(buf[:0], s)
	}
	b.ReportMetric(float64(len(buf)), "moves")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(buf)), "ns/move")
}

// huge holds all 36 cards: 8 in hand and 28 on the table, the split with the
// most captures under the rank ban (over ten million).
func huge(tb testing.TB) State {
	return scene{
		Hands: []string{"6C 6H 7C 7H 8C 8H 9C 9H", ""},
		Table: "6D 6S 7D 7S 8D 8S 9D 9S 10C 10D 10H 10S JC JD JH JS QC QD QH QS KC KD KH KS AC AD AH AS",
	}.state(tb)
}

// BenchmarkMovesHuge counts the captures of huge through the iterator, which
// stores none.
func BenchmarkMovesHuge(b *testing.B) {
	r, s := Rules{}, huge(b)
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		n = 0
		for range movesOf(r, s) {
			n++
		}
	}
	b.ReportMetric(float64(n), "moves")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/move")
}

func BenchmarkMovesFirstLarge(b *testing.B) {
	r, s := Rules{}, large(b)
	b.ReportAllocs()
	for b.Loop() {
		for range movesOf(r, s) {
			break
		}
	}
}

func BenchmarkApplyCapture(b *testing.B) {
	r, s := Rules{}, ordinary(b)
	m := Capture(set(b, "9S AD"), set(b, "10H"))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Apply(s, m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkApplyTrail(b *testing.B) {
	r := Rules{}
	s := scene{Hands: []string{"9S 9D 9C 10C", "6C"}, Table: "6D 7H 8S", Stock: "JC"}.state(b)
	m := move(b, "9S")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Apply(s, m); err != nil {
			b.Fatal(err)
		}
	}
}

// playoutSeeds is the number of seeded games BenchmarkGamePlayout cycles
// through, so that every run plays the same games whatever b.N is.
const playoutSeeds = 1024

// BenchmarkGamePlayout plays whole seeded games of uniformly random legal
// moves: a deal by Rules.Start for each of a fixed set of seeds, then moves
// listed by AppendLegal into a reused buffer, drawn by a PCG seeded by the
// same seed and played in place with ApplyTo, until AppendLegal lists none.
// It reports ns/action, the time per move played (deals included),
// legal/action, the mean number of legal moves listed, and actions/game.
func BenchmarkGamePlayout(b *testing.B) { benchmarkPlayout(b, playApplyTo) }

// BenchmarkGamePlayoutApply plays the games of BenchmarkGamePlayout through
// the immutable Apply, which copies the 280-byte State in and out: the
// difference is the cost of those copies.
func BenchmarkGamePlayoutApply(b *testing.B) { benchmarkPlayout(b, playApply) }

// BenchmarkGamePlayoutRandomMove plays the games of BenchmarkGamePlayout,
// move for move, with RandomMove, which counts the legal moves and builds
// only the one drawn, and ApplyTo; legal/action is not measured (0).
func BenchmarkGamePlayoutRandomMove(b *testing.B) { benchmarkPlayout(b, playRandomMove) }

// BenchmarkGamePlayoutRandomStep plays the games of BenchmarkGamePlayout,
// move for move, with RandomStep, which draws as RandomMove does and plays
// the move without ApplyTo's check; legal/action is not measured (0).
func BenchmarkGamePlayoutRandomStep(b *testing.B) { benchmarkPlayout(b, playRandomStep) }

// BenchmarkGamePlayoutVariant plays the games of BenchmarkGamePlayout
// under a variant that scores a point for each capture that clears the
// table (the sweep of examples/variant/sweep): the difference is the cost
// of the hook, a pooled Effects and the variant's call, on every move.
func BenchmarkGamePlayoutVariant(b *testing.B) { benchmarkPlayout(b, playVariant) }

// How benchmarkPlayout plays a move.
const (
	playApplyTo    = iota // ApplyTo on the loop's State
	playApply             // s, err = Apply(s, m)
	playRandomMove        // RandomMove, then ApplyTo
	playVariant           // ApplyTo under a sweep variant
	playRandomStep        // RandomStep
)

// sweepBench is the variant of BenchmarkGamePlayoutVariant.
type sweepBench struct{}

func (sweepBench) Name() string { return "sweep" }

func (sweepBench) Moved(e *Effects) {
	if !e.Move().IsTrail() && e.Table().Empty() {
		e.AddScore(e.Seat(), 1)
	}
}

func benchmarkPlayout(b *testing.B, how int) {
	for _, players := range []int{2, 4, 6} {
		b.Run("players="+strconv.Itoa(players), func(b *testing.B) {
			r := Rules{Players: players}
			if how == playVariant {
				r.Variant = sweepBench{}
			}
			var buf []Move
			actions, listed, games := 0, 0, 0
			b.ReportAllocs()
			for b.Loop() {
				seed := uint64(games%playoutSeeds) + 1
				games++
				s, err := r.Start(cards.Deal{Dealer: int(seed) % players, Seed: seed})
				if err != nil {
					b.Fatal(err)
				}
				var pcg rand.PCG
				pcg.Seed(seed, 2)
				for how == playRandomMove {
					m, ok := r.RandomMove(&s, &pcg)
					if !ok {
						break
					}
					if err = r.ApplyTo(&s, m); err != nil {
						b.Fatal(err)
					}
					actions++
				}
				for how == playRandomStep {
					if _, ok := r.RandomStep(&s, &pcg); !ok {
						break
					}
					actions++
				}
				for how != playRandomMove && how != playRandomStep {
					// AppendLegal lists no move exactly when the game is
					// over; asking cards.Over(r, s) as well would copy the State.
					buf = r.AppendLegal(buf[:0], s)
					if len(buf) == 0 {
						break
					}
					m := buf[cards.UintN(&pcg, uint64(len(buf)))]
					if how != playApply {
						err = r.ApplyTo(&s, m)
					} else {
						s, err = r.Apply(s, m)
					}
					if err != nil {
						b.Fatal(err)
					}
					actions++
					listed += len(buf)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(actions), "ns/action")
			b.ReportMetric(float64(listed)/float64(actions), "legal/action")
			b.ReportMetric(float64(actions)/float64(games), "actions/game")
		})
	}
}

// gamePositions returns every position met in the first games of the seeds
// of BenchmarkGamePlayout for the given number of players, with the move
// played in each: the typical positions of a playout, with their mix of
// captures and trails, small hands and the rare large ones.
func gamePositions(tb testing.TB, players, games int) ([]State, []Move) {
	r := Rules{Players: players}
	var states []State
	var moves []Move
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s, err := r.Start(cards.Deal{Dealer: int(seed) % players, Seed: seed})
		if err != nil {
			tb.Fatal(err)
		}
		var pcg rand.PCG
		pcg.Seed(seed, 2)
		for !cards.Over(r, s) {
			legal := cards.Legal(r, s)
			m := legal[cards.UintN(&pcg, uint64(len(legal)))]
			states, moves = append(states, s), append(moves, m)
			if s, err = r.Apply(s, m); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return states, moves
}

// BenchmarkAppendLegalGames lists the moves of every position of 64 seeded
// four-player games in turn; ns/op is per position.
func BenchmarkAppendLegalGames(b *testing.B) {
	r := Rules{Players: 4}
	states, _ := gamePositions(b, 4, 64)
	buf := make([]Move, 0, 64)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendLegal(buf[:0], states[i])
		if i++; i == len(states) {
			i = 0
		}
	}
}

// BenchmarkApplyGames plays the move of every position of 64 seeded
// four-player games in turn; ns/op is per move.
func BenchmarkApplyGames(b *testing.B) {
	r := Rules{Players: 4}
	states, moves := gamePositions(b, 4, 64)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Apply(states[i], moves[i]); err != nil {
			b.Fatal(err)
		}
		if i++; i == len(states) {
			i = 0
		}
	}
}

// largeListing is the number of legal moves above which
// BenchmarkPlayoutPositions counts a position as large.
const largeListing = 1000

// BenchmarkPlayoutPositions splits the work of BenchmarkGamePlayout between
// the positions with more than largeListing legal moves (hands taken back
// from a pile, rule E9) and the others: one op is AppendLegal and Apply on
// one position of the games of the playout's 1024 seeds, in turn.
// positions/game says how many positions of each kind a game has, so that
// ns/op times positions/game is each kind's share of a game's time.
func BenchmarkPlayoutPositions(b *testing.B) {
	for _, players := range []int{2, 4, 6} {
		r := Rules{Players: players}
		states, moves := gamePositions(b, players, playoutSeeds)
		var large, small []int
		for i, s := range states {
			if len(cards.Legal(r, s)) > largeListing {
				large = append(large, i)
			} else {
				small = append(small, i)
			}
		}
		for _, kind := range []struct {
			name  string
			index []int
		}{{"small", small}, {"large", large}} {
			b.Run("players="+strconv.Itoa(players)+"/"+kind.name, func(b *testing.B) {
				if len(kind.index) == 0 {
					b.Skip("no such position")
				}
				buf := make([]Move, 0, 64)
				listed, k := 0, 0
				b.ReportAllocs()
				for b.Loop() {
					i := kind.index[k]
					buf = r.AppendLegal(buf[:0], states[i])
					if _, err := r.Apply(states[i], moves[i]); err != nil {
						b.Fatal(err)
					}
					listed += len(buf)
					if k++; k == len(kind.index) {
						k = 0
					}
				}
				b.ReportMetric(float64(len(kind.index))/playoutSeeds, "positions/game")
				b.ReportMetric(float64(listed)/float64(b.N), "legal/position")
			})
		}
	}
}

// midGame is a position of an ordinary two-player game after six moves.
func midGame(b *testing.B) *session {
	g, err := cards.NewSession[State, Move, View](Rules{}, cards.Deal{Seed: 2024}, "Ann", "Bob")
	if err != nil {
		b.Fatal(err)
	}
	for range 6 {
		if err := g.Play(cards.Legal[State, Move](rulesOf(g), g.State())[0]); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

func BenchmarkView(b *testing.B) {
	g := midGame(b)
	r, s := rulesOf(g), g.State()
	b.ReportAllocs()
	for b.Loop() {
		_ = r.View(s, s.Turn())
	}
}

func BenchmarkSample(b *testing.B) {
	g := midGame(b)
	r, s := rulesOf(g), g.State()
	v := r.View(s, s.Turn())
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		_ = r.Sample(v, rng)
	}
}

func BenchmarkStateJSON(b *testing.B) {
	s := midGame(b).State()
	b.ReportAllocs()
	for b.Loop() {
		data, err := json.Marshal(s)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := (Rules{}).DecodeState(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkViewJSON(b *testing.B) {
	g := midGame(b)
	v := g.View(g.ToMove())
	b.ReportAllocs()
	for b.Loop() {
		data, err := json.Marshal(v)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := (Rules{}).UnmarshalView(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseRecord reads and replays the record of a whole game of 26
// moves.
func BenchmarkParseRecord(b *testing.B) {
	text := deckRecord
	b.ReportAllocs()
	for b.Loop() {
		if _, err := resume(text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSampleGames samples the view of the seat to move at every
// position of 64 seeded games of 2 and 4 players in turn, trail records
// included (Sample deals the hands they bound first, by rejection); ns/op
// is per sample.
func BenchmarkSampleGames(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run("players="+strconv.Itoa(players), func(b *testing.B) {
			r := Rules{Players: players}
			states, _ := gamePositions(b, players, 64)
			views := make([]View, len(states))
			for i, s := range states {
				views[i] = r.View(s, s.Turn())
			}
			rng := rand.New(rand.NewPCG(1, 2))
			i := 0
			b.ReportAllocs()
			for b.Loop() {
				_ = r.Sample(views[i], rng)
				if i++; i == len(views) {
					i = 0
				}
			}
		})
	}
}
