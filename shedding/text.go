package shedding

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// The one-line text form of a whole [State], like chess's FEN: the form of
// Boxes' positions (docs/notation.md, "Shedding positions"), written for
// the table's number of seats, thirteen fields separated by single spaces,
// then up to three optional ones, in this order: a variant's counters, the
// voids compulsory play showed, and the engine's own counters. In short:
//
//	hands pile stock turn direction passes moves deal/schedule dealer totals lastdeal lastmove rng [variant] [voids] [engine]
//
// such as, for a position of two players of Crazy Eights (the stock
// shortened here),
//
//	3C,7H/KD,QS 9H/2C,4C 5S,JD,... 1:play cw 0 2 0/7 0 0,0 - 0:7H/0,0 0000000000000007000000637261... plays:2
//
// A position does not hold its table: the schedule (the cards dealt in
// each deal) and the points of the hands come from the table, so the
// writer ([Rules.AppendState]) and the reader ([Rules.ParseState]) take it.

// maxStateText is the longest text [Rules.ParseState] reads: the canonical
// text is under 900 bytes (every card twice, in play and in the last
// deal's hands, a schedule of 32 deals, eight seats' totals and voids);
// the rest is room for the input forms of cards (lower case, suit
// symbols).
const maxStateText = 2048

// textFields is the number of fields every position has; optFields the
// most optional ones after them.
const (
	textFields = 13
	optFields  = 3
)

// textKind is the kind of the [*cards.ParseError] of the text form.
const textKind = "shedding position"

// The names of the fields, for the messages of [*cards.ParseError].
var textFieldNames = [textFields + optFields]string{
	"hands", "pile", "stock", "turn", "direction", "passes", "moves",
	"deal/schedule", "dealer", "totals", "last deal", "last move", "rng",
	"variant", "voids", "engine",
}

// dirTexts are the directions as the text form writes them.
var dirTexts = [numDirections]string{"cw", "ccw"}

// endTexts are the end reasons as the text form writes them: the
// [EndReason] texts with '-' for the space; EndOut is followed by ":" and
// the seat.
var endTexts = [numEnds]string{"-", "out", "blocked", "turn-limit", "move-limit"}

// restText stands, in one hand or the discards, for every card of the
// table's deck not named elsewhere.
const restText = "*"

// The items of the engine's field, in this order, each written only when
// it holds something: the cards the seat to move drew this turn when more
// than one, the cards played when counted, the end of a game of one deal.
const (
	itemDrawn = "drawn:"
	itemPlays = "plays:"
	itemEnd   = "end:"
)

// AppendState appends to dst the one-line text form of s under r, the
// rules it is a position of (docs/notation.md, "Shedding positions"):
// Boxes' form for the table's number of seats. Every hand, the top card,
// the suit in force when it is not the top card's, and the discards; the
// stock in order, top first; the seat to move and its phase (with the
// pending draw or the card drawn); the direction, passes and moves; the
// deal and the table's schedule; the dealer; each seat's penalty points
// over the finished deals (minus [Public.Total]); the last deal's end and
// hands; the last event and every seat's draws; the generator; then the
// voids ([Public.Barred]) and the engine's counters, each only when set.
// [Rules.ParseState] under r reads it back to a State == s.
//
// It returns dst and an error wrapping [cards.ErrInvalidRules] for rules
// [Rules.Validate] refuses, or [cards.ErrInvalidState] for a State that
// [Rules.ParseState] would refuse (the zero State among them; no State r
// plays), so that every text it writes reads back.
func (r Rules) AppendState(dst []byte, s State) ([]byte, error) {
	if err := r.Validate(); err != nil {
		return dst, err
	}
	if err := r.checkState(&s); err != nil {
		return dst, err
	}
	return r.appendState(dst, &s), nil
}

