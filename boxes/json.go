package boxes

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// publicWire is the JSON form of what every seat knows of a position.
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
	Counters  []int      `json:"counters,omitempty"`
	Added     []int      `json:"added,omitempty"`
	Barred    []int      `json:"barred,omitempty"`
}

// dealWire is the JSON form of the last deal's end (Public.LastEnd and LastHand).
type dealWire struct {
	Deal   int      `json:"deal"`
	Reason string   `json:"reason"`
	Out    int      `json:"out"`
	Scores []int    `json:"scores"`
	Hands  []string `json:"hands"`
}

// eventWire is the JSON form of the last move (Public.LastMove and Drew).
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

// viewWire is the JSON form of a [View].
type viewWire struct {
	Variant    string    `json:"variant,omitempty"`
	Rules      rulesWire `json:"rules"`
	Seat       int       `json:"seat"`
	Hand       string    `json:"hand"`
	HandCounts []int     `json:"handCounts"`
	StockCount int       `json:"stockCount"`
	publicWire
}

// The JSON forms for [wirejson.Check].
var (
	eventForm = &wirejson.Object{Members: []wirejson.Member{
		{Name: "deal"}, {Name: "seat"}, {Name: "move"}, {Name: "drew", Max: NumSeats},
	}}
	dealForm = &wirejson.Object{Members: []wirejson.Member{
		{Name: "deal"}, {Name: "reason"}, {Name: "out"},
		{Name: "scores", Max: NumSeats}, {Name: "hands", Max: NumSeats},
	}}
	publicMembers = []wirejson.Member{
		{Name: "schedule"}, {Name: "deal"}, {Name: "dealer"}, {Name: "turn"},
		{Name: "phase"}, {Name: "direction"}, {Name: "top"}, {Name: "suit"},
		{Name: "discards"}, {Name: "chain"}, {Name: "pending"}, {Name: "drawn"},
		{Name: "passes"}, {Name: "moves"}, {Name: "totals", Max: NumSeats},
		{Name: "lastDeal", Object: dealForm}, {Name: "last", Nullable: true, Object: eventForm},
		{Name: "counters", Optional: true, Max: NumCounters}, {Name: "added", Optional: true, Max: NumSeats},
		{Name: "barred", Optional: true, Max: NumSeats * NumVoids},
	}
	stateForm = &wirejson.Object{Members: append(slices.Clip(publicMembers),
		wirejson.Member{Name: "hands", Max: NumSeats}, wirejson.Member{Name: "stock"}, wirejson.Member{Name: "rng"},
	)}
	rulesForm = &wirejson.Object{Members: []wirejson.Member{
		{Name: "wildEightsNines"}, {Name: "bigSets"}, {Name: "strictPairs"}, {Name: "twoDraw"},
		{Name: "fiveSelf"}, {Name: "playDrawn"}, {Name: "pairAnswersTwo"},
		{Name: "lastCardEffects"}, {Name: "upcardEffects"}, {Name: "deals"}, {Name: "maxMoves"},
	}}
	viewForm = &wirejson.Object{Members: append([]wirejson.Member{
		{Name: "variant", Optional: true, Max: 6 * cards.MaxNameLen}, {Name: "rules", Object: rulesDocForm}, {Name: "seat"}, {Name: "hand"},
		{Name: "handCounts", Max: NumSeats}, {Name: "stockCount"},
	}, publicMembers...)}
)

// cardText returns the text of c, or "" for [cards.NoCard].
func cardText(c cards.Card) string {
	if c == cards.NoCard {
		return ""
	}
	return c.String()
}

func intsOf[T uint8 | uint16 | int16 | int](a [NumSeats]T) []int {
	out := make([]int, NumSeats)
	for i, v := range a {
		out[i] = int(v)
	}
	return out
}

// lastMoveDeal returns the deal the last move of p was played in: the
// current one, or the one before when that move ended a deal.
func lastMoveDeal(p *Public) int {
	if p.lastSeat == upcardSeat {
		return int(p.deal)
	}
	if p.mover == 0 || p.moves == 0 {
		return int(p.deal) - 1
	}
	return int(p.deal)
}

