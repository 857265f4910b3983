package shedding

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// publicWire is the JSON form of what every seat knows of a position:
// Boxes' form (docs/json.md, "Shedding games"), one entry a seat in its
// arrays, then the members of a variant, the voids and the engine's
// counters, each only when set.
type publicWire struct {
	Schedule  string     `json:"schedule"`
	Deal      int        `json:"deal"`
	Dealer    int        `json:"dealer"`
	Turn      int        `json:"turn"`
	Phase     string     `json:"phase"`
	Direction string     `json:"direction"`
	Top       string     `json:"top"`
	Suit      string     `json:"suit"`
	Discards  string     `json:"discards"`
	Chain     int        `json:"chain"`
	Pending   int        `json:"pending"`
	Drawn     string     `json:"drawn"`
	Passes    int        `json:"passes"`
	Moves     int        `json:"moves"`
	Totals    []int      `json:"totals"`
	LastDeal  dealWire   `json:"lastDeal"`
	Last      *eventWire `json:"last"`
	variantWire
	Barred        []int    `json:"barred,omitempty"`
	DrawnThisTurn int      `json:"drawnThisTurn,omitzero"`
	Plays         int      `json:"plays,omitzero"`
	End           *endWire `json:"end,omitempty"`
}

// dealWire is the JSON form of the last finished deal of a match
// (Public.LastEnd and LastHand), and each seat's penalty points in it.
type dealWire struct {
	Deal   int      `json:"deal"`
	Reason string   `json:"reason"`
	Out    int      `json:"out"`
	Scores []int    `json:"scores"`
	Hands  []string `json:"hands"`
}

// endWire is the JSON form of the end of a game of one deal (Public.End).
type endWire struct {
	Reason string `json:"reason"`
	Out    int    `json:"out"`
}

// eventWire is the JSON form of the last event (Public.LastMove, Drew and
// UpcardEvent): the deal it was made in, its seat (the dealer for the
// upcard), the move and the cards each seat drew with it.
type eventWire struct {
	Deal int    `json:"deal"`
	Seat int    `json:"seat"`
	Move string `json:"move"`
	Drew []int  `json:"drew"`
}

// stateWire is the JSON form of a [State].
type stateWire struct {
	publicWire
	Hands []string `json:"hands"`
	Stock string   `json:"stock"`
	RNG   string   `json:"rng"`
}

// viewWire is the JSON form of a [View]: its rules are the game's JSON
// form of its rules.
type viewWire[G Game] struct {
	Rules      G      `json:"rules"`
	Seat       int    `json:"seat"`
	Hand       string `json:"hand"`
	HandCounts []int  `json:"handCounts"`
	StockCount int    `json:"stockCount"`
	publicWire
}

// The JSON forms for [wirejson.Check].
var (
	endForm       = &wirejson.Object{Members: []wirejson.Member{{Name: "reason"}, {Name: "out"}}}
	publicMembers = []wirejson.Member{
		{Name: "schedule", Max: 4 * maxDeals}, {Name: "deal"}, {Name: "dealer"}, {Name: "turn"},
		{Name: "phase"}, {Name: "direction"}, {Name: "top"}, {Name: "suit"},
		{Name: "discards"}, {Name: "chain"}, {Name: "pending"}, {Name: "drawn"},
		{Name: "passes"}, {Name: "moves"}, {Name: "totals", Max: MaxPlayers},
		{Name: "lastDeal", Object: &wirejson.Object{Members: []wirejson.Member{
			{Name: "deal"}, {Name: "reason"}, {Name: "out"},
			{Name: "scores", Max: MaxPlayers}, {Name: "hands", Max: MaxPlayers},
		}}},
		{Name: "last", Nullable: true, Object: &wirejson.Object{Members: []wirejson.Member{
			{Name: "deal"}, {Name: "seat"}, {Name: "move"}, {Name: "drew", Max: MaxPlayers},
		}}},
		{Name: "counters", Optional: true, Max: NumCounters}, {Name: "added", Optional: true, Max: MaxPlayers},
		{Name: "barred", Optional: true, Max: MaxPlayers * NumVoids},
		{Name: "drawnThisTurn", Optional: true}, {Name: "plays", Optional: true},
		{Name: "end", Optional: true, Object: endForm},
	}
	stateForm = &wirejson.Object{Members: append(slices.Clip(publicMembers),
		wirejson.Member{Name: "hands", Max: MaxPlayers}, wirejson.Member{Name: "stock"}, wirejson.Member{Name: "rng"},
	)}
	// viewForm leaves the rules to the game's own UnmarshalJSON.
	viewForm = &wirejson.Object{Members: append([]wirejson.Member{
		{Name: "rules"}, {Name: "seat"}, {Name: "hand"},
		{Name: "handCounts", Max: MaxPlayers}, {Name: "stockCount"},
	}, publicMembers...)}
)