// ParseState reads a position in the text form of [Rules.AppendState]
// under r, and checks it with the checks of [Rules.DecodeState]: every
// card of the table's deck in exactly one place, the counters in range
// and consistent with each other and with the table, the end consistent
// with the hands and the last move. Cards are read as [cards.ParseCard]
// reads them, the suit in force as [cards.ParseSuit], the last move as
// [Rules.ParseMove]; one hand or the discards may be "*", every card of
// the table's deck not named elsewhere. Numbers have no leading zero, and
// the text no white space but the single spaces between its fields.
//
// Text that does not follow the grammar, or is longer than 2048 bytes,
// gives a [*cards.ParseError] wrapping [cards.ErrSyntax] that names the
// field; a position no game under r reaches an error wrapping
// [cards.ErrInvalidState]; rules [Rules.Validate] refuses its error. It
// reads the text once, in time and memory linear in its length.
func (r Rules) ParseState(text string) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, err
	}
	s, err := r.parseState([]byte(text))
	if err != nil {
		return State{}, r.named(err)
	}
	if err := r.checkState(&s); err != nil {
		return State{}, r.named(err)
	}
	return s, nil
}

// named returns err, a fresh error of the engine's readers, with the
// engine's name replaced by the table's Game, so that a user of a game
// reads its name: in the Kind of a [*cards.ParseError] ("shedding
// position" becomes "boxes position") and at the head of other errors
// ("shedding: invalid state: ..." becomes "boxes: invalid state: ...",
// the error still wrapping what it wrapped).
func (r *Rules) named(err error) error {
	if err == nil || r.Game == "" {
		return err
	}
	if pe, ok := err.(*cards.ParseError); ok {
		if kind, found := strings.CutPrefix(pe.Kind, "shedding "); found {
			pe.Kind = r.Game + " " + kind
		}
		return err
	}
	if rest, found := strings.CutPrefix(err.Error(), "shedding: "); found {
		return &gameError{text: r.Game + ": " + rest, err: err}
	}
	return err
}

// gameError is an error of the engine under a game's name.
type gameError struct {
	text string
	err  error
}

func (e *gameError) Error() string { return e.text }
func (e *gameError) Unwrap() error { return e.err }

// appendSchedule appends the schedule of r: the cards dealt to each seat
// in each deal, separated by commas.
func (r *Rules) appendSchedule(b []byte) []byte {
	for i := range r.numDeals() {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(r.handSize(i)), 10)
	}
	return b
}

// writtenDeal returns the deal the forms write: the deal being played,
// from 0, or once the game is over the number of deals played.
func (p *Public) writtenDeal() int {
	if p.mover == 0 && p.players != 0 {
		return int(p.deal) + 1
	}
	return int(p.deal)
}

// writtenTotal returns seat's penalty points as the forms write them:
// those of the finished deals, minus [Public.Total], and once a match is
// over its last deal's.
func (r *Rules) writtenTotal(p *Public, seat int) int {
	t := -int(p.totals[seat])
	if p.mover == 0 && p.lastDeal != 0 {
		t += r.handPenalty(p.lastHands[seat])
	}
	return t
}

// appendEnd appends an end reason and, for EndOut, ":" and the seat.
func appendEnd(b []byte, e EndReason, out uint8) []byte {
	b = append(b, endTexts[e%numEnds]...)
	if e == EndOut {
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(out)-1, 10)
	}
	return b
}

