package main

import (
	"encoding/json"
	"fmt"

	"github.com/cardrules/cardrules/boxes"
	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/crazyeights"
	"github.com/cardrules/cardrules/equi"
)

// The games' names, as requests, stores and records give them.
var (
	boxesName       = boxes.Rules{}.Name()
	equiName        = equi.Rules{}.Name()
	crazyEightsName = crazyeights.Rules{}.Name()
)

// decodeRecord reads the record of a stored game of the named game: the
// library's record JSON ({"tags": [...], "moves": [...]}), as the server
// stores it. A game stored in the games' own record JSON of before the
// library had one record for every game ({"game", "rules", "dealer",
// "seed", "names", "moves"}) was made by engine 1, before the Engine tag:
// its seed deals other cards now, so it cannot be replayed. Its record is
// given as one of engine 1 (a Game tag and no Engine tag), which
// cards.Resume refuses with its error naming both engines.
func decodeRecord(game string, data []byte) (*cards.Record, error) {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(data, &members); err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	if _, old := members["rules"]; old {
		return &cards.Record{Tags: []cards.Tag{{Name: "Game", Value: game}}}, nil
	}
	rec := new(cards.Record)
	if err := json.Unmarshal(data, rec); err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	return rec, nil
}
