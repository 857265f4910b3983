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
	"mime"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/shedding"
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
	// maxPerClient is the most open games one client address may have made;
	// 0 for no limit.
	maxPerClient int
	// idle is how long a game may go without a move before the server ends
	// and frees it (sweep); 0 for never.
	idle time.Duration
	// hosts are the values of the Host header the server answers: a name
	// with a port matches exactly, a name alone on any port. Requests for
	// any other host are refused, so that a page of another site cannot
	// reach the server under a name of its own (DNS rebinding). No host: every
	// request is refused.
	hosts []string
	store store            // where the games are saved; nil for a memStore
	now   func() time.Time // the clock; nil for time.Now
	logf  func(format string, args ...any)
}

// server keeps the tables in memory, saved in its store, and serves the page
// and the API.
type server struct {
	cfg config

	// ctx lives as long as the server: the bots and the event streams end
	// when close cancels it.
	ctx    context.Context
	cancel context.CancelFunc
	bots   sync.WaitGroup // the bots' goroutines, and the server's own
	// botLoops counts the goroutines that play the tables' bots (one for
	// each table with bots), for the tests and the logs.
	botLoops atomic.Int64
	// shared says that other server processes use the store: tokens and
	// tables not in memory are looked up there.
	shared bool

	mu      sync.Mutex
	tables  map[string]*table   // by table id
	seats   map[string]seatLink // by the hash of a human seat's token
	clients map[string]int      // open games by the address that made them
}

// seatLink is what a seat's token opens: one seat of one table.
type seatLink struct {
	table *table
	seat  int
}

// newServer returns a server with no table; restore loads its store's.
func newServer(cfg config) *server {
	if cfg.logf == nil {
		cfg.logf = log.Printf
	}
	if cfg.now == nil {
		cfg.now = time.Now
	}
	if cfg.store == nil {
		cfg.store = newMemStore()
	}
	_, shared := cfg.store.(watcher)
	ctx, cancel := context.WithCancel(context.Background())
	return &server{
		cfg:     cfg,
		ctx:     ctx,
		cancel:  cancel,
		shared:  shared,
		tables:  make(map[string]*table),
		seats:   make(map[string]seatLink),
		clients: make(map[string]int),
	}
}

// close stops every bot and ends every event stream, and returns once the
// bots' goroutines have ended. A bot thinking finishes its search first. It
// does not close the store.
func (s *server) close() {
	s.cancel()
	s.bots.Wait()
}

// restore loads every open game of the store, as it was saved, and starts
// its bots, and returns how many. A game that cannot be rebuilt is logged
// and left in the store. When the store holds more games than maxGames, the
// oldest are freed as add frees them.
func (s *server) restore(ctx context.Context) (int, error) {
	games, err := s.cfg.store.open(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	now := s.cfg.now()
	for _, g := range games {
		// The time the server was down is not the players': a resumed
		// game's idle time starts again.
		if g.Updated.Before(now) {
			g.Updated = now
		}
		if _, err := s.install(g); err != nil {
			s.cfg.logf("web: restoring game %s: %v", g.ID, err)
			continue
		}
		n++
	}
	return n, nil
}

// watch follows the moves other server processes save in a shared store,
// so that this process's tables, bots and event streams play them too.
func (s *server) watch() error {
	w, ok := s.cfg.store.(watcher)
	if !ok {
		return nil
	}
	done, err := w.watch(s.ctx, s.moved)
	if err != nil {
		return err
	}
	s.bots.Go(func() { <-done })
	return nil
}

// moved catches table id up with the store's moves; id "" catches up every
// table.
func (s *server) moved(id string, moves int) {
	s.mu.Lock()
	var tables []*table
	if id == "" {
		for _, t := range s.tables {
			tables = append(tables, t)
		}
		moves = -1
	} else if t, ok := s.tables[id]; ok {
		tables = append(tables, t)
	}
	s.mu.Unlock()
	for _, t := range tables {
		if err := t.catchUp(moves); err != nil {
			s.cfg.logf("web: %v", err)
		}
	}
}

// sweeper runs sweep every tenth of the idle time, at most every minute,
// until the server closes.
func (s *server) sweeper() {
	if s.cfg.idle <= 0 {
		return
	}
	every := min(s.cfg.idle/10, time.Minute)
	s.bots.Go(func() {
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				if n := s.sweep(); n > 0 {
					s.cfg.logf("web: freed %d games with no move for %v", n, s.cfg.idle)
				}
			case <-s.ctx.Done():
				return
			}
		}
	})
}