// appendState appends the text form of s, a State r.checkState accepts.
func (r *Rules) appendState(b []byte, s *State) []byte {
	n := int(s.players)
	for i := range n {
		if i > 0 {
			b = append(b, '/')
		}
		b = cardtext.AppendList(b, s.hands[i], 0)
	}
	b = append(b, ' ')
	b = cardtext.AppendCard(b, s.top)
	if s.suit != s.top.Suit() {
		b = append(b, ':')
		b = append(b, s.suit.String()...)
	}
	b = append(b, '/')
	b = cardtext.AppendList(b, s.discard, 0)
	b = append(b, ' ')
	if s.nstock == 0 {
		b = append(b, '-')
	}
	for i := int(s.nstock) - 1; i >= 0; i-- {
		b = cardtext.AppendCard(b, s.stock[i])
		if i > 0 {
			b = append(b, ',')
		}
	}
	b = append(b, ' ')
	switch ph := s.Phase(); ph {
	case PhaseOver:
		b = append(b, phaseNames[PhaseOver]...)
	default:
		b = strconv.AppendInt(b, int64(s.mover)-1, 10)
		b = append(b, ':')
		b = append(b, phaseNames[ph]...)
		switch ph {
		case PhaseAnswer:
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(s.chain), 10)
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(s.pending), 10)
		case PhaseDrawn:
			if c, ok := s.Drawn(); ok {
				b = append(b, ':')
				b = cardtext.AppendCard(b, c)
			}
		}
	}
	b = append(b, ' ')
	b = append(b, dirTexts[s.dir&1]...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.passes), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.moves), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.writtenDeal()), 10)
	b = append(b, '/')
	b = r.appendSchedule(b)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.dealer), 10)
	b = append(b, ' ')
	for i := range n {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(r.writtenTotal(&s.Public, i)), 10)
	}
	b = append(b, ' ')
	if s.lastDeal == 0 {
		b = append(b, '-')
	} else {
		b = appendEnd(b, s.lastEnd, s.lastOut)
		for _, h := range s.lastHands[:n] {
			b = append(b, '/')
			b = cardtext.AppendList(b, h, 0)
		}
	}
	b = append(b, ' ')
	switch {
	case s.lastSeat == 0:
		b = append(b, '-')
	case s.upcard:
		b = append(b, "upcard/"...)
		b = s.appendDraws(b)
	default:
		b = strconv.AppendInt(b, int64(s.lastSeat)-1, 10)
		b = append(b, ':')
		b = append(b, s.lastMove.String()...)
		b = append(b, '/')
		b = s.appendDraws(b)
	}
	b = append(b, ' ')
	b = cardtext.AppendPCG(b, &s.rng)
	b = s.appendVariant(b)
	b = s.appendVoids(b)
	return s.appendEngine(b)
}

// appendDraws appends the draws of the last event, a number a seat
// separated by commas.
func (p *Public) appendDraws(b []byte) []byte {
	for i := range int(p.players) {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(p.drew[i]), 10)
	}
	return b
}

// appendVoids appends the field of [Public.Barred], " v" and for each seat
// "-" or its six numbers, when a seat is barred.
func (p *Public) appendVoids(b []byte) []byte {
	if p.barred == [MaxPlayers][NumVoids]uint8{} {
		return b
	}
	b = append(b, " v"...)
	for i, x := range p.barred[:p.players] {
		if i > 0 {
			b = append(b, '/')
		}
		if x == [NumVoids]uint8{} {
			b = append(b, '-')
			continue
		}
		for k, c := range x {
			if k > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(c), 10)
		}
	}
	return b
}

// engineItems returns what the engine's field says of p: the cards the
// seat to move drew this turn when more than one, the cards played, and
// the end of a game of one deal (a match's is its last deal).
func (p *Public) engineItems() (drawn, plays int, end bool) {
	if p.drawn > 1 {
		drawn = int(p.drawn)
	}
	return drawn, int(p.plays), p.end != EndNone && p.lastDeal == 0
}

// appendEngine appends the engine's field, its items separated by commas,
// when one holds something.
func (p *Public) appendEngine(b []byte) []byte {
	drawn, plays, end := p.engineItems()
	if drawn == 0 && plays == 0 && !end {
		return b
	}
	sep := byte(' ')
	if drawn != 0 {
		b = append(b, sep)
		b = append(b, itemDrawn...)
		b = strconv.AppendInt(b, int64(drawn), 10)
		sep = ','
	}
	if plays != 0 {
		b = append(b, sep)
		b = append(b, itemPlays...)
		b = strconv.AppendInt(b, int64(plays), 10)
		sep = ','
	}
	if end {
		b = append(b, sep)
		b = append(b, itemEnd...)
		b = appendEnd(b, p.end, p.out)
	}
	return b
}

