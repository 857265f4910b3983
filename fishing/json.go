package fishing

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// The names of the enumerations in JSON, indexed by value.
var (
	refillNames   = []string{RefillRound: "round", RefillMover: "mover"}
	playNames     = []string{PlayOne: "one", PlaySubset: "subset"}
	relationNames = []string{SumEqual: "sumEqual", SumTo: "sumTo"}
	compelNames   = []string{CompelNone: "none", CompelCard: "card", CompelHand: "hand"}
	recycleNames  = []string{RecycleNone: "none", RecycleAll: "all", RecycleLowest: "lowest"}
)

// name returns names[i], or "" outside the list.
func name[E ~uint8](names []string, e E) string {
	if int(e) < len(names) {
		return names[e]
	}
	return ""
}

// parseName reads names' text into *e, or says what it wants.
func parseName[E ~uint8](names []string, text, member string, e *E) error {
	i := slices.Index(names, text)
	if i < 0 {
		return fmt.Errorf("fishing: %w: %s is %q, want one of %q", cards.ErrInvalidRules, member, text, names)
	}
	*e = E(i)
	return nil
}

// scoringJSON is the JSON form of [Scoring].
type scoringJSON struct {
	CardsHeld      bool `json:"cardsHeld"`
	ValuesCaptured bool `json:"valuesCaptured"`
	Sweep          int  `json:"sweep"`
	MostCards      int  `json:"mostCards"`
	MostCoins      int  `json:"mostCoins"`
	SevenOfCoins   int  `json:"sevenOfCoins"`
	Primiera       int  `json:"primiera"`
	MostSevens     int  `json:"mostSevens"`
}

// tableJSON is the JSON form of [Table]: every field by name, the
// enumerations by their names, the values from two to ace.
type tableJSON struct {
	Name             string      `json:"name"`
	Players          int         `json:"players"`
	Partners         bool        `json:"partners"`
	Deck             cards.Set   `json:"deck"`
	Values           []int       `json:"values"`
	Hand             int         `json:"hand"`
	TableCards       int         `json:"tableCards"`
	Refill           string      `json:"refill"`
	Play             string      `json:"play"`
	Relation         string      `json:"relation"`
	Target           int         `json:"target"`
	EqualFirst       bool        `json:"equalFirst"`
	RankBan          bool        `json:"rankBan"`
	WholeLifts       bool        `json:"wholeLifts"`
	LastLifts        bool        `json:"lastLifts"`
	Compulsory       string      `json:"compulsory"`
	Recycle          string      `json:"recycle"`
	ClearEnds        bool        `json:"clearEnds"`
	NoProgressRounds int         `json:"noProgressRounds"`
	MaxMoves         int         `json:"maxMoves"`
	OpeningSweep     bool        `json:"openingSweep"`
	Scoring          scoringJSON `json:"scoring"`
	Variant          string      `json:"variant,omitempty"`
}

var tableForm = &wirejson.Object{Members: []wirejson.Member{
	{Name: "name", Max: cards.MaxNameLen}, {Name: "players"}, {Name: "partners"}, {Name: "deck", Max: 256},
	{Name: "values", Max: cards.NumRanks}, {Name: "hand"}, {Name: "tableCards"},
	{Name: "refill", Max: 16}, {Name: "play", Max: 16}, {Name: "relation", Max: 16}, {Name: "target"},
	{Name: "equalFirst"}, {Name: "rankBan"}, {Name: "wholeLifts"}, {Name: "lastLifts"},
	{Name: "compulsory", Max: 16}, {Name: "recycle", Max: 16}, {Name: "clearEnds"},
	{Name: "noProgressRounds"}, {Name: "maxMoves"}, {Name: "openingSweep"},
	{Name: "scoring", Object: &wirejson.Object{Members: []wirejson.Member{
		{Name: "cardsHeld"}, {Name: "valuesCaptured"}, {Name: "sweep"}, {Name: "mostCards"},
		{Name: "mostCoins"}, {Name: "sevenOfCoins"}, {Name: "primiera"}, {Name: "mostSevens"},
	}}},
	{Name: "variant", Optional: true, Max: cards.MaxNameLen},
}}

