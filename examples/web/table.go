package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
)

// spectator is the seat of the table page, the library's spectator: it sees
// no hand.
const spectator = cards.Spectator

// engine is what a table needs of one game. session (session.go) implements
// it, for every game, on the library's session, which keeps the record, the
// position and the history. A table calls every method with its lock held.
type engine interface {
	// turn returns the seat to move, or -1 once the game is over.
	turn() int
	// names returns the seats' names.
	names() []string
	// play reads text in the game's notation and plays it for the seat to
	// move, and returns the move in the library's notation, as the store
	// keeps it. It returns a *cards.ParseError, or the library's *MoveError
	// (wrapping cards.ErrIllegalMove) with the reason, and then the game is
	// unchanged.
	play(text string) (string, error)
	// snapshot returns what seat may see (spectator: what everyone may see),
	// built from the library's view of the seat and the session's history.
	snapshot(seat int) (gameView, error)
	// drive plays the bots' moves until a person must move or the game is
	// over, with bot.Drive. It calls pause for each bot's choice, which
	// pause runs outside the lock, so that a search does not hold up the
	// table, and commit after each move played; it stops at the first
	// error of either, and returns it as it is, or a *bot.Error wrapping it
	// when pause gave it.
	drive(ctx context.Context, pause func(choose func() error) error, commit func(move string) error) error
	// dealsOver returns the deals of a match that have ended, the game
	// going on or over: Boxes' finished deals, 0 for the other games.
	dealsOver() int
	// record returns the game's record: its tags, the moves played, and
	// its result once it is over.
	record() *cards.Record
}

// gameView is the part of a message that depends on the game.
type gameView struct {
	// View is the library's view of the seat as its JSON form: the
	// spectator's view (seat -1, no hand) for the table page.
	View json.RawMessage `json:"view"`
	// Legal lists the legal moves of the seat to move, in its own message
	// only, in notation: at most maxLegal of them.
	Legal []string `json:"legal,omitempty"`
	// LegalTruncated says that Legal lists only the first legal moves: an
	// Equi position can have millions (see maxLegal).
	LegalTruncated bool `json:"legalTruncated,omitempty"`
	// History is every move of the game, with what it made happen.
	History []logged `json:"history"`
	// Start is the library's account of the deal, before the first move,
	// as the message's seat sees it.
	Start []cards.Event `json:"start,omitempty"`
	// Variant is the variant of Boxes or Equi played and what it keeps;
	// nil for the standard games and for Crazy Eights, a game of its own.
	Variant *variantView `json:"variant,omitempty"`
	// Deals are Boxes' finished deals, each with its result.
	Deals []boxesDeal `json:"deals,omitempty"`
	// Points are Equi's card points by rank (equi.Points), so that
	// the page adds up a capture's sums without a table of its own.
	Points map[string]int `json:"points,omitempty"`
	// Result is the end of the game: who won.
	Result *result `json:"result,omitempty"`
}

// result is who won a game that is over.
type result struct {
	Winners []int `json:"winners"`         // the winning seats (cards.Session.Winners): a partnership, or every seat sharing the best score
	Draw    bool  `json:"draw,omitempty"`  // Boxes: the partnerships tied
	Teams   []int `json:"teams,omitempty"` // Boxes: the partnerships' penalty points, seats 0+2 then 1+3
	Scores  []int `json:"scores"`          // each seat's score: Boxes penalty points; Equi cards held, or points (sweep); Crazy Eights minus the penalty of the hand
}

// player is a seat as every client sees it.
type player struct {
	Name   string `json:"name"`
	Player string `json:"player"` // "human", "random", "greedy" or "ismcts"
}

