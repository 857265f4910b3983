// Command simulate plays many seeded games of Boxes or Equi between bots on
// every core and reports what a [bot.Tournament] counts of them: win rates
// with 95% Wilson intervals, mean scores, game lengths and ms per move.
// For example, "go run ./examples/simulate -game equi -players 4 -seats
// ismcts,greedy,greedy,greedy" plays one ISMCTS against three Greedy. The flags:
//
//	-game boxes|equi  the game (default boxes)
//	-games N          the number of games (default 1000)
//	-players N        Equi: the number of players, 2 to 6 (default 2); Boxes has 4
//	-deals LIST       Boxes: the deal sizes, "8" for one deal of 8 cards (default: the 15-deal match)
//	-seats LIST       the kinds of the seats, repeated: random, greedy or ismcts (default "ismcts,greedy")
//	-iterations N     the ISMCTS iterations per move (default 200)
//	-seed N           the base seed: the same seed gives the same games (default 1)
//	-workers N        the games played at once (default: every core)
//	-rotate           rotate the kinds around the table from game to game (default true)
//	-json             print the report (the settings and the bot.Summary) as JSON
//	-bench            play the games on 1 core and 1 worker and on every core, -rounds times; print the speeds and the median ratio (-json: every report)
//	-rounds N         with -bench, the rounds of one run on 1 core and one on all, alternating which goes first (default 5)
//
// Game i is dealt from the seed bot.GameSeed(seed, i). Its dealer is
// (i / players) mod players and, with -rotate, its seat s plays the kind
// given for seat (s + i) mod players, so that over players² games every kind
// meets every seat and every dealer. A kind wins a game when the winners (the
// partnership with fewer points in Boxes, the seats holding the most cards in
// Equi) all play that kind; it shares it when some do. A terminal sees the games counted.
package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/scoring"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	info, err := os.Stdout.Stat()
	if err = run(ctx, os.Stdout, os.Args[1:], err == nil && info.Mode()&os.ModeCharDevice != 0); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "simulate:", err)
		}
		os.Exit(2)
	}
}

// report is the settings of a run, from the command line, and once it is
// played its results; its JSON form is the -json output.
type report struct {
	Game       string   `json:"game"`
	Players    int      `json:"players"`
	Deals      string   `json:"deals,omitempty"` // Boxes: the deal sizes
	Seats      []string `json:"seats"`           // the kind of each seat in game 0
	Rotate     bool     `json:"rotate"`
	Seed       uint64   `json:"seed"`
	Iterations int      `json:"iterations"`
	Workers    int      `json:"workers"` // 0 (every core) only until the games are played
	bot.Summary
	Seconds        float64 `json:"seconds"`
	GamesPerSecond float64 `json:"gamesPerSecond"`
	games          int
	rounds         int // -bench: the pairs of runs
	json, bench    bool
	schedule       boxes.Schedule // the Deals of Boxes
	kinds          [][]string     // the kinds of the seats of game i at i mod len(kinds)
}

// parse reads the command line.
func parse(args []string, out io.Writer) (c report, err error) {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&c.Game, "game", "boxes", "the game: boxes or equi")
	fs.IntVar(&c.games, "games", 1000, "the number of games")
	fs.IntVar(&c.Players, "players", 2, "Equi: the number of players, 2 to 6")
	deals := fs.String("deals", "", `Boxes: the deal sizes, such as "8" for one deal of 8 cards (default: the standard match)`)
	seats := fs.String("seats", "ismcts,greedy", "the kind of each seat, repeated to fill the table: random, greedy or ismcts")
	fs.IntVar(&c.Iterations, "iterations", 200, "the ISMCTS iterations per move")
	fs.Uint64Var(&c.Seed, "seed", 1, "the base seed")
	fs.IntVar(&c.Workers, "workers", 0, "the games played at once (0: every core)")
	fs.BoolVar(&c.Rotate, "rotate", true, "rotate the kinds around the table from game to game")
	fs.BoolVar(&c.json, "json", false, "print the report as JSON")
	fs.BoolVar(&c.bench, "bench", false, "play the games on 1 core and on every core, -rounds times, and print the speeds and the median ratio")
	fs.IntVar(&c.rounds, "rounds", 5, "with -bench, the rounds of a run on 1 core and a run on every core")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	kinds := strings.Split(strings.ToLower(strings.ReplaceAll(*seats, " ", "")), ",")
	switch {
	case slices.ContainsFunc(kinds, func(k string) bool { return k != "random" && k != "greedy" && k != "ismcts" }):
		return c, fmt.Errorf("-seats: want kinds random, greedy or ismcts, not %q", *seats)
	case fs.NArg() > 0:
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case c.games < 1 || c.Iterations < 1 || c.Workers < 0 || c.rounds < 1:
		return c, errors.New("want -games, -iterations and -rounds of 1 or more, -workers of 0 or more")
	case c.Game == "equi" && (c.Players < equi.MinPlayers || c.Players > equi.MaxPlayers):
		return c, fmt.Errorf("-players: want %d to %d, not %d", equi.MinPlayers, equi.MaxPlayers, c.Players)
	case c.Game != "boxes" && c.Game != "equi":
		return c, fmt.Errorf("-game: want boxes or equi, not %q", c.Game)
	case c.Game == "boxes":
		if c.schedule, err = boxes.ParseSchedule(*deals); *deals != "" && err != nil {
			return c, fmt.Errorf("-deals: %w", err)
		}
		c.Players, c.Deals = boxes.NumSeats, c.schedule.String()
	}
	c.Seats = slices.Repeat(kinds, c.Players)[:c.Players]
	for i := 0; i == 0 || c.Rotate && i < c.Players; i++ { // game 0's kinds, then each turn of the table
		c.kinds = append(c.kinds, slices.Concat(c.Seats[i:], c.Seats[:i]))
	}
	return c, nil
}

