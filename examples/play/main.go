// Command play plays Boxes, Equi, Scopa, Escoba, Crazy Eights, Mau-Mau, Switch or a shipped
// variant in the terminal against bots.
//
// Usage:
//
//	go run ./examples/play                      # Boxes: you and a bot partner against two bots
//	go run ./examples/play -game equi -players 3 # Equi: you against two bots
//	go run ./examples/play -game scopa           # Scopa: you against a bot
//	go run ./examples/play -game escoba -players 4 # Escoba: you and a bot partner against two bots
//	go run ./examples/play -variant crazy-eights # Crazy Eights as OpenSpiel plays it, against four bots
//	go run ./examples/play -game mau-mau         # Mau-Mau: you against three bots
//	go run ./examples/play -game switch -players 2 # Switch: you against a bot
//	go run ./examples/play -variant jack-draws-two # Boxes with a house rule: a Jack makes the next player draw two
//	go run ./examples/play -variant sweep        # Equi scored as Scopa: points, and a point per sweep
//
// The flags:
//
//	-game NAME           the game by its record name: boxes, equi, scopa, escoba,
//	                     mau-mau, switch, crazy-eights, jack-draws-two or sweep
//	                     (default boxes); scopa and escoba are the tables of the
//	                     fishing engine that examples/variant lists
//	                     (variant.FishingGames), mau-mau and switch those of the
//	                     shedding engine (variant.SheddingGames)
//	-variant NAME        a shipped variant instead of -game: crazy-eights (its own
//	                     game), jack-draws-two (Boxes) or sweep (Equi), the last
//	                     two from examples/variant; a record of one resumes as it
//	-players N           Equi: the number of players, you included, 2 to 6 (default 2);
//	                     scopa, escoba: 2 to 4 (default 2), 4 in partnerships;
//	                     crazy-eights: 2 to 5 (default 5); mau-mau, switch: 2 to 6
//	                     (default 4)
//	-deals LIST          Boxes: the deal sizes, such as "8" for a short game of a
//	                     single deal (default: the standard match of 15 deals)
//	-bot random|greedy|ismcts   the bots' kind (default ismcts)
//	-iterations N        the ISMCTS budget per move (default 1000: a few
//	                     hundredths of a second)
//	-seed N              the seed of the deal and the bots (default: from the clock)
//	-rules TAGS          the rule options as a record's tags, Name=value joined
//	                     by commas, such as 'UpcardEffects=true,TwoDraw=per-two'
//	                     (Boxes), 'VoluntaryTrail=true' (Equi) or 'Partners=false'
//	                     (Scopa, Escoba: four players each alone), the names in any
//	                     case (docs/records.md lists them); default the standard
//	                     rules. -deals and -players, when given, win over its
//	                     Deals and Players.
//	-resume FILE         play on from a game saved with "save FILE" (or when
//	                     quitting): the record gives the game, its rules, its
//	                     seed and the bots' kind (-bot and -iterations win)
//	-play-forced         play your move for you when it is your only legal one,
//	                     such as a draw (default true; -play-forced=false asks)
//
// You sit at seat 0; in Boxes, and in Scopa and Escoba with four players,
// your partner is seat 2. When it is your turn
// the program shows your hand and the table with suit symbols and lists your
// legal moves, numbered: answer with a number or with a move in the game's
// notation (suit symbols and lower case are accepted), "help" (the rules in
// short), "save FILE" (the game's record, to play on later with -resume) or
// "quit", which offers to save the game first. A bad entry gets a message
// and the same question again. A lone legal move is played for you, and
// said so, unless -play-forced=false.
// A status line with the match totals so far heads every question. The bots'
// moves are shown as they are played, with every effect in words (a skip, a
// reversal, an extra turn, who draws and why, a penalty, a suit named, a
// capture, a sweep, the new hands dealt); the cards you draw are named to you, and nothing is
// shown that your seat may not know. Every deal is scored, and the game ends
// with the result. The input may be piped in: the game ends with a message when
// it runs out.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/examples/variant"
)

func main() {
	if err := run(os.Stdin, os.Stdout, os.Args[1:]); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "play:", err)
		}
		os.Exit(2)
	}
}

// options are the settings read from the command line.
type options struct {
	game       string
	variant    string // a name of variants, or ""
	players    int
	deals      string
	bot        string
	iterations int
	seed       uint64
	rules      string          // the rule options as record tags, or ""
	resume     string          // the record file to play on from, or ""
	forced     bool            // play a lone legal move for the human
	set        map[string]bool // the flags given
}

