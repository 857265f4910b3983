package main

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
)

// maxLegal is the most legal moves a message lists.
//
// An Equi player who takes his captured pile back into his hand (rule E9)
// can hold twenty cards and more, and then have a great many captures: in one
// of the first thousand seeded three-player games between greedy bots a seat
// holds 28 cards and has 6.5 million of them (testdata/equi-huge-hand.txt).
// A page needs none of them to let a person choose a capture (it adds up the
// cards he picks, and the server checks the move), so the server reads the
// moves with the view's iterator when it has one, and stops after maxLegal:
// the message then says that the list is cut (legalTruncated).
const maxLegal = 500

// rules is what the server needs of a game beside its library rules and
// session: what only that game knows. boxes.go and equi.go implement it.
type rules[S any] interface {
	// played notes the move that just led to s, the moves-th of the game,
	// and returns what it made every seat see happen.
	played(s S, moves int) effect
	// extras sets the game's own members of a message about s: the page's
	// tables, the finished deals, the result.
	extras(s S, gv *gameView)
	// dealsOver returns the deals of a match that have ended while the
	// game goes on: 0 for a game of one deal.
	dealsOver() int
}

// effect is what a move made happen that the library's account of it
// (logged.Story) does not tell: what a variant added to the scores.
type effect struct {
	// Added is the score the variant added to each seat with the move
	// (Public.AddedScore after it less before), such as a sweep's point;
	// nil when it added none.
	Added []int `json:"added,omitempty"`
}

// addedBy returns what the move just played added to each seat's added
// score, now given by score, and notes the new scores in last, which holds
// them before the move; nil when the move added nothing.
func addedBy(last []int, score func(seat int) int) []int {
	var out []int
	for seat, was := range last {
		if n := score(seat); n != was {
			if out == nil {
				out = make([]int, len(last))
			}
			out[seat], last[seat] = n-was, n
		}
	}
	return out
}

// variantView is what a message says of the variant of Boxes or Equi that
// is played: its name and what it keeps in the position, which every seat
// sees.
type variantView struct {
	Name     string `json:"name"`     // the variant, as the record's Variant tag names it
	Added    []int  `json:"added"`    // each seat's score the variant added (Public.AddedScore), counted in the score
	Counters []int  `json:"counters"` // the variant's own counters (Public.Counter)
	// Scores is, in Equi, each seat's result so far as the rules count it
	// (Rules.Score): cards or points, with the added scores.
	Scores []int `json:"scores,omitempty"`
}

// kept returns the variantView of variant name in a position of seats
// seats, whose added scores and counters (n of them) are read with added
// and counter.
func kept(name string, seats, n int, added, counter func(int) int) *variantView {
	v := &variantView{Name: name, Added: make([]int, seats), Counters: make([]int, n)}
	for seat := range v.Added {
		v.Added[seat] = added(seat)
	}
	for i := range v.Counters {
		v.Counters[i] = counter(i)
	}
	return v
}

// logged is one move of a message's history.
type logged struct {
	Seat int    `json:"seat"`
	Move string `json:"move"`
	effect
	// Story is the library's account of what the move did, as the
	// message's seat sees it (cards.Session.Story); nil for a game that
	// tells none.
	Story []cards.Event `json:"story,omitempty"`
}

// session is the engine of every game: the library's session, which checks
// the moves and keeps the history, the position and the record, with the
// seats' bots and what the game adds (rules). It is not safe for concurrent
// use: a table calls it with its lock held.
type session[S any, M fmt.Stringer, V cards.View[M]] struct {
	s       *cards.Session[S, M, V]
	bots    []bot.Player[V, M] // nil at a person's seat
	game    rules[S]
	effects []effect // what each move of s.History() made happen
	// stories are the library's account of the deal (stories[0]) and of
	// each move (stories[n], move n), as each seat sees it: stories[n][0]
	// the spectator, stories[n][seat+1] the seat.
	stories [][][]cards.Event
}

