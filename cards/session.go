package cards

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Spec is what a game supplies, beside its rules, for a [Session] and its
// [Record]: its name, its options as record tags, how a game starts, and its
// move notation. The Rules of boxes and equi implement it, and so can any
// game written on this package (see the package example of a third game).
type Spec[S, M, V any] interface {
	HiddenGame[S, M, V]
	// Name returns the game's name, the value of a record's Game tag, such
	// as "boxes".
	Name() string
	// Tags returns the tags that name these rules' options in a record, in
	// a fixed order, none of them named as a [Session] writes its own tags
	// (Game, Engine, Dealer, Seed, Deck, Seat0, Seat1, ..., Result).
	Tags() []Tag
	// WithTags returns the rules a record's tags name: the options Tags
	// writes, each one missing taken from the standard game. It ignores
	// every tag it does not know. Its errors wrap [ErrInvalidRules].
	WithTags(tags []Tag) (Spec[S, M, V], error)
	// Start returns the first position of a game started as d says. A game
	// that shuffles shuffles with d's engine ([Deal.Shuffler]) for the whole
	// game, so that a record of an earlier engine replays exactly. Its
	// errors wrap [ErrInvalidArgument], for an engine Deal.Shuffler refuses
	// too.
	Start(d Deal) (S, error)
	// ParseMove reads a move in the game's notation; the move's String
	// method writes it. Its errors wrap [ErrSyntax].
	ParseMove(text string) (M, error)
}

// Deal says how a game starts: who deals, the seed of its chance, and the
// engine whose shuffles the seed drives. When Deck is not nil the first
// cards are dealt in its order instead of a shuffle from Seed, to replay a
// game dealt at a real table; Seed still seeds every later shuffle.
//
// Engine is 0 or [Engine] for this build's shuffles, or an earlier engine,
// from 1, to replay a record that engine made ([Resume] sets it from the
// record's Engine tag): a game deals and reshuffles with that engine's
// shuffles for its whole length. A game's Start takes it with
// [Deal.Shuffler].
type Deal struct {
	Dealer int
	Seed   uint64
	Deck   Deck
	Engine int
}

// Shuffler returns the shuffle of d's engine, the zero Shuffler for this
// build's [Engine] (d.Engine 0 or Engine), so that games started with
// either compare equal. Its error wraps [ErrInvalidArgument] for an engine
// this build does not know: below 0 or above Engine.
func (d Deal) Shuffler() (Shuffler, error) {
	switch {
	case d.Engine == 0 || d.Engine == Engine:
		return 0, nil
	case d.Engine < 0 || d.Engine > Engine:
		return 0, fmt.Errorf("%w: engine %d: this build plays engines 1 to %d", ErrInvalidArgument, d.Engine, Engine)
	}
	return Shuffler(d.Engine), nil
}

// Turn is one move of a [Session]'s history: the seat that played it and
// the move. Every move of this module's games is seen by every seat; the
// cards a move makes a seat draw are not part of it.
type Turn[M any] struct {
	Seat int `json:"seat"`
	Move M   `json:"move"` // in JSON, the move's own form: its notation for the games of this module
}

// The tags a [Session] writes and reads itself, besides the game's own.
const (
	tagGame   = "Game"
	tagEngine = "Engine"
	tagDealer = "Dealer"
	tagSeed   = "Seed"
	tagDeck   = "Deck"
	tagSeat   = "Seat" // Seat0, Seat1, ...
	tagResult = "Result"
)

// Session is one game being played: its rules, how it started, the names at
// the table, every move so far and the position they reach. It is the one
// frontends and servers use for every game: it checks each move, keeps the
// whole history (across all the deals of a match), gives each seat's view
// and the spectator's, and writes and resumes records. A Session is not
// safe for use by several goroutines at once.
type Session[S, M, V any] struct {
	spec  Spec[S, M, V]
	deal  Deal
	names []string
	extra []Tag // tags of a resumed record that neither the session nor the game knows
	state S
	prev  S // the position before the last move, for its story
	turns []Turn[M]
}

