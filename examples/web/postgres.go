package main

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// movesChannel is the PostgreSQL channel of the moves: every append
// notifies it with "ID MOVES", the game's id and its new number of moves.
const movesChannel = "cardrules_moves"

// openPostgres opens the PostgreSQL database of a connection string, as
// pgx reads it (postgres://user@host:port/db?sslmode=..., host may be a
// unix socket's directory), and creates the tables when missing. Several
// server processes may share it: each process's appends are notified to the
// others (see watch).
func openPostgres(ctx context.Context, dsn string) (*pgStore, error) {
	cfg, err := pgx.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("-db: %w", err)
	}
	db := stdlib.OpenDB(*cfg)
	db.SetMaxOpenConns(16)
	s := &sqlStore{db: db, rebind: dollars, dsn: dsn,
		notify: func(ctx context.Context, tx *sql.Tx, id string, moves int) error {
			_, err := tx.ExecContext(ctx, `SELECT pg_notify($1, $2)`, movesChannel, id+" "+strconv.Itoa(moves))
			return err
		}}
	// Processes starting together would race to create the tables: a lock
	// held until the transaction ends lets one at a time through.
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(7215001)`); err != nil {
			return err
		}
		for _, stmt := range schema {
			if _, err := tx.ExecContext(ctx, stmt); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("postgres: %w", err)
	}
	return &pgStore{s}, nil
}

// pgStore is a sqlStore on PostgreSQL, which several processes may share.
type pgStore struct{ *sqlStore }

// watch listens to the moves' channel on a connection of its own; it
// returns once it listens, and then calls moved for every notification until
// ctx is cancelled. When the connection fails it connects again, a second
// later, and calls moved with the id "": notifications may have been missed
// in between. done is closed when it stops.
func (s *pgStore) watch(ctx context.Context, moved func(id string, moves int)) (done <-chan struct{}, err error) {
	conn, err := s.listen(ctx)
	if err != nil {
		return nil, err
	}
	ch := make(chan struct{})
	go func() {
		defer close(ch)
		for {
			err := s.relay(ctx, conn, moved)
			conn.Close(context.Background())
			for ctx.Err() == nil {
				log.Printf("web: postgres: listening for moves: %v; connecting again", err)
				timer := time.NewTimer(time.Second)
				select {
				case <-ctx.Done():
					timer.Stop()
					return
				case <-timer.C:
				}
				if conn, err = s.listen(ctx); err == nil {
					break
				}
			}
			if ctx.Err() != nil {
				return
			}
			moved("", 0)
		}
	}()
	return ch, nil
}

// listen connects and listens to the moves' channel.
func (s *pgStore) listen(ctx context.Context) (*pgx.Conn, error) {
	conn, err := pgx.Connect(ctx, s.dsn)
	if err != nil {
		return nil, err
	}
	if _, err := conn.Exec(ctx, "LISTEN "+movesChannel); err != nil {
		conn.Close(context.Background())
		return nil, err
	}
	return conn, nil
}

// relay passes the notifications of conn to moved until the connection or
// ctx ends.
func (s *pgStore) relay(ctx context.Context, conn *pgx.Conn, moved func(id string, moves int)) error {
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		id, count, ok := strings.Cut(n.Payload, " ")
		moves, err := strconv.Atoi(count)
		if !ok || err != nil {
			continue // not ours
		}
		moved(id, moves)
	}
}
