// Package sim is the simulate command (examples/simulate) as a package,
// so that a program of one's own runs it with bots of its own beside
// random, greedy and ismcts: [Main] takes the command line and a [Bots].
//
// The command plays many seeded games of any shipped game or variant
// between bots on every core and reports what a [bot.Tournament] counts of
// them: win rates with 95% Wilson intervals, mean scores, game lengths and
// ms per move. For example, "go run ./examples/simulate -game equi
// -players 4 -seats ismcts,greedy,greedy,greedy" plays one ISMCTS against
// three Greedy. The flags:
//
//	-game NAME        the game by its record name: boxes, equi, crazy-eights, scopa, escoba, mau-mau, switch, or a variant: jack-draws-two (Boxes), sweep (Equi) (default boxes)
//	-games N          the number of games (default 1000)
//	-players N        Equi: 2 to 6 (default 2); Scopa, Escoba: 2 to 4, 4 in partnerships (default 2); Crazy Eights: 2 to 5 (default 2); Mau-Mau, Switch: 2 to 6 (default 2); Boxes has 4
//	-deals LIST       Boxes: the deal sizes, "8" for one deal of 8 cards (default: the 15-deal match)
//	-seats LIST       the kinds of the seats, repeated: random, greedy, ismcts or a kind of Bots (default "ismcts,greedy")
//	-iterations N     the ISMCTS iterations per move (default 200; with -budget alone, none)
//	-budget D         the ISMCTS time per move, such as 50ms: the search stops at whichever of -iterations and -budget comes first (default none)
//	-opponents KIND   what the ISMCTS seats assume of the other seats: "any" (default: they play as well as the search's own playouts) or "random" (they play uniform random moves: the playouts model them so, OpponentRandom 1 of sheddingbot.ISMCTS); random is for Crazy Eights, Mau-Mau and Switch
//	-seed N           the base seed: the same seed gives the same games (default 1)
//	-workers N        the games played at once (default: every core)
//	-rotate           rotate the kinds around the table from game to game (default true)
//	-shard I/N        play the I-th (from 0) of N disjoint slices of the games; -json then lists every game, for "merge"
//	-progress         write the progress, a line each second, to stderr (a terminal on stdout sees it anyway)
//	-json             print the report (the settings and the bot.Summary) as JSON
//	-bench            play the games on 1 core and 1 worker and on every core, -rounds times; print the speeds and the median ratio (-json: every report)
//	-rounds N         with -bench, the rounds of one run on 1 core and one on all, alternating which goes first (default 5)
//
// "simulate merge [-json] FILE..." reads the -json reports of the shards of
// one run and prints the report of the whole run: the same games, wins,
// intervals, scores and lengths as one run of all the games gives (its
// seconds are the shards' added).
//
// Game i is dealt from the seed bot.GameSeed(seed, i). Its dealer is
// (i / players) mod players and, with -rotate, its seat s plays the kind
// given for seat (s + i) mod players, so that over players² games every kind
// meets every seat and every dealer. A kind wins a game when the winners
// (as the game's cards.Outcome counts them: the partnership with fewer
// points in Boxes, the seats with the most cards or points in Equi, the
// most points in Scopa and Escoba, where partners score alike, the
// highest return in Crazy Eights, Mau-Mau and Switch) all play that kind; it shares it when
// some do. Shard I of N plays games I·games/N to (I+1)·games/N - 1.
//
// While the games run, a terminal sees the games counted, the rate and the
// time left. Ctrl-C (an interrupt) stops the run: the report then counts
// the games finished so far, the first ones in order, and the command
// exits with status 130. A second Ctrl-C ends it at once.
//
// # Running the shards on many machines
//
// The shards need nothing but the same flags and their index, so any
// scheduler that starts N copies of a command runs them. With GNU parallel
// on one or more machines (--sshlogin):
//
//	parallel -j 8 'simulate -game equi -games 100000 -seed 7 -shard {}/8 -json > shard-{}.json' ::: 0 1 2 3 4 5 6 7
//	simulate merge shard-*.json
//
// As a Slurm array job (sbatch --array=0-7 job.sh), job.sh runs:
//
//	simulate -game equi -games 100000 -seed 7 -shard $SLURM_ARRAY_TASK_ID/8 -json > shard-$SLURM_ARRAY_TASK_ID.json
//
// As a Kubernetes Indexed Job, each pod reads its index from
// JOB_COMPLETION_INDEX and writes its report to a shared volume:
//
//	apiVersion: batch/v1
//	kind: Job
//	metadata: {name: simulate}
//	spec:
//	  completions: 8
//	  parallelism: 8
//	  completionMode: Indexed
//	  template:
//	    spec:
//	      restartPolicy: Never
//	      containers:
//	      - name: simulate
//	        image: example.org/simulate:latest
//	        command: ["sh", "-c", "simulate -game equi -games 100000 -seed 7 -shard $JOB_COMPLETION_INDEX/8 -json > /out/shard-$JOB_COMPLETION_INDEX.json"]
//	        volumeMounts: [{name: out, mountPath: /out}]
//	      volumes: [{name: out, persistentVolumeClaim: {claimName: simulate-out}}]
//
// then "simulate merge /out/shard-*.json" once every pod has completed.
//
// # Bots of one's own
//
// A program runs the command with its own bots by kind name:
//
//	func main() {
//		os.Exit(sim.Main(os.Args[1:], sim.Bots{
//			Equi: map[string]func(r equi.Rules, seed uint64) bot.Player[equi.View, equi.Move]{
//				"mine": func(r equi.Rules, seed uint64) bot.Player[equi.View, equi.Move] { return myBot{} },
//			},
//		}))
//	}
//
// and "-game equi -seats mine,greedy" seats it. Bots.Fishing serves every
// table of the fishing engine the command plays (scopa, escoba), and
// Bots.Shedding every table of the shedding engine (mau-mau, switch). The seed is the seat's in
// that game (bot.GameSeed of the game's seed and the seat): a bot seeded
// from it plays the same games on any number of workers.
package sim