func (t Table) wire() tableJSON {
	s := t.Scoring
	w := tableJSON{
		Name: t.Name, Players: t.Players, Partners: t.Partners, Deck: t.Deck, Hand: t.Hand, TableCards: t.TableCards,
		Refill: name(refillNames, t.Refill), Play: name(playNames, t.Play), Relation: name(relationNames, t.Relation),
		Target: t.Target, EqualFirst: t.EqualFirst, RankBan: t.RankBan, WholeLifts: t.WholeLifts, LastLifts: t.LastLifts,
		Compulsory: name(compelNames, t.Compulsory), Recycle: name(recycleNames, t.Recycle),
		ClearEnds: t.ClearEnds, NoProgressRounds: t.NoProgressRounds, MaxMoves: t.MaxMoves, OpeningSweep: t.OpeningSweep,
		Scoring: scoringJSON(s),
	}
	for r := cards.Two; r <= cards.Ace; r++ {
		w.Values = append(w.Values, t.Values[r])
	}
	if t.Variant != nil {
		w.Variant = t.Variant.Name()
	}
	return w
}

// rules returns the rules w describes, playing variant, checked by [New].
// A document that names another variant than variant's is refused.
func (w *tableJSON) rules(variant Variant) (Rules, error) {
	have := ""
	if variant != nil {
		have = variant.Name()
	}
	if err := cardtext.VariantMismatch("fishing", "document", w.Variant, have); err != nil {
		return Rules{}, err
	}
	t := Table{
		Name: w.Name, Players: w.Players, Partners: w.Partners, Deck: w.Deck, Hand: w.Hand, TableCards: w.TableCards,
		Target: w.Target, EqualFirst: w.EqualFirst, RankBan: w.RankBan, WholeLifts: w.WholeLifts, LastLifts: w.LastLifts,
		ClearEnds: w.ClearEnds, NoProgressRounds: w.NoProgressRounds, MaxMoves: w.MaxMoves, OpeningSweep: w.OpeningSweep,
		Scoring: Scoring(w.Scoring), Variant: variant,
	}
	if len(w.Values) != cards.NumRanks {
		return Rules{}, fmt.Errorf("fishing: %w: values has %d entries, want %d (two to ace)", cards.ErrInvalidRules, len(w.Values), cards.NumRanks)
	}
	for i, v := range w.Values {
		t.Values[cards.Two+cards.Rank(i)] = v
	}
	for _, err := range []error{
		parseName(refillNames, w.Refill, "refill", &t.Refill),
		parseName(playNames, w.Play, "play", &t.Play),
		parseName(relationNames, w.Relation, "relation", &t.Relation),
		parseName(compelNames, w.Compulsory, "compulsory", &t.Compulsory),
		parseName(recycleNames, w.Recycle, "recycle", &t.Recycle),
	} {
		if err != nil {
			return Rules{}, err
		}
	}
	return New(t)
}

