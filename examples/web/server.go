package main

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
)

// static holds the page: plain HTML, CSS and JavaScript, with no build step.
//
//go:embed static
var static embed.FS

const (
	// maxBody is the largest request body read.
	maxBody = 16 << 10
	// writeTimeout bounds every write to a client, an event of a stream too.
	writeTimeout = 15 * time.Second
	// keepAlive is how often an idle event stream sends a comment, so that
	// proxies and browsers keep it open.
	keepAlive = 20 * time.Second
	// maxName is the longest seat name accepted, in bytes.
	maxName = 40
)

// config holds the server's settings.
type config struct {
	botDelay   time.Duration // a bot's pause before it moves
	iterations int           // the ISMCTS bots' iterations per move
	maxGames   int           // the most tables kept at once
	logf       func(format string, args ...any)
}

// server keeps the tables in memory and serves the page and the API.
type server struct {
	cfg config

	// ctx lives as long as the server: the bots and the event streams end
	// when close cancels it.
	ctx    context.Context
	cancel context.CancelFunc
	bots   sync.WaitGroup // the bots' goroutines

	mu     sync.Mutex
	tables map[string]*table   // by table id
	seats  map[string]seatLink // by a human seat's token
}

// seatLink is what a seat's token opens: one seat of one table.
type seatLink struct {
	table *table
	seat  int
}

// newServer returns a server with no table.
func newServer(cfg config) *server {
	if cfg.logf == nil {
		cfg.logf = log.Printf
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &server{
		cfg:    cfg,
		ctx:    ctx,
		cancel: cancel,
		tables: make(map[string]*table),
		seats:  make(map[string]seatLink),
	}
}

// close stops every bot and ends every event stream, and returns once the
// bots' goroutines have ended. A bot thinking finishes its search first.
func (s *server) close() {
	s.cancel()
	s.bots.Wait()
}

// handler returns the server's routes.
func (s *server) handler() http.Handler {
	mux := http.NewServeMux()
	assets, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded directory is part of the program
	}
	files := http.StripPrefix("/static/", http.FileServerFS(assets))
	mux.HandleFunc("GET /static/", func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/") {
			http.NotFound(w, r) // no listing of the directory
			return
		}
		files.ServeHTTP(w, r)
	})
	mux.HandleFunc("GET /{$}", s.page)
	mux.HandleFunc("GET /play/{token}", s.seatPage)
	mux.HandleFunc("GET /table/{id}", s.tablePage)

	mux.HandleFunc("POST /api/games", s.createGame)
	mux.HandleFunc("GET /api/seats/{token}", s.seatRequest(s.seatView))
	mux.HandleFunc("GET /api/seats/{token}/events", s.seatRequest(s.seatEvents))
	mux.HandleFunc("POST /api/seats/{token}/moves", s.seatRequest(s.seatMove))
	mux.HandleFunc("GET /api/tables/{id}", s.tableRequest(s.seatView))
	mux.HandleFunc("GET /api/tables/{id}/events", s.tableRequest(s.seatEvents))
	// Every other path under a seat or a table, a missing token included,
	// is refused the same way as a wrong token.
	mux.HandleFunc("/api/seats/", forbidden)
	mux.HandleFunc("/api/tables/", forbidden)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "no such API", "")
	})
	return headers(mux)
}

// headers sets what every response carries: no caching of the API and the
// pages (a seat's page holds its token), no referrer (so that the secret link
// does not leak to other sites), and a content security policy that runs the
// page's own script and nothing else.
func headers(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Referrer-Policy", "no-referrer")
		hd.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
		if !strings.HasPrefix(r.URL.Path, "/static/") {
			hd.Set("Cache-Control", "no-store")
		}
		h.ServeHTTP(w, r)
	})
}

// page serves the page: the same document for the set-up, a seat and a
// table; its script reads the address.
func (s *server) page(w http.ResponseWriter, r *http.Request) {
	data, err := static.ReadFile("static/index.html")
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(data)
}

// seatPage serves the page of a seat, or 403 for a token that opens none.
func (s *server) seatPage(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.seat(r.PathValue("token")); !ok {
		http.Error(w, "403 forbidden: this link opens no seat", http.StatusForbidden)
		return
	}
	s.page(w, r)
}

// tablePage serves the page of a table, or 403 for an id that names none.
func (s *server) tablePage(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.table(r.PathValue("id")); !ok {
		http.Error(w, "403 forbidden: this link opens no table", http.StatusForbidden)
		return
	}
	s.page(w, r)
}

