package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, "sqlite"
)

// sqlStore is a store on a SQL database: SQLite (openSQLite) or PostgreSQL
// (openPostgres). Its three tables:
//
//	games  id, game, record, players, client, created, updated, moves
//	seats  hash (of a token), game, seat
//	moves  game, n, move      (n from 0; one row per move)
//
// games.moves counts the moves: an append updates it from n to n+1 and
// inserts move n in one transaction, so that an append whose number is not
// the count changes nothing, however many processes append at once. Times
// are Unix nanoseconds.
type sqlStore struct {
	db *sql.DB
	// rebind turns the ? placeholders of a query into the database's.
	rebind func(string) string
	// notify, when not nil, runs in the transaction of every append, with the
	// game's id and its new number of moves (PostgreSQL's NOTIFY).
	notify func(ctx context.Context, tx *sql.Tx, id string, moves int) error
	// dsn is the connection string, for the watcher's own connection.
	dsn string
}

// schema creates the tables; it runs at every start, and changes nothing in
// tables that exist.
var schema = []string{
	`CREATE TABLE IF NOT EXISTS games (
		id      TEXT PRIMARY KEY,
		game    TEXT NOT NULL,
		record  TEXT NOT NULL,
		players TEXT NOT NULL,
		client  TEXT NOT NULL,
		created BIGINT NOT NULL,
		updated BIGINT NOT NULL,
		moves   INTEGER NOT NULL DEFAULT 0
	)`,
	`CREATE TABLE IF NOT EXISTS seats (
		hash TEXT PRIMARY KEY,
		game TEXT NOT NULL,
		seat INTEGER NOT NULL
	)`,
	`CREATE INDEX IF NOT EXISTS seats_game ON seats (game)`,
	`CREATE TABLE IF NOT EXISTS moves (
		game TEXT NOT NULL,
		n    INTEGER NOT NULL,
		move TEXT NOT NULL,
		PRIMARY KEY (game, n)
	)`,
}

// openSQLite opens, and creates when missing, the SQLite file at path. It
// runs in write-ahead-log mode with synchronous=FULL: a move is on disk when
// appendMove returns. One process at a time may use the file.
func openSQLite(ctx context.Context, path string) (*sqlStore, error) {
	if path == "" {
		return nil, errors.New("-db sqlite: needs a file name, as in sqlite:games.db")
	}
	q := url.Values{}
	for _, p := range []string{"journal_mode(WAL)", "synchronous(FULL)", "busy_timeout(10000)"} {
		q.Add("_pragma", p)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, err
	}
	// SQLite has one writer: one connection serializes the appends instead
	// of making them wait for a lock.
	db.SetMaxOpenConns(1)
	s := &sqlStore{db: db, rebind: func(q string) string { return q }}
	for _, stmt := range schema {
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			db.Close()
			return nil, fmt.Errorf("sqlite %s: %w", path, err)
		}
	}
	return s, nil
}

// dollars rewrites the ? placeholders of q as $1, $2...: the queries of
// sqlStore hold no other question mark.
func dollars(q string) string {
	var b strings.Builder
	n := 0
	for _, r := range q {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func (s *sqlStore) exec(ctx context.Context, tx *sql.Tx, q string, args ...any) (sql.Result, error) {
	return tx.ExecContext(ctx, s.rebind(q), args...)
}

// inTx runs f in a transaction, and commits it if f returns nil.
func (s *sqlStore) inTx(ctx context.Context, f func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

func (s *sqlStore) create(ctx context.Context, g *storedGame) error {
	players, err := json.Marshal(g.Players)
	if err != nil {
		return err
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `INSERT INTO games (id, game, record, players, client, created, updated, moves)
			VALUES (?, ?, ?, ?, ?, ?, ?, 0)`,
			g.ID, g.Game, string(g.Record), string(players), g.Client, g.Created.UnixNano(), g.Updated.UnixNano()); err != nil {
			return err
		}
		for seat, h := range g.Hashes {
			if h == "" {
				continue
			}
			if _, err := s.exec(ctx, tx, `INSERT INTO seats (hash, game, seat) VALUES (?, ?, ?)`, h, g.ID, seat); err != nil {
				return err
			}
		}
		return nil
	})
}

func (s *sqlStore) appendMove(ctx context.Context, id string, n int, move string, at time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := s.exec(ctx, tx, `UPDATE games SET moves = moves + 1, updated = ? WHERE id = ? AND moves = ?`, at.UnixNano(), id, n)
		if err != nil {
			return err
		}
		if rows, err := res.RowsAffected(); err != nil {
			return err
		} else if rows == 0 {
			var have int
			err := tx.QueryRowContext(ctx, s.rebind(`SELECT moves FROM games WHERE id = ?`), id).Scan(&have)
			if errors.Is(err, sql.ErrNoRows) {
				return errNoGame
			} else if err != nil {
				return err
			}
			return errConflict
		}
		if _, err := s.exec(ctx, tx, `INSERT INTO moves (game, n, move) VALUES (?, ?, ?)`, id, n, move); err != nil {
			return err
		}
		if s.notify != nil {
			return s.notify(ctx, tx, id, n+1)
		}
		return nil
	})
}