// NewSession starts a game of g as d says, with a name for each seat or no
// names at all. Every name must pass [CheckName]. Its errors wrap
// [ErrInvalidArgument] for a nil g, a name count that is not the number of
// seats or a refused name, or are those of g.Start.
func NewSession[S, M, V any](g Spec[S, M, V], d Deal, names ...string) (*Session[S, M, V], error) {
	if g == nil {
		return nil, fmt.Errorf("cards: %w: NewSession with a nil Spec", ErrInvalidArgument)
	}
	if len(names) != 0 && len(names) != g.Seats() {
		return nil, fmt.Errorf("%s: %w: %d names for %d seats", g.Name(), ErrInvalidArgument, len(names), g.Seats())
	}
	for i, n := range names {
		if err := CheckName(n); err != nil {
			return nil, fmt.Errorf("%s: %w: seat %d: %w", g.Name(), ErrInvalidArgument, i, err)
		}
	}
	s, err := g.Start(d)
	if err != nil {
		return nil, err
	}
	d.Deck = slices.Clone(d.Deck)
	return &Session[S, M, V]{spec: g, deal: d, names: slices.Clone(names), state: s}, nil
}

// A Session's methods on a nil *Session or a zero Session, which has no
// rules, return zero values: no rules, no names, no history, the zero
// position and view, ToMove -1, Result "*", an empty Record; Play and
// PlayText return an error wrapping [ErrInvalidArgument].

// ok reports whether s has rules.
func (s *Session[S, M, V]) ok() bool { return s != nil && s.spec != nil }

// Rules returns the rules the game is played by.
func (s *Session[S, M, V]) Rules() Spec[S, M, V] {
	if !s.ok() {
		return nil
	}
	return s.spec
}

// Deal returns how the game started.
func (s *Session[S, M, V]) Deal() Deal {
	if !s.ok() {
		return Deal{}
	}
	d := s.deal
	d.Deck = slices.Clone(d.Deck)
	return d
}

// Names returns the seats' names, or nil when they have none.
func (s *Session[S, M, V]) Names() []string {
	if !s.ok() {
		return nil
	}
	return slices.Clone(s.names)
}

// State returns the position now: the whole of it, hidden cards included.
// Show players their View instead.
func (s *Session[S, M, V]) State() S {
	if !s.ok() {
		var zero S
		return zero
	}
	return s.state
}

// ToMove returns the seat whose turn it is, or -1 when the game is over.
func (s *Session[S, M, V]) ToMove() int {
	if !s.ok() {
		return -1
	}
	return s.spec.ToMove(s.state)
}

// View returns what seat may know of the position now, or with
// [Spectator], what every seat may know.
func (s *Session[S, M, V]) View(seat int) V {
	if !s.ok() {
		var zero V
		return zero
	}
	return s.spec.View(s.state, seat)
}

// History returns every move played so far, in order, across every deal.
func (s *Session[S, M, V]) History() []Turn[M] {
	if !s.ok() {
		return nil
	}
	return slices.Clone(s.turns)
}

// Play plays m for the seat to move. When the rules refuse it, the session
// is unchanged and the error is a [*MoveError] that names the game and the
// move's number from 1.
func (s *Session[S, M, V]) Play(m M) error {
	if !s.ok() {
		return fmt.Errorf("%w: a Session with no rules", ErrInvalidArgument)
	}
	seat := s.spec.ToMove(s.state)
	next, err := s.spec.Apply(s.state, m)
	if err != nil {
		me := numbered(err, s.spec, s.state, m, len(s.turns)+1).(*MoveError)
		me.Game = s.spec.Name()
		return me
	}
	s.prev, s.state = s.state, next
	s.turns = append(s.turns, Turn[M]{Seat: seat, Move: m})
	return nil
}

// PlayText reads a move in the game's notation and plays it, returning the
// move read. A malformed move gives the error of the game's ParseMove, a
// refused one a [*MoveError]; the session is unchanged either way.
func (s *Session[S, M, V]) PlayText(text string) (M, error) {
	if !s.ok() {
		var zero M
		return zero, fmt.Errorf("%w: a Session with no rules", ErrInvalidArgument)
	}
	m, err := s.spec.ParseMove(text)
	if err != nil {
		return m, err
	}
	return m, s.Play(m)
}

// Result returns the result of the game as its record writes it: the
// seats' scores in seat order separated by spaces, then who won
// ([Session.Winners]), such as "183 0 60 50, seats 1 and 3 win",
// "-23 -10 -51 -43 0, seat 4 wins" or "18 18, drawn" (every seat shares
// the win); or "*" while the game goes on.
func (s *Session[S, M, V]) Result() string {
	if !s.ok() || s.spec.ToMove(s.state) >= 0 {
		return "*"
	}
	score := s.spec.Score(s.state)
	return resultText(score, winners(s.spec, score))
}