import (
	"bufio"
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
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/crazyeights/crazyeightsbot"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/examples/variant/jack"
	"github.com/cardrules/cardrules/examples/variant/sweep"
	"github.com/cardrules/cardrules/fishing"
	"github.com/cardrules/cardrules/fishing/fishingbot"
	"github.com/cardrules/cardrules/scoring"
	"github.com/cardrules/cardrules/shedding"
	"github.com/cardrules/cardrules/shedding/sheddingbot"
)

// Bots are the kinds of players a run may seat beside random, greedy and
// ismcts, by name, for each game: each function returns the player of a
// seat from the rules played (a variant's included) and the seat's seed.
// The zero Bots adds none.
type Bots struct {
	Boxes       map[string]func(r boxes.Rules, seed uint64) bot.Player[boxes.View, boxes.Move]
	Equi        map[string]func(r equi.Rules, seed uint64) bot.Player[equi.View, equi.Move]
	CrazyEights map[string]func(r crazyeights.Rules, seed uint64) bot.Player[crazyeights.View, crazyeights.Move]
	// Fishing are the kinds for every table of the fishing engine the
	// command plays (scopa, escoba): r.Name() says which.
	Fishing map[string]func(r fishing.Rules, seed uint64) bot.Player[fishing.View, fishing.Move]
	// Shedding are the kinds for every table of the shedding engine the
	// command plays (mau-mau, switch): r.Name() says which.
	Shedding map[string]func(r shedding.Rules, seed uint64) bot.Player[shedding.View[shedding.Rules], shedding.Move]
}

// Main runs the command with args, the arguments after the program's
// name, and the kinds of bots, and returns its exit status: 0; 2 for bad
// arguments or a failure, written to stderr; 130 when an interrupt
// (Ctrl-C) stopped the games, after the report of those finished. The
// report goes to stdout; the progress too when stdout is a terminal, and
// to stderr with -progress.
func Main(args []string, bots Bots) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	go func() {
		<-ctx.Done()
		stop() // a second interrupt ends the program at once
	}()
	info, err := os.Stdout.Stat()
	tty := err == nil && info.Mode()&os.ModeCharDevice != 0
	err = run(ctx, os.Stdout, os.Stderr, args, tty, bots)
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errInterrupted):
		fmt.Fprintln(os.Stderr, "simulate:", err)
		return 130
	case !errors.Is(err, flag.ErrHelp):
		fmt.Fprintln(os.Stderr, "simulate:", err)
	}
	return 2
}

