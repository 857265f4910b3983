package shedding

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/cardrules/cardrules/cards"
	"github.com/cardrules/cardrules/internal/cardtext"
)

// The one-line text form of a whole [State], like chess's FEN: eleven
// fields separated by single spaces, and a twelfth in a match (the
// table's Deals). docs/notation.md ("Shedding positions") gives its
// grammar; in short:
//
//	hands pile stock turn direction drawn/pending/passes plays/moves dealer end last rng [match]
//
// such as, for a position of two players (the stock shortened here),
//
//	3C,7H/KD,QS 9H/2C,4C 5S,JD,... 1 cw 0/0/0 2/2 0 - 0:7H/0 0000000000000007000000637261...

// maxStateText is the longest text [State.UnmarshalText] reads: the
// canonical text is under 300 bytes; the rest is room for the input forms
// of cards (lower case, suit symbols).
const maxStateText = 1024

// textFields is the most space-separated fields of the text form: the
// last, the match, is written only in a match past its first deal or
// with a total.
const textFields = 12

// textKind is the kind of the [*cards.ParseError] of the text form.
const textKind = "shedding position"

// The names of the fields, for the messages of [*cards.ParseError].
var textFieldNames = [textFields]string{
	"hands", "pile", "stock", "turn", "direction", "drawn/pending/passes",
	"plays/moves", "dealer", "end", "last move", "rng", "match",
}

// dirTexts are the directions as the text form writes them.
var dirTexts = [numDirections]string{"cw", "ccw"}

// endTexts are the end reasons as the end field writes them.
var endTexts = [numEnds]string{"-", "out", "blocked", "turn-limit", "move-limit"}

// restText stands, in one hand or the discards, for every card not named
// elsewhere.
const restText = "*"

// MarshalText implements [encoding.TextMarshaler] with the one-line text
// form of docs/notation.md ("Shedding positions"): every hand, the top
// card, the suit in force and the discards, the stock in order, whose
// turn, the direction, the counters, the dealer, the end, the last move
// and the generator, so that [State.UnmarshalText] reads back a State ==
// s. Cards are written as [cards.Card.String] writes them, every list in
// card order but the stock, top first. It returns an error wrapping
// [cards.ErrInvalidState] for a State the checks of
// [State.UnmarshalText] refuse, the zero State among them (no State this
// package builds), so that every text it writes reads back.
//
// The JSON form of a State stays [State.MarshalJSON], which encoding/json
// prefers to this method.
func (s State) MarshalText() ([]byte, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	return s.appendText(make([]byte, 0, 256)), nil
}