// run parses args, plays the games and writes the report to out; with tty
// it counts the games on out while they run.
func run(ctx context.Context, out io.Writer, args []string, tty bool) error {
	c, err := parse(args, out)
	if err != nil {
		return err
	}
	if c.bench {
		return bench(ctx, c, out)
	}
	rep, err := play(ctx, c, out, tty)
	switch {
	case err != nil:
		return err
	case !c.json:
		return rep.write(out)
	}
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}

// benchReport is the -bench -json output: the runs of every round in the
// order played, and the ratio of each round and their median.
type benchReport struct {
	Runs    []*report `json:"runs"`
	Scaling []float64 `json:"scaling"` // round i: its all-core rate over its one-core rate
	Median  float64   `json:"medianScaling"`
}

// bench plays the games of c on one worker and one core (else the
// collector runs free on the others) and on one worker a core, c.rounds
// times, alternating which of the two goes first so that a machine getting
// slower or faster during the run weighs on both alike, and prints each
// round's rates and ratio, and the median ratio.
func bench(ctx context.Context, c report, out io.Writer) error {
	cores := runtime.GOMAXPROCS(0)
	if cores < 2 {
		return fmt.Errorf("-bench compares 1 core with every core, and GOMAXPROCS is %d", cores)
	}
	defer runtime.GOMAXPROCS(cores)
	var b benchReport
	for i := range c.rounds {
		order := []int{1, cores}
		if i%2 == 1 {
			order = []int{cores, 1}
		}
		var rate [2]float64 // one core, all cores
		for _, n := range order {
			runtime.GOMAXPROCS(n)
			c.Workers = n
			rep, err := play(ctx, c, out, false)
			if err != nil {
				return err
			}
			b.Runs = append(b.Runs, rep)
			rate[min(n-1, 1)] = rep.GamesPerSecond // n is 1 or cores >= 2
			if !c.json {
				fmt.Fprintf(out, "round %d: %d core(s), %d worker(s): %d games in %.2f s, %.1f games/s\n", i+1, n, n, rep.Games, rep.Seconds, rep.GamesPerSecond)
			}
		}
		b.Scaling = append(b.Scaling, rate[1]/rate[0])
	}
	sorted := slices.Sorted(slices.Values(b.Scaling))
	b.Median = sorted[len(sorted)/2]
	if len(sorted)%2 == 0 {
		b.Median = (sorted[len(sorted)/2-1] + sorted[len(sorted)/2]) / 2
	}
	if c.json {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(b)
	}
	ratios := make([]string, len(b.Scaling))
	for i, x := range b.Scaling {
		ratios[i] = fmt.Sprintf("%.2f", x)
	}
	_, err := fmt.Fprintf(out, "scaling on %d cores: median %.2f× of %d rounds (%s)\n", cores, b.Median, c.rounds, strings.Join(ratios, ", "))
	return err
}

// play plays the games of c between the bots of its game.
func play(ctx context.Context, c report, out io.Writer, tty bool) (*report, error) {
	if c.Game == "equi" {
		r := equi.Rules{Players: c.Players}
		return simulate(ctx, c, out, tty, r, scoring.Alternating(c.Players, c.Players), scoring.HigherWins, equibot.Greedy(),
			func(seed uint64) bot.Player[equi.View, equi.Move] { return equibot.NewISMCTS(r, c.Iterations, seed) })
	}
	r := boxes.Rules{Deals: c.schedule}
	return simulate(ctx, c, out, tty, r, scoring.Partners4(), scoring.LowerWins, boxesbot.Greedy(),
		func(seed uint64) bot.Player[boxes.View, boxes.Move] { return boxesbot.NewISMCTS(r, c.Iterations, seed) })
}

