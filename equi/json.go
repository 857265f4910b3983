package equi

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// endText is an [EndReason] in JSON: its text, "not over", "table
// cleared", "no progress", "no cards" or "move limit".
type endText EndReason

// MarshalText writes the reason's text; a value outside the list is an
// error.
func (e endText) MarshalText() ([]byte, error) {
	if int(e) >= len(endNames) {
		return nil, cards.NewParseError("equi end reason", EndReason(e).String(), "not an end reason")
	}
	return []byte(endNames[e]), nil
}

// UnmarshalText reads the texts MarshalText writes. On error e is
// unchanged.
func (e *endText) UnmarshalText(text []byte) error {
	for i, name := range endNames {
		if string(text) == name {
			*e = endText(i)
			return nil
		}
	}
	return cards.NewParseError("equi end reason", string(text), `want "`+strings.Join(endNames[:], `", "`)+`"`)
}

// rulesJSON is the JSON form of the options of Rules: all of it but the
// Variant, which a View's JSON names beside its rules.
type rulesJSON struct {
	Players          int    `json:"players"`
	NoRankBan        bool   `json:"noRankBan"`
	VoluntaryTrail   bool   `json:"voluntaryTrail"`
	RecycleByFour    bool   `json:"recycleByFour"`
	NoProgressRounds int    `json:"noProgressRounds"`
	MaxMoves         int    `json:"maxMoves"`
	Scoring          string `json:"scoring,omitempty"`
}

// rulesDoc is the JSON form of Rules.
type rulesDoc struct {
	rulesJSON
	Variant string `json:"variant,omitempty"`
}

// optionsJSON returns the options of r in JSON.
func (r Rules) optionsJSON() rulesJSON {
	w := rulesJSON{
		Players: r.Players, NoRankBan: r.NoRankBan, VoluntaryTrail: r.VoluntaryTrail,
		RecycleByFour: r.RecycleByFour, NoProgressRounds: r.NoProgressRounds, MaxMoves: r.MaxMoves,
	}
	if r.Scoring != ScoreCards {
		w.Scoring = r.Scoring.String()
	}
	return w
}

// rules returns the rules of the options w, playing variant, and checks
// them as [Rules.Validate] does.
func (w *rulesJSON) rules(variant Variant) (Rules, error) {
	r := Rules{
		Players: w.Players, NoRankBan: w.NoRankBan, VoluntaryTrail: w.VoluntaryTrail,
		RecycleByFour: w.RecycleByFour, NoProgressRounds: w.NoProgressRounds, MaxMoves: w.MaxMoves,
		Variant: variant,
	}
	if w.Scoring != "" {
		var ok bool
		if r.Scoring, ok = parseScoring(w.Scoring); !ok {
			return Rules{}, fmt.Errorf("equi: %w: scoring is %s, want \"cards\" or \"points\"", cards.ErrInvalidRules, quote(w.Scoring))
		}
	}
	if err := r.Validate(); err != nil {
		return Rules{}, err
	}
	return r, nil
}

// MarshalJSON implements [json.Marshaler]. The form is every option of the
// standard rules text by name, as it is (0 stays 0, meaning the default),
// then "scoring" when it is not "cards" and "variant", the Variant's Name,
// when there is one:
//
//	{"players": 3, "noRankBan": false, "voluntaryTrail": false,
//	 "recycleByFour": false, "noProgressRounds": 0, "maxMoves": 0}
func (r Rules) MarshalJSON() ([]byte, error) {
	w := rulesDoc{rulesJSON: r.optionsJSON()}
	if r.Variant != nil {
		w.Variant = r.Variant.Name()
	}
	return json.Marshal(w)
}

// optionMembers are the members of the JSON of the options of Rules, every
// one of which may be left out.
var optionMembers = []wirejson.Member{
	{Name: "players", Optional: true},
	{Name: "noRankBan", Optional: true},
	{Name: "voluntaryTrail", Optional: true},
	{Name: "recycleByFour", Optional: true},
	{Name: "noProgressRounds", Optional: true},
	{Name: "maxMoves", Optional: true},
	{Name: "scoring", Optional: true, Max: 16},
}