// parse reads the command line.
func parse(args []string, out io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&o.game, "game", "boxes", "the game by its record name: "+strings.Join(gameNames(), ", "))
	fs.StringVar(&o.variant, "variant", "", "a shipped variant instead of -game: "+strings.Join(slices.Sorted(maps.Keys(variants)), ", "))
	fs.IntVar(&o.players, "players", 0, "the number of players, you included: scopa and escoba 2 to 4 (default 2; 4 play in partnerships), Equi 2 to 6 (default 2), crazy-eights 2 to 5 (default 5), mau-mau and switch 2 to 6 (default 4)")
	fs.StringVar(&o.deals, "deals", "", `Boxes: the deal sizes, such as "8" for a short game of a single deal (default: the standard 15 deals)`)
	fs.StringVar(&o.bot, "bot", "ismcts", "the bots' kind: random, greedy or ismcts")
	fs.IntVar(&o.iterations, "iterations", 1000, "the ISMCTS iterations per move")
	fs.Uint64Var(&o.seed, "seed", 0, "the seed of the deal and the bots (0: from the clock)")
	fs.StringVar(&o.rules, "rules", "", `the rule options as record tags, such as 'UpcardEffects=true,Deals=5,4'`)
	fs.StringVar(&o.resume, "resume", "", `play on from a game saved with "save FILE" or when quitting`)
	fs.BoolVar(&o.forced, "play-forced", true, "play your move for you when it is your only legal one; -play-forced=false asks")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	o.set = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { o.set[f.Name] = true })
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if !o.set["players"] {
		o.players = 2
	}
	o.game = strings.ToLower(o.game)
	if variants[o.game] != nil && o.variant == "" { // a variant by its record name
		o.variant, o.game = o.game, "boxes"
		delete(o.set, "game")
	}
	o.bot = strings.ToLower(o.bot)
	o.variant = strings.ToLower(o.variant)
	switch {
	case o.variant != "" && variants[o.variant] == nil:
		return o, fmt.Errorf("-variant: want one of %s, not %q", strings.Join(slices.Sorted(maps.Keys(variants)), ", "), o.variant)
	case o.variant != "" && o.set["game"]:
		return o, fmt.Errorf("-variant: give -game or -variant, not both")
	case !slices.Contains(gameNames(), o.game):
		return o, fmt.Errorf("-game: want one of %s, not %q", strings.Join(gameNames(), ", "), o.game)
	case o.bot != "random" && o.bot != "greedy" && o.bot != "ismcts":
		return o, fmt.Errorf("-bot: want random, greedy or ismcts, not %q", o.bot)
	case o.iterations < 1:
		return o, fmt.Errorf("-iterations: want at least 1, not %d", o.iterations)
	}
	if o.resume != "" {
		for _, name := range []string{"game", "variant", "players", "deals", "seed", "rules"} {
			if o.set[name] {
				return o, fmt.Errorf("-%s: the game resumed gives it: give only -resume, -bot and -iterations", name)
			}
		}
	}
	if o.seed == 0 {
		o.seed = uint64(time.Now().UnixNano())
	}
	return o, nil
}

// readRecord reads the record of a game saved in file, and sets o.game to
// its game.
func readRecord(file string, o *options) (*cards.Record, error) {
	text, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("-resume: %w", err)
	}
	rec, err := cards.ParseRecord(string(text))
	if err != nil {
		return nil, fmt.Errorf("-resume %s: %w", file, err)
	}
	switch game, _ := rec.Get("Game"); {
	case game == "boxes" || game == "equi":
		o.game = game
		if name, ok := rec.Get(variant.Tag); ok {
			if variants[name] == nil {
				return nil, fmt.Errorf("-resume %s: the record is of variant %q, which this program does not know: it knows %s", file, name, strings.Join(variant.Names(), ", "))
			}
			o.variant = name
		}
	case variants[game] != nil:
		o.variant = game
	case isFishing(game), isShedding(game):
		o.game = game
	default:
		return nil, fmt.Errorf("-resume %s: a record of one of %s, not of %q", file, strings.Join(gameNames(), ", "), game)
	}
	// The bots' kind the game was saved with, unless the flags give one.
	if kind, ok := rec.Get(tagBot); ok && !o.set["bot"] {
		if kind != "random" && kind != "greedy" && kind != "ismcts" {
			return nil, fmt.Errorf("-resume %s: tag %s is %q: want random, greedy or ismcts", file, tagBot, kind)
		}
		o.bot = kind
	}
	if text, ok := rec.Get(tagIterations); ok && !o.set["iterations"] {
		n, err := strconv.Atoi(text)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("-resume %s: tag %s is %q: want a number of 1 or more", file, tagIterations, text)
		}
		o.iterations = n
	}
	return rec, nil
}