// seat returns the seat a token opens.
func (s *server) seat(token string) (seatLink, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := s.seats[token]
	return l, ok
}

// table returns the table of an id.
func (s *server) table(id string) (*table, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.tables[id]
	return t, ok
}

// seatRequest checks a request's seat token and passes the seat on; a token
// that opens no seat gets 403 and nothing else.
func (s *server) seatRequest(h func(http.ResponseWriter, *http.Request, *table, int)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		l, ok := s.seat(r.PathValue("token"))
		if !ok {
			forbidden(w, r)
			return
		}
		h(w, r, l.table, l.seat)
	}
}

// tableRequest checks a request's table id and passes the table on with the
// spectators' seat, -1.
func (s *server) tableRequest(h func(http.ResponseWriter, *http.Request, *table, int)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		t, ok := s.table(r.PathValue("id"))
		if !ok {
			forbidden(w, r)
			return
		}
		h(w, r, t, spectator)
	}
}

// forbidden refuses a request whose token opens nothing.
func forbidden(w http.ResponseWriter, r *http.Request) {
	writeError(w, http.StatusForbidden, "this link opens no seat or table", "")
}

// seatView answers with the seat's message (the spectators' for seat -1).
func (s *server) seatView(w http.ResponseWriter, r *http.Request, t *table, seat int) {
	msg, err := t.message(seat)
	if err != nil {
		s.internal(w, err)
		return
	}
	writeJSON(w, http.StatusOK, msg)
}

// seatEvents streams the seat's messages (the spectators' for seat -1).
func (s *server) seatEvents(w http.ResponseWriter, r *http.Request, t *table, seat int) {
	s.stream(w, r, t, seat)
}

// moveRequest is the body of a move.
type moveRequest struct {
	Move string `json:"move"` // the move in the game's notation
	// Version, when given, must be the game's version: the number of moves
	// played. A page sends the version it shows, so that a second click on
	// a stale page plays nothing.
	Version *int `json:"version"`
}

// seatMove plays a move for the seat.
func (s *server) seatMove(w http.ResponseWriter, r *http.Request, t *table, seat int) {
	var req moveRequest
	if !readJSON(w, r, &req) {
		return
	}
	if req.Move == "" {
		writeError(w, http.StatusBadRequest, `the body needs a "move"`, "")
		return
	}
	err := t.playHuman(seat, req.Move, req.Version)
	var se *staleError
	var te *turnError
	var pe *cards.ParseError
	switch {
	case err == nil:
	case errors.As(err, &se):
		writeError(w, http.StatusConflict, err.Error(), "stale")
		return
	case errors.As(err, &te):
		writeError(w, http.StatusUnprocessableEntity, err.Error(), "turn")
		return
	case errors.As(err, &pe):
		writeError(w, http.StatusUnprocessableEntity, err.Error(), "syntax")
		return
	case errors.Is(err, cards.ErrIllegalMove):
		writeError(w, http.StatusUnprocessableEntity, err.Error(), "illegal")
		return
	default:
		s.internal(w, err)
		return
	}
	s.seatView(w, r, t, seat)
}

// internal answers 500 for a failure of the server itself, and logs it.
func (s *server) internal(w http.ResponseWriter, err error) {
	s.cfg.logf("web: %v", err)
	writeError(w, http.StatusInternalServerError, "internal error", "")
}

// stream pushes the message of seat after every change of the table, as
// server-sent events, until the client goes or the server closes. Changes
// that come faster than the client reads are merged: every message is the
// whole picture, so the latest one is enough.
func (s *server) stream(w http.ResponseWriter, r *http.Request, t *table, seat int) {
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	ping := time.NewTicker(keepAlive)
	defer ping.Stop()
	last, lastErr := -1, ""
	for {
		msg, err := t.message(seat)
		if err != nil {
			s.cfg.logf("web: %v", err)
			return
		}
		if msg.Version != last || msg.Error != lastErr {
			data, err := json.Marshal(msg)
			if err != nil {
				s.cfg.logf("web: %v", err)
				return
			}
			if !send(w, rc, "event: state\ndata: "+string(data)+"\n\n") {
				return
			}
			last, lastErr = msg.Version, msg.Error
		}
		select {
		case <-msg.changed:
		case <-ping.C:
			if !send(w, rc, ": ping\n\n") {
				return
			}
		case <-r.Context().Done():
			return
		case <-s.ctx.Done():
			return
		}
	}
}

