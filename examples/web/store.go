package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
)

// store keeps the open games, so that a restarted server resumes them and
// several server processes can share them. A game is kept as its record: what
// it was dealt from (the library's record with no move: rules, dealer, seed,
// names, as tags), its seats' players, the hashes of its people's tokens, and its
// moves; replaying them rebuilds the position. sqlite.go and postgres.go
// implement it on a database; memStore keeps it in memory.
//
// Every method is safe for concurrent use.
type store interface {
	// create saves a new game with no move. It fails if the id is taken.
	create(ctx context.Context, g *storedGame) error
	// appendMove saves move number n (0 for the first) of game id, in the
	// game's notation, played at at, and returns once it is committed. It
	// returns errConflict, and saves nothing, unless the game has exactly n
	// moves: a move appended twice or out of order is refused. It returns
	// errNoGame for a game that is not open.
	appendMove(ctx context.Context, id string, n int, move string, at time.Time) error
	// open returns every open game, with its moves.
	open(ctx context.Context) ([]*storedGame, error)
	// load returns the open game id with its moves, or errNoGame.
	load(ctx context.Context, id string) (*storedGame, error)
	// lookup returns the game and the seat that the token whose hash is
	// given opens, or errNoGame.
	lookup(ctx context.Context, hash string) (id string, seat int, err error)
	// moves returns the moves of game id from move number from on.
	moves(ctx context.Context, id string, from int) ([]string, error)
	// free forgets game id: its record, its moves and its tokens' hashes.
	// Freeing a game that is not open does nothing.
	free(ctx context.Context, id string) error
	// close releases the store.
	close() error
}

// watcher is a store that several processes share. watch returns once it
// listens, and then calls moved with a game's id and its number of moves
// after every move appended to it, by this process or another, until ctx is
// cancelled; the id "" says that some may have been missed. done is closed
// when it stops.
type watcher interface {
	watch(ctx context.Context, moved func(id string, moves int)) (done <-chan struct{}, err error)
}

var (
	// errConflict refuses a move whose number is not the game's number of
	// moves: another process, or a bot, played first.
	errConflict = errors.New("store: the game has moved on")
	// errNoGame says that a game, or a token, is not open.
	errNoGame = errors.New("store: no such open game")
)

// storedGame is a game as a store keeps it.
type storedGame struct {
	ID   string // the table's id, also the spectators' link
	Game string // "boxes", "equi" or "crazy-eights"
	// Record is the JSON of the library's record of the deal
	// (cards.Record), with no move and no result: the tags of the game, its
	// rules, the first dealer, the seed and the names. Games stored by older
	// servers hold the games' own record JSON instead, and those of servers
	// before engine 2 no Engine tag: they resume with engine 1's shuffles
	// (see decodeRecord).
	Record  json.RawMessage
	Players []string // each seat's player: "human" or a bot's kind
	// Hashes holds, for each seat, the hash of its person's token (see
	// tokenHash), "" at a bot's seat. Tokens are never stored.
	Hashes  []string
	Client  string    // the address of the client that created the game
	Created time.Time // when the game was created
	Updated time.Time // when its last move was played, or its creation
	Moves   []string  // the moves played, first first, in the game's notation
}

// tokenHash returns the hash a store keeps of a seat's token: SHA-256, in
// hexadecimal. A token holds 130 random bits, so a plain hash cannot be
// reversed by guessing.
func tokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// openStore opens the store named by a -db flag: "sqlite:PATH" (or a path
// ending in .db), "postgres://..." or "postgresql://..." (a PostgreSQL
// connection string), or "memory" (nothing survives the process).
func openStore(ctx context.Context, spec string) (store, error) {
	switch {
	case spec == "memory":
		return newMemStore(), nil
	case strings.HasPrefix(spec, "postgres://"), strings.HasPrefix(spec, "postgresql://"):
		return openPostgres(ctx, spec)
	case strings.HasPrefix(spec, "sqlite:"):
		return openSQLite(ctx, strings.TrimPrefix(spec, "sqlite:"))
	case strings.HasSuffix(spec, ".db") && !strings.Contains(spec, "://"):
		return openSQLite(ctx, spec)
	}
	return nil, fmt.Errorf("-db: want sqlite:PATH, postgres://... or memory, not %q", spec)
}

// memStore is a store in memory, for tests and for -db memory.
type memStore struct {
	mu    sync.Mutex
	games map[string]*storedGame
	seats map[string]memSeat // by token hash
}

type memSeat struct {
	id   string
	seat int
}

// newMemStore returns an empty store in memory.
func newMemStore() *memStore {
	return &memStore{games: make(map[string]*storedGame), seats: make(map[string]memSeat)}
}

// copyGame returns a copy of g that shares nothing with it.
func copyGame(g *storedGame) *storedGame {
	c := *g
	c.Record = slices.Clone(g.Record)
	c.Players = slices.Clone(g.Players)
	c.Hashes = slices.Clone(g.Hashes)
	c.Moves = slices.Clone(g.Moves)
	return &c
}

func (m *memStore) create(_ context.Context, g *storedGame) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.games[g.ID]; ok {
		return fmt.Errorf("store: game %s exists", g.ID)
	}
	m.games[g.ID] = copyGame(g)
	for seat, h := range g.Hashes {
		if h != "" {
			m.seats[h] = memSeat{id: g.ID, seat: seat}
		}
	}
	return nil
}

func (m *memStore) appendMove(_ context.Context, id string, n int, move string, at time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	g, ok := m.games[id]
	switch {
	case !ok:
		return errNoGame
	case len(g.Moves) != n:
		return errConflict
	}
	g.Moves = append(g.Moves, move)
	g.Updated = at
	return nil
}

func (m *memStore) open(context.Context) ([]*storedGame, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []*storedGame
	for _, g := range m.games {
		out = append(out, copyGame(g))
	}
	return out, nil
}

func (m *memStore) load(_ context.Context, id string) (*storedGame, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	g, ok := m.games[id]
	if !ok {
		return nil, errNoGame
	}
	return copyGame(g), nil
}

func (m *memStore) lookup(_ context.Context, hash string) (string, int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.seats[hash]
	if !ok {
		return "", 0, errNoGame
	}
	return s.id, s.seat, nil
}

func (m *memStore) moves(_ context.Context, id string, from int) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	g, ok := m.games[id]
	if !ok {
		return nil, errNoGame
	}
	if from > len(g.Moves) {
		return nil, nil
	}
	return slices.Clone(g.Moves[from:]), nil
}

func (m *memStore) free(_ context.Context, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if g, ok := m.games[id]; ok {
		for _, h := range g.Hashes {
			delete(m.seats, h)
		}
		delete(m.games, id)
	}
	return nil
}

func (m *memStore) close() error { return nil }