// The tags a saved game holds beside the session's: the bots' kind and
// their ISMCTS iterations, which -resume plays on with.
const (
	tagBot        = "Bot"
	tagIterations = "Iterations"
)

// run plays one game, reading the human's moves from in and writing
// everything to out. It returns nil when the game ends, when the human
// quits and when the input runs out; an error only for bad flags or a
// failure of the program itself.
func run(in io.Reader, out io.Writer, args []string) error {
	o, err := parse(args, out)
	if err != nil {
		return err
	}
	var rec *cards.Record
	if o.resume != "" {
		if rec, err = readRecord(o.resume, &o); err != nil {
			return err
		}
	}
	c := &console{in: bufio.NewScanner(in), out: out, forced: o.forced, saved: []cards.Tag{{Name: tagBot, Value: o.bot}}}
	if o.bot == "ismcts" {
		c.saved = append(c.saved, cards.Tag{Name: tagIterations, Value: strconv.Itoa(o.iterations)})
	}
	c.in.Buffer(make([]byte, 4096), 1<<20)
	switch {
	case o.variant != "":
		err = variants[o.variant](c, o, rec)
	case o.game == "equi":
		err = playEqui(c, o, rec)
	case isFishing(o.game):
		err = playFishing(c, o, rec)
	case isShedding(o.game):
		err = playShedding(c, o, rec)
	default:
		err = playBoxes(c, o, rec)
	}
	switch {
	case errors.Is(err, errQuit):
		c.say("You quit. Goodbye.")
		return nil
	case errors.Is(err, errEOF):
		c.say("\nEnd of input: the game is abandoned.")
		return nil
	}
	return err
}

// variants maps the names of -variant, which are also the Game tags of
// their records, to the functions that play them: each sets up its rules,
// bots and table and plays the game of rec when it is not nil, as
// playBoxes and playEqui do.
var variants = map[string]func(c *console, o options, rec *cards.Record) error{
	"crazy-eights":   playCrazyEights,
	"jack-draws-two": playBoxes, // Boxes with examples/variant/jack
	"sweep":          playEqui,  // Equi with examples/variant/sweep
}