// message is what a client is sent: the seat's view and what goes with it.
type message struct {
	Game    string   `json:"game"`    // "boxes", "equi" or "crazy-eights"
	Table   string   `json:"table"`   // the spectators' link
	Seat    int      `json:"seat"`    // the seat whose message it is; -1 for the spectators
	Version int      `json:"version"` // the number of moves played: it grows with every move
	Over    bool     `json:"over"`    // the game is over
	Players []player `json:"players"` // the seats' names and players
	gameView
	Error string `json:"error,omitempty"` // a failure that stopped the game, such as a bot's
	// Ready is, in a person's message, the finished deals of the match
	// the seat has seen the summary of: the page shows the summary of the
	// last deal while Ready is below len(Deals) and the match goes on.
	Ready int `json:"ready,omitempty"`
	// Waiting lists the people's seats the bots wait for: the one person
	// at a table of bots until the page opens, and each person who has not
	// seen the summary of the last deal finished.
	Waiting []int `json:"waiting,omitempty"`
	// Rematch is the link of the next game of the same players, once one
	// was asked for: the seat's own link in a person's message, the
	// spectators' in the table's.
	Rematch string `json:"rematch,omitempty"`

	changed <-chan struct{} // closed at the next change of the table
}

// storeTimeout bounds every call of a table to its store.
const storeTimeout = 10 * time.Second

// table is one game being played: the engine, the seats, and the channel
// that tells the event streams and the bots that something changed. Every
// move is saved in the store before the table shows it to anyone.
type table struct {
	id      string
	game    string
	players []player
	hashes  []string // each person's seat token's hash, "" for a bot
	client  string   // the address of the client that created the game
	st      store
	now     func() time.Time
	// rebuild returns a new engine for the game with moves played: it undoes
	// a move the store refused.
	rebuild func(moves []string) (engine, error)

	// ctx ends when the table is freed or the server closes: the table's
	// bots and event streams end with it.
	ctx    context.Context
	cancel context.CancelFunc
	bots   sync.WaitGroup // the table's bots' goroutines

	mu       sync.Mutex
	eng      engine
	moves    []string      // the moves played and saved, in notation
	version  int           // moves played: len(moves)
	changed  chan struct{} // closed and replaced at every change
	failure  string        // why the game stopped, when a bot failed
	finishAt time.Time     // when the game ended, zero before
	lastMove time.Time     // when the last move was played, or the game made
	freed    bool          // the server has let the game go
	// acked is, at each person's seat, the finished deals of the match
	// that seat has seen the summary of (ready) or moved after: the bots
	// wait until every person has seen the last one. It is kept in memory
	// only: a table loaded from the store starts with every deal seen.
	acked []int
	// awaited is the seat of the one person at a table of bots until that
	// person's page first asks for its message, -1 after: the bots wait
	// for the player to sit down.
	awaited int
	// rematch is the table of the next game of the same players, once a
	// seat asked for one: its spectators' link and each person's seat link.
	rematch *rematchLinks
	// setup is the stored game the table was made from: a rematch deals
	// its rules and seats again.
	setup *storedGame
	// rematchMu makes one rematch of the table at a time.
	rematchMu sync.Mutex
}

// rematchLinks are the links of a rematch: the spectators' and, at each
// person's seat, the seat's own ("" at a bot's).
type rematchLinks struct {
	table string
	seats []string
}

// message returns seat's message and the channel closed at the next change.
func (t *table) message(seat int) (message, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	gv, err := t.eng.snapshot(seat)
	if err != nil {
		return message{}, fmt.Errorf("table %s, seat %d: %w", t.id, seat, err)
	}
	m := message{
		Game:     t.game,
		Table:    "/table/" + t.id,
		Seat:     seat,
		Version:  t.version,
		Over:     t.eng.turn() < 0,
		Players:  t.players,
		gameView: gv,
		Error:    t.failure,
		changed:  t.changed,
	}
	if seat >= 0 && seat < len(t.acked) {
		m.Ready = t.acked[seat]
	}
	m.Waiting = t.waitingLocked()
	if t.rematch != nil {
		m.Rematch = t.rematch.table
		if seat >= 0 && seat < len(t.rematch.seats) {
			m.Rematch = t.rematch.seats[seat]
		}
	}
	return m, nil
}

// arrive notes that seat's page asked for its message: the bots waiting
// for the one person at a table of bots start.
func (t *table) arrive(seat int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.awaited >= 0 && t.awaited == seat {
		t.awaited = -1
		t.notifyLocked()
	}
}