// sweep ends and frees every game with no move for the idle time, finished
// ones included, and returns how many; it returns once their bots'
// goroutines have ended.
func (s *server) sweep() int {
	if s.cfg.idle <= 0 {
		return 0
	}
	now := s.cfg.now()
	s.mu.Lock()
	var idle []*table
	for _, t := range s.tables {
		if now.Sub(t.idleSince()) >= s.cfg.idle {
			idle = append(idle, t)
			s.forget(t)
		}
	}
	s.mu.Unlock()
	s.free(idle)
	return len(idle)
}

// forget takes t out of the server's maps and stops its bots and event
// streams; free then takes it out of the store. s.mu is held.
func (s *server) forget(t *table) {
	delete(s.tables, t.id)
	for _, h := range t.hashes {
		if h != "" {
			delete(s.seats, h)
		}
	}
	if s.clients[t.client]--; s.clients[t.client] <= 0 {
		delete(s.clients, t.client)
	}
	t.cancel()
	t.mu.Lock()
	t.freed = true
	t.mu.Unlock()
}

// free deletes forgotten tables from the store, and returns once their
// bots' goroutines have ended: at once for bots waiting for their turn or
// pausing, after its search for a bot thinking.
func (s *server) free(tables []*table) {
	for _, t := range tables {
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		if err := s.cfg.store.free(ctx, t.id); err != nil {
			s.cfg.logf("web: freeing game %s: %v", t.id, err)
		}
		cancel()
	}
	for _, t := range tables {
		t.bots.Wait()
	}
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
	mux.HandleFunc("POST /api/seats/{token}/ready", s.seatRequest(s.seatReady))
	mux.HandleFunc("POST /api/seats/{token}/rematch", s.seatRequest(s.seatRematch))
	mux.HandleFunc("GET /api/seats/{token}/record", s.seatRequest(s.gameRecord))
	mux.HandleFunc("GET /api/tables/{id}/record", s.tableRequest(s.gameRecord))
	mux.HandleFunc("POST /api/replay", s.replay)
	mux.HandleFunc("GET /replay", s.page)
	mux.HandleFunc("GET /rules/{game}", s.rulesPage)
	mux.HandleFunc("GET /api/tables/{id}", s.tableRequest(s.seatView))
	mux.HandleFunc("GET /api/tables/{id}/events", s.tableRequest(s.seatEvents))
	// Every other path under a seat or a table, a missing token included,
	// is refused the same way as a wrong token.
	mux.HandleFunc("/api/seats/", forbidden)
	mux.HandleFunc("/api/tables/", forbidden)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "no such API", "")
	})
	return headers(s.guard(mux))
}

// guard refuses what no page of this server sends: a request for another
// host (403), and a POST from another site (403) or without a JSON body
// (415). Browsers send Sec-Fetch-Site and Origin with a script's POST, and a
// page of another site cannot send Content-Type: application/json without
// asking first (a CORS preflight, which the server does not answer), so a
// cross-site form or fetch changes nothing. Clients that are not browsers
// send neither header, and are let through as the same origin.
func (s *server) guard(h http.Handler) http.Handler {
	origins := http.NewCrossOriginProtection()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.allowedHost(r.Host) {
			writeError(w, http.StatusForbidden, "this server does not answer for the host "+strconv.Quote(r.Host), "host")
			return
		}
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
		default:
			if err := origins.Check(r); err != nil {
				writeError(w, http.StatusForbidden, "a request from another site is refused: "+err.Error(), "origin")
				return
			}
			if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
				writeError(w, http.StatusUnsupportedMediaType, `the body must be sent as "Content-Type: application/json"`, "json")
				return
			}
		}
		h.ServeHTTP(w, r)
	})
}