// MarshalJSON implements [json.Marshaler]: the table, every field by name
// (docs/json.md, "Fishing tables"). The zero Rules is an error.
func (r Rules) MarshalJSON() ([]byte, error) {
	if !r.ready() {
		return nil, fmt.Errorf("fishing: %w: the zero Rules", cards.ErrInvalidRules)
	}
	return json.Marshal(r.t.wire())
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form
// [Rules.MarshalJSON] writes under the JSON policy of docs/json.md (every
// member required). A document the policy refuses gives a
// [*cards.ParseError] wrapping [cards.ErrSyntax], a table [New] refuses an
// error wrapping [cards.ErrInvalidRules]. On error r is unchanged; null
// leaves it unchanged; a nil r is an error wrapping
// [cards.ErrInvalidArgument]. Of *r only the Variant is read, and kept:
// code cannot come from JSON, so a document that names a variant decodes
// only into Rules that play it.
func (r *Rules) UnmarshalJSON(data []byte) error {
	if r == nil {
		return fmt.Errorf("fishing: %w: a nil *Rules", cards.ErrInvalidArgument)
	}
	if wirejson.IsNull(data) {
		return nil
	}
	var w tableJSON
	if err := wirejson.Decode(data, tableForm, &w, "fishing rules JSON"); err != nil {
		return err
	}
	v, err := w.rules(r.variant())
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// trailJSON is a seat's trail record in JSON.
type trailJSON struct {
	Seat   int        `json:"seat"`
	Card   cards.Card `json:"card"`
	Table  cards.Set  `json:"table"`
	Held   int        `json:"held"`
	Played cards.Set  `json:"played"`
	OneOf  cards.Set  `json:"oneOf"` // Q1: one at least was held then
	TwoOf  cards.Set  `json:"twoOf"` // Q2: two at least were held then
}

// publicJSON is the JSON form of [Public].
type publicJSON struct {
	Players         int         `json:"players"`
	Dealer          int         `json:"dealer"`
	Turn            int         `json:"turn"`
	End             string      `json:"end"`
	Piles           []cards.Set `json:"piles"`
	Sweeps          []int       `json:"sweeps"`
	Table           cards.Set   `json:"table"`
	Known           cards.Set   `json:"known"`
	StockLen        int         `json:"stockLen"`
	LastCapturer    int         `json:"lastCapturer"`
	LastSeat        int         `json:"lastSeat"`
	LastMove        *Move       `json:"lastMove"`
	LastDrawn       int         `json:"lastDrawn"`
	LastRecycled    int         `json:"lastRecycled"`
	Moves           int         `json:"moves"`
	MovesAfterStock int         `json:"movesAfterStock"`
	IdleTurns       int         `json:"idleTurns"`
	Trails          []trailJSON `json:"trails,omitempty"`
	Counters        []int       `json:"counters,omitempty"`
	AddedScores     []int       `json:"addedScores,omitempty"`
	VariantDrawn    int         `json:"variantDrawn,omitempty"`
}

var publicMembers = []wirejson.Member{
	{Name: "players"}, {Name: "dealer"}, {Name: "turn"}, {Name: "end", Max: 16},
	{Name: "piles", Max: MaxPlayers}, {Name: "sweeps", Max: MaxPlayers}, {Name: "table", Max: 256}, {Name: "known", Max: 256},
	{Name: "stockLen"}, {Name: "lastCapturer"}, {Name: "lastSeat"}, {Name: "lastMove", Nullable: true, Max: 256},
	{Name: "lastDrawn"}, {Name: "lastRecycled"}, {Name: "moves"}, {Name: "movesAfterStock"}, {Name: "idleTurns"},
	{Name: "trails", Optional: true, Max: MaxPlayers, Object: &wirejson.Object{Members: []wirejson.Member{
		{Name: "seat"}, {Name: "card"}, {Name: "table"}, {Name: "held"}, {Name: "played"}, {Name: "oneOf"}, {Name: "twoOf"},
	}}},
	{Name: "counters", Optional: true, Max: NumCounters},
	{Name: "addedScores", Optional: true, Max: MaxPlayers},
	{Name: "variantDrawn", Optional: true},
}

func (p *Public) wire() publicJSON {
	n := int(p.players)
	w := publicJSON{
		Players: n, Dealer: int(p.dealer), Turn: int(p.turn), End: endNames[p.end%EndReason(len(endNames))],
		Piles: slices.Clone(p.piles[:n]), Table: p.table, Known: p.known, StockLen: int(p.stockLen),
		LastCapturer: int(p.lastCapturer), LastSeat: int(p.lastSeat), LastDrawn: int(p.lastDrawn), LastRecycled: int(p.lastRecycled),
		Moves: int(p.moves), MovesAfterStock: int(p.movesAfter), IdleTurns: int(p.idle),
	}
	for i := range n {
		w.Sweeps = append(w.Sweeps, int(p.sweeps[i]))
		if t := p.trails[i]; t.held != 0 {
			c, _ := t.card.Min()
			w.Trails = append(w.Trails, trailJSON{Seat: i, Card: c, Table: t.table, Held: int(t.held), Played: t.played, OneOf: t.q1, TwoOf: t.q2})
		}
	}
	if p.lastSeat >= 0 {
		m := p.lastMove
		w.LastMove = &m
	}
	if p.counters != [NumCounters]uint8{} {
		for _, c := range p.counters {
			w.Counters = append(w.Counters, int(c))
		}
	}
	if p.added != [MaxPlayers]int16{} {
		for _, a := range p.added[:n] {
			w.AddedScores = append(w.AddedScores, int(a))
		}
	}
	w.VariantDrawn = int(p.variantDrawn)
	return w
}

// invalid returns an error wrapping [cards.ErrInvalidState].
func invalid(format string, args ...any) error {
	return fmt.Errorf("fishing: %w: "+format, append([]any{cards.ErrInvalidState}, args...)...)
}

// public returns the public part w describes for rules r, or says why it
// cannot be one: the checks that need nothing but the public part.
func (w *publicJSON) public(r *Rules) (Public, error) {
	n := w.Players
	end := slices.Index(endNames[:], w.End)
	switch {
	case !r.ready():
		return Public{}, invalid("the zero Rules decode no position")
	case n != r.t.Players:
		return Public{}, invalid("players is %d and the rules have %d", n, r.t.Players)
	case len(w.Piles) != n || len(w.Sweeps) != n:
		return Public{}, invalid("piles and sweeps have %d and %d entries, want %d", len(w.Piles), len(w.Sweeps), n)
	case w.Dealer < 0 || w.Dealer >= n || w.Turn < 0 || w.Turn >= n:
		return Public{}, invalid("dealer %d or turn %d is not a seat", w.Dealer, w.Turn)
	case end < 0:
		return Public{}, invalid("end is %q, want one of %q", w.End, endNames)
	case w.LastCapturer < -1 || w.LastCapturer >= n || w.LastSeat < -1 || w.LastSeat >= n:
		return Public{}, invalid("lastCapturer %d or lastSeat %d is not a seat or -1", w.LastCapturer, w.LastSeat)
	case (w.LastSeat < 0) != (w.LastMove == nil) || w.LastMove != nil && !w.LastMove.Valid():
		return Public{}, invalid("lastMove is a well-formed move exactly when lastSeat is a seat")
	case w.StockLen < 0 || w.StockLen > r.t.Deck.Len():
		return Public{}, invalid("stockLen is %d", w.StockLen)
	case w.Moves < 0 || w.Moves > 65535 || w.MovesAfterStock < 0 || w.MovesAfterStock > w.Moves || w.IdleTurns < 0 || w.IdleTurns > 65535:
		return Public{}, invalid("the counters moves %d, movesAfterStock %d, idleTurns %d are out of range", w.Moves, w.MovesAfterStock, w.IdleTurns)
	case w.LastDrawn < 0 || w.LastDrawn > MaxHand*MaxPlayers || w.LastRecycled < 0 || w.LastRecycled > cards.NumCards:
		return Public{}, invalid("lastDrawn %d or lastRecycled %d is out of range", w.LastDrawn, w.LastRecycled)
	case (w.Moves == 0) != (w.LastSeat < 0):
		return Public{}, invalid("a position with moves has a last move, and one without has none")
	case w.Known != 0 && r.t.Recycle == RecycleNone:
		return Public{}, invalid("known cards come only from a pile taken back, which these rules never do")
	}
	p := Public{
		table: w.Table, known: w.Known, stockLen: uint8(w.StockLen), players: uint8(n), dealer: uint8(w.Dealer),
		turn: uint8(w.Turn), end: EndReason(end), lastCapturer: int8(w.LastCapturer), lastSeat: int8(w.LastSeat),
		lastDrawn: uint8(w.LastDrawn), lastRecycled: uint8(w.LastRecycled),
		moves: uint16(w.Moves), movesAfter: uint16(w.MovesAfterStock), idle: uint16(w.IdleTurns),
	}
	if w.LastMove != nil {
		p.lastMove = *w.LastMove
	}
	switch {
	case w.Counters != nil && len(w.Counters) != NumCounters || w.AddedScores != nil && len(w.AddedScores) != n:
		return Public{}, invalid("counters and addedScores have %d and %d entries, want %d and %d", len(w.Counters), len(w.AddedScores), NumCounters, n)
	case w.VariantDrawn < 0 || w.VariantDrawn > 255:
		return Public{}, invalid("variantDrawn is %d, want 0 to 255", w.VariantDrawn)
	}
	for i, c := range w.Counters {
		if c < 0 || c > 255 {
			return Public{}, invalid("counter %d is %d, want 0 to 255", i, c)
		}
		p.counters[i] = uint8(c)
	}
	for i, a := range w.AddedScores {
		if a < -MaxAddedScore || a > MaxAddedScore {
			return Public{}, invalid("seat %d's added score is %d, want %d to %d", i, a, -MaxAddedScore, MaxAddedScore)
		}
		p.added[i] = int16(a)
	}
	p.variantDrawn = uint8(w.VariantDrawn)
	if p.varied() && r.t.Variant == nil {
		return Public{}, invalid("what a variant keeps is not zero, and the rules play no variant")
	}
	for i := range n {
		if w.Sweeps[i] < 0 || w.Sweeps[i] > 255 {
			return Public{}, invalid("seat %d's sweeps are %d, want 0 to 255", i, w.Sweeps[i])
		}
		p.piles[i], p.sweeps[i] = w.Piles[i], uint8(w.Sweeps[i])
	}
	last := -1
	for _, t := range w.Trails {
		switch {
		case r.t.Compulsory != CompelHand:
			return Public{}, invalid("a trail record under rules where capturing is not compulsory for the hand")
		case t.Seat <= last || t.Seat >= n:
			return Public{}, invalid("a trail record is for seat %d: want seats each once and in order", t.Seat)
		case t.Held < 1 || t.Held > maxTrailHeld:
			return Public{}, invalid("seat %d's trail record holds %d cards beside the trailed one, want 1 to %d", t.Seat, t.Held, maxTrailHeld)
		case !t.Played.Contains(t.OneOf|t.TwoOf) || t.TwoOf != 0 && (t.OneOf == 0 || !t.TwoOf.Contains(t.OneOf) || t.TwoOf.Len() < 2 || t.Held < 3) || t.OneOf != 0 && t.Held < 2:
			return Public{}, invalid("seat %d's trail record: want oneOf and twoOf within played, twoOf (when set) of two cards or more holding oneOf, which is then set, and held above the level", t.Seat)
		case !r.t.Deck.Has(t.Card) || !r.t.Deck.Contains(t.Table|t.Played) || (t.Table | t.Played).Has(t.Card) || t.Table&t.Played != 0 || t.Table == 0:
			return Public{}, invalid("seat %d's trail record: its card, table (not empty) and cards played are cards of the deck in one place each", t.Seat)
		}
		last = t.Seat
		level := uint8(0)
		switch {
		case t.TwoOf != 0:
			level = 2
		case t.OneOf != 0:
			level = 1
		}
		p.trails[t.Seat] = trail{table: t.Table, card: cards.SetOf(t.Card), played: t.Played, q1: t.OneOf, q2: t.TwoOf, held: uint8(t.Held), level: level}
	}
	return p, nil
}

// checkPlaces returns nil when the places hold each card of deck once and
// nothing else, and otherwise says which card is wrong.
func checkPlaces(deck cards.Set, places map[string]cards.Set) error {
	var seen cards.Set
	names := make([]string, 0, len(places))
	for k := range places {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		s := places[k]
		if out := s.Minus(deck); out != 0 {
			c, _ := out.Min()
			return invalid("%v in %s is not a card of the deck", c, k)
		}
		if both := s & seen; both != 0 {
			c, _ := both.Min()
			return invalid("card %v appears twice (again in %s)", c, k)
		}
		seen |= s
	}
	if missing := deck.Minus(seen); missing != 0 {
		return invalid("cards %v are in no place", missing)
	}
	return nil
}

// check returns why the position s cannot be played under r: the checks
// the decoders make of a whole position (docs/json.md, "Fishing
// positions"). They are checks of consistency, not of reachability: a
// position they accept may not arise in play.
func (r *Rules) check(s *State) error {
	n := int(s.players)
	places := map[string]cards.Set{"the table": s.table, "the stock": s.Stock()}
	held := false
	for i := range n {
		places[fmt.Sprintf("seat %d's hand", i)] = s.hands[i]
		places[fmt.Sprintf("seat %d's pile", i)] = s.piles[i]
		held = held || s.hands[i] != 0
		if s.stockLen > 0 && s.hands[i].Len() > r.t.Hand && s.variantDrawn == 0 {
			return invalid("seat %d holds %d cards while the stock has cards, more than a hand of %d", i, s.hands[i].Len(), r.t.Hand)
		}
		if t := s.trails[i]; t.held != 0 && !r.allows(t, s.hands[i]) {
			return invalid("seat %d's hand is not one its trail record allows", i)
		}
	}
	var hands cards.Set
	for i := range n {
		hands |= s.hands[i]
	}
	switch {
	case s.known&^hands != 0:
		return invalid("known cards are in no hand")
	case s.end == EndNone && s.hands[s.turn] == 0:
		return invalid("seat %d is to move and holds no card", s.turn)
	case s.end == EndNone && !held:
		return invalid("the game goes on and nobody holds a card")
	}
	return checkPlaces(r.t.Deck, places)
}

// stateJSON is the JSON form of [State]: the public part, the hands and
// the stock, top (the next card drawn) first.
type stateJSON struct {
	publicJSON
	Hands []cards.Set `json:"hands"`
	Stock cards.Deck  `json:"stock"`
}

var stateForm = &wirejson.Object{Members: append(slices.Clone(publicMembers),
	wirejson.Member{Name: "hands", Max: MaxPlayers}, wirejson.Member{Name: "stock", Max: 1024})}

// MarshalJSON implements [json.Marshaler]. The form holds the whole
// position, hidden cards and stock order included: it is for saving a
// game, not for showing it (see [View]). The zero State is an error.
func (s State) MarshalJSON() ([]byte, error) {
	if s.players == 0 {
		return nil, invalid("the zero State is no game")
	}
	w := stateJSON{publicJSON: s.wire(), Hands: slices.Clone(s.hands[:s.players])}
	for i := int(s.stockLen) - 1; i >= 0; i-- {
		w.Stock = append(w.Stock, s.stock[i])
	}
	return json.Marshal(w)
}

// DecodeState reads a position of a game under r in the form
// [State.MarshalJSON] writes, under the JSON policy of docs/json.md (every
// member required but "trails"), and checks it: a document the policy
// refuses gives a [*cards.ParseError] wrapping [cards.ErrSyntax], a
// position these rules cannot play an error wrapping
// [cards.ErrInvalidState] that names the problem.
func (r Rules) DecodeState(data []byte) (State, error) {
	var w stateJSON
	if err := wirejson.Decode(data, stateForm, &w, "fishing state JSON"); err != nil {
		return State{}, err
	}
	return r.decode(&w)
}

// decode checks w and returns the position it describes.
func (r *Rules) decode(w *stateJSON) (State, error) {
	p, err := w.public(r)
	if err != nil {
		return State{}, err
	}
	if len(w.Hands) != w.Players || len(w.Stock) != w.StockLen {
		return State{}, invalid("hands has %d entries for %d seats, the stock %d cards for a stockLen of %d", len(w.Hands), w.Players, len(w.Stock), w.StockLen)
	}
	s := State{Public: p}
	copy(s.hands[:], w.Hands)
	for i, c := range w.Stock {
		s.stock[len(w.Stock)-1-i] = c
	}
	if err := r.check(&s); err != nil {
		return State{}, err
	}
	return s, nil
}

// viewJSON is the JSON form of [View]: the rules, the seat (-1 for the
// spectator), the public part, the cards of each hand the view shows (the
// seat's own, the known ones of the others) and the size of each hand.
type viewJSON struct {
	Rules json.RawMessage `json:"rules"`
	Seat  int             `json:"seat"`
	publicJSON
	Hands  []cards.Set `json:"hands"`
	Counts []int       `json:"counts"`
}

var viewForm = &wirejson.Object{Members: append(slices.Clone(publicMembers),
	wirejson.Member{Name: "rules"}, wirejson.Member{Name: "seat"},
	wirejson.Member{Name: "hands", Max: MaxPlayers}, wirejson.Member{Name: "counts", Max: MaxPlayers})}

// MarshalJSON implements [json.Marshaler]: the view and its rules, not its
// legal moves. The zero View is an error.
func (v View) MarshalJSON() ([]byte, error) {
	if v.players == 0 {
		return nil, invalid("the zero View is no game's view")
	}
	rules, err := v.rules.MarshalJSON()
	if err != nil {
		return nil, err
	}
	w := viewJSON{Rules: rules, Seat: v.Seat(), publicJSON: v.wire(), Hands: slices.Clone(v.hands[:v.players])}
	for i := range int(v.players) {
		w.Counts = append(w.Counts, int(v.counts[i]))
	}
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form
// [View.MarshalJSON] writes, its rules included, and checking it as
// [Rules.DecodeState] checks a position, from what the view shows. On
// error v is unchanged; null leaves it unchanged; a nil v is an error
// wrapping [cards.ErrInvalidArgument]. Of *v only its rules' Variant is
// read, and kept, as [Rules.UnmarshalJSON] keeps it.
func (v *View) UnmarshalJSON(data []byte) error {
	if v == nil {
		return fmt.Errorf("fishing: %w: a nil *View", cards.ErrInvalidArgument)
	}
	if wirejson.IsNull(data) {
		return nil
	}
	var w viewJSON
	if err := wirejson.Decode(data, viewForm, &w, "fishing view JSON"); err != nil {
		return err
	}
	r := Rules{&compiled{t: Table{Variant: v.rules.variant()}}}
	if err := r.UnmarshalJSON(w.Rules); err != nil {
		return err
	}
	p, err := w.public(&r)
	if err != nil {
		return err
	}
	n := w.Players
	if len(w.Hands) != n || len(w.Counts) != n || w.Seat < cards.Spectator || w.Seat >= n {
		return invalid("hands and counts have %d and %d entries for %d seats, and seat is %d", len(w.Hands), len(w.Counts), n, w.Seat)
	}
	out := View{Public: p, rules: r, seat: uint8(w.Seat + 1)}
	places := map[string]cards.Set{"the table": p.table}
	hidden := 0
	for i := range n {
		shown := w.Hands[i]
		if i != w.Seat && shown&^p.known != 0 || w.Counts[i] < shown.Len() || w.Counts[i] > cards.NumCards {
			return invalid("seat %d's hand shows %v of %d cards", i, shown, w.Counts[i])
		}
		out.hands[i], out.counts[i] = shown, uint8(w.Counts[i])
		places[fmt.Sprintf("seat %d's hand", i)] = shown
		places[fmt.Sprintf("seat %d's pile", i)] = p.piles[i]
		hidden += w.Counts[i] - shown.Len()
	}
	if p.end == EndNone && out.counts[p.turn] == 0 {
		return invalid("seat %d is to move and holds no card", p.turn)
	}
	unknown := out.Unknown()
	places["the unseen cards"] = unknown
	if err := checkPlaces(r.t.Deck, places); err != nil {
		return err
	}
	if unknown.Len() != hidden+int(p.stockLen) {
		return invalid("%d cards are unseen, and the hands and the stock hide %d", unknown.Len(), hidden+int(p.stockLen))
	}
	*v = out
	return nil
}
