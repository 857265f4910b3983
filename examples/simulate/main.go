// Command simulate plays many seeded games of Boxes or Equi between bots, on
// every core, and reports win rates with 95% confidence intervals, mean
// scores by seat, game lengths, the time per move of each kind of player and
// the games per second.
//
// Usage:
//
//	go run ./examples/simulate -game boxes -deals 8 -games 1000 -seats ismcts,greedy
//	go run ./examples/simulate -game equi -players 4 -seats ismcts,greedy,greedy,greedy -json
//
// The flags:
//
//	-game boxes|equi   the game (default boxes)
//	-games N           the number of games (default 1000)
//	-players N         Equi: the number of players, 2 to 6 (default 2); Boxes has 4
//	-deals LIST        Boxes: the deal sizes of a game, such as "8" for one deal
//	                   of 8 cards (default: the standard 15-deal match)
//	-seats LIST        the kind of player of each seat, repeated to fill the
//	                   table: random, greedy or ismcts (default "ismcts,greedy")
//	-iterations N      the ISMCTS budget per move (default 200)
//	-seed N            the base seed: the same seed gives the same games (default 1)
//	-workers N         the games played at once (default: every core)
//	-rotate            rotate the kinds around the table from game to game (default true)
//	-json              print the report as JSON instead of a table
//	-bench             play the games on 1 core (GOMAXPROCS=1) and 1 worker,
//	                   then on every core with one worker a core,
//	                   and print only the speed of each, with what the runtime
//	                   spent: heap allocations per game, garbage collections
//	                   and their share of the CPU, time waited for locks
//
// Game i is dealt from the seed bot.GameSeed(seed, i). Its dealer is
// (i / players) mod players and, with -rotate, its seat s plays the kind
// given for seat (s + i) mod players, so that over players² games every
// kind meets every seat and every dealer. A kind wins a game when the
// winners (the partnership with fewer points in Boxes, the seats holding
// the most cards in Equi) all play that kind; it shares it when some do.
//
// A progress bar is drawn while the games run, only when the standard output
// is a terminal.
package main

import (
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
	"sync"
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
	if err := run(ctx, os.Stdout, os.Args[1:], isTerminal(os.Stdout)); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "simulate:", err)
		}
		os.Exit(2)
	}
}

// isTerminal reports whether f is a terminal.
func isTerminal(f *os.File) bool {
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// options are the settings read from the command line.
type options struct {
	game       string
	games      int
	players    int
	deals      string
	seats      []string
	iterations int
	seed       uint64
	workers    int
	rotate     bool
	json       bool
	bench      bool
}

// kinds are the kinds of player, in the order of the report.
var kinds = []string{"ismcts", "greedy", "random"}

// parse reads the command line.
func parse(args []string, out io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&o.game, "game", "boxes", "the game: boxes or equi")
	fs.IntVar(&o.games, "games", 1000, "the number of games")
	fs.IntVar(&o.players, "players", 2, "Equi: the number of players, 2 to 6")
	fs.StringVar(&o.deals, "deals", "", `Boxes: the deal sizes, such as "8" for one deal of 8 cards (default: the standard match)`)
	seats := fs.String("seats", "ismcts,greedy", "the kind of each seat, repeated to fill the table: random, greedy or ismcts")
	fs.IntVar(&o.iterations, "iterations", 200, "the ISMCTS iterations per move")
	fs.Uint64Var(&o.seed, "seed", 1, "the base seed")
	fs.IntVar(&o.workers, "workers", 0, "the games played at once (0: every core)")
	fs.BoolVar(&o.rotate, "rotate", true, "rotate the kinds around the table from game to game")
	fs.BoolVar(&o.json, "json", false, "print the report as JSON")
	fs.BoolVar(&o.bench, "bench", false, "play the games twice, on 1 core and on every core, and print only the speed of each")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	for _, k := range strings.Split(*seats, ",") {
		k = strings.ToLower(strings.TrimSpace(k))
		if !slices.Contains(kinds, k) {
			return o, fmt.Errorf("-seats: unknown kind %q: want random, greedy or ismcts", k)
		}
		o.seats = append(o.seats, k)
	}
	switch {
	case o.game != "boxes" && o.game != "equi":
		return o, fmt.Errorf("-game: want boxes or equi, not %q", o.game)
	case o.games < 1:
		return o, fmt.Errorf("-games: want at least 1, not %d", o.games)
	case o.iterations < 1:
		return o, fmt.Errorf("-iterations: want at least 1, not %d", o.iterations)
	case o.workers < 0:
		return o, fmt.Errorf("-workers: want 0 or more, not %d", o.workers)
	}
	if o.game == "boxes" {
		o.players = boxes.NumSeats
	} else if o.players < equi.MinPlayers || o.players > equi.MaxPlayers {
		return o, fmt.Errorf("-players: want %d to %d, not %d", equi.MinPlayers, equi.MaxPlayers, o.players)
	}
	return o, nil
}