// from fills w with s.
func (w *publicWire) from(s *Public) {
	if s.sched.n != 0 {
		w.Schedule = s.sched.String()
	}
	w.Deal, w.Dealer, w.Turn = int(s.deal), int(s.dealer), s.Turn()
	w.Phase, w.Direction = s.Phase().String(), s.dir.String()
	w.Top, w.Suit, w.Discards = cardText(s.top), s.suit.String(), s.discard.String()
	w.Chain, w.Pending, w.Drawn = int(s.chain), int(s.pending), cardText(s.drawn)
	w.Passes, w.Moves = int(s.passes), int(s.moves)
	w.Totals = intsOf(s.totals)
	deal, reason, out := s.LastEnd()
	w.LastDeal = dealWire{Deal: deal, Reason: reason.String(), Out: out, Scores: make([]int, NumSeats), Hands: make([]string, NumSeats)}
	for i, h := range s.lastHands {
		w.LastDeal.Scores[i] = HandPenalty(h)
		w.LastDeal.Hands[i] = h.String()
	}
	if seat, m := s.LastMove(); seat >= 0 {
		w.Last = &eventWire{Deal: lastMoveDeal(s), Seat: seat, Move: m.String(), Drew: intsOf(s.drew)}
	}
	// A variant's counters and added scores, only when one is not 0, so
	// that the standard game's documents are unchanged.
	if s.counters != [NumCounters]uint8{} {
		w.Counters = intsOf(s.counters)
	}
	if s.added != [NumSeats]int16{} {
		w.Added = intsOf(s.added)
	}
	// Public.Barred, seat by seat, only when a seat is barred.
	if s.barred != ([NumSeats]uint64{}) {
		w.Barred = make([]int, 0, NumSeats*NumVoids)
		for seat := range NumSeats {
			b := s.bars(seat)
			for _, n := range b {
				w.Barred = append(w.Barred, int(n))
			}
		}
	}
}

// decodeError collects the first error of a decoding.
type decodeError struct{ err error }

func (d *decodeError) fail(format string, args ...any) {
	if d.err == nil {
		d.err = invalidState(format, args...)
	}
}

// wrap records err, a parse error, under name.
func (d *decodeError) wrap(name string, err error) {
	if d.err == nil && err != nil {
		d.err = fmt.Errorf("boxes: %w: %s: %w", cards.ErrInvalidState, name, err)
	}
}

func (d *decodeError) num(name string, v, lo, hi int) int {
	if v < lo || v > hi {
		d.fail("%s %d is not between %d and %d", name, v, lo, hi)
		return lo
	}
	return v
}

func (d *decodeError) nums(name string, vs []int, lo, hi int) [NumSeats]int {
	var out [NumSeats]int
	if len(vs) != NumSeats {
		d.fail("%s: want %d numbers, not %d", name, NumSeats, len(vs))
		return out
	}
	for i, v := range vs {
		out[i] = d.num(name, v, lo, hi)
	}
	return out
}

func (d *decodeError) card(name, text string, none bool) cards.Card {
	if text == "" && none {
		return cards.NoCard
	}
	c, err := cards.ParseCard(text)
	d.wrap(name, err)
	return c
}

func (d *decodeError) set(name, text string) cards.Set {
	s, err := cards.ParseSet(text)
	d.wrap(name, err)
	return s
}

func (d *decodeError) sets(name string, texts []string) [NumSeats]cards.Set {
	var out [NumSeats]cards.Set
	if len(texts) != NumSeats {
		d.fail("%s: want %d sets, not %d", name, NumSeats, len(texts))
		return out
	}
	for i, t := range texts {
		out[i] = d.set(name+"["+strconv.Itoa(i)+"]", t)
	}
	return out
}

func (d *decodeError) move(name, text string) Move {
	m, err := parseMoveText(text)
	d.wrap(name, err)
	return m
}

func (d *decodeError) text(name, text string, u interface{ UnmarshalText([]byte) error }) {
	d.wrap(name, u.UnmarshalText([]byte(text)))
}

// enum returns the index of text in names.
func (d *decodeError) enum(name, kind, text string, names []string) uint8 {
	i, err := parseEnum(kind, []byte(text), names)
	d.wrap(name, err)
	return uint8(i)
}