// Record returns the game's record: the tags Game, Engine (the engine
// whose shuffles the seed gives: this build's [Engine], or the earlier
// engine of a resumed record), the game's own (Spec.Tags),
// Dealer, Seed, Deck when the game was dealt from one, Seat0 and on when the
// seats have names, every tag of a resumed record that neither knows, in its
// order, and Result; then every move. [Resume] plays it back.
func (s *Session[S, M, V]) Record() *Record {
	if !s.ok() {
		return &Record{}
	}
	rec := &Record{Tags: []Tag{{tagGame, s.spec.Name()}, {tagEngine, strconv.Itoa(s.engine())}}}
	rec.Tags = append(rec.Tags, s.spec.Tags()...)
	rec.Tags = append(rec.Tags, Tag{tagDealer, strconv.Itoa(s.deal.Dealer)}, Tag{tagSeed, strconv.FormatUint(s.deal.Seed, 10)})
	if s.deal.Deck != nil {
		rec.Tags = append(rec.Tags, Tag{tagDeck, s.deal.Deck.String()})
	}
	for i, n := range s.names {
		rec.Tags = append(rec.Tags, Tag{tagSeat + strconv.Itoa(i), n})
	}
	rec.Tags = append(rec.Tags, s.extra...)
	rec.Tags = append(rec.Tags, Tag{tagResult, s.Result()})
	for _, t := range s.turns {
		rec.Moves = append(rec.Moves, fmt.Sprint(t.Move))
	}
	return rec
}

// engine returns the number of the engine s plays.
func (s *Session[S, M, V]) engine() int {
	if s.deal.Engine == 0 {
		return Engine
	}
	return s.deal.Engine
}

// Resume plays a record back under the rules its tags name (g.WithTags:
// g need only be of the right game, such as the zero Rules) and returns
// the session it reaches, ready for the next move. Tags that neither the
// session nor the game knows are kept, and [Session.Record] writes them
// back; a tag whose name differs only in case from one they know (such as
// "players" beside the game's "Players") is refused, not kept and ignored.
//
// A record is replayed with the shuffles of the engine that made it, its
// Engine tag, so that its seed deals the same cards: a record without an
// Engine tag was made by engine 1 (cardrules before v0.2.0). The session
// plays on with that engine, and its Record keeps the tag. A record of an
// engine newer than this build's [Engine] is refused.
//
// Its errors wrap [ErrInvalidRecord] for a record of another game or of a
// newer engine, a tag that is a known one in another case, a malformed
// Engine, Dealer, Seed, Deck or Seat tag, or a Result that the moves do
// not give (in the form [Session.Result] writes, or in that of records made
// before it named the winners, the scores joined by "-");
// [ErrInvalidRules] from g.WithTags; [ErrSyntax] for a malformed
// move (with its number, wrapping [ErrInvalidRecord] too), and an illegal
// one is a [*MoveError] with its number from 1.
func Resume[S, M, V any](g Spec[S, M, V], rec *Record) (*Session[S, M, V], error) {
	switch {
	case g == nil:
		return nil, fmt.Errorf("cards: %w: Resume with a nil Spec", ErrInvalidArgument)
	case rec == nil:
		return nil, fmt.Errorf("cards: %w: Resume with a nil Record", ErrInvalidArgument)
	}
	name := g.Name()
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %w: "+format, append([]any{name, ErrInvalidRecord}, args...)...)
	}
	if game, _ := rec.Get(tagGame); game != name {
		return nil, bad("the record's Game tag is %s, not %q", quote(game), name)
	}
	engine, err := recordEngine(rec)
	if err != nil {
		return nil, bad("%w", err)
	}
	spec, err := g.WithTags(rec.Tags)
	if err != nil {
		return nil, err
	}
	own := map[string]bool{}
	for _, t := range spec.Tags() {
		own[t.Name] = true
	}
	var (
		d      = Deal{Engine: engine}
		names  []string
		extra  []Tag
		result string
	)
	for _, t := range rec.Tags {
		switch {
		case t.Name == tagGame || t.Name == tagEngine || own[t.Name]:
		case t.Name == tagDealer:
			n, err := strconv.Atoi(t.Value)
			if err != nil || n < 0 || n >= spec.Seats() || t.Value[0] == '+' {
				return nil, bad("tag Dealer is %s: want a seat from 0 to %d", quote(t.Value), spec.Seats()-1)
			}
			d.Dealer = n
		case t.Name == tagSeed:
			n, err := strconv.ParseUint(t.Value, 10, 64)
			if err != nil || t.Value[0] == '+' {
				return nil, bad("tag Seed is %s: want a number from 0 to 2^64-1", quote(t.Value))
			}
			d.Seed = n
		case t.Name == tagDeck:
			deck, err := ParseDeck(t.Value)
			if err != nil {
				return nil, bad("tag Deck: %w", err)
			}
			d.Deck = deck
		case t.Name == tagResult:
			result = t.Value
		default:
			if seat, ok := seatTag(t.Name); ok {
				if seat >= spec.Seats() {
					return nil, bad("tag %s: the game has %d seats", t.Name, spec.Seats())
				}
				if names == nil {
					names = make([]string, spec.Seats())
				}
				names[seat] = t.Value
				continue
			}
			if known := knownTag(t.Name, own); known != "" {
				return nil, bad("tag %s is not tag %s: tag names are case-sensitive", quote(t.Name), known)
			}
			extra = append(extra, t)
		}
	}
	for i, n := range names {
		if err := CheckName(n); err != nil {
			return nil, bad("tag %s%d: %w", tagSeat, i, err)
		}
	}
	s, err := NewSession(spec, d, names...)
	if err != nil {
		return nil, recordError{err}
	}
	s.extra = extra
	if len(rec.Moves) > 0 {
		s.turns = make([]Turn[M], 0, len(rec.Moves))
	}
	for i, text := range rec.Moves {
		if _, err := s.PlayText(text); err != nil {
			if _, illegal := errors.AsType[*MoveError](err); illegal {
				return nil, err
			}
			return nil, bad("move %d: %w", i+1, err)
		}
	}
	if result != "" && result != s.Result() && (s.ToMove() >= 0 || result != legacyResult(s.spec.Score(s.state))) {
		return nil, bad("tag Result is %s, but the moves give %q", quote(result), s.Result())
	}
	return s, nil
}

