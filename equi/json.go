package equi

import (
	"encoding/json"
	"fmt"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// rulesJSON is the JSON form of Rules.
type rulesJSON struct {
	Players          int    `json:"players"`
	NoRankBan        bool   `json:"noRankBan"`
	VoluntaryTrail   bool   `json:"voluntaryTrail"`
	RecycleByFour    bool   `json:"recycleByFour"`
	NoProgressRounds int    `json:"noProgressRounds"`
	MaxMoves         int    `json:"maxMoves"`
	Scoring          string `json:"scoring,omitempty"`
	Variant          string `json:"variant,omitempty"`
}

// MarshalJSON implements [json.Marshaler]: every option of the standard
// rules text by name, as it is (0 stays 0, the default), then "scoring"
// when it is not "cards" and "variant", the Variant's Name, when there is
// one: {"players":3,"noRankBan":false,"voluntaryTrail":false,
// "recycleByFour":false,"noProgressRounds":0,"maxMoves":0}.
func (r Rules) MarshalJSON() ([]byte, error) {
	w := rulesJSON{Players: r.Players, NoRankBan: r.NoRankBan, VoluntaryTrail: r.VoluntaryTrail,
		RecycleByFour: r.RecycleByFour, NoProgressRounds: r.NoProgressRounds, MaxMoves: r.MaxMoves}
	if r.Scoring != ScoreCards {
		w.Scoring = r.Scoring.String()
	}
	w.Variant = variantName(r.Variant)
	return json.Marshal(w)
}

// rulesForm is the form of the JSON of Rules, every member optional.
var rulesForm = &wirejson.Object{Members: []wirejson.Member{
	{Name: "players", Optional: true}, {Name: "noRankBan", Optional: true},
	{Name: "voluntaryTrail", Optional: true}, {Name: "recycleByFour", Optional: true},
	{Name: "noProgressRounds", Optional: true}, {Name: "maxMoves", Optional: true},
	{Name: "scoring", Optional: true, Max: 16}, {Name: "variant", Optional: true, Max: cards.MaxNameLen},
}}

// UnmarshalJSON implements [json.Unmarshaler], reading the form
// MarshalJSON writes, a member left out being zero: a document the JSON
// policy (docs/json.md) refuses is a [*cards.ParseError] wrapping
// [cards.ErrSyntax], invalid options or another variant than r's an error
// wrapping [cards.ErrInvalidRules] (of *r only the Variant is read, and
// kept). On error r is unchanged; null changes nothing; a nil r gives an
// error wrapping [cards.ErrInvalidArgument].
func (r *Rules) UnmarshalJSON(data []byte) error {
	if r == nil {
		return fmt.Errorf("equi: %w: a nil *Rules", cards.ErrInvalidArgument)
	}
	if wirejson.IsNull(data) {
		return nil
	}
	var w rulesJSON
	if err := wirejson.Decode(data, rulesForm, &w, "equi rules JSON"); err != nil {
		return err
	}
	if err := cardtext.VariantMismatch(gameName, "document", w.Variant, variantName(r.Variant)); err != nil {
		return err
	}
	v := Rules{Players: w.Players, NoRankBan: w.NoRankBan, VoluntaryTrail: w.VoluntaryTrail,
		RecycleByFour: w.RecycleByFour, NoProgressRounds: w.NoProgressRounds, MaxMoves: w.MaxMoves, Variant: r.Variant}
	if w.Scoring != "" {
		var ok bool
		if v.Scoring, ok = parseScoring(w.Scoring); !ok {
			return fmt.Errorf("equi: %w: scoring is %s, want \"cards\" or \"points\"", cards.ErrInvalidRules, cardtext.Quote(w.Scoring))
		}
	}
	if err := v.Validate(); err != nil {
		return err
	}
	*r = v
	return nil
}