// String returns the text of [State.MarshalText], or "invalid(" and its
// error's message ")".
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
// range and consistent with each other, the end consistent with the hands
// and the last move. Cards are read as [cards.ParseCard] reads them, the
// suit in force as [cards.ParseSuit], the last move as [Rules.ParseMove];
// one hand or the discards may be "*", every card not named elsewhere.
// Numbers have no leading zero, and the text no white space but the single
// spaces between its fields. Text that does not follow the grammar, or is
// longer than 1024 bytes, gives a [*cards.ParseError] wrapping
// [cards.ErrSyntax] that names the field; a position no game reaches gives
// an error wrapping [cards.ErrInvalidState]. On error, and for a nil s (an
// error wrapping [cards.ErrInvalidArgument]), s is unchanged. It reads the
// text once, in time and memory linear in its length.
func (s *State) UnmarshalText(text []byte) error {
	if s == nil {
		return fmt.Errorf("shedding: %w: UnmarshalText on a nil *State", cards.ErrInvalidArgument)
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
	for i := range int(s.players) {
		if i > 0 {
			b = append(b, '/')
		}
		b = cardtext.AppendList(b, s.hands[i], 0)
	}
	b = append(b, ' ')
	b = cardtext.AppendCard(b, s.top)
	if s.named {
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
	if s.mover == 0 {
		b = append(b, "over"...)
	} else {
		b = strconv.AppendInt(b, int64(s.mover)-1, 10)
	}
	b = append(b, ' ')
	b = append(b, dirTexts[s.dir&1]...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.drawn), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(s.pending), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(s.passes), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.plays), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(s.moves), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.dealer), 10)
	b = append(b, ' ')
	b = append(b, endTexts[s.end%numEnds]...)
	if s.end == EndOut {
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(s.out)-1, 10)
	}
	b = append(b, ' ')
	if s.lastSeat == 0 {
		b = append(b, '-')
	} else {
		b = strconv.AppendInt(b, int64(s.lastSeat)-1, 10)
		b = append(b, ':')
		b = append(b, s.lastMove.String()...)
		b = append(b, '/')
		b = strconv.AppendInt(b, int64(s.drew), 10)
	}
	b = append(b, ' ')
	b = cardtext.AppendPCG(b, &s.rng)
	if s.deal == 0 && s.totals == [MaxPlayers]int32{} {
		return b
	}
	// The match: DEAL:TOTAL,TOTAL,...
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.deal), 10)
	for i := range int(s.players) {
		b = append(b, ":,"[min(i, 1)])
		b = strconv.AppendInt(b, int64(s.totals[i]), 10)
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
	for i, c := range text {
		if c < ' ' || c == 0x7F {
			return State{}, cards.NewParseError(textKind, text, fmt.Sprintf("control character %q at byte %d", c, i))
		}
	}
	if len(text) == 0 {
		return State{}, cards.NewParseError(textKind, text, "empty")
	}
	var f [textFields]string
	rest, more := string(text), true
	for i := range f {
		if !more && i == textFields-1 {
			break // no match
		}
		if !more {
			return State{}, cards.NewParseError(textKind, text, "want "+strconv.Itoa(textFields-1)+" fields separated by single spaces ("+strconv.Itoa(textFields)+" in a match), not "+strconv.Itoa(i))
		}
		if f[i], rest, more = strings.Cut(rest, " "); f[i] == "" {
			r.field = i
			return State{}, r.fail("empty (the fields are separated by single spaces)")
		}
	}
	if more {
		return State{}, cards.NewParseError(textKind, text, "more than "+strconv.Itoa(textFields)+" fields")
	}
	var v State
	var restAt *cards.Set // the list written "*", if any
	var named cards.Set   // every card named
	list := func(text, what string) (cards.Set, error) {
		if text == restText {
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
	hands := strings.Split(f[0], "/")
	if len(hands) < MinPlayers || len(hands) > MaxPlayers {
		return State{}, r.fail("want %d to %d hands separated by '/', not %d", MinPlayers, MaxPlayers, len(hands))
	}
	v.players = uint8(len(hands))
	for i, p := range hands {
		var err error
		if v.hands[i], err = list(p, seatText(i)); err != nil {
			return State{}, err
		}
		if p == restText {
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
	var err error
	if v.top, err = r.card(topText, "top card"); err != nil {
		return State{}, err
	}
	if named.Has(v.top) {
		return State{}, invalidState("card %v appears twice: on top and in a hand", v.top)
	}
	named = named.Add(v.top)
	v.suit = v.top.Suit()
	switch {
	case called:
		if v.suit, err = cards.ParseSuit(suitText); err != nil {
			return State{}, r.fail("suit in force: %s", reasonOf(err))
		}
		v.named = true
	}
	if v.discard, err = list(disc, "discards"); err != nil {
		return State{}, err
	}
	if disc == restText {
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
	if dup := named & set; dup != 0 {
		c, _ := dup.Min()
		return State{}, invalidState("card %v appears twice: in the stock and elsewhere", c)
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
	if f[3] != "over" {
		seat, err := r.seat(f[3], "seat to move", len(hands))
		if err != nil {
			return State{}, err
		}
		v.mover = uint8(seat + 1)
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

	// drawn/pending/passes
	r.field++
	var counts [3]int
	if err := r.nums(f[5], counts[:], 0xFF); err != nil {
		return State{}, err
	}
	v.drawn, v.pending, v.passes = uint8(counts[0]), uint8(counts[1]), uint8(counts[2])

	// plays/moves
	r.field++
	var pm [2]int
	if err := r.nums(f[6], pm[:], 0); err != nil {
		return State{}, err
	}
	if pm[0] > MaxPlaysLimit {
		return State{}, r.fail("plays: %d is more than %d", pm[0], MaxPlaysLimit)
	}
	v.plays, v.moves = uint16(pm[0]), uint32(pm[1])

	// dealer
	r.field++
	dealer, err := r.seat(f[7], "", len(hands))
	if err != nil {
		return State{}, err
	}
	v.dealer = uint8(dealer)

	// end
	r.field++
	reason, outText, hasSeat := strings.Cut(f[8], ":")
	switch {
	case reason == endTexts[EndOut] && hasSeat:
		seat, err := r.seat(outText, "seat out", len(hands))
		if err != nil {
			return State{}, err
		}
		v.end, v.out = EndOut, uint8(seat+1)
	case reason == endTexts[EndNone] && !hasSeat:
	case reason == endTexts[EndBlocked] && !hasSeat:
		v.end = EndBlocked
	case reason == endTexts[EndTurnLimit] && !hasSeat:
		v.end = EndTurnLimit
	case reason == endTexts[EndMoveLimit] && !hasSeat:
		v.end = EndMoveLimit
	default:
		return State{}, r.fail("want \"-\", out:SEAT, blocked, turn-limit or move-limit")
	}

	// last move
	r.field++
	if f[9] != "-" {
		lastSeat, rest, ok := strings.Cut(f[9], ":")
		moveText, drewText, ok2 := strings.Cut(rest, "/")
		if !ok || !ok2 {
			return State{}, r.fail("want \"-\" or SEAT:MOVE/DREW")
		}
		seat, err := r.seat(lastSeat, "seat", len(hands))
		if err != nil {
			return State{}, err
		}
		v.lastSeat = uint8(seat + 1)
		if v.lastMove, err = parseMoveText(moveText); err != nil {
			return State{}, r.fail("move %s: %s", quote(moveText), reasonOf(err))
		}
		var drew [1]int
		if err := r.nums(drewText, drew[:], cards.NumCards); err != nil {
			return State{}, err
		}
		v.drew = uint8(drew[0])
	}

	// rng
	r.field++
	if len(f[10]) != 32 {
		return State{}, r.fail("want 32 hex digits, not %d characters", len(f[10]))
	}
	raw, err := hex.DecodeString(f[10])
	if err != nil {
		return State{}, r.fail("want 32 hex digits")
	}
	if err := cardtext.SetPCG(&v.rng, raw); err != nil {
		return State{}, r.fail("%v", err)
	}

	// match
	r.field++
	if f[11] != "" {
		dealText, totalsText, ok := strings.Cut(f[11], ":")
		deal, err := strconv.Atoi(dealText)
		totals := strings.Split(totalsText, ",")
		if !ok || err != nil || deal < 0 || deal >= maxDeals || strconv.Itoa(deal) != dealText || len(totals) != len(hands) {
			return State{}, r.fail("want DEAL:TOTAL,... with a deal from 0 to %d and one total a seat", maxDeals-1)
		}
		v.deal = uint8(deal)
		for i, t := range totals {
			n, err := strconv.Atoi(t)
			if err != nil || n < -maxTotal || n > maxTotal || strconv.Itoa(n) != t {
				return State{}, r.fail("total %q is not a number from %d to %d", t, -maxTotal, maxTotal)
			}
			v.totals[i] = int32(n)
		}
	}

	if err := v.check(); err != nil {
		return State{}, err
	}
	return v, nil
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

// nums reads len(out) decimal numbers separated by '/', each from 0 to max
// (0: up to 9 digits), without a leading zero.
func (r *textReader) nums(text string, out []int, max int) error {
	parts := strings.SplitN(text, "/", len(out)+1)
	if len(parts) != len(out) {
		return r.fail("want %d numbers separated by '/'", len(out))
	}
	for i, p := range parts {
		bad := p == "" || len(p) > 9 || len(p) > 1 && p[0] == '0'
		n := 0
		for j := 0; j < len(p) && !bad; j++ {
			bad = p[j] < '0' || p[j] > '9'
			n = 10*n + int(p[j]-'0')
		}
		if bad || max > 0 && n > max {
			return r.fail("%s: want a number without a leading zero", quote(p))
		}
		out[i] = n
	}
	return nil
}

// seat reads a seat, a digit from 0 to players-1.
func (r *textReader) seat(text, what string, players int) (int, error) {
	if len(text) != 1 || text[0] < '0' || int(text[0]-'0') >= players {
		return 0, r.fail("%s%s: want a seat from 0 to %d", prefixed(what), quote(text), players-1)
	}
	return int(text[0] - '0'), nil
}
