package boxes

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/cardrules/cardrules/cards"
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
}

// dealWire is the JSON form of a [DealResult].
type dealWire struct {
	Deal   int      `json:"deal"`
	Reason string   `json:"reason"`
	Out    int      `json:"out"`
	Scores []int    `json:"scores"`
	Hands  []string `json:"hands"`
}

// eventWire is the JSON form of an [Event].
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
	Rules      Rules  `json:"rules"`
	Seat       int    `json:"seat"`
	Hand       string `json:"hand"`
	HandCounts []int  `json:"handCounts"`
	StockCount int    `json:"stockCount"`
	publicWire
	History []eventWire `json:"history"`
	// Legal is read from the document move by move (see View.UnmarshalJSON).
	Legal wirejson.Later[string] `json:"legal"`
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
	}
	stateForm = &wirejson.Object{Members: append(slices.Clip(publicMembers),
		wirejson.Member{Name: "hands", Max: NumSeats}, wirejson.Member{Name: "stock"}, wirejson.Member{Name: "rng"},
	)}
	viewForm = &wirejson.Object{Members: append(append([]wirejson.Member{
		{Name: "rules"}, {Name: "seat"}, {Name: "hand"}, {Name: "handCounts", Max: NumSeats}, {Name: "stockCount"},
	}, publicMembers...),
		wirejson.Member{Name: "history", Max: MaxMovesLimit, Object: eventForm}, wirejson.Member{Name: "legal"},
	)}
	rulesForm = &wirejson.Object{Members: []wirejson.Member{
		{Name: "wildEightsNines", Optional: true}, {Name: "bigSets", Optional: true},
		{Name: "strictPairs", Optional: true}, {Name: "twoDraw", Optional: true},
		{Name: "fiveSelf", Optional: true}, {Name: "playDrawn", Optional: true},
		{Name: "pairAnswersTwo", Optional: true}, {Name: "lastCardEffects", Optional: true},
		{Name: "upcardEffects", Optional: true}, {Name: "deals", Optional: true},
		{Name: "maxMoves", Optional: true},
	}}
)

// cardText returns the text of c, or "" for [cards.NoCard].
func cardText(c cards.Card) string {
	if c == cards.NoCard {
		return ""
	}
	return c.String()
}

func intsOf[T uint8 | uint16 | int](a [NumSeats]T) []int {
	out := make([]int, NumSeats)
	for i, v := range a {
		out[i] = int(v)
	}
	return out
}

func eventToWire(e Event) *eventWire {
	return &eventWire{Deal: e.Deal, Seat: e.Seat, Move: e.Move.String(), Drew: intsOf(e.Drew)}
}

// from fills w with the public part of s.
func (w *publicWire) from(s *State) {
	if s.sched.n != 0 {
		w.Schedule = s.sched.String()
	}
	w.Deal, w.Dealer, w.Turn = int(s.deal), int(s.dealer), s.Turn()
	w.Phase, w.Direction = s.Phase().String(), s.dir.String()
	w.Top, w.Suit, w.Discards = cardText(s.top), s.suit.String(), s.discard.String()
	w.Chain, w.Pending, w.Drawn = int(s.chain), int(s.pending), cardText(s.drawn)
	w.Passes, w.Moves = int(s.passes), int(s.moves)
	w.Totals = intsOf(s.totals)
	d := s.LastDeal()
	w.LastDeal = dealWire{Deal: d.Deal, Reason: d.Reason.String(), Out: d.Out, Scores: intsOf(d.Scores), Hands: make([]string, NumSeats)}
	for i, h := range d.Hands {
		w.LastDeal.Hands[i] = h.String()
	}
	if e, ok := lastEvent(s); ok {
		w.Last = eventToWire(e)
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
		d.err = fmt.Errorf("%w: %s: %w", ErrInvalidState, name, err)
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
	m, err := ParseMove(text)
	d.wrap(name, err)
	return m
}

func (d *decodeError) text(name, text string, u interface{ UnmarshalText([]byte) error }) {
	d.wrap(name, u.UnmarshalText([]byte(text)))
}

// to sets the public part of s from w, checking ranges and forms only.
func (w *publicWire) to(s *State, d *decodeError) {
	sched, err := ParseSchedule(w.Schedule)
	d.wrap("schedule", err)
	s.sched = sched
	s.deal = uint8(d.num("deal", w.Deal, 0, MaxDeals))
	s.dealer = uint8(d.num("dealer", w.Dealer, 0, NumSeats-1))
	s.mover = uint8(d.num("turn", w.Turn, -1, NumSeats-1) + 1)
	var ph Phase
	d.text("phase", w.Phase, &ph)
	switch {
	case ph == PhaseOver && s.mover != 0:
		d.fail("phase over, yet seat %d is to move", w.Turn)
	case ph != PhaseOver && s.mover == 0:
		d.fail("phase %v, yet no seat is to move", ph)
	case ph == PhaseOver:
		ph = PhasePlay // a finished match keeps PhasePlay
	}
	s.phase = ph
	d.text("direction", w.Direction, &s.dir)
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
	d.text("lastDeal.reason", ld.Reason, &s.lastReason)
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
		if want, _ := lastEvent(s); d.err == nil && e.Deal != want.Deal {
			d.fail("the last move was played in deal %d, not %d", want.Deal, e.Deal)
		}
	}
}

