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

// event is the last move in the documents: the seat, the move, the cards
// drawn after it and the cards taken back from the pile after it.
type event struct {
	Seat     int       `json:"seat"`
	Move     Move      `json:"move"`
	Drew     int       `json:"drew"`
	Recycled cards.Set `json:"recycled"`
}

var eventForm = &wirejson.Object{Members: []wirejson.Member{
	{Name: "seat"}, {Name: "move", Max: 256}, {Name: "drew"}, {Name: "recycled", Max: 256},
}}

// trailJSON is a seat's trail record in JSON.
type trailJSON struct {
	Seat      int        `json:"seat"`
	Card      cards.Card `json:"card"`
	Table     cards.Set  `json:"table"`
	Held      int        `json:"held"`
	NoRankBan bool       `json:"noRankBan"` // the table had no rank ban
	Played    cards.Set  `json:"played"`
	OneOf     cards.Set  `json:"oneOf"` // Q1: one at least was held then
	TwoOf     cards.Set  `json:"twoOf"` // Q2: two at least were held then
}

// tailJSON is the members a position and a view share after their
// places: the counters, the last move, and the optional members, each
// written only when it is not zero (the sweeps, what a Variant kept, the
// trail records).
type tailJSON struct {
	LastCapturer    int         `json:"lastCapturer"`
	Moves           int         `json:"moves"`
	MovesAfterStock int         `json:"movesAfterStock"`
	IdleTurns       int         `json:"idleTurns"`
	Last            *event      `json:"last"`
	Sweeps          []int       `json:"sweeps,omitempty"`
	Counters        []int       `json:"counters,omitempty"`
	AddedScores     []int       `json:"addedScores,omitempty"`
	VariantDrawn    int         `json:"variantDrawn,omitempty"`
	Trails          []trailJSON `json:"trails,omitempty"`
}

var tailMembers = []wirejson.Member{
	{Name: "lastCapturer"}, {Name: "moves"}, {Name: "movesAfterStock"}, {Name: "idleTurns"},
	{Name: "last", Nullable: true, Object: eventForm},
	{Name: "sweeps", Optional: true, Max: MaxPlayers},
	{Name: "counters", Optional: true, Max: NumCounters},
	{Name: "addedScores", Optional: true, Max: MaxPlayers},
	{Name: "variantDrawn", Optional: true},
	{Name: "trails", Optional: true, Max: MaxPlayers, Object: &wirejson.Object{Members: []wirejson.Member{
		{Name: "seat"}, {Name: "card"}, {Name: "table"}, {Name: "held"}, {Name: "noRankBan"},
		{Name: "played"}, {Name: "oneOf"}, {Name: "twoOf"},
	}}},
}