// newSession returns the engine of a game resumed from rec, the record of
// its deal and the moves played, with the seats' players: "human", "random"
// or a kind newBot makes for the game. It plays the moves one by one, as a
// table does, so that the game notes each. Each bot is seeded from the
// deal's seed and its seat.
func newSession[S any, M fmt.Stringer, V cards.View[M]](spec cards.Spec[S, M, V], rec *cards.Record, players []string,
	newBot func(kind string, seed uint64) bot.Player[V, M], game rules[S]) (*session[S, M, V], error) {
	// The deal alone: its Result, if rec has one, is that of all the moves.
	deal := cards.Record{Tags: slices.DeleteFunc(slices.Clone(rec.Tags), func(t cards.Tag) bool { return t.Name == "Result" })}
	s, err := cards.Resume(spec, &deal)
	if err != nil {
		return nil, err
	}
	if len(players) != s.Rules().Seats() {
		return nil, fmt.Errorf("%s: want %d players, not %d", spec.Name(), s.Rules().Seats(), len(players))
	}
	e := &session[S, M, V]{s: s, bots: make([]bot.Player[V, M], len(players)), game: game}
	e.told(0)
	for seat, kind := range players {
		seed := bot.GameSeed(s.Deal().Seed, seat)
		switch kind {
		case human:
		case "random":
			e.bots[seat] = bot.NewRandom[V, M](seed)
		default:
			e.bots[seat] = newBot(kind, seed)
		}
	}
	for i, m := range rec.Moves {
		if _, err := e.play(m); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return e, nil
}

// dealRecord returns the record of a game to deal: its tags, with no move
// and no result, as a store keeps it (storedGame.Record).
func dealRecord[S, M, V any](spec cards.Spec[S, M, V], d cards.Deal, names []string) (*cards.Record, error) {
	s, err := cards.NewSession(spec, d, names...)
	if err != nil {
		return nil, err
	}
	rec := s.Record()
	// The result changes with the moves: a record with moves and the
	// result of none would not resume.
	rec.Tags = slices.DeleteFunc(rec.Tags, func(t cards.Tag) bool { return t.Name == "Result" })
	return rec, nil
}

func (e *session[S, M, V]) turn() int { return e.s.ToMove() }

func (e *session[S, M, V]) names() []string { return e.s.Names() }

func (e *session[S, M, V]) dealsOver() int { return e.game.dealsOver() }

func (e *session[S, M, V]) record() *cards.Record { return e.s.Record() }

func (e *session[S, M, V]) play(text string) (string, error) {
	m, err := e.s.PlayText(text)
	if err != nil {
		return "", err
	}
	e.effects = append(e.effects, e.game.played(e.s.State(), len(e.effects)+1))
	e.told(len(e.effects))
	return m.String(), nil
}

func (e *session[S, M, V]) snapshot(seat int) (gameView, error) {
	var gv gameView
	v := e.s.View(seat)
	var err error
	if gv.View, err = json.Marshal(v); err != nil {
		return gv, err
	}
	if seat != spectator && seat == e.s.ToMove() {
		gv.Legal, gv.LegalTruncated = firstMoves(v, maxLegal)
	}
	history := e.s.History()
	gv.History = make([]logged, len(history))
	for i, t := range history {
		gv.History[i] = logged{Seat: t.Seat, Move: t.Move.String(), effect: e.effects[i], Story: e.story(i+1, seat)}
	}
	gv.Start = e.story(0, seat)
	e.game.extras(e.s.State(), &gv)
	if gv.Result != nil {
		gv.Result.Winners = e.s.Winners()
	}
	return gv, nil
}

// told notes the story of move n (0: the deal), the last, as each seat
// and the spectator see it.
func (e *session[S, M, V]) told(n int) {
	seats := e.s.Rules().Seats()
	told := make([][]cards.Event, seats+1)
	for seat := spectator; seat < seats; seat++ {
		told[seat+1] = e.s.Story(n, seat)
	}
	e.stories = append(e.stories[:n], told)
}

// story returns the story of move n (0: the deal) as seat sees it.
func (e *session[S, M, V]) story(n, seat int) []cards.Event {
	if n >= len(e.stories) || seat+1 < 0 || seat+1 >= len(e.stories[n]) {
		return nil
	}
	return e.stories[n][seat+1]
}

// firstMoves returns the legal moves of v in notation, at most max of them,
// and whether v has more. A view with a bounded listing, AppendFirst
// (Equi's), is read with it, so that a huge list is never made.
func firstMoves[M fmt.Stringer, V cards.View[M]](v V, max int) ([]string, bool) {
	out := []string{}
	if it, ok := any(v).(interface{ AppendFirst([]M, int) []M }); ok {
		moves := it.AppendFirst(nil, max+1)
		for _, m := range moves[:min(len(moves), max)] {
			out = append(out, m.String())
		}
		return out, len(moves) > max
	}
	for _, m := range v.AppendLegal(nil) {
		if len(out) == max {
			return out, true
		}
		out = append(out, m.String())
	}
	return out, false
}

// drive plays the bots' moves with bot.Drive until a person must move or
// the game ends. The table's lock is held; pause runs a bot's choice, which
// reads only the view it was given, and returns errStale when the game
// changed meanwhile; commit saves each move played, in notation. drive
// returns errStale, commit's error as it is, or a *bot.Error naming the
// seat of a bot that failed.
func (e *session[S, M, V]) drive(ctx context.Context, pause func(choose func() error) error, commit func(move string) error) error {
	players := make([]bot.Player[V, M], len(e.bots))
	for seat, p := range e.bots {
		if p == nil {
			continue
		}
		players[seat] = bot.PlayerFunc[V, M](func(v V) (M, error) {
			var m M
			err := pause(func() (err error) {
				m, err = p.Choose(v)
				return err
			})
			return m, err
		})
	}
	_, err := bot.Drive(ctx, e.s, players, func(_ int, m M) error {
		e.effects = append(e.effects, e.game.played(e.s.State(), len(e.effects)+1))
		e.told(len(e.effects))
		return commit(m.String())
	})
	return err
}
