// Command web is a small game server and browser page for Boxes and Equi,
// built on the public API of cardrules only: the library's session
// (cards.Session) and records, the games' views (the spectator's too) and
// their JSON forms, move notation, and the bots of package bot.
//
// Usage:
//
//	go -C examples/web run .                    # serve on 127.0.0.1:8080, games in examples/web/cardrules-web.db
//	go -C examples/web run . -addr 127.0.0.1:9000  # another address (port 0: any free port)
//	go -C examples/web run . -db postgres://...    # games in PostgreSQL, shared by several processes
//
// The flags:
//
//	-addr HOST:PORT   the address to listen on (default 127.0.0.1:8080)
//	-db SPEC          where the games are saved: sqlite:FILE (default
//	                  sqlite:cardrules-web.db), postgres://... or memory
//	-hosts LIST       the Host names answered, comma-separated (default: the
//	                  -addr, and localhost on a loopback address; needed with
//	                  an -addr on every interface)
//	-idle D           a game with no move for D is ended and freed (default 30m;
//	                  0 for never)
//	-max-games N      the most open games at once (default 200); when full, a
//	                  new game frees the one that finished first, or else the
//	                  one with no move for the longest time
//	-max-games-per-client N
//	                  the most open games one client address may have made
//	                  (default 20; 0 for no limit)
//	-bot-delay D      how long a bot waits before it moves, so that a person can
//	                  follow the play (default 700ms; 0 for none)
//	-iterations N     the ISMCTS bots' iterations per move (default 1000)
//
// It opens its store, resumes every open game in it, and then prints the
// address to open. The first page sets up a game: Boxes or Equi,
// and for each seat a person or a bot (random, greedy or ISMCTS). Every seat
// kept for a person gets a secret link, an unguessable token: open it in a
// browser, or send it to the person who will play that seat. The table link
// shows the game to spectators, without any hidden card.
//
// The server saves every move in its store before it answers or shows it,
// applies every move through the library, lets the bots of a table play in
// a goroutine of its own (bot.Drive), and pushes to each browser the view of
// its seat alone, with server-sent events. It stores the hashes of the seats' tokens, never the
// tokens. docs/frontends.md walks through the code; docs/server.md describes
// the store, the limits and the same-origin rules.
//
// The HTTP API, used by the page and by the tests (every body is JSON):
//
//	POST /api/games                  start a game: {"game": "boxes", "deals": "8",
//	                                 "seats": [{"name": "Ann", "player": "human"},
//	                                 {"player": "ismcts"}, ...]}; for Equi "players"
//	                                 instead of "deals". 201 with the seats' links.
//	GET  /api/seats/{token}          the seat's message: its view, the players,
//	                                 the result once over
//	GET  /api/seats/{token}/events   the same message, pushed after every move
//	                                 (text/event-stream, event "state")
//	POST /api/seats/{token}/moves    play {"move": "8S:H", "version": 12}: 200 with
//	                                 the new message; 422 with the library's reason
//	                                 for a move it refuses; 409 when "version" is
//	                                 not the game's (the page was behind)
//	POST /api/seats/{token}/ready    {"deals": 1}: the person has seen the summary
//	                                 of the first deal; the bots wait for it
//	POST /api/seats/{token}/rematch  {}: the next game of the same seats, once
//	                                 over: 200 with {"link": "/play/..."}
//	GET  /api/seats/{token}/record   the record of a finished game, as text
//	GET  /api/tables/{id}            the spectators' message: no hand at all
//	GET  /api/tables/{id}/events     the same, pushed after every move
//	GET  /api/tables/{id}/record     the record of a finished game, as text
//	POST /api/replay                 {"record": "...", "moves": 12, "seat": -1}:
//	                                 the message after the record's first moves
//
// The pages: / (the set-up), /play/{token}, /table/{id}, /replay (a record
// replayed) and /rules/{game}.
//
// A wrong or missing token gets 403, malformed JSON 400, a body over 16 KiB 413.
// A request for another host gets 403; a POST from another site (Origin,
// Sec-Fetch-Site) 403, and one without "Content-Type: application/json" 415.
// A new game gets 429 when its client address has its most open games, 503
// when the server is full; a move at a game freed meanwhile gets 410.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "web:", err)
		}
		os.Exit(2)
	}
}

// options are the settings read from the command line.
type options struct {
	addr         string
	db           string
	hosts        string
	botDelay     time.Duration
	idle         time.Duration
	iterations   int
	maxGames     int
	maxPerClient int
}