// errInterrupted says that the run was stopped before every game was
// played; the report of the games finished was written.
var errInterrupted = errors.New("interrupted")

// games are the names -game takes: the games' and variants' record names,
// the tables of the fishing and shedding engines that
// variant.FishingGames and variant.SheddingGames list included.
var games = slices.Concat([]string{"boxes", "equi", "crazy-eights"}, variant.FishingNames(), variant.SheddingNames(), []string{jack.Name, sweep.Name})

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
	Budget     string   `json:"budget,omitempty"`    // the ISMCTS time per move, such as "50ms"
	Opponents  string   `json:"opponents,omitempty"` // what the ISMCTS seats assume of the others: "random", or empty for any
	Workers    int      `json:"workers"`             // 0 (every core) only until the games are played
	// AllGames is the number of games of the whole run; Shard, "I/N",
	// says that this report holds the games First to First+Games-1 of
	// them only, listed in Results. Without -shard, Shard is empty.
	AllGames int    `json:"allGames"`
	Shard    string `json:"shard,omitempty"`
	First    int    `json:"first"`
	// Interrupted says that the run was stopped: the report counts its
	// first Games games only.
	Interrupted bool `json:"interrupted,omitempty"`
	bot.Summary
	Seconds        float64  `json:"seconds"`
	GamesPerSecond float64  `json:"gamesPerSecond"`
	Results        []result `json:"results,omitempty"` // with -shard: every game, for merge
	games          int
	budget         time.Duration
	rounds         int // -bench: the pairs of runs
	json, bench    bool
	progress       bool
	schedule       boxes.Schedule // the Deals of Boxes
	kinds          [][]string     // the kinds of the seats of game i at i mod len(kinds)
}

// result is one game of a shard's report: what a bot.Tournament counts of
// it.
type result struct {
	Game     int      `json:"game"` // its index in the whole run
	Entrants []string `json:"entrants"`
	Scores   []int    `json:"scores"`
	Moves    int      `json:"moves"`
	Turns    []int    `json:"turns"`
	Think    []int64  `json:"think"` // nanoseconds
}

// entry returns r as a tournament's entry.
func (r result) entry() bot.Entry {
	think := make([]time.Duration, len(r.Think))
	for i, ns := range r.Think {
		think[i] = time.Duration(ns)
	}
	return bot.Entry{Entrants: r.Entrants, Scores: r.Scores, Moves: r.Moves, Turns: r.Turns, Think: think}
}

