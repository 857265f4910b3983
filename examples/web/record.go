package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/equi"
	"github.com/cardrules/cardrules/escoba"
	"github.com/cardrules/cardrules/examples/variant"
	"github.com/cardrules/cardrules/scopa"
)

// The games' names, as requests, stores and records give them.
var (
	boxesName       = boxes.Rules{}.Name()
	equiName        = equi.Rules{}.Name()
	crazyEightsName = crazyeights.Rules{}.Name()
	scopaName       = scopa.Table(2).Name
	escobaName      = escoba.Table(2).Name
)

// gameNames returns the names of the games the server plays: Boxes, Equi,
// Crazy Eights and the tables of variant.FishingGames and
// variant.SheddingGames.
func gameNames() []string {
	return slices.Concat([]string{boxesName, equiName, crazyEightsName}, variant.FishingNames(), variant.SheddingNames())
}

// decodeRecord reads the record of a stored game of the named game: the
// library's record JSON ({"tags": [...], "moves": [...]}), as the server
// stores it, or the games' own record JSON that it stored before the
// library had one record for every game ({"game", "rules", "dealer",
// "seed", "names", "moves"}), which it turns into the same tags. A record
// without an Engine tag, as every record of that form, was made by engine
// 1, before the tag: cards.Resume replays it with engine 1's shuffles.
func decodeRecord(game string, data []byte) (*cards.Record, error) {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(data, &members); err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	if _, old := members["rules"]; old {
		return oldRecord(game, data)
	}
	rec := new(cards.Record)
	if err := json.Unmarshal(data, rec); err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	return rec, nil
}

// oldRecordJSON is the record JSON of boxes.Record and equi.Record before
// cards.Record, as the server stored it.
type oldRecordJSON struct {
	Game   string                     `json:"game"`
	Rules  map[string]json.RawMessage `json:"rules"` // each option by name, with a lower-case first letter
	Dealer int                        `json:"dealer"`
	Seed   *string                    `json:"seed"` // decimal digits
	Deck   *string                    `json:"deck"`
	Names  []string                   `json:"names"`
	Moves  []string                   `json:"moves"`
	Result json.RawMessage            `json:"result"` // not read: the moves give it
}

// oldRecord turns an old record of game into tags: each option of "rules"
// becomes the tag of its name with a capital first letter (twoDraw:
// TwoDraw), as the games name them now, with its value as text; an option
// the game's tags do not name is refused rather than dropped.
func oldRecord(game string, data []byte) (*cards.Record, error) {
	var w oldRecordJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return nil, fmt.Errorf("old record: %w", err)
	}
	if w.Game != game {
		return nil, fmt.Errorf("old record: the game is %q, not %q", w.Game, game)
	}
	var known []cards.Tag
	switch game {
	case boxesName:
		known = boxes.Rules{}.Tags()
	case equiName:
		known = equi.Rules{}.Tags()
	}
	rec := &cards.Record{Tags: []cards.Tag{{Name: "Game", Value: game}}, Moves: w.Moves}
	for _, t := range known {
		r, size := utf8.DecodeRuneInString(t.Name)
		raw, ok := w.Rules[string(unicode.ToLower(r))+t.Name[size:]]
		if !ok {
			continue
		}
		var v any
		if err := json.Unmarshal(raw, &v); err != nil {
			return nil, fmt.Errorf("old record: rule %s: %w", t.Name, err)
		}
		switch v := v.(type) {
		case bool:
			rec.Tags = append(rec.Tags, cards.Tag{Name: t.Name, Value: strconv.FormatBool(v)})
		case string:
			rec.Tags = append(rec.Tags, cards.Tag{Name: t.Name, Value: v})
		case float64:
			rec.Tags = append(rec.Tags, cards.Tag{Name: t.Name, Value: string(raw)})
		default:
			return nil, fmt.Errorf("old record: rule %s is %s", t.Name, raw)
		}
	}
	if got := len(rec.Tags) - 1; got != len(w.Rules) {
		var names []string
		for name := range w.Rules {
			names = append(names, name)
		}
		slices.Sort(names)
		return nil, fmt.Errorf("old record: %d of the rules %v are no option of %s", len(w.Rules)-got, names, game)
	}
	rec.Tags = append(rec.Tags, cards.Tag{Name: "Dealer", Value: strconv.Itoa(w.Dealer)})
	if w.Seed != nil {
		rec.Tags = append(rec.Tags, cards.Tag{Name: "Seed", Value: *w.Seed})
	}
	if w.Deck != nil {
		rec.Tags = append(rec.Tags, cards.Tag{Name: "Deck", Value: *w.Deck})
	}
	for i, n := range w.Names {
		rec.Tags = append(rec.Tags, cards.Tag{Name: "Seat" + strconv.Itoa(i), Value: n})
	}
	return rec, nil
}