// gameNames returns the names -game takes: boxes, equi, the tables of
// the fishing and shedding engines that variant.FishingGames and
// variant.SheddingGames list, and the variants.
func gameNames() []string {
	names := slices.Concat([]string{"boxes", "equi"}, variant.FishingNames(), variant.SheddingNames())
	return append(names, slices.Sorted(maps.Keys(variants))...)
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

// errQuit and errEOF end a game early: the human typed "quit", or the input
// ran out.
var (
	errQuit = errors.New("quit")
	errEOF  = errors.New("end of input")
)

// console reads the human's answers and writes the game.
type console struct {
	in     *bufio.Scanner
	out    io.Writer
	saved  []cards.Tag // the tags a saved game adds to the session's record
	forced bool        // play a lone legal move for the human
}

// say writes a line.
func (c *console) say(format string, a ...any) {
	fmt.Fprintf(c.out, format+"\n", a...)
}

// ask writes prompt and reads one line, trimmed. It returns errEOF when the
// input has run out.
func (c *console) ask(prompt string) (string, error) {
	fmt.Fprint(c.out, prompt)
	if !c.in.Scan() {
		if err := c.in.Err(); err != nil {
			return "", fmt.Errorf("%w: %v", errEOF, err)
		}
		return "", errEOF
	}
	return strings.TrimSpace(c.in.Text()), nil
}

// human is the human's seat.
const human = 0

// table writes a game as the human's seat sees it: each game has its own.
// A table reads nothing but the human's views (and the public facts they
// hold), so that it cannot write a card his seat may not know.
type table[M any, V any] interface {
	// list returns the human's legal moves to number for him in his view v,
	// and whether there are more than those.
	list(v V) (legal []M, more bool)
	// show writes the status line, the table, the human's hand and the
	// moves listed, before he moves; v is his view.
	show(v V, legal []M, more bool)
	// moved writes the last move and its effects; v is the human's view
	// after it, story the library's account of the move as the human sees
	// it ([cards.Session.Story]).
	moved(v V, story []cards.Event)
	// result writes the end of the game; v is the human's view of it.
	result(v V)
	// format writes a move with suit symbols.
	format(m M) string
	// help returns the rules in short and the notation.
	help() string
}

// newSession starts the game of spec that o asks for, with names at the
// seats, or plays on from rec when it is not nil. It returns the seed the
// bots are seeded from: o's, or the record's.
func newSession[S, M, V any](spec cards.Spec[S, M, V], o options, rec *cards.Record, names []string) (*cards.Session[S, M, V], uint64, error) {
	if rec != nil {
		s, err := cards.Resume(spec, rec)
		if err != nil {
			return nil, 0, fmt.Errorf("-resume %s: %w", o.resume, err)
		}
		return s, s.Deal().Seed, nil
	}
	s, err := cards.NewSession(spec, cards.Deal{Dealer: int(o.seed % uint64(spec.Seats())), Seed: o.seed}, names...)
	return s, o.seed, err
}

// play is the game loop of every game: it lets the bots (players[seat],
// nil for the human's seat) play with bot.Drive and asks the human for his
// moves until the session's game is over, and has t write what the human
// may see after every move.
func play[S any, M any, V cards.View[M]](c *console, s *cards.Session[S, M, V], players []bot.Player[V, M], t table[M, V]) error {
	moved := func(int, M) error {
		t.moved(s.View(human), lastStory(s))
		return nil
	}
	for {
		if _, err := bot.Drive(context.Background(), s, players, moved); err != nil {
			return err
		}
		if s.ToMove() < 0 {
			break
		}
		if err := ask(c, s, t); err != nil {
			return err
		}
		t.moved(s.View(human), lastStory(s))
	}
	t.result(s.View(human))
	return nil
}

// lastStory returns the story of the last move of s as the human sees it.
func lastStory[S, M, V any](s *cards.Session[S, M, V]) []cards.Event {
	return s.Story(len(s.History()), human)
}

// ask shows the human his view and plays the move he answers: a number of
// the list or a move in notation, asking again until it is a legal one. It
// returns errQuit or errEOF when the human quits or the input ends.
func ask[S any, M any, V cards.View[M]](c *console, s *cards.Session[S, M, V], t table[M, V]) error {
	legal, more := t.list(s.View(human))
	if c.forced && len(legal) == 1 && !more {
		c.say("Your only move, played for you: %s.", t.format(legal[0]))
		return s.Play(legal[0])
	}
	t.show(s.View(human), legal, more)
	for {
		answer, err := c.ask(fmt.Sprintf("Your move (1-%d, a move, help or quit): ", len(legal)))
		if err != nil {
			return err
		}
		switch strings.ToLower(answer) {
		case "":
			continue
		case "quit", "q", "exit":
			return quit(c, s)
		case "help", "h", "?":
			c.say("%s", t.help())
			c.say("Type the number of a move from the list, or the move itself; \"save FILE\" saves the game")
			c.say("to play on later with -resume FILE; \"quit\" ends the game.")
			continue
		}
		if word, file, _ := strings.Cut(answer, " "); strings.EqualFold(word, "save") {
			save(c, s, strings.TrimSpace(file))
			continue
		}
		if n, err := strconv.Atoi(answer); err == nil {
			if n < 1 || n > len(legal) {
				c.say("There is no move %d: choose a number from 1 to %d.", n, len(legal))
				continue
			}
			return s.Play(legal[n-1])
		}
		m, err := s.PlayText(answer)
		var pe *cards.ParseError
		var me *cards.MoveError
		switch {
		case err == nil:
			return nil
		case errors.As(err, &me):
			c.say("%s is not legal now: %s.", t.format(m), me.Reason)
		case errors.As(err, &pe):
			c.say("%q is not a move: %s. Type \"help\" for the notation.", answer, pe.Reason)
		default:
			c.say("%q is not a move: %v. Type \"help\" for the notation.", answer, err)
		}
	}
}

// quit offers to save the game, and returns errQuit once it is saved or
// the human declines.
func quit[S, M, V any](c *console, s *cards.Session[S, M, V]) error {
	for {
		file, err := c.ask("Save the game to play on later? Type a file name, or press Enter to quit without saving: ")
		if err != nil || file == "" || save(c, s, file) {
			return errQuit
		}
	}
}

// save writes the record of s to file, with the bots' kind, and reports
// whether it did.
func save[S, M, V any](c *console, s *cards.Session[S, M, V], file string) bool {
	if file == "" {
		c.say("Save to which file? Type save and its name, such as: save game.txt")
		return false
	}
	rec := s.Record()
	for _, t := range c.saved {
		if err := rec.Set(t.Name, t.Value); err != nil {
			c.say("The game could not be saved: %v.", err)
			return false
		}
	}
	if err := os.WriteFile(file, []byte(rec.String()), 0o644); err != nil {
		c.say("The game could not be saved: %v.", err)
		return false
	}
	c.say("The game is saved in %s: play on with -resume %s.", file, file)
	return true
}

// withRules returns spec's rules with the options that text names as
// record tags, such as "BigSets=true,Deals=5,4" (a part with no "=" goes on
// the value before it, so that a value may hold commas), each option missing
// being spec's own (a variant's rules keep their variant and its options);
// tag names are read in any case. Then each tag of overrides replaces the
// option of its name.
func withRules[S, M, V any](spec cards.Spec[S, M, V], text string, overrides ...cards.Tag) (cards.Spec[S, M, V], error) {
	tags := spec.Tags()
	names := map[string]string{}
	for _, t := range tags {
		names[strings.ToLower(t.Name)] = t.Name
	}
	last := -1 // the tag the last part set
	given := map[string]bool{}
	for part := range strings.SplitSeq(text, ",") {
		name, value, ok := strings.Cut(part, "=")
		switch {
		case !ok && last >= 0:
			tags[last].Value += "," + part
			continue
		case !ok && strings.TrimSpace(part) == "":
			continue
		case !ok:
			return nil, fmt.Errorf("-rules: %q: want Name=value", part)
		}
		name = strings.TrimSpace(name)
		known, ok := names[strings.ToLower(name)]
		if !ok {
			return nil, fmt.Errorf("-rules: %s has no option %q: it has %s", spec.Name(), name, strings.Join(slices.Sorted(maps.Values(names)), ", "))
		}
		if given[known] {
			return nil, fmt.Errorf("-rules: %s is given twice", known)
		}
		given[known] = true
		last = slices.IndexFunc(tags, func(t cards.Tag) bool { return t.Name == known })
		tags[last].Value = strings.TrimSpace(value)
	}
	spec, err := spec.WithTags(tags)
	if err != nil {
		return nil, fmt.Errorf("-rules: %w", err)
	}
	for _, o := range overrides {
		tags := spec.Tags()
		for i := range tags {
			if tags[i].Name == o.Name {
				tags[i].Value = o.Value
			}
		}
		if spec, err = spec.WithTags(tags); err != nil {
			return nil, fmt.Errorf("-%s: %w", strings.ToLower(o.Name), err)
		}
	}
	return spec, nil
}

// listMoves writes the numbered moves legal, each written by format,
// several to a line; more says that there are others beyond them.
func listMoves[M any](c *console, legal []M, format func(M) string, more bool) {
	moves := make([]string, len(legal))
	for i, m := range legal {
		moves[i] = format(m)
	}
	var line strings.Builder
	width := 0
	for _, m := range moves {
		width = max(width, len([]rune(m)))
	}
	perLine := max(1, 72/(width+6))
	for i, m := range moves {
		fmt.Fprintf(&line, "%3d) %-*s", i+1, width+1, m)
		if (i+1)%perLine == 0 || i == len(moves)-1 {
			c.say("%s", strings.TrimRight(line.String(), " "))
			line.Reset()
		}
	}
	if more {
		c.say("  ... and more: type any other legal move in notation.")
	}
}

// sayStandings writes each seat's name and score, a line each, after a
// line that says what the scores are, then who won; winners are the seats
// that won (cards.Session.Winners).
func sayStandings(c *console, names []string, scores, winners []int, what string) {
	c.say("\nThe scores (%s):", what)
	width := 0
	for _, n := range names {
		width = max(width, len([]rune(n)))
	}
	for seat, n := range scores {
		c.say("  %-*s %d", width, names[seat], n)
	}
	won := make([]string, len(winners))
	for i, seat := range winners {
		won[i] = names[seat]
	}
	switch {
	case len(winners) == 1 && winners[0] == human:
		c.say("You win with %d.", scores[human])
	case len(winners) == 1:
		c.say("%s wins with %d; you have %d.", won[0], scores[winners[0]], scores[human])
	case len(winners) > 1:
		c.say("%s share the win with %d each.", strings.Join(won, " and "), scores[winners[0]])
	}
}

// botSeed returns the seed of the bot at seat.
func botSeed(o options, seat int) uint64 { return bot.GameSeed(o.seed, seat) }

// plural returns "1 card" or "n cards".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
