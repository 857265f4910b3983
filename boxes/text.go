package boxes

import (
	"encoding/hex"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// The one-line text form of a whole [State], like chess's FEN: thirteen
// fields separated by single spaces, and for a [Variant]'s position a
// fourteenth, its counters and added scores, only when one is not 0.
// docs/notation.md ("Boxes positions") gives its grammar; in short:
//
//	hands pile stock turn direction passes moves deal/schedule dealer totals last-deal last-move rng [counters/added]
//
// such as, for the first position of a single deal of two cards each
// (the stock shortened here),
//
//	5H,KS/3D,QC/7S,JH/4C,AD 9H/- 2C,6D,10S,8H,2D,... 0:play cw 0 0 0/2 3 0,0,0,0 - - 0000000000000007000000626f786573

// maxStateText is the longest text [State.UnmarshalText] reads. The
// longest canonical text is under 750 bytes (every card twice, once in
// play and once in the last deal's hands, a schedule of 32 deals, a
// variant's field of 44 bytes); the
// rest is room for the input forms of cards (lower case, suit symbols).
const maxStateText = 1024

// textFields is the number of space-separated fields of the text form.
const textFields = 13

// textKind is the kind of the [*cards.ParseError] of the text form.
const textKind = "boxes position"

// The names of the fields, for the messages of [*cards.ParseError]: the
// thirteen of every position, then a variant's.
var textFieldNames = [textFields + 2]string{
	"hands", "pile", "stock", "turn", "direction", "passes", "moves",
	"deal/schedule", "dealer", "totals", "last deal", "last move", "rng",
	"variant", "voids",
}

// dirTexts are the directions as the text form writes them.
var dirTexts = [...]string{"cw", "ccw"}

// endTexts are the end reasons as the last-deal field writes them, from
// EndOut on: the texts of [EndReason.String] with '-' for the space, as
// Equi's position text writes them; EndOut is followed by ":" and the seat.
var endTexts = [...]string{EndOut: "out", EndBlocked: "blocked", EndMoveLimit: "move-limit"}

// seatTexts name the seats in the messages of [*cards.ParseError].
var seatTexts = [NumSeats]string{"seat 0", "seat 1", "seat 2", "seat 3"}

// restText stands, in one hand or the discards, for every card not named
// in the hands, on the pile or in the stock.
const restText = "*"

// MarshalText implements [encoding.TextMarshaler] with the one-line text
// form of docs/notation.md ("Boxes positions"): every hand, the top card,
// the suit in force and the discards, the stock in order, whose turn in
// which phase (with the 2-chain or the drawn card), the direction, the
// passes and moves of the deal, the deal and schedule, the dealer, the
// totals, the last deal's end and hands, the last move and its draws, and
// the generator, then a variant's counters and added scores when one is
// not 0, so that [State.UnmarshalText] reads back a State == s.
// Cards are written as [cards.Card.String] writes them, every list in card
// order but the stock, top first. It returns an error wrapping
// [cards.ErrInvalidState] for the zero State, as [State.MarshalJSON] does,
// and for a State the checks of [State.UnmarshalText] refuse (no State this
// package builds), so that every text it writes reads back.
//
// The JSON form of a State stays [State.MarshalJSON], which encoding/json
// prefers to this method.
func (s State) MarshalText() ([]byte, error) {
	if s.sched.n == 0 {
		return nil, invalidState("the zero State is no match")
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	return s.appendText(make([]byte, 0, 256)), nil
}

// String returns the text of [State.MarshalText], or "invalid(" and its
// error's message ")" for the zero State.
func (s State) String() string {
	b, err := s.MarshalText()
	if err != nil {
		return "invalid(" + err.Error() + ")"
	}
	return string(b)
}

// UnmarshalText implements [encoding.TextUnmarshaler], reading the form of
// [State.MarshalText], and checks the position with the checks of
// [State.UnmarshalJSON]: every card in exactly one place, the counters in
// range and consistent with each other, and so on. Cards are read as
// [cards.ParseCard] reads them (lower case, "T" for ten and the suit
// symbols are accepted), the suit in force as [cards.ParseSuit], the last
// move as [Rules.ParseMove]; one hand or the discards may be "*", every
// card not named elsewhere in play. Numbers have no leading zero, and the
// text no white space but the single spaces between its fields. Text that does not follow the grammar, or is longer than 1024
// bytes, gives a [*cards.ParseError] wrapping [cards.ErrSyntax] that names
// the field; a position no match reaches gives an error wrapping
// [cards.ErrInvalidState]. On error, and for a nil s (an error wrapping
// [cards.ErrInvalidArgument]), s is unchanged. It reads the text once,
// field by field, in time and memory linear in its length.
func (s *State) UnmarshalText(text []byte) error {
	if s == nil {
		return fmt.Errorf("boxes: %w: UnmarshalText on a nil *State", cards.ErrInvalidArgument)
	}
	v, err := parseStateText(text)
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// appendText appends the text form of s, a State [State.check] accepts.
func (s *State) appendText(b []byte) []byte {
	b = appendHands(b, &s.hands)
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
	for i := int(s.nstock) - 1; i >= 0 && i < maxStock; i-- {
		b = cardtext.AppendCard(b, s.stock[i])
		if i > 0 {
			b = append(b, ',')
		}
	}
	b = append(b, ' ')
	switch seat := s.Turn(); {
	case seat < 0:
		b = append(b, "over"...)
	default:
		b = strconv.AppendInt(b, int64(seat), 10)
		b = append(b, ':')
		b = append(b, s.phase.String()...)
		switch s.phase {
		case PhaseAnswer:
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(s.chain), 10)
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(s.pending), 10)
		case PhaseDrawn:
			b = append(b, ':')
			b = cardtext.AppendCard(b, s.drawn)
		}
	}
	b = append(b, ' ')
	b = append(b, dirTexts[s.dir&1]...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.passes), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.moves), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.deal), 10)
	b = append(b, '/')
	b = append(b, s.sched.String()...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.dealer), 10)
	b = append(b, ' ')
	b = appendCounts(b, s.totals)
	b = append(b, ' ')
	if _, reason, out := s.LastEnd(); reason == EndNone || reason >= numEnds {
		b = append(b, '-')
	} else {
		b = append(b, endTexts[reason]...)
		if reason == EndOut {
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(out), 10)
		}
		b = append(b, '/')
		b = appendHands(b, &s.lastHands)
	}
	b = append(b, ' ')
	if seat, m := s.LastMove(); seat < 0 {
		b = append(b, '-')
	} else if s.UpcardEvent() {
		b = append(b, "upcard/"...)
		b = appendCounts(b, s.drew)
	} else {
		b = strconv.AppendInt(b, int64(seat), 10)
		b = append(b, ':')
		b = append(b, m.String()...)
		b = append(b, '/')
		b = appendCounts(b, s.drew)
	}
	b = append(b, ' ')
	b = cardtext.AppendPCG(b, &s.rng)
	if s.counters != [NumCounters]uint8{} || s.added != [NumSeats]int16{} {
		b = append(b, ' ')
		b = appendCounts(b, s.counters)
		b = append(b, '/')
		for i, n := range s.added {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(n), 10)
		}
	}
	return appendBarred(b, &s.Public)
}