// recordEngine returns the engine that made rec as a [Deal] names it: its
// Engine tag, 1 when it has none, 0 for this build's [Engine]. Its error says why the tag names no engine
// of this build.
func recordEngine(rec *Record) (int, error) {
	value, ok := rec.Get(tagEngine)
	if !ok {
		return 1, nil
	}
	n, err := strconv.ParseUint(value, 10, 64)
	if err != nil || value[0] == '0' { // ParseUint takes no sign; no 0, no leading zero
		return 0, fmt.Errorf("tag Engine is %s: want the number of the engine that made the record, from 1 to %d", quote(value), Engine)
	}
	switch {
	case n == Engine:
		return 0, nil // this build's: the zero Deal.Engine
	case n > Engine:
		return 0, fmt.Errorf("record made by engine %s, a newer engine than this build's (engines 1 to %d): replay it with a cardrules release of engine %s or later", value, Engine, value)
	}
	return int(n), nil
}

// knownTag returns the tag of the session's own or of own (the game's)
// that name differs from only in case, or "".
func knownTag(name string, own map[string]bool) string {
	for _, known := range [...]string{tagGame, tagEngine, tagDealer, tagSeed, tagDeck, tagResult} {
		if strings.EqualFold(name, known) {
			return known
		}
	}
	if len(name) > len(tagSeat) && strings.EqualFold(name[:len(tagSeat)], tagSeat) {
		if _, ok := seatTag(tagSeat + name[len(tagSeat):]); ok {
			return tagSeat + name[len(tagSeat):]
		}
	}
	for known := range own {
		if strings.EqualFold(name, known) {
			return known
		}
	}
	return ""
}

// recordError is an error of a record's start (a bad deal or name), which
// already names the game: it wraps [ErrInvalidRecord] too.
type recordError struct{ err error }

func (e recordError) Error() string   { return e.err.Error() }
func (e recordError) Unwrap() []error { return []error{ErrInvalidRecord, e.err} }

// seatTag reports whether name is Seat0, Seat1, ..., and which seat: digits
// without a leading zero, up to 99.
func seatTag(name string) (int, bool) {
	digits, ok := strings.CutPrefix(name, tagSeat)
	if !ok || len(digits) == 0 || len(digits) > 2 || (digits[0] == '0' && len(digits) > 1) {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	return n, err == nil
}