// send writes one event and flushes it, giving the write its own deadline.
// It reports whether the client took it.
func send(w io.Writer, rc *http.ResponseController, event string) bool {
	// Not every ResponseWriter supports deadlines (httptest's recorder does
	// not); the server's WriteTimeout then applies to the whole stream.
	_ = rc.SetWriteDeadline(time.Now().Add(writeTimeout))
	if _, err := io.WriteString(w, event); err != nil {
		return false
	}
	return rc.Flush() == nil
}

// seatRequestJSON is a seat as a game's set-up asks for it.
type seatRequestJSON struct {
	Name   string `json:"name"`   // the name shown; empty for a default
	Player string `json:"player"` // "human", or a bot: "random", "greedy", "ismcts"
}

// createRequest is the body of a new game.
type createRequest struct {
	Game    string            `json:"game"`    // "boxes" or "equi"
	Seats   []seatRequestJSON `json:"seats"`   // one per seat, in seat order
	Players int               `json:"players"` // Equi: the number of seats; 0 means len(seats)
	Deals   string            `json:"deals"`   // Boxes: the deal sizes, such as "8"; "" for the standard match
	Dealer  int               `json:"dealer"`  // the first dealer
	// Seed, a string of decimal digits as in the library's records, deals
	// the cards and seeds the bots; "" for a random one.
	Seed string `json:"seed"`
}

// seatCreated is a seat in the answer to a new game.
type seatCreated struct {
	Seat   int    `json:"seat"`
	Name   string `json:"name"`
	Player string `json:"player"`
	Link   string `json:"link,omitempty"` // a person's secret link: /play/{token}
}

// created is the answer to a new game.
type created struct {
	ID    string        `json:"id"`
	Game  string        `json:"game"`
	Table string        `json:"table"` // the spectators' link: /table/{id}
	Seats []seatCreated `json:"seats"`
}

// createGame starts a game from the set-up in the body.
func (s *server) createGame(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if !readJSON(w, r, &req) {
		return
	}
	seed, err := req.seed()
	if err == nil {
		err = req.check()
	}
	if err != nil {
		writeError(w, http.StatusUnprocessableEntity, err.Error(), "settings")
		return
	}
	names := make([]string, len(req.Seats))
	players := make([]string, len(req.Seats))
	for i, st := range req.Seats {
		names[i] = strings.TrimSpace(st.Name)
		players[i] = st.Player
		if names[i] == "" {
			names[i] = defaultName(i, st.Player)
		}
	}
	var eng engine
	switch req.Game {
	case boxes.GameName:
		eng, err = newBoxesEngine(req.Deals, req.Dealer, seed, names, players, s.cfg.iterations)
	case equi.GameName:
		eng, err = newEquiEngine(len(req.Seats), req.Dealer, seed, names, players, s.cfg.iterations)
	}
	if err != nil {
		writeError(w, http.StatusUnprocessableEntity, err.Error(), "settings")
		return
	}
	t, tokens, err := s.add(req.Game, eng, names, players)
	if err != nil {
		writeError(w, http.StatusServiceUnavailable, err.Error(), "full")
		return
	}
	out := created{ID: t.id, Game: req.Game, Table: "/table/" + t.id}
	for i := range names {
		sc := seatCreated{Seat: i, Name: names[i], Player: players[i]}
		if tokens[i] != "" {
			sc.Link = "/play/" + tokens[i]
		}
		out.Seats = append(out.Seats, sc)
	}
	writeJSON(w, http.StatusCreated, out)
}

// seed returns the request's seed, or a random one.
func (req *createRequest) seed() (uint64, error) {
	if req.Seed == "" {
		var b [8]byte
		rand.Read(b[:]) // crypto/rand: never fails
		return binary.LittleEndian.Uint64(b[:]), nil
	}
	n, err := strconv.ParseUint(req.Seed, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("seed: want a decimal number from 0 to 2^64-1, not %q", req.Seed)
	}
	return n, nil
}