// textReader reads the text form, field by field.
type textReader struct {
	text  []byte // the whole input, for the error
	field int    // the field being read, from 0
}

// fail returns the [*cards.ParseError] saying why the current field is not
// in the grammar.
func (r *textReader) fail(format string, args ...any) error {
	return cards.NewParseError(textKind, r.text, textFieldNames[r.field]+": "+fmt.Sprintf(format, args...))
}

// parseState reads the text form of a position under r, a valid table;
// the caller checks the position.
func (r *Rules) parseState(text []byte) (State, error) {
	p := textReader{text: text}
	if len(text) > maxStateText {
		return State{}, cards.NewParseError(textKind, text, "longer than "+strconv.Itoa(maxStateText)+" bytes")
	}
	for i, c := range text {
		if c < ' ' || c == 0x7F {
			return State{}, cards.NewParseError(textKind, text, fmt.Sprintf("control character %q at byte %d", c, i))
		}
	}
	if len(text) == 0 {
		return State{}, cards.NewParseError(textKind, text, "empty")
	}
	var f [textFields + optFields]string
	rest, more := string(text), true
	nf := 0
	for ; more; nf++ {
		if nf == len(f) {
			return State{}, cards.NewParseError(textKind, text, "more than "+strconv.Itoa(textFields+optFields)+" fields")
		}
		if f[nf], rest, more = strings.Cut(rest, " "); f[nf] == "" {
			p.field = min(nf, len(f)-1)
			return State{}, p.fail("empty (the fields are separated by single spaces)")
		}
	}
	if nf < textFields {
		return State{}, cards.NewParseError(textKind, text, "want "+strconv.Itoa(textFields)+" fields separated by single spaces, not "+strconv.Itoa(nf))
	}
	// The optional fields, each known by its first character, in order: a
	// variant's (a digit), the voids ('v'), the engine's (a letter).
	var variantText, voidsText, engineText string
	for _, o := range f[textFields:nf] {
		switch {
		case o[0] >= '0' && o[0] <= '9' && variantText == "" && voidsText == "" && engineText == "":
			variantText = o
		case o[0] == 'v' && voidsText == "" && engineText == "":
			voidsText = o[1:]
		case o[0] != 'v' && (o[0] < '0' || o[0] > '9') && engineText == "":
			engineText = o
		default:
			return State{}, cards.NewParseError(textKind, text, "optional field "+quote(o)+": want a variant's counters, the voids (v...) and the engine's counters (drawn:, plays:, end:), in this order, each at most once")
		}
	}
	n := r.Players
	var v State
	v.players = uint8(n)
	var restAt *cards.Set // the list written "*", if any
	var named cards.Set   // every card named
	list := func(text, what string) (cards.Set, error) {
		if text == restText {
			if restAt != nil {
				return 0, p.fail("%s: the rest (%q) is given twice", what, restText)
			}
			return 0, nil
		}
		set, err := p.list(text, what, nil)
		if dup := named & set; err == nil && dup != 0 {
			c, _ := dup.Min()
			return 0, invalidState("card %v appears twice", c)
		}
		named |= set
		return set, err
	}

	// hands
	hands, err := p.split(f[0], '/', n, "hands")
	if err != nil {
		return State{}, err
	}
	for i, h := range hands {
		if v.hands[i], err = list(h, seatText(i)); err != nil {
			return State{}, err
		}
		if h == restText {
			restAt = &v.hands[i]
		}
	}

	// pile: top[:suit]/discards
	p.field++
	top, disc, ok := strings.Cut(f[1], "/")
	if !ok {
		return State{}, p.fail("want the top card, '/' and the discards")
	}
	topText, suitText, called := strings.Cut(top, ":")
	if v.top, err = p.card(topText, "top card"); err != nil {
		return State{}, err
	}
	if named.Has(v.top) {
		return State{}, invalidState("card %v appears twice: on top and in a hand", v.top)
	}
	named = named.Add(v.top)
	v.suit = v.top.Suit()
	if called {
		if v.suit, err = cards.ParseSuit(suitText); err != nil {
			return State{}, p.fail("suit in force: %s", reasonOf(err))
		}
	}
	if v.discard, err = list(disc, "discards"); err != nil {
		return State{}, err
	}
	if disc == restText {
		restAt = &v.discard
	}

	// stock, top first
	p.field++
	var stock [cards.NumCards]cards.Card
	ns := 0
	set, err := p.list(f[2], "", func(c cards.Card) {
		if ns < len(stock) {
			stock[ns] = c
		}
		ns++
	})
	if err != nil {
		return State{}, err
	}
	if ns > maxStock {
		return State{}, invalidState("the stock holds %d cards; it can hold %d", ns, maxStock)
	}
	if dup := named & set; dup != 0 {
		c, _ := dup.Min()
		return State{}, invalidState("card %v appears twice: in the stock and elsewhere", c)
	}
	named |= set
	for i := range ns {
		v.stock[ns-1-i] = stock[i]
	}
	v.nstock = uint8(ns)
	if restAt != nil {
		*restAt = r.Deck.Minus(named)
	}

	// turn
	p.field++
	phase := PhaseOver
	if f[3] != phaseNames[PhaseOver] {
		if phase, err = p.turn(f[3], &v); err != nil {
			return State{}, err
		}
	}

	// direction
	p.field++
	switch f[4] {
	case dirTexts[Clockwise]:
		v.dir = Clockwise
	case dirTexts[Counterclockwise]:
		v.dir = Counterclockwise
	default:
		return State{}, p.fail("want %q or %q", dirTexts[Clockwise], dirTexts[Counterclockwise])
	}

	// passes, moves
	p.field++
	passes, err := p.num(f[5], "", 0xFF)
	if err != nil {
		return State{}, err
	}
	v.passes = uint8(passes)
	p.field++
	moves, err := p.num(f[6], "", maxMovesLimit)
	if err != nil {
		return State{}, err
	}
	v.moves = uint32(moves)

	// deal/schedule
	p.field++
	dealText, schedText, ok := strings.Cut(f[7], "/")
	if !ok {
		return State{}, p.fail("want the deal number, '/' and the schedule")
	}
	deal, err := p.num(dealText, "deal", maxDeals)
	if err != nil {
		return State{}, err
	}
	if want := string(r.appendSchedule(nil)); schedText != want {
		return State{}, p.fail("the schedule is %s, and the rules deal %s", quote(schedText), want)
	}
	if phase == PhaseOver {
		if deal == 0 {
			return State{}, p.fail("the game is over, so the deals played are at least 1")
		}
		deal--
	}
	v.deal = uint8(min(deal, maxDeals-1))

	// dealer
	p.field++
	dealer, err := p.seat(f[8], "", n)
	if err != nil {
		return State{}, err
	}
	v.dealer = uint8(dealer)

	// totals: read with the last deal, below
	p.field++
	totalTexts, err := p.split(f[9], ',', n, "totals")
	if err != nil {
		return State{}, err
	}
	var totals [MaxPlayers]int
	for i, t := range totalTexts {
		digits := strings.TrimPrefix(t, "-")
		x, err := p.num(digits, seatText(i), maxTotal)
		if err != nil || t == "-0" {
			return State{}, p.fail("%s: %s: want a number from %d to %d without a leading zero", seatText(i), quote(t), -maxTotal, maxTotal)
		}
		if digits != t {
			x = -x
		}
		totals[i] = x
	}

	// last deal
	p.field++
	if f[10] != "-" {
		if err := p.lastDeal(f[10], &v.Public); err != nil {
			return State{}, err
		}
		if r.Deals[0] == 0 {
			return State{}, p.fail("a game of one deal has no last deal: its end is the engine's %s", quote(itemEnd))
		}
		v.lastDeal = v.deal
		if phase == PhaseOver {
			v.lastDeal = v.deal + 1
			v.end, v.out = v.lastEnd, v.lastOut
		}
	}
	for i, t := range totals[:n] {
		if phase == PhaseOver && v.lastDeal != 0 {
			t -= r.handPenalty(v.lastHands[i])
		}
		if t < -maxTotal || t > maxTotal {
			return State{}, invalidState("seat %d's total %d is out of range", i, -t)
		}
		v.totals[i] = int32(-t)
	}

	// last move
	p.field++
	if f[11] != "-" {
		if err := p.last(f[11], &v); err != nil {
			return State{}, err
		}
	}

	// rng
	p.field++
	if len(f[12]) != 32 {
		return State{}, p.fail("want 32 hex digits, not %d characters", len(f[12]))
	}
	raw, err := hex.DecodeString(f[12])
	if err != nil {
		return State{}, p.fail("want 32 hex digits")
	}
	if err := cardtext.SetPCG(&v.rng, raw); err != nil {
		return State{}, p.fail("%v", err)
	}

	// variant, voids, engine
	p.field++
	if variantText != "" {
		if err := p.variant(variantText, &v.Public); err != nil {
			return State{}, err
		}
	}
	p.field++
	if voidsText != "" {
		if err := p.voids(voidsText, &v.Public); err != nil {
			return State{}, err
		}
	}
	p.field++
	if err := p.engine(engineText, &v, phase); err != nil {
		return State{}, err
	}
	v.named = v.suit != v.top.Suit() || v.namedByLast()
	return v, nil
}