// cardText returns the text of c, or "" for [cards.NoCard].
func cardText(c cards.Card, ok bool) string {
	if !ok {
		return ""
	}
	return c.String()
}

// lastMoveDeal returns the deal, as the forms count them, the last event
// of p was made in: the deal being played, or the one before when that
// move ended a deal (or the game).
func (p *Public) lastMoveDeal() int {
	d := p.writtenDeal()
	if !p.upcard && (p.mover == 0 || p.moves == 0) {
		d--
	}
	return d
}

// from fills w with p under r.
func (w *publicWire) from(r *Rules, p *Public) {
	n := int(p.players)
	w.Schedule = string(r.appendSchedule(nil))
	w.Deal, w.Dealer, w.Turn = p.writtenDeal(), int(p.dealer), p.Turn()
	w.Phase, w.Direction = p.Phase().String(), p.dir.String()
	w.Top, w.Suit, w.Discards = p.top.String(), p.suit.String(), p.discard.String()
	w.Chain, w.Pending, w.Drawn = int(p.chain), int(p.pending), cardText(p.Drawn())
	w.Passes, w.Moves = int(p.passes), int(p.moves)
	w.Totals = make([]int, n)
	for i := range w.Totals {
		w.Totals[i] = r.writtenTotal(p, i)
	}
	w.LastDeal = dealWire{Deal: int(p.lastDeal) - 1, Reason: p.lastEnd.String(), Out: int(p.lastOut) - 1,
		Scores: make([]int, n), Hands: make([]string, n)}
	for i, h := range p.lastHands[:n] {
		w.LastDeal.Scores[i] = r.handPenalty(h)
		w.LastDeal.Hands[i] = h.String()
	}
	if p.lastSeat != 0 {
		w.Last = &eventWire{Deal: p.lastMoveDeal(), Seat: int(p.lastSeat) - 1, Move: p.lastMove.String(), Drew: make([]int, n)}
		for i := range w.Last.Drew {
			w.Last.Drew[i] = int(p.drew[i])
		}
	}
	w.variantWire.from(p)
	if p.barred != [MaxPlayers][NumVoids]uint8{} {
		for _, x := range p.barred[:n] {
			for _, c := range x {
				w.Barred = append(w.Barred, int(c))
			}
		}
	}
	drawn, plays, end := p.engineItems()
	w.DrawnThisTurn, w.Plays = drawn, plays
	if end {
		w.End = &endWire{Reason: p.end.String(), Out: int(p.out) - 1}
	}
}

// namedByLast reports whether the last move of this deal played the top
// card naming the suit in force: [Public.Named] when the suit is the top
// card's own.
func (p *Public) namedByLast() bool {
	u, ok := p.lastMove.Call()
	return ok && p.moves > 0 && p.lastSeat != 0 && p.lastMove.Top() == p.top && u == p.suit
}

// decoder collects the first error of a decoding.
type decoder struct{ err error }

func (d *decoder) fail(format string, args ...any) {
	if d.err == nil {
		d.err = invalidState(format, args...)
	}
}

// wrap records err, a parse error, under name.
func (d *decoder) wrap(name string, err error) {
	if d.err == nil && err != nil {
		d.err = fmt.Errorf("shedding: %w: %s: %w", cards.ErrInvalidState, name, err)
	}
}

func (d *decoder) num(name string, v, lo, hi int) int {
	if v < lo || v > hi {
		d.fail("%s %d is not between %d and %d", name, v, lo, hi)
		return lo
	}
	return v
}

