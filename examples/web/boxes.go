package main

import (
	"fmt"

	"github.com/cardrules/cardrules/bot"
	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/boxes/boxesbot"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/examples/variant"
)

// boxesGame is what the server adds to a Boxes session: the finished deals,
// for the page's score sheet and log, what the variant keeps, and the
// result.
type boxesGame struct {
	rules   boxes.Rules // the rules of the match
	deals   []boxesDeal
	variant string // the name of the variant played, "" for the standard game
	// added is each seat's score a variant added (Public.AddedScore) after
	// the last move noted, so that the log says what a move added.
	added []int
}

// boxesDeal is a finished deal, as the position shows it when it ends
// (LastEnd, LastHand).
type boxesDeal struct {
	Reason string `json:"reason"` // "out", "blocked" or "move limit"
	Out    int    `json:"out"`    // the seat that went out, or -1
	Scores []int  `json:"scores"` // each seat's penalty points in the deal
	// Moves is the number of moves of the match when the deal ended: the
	// deal's moves are those of the history before it and after the
	// previous deal's.
	Moves int `json:"moves"`
}

// newBoxesEngine resumes a match from its record, with the seats' players
// ("human" or a bot's kind), under the variant its Variant tag names: a
// variant that examples/variant does not ship is an error.
func newBoxesEngine(rec *cards.Record, players []string, iterations int) (engine, error) {
	name, _ := rec.Get(variant.Tag)
	base, err := variant.Boxes(name)
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	spec, err := base.WithTags(rec.Tags)
	if err != nil {
		return nil, err
	}
	newBot := func(kind string, seed uint64) bot.Player[boxes.View, boxes.Move] {
		if kind == "ismcts" {
			return boxesbot.NewISMCTS(spec.(boxes.Rules), iterations, seed)
		}
		return boxesbot.Greedy()
	}
	return newSession(spec, rec, players, newBot, &boxesGame{rules: spec.(boxes.Rules), variant: name, added: make([]int, boxes.NumSeats)})
}

// boxesRules returns the rules of a match: the shipped variant named name
// ("" for the standard game), and deals, the schedule ("" for the standard
// 15 deals).
func boxesRules(name, deals string) (boxes.Rules, error) {
	r, err := variant.Boxes(name)
	if err != nil {
		return r, err
	}
	if deals != "" {
		sc, err := boxes.ParseSchedule(deals)
		if err != nil {
			return r, err
		}
		r.Deals = sc
	}
	return r, r.Validate()
}

func (g *boxesGame) played(s boxes.State, moves int) effect {
	if deal, reason, out := s.LastEnd(); deal >= len(g.deals) {
		d := boxesDeal{Reason: reason.String(), Out: out, Scores: make([]int, boxes.NumSeats), Moves: moves}
		for seat := range d.Scores {
			d.Scores[seat] = boxes.HandPenalty(s.LastHand(seat))
		}
		g.deals = append(g.deals, d)
	}
	return effect{Added: addedBy(g.added, s.AddedScore)}
}

func (g *boxesGame) extras(s boxes.State, gv *gameView) {
	gv.Deals = g.deals[:len(g.deals):len(g.deals)] // a later append copies, and leaves this one alone
	if g.variant != "" {
		gv.Variant = kept(g.variant, boxes.NumSeats, boxes.NumCounters, s.AddedScore, s.Counter)
	}
	if s.Turn() >= 0 {
		return
	}
	sc := g.rules.Score(s)
	res := &result{Teams: []int{sc[0] + sc[2], sc[1] + sc[3]}, Scores: sc}
	res.Draw = g.rules.Table().Winner(s.Public) < 0 // the session names the winners
	gv.Result = res
}

func (g *boxesGame) dealsOver() int { return len(g.deals) }