// check refuses a set-up the server cannot seat; the rules themselves are
// checked by the library when the game is dealt.
func (req *createRequest) check() error {
	switch req.Game {
	case boxes.GameName:
		if len(req.Seats) != boxes.NumSeats {
			return fmt.Errorf("boxes: want %d seats, not %d", boxes.NumSeats, len(req.Seats))
		}
		if req.Players != 0 && req.Players != boxes.NumSeats {
			return fmt.Errorf("boxes: players: want %d, not %d", boxes.NumSeats, req.Players)
		}
	case equi.GameName:
		if len(req.Seats) < equi.MinPlayers || len(req.Seats) > equi.MaxPlayers {
			return fmt.Errorf("equi: want %d to %d seats, not %d", equi.MinPlayers, equi.MaxPlayers, len(req.Seats))
		}
		if req.Players != 0 && req.Players != len(req.Seats) {
			return fmt.Errorf("equi: players is %d but %d seats are given", req.Players, len(req.Seats))
		}
		if req.Deals != "" {
			return errors.New("equi: deals is a setting of boxes")
		}
	default:
		return fmt.Errorf("game: want %q or %q, not %q", boxes.GameName, equi.GameName, req.Game)
	}
	for i, st := range req.Seats {
		switch st.Player {
		case human, "random", "greedy", "ismcts":
		default:
			return fmt.Errorf("seat %d: player: want human, random, greedy or ismcts, not %q", i, st.Player)
		}
		if len(st.Name) > maxName || !utf8.ValidString(st.Name) || strings.ContainsFunc(st.Name, isControl) {
			return fmt.Errorf("seat %d: a name is at most %d bytes of text without control characters", i, maxName)
		}
	}
	return nil
}

// isControl reports whether r is a control character, line breaks included.
func isControl(r rune) bool { return r < ' ' || r == 0x7f || (r >= 0x80 && r < 0xa0) }

// human is the player of a seat kept for a person.
const human = "human"

// defaultName is the name of a seat set up without one.
func defaultName(seat int, player string) string {
	if player == human {
		return fmt.Sprintf("Player %d", seat+1)
	}
	return fmt.Sprintf("Bot %d (%s)", seat+1, player)
}

// add keeps a new table, makes a token for each person's seat and starts the
// bots. When the server holds its most tables it forgets the one that
// finished first; when none has finished it refuses.
func (s *server) add(game string, eng engine, names, players []string) (*table, []string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.tables) >= s.cfg.maxGames && !s.forgetFinished() {
		return nil, nil, errors.New("the server holds its most games and none has finished; try again later")
	}
	t := newTable(newToken(), game, eng, names, players)
	tokens := make([]string, len(players))
	for seat, p := range players {
		if p == human {
			tokens[seat] = newToken()
			s.seats[tokens[seat]] = seatLink{table: t, seat: seat}
		}
	}
	t.tokens = tokens
	s.tables[t.id] = t
	for seat, p := range players {
		if p != human {
			s.bots.Add(1)
			go func() {
				defer s.bots.Done()
				t.runBot(s.ctx, seat, s.cfg.botDelay, s.cfg.logf)
			}()
		}
	}
	return t, tokens, nil
}

// forgetFinished forgets the table that finished first, with its tokens, and
// reports whether there was one. s.mu is held.
func (s *server) forgetFinished() bool {
	var first *table
	var firstAt time.Time
	for _, t := range s.tables {
		if at, ok := t.finished(); ok && (first == nil || at.Before(firstAt)) {
			first, firstAt = t, at
		}
	}
	if first == nil {
		return false
	}
	t := first
	delete(s.tables, t.id)
	for _, tok := range t.tokens {
		delete(s.seats, tok)
	}
	return true
}

// newToken returns an unguessable token: 130 random bits from crypto/rand,
// in base 32.
func newToken() string { return rand.Text() }

// readJSON decodes the body into v: one JSON value with known members only,
// at most maxBody bytes. On failure it answers 400 (413 for a body too long)
// and returns false.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil {
		if _, err2 := dec.Token(); err2 != io.EOF {
			err = errors.New("data after the JSON value")
		}
	}
	var me *http.MaxBytesError
	switch {
	case err == nil:
		return true
	case errors.As(err, &me):
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the body is over %d bytes", maxBody), "")
	default:
		writeError(w, http.StatusBadRequest, "malformed JSON: "+err.Error(), "json")
	}
	return false
}

// apiError is the body of every error answer.
type apiError struct {
	Error string `json:"error"`          // what went wrong, for a person
	Kind  string `json:"kind,omitempty"` // "illegal", "syntax", "turn", "stale", "json", "settings", "full"
}

// writeError answers with an error body.
func writeError(w http.ResponseWriter, status int, msg, kind string) {
	writeJSON(w, status, apiError{Error: msg, Kind: kind})
}

// writeJSON answers with v as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		data = []byte(`{"error":"internal error"}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(append(data, '\n'))
}
