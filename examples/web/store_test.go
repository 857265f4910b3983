package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStores runs the store contract on every store: in memory, SQLite, and
// PostgreSQL (skipped without one, except under CI=true).
func TestStores(t *testing.T) {
	ctx := context.Background()
	t.Run("memory", func(t *testing.T) { testStore(t, newMemStore()) })
	t.Run("sqlite", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "games.db")
		st, err := openStore(ctx, "sqlite:"+path)
		require.NoError(t, err)
		t.Cleanup(func() { st.close() })
		token := testStore(t, st)
		// The file holds the token's hash, never the token.
		var files []byte
		for _, name := range []string{path, path + "-wal"} {
			data, err := os.ReadFile(name)
			if !os.IsNotExist(err) {
				require.NoError(t, err)
			}
			files = append(files, data...)
		}
		assert.True(t, bytes.Contains(files, []byte(tokenHash(token))), "the hash is saved")
		assert.False(t, bytes.Contains(files, []byte(token)), "the token is not")
	})
	t.Run("postgres", func(t *testing.T) {
		st, err := openStore(ctx, startPostgres(t))
		require.NoError(t, err)
		t.Cleanup(func() { st.close() })
		testStore(t, st)
	})
}

// testStore checks the contract of store on st, which is empty, and
// returns a token whose hash it saved.
func testStore(t *testing.T, st store) string {
	ctx := context.Background()
	at := time.Unix(1_700_000_000, 123)
	token := newToken()
	g := &storedGame{ID: newToken(), Game: "equi", Record: json.RawMessage(`{"rules":{"players":2},"seed":"42"}`),
		Players: []string{human, "greedy"}, Hashes: []string{tokenHash(token), ""},
		Client: "192.0.2.1", Created: at, Updated: at}
	require.NoError(t, st.create(ctx, g))
	assert.Error(t, st.create(ctx, g), "an id is taken once")

	// Moves are appended in order, each once.
	require.NoError(t, st.appendMove(ctx, g.ID, 0, "7D+9S=6C+10D", at.Add(time.Second)))
	assert.ErrorIs(t, st.appendMove(ctx, g.ID, 0, "JS", at), errConflict, "a second move 0")
	assert.ErrorIs(t, st.appendMove(ctx, g.ID, 2, "JS", at), errConflict, "move 2 before move 1")
	require.NoError(t, st.appendMove(ctx, g.ID, 1, "6H", at.Add(2*time.Second)))
	assert.ErrorIs(t, st.appendMove(ctx, "nope", 0, "JS", at), errNoGame)

	// Appends that race for one number: one wins.
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Go(func() { errs[i] = st.appendMove(ctx, g.ID, 2, "KS", at.Add(3*time.Second)) })
	}
	wg.Wait()
	won := 0
	for _, err := range errs {
		if err == nil {
			won++
		} else {
			assert.ErrorIs(t, err, errConflict)
		}
	}
	assert.Equal(t, 1, won, "one append of move 2 is saved")

	want := *g
	want.Moves = []string{"7D+9S=6C+10D", "6H", "KS"}
	want.Updated = at.Add(3 * time.Second)
	check := func(got *storedGame) {
		t.Helper()
		assert.Equal(t, want.ID, got.ID)
		assert.Equal(t, want.Game, got.Game)
		assert.JSONEq(t, string(want.Record), string(got.Record))
		assert.Equal(t, want.Players, got.Players)
		assert.Equal(t, want.Hashes, got.Hashes)
		assert.Equal(t, want.Client, got.Client)
		assert.True(t, want.Created.Equal(got.Created), "created %v", got.Created)
		assert.True(t, want.Updated.Equal(got.Updated), "updated %v", got.Updated)
		assert.Equal(t, want.Moves, got.Moves)
	}
	got, err := st.load(ctx, g.ID)
	require.NoError(t, err)
	check(got)
	games, err := st.open(ctx)
	require.NoError(t, err)
	require.Len(t, games, 1)
	check(games[0])
	moves, err := st.moves(ctx, g.ID, 1)
	require.NoError(t, err)
	assert.Equal(t, []string{"6H", "KS"}, moves)
	moves, err = st.moves(ctx, g.ID, 3)
	require.NoError(t, err)
	assert.Empty(t, moves)

	id, seat, err := st.lookup(ctx, tokenHash(token))
	require.NoError(t, err)
	assert.Equal(t, g.ID, id)
	assert.Equal(t, 0, seat)
	_, _, err = st.lookup(ctx, tokenHash(token+"x"))
	assert.ErrorIs(t, err, errNoGame)
	_, _, err = st.lookup(ctx, "")
	assert.ErrorIs(t, err, errNoGame, "a bot's seat has no hash to find")

	// Freed, the game is gone, with its moves and its tokens' hashes.
	require.NoError(t, st.free(ctx, g.ID))
	require.NoError(t, st.free(ctx, g.ID), "freeing twice does nothing")
	_, err = st.load(ctx, g.ID)
	assert.ErrorIs(t, err, errNoGame)
	_, _, err = st.lookup(ctx, tokenHash(token))
	assert.ErrorIs(t, err, errNoGame)
	assert.ErrorIs(t, st.appendMove(ctx, g.ID, 3, "JS", at), errNoGame)
	games, err = st.open(ctx)
	require.NoError(t, err)
	assert.Empty(t, games)
	require.NoError(t, st.create(ctx, g), "a freed id may be made again")
	moves, err = st.moves(ctx, g.ID, 0)
	require.NoError(t, err)
	assert.Empty(t, moves, "with no old move")

	// Loads while moves are appended read a whole prefix of the moves.
	const n = 40
	appended := make(chan error, 1)
	go func() {
		for i := range n {
			if err := st.appendMove(ctx, g.ID, i, "m"+strconv.Itoa(i), at); err != nil {
				appended <- err
				return
			}
		}
		appended <- nil
	}()
	for done := false; !done; {
		select {
		case err := <-appended:
			require.NoError(t, err)
			done = true
		default:
		}
		got, err := st.load(ctx, g.ID)
		require.NoError(t, err)
		for i, m := range got.Moves {
			require.Equal(t, "m"+strconv.Itoa(i), m)
		}
		games, err := st.open(ctx)
		require.NoError(t, err)
		require.Len(t, games, 1)
		for i, m := range games[0].Moves {
			require.Equal(t, "m"+strconv.Itoa(i), m)
		}
	}
	got, err = st.load(ctx, g.ID)
	require.NoError(t, err)
	assert.Len(t, got.Moves, n)
	require.NoError(t, st.free(ctx, g.ID))
	return token
}

// BenchmarkAppendMove measures a move's save, which a move's answer waits
// for: go -C examples/web test . -run '^$' -bench AppendMove -benchmem.
func BenchmarkAppendMove(b *testing.B) {
	ctx := context.Background()
	for _, name := range []string{"memory", "sqlite", "postgres"} {
		b.Run(name, func(b *testing.B) {
			var st store
			var err error
			switch name {
			case "memory":
				st = newMemStore()
			case "sqlite":
				st, err = openStore(ctx, "sqlite:"+filepath.Join(b.TempDir(), "games.db"))
			case "postgres":
				st, err = openStore(ctx, startPostgres(b))
			}
			require.NoError(b, err)
			defer st.close()
			g := &storedGame{ID: newToken(), Game: "equi", Record: json.RawMessage(`{}`), Players: []string{human, human},
				Hashes: []string{tokenHash(newToken()), tokenHash(newToken())}}
			require.NoError(b, st.create(ctx, g))
			b.ResetTimer()
			for i := range b.N {
				if err := st.appendMove(ctx, g.ID, i, "7D+9S=6C+10D", time.Unix(0, int64(i))); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