// turn reads the seat to move and its phase into v: SEAT:play,
// SEAT:answer:CHAIN:PENDING, SEAT:drawn:CARD or SEAT:drawn (the card not
// known).
func (r *textReader) turn(text string, v *State) (Phase, error) {
	seatText, phase, ok := strings.Cut(text, ":")
	if !ok {
		return 0, r.fail("want %q or the seat to move, ':' and the phase", phaseNames[PhaseOver])
	}
	seat, err := r.seat(seatText, "seat to move", int(v.players))
	if err != nil {
		return 0, err
	}
	v.mover = uint8(seat + 1)
	name, arg, hasArg := strings.Cut(phase, ":")
	switch {
	case phase == phaseNames[PhasePlay]:
		return PhasePlay, nil
	case name == phaseNames[PhaseAnswer]:
		chainText, pendingText, ok := strings.Cut(arg, ":")
		if !ok {
			return 0, r.fail("want answer:CHAIN:PENDING, the plays in the chain and the cards to draw")
		}
		chain, err := r.num(chainText, "chain", 0xFF)
		if err != nil {
			return 0, err
		}
		pending, err := r.num(pendingText, "pending draw", 0xFF)
		if err != nil {
			return 0, err
		}
		if pending == 0 {
			return 0, invalidState("the answer phase with no draw pending")
		}
		v.chain, v.pending = uint8(chain), uint8(pending)
		return PhaseAnswer, nil
	case name == phaseNames[PhaseDrawn]:
		v.drawn = 1
		if hasArg {
			c, err := r.card(arg, "drawn card")
			if err != nil {
				return 0, err
			}
			v.justDrew = uint8(c) + 1
		}
		return PhaseDrawn, nil
	}
	return 0, r.fail("phase %s: want play, answer:CHAIN:PENDING or drawn:CARD", quote(phase))
}