// parse reads the command line; bots are the kinds beside the shipped.
func parse(args []string, out io.Writer, bots Bots) (c report, err error) {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&c.Game, "game", "boxes", "the game by its record name: "+strings.Join(games, ", "))
	fs.IntVar(&c.games, "games", 1000, "the number of games")
	fs.IntVar(&c.Players, "players", 2, "Equi: 2 to 6; Scopa and Escoba: 2 to 4 (4 in partnerships); Crazy Eights: 2 to 5; Mau-Mau and Switch: 2 to 6 (Boxes has 4)")
	deals := fs.String("deals", "", `Boxes: the deal sizes, such as "8" for one deal of 8 cards (default: the standard match)`)
	seats := fs.String("seats", "ismcts,greedy", "the kind of each seat, repeated to fill the table: random, greedy, ismcts or a bot of the program's own")
	fs.IntVar(&c.Iterations, "iterations", 200, "the ISMCTS iterations per move (with -budget alone, none)")
	fs.DurationVar(&c.budget, "budget", 0, "the ISMCTS time per move, such as 50ms (0: none)")
	opponents := fs.String("opponents", "any", `what the ISMCTS seats assume of the others: "any", or "random" for uniform random players (crazy-eights, mau-mau, switch)`)
	fs.Uint64Var(&c.Seed, "seed", 1, "the base seed")
	fs.IntVar(&c.Workers, "workers", 0, "the games played at once (0: every core)")
	fs.BoolVar(&c.Rotate, "rotate", true, "rotate the kinds around the table from game to game")
	shard := fs.String("shard", "", `play the I-th (from 0) of N disjoint slices of the games, such as "2/8"`)
	fs.BoolVar(&c.progress, "progress", false, "write the progress to stderr, a line each second")
	fs.BoolVar(&c.json, "json", false, "print the report as JSON")
	fs.BoolVar(&c.bench, "bench", false, "play the games on 1 core and on every core, -rounds times, and print the speeds and the median ratio")
	fs.IntVar(&c.rounds, "rounds", 5, "with -bench, the rounds of a run on 1 core and a run on every core")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	iterationsGiven := false
	fs.Visit(func(f *flag.Flag) { iterationsGiven = iterationsGiven || f.Name == "iterations" })
	if c.budget > 0 && !iterationsGiven {
		c.Iterations = 0
	}
	own := ownKinds(c.Game, bots)
	kinds := strings.Split(strings.ToLower(strings.ReplaceAll(*seats, " ", "")), ",")
	switch {
	case !slices.Contains(games, c.Game):
		return c, fmt.Errorf("-game: want one of %s, not %q", strings.Join(games, ", "), c.Game)
	case slices.ContainsFunc(kinds, func(k string) bool {
		return k != "random" && k != "greedy" && k != "ismcts" && !slices.Contains(own, k)
	}):
		return c, fmt.Errorf("-seats: want kinds random, greedy, ismcts%s, not %q", strings.Join(append([]string{""}, own...), ", "), *seats)
	case fs.NArg() > 0:
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case *opponents != "any" && *opponents != "random":
		return c, fmt.Errorf(`-opponents: want "any" or "random", not %q`, *opponents)
	case *opponents == "random" && c.Game != "crazy-eights" && !isShedding(c.Game):
		return c, fmt.Errorf("-opponents random: the ISMCTS of %s has no model of random players (crazy-eights, mau-mau and switch have)", c.Game)
	case c.games < 1 || c.Iterations < 0 || c.Iterations == 0 && c.budget <= 0 || c.budget < 0 || c.Workers < 0 || c.rounds < 1:
		return c, errors.New("want -games, -iterations (or -budget) and -rounds of 1 or more, -workers of 0 or more")
	case (c.Game == "equi" || c.Game == sweep.Name) && (c.Players < equi.MinPlayers || c.Players > equi.MaxPlayers):
		return c, fmt.Errorf("-players: want %d to %d, not %d", equi.MinPlayers, equi.MaxPlayers, c.Players)
	case c.Game == "crazy-eights" && (c.Players < crazyeights.MinPlayers || c.Players > crazyeights.MaxPlayers):
		return c, fmt.Errorf("-players: want %d to %d, not %d", crazyeights.MinPlayers, crazyeights.MaxPlayers, c.Players)
	case isFishing(c.Game):
		if g, _ := variant.Fishing(c.Game); c.Players < g.MinPlayers || c.Players > g.MaxPlayers {
			return c, fmt.Errorf("-players: %s takes %d to %d, not %d", g.Title, g.MinPlayers, g.MaxPlayers, c.Players)
		}
	case isShedding(c.Game):
		if g, _ := variant.Shedding(c.Game); c.Players < g.MinPlayers || c.Players > g.MaxPlayers {
			return c, fmt.Errorf("-players: %s takes %d to %d, not %d", g.Title, g.MinPlayers, g.MaxPlayers, c.Players)
		}
	case c.Game == "boxes" || c.Game == jack.Name:
		if c.schedule, err = boxes.ParseSchedule(*deals); *deals != "" && err != nil {
			return c, fmt.Errorf("-deals: %w", err)
		}
		c.Players, c.Deals = boxes.NumSeats, c.schedule.String()
	}
	if c.budget > 0 {
		c.Budget = c.budget.String()
	}
	if *opponents == "random" {
		c.Opponents = *opponents
	}
	c.AllGames = c.games
	if *shard != "" {
		i, n, ok := parseShard(*shard)
		if !ok || n > c.games {
			return c, fmt.Errorf("-shard: want I/N with 0 <= I < N <= -games, not %q", *shard)
		}
		c.Shard, c.First = *shard, i*c.games/n
		c.games = (i+1)*c.games/n - c.First
	}
	c.Seats = slices.Repeat(kinds, c.Players)[:c.Players]
	for i := 0; i == 0 || c.Rotate && i < c.Players; i++ { // game 0's kinds, then each turn of the table
		c.kinds = append(c.kinds, slices.Concat(c.Seats[i:], c.Seats[:i]))
	}
	return c, nil
}