// nums checks that vs holds n numbers from lo to hi, and returns them.
func (d *decoder) nums(name string, vs []int, n, lo, hi int) [MaxPlayers]int {
	var out [MaxPlayers]int
	if len(vs) != n {
		d.fail("%s: want %d numbers, one a seat, not %d", name, n, len(vs))
		return out
	}
	for i, v := range vs {
		out[i] = d.num(name, v, lo, hi)
	}
	return out
}

func (d *decoder) set(name, text string) cards.Set {
	s, err := cards.ParseSet(text)
	d.wrap(name, err)
	return s
}

// enum returns the index of text in names.
func (d *decoder) enum(name, text string, names []string) uint8 {
	for i, n := range names {
		if n == text {
			return uint8(i)
		}
	}
	d.fail("%s %s is not one of %q", name, quote(text), names)
	return 0
}

// end reads an end reason and the seat out.
func (d *decoder) end(name, reason string, out, players int) (EndReason, uint8) {
	e := EndReason(d.enum(name+".reason", reason, endNames[:]))
	return e, uint8(d.num(name+".out", out, -1, players-1) + 1)
}

// to sets p from w under r, a valid table, checking ranges, forms and the
// members that depend on each other only.
func (w *publicWire) to(r *Rules, p *Public, d *decoder) {
	n := r.Players
	p.players = uint8(n)
	if want := string(r.appendSchedule(nil)); w.Schedule != want {
		d.fail("the schedule is %s, and the rules deal %s", quote(w.Schedule), want)
	}
	p.dealer = uint8(d.num("dealer", w.Dealer, 0, n-1))
	p.mover = uint8(d.num("turn", w.Turn, -1, n-1) + 1)
	ph := Phase(d.enum("phase", w.Phase, phaseNames[:]))
	over := p.mover == 0
	if (ph == PhaseOver) != over {
		d.fail("phase %s, yet the turn is %d", w.Phase, w.Turn)
	}
	deal := d.num("deal", w.Deal, 0, maxDeals)
	if over {
		if deal == 0 {
			d.fail("the game is over, so the deals played are at least 1")
		}
		deal--
	}
	p.deal = uint8(min(max(deal, 0), maxDeals-1))
	p.dir = Direction(d.enum("direction", w.Direction, dirNames[:]))
	top, err := cards.ParseCard(w.Top)
	d.wrap("top", err)
	p.top = top
	suit, err := cards.ParseSuit(w.Suit)
	d.wrap("suit", err)
	p.suit = suit
	p.discard = d.set("discards", w.Discards)
	p.pending = uint8(d.num("pending", w.Pending, 0, 255))
	p.chain = uint8(d.num("chain", w.Chain, 0, 255))
	if (ph == PhaseAnswer) != (p.pending > 0) {
		d.fail("phase %s with a pending draw of %d", w.Phase, p.pending)
	}
	if ph == PhaseDrawn {
		p.drawn = 1
	}
	if w.Drawn != "" {
		c, err := cards.ParseCard(w.Drawn)
		d.wrap("drawn", err)
		if ph != PhaseDrawn {
			d.fail("a card drawn, %s, in the %s phase", w.Drawn, w.Phase)
		}
		p.justDrew = uint8(c) + 1
	}
	p.passes = uint8(d.num("passes", w.Passes, 0, MaxPlayers+1))
	p.moves = uint32(d.num("moves", w.Moves, 0, maxMovesLimit))
	ld := &w.LastDeal
	p.lastEnd, p.lastOut = d.end("lastDeal", ld.Reason, ld.Out, n)
	lastDeal := d.num("lastDeal.deal", ld.Deal, -1, maxDeals-1)
	scores := d.nums("lastDeal.scores", ld.Scores, n, -maxTotal, maxTotal)
	if len(ld.Hands) != n {
		d.fail("lastDeal.hands: want %d hands, one a seat, not %d", n, len(ld.Hands))
	}
	for i, h := range ld.Hands {
		p.lastHands[i%MaxPlayers] = d.set("lastDeal.hands["+strconv.Itoa(i)+"]", h)
	}
	if lastDeal >= 0 {
		// The last deal ended is the one before this, or this one once
		// the game is over: checked with the position.
		p.lastDeal = uint8(lastDeal + 1)
		if over {
			p.end, p.out = p.lastEnd, p.lastOut
		}
	}
	for i, h := range p.lastHands[:n] {
		if want := r.handPenalty(h); d.err == nil && scores[i] != want {
			d.fail("seat %d scored %d in the last deal, but its hand %v scores %d", i, scores[i], h, want)
		}
	}
	for i, t := range d.nums("totals", w.Totals, n, -maxTotal, maxTotal) {
		if over && p.lastDeal != 0 {
			t -= r.handPenalty(p.lastHands[i%MaxPlayers])
		}
		p.totals[i] = int32(-d.num("totals", t, -maxTotal, maxTotal))
	}
	if e := w.Last; e != nil {
		p.lastSeat = uint8(d.num("last.seat", e.Seat, 0, n-1) + 1)
		m, err := parseMoveText(e.Move)
		d.wrap("last.move", err)
		p.lastMove = m
		for i, x := range d.nums("last.drew", e.Drew, n, 0, cards.NumCards) {
			p.drew[i] = uint8(x)
		}
		if d.err == nil && e.Deal == int(p.deal) && p.moves == 0 && !over {
			// The upcard of this deal, as the dealer's play: checked with
			// the position.
			p.upcard = true
		}
		if want := p.lastMoveDeal(); d.err == nil && e.Deal != want {
			d.fail("the last move was made in deal %d, not %d", want, e.Deal)
		}
	}
	w.variantWire.to(p, d)
	if w.Barred != nil {
		if len(w.Barred) != n*NumVoids {
			d.fail("barred: want %d numbers, %d a seat, not %d", n*NumVoids, NumVoids, len(w.Barred))
		} else {
			for i, x := range w.Barred {
				p.barred[i/NumVoids][i%NumVoids] = uint8(d.num("barred", x, 0, cards.NumCards))
			}
			if p.barred == [MaxPlayers][NumVoids]uint8{} {
				d.fail("barred: every number is 0: leave the member out")
			}
		}
	}
	if w.DrawnThisTurn != 0 {
		if ph != PhaseDrawn || w.DrawnThisTurn < 2 {
			d.fail("drawnThisTurn %d: written in the drawn phase only, for 2 cards or more", w.DrawnThisTurn)
		}
		p.drawn = uint8(d.num("drawnThisTurn", w.DrawnThisTurn, 2, cards.NumCards))
	}
	p.plays = uint16(d.num("plays", w.Plays, 0, MaxPlaysLimit))
	if e := w.End; e != nil {
		if !over || p.lastDeal != 0 {
			d.fail("end: written only when a game of one deal is over")
		}
		p.end, p.out = d.end("end", e.Reason, e.Out, n)
	} else if over && p.lastDeal == 0 {
		d.fail("the game is over, yet neither lastDeal nor end says how it ended")
	}
	p.named = p.suit != p.top.Suit() || p.namedByLast()
}