// voidsPrefix starts the field of [Public.Barred] in the text form.
const voidsPrefix = "v"

// appendBarred appends the field of [Public.Barred], " v" and for each
// seat "-" or its six numbers, when one is not 0.
func appendBarred(b []byte, p *Public) []byte {
	if p.barred == ([NumSeats]uint64{}) {
		return b
	}
	b = append(b, ' ')
	b = append(b, voidsPrefix...)
	for seat := range NumSeats {
		bs := p.bars(seat)
		if seat > 0 {
			b = append(b, '/')
		}
		if bs == ([NumVoids]uint8{}) {
			b = append(b, '-')
			continue
		}
		for k, n := range bs {
			if k > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendUint(b, uint64(n), 10)
		}
	}
	return b
}

// parseBarred reads the field of appendBarred without its prefix into
// pub: the bounds are checked with the position.
func (r *textReader) parseBarred(text string, pub *Public) error {
	parts, err := r.split(text, '/', "seats")
	if err != nil {
		return err
	}
	for seat, p := range parts {
		if p == "-" {
			continue
		}
		for k := range NumVoids {
			var n string
			var more bool
			n, p, more = strings.Cut(p, ",")
			if more != (k < NumVoids-1) {
				return r.fail("%s: want \"-\" or %d numbers separated by commas", seatTexts[seat], NumVoids)
			}
			x, err := r.num(n, seatTexts[seat], cards.NumCards)
			if err != nil {
				return err
			}
			pub.setBar(seat, Void(k), uint8(x))
		}
		if pub.barred[seat] == 0 {
			return r.fail("%s: six 0s are written \"-\"", seatTexts[seat])
		}
	}
	if pub.barred == ([NumSeats]uint64{}) {
		return r.fail("no seat is barred: leave the field out")
	}
	return nil
}

