package boxes

import (
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// Game is one match of Boxes being played: its [Record] (rules, deal,
// names, moves so far), the current [State] and the public history of the
// current deal. It is what a game server or a terminal frontend keeps for
// each table: [NewGame] starts one, [Game.PlayText] plays a move written in
// notation, [Game.View] gives what one seat may know, with the history, and
// [Game.Record] or the JSON and text forms save it; [Record.Resume] or
// [Game.UnmarshalJSON] restore it.
//
// A Game is changed only by Play, PlayText and the Unmarshal methods. It is
// not safe for concurrent use while one of those runs; the other methods may
// be called from several goroutines at once. The zero Game is no game: it
// is over and refuses every move.
type Game struct {
	rec     Record // the moves played so far
	state   State
	history []Event // the public events of the current deal
}

// NewGame deals a match under r with the seed seed, as [Rules.Start] does,
// with the seats' names in seat order: none, or one per seat. It returns an
// error wrapping [ErrInvalidRules] for invalid rules, [ErrInvalidStart] for
// a dealer that is not a seat, or [ErrInvalidRecord] for names that do not
// fit: not one per seat, or a name [cards.CheckName] refuses (the error then
// wraps [cards.ErrInvalidName] too).
func NewGame(r Rules, dealer int, seed uint64, names ...string) (*Game, error) {
	return Record{Rules: r, Dealer: dealer, Seed: seed, Names: names}.Resume()
}

// NewGameFromDeck deals the first deal of a match from deck under r, as
// [Rules.StartFromDeck] does, seed driving every later shuffle, with the
// seats' names as for [NewGame]. It returns the errors of NewGame, and one
// wrapping [ErrInvalidStart] for a deck that is not the 52 cards.
func NewGameFromDeck(r Rules, dealer int, deck cards.Deck, seed uint64, names ...string) (*Game, error) {
	if deck == nil {
		deck = cards.Deck{}
	}
	return Record{Rules: r, Dealer: dealer, Seed: seed, Deck: deck, Names: names}.Resume()
}

// Rules returns the rules of the match.
func (g *Game) Rules() Rules { return g.rec.Rules }

// State returns the current position.
func (g *Game) State() State { return g.state }

// Names returns the seats' names in seat order, in a new slice, or nil when
// the match has none.
func (g *Game) Names() []string { return cloneOrNil(g.rec.Names) }

// Turn returns the seat to move, or -1 when the match is over.
func (g *Game) Turn() int { return g.state.Turn() }

// Over reports whether the match is over.
func (g *Game) Over() bool { return g.state.Over() }

// Legal returns the legal moves of the seat to move, as [Rules.Legal] lists
// them.
func (g *Game) Legal() []Move { return g.rec.Rules.Legal(g.state) }

// Score returns each seat's penalty points over the finished deals, as
// [Rules.Score] counts them.
func (g *Game) Score() []int { return g.rec.Rules.Score(g.state) }

// Play plays m for the seat to move. When the rules refuse it, the game is
// unchanged and the error is a [*MoveError] wrapping [cards.ErrIllegalMove]
// with the number the move would have had, such as "boxes: move 7: seat 0
// cannot play QS: the suit in force is hearts".
func (g *Game) Play(m Move) error {
	next, err := g.rec.Rules.Apply(g.state, m)
	if err != nil {
		return numbered(err, len(g.rec.Moves)+1)
	}
	if next.deal != g.state.deal {
		g.history = dealHistory(&g.rec.Rules, &next) // a new slice: views already made keep theirs
	} else {
		e, _ := lastEvent(&next)
		g.history = append(g.history, e)
	}
	g.state = next
	g.rec.Moves = append(g.rec.Moves, m)
	return nil
}

// PlayText parses text as [ParseMove] does and plays the move, which it
// returns. It returns a [*cards.ParseError] wrapping [cards.ErrSyntax] for
// text that is not a move, and the errors of [Game.Play]; the game is then
// unchanged.
func (g *Game) PlayText(text string) (Move, error) {
	m, err := ParseMove(text)
	if err != nil {
		return Move{}, err
	}
	return m, g.Play(m)
}

// View returns what seat may know of the current position, as [Rules.View]
// gives it, with the public history of the current deal.
func (g *Game) View(seat int) View {
	v := g.rec.Rules.View(g.state, seat)
	if v.seat != 0 {
		v.history = cloneOrNil(g.history)
	}
	return v
}

// History returns the public events of the current deal, first move first,
// in a new slice: the upcard's event when it took effect ([Event],
// [Rules.UpcardEffects]), then every move since the deal began. When a move
// ends a deal the history starts again, empty or with the next upcard's
// event; that move is still [View.Last].
func (g *Game) History() []Event { return cloneOrNil(g.history) }

// dealHistory returns the history of the deal of s before its first move:
// the upcard's event when the upcard took effect, or none.
func dealHistory(r *Rules, s *State) []Event {
	if e, ok := upcardEvent(r, s); ok {
		return []Event{e}
	}
	return nil
}

// Record returns the record of the match so far, sharing nothing with g.
func (g *Game) Record() Record { return g.rec.clone() }

// String returns the record of the match in its text form
// ([Record.String]). Unlike the methods of Record, the methods that write a
// Game do not replay its moves: it knows where they lead.
func (g *Game) String() string { return g.rec.text(g.state, true).String() }

// MarshalJSON implements [json.Marshaler]: the JSON form of the match's
// [Record] ([Record.MarshalJSON]).
func (g *Game) MarshalJSON() ([]byte, error) { return g.rec.marshalJSON(g.state) }

// UnmarshalJSON implements [json.Unmarshaler]: it reads a record as
// [Record.UnmarshalJSON] does, with the same errors, and resumes the match
// from it. On error g is unchanged.
func (g *Game) UnmarshalJSON(data []byte) error {
	if wirejson.IsNull(data) {
		return nil
	}
	var rec Record
	if err := rec.UnmarshalJSON(data); err != nil {
		return err
	}
	return g.resume(rec)
}

// MarshalText implements [encoding.TextMarshaler]: the text form of the
// match's [Record] ([Record.MarshalText]).
func (g *Game) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler]: it reads a record as
// [ParseRecord] does, with the same errors, and resumes the match from it.
// On error g is unchanged.
func (g *Game) UnmarshalText(text []byte) error {
	rec, err := ParseRecord(string(text))
	if err != nil {
		return err
	}
	return g.resume(*rec)
}

func (g *Game) resume(rec Record) error {
	h, err := rec.Resume()
	if err != nil {
		return err
	}
	*g = *h
	return nil
}
