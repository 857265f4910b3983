package boxes

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// rulesForm is the form of the options of a Rules document.
var rulesForm = &wirejson.Object{Members: []wirejson.Member{
	{Name: "wildEightsNines"}, {Name: "bigSets"}, {Name: "strictPairs"}, {Name: "twoDraw"},
	{Name: "fiveSelf"}, {Name: "playDrawn"}, {Name: "pairAnswersTwo"},
	{Name: "lastCardEffects"}, {Name: "upcardEffects"}, {Name: "deals"}, {Name: "maxMoves"},
}}

// rulesWire is the JSON form of [Rules]: the options by name.
type rulesWire struct {
	WildEightsNines bool   `json:"wildEightsNines"`
	BigSets         bool   `json:"bigSets"`
	StrictPairs     bool   `json:"strictPairs"`
	TwoDraw         string `json:"twoDraw"`
	FiveSelf        bool   `json:"fiveSelf"`
	PlayDrawn       bool   `json:"playDrawn"`
	PairAnswersTwo  bool   `json:"pairAnswersTwo"`
	LastCardEffects bool   `json:"lastCardEffects"`
	UpcardEffects   bool   `json:"upcardEffects"`
	Deals           string `json:"deals"`
	MaxMoves        int    `json:"maxMoves"`
}

// rulesToWire returns the JSON form of r: every option by name, the name
// of its field with a lower-case first letter, such as {"wildEightsNines":
// false, ..., "twoDraw": "chain+1", "deals": "8,7,6,5,4,3,2,1,2,3,4,5,6,7,8",
// "maxMoves": 0}.
func rulesToWire(r *Rules) rulesWire {
	return rulesWire{
		WildEightsNines: r.WildEightsNines, BigSets: r.BigSets, StrictPairs: r.StrictPairs,
		TwoDraw: r.TwoDraw.String(), FiveSelf: r.FiveSelf, PlayDrawn: r.PlayDrawn,
		PairAnswersTwo: r.PairAnswersTwo, LastCardEffects: r.LastCardEffects,
		UpcardEffects: r.UpcardEffects, Deals: r.Deals.String(), MaxMoves: r.MaxMoves,
	}
}

// flags returns the rules w names but for TwoDraw and Deals, which are text
// to parse.
func (w *rulesWire) flags() Rules {
	return Rules{
		WildEightsNines: w.WildEightsNines, BigSets: w.BigSets, StrictPairs: w.StrictPairs,
		FiveSelf: w.FiveSelf, PlayDrawn: w.PlayDrawn,
		PairAnswersTwo: w.PairAnswersTwo, LastCardEffects: w.LastCardEffects,
		UpcardEffects: w.UpcardEffects, MaxMoves: w.MaxMoves,
	}
}

// rulesDocForm is the form of a Rules document: every option optional.
var rulesDocForm = func() *wirejson.Object {
	o := &wirejson.Object{Members: slices.Clone(rulesForm.Members)}
	for i := range o.Members {
		o.Members[i].Optional = true
	}
	return o
}()

// rulesDoc is the JSON form of a [Rules] document: the options and the
// name of the variant, if any.
type rulesDoc struct {
	Variant string `json:"variant,omitempty"`
	rulesWire
}

// rulesTopForm is the form of a Rules document: its options, and the
// variant's name, every member optional.
var rulesTopForm = &wirejson.Object{Members: append([]wirejson.Member{{Name: "variant", Optional: true, Max: 6 * cards.MaxNameLen}}, rulesDocForm.Members...)}

// MarshalJSON implements [json.Marshaler]: every option by name, the name of
// its field with a lower-case first letter, such as {"wildEightsNines":
// false, ..., "twoDraw": "chain+1", "deals": "8,7,...,8", "maxMoves": 0},
// after {"variant": name} when [Rules.Variant] is not nil. It
// returns the error of [Rules.Validate] for rules that cannot be played.
func (r Rules) MarshalJSON() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return json.Marshal(rulesDoc{Variant: r.variantName(), rulesWire: rulesToWire(&r)})
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [Rules.MarshalJSON] under the JSON policy of docs/json.md. An option left
// out keeps its default (its zero value); a member that is not an option,
// is spelt with other capitals or is given twice is refused, with a
// [*cards.ParseError] wrapping [cards.ErrSyntax]; a bad value or options
// [Rules.Validate] refuses give an error wrapping [cards.ErrInvalidRules].
// A standard "deals" schedule reads as the zero [Schedule], so that the zero
// Rules reads back equal to itself. A variant is code, which no document
// holds: *r keeps its Variant, and a document whose "variant" is not its
// name (or names one when *r has none, or none when it has one) is
// refused with an error wrapping [cards.ErrInvalidRules]. On error, and
// for the JSON null, r is unchanged.
func (r *Rules) UnmarshalJSON(data []byte) error {
	if r == nil {
		return fmt.Errorf("boxes: %w: UnmarshalJSON on a nil *Rules", cards.ErrInvalidArgument)
	}
	if wirejson.IsNull(data) {
		return nil
	}
	doc := rulesDoc{rulesWire: rulesToWire(&Rules{})}
	if err := wirejson.Decode(data, rulesTopForm, &doc, "boxes rules JSON"); err != nil {
		return err
	}
	if err := r.checkVariant("rules document", doc.Variant); err != nil {
		return err
	}
	w := &doc.rulesWire
	v := w.flags()
	v.Variant = r.Variant
	if why := parseTwoDraw(&v.TwoDraw, w.TwoDraw); why != "" {
		return fmt.Errorf("boxes: %w: twoDraw %s: %s", cards.ErrInvalidRules, quote(w.TwoDraw), why)
	}
	sched, err := ParseSchedule(w.Deals)
	if err != nil {
		return fmt.Errorf("boxes: %w: deals: %w", cards.ErrInvalidRules, err)
	}
	v.Deals = sched
	if err := v.Validate(); err != nil {
		return err
	}
	*r = v
	return nil
}

// variantName returns the name of r's variant, or "" for the standard game.
func (r *Rules) variantName() string {
	if r.Variant == nil {
		return ""
	}
	return r.Variant.Name()
}

// checkVariant returns nil when named, the variant a document of kind
// ("record", "view", "rules") names ("" for the standard game), is the one
// r plays, and otherwise an error wrapping [cards.ErrInvalidRules] that
// says both.
func (r *Rules) checkVariant(kind, named string) error {
	return cardtext.VariantMismatch("boxes", kind, named, r.variantName())
}