// tail returns the shared members of p, hands holding the hands as far
// as they are seen.
func (p *Public) tail(hands *[MaxPlayers]cards.Set) tailJSON {
	n := int(p.players)
	w := tailJSON{
		LastCapturer: int(p.lastCapturer), Moves: int(p.moves), MovesAfterStock: int(p.movesAfter), IdleTurns: int(p.idle),
		VariantDrawn: int(p.variantDrawn),
	}
	if p.lastSeat >= 0 {
		w.Last = &event{Seat: int(p.lastSeat), Move: p.lastMove, Drew: int(p.lastDrawn), Recycled: p.recycled(hands)}
	}
	if p.swept() {
		for _, x := range p.sweeps[:n] {
			w.Sweeps = append(w.Sweeps, int(x))
		}
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
	for i := range n {
		if t := p.trails[i]; t.held != 0 {
			c, _ := t.card.Min()
			w.Trails = append(w.Trails, trailJSON{Seat: i, Card: c, Table: t.table, Held: int(t.held), NoRankBan: t.free,
				Played: t.played, OneOf: t.q1, TwoOf: t.q2})
		}
	}
	return w
}

// invalid returns an error wrapping [cards.ErrInvalidState].
func invalid(format string, args ...any) error {
	return fmt.Errorf("fishing: %w: "+format, append([]any{cards.ErrInvalidState}, args...)...)
}

// facts is what a position's or a view's document says of the public
// part, for [facts.public] to check.
type facts struct {
	dealer, turn int
	end          string
	piles, known []cards.Set // by seat
	table        cards.Set
	stockLen     int
	tailJSON
}

// public returns the public part f describes for rules r, or says why it
// cannot be one: the checks that need nothing but the public part.
func (f *facts) public(r *Rules) (Public, error) {
	n := r.t.Players
	end := slices.Index(endNames[:], f.end)
	switch {
	case len(f.piles) != n || len(f.known) != n:
		return Public{}, invalid("piles and known have %d and %d entries, want one for each of the %d seats", len(f.piles), len(f.known), n)
	case f.Sweeps != nil && len(f.Sweeps) != n:
		return Public{}, invalid("sweeps has %d entries, want one for each of the %d seats", len(f.Sweeps), n)
	case end < 0:
		return Public{}, invalid("end is %q, want one of %q", f.end, endNames)
	case f.dealer < 0 || f.dealer >= n:
		return Public{}, invalid("dealer %d is not a seat", f.dealer)
	case end == int(EndNone) && (f.turn < 0 || f.turn >= n):
		return Public{}, invalid("turn %d is not a seat", f.turn)
	case end != int(EndNone) && f.turn != -1:
		return Public{}, invalid("turn is %d in a game over, want -1", f.turn)
	case f.LastCapturer < -1 || f.LastCapturer >= n:
		return Public{}, invalid("lastCapturer %d is not a seat or -1", f.LastCapturer)
	case f.Last != nil && (f.Last.Seat < 0 || f.Last.Seat >= n || !f.Last.Move.Valid()):
		return Public{}, invalid("the last move is not a well-formed move of a seat")
	case f.stockLen < 0 || f.stockLen > r.t.Deck.Len():
		return Public{}, invalid("the stock has %d cards", f.stockLen)
	case f.Moves < 0 || f.Moves > 65535 || f.MovesAfterStock < 0 || f.MovesAfterStock > f.Moves || f.IdleTurns < 0 || f.IdleTurns > 65535:
		return Public{}, invalid("the counters moves %d, movesAfterStock %d, idleTurns %d are out of range", f.Moves, f.MovesAfterStock, f.IdleTurns)
	case f.Last != nil && (f.Last.Drew < 0 || f.Last.Drew > MaxHand*MaxPlayers):
		return Public{}, invalid("the last move drew %d cards", f.Last.Drew)
	case (f.Moves == 0) != (f.Last == nil):
		return Public{}, invalid("a position with moves has a last move, and one without has none")
	case f.Last != nil && f.Last.Recycled != 0 && f.Last.Recycled != f.known[f.Last.Seat]:
		return Public{}, invalid("the cards taken back after the last move are not the known cards of the mover's hand")
	}
	p := Public{
		table: f.table, stockLen: uint8(f.stockLen), players: uint8(n), dealer: uint8(f.dealer),
		turn: uint8(max(f.turn, 0)), end: EndReason(end), lastCapturer: int8(f.LastCapturer), lastSeat: -1,
		moves: uint16(f.Moves), movesAfter: uint16(f.MovesAfterStock), idle: uint16(f.IdleTurns),
	}
	for _, k := range f.known {
		p.known |= k
	}
	if p.known != 0 && r.t.Recycle == RecycleNone {
		return Public{}, invalid("known cards come only from a pile taken back, which these rules never do")
	}
	if e := f.Last; e != nil {
		p.lastSeat, p.lastMove, p.lastDrawn, p.lastRecycled = int8(e.Seat), e.Move, uint8(e.Drew), uint8(e.Recycled.Len())
		if p.end != EndNone {
			p.turn = uint8(e.Seat) // the turn stays with the last mover
		}
	}
	switch {
	case f.Counters != nil && len(f.Counters) != NumCounters || f.AddedScores != nil && len(f.AddedScores) != n:
		return Public{}, invalid("counters and addedScores have %d and %d entries, want %d and %d", len(f.Counters), len(f.AddedScores), NumCounters, n)
	case f.VariantDrawn < 0 || f.VariantDrawn > 255:
		return Public{}, invalid("variantDrawn is %d, want 0 to 255", f.VariantDrawn)
	}
	for i, c := range f.Counters {
		if c < 0 || c > 255 {
			return Public{}, invalid("counter %d is %d, want 0 to 255", i, c)
		}
		p.counters[i] = uint8(c)
	}
	for i, a := range f.AddedScores {
		if a < -MaxAddedScore || a > MaxAddedScore {
			return Public{}, invalid("seat %d's added score is %d, want %d to %d", i, a, -MaxAddedScore, MaxAddedScore)
		}
		p.added[i] = int16(a)
	}
	p.variantDrawn = uint8(f.VariantDrawn)
	if p.varied() && r.t.Variant == nil {
		return Public{}, invalid("what a variant keeps is not zero, and the rules play no variant")
	}
	copy(p.piles[:], f.piles)
	for i, x := range f.Sweeps {
		if x < 0 || x > 255 {
			return Public{}, invalid("seat %d's sweeps are %d, want 0 to 255", i, x)
		}
		p.sweeps[i] = uint8(x)
	}
	if p.swept() && r.t.Scoring.Sweep == 0 {
		return Public{}, invalid("a seat has sweeps, and the rules score none")
	}
	last := -1
	for _, t := range f.Trails {
		switch {
		case r.t.Compulsory != CompelHand:
			return Public{}, invalid("a trail record under rules where capturing is not compulsory for the hand")
		case t.Seat <= last || t.Seat >= n:
			return Public{}, invalid("a trail record is for seat %d: want seats each once and in order", t.Seat)
		case t.Held < 1 || t.Held > maxTrailHeld:
			return Public{}, invalid("seat %d's trail record holds %d cards beside the trailed one, want 1 to %d", t.Seat, t.Held, maxTrailHeld)
		case t.NoRankBan == r.t.RankBan:
			return Public{}, invalid("seat %d's trail record says the rank ban did not apply: %v, and the rules' rank ban is %v", t.Seat, t.NoRankBan, r.t.RankBan)
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
		p.trails[t.Seat] = trail{table: t.Table, card: cards.SetOf(t.Card), played: t.Played, q1: t.OneOf, q2: t.TwoOf,
			held: uint8(t.Held), level: level, free: t.NoRankBan}
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
// positions"): the cards and counters, then the order of play
// (checkOrder), then the trail records. A position they accept may still
// not arise in play.
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
		// Cards nobody else has seen come from the deal and the stock,
		// which fill a hand to Hand, and from a variant's draws; cards
		// every seat knows come from the pile, into an empty hand once the
		// stock is exhausted (Equi's E9).
		known := (s.known & s.hands[i]).Len()
		switch unseen := s.hands[i].Len() - known; {
		case unseen > r.t.Hand+int(s.variantDrawn):
			return invalid("seat %d holds %d cards the other seats have not seen, more than %d: only the deal and the stock give such cards, up to %d in a hand", i, unseen, r.t.Hand, r.t.Hand)
		case unseen > 0 && known > 0:
			return invalid("seat %d holds %d cards taken back from his pile with %d the other seats have not seen: the pile comes back only into an empty hand", i, known, unseen)
		}
	}
	switch {
	case s.end == EndNone && s.hands[s.turn] == 0:
		return invalid("seat %d is to move and holds no card", s.turn)
	case s.end == EndNone && !held:
		return invalid("the game goes on and nobody holds a card")
	}
	if err := checkPlaces(r.t.Deck, places); err != nil {
		return err
	}
	var counts [MaxPlayers]int
	var known [MaxPlayers]cards.Set
	for i := range n {
		counts[i], known[i] = s.hands[i].Len(), s.known&s.hands[i]
	}
	if err := r.checkOrder(&s.Public, &counts, &known); err != nil {
		return err
	}
	for i := range n {
		if t := s.trails[i]; t.held != 0 && !r.allows(t, s.hands[i]) {
			return invalid("seat %d's hand is not one its trail record allows", i)
		}
	}
	return nil
}

// stateJSON is the JSON form of [State] (Equi's form, which the family
// shares): the seats, the dealer, the turn (-1 when the game is over) and
// the end, each seat's hand, the known cards of each hand and each pile,
// the table, the stock (top, the next card drawn, first), then the shared
// members of tailJSON.
type stateJSON struct {
	Players int         `json:"players"`
	Dealer  int         `json:"dealer"`
	Turn    int         `json:"turn"`
	End     string      `json:"end"`
	Hands   []cards.Set `json:"hands"`
	Known   []cards.Set `json:"known"`
	Piles   []cards.Set `json:"piles"`
	Table   cards.Set   `json:"table"`
	Stock   string      `json:"stock"`
	tailJSON
	// stock is the stock read, top first.
	stock cards.Deck
}

var stateForm = &wirejson.Object{Members: append([]wirejson.Member{
	{Name: "players"}, {Name: "dealer"}, {Name: "turn"}, {Name: "end", Max: 16},
	{Name: "hands", Max: MaxPlayers}, {Name: "known", Max: MaxPlayers}, {Name: "piles", Max: MaxPlayers},
	{Name: "table", Max: 256}, {Name: "stock", Max: 1024},
}, tailMembers...)}

// knownBySeat returns the known cards of each hand, by seat.
func knownBySeat(known cards.Set, hands []cards.Set) []cards.Set {
	out := make([]cards.Set, len(hands))
	for i, h := range hands {
		out[i] = known & h
	}
	return out
}

// MarshalJSON implements [json.Marshaler]. The form holds the whole
// position, hidden cards and stock order included: it is for saving a
// game, not for showing it (see [View]); docs/json.md describes it. The
// zero State is an error.
func (s State) MarshalJSON() ([]byte, error) {
	if s.players == 0 {
		return nil, invalid("the zero State is no game")
	}
	n := int(s.players)
	stock := make(cards.Deck, 0, s.stockLen)
	for i := int(s.stockLen) - 1; i >= 0; i-- {
		stock = append(stock, s.stock[i])
	}
	w := stateJSON{
		Players: n, Dealer: int(s.dealer), Turn: s.Turn(), End: endNames[s.end%EndReason(len(endNames))],
		Hands: slices.Clone(s.hands[:n]), Known: knownBySeat(s.known, s.hands[:n]), Piles: slices.Clone(s.piles[:n]),
		Table: s.table, Stock: stock.String(), tailJSON: s.tail(&s.hands),
	}
	return json.Marshal(w)
}

// DecodeState reads a position of a game under r in the form
// [State.MarshalJSON] writes, under the JSON policy of docs/json.md (every
// member required but the optional ones), and checks it: a document the
// policy refuses gives a [*cards.ParseError] wrapping [cards.ErrSyntax], a
// position these rules cannot play an error wrapping
// [cards.ErrInvalidState] that names the problem. Under a table with a
// Variant the checks of the order of play are skipped (the hook may change
// anything a field says); the checks of the cards and the counters stay.
func (r Rules) DecodeState(data []byte) (State, error) {
	var w stateJSON
	if err := wirejson.Decode(data, stateForm, &w, "fishing state JSON"); err != nil {
		return State{}, err
	}
	stock, err := cards.ParseDeck(w.Stock)
	if err != nil {
		return State{}, invalid("stock: %w", err)
	}
	w.stock = stock
	return r.decode(&w)
}

// decode checks w and returns the position it describes.
func (r *Rules) decode(w *stateJSON) (State, error) {
	switch {
	case !r.ready():
		return State{}, invalid("the zero Rules decode no position")
	case w.Players != r.t.Players:
		return State{}, invalid("players is %d and the rules have %d", w.Players, r.t.Players)
	case len(w.Hands) != w.Players:
		return State{}, invalid("hands has %d entries, want one for each of the %d seats", len(w.Hands), w.Players)
	case len(w.stock) > cards.NumCards:
		return State{}, invalid("the stock has %d cards", len(w.stock))
	}
	for i, k := range w.Known {
		if i < len(w.Hands) && !w.Hands[i].Contains(k) {
			return State{}, invalid("seat %d's known cards are not in his hand", i)
		}
	}
	f := facts{dealer: w.Dealer, turn: w.Turn, end: w.End, piles: w.Piles, known: w.Known, table: w.Table, stockLen: len(w.stock), tailJSON: w.tailJSON}
	p, err := f.public(r)
	if err != nil {
		return State{}, err
	}
	s := State{Public: p}
	copy(s.hands[:], w.Hands)
	for i, c := range w.stock {
		s.stock[len(w.stock)-1-i] = c
	}
	if err := r.check(&s); err != nil {
		return State{}, err
	}
	return s, nil
}

// viewJSON is the JSON form of [View] (Equi's form, the rules written as
// the table): the rules, the seat (-1 for the spectator), the dealer, the
// turn and the end, the seat's hand, the size of each hand, the known
// cards of each hand, each pile, the cards each seat holds in hand and
// pile, the table, the size of the stock, then the shared members of
// tailJSON.
type viewJSON struct {
	Rules      json.RawMessage `json:"rules"`
	Seat       int             `json:"seat"`
	Dealer     int             `json:"dealer"`
	Turn       int             `json:"turn"`
	End        string          `json:"end"`
	Hand       cards.Set       `json:"hand"`
	HandCounts []int           `json:"handCounts"`
	Known      []cards.Set     `json:"known"`
	Piles      []cards.Set     `json:"piles"`
	Held       []int           `json:"held"`
	Table      cards.Set       `json:"table"`
	StockCount int             `json:"stockCount"`
	tailJSON
}

var viewForm = &wirejson.Object{Members: append([]wirejson.Member{
	{Name: "rules"}, {Name: "seat"}, {Name: "dealer"}, {Name: "turn"}, {Name: "end", Max: 16},
	{Name: "hand", Max: 256}, {Name: "handCounts", Max: MaxPlayers}, {Name: "known", Max: MaxPlayers},
	{Name: "piles", Max: MaxPlayers}, {Name: "held", Max: MaxPlayers}, {Name: "table", Max: 256}, {Name: "stockCount"},
}, tailMembers...)}

// MarshalJSON implements [json.Marshaler]: the view and its rules, not its
// legal moves (docs/json.md). The zero View is an error.
func (v View) MarshalJSON() ([]byte, error) {
	if v.players == 0 {
		return nil, invalid("the zero View is no game's view")
	}
	rules, err := v.rules.MarshalJSON()
	if err != nil {
		return nil, err
	}
	n := int(v.players)
	w := viewJSON{
		Rules: rules, Seat: v.Seat(), Dealer: int(v.dealer), Turn: v.Turn(), End: endNames[v.end%EndReason(len(endNames))],
		Hand: v.Hand(), Known: knownBySeat(v.known, v.hands[:n]), Piles: slices.Clone(v.piles[:n]),
		Table: v.table, StockCount: int(v.stockLen), tailJSON: v.tail(&v.hands),
	}
	for i := range n {
		w.HandCounts = append(w.HandCounts, int(v.counts[i]))
		w.Held = append(w.Held, int(v.counts[i])+v.piles[i].Len())
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
	n := r.t.Players
	if len(w.HandCounts) != n || len(w.Known) != n || len(w.Held) != n || w.Seat < cards.Spectator || w.Seat >= n {
		return invalid("handCounts, known and held have %d, %d and %d entries for %d seats, and seat is %d", len(w.HandCounts), len(w.Known), len(w.Held), n, w.Seat)
	}
	if w.Seat == cards.Spectator && w.Hand != 0 {
		return invalid("the spectator's view has a hand")
	}
	f := facts{dealer: w.Dealer, turn: w.Turn, end: w.End, piles: w.Piles, known: w.Known, table: w.Table, stockLen: w.StockCount, tailJSON: w.tailJSON}
	p, err := f.public(&r)
	if err != nil {
		return err
	}
	out := View{Public: p, rules: r, seat: uint8(w.Seat + 1)}
	places := map[string]cards.Set{"the table": p.table}
	hidden := 0
	for i := range n {
		shown := w.Known[i]
		if i == w.Seat {
			if !w.Hand.Contains(shown) {
				return invalid("seat %d's known cards are not in his hand", i)
			}
			shown = w.Hand
		}
		if w.HandCounts[i] < shown.Len() || w.HandCounts[i] > cards.NumCards || i == w.Seat && w.HandCounts[i] != shown.Len() {
			return invalid("seat %d's hand shows %v of %d cards", i, shown, w.HandCounts[i])
		}
		if w.Held[i] != w.HandCounts[i]+p.piles[i].Len() {
			return invalid("seat %d's held count is %d, want %d (hand and pile)", i, w.Held[i], w.HandCounts[i]+p.piles[i].Len())
		}
		out.hands[i], out.counts[i] = shown, uint8(w.HandCounts[i])
		places[fmt.Sprintf("seat %d's hand", i)] = shown
		places[fmt.Sprintf("seat %d's pile", i)] = p.piles[i]
		hidden += w.HandCounts[i] - shown.Len()
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
	var counts [MaxPlayers]int
	var known [MaxPlayers]cards.Set
	for i := range n {
		counts[i], known[i] = int(out.counts[i]), w.Known[i]
	}
	if err := r.checkOrder(&out.Public, &counts, &known); err != nil {
		return err
	}
	if err := r.checkViewTrails(&out); err != nil {
		return err
	}
	*v = out
	return nil
}

// checkViewTrails returns why a trail record of v allows no hand: the
// seat's own hand, which v shows, or, for another seat, every hand of its
// known cards and unseen ones. Each seat is asked alone: a deal that gives
// every seat a hand its record allows at once is not searched for.
func (r *Rules) checkViewTrails(v *View) error {
	unknown := v.Unknown()
	for i := range int(v.players) {
		t := v.trails[i]
		switch {
		case t.held == 0:
			continue
		case i == v.Seat():
			if !r.allows(t, v.hands[i]) {
				return invalid("seat %d's hand is not one its trail record allows", i)
			}
			continue
		}
		room := int(v.counts[i]) - v.hands[i].Len() // the unseen cards of the hand
		var cs [cards.NumCards]cards.Card
		pool := (v.hands[i] | unknown | t.played) &^ t.card
		ok := r.someSubset(pool.AppendCards(cs[:0]), t.card, int(t.held), func(h cards.Set) bool {
			a := h &^ t.card
			if (a&unknown).Len() > room || t.level >= 1 && a&t.q1 == 0 || t.level >= 2 && (a&t.q2).Len() < 2 {
				return false
			}
			return !r.anyCapture(h, t.table, false)
		})
		if !ok {
			return invalid("no hand of seat %d's unseen and known cards is one its trail record allows", i)
		}
	}
	return nil
}

// DecodeView decodes the JSON of a [View] as [View.UnmarshalJSON] does,
// under r's Variant: the way to decode the view of a variant's game into a
// new View. The table comes from the document; a document that names no
// variant needs rules without one, and one that names a variant needs
// rules playing a Variant of that Name. The JSON null gives the zero View.
func (r Rules) DecodeView(data []byte) (View, error) {
	v := View{rules: Rules{&compiled{t: Table{Variant: r.variant()}}}}
	if err := v.UnmarshalJSON(data); err != nil {
		return View{}, err
	}
	if v.players == 0 {
		return View{}, nil
	}
	return v, nil
}