// MarshalJSON implements [json.Marshaler]. The form, documented in the
// package documentation (section "JSON"), holds everything: every hand, the
// stock in order and the generator's state. It is meant for saving a match
// on a server, never for a player: send a player its [View].
func (s State) MarshalJSON() ([]byte, error) {
	if s.sched.n == 0 {
		return nil, invalidState("the zero State is no match")
	}
	w := stateWire{Hands: make([]string, NumSeats)}
	w.publicWire.from(&s)
	for i, h := range s.hands {
		w.Hands[i] = h.String()
	}
	stock := make(cards.Deck, 0, s.nstock)
	for i := int(s.nstock) - 1; i >= 0 && i < cards.NumCards; i-- {
		stock = append(stock, s.stock[i])
	}
	w.Stock = stock.String()
	b, err := s.rng.MarshalBinary()
	if err != nil {
		return nil, err
	}
	w.RNG = hex.EncodeToString(b[len(pcgMagic):])
	return json.Marshal(w)
}

// pcgMagic is the prefix of [rand.PCG.MarshalBinary].
const pcgMagic = "pcg:"

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [State.MarshalJSON] under the JSON policy of docs/json.md (every member
// required), and checks that it is a position a match can reach: every card
// in exactly one place, every counter in range and consistent with the
// others, the seat to move holding a 2 in the answer phase, and so on (the
// package documentation, section "JSON", lists the checks). A document the
// policy refuses gives a [*cards.ParseError] wrapping [cards.ErrSyntax]; a
// position no match reaches gives an error wrapping [ErrInvalidState] that
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
	w.publicWire.to(&v, &d)
	v.hands = d.sets("hands", w.Hands)
	stock, err := cards.ParseDeck(w.Stock)
	d.wrap("stock", err)
	if err == nil && len(stock) <= cards.NumCards {
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
		err = v.rng.UnmarshalBinary(append([]byte(pcgMagic), raw...))
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

// MarshalJSON implements [json.Marshaler] with the form documented in the
// package documentation (section "JSON"). The zero View is an error.
func (v View) MarshalJSON() ([]byte, error) {
	if v.seat == 0 || v.seat > NumSeats {
		return nil, invalidState("the zero View has no JSON form")
	}
	w := viewWire{Rules: v.rules, Seat: v.Seat(), Hand: v.Hand().String(), HandCounts: intsOf(v.counts), StockCount: v.StockLen()}
	w.publicWire.from(&v.s)
	w.History = make([]eventWire, len(v.history))
	for i, e := range v.history {
		w.History[i] = *eventToWire(e)
	}
	legal := v.Legal()
	w.Legal = make([]string, len(legal))
	for i, m := range legal {
		w.Legal[i] = m.String()
	}
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [View.MarshalJSON] under the JSON policy of docs/json.md (every member
// required), and checks the view as [State.UnmarshalJSON] checks a state,
// as far as a seat can see: its hand, the discards and the top card hold no
// card twice, the counts account for every unseen card, the phase is
// possible, and the legal moves are those the rules give, read one at a
// time and compared as they are read. A document the policy refuses gives
// a [*cards.ParseError] wrapping [cards.ErrSyntax]; a view of no position
// gives an error wrapping [ErrInvalidState]. On error v is unchanged. Its
// time and memory are linear in the length of data: it allocates about
// as much as the history takes in the document (at most [MaxMovesLimit]
// events), and a small constant amount besides. The JSON null leaves v
// unchanged and is no error.
func (v *View) UnmarshalJSON(data []byte) error {
	if wirejson.IsNull(data) {
		return nil
	}
	const kind = "boxes view JSON"
	var w viewWire
	if err := wirejson.Decode(data, viewForm, &w, kind); err != nil {
		return err
	}
	var d decodeError
	x := View{rules: w.Rules}
	x.seat = uint8(d.num("seat", w.Seat, 0, NumSeats-1) + 1)
	w.publicWire.to(&x.s, &d)
	x.s.hands[x.seat-1] = d.set("hand", w.Hand)
	for i, n := range d.nums("handCounts", w.HandCounts, 0, cards.NumCards) {
		x.counts[i] = uint8(n)
	}
	x.s.nstock = uint8(d.num("stockCount", w.StockCount, 0, cards.NumCards))
	for i, e := range w.History {
		name := "history[" + strconv.Itoa(i) + "]"
		ev := Event{Deal: e.Deal, Seat: e.Seat, Move: d.move(name+".move", e.Move)}
		ev.Drew = d.nums(name+".drew", e.Drew, 0, cards.NumCards)
		x.history = append(x.history, ev)
	}
	if d.err != nil {
		return d.err
	}
	if err := x.check(); err != nil {
		return err
	}
	mover := x.s.Turn()
	var want []Move
	if mover == x.Seat() {
		want = x.rules.Legal(x.s)
	}
	n := 0
	err := wirejson.Strings(data, wirejson.Raw(data, "legal"), "legal", kind, func(i int, text string) error {
		m, err := ParseMove(text)
		if err != nil {
			return fmt.Errorf("%w: legal[%d]: %w", ErrInvalidState, i, err)
		}
		switch {
		case mover != x.Seat():
			return invalidState("the view of seat %d lists legal moves when seat %d is to move", x.Seat(), mover)
		case i >= len(want) || want[i] != m:
			return invalidState("the legal moves are not those the rules give")
		}
		n++
		return nil
	})
	if err != nil {
		return err
	}
	if n != len(want) {
		return invalidState("the legal moves are not those the rules give")
	}
	*v = x
	return nil
}

// rulesWire is the JSON form of [Rules]: the options by name.
type rulesWire struct {
	WildEightsNines bool    `json:"wildEightsNines"`
	BigSets         bool    `json:"bigSets"`
	StrictPairs     bool    `json:"strictPairs"`
	TwoDraw         TwoDraw `json:"twoDraw"`
	FiveSelf        bool    `json:"fiveSelf"`
	PlayDrawn       bool    `json:"playDrawn"`
	PairAnswersTwo  bool    `json:"pairAnswersTwo"`
	LastCardEffects bool    `json:"lastCardEffects"`
	UpcardEffects   bool    `json:"upcardEffects"`
	Deals           string  `json:"deals"`
	MaxMoves        int     `json:"maxMoves"`
}

// MarshalJSON implements [json.Marshaler]: every option by name, the name
// of its field with a lower-case first letter, such as {"wildEightsNines":
// false, ..., "twoDraw": "chain+1", "deals": "8,7,6,5,4,3,2,1,2,3,4,5,6,7,8",
// "maxMoves": 0}. The package documentation, section "JSON", describes it.
// Rules that [Rules.Validate] refuses are an error.
//
// A type that embeds Rules gets these methods too, and with them this form
// only: a variant with options of its own must define its own JSON methods.
func (r Rules) MarshalJSON() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return json.Marshal(rulesWire{
		WildEightsNines: r.WildEightsNines, BigSets: r.BigSets, StrictPairs: r.StrictPairs,
		TwoDraw: r.TwoDraw, FiveSelf: r.FiveSelf, PlayDrawn: r.PlayDrawn,
		PairAnswersTwo: r.PairAnswersTwo, LastCardEffects: r.LastCardEffects,
		UpcardEffects: r.UpcardEffects, Deals: r.Deals.String(), MaxMoves: r.MaxMoves,
	})
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [Rules.MarshalJSON] under the JSON policy of docs/json.md. An option left
// out keeps its default (its zero value); a member that is not an option,
// is spelt with other capitals or is given twice is refused. A standard
// "deals" schedule reads as the zero [Schedule], so that the zero Rules
// reads back equal to itself. A document the policy refuses or a bad value
// gives a [*cards.ParseError] wrapping [cards.ErrSyntax]; options
// [Rules.Validate] refuses give its error, wrapping [ErrInvalidRules]. On
// error r is unchanged. Its time and memory are linear in the length of
// data, and it allocates a small constant amount (the schedule is read deal
// by deal). The JSON null leaves r unchanged and is no error.
func (r *Rules) UnmarshalJSON(data []byte) error {
	if wirejson.IsNull(data) {
		return nil
	}
	var w rulesWire
	if err := wirejson.Decode(data, rulesForm, &w, "boxes rules JSON"); err != nil {
		return err
	}
	v := Rules{
		WildEightsNines: w.WildEightsNines, BigSets: w.BigSets, StrictPairs: w.StrictPairs,
		TwoDraw: w.TwoDraw, FiveSelf: w.FiveSelf, PlayDrawn: w.PlayDrawn,
		PairAnswersTwo: w.PairAnswersTwo, LastCardEffects: w.LastCardEffects,
		UpcardEffects: w.UpcardEffects, MaxMoves: w.MaxMoves,
	}
	if wirejson.Raw(data, "deals") != nil {
		sched, err := ParseSchedule(w.Deals)
		if err != nil {
			return err
		}
		v.Deals = canonSchedule(sched)
	}
	if err := v.Validate(); err != nil {
		return err
	}
	*r = v
	return nil
}

// canonSchedule returns the zero Schedule for the standard one.
func canonSchedule(s Schedule) Schedule {
	if s.Equal(Schedule{}) {
		return Schedule{}
	}
	return s
}