// parse reads the command line.
func parse(args []string, out io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("web", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.StringVar(&o.addr, "addr", "127.0.0.1:8080", "the address to listen on (port 0: any free port)")
	fs.StringVar(&o.db, "db", "sqlite:cardrules-web.db", "where the games are saved: sqlite:FILE, postgres://... or memory")
	fs.StringVar(&o.hosts, "hosts", "", "the host names the server answers, comma-separated, each with or without a port (default: the -addr, and localhost on a loopback address)")
	fs.DurationVar(&o.botDelay, "bot-delay", 700*time.Millisecond, "how long a bot waits before it moves (0: none)")
	fs.DurationVar(&o.idle, "idle", 30*time.Minute, "how long a game may go without a move before it is ended and freed (0: never)")
	fs.IntVar(&o.iterations, "iterations", 1000, "the ISMCTS bots' iterations per move")
	fs.IntVar(&o.maxGames, "max-games", 200, "the most games kept open at once")
	fs.IntVar(&o.maxPerClient, "max-games-per-client", 20, "the most open games one client address may have made (0: no limit)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	switch {
	case fs.NArg() > 0:
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case o.botDelay < 0:
		return o, fmt.Errorf("-bot-delay: want 0 or more, not %v", o.botDelay)
	case o.idle < 0:
		return o, fmt.Errorf("-idle: want 0 or more, not %v", o.idle)
	case o.iterations < 1:
		return o, fmt.Errorf("-iterations: want at least 1, not %d", o.iterations)
	case o.maxGames < 1:
		return o, fmt.Errorf("-max-games: want at least 1, not %d", o.maxGames)
	case o.maxPerClient < 0:
		return o, fmt.Errorf("-max-games-per-client: want 0 or more, not %d", o.maxPerClient)
	}
	return o, nil
}

// hostsFor returns the hosts the server answers: those of -hosts, or else
// the address it listens on, with localhost for a loopback address. A server
// listening on every interface has no name of its own: it needs -hosts.
func hostsFor(list string, addr net.Addr) ([]string, error) {
	if list != "" {
		var hosts []string
		for h := range strings.SplitSeq(list, ",") {
			if h = strings.TrimSpace(h); h != "" {
				hosts = append(hosts, h)
			}
		}
		if len(hosts) == 0 {
			return nil, fmt.Errorf("-hosts: no host in %q", list)
		}
		return hosts, nil
	}
	tcp, ok := addr.(*net.TCPAddr)
	if !ok || tcp.IP.IsUnspecified() {
		return nil, fmt.Errorf("-addr %s listens on every interface: name the hosts that clients use with -hosts, such as -hosts games.example.org,192.0.2.7:8080", addr)
	}
	hosts := []string{addr.String()}
	if tcp.IP.IsLoopback() {
		hosts = append(hosts, net.JoinHostPort("localhost", strconv.Itoa(tcp.Port)))
	}
	return hosts, nil
}

// run serves until ctx is cancelled, then shuts down: it stops the bots and
// the event streams, lets the requests in flight finish (for up to five
// seconds), and returns nil. It opens the store and resumes its open games
// before it writes the address to open to stdout.
func run(ctx context.Context, args []string, stdout io.Writer) error {
	o, err := parse(args, stdout)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	hosts, err := hostsFor(o.hosts, ln.Addr())
	if err != nil {
		return err
	}
	st, err := openStore(ctx, o.db)
	if err != nil {
		return err
	}
	defer st.close()
	s := newServer(config{botDelay: o.botDelay, iterations: o.iterations, maxGames: o.maxGames,
		maxPerClient: o.maxPerClient, idle: o.idle, hosts: hosts, store: st})
	resumed, err := s.restore(ctx)
	if err != nil {
		return fmt.Errorf("-db %s: %w", o.db, err)
	}
	if err := s.watch(); err != nil {
		s.close()
		return fmt.Errorf("-db %s: %w", o.db, err)
	}
	s.sweeper()
	hs := &http.Server{
		Handler:           s.handler(),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		// Event streams push their writes' deadlines forward one write at a
		// time (see stream), so that this timeout does not end them.
		WriteTimeout:   writeTimeout,
		IdleTimeout:    time.Minute,
		MaxHeaderBytes: 16 << 10,
		// Requests live in the server's context: closing it ends the event
		// streams, which would otherwise keep Shutdown waiting.
		BaseContext: func(net.Listener) context.Context { return s.ctx },
	}
	if resumed > 0 {
		s.cfg.logf("web: %d games resumed from %s", resumed, o.db)
	}
	fmt.Fprintf(stdout, "cardrules web: open http://%s/ (Ctrl-C to stop)\n", ln.Addr())
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()

	select {
	case err = <-served:
		s.close()
		return err
	case <-ctx.Done():
	}
	s.close() // stops the bots and ends the event streams
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := hs.Shutdown(shutdownCtx); err != nil {
		return err
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
