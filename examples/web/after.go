package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
)

// This file serves what comes between and after the moves: a deal's
// summary seen, the rematch, the record, and a game replayed from its
// record.

// readyRequest is the body of a seat's "ready": the finished deals of the
// match whose summary the person has seen.
type readyRequest struct {
	Deals int `json:"deals"`
}

// seatReady notes that the seat's person has seen the summary of the
// finished deals, so that the bots, which wait for every person, deal on.
// It answers with the seat's message.
func (s *server) seatReady(w http.ResponseWriter, r *http.Request, t *table, seat int) {
	var req readyRequest
	if !readJSON(w, r, &req) {
		return
	}
	if req.Deals < 0 {
		writeError(w, http.StatusBadRequest, "deals: want 0 or more", "")
		return
	}
	t.ready(seat, req.Deals)
	s.seatView(w, r, t, seat)
}

// rematchAnswer is the answer to a rematch: the seat's link to the new
// game.
type rematchAnswer struct {
	Link string `json:"link"`
}

// errNotOver refuses what only a finished game gives: its record holds
// the seed, which deals every hand.
var errNotOver = errors.New("the game is not over: its record, whose seed deals every hand, is given once it is")

// seatRematch deals the next game of a finished one: the same game, rules,
// names and players, a new seed. Every person's page is sent its own link
// to it; asked twice, it answers with the same game.
func (s *server) seatRematch(w http.ResponseWriter, r *http.Request, t *table, seat int) {
	var req struct{}
	if !readJSON(w, r, &req) {
		return
	}
	t.rematchMu.Lock()
	defer t.rematchMu.Unlock()
	t.mu.Lock()
	over, links := t.eng.turn() < 0, t.rematch
	t.mu.Unlock()
	if !over {
		writeError(w, http.StatusConflict, "the game is not over: a rematch comes after it", "not-over")
		return
	}
	if links == nil {
		var err error
		if links, err = s.rematchOf(t, clientAddr(r)); err != nil {
			var le *limitError
			if errors.As(err, &le) {
				writeError(w, le.status, err.Error(), le.kind)
				return
			}
			s.internal(w, err)
			return
		}
		t.mu.Lock()
		t.rematch = links
		t.notifyLocked()
		t.mu.Unlock()
	}
	writeJSON(w, http.StatusOK, rematchAnswer{Link: links.seats[seat]})
}

// rematchOf deals and keeps the rematch of t.
func (s *server) rematchOf(t *table, client string) (*rematchLinks, error) {
	rec, err := decodeRecord(t.setup.Game, t.setup.Record)
	if err != nil {
		return nil, err
	}
	var seed createRequest
	n, _ := seed.seed()
	if err := rec.Set("Seed", strconv.FormatUint(n, 10)); err != nil {
		return nil, err
	}
	rec.Moves = nil
	g := &storedGame{Game: t.setup.Game, Players: slices.Clone(t.setup.Players), Client: client}
	if g.Record, err = json.Marshal(rec); err != nil {
		return nil, err
	}
	eng, err := s.engine(g, nil)
	if err != nil {
		return nil, err
	}
	nt, tokens, err := s.add(g, eng)
	if err != nil {
		return nil, err
	}
	links := &rematchLinks{table: "/table/" + nt.id, seats: make([]string, len(tokens))}
	for seat, tok := range tokens {
		if tok != "" {
			links.seats[seat] = "/play/" + tok
		}
	}
	return links, nil
}

// gameRecord answers with the record of a finished game in the library's
// text form, as a file to keep; before the end, 409.
func (s *server) gameRecord(w http.ResponseWriter, r *http.Request, t *table, _ int) {
	t.mu.Lock()
	over := t.eng.turn() < 0
	var rec *cards.Record
	if over {
		rec = t.eng.record()
	}
	t.mu.Unlock()
	if !over {
		writeError(w, http.StatusConflict, errNotOver.Error(), "not-over")
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="cardrules-%s.txt"`, t.game))
	fmt.Fprint(w, rec.String())
}

// maxRecord is the longest record a replay reads, in bytes.
const maxRecord = 512 << 10

// replayRequest is the body of a replay: a record, and the point to show.
type replayRequest struct {
	// Record is a game's record in the library's text form, such as the
	// record a finished game gives.
	Record string `json:"record"`
	// Moves is the number of the record's moves to play; -1 or more than
	// the record has for all of them.
	Moves int `json:"moves"`
	// Seat is the seat whose view is shown, or -1 for the spectators'.
	Seat int `json:"seat"`
}

// replayMessage is a message of a replay: the position after the first
// moves of the record, as the table's page draws it, and the number of
// moves the record has.
type replayMessage struct {
	message
	Total int `json:"total"` // the record's moves
}

// replay answers with a point of a game played from its record: the
// message of the seat asked for (the spectators' by default) after the
// moves asked for. The record comes from the client, so the answer holds
// nothing the record does not.
func (s *server) replay(w http.ResponseWriter, r *http.Request) {
	var req replayRequest
	if !readJSONMax(w, r, &req, maxRecord) {
		return
	}
	msg, err := replayAt(req, s.cfg.iterations)
	if err != nil {
		writeError(w, http.StatusUnprocessableEntity, err.Error(), "record")
		return
	}
	writeJSON(w, http.StatusOK, msg)
}

// replayAt plays the moves of req's record and returns the message of
// req's seat.
func replayAt(req replayRequest, iterations int) (*replayMessage, error) {
	rec, err := cards.ParseRecord(req.Record)
	if err != nil {
		return nil, err
	}
	game, _ := rec.Get("Game")
	total := len(rec.Moves)
	n := req.Moves
	if n < 0 || n > total {
		n = total
	}
	rec.Moves = rec.Moves[:n]
	var players []string
	for seat := 0; ; seat++ {
		if _, ok := rec.Get("Seat" + strconv.Itoa(seat)); !ok {
			break
		}
		players = append(players, human)
	}
	var eng engine
	switch game {
	case boxesName:
		eng, err = newBoxesEngine(rec, players, iterations)
	case equiName:
		eng, err = newEquiEngine(rec, players, iterations)
	case crazyEightsName:
		eng, err = newCrazyEightsEngine(rec, players, iterations)
	case scopaName, escobaName:
		eng, err = newFishingEngine(game, rec, players, iterations)
	default:
		if !isTable(game) {
			return nil, fmt.Errorf("record: game: want one of %s, not %q", strings.Join(gameNames(), ", "), game)
		}
		eng, err = newTableEngine(game, rec, players, iterations)
	}
	if err != nil {
		return nil, err
	}
	seat := req.Seat
	if seat < spectator || seat >= len(players) {
		return nil, fmt.Errorf("seat: want -1 (the spectators) to %d, not %d", len(players)-1, seat)
	}
	gv, err := eng.snapshot(seat)
	if err != nil {
		return nil, err
	}
	gv.Legal, gv.LegalTruncated = nil, false // a replay takes no move
	msg := &replayMessage{message: message{Game: game, Seat: seat, Version: n, Over: eng.turn() < 0, gameView: gv, Ready: eng.dealsOver()}, Total: total}
	for _, name := range eng.names() {
		msg.Players = append(msg.Players, player{Name: name, Player: human})
	}
	return msg, nil
}

// rulesPage serves the rules of a game, docs/rules, as a page.
func (s *server) rulesPage(w http.ResponseWriter, r *http.Request) {
	data, err := rulesText(r.PathValue("game"))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(data)
}
