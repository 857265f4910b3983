package main

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
)

// boxesEngine plays a Boxes match on a boxes.Game.
type boxesEngine struct {
	g     *boxes.Game
	bots  []bot.Player[boxes.View, boxes.Move] // nil at a person's seat
	deals []boxesDeal                          // the finished deals
}

// boxesDeal is a finished deal: its result and its moves. The library's view
// holds the history of the current deal only, so the server keeps the others
// for the page's score sheet and log.
type boxesDeal struct {
	Result boxes.DealResult `json:"result"`
	Events []boxes.Event    `json:"events"`
}

// newBoxesEngine resumes a match from its record (the deal and the moves
// played), with the seats' players ("human" or a bot's kind).
func newBoxesEngine(rec boxes.Record, players []string, iterations int) (*boxesEngine, error) {
	moves := rec.Moves
	rec.Moves = nil
	g, err := rec.Resume()
	if err != nil {
		return nil, err
	}
	if len(players) != boxes.NumSeats {
		return nil, fmt.Errorf("boxes: want %d players, not %d", boxes.NumSeats, len(players))
	}
	e := &boxesEngine{g: g, bots: make([]bot.Player[boxes.View, boxes.Move], len(players))}
	for seat, p := range players {
		botSeed := bot.GameSeed(rec.Seed, seat)
		switch p {
		case "random":
			e.bots[seat] = bot.NewRandom[boxes.View, boxes.Move](botSeed)
		case "greedy":
			e.bots[seat] = boxesbot.Greedy()
		case "ismcts":
			e.bots[seat] = boxesbot.NewISMCTS(rec.Rules, iterations, botSeed)
		}
	}
	// The moves are played one by one, as at the table, so that the
	// finished deals are kept for the page.
	for i, m := range moves {
		if _, err := e.play(m.String()); err != nil {
			return nil, fmt.Errorf("move %d: %w", i, err)
		}
	}
	return e, nil
}

// boxesRecord returns the record of a match to deal: deals is the schedule
// ("" for the standard 15 deals).
func boxesRecord(deals string, dealer int, seed uint64, names []string) (boxes.Record, error) {
	rec := boxes.Record{Dealer: dealer, Seed: seed, Names: names}
	if deals != "" {
		sc, err := boxes.ParseSchedule(deals)
		if err != nil {
			return rec, err
		}
		rec.Rules.Deals = sc
	}
	return rec, rec.Validate()
}

func (e *boxesEngine) turn() int { return e.g.Turn() }

func (e *boxesEngine) names() []string { return e.g.Names() }

func (e *boxesEngine) play(text string) (string, error) {
	deal := e.g.State().Deal()
	history := e.g.History()
	m, err := e.g.PlayText(text)
	if err != nil {
		return "", err
	}
	if s := e.g.State(); s.Deal() != deal {
		// The move ended the deal: the game's history starts again, and the
		// move is the view's last event.
		last, _ := e.g.View(idleSeat(s.Turn(), boxes.NumSeats)).Last()
		e.deals = append(e.deals, boxesDeal{Result: s.LastDeal(), Events: append(history, last)})
	}
	return m.String(), nil
}

func (e *boxesEngine) snapshot(seat int) (gameView, error) {
	var gv gameView
	var err error
	if seat == spectator {
		var data []byte
		if data, err = json.Marshal(e.g.View(idleSeat(e.g.Turn(), boxes.NumSeats))); err == nil {
			gv.View, err = spectatorView(data)
		}
	} else {
		gv.View, err = json.Marshal(e.g.View(seat))
	}
	if err != nil {
		return gv, err
	}
	gv.Deals = slices.Clip(e.deals) // a later append copies, and leaves this one alone
	if s := e.g.State(); s.Over() {
		teams := s.TeamTotals()
		res := &result{Teams: teams[:], Scores: e.g.Score()}
		switch w := s.Winner(); w {
		case -1:
			res.Draw = true
			res.Winners = []int{0, 1, 2, 3}
		default:
			res.Winners = []int{w, w + 2}
		}
		gv.Result = res
	}
	return gv, nil
}

func (e *boxesEngine) think(seat int) func() (string, error) {
	p := e.bots[seat]
	if p == nil {
		return func() (string, error) { return "", fmt.Errorf("seat %d has no bot", seat) }
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