// optionsForm is the form of the rules of a View's JSON, rulesForm that of
// Rules, for [wirejson.Check].
var (
	optionsForm = &wirejson.Object{Members: optionMembers}
	rulesForm   = &wirejson.Object{Members: append(optionMembers[:len(optionMembers):len(optionMembers)],
		wirejson.Member{Name: "variant", Optional: true, Max: cards.MaxNameLen})}
)

// UnmarshalJSON implements [json.Unmarshaler], reading the form
// [Rules.MarshalJSON] writes under the JSON policy of docs/json.md. An
// option left out keeps its zero value (the default). A document the policy
// refuses (an unknown or repeated member, one spelt with other capitals, a
// value of the wrong type, anything after the object) gives a
// [*cards.ParseError] wrapping [cards.ErrSyntax], and rules that
// [Rules.Validate] refuses an error wrapping [cards.ErrInvalidRules].
//
// Of *r, only the Variant is read, and kept: code cannot come from JSON.
// A document that names a variant decodes only into Rules that play it,
// and one that names none only into Rules with no Variant; otherwise the
// error wraps [cards.ErrInvalidRules] and says both, as [Rules.WithTags]
// does for a record.
//
// On error r is
// unchanged. Its time and memory are linear in the length of data, and it
// allocates a small constant amount. The JSON null leaves r unchanged and is
// no error; a nil r gives an error wrapping [cards.ErrInvalidArgument].
func (r *Rules) UnmarshalJSON(data []byte) error {
	if r == nil {
		return nilReceiver("Rules")
	}
	if wirejson.IsNull(data) {
		return nil
	}
	var w rulesDoc
	if err := wirejson.Decode(data, rulesForm, &w, "equi rules JSON"); err != nil {
		return err
	}
	if err := checkVariant(r.Variant, w.Variant, w.Variant != "", "document"); err != nil {
		return err
	}
	v, err := w.rules(r.Variant)
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// stateJSON is the JSON form of State.
type stateJSON struct {
	Players         int         `json:"players"`
	Dealer          int         `json:"dealer"`
	Turn            int         `json:"turn"`
	End             endText     `json:"end"`
	Hands           []cards.Set `json:"hands"`
	Known           []cards.Set `json:"known"`
	Piles           []cards.Set `json:"piles"`
	Table           cards.Set   `json:"table"`
	Stock           cards.Deck  `json:"-"`     // read from StockText by UnmarshalJSON
	StockText       string      `json:"stock"` // the stock, a cards.Deck
	LastCapturer    int         `json:"lastCapturer"`
	Moves           int         `json:"moves"`
	MovesAfterStock int         `json:"movesAfterStock"`
	IdleTurns       int         `json:"idleTurns"`
	Last            *event      `json:"last"`
	variantJSON
	trailsJSON
}

// trailJSON is a seat's trail record (docs/rules/equi.md, "What a search
// may infer") in the JSON of a State or a View.
type trailJSON struct {
	Seat      int        `json:"seat"`      // the seat that trailed
	Card      cards.Card `json:"card"`      // the card trailed
	Table     cards.Set  `json:"table"`     // the table before the trail
	Held      int        `json:"held"`      // the cards held beside it, 1 to 3
	NoRankBan bool       `json:"noRankBan"` // the rank ban (rule E4) did not apply
	Played    cards.Set  `json:"played"`    // the cards the seat played since
	OneOf     cards.Set  `json:"oneOf"`     // Q_1: at least one was held then
	TwoOf     cards.Set  `json:"twoOf"`     // Q_2: at least two were held then
}

// trailsJSON is the trail records of a State or a View in JSON, written
// only when there is one, so that the documents of positions without them
// are as they were.
type trailsJSON struct {
	Trails []trailJSON `json:"trails,omitempty"`
}

// trailMember is the member of trailsJSON for [wirejson.Check].
var trailMember = wirejson.Member{Name: "trails", Optional: true, Max: MaxPlayers, Object: &wirejson.Object{Members: []wirejson.Member{
	{Name: "seat"}, {Name: "card"}, {Name: "table"}, {Name: "held"}, {Name: "noRankBan"},
	{Name: "played"}, {Name: "oneOf"}, {Name: "twoOf"},
}}}

// trailsJSON returns the trail records of p in JSON, by seat.
func (p *Public) trailsJSON() trailsJSON {
	var w trailsJSON
	for i := range int(p.players) {
		t := p.trails[i]
		if t.held() == 0 {
			continue
		}
		w.Trails = append(w.Trails, trailJSON{
			Seat: i, Card: t.card(), Table: t.table(), Held: t.held(), NoRankBan: t.noBan(),
			Played: t.played(), OneOf: t.first(), TwoOf: t.second(),
		})
	}
	return w
}

// setTrails puts the trail records, in JSON, into f, or says why they
// cannot be records: the checks that need nothing but the records.
func (f *facts) setTrails(w *trailsJSON) error {
	last := -1
	for _, t := range w.Trails {
		what := "seat " + itoa(t.Seat) + "'s trail record"
		switch {
		case t.Seat <= last || t.Seat >= f.players:
			return invalidState("a trail record is for seat %d: want the seats of a %d-player game, each once and in order", t.Seat, f.players)
		case t.Held < 1 || t.Held > trailMaxA:
			return invalidState("%s holds %d cards beside the trailed one, want 1 to %d (a hand of 2 to 4)", what, t.Held, trailMaxA)
		case !cards.Deck36.Has(t.Card):
			return invalidState("%s trails %v, which is not in the 36-card deck", what, t.Card)
		case !cards.Deck36.Contains(t.Table | t.Played | t.OneOf | t.TwoOf):
			return invalidState("%s names a card outside the 36-card deck", what)
		case (t.Table | t.Played).Has(t.Card) || t.Table&t.Played != 0:
			return invalidState("%s has a card in two of the trailed card, the table and the cards played", what)
		case !t.Played.Contains(t.OneOf | t.TwoOf):
			return invalidState("%s: oneOf and twoOf are cards played since the trail", what)
		case t.TwoOf != 0 && (t.OneOf == 0 || !t.TwoOf.Contains(t.OneOf) || t.TwoOf.Len() < 2):
			return invalidState("%s: twoOf holds two cards or more and contains oneOf, which is not empty", what)
		case t.TwoOf != 0 && t.Held < 3 || t.OneOf != 0 && t.Held < 2:
			return invalidState("%s: oneOf or twoOf bound %d held cards: the record ends when all of them are played", what, t.Held)
		}
		last = t.Seat
		f.trails[t.Seat] = makeTrail(t.Table, t.Card, t.Held, t.NoRankBan, t.Played, t.OneOf, t.TwoOf)
	}
	return nil
}

// variantJSON is what a Variant kept in a position ([Effects]), in the JSON
// of a State or a View: each member only when it is not zero, so the
// documents of the standard game are as they were.
type variantJSON struct {
	Counters     []int `json:"counters,omitempty"`
	AddedScores  []int `json:"addedScores,omitempty"`
	VariantDrawn int   `json:"variantDrawn,omitempty"`
}

// variantMembers are the members of variantJSON for [wirejson.Check].
var variantMembers = []wirejson.Member{
	{Name: "counters", Optional: true, Max: NumCounters},
	{Name: "addedScores", Optional: true, Max: MaxPlayers},
	{Name: "variantDrawn", Optional: true},
}

// variantJSON returns what a Variant kept in p, in JSON.
func (p *Public) variantJSON() variantJSON {
	var w variantJSON
	if p.counters != [NumCounters]uint8{} {
		w.Counters = make([]int, NumCounters)
		for i, c := range p.counters {
			w.Counters[i] = int(c)
		}
	}
	if p.added != [MaxPlayers]int16{} {
		w.AddedScores = make([]int, p.players)
		for i := range w.AddedScores {
			w.AddedScores[i] = int(p.added[i])
		}
	}
	w.VariantDrawn = int(p.variantDrawn)
	return w
}

// setVariant puts what a Variant kept, in JSON, into f, or says why it
// cannot be.
func (f *facts) setVariant(w *variantJSON) error {
	switch {
	case w.Counters != nil && len(w.Counters) != NumCounters:
		return invalidState("counters has %d entries, want %d", len(w.Counters), NumCounters)
	case w.AddedScores != nil && len(w.AddedScores) != f.players:
		return invalidState("addedScores has %d entries, want one for each of the %d seats", len(w.AddedScores), f.players)
	}
	for i, c := range w.Counters {
		if c < 0 || c > 255 {
			return invalidState("counter %d is %d, want 0 to 255", i, c)
		}
		f.counters[i] = c
	}
	for i, a := range w.AddedScores {
		if a < -MaxAddedScore || a > MaxAddedScore {
			return invalidState("seat %d's added score is %d, want %d to %d", i, a, -MaxAddedScore, MaxAddedScore)
		}
		f.added[i] = a
	}
	f.variantDrawn = w.VariantDrawn
	return nil
}

// MarshalJSON implements [json.Marshaler]. The form holds the whole
// position, hidden cards and stock order included: it is for saving a game,
// not for showing it to a player (see [View] for that). docs/json.md
// describes it; what a Variant kept is written only when it is not zero.
// The zero State is an error.
func (s State) MarshalJSON() ([]byte, error) {
	if s.players == 0 {
		return nil, invalidState("the zero State is no game")
	}
	n := int(s.players)
	w := stateJSON{
		Players:         n,
		Dealer:          int(s.dealer),
		Turn:            s.Turn(),
		End:             endText(s.end),
		Hands:           slicesOf(s.hands[:n]),
		Known:           knownBySeat(s.known, s.hands[:n]),
		Piles:           slicesOf(s.piles[:n]),
		Table:           s.table,
		StockText:       s.stockDeck().String(),
		LastCapturer:    int(s.lastCapturer),
		Moves:           int(s.moves),
		MovesAfterStock: int(s.movesAfter),
		IdleTurns:       int(s.idle),
		variantJSON:     s.variantJSON(),
		trailsJSON:      s.trailsJSON(),
	}
	if e, ok := s.lastEvent(&s.hands); ok {
		w.Last = &e
	}
	return json.Marshal(w)
}

// eventForm is the JSON form of an event.
var eventForm = &wirejson.Object{Members: []wirejson.Member{
	{Name: "seat"}, {Name: "move"}, {Name: "drew"}, {Name: "recycled"},
}}

// stateForm is the JSON form of a State for [wirejson.Check].
var stateForm = &wirejson.Object{Members: append([]wirejson.Member{
	{Name: "players"}, {Name: "dealer"}, {Name: "turn"}, {Name: "end"},
	{Name: "hands", Max: MaxPlayers}, {Name: "known", Max: MaxPlayers}, {Name: "piles", Max: MaxPlayers},
	{Name: "table"}, {Name: "stock"}, {Name: "lastCapturer"}, {Name: "moves"},
	{Name: "movesAfterStock"}, {Name: "idleTurns"},
	{Name: "last", Nullable: true, Object: eventForm},
}, append(variantMembers[:len(variantMembers):len(variantMembers)], trailMember)...)}

// UnmarshalJSON implements [json.Unmarshaler], reading the form
// [State.MarshalJSON] writes under the JSON policy of docs/json.md (every
// member required), and checks that it is a position a game can reach: see
// docs/rules/equi.md, "Positions the decoders accept", for the checks. A document the
// policy refuses gives a [*cards.ParseError] wrapping [cards.ErrSyntax]; a
// position no game reaches gives an error wrapping [cards.ErrInvalidState] that
// names the problem, such as "equi: invalid state: card 7H appears twice:
// in seat 1's hand and in the stock" (a stock that is not a deck, such as
// one naming a card twice, gives an error that names the member and wraps
// the deck's [*cards.ParseError] too). On error s is unchanged. Its time and
// memory are linear in the length of data, and it allocates a small
// constant amount: every array is at most [MaxPlayers] long and the stock
// is read card by card. The JSON null leaves s unchanged and is no error; a
// nil s gives an error wrapping [cards.ErrInvalidArgument].
// Whether earlier moves were legal is not checked (docs/rules/equi.md,
// "Positions the decoders accept"). A State holds no rules: the members
// of what a Variant kept ("counters", "addedScores", "variantDrawn") are
// read whatever the variant, and the checks they relax are listed there.
// The trail records ("trails", docs/json.md) are read whatever the rules,
// each saying whether the rank ban applied to its trail, and each seat's
// hand must be one its record allows.
func (s *State) UnmarshalJSON(data []byte) error {
	if s == nil {
		return nilReceiver("State")
	}
	if wirejson.IsNull(data) {
		return nil
	}
	var w stateJSON
	if err := wirejson.Decode(data, stateForm, &w, "equi state JSON"); err != nil {
		return err
	}
	stock, err := cards.ParseDeck(w.StockText)
	if err != nil {
		return invalidState("stock: %w", err)
	}
	w.Stock = stock
	v, err := w.state()
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// state checks w and returns the position it describes.
func (w *stateJSON) state() (State, error) {
	n := w.Players
	if n < MinPlayers || n > MaxPlayers {
		return State{}, invalidState("players is %d, want 2 to 6", n)
	}
	for _, list := range []struct {
		name string
		sets []cards.Set
	}{{"hands", w.Hands}, {"known", w.Known}, {"piles", w.Piles}} {
		if len(list.sets) != n {
			return State{}, invalidState("%s has %d entries, want one for each of the %d seats", list.name, len(list.sets), n)
		}
	}
	if len(w.Stock) > DeckSize {
		return State{}, invalidState("the stock has %d cards", len(w.Stock))
	}
	if err := checkCards(n, w.Hands, w.Known, w.Piles, w.Table, w.Stock); err != nil {
		return State{}, err
	}
	f := facts{
		players: n, dealer: w.Dealer, turn: w.Turn, end: EndReason(w.End),
		table: w.Table, stockLen: len(w.Stock), lastCapturer: w.LastCapturer,
		moves: w.Moves, movesAfter: w.MovesAfterStock, idle: w.IdleTurns, last: w.Last,
	}
	for i := range n {
		f.counts[i] = w.Hands[i].Len()
		f.known[i] = w.Known[i]
		f.piles[i] = w.Piles[i]
	}
	if err := f.setVariant(&w.variantJSON); err != nil {
		return State{}, err
	}
	if err := f.setTrails(&w.trailsJSON); err != nil {
		return State{}, err
	}
	if err := f.check(); err != nil {
		return State{}, err
	}
	s := f.state()
	copy(s.hands[:], w.Hands)
	for i, c := range w.Stock {
		s.stock[len(w.Stock)-1-i] = c
	}
	if err := s.checkTrailHands(); err != nil {
		return State{}, err
	}
	return s, nil
}

// slicesOf returns a copy of sets as a slice.
func slicesOf(sets []cards.Set) []cards.Set { return append([]cards.Set(nil), sets...) }

// knownBySeat returns the known cards of each of the n seats' hands,
// indexed by seat.
func knownBySeat(known cards.Set, hands []cards.Set) []cards.Set {
	out := make([]cards.Set, len(hands))
	for i, h := range hands {
		out[i] = known & h
	}
	return out
}

// viewJSON is the JSON form of View.
type viewJSON struct {
	Variant         string      `json:"variant,omitempty"`
	Rules           rulesJSON   `json:"rules"`
	Seat            int         `json:"seat"`
	Dealer          int         `json:"dealer"`
	Turn            int         `json:"turn"`
	End             endText     `json:"end"`
	Hand            cards.Set   `json:"hand"`
	HandCounts      []int       `json:"handCounts"`
	Known           []cards.Set `json:"known"`
	Piles           []cards.Set `json:"piles"`
	Held            []int       `json:"held"`
	Table           cards.Set   `json:"table"`
	StockCount      int         `json:"stockCount"`
	LastCapturer    int         `json:"lastCapturer"`
	Moves           int         `json:"moves"`
	MovesAfterStock int         `json:"movesAfterStock"`
	IdleTurns       int         `json:"idleTurns"`
	Last            *event      `json:"last"`
	variantJSON
	trailsJSON
}

// viewForm is the JSON form of a View for [wirejson.Check].
var viewForm = &wirejson.Object{Members: append([]wirejson.Member{
	{Name: "variant", Optional: true, Max: cards.MaxNameLen},
	{Name: "rules", Object: optionsForm}, {Name: "seat"}, {Name: "dealer"}, {Name: "turn"}, {Name: "end"},
	{Name: "hand"}, {Name: "handCounts", Max: MaxPlayers}, {Name: "known", Max: MaxPlayers},
	{Name: "piles", Max: MaxPlayers}, {Name: "held", Max: MaxPlayers}, {Name: "table"},
	{Name: "stockCount"}, {Name: "lastCapturer"}, {Name: "moves"}, {Name: "movesAfterStock"},
	{Name: "idleTurns"}, {Name: "last", Nullable: true, Object: eventForm},
}, append(variantMembers[:len(variantMembers):len(variantMembers)], trailMember)...)}

// MarshalJSON implements [json.Marshaler]. The form holds what the seat (or
// the spectator, seat -1, with an empty hand) may know and nothing more,
// and not the legal moves: a frontend lists those with [View.AppendFirst] up to a
// bound of its own. docs/json.md describes it. Under a Variant it names the
// variant ("variant") and holds what the variant kept, each only when not
// zero, so the views of the standard game are as they were. The zero View
// is an error.
func (v View) MarshalJSON() ([]byte, error) {
	if v.players == 0 {
		return nil, invalidState("the zero View is no game's view")
	}
	n := int(v.players)
	w := viewJSON{
		Rules:           v.rules.optionsJSON(),
		Seat:            v.Seat(),
		Dealer:          v.Dealer(),
		Turn:            v.Turn(),
		End:             endText(v.End()),
		Hand:            v.Hand(),
		HandCounts:      make([]int, n),
		Known:           knownBySeat(v.known, v.hands[:n]),
		Piles:           slicesOf(v.piles[:n]),
		Held:            make([]int, n),
		Table:           v.Table(),
		StockCount:      v.StockLen(),
		LastCapturer:    v.LastCapturer(),
		Moves:           v.MoveCount(),
		MovesAfterStock: v.MovesAfterStock(),
		IdleTurns:       v.IdleTurns(),
		variantJSON:     v.variantJSON(),
		trailsJSON:      v.trailsJSON(),
	}
	if v.rules.Variant != nil {
		w.Variant = v.rules.Variant.Name()
	}
	for i := range n {
		w.HandCounts[i] = int(v.counts[i])
		w.Held[i] = v.Held(i)
	}
	if e, ok := v.lastEvent(&v.hands); ok {
		w.Last = &e
	}
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form
// [View.MarshalJSON] writes under the JSON policy of docs/json.md (every
// member required), and checks that some position a game can reach gives
// this view: see docs/rules/equi.md, "Positions the decoders accept". A
// document the policy refuses gives a [*cards.ParseError] wrapping
// [cards.ErrSyntax], invalid rules an error wrapping
// [cards.ErrInvalidRules], and a view no game gives an error wrapping
// [cards.ErrInvalidState] that names the problem. On error v is unchanged.
// Its time and memory are linear in the length of data, and it allocates a
// small constant amount. The JSON null leaves v unchanged and is no error; a
// nil v gives an error wrapping [cards.ErrInvalidArgument].
//
// Of *v, only the Variant of its rules is read, and kept: code cannot come
// from JSON. A document that names a variant ("variant") decodes only into
// a View whose rules play it: decode it with [Rules.UnmarshalView] of the
// variant's rules, or into a View that r.View made; into the zero View it
// is refused with an error wrapping [cards.ErrInvalidRules] that says so.
// A document that names none decodes only into a View of rules without a
// Variant.
//
// The trail records ("trails") are refused under VoluntaryTrail, and
// unless some deal of the cards the view does not show gives every seat a
// hand its record allows, so that [Rules.Sample] always finds one; the
// search for that deal (the seats with the fewest witnesses first) tries
// at most 2^20 sets of cards, a bounded cost whatever the input.
func (v *View) UnmarshalJSON(data []byte) error {
	if v == nil {
		return nilReceiver("View")
	}
	if wirejson.IsNull(data) {
		return nil
	}
	var w viewJSON
	if err := wirejson.Decode(data, viewForm, &w, "equi view JSON"); err != nil {
		return err
	}
	u, err := w.view(v.rules.Variant)
	if err != nil {
		return err
	}
	*v = u
	return nil
}

// view checks w and returns the view it describes, under rules that play
// variant.
func (w *viewJSON) view(variant Variant) (View, error) {
	if err := checkVariant(variant, w.Variant, w.Variant != "", "view"); err != nil {
		if variant == nil {
			return View{}, fmt.Errorf("%w (decode it with Rules.UnmarshalView of rules that play it)", err)
		}
		return View{}, err
	}
	rules, err := w.Rules.rules(variant)
	if err != nil {
		return View{}, err
	}
	n := rules.Seats()
	if w.Seat < cards.Spectator || w.Seat >= n {
		return View{}, invalidState("seat %d is not a seat of a %d-player game, nor the spectator's -1", w.Seat, n)
	}
	spectator := w.Seat == cards.Spectator
	if spectator && w.Hand != 0 {
		return View{}, invalidState("the spectator's view has a hand")
	}
	for _, list := range []struct {
		name string
		len  int
	}{{"handCounts", len(w.HandCounts)}, {"known", len(w.Known)}, {"piles", len(w.Piles)}, {"held", len(w.Held)}} {
		if list.len != n {
			return View{}, invalidState("%s has %d entries, want one for each of the %d seats", list.name, list.len, n)
		}
	}
	var places placement
	if !spectator {
		places.add(w.Hand, "seat "+itoa(w.Seat)+"'s hand")
	}
	for i := range n {
		if i != w.Seat {
			places.add(w.Known[i], "seat "+itoa(i)+"'s known cards")
		}
	}
	for i := range n {
		places.add(w.Piles[i], "seat "+itoa(i)+"'s pile")
	}
	places.add(w.Table, "the table")
	if err := places.check(); err != nil {
		return View{}, err
	}
	f := facts{
		players: n, dealer: w.Dealer, turn: w.Turn, end: EndReason(w.End),
		table: w.Table, stockLen: w.StockCount, lastCapturer: w.LastCapturer,
		moves: w.Moves, movesAfter: w.MovesAfterStock, idle: w.IdleTurns, last: w.Last,
	}
	if w.StockCount < 0 || w.StockCount > maxStock {
		return View{}, invalidState("the stock count is %d, want 0 to %d", w.StockCount, maxStock)
	}
	total := w.StockCount + w.Table.Len()
	for i := range n {
		c := w.HandCounts[i]
		if c < 0 || c > DeckSize {
			return View{}, invalidState("seat %d's hand count is %d", i, c)
		}
		total += c + w.Piles[i].Len()
		f.counts[i] = c
		f.known[i] = w.Known[i]
		f.piles[i] = w.Piles[i]
	}
	if total != DeckSize {
		return View{}, invalidState("the hands, piles, table and stock hold %d cards, want 36", total)
	}
	if err := f.setVariant(&w.variantJSON); err != nil {
		return View{}, err
	}
	if err := f.setTrails(&w.trailsJSON); err != nil {
		return View{}, err
	}
	if !spectator {
		if w.Hand.Len() != w.HandCounts[w.Seat] {
			return View{}, invalidState("seat %d's hand holds %d cards and its count says %d", w.Seat, w.Hand.Len(), w.HandCounts[w.Seat])
		}
		if !w.Hand.Contains(w.Known[w.Seat]) {
			c, _ := w.Known[w.Seat].Minus(w.Hand).Min()
			return View{}, invalidState("seat %d's known card %v is not in his hand", w.Seat, c)
		}
	}
	for i := range n {
		if k := w.Known[i].Len(); k > w.HandCounts[i] {
			return View{}, invalidState("seat %d has %d known cards in a hand of %d", i, k, w.HandCounts[i])
		}
		if held := w.HandCounts[i] + w.Piles[i].Len(); w.Held[i] != held {
			return View{}, invalidState("seat %d's held count is %d, want %d (hand and pile)", i, w.Held[i], held)
		}
	}
	if err := f.check(); err != nil {
		return View{}, err
	}
	if err := f.checkRules(rules); err != nil {
		return View{}, err
	}
	s := f.state()
	v := View{Public: s.Public, rules: rules, seat: uint8(w.Seat + 1), counts: f.countsU8()}
	for i := range n {
		v.hands[i] = w.Known[i]
	}
	if !spectator {
		v.hands[w.Seat] = w.Hand
	}
	if err := v.checkTrails(); err != nil {
		return View{}, err
	}
	return v, nil
}

// UnmarshalView decodes the JSON of a [View] as [View.UnmarshalJSON] does,
// under r's Variant: the one way to decode the view of a variant's game
// into a new View (decoding into a View that r.View made does the same).
// A document that names no variant needs r.Variant nil, and one that names
// a variant needs r.Variant of that Name; the other options come from the
// document. The JSON null gives the zero View.
func (r Rules) UnmarshalView(data []byte) (View, error) {
	v := View{rules: Rules{Variant: r.Variant}}
	if err := v.UnmarshalJSON(data); err != nil {
		return View{}, err
	}
	if v.players == 0 {
		return View{}, nil
	}
	return v, nil
}
