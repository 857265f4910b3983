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

// newBoxesEngine deals a match: deals is the schedule ("" for the standard
// 15 deals), players the seats' players ("human" or a bot's kind).
func newBoxesEngine(deals string, dealer int, seed uint64, names, players []string, iterations int) (*boxesEngine, error) {
	var r boxes.Rules
	if deals != "" {
		sc, err := boxes.ParseSchedule(deals)
		if err != nil {
			return nil, err
		}
		r.Deals = sc
	}
	g, err := boxes.NewGame(r, dealer, seed, names...)
	if err != nil {
		return nil, err
	}
	e := &boxesEngine{g: g, bots: make([]bot.Player[boxes.View, boxes.Move], len(players))}
	for seat, p := range players {
		botSeed := bot.GameSeed(seed, seat)
		switch p {
		case "random":
			e.bots[seat] = bot.NewRandom[boxes.View, boxes.Move](botSeed)
		case "greedy":
			e.bots[seat] = boxesbot.Greedy()
		case "ismcts":
			e.bots[seat] = boxesbot.NewISMCTS(r, iterations, botSeed)
		}
	}
	return e, nil
}

func (e *boxesEngine) turn() int { return e.g.Turn() }

func (e *boxesEngine) play(text string) error {
	deal := e.g.State().Deal()
	history := e.g.History()
	if _, err := e.g.PlayText(text); err != nil {
		return err
	}
	if s := e.g.State(); s.Deal() != deal {
		// The move ended the deal: the game's history starts again, and the
		// move is the view's last event.
		last, _ := e.g.View(idleSeat(s.Turn(), boxes.NumSeats)).Last()
		e.deals = append(e.deals, boxesDeal{Result: s.LastDeal(), Events: append(history, last)})
	}
	return nil
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
