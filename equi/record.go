package equi

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

// GameName is the value of the Game tag of an Equi record, and of the "game"
// member of its JSON form.
const GameName = "equi"

// Record is a game of Equi as it is saved and replayed: the rules, the
// dealer, how the cards were dealt (a seed for [Rules.Start], or a deck order
// for [Rules.StartFromDeck]), the seats' names and the moves played, first
// move first. A record of an unfinished game is a record too: [Record.Resume]
// plays on from it.
//
// Record is plain data; [Record.Validate] says whether its parts fit
// together and [Record.Replay] plays its moves. Its text form, in the spirit
// of chess's PGN, is written by [Record.Text] and [Record.String] and read by
// [ParseRecord]; its JSON form by [Record.MarshalJSON] and
// [Record.UnmarshalJSON]. Both are described in the package documentation,
// sections "Records" and "JSON". Both add the result of a finished game,
// which reading checks against the moves, so that a record cut short is
// noticed.
type Record struct {
	Rules  Rules
	Dealer int        // the dealer's seat
	Seed   uint64     // the seed [Rules.Start] shuffled with; 0 when Deck is set
	Deck   cards.Deck // the deck order dealt, top first, or nil when dealt from Seed
	Names  []string   // the seats' names, one per seat, or nil
	Moves  []Move     // the moves played, first move first
}

// Validate returns nil when the parts of rec fit together, without playing
// its moves, and otherwise an error that says what is wrong: one wrapping
// [ErrInvalidRules] for invalid rules, [ErrInvalidStart] for a dealer that
// is not a seat or a deck that is not the 36 cards, or [ErrInvalidRecord] for
// both a seed and a deck, names for another number of seats, or a name
// that [cards.CheckName] refuses (the error wraps [cards.ErrInvalidName]
// too).
func (rec Record) Validate() error {
	if err := rec.Rules.Validate(); err != nil {
		return err
	}
	n := rec.Rules.Seats()
	if rec.Dealer < 0 || rec.Dealer >= n {
		return fmt.Errorf("%w: dealer %d is not a seat of a %d-player game", ErrInvalidStart, rec.Dealer, n)
	}
	if rec.Deck != nil {
		if rec.Seed != 0 {
			return invalidRecord("a game is dealt from a seed or from a deck, and this one has both")
		}
		if err := checkDeck(rec.Deck); err != nil {
			return err
		}
	}
	if len(rec.Names) != 0 && len(rec.Names) != n {
		return invalidRecord("%d names for %d seats", len(rec.Names), n)
	}
	for i, name := range rec.Names {
		if err := cards.CheckName(name); err != nil {
			return fmt.Errorf("%w: seat %d's name: %w", ErrInvalidRecord, i, err)
		}
	}
	return nil
}

// Start returns the position rec starts from, as [Rules.Start] or
// [Rules.StartFromDeck] deals it, or the error of [Record.Validate].
func (rec Record) Start() (State, error) {
	if err := rec.Validate(); err != nil {
		return State{}, err
	}
	if rec.Deck != nil {
		return rec.Rules.StartFromDeck(rec.Dealer, rec.Deck)
	}
	return rec.Rules.Start(rec.Dealer, rec.Seed)
}