// MarshalState returns the JSON form of s under r, the rules it is a
// position of (docs/json.md, "Shedding games"): Boxes' form for the
// table's number of seats, such as {"schedule":"7", "deal":0, "dealer":0,
// "turn":1, "phase":"play", "direction":"clockwise", "top":"10D", ...,
// "hands":["{2H 5D ...}", ...], "stock":"10S 4C ...", "rng":"fb40..."}.
// It holds everything, every hand, the stock in order (top first) and the
// generator's state: it is meant for saving a game, never for a player
// (send a player its [View]). [Rules.DecodeState] under r reads it back
// to a State == s. Its errors are those of [Rules.AppendState].
func (r Rules) MarshalState(s State) ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if err := r.checkState(&s); err != nil {
		return nil, err
	}
	w := stateWire{Hands: make([]string, s.players)}
	w.publicWire.from(&r, &s.Public)
	for i := range w.Hands {
		w.Hands[i] = s.hands[i].String()
	}
	w.Stock = cards.Deck(s.AppendStock(make([]cards.Card, 0, s.nstock))).String()
	w.RNG = string(cardtext.AppendPCG(nil, &s.rng))
	return json.Marshal(w)
}

// DecodeState reads the JSON form of [Rules.MarshalState] under r, under
// the JSON policy of docs/json.md (every member required but the optional
// ones, none unknown or given twice), and checks that it is a position a
// game under r can reach, as [Rules.ParseState] does. A document the
// policy refuses gives a [*cards.ParseError] wrapping [cards.ErrSyntax]; a
// position no game reaches an error wrapping [cards.ErrInvalidState];
// rules [Rules.Validate] refuses their error. Its time and memory are
// linear in the length of data.
func (r Rules) DecodeState(data []byte) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, err
	}
	s, err := r.decodeState(data)
	return s, r.named(err)
}

