package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/equi/equibot"
	"github.com/cardrules/cardrules/scoring"
)

// maxLegal is the most legal moves sent to a page, and the most a bot's view
// may list before the bot chooses from a bounded list instead.
//
// An Equi player who takes his captured pile back into his hand (rule E9)
// can hold twenty cards and more, and then have a great many captures: in one
// of the first thousand seeded three-player games between greedy bots a seat
// holds 28 cards and has 6.5 million of them, and the JSON of its view, which
// lists every legal move, takes half a minute and 280 MB. A page needs none
// of them to let a person choose a capture (it adds up the cards he picks,
// and the server checks the move), so the server reads the moves with the
// view's iterator and stops after maxLegal + 1: enough to know whether there
// are too many, and the ones to send when there are.
const maxLegal = 500

// equiPoints are the cards' points by rank, for the page to add up captures.
var equiPoints = func() map[string]int {
	values := scoring.EquiValues()
	m := make(map[string]int)
	for r := cards.Six; r <= cards.Ace; r++ {
		m[r.String()] = values[r]
	}
	return m
}()

// equiEngine plays a game of Equi on an equi.Game.
type equiEngine struct {
	g    *equi.Game
	bots []bot.Player[equi.View, equi.Move] // nil at a person's seat
}

// newEquiEngine resumes a game from its record (the deal and the moves
// played), with the seats' players ("human" or a bot's kind).
func newEquiEngine(rec equi.Record, players []string, iterations int) (*equiEngine, error) {
	g, err := rec.Resume()
	if err != nil {
		return nil, err
	}
	if len(players) != g.Rules().Players {
		return nil, fmt.Errorf("equi: want %d players, not %d", g.Rules().Players, len(players))
	}
	e := &equiEngine{g: g, bots: make([]bot.Player[equi.View, equi.Move], len(players))}
	for seat, p := range players {
		botSeed := bot.GameSeed(rec.Seed, seat)
		switch p {
		case "random":
			e.bots[seat] = bot.NewRandom[equi.View, equi.Move](botSeed)
		case "greedy":
			e.bots[seat] = equibot.Greedy()
		case "ismcts":
			e.bots[seat] = equibot.NewISMCTS(rec.Rules, iterations, botSeed)
		}
	}
	return e, nil
}

// equiRecord returns the record of a game to deal for seats players.
func equiRecord(seats, dealer int, seed uint64, names []string) (equi.Record, error) {
	rec := equi.Record{Rules: equi.Rules{Players: seats}, Dealer: dealer, Seed: seed, Names: names}
	return rec, rec.Validate()
}

func (e *equiEngine) turn() int { return e.g.Turn() }

func (e *equiEngine) names() []string { return e.g.Names() }

func (e *equiEngine) play(text string) (string, error) {
	m, err := e.g.PlayText(text)
	if err != nil {
		return "", err
	}
	return m.String(), nil
}

// firstMoves returns the first legal moves of the seat to move, at most
// maxLegal + 1 of them, read with its view's iterator (making the view lists
// none): more than maxLegal means that they are too many to send or to give
// a bot.
func (e *equiEngine) firstMoves() []equi.Move {
	s := e.g.State()
	moves := make([]equi.Move, 0, 16)
	for m := range e.g.Rules().View(s, s.Turn()).Moves() {
		moves = append(moves, m)
		if len(moves) > maxLegal {
			break
		}
	}
	return moves
}

func (e *equiEngine) snapshot(seat int) (gameView, error) {
	gv := gameView{Points: equiPoints}
	s := e.g.State()
	turn := s.Turn()
	var err error
	switch {
	case seat == spectator:
		var data []byte
		if data, err = json.Marshal(e.g.View(idleSeat(turn, s.Players()))); err == nil {
			gv.View, err = spectatorView(data)
		}
	case seat != turn:
		gv.View, err = json.Marshal(e.g.View(seat))
	default:
		if moves := e.firstMoves(); len(moves) > maxLegal {
			gv.View, err = e.boundedView(seat, moves[:maxLegal])
			gv.LegalTruncated = true
		} else {
			gv.View, err = json.Marshal(e.g.View(seat))
		}
	}
	if err != nil {
		return gv, err
	}
	if s.Over() {
		gv.Result = &result{Winners: e.g.Rules().Winners(s), Scores: e.g.Score()}
	}
	return gv, nil
}

// boundedView returns the JSON of the view of seat, the seat to move, with
// legal, its first legal moves, in place of all of them. It is made from the
// view of a seat that is not to move, which lists none: the hand and the
// legal moves are the only members of a view that belong to its seat.
func (e *equiEngine) boundedView(seat int, legal []equi.Move) (json.RawMessage, error) {
	s := e.g.State()
	data, err := json.Marshal(e.g.View(idleSeat(seat, s.Players())))
	if err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	for name, v := range map[string]any{"seat": seat, "hand": s.Hand(seat), "legal": legal} {
		if m[name], err = json.Marshal(v); err != nil {
			return nil, err
		}
	}
	return json.Marshal(m)
}

func (e *equiEngine) think(seat int) func() (string, error) {
	p := e.bots[seat]
	if p == nil {
		return func() (string, error) { return "", fmt.Errorf("seat %d has no bot", seat) }
	}
	if len(e.firstMoves()) > maxLegal {
		// A bot would list every legal move of its view; choose instead among the
		// bounded list the ISMCTS bot's tree uses (equibot.Moves): the move
		// that takes the most cards, then plays the most. It looks at the
		// seat's own hand and the table only.
		m, err := boundedChoice(equibot.Moves(e.g.Rules())(nil, e.g.State()))
		return func() (string, error) { return m.String(), err }
	}
	v := e.g.View(seat)
	return func() (string, error) {
		m, err := p.Choose(v)
		if err != nil {
			return "", err
		}
		return m.String(), nil
	}
}

// boundedChoice returns the move of moves that takes the most cards, then
// plays the most, the first listed among equals.
func boundedChoice(moves []equi.Move) (equi.Move, error) {
	if len(moves) == 0 {
		return equi.Move{}, errors.New("no legal move")
	}
	best := moves[0]
	for _, m := range moves[1:] {
		bt, mt := best.Taken().Len(), m.Taken().Len()
		if mt > bt || mt == bt && m.Played().Len() > best.Played().Len() {
			best = m
		}
	}
	return best, nil
}
