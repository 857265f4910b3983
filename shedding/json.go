package shedding

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
	"github.com/cardrules/cardrules/internal/wirejson"
)

// publicWire is the JSON form of what every seat knows of a position.
type publicWire struct {
	Players   int        `json:"players"`
	Dealer    int        `json:"dealer"`
	Turn      int        `json:"turn"`
	Direction string     `json:"direction"`
	Top       string     `json:"top"`
	Suit      string     `json:"suit"`
	Discards  string     `json:"discards"`
	Drawn     int        `json:"drawn"`
	DrawnCard string     `json:"drawnCard,omitempty"`
	Pending   int        `json:"pending"`
	Chain     *int       `json:"chain,omitempty"`
	Passes    int        `json:"passes"`
	Plays     int        `json:"plays"`
	Moves     int        `json:"moves"`
	End       endWire    `json:"end"`
	Last      *eventWire `json:"last"`
	Named     bool       `json:"named,omitempty"`
	Deal      int        `json:"deal,omitempty"`
	Totals    []int      `json:"totals,omitempty"`
	LastDeal  *dealWire  `json:"lastDeal,omitempty"`
	Barred    []int      `json:"barred,omitempty"`
	variantWire
}

// dealWire is the JSON form of the last finished deal of a match
// (Public.LastEnd and LastHand).
type dealWire struct {
	Deal  int      `json:"deal"`
	End   endWire  `json:"end"`
	Hands []string `json:"hands"`
}

// endWire is the JSON form of Public.End.
type endWire struct {
	Reason string `json:"reason"`
	Out    int    `json:"out"`
}