// parseShard reads "I/N", 0 <= I < N.
func parseShard(text string) (i, n int, ok bool) {
	a, b, ok := strings.Cut(text, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	return i, n, ok && err1 == nil && err2 == nil && i >= 0 && i < n
}

// ownKinds returns the names of the kinds of bots for game, sorted.
func ownKinds(game string, bots Bots) []string {
	var names []string
	switch game {
	case "boxes", jack.Name:
		for k := range bots.Boxes {
			names = append(names, k)
		}
	case "equi", sweep.Name:
		for k := range bots.Equi {
			names = append(names, k)
		}
	case "crazy-eights":
		for k := range bots.CrazyEights {
			names = append(names, k)
		}
	}
	if isFishing(game) {
		for k := range bots.Fishing {
			names = append(names, k)
		}
	}
	if isShedding(game) {
		for k := range bots.Shedding {
			names = append(names, k)
		}
	}
	slices.Sort(names)
	return names
}

// isFishing reports whether game is the name of a table of the fishing
// engine that variant.FishingGames lists.
func isFishing(game string) bool {
	_, ok := variant.Fishing(game)
	return ok
}

// isShedding reports whether game is the name of a table of the shedding
// engine that variant.SheddingGames lists.
func isShedding(game string) bool {
	_, ok := variant.Shedding(game)
	return ok
}

// run parses args, plays the games and writes the report to out; with tty
// it shows the progress on out while they run, and with -progress on
// errOut. "merge FILE..." merges the reports of shards instead.
func run(ctx context.Context, out, errOut io.Writer, args []string, tty bool, bots Bots) error {
	if len(args) > 0 && args[0] == "merge" {
		return merge(out, args[1:])
	}
	c, err := parse(args, out, bots)
	if err != nil {
		return err
	}
	if c.bench {
		return bench(ctx, c, out, bots)
	}
	var progress io.Writer
	switch {
	case c.progress:
		progress = errOut
	case tty:
		progress = out
	}
	rep, err := play(ctx, c, progress, tty && !c.progress, bots)
	if err != nil {
		return err
	}
	if err := rep.print(out); err != nil {
		return err
	}
	if rep.Interrupted {
		return fmt.Errorf("%w after %d of %d games: the report counts them", errInterrupted, rep.Games, c.games)
	}
	return nil
}

// print writes rep as tables, or as JSON with -json.
func (rep *report) print(out io.Writer) error {
	if !rep.json {
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
func bench(ctx context.Context, c report, out io.Writer, bots Bots) error {
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
			rep, err := play(ctx, c, nil, false, bots)
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

// play plays the games of c between the bots of its game, showing the
// progress on progress when it is not nil, on one line rewritten when
// tty.
func play(ctx context.Context, c report, progress io.Writer, tty bool, bots Bots) (*report, error) {
	if g, ok := variant.Fishing(c.Game); ok {
		r, err := g.Rules(c.Players)
		if err != nil {
			return nil, fmt.Errorf("-players: %w", err)
		}
		return simulate(ctx, c, progress, tty, r, fishingbot.Greedy(), func(seed uint64) bot.Player[fishing.View, fishing.Move] {
			p := fishingbot.NewISMCTS(r, c.Iterations, seed)
			p.Budget = c.budget
			return p
		}, own(r, bots.Fishing))
	}
	if g, ok := variant.Shedding(c.Game); ok {
		r, err := g.Rules(c.Players)
		if err != nil {
			return nil, fmt.Errorf("-players: %w", err)
		}
		return simulate(ctx, c, progress, tty, r, sheddingbot.Greedy[shedding.Rules](), func(seed uint64) bot.Player[shedding.View[shedding.Rules], shedding.Move] {
			p := sheddingbot.NewISMCTS(r, c.Iterations, seed)
			p.Budget = c.budget
			p.OpponentRandom = c.opponentRandom()
			return p
		}, own(r, bots.Shedding))
	}
	switch c.Game {
	case "equi", sweep.Name:
		r := equi.Rules{Players: c.Players}
		if c.Game == sweep.Name {
			r = sweep.Rules(c.Players)
		}
		return simulate(ctx, c, progress, tty, r, equibot.Greedy(), func(seed uint64) bot.Player[equi.View, equi.Move] {
			p := equibot.NewISMCTS(r, c.Iterations, seed)
			p.Budget = c.budget
			return p
		}, own(r, bots.Equi))
	case "crazy-eights":
		r := crazyeights.Rules{Players: c.Players}
		return simulate(ctx, c, progress, tty, r, crazyeightsbot.Greedy(), func(seed uint64) bot.Player[crazyeights.View, crazyeights.Move] {
			p := crazyeightsbot.NewISMCTS(r, c.Iterations, seed)
			p.Budget = c.budget
			p.OpponentRandom = c.opponentRandom()
			return p
		}, own(r, bots.CrazyEights))
	}
	r := boxes.Rules{}
	if c.Game == jack.Name {
		r = jack.Rules()
	}
	r.Deals = c.schedule
	return simulate(ctx, c, progress, tty, r, boxesbot.Greedy(), func(seed uint64) bot.Player[boxes.View, boxes.Move] {
		p := boxesbot.NewISMCTS(r, c.Iterations, seed)
		p.Budget = c.budget
		return p
	}, own(r, bots.Boxes))
}

// opponentRandom returns the OpponentRandom of the shedding searches:
// 1 with -opponents random, else 0.
func (c *report) opponentRandom() float64 {
	if c.Opponents == "random" {
		return 1
	}
	return 0
}

// own returns the makers of the kinds of bots for rules r.
func own[R any, V cards.View[M], M any](r R, kinds map[string]func(R, uint64) bot.Player[V, M]) map[string]func(uint64) bot.Player[V, M] {
	out := map[string]func(uint64) bot.Player[V, M]{}
	for name, f := range kinds {
		out[name] = func(seed uint64) bot.Player[V, M] { return f(r, seed) }
	}
	return out
}

// tournament returns the tournament of the game of g for seats seats:
// its teams and which way its scores count, from its cards.Outcome.
func tournament(g any, seats int) (*bot.Tournament, error) {
	teams, order := scoring.Alternating(seats, seats), scoring.HigherWins
	if o, ok := g.(cards.Outcome); ok {
		if t := o.Teams(); t != nil {
			teams = t
		}
		if o.LowerWins() {
			order = scoring.LowerWins
		}
	}
	return bot.NewTournament(seats, teams, order)
}

// simulate plays the games of c by rules g, counting them in a Tournament
// of the game's teams and order. When ctx ends it stops, and the report
// counts the games finished before, in order, and says it was interrupted.
func simulate[S, M any, V cards.View[M]](ctx context.Context, c report, progress io.Writer, tty bool, g cards.Spec[S, M, V],
	greedy bot.Player[V, M], ismcts func(seed uint64) bot.Player[V, M], own map[string]func(uint64) bot.Player[V, M]) (*report, error) {
	tour, err := tournament(g, c.Players)
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
	for name, f := range own {
		newPlayer[name] = f
	}
	// Game j of the simulation is game c.First+j of the run, dealt and
	// seated as the run deals and seats it.
	sim := bot.Simulation[S, M, V]{Game: g, Games: c.games, Workers: c.Workers,
		Start: func(j int, _ uint64) (S, error) {
			i := c.First + j
			return g.Start(cards.Deal{Dealer: i / c.Players % c.Players, Seed: bot.GameSeed(c.Seed, i)})
		},
		Players: func(j int, _ uint64) ([]bot.Player[V, M], error) {
			i := c.First + j
			seed := bot.GameSeed(c.Seed, i)
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
	began := time.Now()
	var p *meter
	if progress != nil {
		p = &meter{out: progress, tty: tty, total: c.games, began: began, last: began}
		sim.Progress = p.show
		if tty {
			defer fmt.Fprint(progress, "\r\033[K") // erase the count
		}
	}
	if c.Shard != "" {
		c.Results = make([]result, 0, c.games)
	}
	for res, err := range bot.SimulateSeq(ctx, sim) {
		if err != nil && ctx.Err() != nil {
			c.Interrupted = true
			break
		}
		kinds := c.kindsOf(res.Game)
		e := bot.Entry{Entrants: kinds, Scores: res.Scores, Moves: res.Moves, Turns: res.Turns, Think: res.Think}
		if err == nil {
			err = tour.Add(e)
		}
		if err != nil {
			return nil, err
		}
		if c.Shard != "" {
			think := make([]int64, len(res.Think))
			for k, d := range res.Think {
				think[k] = int64(d)
			}
			c.Results = append(c.Results, result{Game: c.First + res.Game, Entrants: kinds, Scores: slices.Clone(res.Scores),
				Moves: res.Moves, Turns: slices.Clone(res.Turns), Think: think})
		}
	}
	c.Seconds = time.Since(began).Seconds()
	c.Summary = tour.Summary()
	if c.Seconds > 0 {
		c.GamesPerSecond = float64(c.Summary.Games) / c.Seconds
	}
	return &c, nil
}

// kindsOf returns the kinds of the seats of game j of the simulation, game
// c.First+j of the run.
func (c *report) kindsOf(j int) []string {
	return c.kinds[(c.First+j)%len(c.kinds)]
}

// meter writes the progress of a run: the games played, the rate and the
// time left, on one line rewritten on a terminal (five times a second at
// most), else a line a second; the first and the last game always.
type meter struct {
	out         io.Writer
	tty         bool
	total       int
	began, last time.Time
}

// show writes the progress after done games, the bot.Simulation's
// Progress.
func (m *meter) show(done int) {
	now := time.Now()
	every := time.Second
	if m.tty {
		every = time.Second / 5
	}
	if done > 1 && done < m.total && now.Sub(m.last) < every {
		return
	}
	m.last = now
	elapsed := now.Sub(m.began).Seconds()
	line := fmt.Sprintf("%d/%d games", done, m.total)
	if elapsed > 0 {
		rate := float64(done) / elapsed
		left := time.Duration(float64(m.total-done) / rate * float64(time.Second)).Round(time.Second)
		line += fmt.Sprintf(", %.1f games/s, %v left", rate, left)
	}
	if m.tty {
		fmt.Fprintf(m.out, "\r\033[K%s", line)
	} else {
		fmt.Fprintln(m.out, line)
	}
}

// merge reads the -json reports of the shards of one run from files and
// writes the report of the whole run, as one run of all its games would:
// as tables, or as JSON when args start with -json.
func merge(out io.Writer, args []string) error {
	asJSON := len(args) > 0 && args[0] == "-json"
	if asJSON {
		args = args[1:]
	}
	if len(args) == 0 {
		return errors.New("merge: want the files of the -json reports of the shards, as in: simulate merge [-json] shard-0.json shard-1.json")
	}
	var all *report
	var results []result
	for _, name := range args {
		f, err := os.Open(name)
		if err != nil {
			return fmt.Errorf("merge: %w", err)
		}
		var rep report
		err = json.NewDecoder(bufio.NewReader(f)).Decode(&rep)
		f.Close()
		switch {
		case err != nil:
			return fmt.Errorf("merge: %s: %w", name, err)
		case rep.Shard == "":
			return fmt.Errorf("merge: %s is not the report of a shard: run the shards with -shard I/N -json", name)
		case rep.Interrupted:
			return fmt.Errorf("merge: %s: the shard %s was interrupted: run it again", name, rep.Shard)
		case len(rep.Results) != rep.Games:
			return fmt.Errorf("merge: %s lists %d games, not its %d", name, len(rep.Results), rep.Games)
		}
		if all == nil {
			all = &rep
		} else if !sameRun(all, &rep) {
			return fmt.Errorf("merge: %s is a shard of another run than %s: its game, players, deals, seats, rotation, seed, iterations, budget, opponents or games differ", name, args[0])
		} else {
			all.Seconds += rep.Seconds
		}
		results = append(results, rep.Results...)
	}
	slices.SortFunc(results, func(a, b result) int { return cmp.Compare(a.Game, b.Game) })
	for i, r := range results {
		if r.Game != i {
			if i > 0 && r.Game == results[i-1].Game {
				return fmt.Errorf("merge: game %d is in two shards", r.Game)
			}
			return fmt.Errorf("merge: game %d is in no shard: every shard of the run must be given", i)
		}
	}
	if len(results) != all.AllGames {
		return fmt.Errorf("merge: the shards hold %d of the %d games: every shard of the run must be given", len(results), all.AllGames)
	}
	seats := len(all.Seats)
	var g any = boxes.Rules{}
	switch all.Game {
	case "equi", sweep.Name:
		g = equi.Rules{}
	case "crazy-eights":
		g = crazyeights.Rules{}
	}
	if f, ok := variant.Fishing(all.Game); ok {
		r, err := f.Rules(seats)
		if err != nil {
			return fmt.Errorf("merge: %w", err)
		}
		g = r
	}
	if f, ok := variant.Shedding(all.Game); ok {
		r, err := f.Rules(seats)
		if err != nil {
			return fmt.Errorf("merge: %w", err)
		}
		g = r
	}
	tour, err := tournament(g, seats)
	if err != nil {
		return err
	}
	for _, r := range results {
		if err := tour.Add(r.entry()); err != nil {
			return fmt.Errorf("merge: game %d: %w", r.Game, err)
		}
	}
	all.Summary, all.Shard, all.First, all.Results, all.Workers = tour.Summary(), "", 0, nil, 0
	all.GamesPerSecond = 0
	if all.Seconds > 0 {
		all.GamesPerSecond = float64(all.Games) / all.Seconds
	}
	all.json = asJSON
	return all.print(out)
}

// sameRun reports whether a and b are shards of the same run.
func sameRun(a, b *report) bool {
	return a.Game == b.Game && a.Players == b.Players && a.Deals == b.Deals && slices.Equal(a.Seats, b.Seats) &&
		a.Rotate == b.Rotate && a.Seed == b.Seed && a.Iterations == b.Iterations && a.Budget == b.Budget && a.Opponents == b.Opponents && a.AllGames == b.AllGames
}

// write prints the report as tables.
func (rep *report) write(out io.Writer) error {
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	search := fmt.Sprintf("%d iterations", rep.Iterations)
	switch {
	case rep.Budget != "" && rep.Iterations > 0:
		search += " or " + rep.Budget + " a move"
	case rep.Budget != "":
		search = rep.Budget + " a move"
	}
	if rep.Opponents != "" {
		search += ", opponents " + rep.Opponents
	}
	fmt.Fprintf(w, "%s, %d players, deals %s; seats %s, rotated %t; %d games, seed %d, ISMCTS %s\n", rep.Game,
		rep.Players, cmp.Or(rep.Deals, "-"), strings.Join(rep.Seats, ","), rep.Rotate, rep.Games, rep.Seed, search)
	switch {
	case rep.Interrupted:
		fmt.Fprintf(w, "interrupted: the first %d games of %d\n", rep.Games, rep.AllGames)
	case rep.Shard != "":
		fmt.Fprintf(w, "shard %s: games %d to %d of %d\n", rep.Shard, rep.First, rep.First+rep.Games-1, rep.AllGames)
	}
	fmt.Fprintln(w)
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