// decodeState is [Rules.DecodeState] for valid rules r, its errors in
// the engine's name.
func (r Rules) decodeState(data []byte) (State, error) {
	var w stateWire
	if err := wirejson.Decode(data, stateForm, &w, "shedding state JSON"); err != nil {
		return State{}, err
	}
	var v State
	var d decoder
	w.publicWire.to(&r, &v.Public, &d)
	if len(w.Hands) != r.Players {
		d.fail("%d hands for %d players", len(w.Hands), r.Players)
	}
	for i, h := range w.Hands {
		if i < MaxPlayers {
			v.hands[i] = d.set("hands", h)
		}
	}
	stock, err := cards.ParseDeck(w.Stock)
	d.wrap("stock", err)
	if len(stock) > maxStock {
		d.fail("the stock holds %d cards; it can hold %d", len(stock), maxStock)
	} else {
		for i, c := range stock {
			v.stock[len(stock)-1-i] = c
		}
		v.nstock = uint8(len(stock))
	}
	raw, err := hex.DecodeString(w.RNG)
	if err == nil && len(raw) != 16 {
		err = fmt.Errorf("want 32 hex digits, not %d", len(w.RNG))
	}
	if err == nil {
		err = cardtext.SetPCG(&v.rng, raw)
	}
	d.wrap("rng", err)
	if d.err != nil {
		return State{}, d.err
	}
	if err := r.checkState(&v); err != nil {
		return State{}, err
	}
	return v, nil
}