// eventWire is the JSON form of the last event (Public.LastMove, Drew and
// UpcardEvent): the draws of every seat when a seat other than the last
// move's drew, or for the upcard.
type eventWire struct {
	Seat   int    `json:"seat"`
	Move   string `json:"move"`
	Drew   int    `json:"drew"`
	Draws  []int  `json:"draws,omitempty"`
	Upcard bool   `json:"upcard,omitempty"`
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
	publicMembers = []wirejson.Member{
		{Name: "players"}, {Name: "dealer"}, {Name: "turn"}, {Name: "direction"},
		{Name: "top"}, {Name: "suit"}, {Name: "discards"}, {Name: "drawn"}, {Name: "drawnCard", Optional: true},
		{Name: "pending"}, {Name: "chain", Optional: true}, {Name: "passes"}, {Name: "plays"}, {Name: "moves"},
		{Name: "end", Object: &wirejson.Object{Members: []wirejson.Member{{Name: "reason"}, {Name: "out"}}}},
		{Name: "last", Nullable: true, Object: &wirejson.Object{Members: []wirejson.Member{{Name: "seat"}, {Name: "move"}, {Name: "drew"},
			{Name: "draws", Optional: true, Max: MaxPlayers}, {Name: "upcard", Optional: true}}}},
		{Name: "named", Optional: true}, {Name: "deal", Optional: true},
		{Name: "totals", Optional: true, Max: MaxPlayers},
		{Name: "lastDeal", Optional: true, Object: &wirejson.Object{Members: []wirejson.Member{{Name: "deal"},
			{Name: "end", Object: &wirejson.Object{Members: []wirejson.Member{{Name: "reason"}, {Name: "out"}}}},
			{Name: "hands", Max: MaxPlayers}}}},
		{Name: "barred", Optional: true, Max: MaxPlayers * NumVoids},
		{Name: "counters", Optional: true, Max: NumCounters}, {Name: "added", Optional: true, Max: MaxPlayers},
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

// from fills w with p.
func (w *publicWire) from(p *Public) {
	w.Players, w.Dealer, w.Turn = int(p.players), int(p.dealer), p.Turn()
	w.Direction, w.Top, w.Suit = p.dir.String(), p.top.String(), p.suit.String()
	w.Discards = p.discard.String()
	w.Drawn, w.Pending, w.Passes = int(p.drawn), int(p.pending), int(p.passes)
	if c, ok := p.Drawn(); ok {
		w.DrawnCard = c.String()
	}
	if p.pending > 0 && p.chain != 1 {
		chain := int(p.chain)
		w.Chain = &chain
	}
	w.Plays, w.Moves = int(p.plays), int(p.moves)
	reason, out := p.End()
	w.End = endWire{Reason: reason.String(), Out: out}
	if p.lastSeat != 0 {
		w.Last = &eventWire{Seat: int(p.lastSeat) - 1, Move: p.lastMove.String(), Drew: int(p.drew[(p.lastSeat-1)%MaxPlayers]), Upcard: p.upcard}
		if p.upcard || p.othersDrew() {
			for _, n := range p.drew[:p.players] {
				w.Last.Draws = append(w.Last.Draws, int(n))
			}
		}
	}
	if p.lastDeal != 0 {
		reason, out := p.lastEnd, int(p.lastOut)-1
		w.LastDeal = &dealWire{Deal: int(p.lastDeal) - 1, End: endWire{Reason: reason.String(), Out: out}}
		for _, h := range p.lastHands[:p.players] {
			w.LastDeal.Hands = append(w.LastDeal.Hands, h.String())
		}
	}
	if p.barred != [MaxPlayers][NumVoids]uint8{} {
		for _, x := range p.barred[:p.players] {
			for _, n := range x {
				w.Barred = append(w.Barred, int(n))
			}
		}
	}
	w.Named = p.named && !p.namedByLast()
	w.variantWire.from(p)
	if w.Deal = int(p.deal); p.deal != 0 || p.totals != [MaxPlayers]int32{} {
		for _, t := range p.totals[:p.players] {
			w.Totals = append(w.Totals, int(t))
		}
	}
}

// namedByLast reports whether the last move played the top card naming the
// suit in force: then the JSON form need not say that the suit was named.
func (p *Public) namedByLast() bool {
	u, ok := p.lastMove.Call()
	return ok && p.lastSeat != 0 && p.lastMove.Top() == p.top && u == p.suit
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

// to sets p from w, checking ranges and forms only.
func (w *publicWire) to(p *Public, d *decoder) {
	p.players = uint8(d.num("players", w.Players, MinPlayers, MaxPlayers))
	p.dealer = uint8(d.num("dealer", w.Dealer, 0, MaxPlayers-1))
	p.mover = uint8(d.num("turn", w.Turn, -1, MaxPlayers-1) + 1)
	p.dir = Direction(d.enum("direction", w.Direction, dirNames[:]))
	top, err := cards.ParseCard(w.Top)
	d.wrap("top", err)
	p.top = top
	suit, err := cards.ParseSuit(w.Suit)
	d.wrap("suit", err)
	p.suit = suit
	p.discard = d.set("discards", w.Discards)
	p.drawn = uint8(d.num("drawn", w.Drawn, 0, cards.NumCards))
	if w.DrawnCard != "" {
		c, err := cards.ParseCard(w.DrawnCard)
		d.wrap("drawnCard", err)
		p.justDrew = uint8(c) + 1
	}
	p.pending = uint8(d.num("pending", w.Pending, 0, 255))
	if p.pending > 0 {
		p.chain = 1
	}
	if w.Chain != nil {
		if p.pending == 0 || *w.Chain == 1 {
			d.fail("chain %d is written only with a draw pending and a chain other than 1", *w.Chain)
		}
		p.chain = uint8(d.num("chain", *w.Chain, 0, 255))
	}
	p.passes = uint8(d.num("passes", w.Passes, 0, MaxPlayers+1))
	p.plays = uint16(d.num("plays", w.Plays, 0, MaxPlaysLimit))
	p.moves = uint32(d.num("moves", w.Moves, 0, 1<<31-1))
	p.end = EndReason(d.enum("end.reason", w.End.Reason, endNames[:]))
	p.out = uint8(d.num("end.out", w.End.Out, -1, MaxPlayers-1) + 1)
	if e := w.Last; e != nil {
		p.lastSeat = uint8(d.num("last.seat", e.Seat, 0, MaxPlayers-1) + 1)
		m, err := parseMoveText(e.Move)
		d.wrap("last.move", err)
		p.lastMove = m
		p.drew[(p.lastSeat-1)%MaxPlayers] = uint8(d.num("last.drew", e.Drew, 0, cards.NumCards))
		p.upcard = e.Upcard
		if len(e.Draws) != 0 && len(e.Draws) != int(p.players) {
			d.fail("last.draws: want one a seat, not %d", len(e.Draws))
		}
		if e.Upcard && len(e.Draws) == 0 {
			d.fail("last.draws: the upcard's draws are missing")
		}
		for i, n := range e.Draws {
			p.drew[i%MaxPlayers] = uint8(d.num("last.draws", n, 0, cards.NumCards))
		}
		if len(e.Draws) != 0 && int(p.drew[(p.lastSeat-1)%MaxPlayers]) != e.Drew {
			d.fail("last.drew %d, yet last.draws gives seat %d %d", e.Drew, p.lastSeat-1, p.drew[(p.lastSeat-1)%MaxPlayers])
		}
	}
	if l := w.LastDeal; l != nil {
		p.lastDeal = uint8(d.num("lastDeal.deal", l.Deal, 0, maxDeals-1) + 1)
		p.lastEnd = EndReason(d.enum("lastDeal.end.reason", l.End.Reason, endNames[:]))
		p.lastOut = uint8(d.num("lastDeal.end.out", l.End.Out, -1, MaxPlayers-1) + 1)
		if len(l.Hands) != int(p.players) {
			d.fail("lastDeal.hands: want one a seat, not %d", len(l.Hands))
		}
		for i, h := range l.Hands {
			p.lastHands[i%MaxPlayers] = d.set("lastDeal.hands", h)
		}
	}
	if len(w.Barred) != 0 && len(w.Barred) != NumVoids*int(p.players) {
		d.fail("barred: want %d numbers a seat, not %d in all", NumVoids, len(w.Barred))
	} else {
		for i, n := range w.Barred {
			p.barred[i/NumVoids%MaxPlayers][i%NumVoids] = uint8(d.num("barred", n, 0, cards.NumCards))
		}
	}
	p.named = w.Named || p.namedByLast()
	w.variantWire.to(p, d)
	p.deal = uint8(d.num("deal", w.Deal, 0, maxDeals-1))
	if len(w.Totals) != 0 && len(w.Totals) != int(p.players) {
		d.fail("totals: want one a seat, not %d", len(w.Totals))
	}
	for i, t := range w.Totals {
		p.totals[i%MaxPlayers] = int32(d.num("totals", t, -maxTotal, maxTotal))
	}
}

// MarshalJSON implements [json.Marshaler]. The form holds everything:
// every hand, the stock in order (top first) and the generator's state,
// such as {"players":2, "dealer":0, "turn":1, "direction":"clockwise",
// "top":"10D", "suit":"D", "discards":"{}", ..., "hands":["{2H 5D ...}",
// ...], "stock":"10S 4C ...", "rng":"fb40..."}. It is meant for saving a
// game, never for a player: send a player its [View]. A State the checks
// of [State.UnmarshalJSON] refuse, the zero State among them, is an error
// wrapping [cards.ErrInvalidState].
func (s State) MarshalJSON() ([]byte, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	w := stateWire{Hands: make([]string, s.players)}
	w.publicWire.from(&s.Public)
	for i := range w.Hands {
		w.Hands[i] = s.hands[i].String()
	}
	stock := make(cards.Deck, 0, s.nstock)
	for i := int(s.nstock) - 1; i >= 0; i-- {
		stock = append(stock, s.stock[i])
	}
	w.Stock = stock.String()
	w.RNG = string(cardtext.AppendPCG(nil, &s.rng))
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [State.MarshalJSON] under the JSON policy of docs/json.md (every member
// required, none unknown or given twice), and checks that it is a position
// a game can reach, as [State.UnmarshalText] does. A document the policy
// refuses gives a [*cards.ParseError] wrapping [cards.ErrSyntax]; a
// position no game reaches an error wrapping [cards.ErrInvalidState]. On
// error s is unchanged. Its time and memory are linear in the length of
// data. The JSON null leaves s unchanged and is no error.
func (s *State) UnmarshalJSON(data []byte) error {
	if s == nil {
		return fmt.Errorf("shedding: %w: UnmarshalJSON on a nil *State", cards.ErrInvalidArgument)
	}
	if wirejson.IsNull(data) {
		return nil
	}
	var w stateWire
	if err := wirejson.Decode(data, stateForm, &w, "shedding state JSON"); err != nil {
		return err
	}
	var v State
	var d decoder
	w.publicWire.to(&v.Public, &d)
	if len(w.Hands) != int(v.players) {
		d.fail("%d hands for %d players", len(w.Hands), v.players)
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
		return d.err
	}
	if err := v.check(); err != nil {
		return err
	}
	*s = v
	return nil
}

// MarshalJSON implements [json.Marshaler]: the rules (the JSON form of
// the game's rules), the seat (-1 for the spectator), its hand, the cards
// in each hand and in the stock, and the public part of the position. It
// holds no legal move: list them with [View.AppendLegal]. The zero View
// is an error wrapping [cards.ErrInvalidState].
func (v View[G]) MarshalJSON() ([]byte, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	w := viewWire[G]{Rules: v.rules, Seat: v.Seat(), Hand: v.hand.String(),
		HandCounts: make([]int, v.players), StockCount: int(v.nstock)}
	for i := range w.HandCounts {
		w.HandCounts[i] = int(v.counts[i])
	}
	w.publicWire.from(&v.Public)
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [View.MarshalJSON] under the JSON policy of docs/json.md (the rules as
// the game's rules read them), and checks the view as far as its seat can
// see: its hand and the pile hold no card twice, the counts account for
// every card of the game's deck, the counters are consistent. Errors are
// as for [State.UnmarshalJSON]; on error v is unchanged. The JSON null
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
	var d decoder
	var x View[G]
	w.publicWire.to(&x.Public, &d)
	x.rules = w.Rules
	x.seat = uint8(d.num("seat", w.Seat, cards.Spectator, MaxPlayers-1) + 1)
	x.hand = d.set("hand", w.Hand)
	if len(w.HandCounts) != int(x.players) {
		d.fail("%d hand counts for %d players", len(w.HandCounts), x.players)
	}
	for i, n := range w.HandCounts {
		if i < MaxPlayers {
			x.counts[i] = uint8(d.num("handCounts", n, 0, cards.NumCards))
		}
	}
	x.nstock = uint8(d.num("stockCount", w.StockCount, 0, maxStock))
	if d.err != nil {
		return d.err
	}
	if err := x.check(); err != nil {
		return err
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
	Deals         []int                     `json:"deals,omitempty"`
}

// rulesForm is the form of a table's JSON: every member required but
// those of Boxes' family, written only when set.
var rulesForm = &wirejson.Object{Members: []wirejson.Member{
	{Name: "variant", Optional: true, Max: 64}, {Name: "game", Max: 64}, {Name: "players"}, {Name: "deck"}, {Name: "handSize", Max: MaxPlayers + 1},
	{Name: "turnBack"}, {Name: "upcardActs"}, {Name: "wild"}, {Name: "call"}, {Name: "skip"},
	{Name: "reverse"}, {Name: "again"}, {Name: "draw", Max: cards.NumRanks}, {Name: "answer"},
	{Name: "maxDraw"}, {Name: "maxPlays"}, {Name: "reshuffle"}, {Name: "penalty", Max: cards.NumRanks},
	{Name: "followSuit", Optional: true}, {Name: "chain", Optional: true, Max: cards.NumRanks},
	{Name: "maxSet", Optional: true}, {Name: "uncalledDraw", Optional: true}, {Name: "setAnswers", Optional: true},
	{Name: "forcedDraw", Optional: true}, {Name: "lateReshuffle", Optional: true},
	{Name: "others", Optional: true, Max: cards.NumRanks}, {Name: "othersSelf", Optional: true},
	{Name: "feed", Optional: true, Max: cards.NumRanks}, {Name: "stuckDraw", Optional: true},
	{Name: "drawEnds", Optional: true}, {Name: "lastCardActs", Optional: true},
	{Name: "blocked", Optional: true}, {Name: "maxMoves", Optional: true},
	{Name: "bonusRank", Optional: true, Max: 2}, {Name: "bonus", Optional: true, Max: cards.NumSuits + 1},
	{Name: "stream", Optional: true}, {Name: "sides", Optional: true},
	{Name: "deals", Optional: true, Max: maxDeals},
}}

// MarshalJSON implements [json.Marshaler]: every field of the table by
// name, such as {"game":"mau-mau", "players":4, "deck":32, "handSize":[0,
// 0,5,5,5,5,5,0,0], "turnBack":"{}", "upcardActs":true, "wild":"{JC JD JH
// JS}", ..., "draw":[0,0,0,0,0,2,0,...], ...}, the draws and penalties
// indexed by rank from 2 to ace; the fields of Boxes' family (FollowSuit
// to Sides) only when they are set, "bonusRank" as a rank ("3"); first,
// under a [Variant], "variant" with its name (code has no JSON form). It
// returns the error of [Rules.Validate] for a table that cannot be
// played.
func (r Rules) MarshalJSON() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	w := rulesWire{Variant: r.variantName(), Game: r.Game, Players: r.Players, Deck: r.Deck.Len(), TurnBack: r.TurnBack,
		UpcardActs: r.UpcardActs, Wild: r.Wild, Call: r.Call, Skip: r.Skip, Reverse: r.Reverse,
		Again: r.Again, Answer: r.Answer, MaxDraw: r.MaxDraw, MaxPlays: r.MaxPlays, Reshuffle: r.Reshuffle}
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
	w.MaxSet, w.UncalledDraw, w.SetAnswers, w.ForcedDraw = r.MaxSet, int(r.UncalledDraw), r.SetAnswers, r.ForcedDraw
	w.LateReshuffle = r.LateReshuffle
	if r.BonusRank != 0 {
		w.BonusRank = r.BonusRank.String()
	}
	return json.Marshal(w)
}

// UnmarshalJSON implements [json.Unmarshaler], reading the form of
// [Rules.MarshalJSON] under the JSON policy of docs/json.md (every member
// required but those of Boxes' family). A document the policy refuses gives a [*cards.ParseError]
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
