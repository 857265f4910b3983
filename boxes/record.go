package boxes

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// GameName is the value of the Game tag of a Boxes record, and of the
// "game" member of its JSON form.
const GameName = "boxes"

// Record is a match of Boxes as it is saved and replayed: the rules, the
// first dealer, how the first deal was dealt (from the seed, or from a given
// deck order), the seed of every later shuffle, the seats' names and the
// moves played, first move first. A record of an unfinished match is a
// record too: [Record.Resume] plays on from it.
//
// Record is plain data; [Record.Validate] says whether its parts fit
// together and [Record.Replay] plays its moves. Its text form, in the spirit
// of chess's PGN, is written by [Record.Text] and [Record.String] and read by
// [ParseRecord]; its JSON form by [Record.MarshalJSON] and
// [Record.UnmarshalJSON]. Both are described in the package documentation,
// sections "Records" and "JSON". Both add the result of a finished match,
// which reading checks against the moves, so that a record cut short is
// noticed.
type Record struct {
	Rules  Rules
	Dealer int        // the dealer of the first deal, 0 to 3
	Seed   uint64     // seeds the generator of every shuffle, as for [Rules.Start] and [Rules.StartFromDeck]
	Deck   cards.Deck // the first deal's order, top first, or nil to shuffle it from Seed
	Names  []string   // the seats' names, one per seat, or nil
	Moves  []Move     // the moves played, first move first
}

// Validate returns nil when the parts of rec fit together, without playing
// its moves, and otherwise an error that says what is wrong: one wrapping
// [ErrInvalidRules] for invalid rules, [ErrInvalidStart] for a dealer that
// is not a seat or a deck that is not the 52 cards, or [ErrInvalidRecord]
// for names that are not one per seat, or a name that [cards.CheckName]
// refuses (the error wraps [cards.ErrInvalidName] too).
func (rec Record) Validate() error {
	if err := rec.Rules.Validate(); err != nil {
		return err
	}
	if rec.Dealer < 0 || rec.Dealer >= NumSeats {
		return fmt.Errorf("%w: dealer %d is not a seat from 0 to 3", ErrInvalidStart, rec.Dealer)
	}
	if rec.Deck != nil && (len(rec.Deck) != cards.NumCards || !rec.Deck.Valid()) {
		return fmt.Errorf("%w: the deck must hold the 52 cards once each, not %d cards", ErrInvalidStart, len(rec.Deck))
	}
	if len(rec.Names) != 0 && len(rec.Names) != NumSeats {
		return invalidRecord("%d names for %d seats", len(rec.Names), NumSeats)
	}
	for i, name := range rec.Names {
		if err := cards.CheckName(name); err != nil {
			return fmt.Errorf("%w: seat %d's name: %w", ErrInvalidRecord, i, err)
		}
	}
	return nil
}

// Start returns the first position of the match, as [Rules.Start] deals it
// from the seed or [Rules.StartFromDeck] from the deck, or the error of
// [Record.Validate].
func (rec Record) Start() (State, error) {
	if err := rec.Validate(); err != nil {
		return State{}, err
	}
	if rec.Deck != nil {
		return rec.Rules.StartFromDeck(rec.Dealer, rec.Deck, rec.Seed)
	}
	return rec.Rules.Start(rec.Dealer, rec.Seed)
}

// Replay deals the cards and plays the moves of rec, and returns the
// position they lead to. When a move is refused it returns the position
// before that move and a [*MoveError] wrapping [cards.ErrIllegalMove] that
// names the move, its number (from 1, as the text form numbers it), the
// seat and why, such as "boxes: move 12: seat 2 cannot play QS: the suit in
// force is hearts"; a move after the end of the match is refused with "the
// match is over". It returns the error of [Record.Validate] when rec does
// not validate.
func (rec Record) Replay() (State, error) {
	s, err := rec.Start()
	if err != nil {
		return State{}, err
	}
	for i, m := range rec.Moves {
		next, err := rec.Rules.Apply(s, m)
		if err != nil {
			return s, numbered(err, i+1)
		}
		s = next
	}
	return s, nil
}