// MarshalJSON implements [json.Marshaler]: the rules (the JSON form of
// the game's rules), the seat (-1 for the spectator), its hand, the cards
// in each hand and in the stock, and the public part of the position in
// the form of [Rules.MarshalState]. It holds no legal move: list them
// with [View.AppendLegal]. The zero View is an error wrapping
// [cards.ErrInvalidState].
func (v View[G]) MarshalJSON() ([]byte, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	t := v.rules.Table()
	w := viewWire[G]{Rules: v.rules, Seat: v.Seat(), Hand: v.hand.String(),
		HandCounts: make([]int, v.players), StockCount: int(v.nstock)}
	for i := range w.HandCounts {
		w.HandCounts[i] = int(v.counts[i])
	}
	w.publicWire.from(&t, &v.Public)
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [View.MarshalJSON] under the JSON policy of docs/json.md (the rules as
// the game's rules read them, the position under their table), and checks
// the view as far as its seat can see: its hand and the pile hold no card
// twice, the counts account for every card of the game's deck, the
// counters are consistent with each other and with the table. Errors are
// as for [Rules.DecodeState]; on error v is unchanged. The JSON null
// leaves v unchanged and is no error.
func (v *View[G]) UnmarshalJSON(data []byte) error {
	if v == nil {
		return fmt.Errorf("shedding: %w: UnmarshalJSON on a nil *View", cards.ErrInvalidArgument)
	}
	if wirejson.IsNull(data) {
		return nil
	}
	w := viewWire[G]{Rules: v.rules} // the rules read keep v's Variant
	if err := wirejson.Decode(data, viewForm, &w, "shedding view JSON"); err != nil {
		return err
	}
	t := w.Rules.Table()
	if err := t.Validate(); err != nil {
		return err
	}
	var d decoder
	var x View[G]
	w.publicWire.to(&t, &x.Public, &d)
	x.rules = w.Rules
	x.seat = uint8(d.num("seat", w.Seat, cards.Spectator, t.Players-1) + 1)
	x.hand = d.set("hand", w.Hand)
	if len(w.HandCounts) != t.Players {
		d.fail("%d hand counts for %d players", len(w.HandCounts), t.Players)
	}
	for i, n := range w.HandCounts {
		if i < MaxPlayers {
			x.counts[i] = uint8(d.num("handCounts", n, 0, cards.NumCards))
		}
	}
	x.nstock = uint8(d.num("stockCount", w.StockCount, 0, maxStock))
	if d.err != nil {
		return t.named(d.err)
	}
	if err := x.check(); err != nil {
		return t.named(err)
	}
	*v = x
	return nil
}

// rulesWire is the JSON form of a table: every field by name, the deck
// by its number of cards, the card sets in their text form and the draws
// and penalties by rank from 2 to ace.
type rulesWire struct {
	Variant    string                `json:"variant,omitempty"`
	Game       string                `json:"game"`
	Players    int                   `json:"players"`
	Deck       int                   `json:"deck"`
	HandSize   [MaxPlayers + 1]int   `json:"handSize"`
	TurnBack   cards.Set             `json:"turnBack"`
	UpcardActs bool                  `json:"upcardActs"`
	Wild       cards.Set             `json:"wild"`
	Call       cards.Set             `json:"call"`
	Skip       cards.Set             `json:"skip"`
	Reverse    cards.Set             `json:"reverse"`
	Again      cards.Set             `json:"again"`
	Draw       [cards.NumRanks]int   `json:"draw"`
	Answer     cards.Set             `json:"answer"`
	MaxDraw    int                   `json:"maxDraw"`
	MaxPlays   int                   `json:"maxPlays"`
	Reshuffle  bool                  `json:"reshuffle"`
	Penalty    [cards.NumRanks]int16 `json:"penalty"`
	LastCall   int                   `json:"lastCall,omitzero"`

	// Boxes' family: left out when zero.
	FollowSuit    bool                      `json:"followSuit,omitzero"`
	Chain         [cards.NumRanks]int       `json:"chain,omitzero"`
	MaxSet        int                       `json:"maxSet,omitzero"`
	UncalledDraw  int                       `json:"uncalledDraw,omitzero"`
	LateReshuffle bool                      `json:"lateReshuffle,omitzero"`
	ForcedDraw    bool                      `json:"forcedDraw,omitzero"`
	SetAnswers    bool                      `json:"setAnswers,omitzero"`
	Others        [cards.NumRanks]int       `json:"others,omitzero"`
	OthersSelf    bool                      `json:"othersSelf,omitzero"`
	Feed          [cards.NumRanks]int       `json:"feed,omitzero"`
	StuckDraw     bool                      `json:"stuckDraw,omitzero"`
	DrawEnds      bool                      `json:"drawEnds,omitzero"`
	LastCardActs  bool                      `json:"lastCardActs,omitzero"`
	Blocked       int                       `json:"blocked,omitzero"`
	MaxMoves      int                       `json:"maxMoves,omitzero"`
	BonusRank     string                    `json:"bonusRank,omitzero"`
	Bonus         [cards.NumSuits + 1]int16 `json:"bonus,omitzero"`
	Stream        uint64                    `json:"stream,omitzero"`
	Sides         int                       `json:"sides,omitzero"`
	PenaltyPoints bool                      `json:"penaltyPoints,omitzero"`
	Deals         []int                     `json:"deals,omitempty"`
}

// rulesForm is the form of a table's JSON: every member required but
// "lastCall" and those of Boxes' family, written only when set.
var rulesForm = &wirejson.Object{Members: []wirejson.Member{
	{Name: "variant", Optional: true, Max: 64}, {Name: "game", Max: 64}, {Name: "players"}, {Name: "deck"}, {Name: "handSize", Max: MaxPlayers + 1},
	{Name: "turnBack"}, {Name: "upcardActs"}, {Name: "wild"}, {Name: "call"}, {Name: "skip"},
	{Name: "reverse"}, {Name: "again"}, {Name: "draw", Max: cards.NumRanks}, {Name: "answer"},
	{Name: "maxDraw"}, {Name: "maxPlays"}, {Name: "reshuffle"}, {Name: "penalty", Max: cards.NumRanks},
	{Name: "lastCall", Optional: true},
	{Name: "followSuit", Optional: true}, {Name: "chain", Optional: true, Max: cards.NumRanks},
	{Name: "maxSet", Optional: true}, {Name: "uncalledDraw", Optional: true}, {Name: "setAnswers", Optional: true},
	{Name: "forcedDraw", Optional: true}, {Name: "lateReshuffle", Optional: true},
	{Name: "others", Optional: true, Max: cards.NumRanks}, {Name: "othersSelf", Optional: true},
	{Name: "feed", Optional: true, Max: cards.NumRanks}, {Name: "stuckDraw", Optional: true},
	{Name: "drawEnds", Optional: true}, {Name: "lastCardActs", Optional: true},
	{Name: "blocked", Optional: true}, {Name: "maxMoves", Optional: true},
	{Name: "bonusRank", Optional: true, Max: 2}, {Name: "bonus", Optional: true, Max: cards.NumSuits + 1},
	{Name: "stream", Optional: true}, {Name: "sides", Optional: true}, {Name: "penaltyPoints", Optional: true},
	{Name: "deals", Optional: true, Max: maxDeals},
}}

// MarshalJSON implements [json.Marshaler]: every field of the table by
// name, such as {"game":"mau-mau", "players":4, "deck":32, "handSize":[0,
// 0,5,5,5,5,5,0,0], "turnBack":"{}", "upcardActs":true, "wild":"{JC JD JH
// JS}", ..., "draw":[0,0,0,0,0,2,0,...], ...}, the draws and penalties
// indexed by rank from 2 to ace; "lastCall" and the fields of Boxes'
// family (FollowSuit to PenaltyPoints) only when they are set, "bonusRank" as a rank ("3"); first,
// under a [Variant], "variant" with its name (code has no JSON form). It
// returns the error of [Rules.Validate] for a table that cannot be
// played.
func (r Rules) MarshalJSON() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	w := rulesWire{Variant: r.variantName(), Game: r.Game, Players: r.Players, Deck: r.Deck.Len(), TurnBack: r.TurnBack,
		UpcardActs: r.UpcardActs, Wild: r.Wild, Call: r.Call, Skip: r.Skip, Reverse: r.Reverse,
		Again: r.Again, Answer: r.Answer, MaxDraw: r.MaxDraw, MaxPlays: r.MaxPlays, Reshuffle: r.Reshuffle,
		LastCall: int(r.LastCall)}
	for i, n := range r.HandSize {
		w.HandSize[i] = int(n)
	}
	for _, n := range r.Deals {
		if n == 0 {
			break
		}
		w.Deals = append(w.Deals, int(n))
	}
	for k := range cards.NumRanks {
		w.Draw[k], w.Penalty[k] = int(r.Draw[k+int(cards.Two)]), r.Penalty[k+int(cards.Two)]
		w.Chain[k], w.Others[k], w.Feed[k] = int(r.Chain[k+int(cards.Two)]), int(r.Others[k+int(cards.Two)]), int(r.Feed[k+int(cards.Two)])
	}
	w.FollowSuit, w.OthersSelf, w.StuckDraw, w.DrawEnds, w.LastCardActs = r.FollowSuit, r.OthersSelf, r.StuckDraw, r.DrawEnds, r.LastCardActs
	w.Blocked, w.MaxMoves, w.Bonus, w.Stream, w.Sides = r.Blocked, r.MaxMoves, r.Bonus, r.Stream, r.Sides
	w.PenaltyPoints = r.PenaltyPoints
	w.MaxSet, w.UncalledDraw, w.SetAnswers, w.ForcedDraw = r.MaxSet, int(r.UncalledDraw), r.SetAnswers, r.ForcedDraw
	w.LateReshuffle = r.LateReshuffle
	if r.BonusRank != 0 {
		w.BonusRank = r.BonusRank.String()
	}
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [Rules.MarshalJSON] under the JSON policy of docs/json.md (every member
// required but "lastCall" and those of Boxes' family). A document the policy refuses gives a [*cards.ParseError]
// wrapping [cards.ErrSyntax]; a table [Rules.Validate] refuses, or a
// number out of its field's range, an error wrapping
// [cards.ErrInvalidRules]. Of *r only its Variant is read, and kept: a
// document whose "variant" is not its name (or names one when it is nil)
// is an error wrapping [cards.ErrInvalidRules]. On error, and for the JSON
// null, r is unchanged.
func (r *Rules) UnmarshalJSON(data []byte) error {
	if r == nil {
		return fmt.Errorf("shedding: %w: UnmarshalJSON on a nil *Rules", cards.ErrInvalidArgument)
	}
	if wirejson.IsNull(data) {
		return nil
	}
	var w rulesWire
	if err := wirejson.Decode(data, rulesForm, &w, "shedding rules JSON"); err != nil {
		return err
	}
	if err := r.checkVariant("document", w.Variant); err != nil {
		return err
	}
	x := Rules{Variant: r.Variant, Game: w.Game, Players: w.Players, TurnBack: w.TurnBack, UpcardActs: w.UpcardActs,
		Wild: w.Wild, Call: w.Call, Skip: w.Skip, Reverse: w.Reverse, Again: w.Again, Answer: w.Answer,
		MaxDraw: w.MaxDraw, MaxPlays: w.MaxPlays, Reshuffle: w.Reshuffle}
	for _, d := range decks {
		if d.Len() == w.Deck {
			x.Deck = d
		}
	}
	for i, n := range w.Deals {
		if n < 1 || n > cards.NumCards {
			return fmt.Errorf("shedding: %w: deals %d is not between 1 and %d", cards.ErrInvalidRules, n, cards.NumCards)
		}
		x.Deals[i%maxDeals] = uint8(n)
	}
	for i, n := range w.HandSize {
		if n < 0 || n > cards.NumCards {
			return fmt.Errorf("shedding: %w: handSize %d is not between 0 and %d", cards.ErrInvalidRules, n, cards.NumCards)
		}
		x.HandSize[i] = uint8(n)
	}
	for k, n := range w.Draw {
		if n < 0 || n > 255 {
			return fmt.Errorf("shedding: %w: draw %d is not between 0 and 255", cards.ErrInvalidRules, n)
		}
		x.Draw[k+int(cards.Two)], x.Penalty[k+int(cards.Two)] = uint8(n), w.Penalty[k]
	}
	for k := range cards.NumRanks {
		for _, n := range [...]int{w.Chain[k], w.Others[k], w.Feed[k]} {
			if n < 0 || n > 255 {
				return fmt.Errorf("shedding: %w: chain, others and feed %d is not between 0 and 255", cards.ErrInvalidRules, n)
			}
		}
		at := k + int(cards.Two)
		x.Chain[at], x.Others[at], x.Feed[at] = uint8(w.Chain[k]), uint8(w.Others[k]), uint8(w.Feed[k])
	}
	x.FollowSuit, x.OthersSelf, x.StuckDraw, x.DrawEnds, x.LastCardActs = w.FollowSuit, w.OthersSelf, w.StuckDraw, w.DrawEnds, w.LastCardActs
	x.Blocked, x.MaxMoves, x.Bonus, x.Stream, x.Sides = w.Blocked, w.MaxMoves, w.Bonus, w.Stream, w.Sides
	x.PenaltyPoints = w.PenaltyPoints
	if w.LastCall < 0 || w.LastCall > cards.NumCards {
		return fmt.Errorf("shedding: %w: lastCall %d is not between 0 and %d", cards.ErrInvalidRules, w.LastCall, cards.NumCards)
	}
	x.LastCall = uint8(w.LastCall)
	if w.UncalledDraw < 0 || w.UncalledDraw > cards.NumCards {
		return fmt.Errorf("shedding: %w: uncalledDraw %d is not between 0 and %d", cards.ErrInvalidRules, w.UncalledDraw, cards.NumCards)
	}
	x.MaxSet, x.UncalledDraw, x.SetAnswers, x.ForcedDraw = w.MaxSet, uint8(w.UncalledDraw), w.SetAnswers, w.ForcedDraw
	x.LateReshuffle = w.LateReshuffle
	if w.BonusRank != "" {
		k, err := cards.ParseRank(w.BonusRank)
		if err != nil {
			return fmt.Errorf("shedding: %w: bonusRank %q is no rank", cards.ErrInvalidRules, w.BonusRank)
		}
		x.BonusRank = k
	}
	if err := x.Validate(); err != nil {
		return err
	}
	*r = x
	return nil
}