// run parses args, plays the games and writes the report to out; with tty
// it draws a progress bar on out while the games run.
func run(ctx context.Context, out io.Writer, args []string, tty bool) error {
	o, err := parse(args, out)
	if err != nil {
		return err
	}
	if o.bench {
		return bench(ctx, o, out)
	}
	rep, err := play(ctx, o, out, tty)
	if err != nil {
		return err
	}
	if o.json {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	return rep.write(out)
}

// speed is one line of the -bench output: the speed of a run and what it
// cost the runtime.
type speed struct {
	Cores          int     `json:"cores"` // GOMAXPROCS during the run
	Workers        int     `json:"workers"`
	Games          int     `json:"games"`
	Seconds        float64 `json:"seconds"`
	GamesPerSecond float64 `json:"gamesPerSecond"`
	AllocsPerGame  float64 `json:"allocsPerGame"` // heap objects allocated per game
	BytesPerGame   float64 `json:"bytesPerGame"`  // heap bytes allocated per game
	GCs            uint64  `json:"gcs"`           // garbage collections during the run
	GCShare        float64 `json:"gcShare"`       // the collector's share of the CPU time, from 0 to 1 (the runtime's estimate)
	MutexWait      float64 `json:"mutexWait"`     // seconds goroutines waited for locks
}

// bench plays the same seeded games on one worker and one core (GOMAXPROCS
// 1), and then on one worker a core, and writes the games per second of
// each and their ratio, with what
// each run cost the runtime (see usage). The games are the same both times,
// so only the speed differs. The figures are the process's: the report's
// own work falls outside the measured span.
func bench(ctx context.Context, o options, out io.Writer) error {
	var runs []speed
	cores := runtime.GOMAXPROCS(0)
	for _, n := range []int{1, cores} {
		o.workers = n
		// The one-worker run has one core too: with the others idle, the
		// garbage collector and the runtime's background work would run
		// there for free and flatter the single core.
		runtime.GOMAXPROCS(n)
		rep, err := play(ctx, o, io.Discard, false)
		runtime.GOMAXPROCS(cores)
		if err != nil {
			return err
		}
		u := rep.usage
		sp := speed{Cores: n, Workers: n, Games: rep.Games, Seconds: rep.Seconds, GamesPerSecond: rep.GamesPerSecond,
			GCs: u.GCs, MutexWait: u.MutexWait}
		if rep.Games > 0 {
			sp.AllocsPerGame = float64(u.Allocs) / float64(rep.Games)
			sp.BytesPerGame = float64(u.Bytes) / float64(rep.Games)
		}
		if u.CPUSeconds > 0 {
			sp.GCShare = u.GCSeconds / u.CPUSeconds
		}
		runs = append(runs, sp)
	}
	if o.json {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(runs)
	}
	for _, r := range runs {
		if _, err := fmt.Fprintf(out, "%d core(s), %d worker(s): %d games in %.2f s, %.0f games/s; per game %.1f allocs, %.0f B; %d GCs, %.1f%% of the CPU; lock wait %.3f s\n",
			r.Cores, r.Workers, r.Games, r.Seconds, r.GamesPerSecond, r.AllocsPerGame, r.BytesPerGame, r.GCs, 100*r.GCShare, r.MutexWait); err != nil {
			return err
		}
	}
	if runs[0].GamesPerSecond > 0 {
		_, err := fmt.Fprintf(out, "scaling: %.2f× on %d cores\n", runs[1].GamesPerSecond/runs[0].GamesPerSecond, runs[1].Workers)
		return err
	}
	return nil
}

// play plays the games of o and summarises them.
func play(ctx context.Context, o options, out io.Writer, tty bool) (report, error) {
	var (
		rep report
		err error
	)
	switch o.game {
	case "boxes":
		var sc boxes.Schedule
		if o.deals != "" {
			if sc, err = boxes.ParseSchedule(o.deals); err != nil {
				return report{}, fmt.Errorf("-deals: %w", err)
			}
		}
		rules := boxes.Rules{Deals: sc}
		rep, err = simulate(ctx, o, out, tty, spec[boxes.State, boxes.Move, boxes.View]{
			game:  rules,
			obs:   rules,
			start: func(dealer int, seed uint64) (boxes.State, error) { return rules.Start(dealer, seed) },
			player: func(kind string, seed uint64) bot.Player[boxes.View, boxes.Move] {
				switch kind {
				case "ismcts":
					return boxesbot.NewISMCTS(rules, o.iterations, seed)
				case "greedy":
					return boxesbot.Greedy()
				}
				return bot.NewRandom[boxes.View, boxes.Move](seed)
			},
			teams: scoring.Partners4(),
			order: scoring.LowerWins,
		})
		rep.Deals = sc.String()
	case "equi":
		rules := equi.Rules{Players: o.players}
		rep, err = simulate(ctx, o, out, tty, spec[equi.State, equi.Move, equi.View]{
			game:  rules,
			obs:   rules,
			start: rules.Start,
			player: func(kind string, seed uint64) bot.Player[equi.View, equi.Move] {
				switch kind {
				case "ismcts":
					return equibot.NewISMCTS(rules, o.iterations, seed)
				case "greedy":
					return equibot.Greedy()
				}
				return bot.NewRandom[equi.View, equi.Move](seed)
			},
			teams: scoring.Alternating(o.players, o.players),
			order: scoring.HigherWins,
		})
	}
	return rep, err
}

// spec is what simulate needs of a game.
type spec[S any, M comparable, V cards.View[M]] struct {
	game   cards.Game[S, M]
	obs    cards.Observer[S, V]
	start  func(dealer int, seed uint64) (S, error)
	player func(kind string, seed uint64) bot.Player[V, M] // a player of a kind for one game
	teams  scoring.Teams                                   // who wins together
	order  scoring.Order                                   // which team scores are better
}

// seatKinds returns the kind of each seat in game i.
func seatKinds(o options, i int) []string {
	out := make([]string, o.players)
	for seat := range out {
		out[seat] = kindOf(o, i, seat)
	}
	return out
}

// kindOf returns the kind of seat in game i: seatKinds(o, i)[seat], with
// no slice to allocate for every game.
func kindOf(o options, i, seat int) string {
	shift := 0
	if o.rotate {
		shift = i % o.players
	}
	return o.seats[(seat+shift)%o.players%len(o.seats)]
}

// simulate plays the games and summarises them.
func simulate[S any, M comparable, V cards.View[M]](ctx context.Context, o options, out io.Writer, tty bool, sp spec[S, M, V]) (report, error) {
	bar := progress{out: out, total: o.games, on: tty}
	// The tables of players of the games that have ended, for the next
	// games to reuse (sim.Recycle): a game of 4-player Equi takes about 9
	// µs, and new players for each were a third of its allocations. Only
	// the games being played hold a table, one a worker.
	workers := o.workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	free := make(chan []bot.Player[V, M], workers)
	sim := bot.Simulation[S, M, V]{
		Game:     sp.game,
		Observer: sp.obs,
		Start: func(i int, seed uint64) (S, error) {
			return sp.start(i/o.players%o.players, seed)
		},
		Players: func(i int, seed uint64) ([]bot.Player[V, M], error) {
			var players []bot.Player[V, M]
			select {
			case players = <-free:
			default:
				players = make([]bot.Player[V, M], o.players)
			}
			for seat := range players {
				// Each seat draws from a seed of its own.
				kind, seed := kindOf(o, i, seat), bot.GameSeed(seed, seat)
				if r, ok := players[seat].(*bot.Random[V, M]); ok && kind == "random" {
					r.Reset(seed) // it plays as bot.NewRandom(seed)
					continue
				}
				players[seat] = sp.player(kind, seed)
			}
			return players, nil
		},
		Recycle: func(players []bot.Player[V, M]) {
			select {
			case free <- players:
			default: // the list is full: leave them to the collector
			}
		},
		Games:   o.games,
		Seed:    o.seed,
		Workers: o.workers,
	}
	if bar.on {
		// Progress serialises the workers for a moment after every game:
		// only ask for it when a bar is drawn.
		sim.Progress = bar.update
	}
	tour, err := bot.NewTournament(o.players, sp.teams, sp.order)
	if err != nil {
		return report{}, err
	}
	entrants := make([]string, o.players)
	before := readUsage()
	began := time.Now()
	// The results are summarised as they come and not kept: a run of a
	// million games needs no more memory than one of a thousand.
	for res, err := range bot.SimulateSeq(ctx, sim) {
		if err != nil {
			bar.clear()
			return report{}, err
		}
		for seat := range entrants {
			entrants[seat] = kindOf(o, res.Game, seat)
		}
		if err := tour.Add(bot.Entry{Entrants: entrants, Scores: res.Scores, Moves: res.Moves, Turns: res.Turns, Think: res.Think}); err != nil {
			bar.clear()
			return report{}, err
		}
	}
	elapsed := time.Since(began)
	spent := readUsage().since(before)
	bar.clear()
	rep := report{
		Game:       o.game,
		Players:    o.players,
		Seats:      seatKinds(o, 0),
		Rotate:     o.rotate,
		Seed:       o.seed,
		Iterations: o.iterations,
		Summary:    tour.Summary(),
		Seconds:    elapsed.Seconds(),
		usage:      spent,
	}
	if elapsed > 0 {
		rep.GamesPerSecond = float64(rep.Games) / elapsed.Seconds()
	}
	return rep, nil
}

// progress draws a progress bar on a terminal.
type progress struct {
	out   io.Writer
	total int
	on    bool
	mu    sync.Mutex
	shown int // the width of the bar last drawn
}

const barWidth = 40

// update draws the bar for done games, when it has grown.
func (p *progress) update(done int) {
	if !p.on {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	filled := done * barWidth / p.total
	if filled == p.shown && done != p.total && done%100 != 0 {
		return
	}
	p.shown = filled
	fmt.Fprintf(p.out, "\r[%s%s] %d/%d games", strings.Repeat("#", filled), strings.Repeat(".", barWidth-filled), done, p.total)
}

// clear erases the bar.
func (p *progress) clear() {
	if p.on {
		fmt.Fprint(p.out, "\r\033[K")
	}
}

// report is the summary of a run; its JSON form is the -json output. The
// results by entrant (here, a kind of player) are the library's
// bot.Summary.
type report struct {
	Game       string   `json:"game"`
	Players    int      `json:"players"`
	Deals      string   `json:"deals,omitempty"`
	Seats      []string `json:"seats"` // the kinds of game 0's seats
	Rotate     bool     `json:"rotate"`
	Seed       uint64   `json:"seed"`
	Iterations int      `json:"iterations"`
	bot.Summary
	Seconds        float64 `json:"seconds"`
	GamesPerSecond float64 `json:"gamesPerSecond"`
	usage          usage   // what the runtime spent on the games, for -bench
}

// write prints the report as tables.
func (rep report) write(out io.Writer) error {
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(out, "%s, %d players", rep.Game, rep.Players)
	if rep.Deals != "" {
		fmt.Fprintf(out, ", deals %s", rep.Deals)
	}
	fmt.Fprintf(out, "; seats %s", strings.Join(rep.Seats, ","))
	if rep.Rotate {
		fmt.Fprint(out, " (rotated)")
	}
	fmt.Fprintf(out, "; %d games, seed %d, ISMCTS %d iterations\n\n", rep.Games, rep.Seed, rep.Iterations)
	fmt.Fprintln(w, "kind\tseats\twins\tshared\tlosses\twin rate\t95% interval\tmean score\tms/move\t")
	for _, k := range rep.Entrants {
		fmt.Fprintf(w, "%s\t%g\t%d\t%d\t%d\t%.1f%%\t%.1f-%.1f%%\t%.1f\t%.3f\t\n",
			k.Name, k.Seats, k.Wins, k.Shared, k.Losses, 100*k.WinRate,
			100*k.WinInterval[0], 100*k.WinInterval[1], k.Score.Mean, k.MsPerMove)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(out)
	fmt.Fprintln(w, "seat\tmean score\tstd dev\t")
	for seat, st := range rep.SeatScores {
		fmt.Fprintf(w, "%d\t%.1f\t%.1f\t\n", seat, st.Mean, st.StdDev)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	l := rep.Length
	fmt.Fprintf(out, "\nmoves per game: mean %.1f, min %d, 10%% %d, median %d, 90%% %d, max %d\n",
		l.Mean, l.Min, l.P10, l.Median, l.P90, l.Max)
	_, err := fmt.Fprintf(out, "%.2f s, %.1f games/s\n", rep.Seconds, rep.GamesPerSecond)
	return err
}