// end reads an end reason: out:SEAT, blocked, turn-limit or move-limit.
func (r *textReader) end(text string, players int) (EndReason, uint8, error) {
	reason, outText, hasSeat := strings.Cut(text, ":")
	switch {
	case reason == endTexts[EndOut] && hasSeat:
		seat, err := r.seat(outText, "seat out", players)
		if err != nil {
			return 0, 0, err
		}
		return EndOut, uint8(seat + 1), nil
	case hasSeat:
	case reason == endTexts[EndBlocked]:
		return EndBlocked, 0, nil
	case reason == endTexts[EndTurnLimit]:
		return EndTurnLimit, 0, nil
	case reason == endTexts[EndMoveLimit]:
		return EndMoveLimit, 0, nil
	}
	return 0, 0, r.fail("end %s: want out:SEAT, blocked, turn-limit or move-limit", quote(text))
}

// lastDeal reads the last deal's end and hands into p, whose players are
// set: END/HAND/HAND/...
func (r *textReader) lastDeal(text string, p *Public) error {
	endText, handsText, ok := strings.Cut(text, "/")
	if !ok {
		return r.fail("want \"-\" or the end, '/' and one hand a seat")
	}
	var err error
	if p.lastEnd, p.lastOut, err = r.end(endText, int(p.players)); err != nil {
		return err
	}
	hands, err := r.split(handsText, '/', int(p.players), "hands")
	if err != nil {
		return err
	}
	for i, h := range hands {
		if p.lastHands[i], err = r.list(h, seatText(i), nil); err != nil {
			return err
		}
	}
	return nil
}