// Replay deals the cards and plays the moves of rec, and returns the
// position they lead to. When a move is refused it returns the position
// before that move and a [*MoveError] wrapping [cards.ErrIllegalMove] that
// names the move, its number (from 1), the seat and why, such as "equi:
// move 12: seat 1 cannot play 9C+AS=10H: 10H is not on the table"; a move
// after the end of the game is refused with "the game is over". It returns
// the error of [Record.Validate] when rec does not validate.
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
// it reaches, with the public history of its moves. It returns the errors
// of [Record.Replay]. The game holds a copy of rec.
func (rec Record) Resume() (*Game, error) {
	g := &Game{rec: rec.clone()}
	s, err := g.rec.Start()
	if err != nil {
		return nil, err
	}
	g.state = s
	moves := g.rec.Moves
	g.rec.Moves = nil
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// clone returns a copy of rec that shares no slice with it.
func (rec Record) clone() Record {
	rec.Deck = slices.Clone(rec.Deck)
	rec.Names = slices.Clone(rec.Names)
	rec.Moves = slices.Clone(rec.Moves)
	return rec
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

// The tags of the text form.
const (
	tagGame             = "Game"
	tagPlayers          = "Players"
	tagNoRankBan        = "NoRankBan"
	tagVoluntaryTrail   = "VoluntaryTrail"
	tagRecycleByFour    = "RecycleByFour"
	tagNoProgressRounds = "NoProgressRounds"
	tagMaxMoves         = "MaxMoves"
	tagDealer           = "Dealer"
	tagSeed             = "Seed"
	tagDeck             = "Deck"
	tagSeat             = "Seat" // Seat0, Seat1, ...
	tagResult           = "Result"
	tagEnd              = "End"
)

// Text returns rec as a [cards.Record]: the tags Game, Players, NoRankBan,
// VoluntaryTrail, RecycleByFour, NoProgressRounds, MaxMoves, Dealer, Seed or
// Deck, one SeatN per name, Result, and End when the game is over, then the
// moves in notation ([Move.String]). The package documentation, section
// "Records", describes each tag. It replays rec to write the result, and
// returns the error of [Record.Replay] when rec does not replay.
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
	r := rec.Rules
	out := &cards.Record{Tags: []cards.Tag{
		{Name: tagGame, Value: GameName},
		{Name: tagPlayers, Value: strconv.Itoa(r.Players)},
		{Name: tagNoRankBan, Value: strconv.FormatBool(r.NoRankBan)},
		{Name: tagVoluntaryTrail, Value: strconv.FormatBool(r.VoluntaryTrail)},
		{Name: tagRecycleByFour, Value: strconv.FormatBool(r.RecycleByFour)},
		{Name: tagNoProgressRounds, Value: strconv.Itoa(r.NoProgressRounds)},
		{Name: tagMaxMoves, Value: strconv.Itoa(r.MaxMoves)},
		{Name: tagDealer, Value: strconv.Itoa(rec.Dealer)},
	}}
	if rec.Deck != nil {
		out.Tags = append(out.Tags, cards.Tag{Name: tagDeck, Value: rec.Deck.String()})
	} else {
		out.Tags = append(out.Tags, cards.Tag{Name: tagSeed, Value: strconv.FormatUint(rec.Seed, 10)})
	}
	for i, name := range rec.Names {
		out.Tags = append(out.Tags, cards.Tag{Name: tagSeat + strconv.Itoa(i), Value: name})
	}
	if withResult {
		if final.Over() {
			out.Tags = append(out.Tags,
				cards.Tag{Name: tagResult, Value: resultText(rec.Rules.Score(final))},
				cards.Tag{Name: tagEnd, Value: final.End().String()})
		} else {
			out.Tags = append(out.Tags, cards.Tag{Name: tagResult, Value: "*"})
		}
	}
	out.Moves = make([]string, len(rec.Moves))
	for i, m := range rec.Moves {
		out.Moves[i] = m.String()
	}
	return out
}

// resultText writes scores as "20-16".
func resultText(scores []int) string {
	parts := make([]string, len(scores))
	for i, n := range scores {
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
// package documentation, section "Records"), checks it and replays it. It
// returns:
//   - a [*cards.ParseError] wrapping [cards.ErrSyntax] for malformed text: a
//     broken tag pair, a tag that is missing, unknown or has a bad value, or
//     a move that is not in notation (the reason names the move's number and
//     text);
//   - the error of [Record.Validate] when the parts do not fit together;
//   - a [*MoveError] naming the first illegal move, its number and text;
//   - an error wrapping [ErrInvalidRecord] when the Result or End tag is not
//     what the moves give, for instance a finished game's record cut short.
//
// It reads the text once with [cards.ReadRecord], checking the tags as they
// come and playing each move as it is read, and stops at the first fault:
// an unknown tag, a bad name, a malformed or illegal move, a move after the
// end of the game. Its time is linear in the length of text, and it
// allocates the moves of the game only (16 bytes a move, and a game ends
// after a few thousand moves) and a small constant amount besides.
func ParseRecord(text string) (*Record, error) {
	r := textReader{text: text}
	err := cards.ReadRecord(text, r.tag, r.move)
	if err == nil && !r.started {
		err = r.start()
	}
	if err != nil {
		return nil, err
	}
	if err := r.play.rec.checkResult(r.play.s, r.result, r.end); err != nil {
		return nil, err
	}
	return r.play.rec, nil
}

// textReader reads the tags and moves of a record's text as
// [cards.ReadRecord] gives them.
type textReader struct {
	text                              string
	rec                               Record
	game, players, dealer, seed, deck bool
	names                             [MaxPlayers]string
	named                             [MaxPlayers]bool
	anyName                           bool
	result, end                       string // the Result and End tags, "" when absent
	started                           bool   // the tags are read and the game dealt
	play                              replay
}

// bad returns the error for malformed text.
func (r *textReader) bad(reason string) error {
	return cards.NewParseError("equi record", r.text, reason)
}

// tag reads one tag pair.
func (r *textReader) tag(t cards.Tag) error {
	rec := &r.rec
	var err string
	switch t.Name {
	case tagGame:
		r.game = true
		if t.Value != GameName {
			err = "this is not a record of equi"
		}
	case tagPlayers:
		rec.Rules.Players, err = atoi(t.Value)
		r.players = true
	case tagNoRankBan:
		rec.Rules.NoRankBan, err = parseBool(t.Value)
	case tagVoluntaryTrail:
		rec.Rules.VoluntaryTrail, err = parseBool(t.Value)
	case tagRecycleByFour:
		rec.Rules.RecycleByFour, err = parseBool(t.Value)
	case tagNoProgressRounds:
		rec.Rules.NoProgressRounds, err = atoi(t.Value)
	case tagMaxMoves:
		rec.Rules.MaxMoves, err = atoi(t.Value)
	case tagDealer:
		rec.Dealer, err = atoi(t.Value)
		r.dealer = true
	case tagSeed:
		v, e := strconv.ParseUint(t.Value, 10, 64)
		if e != nil || t.Value == "" || t.Value[0] == '+' {
			err = "want a number from 0 to 18446744073709551615"
		}
		rec.Seed, r.seed = v, true
	case tagDeck:
		d, e := cards.ParseDeck(t.Value)
		if e != nil {
			var pe *cards.ParseError
			errors.As(e, &pe)
			err = pe.Reason
		}
		if d == nil {
			d = cards.Deck{}
		}
		rec.Deck, r.deck = d, true
	case tagResult:
		r.result = t.Value
	case tagEnd:
		r.end = t.Value
	default:
		k, ok := seatTag(t.Name)
		if !ok {
			return r.bad("unknown tag " + strconv.Quote(t.Name))
		}
		r.names[k], r.named[k], r.anyName = t.Value, true, true
	}
	if err != "" {
		return r.bad("tag " + t.Name + " " + quote(t.Value) + ": " + err)
	}
	return nil
}

// start checks that the tags read make a record and deals its game.
func (r *textReader) start() error {
	r.started = true
	rec := &r.rec
	switch {
	case !r.game:
		return r.bad("no Game tag")
	case !r.players:
		return r.bad("no Players tag")
	case !r.dealer:
		return r.bad("no Dealer tag")
	case r.seed && r.deck:
		return r.bad("both a Seed and a Deck tag")
	case !r.seed && !r.deck:
		return r.bad("no Seed or Deck tag")
	}
	if r.anyName {
		n := rec.Rules.Seats()
		if n < MinPlayers || n > MaxPlayers {
			n = MaxPlayers // the rules are refused later
		}
		for k := n; k < MaxPlayers; k++ {
			if r.named[k] {
				return r.bad("tag " + tagSeat + strconv.Itoa(k) + ": a " + strconv.Itoa(n) + "-player game has no seat " + strconv.Itoa(k))
			}
		}
		rec.Names = slices.Clone(r.names[:n])
	}
	r.play.rec = rec
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
		var pe *cards.ParseError
		errors.As(err, &pe)
		return r.bad("move " + strconv.Itoa(len(r.rec.Moves)+1) + " " + quote(word) + ": " + pe.Reason)
	}
	return r.play.play(m)
}

// replay plays the moves of a record as they are read, so that reading
// stops at the first illegal move and keeps no more moves than a game has.
type replay struct {
	rec *Record // the record read; its moves are appended as they are played
	s   State   // the position reached
}

// start deals rec's game, or returns the error of [Record.Validate].
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

// seatTag reads "Seat3" as 3; only canonical numbers of a seat 0 to 5.
func seatTag(name string) (int, bool) {
	rest, ok := strings.CutPrefix(name, tagSeat)
	if !ok || len(rest) != 1 || rest[0] < '0' || rest[0] >= '0'+MaxPlayers {
		return 0, false
	}
	return int(rest[0] - '0'), true
}

// atoi reads a decimal number in the range of a tag, or says why not.
func atoi(text string) (int, string) {
	n, err := strconv.Atoi(text)
	if err != nil || n < -1_000_000 || n > 1_000_000 || text[0] == '+' {
		return 0, "want a number"
	}
	return n, ""
}

func parseBool(text string) (bool, string) {
	switch text {
	case "true":
		return true, ""
	case "false":
		return false, ""
	}
	return false, `want "true" or "false"`
}

// checkResult checks the result rec was given, if any, against s, the
// position its moves reach: result as written in a Result tag ("20-16", or
// "*" for a game not over) and end as in an End tag ("" when absent).
func (rec *Record) checkResult(s State, result, end string) error {
	switch {
	case result == "" && end == "":
		return nil
	case result == "" || (result == "*" && end != ""):
		return invalidRecord("the record gives an end (%s) and no result", quote(end))
	case result == "*":
		if s.Over() {
			return invalidRecord("the record says the game goes on, and it ended after move %d (%v)", s.MoveCount(), s.End())
		}
		return nil
	}
	if !s.Over() {
		return invalidRecord("the moves stop after move %d with the game not over, and the record gives the result %s: is it cut short?", len(rec.Moves), quote(result))
	}
	if got := resultText(rec.Rules.Score(s)); result != got {
		return invalidRecord("the record gives the result %s and the moves give %s", quote(result), got)
	}
	if end != "" && end != s.End().String() {
		return invalidRecord("the record says the game ended by %s, and it ended by %s", quote(end), s.End())
	}
	return nil
}

// recordJSON is the JSON form of Record.
type recordJSON struct {
	Game   string               `json:"game"`
	Rules  Rules                `json:"rules"`
	Dealer int                  `json:"dealer"`
	Seed   *string              `json:"seed,omitempty"`
	Deck   *cards.Deck          `json:"deck,omitempty"`
	Names  []string             `json:"names"`
	Moves  wirejson.Later[Move] `json:"moves"` // read move by move
	Result *resultJSON          `json:"result"`
}

// recordForm is the JSON form of a Record for [wirejson.Check].
var recordForm = &wirejson.Object{Members: []wirejson.Member{
	{Name: "game"}, {Name: "rules"}, {Name: "dealer"},
	{Name: "seed", Optional: true}, {Name: "deck", Optional: true},
	{Name: "names", Max: MaxPlayers}, {Name: "moves"},
	{Name: "result", Optional: true, Nullable: true, Object: &wirejson.Object{Members: []wirejson.Member{
		{Name: "end"}, {Name: "score", Max: MaxPlayers},
	}}},
}}

// resultJSON is the result of a finished game in the JSON of a Record.
type resultJSON struct {
	End   EndReason `json:"end"`
	Score []int     `json:"score"`
}

// MarshalJSON implements [json.Marshaler]. The form is described in the
// package documentation, section "JSON": the game's name, the rules, the
// dealer, the seed (as a string of digits) or the deck, the names, the moves
// in notation, and the result when the game is over. It replays rec to
// write the result, and returns the error of [Record.Replay] when rec does
// not replay.
func (rec Record) MarshalJSON() ([]byte, error) {
	s, err := rec.Replay()
	if err != nil {
		return nil, err
	}
	w := recordJSON{
		Game:   GameName,
		Rules:  rec.Rules,
		Dealer: rec.Dealer,
		Names:  rec.Names,
		Moves:  rec.Moves,
	}
	if rec.Deck != nil {
		w.Deck = &rec.Deck
	} else {
		seed := strconv.FormatUint(rec.Seed, 10)
		w.Seed = &seed
	}
	if w.Names == nil {
		w.Names = []string{}
	}
	if w.Moves == nil {
		w.Moves = wirejson.Later[Move]{}
	}
	if s.Over() {
		w.Result = &resultJSON{End: s.End(), Score: rec.Rules.Score(s)}
	}
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form
// [Record.MarshalJSON] writes under the JSON policy of docs/json.md, and
// checks and replays the record as [ParseRecord] does, with the same
// errors. Every member is required but "seed" and "deck", exactly one of
// which must be given, and "result", which may also be null and is then
// not checked. Empty "names" and "moves" read as nil. On error rec is
// unchanged. As [ParseRecord], it plays each move as it reads it and stops
// at the first fault, so its time and memory are linear in the length of
// data and it allocates the game's moves and a small constant amount. The
// JSON null leaves rec unchanged and is no error.
func (rec *Record) UnmarshalJSON(data []byte) error {
	if wirejson.IsNull(data) {
		return nil
	}
	const kind = "equi record JSON"
	var w recordJSON
	if err := wirejson.Decode(data, recordForm, &w, kind); err != nil {
		return err
	}
	bad := func(reason string) error {
		return cards.NewParseError(kind, data, reason)
	}
	if w.Game != GameName {
		return bad(`"game" is ` + quote(w.Game) + `, want "equi"`)
	}
	v := Record{Rules: w.Rules, Dealer: w.Dealer}
	switch {
	case w.Seed != nil && w.Deck != nil:
		return bad(`both "seed" and "deck"`)
	case w.Seed != nil:
		seed, err := strconv.ParseUint(*w.Seed, 10, 64)
		if err != nil || *w.Seed == "" || (*w.Seed)[0] == '+' {
			return bad(`"seed" is ` + quote(*w.Seed) + ", want a string of decimal digits")
		}
		v.Seed = seed
	case w.Deck != nil:
		v.Deck = *w.Deck
		if v.Deck == nil {
			v.Deck = cards.Deck{}
		}
	default:
		return bad(`no "seed" and no "deck"`)
	}
	if len(w.Names) > 0 {
		v.Names = w.Names
	}
	p := replay{rec: &v}
	if err := p.start(); err != nil {
		return err
	}
	err := wirejson.Strings(data, wirejson.Raw(data, "moves"), "moves", kind, func(i int, text string) error {
		m, err := ParseMove(text)
		if err != nil {
			var pe *cards.ParseError
			errors.As(err, &pe)
			return bad(`"moves": move ` + strconv.Itoa(i+1) + " " + quote(text) + ": " + pe.Reason)
		}
		return p.play(m)
	})
	if err != nil {
		return err
	}
	result, end := "", ""
	if w.Result != nil {
		result, end = resultText(w.Result.Score), w.Result.End.String()
		if result == "" {
			result = "-" // no scores: never what a game gives
		}
	}
	if err := v.checkResult(p.s, result, end); err != nil {
		return err
	}
	*rec = v
	return nil
}