// to sets s from w, checking ranges and forms only.
func (w *publicWire) to(s *Public, d *decodeError) {
	sched, err := ParseSchedule(w.Schedule)
	d.wrap("schedule", err)
	if err == nil {
		s.sched = sched.norm() // a position keeps its schedule spelt out
	}
	s.deal = uint8(d.num("deal", w.Deal, 0, MaxDeals))
	s.dealer = uint8(d.num("dealer", w.Dealer, 0, NumSeats-1))
	s.mover = uint8(d.num("turn", w.Turn, -1, NumSeats-1) + 1)
	ph := Phase(d.enum("phase", "phase", w.Phase, phaseNames[:]))
	switch {
	case ph == PhaseOver && s.mover != 0:
		d.fail("phase over, yet seat %d is to move", w.Turn)
	case ph != PhaseOver && s.mover == 0:
		d.fail("phase %v, yet no seat is to move", ph)
	case ph == PhaseOver:
		ph = PhasePlay // a finished match keeps PhasePlay
	}
	s.phase = ph
	s.dir = Direction(d.enum("direction", "direction", w.Direction, dirNames[:]))
	s.top = d.card("top", w.Top, false)
	d.text("suit", w.Suit, &s.suit)
	s.discard = d.set("discards", w.Discards)
	s.chain = uint8(d.num("chain", w.Chain, 0, cards.NumSuits))
	s.pending = uint8(d.num("pending", w.Pending, 0, 2*cards.NumSuits))
	s.drawn = d.card("drawn", w.Drawn, true)
	s.passes = uint8(d.num("passes", w.Passes, 0, NumSeats))
	s.moves = uint16(d.num("moves", w.Moves, 0, MaxMovesLimit))
	for i, v := range d.nums("totals", w.Totals, 0, 0xFFFF) {
		s.totals[i] = uint16(v)
	}
	ld := &w.LastDeal
	s.lastDeal = int8(d.num("lastDeal.deal", ld.Deal, -1, MaxDeals-1) + 1)
	s.lastReason = EndReason(d.enum("lastDeal.reason", "end reason", ld.Reason, endNames[:]))
	s.lastOut = int8(d.num("lastDeal.out", ld.Out, -1, NumSeats-1) + 1)
	scores := d.nums("lastDeal.scores", ld.Scores, 0, 0xFFFF)
	s.lastHands = d.sets("lastDeal.hands", ld.Hands)
	// A State keeps the hands the last deal ended with, not their scores:
	// the scores read must be those of the hands (B16).
	for seat, h := range s.lastHands {
		switch want := HandPenalty(h); {
		case scores[seat] == want || d.err != nil:
		case s.deal == 0:
			d.fail("no deal has ended, yet there is a result or a score")
		default:
			d.fail("seat %d scored %d in the last deal, but its hand %v scores %d", seat, scores[seat], h, want)
		}
	}
	if e := w.Last; e != nil {
		s.lastSeat = int8(d.num("last.seat", e.Seat, 0, NumSeats-1) + 1)
		s.lastMove = d.move("last.move", e.Move)
		for i, v := range d.nums("last.drew", e.Drew, 0, cards.NumCards) {
			s.drew[i] = uint8(v)
		}
		if d.err == nil && e.Deal == int(s.deal) && s.moves == 0 && s.mover != 0 {
			// The upcard of this deal, as the dealer's play: checked by
			// checkLastMove.
			s.lastSeat = upcardSeat
		}
		if want := lastMoveDeal(s); d.err == nil && e.Deal != want {
			d.fail("the last move was played in deal %d, not %d", want, e.Deal)
		}
	}
	if w.Counters != nil {
		for i, v := range d.nums("counters", w.Counters, 0, math.MaxUint8) {
			s.counters[i] = uint8(v)
		}
	}
	if w.Added != nil {
		for i, v := range d.nums("added", w.Added, math.MinInt16, math.MaxInt16) {
			s.added[i] = int16(v)
		}
	}
	if w.Barred != nil {
		if len(w.Barred) != NumSeats*NumVoids {
			d.fail("barred: want %d numbers, %d for each seat, not %d", NumSeats*NumVoids, NumVoids, len(w.Barred))
			return
		}
		for i, v := range w.Barred {
			s.setBar(i/NumVoids, Void(i%NumVoids), uint8(d.num("barred", v, 0, cards.NumCards)))
		}
		if s.barred == ([NumSeats]uint64{}) {
			d.fail("barred: every number is 0: leave the member out")
		}
	}
}