// ready notes that seat has seen the summary of the first deals finished
// deals of the match, and returns the finished deals it has seen. A number
// beyond the deals finished counts as all of them.
func (t *table) ready(seat, deals int) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	deals = min(deals, t.eng.dealsOver())
	if seat >= 0 && seat < len(t.acked) && deals > t.acked[seat] {
		t.acked[seat] = deals
		t.notifyLocked()
	}
	if seat >= 0 && seat < len(t.acked) {
		return t.acked[seat]
	}
	return deals
}

// heldLocked reports whether the bots wait for a person: for the one
// person at a table of bots to sit down, or for every person to have
// seen the summary of the last deal finished. t.mu is held.
func (t *table) heldLocked() bool { return len(t.waitingLocked()) > 0 }

// waitingLocked returns the people's seats the bots wait for (heldLocked),
// nil when they wait for nobody. t.mu is held.
func (t *table) waitingLocked() []int {
	if t.eng.turn() < 0 {
		return nil
	}
	if t.awaited >= 0 {
		return []int{t.awaited}
	}
	var out []int
	over := t.eng.dealsOver()
	for seat, p := range t.players {
		if p.Player == human && t.acked[seat] < over {
			out = append(out, seat)
		}
	}
	return out
}

// notifyLocked wakes whoever waits for a change without counting one: the
// bots, when what they wait for has come. t.mu is held.
func (t *table) notifyLocked() {
	close(t.changed)
	t.changed = make(chan struct{})
}

// finished returns when the game ended, and false while it goes on.
func (t *table) finished() (time.Time, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.finishAt, !t.finishAt.IsZero()
}

// idleSince returns when the last move was played, or the game made.
func (t *table) idleSince() time.Time {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.lastMove
}

// staleError refuses a move sent from a page that is behind the game.
type staleError struct{ have, sent int }

func (e *staleError) Error() string {
	return fmt.Sprintf("the game is at move %d, and the move was chosen at move %d", e.have, e.sent)
}

// turnError refuses a move from a seat whose turn it is not. The library's
// sessions play for the seat to move and take no seat, so the server checks
// who sends the move.
type turnError struct{ name string }

func (e *turnError) Error() string { return fmt.Sprintf("it is %s's turn, not yours", e.name) }

// errFreed refuses a move at a table the server has let go.
var errFreed = errors.New("this game was ended: it had no move for too long, or the server needed its place")

// playHuman plays text for a person's seat. version, when not nil, must be
// the table's version. It returns a *staleError or *turnError, errFreed, the
// engine's error or the store's; on error nothing changes. It returns once
// the store has saved the move.
func (t *table) playHuman(seat int, text string, version *int) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.freed {
		return errFreed
	}
	if version != nil && *version != t.version {
		return &staleError{have: t.version, sent: *version}
	}
	if turn := t.eng.turn(); turn >= 0 && turn != seat {
		return &turnError{name: t.players[turn].Name}
	}
	at := t.version
	move, err := t.eng.play(text)
	if err != nil {
		return err
	}
	if seat >= 0 && seat < len(t.acked) {
		// A person who moves has seen the deals finished before.
		t.acked[seat] = max(t.acked[seat], t.eng.dealsOver())
	}
	err = t.commit(move)
	if errors.Is(err, errConflict) {
		// Another server process played first: the move was chosen on a
		// position that is gone.
		return &staleError{have: t.version, sent: at}
	}
	return err
}

// commit saves move, which the engine has just played, and shows it. When
// the store refuses it, commit undoes it, and after errConflict plays the
// moves the store has that the table has not. t.mu is held.
func (t *table) commit(move string) error {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	now := t.now()
	err := t.st.appendMove(ctx, t.id, t.version, move, now)
	if err == nil {
		t.moves = append(t.moves, move)
		t.lastMove = now
		t.advance()
		return nil
	}
	// The engine has played a move that is not saved: start it again from
	// the saved ones.
	eng, rerr := t.rebuild(t.moves)
	if rerr != nil {
		t.failLocked(fmt.Sprintf("the game could not be rebuilt: %v", rerr))
		return errors.Join(err, rerr)
	}
	t.eng = eng
	switch {
	case errors.Is(err, errConflict):
		if cerr := t.catchUpLocked(ctx); cerr != nil {
			return errors.Join(err, cerr)
		}
	case errors.Is(err, errNoGame):
		// Another process freed the game.
		t.freed = true
		return errFreed
	}
	return err
}