// simulate plays the games of c by rules g, counting them in a Tournament of
// the given teams and order.
func simulate[S, M any, V cards.View[M]](ctx context.Context, c report, out io.Writer, tty bool, g cards.Spec[S, M, V],
	teams scoring.Teams, order scoring.Order, greedy bot.Player[V, M], ismcts func(seed uint64) bot.Player[V, M]) (*report, error) {
	tour, err := bot.NewTournament(c.Players, teams, order)
	if err != nil {
		return nil, err
	}
	// A table of players a worker, reused: neither end of free waits, as Workers games at most are played at once.
	c.Workers = cmp.Or(c.Workers, runtime.GOMAXPROCS(0))
	free := make(chan []bot.Player[V, M], c.Workers)
	for range c.Workers {
		free <- make([]bot.Player[V, M], c.Players)
	}
	newPlayer := map[string]func(seed uint64) bot.Player[V, M]{"ismcts": ismcts,
		"greedy": func(uint64) bot.Player[V, M] { return greedy },
		"random": func(seed uint64) bot.Player[V, M] { return bot.NewRandom[V, M](seed) }}
	sim := bot.Simulation[S, M, V]{Game: g, Games: c.games, Seed: c.Seed, Workers: c.Workers,
		Start: func(i int, seed uint64) (S, error) {
			return g.Start(cards.Deal{Dealer: i / c.Players % c.Players, Seed: seed})
		},
		Players: func(i int, seed uint64) ([]bot.Player[V, M], error) {
			players := <-free
			for seat, kind := range c.kinds[i%len(c.kinds)] {
				if r, ok := players[seat].(*bot.Random[V, M]); ok && kind == "random" {
					r.Reset(bot.GameSeed(seed, seat)) // as a new bot.NewRandom: a seed for each seat
				} else {
					players[seat] = newPlayer[kind](bot.GameSeed(seed, seat))
				}
			}
			return players, nil
		},
		Recycle: func(players []bot.Player[V, M]) { free <- players },
	}
	if tty {
		sim.Progress = func(done int) { fmt.Fprintf(out, "\r%d/%d games", done, c.games) }
		defer fmt.Fprint(out, "\r\033[K") // erase the count
	}
	began := time.Now()
	for res, err := range bot.SimulateSeq(ctx, sim) {
		if err == nil {
			err = tour.Add(bot.Entry{Entrants: c.kinds[res.Game%len(c.kinds)], Scores: res.Scores, Moves: res.Moves, Turns: res.Turns, Think: res.Think})
		}
		if err != nil {
			return nil, err
		}
	}
	c.Seconds = time.Since(began).Seconds()
	c.Summary, c.GamesPerSecond = tour.Summary(), float64(c.games)/c.Seconds
	return &c, nil
}

// write prints the report as tables.
func (rep *report) write(out io.Writer) error {
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(w, "%s, %d players, deals %s; seats %s, rotated %t; %d games, seed %d, ISMCTS %d iterations\n\n", rep.Game,
		rep.Players, cmp.Or(rep.Deals, "-"), strings.Join(rep.Seats, ","), rep.Rotate, rep.Games, rep.Seed, rep.Iterations)
	fmt.Fprintln(w, "kind\tseats\twins\tshared\tlosses\twin rate\t95% interval\tmean score\tms/move\t")
	for _, k := range rep.Entrants {
		fmt.Fprintf(w, "%s\t%g\t%d\t%d\t%d\t%.1f%%\t%.1f-%.1f%%\t%.1f\t%.3f\t\n", k.Name, k.Seats, k.Wins, k.Shared, k.Losses,
			100*k.WinRate, 100*k.WinInterval[0], 100*k.WinInterval[1], k.Score.Mean, k.MsPerMove)
	}
	fmt.Fprintln(w, "\nseat\tmean score\tstd dev\t")
	for seat, st := range rep.SeatScores {
		fmt.Fprintf(w, "%d\t%.1f\t%.1f\t\n", seat, st.Mean, st.StdDev)
	}
	l := rep.Length
	fmt.Fprintf(w, "\nmoves per game: mean %.1f, min %d, 10%% %d, median %d, 90%% %d, max %d\n%.2f s, %.1f games/s\n",
		l.Mean, l.Min, l.P10, l.Median, l.P90, l.Max, rep.Seconds, rep.GamesPerSecond)
	return w.Flush()
}