// last reads the last event into v, whose dealer, top card and players
// are set: SEAT:MOVE/DREW,DREW,... or upcard/DREW,DREW,...
func (r *textReader) last(text string, v *State) error {
	head, drewText, ok := strings.Cut(text, "/")
	if !ok {
		return r.fail("want \"-\", SEAT:MOVE/DREW,... or upcard/DREW,...")
	}
	if head == "upcard" {
		v.upcard, v.lastSeat, v.lastMove = true, v.dealer+1, Play(v.top)
	} else {
		seatText, moveText, ok := strings.Cut(head, ":")
		if !ok {
			return r.fail("want \"-\", SEAT:MOVE/DREW,... or upcard/DREW,...")
		}
		seat, err := r.seat(seatText, "seat", int(v.players))
		if err != nil {
			return err
		}
		v.lastSeat = uint8(seat + 1)
		if v.lastMove, err = parseMoveText(moveText); err != nil {
			return r.fail("move %s: %s", quote(moveText), reasonOf(err))
		}
	}
	draws, err := r.split(drewText, ',', int(v.players), "draws")
	if err != nil {
		return err
	}
	for i, d := range draws {
		x, err := r.num(d, "drew", cards.NumCards)
		if err != nil {
			return err
		}
		v.drew[i] = uint8(x)
	}
	return nil
}

// voids reads the voids' field, without its "v", into p, whose players
// are set: for each seat "-" or six numbers, separated by '/'.
func (r *textReader) voids(text string, p *Public) error {
	seats, err := r.split(text, '/', int(p.players), "seats")
	if err != nil {
		return err
	}
	for i, x := range seats {
		if x == "-" {
			continue
		}
		counts, err := r.split(x, ',', NumVoids, "numbers")
		if err != nil {
			return err
		}
		for k, c := range counts {
			n, err := r.num(c, seatText(i), cards.NumCards)
			if err != nil {
				return err
			}
			p.barred[i][k] = uint8(n)
		}
		if p.barred[i] == [NumVoids]uint8{} {
			return r.fail("%s: six 0s are written \"-\"", seatText(i))
		}
	}
	if p.barred == [MaxPlayers][NumVoids]uint8{} {
		return r.fail("no seat is barred: leave the field out")
	}
	return nil
}