// Resume replays rec and returns a [Game] that plays on from the position
// it reaches, with the public history of the current deal. It returns the
// errors of [Record.Replay]. The game holds a copy of rec.
func (rec Record) Resume() (*Game, error) {
	g := &Game{rec: rec.clone()}
	s, err := g.rec.Start()
	if err != nil {
		return nil, err
	}
	g.state = s
	g.history = dealHistory(&g.rec.Rules, &s)
	moves := g.rec.Moves
	g.rec.Moves = nil
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// clone returns a copy of rec that shares no slice with it; empty slices
// become nil.
func (rec Record) clone() Record {
	rec.Deck = slices.Clone(rec.Deck)
	rec.Names = cloneOrNil(rec.Names)
	rec.Moves = cloneOrNil(rec.Moves)
	return rec
}

func cloneOrNil[E any](s []E) []E {
	if len(s) == 0 {
		return nil
	}
	return slices.Clone(s)
}

// numbered sets the move number of a *MoveError.
func numbered(err error, number int) error {
	var me *MoveError
	if errors.As(err, &me) {
		e := *me
		e.Number = number
		return &e
	}
	return err
}

// The tags of the text form, besides one per option of Rules (see options).
const (
	tagGame   = "Game"
	tagDealer = "Dealer"
	tagSeed   = "Seed"
	tagDeck   = "Deck"
	tagSeat   = "Seat" // Seat0 to Seat3
	tagResult = "Result"
)

// option is a rule option as a record tag: its name, and how to write and
// read its value.
type option struct {
	name string
	get  func(r *Rules) string
	set  func(r *Rules, v string) string // returns why v is refused, or ""
}

func boolOption(name string, field func(r *Rules) *bool) option {
	return option{
		name: name,
		get:  func(r *Rules) string { return strconv.FormatBool(*field(r)) },
		set: func(r *Rules, v string) string {
			switch v {
			case "true":
				*field(r) = true
			case "false":
				*field(r) = false
			default:
				return `want "true" or "false"`
			}
			return ""
		},
	}
}

// options lists the options of [Rules] in the order a record writes them.
var options = []option{
	boolOption("WildEightsNines", func(r *Rules) *bool { return &r.WildEightsNines }),
	boolOption("BigSets", func(r *Rules) *bool { return &r.BigSets }),
	boolOption("StrictPairs", func(r *Rules) *bool { return &r.StrictPairs }),
	{
		name: "TwoDraw",
		get:  func(r *Rules) string { return r.TwoDraw.String() },
		set: func(r *Rules, v string) string {
			if err := r.TwoDraw.UnmarshalText([]byte(v)); err != nil {
				return reasonOf(err)
			}
			return ""
		},
	},
	boolOption("FiveSelf", func(r *Rules) *bool { return &r.FiveSelf }),
	boolOption("PlayDrawn", func(r *Rules) *bool { return &r.PlayDrawn }),
	boolOption("PairAnswersTwo", func(r *Rules) *bool { return &r.PairAnswersTwo }),
	boolOption("LastCardEffects", func(r *Rules) *bool { return &r.LastCardEffects }),
	boolOption("UpcardEffects", func(r *Rules) *bool { return &r.UpcardEffects }),
	{
		name: "Deals",
		get:  func(r *Rules) string { return r.Deals.String() },
		set: func(r *Rules, v string) string {
			s, err := ParseSchedule(v)
			if err != nil {
				return reasonOf(err)
			}
			r.Deals = canonSchedule(s)
			return ""
		},
	},
	{
		name: "MaxMoves",
		get:  func(r *Rules) string { return strconv.Itoa(r.MaxMoves) },
		set: func(r *Rules, v string) string {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > MaxMovesLimit || v[0] == '+' {
				return "want a number from 0 to " + strconv.Itoa(MaxMovesLimit)
			}
			r.MaxMoves = n
			return ""
		},
	},
}

// reasonOf returns the reason of a [*cards.ParseError], or the error's text.
func reasonOf(err error) string {
	var pe *cards.ParseError
	if errors.As(err, &pe) {
		return pe.Reason
	}
	return err.Error()
}

// Text returns rec as a [cards.Record]: the tags Game, one per option of
// [Rules] (WildEightsNines, BigSets, StrictPairs, TwoDraw, FiveSelf,
// PlayDrawn, PairAnswersTwo, LastCardEffects, UpcardEffects, Deals,
// MaxMoves), Dealer, Seed, Deck when the first deal was dealt from a deck,
// Seat0 to Seat3 when the seats have names, and Result; then the moves in
// notation ([Move.String]). The package documentation, section "Records",
// describes each tag. It replays rec to write the result, and returns the
// error of [Record.Replay] when rec does not replay.
func (rec Record) Text() (*cards.Record, error) {
	s, err := rec.Replay()
	if err != nil {
		return nil, err
	}
	return rec.text(s, true), nil
}

// text builds the text record; final is the position the moves reach, used
// for the result when withResult is set.
func (rec Record) text(final State, withResult bool) *cards.Record {
	out := &cards.Record{Tags: []cards.Tag{{Name: tagGame, Value: GameName}}}
	add := func(name, value string) { out.Tags = append(out.Tags, cards.Tag{Name: name, Value: value}) }
	for _, o := range options {
		add(o.name, o.get(&rec.Rules))
	}
	add(tagDealer, strconv.Itoa(rec.Dealer))
	add(tagSeed, strconv.FormatUint(rec.Seed, 10))
	if rec.Deck != nil {
		add(tagDeck, rec.Deck.String())
	}
	for i, name := range rec.Names {
		add(tagSeat+strconv.Itoa(i), name)
	}
	if withResult {
		add(tagResult, resultText(final))
	}
	if len(rec.Moves) > 0 {
		out.Moves = make([]string, len(rec.Moves))
	}
	for i, m := range rec.Moves {
		out.Moves[i] = m.String()
	}
	return out
}

// resultText writes the result of a finished match as its seats' penalty
// totals joined by "-", such as "183-0-60-50", and "*" for a match that goes
// on.
func resultText(s State) string {
	if !s.Over() {
		return "*"
	}
	t := s.Totals()
	parts := make([]string, NumSeats)
	for i, n := range t {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, "-")
}

// String returns the text form of rec, as [Record.Text] gives it. For a
// record that does not replay it writes the tags and moves all the same,
// without a result; [ParseRecord] then refuses it, saying why.
func (rec Record) String() string {
	s, err := rec.Replay()
	return rec.text(s, err == nil).String()
}

// MarshalText implements [encoding.TextMarshaler] with the text form of
// [Record.Text]. It returns the error of [Record.Replay] when rec does not
// replay.
func (rec Record) MarshalText() ([]byte, error) {
	t, err := rec.Text()
	if err != nil {
		return nil, err
	}
	return []byte(t.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseRecord].
// On error rec is unchanged.
func (rec *Record) UnmarshalText(text []byte) error {
	v, err := ParseRecord(string(text))
	if err != nil {
		return err
	}
	*rec = *v
	return nil
}

// ParseRecord reads a record in the text form [Record.Text] writes (see the
// package documentation, section "Records"), checks it and replays it. The
// tags Game, Dealer and Seed are required; an option left out keeps its
// default, and the Seat and Result tags may be left out. It returns:
//   - a [*cards.ParseError] wrapping [cards.ErrSyntax] for malformed text: a
//     broken tag pair, a tag that is missing, unknown, given twice or has a
//     bad value, or a move that is not in notation (the reason names the
//     move's number and text, such as: move 17 "8S:": bad suit "" after
//     ':');
//   - the error of [Record.Validate] when the parts do not fit together;
//   - a [*MoveError] naming the first illegal move, its number and text;
//   - an error wrapping [ErrInvalidRecord] when the Result tag is not what
//     the moves give, for instance a finished match's record cut short.
//
// It reads the text once with [cards.ReadRecord], checking the tags as they
// come and playing each move as it is read, and stops at the first fault:
// an unknown tag, a bad name, a malformed or illegal move, a move after the
// end of the match. Its time is linear in the length of text, and it
// allocates the moves of the match (4 bytes a move) and a small constant
// amount besides.
func ParseRecord(text string) (*Record, error) {
	r := textReader{text: text}
	err := cards.ReadRecord(text, r.tag, r.move)
	if err == nil && !r.started {
		err = r.start()
	}
	if err != nil {
		return nil, err
	}
	if err := r.play.rec.checkResult(r.play.s, r.result); err != nil {
		return nil, err
	}
	return r.play.rec, nil
}

// textReader reads the tags and moves of a record's text as
// [cards.ReadRecord] gives them.
type textReader struct {
	text               string
	rec                Record
	game, dealer, seed bool
	names              [NumSeats]string
	named              [NumSeats]bool
	result             string // the Result tag, "" when absent
	started            bool   // the tags are read and the match dealt
	play               replay
}

// bad returns the error for malformed text.
func (r *textReader) bad(reason string) error {
	return cards.NewParseError("boxes record", r.text, reason)
}

// tag reads one tag pair.
func (r *textReader) tag(t cards.Tag) error {
	rec := &r.rec
	var err string
	switch t.Name {
	case tagGame:
		r.game = true
		if t.Value != GameName {
			err = "this is not a record of boxes"
		}
	case tagDealer:
		r.dealer = true
		n, e := strconv.Atoi(t.Value)
		if e != nil || n < 0 || n >= NumSeats || t.Value[0] == '+' {
			err = "want a seat from 0 to 3"
		}
		rec.Dealer = n
	case tagSeed:
		r.seed = true
		v, e := strconv.ParseUint(t.Value, 10, 64)
		if e != nil {
			err = "want a number from 0 to 18446744073709551615"
		}
		rec.Seed = v
	case tagDeck:
		d, e := cards.ParseDeck(t.Value)
		if e != nil {
			err = reasonOf(e)
		} else if len(d) != cards.NumCards {
			err = "want the 52 cards, not " + strconv.Itoa(len(d))
		}
		rec.Deck = d
	case tagResult:
		r.result = t.Value
	default:
		if k, ok := seatTag(t.Name); ok {
			r.names[k], r.named[k] = t.Value, true
			return nil
		}
		err = "unknown tag"
		for _, o := range options {
			if o.name == t.Name {
				err = o.set(&rec.Rules, t.Value)
			}
		}
	}
	if err != "" {
		return r.bad("tag " + t.Name + " " + quote(t.Value) + ": " + err)
	}
	return nil
}

// start checks that the tags read make a record and deals its match.
func (r *textReader) start() error {
	r.started = true
	switch {
	case !r.game:
		return r.bad("no Game tag")
	case !r.dealer:
		return r.bad("no Dealer tag")
	case !r.seed:
		return r.bad("no Seed tag")
	}
	if r.named != [NumSeats]bool{} {
		for k, ok := range r.named {
			if !ok {
				return r.bad("tag " + tagSeat + strconv.Itoa(k) + " is missing: name every seat or none")
			}
		}
		r.rec.Names = r.names[:]
	}
	r.play.rec = &r.rec
	return r.play.start()
}

// move reads and plays one move.
func (r *textReader) move(word string) error {
	if !r.started {
		if err := r.start(); err != nil {
			return err
		}
	}
	m, err := ParseMove(word)
	if err != nil {
		return r.bad("move " + strconv.Itoa(len(r.rec.Moves)+1) + " " + quote(word) + ": " + reasonOf(err))
	}
	return r.play.play(m)
}

// replay plays the moves of a record as they are read, so that reading
// stops at the first illegal move and keeps no more moves than a match has.
type replay struct {
	rec *Record // the record read; its moves are appended as they are played
	s   State   // the position reached
}

// start deals rec's match, or returns the error of [Record.Validate].
func (p *replay) start() error {
	s, err := p.rec.Start()
	p.s = s
	return err
}

// play plays m and appends it to the record's moves, or returns a
// [*MoveError] with the move's number.
func (p *replay) play(m Move) error {
	next, err := p.rec.Rules.Apply(p.s, m)
	if err != nil {
		return numbered(err, len(p.rec.Moves)+1)
	}
	p.rec.Moves = append(p.rec.Moves, m)
	p.s = next
	return nil
}

// seatTag reads "Seat3" as 3: only the tags Seat0 to Seat3.
func seatTag(name string) (int, bool) {
	rest, ok := strings.CutPrefix(name, tagSeat)
	if !ok || len(rest) != 1 || rest[0] < '0' || rest[0] >= '0'+NumSeats {
		return 0, false
	}
	return int(rest[0] - '0'), true
}

// checkResult checks the result rec was given, if any, as written in a
// Result tag ("183-0-60-50", or "*" for a match that goes on), against s,
// the position its moves reach.
func (rec *Record) checkResult(s State, result string) error {
	switch got := resultText(s); {
	case result == "" || result == got:
		return nil
	case result == "*":
		return invalidRecord("the record says the match goes on, and it ended with move %d", len(rec.Moves))
	case !s.Over():
		return invalidRecord("the moves stop after move %d with the match not over, and the record gives the result %s: is it cut short?", len(rec.Moves), quote(result))
	default:
		return invalidRecord("the record gives the result %s and the moves give %s", quote(result), got)
	}
}

// recordWire is the JSON form of a [Record].
type recordWire struct {
	Game   string                 `json:"game"`
	Rules  Rules                  `json:"rules"`
	Dealer int                    `json:"dealer"`
	Seed   string                 `json:"seed"`
	Deck   *string                `json:"deck,omitempty"`
	Names  []string               `json:"names"`
	Moves  wirejson.Later[string] `json:"moves"` // read move by move
	Result *resultWire            `json:"result"`
}

// recordForm is the JSON form of a Record for [wirejson.Check].
var recordForm = &wirejson.Object{Members: []wirejson.Member{
	{Name: "game"}, {Name: "rules"}, {Name: "dealer"}, {Name: "seed"},
	{Name: "deck", Optional: true}, {Name: "names", Max: NumSeats}, {Name: "moves"},
	{Name: "result", Optional: true, Nullable: true, Object: &wirejson.Object{Members: []wirejson.Member{
		{Name: "score", Max: NumSeats},
	}}},
}}

// resultWire is the result of a finished match in the JSON of a Record.
type resultWire struct {
	Score []int `json:"score"` // each seat's penalty points, as Rules.Score counts them
}

// MarshalJSON implements [json.Marshaler]. The form is described in the
// package documentation, section "JSON": the game's name, the rules, the
// first dealer, the seed (as a string of digits), the first deal's deck
// when it was given, the names, the moves in notation, and the result when
// the match is over. It replays rec to write the result, and returns the
// error of [Record.Replay] when rec does not replay.
func (rec Record) MarshalJSON() ([]byte, error) {
	s, err := rec.Replay()
	if err != nil {
		return nil, err
	}
	return rec.marshalJSON(s)
}

// marshalJSON writes rec as JSON; final is the position its moves reach.
func (rec Record) marshalJSON(s State) ([]byte, error) {
	w := recordWire{
		Game: GameName, Rules: rec.Rules, Dealer: rec.Dealer, Seed: strconv.FormatUint(rec.Seed, 10),
		Names: rec.Names, Moves: make(wirejson.Later[string], len(rec.Moves)),
	}
	if rec.Deck != nil {
		deck := rec.Deck.String()
		w.Deck = &deck
	}
	if w.Names == nil {
		w.Names = []string{}
	}
	for i, m := range rec.Moves {
		w.Moves[i] = m.String()
	}
	if s.Over() {
		t := s.Totals()
		w.Result = &resultWire{Score: t[:]}
	}
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form
// [Record.MarshalJSON] writes under the JSON policy of docs/json.md, and
// checks and replays the record as [ParseRecord] does, with the same
// errors. Every member is required but "deck" and "result"; "result" may
// also be null, and a result left out or null is not checked. Empty "names"
// and "moves" read as nil. On error rec is unchanged. As [ParseRecord], it
// plays each move as it reads it and stops at the first fault, so its time
// and memory are linear in the length of data and it allocates the match's
// moves and a small constant amount. As is the convention, the JSON null
// leaves rec unchanged and is no error.
func (rec *Record) UnmarshalJSON(data []byte) error {
	if wirejson.IsNull(data) {
		return nil
	}
	const kind = "boxes record JSON"
	var w recordWire
	if err := wirejson.Decode(data, recordForm, &w, kind); err != nil {
		return err
	}
	bad := func(reason string) error {
		return cards.NewParseError(kind, data, reason)
	}
	if w.Game != GameName {
		return bad(`"game" is ` + quote(w.Game) + `, want "boxes"`)
	}
	v := Record{Rules: w.Rules, Dealer: w.Dealer, Names: cloneOrNil(w.Names)}
	seed, err := strconv.ParseUint(w.Seed, 10, 64)
	if err != nil {
		return bad(`"seed" is ` + quote(w.Seed) + ", want a string of decimal digits")
	}
	v.Seed = seed
	if w.Deck != nil {
		if v.Deck, err = cards.ParseDeck(*w.Deck); err != nil {
			return bad(`"deck": ` + reasonOf(err))
		}
		if v.Deck == nil {
			v.Deck = cards.Deck{} // refused by Validate
		}
	}
	p := replay{rec: &v}
	if err := p.start(); err != nil {
		return err
	}
	err = wirejson.Strings(data, wirejson.Raw(data, "moves"), "moves", kind, func(i int, text string) error {
		m, err := ParseMove(text)
		if err != nil {
			return bad(`"moves": move ` + strconv.Itoa(i+1) + " " + quote(text) + ": " + reasonOf(err))
		}
		return p.play(m)
	})
	if err != nil {
		return err
	}
	result := ""
	if w.Result != nil {
		result = "-" // never what a match gives
		if len(w.Result.Score) > 0 {
			parts := make([]string, len(w.Result.Score))
			for i, n := range w.Result.Score {
				parts[i] = strconv.Itoa(n)
			}
			result = strings.Join(parts, "-")
		}
	}
	if err := v.checkResult(p.s, result); err != nil {
		return err
	}
	*rec = v
	return nil
}