// appendHands appends four sets separated by '/'.
func appendHands(b []byte, hands *[NumSeats]cards.Set) []byte {
	for i, h := range hands {
		if i > 0 {
			b = append(b, '/')
		}
		b = cardtext.AppendList(b, h, 0)
	}
	return b
}

// appendCounts appends four numbers separated by commas.
func appendCounts[T uint8 | uint16](b []byte, counts [NumSeats]T) []byte {
	for i, n := range counts {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, uint64(n), 10)
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

// parseStateText reads the text form of a State and checks the position.
func parseStateText(text []byte) (State, error) {
	r := textReader{text: text}
	if len(text) > maxStateText {
		return State{}, cards.NewParseError(textKind, text, "longer than "+strconv.Itoa(maxStateText)+" bytes")
	}
	var f [textFields]string
	for i, c := range text {
		if c < ' ' || c == 0x7F {
			return State{}, cards.NewParseError(textKind, text, fmt.Sprintf("control character %q at byte %d", c, i))
		}
	}
	rest, more := string(text), true
	if rest == "" {
		return State{}, cards.NewParseError(textKind, text, "empty")
	}
	for i := range f {
		if !more {
			return State{}, cards.NewParseError(textKind, text, "want "+strconv.Itoa(textFields)+" fields separated by single spaces, not "+strconv.Itoa(i))
		}
		if f[i], rest, more = strings.Cut(rest, " "); f[i] == "" {
			r.field = i
			return State{}, r.fail("empty (the fields are separated by single spaces)")
		}
	}
	// A variant's field, only when one of its numbers is not 0, then the
	// voids' field, only when a seat is barred.
	var variant, voids string
	for i := 0; more; i++ {
		var x string
		if x, rest, more = strings.Cut(rest, " "); x == "" {
			r.field = textFields
			return State{}, r.fail("empty (the fields are separated by single spaces)")
		}
		switch {
		case i >= 2 || voids != "":
			return State{}, cards.NewParseError(textKind, text, "more than "+strconv.Itoa(textFields+2)+" fields, or a field after the voids")
		case strings.HasPrefix(x, voidsPrefix):
			voids = x[len(voidsPrefix):]
		case i == 0:
			variant = x
		default:
			return State{}, cards.NewParseError(textKind, text, "the fifteenth field must be the voids, starting with "+quote(voidsPrefix))
		}
	}
	var v State
	var restAt *cards.Set // the list written "*", if any
	var named cards.Set   // every card named in play
	list := func(text, what string, canRest bool) (cards.Set, error) {
		if text == restText && canRest {
			if restAt != nil {
				return 0, r.fail("%s: the rest (%q) is given twice", what, restText)
			}
			return 0, nil
		}
		set, err := r.list(text, what, nil)
		named |= set
		return set, err
	}

	// hands
	parts, err := r.split(f[0], '/', "hands")
	if err != nil {
		return State{}, err
	}
	for i, p := range parts {
		if v.hands[i], err = list(p, seatTexts[i], true); err != nil {
			return State{}, err
		}
		if p == restText && restAt == nil {
			restAt = &v.hands[i]
		}
	}

	// pile: top[:suit]/discards
	r.field++
	top, disc, ok := strings.Cut(f[1], "/")
	if !ok {
		return State{}, r.fail("want the top card, '/' and the discards")
	}
	topText, suitText, called := strings.Cut(top, ":")
	if v.top, err = r.card(topText, "top card"); err != nil {
		return State{}, err
	}
	named = named.Add(v.top)
	v.suit = v.top.Suit()
	if called {
		if v.suit, err = cards.ParseSuit(suitText); err != nil {
			return State{}, r.fail("suit in force: %s", reasonOf(err))
		}
	}
	if v.discard, err = list(disc, "discards", true); err != nil {
		return State{}, err
	}
	if disc == restText && restAt == nil {
		restAt = &v.discard
	}

	// stock, top first
	r.field++
	var stock [cards.NumCards]cards.Card
	n := 0
	set, err := r.list(f[2], "", func(c cards.Card) {
		if n < len(stock) {
			stock[n] = c
		}
		n++
	})
	if err != nil {
		return State{}, err
	}
	if n > maxStock {
		return State{}, invalidState("the stock holds %d cards; it can hold %d", n, maxStock)
	}
	named |= set
	for i := range n {
		v.stock[n-1-i] = stock[i]
	}
	v.nstock = uint8(n)
	if restAt != nil {
		*restAt = cards.Deck52.Minus(named)
	}

	// turn
	r.field++
	if err := r.turn(f[3], &v); err != nil {
		return State{}, err
	}

	// direction
	r.field++
	switch f[4] {
	case dirTexts[Clockwise]:
		v.dir = Clockwise
	case dirTexts[Counterclockwise]:
		v.dir = Counterclockwise
	default:
		return State{}, r.fail("want %q or %q", dirTexts[Clockwise], dirTexts[Counterclockwise])
	}

	// passes, moves
	r.field++
	passes, err := r.num(f[5], "", 0xFF)
	if err != nil {
		return State{}, err
	}
	v.passes = uint8(passes)
	r.field++
	moves, err := r.num(f[6], "", 0xFFFF)
	if err != nil {
		return State{}, err
	}
	v.moves = uint16(moves)

	// deal/schedule
	r.field++
	dealText, schedText, ok := strings.Cut(f[7], "/")
	if !ok {
		return State{}, r.fail("want the deal number, '/' and the schedule")
	}
	deal, err := r.num(dealText, "deal", 0xFF)
	if err != nil {
		return State{}, err
	}
	v.deal = uint8(deal)
	v.lastDeal = int8(v.deal) // the last finished deal is the one before: checked
	sched, err := ParseSchedule(schedText)
	if err != nil {
		return State{}, r.fail("schedule: %s", reasonOf(err))
	}
	v.sched = sched.norm() // a position keeps its schedule spelt out

	// dealer
	r.field++
	dealer, err := r.seat(f[8], "")
	if err != nil {
		return State{}, err
	}
	v.dealer = uint8(dealer)

	// totals
	r.field++
	if err := r.counts(f[9], "", 0xFFFF, func(i, n int) { v.totals[i] = uint16(n) }); err != nil {
		return State{}, err
	}

	// last deal
	r.field++
	if err := r.lastDeal(f[10], &v); err != nil {
		return State{}, err
	}

	// last move
	r.field++
	if err := r.lastMove(f[11], &v); err != nil {
		return State{}, err
	}

	// rng
	r.field++
	if len(f[12]) != 32 {
		return State{}, r.fail("want 32 hex digits, not %d characters", len(f[12]))
	}
	raw, err := hex.DecodeString(f[12])
	if err != nil {
		return State{}, r.fail("want 32 hex digits")
	}
	if err := cardtext.SetPCG(&v.rng, raw); err != nil {
		return State{}, r.fail("%v", err)
	}

	// counters/added scores
	r.field++
	if variant != "" {
		counters, added, ok := strings.Cut(variant, "/")
		if !ok {
			return State{}, r.fail("want the counters, '/' and the added scores")
		}
		if err := r.counts(counters, "counters", math.MaxUint8, func(i, n int) { v.counters[i] = uint8(n) }); err != nil {
			return State{}, err
		}
		parts, err := r.split(added, ',', "added scores")
		if err != nil {
			return State{}, err
		}
		for i, p := range parts {
			digits := strings.TrimPrefix(p, "-")
			n, err := r.num(digits, "", math.MaxInt16+1)
			if digits != p {
				n = -n
			}
			if err != nil || n > math.MaxInt16 || p == "-0" {
				return State{}, r.fail("added scores: %s: want a number from %d to %d without a leading zero", quote(p), math.MinInt16, math.MaxInt16)
			}
			v.added[i] = int16(n)
		}
	}

	// voids
	r.field++
	if voids != "" {
		if err := r.parseBarred(voids, &v.Public); err != nil {
			return State{}, err
		}
	}

	if err := v.check(); err != nil {
		return State{}, err
	}
	return v, nil
}

// split cuts text into exactly NumSeats parts at sep.
func (r *textReader) split(text string, sep byte, what string) ([NumSeats]string, error) {
	var parts [NumSeats]string
	const n = NumSeats
	for i := range n {
		var more bool
		parts[i], text, more = strings.Cut(text, string(sep))
		if more != (i < n-1) {
			return parts, r.fail("want %d %s separated by %q", n, what, sep)
		}
	}
	return parts, nil
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

// prefixed returns what and ": ", or "" for an empty what: the part of a
// field a message is about.
func prefixed(what string) string {
	if what == "" {
		return ""
	}
	return what + ": "
}

// num reads a decimal number from 0 to max, of at most 5 digits and
// without a leading zero.
func (r *textReader) num(text, what string, max int) (int, error) {
	n := 0
	for i := 0; i < len(text); i++ {
		if text[i] < '0' || text[i] > '9' || i == 5 {
			return 0, r.fail("%s%s: want a number from 0 to %d without a leading zero", prefixed(what), quote(text), max)
		}
		n = 10*n + int(text[i]-'0')
	}
	if text == "" || n > max || len(text) > 1 && text[0] == '0' {
		return 0, r.fail("%s%s: want a number from 0 to %d without a leading zero", prefixed(what), quote(text), max)
	}
	return n, nil
}

// seat reads a seat, a digit from 0 to 3.
func (r *textReader) seat(text, what string) (int, error) {
	if len(text) != 1 || text[0] < '0' || text[0] >= '0'+NumSeats {
		return 0, r.fail("%s%s: want a seat from 0 to 3", prefixed(what), quote(text))
	}
	return int(text[0] - '0'), nil
}

// counts reads four numbers from 0 to max separated by commas.
func (r *textReader) counts(text, what string, max int, set func(i, n int)) error {
	parts, err := r.split(text, ',', "numbers")
	if err != nil {
		return err
	}
	for i, p := range parts {
		n, err := r.num(p, what, max)
		if err != nil {
			return err
		}
		set(i, n)
	}
	return nil
}

// turn reads "over" or the seat to move and its phase into v.
func (r *textReader) turn(text string, v *State) error {
	if text == phaseNames[PhaseOver] {
		v.drawn = cards.NoCard
		return nil // mover 0, PhasePlay: the match is over
	}
	seatText, phase, ok := strings.Cut(text, ":")
	if !ok {
		return r.fail("want %q or the seat to move, ':' and the phase", phaseNames[PhaseOver])
	}
	seat, err := r.seat(seatText, "seat to move")
	if err != nil {
		return err
	}
	v.mover = uint8(seat) + 1
	v.drawn = cards.NoCard
	name, arg, _ := strings.Cut(phase, ":")
	switch {
	case phase == phaseNames[PhasePlay]:
		v.phase = PhasePlay
	case name == phaseNames[PhaseAnswer]:
		v.phase = PhaseAnswer
		chainText, pendingText, ok := strings.Cut(arg, ":")
		if !ok {
			return r.fail("want answer:CHAIN:PENDING, the 2s in the chain and the cards to draw")
		}
		chain, err := r.num(chainText, "chain", 0xFF)
		if err != nil {
			return err
		}
		pending, err := r.num(pendingText, "pending draw", 0xFF)
		if err != nil {
			return err
		}
		v.chain, v.pending = uint8(chain), uint8(pending)
	case name == phaseNames[PhaseDrawn]:
		v.phase = PhaseDrawn
		if v.drawn, err = r.card(arg, "drawn card"); err != nil {
			return err
		}
	default:
		return r.fail("phase %s: want play, answer:CHAIN:PENDING or drawn:CARD", quote(phase))
	}
	return nil
}

// lastDeal reads "-" or the last deal's end and hands into v.
func (r *textReader) lastDeal(text string, v *State) error {
	if text == "-" {
		return nil
	}
	end, hands, ok := strings.Cut(text, "/")
	if !ok {
		return r.fail("want \"-\" or the end, '/' and four hands")
	}
	reason, seatText, hasSeat := strings.Cut(end, ":")
	switch {
	case reason == endTexts[EndOut] && hasSeat:
		seat, err := r.seat(seatText, "seat out")
		if err != nil {
			return err
		}
		v.lastReason, v.lastOut = EndOut, int8(seat)+1
	case reason == endTexts[EndBlocked] && !hasSeat:
		v.lastReason = EndBlocked
	case reason == endTexts[EndMoveLimit] && !hasSeat:
		v.lastReason = EndMoveLimit
	default:
		return r.fail("end %s: want out:SEAT, blocked or move-limit", quote(end))
	}
	parts, err := r.split(hands, '/', "hands")
	if err != nil {
		return err
	}
	for i, p := range parts {
		if v.lastHands[i], err = r.list(p, seatTexts[i], nil); err != nil {
			return err
		}
	}
	return nil
}

// lastMove reads "-", the last move's seat, move and draws, or "upcard/"
// and the upcard's draws into v, whose top card is read.
func (r *textReader) lastMove(text string, v *State) error {
	if text == "-" {
		return nil
	}
	if drew, ok := strings.CutPrefix(text, "upcard/"); ok {
		// The upcard of this deal, as the dealer's play: checked by
		// checkLastMove.
		v.lastSeat, v.lastMove = upcardSeat, Play(v.top)
		return r.counts(drew, "drew", 0xFF, func(i, n int) { v.drew[i] = uint8(n) })
	}
	seatText, rest, ok := strings.Cut(text, ":")
	if !ok {
		return r.fail("want \"-\" or the seat, ':', the move, '/' and the draws")
	}
	seat, err := r.seat(seatText, "seat")
	if err != nil {
		return err
	}
	v.lastSeat = int8(seat) + 1
	moveText, drew, ok := strings.Cut(rest, "/")
	if !ok {
		return r.fail("want the move, '/' and the cards each seat drew")
	}
	if v.lastMove, err = parseMoveText(moveText); err != nil {
		return r.fail("move %s: %s", quote(moveText), reasonOf(err))
	}
	return r.counts(drew, "drew", 0xFF, func(i, n int) { v.drew[i] = uint8(n) })
}