// catchUp plays the moves the store has beyond the table's, when the store
// says that the game has moves: another server process played them.
func (t *table) catchUp(moves int) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.freed || moves >= 0 && moves <= t.version {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	return t.catchUpLocked(ctx)
}

// catchUpLocked plays the store's moves beyond the table's. t.mu is held.
func (t *table) catchUpLocked(ctx context.Context) error {
	moves, err := t.st.moves(ctx, t.id, t.version)
	if err != nil {
		return fmt.Errorf("table %s: %w", t.id, err)
	}
	for _, m := range moves {
		if _, err := t.eng.play(m); err != nil {
			t.failLocked(fmt.Sprintf("a saved move does not play: %v", err))
			return fmt.Errorf("table %s: move %d %q: %w", t.id, t.version, m, err)
		}
		t.moves = append(t.moves, m)
		t.lastMove = t.now()
		t.advance()
	}
	return nil
}

// advance counts a change and wakes whoever waits for one. t.mu is held.
func (t *table) advance() {
	t.version++
	if t.eng.turn() < 0 && t.finishAt.IsZero() {
		t.finishAt = t.now()
	}
	close(t.changed)
	t.changed = make(chan struct{})
}

// errStale says that the table changed while a bot chose its move: another
// server process played, or the game was freed or stopped. The bots look
// again.
var errStale = errors.New("the game changed while the bot chose")

// runBots plays the table's bots until the game is over, a bot fails, or
// the table's context ends: it waits for a change, and when a bot is to
// move, lets the bots play with the engine's drive (bot.Drive), each move
// saved in the store before anyone sees it. A bot pauses for delay before
// it moves, and thinks with the lock released.
func (t *table) runBots(delay time.Duration, logf func(string, ...any)) {
	ctx := t.ctx
	pause := func(choose func() error) error {
		if t.heldLocked() {
			return errStale
		}
		version := t.version
		t.mu.Unlock()
		err := sleep(ctx, delay)
		if err == nil {
			err = choose()
		}
		t.mu.Lock()
		if err != nil {
			return err
		}
		if t.version != version || t.freed || t.failure != "" || t.heldLocked() {
			return errStale
		}
		return nil
	}
	commit := func(move string) error {
		err := t.commit(move)
		if errors.Is(err, errConflict) || errors.Is(err, errFreed) {
			return errStale // the engine was rebuilt, or the game freed
		}
		return err
	}
	for ctx.Err() == nil {
		t.mu.Lock()
		if t.eng.turn() < 0 || t.failure != "" || t.freed {
			t.mu.Unlock()
			return
		}
		if t.heldLocked() {
			changed := t.changed
			t.mu.Unlock()
			select { // a person is to sit down, or to see a deal's summary
			case <-changed:
			case <-ctx.Done():
			}
			continue
		}
		err := t.eng.drive(ctx, pause, commit)
		changed := t.changed
		if err != nil && !errors.Is(err, errStale) && ctx.Err() == nil {
			name := "a bot"
			if be, ok := errors.AsType[*bot.Error](err); ok && be.Seat >= 0 && be.Seat < len(t.players) {
				name = "the bot of " + t.players[be.Seat].Name
				err = be.Err
			}
			t.failLocked(fmt.Sprintf("%s failed: %v", name, err))
			t.mu.Unlock()
			logf("web: table %s: %v", t.id, err)
			return
		}
		t.mu.Unlock()
		if err == nil {
			select { // a person is to move
			case <-changed:
			case <-ctx.Done():
			}
		}
	}
}

// sleep waits for d, or until ctx ends, and returns ctx's error then.
func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// failLocked stops the game with a reason every client is shown. t.mu is
// held.
func (t *table) failLocked(reason string) {
	t.failure = reason
	close(t.changed)
	t.changed = make(chan struct{})
}