// MarshalJSON implements [json.Marshaler]. The form, documented in
// docs/json.md, holds everything: every hand, the
// stock in order and the generator's state. It is meant for saving a match
// on a server, never for a player: send a player its [View].
func (s State) MarshalJSON() ([]byte, error) {
	if s.sched.n == 0 {
		return nil, invalidState("the zero State is no match")
	}
	w := stateWire{Hands: make([]string, NumSeats)}
	w.publicWire.from(&s.Public)
	for i, h := range s.hands {
		w.Hands[i] = h.String()
	}
	stock := make(cards.Deck, 0, s.nstock)
	for i := int(s.nstock) - 1; i >= 0 && i < cards.NumCards; i-- {
		stock = append(stock, s.stock[i])
	}
	w.Stock = stock.String()
	w.RNG = string(cardtext.AppendPCG(nil, &s.rng))
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [State.MarshalJSON] under the JSON policy of docs/json.md (every member
// required), and checks that it is a position a match can reach: every card
// in exactly one place, every counter in range and consistent with the
// others, the seat to move holding a 2 in the answer phase, and so on (the
// checks are listed in docs/json.md). The checks are the same under every
// [Rules], a [Variant]'s included, and none is relaxed for one: a
// variant's steps ([Effects]) keep every invariant they test, and its
// counters and added scores may hold any value in range. A document the
// policy refuses gives a [*cards.ParseError] wrapping [cards.ErrSyntax]; a
// position no match reaches gives an error wrapping [cards.ErrInvalidState] that
// names the problem, such as "boxes: invalid state: card 7H appears twice:
// in seat 1's hand and in the stock". On error s is unchanged. Its time and
// memory are linear in the length of data, and it allocates a small
// constant amount: every array is at most [NumSeats] long, and the stock
// and the schedule are read card by card and deal by deal. As is the
// convention, the JSON null leaves s unchanged and is no error.
func (s *State) UnmarshalJSON(data []byte) error {
	if wirejson.IsNull(data) {
		return nil
	}
	var w stateWire
	if err := wirejson.Decode(data, stateForm, &w, "boxes state JSON"); err != nil {
		return err
	}
	var v State
	var d decodeError
	w.publicWire.to(&v.Public, &d)
	v.hands = d.sets("hands", w.Hands)
	stock, err := cards.ParseDeck(w.Stock)
	d.wrap("stock", err)
	if err == nil && len(stock) > maxStock {
		d.fail("the stock holds %d cards; it can hold %d", len(stock), maxStock)
	}
	if err == nil && len(stock) <= maxStock {
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
		return d.err
	}
	if err := v.check(); err != nil {
		return err
	}
	*s = v
	return nil
}

// MarshalJSON implements [json.Marshaler] with the form documented in
// docs/json.md: the rules, the seat (-1 for the spectator), its hand, the
// cards in each hand and in the stock, and the public part of the
// position. It holds no legal move: list them with [View.AppendLegal]. The
// zero View is an error.
func (v View) MarshalJSON() ([]byte, error) {
	if v.sched.n == 0 || v.seat > NumSeats {
		return nil, invalidState("the zero View has no JSON form")
	}
	w := viewWire{Variant: v.rules.variantName(), Rules: rulesToWire(&v.rules), Seat: v.Seat(), Hand: v.hand.String(), HandCounts: intsOf(v.counts), StockCount: v.StockLen()}
	w.publicWire.from(&v.Public)
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [View.MarshalJSON] under the JSON policy of docs/json.md (every member
// required), and checks the view as [State.UnmarshalJSON] checks a state,
// as far as its seat can see: its hand, the discards and the top card hold
// no card twice, the counts account for every unseen card, and the phase
// is possible. A document the policy refuses gives a [*cards.ParseError]
// wrapping [cards.ErrSyntax]; a view of no position gives an error
// wrapping [cards.ErrInvalidState]. On error v is unchanged. Its time and
// memory are linear in the length of data, and it allocates a small
// constant amount. The JSON null leaves v unchanged and is no error.
//
// A variant is code, which no document holds: the view read keeps the
// [Rules.Variant] of *v, and a document whose "variant" is not its name
// (or names one when *v has none, or none when it has one) is refused
// with an error wrapping [cards.ErrInvalidRules]. To read a variant's
// view, decode into a View made by your variant's Rules: r.View(s, seat)
// for any State s, such as the zero State.
func (v *View) UnmarshalJSON(data []byte) error {
	if wirejson.IsNull(data) {
		return nil
	}
	const kind = "boxes view JSON"
	w := viewWire{Rules: rulesToWire(&Rules{})} // an option left out is the standard's
	if err := wirejson.Decode(data, viewForm, &w, kind); err != nil {
		return err
	}
	var d decodeError
	var x View
	x.rules = w.Rules.rules(&d)
	if d.err == nil {
		// The variant is code, which no document holds: it comes from
		// the View decoded into.
		d.err = v.rules.checkVariant("view", w.Variant)
		x.rules.Variant = v.rules.Variant
	}
	x.seat = uint8(d.num("seat", w.Seat, cards.Spectator, NumSeats-1) + 1)
	w.publicWire.to(&x.Public, &d)
	x.hand = d.set("hand", w.Hand)
	for i, n := range d.nums("handCounts", w.HandCounts, 0, cards.NumCards) {
		x.counts[i] = uint8(n)
	}
	x.nstock = uint8(d.num("stockCount", w.StockCount, 0, maxStock))
	if d.err != nil {
		return d.err
	}
	if err := x.check(); err != nil {
		return err
	}
	if err := x.checkDeal(); err != nil {
		return err
	}
	*v = x
	return nil
}

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

// rules returns the rules w names, or records why they are not rules.
func (w *rulesWire) rules(d *decodeError) Rules {
	r := w.flags()
	if why := parseTwoDraw(&r.TwoDraw, w.TwoDraw); why != "" {
		d.fail("rules.twoDraw %s: %s", quote(w.TwoDraw), why)
	}
	sched, err := ParseSchedule(w.Deals)
	d.wrap("rules.deals", err)
	r.Deals = sched
	if err := r.Validate(); err != nil && d.err == nil {
		d.err = err
	}
	return r
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