func (s *sqlStore) open(ctx context.Context) ([]*storedGame, error) {
	return s.games(ctx, "")
}

func (s *sqlStore) load(ctx context.Context, id string) (*storedGame, error) {
	games, err := s.games(ctx, id)
	if err != nil {
		return nil, err
	}
	if len(games) == 0 {
		return nil, errNoGame
	}
	return games[0], nil
}

// games reads game id, or every game when id is "", with its seats and moves.
func (s *sqlStore) games(ctx context.Context, id string) ([]*storedGame, error) {
	where, args := "", []any{}
	if id != "" {
		where, args = " WHERE id = ?", []any{id}
	}
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT id, game, record, players, client, created, updated, moves FROM games`+where), args...)
	if err != nil {
		return nil, err
	}
	var out []*storedGame
	byID := make(map[string]*storedGame)
	for rows.Next() {
		var g storedGame
		var record, players string
		var created, updated int64
		var moves int
		if err := rows.Scan(&g.ID, &g.Game, &record, &players, &g.Client, &created, &updated, &moves); err != nil {
			rows.Close()
			return nil, err
		}
		g.Record = json.RawMessage(record)
		if err := json.Unmarshal([]byte(players), &g.Players); err != nil {
			rows.Close()
			return nil, fmt.Errorf("game %s: players: %w", g.ID, err)
		}
		g.Hashes = make([]string, len(g.Players))
		g.Created, g.Updated = time.Unix(0, created), time.Unix(0, updated)
		g.Moves = make([]string, moves)
		out = append(out, &g)
		byID[g.ID] = &g
	}
	if err := rows.Close(); err != nil {
		return nil, err
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, nil
	}
	err = s.each(ctx, `SELECT game, seat, hash FROM seats`+strings.Replace(where, "id", "game", 1), args, func(g *storedGame, i int, text string) error {
		if i < 0 || i >= len(g.Hashes) {
			return fmt.Errorf("game %s: seat %d out of range", g.ID, i)
		}
		g.Hashes[i] = text
		return nil
	}, byID)
	if err != nil {
		return nil, err
	}
	// The moves are read after the games: a move appended in between is
	// beyond the count read, and left for the next read (a table catches up
	// after it loads). A move below the count is there, since the count and
	// the move are committed together.
	err = s.each(ctx, `SELECT game, n, move FROM moves`+strings.Replace(where, "id", "game", 1), args, func(g *storedGame, i int, text string) error {
		if i >= 0 && i < len(g.Moves) {
			g.Moves[i] = text
		}
		return nil
	}, byID)
	if err != nil {
		return nil, err
	}
	for _, g := range out {
		for i, m := range g.Moves {
			if m == "" {
				return nil, fmt.Errorf("game %s: move %d is missing", g.ID, i)
			}
		}
	}
	return out, nil
}

// each runs q, whose rows are (game, number, text), and calls f for each row
// of a game in byID.
func (s *sqlStore) each(ctx context.Context, q string, args []any, f func(g *storedGame, i int, text string) error, byID map[string]*storedGame) error {
	rows, err := s.db.QueryContext(ctx, s.rebind(q), args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id, text string
		var i int
		if err := rows.Scan(&id, &i, &text); err != nil {
			return err
		}
		if g, ok := byID[id]; ok {
			if err := f(g, i, text); err != nil {
				return err
			}
		}
	}
	return rows.Err()
}

func (s *sqlStore) lookup(ctx context.Context, hash string) (string, int, error) {
	var id string
	var seat int
	err := s.db.QueryRowContext(ctx, s.rebind(`SELECT game, seat FROM seats WHERE hash = ?`), hash).Scan(&id, &seat)
	if errors.Is(err, sql.ErrNoRows) {
		return "", 0, errNoGame
	}
	return id, seat, err
}

func (s *sqlStore) moves(ctx context.Context, id string, from int) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT n, move FROM moves WHERE game = ? AND n >= ? ORDER BY n`), id, from)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var n int
		var m string
		if err := rows.Scan(&n, &m); err != nil {
			return nil, err
		}
		if n != from+len(out) {
			return nil, fmt.Errorf("game %s: move %d is missing", id, from+len(out))
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

func (s *sqlStore) free(ctx context.Context, id string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		for _, q := range []string{`DELETE FROM moves WHERE game = ?`, `DELETE FROM seats WHERE game = ?`, `DELETE FROM games WHERE id = ?`} {
			if _, err := s.exec(ctx, tx, q, id); err != nil {
				return err
			}
		}
		return nil
	})
}

func (s *sqlStore) close() error { return s.db.Close() }