// engine reads the engine's field into v, whose phase is phase: drawn:N
// (in the drawn phase, N of 2 or more), plays:N, end:END (a game of one
// deal that is over), in this order, separated by commas.
func (r *textReader) engine(text string, v *State, phase Phase) error {
	items := [...]string{itemDrawn, itemPlays, itemEnd}
	next := 0
	for text != "" {
		var item string
		item, text, _ = strings.Cut(text, ",")
		if strings.HasPrefix(item, itemEnd) && next <= 2 {
			// The end holds no comma; it is the last item.
			var err error
			if v.end, v.out, err = r.end(item[len(itemEnd):], int(v.players)); err != nil {
				return err
			}
			if phase != PhaseOver || v.lastDeal != 0 || text != "" {
				return r.fail("the end is the last item, of a game of one deal that is over")
			}
			next = 3
			continue
		}
		i := next
		for i < 2 && !strings.HasPrefix(item, items[i]) {
			i++
		}
		if i == 2 {
			return r.fail("item %s: want drawn:N, plays:N and end:END, in this order, each at most once", quote(item))
		}
		x, err := r.num(item[len(items[i]):], items[i][:len(items[i])-1], MaxPlaysLimit)
		if err != nil {
			return err
		}
		if i == 0 {
			if phase != PhaseDrawn || x < 2 || x > cards.NumCards {
				return r.fail("drawn:%d: written in the drawn phase only, for 2 to %d cards", x, cards.NumCards)
			}
			v.drawn = uint8(x)
		} else {
			if x == 0 {
				return r.fail("plays:0: leave the item out")
			}
			v.plays = uint16(x)
		}
		next = i + 1
	}
	if phase == PhaseOver && v.end == EndNone {
		return r.fail("the game is over, yet neither the last deal nor the engine's %s says how it ended", quote(itemEnd))
	}
	return nil
}

// split cuts text into exactly n parts at sep, n at most [MaxPlayers].
func (r *textReader) split(text string, sep byte, n int, what string) ([]string, error) {
	var parts [MaxPlayers]string
	for i := range n {
		var more bool
		parts[i], text, more = strings.Cut(text, string(sep))
		if more != (i < n-1) {
			return nil, r.fail("want %d %s separated by %q", n, what, sep)
		}
	}
	return parts[:n], nil
}

// list reads "-" or cards separated by commas, calling each (when not nil)
// with every card in order. A card named twice is an error.
func (r *textReader) list(text, what string, each func(cards.Card)) (cards.Set, error) {
	if text == "-" {
		return 0, nil
	}
	var set cards.Set
	for item := range strings.SplitSeq(text, ",") {
		c, err := r.card(item, what)
		if err != nil {
			return 0, err
		}
		if set.Has(c) {
			return 0, r.fail("%scard %v appears twice", prefixed(what), c)
		}
		set = set.Add(c)
		if each != nil {
			each(c)
		}
	}
	return set, nil
}

// card reads one card.
func (r *textReader) card(text, what string) (cards.Card, error) {
	c, err := cards.ParseCard(text)
	if err != nil {
		return 0, r.fail("%scard %s: %s", prefixed(what), quote(text), reasonOf(err))
	}
	return c, nil
}

// prefixed returns what and ": ", or "" for an empty what.
func prefixed(what string) string {
	if what == "" {
		return ""
	}
	return what + ": "
}

// num reads a decimal number from 0 to max, of at most 10 digits and
// without a leading zero.
func (r *textReader) num(text, what string, max int) (int, error) {
	n := 0
	bad := text == "" || len(text) > 10 || len(text) > 1 && text[0] == '0'
	for i := 0; i < len(text) && !bad; i++ {
		bad = text[i] < '0' || text[i] > '9'
		n = 10*n + int(text[i]-'0')
	}
	if bad || n > max {
		return 0, r.fail("%s%s: want a number from 0 to %d without a leading zero", prefixed(what), quote(text), max)
	}
	return n, nil
}

// seat reads a seat, a digit from 0 to players-1.
func (r *textReader) seat(text, what string, players int) (int, error) {
	if len(text) != 1 || text[0] < '0' || int(text[0]-'0') >= players {
		return 0, r.fail("%s%s: want a seat from 0 to %d", prefixed(what), quote(text), players-1)
	}
	return int(text[0] - '0'), nil
}