// allowedHost reports whether host, the Host of a request, is one of the
// server's hosts.
func (s *server) allowedHost(host string) bool {
	name := host
	if h, _, err := net.SplitHostPort(host); err == nil {
		name = h
	}
	for _, want := range s.cfg.hosts {
		if strings.EqualFold(want, host) {
			return true
		}
		if _, _, err := net.SplitHostPort(want); err != nil && strings.EqualFold(strings.Trim(want, "[]"), strings.Trim(name, "[]")) {
			return true
		}
	}
	return false
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

// seatPage serves the page of a seat, or a 403 page for a token that opens
// none.
func (s *server) seatPage(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.seat(r.PathValue("token")); !ok {
		s.linkGone(w, "seat")
		return
	}
	s.page(w, r)
}

// tablePage serves the page of a table, or a 403 page for an id that names
// none.
func (s *server) tablePage(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.table(r.PathValue("id")); !ok {
		s.linkGone(w, "table")
		return
	}
	s.page(w, r)
}

// linkGone answers a page link that opens nothing, a seat's or a table's
// (what), with status 403 and a page a person reads: what may have
// happened and where to go. It repeats nothing of the link.
func (s *server) linkGone(w http.ResponseWriter, what string) {
	ended := "A game the server has let go, after it ended or went without a move for a long time, opens no more."
	if s.cfg.idle > 0 {
		ended = fmt.Sprintf("A game ends when it goes %v without a move, or when the server needs its place once it is over; its links then open nothing.", s.cfg.idle)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusForbidden)
	fmt.Fprintf(w, linkGonePage, what, what, ended)
}

// linkGonePage is the page of a link that opens nothing: the kind of link
// twice, then what ends a game.
const linkGonePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>This link opens no game</title>
<link rel="stylesheet" href="/static/style.css">
</head>
<body>
<main id="gone">
<section class="panel">
<h1>This link opens no game</h1>
<p>This %s link is not one this server knows: the game may have ended, or the link may be cut short or mistyped (a %s link is case sensitive).</p>
<p>%s</p>
<p>If you were playing, ask the person who started the game for a new game, or <a href="/">start one yourself</a>.</p>
</section>
</main>
</body>
</html>
`

// seat returns the seat a token opens. When other processes share the
// store, a token not in memory is looked up there, and its game loaded.
func (s *server) seat(token string) (seatLink, bool) {
	hash := tokenHash(token)
	s.mu.Lock()
	l, ok := s.seats[hash]
	s.mu.Unlock()
	if ok || !s.shared {
		return l, ok
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	id, seat, err := s.cfg.store.lookup(ctx, hash)
	if err != nil {
		return seatLink{}, false
	}
	t, ok := s.loadShared(ctx, id)
	if !ok {
		return seatLink{}, false
	}
	return seatLink{table: t, seat: seat}, true
}

// table returns the table of an id. When other processes share the store,
// an id not in memory is looked up there.
func (s *server) table(id string) (*table, bool) {
	s.mu.Lock()
	t, ok := s.tables[id]
	s.mu.Unlock()
	if ok || !s.shared {
		return t, ok
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	return s.loadShared(ctx, id)
}

// loadShared loads game id from a shared store, made or played by another
// process, and plays the moves saved while it loaded.
func (s *server) loadShared(ctx context.Context, id string) (*table, bool) {
	g, err := s.cfg.store.load(ctx, id)
	if err != nil {
		if !errors.Is(err, errNoGame) {
			s.cfg.logf("web: loading game %s: %v", id, err)
		}
		return nil, false
	}
	t, err := s.install(g)
	if err != nil {
		s.cfg.logf("web: loading game %s: %v", id, err)
		return nil, false
	}
	if err := t.catchUp(-1); err != nil {
		s.cfg.logf("web: %v", err)
	}
	return t, true
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
	t.arrive(seat)
	msg, err := t.message(seat)
	if err != nil {
		s.internal(w, err)
		return
	}
	writeJSON(w, http.StatusOK, msg)
}

// seatEvents streams the seat's messages (the spectators' for seat -1).
func (s *server) seatEvents(w http.ResponseWriter, r *http.Request, t *table, seat int) {
	t.arrive(seat)
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
	case errors.Is(err, errFreed):
		writeError(w, http.StatusGone, err.Error(), "freed")
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
	last, lastErr, lastRematch, lastWaiting := -1, "", "", ""
	for {
		msg, err := t.message(seat)
		if err != nil {
			s.cfg.logf("web: %v", err)
			return
		}
		waiting := fmt.Sprint(msg.Waiting)
		if msg.Version != last || msg.Error != lastErr || msg.Rematch != lastRematch || waiting != lastWaiting {
			data, err := json.Marshal(msg)
			if err != nil {
				s.cfg.logf("web: %v", err)
				return
			}
			if !send(w, rc, "event: state\ndata: "+string(data)+"\n\n") {
				return
			}
			last, lastErr, lastRematch, lastWaiting = msg.Version, msg.Error, msg.Rematch, waiting
		}
		select {
		case <-msg.changed:
		case <-ping.C:
			if !send(w, rc, ": ping\n\n") {
				return
			}
		case <-r.Context().Done():
			return
		case <-t.ctx.Done():
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
	Game string `json:"game"` // "boxes", "equi", "crazy-eights", or a table of variant.FishingGames ("scopa", "escoba") or variant.SheddingGames ("mau-mau", "switch")
	// Variant is a shipped variant of Boxes or Equi (examples/variant:
	// "jack-draws-two" of Boxes, "sweep" of Equi), or "" for the standard
	// game. Crazy Eights is a game of its own: game "crazy-eights".
	Variant string            `json:"variant"`
	Seats   []seatRequestJSON `json:"seats"`   // one per seat, in seat order
	Players int               `json:"players"` // Equi and the shedding games: the number of seats; 0 means len(seats)
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
	ID      string        `json:"id"`
	Game    string        `json:"game"`
	Variant string        `json:"variant,omitempty"` // the variant of Boxes or Equi, as asked for
	Table   string        `json:"table"`             // the spectators' link: /table/{id}
	Seats   []seatCreated `json:"seats"`
}

// createGame starts a game from the set-up in the body.
func (s *server) createGame(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if !readJSON(w, r, &req) {
		return
	}
	g, eng, err := s.setUp(req, clientAddr(r))
	if err != nil {
		writeError(w, http.StatusUnprocessableEntity, err.Error(), "settings")
		return
	}
	t, tokens, err := s.add(g, eng)
	var le *limitError
	switch {
	case errors.As(err, &le):
		writeError(w, le.status, err.Error(), le.kind)
		return
	case err != nil:
		s.internal(w, err)
		return
	}
	out := created{ID: t.id, Game: req.Game, Variant: req.Variant, Table: "/table/" + t.id}
	for i, p := range t.players {
		sc := seatCreated{Seat: i, Name: p.Name, Player: p.Player}
		if tokens[i] != "" {
			sc.Link = "/play/" + tokens[i]
		}
		out.Seats = append(out.Seats, sc)
	}
	writeJSON(w, http.StatusCreated, out)
}

// setUp checks a new game's set-up, deals it, and returns the game to save
// (without its id and tokens, which add makes) and its engine.
func (s *server) setUp(req createRequest, client string) (*storedGame, engine, error) {
	seed, err := req.seed()
	if err == nil {
		err = req.check()
	}
	if err != nil {
		return nil, nil, err
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
	d := cards.Deal{Dealer: req.Dealer, Seed: seed}
	var rec *cards.Record
	switch req.Game {
	case boxesName:
		var r boxes.Rules
		if r, err = boxesRules(req.Variant, req.Deals); err == nil {
			rec, err = dealRecord[boxes.State, boxes.Move, boxes.View](r, d, names)
		}
	case equiName:
		var r equi.Rules
		if r, err = variant.Equi(req.Variant, len(req.Seats)); err == nil {
			rec, err = dealRecord[equi.State, equi.Move, equi.View](r, d, names)
		}
	case crazyEightsName:
		rec, err = dealRecord[crazyeights.State, crazyeights.Move, crazyeights.View](crazyeights.Rules{Players: len(req.Seats)}, d, names)
	case scopaName, escobaName:
		rec, err = dealFishing(req.Game, d, names)
	default: // a table of variant.SheddingGames, as check found
		var r shedding.Rules
		if r, err = tableRules(req.Game, len(req.Seats)); err == nil {
			rec, err = dealRecord[shedding.State, shedding.Move, shedding.View[shedding.Rules]](r, d, names)
		}
	}
	if err != nil {
		return nil, nil, err
	}
	g := &storedGame{Game: req.Game, Players: players, Client: client}
	if g.Record, err = json.Marshal(rec); err != nil {
		return nil, nil, err
	}
	eng, err := s.engine(g, nil)
	if err != nil {
		return nil, nil, err
	}
	return g, eng, nil
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
	case boxesName:
		if len(req.Seats) != boxes.NumSeats {
			return fmt.Errorf("boxes: want %d seats, not %d", boxes.NumSeats, len(req.Seats))
		}
		if req.Players != 0 && req.Players != boxes.NumSeats {
			return fmt.Errorf("boxes: players: want %d, not %d", boxes.NumSeats, req.Players)
		}
	case equiName:
		if len(req.Seats) < equi.MinPlayers || len(req.Seats) > equi.MaxPlayers {
			return fmt.Errorf("equi: want %d to %d seats, not %d", equi.MinPlayers, equi.MaxPlayers, len(req.Seats))
		}
		if req.Players != 0 && req.Players != len(req.Seats) {
			return fmt.Errorf("equi: players is %d but %d seats are given", req.Players, len(req.Seats))
		}
		if req.Deals != "" {
			return errors.New("equi: deals is a setting of boxes")
		}
	case crazyEightsName:
		if len(req.Seats) < crazyeights.MinPlayers || len(req.Seats) > crazyeights.MaxPlayers {
			return fmt.Errorf("crazy-eights: want %d to %d seats, not %d", crazyeights.MinPlayers, crazyeights.MaxPlayers, len(req.Seats))
		}
		if req.Players != 0 && req.Players != len(req.Seats) {
			return fmt.Errorf("crazy-eights: players is %d but %d seats are given", req.Players, len(req.Seats))
		}
		if req.Deals != "" {
			return errors.New("crazy-eights: deals is a setting of boxes")
		}
		if req.Variant != "" {
			return fmt.Errorf("crazy-eights: variant: it has none, not %q", req.Variant)
		}
	default:
		least, most, ok := tableLimits(req.Game)
		if !ok {
			return fmt.Errorf("game: want one of %s, not %q", strings.Join(gameNames(), ", "), req.Game)
		}
		if len(req.Seats) < least || len(req.Seats) > most {
			return fmt.Errorf("%s: want %d to %d seats, not %d", req.Game, least, most, len(req.Seats))
		}
		if req.Players != 0 && req.Players != len(req.Seats) {
			return fmt.Errorf("%s: players is %d but %d seats are given", req.Game, req.Players, len(req.Seats))
		}
		if req.Deals != "" {
			return fmt.Errorf("%s: deals is a setting of boxes", req.Game)
		}
		if req.Variant != "" {
			return fmt.Errorf("%s: variant: it has none, not %q", req.Game, req.Variant)
		}
	}
	if req.Variant == crazyEightsName {
		return fmt.Errorf("variant: crazy-eights is a game of its own: ask for game %q", crazyEightsName)
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

// clientAddr returns the address a request comes from, without its port:
// the games made are counted by it. Behind a proxy every request comes from
// the proxy.
func clientAddr(r *http.Request) string {
	if h, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return h
	}
	return r.RemoteAddr
}

// limitError refuses a new game the server has no room for.
type limitError struct {
	status int
	kind   string // "full" or "limit"
	msg    string
}

func (e *limitError) Error() string { return e.msg }

// engine returns the engine of a stored game with moves played.
func (s *server) engine(g *storedGame, moves []string) (engine, error) {
	var eng engine
	rec, err := decodeRecord(g.Game, g.Record)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", g.ID, err)
	}
	rec.Moves = moves
	switch g.Game {
	case boxesName:
		eng, err = newBoxesEngine(rec, g.Players, s.cfg.iterations)
	case equiName:
		eng, err = newEquiEngine(rec, g.Players, s.cfg.iterations)
	case crazyEightsName:
		eng, err = newCrazyEightsEngine(rec, g.Players, s.cfg.iterations)
	case scopaName, escobaName:
		eng, err = newFishingEngine(g.Game, rec, g.Players, s.cfg.iterations)
	default:
		if !isTable(g.Game) {
			return nil, fmt.Errorf("unknown game %q", g.Game)
		}
		eng, err = newTableEngine(g.Game, rec, g.Players, s.cfg.iterations)
	}
	if err != nil {
		return nil, err
	}
	return eng, nil
}

// newTable returns the table of a stored game whose engine has played its
// moves.
func (s *server) newTable(g *storedGame, eng engine) *table {
	t := &table{
		id:       g.ID,
		game:     g.Game,
		hashes:   g.Hashes,
		client:   g.Client,
		st:       s.cfg.store,
		now:      s.cfg.now,
		rebuild:  func(moves []string) (engine, error) { return s.engine(g, moves) },
		eng:      eng,
		moves:    g.Moves,
		version:  len(g.Moves),
		changed:  make(chan struct{}),
		lastMove: g.Updated,
		setup:    g,
		acked:    make([]int, len(g.Players)),
		awaited:  -1,
	}
	for seat := range t.acked {
		t.acked[seat] = eng.dealsOver()
	}
	t.ctx, t.cancel = context.WithCancel(s.ctx)
	if eng.turn() < 0 {
		t.finishAt = g.Updated
	}
	names := eng.names()
	for i, p := range g.Players {
		t.players = append(t.players, player{Name: names[i], Player: p})
	}
	return t
}

// add saves a new game in the store, keeps its table, makes a token for each
// person's seat and starts the bots. It refuses a game when its client has
// its most open games; when the server holds its most games it frees the
// one that finished first, or else the one with no move for the longest
// time. It returns a *limitError when it refuses.
func (s *server) add(g *storedGame, eng engine) (*table, []string, error) {
	now := s.cfg.now()
	g.ID, g.Created, g.Updated = newToken(), now, now
	tokens := make([]string, len(g.Players))
	g.Hashes = make([]string, len(g.Players))
	for seat, p := range g.Players {
		if p == human {
			tokens[seat] = newToken()
			g.Hashes[seat] = tokenHash(tokens[seat])
		}
	}
	t := s.newTable(g, eng)
	if people := slices.Index(g.Players, human); people >= 0 && slices.Index(g.Players[people+1:], human) < 0 && len(g.Players) > 1 {
		t.awaited = people // one person among bots: the bots wait for the player
	}

	// The table is kept before it is saved, so that the limits count it, but
	// nobody knows its id or tokens before add returns.
	s.mu.Lock()
	if s.cfg.maxPerClient > 0 && s.clients[g.Client] >= s.cfg.maxPerClient {
		s.mu.Unlock()
		return nil, nil, &limitError{http.StatusTooManyRequests, "limit",
			fmt.Sprintf("this address has %d open games, the most it may have; finish one, or wait for one to end", s.cfg.maxPerClient)}
	}
	var freed []*table
	if len(s.tables) >= s.cfg.maxGames {
		if victim := s.oldest(); victim != nil {
			s.forget(victim)
			freed = append(freed, victim)
		}
	}
	if len(s.tables) >= s.cfg.maxGames {
		s.mu.Unlock()
		return nil, nil, &limitError{http.StatusServiceUnavailable, "full", "the server holds its most games; try again later"}
	}
	s.keep(t)
	s.mu.Unlock()
	s.free(freed)

	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := s.cfg.store.create(ctx, g); err != nil {
		s.mu.Lock()
		s.forget(t)
		s.mu.Unlock()
		return nil, nil, fmt.Errorf("saving game %s: %w", g.ID, err)
	}
	s.startBots(t)
	return t, tokens, nil
}

// install keeps the table of a game read from the store, unless it is kept
// already, and starts its bots. It frees a game as add does when the server
// is full.
func (s *server) install(g *storedGame) (*table, error) {
	eng, err := s.engine(g, g.Moves)
	if err != nil {
		return nil, err
	}
	t := s.newTable(g, eng)
	s.mu.Lock()
	if old, ok := s.tables[g.ID]; ok {
		s.mu.Unlock()
		t.cancel()
		return old, nil
	}
	var freed []*table
	if len(s.tables) >= s.cfg.maxGames {
		if victim := s.oldest(); victim != nil {
			s.forget(victim)
			freed = append(freed, victim)
		}
	}
	s.keep(t)
	s.mu.Unlock()
	s.free(freed)
	s.startBots(t)
	return t, nil
}

// keep puts t in the server's maps. s.mu is held.
func (s *server) keep(t *table) {
	s.tables[t.id] = t
	for seat, h := range t.hashes {
		if h != "" {
			s.seats[h] = seatLink{table: t, seat: seat}
		}
	}
	s.clients[t.client]++
}

// startBots starts the goroutine that plays t's bots, when it has any.
func (s *server) startBots(t *table) {
	if !slices.ContainsFunc(t.players, func(p player) bool { return p.Player != human }) {
		return
	}
	s.bots.Add(1)
	t.bots.Add(1)
	s.botLoops.Add(1)
	go func() {
		defer s.bots.Done()
		defer t.bots.Done()
		defer s.botLoops.Add(-1)
		t.runBots(s.cfg.botDelay, s.cfg.logf)
	}()
}

// oldest returns the table to free first when the server is full: the one
// that finished first, or else the one with no move for the longest time.
// s.mu is held.
func (s *server) oldest() *table {
	var first, idlest *table
	var firstAt, idleAt time.Time
	for _, t := range s.tables {
		if at, ok := t.finished(); ok && (first == nil || at.Before(firstAt)) {
			first, firstAt = t, at
		}
		if at := t.idleSince(); idlest == nil || at.Before(idleAt) {
			idlest, idleAt = t, at
		}
	}
	if first != nil {
		return first
	}
	return idlest
}

// newToken returns an unguessable token: 130 random bits from crypto/rand,
// in base 32.
func newToken() string { return rand.Text() }

// readJSON decodes the body into v: one JSON value with known members only,
// at most maxBody bytes. On failure it answers 400 (413 for a body too long)
// and returns false.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	return readJSONMax(w, r, v, maxBody)
}

// readJSONMax is readJSON with a body of at most limit bytes.
func readJSONMax(w http.ResponseWriter, r *http.Request, v any, limit int64) bool {
	r.Body = http.MaxBytesReader(w, r.Body, limit)
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
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the body is over %d bytes", limit), "")
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
